"""Driving the real scenes headless: an App with instant animations and no AI delay."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gouji_desktop.app import i18n
from gouji_desktop.app.scene import App
from gouji_desktop.app.settings import Settings


@pytest.fixture
def app() -> Iterator[App]:
    i18n.set_language("zh")
    application = App((1280, 720), Settings(anim_speed="instant", ai_delay=0.0))
    yield application
    i18n.set_language("zh")
