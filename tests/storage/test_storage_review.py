"""The post-game review (复盘) kept with its replay (schema 3) and counted in the statistics
(schema 2): written atomically, read back without judging again, damage dropped with a notice."""

from __future__ import annotations

import json

import pytest
from storage_helpers import finished_game

from gouji_desktop.engine import Game
from gouji_desktop.storage import ReplayReview, ReviewedDecision, Storage
from gouji_desktop.storage.stats import ReviewSummary, Statistics, decode_stats, encode_stats, record_review


def some_review(game: Game, seat: int = 0) -> ReplayReview:
    """The seat's decisions, the second of them marked a mistake with the first legal action there."""
    replay = Game.from_dict({**game.to_dict(), "actions": []})
    decisions: list[ReviewedDecision] = []
    for index, action in enumerate(game.history):
        if action.seat == seat:
            legal = replay.legal_actions()
            grade = "mistake" if len(decisions) == 1 else "ok"
            decisions.append(
                ReviewedDecision(index, grade, 1.5 if grade != "ok" else 0.0, legal[0], 0.25, 48)
            )
        replay.apply(action)
    return ReplayReview(seat, tuple(decisions))


def test_a_review_is_kept_with_its_replay_and_in_the_list_s_index(store: Storage) -> None:
    game = finished_game(6)
    replay_id = store.save_replay(game)
    assert replay_id is not None and store.replay_id_of(game) == replay_id
    review = some_review(game)
    assert store.save_review(replay_id, review)
    loaded = Storage(store.paths.data_dir).load_replay(replay_id)
    assert loaded.notices == [] and loaded.value is not None
    assert loaded.value.review == review and loaded.value.game == game
    assert review.points_lost == 1.5 and len(review.marks) == 1
    # the index knows the new bytes: listed as before, not set aside or checked again as foreign
    [info] = store.list_replays()
    assert info.replay_id == replay_id and store.take_notices() == []


@pytest.mark.parametrize(
    "damage",
    [
        lambda r: r["decisions"][0].__setitem__(0, 10**6),  # no such action
        lambda r: r["decisions"][0].__setitem__(1, "awful"),  # no such grade
        lambda r: r["decisions"][0].__setitem__(2, -1),  # a negative cost
        lambda r: r["decisions"][0].__setitem__(3, ["play", 0, "BJ BJ BJ BJ BJ"]),  # never legal there
        lambda r: r.__setitem__("seat", 9),
        lambda r: r.__setitem__("decisions", "x"),
    ],
)
def test_a_damaged_review_is_dropped_with_a_notice_and_the_replay_still_shows(store: Storage, damage) -> None:
    game = finished_game(6)
    replay_id = store.save_replay(game)
    assert replay_id is not None and store.save_review(replay_id, some_review(game))
    path = store.paths.replays_dir / f"{replay_id}.json"
    data = json.loads(path.read_bytes())
    damage(data["review"])
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_replay(replay_id)
    assert loaded.value is not None and loaded.value.game == game and loaded.value.review is None
    assert [n.code for n in loaded.notices] == ["field_reset"]
    assert path.is_file()  # the file is left as it is: a new review replaces the bad one
    assert store.save_review(replay_id, some_review(game))
    assert store.load_replay(replay_id).value.review == some_review(game)  # type: ignore[union-attr]


def test_a_review_that_does_not_fit_the_game_is_not_written(store: Storage) -> None:
    game, other = finished_game(6), finished_game(7)
    replay_id = store.save_replay(game)
    assert replay_id is not None
    before = (store.paths.replays_dir / f"{replay_id}.json").read_bytes()
    assert not store.save_review(replay_id, some_review(other))
    assert (store.paths.replays_dir / f"{replay_id}.json").read_bytes() == before


def test_the_statistics_count_each_reviewed_game_once_and_keep_the_trend(store: Storage) -> None:
    game = finished_game(6)
    review = some_review(game)
    assert store.record_review(game, review)
    assert store.record_review(game, review)  # reviewed again: replaces, not counted twice
    reviews = Storage(store.paths.data_dir).stats.reviews
    assert reviews.games == 1 and reviews.points == 1.5 and reviews.marks == [0, 1, 0]
    [summary] = reviews.recent
    assert summary.decisions == len(review.decisions) and summary.marked == 1
    stats = Statistics()
    for i in range(14):
        record_review(stats, ReviewSummary(f"{i:020x}", 40, (1, 0, 0), float(14 - i)))
    assert stats.reviews.average() == pytest.approx(7.5)
    assert stats.reviews.average(10) == pytest.approx(5.5)  # the last ten lost fewer points


def test_statistics_of_schema_1_read_with_no_reviews_and_bad_reviews_are_reset() -> None:
    data = json.loads(encode_stats(Statistics()))
    data["schema_version"] = 1
    del data["reviews"]
    stats, notices = decode_stats(json.dumps(data))
    assert stats.reviews.games == 0 and [n.code for n in notices] == ["upgraded"]
    data = json.loads(encode_stats(Statistics()))
    data["reviews"] = {"games": 1, "points": 2.0, "marks": [0, 1, 0], "recent": [["zz", 1, 0, 1, 0, 2.0]]}
    stats, notices = decode_stats(json.dumps(data))
    assert stats.reviews.games == 0 and [n.code for n in notices] == ["field_reset"]
