"""A replay of a match game keeps the match's score before and after it, which game of the match
it is and, after its last game, the match's result (R-MATCH); older files without them still load."""

from __future__ import annotations

import json
from pathlib import Path

from storage_helpers import finished_game, finished_match

from gouji_desktop.engine import GAMES_PER_MATCH
from gouji_desktop.storage import Storage
from gouji_desktop.storage.replays import REPLAY_VERSION, decode_replay, decode_replay_info, encode_replay

LEVELS = ("normal",) * 5
SAVED_AT = "2025-03-01T20:00:00+08:00"


def totals_before(match, n: int) -> list[int]:
    totals = [0] * 6
    for game in match.games[: n - 1]:
        totals = [t + s for t, s in zip(totals, game.scores, strict=True)]
    return totals


def test_R_MATCH_each_game_of_a_match_keeps_the_score_before_and_after_and_the_last_its_result(
    tmp_path: Path,
) -> None:
    match = finished_match(3)
    store = Storage(tmp_path, env={})
    for n, game in enumerate(match.games, 1):
        assert store.save_replay(game, LEVELS, match=(match.seed, n), match_before=totals_before(match, n))
    infos = Storage(tmp_path, env={}).list_replays()  # read back from the replay index
    assert sorted(i.game_number for i in infos) == [1, 2, 3, 4, 5]
    last = next(i for i in infos if i.game_number == GAMES_PER_MATCH)
    assert last.match_after == tuple(match.totals)
    assert last.team_after == match.team_totals
    ours, theirs = match.team_totals
    assert last.match_result == ("won" if ours > theirs else "lost" if ours < theirs else "draw")
    for info in infos:
        n = info.game_number
        assert info.match_before == tuple(totals_before(match, n))
        assert info.match_result is None or n == GAMES_PER_MATCH
        loaded = store.load_replay(info.replay_id)
        assert loaded.value is not None and loaded.value.info == info and loaded.notices == []


def test_a_version_1_replay_of_a_match_still_loads_as_its_game_without_the_score() -> None:
    game = finished_game(2)
    data = json.loads(
        encode_replay(game, LEVELS, SAVED_AT, match=(42, 2), match_before=[1, -1, 1, -1, 1, -1])
    )
    data["schema_version"] = 1
    data["match"] = {"seed": 42, "game": 2}  # what version 1 wrote
    replay, notices = decode_replay(json.dumps(data), "old")
    assert replay.game == game and (replay.info.match_seed, replay.info.game_number) == (42, 2)
    assert replay.info.match_before is None and replay.info.team_after is None
    assert replay.review is None
    assert [n.code for n in notices] == ["upgraded"]


def test_a_damaged_match_score_is_left_out_and_the_game_still_shows() -> None:
    game = finished_game(2)
    raw = encode_replay(game, LEVELS, SAVED_AT, match=(42, 2), match_before=[2, -2, 2, -2, 2, -2])
    good = decode_replay_info(raw, "r")
    assert good.match_after == tuple(
        b + s for b, s in zip((2, -2, 2, -2, 2, -2), game.scores or [], strict=True)
    )
    for damage in (
        {"after": [0] * 6},  # does not add up to before + this game's scores
        {"before": [1000] * 6},  # no match reaches that
        {"before": "x"},
        {"result": "won"},  # only the last game of a match has a result
    ):
        data = json.loads(raw)
        data["match"].update(damage)
        info = decode_replay_info(json.dumps(data), "r")
        assert (info.match_seed, info.game_number) == (42, 2)
        assert damage == {"result": "won"} or info.match_before is None
        assert info.match_result is None


def test_a_single_game_has_no_match_score_and_a_replay_is_written_at_the_current_schema(
    store: Storage,
) -> None:
    replay_id = store.save_replay(finished_game(4), LEVELS, match_before=[1] * 6)  # no match: ignored
    assert replay_id is not None
    data = json.loads((store.paths.replays_dir / f"{replay_id}.json").read_bytes())
    assert data["schema_version"] == REPLAY_VERSION and "match" not in data
    [info] = store.list_replays()
    assert info.match_seed is None and info.match_before is None
