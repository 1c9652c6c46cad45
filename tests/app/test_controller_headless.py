"""The table's controller runs without pygame: a computer seat's answer comes back as a future
that ``Controller.poll`` looks at each frame, not as a window event, so a whole game plays
with pygame blocked, and the AI process decides as the same agents would here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from gouji_desktop.app.table.controller import only_pass
from gouji_desktop.app.table.thinker import make_seat_agent
from gouji_desktop.engine import Game

REPO = Path(__file__).resolve().parents[2]

NO_PYGAME = """
import json, sys, time
sys.modules["pygame"] = None  # any import of pygame now fails
from gouji_desktop.app.table.controller import Controller, GameSetup

if __name__ == "__main__":  # the AI process (spawn) imports this script again
    controller = Controller(GameSetup(seed=7, levels=("easy",) * 6, match=False))
    controller.autoplay, controller.ai_delay = True, 0.0
    woken = []
    controller.on_answer = lambda: woken.append(1)
    end = time.monotonic() + 240  # hang guard
    while not controller.game.finished and time.monotonic() < end:
        controller.poll(idle=True)  # one frame of the table
        time.sleep(0.001)
    controller.close()
    print(json.dumps({
        "history": [str(a) for a in controller.game.history],
        "woken": len(woken),
        "pygame": [m for m in sys.modules if m.startswith("pygame") and sys.modules[m] is not None],
    }))
"""


def test_a_whole_game_plays_through_the_controller_with_pygame_blocked(tmp_path: Path) -> None:
    script = tmp_path / "headless_table.py"
    script.write_text(NO_PYGAME, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(REPO)}  # this checkout, as the tests import it
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        cwd=REPO,
        timeout=300,  # hang guard
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["pygame"] == []
    # every move of the game, seat 0's (托管) included, is the one the same agents choose here
    game = Game.new(7)
    agents = {seat: make_seat_agent("easy", 70 + seat) for seat in range(6)}
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        game.apply(legal[0] if only_pass(legal) else agents[seat].decide(game.view(seat), legal))
    assert seen["history"] == [str(a) for a in game.history]
    # and each answer woke the table (the frame loop takes it at once)
    assert 0 < seen["woken"] <= len(seen["history"])
