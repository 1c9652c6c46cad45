"""The shell: the window, the frame loop, the scene stack and the navigator (every move
between screens, with the scene builders it is given: ``gouji_desktop/app/routes.py``); the
settings and saved data the app keeps.  It imports no scene and no table (tests/test_layering.py)."""
