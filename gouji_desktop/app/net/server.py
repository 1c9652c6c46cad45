"""The table server: tables by room code, served over WebSockets
(docs/network.md).  A table and its flow are :mod:`.table`; each client's
connection, its limits and its hello are :mod:`.connection`.

Everything here runs on one asyncio event loop; the computer seats think in an
executor so the loop keeps answering.  ``websockets`` is imported only when a
server starts listening: a single-player game never loads it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Coroutine
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, TypeVar

from .connection import MAX_FRAME, Doorway, Monitor
from .protocol import new_room_code
from .table import Table, TableConfig, table_from_dict, table_to_dict

if TYPE_CHECKING:
    from websockets.asyncio.server import Server

#: what a host needs: the server, a table's configuration, and saving a table (继续)
__all__ = ["ServerThread", "Table", "TableConfig", "TableServer", "table_from_dict", "table_to_dict"]

log = logging.getLogger(__name__)
T = TypeVar("T")


class TableServer:
    """Tables by room code, served over WebSockets."""

    def __init__(
        self,
        executor: Executor | None = None,
        monitor: Monitor | None = None,
        ping_interval: float | None = 20.0,
    ) -> None:
        #: a connection that does not answer a ping within this many seconds is closed (its seat
        #: waits out the grace period, then 托管 plays it); None: no pings (a load benchmark whose
        #: clients share one busy process)
        self.ping_interval = ping_interval
        self.executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="gouji-net-ai")
        self.tables: dict[str, Table] = {}
        self.monitor = monitor
        self.server: Server | None = None
        #: each connection's way in, and its messages on to its table (``door.timings``: the
        #: load benchmark's figures)
        self.door = Doorway(self.tables, monitor)

    def add_table(self, config: TableConfig, room: str | None = None) -> Table:
        """A new table (call on the server's loop); its room code guards it."""
        while room is None or room in self.tables:
            room = new_room_code()
        return self._run(Table(config, room, self.executor))

    def reopen_table(self, saved: dict[str, object]) -> Table:
        """A table saved with :func:`table_to_dict`, with its room code and seats
        (ValueError for bad data, or a room already open here)."""
        table = table_from_dict(saved, self.executor)
        if table.room in self.tables:
            raise ValueError("a table with that room code is already open")
        return self._run(table)

    def _run(self, table: Table) -> Table:
        room = table.room
        self.tables[room] = table
        table.task = asyncio.get_running_loop().create_task(table.run(), name=f"table {room}")
        table.task.add_done_callback(self._table_ended)
        return table

    @staticmethod
    def _table_ended(task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            log.error("a table stopped", exc_info=task.exception())

    async def listen(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Start accepting connections; returns the port (``port=0``: any free one)."""
        from websockets.asyncio.server import serve

        self.server = await serve(
            self.door.handler,
            host,
            port,
            max_size=MAX_FRAME,
            max_queue=16,
            compression=None,  # no zip bombs; messages are small
            ping_interval=self.ping_interval,
            ping_timeout=self.ping_interval,
            close_timeout=5,
        )
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def close(self) -> None:
        for table in self.tables.values():
            table.close()
        tasks = [t.task for t in self.tables.values() if t.task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.executor.shutdown(wait=False, cancel_futures=True)


class ServerThread:
    """A :class:`TableServer` on an event loop of its own thread: how a host's game
    serves a table while its frames go on (and how tests host one)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, monitor: Monitor | None = None) -> None:
        self.host, self.port = host, port
        self.monitor = monitor
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: TableServer | None = None
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 10.0) -> int:
        """Listen; returns the port.  Raises ``OSError`` when the address is taken."""
        loop = asyncio.new_event_loop()
        self.loop = loop
        self._thread = threading.Thread(target=loop.run_forever, name="gouji-net-server", daemon=True)
        self._thread.start()

        async def begin() -> int:
            self.server = TableServer(monitor=self.monitor)
            return await self.server.listen(self.host, self.port)

        try:
            self.port = self.call(begin(), timeout)
        except BaseException:
            self.stop()
            raise
        return self.port

    def call(self, coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        """Run ``coro`` on the server's loop and wait for its answer."""
        assert self.loop is not None
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def add_table(self, config: TableConfig) -> Table:
        """A new table; read its ``room``; act on it only through :meth:`call`."""

        async def add() -> Table:
            assert self.server is not None
            return self.server.add_table(config)

        return self.call(add())

    def stop(self, timeout: float = 10.0) -> None:
        loop, self.loop = self.loop, None
        if loop is None:
            return
        if self.server is not None:
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.server.close(), loop).result(timeout)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout)
        if not loop.is_running():
            loop.close()
