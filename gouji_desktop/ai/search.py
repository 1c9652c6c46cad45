"""The "hard" level: the normal heuristic plus determinized Monte-Carlo search
(Perfect-Information Monte Carlo).

For a decision with real alternatives the agent takes every structurally
different choice (:mod:`.candidates`: pass, let, each beat by group, each
lead group, each burn, every way out), the heuristic's first choice first.
It then repeatedly guesses the cards it cannot see (:mod:`.sampler`),
rebuilds the game (:func:`gouji_desktop.engine.fast.game_from_view`) and plays
every option to the end of the game with normal's own planner for all seats
(:func:`.rollout.planner_rollout`: the seats as the normal level plays them;
the first normal's faster shortcuts modelled them too weakly for the search
to improve on today's normal, docs/ai.md).  The same guesses serve
every option (common random numbers), so their difference in team score is
measured with little noise.
Options race: one drops out once it plainly cannot beat the heuristic's
choice (normal's: the heuristic's first, or what normal's own endgame
search prefers), which is replaced only by an option better by a clear
margin (``min_gain`` points and ``margin`` standard errors; set by playing
the overrides out on the real cards and against a deep search of the same
model, docs/ai.md).

The search is anytime: the heuristic's choice is the answer from the start,
and the search stops before ``budget_s`` seconds of its clock have passed
since ``decide`` began (:mod:`.deadline`: it looks at the clock every few
rollout steps and keeps twice the longest stretch between two looks in
hand, so a loaded machine stops it earlier).  The garbage collector waits
while it searches (its full passes took up to 18 ms, a stretch the search
cannot look at the clock in).  Given a seed and ``max_samples`` it is
deterministic when the budget does not bind; when it does, the number of
deals can vary with the machine's load, and a loaded machine gets fewer,
never more time.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Sequence

from gouji_desktop.engine import Action, Decision, GameView, Phase
from gouji_desktop.engine.fast import NUM_RANKS, game_from_view

from .agents import NormalAgent, pick_legal
from .candidates import Choice, burn_goes_out, structural_choices, within_reach
from .clues import known_holdings, read_clues
from .deadline import Deadline
from .endgame import endgame_pick
from .exact_end import exact_end_pick
from .prelude import decide_prelude
from .replay import ChoiceReplay, continues, view_back
from .rollout import TRIBUTE_CARD, apply_choice, planner_rollout, played_ranks, rollout, team_result
from .sampler import CHOICE_SLIP, Inference, sample_hidden
from .style import MODEL_STYLE, NORMAL_STYLE, ROLLOUT_STYLE, Style

__all__ = ["HardAgent", "known_holdings", "rollout_from_view", "sample_hidden"]

#: Share of the budget the search may use; the rest, and the reserve that
#: :class:`.deadline.Deadline` keeps, absorb the return and scheduling noise.
SAFETY = 0.95
#: How many of its own decisions back in the deal a seat's guesses are tested
#: against the seats' choices since (:mod:`.replay`; 0: never).  Off: at 2 the
#: guesses placed the cards only a little better (5.26 → 5.18 misplaced a seat)
#: and hard against normal moved −0.08 ± 0.79 a game paired on 200 deals
#: (docs/ai.md); ``replay_depth=2`` switches it on.
REPLAY_DEPTH = 0
#: Deals every option gets before any leaves the race.
RACE_START = 6
#: Deals an option needs before it may replace the heuristic's choice.
MIN_EVIDENCE = 8
#: Below this many deals an option must be better by 2 standard errors, not
#: ``margin``: with a dozen deals a 1-error margin is crossed by chance too often.
FULL_EVIDENCE = 24


class HardAgent:
    """``normal`` plus determinized rollouts, within ``budget_s`` seconds a decision.

    Options: ``budget_s`` (default 1.0), ``max_samples`` (deals per decision,
    default unlimited: the budget decides), ``candidates`` (most options
    compared besides pass, let and going out; default 12), ``margin`` (in
    standard errors, default 1.5: with many options one crosses a single error
    by chance too often, docs/ai.md) and ``min_gain`` (team points per game,
    default 0.3) that another option must beat normal's choice by, ``reach``
    (default 1.5): options the heuristic scores more than this below normal's
    choice are not searched (on the real cards such overrides were not clearly
    worth it, and they are where the rollouts' model errs against a clear
    tactic such as R-MEN; docs/ai.md), and
    ``search_cards`` (default 140): the search runs once the active seats
    hold at most this many cards (and for every burn offer); earlier,
    rollouts are too long and too noisy to tell options apart
    (docs/ai.md), and the heuristic decides alone.  ``infer_rules``,
    ``infer_passes``, ``infer_strength``, ``infer_threes``, ``infer_beats`` and
    ``infer_gouji_passes`` (1 or 0) switch the sampler's inference steps
    (:class:`.sampler.Inference`), ``infer_wilds`` scales how far the seats' play leans
    the 2s and jokers (0: off), ``infer_groups`` (1 or 0) whether a
    seat's played ranks lean the plain cards (:data:`.sampler.SPENT_ODDS`), ``choice_slip``
    (default :data:`.sampler.CHOICE_SLIP`; 1: off) how much less likely a guess is for each
    of the other seats' choices since this seat's view ``replay_depth`` decisions back
    (default :data:`REPLAY_DEPTH`; 0: none kept) that the model would not have made
    holding it (:mod:`.replay`; the agent keeps its views of the deal for this, so
    after a game is resumed its first decision has none); ``planner_rollouts`` (1,
    default, or 0) whether the rollouts play the seats by normal's planner or
    by the first normal's shortcuts; ``full_evidence`` (default
    :data:`FULL_EVIDENCE`): below this many deals an option must be better by
    two standard errors, not ``margin``; ``exact_end_nodes`` (default 10,000,
    at most about 0.4 s, so an unsolved ending still leaves most of the
    budget to the search): an ending where every card is known (two seats
    left, or the others 闷) is searched exactly (:mod:`.exact_end`) within
    this many positions, and a solved ending needs no guesses; ``open_value``
    (default 1, as Gouji is played: a game of the same match follows; an
    attribute the caller may set before each game): the 点贡 the openings earn
    (开点, R-DIANGONG, paid in the next game) counts :data:`.rollout.TRIBUTE_CARD`
    a card in the value of a finished game; 0 where no game follows (a single
    game, a match's last), so only the game's points count
    (docs/ai.md).
    """

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 1.0,
        max_samples: int = 10_000,
        candidates: int = 12,
        margin: float = 1.5,
        min_gain: float = 0.3,
        reach: float = 1.5,
        search_cards: int = 140,
        infer_rules: float = 1.0,
        infer_passes: float = 1.0,
        infer_strength: float = 1.0,
        infer_threes: float = 1.0,
        infer_beats: float = 1.0,
        infer_gouji_passes: float = 1.0,
        infer_wilds: float = 1.0,
        infer_groups: float = 1.0,
        choice_slip: float = CHOICE_SLIP,
        replay_depth: int = REPLAY_DEPTH,
        planner_rollouts: float = 1.0,
        planner_steps: int = 1 << 30,
        full_evidence: int = FULL_EVIDENCE,
        exact_end_nodes: int = 10_000,
        open_value: float = 1.0,
        style: Style = NORMAL_STYLE,
        rollout_style: Style = ROLLOUT_STYLE,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.clock = clock  # seconds; a test may drive the budget with a fake clock
        self.budget_s = float(budget_s)
        self.max_samples = int(max_samples)
        self.candidates = int(candidates)
        self.margin = float(margin)
        self.min_gain = float(min_gain)
        self.reach = float(reach)
        self.search_cards = int(search_cards)
        # what the sampler infers from the view (numbers, so the arena can switch them off)
        self.inference = Inference(
            rules=bool(infer_rules),
            passes=bool(infer_passes),
            strength=bool(infer_strength),
            threes=bool(infer_threes),
            beats=bool(infer_beats),
            gouji_passes=bool(infer_gouji_passes),
            wild_lean=float(infer_wilds),
            groups=bool(infer_groups),
            choice_slip=float(choice_slip),
        )
        # the seats' choices since this seat's decision ``replay_depth`` decisions back
        # (in this deal) test each guess (ai/replay.py); its views of this deal are kept
        self.replay_depth = int(replay_depth)
        self._views: dict[int, list[GameView]] = {}
        # the rollouts' steps played by normal's own planner (MODEL_STYLE), then the
        # shortcuts' (ROLLOUT_STYLE, the first normal, eight to ten times faster);
        # planner_rollouts=0: the shortcuts throughout
        self.planner_steps = int(planner_steps) if planner_rollouts else 0
        self.full_evidence = int(full_evidence)  # deals from which ``margin`` applies (else 2 errors)
        self.exact_end_nodes = int(exact_end_nodes)  # endings with every card known (ai/exact_end.py)
        self.open_value = float(open_value)  # 1: a game of the match follows (its 点贡 counts)
        self.race = True  # drop options early (off: every option sees every deal, for tuning)
        self.style = style
        self.rollout_style = rollout_style
        self._normal = NormalAgent(seed, style)
        self.last_samples = 0  # deals evaluated at the last decision (for tests and tuning)
        self.last_replayed = 0  # the other seats' choices its guesses were tested against then
        self.last_choices: list[Choice] = []  # the options compared, the heuristic's first
        self.last_gains: list[float] = []  # each option's mean gain over the heuristic's choice
        self.last_diffs: list[list[float]] = []  # per option, its gain on each deal
        self.last_looks = 0  # looks at the clock at the last search (for tests)

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        start = self.clock()
        self.last_samples = 0
        self.last_replayed = 0
        self.last_choices = []
        self.last_gains = []
        self.last_diffs = []
        if view.phase != Phase.PLAY:
            if len(legal_actions) == 1:
                return legal_actions[0]
            return decide_prelude(view, legal_actions, self.style)
        before = self._earlier_view(view)
        if len(legal_actions) == 1:
            return legal_actions[0]
        opts = self._normal.options(view, legal_actions)
        hand = [0] * NUM_RANKS
        for c in view.hand:
            hand[c.rank] += 1
        choices = structural_choices(opts, hand, view.seat, legal_actions, self.candidates)
        if self.style.endgame_cards:
            # normal's own close-call search (ai/endgame.py): hard starts from normal's choice
            pick = endgame_pick(view, opts, legal_actions, self.style)
            if pick is not None:
                choices = [pick, *(c for c in choices if c != pick)]
        deadline = Deadline(self.clock, start + SAFETY * self.budget_s)
        exact = exact_end_pick(view, choices[0], self.exact_end_nodes, deadline.near, self.tribute_card)
        if exact is not None:  # every card known, the ending solved: nothing to guess
            self.last_choices = [exact]
            return pick_legal([exact], view.seat, legal_actions)
        choices = within_reach(opts, choices, self.reach)
        self.last_choices = choices
        if len(choices) <= 1 or opts[0][0] >= 50.0 or burn_goes_out(choices[0], hand, view.rules.bie_san):
            # one option, or it takes me out (at once, or by a burn that holds)
            return pick_legal(choices, view.seat, legal_actions)
        in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
        if in_play > self.search_cards and view.decision != Decision.BURN_OFFER:
            return pick_legal(choices, view.seat, legal_actions)  # too early for rollouts to tell
        collecting = gc.isenabled()
        if collecting:
            gc.disable()  # no collector pass in the middle of a stretch
        try:
            best = self._search(view, choices, deadline, before)
        finally:
            if collecting:
                gc.enable()
        return pick_legal([choices[best], *choices], view.seat, legal_actions)

    @property
    def tribute_card(self) -> float:
        """What a card of 开点's 点贡 adds to a finished game's value: nothing
        unless a game of the same match follows (``open_value``)."""
        return TRIBUTE_CARD * self.open_value

    def _earlier_view(self, view: GameView) -> GameView | None:
        """This seat's view ``replay_depth`` decisions back in this deal's play (the
        earliest kept, if fewer), or None; ``view`` is kept in its place."""
        if self.replay_depth <= 0:
            return None
        kept = [v for v in self._views.get(view.seat, ()) if continues(v, view)]
        self._views[view.seat] = [*kept, view][-self.replay_depth :]
        return view_back(kept, self.replay_depth)

    def _seed_for(self, view: GameView) -> int:
        """A seed that depends only on the agent's seed and what the seat sees."""
        return (self.seed * 1_000_003 + view.seat * 7919 + len(view.played) * 104_729 + len(view.log)) & (
            (1 << 62) - 1
        )

    def _search(
        self, view: GameView, choices: list[Choice], deadline: Deadline, before: GameView | None = None
    ) -> int:
        """Race the options over sampled deals; an option leaves the race once it
        plainly cannot beat the heuristic's choice (index 0).  ``before``: this
        seat's earlier view whose choices since test the guesses."""
        rng = random.Random(self._seed_for(view))
        replay = ChoiceReplay(before, view) if before is not None else None
        self.last_replayed = replay.others if replay is not None and self.inference.choice_slip < 1.0 else 0
        played0 = played_ranks(view)
        clues = read_clues(view)
        # the seats as normal plays them, or the first normal's shortcuts
        planner_steps, rest = self.planner_steps, self.rollout_style
        tribute_card = self.tribute_card
        diffs: list[list[float]] = [[] for _ in choices]
        alive = list(range(1, len(choices)))
        for sample in range(self.max_samples):
            if not alive or deadline.near():
                break
            world = game_from_view(view, sample_hidden(view, rng, self.inference, clues, replay))
            values: dict[int, float] = {}
            for i in (0, *alive):
                kind, play = choices[i]
                game = world.copy()
                played = list(played0)
                apply_choice(game, kind, play, played)
                if planner_rollout(game, played, deadline, MODEL_STYLE, planner_steps, rest) < 0:
                    break
                values[i] = team_result(game, view.seat, tribute_card)
            for i in alive:
                if i in values:  # an unfinished deal still pairs the options it reached
                    diffs[i].append(values[i] - values[0])
            if len(values) < 1 + len(alive):
                break
            self.last_samples += 1
            if self.race and sample + 1 >= RACE_START:
                alive = [i for i in alive if _upper(diffs[i], 2.0) >= self.min_gain]
        self.last_looks = deadline.looks
        return self._pick(diffs)

    def _pick(self, diffs: list[list[float]]) -> int:
        """The heuristic's choice (index 0) unless another is clearly better."""
        self.last_gains = [sum(d) / len(d) if d else 0.0 for d in diffs]
        self.last_diffs = diffs
        return accepted_option(diffs, self.margin, self.min_gain, self.full_evidence)


def accepted_option(
    diffs: Sequence[Sequence[float]], margin: float, min_gain: float, full_evidence: int = FULL_EVIDENCE
) -> int:
    """The option that replaces the first (index 0; ``diffs``: each option's gain
    over it, deal by deal), or 0: the best by mean gain among those better by at
    least ``min_gain`` and ``margin`` standard errors over enough deals (two
    standard errors over fewer than ``full_evidence``)."""
    best, best_gain = 0, 0.0
    for i in range(1, len(diffs)):
        d = diffs[i]
        if len(d) < MIN_EVIDENCE:
            continue
        mean, se = mean_se(d)
        need = margin if len(d) >= full_evidence else max(margin, 2.0)
        if mean >= min_gain and mean > need * se and mean > best_gain:
            best, best_gain = i, mean
    return best


def mean_se(d: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of a sample."""
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def _upper(d: list[float], z: float) -> float:
    """An optimistic bound on an option's mean gain."""
    mean, se = mean_se(d)
    return mean + z * se


def rollout_from_view(view: GameView, rng: random.Random, planner: bool = False) -> int:
    """One full-game rollout from ``view`` (a sampled deal, the rollout policy for
    every seat: the shortcuts, or normal's planner); returns the steps taken
    (for ``python -m gouji_desktop.bench ai``)."""
    game = game_from_view(view, sample_hidden(view, rng))
    played = played_ranks(view)
    if planner:
        return planner_rollout(game, played, None, MODEL_STYLE)
    return rollout(game, played)
