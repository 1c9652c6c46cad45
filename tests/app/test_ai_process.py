"""The computer seats think in a process of their own (the frame loop keeps
the GIL) and decide exactly as the same agents would in the game's process."""

from __future__ import annotations

from app_helpers import run_until

from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup, only_pass
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.table.thinker import Thinker, make_seat_agent
from gouji_desktop.engine import Game


def test_the_ai_thinks_in_its_own_process_and_decides_as_it_would_in_ours(app: App) -> None:
    controller = Controller(GameSetup(seed=11, levels=("normal",) * 6, match=False))
    app.push(TableScene(app, controller))
    controller.autoplay = True
    run_until(app, lambda: len(controller.game.history) >= 40, timeout=60)
    controller.autoplay = False
    thinker = Thinker.shared()
    assert not thinker.broken and thinker._process is not None and thinker._process.is_alive()
    game = Game.new(11)
    agents = {seat: make_seat_agent("normal", 110 + seat) for seat in range(6)}
    for done in controller.game.history[:40]:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        mine = legal[0] if only_pass(legal) else agents[seat].decide(game.view(seat), legal)
        game.apply(mine)
        assert game.history[-1] == done
