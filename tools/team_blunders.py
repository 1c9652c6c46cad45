"""Count the team blunders of issue 11's QA play-test in self-play matches.

    python tools/team_blunders.py --level normal --matches 24 --seed 7

One level in all six seats plays 5-game matches (tribute carried between
games, so there are 还贡 decisions).  The tool, not the agents, looks at every
hand to judge: burns of a teammate's hand (and those that broke his burn or
left him 闷), passes when a beat would 闷 an opponent holding only 3s (R-MEN),
passes that may hand 接风 to an opponent holding only 3s (R-WIN), and returns
of a K, A, 2 or joker to an opponent when a card 4-6 was allowed
(R-TRIBCARD, R-NORETURNSINGLE).  Deterministic from the seed.
"""

from __future__ import annotations

import argparse
from collections import Counter

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import ActionKind, Decision, EventKind, Game, Phase, Tribute
from gouji_desktop.engine.fast import KING, THREE

SIX = THREE + 3


def only_threes(game: Game, seat: int) -> bool:
    hand = game.hand(seat)
    return bool(hand) and all(c.rank == THREE for c in hand)


def next_active(game: Game, seat: int) -> int:
    for step in range(1, 6):
        s = (seat + step) % 6
        if game.is_active(s):
            return s
    return -1


def count(level: str, matches: int, seed: int) -> Counter[str]:
    seen: Counter[str] = Counter()
    for m in range(matches):
        agents = [make_agent(level, seed=seed * 1000 + m * 10 + s) for s in range(6)]
        tribute: list[Tribute] = []
        first_from = 0
        for g in range(5):
            game = Game.new(seed * 100_000 + m * 10 + g, tribute=tribute, first_from=first_from)
            play_one(game, agents, seen)
            seen["games"] += 1
            tribute = game.tribute_owed()
            first_from = game.places[-1]
    return seen


def play_one(game: Game, agents: list, seen: Counter[str]) -> None:  # type: ignore[type-arg]  # a dev tool: agents of any level
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        action = agents[seat].decide(view, legal)
        judge(game, seat, legal, action, seen)
        for ev in game.apply(action):
            if ev.kind == EventKind.MEN and ev.target is not None and ev.seat is not None:
                seen["men"] += 1
                if ev.seat % 2 == ev.target % 2:
                    seen["men by a teammate"] += 1
            elif ev.kind == EventKind.BURN_BROKEN and ev.seat is not None and ev.target is not None:
                seen["burns broken"] += 1
                if ev.seat % 2 == ev.target % 2:
                    seen["burns broken by a teammate"] += 1


def judge(game: Game, seat: int, legal: list, action, seen: Counter[str]) -> None:  # type: ignore[no-untyped-def,type-arg]  # a dev tool: agents of any level
    if game.phase == Phase.RETURN:
        giver = game.view(seat).returns[0][1]
        if giver % 2 != seat % 2:
            seen["returns to an opponent"] += 1
            small = any(THREE < a.cards[0].rank <= SIX for a in legal)
            if small and action.cards[0].rank >= KING:
                seen["big returns when 4-6 allowed"] += 1
        return
    if game.phase != Phase.PLAY:
        return
    view = game.view(seat)
    top = view.top_seat
    if game.decision == Decision.BURN_OFFER and action.kind == ActionKind.BURN:
        seen["burns"] += 1
        if top is not None and top % 2 == seat % 2:
            seen["burns of a teammate"] += 1
        return
    if game.decision not in (Decision.ANSWER, Decision.LET_RETURN) or top is None:
        return
    can_beat = any(a.kind == ActionKind.PLAY for a in legal)
    if not can_beat or top % 2 == seat % 2:
        return
    passed = action.kind == ActionKind.PASS
    if game.is_active(top) and only_threes(game, top):
        seen["could 闷 an opponent"] += 1
        seen["could 闷: passed"] += passed
    elif not game.is_active(top):
        taker = next_active(game, top)
        if taker % 2 != seat % 2 and only_threes(game, taker):
            seen["接风 to an opponent's 3s at stake"] += 1
            seen["接风 at stake: passed"] += passed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--matches", type=int, default=24)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    seen = count(args.level, args.matches, args.seed)
    for key, value in sorted(seen.items()):
        print(f"{key:40s} {value}")


if __name__ == "__main__":
    main()
