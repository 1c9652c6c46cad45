"""The frozen baseline agent (gouji_lab.baseline, issue 11): it plays legal
games from the view alone and leans only on the engine's public face, so it
survives renames inside the engine."""

from __future__ import annotations

import ast
from pathlib import Path

from gouji_desktop.engine import Game
from gouji_lab.arena import arena_agent

BASELINE = Path(__file__).resolve().parents[2] / "gouji_lab" / "baseline"
ALLOWED = {"gouji_desktop.engine", "gouji_desktop.engine.fast"}


def test_baseline_imports_only_the_engine_face() -> None:
    for path in sorted(BASELINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                if node.module.startswith("gouji_desktop"):
                    assert node.module in ALLOWED, f"{path.name} imports {node.module}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("gouji_desktop") for a in node.names), path.name


def test_baseline_plays_a_whole_game_legally() -> None:
    game = Game.new(7)
    agents = [arena_agent("baseline", s, {}) for s in range(6)]
    steps = 0
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        action = agents[seat].decide(game.view(seat), legal)
        assert action in legal
        game.apply(action)
        steps += 1
    assert game.scores is not None and steps > 20
