"""The first start offers the tutorial once (要先学一下够级吗? 去教程 / 以后再说): the answer is kept in
the settings and never asked again; with a read-only data folder it is asked once per run."""

from __future__ import annotations

from pathlib import Path

import pygame
from app_helpers import click, frames, key, stored_app

from gouji_desktop.app import i18n
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.scenes.tutorial import TutorialScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.storage import Storage


def started(app: App) -> TitleScene:
    """The title as the game starts on it (``gouji``: ``app.nav.start()``)."""
    app.nav.start()
    frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene)
    return title


def test_the_first_start_asks_once_and_later_is_kept_for_every_start_after() -> None:
    i18n.set_language("zh")
    app = stored_app()
    try:
        title = started(app)
        assert title.offering
        app.draw()
        assert title.offer["go"].label == "去教程" and title.offer["later"].label == "以后再说"
        click(app, title.buttons["new"].rect.center)  # the question comes first: the menu waits
        assert app.top is title and title.offering
        click(app, title.offer["later"].rect.center)
        assert not title.offering and app.top is title
        app.store.flush()
        assert Storage().load_settings().value.tutorial_offered
        assert not started(app).offering  # back on the title in the same run
    finally:
        app.shutdown()
    app = stored_app()  # the next start
    try:
        assert not started(app).offering
    finally:
        app.shutdown()


def test_open_the_tutorial_from_the_offer_and_it_is_not_asked_again() -> None:
    app = stored_app()
    try:
        title = started(app)
        app.draw()
        click(app, title.offer["go"].rect.center)
        assert isinstance(app.top, TutorialScene)
        assert app.settings.tutorial_offered
        app.store.flush()
    finally:
        app.shutdown()
    app = stored_app()
    try:
        assert not started(app).offering
    finally:
        app.shutdown()


def test_the_title_reached_from_a_game_never_asks(app: App) -> None:
    app.nav.title()
    title = app.top
    assert isinstance(title, TitleScene) and not title.offering


def test_a_read_only_data_folder_asks_once_per_run_and_never_crashes(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "gouji.lock").mkdir()  # a lock that cannot be used: the window is read-only
    for _ in range(2):  # two runs: the answer could not be kept, so each run asks once
        app = stored_app()
        try:
            assert app.store.read_only
            title = started(app)
            assert title.offering
            app.draw()
            click(app, title.offer["later"].rect.center)
            app.store.flush()
            assert not title.offering
            assert not started(app).offering
            frames(app, 2)
        finally:
            app.shutdown()
    assert not (data_dir / "settings.json").exists()


def test_keys_answer_the_offer_esc_is_later_enter_opens_the_tutorial() -> None:
    app = stored_app()
    try:
        title = started(app)
        key(app, pygame.K_ESCAPE)  # later: the title stays (Esc does not quit the game here)
        assert not title.offering and app.running and app.top is title
    finally:
        app.shutdown()
    app = stored_app()
    try:
        app.settings.tutorial_offered = False
        title = started(app)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, TutorialScene)
    finally:
        app.shutdown()
