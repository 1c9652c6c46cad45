"""``gouji-server``: host tables headless, for a club's machine (docs/network.md).

    gouji-server --port 8765 --tables 2 --people 0,3 --timer 30

It prints each table's room code and serves until interrupted.  It listens on
127.0.0.1 (this machine only) unless told otherwise: ``--lan`` binds the
address this machine has on its local network, ``--host`` any address
(``0.0.0.0``: every interface, the Internet too if the port is open).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import random
import signal
import socket
import sys
from collections.abc import Sequence

from gouji_desktop.ai import LEVELS
from gouji_desktop.engine import Rules

from .server import TableConfig, TableServer

DEFAULT_PORT = 8765


def lan_address() -> str:
    """This machine's address on its local network: the one its route out uses
    (a UDP socket "connected" to a private address sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def parse_rules(text: str) -> Rules:
    """``bie_san=off,declare=on``: rule options of RULES.md §12 by name."""
    options: dict[str, bool] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, value = item.partition("=")
        if value not in ("on", "off"):
            raise argparse.ArgumentTypeError(f"{item!r}: write option=on or option=off")
        options[name.strip()] = value == "on"
    try:
        return Rules.from_dict(options)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def parse_seats(text: str) -> tuple[int, ...]:
    try:
        seats = tuple(int(s) for s in text.split(",") if s.strip())
    except ValueError:
        raise argparse.ArgumentTypeError("seats are numbers 0 to 5, comma separated") from None
    if len(set(seats)) != len(seats) or not all(0 <= s < 6 for s in seats):
        raise argparse.ArgumentTypeError("seats are distinct numbers 0 to 5")
    return seats


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="gouji-server", description="Host Gouji (够级) tables for friends.")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--host", help="the address to listen on (default 127.0.0.1: this machine only)")
    where.add_argument("--lan", action="store_true", help="listen on this machine's local-network address")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    p.add_argument("--tables", type=int, default=1, help="how many tables (each has its own room code)")
    p.add_argument("--people", type=parse_seats, default=(0, 1, 2, 3, 4, 5), help="seats open to people")
    p.add_argument("--level", choices=LEVELS, default="normal", help="the computer's level in the rest")
    p.add_argument("--timer", type=float, default=0.0, help="seconds per decision, then 托管 plays it")
    p.add_argument("--grace", type=float, default=30.0, help="seconds a dropped seat waits for its player")
    p.add_argument("--ai-delay", type=float, default=0.6, help="seconds before a computer move shows")
    p.add_argument("--single", action="store_true", help="one game per table instead of a five-game match")
    p.add_argument("--rules", type=parse_rules, default=Rules(), help="e.g. bie_san=off,revolution=off")
    p.add_argument("--seed", type=int, help="the first table's seed (default: random)")
    return p


async def serve(args: argparse.Namespace, started: asyncio.Future[int] | None = None) -> None:
    host = lan_address() if args.lan else (args.host or "127.0.0.1")
    server = TableServer()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000_000)
    stop = asyncio.Event()
    # a service manager stops the server with SIGTERM: close the tables as Ctrl-C does (set before
    # the room codes are printed, so a stop right after them is caught too; Windows event loops take
    # no signal handlers, there Ctrl-C is the way)
    with contextlib.suppress(NotImplementedError, AttributeError, ValueError, RuntimeError):
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    try:
        port = await server.listen(host, args.port)
        for i in range(max(1, args.tables)):
            config = TableConfig(
                rules=args.rules,
                seed=seed + i,
                match=not args.single,
                people=args.people,
                levels=(args.level,) * 6,
                turn_timer=args.timer,
                grace=args.grace,
                ai_delay=args.ai_delay,
            )
            table = server.add_table(config)
            seats = ",".join(map(str, config.people)) or "none"
            print(f"table {table.room}: ws://{host}:{port}  people's seats {seats}", flush=True)
        if started is not None:
            started.set_result(port)
        await stop.wait()
        print("stopped", file=sys.stderr, flush=True)
    finally:
        await server.close()


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        asyncio.run(serve(args))
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
    except OSError as e:
        print(f"gouji-server: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
