"""pygame-ce GUI."""
