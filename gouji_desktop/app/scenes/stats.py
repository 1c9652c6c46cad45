"""统计: the player's record (seat 0) from storage: games, matches, the places
histogram (头科 … 大落), team win rate, 开点 rate, burns, 串三户, and the
same by computer level."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    TEAM_COLORS,
    Button,
    ButtonBar,
    draw_background,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.storage import Statistics, Tally

LEVEL_ROWS = ("easy", "normal", "hard", "mixed")


def percent(rate: float | None) -> str:
    return tr("stats.none") if rate is None else f"{rate * 100:.0f}%"


def overall_rows(t: Tally) -> list[tuple[str, str]]:
    """(label, value) lines of the overall panel."""
    avg = t.average_place
    return [
        (tr("stats.games"), str(t.games)),
        (tr("stats.matches"), tr("stats.match_line", n=t.matches, won=t.match_wins, drawn=t.match_draws)),
        (tr("stats.team_win"), percent(t.team_win_rate)),
        (tr("stats.open_rate"), percent(t.open_rate)),
        (tr("stats.avg_place"), tr("stats.none") if avg is None else f"{avg:.2f}"),
        (tr("stats.points"), f"{t.points:+d}"),
        (tr("stats.burns"), tr("stats.burns_line", made=t.burns_made, burned=t.burned)),
        (tr("stats.chuan3"), tr("stats.chuan3_line", ours=t.chuan3_for, theirs=t.chuan3_against)),
    ]


class StatsScene(Scene):
    def __init__(self, app: App, stats: Statistics | None = None) -> None:
        super().__init__(app)
        self.stats = stats if stats is not None else app.store.stats()
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"),
                Button("replays", lambda: tr("stats.replays"), self.app.nav.replays),
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
        draw_text(surface, tr("stats.title"), int(38 * s), (w // 2, int(16 * s)), GOLD, True, "midtop", True)
        gap = int(28 * s)
        col_w = min(int(580 * s), (w - 3 * gap) // 2)
        top, bottom = int(80 * s), h - int(92 * s)
        left = pygame.Rect((w - 2 * col_w - gap) // 2, top, col_w, bottom - top)
        right = left.move(col_w + gap, 0)
        for panel, key in ((left, "stats.overall"), (right, "stats.by_level")):
            draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
            draw_text(
                surface, tr(key), int(24 * s), (panel.left + int(22 * s), panel.top + int(12 * s)), GOLD, True
            )
        overall = self.stats.overall
        if overall.games == 0:
            draw_text(surface, tr("stats.empty"), int(19 * s), left.center, INK_DIM, anchor="center")
        else:
            self.draw_overall(surface, left, overall, s)
        self.draw_levels(surface, right, s)
        back, rep = self.buttons["back"], self.buttons["replays"]
        back.rect = pygame.Rect(0, 0, int(180 * s), int(50 * s))
        rep.rect = pygame.Rect(0, 0, int(180 * s), int(50 * s))
        back.rect.midtop = (w // 2 - int(100 * s), bottom + int(20 * s))
        rep.rect.midtop = (w // 2 + int(100 * s), bottom + int(20 * s))
        self.buttons.draw(surface)

    def draw_overall(self, surface: pygame.Surface, panel: pygame.Rect, t: Tally, s: float) -> None:
        fs = int(19 * s)
        y = panel.top + int(56 * s)
        row_h = int(30 * s)
        for label, value in overall_rows(t):
            draw_text(surface, label, fs, (panel.left + int(26 * s), y), INK)
            size = fit_size(value, fs, panel.w // 2 - int(20 * s), True)
            draw_text(surface, value, size, (panel.right - int(26 * s), y), GOLD, True, "topright")
            y += row_h
        # the places histogram, 头科 … 大落
        y += int(8 * s)
        draw_text(surface, tr("stats.places"), int(fs * 0.95), (panel.left + int(26 * s), y), INK_DIM, True)
        area = pygame.Rect(
            panel.left + int(26 * s), y + int(30 * s), panel.w - int(52 * s), panel.bottom - y - int(74 * s)
        )
        most = max(t.places) or 1
        slot = area.w // 6
        for i, n in enumerate(t.places):
            bar_h = int((area.h - int(22 * s)) * n / most)
            bar = pygame.Rect(area.left + i * slot + slot // 5, area.bottom - bar_h, slot * 3 // 5, bar_h)
            color = TEAM_COLORS[0] if i < 3 else TEAM_COLORS[1]
            if bar_h:
                draw_panel(surface, bar, (*color, 230), int(5 * s), None)
            draw_text(
                surface, str(n), int(fs * 0.9), (bar.centerx, bar.top - int(2 * s)), INK, True, "midbottom"
            )
            label = tr(f"place.{i}")
            size = fit_size(label, int(fs * 0.9), slot - int(4 * s))
            draw_text(surface, label, size, (bar.centerx, area.bottom + int(6 * s)), INK_DIM, anchor="midtop")

    def draw_levels(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        fs = int(18 * s)
        cols = [
            ("stats.level", 0.05, "midleft"),
            ("stats.col.games", 0.33, "center"),
            ("stats.col.team_win", 0.48, "center"),
            ("stats.col.open", 0.63, "center"),
            ("stats.col.avg", 0.78, "center"),
            ("stats.col.points", 0.92, "center"),
        ]
        y = panel.top + int(72 * s)
        width = int(panel.w * 0.145)
        for key, fx, anchor in cols:
            text = tr(key)
            size = fit_size(text, int(fs * 0.9), width if anchor == "center" else panel.w // 3, True)
            draw_text(surface, text, size, (panel.left + int(panel.w * fx), y), INK_DIM, True, anchor)
        y += int(40 * s)
        for level in LEVEL_ROWS:
            t = self.stats.by_level.get(level, Tally())
            avg = t.average_place
            values = [
                tr(f"level.{level}"),
                str(t.games),
                percent(t.team_win_rate),
                percent(t.open_rate),
                tr("stats.none") if avg is None else f"{avg:.2f}",
                f"{t.points:+d}" if t.games else tr("stats.none"),
            ]
            row = pygame.Rect(panel.left + int(14 * s), y - int(20 * s), panel.w - int(28 * s), int(40 * s))
            draw_panel(surface, row, (255, 255, 255, 14 if t.games else 6), int(10 * s), None)
            for (key, fx, anchor), value in zip(cols, values, strict=True):
                color = (INK if key == "stats.level" else GOLD) if t.games else INK_DIM
                draw_text(surface, value, fs, (panel.left + int(panel.w * fx), y), color, True, anchor)
            y += int(50 * s)
        notes = int(15 * s)
        y += int(4 * s)
        for line in fonts.wrap(tr("stats.notes"), notes, panel.w - int(44 * s)):
            if y > panel.bottom - int(notes * 1.6):
                break
            draw_text(surface, line, notes, (panel.left + int(22 * s), y), INK_DIM)
            y += int(notes * 1.45)
