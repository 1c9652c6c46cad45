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
from .hands import profile as play_profile
from .kinds import ActionKind, Decision, TopMode
from .rng import SeededRng  # the seeded RNG every agent and arena derives its seeds from

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
    "SeededRng",
    "active_seats",
    "beat_is_deadly",
    "beating_plays",
    "burn_candidates",
    "burn_first_plays",
    "burn_leads",
    "card_counts",
    "chain_ok",
    "deadly_beat",
    "deadly_left",
    "effective_ranks",
    "format_play",
    "full_deck",
    "game_from_view",
    "hand_counts",
    "headless_seats",
    "in_scramble",
    "lead_plays",
    "legal_plays",
    "let_unchecked",
    "may_answer",
    "may_let",
    "opened_seats",
    "opposite",
    "other_kinds",
    "pass_unchecked",
    "passed_seats",
    "play_beats",
    "play_cards",
    "play_counts_for_opening",
    "play_has_joker",
    "play_is_gouji",
    "play_of_counts",
    "play_profile",
    "play_size",
    "play_unchecked",
    "position_key",
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
    return game._rc[seat]


def top_play(game: Game) -> Play | None:
    """The hand on top as a play (None at a lead)."""
    return game._top_play


def top_seat(game: Game) -> int:
    """The seat whose hand is on top, or −1 at a lead."""
    return game._top_seat


def top_mode(game: Game) -> TopMode:
    """How the top may be answered (R-ANSWER, R-GOUJIANSWER, R-DEADLY, R-SCRAMBLE)."""
    return game._top_mode


def may_answer(game: Game, seat: int) -> bool:
    """May ``seat`` beat the top when the turn reaches it (whatever it holds)?"""
    return game._may_answer(seat)


def may_let(game: Game, seat: int) -> bool:
    """R-LET: may ``seat`` let the top now?"""
    return game.decision == Decision.ANSWER and game._may_let(seat)


def legal_plays(game: Game) -> list[Play]:
    """The plays open to ``game.to_act`` now: leads, beats, or a burn's first
    hands during a burn offer."""
    return game._legal_plays()


def other_kinds(game: Game) -> list[ActionKind]:
    """The non-play decisions open to ``game.to_act`` (pass, let)."""
    return [ActionKind(k) for k in game._other_kinds()]


def burn_candidates(game: Game, seat: int) -> list[int]:
    """R-BURN: the seats that could burn a gouji hand ``seat`` just played, in
    offer order."""
    return game._burn_candidates(seat)


def position_key(game: Game) -> tuple[object, ...]:
    """A hashable key of what decides the rest of ``game`` in play (hands as
    rank counts, the round, every status the rules read): two games in play
    under the same rules with equal keys have the same legal moves and end with
    the same scores when played alike.  Suits, history and events are left
    out.  For transposition tables.

    >>> from gouji_desktop.engine import Game
    >>> a = Game.from_hands(["8 8 9", "10 J", "Q", "K K", "A", "2"], leader=0)
    >>> b = a.copy()
    >>> play_unchecked(a, (5, 1, 0, 0, 0)); position_key(a) == position_key(b)
    False
    >>> play_unchecked(b, (5, 1, 0, 0, 0)); position_key(a) == position_key(b)
    True
    """
    return game._position_key()


# ----- the per-seat statuses a policy reads (live lists: read, never write) -----------


def card_counts(game: Game) -> list[int]:
    """How many cards each seat holds."""
    return [sum(row) for row in game._rc]


def active_seats(game: Game) -> Sequence[bool]:
    """Seats still playing this game (not out; rebels are not active)."""
    return game._active


def passed_seats(game: Game) -> Sequence[bool]:
    """Seats that passed in this round (R-ANSWER)."""
    return game._passed


def in_scramble(game: Game) -> bool:
    """R-SCRAMBLE is in force (it begins at the first lead with four or fewer active)."""
    return game._scramble


def headless_seats(game: Game) -> list[bool]:
    """R-HEADLESS per seat, as ``Game.is_headless``."""
    return [game.is_headless(s) for s in range(6)]


def opened_seats(game: Game) -> list[bool]:
    """R-OPEN per seat, rebel-adjusted (R-REVOLT), as ``Game.opened``."""
    return game._opened_flags()


def deadly_left(game: Game, seat: int) -> int:
    """R-HEAD: how many of ``seat``'s next gouji hands are still deadly after 要头."""
    return game._head_left[seat]


def deadly_beat(game: Game) -> bool:
    """R-DEADLY: the top is 头科's or 二科's last gouji hand, so its 对头's beat
    of it is deadly (as ``GameView.deadly_beat``)."""
    return game._top_tk


def beat_is_deadly(game: Game, seat: int) -> bool:
    """R-DEADLY: would ``seat``'s beat of the top be deadly (the 对头's beat of
    头科's or 二科's last gouji hand)?"""
    return game._top_tk and game.decision != Decision.LEAD and seat == opposite(game._top_seat)
