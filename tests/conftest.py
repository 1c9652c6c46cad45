"""Shared test setup: pygame runs headless, with no audio device."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Python child processes the tests start write their pipes in UTF-8, as the tests read them (a Windows
# pipe would otherwise carry the locale's code page, e.g. GBK)
os.environ["PYTHONIOENCODING"] = "utf-8"
