"""A seat at a network table, as the table scene shows it: who sits where (names, the
computer's level, a dropped player, 托管), the wait for a deal, the server's refusals shown
like the engine's, and a lost connection's overlay with 重新连接 and 返回.

The game itself comes through the same :class:`TableSession` as a local one; this is only
what a network table adds.  Mixed into :class:`~.scene.TableScene` (nothing here runs for
a game on this computer: ``net`` is None).
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame

from gouji_desktop.app.i18n import set_seat_names, tr, tr_error
from gouji_desktop.app.i18n.catalogue import STRINGS
from gouji_desktop.app.net.rotate import turn_seat
from gouji_desktop.app.net.session import LOST_KINDS, why_failed
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    dim,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.engine import EventKind, IllegalAction

if TYPE_CHECKING:
    from collections.abc import Callable

    from gouji_desktop.app.net.session import NetworkSession, TableSession
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.ui.layout import TableLayout
    from gouji_desktop.app.ui.widgets import Toast
    from gouji_desktop.engine import Action, Card, Event

log = logging.getLogger(__name__)

#: events that show the play has begun: a table joined (or rejoined) later is shown as it
#: stands, not animated from its deal
PLAY_BEGUN = frozenset({EventKind.PLAY, EventKind.PASS, EventKind.LET, EventKind.BURN})


class NetworkTable:
    """The network table's side of the table scene."""

    if TYPE_CHECKING:  # provided by the table scene
        app: App
        net: NetworkSession | None
        session: TableSession
        toast: Toast
        results_at: float | None
        send_phrase: Callable[[str], None] | None

        def on_events(self, events: list[Event]) -> None: ...
        def start_game(self) -> None: ...
        def restore(self) -> None: ...
        def heard_phrase(self, seat: int, key: str) -> None: ...
        def select_cards(self, cards: tuple[Card, ...]) -> None: ...

        proposed: Action | None

    #: the table has no game to show yet: before the deal, between games, while reconnecting
    waiting = False
    #: the results of the game shown were seen: wait for the next deal, not this game again
    after_results = False
    lost_bar: ButtonBar
    _rejoin: threading.Thread | None = None
    rejoin_error = ""

    def setup_network(self) -> None:
        net = self.net
        if net is None:
            return
        net.on_update = self.app.wake  # a message from the server is taken at once
        net.hold_results = True  # each game's end shows, with its results, before the next deal
        net.on_error = self.refused
        net.on_phrase = self.heard_phrase
        self.send_phrase = net.phrase
        self.lost_bar = ButtonBar(
            [
                Button("rejoin", lambda: tr("tnet.rejoin"), self.rejoin, "primary"),
                Button("leave", lambda: tr("tnet.leave"), self.app.nav.title),
            ]
        )

    # ----- the deal --------------------------------------------------------------------

    def wait_for_deal(self) -> None:
        """Show the felt until the server has a game for the table (the first deal, the next
        game of the match, the game again after reconnecting)."""
        self.waiting = True
        self.after_results = self.net is not None and self.net.result() is not None
        self.results_at = None
        self.session.listener = None  # the events wait in the session until the game shows

    def update_network(self) -> bool:
        """Called every frame at a network table: True when the table plays on as usual;
        False while it waits for a deal or its connection is lost (the overlay shows)."""
        net = self.net
        assert net is not None
        if self._rejoin is not None:
            if self._rejoin.is_alive():
                return False
            self._rejoin = None
        if net.closed_reason is not None:
            return False
        if not self.waiting:
            return True
        net.poll(False)
        self.show_names()
        if net.closed_reason is not None or not net.started:
            return False
        if self.after_results and net.result() is not None:
            return False  # the finished game still: the server deals the next one
        self.waiting = self.after_results = False
        self.session.listener = self.on_events
        if any(ev.kind in PLAY_BEGUN for ev in net.view().log):
            self.restore()  # joined (or back) while the game goes on: as it stands
        else:
            self.start_game()  # the deal, the tribute and the first lead, animated
        return True

    # ----- who sits where -------------------------------------------------------------

    def show_names(self) -> None:
        """The people's names on the table (every line that names a seat uses them); a computer
        seat keeps the catalogue's name of its seat at the table, so that it has the same name in
        every window (the table turns each window's own seat to the bottom)."""
        net = self.net
        if net is None:
            return
        seats = net.seats()
        shift = net.table_seat if net.turned else 0
        names = [""]  # this window's own seat: "you"
        for i, info in enumerate(seats[1:], start=1):
            names.append(
                drawable(info.name) if info.person and info.taken else computer_name((i + shift) % 6)
            )
        set_seat_names(names)

    def seat_tags(self) -> tuple[tuple[str, str], ...]:
        """Beside each seat's name at a network table: the computer and its level, 掉线, 托管
        (and a shorter form for a narrow panel)."""
        net = self.net
        if net is None:
            return ()
        self.show_names()
        levels = net.levels()
        tags: list[tuple[str, str]] = []
        for i, info in enumerate(net.seats()):
            if not info.person or not info.taken:
                level = tr(f"level.{levels[i]}") if levels[i] else ""
                tags.append((tr("tnet.seat_ai", level=level), level) if level else ("", ""))
            elif not info.connected:
                tags.append((tr("tnet.seat_away"),) * 2)
            elif info.auto and i:
                tags.append((tr("tnet.seat_auto"),) * 2)
            else:
                tags.append(("", ""))
        return tuple(tags)

    # ----- refusals ---------------------------------------------------------------------

    def refused(self, data: dict[str, Any]) -> None:
        """The server refused a message: an illegal action in the engine's words, as a refusal
        on this computer shows; anything else by its code."""
        net = self.net
        code = str(data.get("code", ""))
        if code == "illegal":
            params = data.get("params")
            params = dict(params) if isinstance(params, dict) else {}
            giver = params.get("giver")
            if net is not None and isinstance(giver, int) and 0 <= giver < 6:
                params["giver"] = turn_seat(giver, net.table_seat if net.turned else 0)
            err = IllegalAction(str(data.get("engine_code", "")), str(data.get("message", "")), **params)
            text = tr_error(err)
        else:
            if f"tnet.err.{code}" in STRINGS:  # the table's own words for the server's codes
                text = tr(f"tnet.err.{code}")
            elif f"err.{code}" in STRINGS:  # the same reason as the engine's (not_your_turn …)
                text = tr(f"err.{code}")
            else:
                text = tr("tnet.refused", reason=str(data.get("message", code))[:80])
        self.toast.show(text, 3.5, "error")
        self.app.sounds.play("error")
        proposed = self.proposed
        if code == "illegal" and proposed is not None and proposed.cards:
            self.select_cards(proposed.cards)  # as at a local table: the refused cards stay chosen

    # ----- a lost connection -----------------------------------------------------------

    def rejoin(self) -> None:
        """重新连接: the same seat again with its token, on a thread (the frames go on)."""
        net = self.net
        if net is None or self._rejoin is not None:
            return
        self.rejoin_error = ""
        self.wait_for_deal()
        self.after_results = False  # whatever the table is at, show it as it stands

        def run() -> None:
            try:
                net.reconnect()
            except Exception as e:  # nobody answers there any more, or the server refused
                log.info("reconnecting to %s failed: %r", net.client.url, e)
                net.closed_reason = f"{type(e).__name__}: {e}"  # for the log; the player reads:
                net.closed_kind = self.rejoin_error = why_failed(e)
            finally:
                self.app.wake()

        self._rejoin = threading.Thread(target=run, name="gouji-rejoin", daemon=True)
        self._rejoin.start()

    @property
    def lost(self) -> bool:
        """The connection is lost (or being made again): the overlay shows."""
        net = self.net
        return net is not None and (net.closed_reason is not None or self._rejoin is not None)

    def network_event(self, ev: pygame.event.Event) -> bool:
        """The lost connection's overlay takes every click and key (Enter: 重新连接, Esc: 返回);
        before the deal only Esc (the pause menu) does anything."""
        if self.lost:
            if self._rejoin is None:
                if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.rejoin()
                elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                    self.app.nav.title()
                else:
                    self.lost_bar.handle_event(ev)
            return True
        if self.waiting:
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.app.nav.pause()
            return True
        return False

    def lost_line(self) -> str:
        """The overlay's line saying why, in the player's language ("" while reconnecting)."""
        net = self.net
        if self.rejoin_error:
            return tr("tnet.rejoin_failed", reason=lost_text(self.rejoin_error))
        if net is not None and net.closed_reason is not None and self._rejoin is None:
            return tr("tnet.lost_reason", reason=lost_text(net.closed_kind))
        return ""

    def draw_network(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The wait for a deal, or the lost connection's overlay."""
        s = lay.s
        w, h = lay.size
        if not self.lost:
            if self.waiting:
                key = "tnet.waiting_next" if self.after_results else "tnet.waiting_deal"
                draw_text(surface, tr(key), lay.text(1.3), lay.table_center, GOLD, True, "center")
            return
        dim(surface, 150)
        panel = pygame.Rect(0, 0, min(w - int(40 * s), int(620 * s)), int(300 * s))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (12, 30, 28, 245), int(18 * s), (*GOLD, 170))
        inner = panel.w - int(48 * s)
        title = tr("tnet.rejoining") if self._rejoin is not None else tr("tnet.lost")
        draw_text(
            surface,
            title,
            fit_size(title, lay.text(1.5), inner),
            (w // 2, panel.top + int(24 * s)),
            GOLD,
            True,
            "midtop",
        )
        body = tr("tnet.lost_body")
        draw_text(
            surface,
            body,
            fit_size(body, lay.text(0.95), inner),
            (w // 2, panel.top + int(88 * s)),
            INK,
            anchor="midtop",
        )
        reason = self.lost_line()
        if reason:
            draw_text(
                surface,
                reason,
                fit_size(reason, lay.text(0.8), inner),
                (w // 2, panel.top + int(132 * s)),
                INK_DIM,
                anchor="midtop",
            )
        if self._rejoin is not None:
            return
        bw, bh = int(180 * s), int(52 * s)
        self.lost_bar["rejoin"].rect = pygame.Rect(
            w // 2 + int(10 * s), panel.bottom - bh - int(24 * s), bw, bh
        )
        self.lost_bar["leave"].rect = pygame.Rect(
            w // 2 - int(10 * s) - bw, panel.bottom - bh - int(24 * s), bw, bh
        )
        self.lost_bar.draw(surface)


def lost_text(kind: str | None) -> str:
    """Why a connection ended (or could not be made again), in the player's language
    (``kind``: one of the session's ``LOST_KINDS``; the client's own words are only logged)."""
    return tr(f"tnet.why.{kind if kind in LOST_KINDS else 'other'}")


def computer_name(table_seat: int) -> str:
    """A computer seat's name by its seat at the table (seat 0's catalogue name is "you": a
    computer there has a name of its own)."""
    return tr("tnet.computer_at_0") if table_seat == 0 else tr(f"seat.{table_seat}")


def drawable(name: str) -> str:
    """A player's name as this computer can draw it: the bundled font holds the catalogue's
    characters, the system's CJK font the rest of a Chinese name; a character neither has shows
    as "?" (a name is free text; nothing may fail to draw)."""
    return "".join(ch if fonts.can_draw(ch, False) and fonts.can_draw(ch, True) else "?" for ch in name)
