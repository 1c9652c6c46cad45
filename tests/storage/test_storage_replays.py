"""Replays of finished games: save, list, load, step, prune, bad files."""

from __future__ import annotations

import json

from storage_helpers import burned_game, finished_game

from gouji_desktop.engine import Game, parse_cards
from gouji_desktop.storage import Storage
from gouji_desktop.storage.replays import decode_replay_info, encode_replay

LEVELS = ("easy", "hard", "easy", "hard", "easy")


def test_save_list_and_load(store: Storage) -> None:
    game = finished_game(5)
    replay_id = store.save_replay(game, LEVELS, keep=10)
    assert replay_id is not None and replay_id.startswith("replay-20250301-200000-")
    [info] = store.list_replays()
    assert info.replay_id == replay_id
    assert info.saved_at == "2025-03-01T20:00:00+08:00"
    assert info.places == tuple(game.places)
    assert info.seat0_score == (game.scores or [])[0]
    assert info.seat0_place == game.places.index(0)
    assert info.ai_levels == LEVELS
    loaded = Storage(store.paths.data_dir).load_replay(replay_id)
    assert loaded.notices == [] and loaded.value is not None
    assert loaded.value.game == game
    assert loaded.value.info == info


def test_positions_step_through_the_game(store: Storage) -> None:
    game = burned_game()
    replay_id = store.save_replay(game, keep=5)
    assert replay_id is not None
    replay = store.load_replay(replay_id).value
    assert replay is not None
    start = replay.position(0)
    assert start.hand(1) == parse_cards("5S AS AH")
    assert start.to_act == 0 and start.top is None
    assert replay.position(len(replay)) == game
    assert replay.position(999) == game  # clamped
    assert "burn" in [e.kind for e in replay.events(2)]  # action 2: seat 1 burns (R-BURN)
    assert replay.events(0) == [] and replay.events(len(replay) + 1) == []
    # stepping back and forward gives the same positions
    assert replay.position(3) == replay.position(3)
    replay.position(3).apply(replay.actions[3])  # a copy: the replay itself is unchanged
    assert replay.position(4) != replay.position(3)


def test_newest_first_and_oldest_removed(store: Storage) -> None:
    ids = [store.save_replay(finished_game(seed), keep=3) for seed in range(5)]
    listed = [i.replay_id for i in store.list_replays()]
    assert listed == [ids[4], ids[3], ids[2]]
    assert len(list(store.paths.replays_dir.glob("replay-*.json"))) == 3


def test_kept_count_comes_from_the_settings(store: Storage) -> None:
    store.save_settings(store.settings.with_(replays_kept=2))
    for seed in range(4):
        store.save_replay(finished_game(seed))
    assert len(store.list_replays()) == 2
    store.save_settings(store.settings.with_(replays_kept=0))
    assert store.save_replay(finished_game(9)) is None
    assert store.list_replays() == []


def test_unfinished_game_is_not_saved_and_same_game_only_once(store: Storage) -> None:
    assert store.save_replay(Game.new(3)) is None
    game = finished_game(3)
    assert store.save_replay(game) == store.save_replay(game.copy())
    assert len(store.list_replays()) == 1


def test_missing_replay_is_a_notice(store: Storage) -> None:
    for bad_id in ["nope", "../settings", ""]:
        loaded = store.load_replay(bad_id)
        assert loaded.value is None
        assert loaded.notices[0].code == "not_found"


def test_illegal_action_in_a_replay_is_set_aside(store: Storage) -> None:
    replay_id = store.save_replay(finished_game(6))
    assert replay_id is not None
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    actions = data["game"]["actions"]
    actions[10], actions[11] = actions[11], actions[10]  # two seats act out of turn
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_replay(replay_id)
    assert loaded.value is None
    [notice] = loaded.notices
    assert notice.code == "bad_file"
    assert "action 11" in notice.message and "illegal" in notice.message
    assert not path.exists()
    assert (store.paths.replays_dir / notice.params["aside"]).is_file()
    assert store.list_replays() == []


def test_the_list_shows_only_what_it_checked(store: Storage) -> None:
    """A replay changed since the game wrote it is replayed before it is
    listed; one whose summary lies but whose game is illegal is not listed."""
    replay_id = store.save_replay(finished_game(6))
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    actions = data["game"]["actions"]
    actions[10], actions[11] = actions[11], actions[10]  # two seats act out of turn
    data["summary"] = {"places": [0, 1, 2, 3, 4, 5], "scores": [9, 9, 9, 9, 9, 9], "actions": 12}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.list_replays() == []
    [notice] = store.take_notices()
    assert notice.code == "bad_file" and "action 11" in notice.message
    assert not path.exists()  # ours: set aside, kept byte for byte
    assert (store.paths.replays_dir / notice.params["aside"]).is_file()


def test_cut_short_replay_is_bad(store: Storage) -> None:
    replay_id = store.save_replay(finished_game(7))
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    del data["game"]["actions"][-3:]
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_replay(str(replay_id))
    assert loaded.value is None and "not finished" in loaded.notices[0].message


def test_bare_game_document_is_a_schema_0_replay(store: Storage) -> None:
    game = finished_game(8)
    store.paths.replays_dir.mkdir(parents=True)
    (store.paths.replays_dir / "from-a-friend.json").write_text(game.to_json(), encoding="utf-8")
    [info] = store.list_replays()
    assert info.replay_id == "from-a-friend" and info.places == tuple(game.places)
    loaded = store.load_replay("from-a-friend")
    assert loaded.value is not None and loaded.value.game == game
    assert [n.code for n in loaded.notices] == ["upgraded"]


def test_damaged_summary_is_worked_out_by_replaying(store: Storage) -> None:
    game = finished_game(4)
    replay_id = store.save_replay(game)
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    data["summary"]["places"] = [1, None, 2, 3, 4, 5]  # found by the fuzz test
    path.write_text(json.dumps(data), encoding="utf-8")
    [info] = store.list_replays()
    assert info.places == tuple(game.places)


def test_a_replay_knows_its_match_and_game_number() -> None:
    game = Game.from_hands(["8", "9", "10", "J", "Q", "K"], leader=0)
    while not game.finished:
        game.apply(game.legal_actions()[0])
    raw = encode_replay(game, ("normal",) * 5, "2025-01-01T12:00:00+00:00", match=(4242, 3))
    info = decode_replay_info(raw, "r")
    assert (info.match_seed, info.game_number) == (4242, 3)
    single = decode_replay_info(encode_replay(game, ("normal",) * 5, "2025-01-01T12:00:00+00:00"), "s")
    assert (single.match_seed, single.game_number) == (None, 0)


def test_the_replay_list_keeps_a_replays_match_across_restarts(tmp_path) -> None:
    game = finished_game(3)
    first = Storage(tmp_path, env={})
    first.save_replay(game, ("normal",) * 5, match=(99, 2))
    again = Storage(tmp_path, env={})  # the list is read back from the replay index
    [info] = again.list_replays()
    assert (info.match_seed, info.game_number) == (99, 2)
