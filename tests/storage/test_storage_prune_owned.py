"""Pruning deletes only replays the game wrote and that nobody changed since:
a replay the player edited (still a good replay, now listed from its new
bytes) and a replay copied in under the game's own kind of name are the
player's files, listed but never deleted."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from storage_helpers import finished_game, ticking_clock

from gouji_desktop.storage import Storage


def test_an_edited_replay_is_listed_but_never_pruned(store: Storage) -> None:
    ids = [store.save_replay(finished_game(seed), ("easy",) * 5, keep=10) for seed in (1, 2, 3)]
    edited = store.paths.replays_dir / f"{ids[0]}.json"
    data = json.loads(edited.read_bytes())
    data["saved_at"] = "2025-03-01T21:00:00+08:00"  # the player's own note of when
    edited.write_text(json.dumps(data, indent=2), encoding="utf-8")
    assert {info.replay_id for info in store.list_replays()} == set(ids)  # checked again, re-indexed
    for seed in (4, 5):
        store.save_replay(finished_game(seed), ("easy",) * 5, keep=1)
    assert edited.is_file() and json.loads(edited.read_bytes()) == data
    assert not (store.paths.replays_dir / f"{ids[1]}.json").exists()  # the game's own still go
    assert not (store.paths.replays_dir / f"{ids[2]}.json").exists()


def test_a_replay_copied_in_under_the_games_kind_of_name_is_never_pruned(
    store: Storage, tmp_path: Path
) -> None:
    other = Storage(tmp_path / "another machine", clock=ticking_clock())
    theirs = other.save_replay(finished_game(7), ("hard",) * 5)
    assert theirs is not None and theirs.startswith("replay-")
    copied = store.paths.replays_dir / f"{theirs}.json"
    copied.parent.mkdir(parents=True)
    shutil.copyfile(other.paths.replays_dir / f"{theirs}.json", copied)
    assert [info.replay_id for info in store.list_replays()] == [theirs]  # listed: it replays
    for seed in (1, 2, 3):
        store.save_replay(finished_game(seed), ("easy",) * 5, keep=1)
    assert copied.read_bytes() == (other.paths.replays_dir / f"{theirs}.json").read_bytes()
    assert theirs in {info.replay_id for info in store.list_replays()}
