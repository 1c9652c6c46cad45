"""The app: window, scene stack, settings, saved data and the frame loop.

Each scene has ``handle_event``, ``update(dt)`` and ``draw(surface)``; only
the top scene gets input and time, and the stack draws from the topmost
opaque scene up, so overlays (pause, dialogs, results) show the table below.
Scenes move between one another only through ``app.nav``.
"""

from __future__ import annotations

import contextlib
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from gouji_desktop import crashlog
from gouji_desktop.app.shell.navigator import Navigator, Routes
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.shell.process import refuse_window_in_ai_process
from gouji_desktop.app.shell.scene import CALLBACK_EVENT
from gouji_desktop.app.shell.settings import Settings, effective_volume
from gouji_desktop.app.shell.signals import quit_on_signals
from gouji_desktop.app.shell.stack import SceneStack
from gouji_desktop.app.shell.window import Window
from gouji_desktop.app.ui.layout import MIN_SIZE
from gouji_desktop.app.ui.notices import NoticeBoard
from gouji_desktop.storage import Notice

if TYPE_CHECKING:
    from gouji_desktop.app.ui.sound import Sounds

#: at or above this many frames a second the loop simply runs at 60
FULL_RATE = 30.0
#: while nothing moves, look at the clock this often (ms) even without events
IDLE_WAIT_MS = 1000
#: while waiting, look for input this often (s)
IDLE_POLL_S = 0.025
#: the most time (s) one frame moves the scenes on: 0.1 when input may start an animation (no
#: jump into it); a paced wake-up with no input moves them on by the real time, up to 1 s
FRAME_DT_MAX = 0.1
PACED_DT_MAX = 1.0


class App(Window, SceneStack):
    """The window, the scene stack, the settings and the player's saved data
    (``store``); ``run`` is the frame loop.  Storage notices show as banners
    above every scene.  ``routes`` say which scene each move of ``nav`` builds
    (``gouji_desktop.app.routes.ROUTES``)."""

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        sounds: Sounds | None = None,
        store: Persistence | None = None,
        screen: pygame.Surface | None = None,
        *,
        routes: Routes,
    ) -> None:
        from gouji_desktop.app import i18n
        from gouji_desktop.app.ui.sound import Sounds

        refuse_window_in_ai_process()
        pygame.init()
        if not pygame.display.get_init():  # a window closed before (the benchmark opens several)
            pygame.display.init()
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
        self.nav = Navigator(self, routes)
        self.running = True
        self.sounds = sounds if sounds is not None else Sounds(lambda: effective_volume(self.settings))
        if not self.sounds.available:  # run silent, and say so
            self.notices.add([Notice("no_audio", f"no audio device: {self.sounds.problem}", level="info")])
        self.frame_times: list[float] = []
        self.clock = pygame.time.Clock()
        self._woken = threading.Event()
        #: the last idle wait was ended by :meth:`wake` (another thread's news), not by input
        self.woken = False
        crashlog.set_thread_crash_listener(self.thread_crashed)

    def thread_crashed(self, thread: str, log_file: Path | None) -> None:
        """Another thread crashed (crashlog has logged it): say so in the window. Called on that
        thread, so the notice travels to the frame loop as an event."""
        where = str(log_file) if log_file else "stderr"
        notice = Notice(
            "thread_crash", f"thread {thread} crashed; see {where}", "error", params={"path": where}
        )
        with contextlib.suppress(pygame.error):  # the window is already gone
            pygame.event.post(
                pygame.event.Event(CALLBACK_EVENT, callback=lambda ev: self.notices.add([notice]))
            )

    def wake(self) -> None:
        """Another thread has something for the next frame (a computer seat's answer): end the
        loop's idle wait now, so that it is taken at once.  Safe to call from any thread."""
        self._woken.set()

    def save_settings(self) -> None:
        """Keep the settings as they are now (written in the background)."""
        self.store.save_settings(self.settings)

    def shutdown(self) -> None:
        """Before the window closes: write every queued save."""
        self.exit_all()
        self.store.close()
        crashlog.set_thread_crash_listener(None)

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

    def step(self, dt: float, first: list[pygame.event.Event] | None = None) -> float:
        """One frame: events (``first``, then the queue), update, draw; returns
        the update+draw time (s)."""
        for ev in [*(first or ()), *pygame.event.get()]:
            self.dispatch(ev)
        t0 = time.perf_counter()
        self.update(dt)
        self.draw()
        return time.perf_counter() - t0

    def update(self, dt: float) -> None:
        self.notices.add(self.store.take_notices())
        self.notices.update(dt)
        if self.top:
            self.top.update(dt)

    def frame_rate(self) -> float:
        """Frames a second the screen needs now: 60 while anything moves; less,
        or none (0: only when an event comes), while the game waits."""
        if self.notices.banners:
            return 60.0
        return self.top.frame_rate() if self.top else 0.0

    def draw(self) -> None:
        surface = self.screen
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[max(0, start) :]:
            scene.draw(surface)
        self.notices.draw(surface)

    def wait_for_events(self, wait_ms: int) -> list[pygame.event.Event]:
        """Sleep until an event comes, ``wait_ms`` pass or a quit signal stops
        the game.  Polls every IDLE_POLL_S: cheaper than SDL's own wait on some
        video drivers (which spins), and a click still answers within a frame or two.
        :meth:`wake` ends the wait too (with no events)."""
        end = time.monotonic() + wait_ms / 1000.0
        while True:
            events = pygame.event.get()
            if events or not self.running or self._woken.is_set() or time.monotonic() >= end:
                self.woken = self._woken.is_set()
                self._woken.clear()
                return events
            time.sleep(min(IDLE_POLL_S, max(0.0, end - time.monotonic())))

    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        """The frame loop: 60 frames a second while anything moves; while the
        game waits (title, menus, the player's turn) it sleeps until an event
        comes, or the scene's slower pace is due, and draws only then.  It ends
        when the window closes, on 退出, or on SIGTERM / SIGINT; then every
        queued save is written."""
        with quit_on_signals(self):
            self._loop(max_frames, max_seconds)
            self.shutdown()

    def _loop(self, max_frames: int | None, max_seconds: float | None) -> None:
        frames = 0
        end = None if max_seconds is None else time.monotonic() + max_seconds
        while self.running and self.scenes:
            rate = self.frame_rate()
            if rate >= FULL_RATE:
                dt = self.clock.tick(60) / 1000.0
                self.step(min(dt, FRAME_DT_MAX))
                pygame.display.flip()
            else:
                wait_ms = int(1000 / rate) if rate > 0 else IDLE_WAIT_MS
                if end is not None:
                    wait_ms = max(1, min(wait_ms, int((end - time.monotonic()) * 1000)))
                events = self.wait_for_events(wait_ms)
                elapsed = self.clock.tick() / 1000.0
                dt = min(elapsed, FRAME_DT_MAX)
                if not events and rate > 0 and not self.notices.banners and self.top:
                    # a paced wake-up (the turn timer's count, a seat thinking): nothing starts
                    # to move before this update, so time moves on as it really did
                    self.update(min(elapsed, PACED_DT_MAX))  # redraw only what changed
                    rects = self.top.redraw(self.screen)
                    if rects is None:
                        self.draw()
                        pygame.display.flip()
                    elif rects:
                        pygame.display.update(rects)
                elif events or rate > 0:
                    self.step(dt, events)
                    pygame.display.flip()
                else:  # nothing happened: move time on, draw only if that woke something
                    woken, self.woken = self.woken, False
                    self.update(dt)
                    # another thread's news (a server's message, a lost connection) may change
                    # a still screen: draw it now, not at the next input
                    if woken or self.frame_rate() > 0:
                        self.draw()
                        pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
            if end is not None and time.monotonic() >= end:
                break
