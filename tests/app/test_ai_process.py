"""The computer seats think in a process of their own (the frame loop keeps
the GIL) and decide exactly as the same agents would in the game's process;
a process that stops answering is ended and the seats think in a thread,
and closing a table never waits for it; a script that opens the game without
a main guard is told so and its game goes on."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from app_helpers import run_until

from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup, only_pass
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.table.thinker import Thinker, make_seat_agent, tell_game_follows
from gouji_desktop.engine import Game, Match, Rules


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


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP") or sys.platform == "win32", reason="POSIX signals")
def test_an_ai_process_that_stops_answering_is_ended_and_closing_a_table_does_not_wait() -> None:
    thinker = Thinker()  # not the shared one: this one is stopped
    game = Game.new(3)
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    # the first answer includes the process's start, slow on a loaded machine: the default allows it
    assert thinker.decide((1, seat), "easy", 30, game.view(seat), legal) in legal
    thinker.answer_timeout = 1.0
    pid = thinker._process.pid
    os.kill(pid, signal.SIGSTOP)  # a process that no longer answers (stuck, stopped, swapped out)
    try:
        answers: list[object] = []
        asking = threading.Thread(
            target=lambda: answers.append(thinker.decide((1, seat), "easy", 30, game.view(seat), legal)),
            daemon=True,
        )
        asking.start()
        closing = threading.Thread(target=thinker.forget, args=(1,), daemon=True)  # the table closes
        closing.start()
        closing.join(20)
        assert not closing.is_alive(), "closing the table waited for the stuck AI process"
        asking.join(20)
        assert not asking.is_alive(), "the decision waited for the stuck AI process for ever"
        assert answers == [None]  # the caller decides in its own thread
        assert thinker.broken and not thinker._process.is_alive()  # the stuck process was ended
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


UNGUARDED_SCRIPT = """
import time
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup

# no `if __name__ == "__main__":` -- the spawned AI process imports this file again
app = App((1280, 720), routes=ROUTES)
app.settings.anim_speed, app.settings.ai_delay = "instant", 0.0
controller = Controller(GameSetup(seed=4, match=True, levels=("easy",) * 6))
controller.autoplay = True
app.nav.table(controller)
end = time.monotonic() + 120  # hang guard
while len(controller.game.history) < 6 and time.monotonic() < end:
    app.step(1 / 60)
    time.sleep(0.001)
print("moved", len(controller.game.history), flush=True)
app.shutdown()
"""


def test_a_script_without_a_main_guard_is_told_so_and_its_game_goes_on(tmp_path: Path) -> None:
    script = tmp_path / "watch_the_game.py"
    script.write_text(UNGUARDED_SCRIPT, encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    child = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        encoding="utf-8",
        errors="replace",
    )
    try:
        out, err = child.communicate(timeout=150)  # hang guard
    finally:
        child.kill()
        child.wait(30)
    # one game moved on (no hidden second game played in the AI process) …
    [line] = out.splitlines()
    word, moved = line.split()
    assert word == "moved" and int(moved) >= 6
    # … and the script's author reads what to change
    assert 'under `if __name__ == "__main__":`' in err


def _play_out(game: Game) -> None:
    agent = make_seat_agent("normal", 5)
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(agent.decide(game.view(seat), game.legal_actions()))


def test_R_MATCH_a_hard_seat_counts_what_an_opening_earns_only_while_a_game_of_the_match_follows() -> None:
    """The 点贡 an opening earns (开点, R-DIANGONG) is paid in the next game of
    the match: the table tells its hard seats whether one follows (games 1 to
    4 of a match with tribute), and not in a single game, a match's last game
    or a match without tribute, where only the game's points count."""
    hard = ("hard",) * 6
    assert Controller(GameSetup(seed=7, levels=hard, match=True)).game_follows
    assert not Controller(GameSetup(seed=7, levels=hard, match=False)).game_follows
    assert not Controller(GameSetup(rules=Rules(tribute=False), seed=7, levels=hard, match=True)).game_follows
    match = Match.new(7)
    for _ in range(4):
        _play_out(match.game)
        match.next_game()
    assert match.number == 5
    assert not Controller(GameSetup(seed=7, levels=hard, match=True), match=match).game_follows
    agent, normal = make_seat_agent("hard", 1), make_seat_agent("normal", 1)
    tell_game_follows(agent, False)
    assert not agent.match.game_follows and agent.tribute_card == 0.0
    tell_game_follows(agent, True)
    assert agent.match.game_follows and agent.tribute_card > 0.0
    tell_game_follows(normal, False)  # told too; normal decides the same either way
