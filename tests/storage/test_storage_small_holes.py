"""The smaller holes: games counted while the disk was full are saved by the
next count or at quit, never dropped; an autosave that is a FIFO or a folder is
reported; importing a replay takes the same size limit as the replay list and
reads the file once, so what is kept is what was checked."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from storage_helpers import finished_game, ticking_clock

from gouji_desktop.storage import Storage, replay_files
from gouji_desktop.storage import atomic as atomic_module
from gouji_desktop.storage.replay_files import ReplayFileError, import_replay
from gouji_desktop.storage.replays import encode_replay


def disk_full(*args: object, **kwargs: object) -> object:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def games_on_disk(folder: Path) -> int:
    return Storage(folder).load_stats().value.overall.games


@pytest.fixture
def counted_once(tmp_path: Path) -> Storage:
    store = Storage(tmp_path, clock=ticking_clock())
    assert store.record_game(finished_game(1), ("easy",) * 5)
    return store


def test_a_game_counted_while_the_disk_was_full_is_saved_with_the_next_one(
    counted_once: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(atomic_module.os, "fsync", disk_full)
    assert counted_once.record_game(finished_game(2), ("easy",) * 5)  # counted; the save failed
    monkeypatch.undo()
    assert games_on_disk(tmp_path) == 1
    assert counted_once.record_game(finished_game(3), ("easy",) * 5)
    assert games_on_disk(tmp_path) == 3
    codes = [n.code for n in counted_once.take_notices()]
    assert codes == ["write_failed", "write_recovered"]


def test_a_game_counted_while_the_disk_was_full_is_saved_at_quit(
    counted_once: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(atomic_module.os, "fsync", disk_full)
    assert counted_once.record_game(finished_game(2), ("easy",) * 5)
    monkeypatch.undo()
    counted_once.close()  # quit: the promised retry
    assert games_on_disk(tmp_path) == 2
    assert counted_once.stats.overall.games == 2


def test_a_game_counted_twice_while_the_disk_was_full_is_saved_once(
    counted_once: Storage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(atomic_module.os, "fsync", disk_full)
    assert counted_once.record_game(finished_game(2), ("easy",) * 5)
    assert not counted_once.record_game(finished_game(2), ("easy",) * 5)
    monkeypatch.undo()
    counted_once.close()
    counted_once.close()
    assert games_on_disk(tmp_path) == 2


def make_folder(path: Path) -> None:
    path.mkdir()


def make_fifo(path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("FIFOs are POSIX")
    os.mkfifo(path)


@pytest.mark.parametrize("make", [make_folder, make_fifo], ids=["folder", "fifo"])
def test_an_autosave_that_is_not_a_file_is_reported(tmp_path: Path, make: Callable[[Path], None]) -> None:
    store = Storage(tmp_path, clock=ticking_clock())
    make(store.paths.autosave)
    assert store.has_autosave() is False
    assert store.has_autosave() is False  # asked again (each visit of the title): said once
    [notice] = store.take_notices()
    assert notice.code == "read_failed" and notice.params["file"] == "autosave.json"
    assert "not a regular file" in notice.message
    assert store.load_autosave().value is None
    assert store.paths.autosave.exists()  # never moved, never read


def padded_replay(size: int) -> bytes:
    raw = encode_replay(finished_game(2), ("easy",) * 5, "2025-03-01T20:00:00+08:00")
    return raw[:-1] + b" " * (size - len(raw)) + b"}"  # still the same replay, as JSON


def test_import_takes_the_same_size_limit_as_the_replay_list(tmp_path: Path) -> None:
    store = Storage(tmp_path / "data", clock=ticking_clock())
    big = tmp_path / "big.gouji-replay"
    big.write_bytes(padded_replay(atomic_module.MAX_FILE_BYTES + 1))
    with pytest.raises(ReplayFileError) as refused:
        import_replay(store.paths.replays_dir, big)
    assert refused.value.reason == "too_big"
    assert store.list_replays() == []
    just = tmp_path / "just.gouji-replay"
    just.write_bytes(padded_replay(atomic_module.MAX_FILE_BYTES))
    replay_id = import_replay(store.paths.replays_dir, just)
    assert [info.replay_id for info in store.list_replays()] == [replay_id]  # imported is listed


def test_import_keeps_the_bytes_it_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sent = tmp_path / "from a friend.gouji-replay"
    checked = padded_replay(50_000)
    sent.write_bytes(checked)
    real_read = atomic_module.read_bounded

    def read_then_swap(path: Path, limit: int = atomic_module.MAX_FILE_BYTES) -> bytes:
        raw = real_read(path, limit)
        if path == sent:  # the file changes once it was read (a download still running)
            sent.write_bytes(b'{"swapped": ' + b" " * 20_000_000 + b"}")
        return raw

    monkeypatch.setattr(replay_files.atomic, "read_bounded", read_then_swap)
    replays = tmp_path / "data" / "replays"
    replay_id = import_replay(replays, sent)
    assert (replays / f"{replay_id}.json").read_bytes() == checked
    assert json.loads(checked)["kind"] == "gouji-replay"
