"""Six bot clients (the AI over the network client) play a whole five-game match
on a real server over real sockets; no seat is ever sent another seat's cards."""

from __future__ import annotations

import asyncio
import json

from net_helpers import Recorder, leaks, run, seated, start_server

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.bot import play_bot
from gouji_desktop.app.net.server import TableConfig
from gouji_desktop.engine import GAMES_PER_MATCH, Game, format_cards


def test_six_bot_clients_play_a_five_game_match_and_no_message_shows_another_seats_cards() -> None:
    recorder = Recorder()

    async def scenario() -> None:
        server, port = await start_server(monitor=recorder)
        try:
            config = TableConfig(seed=7, people=tuple(range(6)), ai_delay=0.0, between_games=10.0)
            table = server.add_table(config)
            clients = [await seated(port, table, seat) for seat in range(6)]
            levels = ("normal", "easy") * 3
            results = await asyncio.gather(
                *(play_bot(c, make_agent(levels[i], i), timeout=30) for i, c in enumerate(clients))
            )
            match = table.match
            assert match is not None and match.finished and len(match.games) == GAMES_PER_MATCH
            for seat, (client, result) in enumerate(zip(clients, results, strict=True)):
                assert result.match_over
                assert list(client.state.totals) == match.totals
                assert [list(s) for s in result.game_scores] == [g.scores for g in match.games]
                # what each client holds at the end is exactly its seat's view, log and all
                assert client.state.view == match.game.view(seat)
            for client in clients:
                await client.close()
        finally:
            await server.close()

    run(scenario)
    assert recorder.problems == []
    # every seat was told every action of five games (a few hundred each)
    assert min(recorder.per_seat.values()) > 5 * 100
    assert recorder.states > 6 * 5 * 100


def test_the_honesty_check_catches_another_seats_card_and_a_private_event() -> None:
    game = Game.new(3)
    table_seat, other = 0, 3
    honest = {
        "type": "state",
        "started": True,
        "view": {"hand": format_cards(game.hand(table_seat)), "to_act": None},
        "events": [],
    }
    assert leaks(json.dumps(honest), table_seat, game) == []
    secret = next(c for c in game.hand(other) if c not in game.hand(table_seat))
    leaky = dict(honest, events=[{"k": "play", "s": other, "c": str(secret)}])
    assert any(str(secret) in p for p in leaks(json.dumps(leaky), table_seat, game))
    private = dict(honest, events=[{"k": "decline", "s": other, "p": True}])
    assert leaks(json.dumps(private), table_seat, game) == [f"events[0]: seat {other}'s private event"]
    wrong_hand = dict(honest, view={"hand": format_cards(game.hand(other)), "to_act": None})
    assert leaks(json.dumps(wrong_hand), table_seat, game)
