"""Hostile input: garbage, oversized, out-of-turn, stale and illegal messages each
get a clear error and change nothing; wrong room codes and tokens are refused;
floods are limited; the server and its other tables carry on."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from net_helpers import run, start_server, url

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.bot import play_bot
from gouji_desktop.app.net.client import TableClient
from gouji_desktop.app.net.protocol import MAX_CLIENT_MESSAGE
from gouji_desktop.app.net.server import Table, TableConfig, TableServer


class Raw:
    """A client that sends exactly what it is told to."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws

    @classmethod
    async def open(cls, port: int) -> Raw:
        from websockets.asyncio.client import connect

        return cls(await connect(url(port), max_size=2**20, compression=None))

    async def send(self, data: object) -> None:
        await self.ws.send(data if isinstance(data, str | bytes) else json.dumps(data))

    async def next(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next message of ``kind`` (others are skipped; bounded)."""
        for _ in range(10_000):
            data = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
            if data["type"] == kind:
                return dict(data)
        raise AssertionError(f"no {kind} message")

    async def hello(self, table: Table, seat: int) -> dict[str, Any]:
        await self.send({"v": 1, "type": "hello", "room": table.room, "name": f"raw{seat}", "seat": seat})
        return await self.next("welcome")


def act(table: Table, action: list[object], at: int | None = None) -> dict[str, object]:
    return {
        "v": 1,
        "type": "act",
        "game": table.number,
        "at": table.key[1] if at is None else at,
        "action": action,
    }


async def other_table_plays(server: TableServer, port: int) -> list[int]:
    """A second table of six bot clients, playing while the first is attacked."""
    table = server.add_table(TableConfig(seed=21, match=False, people=tuple(range(6)), ai_delay=0.0))
    clients = [TableClient(url(port), table.room, f"b{s}", seat=s) for s in range(6)]
    for c in clients:
        await c.connect()
    results = await asyncio.gather(
        *(play_bot(c, make_agent("easy", i), timeout=60) for i, c in enumerate(clients))
    )
    for c in clients:
        await c.close()
    return list(results[0].scores)


def test_garbage_oversized_out_of_turn_stale_and_illegal_messages_get_errors_and_change_nothing() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            # two people's seats, both silent: the game waits on one of them (宣点 comes first)
            table = server.add_table(TableConfig(seed=5, people=(0, 1), ai_delay=0.0, grace=600))
            bystander = asyncio.get_running_loop().create_task(other_table_plays(server, port))
            raws = {seat: await Raw.open(port) for seat in (0, 1)}
            for seat, raw in raws.items():
                await raw.hello(table, seat)
            for _ in range(2000):  # the computer seats decide until a person must
                if table.game.to_act in (0, 1):
                    break
                await asyncio.sleep(0.01)
            decider = table.game.to_act
            assert decider in (0, 1)
            other = 1 - decider
            raw, idle = raws[decider], raws[other]
            before = table.game.to_json()
            nested = "[" * 2000 + "]" * 2000
            cases: list[tuple[Raw, object, str]] = [
                (raw, "not json at all", "bad_json"),
                (raw, b"\x00\x01binary", "bad_json"),
                (raw, "[1, 2, 3]", "bad_json"),
                (raw, nested, "bad_json"),
                (raw, {"v": 2, "type": "ready"}, "version"),
                (raw, {"v": 1, "type": "shout", "text": "hi"}, "bad_message"),
                (raw, {**act(table, ["pass", decider, ""]), "extra": 1}, "bad_message"),
                (raw, act(table, ["fly", decider, ""]), "bad_message"),
                (raw, act(table, ["play", decider, "8S 8Q"]), "bad_message"),
                (raw, act(table, ["play", decider, "8S " * 600]), "bad_message"),
                (raw, {"v": 1, "type": "phrase", "id": "<script>"}, "bad_message"),
                (raw, {"v": 1, "type": "hello", "room": table.room, "name": "again"}, "joined"),
                (raw, "x" * (MAX_CLIENT_MESSAGE + 1), "too_big"),
                (raw, act(table, ["pass", other, ""]), "not_your_turn"),  # in another seat's name
                (idle, act(table, ["pass", other, ""]), "not_your_turn"),  # out of turn
                (raw, act(table, ["pass", decider, ""], at=table.key[1] + 3), "stale"),
                (raw, act(table, ["play", decider, "BJ BJ BJ BJ SJ"]), "illegal"),
            ]
            for sender, data, code in cases:
                await sender.send(data)
                answer = await sender.next("error")
                assert answer["code"] == code, (data, answer)
                assert answer["message"]
                assert table.game.to_json() == before, data
                if code == "not_your_turn":  # who decides is not said (R-REVOLT offers are private)
                    assert not any(ch.isdigit() for ch in answer["message"]) and "params" not in answer
                if code == "illegal":
                    assert answer["engine_code"]
            # a frame beyond the WebSocket limit closes that connection (1009), nothing else
            from websockets.exceptions import ConnectionClosed

            await raw.send("y" * 100_000)
            try:
                for _ in range(10_000):
                    await asyncio.wait_for(raw.ws.recv(), 10)
                raise AssertionError("the connection stayed open")
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == 1009
            assert table.game.to_json() == before
            # the other table played its whole game meanwhile
            scores = await asyncio.wait_for(bystander, 120)
            assert sum(scores) == 0 and any(scores)
            await idle.ws.close()
        finally:
            await server.close()

    run(scenario)


def test_wrong_room_codes_tokens_and_seats_are_refused_and_guessing_is_stopped() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            table = server.add_table(TableConfig(seed=3, people=(0, 2), ai_delay=0.0))
            first = TableClient(url(port), table.room, "first", seat=0)
            await first.connect()
            wrong_room = "ZZZZZZ" if table.room != "ZZZZZZ" else "YYYYYY"
            refusals: list[tuple[dict[str, object], str]] = [
                ({"room": wrong_room, "name": "x"}, "room"),
                ({"room": "not a code!", "name": "x"}, "bad_message"),
                ({"room": table.room, "name": "x", "token": "a" * 24}, "token"),
                ({"room": table.room, "name": "x", "seat": 0}, "seat"),  # taken
                ({"room": table.room, "name": "x", "seat": 1}, "seat"),  # the computer's
                ({"room": table.room, "name": ""}, "bad_message"),
            ]
            for hello, code in refusals:
                raw = await Raw.open(port)
                await raw.send({"v": 1, "type": "hello", **hello})
                answer = await raw.next("error")
                assert answer["code"] == code, (hello, answer)
                await raw.ws.wait_closed()  # one try per connection
            raw = await Raw.open(port)
            await raw.send({"v": 1, "type": "ready"})
            assert (await raw.next("error"))["code"] == "not_joined"
            # many wrong codes from one address: even the right one is refused for a while
            for _ in range(25):
                raw = await Raw.open(port)
                await raw.send({"v": 1, "type": "hello", "room": wrong_room, "name": "guess"})
                await raw.next("error")
            raw = await Raw.open(port)
            await raw.send({"v": 1, "type": "hello", "room": table.room, "name": "late", "seat": 2})
            answer = await raw.next("error")
            assert answer["code"] == "room" and "too many" in answer["message"]
            assert table.seats[2].token is None
            assert first.connected and table.seats[0].conn is not None
            await first.close()
        finally:
            await server.close()

    run(scenario)


def test_a_flood_of_messages_is_limited_and_the_sender_told() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            table = server.add_table(TableConfig(seed=3, people=(0,), ai_delay=0.0, autostart=False))
            raw = await Raw.open(port)
            await raw.hello(table, 0)
            for _ in range(5):
                await raw.send({"v": 1, "type": "phrase", "id": "phrase.nice"})
            codes = []
            for _ in range(5):
                data = json.loads(await asyncio.wait_for(raw.ws.recv(), 10))
                codes.append(data["type"] if data["type"] != "error" else data["code"])
                if data["type"] == "state":
                    codes.pop()
            assert "phrase" in codes and "rate" in codes  # three in a burst, then one a second
            for _ in range(60):
                await raw.send({"v": 1, "type": "ready"})
            answer = await raw.next("error")
            assert answer["code"] == "rate"
            await raw.ws.close()
        finally:
            await server.close()

    run(scenario)
