"""Helpers for the network tests: a real server on loopback, clients, and the
honesty check of every message a seat is sent.  Every wait is bounded."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from gouji_desktop.app.net.client import TableClient
from gouji_desktop.app.net.connection import Connection
from gouji_desktop.app.net.server import Table, TableServer
from gouji_desktop.engine import Card, EventKind, Game, Phase, format_cards, parse_cards

#: a whole scenario may take this long before the test fails (the CPU is shared)
SCENARIO_TIMEOUT = 240.0
EXCHANGES = (EventKind.TRIBUTE, EventKind.RETURN, EventKind.BUY3, EventKind.ASK3)


def run(scenario: Callable[[], Awaitable[Any]], timeout: float = SCENARIO_TIMEOUT) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(scenario(), timeout)

    return asyncio.run(bounded())


async def start_server(monitor: Any = None) -> tuple[TableServer, int]:
    server = TableServer(monitor=monitor)
    port = await server.listen("127.0.0.1", 0)
    return server, port


def url(port: int) -> str:
    return f"ws://127.0.0.1:{port}"


async def seated(port: int, table: Table, seat: int, name: str = "") -> TableClient:
    client = TableClient(url(port), table.room, name or f"p{seat}", seat=seat)
    await client.connect()
    return client


async def wait_for_state(
    client: TableClient, cond: Callable[[], bool], timeout: float = 30.0, most: int = 100_000
) -> None:
    """Read updates until ``cond()`` holds (bounded in time and count)."""
    for _ in range(most):
        if cond():
            return
        kind, data = await client.next_update(timeout)
        if kind == "closed" and not cond():
            raise ConnectionError(data)
    raise AssertionError("condition not reached")


async def next_error(client: TableClient, timeout: float = 10.0) -> dict[str, Any]:
    for _ in range(1000):
        kind, data = await client.next_update(timeout)
        if kind == "error":
            return dict(data)
        if kind == "closed":
            raise ConnectionError(data)
    raise AssertionError("no error came")


# ----- honesty -----------------------------------------------------------------------------


def strings(data: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, list):
        for i, item in enumerate(data):
            yield from strings(item, f"{path}[{i}]")
    elif isinstance(data, dict):
        for key, item in data.items():
            yield from strings(item, f"{path}.{key}")


def real_cards(text: str) -> list[Card]:
    """The cards a text names, if it is a card list: suited cards and jokers (what a hand holds)."""
    try:
        cards = parse_cards(text)
    except ValueError:
        return []
    return [c for c in cards if c.suit is not None or c.is_joker]


def leaks(text: str, seat: int, game: Game) -> list[str]:
    """What a message to ``seat`` shows that the seat may not know, checked against
    the real game at the moment it was sent: its hand must be exactly its real
    hand, its legal actions only its own cards, and every other card named must
    be public (played) or one this seat gave or got (tribute, 还贡, 买三); no
    private event of another seat; nobody named to act during a 革命 offer
    made to another seat."""
    data = json.loads(text)
    if data.get("type") != "state" or not data.get("started"):
        return [f"{path}: {s}" for path, s in strings(data) if real_cards(s)]
    problems = []
    hand = game.hand(seat)
    own = Counter(hand)
    allowed = set(hand)
    allowed.update(c for _, cards in game.played for c in cards)
    for ev in game.events:
        if ev.kind in EXCHANGES and seat in (ev.seat, ev.target):
            allowed.update(ev.cards)
    view = data["view"]
    if view["hand"] != format_cards(hand):
        problems.append(f"view.hand {view['hand']!r} is not seat {seat}'s hand")
    ranks = Counter(c.rank for c in hand)
    for i, (_, _, cards) in enumerate(data.get("legal", [])):
        named = parse_cards(cards)  # plays differing only in suits are listed once, as bare ranks
        if Counter(c for c in named if not c.is_bare) - own or Counter(c.rank for c in named) - ranks:
            problems.append(f"legal[{i}] {cards!r} is not all seat {seat}'s")
    for path, s in strings(data):
        if path == ".view.hand" or path.startswith(".legal"):
            continue
        for card in real_cards(s):
            if card not in allowed:
                holders = [j for j in range(6) if j != seat and card in game.hand(j)]
                problems.append(f"{path}: {card} (held by seat(s) {holders}) is not public")
    for i, ev in enumerate(data.get("events", [])):
        if ev.get("p") and ev.get("s") != seat:
            problems.append(f"events[{i}]: seat {ev.get('s')}'s private event")
    offer_shows = view["to_act"] is not None or "legal" in data or "timer" in data
    if game.phase == Phase.REVOLT and game.to_act != seat and offer_shows:
        problems.append("a 革命 offer to another seat shows")
    return problems


class Recorder:
    """The server's monitor: checks every message as it is queued for a seat."""

    def __init__(self) -> None:
        self.messages = 0
        self.states = 0
        self.problems: list[str] = []
        self.per_seat: Counter[int] = Counter()

    def __call__(self, conn: Connection, text: str) -> None:
        table, seat = conn.table, conn.seat
        if table is None or seat is None:
            return
        self.messages += 1
        self.per_seat[seat] += 1
        if '"type":"state"' in text:
            self.states += 1
        for problem in leaks(text, seat, table.game):
            self.problems.append(f"seat {seat}, message {self.messages}: {problem}")
