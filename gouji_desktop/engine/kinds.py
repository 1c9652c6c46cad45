"""The kinds the engine speaks in, as string enums.

Each member *is* its string (``StrEnum``), so saved games, autosaves and
replays written with plain strings load unchanged, while a typo in code is an
``AttributeError`` or a type error instead of a silent mismatch.

>>> EventKind.OPENED == "opened", Phase("play") is Phase.PLAY
(True, True)
>>> import json; json.dumps([ActionKind.PASS])
'["pass"]'
"""

from __future__ import annotations

from enum import StrEnum, unique

__all__ = ["ActionKind", "Decision", "EventKind", "Phase", "TopMode", "TributeKind"]


@unique
class Phase(StrEnum):
    """Where a game stands (RULES.md §7 before play, then §8–§9)."""

    RETURN = "return"  # 还贡 choices at the start of a match game (§11)
    DECLARE = "declare"  # 宣点, R-DECLARE
    REVOLT = "revolt"  # 革命, R-REVOLT
    HEAD = "head"  # 要头/无头, R-HEAD
    PLAY = "play"
    OVER = "over"


@unique
class Decision(StrEnum):
    """What the seat to act decides in the play phase."""

    LEAD = "lead"
    ANSWER = "answer"
    LET_RETURN = "let_return"  # R-LET: the seat that let must now beat or pass
    BURN_OFFER = "burn_offer"  # R-BURN: burn or decline


@unique
class ActionKind(StrEnum):
    """The kinds of :class:`~gouji_desktop.engine.Action`."""

    PLAY = "play"
    PASS = "pass"  # also declines an offer (宣点, 革命, a burn)
    LET = "let"
    BURN = "burn"
    DECLARE = "declare"
    REVOLT = "revolt"
    HEAD = "head"  # 要头
    NOHEAD = "nohead"  # 无头
    RETURN = "return"  # one 还贡 card


@unique
class EventKind(StrEnum):
    """The kinds of :class:`~gouji_desktop.engine.Event` (see its docstring)."""

    PLAY = "play"
    PASS = "pass"
    LET = "let"
    DECLINE = "decline"
    BURN = "burn"
    BURN_BROKEN = "burn_broken"
    BURN_SUCCESS = "burn_success"
    MEN = "men"
    ROUND_WON = "round_won"
    OPENED = "opened"
    OUT = "out"
    TAKES_LEAD = "takes_lead"
    HEADLESS = "headless"
    SCRAMBLE = "scramble"
    GAME_OVER = "game_over"
    DEAL = "deal"
    DECLARE = "declare"
    BUY3 = "buy3"
    ASK3 = "ask3"
    REVOLT = "revolt"
    HEAD = "head"
    NOHEAD = "nohead"
    VOID_DEAL = "void_deal"
    FIRST_LEAD = "first_lead"
    TRIBUTE = "tribute"
    RETURN = "return"


@unique
class TopMode(StrEnum):
    """How the hand on top may be answered; fixed when it is played."""

    FREE = "free"  # R-ANSWER (not gouji, or its player is headless)
    GOUJI = "gouji"  # R-GOUJIANSWER: only the 对头 (and headless seats, burners)
    DEADLY = "deadly"  # R-DEADLY: only a burn
    SCRAMBLE = "scramble"  # R-SCRAMBLE: anyone


@unique
class TributeKind(StrEnum):
    """The kinds of tribute (§11)."""

    MEN = "men"  # 闷贡, R-MEN
    SHAO = "shao"  # 烧贡, R-BURN
    DIAN = "dian"  # 点贡, R-DIANGONG
    LUO = "luo"  # 落贡
