"""What one seat may know of a game (``game.view(seat)``): its own cards, every
seat's card count, everything played and every public status — never another
seat's cards, nor another seat's declined offers."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Event
from .cards import Card
from .kinds import Decision, Phase, TopMode
from .rules import Rules


@dataclass(frozen=True, slots=True)
class GameView:
    """A snapshot; it holds no reference to the live game."""

    seat: int
    rules: Rules
    phase: Phase
    decision: Decision | Phase  # in play: lead/answer/let_return/burn_offer; before play: the phase
    to_act: int | None  # None when finished, or while a 革命 offer waits on another seat
    hand: tuple[Card, ...]
    counts: tuple[int, ...]
    top_seat: int | None
    top_cards: tuple[Card, ...]
    top_mode: TopMode
    passed: tuple[bool, ...]
    let_seat: int | None
    burner: int | None
    burn_victim: int | None
    active: tuple[bool, ...]
    rebel: tuple[bool, ...]
    places: tuple[int, ...]
    out_order: tuple[int, ...]
    declared: tuple[bool, ...]
    opened: tuple[bool, ...]
    headless: tuple[bool, ...]
    head_left: tuple[int, ...]
    #: R-DEADLY: the top is 头科's or 二科's last gouji hand, so a beat of it by its
    #: player's 对头 would itself be deadly
    deadly_beat: bool
    scramble: bool
    men: tuple[tuple[int, int], ...]
    burns: tuple[tuple[int, int], ...]
    played: tuple[tuple[int, tuple[Card, ...]], ...]
    log: tuple[Event, ...]
    #: cards this seat saw change hands before play (买三, tribute): (from, to, cards)
    exchanges: tuple[tuple[int, int, tuple[Card, ...]], ...] = ()
    #: in the 还贡 phase: the returns still to make, one (receiver, giver) per card, in order
    returns: tuple[tuple[int, int], ...] = ()
    #: the current return must follow R-NORETURNSINGLE (between opponents, rule on)
    return_restricted: bool = False

    @property
    def finished(self) -> bool:
        return self.phase == Phase.OVER
