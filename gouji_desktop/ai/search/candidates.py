"""The options the hard level's search compares: every structurally different
choice, not just the heuristic's favourites.

An option's *structure* is what it does to the hand: pass, let, or which plain
group it spends (or none), whether it splits that group, and which wild cards
(2s, small or big jokers) it ties in.  Within one structure the heuristic's
best-scored play stands for all (say, beating a single 10 with an SJ or a BJ
when both would do).  A play that ties in more wild cards than another of
the same rank, size and kind is no option (:func:`dominated`).  Plays that
take the seat out are always kept.  The
heuristic's first choice comes first: the search replaces it only when
another option is clearly better (:mod:`.hard`).
"""

from __future__ import annotations

from collections.abc import Sequence

from gouji_desktop.engine import Action, ActionKind
from gouji_desktop.engine.fast import (
    Play,
    play_counts_for_opening,
    play_is_gouji,
    play_profile,
    play_size,
    remove_play,
)

from ..choice import Choice, Option, to_action
from ..heuristic.groups import one_hand

PASS, LET, BURN = ActionKind.PASS, ActionKind.LET, ActionKind.BURN


def structure(kind: str, play: Play | None, hand: Sequence[int]) -> tuple[object, ...]:
    """What a choice does to the hand, ignoring which equivalent card does it."""
    if play is None:
        return (kind,)
    r, k, t, s, b = play
    whole = r < 0 or k == hand[r]
    return (kind, r, whole, t > 0, s > 0, b > 0)


def dominated(play: Play, others: Sequence[Play]) -> bool:
    """Does another play do what ``play`` does with fewer wild cards?  The same
    plain rank, as strong a hand (R-BEAT, R-TIE, R-MIXJ), as gouji
    (R-GOUJIANSWER) and as counting for opening (R-OPENKIND), with at most as
    many 2s, small and big jokers each: it keeps a wild card where ``play``
    keeps a plain card, and a 2 or joker in hand is never worth less.

    >>> dominated((5, 4, 2, 0, 0), [(5, 5, 1, 0, 0)])  # 8 8 8 8 2 2 beside 8 8 8 8 8 2
    True
    >>> dominated((5, 5, 1, 0, 0), [(5, 4, 2, 0, 0)])
    False
    """
    r, _, t, s, b = play
    return any(
        q[0] == r
        and q != play
        and q[2] <= t
        and q[3] <= s
        and q[4] <= b
        and play_profile(q) == play_profile(play)
        and play_is_gouji(q) == play_is_gouji(play)
        and play_counts_for_opening(q) == play_counts_for_opening(play)
        for q in others
    )


def structural_choices(
    scored: Sequence[Option], hand: Sequence[int], seat: int, legal: Sequence[Action], limit: int
) -> list[Choice]:
    """The heuristic's options (best first) reduced to one per structure, at most
    ``limit`` of them, plus pass/let and every play that takes the seat out."""
    legal_set = set(legal)
    # R-LET: a let keeps every choice a pass has (the turn comes back, and a
    # pass is still possible then), so a pass is no option beside a let
    # (unless it is the heuristic's first: the search starts from that)
    let_ok = to_action(LET, None, seat) in legal_set
    total = sum(hand)
    seen: set[tuple[object, ...]] = set()
    out: list[Choice] = []
    extra: list[Choice] = []
    plays: dict[str, list[Play]] = {}
    for _, kind, play in scored:
        if play is not None and to_action(kind, play, seat) in legal_set:
            plays.setdefault(kind, []).append(play)
    for _, kind, play in scored:
        key = structure(kind, play, hand)
        if key in seen or to_action(kind, play, seat) not in legal_set or (kind == PASS and let_ok and out):
            continue
        if out and play is not None and dominated(play, plays[kind]):
            continue  # the heuristic's first stays: the search starts from it
        seen.add(key)
        goes_out = play is not None and play_size(play) == total
        if len(out) < limit:
            out.append((kind, play))
        elif play is None or goes_out:
            extra.append((kind, play))
    return out + extra


def burn_goes_out(choice: Choice, hand: Sequence[int], bie_san: bool) -> bool:
    """Is ``choice`` a burn after which the rest of the hand is one hand?  The
    burner leads next and goes out if the burn holds; a broken burn costs
    nothing (R-BURN): a line out, like the heuristic's going-out lines, that
    the rollouts' model must not overrule."""
    kind, play = choice
    if kind != BURN or play is None:
        return False
    rest = remove_play(hand, play)
    return sum(rest) > 0 and one_hand(rest, bie_san)


def within_reach(scored: Sequence[Option], choices: Sequence[Choice], reach: float) -> list[Choice]:
    """The choices the heuristic scores at most ``reach`` below the first one
    (which is always kept): the rollouts are not trusted against its firm views."""
    score: dict[Choice, float] = {}
    for value, kind, play in scored:
        score.setdefault((kind, play), value)
    if not choices:
        return []
    first = score.get(choices[0], scored[0][0] if scored else 0.0)
    return [choices[0], *(c for c in choices[1:] if score.get(c, first) >= first - reach)]
