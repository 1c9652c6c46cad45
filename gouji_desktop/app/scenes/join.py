"""加入牌桌: the address:port, the room code and the player's name, and the
tables found on this LAN (zeroconf browses only while this screen is open).  A
click on a found table fills in its address; the host tells the room code.  A
refused join says why (wrong code, table full, another version, no answer)."""

from __future__ import annotations

import logging
from concurrent.futures import Future

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.net.client import JoinRefused
from gouji_desktop.app.net.discovery import Browser, DiscoveryUnavailable, FoundTable
from gouji_desktop.app.net.hosting import DEFAULT_PORT, in_background
from gouji_desktop.app.net.protocol import PROTOCOL_VERSION, ROOM_ALPHABET, ROOM_LENGTH, ROOM_PATTERN
from gouji_desktop.app.net.session import NetworkSession, why_failed
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.table.network import lost_text
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.textfield import TextField
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    Button,
    ButtonBar,
    draw_background,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.storage import NetworkTableSave

#: connecting and the server's welcome may take this long
CONNECT_TIMEOUT = 12.0
#: found tables shown at once
LIST_ROWS = 5


def parse_target(text: str) -> tuple[str, int] | None:
    """``host:port`` (or a bare host: the usual port; ``ws://`` allowed) as (host, port), or None.

    >>> parse_target("192.168.1.20:8765"), parse_target("ws://[::1]:9000"), parse_target("pc.local")
    (('192.168.1.20', 8765), ('::1', 9000), ('pc.local', 8765))
    >>> parse_target("a b:1"), parse_target("host:99999")
    (None, None)
    """
    text = text.strip()
    for prefix in ("ws://", "wss://"):
        if text.lower().startswith(prefix):
            text = text[len(prefix) :]
    text = text.rstrip("/")
    if not text or any(ch.isspace() or ch in "/?#@" for ch in text):
        return None
    if text.startswith("["):  # an IPv6 address in brackets
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ("" if not rest else None)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    elif ":" in text:  # a bare IPv6 address
        host, port_text = text, ""
    else:
        host, port_text = text, ""
    if not host or port_text is None:
        return None
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return host, int(port_text)


log = logging.getLogger(__name__)


def refusal_text(e: BaseException, address: str) -> str:
    """What a refused join tells the player (JoinRefused codes, OSError, a timeout)."""
    log.info("joining %s failed: %r", address, e)  # the client's own words: the log only
    if isinstance(e, JoinRefused):
        if e.code in ("room", "seat", "version", "token"):
            return tr(f"net.refused.{e.code}")
        return tr("net.refused.other", reason=lost_text(why_failed(e)))
    if isinstance(e, TimeoutError):
        return tr("net.refused.timeout", address=address)
    if isinstance(e, OSError):
        kind = why_failed(e)  # refused, lost (reset) or unreachable
        kind = kind if kind in ("refused", "lost") else "unreachable"
        return tr("net.refused.connect", address=address, reason=tr(f"net.why.{kind}"))
    return tr("net.refused.other", reason=lost_text("other"))


class JoinScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.address = TextField(
            "address",
            limit=60,
            allowed=lambda ch: not ch.isspace(),
            placeholder=lambda: "192.168.1.20:8765",
        )
        room_chars = set(ROOM_ALPHABET) | set(ROOM_ALPHABET.lower())
        self.room = TextField("room", limit=ROOM_LENGTH, allowed=room_chars.__contains__, upper=True)
        self.name = TextField("name", tr("net.player_default"), limit=12)
        self.fields = [self.address, self.room, self.name]
        self.buttons = ButtonBar(
            [
                Button("join", lambda: tr("net.connect"), self.join, "primary"),
                Button("back", lambda: tr("net.back"), self.app.nav.back),
            ]
        )
        self.problem = ""
        self.connecting = ""  # the address being connected to
        self.pending: Future[NetworkSession] | None = None
        self.browser: Browser | None = None
        self.discovery_problem = ""
        self.found: list[FoundTable] = []
        self.found_rects: list[tuple[pygame.Rect, FoundTable]] = []
        self.seen_changes = -1
        #: the seat last taken at a friend's table (being read): its fields filled in, its token kept
        self.remembered: dict[str, object] | None = None
        self.pending_seat: Future[NetworkTableSave | None] | None = app.store.load_network_seat_later()

    # ----- LAN discovery: only while this screen is open -----------------------------------

    def on_enter(self) -> None:
        if self.browser is None and not self.discovery_problem:
            browser = Browser()
            try:
                browser.start()
            except DiscoveryUnavailable as e:
                self.discovery_problem = (
                    tr("net.discovery_missing") if e.missing else tr("net.discovery_off", reason=e)
                )
                return
            self.browser = browser

    def stop_browsing(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            browser.close()

    def on_exit(self) -> None:
        self.stop_browsing()
        pending, self.pending = self.pending, None
        if pending is not None:  # left while connecting: let the seat go once connected
            pending.add_done_callback(close_when_connected)

    def take_remembered(self) -> None:
        """Once read: the last table joined fills the empty fields (a click on 加入 takes the seat
        back with its token, as after a restart of either game)."""
        pending = self.pending_seat
        if pending is None or not pending.done():
            return
        self.pending_seat = None
        try:
            saved = pending.result()
        except Exception:  # logged by the writer; joining works without it
            return
        seat = saved.table if saved is not None else None
        if seat is None or not all(
            isinstance(seat.get(k), str) for k in ("address", "room", "name", "token")
        ):
            return
        self.remembered = seat
        for f, key in ((self.address, "address"), (self.room, "room"), (self.name, "name")):
            if not f.text or (f is self.name and f.text == tr("net.player_default")):
                f.text = str(seat[key])[: f.limit]

    def token_for(self, address: str, room: str) -> str | None:
        """The token of the seat last taken at this table, if any."""
        seat = self.remembered
        if seat is None or seat.get("address") != address or seat.get("room") != room:
            return None
        token = seat.get("token")
        return token if isinstance(token, str) else None

    def pick(self, table: FoundTable) -> None:
        """A found table: its address in the field; the room code is the host's to tell."""
        self.address.text = table.target
        self.problem = ""
        self.address.focus(False)
        self.name.focus(False)
        self.room.focus()

    # ----- joining ---------------------------------------------------------------------

    def join(self) -> None:
        if self.pending is not None:
            return
        target = parse_target(self.address.text)
        code, name = self.room.text.strip().upper(), self.name.text.strip()
        if target is None:
            self.problem, field = tr("net.refused.address"), self.address
        elif not ROOM_PATTERN.fullmatch(code):
            self.problem, field = tr("net.refused.code"), self.room
        elif not name:
            self.problem, field = tr("net.refused.name"), self.name
        else:
            host, port = target
            shown = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
            token = self.token_for(shown, code)

            def work() -> NetworkSession:
                if token is not None:  # our seat there, kept from before
                    again = NetworkSession(f"ws://{shown}", code, name, token=token, turned=True)
                    try:
                        again.connect(timeout=CONNECT_TIMEOUT)
                        return again
                    except JoinRefused as e:
                        if e.code != "token":
                            raise
                session = NetworkSession(f"ws://{shown}", code, name, turned=True)
                session.connect(timeout=CONNECT_TIMEOUT)
                return session

            self.problem, self.connecting = "", shown
            self.pending = in_background(work, "gouji-net-join", self.app.wake)
            return
        for f in self.fields:
            f.focus(f is field)

    def poll(self) -> None:
        pending = self.pending
        if pending is None or not pending.done():
            return
        self.pending = None
        try:
            session = pending.result()
        except Exception as e:
            self.problem = refusal_text(e, self.connecting)
            self.connecting = ""
            return
        self.app.store.save_network_seat(
            {
                "address": self.connecting,
                "room": session.client.room,
                "name": session.client.name,
                "token": session.token,
            }
        )
        self.connecting = ""
        self.stop_browsing()
        self.app.nav.lobby(session)

    # ----- the frame loop --------------------------------------------------------------

    def handle_event(self, ev: pygame.event.Event) -> None:
        for f in self.fields:
            if f.handle_event(ev) and ev.type != pygame.MOUSEBUTTONDOWN:
                return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.join()
            elif ev.key == pygame.K_TAB:  # the next field
                at = next((i for i, f in enumerate(self.fields) if f.focused), -1)
                nxt = self.fields[(at + 1) % len(self.fields)]
                for f in self.fields:
                    f.focus(f is nxt)
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for rect, table in self.found_rects:
                if rect.collidepoint(ev.pos):
                    self.pick(table)
                    return
        self.buttons.handle_event(ev)

    def update(self, dt: float) -> None:
        self.take_remembered()
        self.poll()
        browser = self.browser
        if browser is not None and browser.changes != self.seen_changes:
            self.seen_changes = browser.changes
            self.found = browser.tables()

    def frame_rate(self) -> float:
        # the LAN list fills in as tables answer; a connection is under way
        return 10.0 if self.pending is not None or self.browser is not None else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(
            surface, tr("net.join_title"), int(40 * s), (w // 2, int(22 * s)), GOLD, True, "midtop", True
        )
        fs = int(21 * s)
        panel = pygame.Rect(0, int(90 * s), int(760 * s), int(230 * s))
        panel.centerx = w // 2
        draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        fh, fw = int(42 * s), int(440 * s)
        for i, (f, key) in enumerate(
            ((self.address, "net.address"), (self.room, "net.room"), (self.name, "net.player_name"))
        ):
            cy = panel.top + int(48 * s) + i * int(64 * s)
            draw_text(surface, tr(key), fs, (panel.left + int(36 * s), cy), INK, True, "midleft")
            f.rect = pygame.Rect(panel.right - fw - int(36 * s), cy - fh // 2, fw, fh)
            f.draw(surface, int(22 * s) if f is not self.room else int(26 * s))
        join, back = self.buttons["join"], self.buttons["back"]
        join.rect = pygame.Rect(0, 0, int(200 * s), int(50 * s))
        back.rect = pygame.Rect(0, 0, int(150 * s), int(50 * s))
        join.rect.midtop = (w // 2 + int(90 * s), panel.bottom + int(16 * s))
        back.rect.midtop = (w // 2 - int(100 * s), panel.bottom + int(16 * s))
        join.enabled = self.pending is None
        self.buttons.draw(surface)
        line_y = join.rect.bottom + int(10 * s)
        if self.connecting:
            text, color = tr("net.connecting", address=self.connecting), INK
        else:
            text, color = self.problem, RED
        if text:
            size = fit_size(text, max(13, int(18 * s)), w - int(40 * s))
            draw_text(surface, text, size, (w // 2, line_y), color, anchor="midtop")
        self.draw_found(surface, s, pygame.Rect(panel.left, line_y + int(34 * s), panel.w, 0), fs)

    def draw_found(self, surface: pygame.Surface, s: float, area: pygame.Rect, fs: int) -> None:
        """The tables found on this LAN, one row each; a click fills in the address."""
        h = surface.get_height()
        area.h = h - area.top - int(16 * s)
        draw_panel(surface, area, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        draw_text(
            surface,
            tr("net.lan_tables"),
            int(22 * s),
            (area.left + int(24 * s), area.top + int(12 * s)),
            GOLD,
            True,
        )
        small = max(13, int(16 * s))
        self.found_rects = []
        y = area.top + int(48 * s)
        if self.discovery_problem:
            note = self.discovery_problem
            draw_text(
                surface,
                note,
                fit_size(note, small, area.w - int(48 * s)),
                (area.left + int(24 * s), y),
                INK_DIM,
            )
            return
        if not self.found:
            draw_text(surface, tr("net.searching"), small, (area.left + int(24 * s), y), INK_DIM)
            return
        hint = tr("net.found_pick")
        draw_text(
            surface,
            hint,
            fit_size(hint, small, area.w // 2),
            (area.right - int(24 * s), area.top + int(16 * s)),
            INK_DIM,
            anchor="topright",
        )
        row_h = int(40 * s)
        rows = max(1, min(LIST_ROWS, (area.bottom - y - int(8 * s)) // row_h))
        for table in self.found[:rows]:
            row = pygame.Rect(area.left + int(16 * s), y, area.w - int(32 * s), row_h - int(6 * s))
            draw_panel(surface, row, (24, 56, 50, 235), int(8 * s), (255, 255, 255, 50))
            cy = row.centery
            draw_text(
                surface,
                tr("net.found_row", name=table.host_name),
                fs,
                (row.left + int(14 * s), cy),
                INK,
                True,
                "midleft",
            )
            draw_text(surface, table.target, fs, (row.centerx - int(40 * s), cy), GOLD, anchor="midleft")
            if table.version != PROTOCOL_VERSION:
                right, color = tr("net.found_version"), RED
            else:
                right, color = tr("net.found_free", n=table.free), INK_DIM
            draw_text(surface, right, small, (row.right - int(14 * s), cy), color, anchor="midright")
            self.found_rects.append((row, table))
            y += row_h


def close_when_connected(done: Future[NetworkSession]) -> None:
    """The screen was left while connecting: give the seat up once connected."""
    if done.exception() is None:
        done.result().close()
