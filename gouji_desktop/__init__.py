"""Gouji Desktop: the six-player team card game 够级."""

__version__ = "0.1.0"
