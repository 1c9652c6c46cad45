"""A game as a record: rules, the deal (seed or hands) and the actions, as
versioned JSON.  Loading replays the actions, so a saved game is exactly the
game that was played, and a bad file says what is wrong."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import parse_cards
from .deck_check import DECK_SIZE, SEATS, check_action_count
from .errors import IllegalAction
from .rules import Rules
from .state import FIRST_EDITION, RULES_EDITION
from .tribute import Tribute

if TYPE_CHECKING:
    pass

SCHEMA_VERSION = 1

# The most tribute entries one game can owe the next (RULES.md §11); a record
# with more is not a game this engine played.  ``tribute_owed`` keeps one entry
# per (giver, receiver, kind), so per kind: 闷贡 at most 6 (each seat is 闷 at
# most once a game, R-MEN, by one seat), 烧贡 at most 6 (a burn succeeds only
# when its burner goes out, R-BURN: once per seat), 点贡 at most 6 (at most
# both ways within each of the three pairs of opposite seats, R-DIANGONG) and
# 落贡 2 (大落 to 头科, 二落 to 二科, R-LUOGONG).
MAX_TRIBUTE_ENTRIES = 6 + 6 + 6 + 2
# The longest text of some cards: all 216 of R-DECK, each at most 3 characters
# ("10S") followed by ", " at most.
MAX_CARD_TEXT = DECK_SIZE * 5


class GameRecord:
    """Mixin of :class:`Game`: ``to_json`` / ``from_json``."""

    __slots__ = ()
    new: Any
    from_deal: Any
    from_hands: Any
    rules: Rules
    _start: dict[str, object]
    _edition: int
    history: list[Action]

    def to_dict(self) -> dict[str, object]:
        """Rules, the deal (seed or hands) and the actions: all a game is."""
        return {
            "schema_version": SCHEMA_VERSION,
            "kind": "gouji-game",
            "rules": self.rules.to_dict(),
            "start": self._start,
            "rules_edition": self._edition,
            "actions": [a.to_json() for a in self.history],
        }

    def to_json(self) -> str:
        """Exact and versioned; :meth:`from_json` replays it to an equal game."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Any:
        """Rebuild a game by replaying its actions; ValueError says what is wrong."""
        return cls.from_dict(load_json(text, "game"))

    @classmethod
    def from_dict(cls, data: object) -> Any:
        data = check_header(data, "game", SCHEMA_VERSION)
        rules = Rules.from_dict(data.get("rules"))
        start = data.get("start")
        game = cls._from_start(start, rules)
        game._edition = read_edition(data, "game")
        replay_actions(game, data.get("actions"), "saved game")
        return game

    @classmethod
    def _from_start(cls, start: object, rules: Rules) -> Any:
        if not isinstance(start, dict):
            raise ValueError("saved game has no start")
        if "seed" in start:
            seed = start["seed"]
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise ValueError("saved game seed must be an integer")
            raw = start.get("tribute", [])
            if not isinstance(raw, list):
                raise ValueError("saved game tribute must be a list")
            if len(raw) > MAX_TRIBUTE_ENTRIES:
                raise ValueError(
                    f"saved game owes {len(raw):,} tribute entries; "
                    f"a game owes at most {MAX_TRIBUTE_ENTRIES} (RULES.md §11)"
                )
            first_from = start.get("first_from", 0)
            if not isinstance(first_from, int) or isinstance(first_from, bool) or not 0 <= first_from < 6:
                raise ValueError("saved game first_from must be a seat")
            tribute = [Tribute.from_json(t) for t in raw]
            if len({(t.giver, t.receiver, t.kind) for t in tribute}) < len(tribute):
                raise ValueError("saved game owes one tribute twice (one entry per giver, receiver and kind)")
            deal = start.get("deal")
            if deal is None:
                return cls.new(seed, rules, tribute=tribute, first_from=first_from)
            deal = _card_texts(deal, "deal")
            return cls.from_deal(deal, seed, rules, tribute=tribute, first_from=first_from)
        hands = start.get("hands")
        leader = start.get("leader")
        hands = _card_texts(hands, "hands")
        if not isinstance(leader, int) or isinstance(leader, bool):
            raise ValueError("saved game leader must be a seat")
        declared = start.get("declared")
        if declared is not None and (
            not isinstance(declared, list)
            or len(declared) != SEATS
            or not all(isinstance(x, bool) for x in declared)
        ):
            raise ValueError("saved game declared flags must be booleans")
        return cls.from_hands([parse_cards(h) for h in hands], leader, rules, declared)


def _card_texts(hands: object, what: str) -> list[str]:
    """Six texts of cards, none longer than all of R-DECK can be; else ValueError."""
    if not isinstance(hands, list) or len(hands) != SEATS or not all(isinstance(h, str) for h in hands):
        raise ValueError(f"saved game {what} must be six card strings")
    if any(len(h) > MAX_CARD_TEXT for h in hands):
        raise ValueError(f"saved game {what} name more cards than four decks have (R-DECK)")
    return hands


def load_json(text: str | bytes, what: str) -> object:
    """Parse JSON, or a ValueError that says which kind of file is broken."""
    try:
        return json.loads(text)
    except (ValueError, TypeError, RecursionError) as e:
        raise ValueError(f"not a saved {what} (bad JSON: {e})") from None


def check_header(data: object, what: str, newest: int) -> dict[str, Any]:
    """A record's ``kind`` and ``schema_version``: a dict of kind ``gouji-<what>``
    written by this version or an older one."""
    if not isinstance(data, dict) or data.get("kind") != f"gouji-{what}":
        raise ValueError(f"not a saved {what}")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError(f"saved {what} has no schema version")
    if version > newest:
        raise ValueError(f"saved {what} is from a newer version (schema {version})")
    if version < 1:  # schema 1 is the first there ever was
        raise ValueError(f"saved {what} has no valid schema version ({version})")
    return data


def read_edition(data: dict[str, Any], what: str) -> int:
    """The RULES.md edition a saved record was played under; none written
    means 0.1, the first edition (see state.RULES_EDITION)."""
    edition = data.get("rules_edition", FIRST_EDITION)
    if edition not in (FIRST_EDITION, RULES_EDITION) or isinstance(edition, bool):
        raise ValueError(f"saved {what} has an unknown rules edition {edition!r}")
    return int(edition)


def replay_actions(game: Any, actions: object, where: str) -> None:
    """Apply saved actions in order; a ValueError names the first illegal one."""
    if not isinstance(actions, list):
        raise ValueError(f"{where} has no action list")
    check_action_count(actions, where)
    for i, raw in enumerate(actions):
        if (
            isinstance(raw, list)
            and len(raw) == 3
            and isinstance(raw[2], str)
            and len(raw[2]) > MAX_CARD_TEXT
        ):
            raise ValueError(f"{where}: action {i + 1} names more cards than four decks have (R-DECK)")
        action = Action.from_json(raw)
        try:
            game.apply(action)
        except IllegalAction as e:
            raise ValueError(f"{where}: action {i + 1} ({action}) is illegal: {e}") from None
