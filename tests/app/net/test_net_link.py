"""The client's own WebSocket connection (app/net/link.py, websockets' Sans-I/O
layer over a plain stream): what the full-match tests do not reach. Loopback
only; every wait is bounded."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import pytest
from net_helpers import run

from gouji_desktop.app.net.link import Link, LinkClosed


async def websocket_server(handler: Any) -> tuple[Any, int]:
    from websockets.asyncio.server import serve

    server = await serve(handler, "127.0.0.1", 0, compression=None)
    return server, int(next(iter(server.sockets)).getsockname()[1])


def test_a_message_in_fragments_arrives_whole_and_a_goodbye_reads_as_closed() -> None:
    async def handler(ws: Any) -> None:
        await ws.send(['{"v": 1, ', '"type": "phrase", ', '"id": "phrase.nice"}'])  # three frames
        await ws.send("second")
        await ws.close(1000, "bye")

    async def scenario() -> None:
        server, port = await websocket_server(handler)
        try:
            link = await Link.open(f"ws://127.0.0.1:{port}", 4096, 10)
            whole = b'{"v": 1, "type": "phrase", "id": "phrase.nice"}'
            assert await asyncio.wait_for(link.recv(), 10) == whole
            assert await asyncio.wait_for(link.recv(), 10) == b"second"
            with pytest.raises(LinkClosed):
                await asyncio.wait_for(link.recv(), 10)
            assert link.close_reason == "closed"
            with pytest.raises(LinkClosed):  # and it stays closed
                await link.send("too late")
        finally:
            server.close()
            await server.wait_closed()

    run(scenario, 60)


def test_a_message_over_the_limit_closes_the_connection_with_1009() -> None:
    seen: list[int | None] = []

    async def handler(ws: Any) -> None:
        try:
            await ws.send("x" * 500)
            await ws.wait_closed()
        finally:
            seen.append(ws.close_code)

    async def scenario() -> None:
        server, port = await websocket_server(handler)
        try:
            link = await Link.open(f"ws://127.0.0.1:{port}", 100, 10)
            with pytest.raises(LinkClosed) as closed:
                await asyncio.wait_for(link.recv(), 10)
            assert closed.value.code == 1009 and "1009" in link.close_reason
            for _ in range(100):
                if seen:
                    break
                await asyncio.sleep(0.05)
            assert seen == [1009]
        finally:
            server.close()
            await server.wait_closed()

    run(scenario, 60)


def test_a_server_that_does_not_speak_websocket_is_refused_clearly() -> None:
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readline()
        writer.write(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")
        await writer.drain()
        writer.close()

    async def scenario() -> None:
        server = await asyncio.start_server(answer, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            with pytest.raises(ConnectionError, match="not a table server"):
                await Link.open(f"ws://127.0.0.1:{port}", 4096, 10)
            with pytest.raises(ConnectionError, match="ws://"):
                await Link.open("http://127.0.0.1/", 4096, 10)
        finally:
            server.close()
            await server.wait_closed()

    run(scenario, 60)


def test_without_ssl_as_in_the_installers_a_wss_address_is_refused_in_words(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ssl", None)  # `import ssl` now fails, as in the bundle

    async def scenario() -> None:
        with pytest.raises(ConnectionError, match="ws:// addresses, not wss://"):
            await Link.open("wss://127.0.0.1:9/", 4096, 10)

    run(scenario, 30)
