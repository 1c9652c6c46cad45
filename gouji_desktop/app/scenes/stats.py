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
from gouji_desktop.storage import Reviews, Statistics, Tally

LEVEL_ROWS = ("easy", "normal", "hard", "mixed")
#: the trend compares the points lost in the last this many reviewed games with all of them
RECENT_REVIEWS = 10
#: reviewed games drawn as bars, newest on the right
REVIEW_BARS = 20
#: a difference of averages smaller than this (points a game) is "steady"
STEADY = 0.25


def review_trend(reviews: Reviews) -> tuple[str, float | None, float | None, int]:
    """(trend key, average points lost a reviewed game over all, over the last ones, how many
    last ones); the key is "" until there are more reviewed games than the last ones."""
    overall, recent = reviews.average(), reviews.average(RECENT_REVIEWS)
    k = min(RECENT_REVIEWS, len(reviews.recent))
    if overall is None or recent is None or reviews.games <= RECENT_REVIEWS:
        return "", overall, recent, k
    if recent < overall - STEADY:
        return "stats.review_better", overall, recent, k
    if recent > overall + STEADY:
        return "stats.review_worse", overall, recent, k
    return "stats.review_same", overall, recent, k


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
        review = pygame.Rect(
            panel.left + int(14 * s), panel.bottom - int(128 * s), panel.w - int(28 * s), int(114 * s)
        )
        self.draw_reviews(surface, review, s)
        notes = int(15 * s)
        y += int(4 * s)
        for line in fonts.wrap(tr("stats.notes"), notes, panel.w - int(44 * s)):
            if y > review.top - int(notes * 1.6):
                break
            draw_text(surface, line, notes, (panel.left + int(22 * s), y), INK_DIM)
            y += int(notes * 1.45)

    def draw_reviews(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """复盘: points lost a reviewed game, all and lately, a bar per recent game, and whether
        the player improves."""
        reviews = self.stats.reviews
        draw_panel(surface, area, (255, 255, 255, 10), int(10 * s), None)
        fs = int(17 * s)
        pad = int(12 * s)
        title = draw_text(
            surface, tr("stats.review"), fs, (area.left + pad, area.top + int(8 * s)), INK_DIM, True
        )
        if reviews.games == 0:
            draw_text(surface, tr("stats.review_none"), fs, (title.right + pad, title.top), INK_DIM)
            return
        trend, overall, recent, k = review_trend(reviews)
        line = tr(
            "stats.review_line",
            n=reviews.games,
            all=f"{overall or 0.0:.1f}",
            k=k,
            recent=f"{recent or 0.0:.1f}",
        )
        size = fit_size(line, fs, area.right - pad - title.right - pad)
        draw_text(surface, line, size, (title.right + pad, title.top), INK)
        marks = tr("stats.review_marks", a=reviews.marks[0], b=reviews.marks[1], c=reviews.marks[2])
        second = title.bottom + int(4 * s)
        draw_text(surface, marks, int(fs * 0.9), (area.left + pad, second), INK_DIM)
        if trend:
            color = {"stats.review_better": (120, 210, 130), "stats.review_worse": (235, 120, 100)}.get(
                trend, GOLD
            )
            draw_text(surface, tr(trend), fs, (area.right - pad, second), color, True, "topright")
        # a bar per recent reviewed game (points lost), the average over all as a line
        chart = pygame.Rect(
            area.left + pad,
            title.bottom + int(26 * s),
            area.w - 2 * pad,
            area.bottom - title.bottom - int(32 * s),
        )
        games = reviews.recent[-REVIEW_BARS:]
        most = max([g.points for g in games] + [overall or 0.0, 1.0])
        slot = chart.w / REVIEW_BARS
        first = REVIEW_BARS - len(games)  # the newest on the right
        for i, g in enumerate(games):
            h = max(2, int(chart.h * g.points / most))
            bar = pygame.Rect(
                int(chart.left + (first + i) * slot + slot * 0.15),
                chart.bottom - h,
                max(2, int(slot * 0.7)),
                h,
            )
            recent_bar = i >= len(games) - k
            draw_panel(surface, bar, (*(TEAM_COLORS[0] if recent_bar else INK_DIM), 220), int(3 * s), None)
        if overall is not None:
            y = chart.bottom - int(chart.h * overall / most)
            pygame.draw.line(surface, (240, 140, 60), (chart.left, y), (chart.right, y), max(1, int(2 * s)))
