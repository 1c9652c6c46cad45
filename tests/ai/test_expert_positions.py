"""The expert positions: fixed deals, each with one clear choice that a strong Gouji player makes,
kept as data in tests/fixtures/ai/positions/ (one YAML file a topic; docs/ai.md, "Expert
positions").  Every position lists every move such a player accepts, the rule ids it turns on and
why; each level it names (normal, hard on a dozen guesses, some hard on many guesses) must choose
among those moves.  gouji_lab.positions reads the files, deals each position and plays the moves
before it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest

from gouji_desktop.ai.agents import NormalAgent
from gouji_desktop.engine import ActionKind
from gouji_lab.positions import FOLDER, Position, agents, by_id, check, load_all, start

POSITIONS = load_all()
RUNS = [(position, level) for position in POSITIONS for level in position.levels]
RULE_BOOK = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"


@pytest.mark.parametrize(("position", "level"), RUNS, ids=[f"{p.id}-{level}" for p, level in RUNS])
def test_expert_position(position: Position, level: str) -> None:
    for seed, agent in agents(level):
        miss = check(position, agent.decide)
        assert miss is None, f"{level} (seed {seed}) {miss}"


def test_every_position_cites_rules_of_the_rule_book_and_every_topic_has_three_deals() -> None:
    """The rule ids a position turns on are the rule book's; each topic file holds at least three
    positions on different deals, so no topic rests on one deal."""
    known = set(re.findall(r"R-[A-Z0-9]+", RULE_BOOK.read_text(encoding="utf-8")))
    assert {r for p in POSITIONS for r in p.rules} <= known
    deals: defaultdict[str, set[object]] = defaultdict(set)
    for p in POSITIONS:
        deals[p.topic].add(p.deal)
    assert set(deals) == {path.stem for path in FOLDER.glob("*.yaml")}
    assert all(len(d) >= 3 for d in deals.values()), {t: len(d) for t, d in deals.items()}


def test_R_BURN_R_OUT_a_burn_that_leaves_one_hand_is_a_line_out() -> None:
    """A burn after which one hand is left goes out if it holds, and a broken burn costs nothing
    (R-BURN): normal takes it clearly, not by a hair."""
    position = by_id(POSITIONS)["R-BURN-R-OUT-burn-a-teammate-s-hand-his-opposite-will-beat"]
    game = start(position)
    opts = NormalAgent(1).options(game.view(position.seat), game.legal_actions())
    score = {kind: value for value, kind, _ in reversed(opts)}
    assert score[ActionKind.BURN] >= score[ActionKind.PASS] + 0.25
