"""Judging one decision, and every decision of one seat in a finished game (see the package)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gouji_desktop.ai.belief.clues import read_clues
from gouji_desktop.ai.belief.sampler import ALL, sample_hidden
from gouji_desktop.ai.choice import Choice, Option, pick_legal
from gouji_desktop.ai.endgame.exact import EndSolver, OutOfNodes, exact_game, moves
from gouji_desktop.ai.heuristic.style import MODEL_STYLE
from gouji_desktop.ai.pipeline import normal_decision
from gouji_desktop.ai.search.candidates import structural_choices
from gouji_desktop.ai.search.deadline import Deadline, Never
from gouji_desktop.ai.search.rollout import (
    TRIBUTE_CARD,
    apply_choice,
    planner_rollout,
    played_ranks,
    team_result,
)
from gouji_desktop.engine import Action, Game, GameView, Phase
from gouji_desktop.engine.fast import NUM_RANKS, game_from_view, play_of_counts, rank_counts

#: The grades, mildest first: "ok" is no mark.
GRADES = ("ok", "inaccuracy", "mistake", "blunder")
#: Expected team points lost from which a decision is marked 疑问 (inaccuracy), 失误 (mistake)
#: and 大错 (blunder). A game's team score runs from −8 to +8 (16 with 串三户): half a point is
#: a place given away one time in four.
INACCURACY = 0.5
MISTAKE = 1.0
BLUNDER = 2.0
#: A mark needs its cost to exceed this many standard errors of the paired difference.
SIGNIFICANCE = 2.5
#: Options the screen plays out besides pass, let and every way out (the hard level compares 12).
OPTIONS = 16
#: Guesses of the hidden cards for the screen (all options) and for the confirmation (two).
SCREEN = 16
CONFIRM = 48
#: Positions the exact search of an ending where every card is known may visit (the hard level
#: allows 10,000 within its second; a review can wait longer).
EXACT_NODES = 200_000


@dataclass(frozen=True)
class Verdict:
    """What the review says of one decision.

    ``grade``: one of :data:`GRADES`; ``cost``: expected team points the choice loses against
    ``best`` (≥ 0; 0 when no option did better); ``best``: the option the review prefers (an action
    from the legal actions; the choice itself when nothing did better); ``stderr``: the standard
    error of ``cost``; ``guesses``: how many guesses of the hidden cards confirmed it."""

    grade: str
    cost: float
    best: Action
    stderr: float
    guesses: int = 0

    @property
    def marked(self) -> bool:
        return self.grade != "ok"


def grade_for(cost: float, stderr: float) -> str:
    """The grade of a measured cost: "ok" unless it is large enough and clearly above its noise.

    >>> grade_for(3.0, 0.5), grade_for(1.2, 0.3), grade_for(0.6, 0.2), grade_for(3.0, 2.0)
    ('blunder', 'mistake', 'inaccuracy', 'ok')
    """
    if cost < INACCURACY or cost <= SIGNIFICANCE * stderr:
        return "ok"
    if cost >= BLUNDER:
        return "blunder"
    return "mistake" if cost >= MISTAKE else "inaccuracy"


def _seed(seed: int, view: GameView) -> int:
    """The guesses depend on the seed and on what the seat sees, nothing else."""
    return (seed * 1_000_003 + view.seat * 7919 + len(view.played) * 104_729 + len(view.log)) & (
        (1 << 62) - 1
    )


def choice_of(action: Action, bie_san: bool) -> Choice:
    """The options' form of an action, read under the game's own 憋三 option (R-BIE3: without it a 3
    may go with 2s and jokers)."""
    if not action.cards:
        return action.kind, None
    return action.kind, play_of_counts(rank_counts(action.cards), bie_san)


def same_move(a: Action, b: Action) -> bool:
    """The same move, whichever cards of a rank it names (suits never matter, R-RANK)."""
    return a.kind == b.kind and sorted(c.rank for c in a.cards) == sorted(c.rank for c in b.cards)


def as_legal(action: Action, legal_actions: Sequence[Action], bie_san: bool) -> Action | None:
    """The legal action ``action`` is: the same one, or the same kind with the same cards by rank (a
    game's history names the exact cards played, the legal actions bare ranks)."""
    if action in legal_actions:
        return action
    wanted = choice_of(action, bie_san)
    return next((a for a in legal_actions if a.seat == action.seat and choice_of(a, bie_san) == wanted), None)


class _Playouts:
    """Options played out to the end of the game on guesses of the hidden cards."""

    def __init__(self, view: GameView, seed: int, deadline: Deadline, tribute_card: float) -> None:
        self.view = view
        self.rng = random.Random(_seed(seed, view))
        self.clues = read_clues(view)
        self.played0 = played_ranks(view)
        self.deadline = deadline
        self.tribute_card = tribute_card

    def values(self, options: Sequence[Choice]) -> list[float] | None:
        """One guess: each option's team score on it, or None once the time is up."""
        world = game_from_view(self.view, sample_hidden(self.view, self.rng, ALL, self.clues))
        out = []
        for kind, play in options:
            game = world.copy()
            played = list(self.played0)
            apply_choice(game, kind, play, played)
            if planner_rollout(game, played, self.deadline, MODEL_STYLE) < 0:
                return None
            out.append(team_result(game, self.view.seat, self.tribute_card))
        return out


def _mean_se(d: Sequence[float]) -> tuple[float, float]:
    n = len(d)
    if n == 0:
        return 0.0, math.inf
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else math.inf
    return mean, math.sqrt(var / n)


def _options(view: GameView, legal: Sequence[Action], chosen: Choice, opts: Sequence[Option]) -> list[Choice]:
    """The chosen option first, then every structurally different other one of the normal
    level's scored options ``opts``."""
    hand = [0] * NUM_RANKS
    for card in view.hand:
        hand[card.rank] += 1
    others = structural_choices(opts, hand, view.seat, legal, OPTIONS)
    return [chosen, *(c for c in others if c != chosen)]


def _exact(
    view: GameView, choice: Choice, tribute_card: float, deadline: Deadline
) -> tuple[Choice, float] | None:
    """In an ending where every card is known (two seats left, or the others 闷): the best move
    against best play and what ``choice`` loses to it, exactly; None when a card's place is not
    known or the ending is too big."""
    game = exact_game(view)
    if game is None or choice not in moves(game):
        return None
    solver = EndSolver(view.seat, EXACT_NODES, deadline.near, tribute_card)
    try:
        pick, pick_value, base = solver.best(game, choice)
    except OutOfNodes:
        return None
    return pick, max(0.0, pick_value - base)


def review_decision(
    view: GameView,
    legal_actions: Sequence[Action],
    chosen: Action,
    *,
    seed: int = 0,
    budget_s: float | None = None,
    screen: int = SCREEN,
    confirm: int = CONFIRM,
    game_follows: bool = True,
    clock: Callable[[], float] = time.perf_counter,
) -> Verdict:
    """Judge ``chosen`` among ``legal_actions`` from ``view``, the seat's own view then.

    Deterministic for a ``seed`` when ``budget_s`` is None (``screen`` and ``confirm`` guesses are
    played out); with a budget, fewer guesses may be played, and a decision whose confirmation
    did not get two guesses is not marked. ``game_follows``: a game of the same match comes next,
    so the 点贡 an opening earns counts (as the hard level counts it)."""
    found = as_legal(chosen, legal_actions, view.rules.bie_san)
    if found is None:
        raise ValueError(f"{chosen} is not among the legal actions")
    chosen = found
    unmarked = Verdict("ok", 0.0, chosen, 0.0)
    if len(legal_actions) == 1 or view.phase != Phase.PLAY:
        # one way to go, or a decision before play (宣点, 革命, 还贡) the playouts do not model
        return unmarked
    choice = choice_of(chosen, view.rules.bie_san)
    deadline = Deadline(clock, clock() + budget_s) if budget_s is not None else Never()
    tribute_card = TRIBUTE_CARD if game_follows else 0.0
    exact = _exact(view, choice, tribute_card, deadline)
    if exact is not None:  # every card known: the ending counted out, no guesses
        pick, lost = exact
        best = pick_legal([pick], view.seat, legal_actions) if lost > 0.0 else chosen
        return Verdict(grade_for(lost, 0.0), lost, best, 0.0)
    normal = normal_decision(view, legal_actions)
    if same_move(chosen, normal.action):
        # the AI's own move, the one the hint (提示) suggests: the playouts' model of the seats is a
        # weaker player than the normal level it stands for (no endgame search), so it does not
        # get to call the AI's own move a mistake
        return unmarked
    options = _options(view, legal_actions, choice, normal.options)
    if len(options) < 2:
        return unmarked
    playouts = _Playouts(view, seed, deadline, tribute_card)
    # 1. screen: every option on the same guesses, each measured against the choice
    gains: list[list[float]] = [[] for _ in options]
    for _ in range(screen):
        values = playouts.values(options)
        if values is None:
            break
        for i, v in enumerate(values):
            gains[i].append(v - values[0])
    means = [sum(g) / len(g) if g else 0.0 for g in gains]
    challenger = max(range(1, len(options)), key=lambda i: means[i])
    if not gains[0] or means[challenger] <= 0.0:
        return unmarked  # nothing did better than the choice
    # 2. confirm: the challenger against the choice on fresh guesses, paired
    pair = [options[0], options[challenger]]
    diffs: list[float] = []
    for _ in range(confirm):
        values = playouts.values(pair)
        if values is None:
            break
        diffs.append(values[1] - values[0])
    best = pick_legal([options[challenger]], view.seat, legal_actions)
    if len(diffs) < 2:
        return Verdict("ok", 0.0, chosen, 0.0, len(diffs))
    mean, se = _mean_se(diffs)
    cost = max(0.0, mean)
    grade = grade_for(cost, se)
    return Verdict(grade, round(cost, 3), best if cost > 0.0 else chosen, round(se, 3), len(diffs))


def review_game(
    game: Game,
    seat: int,
    *,
    seed: int = 0,
    budget_s: float | None = None,
    screen: int = SCREEN,
    confirm: int = CONFIRM,
    game_follows: bool = True,
    progress: Callable[[int, int], bool] | None = None,
) -> list[tuple[int, Verdict]]:
    """Every decision ``seat`` made in ``game`` (finished or not), judged from ``seat``'s view then:
    (index of the action in the game's history, verdict). ``budget_s`` is the time of the whole
    review, shared evenly among the decisions left. ``progress(done, total)`` is told after each
    decision; returning False stops the review (what was judged so far is returned)."""
    start = Game.from_dict({**game.to_dict(), "actions": []})
    history = list(game.history)
    todo = [i for i, action in enumerate(history) if action.seat == seat]
    out: list[tuple[int, Verdict]] = []
    replay = start
    began = time.perf_counter()
    for index, action in enumerate(history):
        if index in todo and replay.to_act == seat:
            left = len(todo) - len(out)
            share = None
            if budget_s is not None:
                share = max(0.0, (budget_s - (time.perf_counter() - began)) / max(1, left))
            verdict = review_decision(
                replay.view(seat),
                replay.legal_actions(),
                action,
                seed=seed + index,
                budget_s=share,
                screen=screen,
                confirm=confirm,
                game_follows=game_follows,
            )
            out.append((index, verdict))
            if progress is not None and progress(len(out), len(todo)) is False:
                return out
        replay.apply(action)
    return out
