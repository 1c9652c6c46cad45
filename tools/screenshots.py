"""Save a PNG of every screen (headless) to look at them, e.g.

.venv/bin/python tools/screenshots.py --size 1024x640 --out /tmp/shots
.venv/bin/python tools/screenshots.py --size 1920x1080 --lang en
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from gouji_desktop.ai import make_agent
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.scenes.new_game import NewGameScene
from gouji_desktop.app.scenes.pause import PauseScene
from gouji_desktop.app.scenes.results import ResultsScene
from gouji_desktop.app.scenes.rules import RulesScene
from gouji_desktop.app.scenes.settings_menu import SettingsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.scenes.tutorial import TutorialScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.lesson import GameLessonController, LessonController
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.tutorial import COURSE
from gouji_desktop.engine import Action, Decision, Game, Match, Phase


def seat_to_act(game: Game) -> int:
    seat = game.to_act
    assert seat is not None, "a game in play has a seat to act"
    return seat


def settle(app: App, cond: Callable[[], object], limit: float = 20.0) -> None:
    end = time.monotonic() + limit
    while not cond() and time.monotonic() < end:
        app.step(1 / 60)
        time.sleep(0.001)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--size", default="1280x720")
    p.add_argument("--lang", default="zh")
    p.add_argument("--out", default="/tmp/shots")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--scale", type=float, default=1.0, help="shrink the saved PNGs (e.g. 0.5 for docs)")
    p.add_argument("--only", default="", help="comma-separated screen names to save")
    args = p.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App((w, h), Settings(language=args.lang, anim_speed="fast", ai_delay=0.0), routes=ROUTES)

    only = set(filter(None, args.only.split(",")))

    def shot(name: str) -> None:
        if only and name not in only:
            return
        app.draw()
        img = app.screen
        if args.scale != 1.0:
            img = pygame.transform.smoothscale(img, (int(w * args.scale), int(h * args.scale)))
        pygame.image.save(img, str(out / f"{name}_{w}x{h}_{args.lang}.png"))

    app.push(TitleScene(app))
    shot("title")
    app.reset(TitleScene(app, offer_tutorial=True))  # the first start's tutorial offer
    shot("offer")
    app.reset(TitleScene(app))
    app.push(NewGameScene(app))
    shot("newgame")
    app.reset(SettingsScene(app))
    shot("settings")
    rules = RulesScene(app)
    rules.page = 3
    app.reset(rules)
    shot("rules")
    # a game in progress: the computer plays for us a while, then it is our turn
    table = TableScene(app, Controller(GameSetup(seed=args.seed)))
    app.reset(table)
    settle(app, lambda: table.my_turn)
    shot("declare")
    table.controller.autoplay = True
    game = table.controller.game
    settle(app, lambda: len(game.history) > 40)
    settle(app, lambda: game.to_act == 0 and game.phase == Phase.PLAY and game.decision == Decision.ANSWER)
    table.controller.autoplay = False
    settle(app, lambda: table.my_turn)
    table.hint()  # 提示: the AI's suggestion selected, its reason above the status line
    table.log_open = False
    app.step(1 / 60)
    shot("table")
    shot("hint")
    table.log_open = True
    shot("log")
    table.log_open = False
    app.push(PauseScene(app))
    shot("pause")
    app.pop()
    table.controller.autoplay = True
    settle(app, lambda: isinstance(app.top, ResultsScene), 120)
    shot("results")
    # game 2 of a match: the tribute and the 还贡 choice
    match = Match.new(args.seed)
    agent = make_agent("random", 1)
    while not match.game.finished:
        g = match.game
        g.apply(agent.decide(g.view(seat_to_act(g)), g.legal_actions()))
    match.next_game()
    tries = 0
    while match.game.phase != Phase.RETURN or 0 not in {t.receiver for t in match.games[-2].tribute_owed()}:
        tries += 1
        match = Match.new(args.seed + tries)
        while not match.game.finished:
            g = match.game
            g.apply(agent.decide(g.view(seat_to_act(g)), g.legal_actions()))
        match.next_game()
    table = TableScene(app, Controller(GameSetup(seed=match.seed), match=match))
    app.reset(table)
    settle(app, lambda: table.my_turn or (table.timeline.idle and match.game.phase != Phase.RETURN))
    shot("tribute")
    # the tutorial: the lesson list (the first lesson done), lesson 2 after a wrong move, and done
    app.settings.tutorial_done = ("hand",)
    app.reset(TutorialScene(app))
    shot("tutorial")
    lesson = TableScene(app, LessonController(1))
    app.push(lesson)
    settle(app, lambda: lesson.my_turn)
    lesson.submit(Action.play(0, "10"))
    shot("lesson")
    lesson.submit(Action.play(0, "10 10"))
    settle(app, lambda: lesson.lesson_over)
    app.step(1 / 60)
    shot("lesson_done")
    # a lesson from the deal: the tribute paid, the player's 还贡 refused once (R-NORETURNSINGLE)
    tribute = TableScene(app, LessonController(COURSE.index("tribute")))
    app.reset(tribute)
    settle(app, lambda: tribute.my_turn)
    five = next(c for c in tribute.controller.game.hand(0) if c.rank == 2)
    tribute.submit(Action.return_(0, five))
    shot("lesson_tribute")
    # the last lesson: a whole game, its goal and 开始, then the reason at each of the player's turns
    whole = TableScene(app, GameLessonController(seed=args.seed))
    app.reset(whole)
    settle(app, lambda: whole.timeline.idle, 5)
    shot("lesson_game")
    whole.start_whole_game()
    me, game = make_agent("normal", 0), whole.controller.game
    for _ in range(10):  # 宣点, 革命, 要头 first: the AI's answers
        settle(app, lambda: whole.my_turn)
        if game.phase == Phase.PLAY or not whole.my_turn:
            break
        whole.submit(me.decide(game.view(0), game.legal_actions()))
    app.step(1 / 60)
    shot("lesson_game_turn")
    print(f"saved to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
