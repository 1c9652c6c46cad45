"""Pruning old replays touches only the files the game wrote, oldest first to
the microsecond; anything else in the replays folder is left alone and not
listed."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from storage_helpers import START, finished_game

from gouji_desktop.storage import Storage


def test_a_text_file_with_a_replay_like_name_is_never_pruned(store: Storage) -> None:
    store.save_replay(finished_game(1), keep=5)
    mine = store.paths.replays_dir / "replay-20000101-000000-abc123.json"
    mine.write_text("my notes about the game", encoding="utf-8")
    for seed in range(2, 6):
        store.save_replay(finished_game(seed), keep=1)
    assert mine.read_text(encoding="utf-8") == "my notes about the game"
    assert len(store.list_replays()) == 1


def test_a_folder_with_a_replay_like_name_does_not_stop_pruning(store: Storage) -> None:
    store.save_replay(finished_game(1), keep=5)
    folder = store.paths.replays_dir / "replay-20000101-000000-abc123.json"
    folder.mkdir()
    ids = [store.save_replay(finished_game(seed), keep=2) for seed in range(2, 6)]
    assert [i.replay_id for i in store.list_replays()] == [ids[3], ids[2]]
    assert [n for n in store.take_notices() if n.code == "write_failed"] == []
    assert folder.is_dir()


def test_saves_in_the_same_second_are_pruned_oldest_first(tmp_path: Path) -> None:
    ticks = iter(range(10**6))
    store = Storage(tmp_path, clock=lambda: START + timedelta(microseconds=next(ticks)))
    ids = [store.save_replay(finished_game(seed), keep=3) for seed in range(8)]
    assert len({i[:22] for i in ids if i}) == 1  # all named in one second
    assert [i.replay_id for i in store.list_replays()] == [ids[7], ids[6], ids[5]]


def test_a_users_json_file_is_not_listed_nor_renamed(store: Storage) -> None:
    store.save_replay(finished_game(1), keep=5)
    notes = store.paths.replays_dir / "notes.json"
    notes.write_text('{"to": "remember", "seat": 3}', encoding="utf-8")
    broken = store.paths.replays_dir / "draft.json"
    broken.write_text("{not json", encoding="utf-8")
    assert len(store.list_replays()) == 1
    assert store.take_notices() == []
    assert notes.read_text(encoding="utf-8") == '{"to": "remember", "seat": 3}'
    assert broken.read_text(encoding="utf-8") == "{not json"
    loaded = store.load_replay("notes")
    assert loaded.value is None and notes.exists()  # reported, never moved


def test_a_lost_index_is_rebuilt_and_its_files_are_kept(store: Storage) -> None:
    """Without the index nothing proves a file is the game's own, unchanged (a
    copied-in replay looks the same): listed again, never pruned; the game's
    new replays are pruned as ever."""
    ids = [store.save_replay(finished_game(seed), keep=5) for seed in range(3)]
    for name in ("index.json", "index.json.bak"):
        (store.paths.replays_dir / name).unlink(missing_ok=True)
    fresh = Storage(store.paths.data_dir)
    assert [i.replay_id for i in fresh.list_replays()] == ids[::-1]
    new = [fresh.save_replay(finished_game(seed), keep=2) for seed in range(3, 6)]
    kept = {p.stem for p in store.paths.replays_dir.glob("replay-*.json")}
    assert kept == {*ids, *new[1:]}
