"""Results of a game: places, scores (doubled on 串三户), who opened and
declared, match totals; next game or back to the menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.table.controller import Controller
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    TEAM_COLORS,
    Button,
    ButtonBar,
    dim,
    draw_panel,
    draw_text,
)
from gouji_desktop.engine import team_of


class ResultsScene(Scene):
    opaque = False

    def __init__(self, app: App, controller: Controller, start_next: Callable[[], None]) -> None:
        super().__init__(app)
        self.controller = controller
        self.start_next = start_next  # deals the next game on the table below
        match = controller.match
        self.match_over = match is None or match.finished
        label = "res.again" if self.match_over else "res.next"
        self.buttons = ButtonBar(
            [
                Button("next", lambda: tr(label), self.next_game, "primary"),
                Button("menu", lambda: tr("res.menu"), self.to_menu),
            ]
        )

    def next_game(self) -> None:
        self.controller.next_game()
        self.app.nav.back()
        self.start_next()

    def to_menu(self) -> None:
        self.app.nav.title()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_game()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        ctl = self.controller
        game = ctl.game
        w, h = surface.get_size()
        s = scale_of(w, h)
        dim(surface, 170)
        panel = pygame.Rect(0, 0, int(820 * s), int(600 * s))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (10, 26, 24, 245), int(20 * s), (*GOLD, 170))
        title = tr("res.title", n=ctl.game_number) if ctl.match else tr("res.title_single")
        draw_text(surface, title, int(34 * s), (w // 2, panel.top + int(18 * s)), GOLD, True, "midtop")
        y = panel.top + int(70 * s)
        if game.is_chuan3:
            draw_text(surface, tr("res.chuan3"), int(20 * s), (w // 2, y), (250, 140, 80), True, "midtop")
        y += int(34 * s)
        cols = [
            ("res.place", 0.08),
            ("res.player", 0.24),
            ("res.opened", 0.46),
            ("res.declared", 0.60),
            ("res.score", 0.76),
        ]
        if ctl.match:
            cols.append(("res.total", 0.90))
        fs = int(20 * s)
        for key, fx in cols:
            draw_text(
                surface, tr(key), int(fs * 0.9), (panel.left + int(panel.w * fx), y), INK_DIM, True, "midtop"
            )
        y += int(36 * s)
        scores = game.scores or [0] * 6
        totals = ctl.totals()
        for i, seat in enumerate(game.places):
            row = pygame.Rect(panel.left + int(24 * s), y - int(6 * s), panel.w - int(48 * s), int(44 * s))
            color = (*TEAM_COLORS[team_of(seat)], 40 if seat else 80)
            draw_panel(surface, row, color, int(10 * s), None)
            vals = [
                tr(f"place.{i}"),
                seat_name(seat),
                tr("res.yes") if game.opened(seat) else tr("res.no"),
                tr("res.yes") if game.view(0).declared[seat] else tr("res.no"),
                f"{scores[seat]:+d}",
            ]
            if ctl.match:
                vals.append(f"{totals[seat]:+d}")
            for (key, fx), v in zip(cols, vals, strict=False):
                color_t = GOLD if key in ("res.place", "res.score") else INK
                draw_text(
                    surface,
                    v,
                    fs,
                    (panel.left + int(panel.w * fx), row.centery),
                    color_t,
                    key != "res.opened",
                    "center",
                )
            y += int(50 * s)
        a, b = (sum(totals[seat] for seat in range(6) if team_of(seat) == team) for team in (0, 1))
        y += int(8 * s)
        draw_text(surface, tr("res.team_total", a=a, b=b), int(24 * s), (w // 2, y), INK, True, "midtop")
        if ctl.match and ctl.match.finished:
            key = "res.draw" if a == b else ("res.win_us" if a > b else "res.win_them")
            draw_text(
                surface,
                f"{tr('res.match_over')} · {tr(key)}",
                int(26 * s),
                (w // 2, y + int(38 * s)),
                GOLD,
                True,
                "midtop",
            )
        nb, mb = self.buttons["next"], self.buttons["menu"]
        nb.rect = pygame.Rect(0, 0, int(200 * s), int(52 * s))
        mb.rect = pygame.Rect(0, 0, int(160 * s), int(52 * s))
        nb.rect.midbottom = (w // 2 + int(100 * s), panel.bottom - int(22 * s))
        mb.rect.midbottom = (w // 2 - int(110 * s), panel.bottom - int(22 * s))
        self.buttons.draw(surface)
