"""Replay files whose names are not UTF-8 (a GBK name from a Chinese Windows or a USB stick): the
import list draws them and the notice for a damaged one is shown, names with replacement
characters, never a crash."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from app_helpers import frames, stored_app

from gouji_desktop.app.gallery import finished_game
from gouji_desktop.app.scenes.replay_import import ReplayImportScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.storage.replays import encode_replay


def gbk_named(folder: Path, stem: str) -> Path:
    if sys.platform == "win32":
        pytest.skip("Windows names are UTF-16: no undecodable bytes")
    folder.mkdir(parents=True, exist_ok=True)
    path = Path(os.fsdecode(os.fsencode(folder) + b"/" + stem.encode("gbk") + b".gouji-replay"))
    try:
        path.write_bytes(b"")
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    return path


def test_the_import_list_draws_a_gbk_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOUJI_DATA_DIR", str(tmp_path / "data"))
    path = gbk_named(tmp_path / "share", "朋友的录像")
    path.write_bytes(encode_replay(finished_game(5), ("hard",) * 5, "2025-03-01T20:00:00+08:00"))
    app = stored_app()
    chooser = app.push(ReplayImportScene(app, [tmp_path / "share"]))
    frames(app, 2)
    assert isinstance(chooser, ReplayImportScene) and chooser.files == [path]
    assert len(chooser.row_rects) >= 1
    app.shutdown()


def test_the_notice_for_a_damaged_gbk_named_file_is_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOUJI_DATA_DIR", str(tmp_path / "data"))
    path = gbk_named(tmp_path, "坏的")
    path.write_bytes(b"{damaged")
    app = stored_app()
    app.push(TitleScene(app))
    frames(app, 1)
    assert not app.nav.open_replay_file(path)
    frames(app, 2)  # the notice is drawn
    assert isinstance(app.top, TitleScene)
    assert any("\ufffd.gouji-replay" in text for text in app.notices.history)
    app.shutdown()
