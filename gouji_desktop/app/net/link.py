"""One WebSocket connection to a table server, on websockets' Sans-I/O layer
over a plain asyncio stream.

websockets' own asyncio client imports ``ssl`` as it loads, and ``ssl`` would
carry OpenSSL (about 5.6 MB) into the installers, although the game's tables
speak plain ``ws://`` (docs/network.md).  So the client drives websockets'
protocol (``ClientProtocol``: the opening handshake, framing and masking,
answering the server's pings, the closing handshake) over a TCP stream of its
own.  ``wss://`` still works where Python has ``ssl`` (a source install); the
installers, which leave ``ssl`` out, say so instead of connecting.

Only the connection is here; what the messages mean is :mod:`.client`.
``websockets`` is imported only when a connection opens (a single-player game
never loads it).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from websockets.client import ClientProtocol

#: bytes read from the socket at a time
READ_CHUNK = 65536
#: seconds the server has to end the TCP connection after the closing handshake
CLOSE_TIMEOUT = 5.0
#: RFC 6455's numbers (websockets' Opcode, CloseCode and State are IntEnums of them)
TEXT, BINARY, CONT = 1, 2, 0
NORMAL_CLOSURE, GOING_AWAY, ABNORMAL_CLOSURE, MESSAGE_TOO_BIG = 1000, 1001, 1006, 1009
OPEN = 1  # websockets.protocol.State.OPEN


class LinkClosed(ConnectionError):
    """The connection has ended; ``code`` is the close code the server sent, if any."""

    def __init__(self, message: str, code: int | None = None) -> None:
        super().__init__(message)
        self.code = code


class Link:
    """An open WebSocket connection (made by :meth:`open`): :meth:`send` a text
    message, :meth:`recv` the next one, :meth:`close` politely or :meth:`abort`."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        protocol: ClientProtocol,
        max_size: int,
        early: list[Any],
    ) -> None:
        self._reader, self._writer, self._protocol = reader, writer, protocol
        self.max_size = max_size
        self._messages: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._parts: list[bytes] = []  # a fragmented message so far
        self._size = 0
        self._error: BaseException | None = None
        for event in early:  # frames that came with the handshake's answer
            self._take(event)
        self._pump = asyncio.get_running_loop().create_task(self._read_loop(), name="gouji-net-link")

    @classmethod
    async def open(cls, url: str, max_size: int, timeout: float) -> Link:
        """Connect to ``url`` (``ws://host:port``) and make the WebSocket handshake,
        within ``timeout`` seconds.  Raises ``OSError`` (``ConnectionError`` when the
        other end is not a WebSocket server) or ``TimeoutError``."""
        from websockets.client import ClientProtocol
        from websockets.exceptions import InvalidURI
        from websockets.uri import parse_uri

        try:
            uri = parse_uri(url)
        except InvalidURI:
            raise ConnectionError(f"not a ws:// address: {url!r:.80}") from None
        tls: Any = None
        if uri.secure:
            try:
                import ssl
            except ImportError:  # the installers leave OpenSSL out
                raise ConnectionError("this build of the game joins ws:// addresses, not wss://") from None
            tls = ssl.create_default_context()
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(uri.host, uri.port, ssl=tls, limit=2 * READ_CHUNK)
            try:
                protocol = ClientProtocol(uri, max_size=max_size)
                protocol.send_request(protocol.connect())
                events = await cls._handshake(reader, writer, protocol)
            except BaseException:
                writer.transport.abort()
                raise
        return cls(reader, writer, protocol, max_size, events)

    @staticmethod
    async def _handshake(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, protocol: ClientProtocol
    ) -> list[Any]:
        """Until the server's answer: the frames that came with it."""
        from websockets.http11 import Response

        while True:
            _flush(protocol, writer)
            data = await reader.read(READ_CHUNK)
            if data:
                protocol.receive_data(data)
            else:
                protocol.receive_eof()
            events = protocol.events_received()
            if protocol.handshake_exc is not None:
                raise ConnectionError(f"not a table server: {protocol.handshake_exc}")
            if any(isinstance(e, Response) for e in events):  # open (and maybe closing already)
                _flush(protocol, writer)
                return [e for e in events if not isinstance(e, Response)]
            if not data:
                raise ConnectionError("the server closed the connection during the handshake")

    # ----- reading ----------------------------------------------------------------------------

    async def _read_loop(self) -> None:
        protocol = self._protocol
        try:
            while True:
                # after the closing handshake the server ends the TCP connection; not waiting forever
                wait = CLOSE_TIMEOUT if protocol.close_expected() else None
                try:
                    data = await asyncio.wait_for(self._reader.read(READ_CHUNK), wait)
                except TimeoutError:
                    break
                if data:
                    protocol.receive_data(data)
                else:
                    protocol.receive_eof()
                _flush(protocol, self._writer)  # pongs, the close frame echoed
                for event in protocol.events_received():
                    self._take(event)
                if not data:
                    break
        except OSError as e:  # reset by the peer
            self._error = e
        finally:
            self._messages.put_nowait(None)
            self._writer.transport.abort()

    def _take(self, frame: Any) -> None:
        """A frame received (websockets' ``Frame``): a message's text, or a part of it."""
        opcode = getattr(frame, "opcode", None)
        if opcode in (TEXT, BINARY):
            self._parts, self._size = [], 0
        elif opcode != CONT:
            return  # pings are answered and a close is echoed by the protocol itself
        self._parts.append(bytes(frame.data))
        self._size += len(frame.data)
        if self._size > self.max_size:
            self._protocol.fail(MESSAGE_TOO_BIG, f"over {self.max_size} bytes")
            _flush(self._protocol, self._writer)
            self._parts, self._size = [], 0
            return
        if frame.fin:
            self._messages.put_nowait(b"".join(self._parts))
            self._parts, self._size = [], 0

    async def recv(self) -> bytes:
        """The next message (UTF-8 JSON text as the server sent it); raises
        :class:`LinkClosed` once the connection has ended."""
        data = await self._messages.get()
        if data is None:
            self._messages.put_nowait(None)  # every later call ends too
            raise LinkClosed(self.close_reason, self.close_code)
        return data

    @property
    def close_code(self) -> int | None:
        """The close code the server sent, else the one we sent (our goodbye, or 1009
        for a message over the limit); 1006 when the connection was cut."""
        protocol = self._protocol
        if protocol.close_rcvd is not None:
            return int(protocol.close_rcvd.code)
        if protocol.close_sent is not None:
            return int(protocol.close_sent.code)
        return ABNORMAL_CLOSURE if self._pump.done() else None

    @property
    def close_reason(self) -> str:
        """Why the connection ended, in words ("closed" for a clean goodbye)."""
        code = self.close_code
        if code in (NORMAL_CLOSURE, GOING_AWAY):
            return "closed"
        if self._error is not None:
            return f"{type(self._error).__name__}: {self._error}"
        if code is None or code == ABNORMAL_CLOSURE:
            return "the connection was lost"
        close = self._protocol.close_rcvd or self._protocol.close_sent
        return f"closed with code {code} {close.reason if close else ''}".strip()

    # ----- sending ----------------------------------------------------------------------------

    async def send(self, text: str) -> None:
        """Send one text message (waits while the socket's buffer is full)."""
        if self._protocol.state != OPEN:
            raise LinkClosed("the connection is closed", self.close_code)
        self._protocol.send_text(text.encode("utf-8"))
        _flush(self._protocol, self._writer)
        await self._writer.drain()

    async def close(self) -> None:
        """The closing handshake, then the end of the connection (bounded in time)."""
        if self._protocol.state == OPEN:
            self._protocol.send_close(NORMAL_CLOSURE, "bye")
            _flush(self._protocol, self._writer)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self._pump), CLOSE_TIMEOUT + 1)
        if not self._pump.done():
            self.abort()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._pump, 1)

    def abort(self) -> None:
        """End the connection at once, without a goodbye."""
        self._writer.transport.abort()

    @property
    def transport(self) -> asyncio.Transport:
        """The socket's transport (a test pauses its reading to play a frozen machine)."""
        return cast(asyncio.Transport, self._writer.transport)


def _flush(protocol: ClientProtocol, writer: asyncio.StreamWriter) -> None:
    """Write what the protocol has to send; an empty chunk asks to end our half of the stream."""
    for data in protocol.data_to_send():
        with contextlib.suppress(OSError, RuntimeError):  # the connection is going: the reader sees it
            if data:
                writer.write(data)
            elif writer.can_write_eof():
                writer.write_eof()
