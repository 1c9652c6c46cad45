"""录像: the list of saved replays; opening one shows it in the viewer
(gouji_desktop.app.table.replay)."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import seat_name, short_date, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.paged_list import ROWS_PER_PAGE, PagedList
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.storage import ReplayInfo


def match_groups(infos: list[ReplayInfo]) -> list[int]:
    """A group number per replay: the games of one match in a row (newest
    first) share one; each single game has its own."""
    out: list[int] = []
    group = -1
    for i, info in enumerate(infos):
        prev = infos[i - 1] if i else None
        same = (
            prev is not None
            and info.match_seed is not None
            and info.match_seed == prev.match_seed
            and info.game_number < prev.game_number
        )
        if not same:
            group += 1
        out.append(group)
    return out


class ReplayListScene(PagedList, Scene):
    """Pick a replay: date, seat 0's place and score, the finishing order."""

    def __init__(self, app: App, infos: list[ReplayInfo] | None = None) -> None:
        super().__init__(app)
        self.infos = infos if infos is not None else app.store.list_replays()
        self.entered = False
        self.row_rects = []
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"),
                Button("prev", lambda: tr("rules.prev"), lambda: self.turn(-1)),
                Button("next", lambda: tr("rules.next"), lambda: self.turn(1)),
                Button("import", lambda: tr("rep.import"), self.app.nav.replay_import),
            ]
        )

    def on_enter(self) -> None:
        """Back from the viewer or the import list: a replay may have been added."""
        if self.entered:
            self.infos = self.app.store.list_replays()
            self.page = min(self.page, self.pages - 1)
        self.entered = True

    def row_count(self) -> int:
        return len(self.infos)

    def open(self, index: int) -> None:
        """View replay ``index``; a bad file is set aside by storage (a notice
        says so) and leaves the list."""
        info = self.infos[index]
        replay = self.app.store.load_replay(info.replay_id)
        if replay is None:
            self.infos = self.app.store.list_replays()
            self.page = min(self.page, self.pages - 1)
            return
        self.app.nav.replay(replay)

    def draw(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        panel, s = self.draw_frame(surface, tr("rep.title"))
        if not self.infos:
            draw_text(surface, tr("rep.empty"), int(20 * s), panel.center, INK_DIM, anchor="center")
        else:
            self.draw_rows(surface, panel, s)
        y = self.place_pager(panel, s)
        imp = self.buttons["import"]
        imp.rect = pygame.Rect(0, 0, int(150 * s), int(50 * s))
        imp.rect.topright = (panel.right, y)
        imp.visible = self.app.store.enabled
        if self.pages > 1:
            draw_text(
                surface,
                tr("rep.page", i=self.page + 1, n=self.pages),
                int(18 * s),
                (w // 2 + int(390 * s), y + int(25 * s)),
                INK_DIM,
                anchor="center",
            )
        self.buttons.draw(surface)

    def draw_rows(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        fs = int(19 * s)
        cols = [
            ("rep.game", 0.03),
            ("rep.date", 0.17),
            ("rep.place", 0.35),
            ("rep.score", 0.46),
            ("rep.order", 0.56),
            ("rep.steps", 0.92),
        ]
        y = panel.top + int(18 * s)
        for key, fx in cols:
            text = tr(key)
            draw_text(
                surface,
                text,
                fit_size(text, int(fs * 0.9), int(panel.w * 0.13), True),
                (panel.left + int(panel.w * fx), y),
                INK_DIM,
                True,
            )
        y += int(38 * s)
        row_h = (panel.bottom - y - int(10 * s)) // ROWS_PER_PAGE
        start = self.page * ROWS_PER_PAGE
        groups = match_groups(self.infos)
        for i, info in enumerate(self.infos[start : start + ROWS_PER_PAGE], start):
            row = pygame.Rect(panel.left + int(12 * s), y, panel.w - int(24 * s), row_h - int(6 * s))
            self.row_rects.append((row, i))
            draw_panel(surface, row, (255, 255, 255, 34 if i == self.hover else 14), int(10 * s), None)
            # the games of one match share a stripe; matches alternate its colour
            if info.match_seed is not None:
                stripe = pygame.Rect(row.left, row.top, int(6 * s), row.h)
                color = (214, 170, 60) if groups[i] % 2 == 0 else (90, 170, 220)
                pygame.draw.rect(surface, color, stripe, border_radius=int(3 * s))
            cy = row.centery
            order = " → ".join(seat_name(seat) for seat in info.places)
            game = tr("rep.in_match", n=info.game_number) if info.match_seed is not None else tr("rep.single")
            values = [
                game,
                short_date(info.saved_at) or tr("rep.unknown_date"),
                tr(f"place.{info.seat0_place}"),
                f"{info.seat0_score:+d}",
                order,
                str(info.actions),
            ]
            widths = [0.13, 0.17, 0.10, 0.09, 0.35, 0.07]
            for (key, fx), value, fw in zip(cols, values, widths, strict=True):
                size = fit_size(value, fs, int(panel.w * fw))
                color = GOLD if key in ("rep.place", "rep.score") else INK
                draw_text(
                    surface,
                    value,
                    size,
                    (panel.left + int(panel.w * fx), cy),
                    color,
                    key != "rep.order",
                    "midleft",
                )
            y += row_h
