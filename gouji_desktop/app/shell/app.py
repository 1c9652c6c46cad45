"""The app: window, scene stack, settings, saved data and the frame loop.

Each scene has ``handle_event``, ``update(dt)`` and ``draw(surface)``; only
the top scene gets input and time, and the stack draws from the topmost
opaque scene up, so overlays (pause, dialogs, results) show the table below.
Scenes move between one another only through ``app.nav``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.shell.navigator import Navigator
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.shell.scene import CALLBACK_EVENT, Scene
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.shell.signals import quit_on_signals
from gouji_desktop.app.shell.stack import SceneStack
from gouji_desktop.app.shell.window import Window
from gouji_desktop.app.ui.layout import MIN_SIZE
from gouji_desktop.app.ui.notices import NoticeBoard
from gouji_desktop.storage import Notice

if TYPE_CHECKING:
    from gouji_desktop.app.ui.sound import Sounds

__all__ = ["CALLBACK_EVENT", "App", "Scene"]


class App(Window, SceneStack):
    """The window, the scene stack, the settings and the player's saved data
    (``store``); ``run`` is the frame loop.  Storage notices show as banners
    above every scene."""

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        sounds: Sounds | None = None,
        store: Persistence | None = None,
        screen: pygame.Surface | None = None,
    ) -> None:
        from gouji_desktop.app import i18n
        from gouji_desktop.app.ui.sound import Sounds

        pygame.init()
        self.store = store if store is not None else Persistence.memory()
        self.settings = settings if settings is not None else self.store.load_settings()
        i18n.set_language(self.settings.language)
        self.notices = NoticeBoard()
        self.notices.add(self.store.take_notices(wait=True))  # a bad settings file …, in its language
        self.windowed_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.offscreen = screen is not None  # drawing into a given surface (self-test)
        if not self.offscreen:
            self._fit_to_desktop()
        self.screen = screen if screen is not None else self._set_mode()
        if not self.offscreen:
            pygame.display.set_caption(i18n.tr("app.title"))
        SceneStack.__init__(self)
        self.nav = Navigator(self)
        self.running = True
        self.sounds = sounds if sounds is not None else Sounds(self.settings)
        if not self.sounds.available:  # run silent, and say so
            self.notices.add([Notice("no_audio", f"no audio device: {self.sounds.problem}", level="info")])
        self.frame_times: list[float] = []
        self.clock = pygame.time.Clock()

    def save_settings(self) -> None:
        """Keep the settings as they are now (written in the background)."""
        self.store.save_settings(self.settings)

    def shutdown(self) -> None:
        """Before the window closes: write every queued save."""
        self.exit_all()
        self.store.close()

    def language_changed(self) -> None:
        from gouji_desktop.app import i18n
        from gouji_desktop.app.ui import cardart

        i18n.set_language(self.settings.language)
        if not self.offscreen:
            pygame.display.set_caption(i18n.tr("app.title"))
        cardart.clear()
        for scene in self.scenes:
            scene.on_language()

    # ----- the loop --------------------------------------------------------

    def dispatch(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:
            self.running = False
            return
        if ev.type == CALLBACK_EVENT:
            callback = getattr(ev, "callback", None)
            if callable(callback):
                callback(ev)
            return
        if ev.type == pygame.VIDEORESIZE:
            self.resize(ev.w, ev.h)
            return
        if ev.type == pygame.DROPFILE:  # a replay file dropped on the window opens in the viewer
            self.nav.open_replay_file(Path(ev.file))
            return
        if self.notices.handle_event(ev):
            return
        if self.top:
            self.top.handle_event(ev)

    def step(self, dt: float) -> float:
        """One frame: events, update, draw; returns the update+draw time (s)."""
        for ev in pygame.event.get():
            self.dispatch(ev)
        t0 = time.perf_counter()
        self.notices.add(self.store.take_notices())
        self.notices.update(dt)
        if self.top:
            self.top.update(dt)
        self.draw()
        spent = time.perf_counter() - t0
        return spent

    def draw(self) -> None:
        surface = self.screen
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[max(0, start) :]:
            scene.draw(surface)
        self.notices.draw(surface)

    def run(self, max_frames: int | None = None) -> None:
        """The frame loop, until the window closes, 退出, or SIGTERM / SIGINT;
        then every queued save is written."""
        frames = 0
        with quit_on_signals(self):
            while self.running and self.scenes:
                dt = self.clock.tick(60) / 1000.0
                self.step(min(dt, 0.1))
                pygame.display.flip()
                frames += 1
                if max_frames is not None and frames >= max_frames:
                    break
            self.shutdown()
