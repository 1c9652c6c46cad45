"""The autosave of the match or single game in progress: the engine's exact
record (``Match.to_json`` / ``Game.to_json``) plus a little GUI metadata.

>>> from gouji_desktop.engine import Game
>>> save = Autosave.of(Game.new(5), ai_levels=("easy",) * 5, saved_at="2025-01-01T12:00:00+00:00")
>>> back, notices = decode_autosave(encode_autosave(save))
>>> back.game == save.game, back.mode, notices
(True, 'single', [])
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from gouji_desktop.engine import Game, Match

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
from .replays import DATE_CHARS
from .settings import DEFAULT_AI_LEVELS, PLAY_MODES, check_ai_levels

AUTOSAVE_VERSION = 1
AUTOSAVE_KIND = "gouji-autosave"
MATCH_KIND, GAME_KIND = "gouji-match", "gouji-game"  # the engine's documents


@dataclass(frozen=True)
class Autosave:
    """A saved table: ``match`` in match mode, ``single`` for one game."""

    mode: str  # "match" or "single"
    match: Match | None
    single: Game | None
    ai_levels: tuple[str, ...] = DEFAULT_AI_LEVELS  # seats 1..5
    saved_at: str = ""  # ISO 8601 local time with offset; "" when unknown

    @classmethod
    def of(cls, state: Match | Game, ai_levels: tuple[str, ...] | list[str], saved_at: str = "") -> Autosave:
        if isinstance(state, Match):
            return cls("match", state, None, tuple(ai_levels), saved_at)
        return cls("single", None, state, tuple(ai_levels), saved_at)

    @property
    def game(self) -> Game:
        """The game in progress (the match's current game in match mode)."""
        if self.match is not None:
            return self.match.game
        assert self.single is not None
        return self.single

    @property
    def state(self) -> Match | Game:
        return self.match if self.match is not None else self.game


def encode_autosave(save: Autosave) -> bytes:
    data = {
        "schema_version": AUTOSAVE_VERSION,
        "kind": AUTOSAVE_KIND,
        "mode": save.mode,
        "ai_levels": list(save.ai_levels),
        "saved_at": save.saved_at,
        "state": json.loads(save.state.to_json()),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _upgrade_0(data: dict[str, object]) -> dict[str, object]:
    """Schema 0: a bare ``Match.to_json()`` / ``Game.to_json()`` document (no
    GUI metadata): wrap it, computer seats at the default level."""
    mode = "match" if data.get("kind") == MATCH_KIND else "single"
    return {
        "kind": AUTOSAVE_KIND,
        "mode": mode,
        "ai_levels": list(DEFAULT_AI_LEVELS),
        "saved_at": "",
        "state": data,
    }


def decode_autosave(raw: bytes | str) -> tuple[Autosave, list[Notice]]:
    """Rebuild the saved table by replaying it; ValueError says what is wrong."""
    data = parse_json_object(raw, "autosave")
    if data.get("kind") in (MATCH_KIND, GAME_KIND):
        version = 0
    else:
        version = schema_version_of(data, "autosave")
        if version >= 1 and data.get("kind") != AUTOSAVE_KIND:
            raise DocumentError(f"autosave file is of the wrong kind ({describe(data.get('kind'))})")
    data = upgrade(data, version, AUTOSAVE_VERSION, {0: _upgrade_0}, "autosave")
    mode = data.get("mode")
    if mode not in PLAY_MODES:
        raise DocumentError(f"autosave file has no valid mode ({describe(mode)})")
    state = data.get("state")
    if not isinstance(state, dict):
        raise DocumentError("autosave file holds no game")
    if mode == "match":  # the parsed record as it is: no second parse of a big file
        match, single = Match.from_dict(state), None
    else:
        match, single = None, Game.from_dict(state)
    spec = {"ai_levels": (DEFAULT_AI_LEVELS, check_ai_levels), "saved_at": ("", drawable(DATE_CHARS))}
    values, notices = read_fields(data, spec, "autosave", known_extra=("mode", "state"))
    save = Autosave(
        str(mode), match, single, cast(tuple[str, ...], values["ai_levels"]), str(values["saved_at"])
    )
    if version < AUTOSAVE_VERSION:
        notices.insert(
            0,
            Notice(
                UPGRADED, f"autosave upgraded from schema {version}", level=INFO, params={"what": "autosave"}
            ),
        )
    return save, notices


NETWORK_TABLE_VERSION = 1
NETWORK_TABLE_KIND = "gouji-hosted-table"
#: the seat this game took at a friend's table (its token takes it back after a restart)
NETWORK_SEAT_KIND = "gouji-network-seat"


@dataclass(frozen=True)
class NetworkTableSave:
    """A network table this game hosts: the network code's own save of it
    (``table``: the configuration, the match, the room code, the seats' tokens;
    gouji_desktop.app.net checks it when it reopens the table); or, of kind
    ``gouji-network-seat``, the seat taken at a friend's table (address, room, name, token)."""

    table: dict[str, object]
    saved_at: str = ""


def encode_network_table(
    table: Mapping[str, object], saved_at: str = "", kind: str = NETWORK_TABLE_KIND
) -> bytes:
    data = {
        "schema_version": NETWORK_TABLE_VERSION,
        "kind": kind,
        "saved_at": saved_at,
        "table": dict(table),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode_network_table(
    raw: bytes | str, kind: str = NETWORK_TABLE_KIND
) -> tuple[NetworkTableSave, list[Notice]]:
    """The saved hosted table (or seat); ValueError (a DocumentError) says what is wrong with the file."""
    data = parse_json_object(raw, "network_table")
    data = upgrade(data, schema_version_of(data, "network_table"), NETWORK_TABLE_VERSION, {}, "network_table")
    if data.get("kind") != kind:
        raise DocumentError(f"network table file is of the wrong kind ({describe(data.get('kind'))})")
    table = data.get("table")
    if not isinstance(table, dict):
        raise DocumentError("network table file holds no table")
    saved_at = data.get("saved_at")
    return NetworkTableSave(table, saved_at if isinstance(saved_at, str) else ""), []
