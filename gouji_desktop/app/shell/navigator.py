"""Every move between screens goes through ``app.nav``, so no scene imports another
(tests/test_layering.py).  The navigator decides how a screen is shown (above the top one,
instead of it, or alone); *which* scene that is, it is given: the :class:`Routes` the
composition root (``gouji_desktop/app/routes.py``) fills, so the shell imports no scene."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.scene import Scene
    from gouji_desktop.storage import Autosave, Replay

log = logging.getLogger(__name__)

#: builds one screen over the app
Build = Callable[["App"], "Scene"]


@dataclass(frozen=True)
class Routes:
    """How each screen is built.  A table's controller is handed on to its builder unread
    (``Any``: the shell does not know the table)."""

    title: Callable[[App, bool], Scene]  # and whether to offer the tutorial (the first start)
    new_game: Build
    settings: Build
    rules: Build
    stats: Build
    tutorial: Build
    lesson: Callable[[App, int], Scene]
    replays: Build
    replay: Callable[[App, Replay, bool], Scene]  # and whether to start its 复盘 at once
    replay_import: Build
    table: Callable[[App, Any, bool], Scene]  # the controller, and whether it resumes a save
    resume: Callable[[App, Autosave], Scene]  # the saved table
    pause: Build
    results: Callable[[App, Any, Callable[[], None]], Scene]  # the controller, how to deal the next game
    online: Build  # 联机: host or join
    host_table: Build
    join_table: Build
    lobby: Callable[[App, Any], Scene]  # a connected network session (the host's own: its server too)
    network_table: Callable[[App, Any], Scene]  # the table for a network session that has dealt


class Navigator:
    """Where a scene may send the player.  The routes import a scene when it is first
    needed, which keeps the title screen's start-up short."""

    def __init__(self, app: App, routes: Routes) -> None:
        self.app = app
        self.routes = routes

    def back(self) -> None:
        """Leave the top scene (Esc, 返回)."""
        self.app.pop()

    def title(self) -> None:
        """The title screen alone; every scene below leaves (a table stops its worker)."""
        self.app.reset(self.routes.title(self.app, False))

    def start(self) -> None:
        """The title screen the game starts on: at the very first start it offers the tutorial."""
        self.app.reset(self.routes.title(self.app, True))

    def new_game(self) -> None:
        self.app.push(self.routes.new_game(self.app))

    def settings(self) -> None:
        self.app.push(self.routes.settings(self.app))

    def rules(self) -> None:
        self.app.push(self.routes.rules(self.app))

    def stats(self) -> None:
        self.app.push(self.routes.stats(self.app))

    def tutorial(self) -> None:
        """教程: the lessons, the ones done marked."""
        self.app.push(self.routes.tutorial(self.app))

    def lesson(self, index: int, *, instead: bool = False) -> None:
        """Lesson ``index`` on the table, above the lesson list or ``instead`` of the lesson before
        (the last is a whole game against the AI with the hint on)."""
        self._show(self.routes.lesson(self.app, index), instead)

    def replays(self) -> None:
        self.app.push(self.routes.replays(self.app))

    def replay(self, replay: Replay, review: bool = False) -> None:
        """Step through one saved game on the table (``review``: and start its 复盘 at once)."""
        self.app.push(self.routes.replay(self.app, replay, review))

    def replay_import(self) -> None:
        """The .gouji-replay files found in the share folder, Downloads and the Desktop."""
        self.app.push(self.routes.replay_import(self.app))

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

    def table(self, controller: object, *, resume: bool = False, instead: bool = False) -> None:
        """The table for ``controller``'s game; ``instead`` of the top scene
        (the new-game screen) or above it (继续 from the title)."""
        self._show(self.routes.table(self.app, controller, resume), instead)

    def resume(self, save: Autosave) -> None:
        """继续: the saved table, on the same decision, same hands, same log."""
        self.app.push(self.routes.resume(self.app, save))

    def pause(self) -> None:
        self.app.push(self.routes.pause(self.app))

    def results(self, controller: object, start_next: Callable[[], None]) -> None:
        """The results over the table; ``start_next`` deals the next game there."""
        self.app.push(self.routes.results(self.app, controller, start_next))

    def online(self) -> None:
        """联机: 创建牌桌 (host) or 加入牌桌 (join)."""
        self.app.push(self.routes.online(self.app))

    def host_table(self) -> None:
        self.app.push(self.routes.host_table(self.app))

    def join_table(self) -> None:
        self.app.push(self.routes.join_table(self.app))

    def lobby(self, session: object, *, instead: bool = True) -> None:
        """Who sits where, before the deal: instead of the host or join screen (or above the
        title: 继续 of a hosted table)."""
        self._show(self.routes.lobby(self.app, session), instead)

    def network_table(self, session: object) -> None:
        """The table of a network session that has dealt: instead of the lobby."""
        self.app.replace(self.routes.network_table(self.app, session))

    def _show(self, scene: Scene, instead: bool) -> None:
        if instead:
            self.app.replace(scene)
        else:
            self.app.push(scene)
