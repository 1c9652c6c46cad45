"""RULES.md §10, a match (R-MATCH): five games, tribute (§11) paid between them,
game seeds from the match seed, totals per seat and team, the winner or a draw,
and saving / loading a match at any point."""

from __future__ import annotations

import random

import pytest

from gouji_desktop.engine import Game, Match, Rules, Tribute

GAMES = 5


def play_game(game: Game, rng: random.Random, stop: int | None = None) -> None:
    """Random legal decisions until the game is over (or ``stop`` decisions)."""
    steps = 0
    while not game.finished and (stop is None or steps < stop):
        game.apply(rng.choice(game.legal_actions()))
        steps += 1


def play_match(seed: int, rules: Rules | None = None, agent_seed: int = 0) -> Match:
    rng = random.Random(agent_seed)
    match = Match.new(seed, rules)
    while True:
        play_game(match.game, rng)
        if match.finished:
            return match
        match.next_game()


def starting_hands(game: Game) -> list[tuple[str, ...]]:
    return [tuple(str(c) for c in game.hand(s)) for s in range(6)]


def leading_returns(game: Game) -> list[int]:
    """The seats of the 还贡 decisions that open the game, in order."""
    seats = []
    for action in game.history:
        if action.kind != "return":
            break
        seats.append(action.seat)
    return seats


def expected_first_leader(game: Game, first_from: int) -> int | None:
    """R-FIRST from the hands at the first lead (憋三 on): None when nobody holds two."""
    best, leader = 1, None
    for i in range(6):
        seat = (first_from + i) % 6
        if game.view(seat).rebel[seat]:
            continue
        fours = [str(c) for c in game.hand(seat) if str(c.bare) == "4"]
        most = max((fours.count(s) for s in set(fours)), default=0)
        if most > best:
            best, leader = most, seat
    return leader


def test_R_MATCH_first_game_has_no_tribute() -> None:
    match = Match.new(7)
    assert (match.number, len(match.games)) == (1, 1)
    assert match.game.phase == "declare"
    assert [len(match.game.hand(s)) for s in range(6)] == [36] * 6
    assert not match.finished and match.winner is None
    assert match.totals == [0] * 6


def test_R_MATCH_next_game_only_after_a_finished_game() -> None:
    match = Match.new(3)
    with pytest.raises(ValueError):
        match.next_game()
    play_game(match.game, random.Random(0), stop=50)
    with pytest.raises(ValueError):
        match.next_game()


def test_R_MATCH_five_games_then_finished() -> None:
    match = play_match(11)
    assert len(match.games) == GAMES and match.number == GAMES
    assert match.finished and all(g.finished for g in match.games)
    assert leading_returns(match.games[0]) == []
    with pytest.raises(ValueError):
        match.next_game()


def test_R_MATCH_tribute_owed_after_game_g_is_paid_at_the_start_of_game_g_plus_1() -> None:
    rng = random.Random(5)
    match = Match.new(5)
    checked = 0
    for _ in range(GAMES - 1):
        play_game(match.game, rng)
        owed: list[Tribute] = match.game.tribute_owed()
        game = match.next_game()
        received, given = [0] * 6, [0] * 6
        for t in owed:
            received[t.receiver] += t.count
            given[t.giver] += t.count
        assert [len(game.hand(s)) for s in range(6)] == [36 - given[s] + received[s] for s in range(6)]
        assert game.phase == ("return" if owed else "declare")
        play_game(game, rng)
        assert leading_returns(game) == [t.receiver for t in owed for _ in range(t.count)]
        checked += bool(owed)
    assert checked  # some game paid tribute


def test_R_MATCH_chuan3_game_is_followed_by_no_tribute() -> None:
    for seed in range(60):
        match = play_match(seed)
        for before, after in zip(match.games, match.games[1:], strict=False):
            if before.is_chuan3:
                assert leading_returns(after) == []
                return
    pytest.fail("no 串三户 in 60 random matches")


def test_R_FIRST_in_a_match_ties_start_from_the_previous_da_luo() -> None:
    rng = random.Random(2)
    checked = 0
    for seed in range(4):
        match = Match.new(seed)
        while True:
            game = match.game
            first_from = match.games[-2].places[5] if len(match.games) > 1 else 0
            while game.phase != "play":
                game.apply(rng.choice(game.legal_actions()))
            expected = expected_first_leader(game, first_from)
            if expected is not None:
                assert game.to_act == expected
                checked += 1
            play_game(game, rng)
            if match.finished:
                break
            match.next_game()
    assert checked >= 10


def test_R_MATCH_same_seed_same_match() -> None:
    assert play_match(21, agent_seed=4) == play_match(21, agent_seed=4)
    assert starting_hands(Match.new(21).game) != starting_hands(Match.new(22).game)


def test_R_MATCH_game_deals_derive_from_the_match_seed_not_from_play() -> None:
    # with tribute off nothing carries over: each game's deal depends on the match seed only
    rules = Rules(tribute=False)
    deals = []
    for agent_seed in (1, 2):
        rng = random.Random(agent_seed)
        match = Match.new(9, rules)
        hands = [starting_hands(match.game)]
        for _ in range(GAMES - 1):
            play_game(match.game, rng)
            hands.append(starting_hands(match.next_game()))
        deals.append(hands)
    assert deals[0] == deals[1]
    assert len(set(map(tuple, deals[0]))) == GAMES  # five different deals


def test_tribute_option_off_match_has_five_games_and_no_tribute() -> None:
    match = play_match(13, Rules(tribute=False))
    assert match.finished and len(match.games) == GAMES
    for game in match.games:
        assert leading_returns(game) == []
        assert game.tribute_owed() == []


def test_R_MATCH_totals_per_seat_and_team_and_the_winner() -> None:
    match = Match.new(17)
    rng = random.Random(17)
    while True:
        play_game(match.game, rng)
        games = match.games
        assert match.totals == [sum(g.scores[s] for g in games if g.scores) for s in range(6)]
        if match.finished:
            break
        assert match.winner is None  # not before the fifth game is over
        match.next_game()
    totals = match.totals
    team = (totals[0] + totals[2] + totals[4], totals[1] + totals[3] + totals[5])
    assert match.team_totals == team
    assert sum(totals) == 0
    assert team != (0, 0)
    assert match.winner == (0 if team[0] > team[1] else 1)


def test_R_MATCH_equal_team_totals_is_a_draw() -> None:
    for seed in range(200):
        match = play_match(seed, agent_seed=seed)
        if match.team_totals == (0, 0):
            assert match.finished and match.winner is None
            return
    pytest.fail("no drawn match in 200 random matches")


# ----- saving and loading ------------------------------------------------------


def assert_same_and_continue_alike(match: Match) -> None:
    """A reloaded match equals the original, and both play on alike."""
    loaded = Match.from_json(match.to_json())
    assert loaded == match
    assert loaded.game.to_act == match.game.to_act
    assert loaded.game.legal_actions() == match.game.legal_actions()
    assert loaded.to_json() == match.to_json()
    for m in (match, loaded):
        rng = random.Random(99)
        while True:
            play_game(m.game, rng)
            if m.finished:
                break
            m.next_game()
    assert loaded == match
    assert loaded.totals == match.totals


def test_R_MATCH_save_and_load_mid_game() -> None:
    rng = random.Random(1)
    match = Match.new(31)
    for _ in range(2):
        play_game(match.game, rng)
        match.next_game()
    play_game(match.game, rng, stop=150)
    assert match.number == 3 and match.game.phase == "play"
    assert_same_and_continue_alike(match)


def test_R_MATCH_save_and_load_during_the_return_phase() -> None:
    for seed in range(20):
        rng = random.Random(seed)
        match = Match.new(seed)
        play_game(match.game, rng)
        game = match.next_game()
        if game.phase != "return" or len(game.legal_actions()) < 2:
            continue
        game.apply(rng.choice(game.legal_actions()))  # one 还贡 made, more to come
        if game.phase != "return":
            continue
        assert_same_and_continue_alike(match)
        return
    pytest.fail("no match with two 还贡 decisions found")


def test_R_MATCH_save_and_load_a_finished_match() -> None:
    match = play_match(41)
    loaded = Match.from_json(match.to_json())
    assert loaded == match
    assert loaded.finished and loaded.totals == match.totals and loaded.winner == match.winner


def test_R_MATCH_load_refuses_a_broken_save() -> None:
    match = play_match(43)
    text = match.to_json()
    for broken in ("", "{}", text.replace('"gouji-match"', '"gouji-game"'), text[: len(text) // 2]):
        with pytest.raises(ValueError):
            Match.from_json(broken)
