"""The tutorial's last lesson (完整一局): a whole game against the AI with the hint on. The goal panel
says so and waits for 开始; at each of the player's turns in the play the hint's reason shows by
itself; the top bar names the lesson, not the score; finishing the game marks the lesson done."""

from __future__ import annotations

from app_helpers import click, frames, run_until

from gouji_desktop.ai import make_agent
from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.tutorial import TutorialScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.lesson import GameLessonController
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.tutorial import COURSE, LESSONS, WHOLE_GAME
from gouji_desktop.engine import Phase


def test_the_lesson_list_ends_with_the_whole_game(app: App) -> None:
    assert COURSE[-1] == WHOLE_GAME and WHOLE_GAME not in (lesson.key for lesson in LESSONS)
    app.nav.tutorial()
    app.draw()
    lessons = app.top
    assert isinstance(lessons, TutorialScene)
    click(app, lessons.buttons[WHOLE_GAME].rect.center)
    scene = app.top
    assert isinstance(scene, TableScene) and isinstance(scene.controller, GameLessonController)
    n = len(COURSE)
    assert scene.bar_label() == f"{tr('tutorial.lesson', i=n, n=n)} · {tr('tutorial.game.title')}"


def test_the_whole_game_waits_for_start_shows_the_reason_each_turn_and_is_marked_done(app: App) -> None:
    i18n.set_language("en")
    controller = GameLessonController(seed=5)
    scene = TableScene(app, controller)
    app.push(scene)
    frames(app, 30)
    game = controller.game
    assert scene.waiting_to_start and game.history == [] and not scene.my_turn
    look = scene.lesson_look()
    assert look is not None and look.panel in scene.panels_up()
    assert tr("tutorial.game.goal").split(":")[0] in " ".join(line for line, _ in look.lines)
    assert not scene.look().score  # the bar says which lesson, not the score
    assert scene.frame_rate() == 0.0  # nothing moves while the goal waits: no frames but on input
    app.draw()
    click(app, scene.lesson_bar["start"].rect.center)
    assert not scene.waiting_to_start and scene.lesson_look() is None
    me = make_agent("normal", seed=0)
    turns = 0
    while not game.finished:
        run_until(app, lambda: scene.my_turn or game.finished, timeout=60)
        if game.finished:
            break
        if game.phase == Phase.PLAY:  # the reason is there without pressing 提示
            line = scene.hint_line()
            assert line, game.view(0).decision
            app.draw()
            hint = scene.hint_panel()
            assert hint is not None and hint.panel in scene.panels_up()
            plan = scene.current_hint()
            assert plan is not None
            action = plan.order[0]  # the AI's suggestion, played
            turns += 1
        else:  # 宣点, 革命, 要头: the AI's answer
            action = me.decide(game.view(0), game.legal_actions())
        assert scene.submit(action)
    run_until(app, lambda: scene.lesson_over)
    frames(app, 2)
    app.draw()
    assert turns > 5
    assert app.settings.tutorial_done == (WHOLE_GAME,)
    look = scene.lesson_look()
    assert look is not None
    place = tr(f"place.{game.places.index(0)}")
    assert place in " ".join(line for line, _ in look.lines)
    bar = scene.lesson_bar
    assert not bar["next"].visible and bar["again"].visible and bar["menu"].visible
    assert not bar["start"].visible
    assert scene.results_at is None  # no results screen: the lesson's panel ends it
    i18n.set_language("zh")
