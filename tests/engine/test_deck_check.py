"""R-DECK for every way a game comes to be: a deal is some of the 216 cards of
four decks (a seeded deal is exactly all of them), and a record holds no more
actions than a game can take.  Saved games and replays that break this are bad
files, refused before anything is replayed."""

from __future__ import annotations

import json

import pytest

from gouji_desktop.engine import Game, Match, parse_cards
from gouji_desktop.engine.deck_check import MAX_DEALS, MAX_GAME_ACTIONS, check_deal, deal_with_suits
from gouji_desktop.engine.prelude import MAX_DEALS as PRELUDE_MAX_DEALS

SMALL = ["8", "9", "10", "J", "Q", "K"]


def test_R_DECK_from_hands_refuses_a_fifth_copy_of_a_card() -> None:
    with pytest.raises(ValueError, match=r"5 × BJ"):
        Game.from_hands(["BJ BJ BJ", "BJ BJ", "3", "4", "5", "6"], leader=0)
    with pytest.raises(ValueError, match=r"5 × 8S"):
        Game.from_hands(["8S 8S 8S 8S 8S", "9", "10", "J", "Q", "K"], leader=0)


def test_R_DECK_from_hands_refuses_seats_with_hundreds_of_cards() -> None:
    huge = " ".join(["8"] * 520)
    with pytest.raises(ValueError, match="R-DECK"):
        Game.from_hands([huge, "9", "10", "J", "Q", "K"], leader=0)


def test_R_DECK_bare_ranks_take_suits_across_the_deal() -> None:
    # sixteen bare 8s over six seats: all of four decks, each suit four times
    hands = ["8 8 8", "8 8 8", "8 8 8", "8 8 8", "8 8", "8 8"]
    game = Game.from_hands(hands, leader=0)
    cards = [c for s in range(6) for c in game.hand(s)]
    assert sorted(str(c) for c in cards) == sorted(["8S", "8H", "8C", "8D"] * 4)
    with pytest.raises(ValueError, match="R-DECK"):  # a seventeenth 8 cannot exist
        Game.from_hands([*hands[:5], "8 8 8"], leader=0)


def test_R_DECK_a_suit_written_out_is_counted_before_bare_ranks_get_theirs() -> None:
    dealt = deal_with_suits([parse_cards("8"), parse_cards("8S 8S 8S 8S")])
    assert [str(c) for c in dealt[0]] == ["8H"]
    check_deal([*dealt, [], [], [], []])


def test_R_DECK_from_deal_refuses_a_deal_beyond_the_deck() -> None:
    with pytest.raises(ValueError, match="R-DECK"):
        Game.from_deal(["SJ SJ SJ", "SJ SJ", "3", "4", "5", "6"], seed=1)


def test_R_DECK_a_seeded_deal_is_all_216_cards() -> None:
    game = Game.new(3)
    hands = [game.hand(s) for s in range(6)]
    check_deal(hands)
    assert sum(len(h) for h in hands) == 216
    with pytest.raises(ValueError, match="217 cards"):
        check_deal([*hands[:5], [*hands[5], hands[0][0]]])


def _tampered(seat0: str) -> str:
    record = json.loads(Game.from_hands(SMALL, leader=0).to_json())
    record["start"]["hands"][0] = seat0
    return json.dumps(record)


def test_R_DECK_a_saved_game_with_a_2600_card_hand_is_refused_unplayed() -> None:
    with pytest.raises(ValueError, match="R-DECK"):
        Game.from_json(_tampered(" ".join(["BJ"] * 2600)))


def test_R_DECK_a_saved_game_with_a_duplicated_card_is_refused() -> None:
    with pytest.raises(ValueError, match=r"5 × 8S"):
        Game.from_json(_tampered("8S 8S 8S 8S 8S"))


def test_R_DECK_a_saved_fixed_deal_beyond_the_deck_is_refused() -> None:
    record = json.loads(Game.from_deal(["3 4", "5", "6", "7", "8", "9"], seed=2).to_json())
    record["start"]["deal"][0] = " ".join(["2S"] * 5)
    with pytest.raises(ValueError, match=r"5 × 2S"):
        Game.from_json(json.dumps(record))


@pytest.mark.parametrize("version", [-1, 0])
def test_saved_games_and_matches_need_schema_1_or_later(version: int) -> None:
    game = json.loads(Game.new(1).to_json())
    match = json.loads(Match.new(1).to_json())
    game["schema_version"] = match["schema_version"] = version
    with pytest.raises(ValueError, match="schema version"):
        Game.from_json(json.dumps(game))
    with pytest.raises(ValueError, match="schema version"):
        Match.from_json(json.dumps(match))


def test_a_record_longer_than_any_game_is_refused_before_it_is_replayed() -> None:
    record = json.loads(Game.new(1).to_json())
    record["actions"] = [["pass", 0]] * (MAX_GAME_ACTIONS + 1)
    with pytest.raises(ValueError, match="a game has at most"):
        Game.from_dict(record)


def test_the_action_bound_counts_the_engines_redeal_limit() -> None:
    assert MAX_DEALS == PRELUDE_MAX_DEALS
