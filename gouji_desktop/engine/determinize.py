"""Determinization for the AI: a full :class:`Game` built from what one seat
sees (a :class:`GameView`) plus guessed hands for the other seats, and a fast,
unchecked way to step such a game in rollouts.

The AI samples the cards it cannot see (:func:`unseen_cards`), deals them to the
other seats, and plays the resulting games to the end to compare its options
(Perfect-Information Monte Carlo).  Only the play phase can be rebuilt.

>>> from gouji_desktop.engine import Game, parse_cards
>>> g = Game.from_hands(["8 8 9", "10 J", "Q", "K K", "A", "2"], leader=0)
>>> v = g.view(0)
>>> guess = {1: parse_cards("4 5"), 2: parse_cards("6"), 3: parse_cards("7 7"), 4: parse_cards("9"),
...          5: parse_cards("10")}
>>> d = game_from_view(v, guess)
>>> d.legal_actions() == g.legal_actions(), d.hand(3)
(True, [Card('7S'), Card('7H')])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .cards import BY_INDEX, NUM_CARD_KINDS, THREE, Card, full_deck, with_suits
from .game import Game
from .hands import Play, chain_ok, play_of_counts
from .kinds import Decision, TopMode
from .state import BURN_OFFER, PHASE_PLAY
from .view import GameView

__all__ = ["game_from_view", "let_unchecked", "pass_unchecked", "play_unchecked", "unseen_cards"]


def unseen_cards(view: GameView) -> list[Card]:
    """The concrete cards ``view.seat`` cannot see (other hands, rebels' cards
    included), low to high: the deck minus its own hand and everything played."""
    left = list(_DECK_KINDS)
    for card in view.hand:
        left[card.index] -= 1
    for _seat, cards in view.played:
        for card in cards:
            left[card.index] -= 1
    if min(left) < 0:
        raise ValueError("the view shows more copies of a card than the deck holds")
    out: list[Card] = []
    for i in range(NUM_CARD_KINDS):
        if left[i]:
            out.extend([BY_INDEX[i]] * left[i])
    return out


def _deck_kinds() -> tuple[int, ...]:
    left = [0] * NUM_CARD_KINDS
    for card in full_deck():
        left[card.index] += 1
    return tuple(left)


#: copies of each card kind in the four decks (R-DECK)
_DECK_KINDS = _deck_kinds()


def game_from_view(view: GameView, hidden: Mapping[int, Iterable[Card]], keep_log: bool = False) -> Game:
    """A game in the play phase that looks exactly like ``view`` to
    ``view.seat``, with ``hidden[s]`` as the cards of every other seat ``s``.

    ``hidden`` must give each other seat as many cards as ``view.counts`` says
    (bare ranks get suits S, H, C, D in turn).  Statuses that depend on hidden
    cards (the burn-offer queue after this seat, 闷 on the top hand, the
    deadly follow-up of 头科's last hand) are derived from the guessed hands;
    a burner whose guessed cards cannot go on as a burn chain plays on as if
    the burn were broken (R-BURN).
    The game has no history; ``keep_log`` copies the view's log as its events.
    """
    v = view
    me = v.seat
    if v.phase != PHASE_PLAY:
        raise ValueError(f"only the play phase can be rebuilt, not {v.phase!r}")
    counts: Sequence[int] = v.counts
    game = Game()
    game._init_empty(v.rules)
    for seat in range(6):
        if seat == me:
            cards = list(v.hand)
        else:
            cards = with_suits(list(hidden.get(seat, ())))
            if len(cards) != counts[seat]:
                raise ValueError(f"seat {seat} holds {counts[seat]} cards, the guess gives {len(cards)}")
        sc, rc = game._sc[seat], game._rc[seat]
        for card in cards:  # GameState._give, inlined
            sc[card.index] += 1
            rc[card.rank] += 1
    game._start = {"determinized": True}
    game.events = list(v.log) if keep_log else []
    game._active = list(v.active)
    game.rebel = list(v.rebel)
    game._out_order = list(v.out_order)
    game._end_order = []
    game._last_out = game._out_order[-1] if game._out_order else -1
    game._scramble = bool(v.scramble)
    game.declared = list(v.declared)
    game._has_opened = list(v.opened)
    game._head_left = list(v.head_left)
    game.men = list(v.men)
    game._men_done = [any(m[0] == s for m in game.men) for s in range(6)]
    game.burns = list(v.burns)
    game.phase = PHASE_PLAY
    game.decision = Decision(v.decision)
    game.to_act = v.to_act
    game.played = list(v.played)
    game.burner = -1 if v.burner is None else v.burner
    game._burn_victim = -1 if v.burn_victim is None else v.burn_victim
    if (
        game.burner >= 0
        and game._count(game.burner)
        and not chain_ok(game._rc[game.burner], game.rules.bie_san)
    ):
        game.burner = -1  # the guessed cards cannot go on burning: as if the burn were broken
    game._clear_round()
    game._passed = list(v.passed)
    game._let_seat = -1 if v.let_seat is None else v.let_seat
    top_seat = v.top_seat
    if top_seat is not None and v.top_cards:
        _set_top(game, top_seat, tuple(v.top_cards), v.top_mode, v.deadly_beat)
    game._offers = []
    if game.decision == BURN_OFFER and game.to_act is not None:
        order = game._burn_candidates(game._top_seat)
        if game.to_act in order:
            game._offers = order[order.index(game.to_act) + 1 :]
    return game


def _set_top(game: Game, seat: int, cards: tuple[Card, ...], mode: TopMode, deadly_beat: bool) -> None:
    rank_counts = [0] * 15
    for card in cards:
        rank_counts[card.rank] += 1
    play = play_of_counts(rank_counts, game.rules.bie_san)
    game._top_seat = seat
    game._top_play = play
    game._top_cards = cards
    game._top_mode = mode
    left = game._count(seat)
    # R-MEN: the top hand left only 3s behind (its player has not played since)
    game._top_men = (
        game.rules.bie_san
        and game._active[seat]
        and 0 < left == game._rc[seat][THREE]
        and not game._men_done[seat]
    )
    # R-DEADLY: 头科 or 二科 went out with this gouji hand
    game._top_tk = deadly_beat


# ----- fast, unchecked steps for rollouts ------------------------------------------------


def play_unchecked(game: Game, play: Play, burn: bool = False) -> None:
    """``game.to_act`` plays (or, with ``burn``, burns with) ``play``, which the
    caller knows to be legal; no history, no events, no checks."""
    seat = game.to_act
    assert seat is not None
    sc, rc = game._sc[seat], game._rc[seat]
    r, k, t, s, b = play
    cards: list[Card] = []
    if r >= 0 and k > 0:
        rc[r] -= k
        _take_suits(sc, r * 4, k, cards)
    if t > 0:
        rc[12] -= t
        _take_suits(sc, 48, t, cards)
    if s:
        rc[13] -= s
        sc[52] -= s
        cards.extend([BY_INDEX[52]] * s)
    if b:
        rc[14] -= b
        sc[53] -= b
        cards.extend([BY_INDEX[53]] * b)
    game._legal = None
    game._legal_play_set = None
    game._do_play(seat, play, tuple(cards), burn, None)


def _take_suits(sc: list[int], i: int, need: int, cards: list[Card]) -> None:
    """Take ``need`` cards of one rank from the suit counts ``sc``, lowest suit
    first from index ``i``, adding them to ``cards``."""
    while need:
        have = sc[i]
        if have:
            take = have if have < need else need
            sc[i] = have - take
            need -= take
            cards += [BY_INDEX[i]] * take
        i += 1


def pass_unchecked(game: Game) -> None:
    """``game.to_act`` passes (or declines a burn offer); unchecked."""
    game._legal = None
    game._legal_play_set = None
    seat = game.to_act
    assert seat is not None
    game._do_pass(seat, None)


def let_unchecked(game: Game) -> None:
    """``game.to_act`` lets (让牌); unchecked."""
    game._legal = None
    game._legal_play_set = None
    seat = game.to_act
    assert seat is not None
    game._do_let(seat, None)
