"""If the host quits, the table is saved; reopened (继续), it has the same room
code and match, and each friend takes back the seat they had with their token."""

from __future__ import annotations

import asyncio
import json

import pytest
from net_helpers import run, start_server, url, wait_for_state

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.bot import play_bot
from gouji_desktop.app.net.client import TableClient
from gouji_desktop.app.net.table import TableConfig, table_from_dict, table_to_dict


def test_a_saved_table_reopens_with_its_room_its_match_and_its_players_seats() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            config = TableConfig(seed=31, people=(0, 3), ai_delay=0.0, grace=600, turn_timer=45)
            table = server.add_table(config)
            me = TableClient(url(port), table.room, "me", seat=0)
            friend = TableClient(url(port), table.room, "friend", seat=3)
            await me.connect()
            await friend.connect()
            for _ in range(3000):  # the computer seats play until one of the two people decides
                if table.game.to_act in (0, 3):
                    break
                await asyncio.sleep(0.01)
            assert table.game.to_act in (0, 3)
            saved = json.loads(json.dumps(table_to_dict(table)))  # what the host's autosave holds
            kept = table.match.to_json() if table.match else ""
            tokens = (me.token, friend.token)
            me.drop()
            friend.drop()
        finally:
            await server.close()  # the host quits
        server, port = await start_server()
        try:
            reopened = server.reopen_table(saved)
            assert reopened.room == table.room and reopened.config == config
            assert reopened.match is not None and reopened.match.to_json() == kept
            back = TableClient(url(port), reopened.room, "me", token=tokens[0])
            mate = TableClient(url(port), reopened.room, "friend", token=tokens[1])
            await back.connect()
            await mate.connect()
            assert (back.seat, mate.seat) == (0, 3)
            await wait_for_state(back, lambda: back.state.view is not None)
            assert back.state.view == reopened.game.view(0)
            assert [s.name for s in back.state.seats if s.person] == ["me", "friend"]
            # and the match goes on from where it was, to its end
            agents = (make_agent("easy", 0), make_agent("easy", 3))
            results = await asyncio.gather(play_bot(back, agents[0]), play_bot(mate, agents[1]))
            assert results[0].match_over and reopened.match.finished
        finally:
            await server.close()

    run(scenario)


@pytest.mark.parametrize(
    "change",
    [
        {"kind": "something else"},
        {"room": "0OIL1!"},
        {"seats": []},
        {"config": {"seed": "seven"}},
        {"played": {"kind": "gouji-match"}},
    ],
)
def test_a_bad_saved_table_is_refused_with_the_reason(change: dict[str, object]) -> None:
    async def scenario() -> None:
        server, _ = await start_server()
        try:
            good = table_to_dict(server.add_table(TableConfig(seed=2)))
            with pytest.raises(ValueError, match=r"saved|not a"):
                table_from_dict({**good, **change}, server.executor)
        finally:
            await server.close()

    run(scenario)
