"""Results of a game: places, scores (doubled on 串三户), who opened and
declared, match totals; next game or back to the menu.

It reads the table's session (``session.result()``, its view and totals), the same for a
game on this computer and a seat at a network table; what it shows is taken once, when the
game ends (a network table may deal the next game while the results still show)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import cast

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.net.session import LocalSession, NetworkSession, TableSession
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import storable_levels, totals_before
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.table.controller import Controller
from gouji_desktop.app.table.network import lost_text
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import MIN_TEXT, scale_of
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
    fit_size,
)
from gouji_desktop.engine import team_of
from gouji_desktop.storage.replays import decode_replay, encode_replay

LOST_RED = (250, 120, 100)  # a lost connection's line


class ResultsScene(Scene):
    opaque = False

    def __init__(self, app: App, table: Controller | TableSession, start_next: Callable[[], None]) -> None:
        super().__init__(app)
        session: TableSession = (
            table
            if isinstance(table, LocalSession | NetworkSession)
            else LocalSession(cast(Controller, table))
        )
        self.session = session
        self.start_next = start_next  # deals the next game on the table below
        result = session.result()
        view = session.view()
        self.result = result
        self.places: tuple[int, ...] = result.places if result is not None else view.places
        self.scores: tuple[int, ...] = result.scores if result is not None else (0,) * 6
        self.chuan3 = result is not None and result.chuan3
        self.opened, self.declared = view.opened, view.declared
        self.totals = session.totals()
        self.game_number = session.game_number
        self.is_match = session.games_total > 1
        self.match_over = result is None or result.match_over
        #: at a network table 复盘 cannot see the other hands, and the server deals the next game
        self.local = isinstance(session, LocalSession)
        label = ("res.again_match" if self.is_match else "res.again") if self.match_over else "res.next"
        self.buttons = ButtonBar(
            [
                Button(
                    "next", lambda: tr("tnet.rejoin") if self.lost else tr(label), self.next_game, "primary"
                ),
                Button("menu", lambda: tr("res.menu"), self.to_menu),
                Button("review", lambda: tr("rev.start"), self.review),
            ]
        )
        if not self.local:
            self.buttons["review"].enabled = False  # said why under the buttons
            self.buttons["next"].visible = not self.match_over  # a network match is not dealt again

    @property
    def lost(self) -> bool:
        """A network table's connection is lost: 重新连接 instead of 下一局 (the table below
        takes the seat back; its results show again if the game is still the one finished)."""
        return isinstance(self.session, NetworkSession) and self.session.closed_reason is not None

    def update(self, dt: float) -> None:
        if isinstance(self.session, NetworkSession):
            self.session.notice_closed()  # the server's goodbye shows here, not after 下一局
            self.buttons["next"].visible = self.lost or not self.match_over

    def next_game(self) -> None:
        if not self.buttons["next"].visible:
            return
        if self.lost:
            self.app.nav.back()
            self.start_next()  # the table below reconnects first (TableScene.start_game)
            return
        self.session.next_game()
        self.app.nav.back()
        self.start_next()

    def to_menu(self) -> None:
        self.app.nav.title()

    def review(self) -> None:
        """复盘: this game in the replay viewer, its review started at once (back returns here).
        The replay kept for it is used, so that the review is kept with it."""
        if not isinstance(self.session, LocalSession):
            return
        ctl = cast(Controller, self.session.controller)
        game = ctl.game
        replay_id = self.app.store.replay_id_of(game)
        replay = self.app.store.load_replay(replay_id) if replay_id is not None else None
        if replay is None:  # nothing kept (test mode, read-only, replays off): reviewed all the same
            match = ctl.match
            raw = encode_replay(
                game,
                storable_levels(ctl.ai_levels),
                datetime.now().astimezone().isoformat(timespec="seconds"),
                (match.seed, match.number) if match is not None else None,
                totals_before(match) if match is not None else None,
            )
            replay, _ = decode_replay(raw, "game")
        self.app.nav.replay(replay, review=True)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_game()
            return
        self.buttons.handle_event(ev)

    def tribute_items(self) -> list[str]:
        """Each payment this result costs in the next game of the match (§11)."""
        return [
            tr(
                "res.tribute_item",
                giver=seat_name(t.giver),
                receiver=seat_name(t.receiver),
                kind=tr(f"trib.{t.kind}"),
                n=t.count,
            )
            for t in (self.result.tribute if self.result is not None else ())
        ]

    def tribute_preview(self) -> str:
        """What this result costs in the next game of the match (§11), in one line."""
        if self.chuan3:
            return tr("trib.none")
        items = self.tribute_items()
        if not items:
            return tr("res.tribute_none")
        return tr("res.tribute_next_list", items=tr("join.sep").join(items))

    def preview_lines(self, size: int, width: int) -> list[str]:
        """The preview broken into lines of ``width`` at ``size``: whole payments
        per line, never one cut in two."""
        items = self.tribute_items()
        if self.chuan3 or not items:
            return [self.tribute_preview()]
        sep = tr("join.sep")
        lines = [tr("res.tribute_next_list", items="").rstrip()]
        font = fonts.font(size)
        for item in items:
            joined = lines[-1] + (sep if len(lines) > 1 and lines[-1] else "") + item
            if len(lines) > 1 and font.size(joined)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(item)
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        dim(surface, 170)
        preview: list[str] = []
        size = max(MIN_TEXT, int(17 * s))
        if self.is_match and not self.match_over:
            preview = self.preview_lines(size, int(820 * s) - int(140 * s))
        # the rows, the total, the preview's lines and the buttons, within the window
        need = int(494 * s) + len(preview) * int(size * 1.4) + int(96 * s)
        panel = pygame.Rect(0, 0, int(820 * s), min(h - int(16 * s), max(int(600 * s), need)))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (10, 26, 24, 245), int(20 * s), (*GOLD, 170))
        title = tr("res.title", n=self.game_number) if self.is_match else tr("res.title_single")
        draw_text(surface, title, int(34 * s), (w // 2, panel.top + int(18 * s)), GOLD, True, "midtop")
        y = panel.top + int(70 * s)
        if self.chuan3:
            draw_text(surface, tr("res.chuan3"), int(20 * s), (w // 2, y), (250, 140, 80), True, "midtop")
        y += int(34 * s)
        cols = [
            ("res.place", 0.08),
            ("res.player", 0.24),
            ("res.opened", 0.46),
            ("res.declared", 0.60),
            ("res.score", 0.76),
        ]
        if self.is_match:
            cols.append(("res.total", 0.90))
        fs = int(20 * s)
        for key, fx in cols:
            draw_text(
                surface, tr(key), int(fs * 0.9), (panel.left + int(panel.w * fx), y), INK_DIM, True, "midtop"
            )
        y += int(36 * s)
        scores, totals = self.scores, self.totals
        for i, seat in enumerate(self.places):
            row = pygame.Rect(panel.left + int(24 * s), y - int(6 * s), panel.w - int(48 * s), int(40 * s))
            color = (*TEAM_COLORS[team_of(seat)], 40 if seat else 80)
            draw_panel(surface, row, color, int(10 * s), None)
            vals = [
                tr(f"place.{i}"),
                seat_name(seat),
                tr("res.yes") if self.opened[seat] else tr("res.no"),
                tr("res.yes") if self.declared[seat] else tr("res.no"),
                f"{scores[seat]:+d}",
            ]
            if self.is_match:
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
            y += int(46 * s)
        a, b = (sum(totals[seat] for seat in range(6) if team_of(seat) == team) for team in (0, 1))
        y += int(8 * s)
        total_key = "res.match_total" if self.is_match else "res.game_total"
        draw_text(surface, tr(total_key, a=a, b=b), int(24 * s), (w // 2, y), INK, True, "midtop")
        if preview:
            ny = y + int(36 * s)
            for i, line in enumerate(preview):
                draw_text(surface, line, size, (w // 2, ny), INK if i == 0 else INK_DIM, i == 0, "midtop")
                ny += int(size * 1.4)
        if self.is_match and self.match_over:
            key = "res.draw" if a == b else ("res.win_us" if a > b else "res.win_them")
            games = self.result.game_scores if self.result is not None else ()
            per_game = " ".join(f"{team_score(g, 0):+d}" for g in games)
            line = f"{tr('res.match_over')} · {tr(key)} · {tr('res.per_game', scores=per_game)}"
            size = fit_size(line, int(22 * s), panel.w - int(40 * s))
            draw_text(surface, line, size, (w // 2, y + int(38 * s)), GOLD, True, "midtop")
        nb, mb, rb = self.buttons["next"], self.buttons["menu"], self.buttons["review"]
        nb.rect = pygame.Rect(0, 0, int(200 * s), int(52 * s))
        mb.rect = pygame.Rect(0, 0, int(160 * s), int(52 * s))
        rb.rect = pygame.Rect(0, 0, int(140 * s), int(52 * s))
        nb.rect.midbottom = (w // 2 + int(100 * s), panel.bottom - int(22 * s))
        mb.rect.midbottom = (w // 2 - int(110 * s), panel.bottom - int(22 * s))
        rb.rect.bottomright = (mb.rect.left - int(20 * s), mb.rect.bottom)
        if not nb.visible:  # the network match is over: 返回 and 复盘 centred
            mb.rect.midbottom = (w // 2 + int(80 * s), panel.bottom - int(22 * s))
            rb.rect.bottomright = (mb.rect.left - int(20 * s), mb.rect.bottom)
        self.buttons.draw(surface)
        if self.lost:  # said in the panel, above 重新连接 and 返回
            assert isinstance(self.session, NetworkSession)
            line = tr("tnet.results_lost", reason=lost_text(self.session.closed_kind))
            draw_text(
                surface,
                line,
                fit_size(line, max(MIN_TEXT, int(18 * s)), panel.w - int(40 * s)),
                (w // 2, nb.rect.top - int(8 * s)),
                LOST_RED,
                True,
                "midbottom",
            )
        if not self.local:  # why 复盘 is greyed out
            note = tr("tnet.no_review")
            at = (w // 2, min(h - int(4 * s), panel.bottom + int(8 * s)))
            draw_text(
                surface,
                note,
                fit_size(note, max(MIN_TEXT, int(15 * s)), w - int(20 * s)),
                at,
                INK_DIM,
                anchor="midtop",
            )


def team_score(scores: tuple[int, ...], team: int) -> int:
    """A team's R-SCORE points in one finished game, from its scores per seat."""
    return sum(scores[seat] for seat in range(6) if team_of(seat) == team)
