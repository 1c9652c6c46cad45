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
import re
from dataclasses import dataclass, field
from typing import cast

from gouji_desktop.engine import Action, Event, Game

from .atomic import MAX_FILE_BYTES
from .documents import (
    INFO,
    UPGRADED,
    DocumentError,
    Notice,
    describe,
    drawable,
    parse_json_object,
    read_fields,
    schema_version_of,
    upgrade,
)
from .settings import DEFAULT_AI_LEVELS, check_ai_levels

REPLAY_VERSION = 1
REPLAY_KIND = "gouji-replay"
GAME_KIND = "gouji-game"
HUMAN_SEAT = 0
# the names the game gives the replays it saves and the ones it imports
OUR_NAME = re.compile(r"(?:replay-\d{8}-\d{6}|shared)-[0-9a-f]+\.json")
SAFE_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}")
MAX_SCORE = 8  # R-SCORE: 头科's 4, doubled on 串三户
MAX_ACTIONS = MAX_FILE_BYTES  # every action takes more than a byte of a file no larger than this


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

    @property
    def seat0_place(self) -> int:
        """0 = 头科 … 5 = 大落."""
        return self.places.index(HUMAN_SEAT)

    @property
    def seat0_score(self) -> int:
        return self.scores[HUMAN_SEAT]


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
) -> bytes:
    """``match``: (match seed, game number) when the game is one of a match."""
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
        data["match"] = {"seed": int(match[0]), "game": int(match[1])}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _upgrade_0(data: dict[str, object]) -> dict[str, object]:
    """Schema 0: a bare ``Game.to_json()`` document; the summary is worked out
    by replaying it."""
    return {"kind": REPLAY_KIND, "saved_at": "", "ai_levels": list(DEFAULT_AI_LEVELS), "game": data}


def _read(raw: bytes | str) -> tuple[dict[str, object], int]:
    data = parse_json_object(raw, "replay")
    if data.get("kind") == GAME_KIND:
        version = 0
    else:
        version = schema_version_of(data, "replay")
        if version >= 1 and data.get("kind") != REPLAY_KIND:
            raise DocumentError(f"replay file is of the wrong kind ({describe(data.get('kind'))})")
    data = upgrade(data, version, REPLAY_VERSION, {0: _upgrade_0}, "replay")
    if not isinstance(data.get("game"), dict):
        raise DocumentError("replay file holds no game")
    return data, version


def _meta(data: dict[str, object]) -> tuple[str, tuple[str, ...], list[Notice]]:
    spec = {"saved_at": ("", _date_text), "ai_levels": (DEFAULT_AI_LEVELS, check_ai_levels)}
    values, notices = read_fields(data, spec, "replay", known_extra=("summary", "game", "match"))
    return str(values["saved_at"]), cast(tuple[str, ...], values["ai_levels"]), notices


def match_of(data: dict[str, object]) -> tuple[int | None, int]:
    """(match seed, game number) if the replay says it belongs to a match and
    says so well; (None, 0) otherwise (a single game, or an older file)."""
    raw = data.get("match")
    if isinstance(raw, dict):
        seed, number = raw.get("seed"), raw.get("game")
        if type(seed) is int and type(number) is int and 1 <= number <= 5:
            return seed, number
    return None, 0


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
    return ReplayInfo(replay_id, saved_at, places, scores, actions, levels, *match_of(data))


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
    info = ReplayInfo(
        replay_id,
        saved_at,
        tuple(game.places),
        tuple(game.scores or ()),
        len(actions),
        levels,
        *match_of(data),
    )
    if version < REPLAY_VERSION:
        notices.insert(
            0,
            Notice(UPGRADED, f"replay upgraded from schema {version}", level=INFO, params={"what": "replay"}),
        )
    return Replay(info, game, document), notices
