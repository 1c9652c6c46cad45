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


def test_before_the_deal_a_person_moves_to_a_free_seat_and_the_host_stays_the_host() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            config = TableConfig(seed=9, people=(0, 1, 3), host_seat=0, autostart=False, ai_delay=0.0)
            table = server.add_table(config)
            host = TableClient(url(port), table.room, "host", seat=0)
            friend = TableClient(url(port), table.room, "friend", seat=1)
            await host.connect()
            await friend.connect()
            token = friend.token
            await friend.sit(2)  # a computer's seat: refused, nothing moves
            assert (await next_error(friend))["code"] == "seat"
            await friend.sit(0)  # the host's: refused
            assert (await next_error(friend))["code"] == "seat"
            await host.sit(3)  # the host moves opposite (对头 of seat 0)
            await wait_for_state(friend, lambda: friend.state.seats[3].name == "host")
            await wait_for_state(host, lambda: host.seat == 3)
            assert not friend.state.seats[0].taken and friend.state.seats[0].person
            await friend.sit(0)  # into the seat the host left
            await wait_for_state(friend, lambda: friend.seat == 0)
            await friend.start()  # the host is the one at seat 3 now
            assert (await next_error(friend))["code"] == "not_host"
            await host.start()
            await wait_for_state(host, lambda: host.state.view is not None)
            assert host.state.view == table.game.view(3)
            await host.sit(1)  # the seats are fixed once dealt
            assert (await next_error(host))["code"] == "seat"
            await friend.close()
            again = TableClient(url(port), table.room, "friend", token=token)  # the token moved along
            await again.connect()
            assert again.seat == 0
            for client in (host, again):
                await client.close()
        finally:
            await server.close()

    run(scenario)
