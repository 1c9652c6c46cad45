"""The load benchmark: many tables of bot clients on one server process.

    python -m gouji_lab.bench net --tables 200

The server runs in a process of its own (as ``gouji-server`` would); this
process runs six bot clients per table (the easy AI over the network client)
on one event loop.  It prints the actions per second, the server's time per
action (from reading it to every seat's state queued: p50, p99) and the
server's memory per table.  Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import time
from multiprocessing.connection import Connection as Pipe
from typing import Any

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.bot import play_bot
from gouji_desktop.app.net.client import TableClient
from gouji_desktop.app.net.server import TableConfig, TableServer


def resident_mb() -> float:
    """This process's resident memory now (Linux), else its peak (other POSIX), else 0."""
    try:
        with open("/proc/self/statm", encoding="utf-8") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        pass
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 2**10)
    except (ImportError, OSError):
        return 0.0


def serve(pipe: Pipe, tables: int, games: int) -> None:
    """The server process: report the port and rooms, then the figures when asked."""

    async def main() -> None:
        server = TableServer()
        server.door.timings = []
        port = await server.listen("127.0.0.1", 0)
        before = resident_mb()
        rooms = []
        for i in range(tables):
            config = TableConfig(seed=1000 + i, match=games > 1, people=tuple(range(6)), ai_delay=0.0)
            rooms.append(server.add_table(config).room)
        pipe.send((port, rooms))
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, pipe.recv)  # every client seated: the deals are made
        seated = resident_mb()
        await loop.run_in_executor(None, pipe.recv)  # the games are over
        pipe.send((server.door.timings, before, seated, resident_mb()))
        await server.close()

    asyncio.run(main())


async def clients(port: int, rooms: list[str], pipe: Pipe, timeout: float) -> tuple[int, float]:
    seats = [TableClient(f"ws://127.0.0.1:{port}", room, f"b{s}", seat=s) for room in rooms for s in range(6)]
    for i in range(0, len(seats), 50):  # not all at once: the accept queue is finite
        await asyncio.gather(*(c.connect() for c in seats[i : i + 50]))
    pipe.send("seated")
    began = time.perf_counter()
    await asyncio.gather(*(play_bot(c, make_agent("easy", i), timeout=timeout) for i, c in enumerate(seats)))
    elapsed = time.perf_counter() - began
    actions = sum(c.state.at for c in seats[::6])
    for c in seats:
        await c.close()
    return actions, elapsed


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else 0.0


def run(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m gouji_lab.bench net")
    p.add_argument("--tables", type=int, default=200)
    p.add_argument("--games", type=int, choices=(1, 5), default=1, help="a single game or a match per table")
    p.add_argument("--timeout", type=float, default=300.0, help="the longest wait for one message")
    args = p.parse_args(argv)
    here, there = multiprocessing.Pipe()
    server = multiprocessing.Process(target=serve, args=(there, args.tables, args.games), daemon=True)
    server.start()
    try:
        port, rooms = here.recv()
        actions, elapsed = asyncio.run(clients(port, rooms, here, args.timeout))
        here.send("over")
        timings, before, seated, after = here.recv()
    finally:
        server.join(30)
        if server.is_alive():
            server.terminate()
    figures: dict[str, Any] = {
        "tables": args.tables,
        "games per table": args.games,
        "actions": actions,
        "seconds": round(elapsed, 1),
        "actions/s": round(actions / elapsed, 1) if elapsed else 0,
        "server ms per action p50": round(1000 * percentile(timings, 0.5), 2),
        "server ms per action p99": round(1000 * percentile(timings, 0.99), 2),
        "server ms per action mean": round(1000 * statistics.fmean(timings), 2) if timings else 0,
        "server MB before tables": round(before, 1),
        "server MB per table (seated)": round((seated - before) / args.tables, 3),
        "server MB per table (after play)": round((after - before) / args.tables, 3),
    }
    for name, value in figures.items():
        print(f"{name}: {value}")
    return 0
