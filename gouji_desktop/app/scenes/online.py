"""联机 from the title: 创建牌桌 (host a table) or 加入牌桌 (join one).  This
screen opens no socket; the network starts on the host or join screen."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.layout import menu_column, scale_of
from gouji_desktop.app.ui.widgets import GOLD, INK, Button, ButtonBar, draw_background, draw_text, fit_size


class OnlineScene(Scene):
    ITEMS = ("host", "join", "back")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonBar(
            [
                Button("host", lambda: tr("net.host"), self.app.nav.host_table, "primary"),
                Button("join", lambda: tr("net.join"), self.app.nav.join_table, "primary"),
                Button("back", lambda: tr("net.back"), self.app.nav.back),
            ]
        )

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.nav.back()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        rects = menu_column(w, h, len(self.ITEMS), 0.42)
        top = rects[0].top
        draw_text(
            surface, tr("net.title"), int(56 * s), (w // 2, top - int(150 * s)), GOLD, True, "midtop", True
        )
        intro = tr("net.intro")
        size = fit_size(intro, int(20 * s), w - int(60 * s))
        draw_text(surface, intro, size, (w // 2, top - int(60 * s)), INK, anchor="midtop")
        for key, rect in zip(self.ITEMS, rects, strict=True):
            self.buttons[key].rect = rect
        self.buttons["back"].rect = rects[-1].move(0, int(14 * s))
        self.buttons.draw(surface)
