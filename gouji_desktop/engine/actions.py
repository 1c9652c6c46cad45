"""Decisions of a seat (:class:`Action`) and what they caused (:class:`Event`).

>>> a = Action.play(2, parse_cards("8 8 SJ"))
>>> a.kind, a.seat, format_cards(a.cards)
(<ActionKind.PLAY: 'play'>, 2, '8 8 SJ')
>>> a == Action.play(2, parse_cards("SJ 8 8"))
True
>>> str(Action.pass_(5))
'seat 5 passes'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .cards import Card, format_cards, parse_cards
from .kinds import ActionKind, EventKind

PLAY, PASS, LET, BURN = ActionKind.PLAY, ActionKind.PASS, ActionKind.LET, ActionKind.BURN
DECLARE, REVOLT, HEAD, NOHEAD, RETURN = (
    ActionKind.DECLARE,
    ActionKind.REVOLT,
    ActionKind.HEAD,
    ActionKind.NOHEAD,
    ActionKind.RETURN,
)
KINDS = tuple(ActionKind)


class Action(NamedTuple):
    """One decision of one seat; an immutable value.  Cards are kept sorted so
    equal decisions compare equal."""

    kind: ActionKind
    seat: int
    cards: tuple[Card, ...] = ()

    @classmethod
    def play(cls, seat: int, cards: Iterable[Card] | str) -> Action:
        """Play a hand: a lead or a beat (上牌)."""
        return cls(PLAY, seat, _cards(cards))

    @classmethod
    def pass_(cls, seat: int) -> Action:
        """Pass (过牌); also declines a burn, 宣点 or 革命 offer."""
        return cls(PASS, seat)

    @classmethod
    def let(cls, seat: int) -> Action:
        """Let (让牌), R-LET."""
        return cls(LET, seat)

    @classmethod
    def burn(cls, seat: int, cards: Iterable[Card] | str) -> Action:
        """Burn (烧牌) by playing the chain's first hand, R-BURN."""
        return cls(BURN, seat, _cards(cards))

    @classmethod
    def declare(cls, seat: int) -> Action:
        """宣点, R-DECLARE."""
        return cls(DECLARE, seat)

    @classmethod
    def revolt(cls, seat: int) -> Action:
        """革命, R-REVOLT."""
        return cls(REVOLT, seat)

    @classmethod
    def head(cls, seat: int) -> Action:
        """要头, R-HEAD."""
        return cls(HEAD, seat)

    @classmethod
    def nohead(cls, seat: int) -> Action:
        """无头, R-HEAD."""
        return cls(NOHEAD, seat)

    @classmethod
    def return_(cls, seat: int, card: Card | str) -> Action:
        """Return one card of tribute (还贡), R-TRIBCARD."""
        return cls(RETURN, seat, _cards([card] if isinstance(card, Card) else card))

    def to_json(self) -> list[object]:
        return [self.kind, self.seat, format_cards(self.cards)]

    @classmethod
    def from_json(cls, data: object) -> Action:
        if (
            not isinstance(data, list)
            or len(data) != 3
            or data[0] not in KINDS
            or not isinstance(data[1], int)
            or isinstance(data[1], bool)
            or not 0 <= data[1] < 6
            or not isinstance(data[2], str)
        ):
            raise ValueError(f"not an action: {data!r}")
        return cls(ActionKind(data[0]), data[1], _cards(data[2]))

    def __str__(self) -> str:
        verb = {
            PLAY: "plays",
            PASS: "passes",
            LET: "lets",
            BURN: "burns with",
            DECLARE: "declares (宣点)",
            REVOLT: "revolts (革命)",
            HEAD: "takes the head (要头)",
            NOHEAD: "goes headless (无头)",
            RETURN: "returns",
        }[self.kind]
        text = f"seat {self.seat} {verb}"
        return f"{text} {format_cards(self.cards)}" if self.cards else text


def _cards(cards: Iterable[Card] | str) -> tuple[Card, ...]:
    if isinstance(cards, str):
        cards = parse_cards(cards)
    return tuple(sorted(cards))


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the GUI to animate and the log to tell.

    Kinds: ``play`` (``target``: the seat beaten, if any; flags ``lead``,
    ``gouji``, ``deadly``), ``pass``, ``let``, ``decline`` (a private burn/offer
    refusal), ``burn`` (seat burns ``target``), ``burn_broken`` (seat's burn
    broken by ``target``), ``burn_success`` (seat burned ``target``),
    ``men`` (seat 闷 by ``target``), ``round_won``, ``opened``, ``out`` (``value``:
    place index), ``takes_lead`` (接风), ``headless``, ``scramble``, ``game_over``;
    before play ``deal``, ``declare``, ``buy3``/``ask3`` (seat gets ``cards``
    from ``target``), ``revolt``, ``head``, ``nohead``, ``void_deal``,
    ``first_lead``; tribute ``tribute`` (seat gives ``cards`` to ``target``,
    ``info``: kind) and ``return``.
    """

    kind: EventKind
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    target: int | None = None
    value: int | None = None
    flags: frozenset[str] = frozenset()
    info: str = ""
    private: bool = False  # only ``seat`` may see it (a declined offer)

    def text(self) -> str:
        """A plain English line for logs and tests."""
        who = f"seat {self.seat}"
        cards = format_cards(self.cards)
        match self.kind:
            case "play":
                if self.target is None:
                    return f"{who} leads {cards}"
                return f"{who} beats seat {self.target}'s hand with {cards}"
            case "burn":
                return f"{who} burns seat {self.target}'s {cards}"
            case "out":
                return f"{who} goes out, place {self.value}"
            case "men":
                return f"{who} is 闷 by seat {self.target}"
            case "tribute":
                return f"{who} pays {self.info} tribute {cards} to seat {self.target}"
            case _:
                tail = f" {cards}" if cards else ""
                tail += f" (seat {self.target})" if self.target is not None else ""
                return f"{who} {self.kind}{tail}"
