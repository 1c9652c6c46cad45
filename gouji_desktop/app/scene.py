"""The scene stack and the frame loop.

Each scene has ``handle_event``, ``update(dt)`` and ``draw(surface)``; only
the top scene gets input and time, and the stack draws from the topmost
opaque scene up, so overlays (pause, dialogs, results) show the table below.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.storage import Notice

from .layout import MIN_SIZE
from .notices import NoticeBoard
from .persist import Persistence
from .settings import Settings

if TYPE_CHECKING:
    from .sound import Sounds

#: results from worker threads come back as this event; ``callback`` is called
CALLBACK_EVENT = pygame.event.custom_type()


class Scene:
    """A screen of the game."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def handle_event(self, ev: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def on_enter(self) -> None:
        """Became the top scene (pushed, or the scene above was popped)."""

    def on_language(self) -> None:
        """The language changed: drop cached texts."""

    def on_quit(self) -> None:
        """The game is closing (stop worker threads)."""


class App:
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
        from . import i18n
        from .sound import Sounds

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
        self.scenes: list[Scene] = []
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
        for scene in self.scenes:
            scene.on_quit()
        self.store.close()

    # ----- window ----------------------------------------------------------

    def _fit_to_desktop(self) -> None:
        """Keep the window on the screen; on a screen smaller than the minimum
        the window overflows it, and the player is told why."""
        if pygame.display.get_driver() == "dummy":
            return
        try:
            desktop_w, desktop_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return
        w, h = self.windowed_size
        self.windowed_size = (
            max(MIN_SIZE[0], min(w, desktop_w)),
            max(MIN_SIZE[1], min(h, desktop_h - 60)),  # room for title bar and panel
        )
        if desktop_w < MIN_SIZE[0] or desktop_h < MIN_SIZE[1]:
            size = f"{desktop_w}×{desktop_h}"
            self.notices.add(
                [Notice("small_screen", f"screen {size} is smaller than the game", params={"size": size})]
            )

    def _set_mode(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        if not self.offscreen:
            self.screen = self._set_mode()

    def resize(self, w: int, h: int) -> None:
        """A new window size (never below the minimum); layouts follow it."""
        self.windowed_size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
        if self.offscreen:
            self.screen = pygame.Surface(self.windowed_size)
        elif not self.settings.fullscreen:
            if (w, h) != self.windowed_size or self.screen.get_size() != self.windowed_size:
                self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # ----- the stack -------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack down to ``scene`` alone."""
        self.scenes.clear()
        return self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def language_changed(self) -> None:
        from . import cardart, i18n

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
        frames = 0
        while self.running and self.scenes:
            dt = self.clock.tick(60) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
        self.shutdown()
