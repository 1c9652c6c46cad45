"""Shared test setup: pygame runs headless, with no audio device, and no test reads or writes the
player's own folders: GOUJI_DATA_DIR from outside is cleared and HOME (with the XDG folders) is a
fresh temporary folder for every test, so the suite runs the same whatever machine it is on."""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Python child processes the tests start write their pipes in UTF-8, as the tests read them (a Windows
# pipe would otherwise carry the locale's code page, e.g. GBK)
os.environ["PYTHONIOENCODING"] = "utf-8"


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A temporary HOME and XDG folders (platformdirs reads them on Linux and macOS); fixtures of a
    folder's own conftest may set GOUJI_DATA_DIR again after this."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.delenv("GOUJI_DATA_DIR", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    for name, sub in (
        ("XDG_DATA_HOME", ".local/share"),
        ("XDG_CONFIG_HOME", ".config"),
        ("XDG_CACHE_HOME", ".cache"),
        ("XDG_STATE_HOME", ".local/state"),
    ):
        monkeypatch.setenv(name, str(Path(home, sub)))
    yield
