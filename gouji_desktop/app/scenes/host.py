"""创建牌桌: the host chooses the rules (the new-game screen's options), which
seats are open to friends and the computer's level at the others, the host's
name, the turn timer and who may join (this LAN, or the Internet with a
warning).  开桌 starts the server on a thread of its own, seats the host at
seat 0 and opens the lobby; nothing listens before that."""

from __future__ import annotations

import random
from concurrent.futures import Future
from functools import partial

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.net import hosting as net_hosting
from gouji_desktop.app.net.hosting import HostedSession, Hosting, in_background
from gouji_desktop.app.net.server import TableConfig
from gouji_desktop.app.scenes.rule_choices import RuleChoices, draw_setup_panels, draw_tip, tip_at
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import AI_LEVELS, TURN_TIMERS
from gouji_desktop.app.table.controller import GameSetup
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.textfield import TextField
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    TEAM_COLORS,
    Button,
    ButtonBar,
    cycle,
    draw_panel,
    draw_text,
    fit_size,
)

#: what each of seats 1-5 can be: open to a friend, or the computer at a level
SEAT_CHOICES: tuple[str, ...] = ("person", *AI_LEVELS)
REACHES = ("lan", "internet")


class HostScene(Scene):
    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()  # the table's seed, drawn as the new-game screen draws one
        st = app.settings
        self.seats = ["host", *("person" for _ in range(5))]
        self.timer = 30
        self.reach = "lan"
        self.problem = ""  # why the table could not be opened
        self.pending: Future[HostedSession] | None = None
        self.hover: tuple[int, int] | None = None
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.name = TextField(
            "name", tr("net.name_default"), limit=12, placeholder=lambda: tr("net.name_default")
        )
        self.buttons = ButtonBar(
            [
                Button("open", lambda: tr("net.start_hosting"), self.open_table, "primary"),
                Button("back", lambda: tr("net.back"), self.app.nav.back),
                Button("timer", self.timer_label, self.cycle_timer),
                Button("reach", lambda: tr(f"net.reach_{self.reach}"), self.toggle_reach),
            ]
        )
        self.choices = RuleChoices(st, self.buttons, self.app.save_settings)
        for seat in range(1, 6):
            self.buttons.add(
                Button(f"seat.{seat}", partial(self.seat_label, seat), partial(self.cycle_seat, seat))
            )

    # ----- the choices ------------------------------------------------------------------

    def seat_label(self, seat: int) -> str:
        kind = self.seats[seat]
        if kind == "person":
            return tr("net.seat_person")
        return tr("net.seat_ai", level=tr(f"level.{kind}"))

    def cycle_seat(self, seat: int) -> None:
        self.seats[seat] = str(cycle(SEAT_CHOICES, self.seats[seat]))

    def timer_label(self) -> str:
        return tr("net.timer_s", n=self.timer) if self.timer else tr("net.timer_off")

    def cycle_timer(self) -> None:
        self.timer = int(str(cycle(TURN_TIMERS, self.timer)))

    def toggle_reach(self) -> None:
        self.reach = str(cycle(REACHES, self.reach))

    def config(self, seed: int | None = None) -> TableConfig:
        """The table the choices describe: the host at seat 0 (the lobby lets everyone move)."""
        people = tuple(i for i, kind in enumerate(self.seats) if kind in ("host", "person"))
        # a friend's seat nobody takes is the computer's at the normal level (托管 too)
        levels = tuple(kind if kind in AI_LEVELS else "normal" for kind in self.seats)
        return TableConfig(
            rules=self.choices.rules,
            seed=seed if seed is not None else GameSetup.random_seed(self.rng),
            match=self.choices.match,
            people=people,
            levels=levels,
            turn_timer=float(self.timer),
            ai_delay=self.app.settings.ai_delay,
            autostart=False,  # the host starts from the lobby, when friends have chosen their seats
            host_seat=0,
        )

    # ----- opening the table -----------------------------------------------------------

    def open_table(self) -> None:
        if self.pending is not None:
            return
        name = self.name.text.strip()
        if not name:
            self.problem = tr("net.refused.name")
            self.name.focus()
            return
        self.problem = ""
        store = self.app.store
        hosting = Hosting(
            self.config(),
            net_hosting.bind_address(self.reach),
            host_name=name,
            save=store.save_network_table,
            forget=store.clear_network_table,
        )
        opening = partial(HostedSession.open, hosting, name)  # the host at seat 0
        self.pending = in_background(opening, "gouji-net-host", self.app.wake)

    def poll(self) -> None:
        pending = self.pending
        if pending is None or not pending.done():
            return
        self.pending = None
        try:
            session = pending.result()
        except Exception as e:
            address = net_hosting.bind_address(self.reach)
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e) or type(e).__name__
            self.problem = tr("net.host_failed", address=address, reason=reason)
            return
        session.hosting.announce_later()  # LAN friends see it on their join screen
        self.app.nav.lobby(session)

    def on_exit(self) -> None:
        pending, self.pending = self.pending, None
        if pending is not None:  # left while the table was opening: close it when it is open
            pending.add_done_callback(close_when_connected)

    # ----- the frame loop -------------------------------------------------------------

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.name.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_table()
            return
        if ev.type == pygame.MOUSEMOTION:
            self.hover = ev.pos
        self.buttons.handle_event(ev)

    def update(self, dt: float) -> None:
        self.poll()

    def frame_rate(self) -> float:
        return 20.0 if self.pending is not None else 0.0

    def tip_at(self, pos: tuple[int, int] | None) -> str:
        """The tooltip key of the option under ``pos`` ("" for none)."""
        return tip_at(self.tips, pos)

    def draw(self, surface: pygame.Surface) -> None:
        s, row_h, left, right = draw_setup_panels(surface, "net.host_title", "net.seats")
        fs = int(21 * s)
        bw, bh = int(170 * s), int(40 * s)
        self.tips = []
        first = left.top + int(80 * s)
        self.choices.draw_rows(surface, left, s, self.tips, first, row_h)
        cy = first + 5 * row_h
        self.tips.append((pygame.Rect(left.left, cy - row_h // 2, left.w, row_h), "tip.mode"))
        draw_text(surface, tr("new.mode"), fs, (left.left + int(28 * s), cy), INK, True, "midleft")
        self.buttons["mode"].rect = pygame.Rect(
            left.right - int(210 * s) - int(24 * s), cy - bh // 2, int(210 * s), bh
        )
        for seat in range(6):
            cy = right.top + int(70 * s) + seat * int(48 * s)
            self.tips.append((pygame.Rect(right.left, cy - row_h // 2, right.w, int(48 * s)), "net.tip.seat"))
            team = seat % 2
            pygame.draw.circle(surface, TEAM_COLORS[team], (right.left + int(22 * s), cy), max(4, int(7 * s)))
            label = tr("net.seat_label", n=seat, team=tr(f"net.team.{team}"))
            draw_text(surface, label, fs, (right.left + int(38 * s), cy), INK, True, "midleft")
            rect = pygame.Rect(right.right - bw - int(24 * s), cy - bh // 2, bw, int(38 * s))
            if seat == 0:
                draw_text(surface, tr("net.seat_host"), fs, rect.center, GOLD, True, "center")
            else:
                b = self.buttons[f"seat.{seat}"]
                b.rect = rect
                b.style = "primary" if self.seats[seat] == "person" else "normal"
        self.draw_table_row(surface, s, left, right, fs, bh)
        self.draw_tip(surface, s)

    def draw_table_row(
        self, surface: pygame.Surface, s: float, left: pygame.Rect, right: pygame.Rect, fs: int, bh: int
    ) -> None:
        """The name, the turn timer, who may join; the buttons; a problem in red."""
        w = surface.get_width()
        bottom = pygame.Rect(left.left, left.bottom + int(18 * s), right.right - left.left, int(128 * s))
        draw_panel(surface, bottom, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        cy1 = bottom.top + int(36 * s)
        label_w = max(fonts.font(fs, True).size(tr(key))[0] for key in ("net.name", "net.reach"))
        field_x = bottom.left + int(28 * s) + max(int(122 * s), label_w + int(16 * s))
        draw_text(surface, tr("net.name"), fs, (bottom.left + int(28 * s), cy1), INK, True, "midleft")
        self.name.rect = pygame.Rect(field_x, cy1 - bh // 2, int(230 * s), bh)
        self.name.draw(surface, fs)
        draw_text(surface, tr("net.timer"), fs, (bottom.centerx + int(20 * s), cy1), INK, True, "midleft")
        self.buttons["timer"].rect = pygame.Rect(
            bottom.centerx + int(150 * s), cy1 - bh // 2, int(160 * s), bh
        )
        cy2 = bottom.top + int(90 * s)
        draw_text(surface, tr("net.reach"), fs, (bottom.left + int(28 * s), cy2), INK, True, "midleft")
        reach = self.buttons["reach"]
        reach.rect = pygame.Rect(field_x, cy2 - bh // 2, int(180 * s), bh)
        reach.style = "danger" if self.reach == "internet" else "normal"
        note = tr(f"net.reach_{self.reach}_note")
        room = bottom.right - reach.rect.right - int(40 * s)
        size = max(13, int(16 * s))
        lines = fonts.wrap(note, size, room)[:2]  # the Internet's warning may take two lines
        color = RED if self.reach == "internet" else INK_DIM
        line_h = int(size * 1.3)
        y = cy2 - len(lines) * line_h // 2
        for line in lines:
            draw_text(surface, line, fit_size(line, size, room), (reach.rect.right + int(20 * s), y), color)
            y += line_h
        start, back = self.buttons["open"], self.buttons["back"]
        start.rect = pygame.Rect(0, 0, int(220 * s), int(54 * s))
        back.rect = pygame.Rect(0, 0, int(160 * s), int(54 * s))
        start.rect.midtop = (w // 2 + int(100 * s), bottom.bottom + int(20 * s))
        back.rect.midtop = (w // 2 - int(110 * s), bottom.bottom + int(20 * s))
        start.enabled = self.pending is None
        self.buttons.draw(surface)
        if self.problem:
            size = fit_size(self.problem, max(13, int(17 * s)), w - int(40 * s))
            draw_text(surface, self.problem, size, (w // 2, bottom.top - int(4 * s)), RED, anchor="midbottom")

    def draw_tip(self, surface: pygame.Surface, s: float) -> None:
        draw_tip(surface, s, self.tips, self.hover)


def close_when_connected(done: Future[HostedSession]) -> None:
    """The screen was left while the table was opening: close it once it is open."""
    if done.exception() is None:
        done.result().close()
