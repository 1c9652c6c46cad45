"""Statistics of seat 0: places, team wins (R-SCORE), 开点 (R-OPEN), burns
(R-BURN), 串三户 (R-CHUAN3), matches (R-MATCH), by AI level."""

from __future__ import annotations

import json

from storage_helpers import burned_game, finished_game, finished_match

from gouji_desktop.engine import Game
from gouji_desktop.storage import Statistics, Storage, Tally, level_key
from gouji_desktop.storage.stats import decode_stats, encode_stats, record_game

EASY, HARD = ("easy",) * 5, ("hard",) * 5


def human_team_score(game: Game) -> int:
    scores = game.scores
    assert scores is not None
    return scores[0] + scores[2] + scores[4]


def test_record_finished_games(store: Storage) -> None:
    games = [finished_game(seed) for seed in range(6)]
    for game in games:
        assert store.record_game(game, EASY)
    t = store.stats.overall
    assert t.games == 6
    assert sum(t.places) == 6
    for place in range(6):
        assert t.places[place] == sum(g.places.index(0) == place for g in games)
    assert t.team_wins == sum(human_team_score(g) > 0 for g in games)
    assert t.opened == sum(g.opened(0) for g in games)
    assert t.points == sum((g.scores or [0])[0] for g in games)
    assert t.team_win_rate == t.team_wins / 6
    assert t.open_rate == t.opened / 6
    assert store.stats.by_level == {"easy": t}


def test_unfinished_or_repeated_games_are_not_counted(store: Storage) -> None:
    game = finished_game(1)
    assert not store.record_game(Game.new(1), EASY)
    assert store.record_game(game, EASY)
    assert not store.record_game(game.copy(), EASY)  # e.g. a resumed autosave of a finished game
    assert Storage(store.paths.data_dir).stats.overall.games == 1


def test_burns_are_counted_for_burner_and_victim() -> None:
    game = burned_game()  # seat 1 burns seat 0
    stats = Statistics()
    record_game(stats, game, HARD)
    assert (stats.overall.burns_made, stats.overall.burned) == (0, 1)
    assert stats.by_level["hard"].burned == 1


def test_chuan3_is_counted_for_the_team_that_did_it() -> None:
    chuan3 = [g for g in (finished_game(s) for s in (19, 20, 47, 54)) if g.is_chuan3]
    assert chuan3
    stats = Statistics()
    for game in chuan3:
        record_game(stats, game, EASY)
    ours = sum(human_team_score(g) > 0 for g in chuan3)
    assert (stats.overall.chuan3_for, stats.overall.chuan3_against) == (ours, len(chuan3) - ours)


def test_by_ai_level() -> None:
    assert level_key(HARD) == "hard"
    assert level_key(("easy", "hard", "easy", "easy", "easy")) == "mixed"
    stats = Statistics()
    record_game(stats, finished_game(1), EASY)
    record_game(stats, finished_game(2), HARD)
    record_game(stats, finished_game(3), ("easy", "normal", "easy", "easy", "easy"))
    assert {k: t.games for k, t in stats.by_level.items()} == {"easy": 1, "hard": 1, "mixed": 1}
    assert stats.overall.games == 3


def test_record_match(store: Storage) -> None:
    match = finished_match(0)
    for game in match.games:
        store.record_game(game, HARD)
    assert store.record_match(match, HARD)
    assert not store.record_match(match, HARD)
    t = Storage(store.paths.data_dir).stats.by_level["hard"]
    assert (t.games, t.matches, t.match_wins) == (5, 1, int(match.winner == 0))


def test_rates_are_none_before_any_game() -> None:
    t = Tally()
    assert (t.team_win_rate, t.open_rate, t.match_win_rate, t.average_place) == (None, None, None, None)


def test_round_trip(store: Storage) -> None:
    stats = Statistics()
    for seed in range(3):
        record_game(stats, finished_game(seed), EASY)
    back, notices = decode_stats(encode_stats(stats))
    assert (back, notices) == (stats, [])


def test_wrong_typed_counts_are_reset_field_by_field() -> None:
    stats = Statistics()
    record_game(stats, finished_game(4), EASY)
    data = json.loads(encode_stats(stats))
    data["overall"]["games"] = "many"
    data["overall"]["places"] = [1, 2]
    data["by_level"]["expert"] = {}
    back, notices = decode_stats(json.dumps(data))
    assert back.overall.games == 0 and back.overall.places == [0] * 6
    assert back.overall.points == stats.overall.points  # the rest is kept
    assert back.by_level == stats.by_level
    assert len(notices) == 3


def test_schema_0_flat_tally_upgrades() -> None:
    raw = {"schema_version": 0, **json.loads(encode_stats(Statistics()))["overall"], "games": 9}
    back, notices = decode_stats(json.dumps(raw))
    assert back.overall.games == 9 and back.by_level == {}
    assert [n.code for n in notices] == ["upgraded"]
