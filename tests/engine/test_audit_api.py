"""Audit of the engine's public face: JSON round trips in every phase and
decision, determinism (no global RNG, no hash-order dependence), what a view
lets a seat know, legal_actions' edge cases, copies."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest
from engine_helpers import game, kinds, play_out, run
from test_audit_stress import FAVOURED, small_deal

from gouji_desktop.engine import Action, Card, Event, Game, GameView, Rules, Tribute, TributeKind

ALL_STEPS = {
    ("return", ""),
    ("declare", ""),
    ("revolt", ""),
    ("head", ""),
    ("play", "lead"),
    ("play", "answer"),
    ("play", "let_return"),
    ("play", "burn_offer"),
    ("over", ""),
}

# seat 1 revolts (no 2, no joker), 4 takes the head, 0 may burn 4's K K (2 2, SJ 5, 3)
WALK_DEAL = [
    "3 2 2 SJ 5",
    "3 5 6 7 9 9",
    "3 6 7 2 10",
    "3 7 9 2 J",
    "3 4S 4S K K A A Q Q Q SJ 8",
    "3 6 8 2 9",
]
WALK_PLAY = ["4: K K", "0: pass", "4: 8", "5: 9", "0: pass", "2: let", "3: pass", "4: pass", "2: pass"]


def walk_actions() -> list[Action]:
    """A game through every phase and decision: 还贡, 宣点, 革命, 要头, a burn
    offer declined, a let and its return, then plain play to the end."""
    g = Game.from_deal(WALK_DEAL, seed=1, tribute=[Tribute(5, 2, TributeKind.LUO, 1)])
    g.apply(Action.return_(2, "6"))
    for seat in range(6):
        g.apply(Action.declare(seat) if seat == 3 else Action.pass_(seat))
    g.apply(Action.revolt(1))
    g.apply(Action.pass_(5))  # 5 got no 2 back: it may revolt too, and declines
    g.apply(Action.head(4))
    run(g, *WALK_PLAY)
    play_out(g)
    return list(g.history)


def test_json_round_trip_in_every_phase_and_decision() -> None:
    g = Game.from_deal(WALK_DEAL, seed=1, tribute=[Tribute(5, 2, TributeKind.LUO, 1)])
    seen = set()
    for action in [*walk_actions(), None]:
        seen.add((g.phase, g.decision if g.phase == "play" else ""))
        again = Game.from_json(g.to_json())
        assert again == g
        assert again.to_json() == g.to_json()
        assert again.legal_actions() == g.legal_actions()
        assert all(again.view(s) == g.view(s) for s in range(6))
        assert again.tribute_owed() == g.tribute_owed()
        if action is not None:
            assert g.apply(action) == again.apply(action)
            assert again == g
    assert seen == ALL_STEPS


# ----- determinism ---------------------------------------------------------------------------------

DIGEST_SCRIPT = """
import hashlib, random
from test_audit_stress import FAVOURED, small_deal
from gouji_desktop.engine import Game, Rules

def text(events):  # frozenset flags sorted: their repr follows the hash seed
    return repr([(e.kind, e.seat, e.cards, e.target, e.value, sorted(e.flags), e.info) for e in events])

h = hashlib.sha256()
for seed in range(6):
    rng = random.Random(seed)
    rules = Rules(bie_san=seed % 2 == 0, no_return_single=seed % 3 == 0)
    g = Game.new(seed, rules) if seed % 3 == 0 else Game.from_deal(small_deal(rng), seed=seed, rules=rules)
    while not g.finished:
        acts = g.legal_actions()
        h.update(repr(acts).encode())
        action = rng.choices(acts, weights=[FAVOURED.get(a.kind, 1) for a in acts])[0]
        h.update(text(g.apply(action)).encode())
    h.update(g.to_json().encode())
    for s in range(6):
        v = g.view(s)
        h.update(repr((v.hand, v.counts, v.places, v.opened, v.exchanges, v.played)).encode())
        h.update(text(v.log).encode())
    h.update(repr(g.tribute_owed()).encode())
print(h.hexdigest(), len(g.history))
"""


def test_determinism_same_games_whatever_the_hash_seed_and_global_rng() -> None:
    """Set/dict iteration order (PYTHONHASHSEED) and the global ``random`` state
    change nothing: legal actions, events, saves, views and tribute are the same."""
    # the child finds test_audit_stress beside this file and gouji_desktop as this process does
    path = os.pathsep.join([str(Path(__file__).parent), *sys.path])
    digests = set()
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": path}
        script = f"import random; random.seed({hash_seed})\n" + DIGEST_SCRIPT
        out = subprocess.run(
            [sys.executable, "-c", script],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
            encoding="utf-8",
            errors="replace",
        )
        digests.add(out.stdout.strip())
    assert len(digests) == 1


def test_copy_is_independent_and_equal() -> None:
    g = game(["K K 7 8", "4 6", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K")
    c = g.copy()
    assert c == g and c.to_json() == g.to_json() and c.legal_actions() == g.legal_actions()
    run(c, "2: burn A A", "5: pass")
    assert g.to_act == 2 and g.decision == "burn_offer" and g.burner == -1
    assert len(g.hand(2)) == 5 and len(c.hand(2)) == 3


def test_copy_covers_every_field_and_shares_no_list() -> None:
    """Game.copy names the fields one by one (searches copy at every node): a
    field added later and left out, or a list shared with the original, fails
    here, in the prelude and in play."""
    from gouji_desktop.engine.state import GameState

    g = Game.new(11)
    checked = 0
    for step in range(400):
        if g.finished:
            break
        if step % 23 == 0:
            c = g.copy()
            for name in GameState.__slots__:
                mine, theirs = getattr(g, name), getattr(c, name)
                assert mine == theirs, name
                if isinstance(mine, list):
                    assert mine is not theirs, name
                    for a, b in zip(mine, theirs, strict=True):
                        assert not isinstance(a, list) or a is not b, name
            assert c.to_json() == g.to_json() and c.legal_actions() == g.legal_actions()
            checked += 1
        g.apply(g.legal_actions()[step % len(g.legal_actions())])
    assert checked >= 10


def test_position_key_reads_every_field_that_decides_the_rest() -> None:
    """fast.position_key leaves out only what cannot change the rest of a game
    in play (suits, history, the prelude's queue); a field added to the state
    and not to the key fails here."""
    from gouji_desktop.engine.fast import play_unchecked, position_key
    from gouji_desktop.engine.state import GameState

    left_out = {"events", "history", "played", "_start", "_sc", "_top_cards", "_prelude", "rules"}
    g = game(["K K 7 8", "4 6", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    assert len(position_key(g)) - 5 == len(GameState.__slots__) - len(left_out)  # _rc: six rows
    a, b = g.copy(), g.copy()
    play_unchecked(a, (10, 2, 0, 0, 0))
    play_unchecked(b, (10, 1, 0, 0, 0))
    assert position_key(a) != position_key(b) != position_key(g)
    run(g, "0: K K")
    assert position_key(g) == position_key(a)


def test_a_game_is_hashable_or_says_it_is_not() -> None:
    """Either equal games hash alike, or Game is declared unhashable (``__hash__ = None``,
    as Match does) rather than raising from inside its own __hash__."""
    g = game(["8", "9", "10", "J", "Q", "K"], leader=0)
    if Game.__hash__ is not None:
        assert hash(g) == hash(g.copy())


# ----- views ------------------------------------------------------------------------------------------


def cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere inside a view: fields, tuples, events."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list):
        for v in value:
            yield from cards_in(v)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from cards_in(getattr(value, f.name))


def check_view(g: Game, seat: int) -> None:
    view: GameView = g.view(seat)
    known: Counter[Card] = Counter(g.hand(seat))
    for _, cards in g.played:
        known.update(cards)
    for e in view.log:  # cards it gave or got before play, void deals included
        if e.kind in ("tribute", "return", "buy3", "ask3") and seat in (e.seat, e.target):
            known.update(e.cards)
    assert all(frm == seat or to == seat for frm, to, _ in view.exchanges)
    for card in set(cards_in(view)):
        assert known[card], f"seat {seat}'s view shows {card}, which it cannot know"
    for e in view.log:
        assert not e.private or e.seat == seat, f"seat {seat} sees {e}"
        if e.kind in ("tribute", "return", "buy3", "ask3") and e.cards:
            assert seat in (e.seat, e.target)


@pytest.mark.parametrize("seed", range(4))
def test_a_view_shows_no_card_and_no_private_decision_of_another_seat(seed: int) -> None:
    """Over rare-path games (burns, lets, revolts, 还贡 …), at every step and for
    every seat: any card in any field or event of the view is the seat's own,
    played, or one it exchanged; private events are its own."""
    rng = random.Random(seed)
    tribute = [
        Tribute(0, 3, TributeKind.DIAN, 2),
        Tribute(4, 1, TributeKind.MEN, 1),
        Tribute(5, 2, TributeKind.SHAO, 1),
    ]
    rules = Rules(bie_san=seed % 2 == 0)
    g = Game.from_deal(small_deal(rng), seed=seed, rules=rules, tribute=tribute)
    for step in range(5000):
        if step < 200 or step % 25 == 0 or g.finished:  # views cost O(log): sample long games
            for seat in range(6):
                check_view(g, seat)
        if g.finished:
            break
        acts = g.legal_actions()
        g.apply(rng.choices(acts, weights=[FAVOURED.get(a.kind, 1) for a in acts])[0])


def test_R_REVOLT_an_offer_to_another_seat_does_not_show_in_a_view() -> None:
    """Two deals that differ only in seat 3's hidden cards (a 2 or not): seat 0's
    view at the start of the 革命 phase must be the same (seat 5 is offered in both)."""
    base = ["3 2 8", "3 2 9", "3 2 10", "3 2 J", "3 2 Q", "3 4 K"]
    with_two, without = Game.from_deal(base, seed=1), Game.from_deal([*base[:3], "3 4 J", *base[4:]], seed=1)
    for g in (with_two, without):
        for seat in range(6):
            g.apply(Action.pass_(seat))  # no 宣点
        assert g.phase == "revolt"
    assert without.view(0) == with_two.view(0)


def test_R_BURN_a_view_during_another_seats_burn_offer_names_that_seat() -> None:
    """Documents the exception ENGINE_API.md makes: burn offers go only to seats that
    can burn, so another seat's view shows the offer while it is pending (a
    declined offer is then invisible, but was seen being made)."""
    g = game(["K K 7 8", "4 6", "A A SJ 5 6", "4 9 9", "4 6", "4 7"], leader=0)
    run(g, "0: K K")
    assert (g.view(0).to_act, g.view(0).decision) == (2, "burn_offer")
    run(g, "2: pass")
    assert not any(e.kind == "decline" for e in g.view(0).log)


# ----- legal_actions' edge cases -------------------------------------------------------------------------


def test_R_ANSWER_nothing_beats_exactly_pass_also_on_a_let_return() -> None:
    g = game(["9 4 4", "4 6", "4 6", "5 5", "4 7", "4 6"], leader=0)
    run(g, "0: 9", "1: pass", "2: pass")
    assert sorted(a.kind for a in g.legal_actions()) == ["let", "pass"]  # a let needs no beat
    run(g, "3: let", "4: pass", "5: pass")
    assert (g.to_act, g.decision) == (3, "let_return")
    assert g.legal_actions() == [Action.pass_(3)]


def test_R_GOUJIANSWER_nothing_beats_exactly_pass() -> None:
    g = game(["BJ 7", "A A", "2 2", "SJ 5", "SJ SJ", "4 6"], leader=0)
    run(g, "0: BJ")  # unbeatable: no burn can start with a beat, the 对头 may only pass
    assert (g.to_act, g.legal_actions()) == (3, [Action.pass_(3)])
    assert kinds(g) == {"pass"}


def test_every_decision_of_a_rare_path_game_has_distinct_actions_of_the_seat_to_act() -> None:
    rng = random.Random(99)
    for i in range(20):
        g = Game.from_deal(small_deal(rng), seed=i, rules=Rules(bie_san=i % 2 == 0))
        while not g.finished:
            acts = g.legal_actions()
            assert acts and len(set(acts)) == len(acts)
            assert all(a.seat == g.to_act for a in acts)
            if g.phase == "play" and g.decision in ("answer", "let_return", "burn_offer"):
                assert Action.pass_(g.to_act) in acts  # type: ignore[arg-type]
            g.apply(rng.choices(acts, weights=[FAVOURED.get(a.kind, 1) for a in acts])[0])
        assert g.legal_actions() == [] and isinstance(g.events[-1], Event)
