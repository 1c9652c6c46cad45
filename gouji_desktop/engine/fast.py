"""The AI's fast path: the one place outside code may step a game unchecked.

Everything here is public and documented in docs/engine.md.  It serves
agents that search: hands as rank counts, the plays open to a seat, a game
rebuilt from a view plus sampled hands, unchecked stepping for rollouts and
the per-seat statuses a policy reads.

**Unchecked** means what it says: ``play_unchecked`` and friends trust the
caller to pass a move that ``legal_plays``/``other_kinds`` allow, keep no
history and emit no events.  Use them only on games of your own (a
``game_from_view`` result or a ``Game.copy()``), never on the game a player
sees; for that, ``Game.apply`` checks everything.

A *play* is the tuple ``(r, k, t, s, b)``: ``k`` plain cards of rank ``r``
(``r = -1`` when there are none), ``t`` twos, ``s`` small and ``b`` big
jokers.  Ranks are ints in beating order: ``THREE`` = 0 … ``ACE`` = 11,
``TWO`` = 12, ``SJ`` = 13, ``BJ`` = 14; a hand is a list of 15 rank counts.

>>> from gouji_desktop.engine import Game
>>> g = Game.from_hands(["8 8 9", "10 J", "Q", "K K", "A", "2"], leader=0)
>>> hand_counts(g, 0)[5], lead_plays(hand_counts(g, 0), True)[:2]
(2, [(5, 1, 0, 0, 0), (5, 2, 0, 0, 0)])
>>> play_unchecked(g, (6, 1, 0, 0, 0)); g.to_act, top_play(g), may_let(g, 3)
(1, (6, 1, 0, 0, 0), False)
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    ACE,
    BJ,
    JACK,
    KING,
    NUM_RANKS,
    QUEEN,
    RANK_NAMES,
    SJ,
    TEN,
    THREE,
    TWO,
    full_deck,
    opposite,
    rank_counts,
    team_of,
    with_suits,
)
from .determinize import game_from_view, let_unchecked, pass_unchecked, play_unchecked, unseen_cards
from .game import Game
from .hands import (
    Play,
    beating_plays,
    burn_first_plays,
    burn_leads,
    chain_ok,
    effective_ranks,
    format_play,
    lead_plays,
    play_beats,
    play_cards,
    play_counts_for_opening,
    play_has_joker,
    play_is_gouji,
    play_of_counts,
    play_size,
    remove_play,
)
from .kinds import ActionKind, Decision, TopMode

__all__ = [
    "ACE",
    "BJ",
    "JACK",
    "KING",
    "NUM_RANKS",
    "QUEEN",
    "RANK_NAMES",
    "SJ",
    "TEN",
    "THREE",
    "TWO",
    "Play",
    "beat_is_deadly",
    "beating_plays",
    "burn_candidates",
    "burn_first_plays",
    "burn_leads",
    "chain_ok",
    "effective_ranks",
    "format_play",
    "full_deck",
    "game_from_view",
    "hand_counts",
    "in_scramble",
    "lead_plays",
    "legal_plays",
    "let_unchecked",
    "may_answer",
    "may_let",
    "opened_flags",
    "opposite",
    "other_kinds",
    "pass_unchecked",
    "passed_flags",
    "play_beats",
    "play_cards",
    "play_counts_for_opening",
    "play_has_joker",
    "play_is_gouji",
    "play_of_counts",
    "play_size",
    "play_unchecked",
    "plays_deadly",
    "rank_counts",
    "remove_play",
    "team_of",
    "top_mode",
    "top_play",
    "top_seat",
    "unseen_cards",
    "with_suits",
]


def hand_counts(game: Game, seat: int) -> Sequence[int]:
    """``seat``'s hand as 15 rank counts.  The live row: read it, never write it."""
    return game.rc[seat]


def top_play(game: Game) -> Play | None:
    """The hand on top as a play (None at a lead)."""
    return game.top_play


def top_seat(game: Game) -> int:
    """The seat whose hand is on top, or −1 at a lead."""
    return game.top_seat


def top_mode(game: Game) -> TopMode:
    """How the top may be answered (R-ANSWER, R-GOUJIANSWER, R-DEADLY, R-SCRAMBLE)."""
    return game.top_mode


def may_answer(game: Game, seat: int) -> bool:
    """May ``seat`` beat the top when the turn reaches it (whatever it holds)?"""
    return game.may_answer(seat)


def may_let(game: Game, seat: int) -> bool:
    """R-LET: may ``seat`` let the top now?"""
    return game.decision == Decision.ANSWER and game.may_let(seat)


def legal_plays(game: Game) -> list[Play]:
    """The plays open to ``game.to_act`` now: leads, beats, or a burn's first
    hands during a burn offer."""
    return game.legal_plays()


def other_kinds(game: Game) -> list[ActionKind]:
    """The non-play decisions open to ``game.to_act`` (pass, let)."""
    return [ActionKind(k) for k in game.other_kinds()]


def burn_candidates(game: Game, seat: int) -> list[int]:
    """R-BURN: the seats that could burn a gouji hand ``seat`` just played, in
    offer order."""
    return game.burn_candidates(seat)


# ----- per-seat statuses for rollout policies (thin wrappers) -------------------------


def passed_flags(game: Game) -> Sequence[bool]:
    """Which seats have passed in this round (R-ANSWER).  The live row: read it only."""
    return game.passed


def opened_flags(game: Game) -> list[bool]:
    """R-OPEN per seat (a rebel never, its 对头 always: R-REVOLT)."""
    return game.opened_flags()


def in_scramble(game: Game) -> bool:
    """R-SCRAMBLE: the four-way scramble is on."""
    return game.scramble


def plays_deadly(game: Game, seat: int) -> bool:
    """R-HEAD: would a gouji hand ``seat`` plays now be deadly (要头's first three)?"""
    return game.head_left[seat] > 0


def beat_is_deadly(game: Game, seat: int) -> bool:
    """R-DEADLY: would ``seat``'s beat of the top be deadly (the 对头's beat of
    头科's or 二科's last gouji hand)?"""
    return game.top_tk and game.decision != Decision.LEAD and seat == opposite(game.top_seat)
