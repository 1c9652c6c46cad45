"""People leave and come back: a dropped seat waits, rejoins with its token and
gets the current view; after the grace period, or when the turn timer runs out,
托管 (the AI) plays for the seat."""

from __future__ import annotations

import asyncio

from net_helpers import run, start_server, url, wait_for_state

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.bot import play_bot
from gouji_desktop.app.net.client import JoinRefused, TableClient
from gouji_desktop.app.net.server import Table, TableConfig, TableServer


async def play_until(client: TableClient, table: Table, actions: int) -> None:
    """Play seat 0 with the AI until the game has had ``actions`` actions and it is seat 0's turn."""
    agent = make_agent("normal", 1)
    answered = None
    for _ in range(10_000):
        st = client.state
        if st.legal and st.view is not None and st.at >= actions and table.game.to_act == client.seat:
            return
        if st.legal and st.view is not None and answered != st.at:
            answered = st.at
            await client.act(agent.decide(st.view, st.legal))
        await client.next_update(30)
    raise AssertionError("the game did not get that far")


async def until(cond, timeout: float = 30.0) -> None:
    for _ in range(int(timeout / 0.01)):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition not reached")


def test_a_client_killed_mid_game_rejoins_its_seat_with_its_token_and_nothing_is_lost() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            table = server.add_table(TableConfig(seed=9, match=False, people=(0,), ai_delay=0.0, grace=600))
            client = TableClient(url(port), table.room, "me", seat=0)
            await client.connect()
            await play_until(client, table, 40)
            token = client.token
            client.drop()  # no goodbye: a crash or a pulled cable
            await until(lambda: table.seats[0].conn is None)
            kept = table.game.to_json()
            await asyncio.sleep(0.3)  # within the grace period nobody plays the seat
            assert table.game.to_json() == kept and table.game.to_act == 0
            # someone without the token cannot take the seat
            thief = TableClient(url(port), table.room, "thief", seat=0)
            try:
                await thief.connect()
                raise AssertionError("the seat was taken without its token")
            except JoinRefused as refused:
                assert refused.code == "seat"
            back = TableClient(url(port), table.room, "me", token=token)
            await back.connect()
            assert back.seat == 0 and back.token == token
            await wait_for_state(back, lambda: back.state.view is not None)
            assert back.state.view == table.game.view(0)  # the whole log again, the same hand
            assert len(back.state.view.log) > 40 and back.state.legal
            result = await play_bot(back, make_agent("normal", 1), timeout=30)
            assert table.game.finished and list(result.scores) == table.game.scores
            await back.close()
        finally:
            await server.close()

    run(scenario)


def test_after_the_grace_period_tuoguan_plays_a_dropped_seat_and_the_player_takes_it_back() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            config = TableConfig(seed=4, match=False, people=(0, 3), ai_delay=0.02, grace=0.3)
            table = server.add_table(config)
            me = TableClient(url(port), table.room, "me", seat=0)
            friend = TableClient(url(port), table.room, "friend", seat=3)
            await me.connect()
            await friend.connect()
            friend_plays = asyncio.get_running_loop().create_task(play_bot(friend, make_agent("easy", 3)))
            await play_until(me, table, 30)
            at = len(table.game.history)
            me.drop()
            # 托管 plays seat 0 once the grace period is over: the game goes on without it
            await until(lambda: any(a.seat == 0 for a in table.game.history[at:]) or table.game.finished)
            assert table.seats[0].conn is None
            await wait_for_state(friend, lambda: friend.state.seats[0].auto or table.game.finished)
            assert not table.game.finished  # the computer's moves are paced: the game goes on
            back = TableClient(url(port), table.room, "me", token=me.token)
            await back.connect()
            await wait_for_state(back, lambda: back.state.view is not None)
            assert not back.state.seats[0].auto  # the seat is the player's again
            await play_bot(back, make_agent("normal", 1), timeout=30)
            await back.close()
            await asyncio.wait_for(friend_plays, 60)
            assert table.game.finished
            await friend.close()
        finally:
            await server.close()

    run(scenario)


def test_the_turn_timer_hands_a_silent_players_decisions_to_tuoguan() -> None:
    async def scenario() -> None:
        server, port = await start_server()
        try:
            table = server.add_table(
                TableConfig(seed=6, match=False, people=(0,), ai_delay=0.0, turn_timer=0.2)
            )
            silent = TableClient(url(port), table.room, "silent", seat=0)
            await silent.connect()
            await wait_for_state(silent, lambda: bool(silent.state.legal))
            assert silent.state.timer is not None and 0 <= silent.state.timer <= 0.2
            # connected but never answering: each decision waits 0.2 s, then 托管 plays it
            await until(lambda: sum(a.seat == 0 for a in table.game.history) >= 3 or table.game.finished)
            assert table.seats[0].conn is not None and not table.seats[0].auto
            await silent.close()
        finally:
            await server.close()

    run(scenario)


def test_a_client_gone_silent_is_timed_out_and_tuoguan_plays_its_seat() -> None:
    async def scenario() -> None:
        server = TableServer(ping_interval=0.2)
        port = await server.listen("127.0.0.1", 0)
        try:
            config = TableConfig(seed=2, match=False, people=(0,), ai_delay=0.0, grace=0.2)
            table = server.add_table(config)
            client = TableClient(url(port), table.room, "sleepy", seat=0)
            await client.connect()
            await wait_for_state(client, lambda: bool(client.state.legal))
            assert client.ws is not None
            client.ws.transport.pause_reading()  # a frozen machine: no pong, no answer, no goodbye
            # the server's ping goes unanswered: the connection is closed, the grace period
            # passes and 托管 plays the seat to the end of the game
            await until(lambda: table.seats[0].conn is None, timeout=30)
            await until(lambda: table.game.finished, timeout=60)
            assert sum(a.seat == 0 for a in table.game.history) > 5
            client.drop()
        finally:
            await server.close()

    run(scenario)
