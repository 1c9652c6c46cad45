"""Testing a guess of the hidden hands against what the seats chose.

The hard level models every seat as normal's planner (:func:`.rollout.model_choice`).
A guess of the hidden cards is then likelier the more of the seats' recent
choices that model would have made holding them: replayed on the true hands,
normal players' choices since the seat's decision before last were the
model's in 99.8% of cases, on the sampler's other guesses in 77%
(docs/ai.md).

:class:`ChoiceReplay` rebuilds the game as this seat saw it at an earlier
decision of the deal (its own view then, which the hard agent keeps), deals
the guessed hands back as they were (each seat's guess plus the cards it has
played since), and steps through the choices since, asking the model at each
other seat's choice.  Only what the view showed is used: the seat's own
earlier view and the log since.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gouji_desktop.engine import Card, Decision, Event, EventKind, Game, GameView, Phase
from gouji_desktop.engine.fast import (
    Play,
    card_counts,
    game_from_view,
    legal_plays,
    may_let,
    pass_unchecked,
    play_of_counts,
    play_size,
    rank_counts,
)

from ..heuristic.policy import BURN, LET, PASS, PLAY
from ..heuristic.style import MODEL_STYLE
from ..search.rollout import apply_choice, model_choice, played_ranks

#: the events that are a seat's choice (a declined burn offer is seen by its seat only)
_CHOICES = (EventKind.PLAY, EventKind.PASS, EventKind.LET, EventKind.DECLINE)
#: burn offers a replay may decline unseen before the next seen choice
_UNSEEN_DECLINES = 6


class ChoiceReplay:
    """The other seats' choices between ``before`` (this seat's view at an
    earlier decision of the deal, in play) and ``now``, ready to be replayed on
    guesses (:meth:`misses`)."""

    __slots__ = ("before", "choices", "played_before", "played_since", "seat")

    def __init__(self, before: GameView, now: GameView) -> None:
        if before.phase != Phase.PLAY or not continues(before, now):
            raise ValueError("the earlier view is not of this deal's play")
        self.before = before
        self.seat = now.seat
        new = now.log[len(before.log) :]
        self.choices: tuple[Event, ...] = tuple(e for e in new if e.kind in _CHOICES)
        self.played_since: dict[int, list[Card]] = {}
        for e in new:
            if e.kind == EventKind.PLAY and e.seat is not None and e.seat != self.seat:
                self.played_since.setdefault(e.seat, []).extend(e.cards)
        self.played_before = played_ranks(before)

    @property
    def others(self) -> int:
        """How many of the other seats' choices a replay asks the model about."""
        return sum(1 for e in self.choices if e.seat != self.seat)

    def misses(self, hands: Mapping[int, Sequence[Card]]) -> int:
        """How many of the other seats' choices the model would not have made
        holding ``hands`` (the guess of every other seat's cards now).  A replay
        that cannot follow the log (an unseen burn offer the guess does not
        explain) stops there, counting what it has seen; one whose cards could
        not have made a play counts it as a miss and stops."""
        back = {s: [*cards, *self.played_since.get(s, ())] for s, cards in hands.items()}
        try:
            game = game_from_view(self.before, back)
        except ValueError:
            return 0  # the guess does not fit the earlier view: nothing to tell
        played = list(self.played_before)
        sizes = card_counts(game)
        missed = 0
        for e in self.choices:
            seat = e.seat
            if seat is None or not _reach(game, seat, e):
                return missed
            play: Play | None = None
            if e.kind == EventKind.PLAY:
                kind = BURN if "burn" in e.flags else PLAY
                play = play_of_counts(rank_counts(e.cards), game.rules.bie_san)
            else:
                kind = LET if e.kind == EventKind.LET else PASS
            if play is not None and play not in legal_plays(game):
                # the guess cannot make this play here (a burner's chain the rest of its
                # guessed cards cannot go on with, R-BURN): it does not explain the log
                return missed + 1
            if play is None and (game.decision == Decision.LEAD or (kind == LET and not may_let(game, seat))):
                return missed  # statuses that hang on the guessed cards (R-MEN) went otherwise
            if seat != self.seat:
                model_kind, model_play = model_choice(game, played, sizes, MODEL_STYLE)
                if play is None:
                    missed += model_kind != kind
                else:
                    missed += model_play != play or model_kind not in (PLAY, BURN)
            apply_choice(game, kind, play, played)
            if play is not None:
                sizes[seat] -= play_size(play)
        return missed


def _reach(game: Game, seat: int, e: Event) -> bool:
    """Step ``game`` to ``seat``'s choice ``e``: burn offers are declined unseen
    (another seat's decline is not in this seat's log) unless ``e`` is the
    answer to one (a burn, or this seat's own decline).  False where the guess
    does not lead there (the offers went otherwise, R-BURN)."""
    at_offer = e.kind == EventKind.DECLINE or "burn" in e.flags
    for _ in range(_UNSEEN_DECLINES):
        if game.decision != Decision.BURN_OFFER or game.to_act is None:
            break
        if at_offer and game.to_act == seat:
            break
        pass_unchecked(game)
    return game.to_act == seat and (game.decision == Decision.BURN_OFFER) == at_offer


def view_back(kept: Sequence[GameView], depth: int) -> GameView | None:
    """Of a seat's views at its decisions of this deal, oldest first: the one
    ``depth`` decisions back, or the oldest if there are fewer (None if none, or
    ``depth`` is 0)."""
    if not kept or depth <= 0:
        return None
    return kept[-depth] if len(kept) >= depth else kept[0]


def continues(before: GameView, now: GameView) -> bool:
    """Whether ``now`` is a later view of the same seat in the same deal: its
    log goes on from ``before``'s, with no deal between."""
    n = len(before.log)
    if before.seat != now.seat or len(now.log) <= n or now.log[:n] != before.log:
        return False
    return all(e.kind != EventKind.DEAL for e in now.log[n:])
