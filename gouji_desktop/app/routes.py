"""The composition root's registry: which scene each of the navigator's routes builds.

The shell (``app/shell``) imports no scene; the app is given these routes when it is made
(``App(..., routes=ROUTES)``: ``gouji``'s start-up, the gallery, the self-test, the tests).
Each builder imports its scene when first used, which keeps the title screen's start-up short.
This module may import every room of the app; no room imports it (tests/test_layering.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from gouji_desktop.app.shell.navigator import Routes

if TYPE_CHECKING:
    from gouji_desktop.app.net.session import NetworkSession
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.scene import Scene
    from gouji_desktop.app.table.controller import Controller
    from gouji_desktop.storage import Autosave, Replay


def title(app: App, offer_tutorial: bool) -> Scene:
    from gouji_desktop.app.scenes.title import TitleScene

    return TitleScene(app, offer_tutorial=offer_tutorial)


def new_game(app: App) -> Scene:
    from gouji_desktop.app.scenes.new_game import NewGameScene

    return NewGameScene(app)


def settings(app: App) -> Scene:
    from gouji_desktop.app.scenes.settings_menu import SettingsScene

    return SettingsScene(app)


def rules(app: App) -> Scene:
    from gouji_desktop.app.scenes.rules import RulesScene

    return RulesScene(app)


def stats(app: App) -> Scene:
    from gouji_desktop.app.scenes.stats import StatsScene

    return StatsScene(app)


def tutorial(app: App) -> Scene:
    from gouji_desktop.app.scenes.tutorial import TutorialScene

    return TutorialScene(app)


def lesson(app: App, index: int) -> Scene:
    """Lesson ``index`` on the table (the last is a whole game against the AI with the hint on)."""
    from gouji_desktop.app.table.lesson import GameLessonController, LessonController
    from gouji_desktop.app.table.scene import TableScene
    from gouji_desktop.app.tutorial import COURSE, WHOLE_GAME

    controller = GameLessonController() if COURSE[index] == WHOLE_GAME else LessonController(index)
    return TableScene(app, controller)


def replays(app: App) -> Scene:
    from gouji_desktop.app.scenes.replays import ReplayListScene

    return ReplayListScene(app)


def replay(app: App, replay: Replay, review: bool) -> Scene:
    from gouji_desktop.app.table.replay import ReplayScene

    return ReplayScene(app, replay, review_now=review)


def replay_import(app: App) -> Scene:
    from gouji_desktop.app.scenes.replay_import import ReplayImportScene

    return ReplayImportScene(app)


def table(app: App, controller: Controller, resume: bool) -> Scene:
    from gouji_desktop.app.table.scene import TableScene

    return TableScene(app, controller, resume=resume)


def resume(app: App, save: Autosave) -> Scene:
    """继续: the saved table, on the same decision, same hands, same log."""
    from gouji_desktop.app.table.controller import Controller

    return table(app, Controller.from_autosave(save, app.store), True)


def pause(app: App) -> Scene:
    from gouji_desktop.app.scenes.pause import PauseScene

    return PauseScene(app)


def results(app: App, controller: Controller, start_next: Callable[[], None]) -> Scene:
    from gouji_desktop.app.scenes.results import ResultsScene

    return ResultsScene(app, controller, start_next)


def online(app: App) -> Scene:
    from gouji_desktop.app.scenes.online import OnlineScene

    return OnlineScene(app)


def host_table(app: App) -> Scene:
    from gouji_desktop.app.scenes.host import HostScene

    return HostScene(app)


def join_table(app: App) -> Scene:
    from gouji_desktop.app.scenes.join import JoinScene

    return JoinScene(app)


def lobby(app: App, session: NetworkSession) -> Scene:
    from gouji_desktop.app.scenes.lobby import LobbyScene

    return LobbyScene(app, session)


def network_table(app: App, session: NetworkSession) -> Scene:
    from gouji_desktop.app.table.scene import TableScene

    return TableScene(app, session)


ROUTES = Routes(
    title=title,
    new_game=new_game,
    settings=settings,
    rules=rules,
    stats=stats,
    tutorial=tutorial,
    lesson=lesson,
    replays=replays,
    replay=replay,
    replay_import=replay_import,
    table=table,
    resume=resume,
    pause=pause,
    results=results,
    online=online,
    host_table=host_table,
    join_table=join_table,
    lobby=lobby,
    network_table=network_table,
)
