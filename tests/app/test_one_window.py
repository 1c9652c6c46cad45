"""The window and its data folder: the title screen never waits on a load, a
finished table left as the autosave is recorded quietly (not offered as 继续),
a second window on the same folder says so and saves nothing, and SIGTERM
saves and quits cleanly (a real process is sent the signal), even while the
AI process does not answer."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from app_helpers import frames, stored_app, title_read

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.engine import Game, Match
from gouji_desktop.storage import Storage


def finished(seed: int) -> Game:
    game, rng = Game.new(seed), random.Random(seed)
    while not game.finished:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_the_title_screen_shows_while_the_autosave_is_still_being_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    Storage().autosave(Game.new(5), ("easy",) * 5)
    app = stored_app()
    gate = threading.Event()
    real = Storage.load_autosave

    def slow_load(self: Storage):
        gate.wait(30)  # a slow disk, a huge file
        return real(self)

    monkeypatch.setattr(Storage, "load_autosave", slow_load)
    shown: list[TitleScene] = []
    opener = threading.Thread(target=lambda: shown.append(app.push(TitleScene(app))), daemon=True)
    opener.start()
    opener.join(20)
    try:
        assert not opener.is_alive(), "the title screen waited for the load"
        [title] = shown
        frames(app, 3)
        assert not title.buttons["continue"].enabled
        assert title.continue_note() == tr("menu.save_loading")
    finally:
        gate.set()
    title_read(app, title)
    assert title.buttons["continue"].enabled
    assert title.continue_note().startswith(tr("menu.save_single", date="")[:2])
    app.shutdown()


def test_a_finished_game_left_as_the_autosave_is_recorded_not_offered(data_dir: Path) -> None:
    game = finished(6)
    Storage().autosave(game, ("hard",) * 5)
    app = stored_app()
    title = app.push(TitleScene(app))
    title_read(app, title)
    assert not title.buttons["continue"].enabled
    assert title.continue_note() == tr("menu.no_save")
    app.shutdown()
    store = Storage()
    assert not store.has_autosave()
    assert store.load_stats().value.overall.games == 1
    [info] = store.list_replays()
    assert info.places == tuple(game.places)


def test_a_finished_match_left_as_the_autosave_is_recorded_not_offered() -> None:
    match, rng = Match.new(3), random.Random(3)
    while not match.finished:
        if match.game.finished:
            match.next_game()
        else:
            match.game.apply(rng.choice(match.game.legal_actions()))
    Storage().autosave(match, ("easy",) * 5)
    app = stored_app()
    title = app.push(TitleScene(app))
    title_read(app, title)
    assert not title.buttons["continue"].enabled
    app.shutdown()
    stats = Storage().load_stats().value.overall
    assert (stats.matches, stats.games) == (1, 1)  # the earlier games were counted as they ended


HOLDER = r"""
import sys
from gouji_desktop.storage import Storage
store = Storage(sys.argv[1])
print("owner" if store.claim() else "not owner", flush=True)
sys.stdin.readline()
"""


def test_a_second_window_on_the_same_folder_says_so_and_saves_nothing(data_dir: Path) -> None:
    first = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data_dir)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "owner"
        app = stored_app()
        frames(app, 1)
        assert app.store.read_only
        assert tr("notice.read_only") in app.notices.texts()
        app.store.autosave(Game.new(2), ("easy",) * 5)
        app.store.flush()
        assert not (data_dir / "autosave.json").exists()
        app.shutdown()
    finally:
        first.kill()
        first.wait(30)


CHILD = r"""
import os, sys
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.controller import Controller, GameSetup

store = Persistence.open()
app = App((1280, 720), store.load_settings(), store=store, routes=ROUTES)
app.settings.anim_speed, app.settings.ai_delay = "instant", 0.0
app.nav.title()
controller = Controller(GameSetup(seed=4, match=True, levels=("easy",) * 6), store=store)
controller.autoplay = True
app.nav.table(controller)
step = app.step


def step_and_say(dt, *events):
    spent = step(dt, *events)
    if len(controller.game.history) >= 10 and not getattr(app, "said", False):
        app.said = True
        print("playing", flush=True)  # inside the frame loop, after some autosaves
    return spent


app.step = step_and_say
app.run()
print("saved and quit", len(controller.game.history), flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_quit_signal_saves_and_quits(data_dir: Path, signum: int) -> None:
    env = {
        **os.environ,
        "GOUJI_DATA_DIR": str(data_dir),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        encoding="utf-8",
        errors="replace",
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "playing"
        child.send_signal(signum)
        out, _ = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 0
    assert out.startswith("saved and quit")
    played = int(out.split()[-1])
    store = Storage()
    assert store.claim()  # the folder was given up
    loaded = store.load_autosave()
    assert loaded.notices == [] and loaded.value is not None
    assert len(loaded.value.game.history) == played  # the table as it was at the signal
    assert not [p for p in data_dir.iterdir() if p.name.endswith(".tmp")]


STUCK_AI_CHILD = r"""
import sys
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.thinker import Thinker
from gouji_desktop.engine import Game

thinker = Thinker.shared()
warm = Game.new(1)
thinker.decide(("warm-up", 0), "easy", 1, warm.view(warm.to_act), warm.legal_actions())
print("ai", thinker._process.pid, flush=True)
sys.stdin.readline()  # the test stops the AI process meanwhile
store = Persistence.open()
app = App((1280, 720), store.load_settings(), store=store, routes=ROUTES)
app.settings.anim_speed, app.settings.ai_delay = "instant", 0.0
app.nav.title()
controller = Controller(GameSetup(seed=4, match=True, levels=("hard",) * 6), store=store)
controller.autoplay = True
app.nav.table(controller)
step = app.step


def step_and_say(dt, *events):
    spent = step(dt, *events)
    if controller.thinking is not None and thinker._lock.locked() and not getattr(app, "said", False):
        app.said = True
        print("thinking", flush=True)  # a seat waits for the stopped process
    return spent


app.step = step_and_say
app.run()
print("saved and quit", len(controller.game.history), flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP") or sys.platform == "win32", reason="POSIX signals")
def test_sigterm_while_the_ai_process_does_not_answer_still_saves_and_quits(data_dir: Path) -> None:
    env = {
        **os.environ,
        "GOUJI_DATA_DIR": str(data_dir),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    child = subprocess.Popen(
        [sys.executable, "-c", STUCK_AI_CHILD],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        encoding="utf-8",
        errors="replace",
    )
    ai_pid = None
    try:
        assert child.stdout is not None and child.stdin is not None
        word, pid = child.stdout.readline().split()
        assert word == "ai"
        ai_pid = int(pid)
        os.kill(ai_pid, signal.SIGSTOP)  # stuck: a loaded machine, a debugger, a hung search
        child.stdin.write("go\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == "thinking"
        child.send_signal(signal.SIGTERM)
        out, _ = child.communicate(timeout=60)  # hang guard: before, it waited for the answer for ever
    finally:
        child.kill()
        child.wait(30)
        if ai_pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(ai_pid, signal.SIGKILL)
    assert child.returncode == 0
    assert out.startswith("saved and quit")
    with pytest.raises(ProcessLookupError):
        os.kill(ai_pid, 0)  # the game ended its AI process on the way out
    store = Storage()
    assert store.claim()  # the folder was given up
    loaded = store.load_autosave()
    assert loaded.notices == [] and loaded.value is not None
    assert len(loaded.value.game.history) == int(out.split()[-1])
