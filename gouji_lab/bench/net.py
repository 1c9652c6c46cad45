"""The load benchmark: many tables of bot clients on one server process.

    python -m gouji_lab.bench net --tables 200

The server runs in a process of its own (as ``gouji-server`` would); this
process runs six bot clients per table (the easy AI over the network client)
on one event loop.  It prints the actions per second, the server's time per
action (from reading it to every seat's state queued: p50, p99), the round
trip a bot sees (its action sent to the state that shows it taken, through
both busy processes), the server's memory per table and the machine's load
average.  Loopback only; the server sends no pings (its clients share one
busy process) and every wait is bounded.
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
from gouji_desktop.engine import Action


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


class TimedClient(TableClient):
    """A bot's client that notes how long each of its actions takes to come back
    as a state that has taken it."""

    def __init__(self, *args: Any, round_trips: list[float], pace: float = 0.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.round_trips = round_trips
        self.pace = pace
        self.acted: tuple[int, int, float] | None = None

    async def act(self, action: Action) -> None:
        if self.pace:  # a person's (or the server's computer seats') pace, not a flood
            await asyncio.sleep(self.pace)
        self.acted = (self.state.game, self.state.at, time.perf_counter())
        await super().act(action)

    async def next_update(self, timeout: float) -> tuple[str, Any]:
        update = await super().next_update(timeout)
        if update[0] == "state" and self.acted is not None:
            game, at, sent = self.acted
            if (self.state.game, self.state.at) > (game, at):
                self.round_trips.append(time.perf_counter() - sent)
                self.acted = None
        return update


def serve(pipe: Pipe, tables: int, games: int) -> None:
    """The server process: report the port and rooms, then the figures when asked."""

    async def main() -> None:
        server = TableServer(ping_interval=None)
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
        cpu = time.process_time()
        await loop.run_in_executor(None, pipe.recv)  # the games are over
        pipe.send((server.door.timings, before, seated, resident_mb(), time.process_time() - cpu))
        await server.close()

    asyncio.run(main())


async def clients(
    port: int, rooms: list[str], pipe: Pipe, timeout: float, round_trips: list[float], pace: float
) -> tuple[int, float]:
    seats = [
        TimedClient(f"ws://127.0.0.1:{port}", room, f"b{s}", seat=s, round_trips=round_trips, pace=pace)
        for room in rooms
        for s in range(6)
    ]
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


def load_average() -> str:
    """The machine's 1-minute load average (POSIX), or "n/a"."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except (OSError, AttributeError):
        return "n/a"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))] if ordered else 0.0


def run(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m gouji_lab.bench net")
    p.add_argument("--tables", type=int, default=200)
    p.add_argument("--games", type=int, choices=(1, 5), default=1, help="a single game or a match per table")
    p.add_argument("--timeout", type=float, default=300.0, help="the longest wait for one message")
    p.add_argument(
        "--pace", type=float, default=0.0, help="seconds each bot waits before acting (0: as fast as it can)"
    )
    args = p.parse_args(argv)
    load_before = load_average()
    round_trips: list[float] = []
    here, there = multiprocessing.Pipe()
    server = multiprocessing.Process(target=serve, args=(there, args.tables, args.games), daemon=True)
    server.start()
    try:
        port, rooms = here.recv()
        actions, elapsed = asyncio.run(clients(port, rooms, here, args.timeout, round_trips, args.pace))
        load_during = load_average()
        here.send("over")
        timings, before, seated, after, server_cpu = here.recv()
    finally:
        server.join(30)
        if server.is_alive():
            server.terminate()
    figures: dict[str, Any] = {
        "tables": args.tables,
        "games per table": args.games,
        "bot pace s": args.pace,
        "actions": actions,
        "seconds": round(elapsed, 1),
        "actions/s": round(actions / elapsed, 1) if elapsed else 0,
        "server ms per action p50": round(1000 * percentile(timings, 0.5), 2),
        "server ms per action p99": round(1000 * percentile(timings, 0.99), 2),
        "server ms per action mean": round(1000 * statistics.fmean(timings), 2) if timings else 0,
        "bot round trip ms p50": round(1000 * percentile(round_trips, 0.5), 1),
        "bot round trip ms p99": round(1000 * percentile(round_trips, 0.99), 1),
        "server MB before tables": round(before, 1),
        "server MB per table (seated)": round((seated - before) / args.tables, 3),
        "server MB per table (after play)": round((after - before) / args.tables, 3),
        # how busy the server's one process was: near 100 % it is the limit, else the bots are
        "server CPU % of one core while playing": round(100 * server_cpu / elapsed) if elapsed else 0,
        "load average 1 min before, at the end": f"{load_before}, {load_during}",
        "cores": os.cpu_count(),
    }
    for name, value in figures.items():
        print(f"{name}: {value}")
    return 0
