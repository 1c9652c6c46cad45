"""The "hard" level: the normal heuristic plus determinized Monte-Carlo search
(Perfect-Information Monte Carlo, AI_NOTES.md).

For a decision with real alternatives, the heuristic proposes its best few
options.  The agent then repeatedly deals the cards it cannot see to the other
seats consistently with its view (card counts, cards played, cards it saw
change hands before play), rebuilds the game
(:func:`gouji_desktop.engine.determinize.game_from_view`), and plays every
option to the end of the game with a fast heuristic for all seats.  The same
deals serve every option (common random numbers), so their difference in
team score is measured with little noise.  Options race: one drops out once
it plainly cannot beat the heuristic's first choice, which is replaced only by
an option better by a clear margin.  The search runs late in the game (and at
burn offers), where rollouts are short and tell options apart; early on the
heuristic decides alone (docs/ai-strength.md).

The search is anytime: it stops within ``budget_s`` seconds (a rollout
checks the clock as it goes).  Given a seed and ``max_samples`` it is
deterministic; under a pure time budget the number of deals it finishes can
vary with the machine's load.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from gouji_desktop.engine import Action, Card, GameView
from gouji_desktop.engine.cards import NUM_RANKS
from gouji_desktop.engine.determinize import (
    game_from_view,
    let_unchecked,
    pass_unchecked,
    play_unchecked,
    unseen_cards,
)
from gouji_desktop.engine.game import Game
from gouji_desktop.engine.hands import Play, beating_plays

from .agents import NormalAgent, pick_legal, to_action
from .policy import BURN, LET, NORMAL_STYLE, PASS, PLAY, ROLLOUT_STYLE, Planner, Style
from .prelude import decide_prelude
from .situation import Situation

Choice = tuple[str, Play | None]
#: Share of the budget the search plans to use (the rest absorbs scheduling noise).
SAFETY = 0.9


# ----- sampling the hidden cards -------------------------------------------------------


def known_holdings(view: GameView) -> dict[int, list[Card]]:
    """Cards this seat gave another seat before play (tribute, 还贡, 买三) that
    that seat may still hold: it has played fewer cards of that rank since."""
    me = view.seat
    given: dict[int, list[Card]] = {}
    for giver, receiver, cards in view.exchanges:
        if giver == me and receiver != me:
            given.setdefault(receiver, []).extend(cards)
    out: dict[int, list[Card]] = {}
    for seat, gifts in given.items():
        played = [0] * NUM_RANKS
        for s, hand in view.played:
            if s == seat:
                for c in hand:
                    played[c.rank] += 1
        keep = []
        for c in sorted(gifts):
            if played[c.rank]:
                played[c.rank] -= 1
            else:
                keep.append(c)
        if keep:
            out[seat] = keep
    return out


def sample_hidden(view: GameView, rng: random.Random) -> dict[int, list[Card]]:
    """One guess of every other seat's cards, consistent with ``view``."""
    me = view.seat
    pool = unseen_cards(view)
    need = {s: view.counts[s] for s in range(6) if s != me}
    hands: dict[int, list[Card]] = {s: [] for s in need}
    for seat, cards in known_holdings(view).items():
        for c in cards:
            if need[seat] <= 0:
                break
            try:
                i = pool.index(c)
            except ValueError:
                continue
            hands[seat].append(pool.pop(i))
            need[seat] -= 1
    rng.shuffle(pool)
    at = 0
    for seat in sorted(need):
        n = need[seat]
        hands[seat].extend(pool[at : at + n])
        at += n
    return hands


# ----- rollouts ------------------------------------------------------------------------


def apply_choice(game: Game, kind: str, play: Play | None, played: list[int]) -> None:
    """Apply a policy choice to a rollout game (unchecked) and count the cards."""
    if kind in (PLAY, BURN):
        assert play is not None
        play_unchecked(game, play, burn=kind == BURN)
        r, k, t, s, b = play
        if r >= 0:
            played[r] += k
        played[12] += t
        played[13] += s
        played[14] += b
    elif kind == PASS:
        pass_unchecked(game)
    else:
        let_unchecked(game)


def rollout(
    game: Game,
    played: list[int],
    deadline: float,
    style: Style,
    clock: Callable[[], float] = time.perf_counter,
) -> bool:
    """Play ``game`` to the end with the fast heuristic for every seat; False
    if the deadline passed first."""
    steps = 0
    while game.to_act is not None:
        seat = game.to_act
        beats = None
        if game.decision == "answer" or game.decision == "let_return":
            assert game.top_play is not None
            beats = beating_plays(game.rc[seat], game.top_play)
            if not beats:
                pass_unchecked(game)  # nothing beats the top: 让牌 would change nothing
                continue
        sit = Situation.from_game(game, seat, played)
        sit.beats = beats
        _, kind, play = Planner(sit, style).options()[0]
        apply_choice(game, kind, play, played)
        steps += 1
        if steps % 24 == 0 and clock() > deadline:
            return False
    return True


def team_result(game: Game, seat: int) -> float:
    scores = game.scores
    assert scores is not None
    return float(sum(scores[s] for s in range(seat % 2, 6, 2)))


# ----- the agent ------------------------------------------------------------------------


class HardAgent:
    """``normal`` plus determinized rollouts, within ``budget_s`` seconds a decision.

    Options: ``budget_s`` (default 1.0), ``max_samples`` (deals per decision,
    default unlimited: the budget decides), ``candidates`` (options compared,
    default 4), ``margin`` (in standard errors, default 2.0) and ``min_gain``
    (team points per game, default 0.2) that another option must beat the
    heuristic's choice by, and ``search_cards`` (default 140): the search runs
    once the active seats hold at most this many cards (and for every burn
    offer); earlier, rollouts are too long and too noisy to tell options apart
    (docs/ai-strength.md), and the heuristic decides alone.
    """

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 1.0,
        max_samples: int = 10_000,
        candidates: int = 4,
        margin: float = 2.0,
        min_gain: float = 0.2,
        search_cards: int = 140,
        style: Style = NORMAL_STYLE,
        rollout_style: Style = ROLLOUT_STYLE,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.seed = seed
        self.clock = clock  # seconds; a test may drive the budget with a fake clock
        self.budget_s = float(budget_s)
        self.max_samples = int(max_samples)
        self.candidates = int(candidates)  # options compared (pass and let come on top)
        self.margin = float(margin)
        self.min_gain = float(min_gain)
        self.search_cards = int(search_cards)
        self.race = True  # drop options early (off: every option sees every deal, for tuning)
        self.style = style
        self.rollout_style = rollout_style
        self._normal = NormalAgent(seed, style)
        self.last_samples = 0  # deals evaluated at the last decision (for tests and tuning)
        self.last_gains: list[float] = []  # each option's mean gain over the heuristic's choice
        self.last_diffs: list[list[float]] = []  # per option, its gain on each deal

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        start = self.clock()
        self.last_samples = 0
        self.last_gains = []
        self.last_diffs = []
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.phase != "play":
            return decide_prelude(view, legal_actions, self.style)
        opts = self._normal.options(view, legal_actions)
        choices = self._candidates(opts, view.seat, legal_actions)
        if len(choices) == 1 or opts[0][0] >= 50.0:  # one option, or it takes me out
            return pick_legal(choices, view.seat, legal_actions)
        in_play = sum(n for s, n in enumerate(view.counts) if view.active[s])
        if in_play > self.search_cards and view.decision != "burn_offer":
            return pick_legal(choices, view.seat, legal_actions)  # too early for rollouts to tell
        best = self._search(view, choices, start)
        return pick_legal([choices[best], *choices], view.seat, legal_actions)

    def _candidates(
        self, opts: list[tuple[float, str, Play | None]], seat: int, legal: Sequence[Action]
    ) -> list[Choice]:
        """The heuristic's best legal options (pass and let always among them)."""
        legal_set = set(legal)
        out: list[Choice] = []
        for _, kind, play in opts:
            if to_action(kind, play, seat) not in legal_set:
                continue
            if len(out) < self.candidates or kind in (PASS, LET):
                out.append((kind, play))
        return out

    def _seed_for(self, view: GameView) -> int:
        """A seed that depends only on the agent's seed and what the seat sees."""
        return (self.seed * 1_000_003 + view.seat * 7919 + len(view.played) * 104_729 + len(view.log)) & (
            (1 << 62) - 1
        )

    def _search(self, view: GameView, choices: list[Choice], start: float) -> int:
        """Race the options over sampled deals; an option leaves the race once it
        plainly cannot beat the heuristic's choice (index 0)."""
        rng = random.Random(self._seed_for(view))
        deadline = start + SAFETY * self.budget_s
        played0 = [0] * NUM_RANKS
        for _seat, cards in view.played:
            for c in cards:
                played0[c.rank] += 1
        diffs: list[list[float]] = [[] for _ in choices]
        alive = list(range(1, len(choices)))
        slowest = 0.0
        for sample in range(self.max_samples):
            now = self.clock()
            if not alive or now + slowest > deadline:
                break
            world = game_from_view(view, sample_hidden(view, rng))
            values: dict[int, float] = {}
            for i in (0, *alive):
                kind, play = choices[i]
                game = world.copy()
                played = list(played0)
                apply_choice(game, kind, play, played)
                if not rollout(game, played, deadline, self.rollout_style, self.clock):
                    break
                values[i] = team_result(game, view.seat)
            if len(values) < 1 + len(alive):
                break
            for i in alive:
                diffs[i].append(values[i] - values[0])
            self.last_samples += 1
            slowest = max(slowest, self.clock() - now)
            if self.race and sample + 1 >= RACE_START:
                alive = [i for i in alive if _upper(diffs[i], 2.0) >= self.min_gain]
        return self._pick(diffs)

    def _pick(self, diffs: list[list[float]]) -> int:
        """The heuristic's choice (index 0) unless another is clearly better: by
        at least ``min_gain`` and ``margin`` standard errors, over enough deals."""
        self.last_gains = [sum(d) / len(d) if d else 0.0 for d in diffs]
        self.last_diffs = diffs
        best, best_gain = 0, 0.0
        for i in range(1, len(diffs)):
            d = diffs[i]
            if len(d) < MIN_EVIDENCE:
                continue
            mean, se = _mean_se(d)
            if mean >= self.min_gain and mean > self.margin * se and mean > best_gain:
                best, best_gain = i, mean
        return best


#: Deals every option gets before any leaves the race.
RACE_START = 6
#: Deals an option needs before it may replace the heuristic's choice.
MIN_EVIDENCE = 8


def _mean_se(d: list[float]) -> tuple[float, float]:
    n = len(d)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def _upper(d: list[float], z: float) -> float:
    """An optimistic bound on an option's mean gain."""
    mean, se = _mean_se(d)
    return mean + z * se


def rollout_from_view(view: GameView, rng: random.Random) -> int:
    """One full-game rollout from ``view`` (a sampled deal; the rollout policy
    for every seat); returns the engine steps taken (for the benchmark)."""
    game = game_from_view(view, sample_hidden(view, rng))
    played = [0] * NUM_RANKS
    for _seat, cards in view.played:
        for c in cards:
            played[c.rank] += 1
    steps = 0
    while game.to_act is not None:
        seat = game.to_act
        steps += 1
        beats = None
        if game.decision == "answer" or game.decision == "let_return":
            assert game.top_play is not None
            beats = beating_plays(game.rc[seat], game.top_play)
            if not beats:
                pass_unchecked(game)
                continue
        sit = Situation.from_game(game, seat, played)
        sit.beats = beats
        _, kind, play = Planner(sit, ROLLOUT_STYLE).options()[0]
        apply_choice(game, kind, play, played)
    return steps
