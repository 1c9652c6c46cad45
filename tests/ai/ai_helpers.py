"""Shared helpers for the AI tests: drive games with agents and check that
every decision they return is legal."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from gouji_desktop.ai import Agent
from gouji_desktop.engine import Action, Game


def decision_kind(game: Game) -> str:
    """The kind of decision pending: a play-phase decision or a pre-play phase."""
    return game.decision if game.phase == "play" else game.phase


def drive(
    game: Game,
    agents: Sequence[Agent],
    seen: Counter[str] | None = None,
    force: Callable[[Game], Action | None] | None = None,
    max_steps: int = 5000,
) -> Counter[str]:
    """Play ``game`` to the end with one agent per seat, asserting that every
    action is one of the legal actions; counts the decision kinds answered
    (and the ``let``/``burn``/``declare``/``revolt`` actions taken).  ``force``
    may impose an action (returns None to let the agent decide)."""
    seen = Counter() if seen is None else seen
    for _ in range(max_steps):
        if game.finished:
            return seen
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        forced = force(game) if force else None
        if forced is not None:
            game.apply(forced)
            continue
        seen[decision_kind(game)] += 1
        action = agents[seat].decide(game.view(seat), legal)
        assert action in legal, f"{action} is not legal at {game!r}"
        if action.kind in ("let", "burn", "declare", "revolt", "head", "nohead"):
            seen["took:" + action.kind] += 1
        game.apply(action)
    raise AssertionError("the game did not finish")


def deal_with_rebel(rebel: int = 2, seed: int = 5) -> list[str]:
    """A full 36-card deal (from ``Game.new(seed)``'s cards) in which ``rebel``
    holds no 2 or joker, so it is offered 革命 (R-REVOLT), and holds a 3."""
    g = Game.new(seed)
    hands = [g.hand(s) for s in range(6)]
    mine = hands[rebel]
    donors = [s for s in range(6) if s != rebel]
    for i, card in enumerate(list(mine)):
        if not card.is_wild:
            continue
        # swap the wild card for a plain non-3 card of another seat
        for d in donors:
            plain = next((c for c in hands[d] if not c.is_wild and c.rank != 0), None)
            if plain is not None:
                hands[d].remove(plain)
                hands[d].append(card)
                mine[i] = plain
                break
    if not any(c.rank == 0 for c in mine):
        d = next(s for s in donors if any(c.rank == 0 for c in hands[s]))
        three = next(c for c in hands[d] if c.rank == 0)
        plain = next(c for c in mine if c.rank != 0)
        hands[d].remove(three)
        hands[d].append(plain)
        mine.remove(plain)
        mine.append(three)
    return [" ".join(str(c) for c in sorted(h)) for h in hands]
