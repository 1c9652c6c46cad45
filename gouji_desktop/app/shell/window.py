"""The window: its size (never below the minimum), full screen, and
staying on a small desktop."""

from __future__ import annotations

import pygame

from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.ui.layout import MIN_SIZE
from gouji_desktop.app.ui.notices import NoticeBoard
from gouji_desktop.storage import Notice


class Window:
    """The display surface and how it follows the player's settings."""

    settings: Settings
    notices: NoticeBoard
    windowed_size: tuple[int, int]
    offscreen: bool
    screen: pygame.Surface

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
