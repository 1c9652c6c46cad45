"""File names that are not UTF-8 (a GBK name copied from a Chinese Windows, a
USB stick): importing such a file, and every notice about one, works and
shows the name with replacement characters."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from storage_helpers import finished_game, ticking_clock

from gouji_desktop.storage import Storage
from gouji_desktop.storage.replay_files import (
    ReplayFileError,
    display_name,
    import_replay,
    read_replay_file,
    replay_files_in,
)
from gouji_desktop.storage.replays import encode_replay

GBK_NAME = "我的录像".encode("gbk") + b".gouji-replay"  # not UTF-8


def drawable(text: str) -> bool:
    import pygame

    pygame.font.init()
    try:
        pygame.font.Font(None, 16).render(text, True, (0, 0, 0))
    except (ValueError, UnicodeError):
        return False
    return True


def gbk_path(folder: Path, name: bytes = GBK_NAME) -> Path:
    """A file named by bytes that are not UTF-8 (skips where the system refuses such names)."""
    if sys.platform == "win32":
        pytest.skip("Windows names are UTF-16: no undecodable bytes")
    path = Path(os.fsdecode(os.fsencode(folder) + b"/" + name))
    try:
        path.write_bytes(b"")
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    return path


def test_a_replay_with_a_gbk_name_is_listed_shown_and_imported(tmp_path: Path) -> None:
    path = gbk_path(tmp_path)
    raw = encode_replay(finished_game(2), ("easy",) * 5, "2025-03-01T20:00:00+08:00")
    path.write_bytes(raw)
    assert replay_files_in([tmp_path]) == [path]
    shown = display_name(path)
    assert drawable(shown) and shown.endswith("\ufffd.gouji-replay")
    assert read_replay_file(path).game == finished_game(2)
    store = Storage(tmp_path / "data", clock=ticking_clock())
    replay_id = import_replay(store.paths.replays_dir, path)
    assert [info.replay_id for info in store.list_replays()] == [replay_id]
    assert (store.paths.replays_dir / f"{replay_id}.json").read_bytes() == raw


def test_a_damaged_replay_with_a_gbk_name_is_reported_in_drawable_words(tmp_path: Path) -> None:
    path = gbk_path(tmp_path)
    path.write_bytes(b"{not json")
    with pytest.raises(ReplayFileError) as refused:
        read_replay_file(path)
    assert refused.value.reason == "not_a_replay"
    assert drawable(str(refused.value)) and "\ufffd.gouji-replay" in str(refused.value)
    str(refused.value).encode("utf-8")  # logs and notices can write it


def test_a_damaged_file_in_a_data_folder_with_a_gbk_name_is_reported_in_drawable_words(
    tmp_path: Path,
) -> None:
    folder = gbk_path(tmp_path, "存档".encode("gbk"))
    folder.unlink()
    folder.mkdir()
    store = Storage(folder, clock=ticking_clock())
    store.paths.stats.write_bytes(b"\xff\xfe damaged")
    store.load_stats()
    [notice] = store.take_notices()
    assert notice.code == "bad_file"
    assert drawable(notice.message) and all(drawable(v) for v in notice.params.values())
    assert any(n.name.startswith("stats.json.bad-") for n in folder.iterdir())
