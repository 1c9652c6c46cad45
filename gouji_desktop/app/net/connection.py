"""One client's connection to the table server: what it may send and how
fast, its way in (the hello with the room code), and its outgoing queue.

- :class:`Connection`: one client's queue (so one slow client never holds up
  a table), its rate limits and where it sits;
- :class:`RateLimit`: the token bucket behind the limits;
- :class:`Doorway`: how a connection comes in (one hello, one room-code guess,
  addresses that guess too often refused) and hands its messages to its table.

The limits are documented in docs/network.md (the security model).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from gouji_desktop.engine import IllegalAction

from .protocol import ProtocolError, error, read_client_message

if TYPE_CHECKING:
    from websockets.asyncio.server import ServerConnection

    from .table import Table

log = logging.getLogger(__name__)

#: the WebSocket layer closes a connection (code 1009) that sends a frame larger than this
#: (a message's own limit, MAX_CLIENT_MESSAGE, is checked as it is read: protocol.py)
MAX_FRAME = 65536
#: messages per second a client may send on average, and in a burst
RATE_PER_SECOND = 10.0
RATE_BURST = 30
#: a connection that keeps sending past the limit this many times is closed
RATE_STRIKES = 100
#: a hello must come within this many seconds of connecting
HELLO_TIMEOUT = 10.0
#: messages waiting for a slow client; past this it is dropped (it may rejoin with its token)
SEND_QUEUE = 256
#: quick phrases a seat may send a second on average, and in a burst
PHRASES_PER_SECOND, PHRASE_BURST = 1.0, 3
#: failed room codes or tokens from one address within a minute before it is refused outright
GUESSES_PER_MINUTE = 20


class RateLimit:
    """A token bucket: ``allow(now)`` is False once a connection sends faster
    than ``rate`` messages a second beyond a ``burst``."""

    def __init__(self, rate: float = RATE_PER_SECOND, burst: int = RATE_BURST) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens = float(burst)
        self.last: float | None = None
        self.strikes = 0

    def allow(self, now: float) -> bool:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        self.strikes += 1
        return False

    def refund(self) -> None:
        """An action the table took back its token: play is never limited, only
        what is refused and what is not play (phrases, 托管, ready)."""
        self.tokens = min(self.burst, self.tokens + 1.0)


class Connection:
    """One client: its outgoing queue (so one slow client never holds up a table),
    its rate limit, and where it sits."""

    def __init__(self, ws: Any, address: str, monitor: Monitor | None = None) -> None:
        self.ws = ws
        self.address = address
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(SEND_QUEUE)
        self.rate = RateLimit()
        self.phrases = RateLimit(PHRASES_PER_SECOND, PHRASE_BURST)  # table talk stays talk, not a flood
        self.table: Table | None = None
        self.seat: int | None = None
        self.log_sent = 0  # events of the current game this client has been sent
        self.played_sent = 0  # ... and hands played
        self.log_game = 0  # ... of which game of the match
        self.monitor = monitor
        self.closed = False

    def send(self, text: str) -> None:
        if self.closed:
            return
        if self.monitor is not None:
            self.monitor(self, text)
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("dropping a client that does not read (%s)", self.address)
            self.close()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)

    async def write_loop(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None:
                await self.ws.close(1000, "bye")
                return
            await self.ws.send(text)


#: called with every message a connection is sent, as it is queued (tests check honesty with it)
Monitor = Callable[[Connection, str], None]


class Doorway:
    """Where connections come in: the first message must be a hello with a
    room code of ``tables``; then each message, within the rate limit, goes
    to the connection's table.  ``timings``, when a list, gets the seconds each
    accepted action took, from reading it to every seat's state queued (the
    load benchmark reads it)."""

    def __init__(self, tables: Mapping[str, Table], monitor: Monitor | None = None) -> None:
        self.tables = tables
        self.monitor = monitor
        self.failures: dict[str, list[float]] = {}
        self.timings: list[float] | None = None

    def _guessing(self, address: str) -> bool:
        now = time.monotonic()
        if len(self.failures) > 10_000:  # many addresses guessing: keep only the last minute's
            self.failures = {a: ts for a, ts in self.failures.items() if ts and now - ts[-1] < 60}
        recent = [t for t in self.failures.get(address, []) if now - t < 60]
        self.failures[address] = recent
        return len(recent) >= GUESSES_PER_MINUTE

    async def handler(self, ws: ServerConnection) -> None:
        peer = ws.remote_address
        address = str(peer[0]) if peer else "?"
        conn = Connection(ws, address, self.monitor)
        writer = asyncio.get_running_loop().create_task(conn.write_loop())
        try:
            await self._serve(conn, ws)
        except Exception as e:  # a dropped connection, or a bug: the table goes on
            if type(e).__name__ not in ("ConnectionClosedOK", "ConnectionClosedError", "ConnectionClosed"):
                log.exception("connection from %s failed", address)
        finally:
            if conn.table is not None:
                conn.table.leave(conn)
            conn.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)
            writer.cancel()

    async def _serve(self, conn: Connection, ws: ServerConnection) -> None:
        try:
            first = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except TimeoutError:
            conn.send(error("not_joined", f"say hello within {HELLO_TIMEOUT:.0f} seconds"))
            return
        if not self._hello(conn, first):
            return
        async for text in ws:
            if conn.closed:
                return
            if not conn.rate.allow(time.monotonic()):
                conn.send(error("rate", "too many messages: this one was dropped"))
                if conn.rate.strikes >= RATE_STRIKES:
                    return
                continue
            began = time.perf_counter()
            try:
                if isinstance(text, bytes):
                    raise ProtocolError("bad_json", "messages are JSON text")
                msg = read_client_message(text)
                if msg.type == "hello":
                    raise ProtocolError("joined", "already seated at this table")
                table = conn.table
                if table is None:
                    return  # replaced by a newer connection with the token
                table.handle(conn, msg)
                if msg.type == "act":
                    conn.rate.refund()
                    if self.timings is not None:
                        self.timings.append(time.perf_counter() - began)
            except ProtocolError as e:
                conn.send(error(e.code, e.message))
            except IllegalAction as e:
                params = {k: str(v) for k, v in e.params.items()}
                conn.send(error("illegal", e.message, engine_code=e.code, params=params))

    def _hello(self, conn: Connection, text: str | bytes) -> bool:
        """The first message must be a hello with the room code (one guess per connection)."""
        if self._guessing(conn.address):
            conn.send(error("room", "too many wrong room codes from this address: wait a minute"))
            return False
        try:
            if isinstance(text, bytes):
                raise ProtocolError("bad_json", "messages are JSON text")
            msg = read_client_message(text)
            if msg.type != "hello":
                raise ProtocolError("not_joined", "say hello first")
            table = self.tables.get(msg.fields["room"])
            if table is None or table.closed:
                raise ProtocolError("room", "no table with that room code")
            table.join(conn, msg.fields["name"], msg.fields["seat"], msg.fields["token"])
        except ProtocolError as e:
            if e.code in ("room", "token"):
                self.failures.setdefault(conn.address, []).append(time.monotonic())
            conn.send(error(e.code, e.message))
            return False
        return True
