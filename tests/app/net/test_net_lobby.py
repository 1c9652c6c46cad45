"""Before the deal: people take the seats they choose (teams 0 2 4 against 1 3 5
are picked this way), the host starts, and the seats nobody took are the computer's."""

from __future__ import annotations

import asyncio

from net_helpers import next_error, run, start_server, url, wait_for_state

from gouji_desktop.app.net.client import TableClient
from gouji_desktop.app.net.server import TableConfig


def test_people_choose_seats_the_host_starts_and_the_computer_takes_the_empty_seat() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            config = TableConfig(seed=8, people=(0, 2, 4), host_seat=0, ai_delay=0.0, grace=600)
            table = server.add_table(config)
            host = TableClient(url(port), table.room, "host", seat=0)
            mate = TableClient(url(port), table.room, "mate", seat=2)  # the host's teammate
            await host.connect()
            await mate.connect()
            await wait_for_state(host, lambda: host.state.seats[2].taken)
            people = [s.person for s in host.state.seats]
            assert not host.state.started and people == [True, False] * 3
            assert host.state.seats[2].name == "mate" and not host.state.seats[4].taken
            await mate.start()
            assert (await next_error(mate))["code"] == "not_host"
            assert not table.started
            await host.start()
            await wait_for_state(host, lambda: host.state.view is not None)
            assert host.state.seats[4].auto and not host.state.seats[4].taken  # the computer plays it
            # the game runs: the computer seats decide until one of the two people must
            for _ in range(3000):
                if table.game.to_act in (0, 2):
                    break
                await asyncio.sleep(0.01)
            assert table.game.to_act in (0, 2)
            late = TableClient(url(port), table.room, "late", seat=4)  # a friend may still sit down
            await late.connect()
            assert late.seat == 4
            await wait_for_state(late, lambda: late.state.view is not None)
            assert late.state.view == table.game.view(4) and not late.state.seats[4].auto
            for client in (host, mate, late):
                await client.close()
        finally:
            await server.close()

    run(scenario)
