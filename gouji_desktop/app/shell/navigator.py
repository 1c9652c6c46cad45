"""The one place that builds scenes: every move between screens goes
through ``app.nav``, so no scene imports another (tests/test_layering.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.table.controller import Controller
    from gouji_desktop.storage import Autosave, Replay

log = logging.getLogger(__name__)


class Navigator:
    """Where a scene may send the player.  Scenes are imported when first
    needed, which keeps the title screen's start-up short."""

    def __init__(self, app: App) -> None:
        self.app = app

    def back(self) -> None:
        """Leave the top scene (Esc, 返回)."""
        self.app.pop()

    def title(self) -> None:
        """The title screen alone; every scene below leaves (a table stops its worker)."""
        from gouji_desktop.app.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def start(self) -> None:
        """The title screen the game starts on: at the very first start it offers the tutorial."""
        from gouji_desktop.app.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app, offer_tutorial=True))

    def new_game(self) -> None:
        from gouji_desktop.app.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def settings(self) -> None:
        from gouji_desktop.app.scenes.settings_menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from gouji_desktop.app.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app))

    def stats(self) -> None:
        from gouji_desktop.app.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))

    def tutorial(self) -> None:
        """教程: the lessons, the ones done marked."""
        from gouji_desktop.app.scenes.tutorial import TutorialScene

        self.app.push(TutorialScene(self.app))

    def lesson(self, index: int, *, instead: bool = False) -> None:
        """Lesson ``index`` on the table, above the lesson list or ``instead`` of the lesson before
        (the last is a whole game against the AI with the hint on)."""
        from gouji_desktop.app.table.lesson import GameLessonController, LessonController
        from gouji_desktop.app.table.scene import TableScene
        from gouji_desktop.app.tutorial import COURSE, WHOLE_GAME

        controller = GameLessonController() if COURSE[index] == WHOLE_GAME else LessonController(index)
        scene = TableScene(self.app, controller)
        if instead:
            self.app.replace(scene)
        else:
            self.app.push(scene)

    def replays(self) -> None:
        from gouji_desktop.app.scenes.replays import ReplayListScene

        self.app.push(ReplayListScene(self.app))

    def replay(self, replay: Replay, review: bool = False) -> None:
        """Step through one saved game on the table (``review``: and start its 复盘 at once)."""
        from gouji_desktop.app.table.replay import ReplayScene

        self.app.push(ReplayScene(self.app, replay, review_now=review))

    def replay_import(self) -> None:
        """The .gouji-replay files found in the share folder, Downloads and the Desktop."""
        from gouji_desktop.app.scenes.replay_import import ReplayImportScene

        self.app.push(ReplayImportScene(self.app))

    def open_replay_file(self, path: Path) -> bool:
        """A replay file from the command line, a double-click, a drop on the window or the import
        list: kept in the replay list and shown; a file that cannot be used is reported."""
        from gouji_desktop.storage import Notice
        from gouji_desktop.storage.replay_files import ReplayFileError

        try:
            replay = self.app.store.open_replay_file(path)
        except ReplayFileError as e:
            log.warning("replay file %s: %s", path, e)
            params = {"name": path.name, "reason": e.reason}
            self.app.notices.add([Notice("replay_file", str(e), level="error", params=params)])
            return False
        self.replay(replay)
        return True

    def table(self, controller: Controller, *, resume: bool = False, instead: bool = False) -> None:
        """The table for ``controller``'s game; ``instead`` of the top scene
        (the new-game screen) or above it (继续 from the title)."""
        from gouji_desktop.app.table.scene import TableScene

        scene = TableScene(self.app, controller, resume=resume)
        if instead:
            self.app.replace(scene)
        else:
            self.app.push(scene)

    def resume(self, save: Autosave) -> None:
        """继续: the saved table, on the same decision, same hands, same log."""
        from gouji_desktop.app.table.controller import Controller

        self.table(Controller.from_autosave(save, self.app.store), resume=True)

    def pause(self) -> None:
        from gouji_desktop.app.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app))

    def results(self, controller: Controller, start_next: Callable[[], None]) -> None:
        """The results over the table; ``start_next`` deals the next game there."""
        from gouji_desktop.app.scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, controller, start_next))
