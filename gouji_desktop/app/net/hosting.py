"""A table hosted from the game itself: the server on a thread of its own
(:class:`~.server.ServerThread`, so the frames go on), the table, its LAN
announcement and its save; and the host's own seat at it, a
:class:`HostedSession` that stops the server when the table closes.

Nothing here opens a socket until :meth:`Hosting.start`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, TypeVar

from .server import ServerThread, Table, TableConfig, table_to_dict
from .session import NetworkSession

if TYPE_CHECKING:
    from .discovery import Announcer

log = logging.getLogger(__name__)
T = TypeVar("T")

#: the port a hosted table listens on first (another free one when it is taken)
DEFAULT_PORT = 8765

#: what the host's game keeps of its table after every change (table_to_dict)
SaveTable = Callable[[dict[str, object]], None]


def bind_address(reach: str) -> str:
    """Where a hosted table listens: this computer's LAN address (``"lan"``, the default),
    or every interface (``"internet"``)."""
    if reach == "internet":
        return "0.0.0.0"
    from .cli import lan_address

    return lan_address()


def local_address(bind: str) -> str:
    """The address the host's own client connects to, and friends are told."""
    if bind == "0.0.0.0":
        from .cli import lan_address

        return lan_address()
    return bind


class Hosting:
    """One table served from this game until :meth:`stop`."""

    def __init__(
        self,
        config: TableConfig,
        bind: str,
        port: int = DEFAULT_PORT,
        host_name: str = "",
        save: SaveTable | None = None,
        saved: dict[str, object] | None = None,
        forget: Callable[[], None] | None = None,
    ) -> None:
        """``bind``: the address to listen on (the LAN address, or 0.0.0.0 for the Internet);
        ``saved``: a table saved with :func:`table_to_dict`, reopened (继续) with its room code;
        ``save`` keeps the table after every change, ``forget`` drops it once its match is over."""
        self.config, self.bind, self.port = config, bind, port
        self.host_name = host_name
        self.save = save
        self.forget = forget
        self.saved = saved
        self.thread: ServerThread | None = None
        self.table: Table | None = None
        self.announcer: Announcer | None = None
        self.announce_problem: str | None = None  # why the table is not announced on the LAN
        self.announce_missing = False  # this copy of the game has no LAN discovery
        self.announced = False

    @property
    def room(self) -> str:
        assert self.table is not None
        return self.table.room

    @property
    def address(self) -> str:
        return local_address(self.bind)

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"

    def start(self) -> None:
        """Listen (on ``port``, or any free port when it is taken) and open the table;
        raises ``OSError`` (the address is not this computer's, …) or ``ValueError`` (a bad save)."""
        try:
            self.thread = ServerThread(self.bind, self.port)
            self.port = self.thread.start()
        except OSError:
            self.thread = ServerThread(self.bind, 0)
            self.port = self.thread.start()
        thread = self.thread

        async def open_table() -> Table:
            assert thread.server is not None
            if self.saved is not None:
                table = thread.server.reopen_table(self.saved)
            else:
                table = thread.server.add_table(self.config)
            table.on_change = self._changed
            return table

        try:
            self.table = thread.call(open_table())
        except BaseException:
            self.stop()
            raise
        self.config = self.table.config

    def _changed(self, table: Table) -> None:
        """On the server's loop, after every action and deal: the host's game keeps the table."""
        game = table.game
        over = game.finished and (table.match is None or table.match.finished)
        try:
            if over and self.forget is not None:
                self.forget()  # nothing left to continue
            elif self.save is not None:
                self.save(table_to_dict(table))
        except Exception:  # a save must never stop the table
            log.exception("saving the hosted table failed")

    def free_seats(self) -> int:
        table = self.table
        if table is None:
            return 0
        return sum(1 for s in table.seats if s.person and s.token is None)

    def announce_later(self) -> None:
        """Announce the table on the LAN from a thread of its own (the probe takes about a
        second); :attr:`announced` or :attr:`announce_problem` says how it went."""

        def run() -> None:
            from .discovery import Announcer, DiscoveryUnavailable

            announcer = Announcer(self.host_name, self.address, self.port, self.free_seats())
            try:
                announcer.start()
            except DiscoveryUnavailable as e:
                self.announce_problem = "" if e.missing else str(e)
                self.announce_missing = e.missing
                return
            if self.thread is None:  # stopped meanwhile
                announcer.close()
                return
            self.announcer, self.announced = announcer, True

        threading.Thread(target=run, name="gouji-net-announce", daemon=True).start()

    def update_announcement(self) -> None:
        if self.announcer is not None:
            self.announcer.update(self.free_seats())

    def stop(self) -> None:
        announcer, self.announcer = self.announcer, None
        if announcer is not None:
            announcer.close()
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.stop()


def reopen(
    saved: dict[str, object],
    bind: str,
    save: SaveTable | None = None,
    forget: Callable[[], None] | None = None,
) -> HostedSession:
    """继续 a hosted table: listen again, reopen it with its room code and take the host's own
    seat back with its token (friends rejoin theirs with their tokens).  Blocking (a thread's
    work); raises ``OSError``, ``ValueError`` (a bad save), ``JoinRefused``."""
    seats = saved.get("seats")
    config = saved.get("config")
    host_seat = config.get("host_seat") if isinstance(config, dict) else None
    if not isinstance(seats, list) or not isinstance(host_seat, int) or not 0 <= host_seat < len(seats):
        raise ValueError("saved table: no host's seat")
    mine = seats[host_seat]
    token, name = (mine.get("token"), mine.get("name")) if isinstance(mine, dict) else (None, None)
    if not isinstance(token, str) or not isinstance(name, str):
        raise ValueError("saved table: the host's seat has no token")
    hosting = Hosting(TableConfig(), bind, host_name=name, save=save, saved=saved, forget=forget)
    return HostedSession.open(hosting, name, seat=None, token=token)


class HostedSession(NetworkSession):
    """The host's seat at its own table: closing it stops the server (the table
    scene does not know it is hosting)."""

    def __init__(self, hosting: Hosting, name: str, seat: int | None = 0, token: str | None = None) -> None:
        super().__init__(hosting.url, hosting.room, name, seat=seat, token=token, turned=True)
        self.hosting = hosting

    @classmethod
    def open(
        cls, hosting: Hosting, name: str, seat: int | None = 0, token: str | None = None
    ) -> HostedSession:
        """Start ``hosting`` and seat the host at it (``seat``, or back in its seat by ``token``);
        a failure stops the server again.  Blocks: call it off the frame loop (:func:`in_background`)."""
        hosting.start()
        session = cls(hosting, name, seat=seat, token=token)
        try:
            session.connect(timeout=15)
        except BaseException:
            hosting.stop()
            raise
        return session

    def close(self) -> None:
        try:
            super().close()
        finally:
            self.hosting.stop()


def in_background(work: Callable[[], T], name: str, done: Callable[[], None] | None = None) -> Future[T]:
    """Run ``work`` on a thread of its own (connecting may take seconds; the frames go on);
    ``done`` is called on that thread when it has finished (the app's ``wake``)."""
    result: Future[T] = Future()

    def run() -> None:
        try:
            result.set_result(work())
        except BaseException as e:
            result.set_exception(e)
        if done is not None:
            done()

    threading.Thread(target=run, name=name, daemon=True).start()
    return result
