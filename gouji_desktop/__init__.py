"""Gouji Desktop: the six-player team card game 够级."""

# The one version of the game: pyproject.toml reads it (dynamic version), the build scripts name the
# installers after it, `gouji --version` prints it, and a release tag vX.Y.Z must match it.
__version__ = "0.1.0"
