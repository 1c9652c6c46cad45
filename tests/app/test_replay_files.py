"""Sharing a game: the viewer exports a .gouji-replay file; the friend opens it with `gouji FILE`
(or a double-click), by dropping it on the window or from the import list, and it joins the list.
Also the settings screen's log folder and "copy diagnostics"."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from app_helpers import click, frames, stored_app

from gouji_desktop.app.gallery import finished_game
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.main import parse_args
from gouji_desktop.app.scenes.replay_import import ReplayImportScene
from gouji_desktop.app.scenes.replays import ReplayListScene
from gouji_desktop.app.scenes.settings_menu import SettingsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.replay import ReplayScene
from gouji_desktop.storage import Storage
from gouji_desktop.storage.replays import REPLAY_VERSION


@pytest.fixture
def share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "share"
    monkeypatch.setenv("GOUJI_SHARE_DIR", str(folder))
    return folder


def exported_file(share: Path, seed: int = 5) -> tuple[Path, object]:
    """A replay exported from the viewer, as the friend receives it."""
    game = finished_game(seed)
    Storage().save_replay(game, ("hard",) * 5)
    app = stored_app()
    listing = app.push(ReplayListScene(app))
    frames(app, 1)
    listing.open(0)
    frames(app, 1)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    click(app, viewer.buttons["export"].rect.center)
    (path,) = share.glob("*.gouji-replay")
    assert str(path) in viewer.toast.text and viewer.toast.tone == "info"
    app.shutdown()
    return path, game


def friends_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("GOUJI_DATA_DIR", str(tmp_path / "friend"))
    app = stored_app()
    app.push(TitleScene(app))
    frames(app, 1)
    return app


def test_the_viewer_exports_a_file_that_opens_the_same_game_for_a_friend(
    share: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, game = exported_file(share)
    assert path.read_bytes().startswith(b'{"schema_version":%d,"kind":"gouji-replay"' % REPLAY_VERSION)
    app = friends_app(tmp_path, monkeypatch)
    assert app.nav.open_replay_file(path)
    frames(app, 1)
    viewer = app.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.game == game
    assert len(app.store.list_replays()) == 1  # kept in the friend's list
    assert app.nav.open_replay_file(path)  # opening it again keeps no second copy
    assert len(app.store.list_replays()) == 1
    app.shutdown()


def test_a_file_dropped_on_the_window_opens_in_the_viewer(
    share: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, game = exported_file(share, seed=6)
    app = friends_app(tmp_path, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    frames(app, 1)
    assert isinstance(app.top, ReplayScene) and app.top.replay.game == game
    app.shutdown()


def test_the_import_list_shows_received_files_and_opens_the_one_clicked(
    share: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, game = exported_file(share, seed=7)
    app = friends_app(tmp_path, monkeypatch)
    app.nav.replays()
    frames(app, 1)
    listing = app.top
    assert isinstance(listing, ReplayListScene) and listing.infos == []
    click(app, listing.buttons["import"].rect.center)
    chooser = app.top
    assert isinstance(chooser, ReplayImportScene) and chooser.files == [path]
    frames(app, 1)
    click(app, chooser.row_rects[0][0].center)
    assert isinstance(app.top, ReplayScene) and app.top.replay.game == game
    app.nav.back()
    app.nav.back()
    frames(app, 1)
    assert app.top is listing and len(listing.infos) == 1  # the list shows the imported game
    app.shutdown()


def test_a_file_that_is_not_a_replay_is_reported_and_nothing_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = friends_app(tmp_path, monkeypatch)
    bad = tmp_path / "holiday.gouji-replay"
    bad.write_text('{"kind": "something else"}', encoding="utf-8")
    assert not app.nav.open_replay_file(bad)
    assert not app.nav.open_replay_file(tmp_path / "gone.gouji-replay")
    frames(app, 1)
    assert isinstance(app.top, TitleScene)
    reason = tr("notice.replay_reason.not_a_replay")
    assert tr("notice.replay_file", name="holiday.gouji-replay", reason=reason) in app.notices.history
    missing = tr("notice.replay_reason.missing")
    assert tr("notice.replay_file", name="gone.gouji-replay", reason=missing) in app.notices.history
    assert app.store.list_replays() == []
    app.shutdown()


def test_the_command_line_takes_a_replay_file() -> None:
    assert parse_args(["game.gouji-replay"]).replay == "game.gouji-replay"
    assert parse_args(["-psn_0_4711"]).replay is None  # what an old macOS Finder adds
    assert parse_args(["--lang", "en"]).replay is None


def test_settings_show_the_log_folder_and_copy_diagnostics(saved_app: App, data_dir: Path) -> None:
    scene = saved_app.push(SettingsScene(saved_app))
    assert isinstance(scene, SettingsScene)
    frames(saved_app, 1)
    assert (tr("set.log_dir"), str(data_dir / "logs")) in scene.folders()
    click(saved_app, scene.buttons["diagnostics"].rect.center)
    # the dummy video driver has no clipboard: the diagnostics go next to the log
    saved = data_dir / "logs" / "diagnostics.txt"
    assert scene.toast.text == tr("set.diag_saved", path=str(saved))
    text = saved.read_text(encoding="utf-8")
    assert text.startswith("Gouji Desktop ") and "display: 1280x720 window" in text
    assert f"data folder: {data_dir}" in text


def test_a_bad_window_size_is_refused_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_args(["--size", "1024x640"]).size == (1024, 640)
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--size", "abc"])
    assert stopped.value.code == 2
    assert "'abc' is not a size such as 1280x720" in capsys.readouterr().err


def test_a_crashed_background_thread_is_logged_and_shown_in_the_window(
    saved_app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from gouji_desktop import crashlog

    monkeypatch.setenv(crashlog.NO_DIALOG_ENV, "1")
    log_file = crashlog.install()
    crashlog.set_thread_crash_listener(saved_app.thread_crashed)  # as App() does
    try:

        def saver() -> None:
            raise OSError("the disk went away")

        worker = threading.Thread(target=saver, name="gouji-saves")
        worker.start()
        worker.join()
        frames(saved_app, 1)
        assert log_file == data_dir / "logs" / "gouji.log"
        assert "OSError: the disk went away" in log_file.read_text(encoding="utf-8")
        assert tr("notice.thread_crash", path=str(log_file)) in saved_app.notices.history
    finally:
        crashlog.uninstall()
