"""RULES.md §2 Cards: R-NOTATION, R-DECK, R-RANK."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from engine_helpers import hand

from gouji_desktop.engine import Card, Game, Rules, format_cards, parse_cards

RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ"]
SUITS = ["S", "H", "C", "D"]
ALL_KINDS = [r + s for r in RANKS[:13] for s in SUITS] + ["SJ", "BJ"]


# ----- R-NOTATION -------------------------------------------------------------


def test_R_NOTATION_every_card_round_trips() -> None:
    text = " ".join(ALL_KINDS)
    cards = parse_cards(text)
    assert len(cards) == 54
    assert format_cards(cards) == text
    assert parse_cards(format_cards(cards)) == cards


def test_R_NOTATION_bare_ranks_round_trip() -> None:
    text = " ".join(RANKS)
    assert format_cards(parse_cards(text)) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10h", "10H"),
        ("qs", "QS"),
        ("Qs", "QS"),
        ("sj", "SJ"),
        ("Bj", "BJ"),
        ("2d", "2D"),
        ("a", "A"),
        ("j", "J"),
    ],
)
def test_R_NOTATION_parsing_is_case_insensitive(text: str, expected: str) -> None:
    assert format_cards(parse_cards(text)) == expected


@pytest.mark.parametrize("text", ["8 8 9", "8,8,9", "8, 8 ,9", " 8  8\t9 ", "8,,8 , 9"])
def test_R_NOTATION_tokens_separated_by_spaces_or_commas(text: str) -> None:
    assert format_cards(parse_cards(text)) == "8 8 9"


def test_R_NOTATION_suit_is_kept_and_bare_rank_means_any_suit() -> None:
    suited, bare = parse_cards("10H 10")
    assert suited.suit is not None and bare.suit is None
    assert suited.rank == bare.rank
    assert str(suited) == "10H" and str(bare) == "10"


@pytest.mark.parametrize("bad", ["11H", "9x", "1O", "Z", "0", "SJH", "BJS", "10HH", "QQ", "♠"])
def test_R_NOTATION_bad_token_is_a_clear_error_naming_it(bad: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_cards(f"8 {bad} 9")
    assert repr(bad) in str(info.value) or bad in str(info.value)


@pytest.mark.parametrize("alias", ["1", "1H", "T", "TS", "JOKER", "XW", "DW"])
def test_R_NOTATION_only_the_listed_ranks(alias: str) -> None:
    with pytest.raises(ValueError, match=alias):
        parse_cards(alias)


def test_R_NOTATION_error_names_the_bad_token_among_commas() -> None:
    with pytest.raises(ValueError, match="9x"):
        parse_cards("8, 9x, 10")


def test_R_NOTATION_empty_text_is_no_cards() -> None:
    assert parse_cards("") == []
    assert parse_cards(" , ") == []


# ----- R-DECK -------------------------------------------------------------------


def _all_cards(g: Game) -> list[Card]:
    return [c for seat in range(6) for c in g.hand(seat)]


@pytest.mark.parametrize("seed", [0, 1, 2024])
def test_R_DECK_216_cards_4_of_each_36_per_seat(seed: int) -> None:
    plain = Rules(bie_san=False, declare=False, revolution=False)
    g = Game.new(seed, plain)
    assert [len(g.hand(s)) for s in range(6)] == [36] * 6
    counts = Counter(str(c) for c in _all_cards(g))
    assert len(_all_cards(g)) == 216
    assert set(counts) == set(ALL_KINDS)
    assert set(counts.values()) == {4}


def test_R_DECK_default_rules_keep_the_216_cards_through_the_prelude() -> None:
    g = Game.new(7)
    counts = Counter(str(c) for c in _all_cards(g))
    assert sum(counts.values()) == 216
    assert set(counts.values()) == {4}


# ----- R-RANK ---------------------------------------------------------------------


@pytest.mark.parametrize(("low", "high"), list(itertools.pairwise(RANKS)))
def test_R_RANK_each_rank_beats_the_one_below(low: str, high: str) -> None:
    plain = Rules(bie_san=False)  # so that a single 3 is an ordinary hand
    assert hand(high, plain).beats(hand(low, plain))
    assert not hand(low, plain).beats(hand(high, plain))


def test_R_RANK_full_order_as_singles() -> None:
    plain = Rules(bie_san=False)
    singles = [hand(r, plain) for r in RANKS]
    for i, a in enumerate(singles):
        for j, b in enumerate(singles):
            assert a.beats(b) == (i > j), (RANKS[i], RANKS[j])


@pytest.mark.parametrize(("a", "b"), [("8S", "8H"), ("AD", "AS"), ("2C", "2H"), ("10S 10S", "10D 10H")])
def test_R_RANK_suits_never_matter_for_beating(a: str, b: str) -> None:
    assert not hand(a).beats(hand(b))
    assert not hand(b).beats(hand(a))
    assert hand(a).effective == hand(b).effective


def test_R_RANK_higher_suit_does_not_help() -> None:
    assert hand("9S").beats(hand("8D"))
    assert hand("9D").beats(hand("8S"))
