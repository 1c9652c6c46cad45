"""教程: the lesson list. Each lesson opens on the table (``app.nav.lesson``), the last a whole game
with the hint on; the ones done (kept in the settings) are marked."""

from __future__ import annotations

from functools import partial

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.tutorial import COURSE
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK_DIM,
    Button,
    ButtonBar,
    draw_background,
    draw_text,
    fit_size,
)


class TutorialScene(Scene):
    """第 1 课 … 第 8 课, each with its title and 已学完 when done; 1-8 or a click opens one."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        buttons = [
            Button(
                key,
                partial(self.row_label, i, key),
                partial(self.open, i),
            )
            for i, key in enumerate(COURSE)
        ]
        buttons.append(Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"))
        self.buttons = ButtonBar(buttons)

    @staticmethod
    def row_label(i: int, key: str) -> str:
        return tr("tutorial.row", i=i + 1, title=tr(f"tutorial.{key}.title"))

    def open(self, index: int) -> None:
        self.app.nav.lesson(index)

    def done(self, key: str) -> bool:
        return key in self.app.settings.tutorial_done

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
                return
            if pygame.K_1 <= ev.key < pygame.K_1 + len(COURSE):
                self.open(ev.key - pygame.K_1)
                return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(
            surface, tr("tutorial.title"), int(38 * s), (w // 2, int(18 * s)), GOLD, True, "midtop", True
        )
        intro = tr("tutorial.intro")
        draw_text(
            surface,
            intro,
            fit_size(intro, int(19 * s), w - int(40 * s)),
            (w // 2, int(74 * s)),
            INK_DIM,
            anchor="midtop",
        )
        bw, bh, gap = min(int(440 * s), w - int(200 * s)), int(50 * s), int(10 * s)
        top = int(118 * s)
        x = (w - bw) // 2
        for i, key in enumerate(COURSE):
            b = self.buttons[key]
            b.rect = pygame.Rect(x, top + i * (bh + gap), bw, bh)
            if self.done(key):  # 已学完 and a tick, right of the lesson
                cx, cy = b.rect.right + int(22 * s), b.rect.centery
                pts = [
                    (cx - int(8 * s), cy),
                    (cx - int(2 * s), cy + int(7 * s)),
                    (cx + int(10 * s), cy - int(8 * s)),
                ]
                pygame.draw.lines(surface, GOLD, False, pts, max(2, int(4 * s)))
                draw_text(
                    surface, tr("tutorial.done"), int(17 * s), (cx + int(18 * s), cy), GOLD, anchor="midleft"
                )
        back = self.buttons["back"]
        back.rect = pygame.Rect((w - int(220 * s)) // 2, h - int(70 * s), int(220 * s), int(48 * s))
        self.buttons.draw(surface)
