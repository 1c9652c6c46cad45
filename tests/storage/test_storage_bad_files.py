"""Bad files: each gives a clear notice, is moved aside (renamed with a time
stamp, never deleted) and play goes on with the backup or the defaults."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from storage_helpers import burn_offer_game, finished_game, game_states

from gouji_desktop.engine import Game
from gouji_desktop.storage import Settings, Storage
from gouji_desktop.storage.replays import REPLAY_VERSION
from gouji_desktop.storage.stats import Statistics, record_game

STAMP = "20250301-200000"  # the fixture's clock


def good_settings(store: Storage) -> None:
    store.save_settings(Settings(language="en"))


def good_autosave(store: Storage) -> None:
    store.autosave(burn_offer_game())


def good_stats(store: Storage) -> None:
    store.record_game(finished_game(2), ("easy",) * 5)


KINDS: dict[str, tuple[Callable[[Storage], None], Callable[[Storage], Path], Callable[[Storage], object]]] = {
    "settings": (good_settings, lambda s: s.paths.settings, lambda s: s.load_settings()),
    "autosave": (good_autosave, lambda s: s.paths.autosave, lambda s: s.load_autosave()),
    "statistics": (good_stats, lambda s: s.paths.stats, lambda s: s.load_stats()),
}


def damaged(good: bytes, how: str) -> bytes:
    data = json.loads(good)
    match how:
        case "truncated":
            return good[: len(good) // 2]
        case "random bytes":
            return random.Random(7).randbytes(300)
        case "empty":
            return b""
        case "not an object":
            return b"[1, 2, 3]"
        case "future version":
            data["schema_version"] = 99
        case "no version":
            del data["schema_version"]
        case "version is text":
            data["schema_version"] = "1"
        case "wrong kind":
            data["kind"] = "gouji-replay"
        case "NaN":
            return re.sub(rb'"schema_version": ?\d+', b'"schema_version": NaN', good)
    return json.dumps(data).encode()


DAMAGES = [
    "truncated",
    "random bytes",
    "empty",
    "not an object",
    "future version",
    "no version",
    "version is text",
    "wrong kind",
    "NaN",
]


@pytest.mark.parametrize("how", DAMAGES)
@pytest.mark.parametrize("kind", list(KINDS))
def test_bad_file_without_backup_gives_defaults(store: Storage, kind: str, how: str) -> None:
    write_good, path_of, load = KINDS[kind]
    write_good(store)
    path = path_of(store)
    bad = damaged(path.read_bytes(), how)
    path.write_bytes(bad)
    loaded = load(Storage(store.paths.data_dir, clock=lambda: store._clock()))
    assert loaded.source == "default"  # type: ignore[attr-defined]
    [notice] = loaded.notices  # type: ignore[attr-defined]
    assert notice.code == ("future_version" if how == "future version" else "bad_file")
    assert notice.level == "error"
    assert kind in notice.message and "kept as" in notice.message
    aside = path.with_name(notice.params["aside"])
    assert aside.name.startswith(f"{path.name}.bad-2025")
    assert aside.read_bytes() == bad  # kept byte for byte
    assert not path.exists()


@pytest.mark.parametrize("kind", list(KINDS))
def test_bad_file_with_a_good_backup_uses_the_backup(store: Storage, kind: str) -> None:
    write_good, path_of, load = KINDS[kind]
    write_good(store)
    path = path_of(store)
    if kind == "statistics":
        store.record_game(finished_game(3), ("hard",) * 5)
    elif kind == "settings":
        store.save_settings(Settings(language="zh", muted=True))
    else:
        store.autosave(Game.new(9))
    path.write_bytes(path.read_bytes()[:-20])  # the newest one is cut short
    loaded = load(Storage(store.paths.data_dir))
    assert loaded.source == "backup"  # type: ignore[attr-defined]
    codes = [n.code for n in loaded.notices]  # type: ignore[attr-defined]
    assert codes == ["bad_file", "restored_backup"]
    # the good copy is back in place: the next start is clean
    again = load(Storage(store.paths.data_dir))
    assert (again.source, again.notices) == ("file", [])  # type: ignore[attr-defined]
    assert again.value == loaded.value  # type: ignore[attr-defined]


def test_main_and_backup_both_bad(store: Storage) -> None:
    store.save_settings(Settings(language="en"))
    store.save_settings(Settings(language="en", muted=True))
    store.paths.settings.write_bytes(b"\x00\xff")
    store.paths.settings.with_name("settings.json.bak").write_bytes(b'{"schema_version": 1')
    loaded = Storage(store.paths.data_dir).load_settings()
    assert loaded.value == Settings() and loaded.source == "default"
    assert [n.code for n in loaded.notices] == ["bad_file", "bad_file"]
    names = sorted(p.name for p in store.paths.data_dir.iterdir() if p.name.startswith("settings"))
    assert names[0].startswith("settings.json.bad-") and names[1].startswith("settings.json.bak.bad-")


def test_autosave_with_an_illegal_action_falls_back_one_action(store: Storage) -> None:
    states = list(game_states(12, every=1))[:40]
    for game in states:
        store.autosave(game)
    data = json.loads(store.paths.autosave.read_bytes())
    kind, seat, cards = data["state"]["actions"][-1]
    data["state"]["actions"][-1] = [kind, (seat + 1) % 6, cards]  # the wrong seat acts
    store.paths.autosave.write_text(json.dumps(data), encoding="utf-8")
    loaded = Storage(store.paths.data_dir).load_autosave()
    assert loaded.value is not None and loaded.value.game == states[-2]
    bad, restored = loaded.notices
    assert "illegal" in bad.message and "action 39" in bad.message
    assert restored.code == "restored_backup"


def test_two_bad_files_in_the_same_second_keep_both(store: Storage) -> None:
    fixed = Storage(store.paths.data_dir, clock=lambda: store._clock())
    store.paths.data_dir.mkdir(parents=True)
    store.paths.stats.write_bytes(b"one")
    store.paths.stats.with_name("stats.json.bak").write_bytes(b"two")
    fixed._clock = lambda: store._clock().replace(second=5)  # same instant for both
    fixed.load_stats()
    asides = sorted(p.name for p in store.paths.data_dir.iterdir() if ".bad-" in p.name)
    assert len(asides) == 2


def test_bad_stats_file_loses_no_new_games(store: Storage) -> None:
    store.paths.data_dir.mkdir(parents=True)
    store.paths.stats.write_bytes(b"{garbage")
    assert store.record_game(finished_game(1), ("easy",) * 5)
    expected = Statistics()
    record_game(expected, finished_game(1), ("easy",) * 5)
    assert Storage(store.paths.data_dir).stats == expected
    assert [n.code for n in store.take_notices()] == ["bad_file"]


def test_random_bytes_over_a_replay_are_set_aside_on_listing(store: Storage) -> None:
    store.save_replay(finished_game(1))
    damaged_id = store.save_replay(finished_game(2))
    junk = store.paths.replays_dir / f"{damaged_id}.json"
    junk.write_bytes(random.Random(3).randbytes(100))
    infos = store.list_replays()
    assert len(infos) == 1
    [notice] = store.take_notices()
    assert notice.code == "bad_file" and "replay" in notice.message
    assert not junk.exists() and (store.paths.replays_dir / notice.params["aside"]).exists()


def test_random_bytes_the_game_did_not_write_are_left_alone(store: Storage) -> None:
    store.save_replay(finished_game(1))
    junk = store.paths.replays_dir / "replay-20250101-000000-abcdef.json"
    junk.write_bytes(random.Random(3).randbytes(100))
    assert len(store.list_replays()) == 1
    assert store.take_notices() == []
    assert junk.read_bytes() == random.Random(3).randbytes(100)


def test_future_replay_is_set_aside(store: Storage) -> None:
    replay_id = store.save_replay(finished_game(1))
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    data["schema_version"] = REPLAY_VERSION + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.list_replays() == []
    [notice] = store.take_notices()
    assert notice.code == "future_version" and "newer version" in notice.message
