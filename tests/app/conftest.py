"""Driving the real scenes headless: an App with instant animations and no AI
delay.  Every test gets its own data folder (``GOUJI_DATA_DIR``), so nothing
ever touches the player's real settings or saves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from app_helpers import stored_app

from gouji_desktop.app import i18n
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.settings import Settings


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("GOUJI_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def app() -> Iterator[App]:
    """Nothing is saved (Persistence.memory())."""
    i18n.set_language("zh")
    application = App((1280, 720), Settings(anim_speed="instant", ai_delay=0.0), routes=ROUTES)
    yield application
    application.shutdown()
    i18n.set_language("zh")


@pytest.fixture
def saved_app() -> Iterator[App]:
    i18n.set_language("zh")
    application = stored_app()
    yield application
    application.shutdown()
    i18n.set_language("zh")
