"""Loads are bounded: a FIFO, device or folder where a file should be is never
read (it would block the game), a file far bigger than any the game writes is
set aside unread, an impossible game (R-DECK) is a bad file, and saves leave no
temp files behind."""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from storage_helpers import burn_offer_game, finished_game

from gouji_desktop.engine import Game
from gouji_desktop.storage import Settings, Storage, atomic

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def finishes(call: Callable[[], object], seconds: float = 20.0) -> object:
    """Run ``call`` in a thread; fail (instead of hanging the suite) if it blocks."""
    result: list[object] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "the load blocked"
    return result[0]


def test_no_temp_file_is_left_when_the_backup_is_already_a_link_to_the_file(tmp_path: Path) -> None:
    """Two writers can leave NAME.bak a hard link to NAME; renaming onto another
    name of the same file does nothing, so the temp link used to stay."""
    path = tmp_path / "autosave.json"
    atomic.atomic_write(path, b'{"n": 0}')
    for n in range(1, 1001):
        backup = atomic.backup_path(path)
        atomic.remove_file(backup)
        os.link(path, backup)  # what the other writer's backup step left
        atomic.atomic_write(path, json.dumps({"n": n}).encode())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.json.bak"]
    assert json.loads(path.read_bytes()) == {"n": 1000}
    assert json.loads(atomic.backup_path(path).read_bytes()) == {"n": 999}


def test_a_thousand_autosaves_leave_no_temp_files(store: Storage) -> None:
    game = burn_offer_game()
    for _ in range(1000):
        assert store.autosave(game)
    names = [p.name for p in store.paths.data_dir.iterdir()]
    assert [n for n in names if n.endswith(".tmp")] == []
    assert {"autosave.json", "autosave.json.bak"} <= set(names)


@needs_fifo
@pytest.mark.parametrize("name", ["settings", "autosave", "stats"])
def test_a_fifo_in_place_of_a_file_is_reported_not_read(tmp_path: Path, name: str) -> None:
    store = Storage(tmp_path)
    path = getattr(store.paths, name)
    tmp_path.mkdir(exist_ok=True)
    os.mkfifo(path)
    load = {"settings": store.load_settings, "autosave": store.load_autosave, "stats": store.load_stats}[name]
    loaded = finishes(load)
    assert [n.code for n in loaded.notices] == ["read_failed"]  # type: ignore[attr-defined]
    assert "not a regular file" in loaded.notices[0].message  # type: ignore[attr-defined]
    assert path.is_fifo()  # left alone: not ours to move


def test_a_folder_in_place_of_the_autosave_is_reported_not_offered(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    store.paths.autosave.mkdir(parents=True)
    assert not store.has_autosave()
    loaded = store.load_autosave()
    assert loaded.value is None and [n.code for n in loaded.notices] == ["read_failed"]
    assert store.paths.autosave.is_dir()


def test_an_oversized_autosave_is_set_aside_unread(store: Storage) -> None:
    store.autosave(burn_offer_game())
    good = store.paths.autosave.read_bytes()
    atomic.remove_file(atomic.backup_path(store.paths.autosave))
    # still a valid autosave, padded far beyond any real one
    store.paths.autosave.write_bytes(good[:-1] + b" " * atomic.MAX_FILE_BYTES + b"}")
    loaded = Storage(store.paths.data_dir).load_autosave()
    assert loaded.value is None
    [notice] = loaded.notices
    assert notice.code == "bad_file" and "too large" in notice.message
    assert not store.paths.autosave.exists()  # set aside, kept byte for byte
    [aside] = [p for p in store.paths.data_dir.iterdir() if ".bad-" in p.name]
    assert aside.stat().st_size > atomic.MAX_FILE_BYTES


def test_an_autosave_with_an_impossible_deal_is_set_aside(store: Storage) -> None:
    """R-DECK: a seat with 2,600 cards would freeze every frame (legal_actions)."""
    store.autosave(Game.from_hands(["8", "9", "10", "J", "Q", "K"], leader=0))
    atomic.remove_file(atomic.backup_path(store.paths.autosave))
    data = json.loads(store.paths.autosave.read_bytes())
    data["state"]["start"]["hands"][0] = " ".join(["BJ"] * 2600)
    store.paths.autosave.write_text(json.dumps(data), encoding="utf-8")
    loaded = Storage(store.paths.data_dir).load_autosave()
    assert loaded.value is None
    [notice] = loaded.notices
    assert notice.code == "bad_file" and "R-DECK" in notice.message


def test_a_replay_with_a_duplicated_card_is_set_aside(store: Storage) -> None:
    replay_id = store.save_replay(finished_game(4), keep=5)
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    data["game"]["start"] = {"hands": ["8S 8S 8S 8S 8S", "9", "10", "J", "Q", "K"], "leader": 0}
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_replay(str(replay_id))
    assert loaded.value is None and loaded.notices[0].code == "bad_file"
    assert "R-DECK" in loaded.notices[0].message


@pytest.mark.parametrize("bad_id", [None, 7, "", "../stats", "x" * 500])
def test_load_replay_of_no_or_a_strange_id_is_not_found(store: Storage, bad_id: object) -> None:
    loaded = store.load_replay(bad_id)  # type: ignore[arg-type]
    assert loaded.value is None
    assert [n.code for n in loaded.notices] == ["not_found"]


def test_settings_in_a_fifo_do_not_stop_saving(tmp_path: Path) -> None:
    if sys.platform == "win32":
        pytest.skip("no FIFOs")
    store = Storage(tmp_path)
    os.mkfifo(store.paths.settings)
    finishes(store.load_settings)
    assert finishes(lambda: store.save_settings(Settings(language="en")))
    assert Storage(tmp_path).load_settings().value.language == "en"
