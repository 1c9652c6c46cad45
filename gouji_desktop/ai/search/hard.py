"""The "hard" level: the normal heuristic plus determinized Monte-Carlo search
(Perfect-Information Monte Carlo).

It starts from normal's decision (:func:`~gouji_desktop.ai.pipeline.normal_decision`, without
its exact ending: hard solves endings itself, with a bigger cap and its clock).  For a decision
with real alternatives it takes every structurally different choice among normal's options
(:mod:`.candidates`: pass, let, each beat by group, each lead group, each burn, every way out),
normal's choice first.
It then repeatedly guesses the cards it cannot see (:mod:`~gouji_desktop.ai.belief.sampler`),
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

Its seams: the numbers are a :class:`SearchConfig` (frozen); the guesses come from a
:data:`Sampler` (:func:`.sampler.sample_hidden` unless another is given) and the options are
played out by a :class:`RolloutModel` (:class:`PlannerModel`: normal's planner); whether a game
of the match follows is the agent's :class:`.agents.MatchContext`; and :meth:`HardAgent.search`
returns what it compared and found (:class:`SearchReport`) beside the action.
"""

from __future__ import annotations

import dataclasses
import gc
import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from gouji_desktop.engine import Action, Card, Decision, Game, GameView, Phase
from gouji_desktop.engine.fast import NUM_RANKS, game_from_view

from ..agents import GAME_FOLLOWS, MatchContext
from ..belief.clues import Clues, read_clues
from ..belief.past_choices import ChoiceReplay, continues, view_back
from ..belief.sampler import CHOICE_SLIP, Inference, sample_hidden
from ..choice import Choice, pick_legal
from ..endgame.exact import exact_end_pick
from ..heuristic.style import MODEL_STYLE, NORMAL_STYLE, ROLLOUT_STYLE, Style
from ..pipeline import normal_decision
from .candidates import burn_goes_out, structural_choices, within_reach
from .deadline import Deadline
from .rollout import TRIBUTE_CARD, apply_choice, planner_rollout, played_ranks, team_result

__all__ = [
    "HardAgent",
    "PlannerModel",
    "RolloutModel",
    "Sampler",
    "SearchConfig",
    "SearchReport",
    "accepted_option",
    "mean_se",
]

#: Share of the budget the search may use; the rest, and the reserve that
#: :class:`.deadline.Deadline` keeps, absorb the return and scheduling noise.
SAFETY = 0.95
#: How many of its own decisions back in the deal a seat's guesses are tested
#: against the seats' choices since (:mod:`~gouji_desktop.ai.belief.past_choices`; 0: never).  Off: at 2 the
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


#: Guesses every other seat's cards for a view (:func:`.sampler.sample_hidden`'s signature: the
#: view, the search's random source, the inference steps, the view's clues, the seats' recent
#: choices to test the guess against).
Sampler = Callable[
    [GameView, random.Random, Inference, "Clues | None", "ChoiceReplay | None"], dict[int, list[Card]]
]


class RolloutModel(Protocol):
    """How the search plays an option out on one guess of the hidden cards."""

    def deal(self, view: GameView, hidden: dict[int, list[Card]]) -> Game:
        """The game of ``view`` with the guessed hands (copied once for each option)."""
        ...

    def play_out(self, game: Game, choice: Choice, played: list[int], deadline: Deadline) -> bool:
        """Play ``choice`` and then the game to its end (``played``: the plain ranks played so
        far, updated as it goes); False if ``deadline`` came near first."""
        ...


@dataclass(frozen=True, slots=True)
class PlannerModel:
    """The seats as normal plays them (:func:`.rollout.planner_rollout`, ``MODEL_STYLE``) for
    ``planner_steps`` steps, then the first normal's shortcuts (``rest_style``, eight to ten
    times faster)."""

    planner_steps: int = 1 << 30
    rest_style: Style = ROLLOUT_STYLE

    def deal(self, view: GameView, hidden: dict[int, list[Card]]) -> Game:
        return game_from_view(view, hidden)

    def play_out(self, game: Game, choice: Choice, played: list[int], deadline: Deadline) -> bool:
        kind, play = choice
        apply_choice(game, kind, play, played)
        return planner_rollout(game, played, deadline, MODEL_STYLE, self.planner_steps, self.rest_style) >= 0


@dataclass(frozen=True, slots=True)
class SearchConfig:
    """The hard level's numbers (every field has the shipped value by default).

    ``budget_s``: seconds a decision; ``max_samples``: deals a decision at most (the budget
    decides otherwise); ``candidates``: most options compared besides pass, let and going out;
    ``margin`` (standard errors; with many options one crosses a single error by chance too
    often, docs/ai.md) and ``min_gain`` (team points a game) another option must beat normal's
    choice by; ``reach``: options the heuristic scores more than this below normal's choice are
    not searched (on the real cards such overrides were not clearly worth it, and they are where
    the rollouts' model errs against a clear tactic such as R-MEN; docs/ai.md);
    ``search_cards``: the search runs once the active seats hold at most this many cards (and
    for every burn offer); earlier, rollouts are too long and too noisy to tell options apart,
    and the heuristic decides alone.

    ``infer_rules``, ``infer_passes``, ``infer_strength``, ``infer_threes``, ``infer_beats``,
    ``infer_gouji_passes`` and ``infer_groups`` switch the sampler's inference steps
    (:class:`.sampler.Inference`); ``infer_wilds`` scales how far the seats' play leans the 2s
    and jokers (0: off); ``choice_slip`` (1: off) how much less likely a guess is for each of
    the other seats' choices since this seat's view ``replay_depth`` decisions back (0: none
    kept) that the model would not have made holding it
    (:mod:`~gouji_desktop.ai.belief.past_choices`; the agent keeps its views of the deal for
    this, so after a game is resumed its first decision has none).

    ``planner_rollouts``: the rollouts play the seats by normal's planner (else by the first
    normal's shortcuts, ``rollout_style``), for ``planner_steps`` steps; ``full_evidence``:
    below this many deals an option must be better by two standard errors, not ``margin``;
    ``exact_end_nodes`` (at most about 0.4 s, so an unsolved ending still leaves most of the
    budget): an ending where every card is known (two seats left, or the others 闷) is searched
    exactly (:mod:`~gouji_desktop.ai.endgame.exact`) within this many positions, and a solved
    ending needs no guesses;
    ``race``: options leave the race once they plainly cannot win (off: every option sees every
    deal, for tuning); ``style``: normal's weights, the choice the search starts from.
    """

    budget_s: float = 1.0
    max_samples: int = 10_000
    candidates: int = 12
    margin: float = 1.5
    min_gain: float = 0.3
    reach: float = 1.5
    search_cards: int = 140
    infer_rules: bool = True
    infer_passes: bool = True
    infer_strength: bool = True
    infer_threes: bool = True
    infer_beats: bool = True
    infer_gouji_passes: bool = True
    infer_wilds: float = 1.0
    infer_groups: bool = True
    choice_slip: float = CHOICE_SLIP
    replay_depth: int = REPLAY_DEPTH
    planner_rollouts: bool = True
    planner_steps: int = 1 << 30
    full_evidence: int = FULL_EVIDENCE
    exact_end_nodes: int = 10_000
    race: bool = True
    style: Style = NORMAL_STYLE
    rollout_style: Style = ROLLOUT_STYLE

    @property
    def inference(self) -> Inference:
        """What the sampler infers from the view."""
        return Inference(
            rules=self.infer_rules,
            passes=self.infer_passes,
            strength=self.infer_strength,
            threes=self.infer_threes,
            beats=self.infer_beats,
            gouji_passes=self.infer_gouji_passes,
            wild_lean=self.infer_wilds,
            groups=self.infer_groups,
            choice_slip=self.choice_slip,
        )

    def model(self) -> PlannerModel:
        """The rollouts these numbers ask for: normal's planner for ``planner_steps`` steps
        (none without ``planner_rollouts``), then the shortcuts of ``rollout_style``."""
        return PlannerModel(self.planner_steps if self.planner_rollouts else 0, self.rollout_style)

    @classmethod
    def of(cls, options: Mapping[str, object]) -> SearchConfig:
        """The shipped numbers with ``options`` (by field name) in their place; a number is
        taken for a switch or a count as the command line gives it (1 or 0, 2.0), anything
        else raises ``ValueError`` (an unknown name, a fraction for a count, a number for a
        style).

        >>> SearchConfig.of({"infer_rules": 0, "replay_depth": 2.0, "margin": 2}).infer_rules
        False
        """
        kinds = {f.name: f.default for f in dataclasses.fields(cls)}
        values: dict[str, object] = {}
        for name, value in options.items():
            if name not in kinds:
                raise ValueError(f"unknown hard option {name!r} (the options: {', '.join(kinds)})")
            values[name] = _as_kind(name, value, kinds[name])
        return cls(**values)  # type: ignore[arg-type]  # each value is of its field's kind (_as_kind)


def _as_kind(name: str, value: object, default: object) -> object:
    """``value`` as the kind of ``default`` (a field's shipped value)."""
    if isinstance(default, bool):
        if isinstance(value, int | float) and value in (0, 1):
            return bool(value)
    elif isinstance(default, int):
        if isinstance(value, int | float) and not isinstance(value, bool) and value == int(value):
            return int(value)
    elif isinstance(default, float):
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    elif isinstance(value, type(default)):
        return value
    raise ValueError(f"hard option {name!r} takes a value like {default!r}, not {value!r}")


@dataclass(frozen=True, slots=True)
class SearchReport:
    """What one decision of the hard level compared and found.

    ``action``: the choice; ``options``: the options compared, the heuristic's first (one, a
    solved ending's move, when every card was known; empty before play); ``gains``: each
    option's mean gain over the heuristic's choice, and ``diffs`` its gain on each deal (empty
    when no deal was played); ``guesses``: deals played; ``replayed``: the other seats' choices
    each guess was tested against; ``looks``: looks at the clock while searching.
    """

    action: Action
    options: tuple[Choice, ...] = ()
    gains: tuple[float, ...] = ()
    diffs: tuple[tuple[float, ...], ...] = ()
    guesses: int = 0
    replayed: int = 0
    looks: int = 0


class HardAgent:
    """``normal`` plus determinized rollouts, within ``config.budget_s`` seconds a decision.

    ``config``: the numbers (:class:`SearchConfig`); ``sampler``: the guesses of the hidden
    cards; ``model``: how an option is played out on a guess (by default as ``config`` says,
    :meth:`SearchConfig.model`); ``clock``: seconds (a test may drive the budget with a fake
    one).  ``match``: whether a game of the same match follows (:meth:`set_match`; by default
    one does, as Gouji is played): then the 点贡 the openings earn (开点, R-DIANGONG, paid in
    the next game) counts :data:`.rollout.TRIBUTE_CARD` a card in the value of a finished game;
    where no game follows (a single game, a match's last) only the game's points count
    (docs/ai.md).
    """

    def __init__(
        self,
        seed: int = 0,
        config: SearchConfig | None = None,
        *,
        sampler: Sampler = sample_hidden,
        model: RolloutModel | None = None,
        match: MatchContext = GAME_FOLLOWS,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.config = config if config is not None else SearchConfig()
        self.sampler = sampler
        self.model: RolloutModel = model if model is not None else self.config.model()
        self.match = match
        self.clock = clock
        self._inference = self.config.inference
        # this seat's views of the deal, for the guesses' test against the seats' choices since
        self._views: dict[int, list[GameView]] = {}

    def set_match(self, match: MatchContext) -> None:
        """Whether a game of the same match follows the one being played (told before a game, or
        before each decision)."""
        self.match = match

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        return self.search(view, legal_actions).action

    def search(self, view: GameView, legal_actions: Sequence[Action]) -> SearchReport:
        """The action for ``view`` and what the search compared and found to choose it."""
        start = self.clock()
        config = self.config
        before = self._earlier_view(view) if view.phase == Phase.PLAY else None
        # normal's decision (ai/pipeline.py), its capped endgame search included; the exact
        # ending below is hard's own: a bigger cap, the clock, the 点贡 when a game follows
        normal = normal_decision(view, legal_actions, config.style, exact_end=False)
        if normal.choice is None:  # one legal action, or a decision before play: normal's
            return SearchReport(normal.action)
        opts = normal.options
        hand = [0] * NUM_RANKS
        for c in view.hand:
            hand[c.rank] += 1
        # the structurally different options, normal's choice first
        first = normal.choice
        others = structural_choices(opts, hand, view.seat, legal_actions, config.candidates)
        choices = [first, *(c for c in others if c != first)]
        deadline = Deadline(self.clock, start + SAFETY * config.budget_s)
        exact = exact_end_pick(view, choices[0], config.exact_end_nodes, deadline.near, self.tribute_card)
        if exact is not None:  # every card known, the ending solved: nothing to guess
            return SearchReport(pick_legal([exact], view.seat, legal_actions), (exact,))
        choices = within_reach(opts, choices, config.reach)
        if len(choices) <= 1 or opts[0][0] >= 50.0 or burn_goes_out(choices[0], hand, view.rules.bie_san):
            # one option, or it takes me out (at once, or by a burn that holds)
            return SearchReport(pick_legal(choices, view.seat, legal_actions), tuple(choices))
        in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
        if in_play > config.search_cards and view.decision != Decision.BURN_OFFER:
            # too early for rollouts to tell
            return SearchReport(pick_legal(choices, view.seat, legal_actions), tuple(choices))
        collecting = gc.isenabled()
        if collecting:
            gc.disable()  # no collector pass in the middle of a stretch
        try:
            return self._search(view, legal_actions, choices, deadline, before)
        finally:
            if collecting:
                gc.enable()

    @property
    def tribute_card(self) -> float:
        """What a card of 开点's 点贡 adds to a finished game's value: nothing
        unless a game of the same match follows."""
        return TRIBUTE_CARD if self.match.game_follows else 0.0

    def _earlier_view(self, view: GameView) -> GameView | None:
        """This seat's view ``replay_depth`` decisions back in this deal's play (the
        earliest kept, if fewer), or None; ``view`` is kept in its place."""
        depth = self.config.replay_depth
        if depth <= 0:
            return None
        kept = [v for v in self._views.get(view.seat, ()) if continues(v, view)]
        self._views[view.seat] = [*kept, view][-depth:]
        return view_back(kept, depth)

    def _seed_for(self, view: GameView) -> int:
        """A seed that depends only on the agent's seed and what the seat sees."""
        return (self.seed * 1_000_003 + view.seat * 7919 + len(view.played) * 104_729 + len(view.log)) & (
            (1 << 62) - 1
        )

    def _search(
        self,
        view: GameView,
        legal_actions: Sequence[Action],
        choices: list[Choice],
        deadline: Deadline,
        before: GameView | None = None,
    ) -> SearchReport:
        """Race the options over sampled deals; an option leaves the race once it
        plainly cannot beat the heuristic's choice (index 0), which is kept unless
        another is clearly better (:func:`accepted_option`).  ``before``: this
        seat's earlier view whose choices since test the guesses."""
        config, model, sampler, inference = self.config, self.model, self.sampler, self._inference
        rng = random.Random(self._seed_for(view))
        replay = ChoiceReplay(before, view) if before is not None else None
        replayed = replay.others if replay is not None and inference.choice_slip < 1.0 else 0
        played0 = played_ranks(view)
        clues = read_clues(view)
        tribute_card = self.tribute_card
        diffs: list[list[float]] = [[] for _ in choices]
        alive = list(range(1, len(choices)))
        guesses = 0
        for sample in range(config.max_samples):
            if not alive or deadline.near():
                break
            world = model.deal(view, sampler(view, rng, inference, clues, replay))
            values: dict[int, float] = {}
            for i in (0, *alive):
                game = world.copy()
                if not model.play_out(game, choices[i], list(played0), deadline):
                    break
                values[i] = team_result(game, view.seat, tribute_card)
            for i in alive:
                if i in values:  # an unfinished deal still pairs the options it reached
                    diffs[i].append(values[i] - values[0])
            if len(values) < 1 + len(alive):
                break
            guesses += 1
            if config.race and sample + 1 >= RACE_START:
                alive = [i for i in alive if _upper(diffs[i], 2.0) >= config.min_gain]
        best = accepted_option(diffs, config.margin, config.min_gain, config.full_evidence)
        return SearchReport(
            action=pick_legal([choices[best], *choices], view.seat, legal_actions),
            options=tuple(choices),
            gains=tuple(sum(d) / len(d) if d else 0.0 for d in diffs),
            diffs=tuple(tuple(d) for d in diffs),
            guesses=guesses,
            replayed=replayed,
            looks=deadline.looks,
        )


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
