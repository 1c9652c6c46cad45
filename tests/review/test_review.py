"""The post-game review (复盘): honest (it reads only the player's view), deterministic for a seed,
never marks a forced move or a difference within noise, and judges whole games move by move."""

from __future__ import annotations

from typing import Any

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import Action, ActionKind, Game, Phase, Rules
from gouji_desktop.review import GRADES, Verdict, grade_for, review_decision, review_game

SMALL: dict[str, Any] = {"screen": 4, "confirm": 6}


def played_game(seed: int) -> Game:
    game = Game.new(seed)
    agents = [make_agent("normal", seed=s) for s in range(6)]
    while game.phase != Phase.OVER:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].decide(game.view(seat), game.legal_actions()))
    return game


def test_R_BEAT_a_forced_move_is_never_marked() -> None:
    # seat 1 holds only a single 3 against a lead it cannot beat: passing is all it can do
    game = Game.from_hands(["A A A A K K", "3", "5 5", "6 6", "7 7", "8 8"], leader=0)
    game.apply(Action.play(0, "A A A A"))
    legal = game.legal_actions()
    assert [a.kind for a in legal] == [ActionKind.PASS]
    verdict = review_decision(game.view(1), legal, legal[0], seed=3)
    assert verdict == Verdict("ok", 0.0, legal[0], 0.0)


def test_the_same_seed_gives_the_same_verdict() -> None:
    game = Game.new(11)
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    first = review_decision(game.view(seat), legal, legal[-1], seed=5, **SMALL)
    again = review_decision(game.view(seat), legal, legal[-1], seed=5, **SMALL)
    assert first == again and first.grade in GRADES and first.best in legal


def test_R_HIDDEN_the_verdict_depends_only_on_what_the_player_sees() -> None:
    """Two deals that differ only in how the other seats' cards are split (the same counts, nothing
    played yet): seat 0 sees the same thing in both, so the review says the same thing."""
    mine = "BJ 2 A A K K 9 9 6 5 4 3"
    others = [
        "Q Q J 10 8 7 7 3",
        "J J 10 9 8 6 5 3",
        "K Q 10 8 7 6 5 3",
        "A Q J 9 8 6 4 3",
        "A K 10 7 5 4 4 3",
    ]
    first = Game.from_hands([mine, *others], leader=0)
    second = Game.from_hands([mine, *reversed(others)], leader=0)
    assert first.view(0) == second.view(0)
    legal = first.legal_actions()
    assert legal == second.legal_actions()
    chosen = next(a for a in legal if a.kind == ActionKind.PLAY and len(a.cards) == 1)
    verdicts = [review_decision(g.view(0), legal, chosen, seed=2, **SMALL) for g in (first, second)]
    assert verdicts[0] == verdicts[1]


def test_a_move_that_is_not_legal_is_refused_and_the_history_s_exact_cards_are_understood() -> None:
    game = Game.from_hands(["9 9 5", "3", "4 4", "6 6", "7 7", "8 8"], leader=0)
    legal = game.legal_actions()
    with pytest.raises(ValueError, match="not among the legal actions"):
        review_decision(game.view(0), legal, Action.play(0, "8 8"))
    game.apply(Action.play(0, "9 9"))
    exact = game.history[-1]  # the cards with their suits, as a replay keeps them
    assert exact not in legal
    back = Game.from_hands(["9 9 5", "3", "4 4", "6 6", "7 7", "8 8"], leader=0)
    verdict = review_decision(back.view(0), back.legal_actions(), exact, seed=1, **SMALL)
    assert verdict.best in back.legal_actions()


@pytest.mark.parametrize(
    ("cost", "stderr", "grade"),
    [
        (0.4, 0.01, "ok"),
        (0.6, 0.1, "inaccuracy"),
        (1.5, 0.2, "mistake"),
        (2.5, 0.5, "blunder"),
        (2.5, 1.2, "ok"),
    ],
)
def test_a_mark_needs_a_large_cost_well_outside_its_noise(cost: float, stderr: float, grade: str) -> None:
    assert grade_for(cost, stderr) == grade


def test_R_BIE3_R_MEN_splitting_a_pair_to_hang_the_joker_on_one_card_is_marked() -> None:
    """Seat 0 leads from BJ K K 3 (憋三: the 3 goes last). K BJ wins its round but leaves a lone K and
    the 3: the K can be beaten and the 3 may be stuck (闷, R-MEN). K K, a gouji hand only the 对头
    may answer (R-GOUJI), keeps the BJ as a sure winner before the 3. The review marks the split and
    leaves K K alone."""
    game = Game.from_hands(["BJ K K 3", "A A 4 4 5", "6 6 7 7 3", "A A 8 8 3", "9 9 10 10 3", "J J Q Q 3"], 0)
    legal = game.legal_actions()

    def play(text: str) -> Action:
        return next(a for a in legal if a.kind == ActionKind.PLAY and " ".join(map(str, a.cards)) == text)

    right = review_decision(game.view(0), legal, play("K K"), seed=4, screen=12, confirm=40)
    wrong = review_decision(game.view(0), legal, play("K BJ"), seed=4, screen=12, confirm=40)
    assert right.grade == "ok" and right.best == play("K K")
    assert wrong.grade in ("mistake", "blunder") and wrong.cost >= 1.0 > 0.0 < wrong.stderr
    assert wrong.best == play("K K")


def test_a_whole_game_is_reviewed_move_by_move_and_can_be_stopped() -> None:
    game = played_game(21)
    seat_moves = [i for i, a in enumerate(game.history) if a.seat == 2]
    seen: list[tuple[int, int]] = []

    def record(done: int, total: int) -> bool:
        seen.append((done, total))
        return True

    verdicts = review_game(game, 2, seed=1, screen=2, confirm=2, progress=record)
    assert [i for i, _ in verdicts] == seat_moves
    assert seen[-1] == (len(seat_moves), len(seat_moves))
    assert all(v.grade in GRADES and v.cost >= 0.0 for _, v in verdicts)
    # cancelled after three decisions: what was judged so far comes back
    stopped = review_game(game, 2, seed=1, screen=2, confirm=2, progress=lambda d, t: d < 3)
    assert [i for i, _ in stopped] == seat_moves[:3]
    assert stopped == verdicts[:3]  # the same seed, the same verdicts


def test_R_BIE3_without_bie_san_a_3_with_a_joker_is_reviewed_like_any_hand() -> None:
    """憋三 off: 3 3 BJ is one hand (the 3s need not go last, nor alone); the review reads it under
    the game's own rules, not the default ones."""
    rules = Rules(bie_san=False)
    game = Game.from_hands(
        ["3 3 BJ 9 9", "4 4 5", "6 6 7", "8 8 10", "J J Q", "K K A"], leader=0, rules=rules
    )
    legal = game.legal_actions()
    threes = next(a for a in legal if a.kind == ActionKind.PLAY and " ".join(map(str, a.cards)) == "3 3 BJ")
    verdict = review_decision(game.view(0), legal, threes, seed=1, **SMALL)
    assert verdict.grade in GRADES and verdict.best in legal


# Three of the project's expert positions with known answers (tests/fixtures/ai/positions/):
# the review must mark the wrong move a mistake or a blunder and leave a right one alone
# (docs/review.md measures the rates over all of them).
KNOWN = [
    pytest.param(
        [
            "K K K 9 9 5 5 6 3",
            "10 10 J J Q Q A A 7",
            "8 8 7 7 5 5 4 6 6",
            "Q Q Q 8",
            "6 6 5 5 4 4 8 9 9",
            "J J Q Q 10 10 K 9 9",
        ],
        3,
        ["3: Q Q Q"],
        "K K K",
        "pass",
        id="R-GOUJIANSWER-R-OUT-stop-the-opposite-going-out",
    ),
    pytest.param(
        [
            "BJ K K 9 9 3",
            "4 4 5 6 7 8 10 J Q A 3",
            "4 5 6 7 8 9 10 J K A 3",
            "6 3",
            "4 6 7 8 9 10 J Q K A 3",
            "5 6 7 8 9 J Q K A 2 3",
        ],
        0,
        [],
        "K K",
        "K K BJ",
        id="R-BIE3-R-MEN-R-GOUJIANSWER-lead-the-gouji-K-K-first-keep-BJ-9-9-for-before-the-3",
    ),
]


def step(game: Game, text: str) -> None:
    seat, _, what = text.partition(":")
    what = what.strip()
    game.apply(Action.pass_(int(seat)) if what == "pass" else Action.play(int(seat), what))


def action_named(legal: list[Action], text: str) -> Action:
    if text == "pass":
        return next(a for a in legal if a.kind == ActionKind.PASS)
    wanted = sorted(text.split())
    return next(a for a in legal if a.kind == ActionKind.PLAY and sorted(map(str, a.cards)) == wanted)


@pytest.mark.parametrize(("hands", "leader", "steps", "right", "wrong"), KNOWN)
def test_a_known_wrong_move_is_marked_and_the_right_one_is_not(
    hands: list[str], leader: int, steps: list[str], right: str, wrong: str
) -> None:
    game = Game.from_hands(hands, leader=leader)
    for text in steps:
        step(game, text)
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    good = review_decision(game.view(seat), legal, action_named(legal, right), seed=7)
    bad = review_decision(game.view(seat), legal, action_named(legal, wrong), seed=7)
    assert good.grade == "ok"
    assert bad.grade in ("mistake", "blunder") and bad.cost > 2.5 * bad.stderr
