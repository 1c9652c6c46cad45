"""Endings where every card is known (ai/endgame/exact.py), searched exactly:
two seats left (R-END), or one other seat that is not 闷 (R-MEN: a 闷 seat
holds only 3s).  R-OUT, R-SCORE, R-WIN.

The positions come from normal self-play (tests/fixtures/ai/exact_end_selfplay.json,
the game seed and its actions up to the decision), where the heuristic lost
points that a player who counts every hand keeps.  The lines in the reasons
are the solver's principal lines, read through by hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.choice import Choice, to_choice
from gouji_desktop.ai.endgame.exact import EndSolver, OutOfNodes, exact_end_pick, exact_game, moves, step
from gouji_desktop.ai.search.rollout import team_result
from gouji_desktop.engine import Action, ActionKind, Game, format_cards
from gouji_desktop.engine.fast import hand_counts, play_unchecked
from gouji_lab.positions import agent, move_action

GAMES = json.loads(
    (Path(__file__).resolve().parents[1] / "fixtures" / "ai" / "exact_end_selfplay.json").read_text(
        encoding="utf-8"
    )
)


def replayed(record: Any, actions: int | None = None) -> Game:
    """A fixture's game (``game_seed``) after its first ``actions`` actions (all by default)."""
    game = Game.new(record["game_seed"])
    for a in record["actions"][:actions]:
        game.apply(Action.from_json(a))
    return game


# (fixture key, levels that must find it within their caps, accepted moves, why); normal's
# cap (600 positions) is too small for the hard-only ones (1,678 and 7,989 for the first two)
CASES = [
    (
        "0/198",
        ("normal", "hard"),
        {"pass"},
        "R-WIN-R-OUT: seat 2 (3 3 7 7 2) against seat 3 (six 3s, 8, 9 9 9 9), on the 3 3 3 that took "
        "seat 1 out.  7 7 2 lets 9 9 9 take the round, and seat 3's 9 and 8 then win against 3 3: he "
        "goes out first.  Passing keeps the 2 for his single: 9 9 9, 9, then 2, 7 7 and 3 3 go out first.",
    ),
    (
        "60/164",
        ("normal", "hard"),
        {"pass"},
        "R-BEAT-R-OUT: seat 5 (four 3s, 9, 10, 2 2) against seat 4 (3, 6 6, 7 7, 10, A A).  10 2 2 spends "
        "both 2s on one hand: the lone 9 is then beaten by an A and seat 4's pairs run out.  Passing keeps "
        "the 2s for two hands: 10 2 takes 7 7, 9 2 follows and the 3s go out first.",
    ),
    (
        "29/178",
        ("hard",),
        {"pass"},
        "R-BEAT-R-OUT: seat 5 (3 3 3, 9 9, 2 2, SJ) against seat 0 (3, 9, J, K, 2, SJ, BJ) on the 3 3 that "
        "took seat 2 out.  Every beat spends a pair or wild cards that seat 0's K 2 and singles need "
        "answering; passing keeps 2 2 and SJ for them, and 9 9 then the 3s go out first.",
    ),
    (
        "27/170",
        ("hard",),
        {"K 2 2", "K K 2", "Q 2 2", "2 2 2"},
        "R-WIN-R-BEAT: seat 3 (eighteen cards, four 2s) against seat 4 (3 3 3 3 Q Q BJ) on the 3 3 3 "
        "that took seat 1 out.  Pass, or beat with a triple Q Q BJ beats, and seat 4 leads Q Q BJ and "
        "his 3s: out first.  A triple above Q Q BJ (K 2 2, K K 2, Q 2 2, 2 2 2) keeps the lead, and "
        "seat 3's groups then outlast him.",
    ),
    # three seats, one 闷 (R-MEN: he holds only 3s), so every card is known
    (
        "69/202",
        ("normal", "hard"),
        {"pass"},
        "R-MEN-R-BIE3: seat 3 (3 5 BJ) on seat 4's 2; seat 4 keeps 3 3 2, seat 2 is 闷 with 3 3.  BJ "
        "over this 2 leads the 5 into the other 2, and seat 4's 3 3 go out first.  Passing lets him lead "
        "that 2 into the BJ: the 5, then the 3, go out before him.",
    ),
    (
        "296/166",
        ("normal", "hard"),
        {"pass"},
        "R-MEN-R-BEAT: seat 1 (3 A 2) on seat 4's 10; seat 4 keeps 3 3 A 2 2, seat 0 is 闷 with four 3s.  "
        "The A over the 10 parts A from 2: seat 4's 2 takes it, and seat 1's lone 2 and 3 come after "
        "the 闷 seat.  Passing keeps A 2 as one hand: seat 4 goes out, then A 2 and the 3 go out before "
        "seat 0's 3s.",
    ),
    (
        "198/206",
        ("normal", "hard"),
        {"pass"},
        "R-MEN-R-WIN: seat 0 (3 3 9 K BJ) against seat 1 (five 3s and SJ) on the 3 3 that took seat 4 "
        "out; seat 5 is 闷 with 3 3.  9 BJ spends the BJ: seat 1's SJ then takes the K and his 3s go out "
        "first.  Passing keeps the BJ for the SJ: K, BJ over SJ, 9, then 3 3 go out before him.",
    ),
    (
        "233/196",
        ("normal", "hard"),
        {"pass"},
        "R-MEN: seat 2 (four 3s, 8, 2) on seat 5's 6 6; seat 5 keeps 3 3 8 J SJ, seat 1 is 闷 with one 3.  "
        "8 2 cannot hold (J SJ beats it), and seat 2 is left with only 3s: 闷 and 大落.  Passing lets "
        "seat 5 go out, and 8 2, then the 3s, go out before the 闷 seat 1.",
    ),
    (
        "280/189",
        ("hard",),
        {"7"},
        "R-MEN-R-BEAT: seat 4 (3 7 2 2) leads against seat 1 (fourteen cards: 7 7 7 7 7, A, 2 2 …) and "
        "seat 3, 闷 with 3 3 3.  7 2 2 is beaten by A 2 2 and seat 1 runs his hand out.  The 7 alone "
        "draws the A, the 2s then take two rounds, and the 3 goes out second of the three.",
    ),
    (
        "259/197",
        ("hard",),
        {"pass"},
        "R-MEN-R-WIN: seat 5 (3, 7 7 7, 8 8 8, Q, 2 2) on the 3 3 3 that took seat 3 out; seat 4 holds 3 "
        "3 K, teammate seat 1 is 闷 with 3 3.  A beat runs seat 5 out with his 3 last, which seat 4's K "
        "takes: his 3 3 go out before the teammate.  Passing lets seat 4 lead the K first (接风), the 2 "
        "takes it, and the last 3 hands 接风 to the teammate, who goes out before seat 4.",
    ),
]


def position(key: str) -> Game:
    return replayed(GAMES[key])


RUNS = [(case, level) for case in CASES for level in case[1]]


@pytest.mark.parametrize(("case", "level"), RUNS, ids=[f"{c[0]}-{lv}" for c, lv in RUNS])
def test_R_END_R_MEN_an_ending_with_every_card_known_is_played_exactly(
    case: tuple[str, tuple[str, ...], set[str], str], level: str
) -> None:
    key, _levels, accept, why = case
    game = position(key)
    seat = game.to_act
    assert seat is not None
    exact = exact_game(game.view(seat))
    assert exact is not None  # and it deals every hidden card where it is:
    assert [hand_counts(exact, s) for s in range(6)] == [hand_counts(game, s) for s in range(6)]
    legal = game.legal_actions()
    accept_actions = {move_action(seat, text) for text in accept}
    assert accept_actions <= set(legal)
    choice = agent(level, seed=1).decide(game.view(seat), legal)
    assert choice in accept_actions, f"{level} chose {choice}; a strong player: {sorted(accept)} ({why})"


def test_the_solver_agrees_with_a_plain_search_of_the_checked_engine() -> None:
    """Alpha-beta with the transposition table keyed by fast.position_key and
    unchecked steps gives the value a plain minimax over Game.apply gives, at
    every small two-seat decision of a few self-play games."""
    checked = 0
    for seed in range(3, 13):
        if checked >= 8:
            break
        agents = [make_agent("normal", seed=seed * 10 + s) for s in range(6)]
        game = Game.new(seed)
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            exact = exact_game(view)
            if exact is not None and len(legal) > 1 and sum(view.counts) <= 12:
                solver = EndSolver(seat, 100_000)
                for action in legal:
                    after = game.copy()
                    after.apply(action)
                    choice = to_choice(action, game.rules.bie_san)
                    assert solver.value(step(exact, choice)) == plain_value(after, seat)
                checked += 1
            game.apply(agents[seat].decide(view, legal))
    assert checked >= 5  # the games reach enough such endings


def plain_value(game: Game, seat: int) -> float:
    """Minimax over the checked engine: every legal action, no table, no cuts."""
    if game.finished:
        return team_result(game, seat)
    values = []
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        values.append(plain_value(after, seat))
    mine = game.to_act is not None and game.to_act % 2 == seat % 2
    return max(values) if mine else min(values)


def test_a_race_too_big_for_the_cap_is_left_to_the_heuristic() -> None:
    game = position("27/170")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    first: Choice = (ActionKind.PASS, None)
    assert exact_end_pick(view, first, 100) is None  # 7,989 positions needed
    assert exact_end_pick(view, first, 0) is None
    with pytest.raises(OutOfNodes):
        EndSolver(seat, 100).best(exact_game(view), first)  # type: ignore[arg-type]
    got = exact_end_pick(view, first, 50_000)
    assert got is not None and got != first


def test_the_heuristic_s_choice_stays_when_it_is_as_good() -> None:
    """Equal values keep the heuristic's move (it plays better against fallible seats)."""
    game = position("29/178")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    exact = exact_game(view)
    assert exact is not None
    solver = EndSolver(seat, 100_000)
    values = {c: solver.value(step(exact, c)) for c in moves(exact)}
    best = max(values.values())
    for choice, value in values.items():
        got = exact_end_pick(view, choice, 100_000)
        assert got == choice if value == best else values[got] == best  # type: ignore[index]


def test_only_endings_with_every_card_known() -> None:
    """Three seats left and none 闷, or not this seat's turn: no exact game."""
    record = GAMES["0/198"]
    game = replayed(record, len(record["actions"]) - 8)
    seat = game.to_act
    assert seat is not None and sum(game.is_active(s) for s in range(6)) > 2
    assert exact_game(game.view(seat)) is None
    full = position("0/198")
    other = next(s for s in range(6) if full.is_active(s) and s != full.to_act)
    assert exact_game(full.view(other)) is None


def test_the_solve_is_deterministic_and_counts_nodes() -> None:
    game = position("60/164")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    first = to_choice(Action.pass_(seat), game.rules.bie_san)
    runs = []
    for _ in range(2):
        solver = EndSolver(seat, 100_000)
        exact = exact_game(view)
        assert exact is not None
        runs.append((solver.best(exact, first), solver.nodes))
    assert runs[0] == runs[1] and 0 < runs[0][1] <= 600
    exact = exact_game(view)
    assert exact is not None
    before = format_cards(exact.hand(seat))
    play_unchecked(exact.copy(), (7, 1, 2, 0, 0))
    assert format_cards(exact.hand(seat)) == before  # steps work on copies


def test_R_MEN_every_other_seat_闷_is_an_exact_ending_too() -> None:
    """Two seats left and the other one 闷 (seat 2 after seat 3's 9 9 9 in game 0): his
    cards are 3s, every one of them known."""
    game = position("0/201")
    seat = game.to_act
    assert seat == 3 and [victim for victim, _by in game.men] == [2]
    exact = exact_game(game.view(seat))
    assert exact is not None
    assert [hand_counts(exact, s) for s in range(6)] == [hand_counts(game, s) for s in range(6)]
