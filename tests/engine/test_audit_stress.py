"""The "rare paths" stress property: random agents that favour burns, lets,
revolts and declarations (×5), over many seeded games and every Rules variant,
checked after every action by the independent referee of test_audit_referee
(the play phase, 买三 and the 革命 offers, the end and the tribute owed) and by
plain invariants: 216 cards (or the dealt ones) conserved, rebels keeping
theirs; the seat to act active; a burner active and still holding a chain;
legal actions non-empty and distinct; places a permutation, scores summing to
0, tribute entries well-formed and in R-TRIBORDER."""

from __future__ import annotations

import random
from collections import Counter

from test_audit_referee import (
    ALL_RULES,
    KIND_ORDER,
    TWO,
    Referee,
    chain,
    counts_of,
    predict_buy3,
)

from gouji_desktop.engine import Card, Event, Game
from gouji_desktop.engine.cards import full_deck

FAVOURED = {"burn": 5, "let": 5, "revolt": 5, "declare": 5}
DECK = Counter(full_deck())


def small_deal(rng: random.Random) -> list[list[Card]]:
    """Short hands rich in wild cards, so that burns, lets and 闷 come often."""
    deck = full_deck()
    rng.shuffle(deck)
    wild = [c for c in deck if c.rank >= TWO]
    plain = [c for c in deck if c.rank < TWO]
    tame = rng.randrange(6)  # this seat gets no 2 and no joker: it may revolt (R-REVOLT)
    return [
        [(wild if s != tame and rng.random() < 0.4 else plain).pop() for _ in range(rng.randint(2, 9))]
        for s in range(6)
    ]


def every_card(game: Game) -> Counter[Card]:
    cards: Counter[Card] = Counter()
    for s in range(6):
        cards.update(game.hand(s))  # rebels keep their cards
    for _, played in game.played:
        cards.update(played)
    return cards


def drive(game: Game, rng: random.Random, dealt: Counter[Card]) -> Counter[str]:
    """Play ``game`` to the end with favouring random agents, checking every step."""
    seen: Counter[str] = Counter()
    referee: Referee | None = None
    for _ in range(3000):
        if game.phase == "play" and referee is None:
            referee = Referee(game)
            referee.agree(game)
        expected = DECK if game._prelude.attempt else dealt  # a void deal deals 216 cards
        held = sum(game.card_count(s) for s in range(6))
        assert held + sum(len(cards) for _, cards in game.played) == expected.total()
        if game.finished or game.decision == "lead":
            assert every_card(game) == expected
        if game.finished:
            assert sorted(game.places) == list(range(6))
            scores = game.scores
            assert scores is not None and sum(scores) == 0
            for t in game.tribute_owed():
                assert t.giver != t.receiver and t.count > 0
            kinds = [KIND_ORDER.index(t.kind) for t in game.tribute_owed()]
            assert kinds == sorted(kinds)
            seen["rebel"] += any(game.view(0).rebel)
            return seen
        seat = game.to_act
        assert seat is not None
        if game.phase == "play":
            assert game.is_active(seat)
            if game.burner >= 0:
                assert game.is_active(game.burner)
                assert chain(counts_of(game.hand(game.burner)), game.rules)
        acts = game.legal_actions()
        action = rng.choices(acts, weights=[FAVOURED.get(a.kind, 1) for a in acts])[0]
        before_buy3 = game.phase == "declare" and seat == 5
        hands = [game.hand(s) for s in range(6)]
        if game.phase == "play" and game.decision != "lead":
            seen[game.decision] += 1
        events = game.apply(action)
        seen.update(e.kind for e in events)
        seen.update(f"{e.kind}:{flag}" for e in events for flag in e.flags if flag == "deadly")
        if before_buy3:
            check_buy3(game, hands, events)
        if referee is not None:
            referee.observe(game, action, events)
    raise AssertionError("the game did not end")


def check_buy3(game: Game, hands: list[list[Card]], events: list[Event]) -> None:
    """After the last 宣点: 买三 and the 革命 offers as R-BUY3 and R-REVOLT say."""
    moves, offered = predict_buy3(hands, game.rules)
    got = [(e.kind, e.seat, e.target) for e in events if e.kind in ("buy3", "ask3", "revolt")]
    if offered is None:
        assert got == moves and any(e.kind == "void_deal" for e in events)
        return
    assert got == moves, (got, moves)
    assert not any(e.kind == "void_deal" for e in events)
    if offered:
        assert (game.phase, game.to_act) == ("revolt", offered[0])
    else:
        assert game.phase in ("head", "play")


def rare_path_game(i: int) -> tuple[Game, random.Random, Counter[Card]]:
    """Game ``i`` of the stress: every Rules variant, with from_hands deals,
    from_deal deals (through the pre-play phases) and a few full Game.new deals."""
    rng = random.Random(i)
    rules = ALL_RULES[(i // 3) % len(ALL_RULES)]
    if i % 30 == 29:
        return Game.new(i, rules), rng, DECK
    hands = small_deal(rng)
    dealt = Counter(c for h in hands for c in h)
    if i % 3:
        return Game.from_deal(hands, seed=i, rules=rules), rng, dealt
    return Game.from_hands(hands, leader=i % 6, rules=rules), rng, dealt


def test_rare_paths_the_referee_agrees_over_seeded_games_and_all_variants() -> None:
    seen: Counter[str] = Counter()
    for i in range(480):
        game, rng, dealt = rare_path_game(i)
        try:
            seen += drive(game, rng, dealt)
        except AssertionError as e:
            raise AssertionError(f"game {i} ({game.rules}), after {len(game.history)} actions: {e}") from e
    rare = ["burn", "burn_success", "burn_broken", "let", "men", "takes_lead", "revolt", "head", "nohead"]
    rare += ["void_deal", "buy3", "rebel", "let_return", "burn_offer", "play:deadly"]
    assert all(seen[kind] for kind in rare), dict(seen)
