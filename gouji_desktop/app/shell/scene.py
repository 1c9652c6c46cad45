"""What every screen is: a :class:`Scene` on the app's stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from gouji_desktop.app.shell.app import App

#: another thread's news for the frame loop (a thread's crash notice); ``callback`` is called
CALLBACK_EVENT = pygame.event.custom_type()


class Scene:
    """A screen of the game.  Scenes never build or import one another: they
    ask ``app.nav`` (the :class:`~gouji_desktop.app.shell.navigator.Navigator`)
    to go somewhere."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def handle_event(self, ev: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def frame_rate(self) -> float:
        """Frames a second this scene needs now: 60 while something moves, 0
        when it only changes on input (the loop then sleeps: no idle CPU).
        A scene that animates says so by overriding this."""
        return 0.0

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """A paced wake-up with no input (after :meth:`update`): the parts of
        the screen to redraw, drawn into ``surface`` ([]: nothing changed), or
        None to redraw the whole scene."""
        return None

    def on_enter(self) -> None:
        """Became the top scene (pushed, or the scene above was popped)."""

    def on_language(self) -> None:
        """The language changed: drop cached texts."""

    def on_exit(self) -> None:
        """Left the stack for good (popped, replaced, cleared, or the game is
        closing): stop worker threads.  The stack calls it, exactly once."""
