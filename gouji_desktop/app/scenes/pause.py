"""The pause overlay over the table (Esc)."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.layout import menu_column, scale_of
from gouji_desktop.app.ui.widgets import GOLD, Button, ButtonBar, dim, draw_panel, draw_text


class PauseScene(Scene):
    """Esc on the table: resume, settings, rules, main menu."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonBar(
            [
                Button("resume", lambda: tr("pause.resume"), self.app.nav.back, "primary"),
                Button("settings", lambda: tr("menu.settings"), self.app.nav.settings),
                Button("rules", lambda: tr("menu.rules"), self.app.nav.rules),
                Button("menu", lambda: tr("pause.menu"), self.to_menu),
            ]
        )

    def to_menu(self) -> None:
        """Back to the title; the table is autosaved after every action, so 继续 comes back here."""
        self.app.nav.title()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.nav.back()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        dim(surface, 160)
        rects = menu_column(w, h, 4, 0.36)
        panel = rects[0].union(rects[-1]).inflate(int(80 * s), int(150 * s)).move(0, -int(30 * s))
        draw_panel(surface, panel, (12, 30, 28, 240), int(18 * s), (*GOLD, 160))
        draw_text(
            surface, tr("pause.title"), int(36 * s), (w // 2, panel.top + int(18 * s)), GOLD, True, "midtop"
        )
        for b, rect in zip(self.buttons.buttons.values(), rects, strict=True):
            b.rect = rect
        self.buttons.draw(surface)
