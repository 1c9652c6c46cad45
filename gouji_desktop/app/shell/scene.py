"""What every screen is: a :class:`Scene` on the app's stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from gouji_desktop.app.shell.app import App

#: results from worker threads come back as this event; ``callback`` is called
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

    def on_enter(self) -> None:
        """Became the top scene (pushed, or the scene above was popped)."""

    def on_language(self) -> None:
        """The language changed: drop cached texts."""

    def on_exit(self) -> None:
        """Left the stack for good (popped, replaced, cleared, or the game is
        closing): stop worker threads.  The stack calls it, exactly once."""
