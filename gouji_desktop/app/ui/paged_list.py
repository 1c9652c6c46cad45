"""A scene that is a list of rows in pages (录像, 导入录像): paging, keys,
hover and click on a row, and the titled panel the rows go in.  Esc does what the
scene's 返回 button does (the list knows nothing of where that leads)."""

from __future__ import annotations

import pygame

from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import GOLD, ButtonBar, draw_background, draw_panel, draw_text

ROWS_PER_PAGE = 8


class PagedList:
    """Mixed into a scene (``class XScene(PagedList, Scene)``), which sets
    ``buttons`` (with ``back``, ``prev`` and ``next``) and says how many rows
    there are and what opening one does; ``draw_frame`` lays out the panel and
    resets the rows."""

    page = 0
    hover: int | None = None
    row_rects: list[tuple[pygame.Rect, int]]
    buttons: ButtonBar

    def row_count(self) -> int:
        raise NotImplementedError

    def open(self, index: int) -> None:
        raise NotImplementedError

    @property
    def pages(self) -> int:
        return max(1, -(-self.row_count() // ROWS_PER_PAGE))

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            back = self.buttons["back"].on_click
            if ev.key == pygame.K_ESCAPE and back is not None:
                back()
            elif ev.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif ev.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            return
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((i for r, i in self.row_rects if r.collidepoint(ev.pos)), None)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            hit = next((i for r, i in self.row_rects if r.collidepoint(ev.pos)), None)
            if hit is not None:
                self.open(hit)
        elif ev.type == pygame.MOUSEWHEEL:
            self.turn(-1 if ev.y > 0 else 1)

    def draw_frame(self, surface: pygame.Surface, title: str) -> tuple[pygame.Rect, float]:
        """Background, title and the rows' panel; returns the panel and the scale."""
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(surface, title, int(38 * s), (w // 2, int(16 * s)), GOLD, True, "midtop", True)
        panel = pygame.Rect(0, 0, min(w - int(60 * s), int(1100 * s)), h - int(180 * s))
        panel.midtop = (w // 2, int(76 * s))
        draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        self.row_rects = []
        return panel, s

    def place_pager(self, panel: pygame.Rect, s: float) -> int:
        """Place 返回 under the panel with ‹ › either side of it (shown only when
        there is more than one page); returns the buttons' top."""
        back, prev, nxt = self.buttons["back"], self.buttons["prev"], self.buttons["next"]
        y = panel.bottom + int(22 * s)
        back.rect = pygame.Rect(0, 0, int(180 * s), int(50 * s))
        back.rect.midtop = (panel.centerx, y)
        for b, dx in ((prev, -240), (nxt, 240)):
            b.rect = pygame.Rect(0, 0, int(150 * s), int(50 * s))
            b.rect.midtop = (panel.centerx + int(dx * s), y)
            b.visible = self.pages > 1
        prev.enabled, nxt.enabled = self.page > 0, self.page < self.pages - 1
        return y
