"""Shared helpers for the rule-conformance tests: build hands and games from
the text notation, drive a game with short scripts, and read its choices."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from gouji_desktop.engine import (
    Action,
    Card,
    Event,
    Game,
    Hand,
    IllegalHand,
    Rules,
    format_cards,
    parse_cards,
)

NO_BIE3 = Rules(bie_san=False)


def hand(text: str, rules: Rules | None = None) -> Hand:
    """The hand written as ``text`` (R-NOTATION)."""
    return Hand.of(parse_cards(text), rules)


def canon(text: str) -> str:
    """Cards written in one canonical order, suits dropped, for comparisons."""
    return format_cards(sorted(c.bare for c in parse_cards(text)))


def fits_the_deck(hands: list[str]) -> bool:
    """Whether six hands could be dealt from the 216 cards (R-DECK): the
    engine refuses any other deal."""
    try:
        Game.from_hands(hands, leader=0)
    except ValueError:
        return False
    return True


def game(hands: list[str], leader: int, rules: Rules | None = None) -> Game:
    """A fixed deal starting at ``leader``'s first lead."""
    return Game.from_hands(hands, leader=leader, rules=rules)


def act(g: Game, seat: int, what: str) -> list[Event]:
    """Apply one decision: ``"pass"``, ``"let"``, ``"burn A A"`` or cards to play."""
    if what == "pass":
        return g.apply(Action.pass_(seat))
    if what == "let":
        return g.apply(Action.let(seat))
    if what.startswith("burn "):
        return g.apply(Action.burn(seat, what[5:]))
    return g.apply(Action.play(seat, what))


def run(g: Game, *steps: str) -> list[Event]:
    """Apply steps written ``"seat: what"`` (e.g. ``"3: let"``, ``"0: K K"``);
    returns all events."""
    events: list[Event] = []
    for step in steps:
        seat, _, what = step.partition(":")
        events.extend(act(g, int(seat), what.strip()))
    return events


def plays(g: Game) -> set[str]:
    """The hands ``to_act`` may play (or burn with) now, canonical text."""
    return {canon(format_cards(a.cards)) for a in g.legal_actions() if a.kind in ("play", "burn")}


def kinds(g: Game) -> set[str]:
    """The kinds of decision open to ``to_act`` now."""
    return {a.kind for a in g.legal_actions()}


def event_kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def play_out(g: Game) -> None:
    """Finish a game plainly: the leader leads his first legal hand, every
    answer is a pass and every burn offer is declined."""
    for _ in range(2000):
        if g.finished:
            return
        acts = g.legal_actions()
        if g.decision == "lead":
            g.apply(next(a for a in acts if a.kind == "play"))
        else:
            g.apply(Action.pass_(g.to_act))  # type: ignore[arg-type]
    raise AssertionError("the game did not finish")


# ----- brute force over hands as rank-count vectors (15 ranks, 3 .. BJ) ------------------------------

Counts = tuple[int, ...]
WILD = ["2", "SJ", "BJ"]


def counts_of(cards: Iterable[Card] | str) -> Counts:
    """How many cards of each rank (suits ignored)."""
    if isinstance(cards, str):
        cards = parse_cards(cards)
    counts = [0] * 15
    for c in cards:
        counts[c.rank] += 1
    return tuple(counts)


def cards_of(counts: Counts) -> list[Card]:
    """Bare cards for a count vector."""
    return [Card(r) for r, n in enumerate(counts) for _ in range(n)]


def minus(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def has_joker(h: Counts) -> bool:
    return bool(h[13] or h[14])


def sub_hands(counts: Counts, rules: Rules) -> list[Counts]:
    """Every non-empty sub-multiset of ``counts`` that is one hand (Hand.of)."""
    out = []
    for choice in itertools.product(*(range(n + 1) for n in counts)):
        if not any(choice):
            continue
        try:
            Hand.of(cards_of(choice), rules)
        except IllegalHand:
            continue
        out.append(tuple(choice))
    return out


def chain_exists(rest: Counts, rules: Rules, memo: dict[Counts, bool]) -> bool:
    """R-BURN by search: can ``rest`` be led out as hands that each hold a joker,
    except the last (all that is left); with 憋三, 3s only in that last hand."""
    if rest not in memo:
        memo[rest] = any(
            h == rest or (keeps_chain(h, rules) and chain_exists(minus(rest, h), rules, memo))
            for h in sub_hands(rest, rules)
        )
    return memo[rest]


def keeps_chain(h: Counts, rules: Rules) -> bool:
    """May ``h`` be a burn chain hand that is not the last one."""
    return has_joker(h) and not (rules.bie_san and h[0])


def legal_play_counts(g: Game, kind: str = "play") -> set[Counts]:
    """The plays of ``kind`` in legal_actions, as count vectors; each at most once."""
    keys = [counts_of(a.cards) for a in g.legal_actions() if a.kind == kind]
    assert len(keys) == len(set(keys)), "plays that differ only in suits must appear once"
    return set(keys)
