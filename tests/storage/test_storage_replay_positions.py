"""Replay positions: every position equals the game replayed that far, and
opening a replay costs memory linear in its length (a snapshot every few
actions without its history, not a full copy per position)."""

from __future__ import annotations

import json
import random
import tracemalloc

from storage_helpers import finished_game, play_random

from gouji_desktop.engine import Game, Match
from gouji_desktop.storage import Storage
from gouji_desktop.storage.replays import decode_replay, encode_replay


def naive_positions(game: Game) -> list[Game]:
    start = Game.from_dict({**json.loads(game.to_json()), "actions": []})
    out = [start.copy()]
    for action in game.history:
        start.apply(action)
        out.append(start.copy())
    return out


def match_game_with_tribute() -> Game:
    match = Match.new(11)
    rng = random.Random(11)
    play_random(match.game, rng)
    match.next_game()  # tribute and 还贡 first (§11)
    return play_random(match.game, rng)


def test_every_position_and_its_events_equal_the_game_replayed_that_far() -> None:
    for game in (finished_game(3), match_game_with_tribute()):
        replay, _ = decode_replay(encode_replay(game, ("easy",) * 5, ""), "r")
        naive = naive_positions(game)
        assert len(replay) == len(naive) - 1
        for k in range(len(naive)):
            position = replay.position(k)
            assert position == naive[k], k
            assert position.events == naive[k].events, k
            assert position.view(k % 6).log == naive[k].view(k % 6).log
            if k:
                assert replay.events(k) == naive[k].events[len(naive[k - 1].events) :]
        # a position is a new game: playing on it changes nothing in the replay
        middle = replay.position(len(replay) // 2)
        middle.apply(middle.legal_actions()[0])
        assert replay.position(len(replay) // 2) == naive[len(replay) // 2]


def test_opening_a_replay_costs_memory_linear_in_its_length(store: Storage) -> None:
    game = finished_game(5)
    replay_id = store.save_replay(game, keep=5)
    replay = store.load_replay(str(replay_id)).value
    assert replay is not None
    tracemalloc.start()
    try:
        replay.position(len(replay))  # builds the positions
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # a copy of the game per position took ~25 KB per action at this length
    assert peak / len(replay) < 3_000, f"{peak / len(replay):.0f} bytes per action"
