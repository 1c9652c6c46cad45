"""The lobby: who sits where before the deal.  Six seats round the table, the
player's own at the bottom; seats 0 2 4 are one team and 1 3 5 the other, the
seat opposite is the 对头.  A person clicks a free seat to move there (friends
choose their teams and 对头 this way); the host's 开始 deals, the seats nobody
took becoming the computer's; the others wait for the host.  For the host, the
address and the room code show large enough to read out."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.net.hosting import HostedSession
from gouji_desktop.app.net.session import NetworkSession, SeatInfo
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.table.network import lost_text
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    TEAM_COLORS,
    Button,
    ButtonBar,
    Toast,
    draw_background,
    draw_panel,
    draw_text,
    fit_size,
)

if TYPE_CHECKING:
    from gouji_desktop.app.net.hosting import Hosting

#: where each seat sits on the screen, counted from the player's own (R-SEAT: counterclockwise
#: from the bottom): fractions of the table's area
SPOTS = ((0.5, 0.86), (0.84, 0.66), (0.84, 0.22), (0.5, 0.08), (0.16, 0.22), (0.16, 0.66))


class LobbyScene(Scene):
    def __init__(self, app: App, session: NetworkSession) -> None:
        super().__init__(app)
        self.session = session
        self.hosting: Hosting | None = session.hosting if isinstance(session, HostedSession) else None
        self.handed_on = False  # the table has the session now: leaving must not close it
        self.toast = Toast()
        self.buttons = ButtonBar(
            [
                Button("start", lambda: tr("net.lobby_start"), self.start, "primary"),
                Button("leave", lambda: tr("net.lobby_leave"), self.leave),
            ]
        )
        for seat in range(6):  # by the server's seat number
            self.buttons.add(Button(f"sit.{seat}", lambda: tr("net.lobby_sit"), partial(self.sit, seat)))
        self.seen_errors = 0
        self.state_seen: object = None
        self.seat_seen = session.table_seat
        self.free_told = -1

    # ----- reading the session ------------------------------------------------------------

    @property
    def my_seat(self) -> int:
        """The server's number of the player's seat, as of the state shown (a move before
        the deal changes it: the seat and the names are read together)."""
        state = self.session.state
        if state is not self.state_seen:
            self.state_seen, self.seat_seen = state, self.session.table_seat
        return self.seat_seen

    def seats(self) -> list[SeatInfo]:
        """By the server's seat number."""
        state = self.session.state
        return list(state.seats) if state is not None and len(state.seats) == 6 else []

    def address_text(self) -> str:
        if self.hosting is not None:
            return f"{self.hosting.address}:{self.hosting.port}"
        url = self.session.client.url
        return url.removeprefix("ws://")

    # ----- what the player does -----------------------------------------------------------

    def sit(self, seat: int) -> None:
        self.session.sit(seat)

    def start(self) -> None:
        self.session.start()

    def leave(self) -> None:
        """Back to 联机; the seat is given up (the host's table closes)."""
        self.app.nav.back()

    def on_exit(self) -> None:
        if not self.handed_on:
            self.session.close()  # the host's session stops its server too

    # ----- the frame loop -----------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        self.session.poll(False)
        errors = self.session.errors
        for err in errors[self.seen_errors :]:
            code = err.get("code")
            text = (
                tr(f"net.refused.{code}")
                if code in ("seat",)
                else tr("net.lobby_refused", reason=err.get("message", code))
            )
            self.toast.show(text, 3.0, "error")
        self.seen_errors = len(errors)
        if self.hosting is not None:
            free = self.hosting.free_seats()
            if free != self.free_told:
                self.free_told = free
                self.hosting.update_announcement()
        if self.session.started and self.session.closed_reason is None:
            self.handed_on = True
            self.app.nav.network_table(self.session)

    def frame_rate(self) -> float:
        return 60.0 if self.toast.visible else 10.0  # people come and go

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.leave()
            return
        hosting = self.hosting is not None and self.session.closed_reason is None
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and hosting:
            self.start()  # the host's Enter: 开始
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(
            surface, tr("net.lobby_title"), int(34 * s), (w // 2, int(14 * s)), GOLD, True, "midtop", True
        )
        head = pygame.Rect(int(24 * s), int(62 * s), w - int(48 * s), int(92 * s))
        self.draw_code(surface, s, head)
        area = pygame.Rect(int(24 * s), head.bottom + int(12 * s), w - int(48 * s), 0)
        area.h = h - area.top - int(84 * s)
        self.draw_seats(surface, s, area)
        self.draw_bottom(surface, s, area.bottom)
        self.toast.draw(surface, (w // 2, area.centery), int(20 * s))

    def draw_code(self, surface: pygame.Surface, s: float, head: pygame.Rect) -> None:
        """The address and the room code, large (the host reads them out to friends)."""
        draw_panel(surface, head, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        room = self.session.client.room
        cy = head.top + int(38 * s)
        label = draw_text(
            surface,
            tr("net.lobby_address"),
            int(20 * s),
            (head.left + int(24 * s), cy),
            INK_DIM,
            anchor="midleft",
        )
        addr = draw_text(
            surface, self.address_text(), int(40 * s), (label.right + int(14 * s), cy), INK, True, "midleft"
        )
        code_label = draw_text(
            surface,
            tr("net.lobby_code"),
            int(20 * s),
            (addr.right + int(48 * s), cy),
            INK_DIM,
            anchor="midleft",
        )
        spaced = " ".join(room)  # one letter at a time, as it is read out
        draw_text(
            surface, spaced, int(48 * s), (code_label.right + int(14 * s), cy), GOLD, True, "midleft", True
        )
        if self.hosting is not None:
            note = tr("net.lobby_tell")
            if self.hosting.announced:
                note += " · " + tr("net.lobby_announced")
            elif self.hosting.announce_missing:
                note += " · " + tr("net.discovery_missing")
            elif self.hosting.announce_problem:
                note += " · " + tr("net.discovery_off", reason=self.hosting.announce_problem)
            size = fit_size(note, max(13, int(16 * s)), head.w - int(48 * s))
            draw_text(
                surface,
                note,
                size,
                (head.left + int(24 * s), head.bottom - int(12 * s)),
                INK_DIM,
                anchor="bottomleft",
            )

    def draw_seats(self, surface: pygame.Surface, s: float, area: pygame.Rect) -> None:
        seats = self.seats()
        me = self.my_seat
        rx, ry = int(area.w * 0.25), int(area.h * 0.25)
        table = pygame.Rect(0, 0, 2 * rx, 2 * ry)
        table.center = area.center
        pygame.draw.ellipse(surface, (18, 84, 62), table)
        pygame.draw.ellipse(surface, (*GOLD, 255), table, max(1, int(3 * s)))
        small = max(13, int(15 * s))
        lines = [
            line
            for key in ("net.lobby_teams", "net.lobby_move")
            for line in fonts.wrap(tr(key), small, int(table.w * 0.75))
        ]
        y = table.centery - len(lines) * int(small * 1.4) // 2
        for line in lines:
            draw_text(surface, line, small, (table.centerx, y), INK_DIM, anchor="midtop")
            y += int(small * 1.4)
        pw, ph = max(236, int(250 * s)), int(96 * s)  # room for a seat's label and its relation
        started = self.session.started
        for seat in range(6):
            button = self.buttons[f"sit.{seat}"]
            button.visible = False
            if not seats:
                continue
            info = seats[seat]
            fx, fy = SPOTS[(seat - me) % 6]
            panel = pygame.Rect(0, 0, pw, ph)
            panel.center = (area.left + int(area.w * fx), area.top + int(area.h * fy))
            panel.clamp_ip(area)
            team = seat % 2
            border = (*GOLD, 230) if seat == me else (*TEAM_COLORS[team], 150)
            draw_panel(surface, panel, (10, 26, 24, 235), int(12 * s), border)
            top = draw_text(
                surface,
                tr("net.seat_label", n=seat, team=tr(f"net.team.{team}")),
                max(13, int(16 * s)),
                (panel.left + int(14 * s), panel.top + int(10 * s)),
                TEAM_COLORS[team],
                True,
            )
            rel = (seat - me) % 6
            if rel:
                relation = (
                    tr("net.lobby_duitou")
                    if rel == 3
                    else tr("net.lobby_mate" if rel % 2 == 0 else "net.lobby_foe")
                )
                room = panel.right - int(14 * s) - top.right - int(10 * s)
                size = fit_size(relation, max(13, int(15 * s)), room)
                if fonts.font(size).size(relation)[0] <= room:
                    draw_text(
                        surface,
                        relation,
                        size,
                        (panel.right - int(14 * s), top.centery),
                        INK_DIM,
                        anchor="midright",
                    )
            who, color = self.seat_text(info, seat == me)
            size = fit_size(who, int(22 * s), panel.w - int(28 * s), True)
            cy = panel.top + int(52 * s)
            if info.person and not info.taken and not started:
                button.visible = True
                button.rect = pygame.Rect(0, 0, int(110 * s), int(34 * s))
                button.rect.bottomright = (panel.right - int(10 * s), panel.bottom - int(10 * s))
                size = fit_size(who, int(18 * s), panel.w - button.rect.w - int(36 * s))
                cy = panel.top + int(60 * s)
            draw_text(surface, who, size, (panel.left + int(14 * s), cy), color, True, "midleft")
        for seat in range(6):
            self.buttons[f"sit.{seat}"].draw(surface)

    @staticmethod
    def seat_text(info: SeatInfo, mine: bool) -> tuple[str, tuple[int, int, int]]:
        if mine:
            return tr("net.lobby_you", name=info.name), GOLD
        if not info.person:
            return tr("net.lobby_ai"), INK_DIM
        if not info.taken:
            return tr("net.lobby_free"), INK_DIM
        if not info.connected:
            return tr("net.lobby_away", name=info.name), INK_DIM
        return info.name, INK

    def draw_bottom(self, surface: pygame.Surface, s: float, top: int) -> None:
        w, h = surface.get_size()
        start, leave = self.buttons["start"], self.buttons["leave"]
        bh = int(52 * s)
        cy = top + (h - top) // 2
        start.visible = self.hosting is not None and self.session.closed_reason is None
        leave.rect = pygame.Rect(0, 0, int(150 * s), bh)
        start.rect = pygame.Rect(0, 0, int(200 * s), bh)
        small = max(13, int(17 * s))
        if self.session.closed_reason is not None:
            leave.rect.center = (w // 2, cy)
            note = tr("net.lobby_lost", reason=lost_text(self.session.closed_kind))
            draw_text(
                surface, note, fit_size(note, small, w - int(40 * s)), (w // 2, top), RED, anchor="midbottom"
            )
        elif start.visible:
            start.rect.center = (w // 2 + int(90 * s), cy)
            leave.rect.center = (w // 2 - int(100 * s), cy)
            note = tr("net.lobby_start_note")
            draw_text(surface, note, small, (start.rect.right + int(20 * s), cy), INK_DIM, anchor="midleft")
        else:
            leave.rect.center = (w // 2 - int(200 * s), cy)
            draw_text(
                surface, tr("net.lobby_wait"), int(22 * s), (w // 2 + int(40 * s), cy), INK, True, "center"
            )
        start.draw(surface)
        leave.draw(surface)
