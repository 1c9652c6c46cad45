"""教程: the lesson list. Each lesson opens on the table (``app.nav.lesson``), the last a whole game
with the hint on; the ones done (kept in the settings) are marked."""

from __future__ import annotations

from functools import partial

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.tutorial import COURSE
from gouji_desktop.app.ui import fonts
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
    """第 1 课 … 第 14 课 in two columns (the course reads down the left, then down the right), each
    with its title and 已学完 when done; a click, or 1-9 for the first nine, opens one."""

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
            if pygame.K_1 <= ev.key < pygame.K_1 + min(9, len(COURSE)):
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
        rows = (len(COURSE) + 1) // 2
        # two columns, each with room on its right for 已学完 and its tick
        mark_w = int(40 * s) + fonts.text(tr("tutorial.done"), int(17 * s), GOLD).get_width()
        col_gap = int(32 * s)
        bw = min(int(400 * s), (w - int(40 * s) - 2 * mark_w - col_gap) // 2)
        top, bottom = int(118 * s), h - int(84 * s)  # clear of 返回 at the bottom
        gap = int(10 * s)
        bh = min(int(50 * s), (bottom - top - (rows - 1) * gap) // rows)
        x0 = (w - (2 * (bw + mark_w) + col_gap)) // 2
        for i, key in enumerate(COURSE):
            b = self.buttons[key]
            col, row = divmod(i, rows)
            b.rect = pygame.Rect(x0 + col * (bw + mark_w + col_gap), top + row * (bh + gap), bw, bh)
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
