"""Replays of finished games: the engine's exact record (rules, start,
actions: ``Game.to_json``) plus a summary for the list.

>>> from gouji_desktop.engine import Game
>>> g = Game.from_hands(["8", "9", "10", "J", "Q", "K"], leader=0)
>>> while not g.finished:  # 8, 9, 10, J, Q: each goes out in turn
...     _ = g.apply(g.legal_actions()[0])
>>> replay, notices = decode_replay(encode_replay(g, ("hard",) * 5, "2025-01-01T12:00:00+00:00"), "r1")
>>> replay.game == g, replay.info.seat0_place, len(replay), replay.position(1).hand(0)
(True, 0, 5, [])
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from gouji_desktop.engine import GAMES_PER_MATCH, Action, Event, Game

from .atomic import MAX_FILE_BYTES
from .documents import (
    INFO,
    UPGRADED,
    DocumentError,
    Notice,
    describe,
    drawable,
    field_notice,
    parse_json_object,
    read_fields,
    schema_version_of,
    upgrade,
)
from .settings import DEFAULT_AI_LEVELS, check_ai_levels

#: 1: the game, its summary and its match (seed, game number); 2: the match's score before and
#: after the game and, after its last game, the match's result; 3: the post-game review (复盘)
REPLAY_VERSION = 3
REPLAY_KIND = "gouji-replay"
GAME_KIND = "gouji-game"
HUMAN_SEAT = 0
# the names the game gives the replays it saves and the ones it imports
OUR_NAME = re.compile(r"(?:replay-\d{8}-\d{6}|shared)-[0-9a-f]+\.json")
SAFE_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
MAX_SCORE = 8  # R-SCORE: 头科's 4, doubled on 串三户
MAX_ACTIONS = MAX_FILE_BYTES  # every action takes more than a byte of a file no larger than this
MAX_MATCH_TOTAL = MAX_SCORE * GAMES_PER_MATCH  # a seat's match total, either way
#: how a finished match ended for seat 0's team (R-MATCH)
MATCH_RESULTS = ("won", "lost", "draw")
#: the review's grades, mildest first ("ok": no mark), as gouji_desktop.review grades
REVIEW_GRADES = ("ok", "inaccuracy", "mistake", "blunder")
MAX_REVIEW_POINTS = 64.0  # a cost or its error beyond this is not one a game of ±16 points gives


def is_scores(value: object) -> bool:
    """Six scores a game can give (R-SCORE)."""
    return (
        isinstance(value, list)
        and len(value) == 6
        and all(type(s) is int and -MAX_SCORE <= s <= MAX_SCORE for s in value)
    )


def is_places(value: object) -> bool:
    """The six seats in the order they went out."""
    return (
        isinstance(value, list)
        and len(value) == 6
        and sorted(p for p in value if type(p) is int) == [0, 1, 2, 3, 4, 5]
    )


@dataclass(frozen=True)
class ReplayInfo:
    """One line of the replay list."""

    replay_id: str  # the file name without ".json"
    saved_at: str  # ISO 8601 local time with offset
    places: tuple[int, ...]  # seats, 头科 first
    scores: tuple[int, ...]  # per seat
    actions: int
    ai_levels: tuple[str, ...] = DEFAULT_AI_LEVELS
    match_seed: int | None = None  # the match this game belongs to (None: a single game)
    game_number: int = 0  # 1 … 5 within that match
    match_before: tuple[int, ...] | None = None  # each seat's match total before the game (None: not kept)
    match_after: tuple[int, ...] | None = None  # … and after it
    match_result: str | None = None  # after a match's last game: one of MATCH_RESULTS, seat 0's team's

    @property
    def team_before(self) -> tuple[int, int] | None:
        """The match score (seat 0's team, the other) before this game, if the file kept it."""
        return None if self.match_before is None else team_totals(self.match_before)

    @property
    def team_after(self) -> tuple[int, int] | None:
        """The match score after this game, if the file kept it."""
        return None if self.match_after is None else team_totals(self.match_after)

    @property
    def seat0_place(self) -> int:
        """0 = 头科 … 5 = 大落."""
        return self.places.index(HUMAN_SEAT)

    @property
    def seat0_score(self) -> int:
        return self.scores[HUMAN_SEAT]


def team_totals(per_seat: Sequence[int]) -> tuple[int, int]:
    """Seat 0's team (seats 0 2 4, R-TEAM) and the other team."""
    return (per_seat[0] + per_seat[2] + per_seat[4], per_seat[1] + per_seat[3] + per_seat[5])


def match_result(after: Sequence[int]) -> str:
    """How a finished match with these totals ended for seat 0's team."""
    ours, theirs = team_totals(after)
    return "won" if ours > theirs else "lost" if ours < theirs else "draw"


@dataclass(frozen=True)
class ReviewedDecision:
    """The review's verdict on one of the player's decisions (see gouji_desktop.review.Verdict):
    ``index`` is the action's place in the game's history."""

    index: int
    grade: str  # one of REVIEW_GRADES
    cost: float  # expected team points lost against ``best`` (>= 0)
    best: Action  # the action the review prefers (the choice itself when nothing beat it)
    stderr: float
    guesses: int = 0

    @property
    def marked(self) -> bool:
        return self.grade != "ok"


@dataclass(frozen=True)
class ReplayReview:
    """The post-game review (复盘) of one seat's decisions, kept with the replay."""

    seat: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def marks(self) -> list[ReviewedDecision]:
        """The marked decisions, in the order they were made."""
        return [d for d in self.decisions if d.marked]

    @property
    def points_lost(self) -> float:
        """Expected team points the marked decisions lost (unmarked ones are within noise)."""
        return round(sum(d.cost for d in self.marks), 2)

    def count(self, grade: str) -> int:
        return sum(1 for d in self.decisions if d.grade == grade)


SNAPSHOT_EVERY = 32  # actions between kept positions: ≤ 32 actions replayed per step


@dataclass
class Replay:
    """A finished game to step through; position k is the game after its
    first k actions (0 = the deal, ``len(replay)`` = the end).

    Memory is linear in the length: one list of actions and one of events,
    plus a snapshot of the table every :data:`SNAPSHOT_EVERY` actions without
    its history (a copy per position would be quadratic); a position is a
    snapshot and at most that many actions replayed forward."""

    info: ReplayInfo
    game: Game  # the finished game
    document: dict[str, object]  # Game.to_json() as a dict
    review: ReplayReview | None = None  # the post-game review, when one was made and kept
    _snapshots: list[Game] = field(default_factory=list, repr=False)
    _event_ends: list[int] = field(default_factory=list, repr=False)  # events after k actions

    def __len__(self) -> int:
        return self.info.actions

    @property
    def actions(self) -> list[Action]:
        return list(self.game.history)

    def position(self, k: int) -> Game:
        """The game after ``k`` actions (a new game: the viewer may look at all six hands)."""
        self._build()
        k = max(0, min(k, len(self)))
        base = k // SNAPSHOT_EVERY * SNAPSHOT_EVERY
        game = self._snapshots[base // SNAPSHOT_EVERY].copy()
        history = self.game.history
        game.history.extend(history[:base])
        game.events.extend(self.game.events[: self._event_ends[base]])
        for action in history[base:k]:
            game.apply(action)
        return game

    def events(self, k: int) -> list[Event]:
        """What action ``k`` (1-based) did, for the viewer to animate."""
        self._build()
        if not 1 <= k <= len(self):
            return []
        return self.game.events[self._event_ends[k - 1] : self._event_ends[k]]

    def _build(self) -> None:
        if self._snapshots:
            return
        game = Game.from_dict({**self.document, "actions": []})
        self._event_ends.append(len(game.events))
        for k, action in enumerate(self.game.history):
            if k % SNAPSHOT_EVERY == 0:
                self._snapshots.append(_without_record(game))
            game.apply(action)
            self._event_ends.append(len(game.events))
        if len(self) % SNAPSHOT_EVERY == 0:
            self._snapshots.append(_without_record(game))


def _without_record(game: Game) -> Game:
    """A copy of the table whose history and events are left out: the replay
    keeps those once (applying actions only appends to them)."""
    snapshot = game.copy()
    del snapshot.history[:]
    del snapshot.events[:]
    return snapshot


def encode_replay(
    game: Game,
    ai_levels: tuple[str, ...] | list[str],
    saved_at: str,
    match: tuple[int, int] | None = None,
    match_before: Sequence[int] | None = None,
    review: ReplayReview | None = None,
) -> bytes:
    """``match``: (match seed, game number) when the game is one of a match; ``match_before``:
    each seat's match total before the game (the score after it, and after the last game the
    match's result, are kept with it); ``review``: the post-game review."""
    if not game.finished or game.scores is None:
        raise ValueError("only a finished game can be a replay")
    document = json.loads(game.to_json())
    data: dict[str, object] = {
        "schema_version": REPLAY_VERSION,
        "kind": REPLAY_KIND,
        "saved_at": saved_at,
        "ai_levels": list(ai_levels),
        "summary": {"places": game.places, "scores": game.scores, "actions": len(document["actions"])},
        "game": document,
    }
    if match is not None:
        data["match"] = match_fields(int(match[0]), int(match[1]), match_before, game.scores)
    if review is not None:
        data["review"] = encode_review(review)
    return _dumps(data)


def _dumps(data: dict[str, object]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def match_fields(
    seed: int, number: int, before: Sequence[int] | None, scores: Sequence[int] | None
) -> dict[str, object]:
    """The ``match`` object of a replay (and of an index entry)."""
    out: dict[str, object] = {"seed": seed, "game": number}
    if before is not None and scores is not None:
        after = [b + s for b, s in zip(before, scores, strict=True)]
        out["before"], out["after"] = list(before), after
        if number == GAMES_PER_MATCH:
            out["result"] = match_result(after)
    return out


def with_review(raw: bytes | str, review: ReplayReview | None) -> bytes:
    """The replay file ``raw`` with ``review`` kept in it (replacing any before; None removes
    it), everything else as it was, at this version's schema; ValueError when ``raw`` is no
    usable replay or the review does not fit its game."""
    data, _ = _read(raw)
    game = _replayed(cast(dict[str, object], data["game"]))
    data["schema_version"] = REPLAY_VERSION
    data.pop("review", None)
    if review is not None:
        encoded = encode_review(review)
        if _review_of(encoded, game)[0] != review:
            raise ValueError("the review does not fit this replay's game")
        data["review"] = encoded
    return _dumps(data)


def encode_review(review: ReplayReview) -> dict[str, object]:
    return {
        "seat": review.seat,
        "decisions": [
            [d.index, d.grade, round(d.cost, 3), d.best.to_json(), round(d.stderr, 3), d.guesses]
            for d in review.decisions
        ],
    }


def _points(value: object) -> float:
    if type(value) not in (int, float) or not 0.0 <= cast(float, value) <= MAX_REVIEW_POINTS:
        raise ValueError(f"must be a number from 0 to {MAX_REVIEW_POINTS:g}")
    if not math.isfinite(cast(float, value)):
        raise ValueError("must be a number")
    return float(cast(float, value))


def _review_of(raw: object, game: Game) -> tuple[ReplayReview | None, list[Notice]]:
    """The review kept in a replay, checked against its game: each decision is the seat's, at a
    place the seat acted, and its ``best`` was a legal action there. A review that does not fit
    is dropped with a notice (the replay itself still shows; a new review may replace it)."""
    if raw is None:
        return None, []
    try:
        return _checked_review(raw, game), []
    except (ValueError, TypeError) as e:
        return None, [field_notice("replay", "review", f"is not usable ({e})", None)]


def _checked_review(raw: object, game: Game) -> ReplayReview:
    if not isinstance(raw, dict) or not isinstance(raw.get("decisions"), list):
        raise ValueError("not a review")
    seat = raw.get("seat")
    if type(seat) is not int or not 0 <= seat < 6:
        raise ValueError("no seat")
    history = game.history
    decisions: list[ReviewedDecision] = []
    for item in cast(list[object], raw["decisions"]):
        if not isinstance(item, list) or len(item) != 6:
            raise ValueError("a decision is not [index, grade, cost, best, stderr, guesses]")
        index, grade, cost, best, stderr, guesses = item
        if type(index) is not int or not 0 <= index < len(history) or history[index].seat != seat:
            raise ValueError(f"decision {describe(index)} is not one of seat {seat}'s")
        if decisions and index <= decisions[-1].index:
            raise ValueError("the decisions are not in the order they were made")
        if grade not in REVIEW_GRADES:
            raise ValueError(f"grade {describe(grade)} is not one of {', '.join(REVIEW_GRADES)}")
        if type(guesses) is not int or not 0 <= guesses <= 1_000_000:
            raise ValueError("guesses must be a whole number")
        action = Action.from_json(best)
        if action.seat != seat:
            raise ValueError(f"decision {index}'s best action is not seat {seat}'s")
        decisions.append(
            ReviewedDecision(index, cast(str, grade), _points(cost), action, _points(stderr), guesses)
        )
    # every suggestion was a legal action where it is shown (one pass through the game)
    wanted = {d.index: d.best for d in decisions}
    replay = Game.from_dict({**game.to_dict(), "actions": []})
    for index, action in enumerate(history):
        if index in wanted and wanted[index] not in replay.legal_actions():
            raise ValueError(f"decision {index}'s best action was not legal there")
        replay.apply(action)
    return ReplayReview(seat, tuple(decisions))


def _upgrade_0(data: dict[str, object]) -> dict[str, object]:
    """Schema 0: a bare ``Game.to_json()`` document; the summary is worked out
    by replaying it."""
    return {"kind": REPLAY_KIND, "saved_at": "", "ai_levels": list(DEFAULT_AI_LEVELS), "game": data}


def _same(data: dict[str, object]) -> dict[str, object]:
    """Schemas 1 and 2: what they hold is read as it is; what later schemas added is not there
    (a match's score, a review)."""
    return data


def _read(raw: bytes | str) -> tuple[dict[str, object], int]:
    data = parse_json_object(raw, "replay")
    if data.get("kind") == GAME_KIND:
        version = 0
    else:
        version = schema_version_of(data, "replay")
        if version >= 1 and data.get("kind") != REPLAY_KIND:
            raise DocumentError(f"replay file is of the wrong kind ({describe(data.get('kind'))})")
    data = upgrade(data, version, REPLAY_VERSION, {0: _upgrade_0, 1: _same, 2: _same}, "replay")
    if not isinstance(data.get("game"), dict):
        raise DocumentError("replay file holds no game")
    return data, version


def _meta(data: dict[str, object]) -> tuple[str, tuple[str, ...], list[Notice]]:
    spec = {"saved_at": ("", _date_text), "ai_levels": (DEFAULT_AI_LEVELS, check_ai_levels)}
    values, notices = read_fields(data, spec, "replay", known_extra=("summary", "game", "match", "review"))
    return str(values["saved_at"]), cast(tuple[str, ...], values["ai_levels"]), notices


def match_of(data: dict[str, object]) -> tuple[int | None, int]:
    """(match seed, game number) if the replay says it belongs to a match and
    says so well; (None, 0) otherwise (a single game, or an older file)."""
    raw = data.get("match")
    if isinstance(raw, dict):
        seed, number = raw.get("seed"), raw.get("game")
        if type(seed) is int and type(number) is int and 1 <= number <= GAMES_PER_MATCH:
            return seed, number
    return None, 0


MatchScore = tuple[tuple[int, ...] | None, tuple[int, ...] | None, str | None]


def is_match_totals(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 6
        and all(type(s) is int and -MAX_MATCH_TOTAL <= s <= MAX_MATCH_TOTAL for s in value)
    )


def match_score_of(data: dict[str, object], scores: Sequence[int]) -> MatchScore:
    """(each seat's total before the game, after it, the match's result) as the replay (or an
    index entry) keeps them, when they are there and agree with the game's ``scores`` and its
    number; (None, None, None) otherwise (an older file, or damaged: shown as a game of its
    match without the score, as before)."""
    seed, number = match_of(data)
    raw = data.get("match")
    if seed is None or not isinstance(raw, dict):
        return None, None, None
    before, after, result = raw.get("before"), raw.get("after"), raw.get("result")
    if not (is_match_totals(before) and is_match_totals(after)) or len(scores) != 6:
        return None, None, None
    assert isinstance(before, list) and isinstance(after, list)
    if [b + s for b, s in zip(before, scores, strict=True)] != after or (number == 1 and any(before)):
        return None, None, None
    expected = match_result(after) if number == GAMES_PER_MATCH else None
    return tuple(before), tuple(after), expected if result == expected else None


DATE_CHARS = 40  # "2025-03-01T20:00:00+08:00" and room to spare
_date_text = drawable(DATE_CHARS)


def _summary(raw: object) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
    """The stored summary if well formed, else None."""
    if not isinstance(raw, dict):
        return None
    places, scores, actions = raw.get("places"), raw.get("scores"), raw.get("actions")
    if not (is_places(places) and is_scores(scores) and type(actions) is int and 0 <= actions <= MAX_ACTIONS):
        return None
    assert isinstance(places, list) and isinstance(scores, list) and isinstance(actions, int)
    return tuple(places), tuple(scores), actions


def _replayed(document: dict[str, object]) -> Game:
    game: Game = Game.from_dict(document)
    if not game.finished:
        raise DocumentError("replay file holds a game that is not finished")
    return game


def _info(
    replay_id: str,
    saved_at: str,
    places: tuple[int, ...],
    scores: tuple[int, ...],
    actions: int,
    levels: tuple[str, ...],
    data: dict[str, object],
) -> ReplayInfo:
    seed, number = match_of(data)
    before, after, result = match_score_of(data, scores)
    return ReplayInfo(
        replay_id, saved_at, places, scores, actions, levels, seed, number, before, after, result
    )


def decode_replay_info(raw: bytes | str, replay_id: str) -> ReplayInfo:
    """The list entry, from the summary (cheap) or, if there is none, by
    replaying the game; ValueError when the file is unusable."""
    data, _ = _read(raw)
    saved_at, levels, _ = _meta(data)
    summary = _summary(data.get("summary"))
    if summary is None:
        game = _replayed(cast(dict[str, object], data["game"]))
        summary = (tuple(game.places), tuple(game.scores or ()), len(cast(list[object], _actions(data))))
    places, scores, actions = summary
    return _info(replay_id, saved_at, places, scores, actions, levels, data)


def _actions(data: dict[str, object]) -> object:
    return cast(dict[str, object], data["game"]).get("actions")


def decode_replay(raw: bytes | str, replay_id: str) -> tuple[Replay, list[Notice]]:
    """The whole replay, checked by replaying every action; ValueError (with
    the engine's reason for an illegal action) when it cannot be used."""
    data, version = _read(raw)
    saved_at, levels, notices = _meta(data)
    document = cast(dict[str, object], data["game"])
    game = _replayed(document)
    actions = _actions(data)
    assert isinstance(actions, list)
    scores = tuple(game.scores or ())
    info = _info(replay_id, saved_at, tuple(game.places), scores, len(actions), levels, data)
    review, more = _review_of(data.get("review"), game)
    notices += more
    if version < REPLAY_VERSION:
        notices.insert(
            0,
            Notice(UPGRADED, f"replay upgraded from schema {version}", level=INFO, params={"what": "replay"}),
        )
    return Replay(info, game, document, review), notices
