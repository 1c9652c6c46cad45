"""RULES.md §3–§6: R-HAND, R-TIE, R-HANG, R-MIXJ, R-BEAT, R-GOUJI, R-OPENKIND,
R-BIE3 — every ✔/✘ example is a test."""

from __future__ import annotations

import random

import pytest
from engine_helpers import NO_BIE3, canon, game, hand, plays

from gouji_desktop.engine import Action, Hand, IllegalAction, IllegalHand, Rules, parse_cards

RANK_NAMES = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ"]


def names(h: Hand) -> list[str]:
    """Effective ranks of a hand, high to low, by name."""
    return [RANK_NAMES[r] for r in h.effective]


# ----- R-HAND ---------------------------------------------------------------------

HAND_OK = ["8", "8 8 8", "SJ SJ 8 8 8", "BJ 2 2", "SJ BJ", "2"]


@pytest.mark.parametrize("text", HAND_OK, ids=[f"ok_{t.replace(' ', '_')}" for t in HAND_OK])
def test_R_HAND_legal(text: str) -> None:
    h = hand(text)
    assert len(h) == len(parse_cards(text))


def test_R_HAND_legal_2_2_3_3_3_without_bie_san() -> None:
    assert len(hand("2 2 3 3 3", NO_BIE3)) == 5


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("3 4 5 6 7", ["no straights", "3", "4"]),
        ("8 8 9", ["a hand holds one rank: 8 and 9 differ"]),
        ("8 9", ["a hand holds one rank: 8 and 9 differ"]),
        ("K A 2", ["one rank", "K", "A"]),
        ("5 SJ 6", ["one rank", "5", "6"]),
    ],
    ids=["bad_3_4_5_6_7", "bad_8_8_9", "bad_8_9", "bad_K_A_2", "bad_5_SJ_6"],
)
def test_R_HAND_illegal_with_a_players_reason(text: str, words: list[str]) -> None:
    for rules in (Rules(), NO_BIE3):
        with pytest.raises(IllegalHand) as info:
            hand(text, rules)
        for word in words:
            assert word in str(info.value)
        assert isinstance(info.value, ValueError)


def test_R_HAND_straights_never_even_without_bie_san() -> None:
    with pytest.raises(IllegalHand, match="straight"):
        hand("3 4 5 6 7", NO_BIE3)


def test_R_HAND_empty_is_not_a_hand() -> None:
    with pytest.raises(IllegalHand, match="at least one card"):
        Hand.of([])


def test_R_HAND_illegal_play_is_refused_in_a_game_with_the_reason() -> None:
    g = game(["8 8 9 K", "4", "4", "4", "4", "4"], leader=0)
    with pytest.raises(IllegalAction, match="a hand holds one rank: 8 and 9 differ") as info:
        g.apply(Action.play(0, "8 8 9"))
    assert info.value.code == "mixed_ranks"
    assert g.to_act == 0 and len(g.hand(0)) == 4


# ----- R-TIE, R-HANG, R-MIXJ ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "effective", "rules"),
    [
        ("2 2 3 3 3", ["3"] * 5, NO_BIE3),
        ("2 6 6", ["6"] * 3, Rules()),
        ("2 2", ["2", "2"], Rules()),
        ("2", ["2"], Rules()),
        ("2 2 8 8 8", ["8"] * 5, Rules()),
        ("SJ 2 2", ["SJ", "2", "2"], Rules()),
    ],
    ids=["2_2_3_3_3_five_3s", "2_6_6_three_6s", "2_2_pair_of_2s", "2_single", "2_2_8_8_8", "SJ_2_2"],
)
def test_R_TIE(text: str, effective: list[str], rules: Rules) -> None:
    assert names(hand(text, rules)) == effective


@pytest.mark.parametrize(
    ("text", "effective"),
    [
        ("SJ SJ 8 8 8", ["SJ", "SJ", "8", "8", "8"]),
        ("BJ 2 2", ["BJ", "2", "2"]),
        ("BJ BJ 9 2", ["BJ", "BJ", "9", "9"]),
    ],
    ids=["SJ_SJ_8_8_8", "BJ_2_2", "BJ_BJ_9_2"],
)
def test_R_HANG_jokers_stay_jokers(text: str, effective: list[str]) -> None:
    assert names(hand(text)) == effective


@pytest.mark.parametrize(
    ("text", "effective"),
    [
        ("BJ SJ 2 2 5 5 5 5", ["SJ", "SJ"] + ["5"] * 6),
        ("BJ SJ", ["SJ", "SJ"]),
        ("BJ BJ SJ 9", ["SJ", "SJ", "SJ", "9"]),
    ],
    ids=["BJ_SJ_2_2_5_5_5_5", "BJ_SJ", "BJ_BJ_SJ_9"],
)
def test_R_MIXJ_big_joker_counts_as_small_next_to_one(text: str, effective: list[str]) -> None:
    assert names(hand(text)) == effective


def test_R_MIXJ_single_big_joker_stays_big() -> None:
    assert names(hand("BJ")) == ["BJ"]
    assert names(hand("BJ BJ")) == ["BJ", "BJ"]


# ----- R-BEAT ---------------------------------------------------------------------------

BEATS = [
    ("9 9 9 9 9", "2 2 8 8 8"),
    ("BJ BJ 9 9 9", "SJ SJ 8 8 8"),
    ("BJ BJ BJ 9 9", "SJ SJ 8 8 8"),
    ("BJ BJ 9 9 9", "BJ SJ 8 8 8"),
    ("2", "A"),
    ("SJ", "2"),
    ("2 2", "A A"),
    ("BJ BJ", "SJ BJ"),
]
NOT_BEATS = [
    ("SJ SJ SJ 9 9", "SJ SJ 8 8 8"),
    ("K K K", "Q Q Q Q"),
    ("BJ BJ", "BJ"),
]


def _id(pair: tuple[str, str], verb: str) -> str:
    return f"{pair[0]}_{verb}_{pair[1]}".replace(" ", "_")


@pytest.mark.parametrize(("b", "a"), BEATS, ids=[_id(p, "beats") for p in BEATS])
def test_R_BEAT_beats(b: str, a: str) -> None:
    assert hand(b).beats(hand(a))
    assert not hand(a).beats(hand(b))


@pytest.mark.parametrize(("b", "a"), NOT_BEATS, ids=[_id(p, "vs") for p in NOT_BEATS])
def test_R_BEAT_does_not_beat(b: str, a: str) -> None:
    assert not hand(b).beats(hand(a))


@pytest.mark.parametrize("target", ["BJ", "BJ 8", "BJ BJ", "BJ 2 2", "BJ 9 9 9"])
def test_R_BEAT_nothing_beats_a_hand_with_an_effective_BJ(target: str) -> None:
    top = hand(target)
    size = len(top)
    for attempt in ["BJ", "SJ", "2", "A"]:
        for filler in ["BJ", "SJ", "2", "A"]:
            try:
                candidate = hand(" ".join([attempt] + [filler] * (size - 1)))
            except IllegalHand:
                continue
            assert not candidate.beats(top)


def test_R_BEAT_mixed_joker_hand_is_beatable() -> None:
    # by R-MIXJ `SJ BJ` counts as `SJ SJ`, so `BJ BJ` beats it, but `BJ SJ` does not
    assert hand("BJ BJ").beats(hand("SJ BJ"))
    assert not hand("SJ BJ").beats(hand("SJ BJ"))


def test_R_BEAT_bj_bj_answers_sj_bj_in_a_game() -> None:
    g = game(["SJ BJ 5", "4", "4", "BJ BJ 5", "4", "4"], leader=0)
    g.apply(Action.play(0, "SJ BJ"))
    assert g.to_act == 3
    assert plays(g) == {"BJ BJ"}


def test_R_BEAT_different_sizes_never() -> None:
    assert not hand("K K K").beats(hand("Q Q Q Q"))
    assert not hand("Q Q Q Q").beats(hand("K K K"))


def test_R_BEAT_equal_ranks_do_not_beat() -> None:
    assert not hand("8 8").beats(hand("8 8"))
    assert not hand("2 8").beats(hand("8 8"))  # 2 ties as an 8


def test_R_BEAT_every_rank_strictly_higher() -> None:
    assert not hand("SJ 9 9").beats(hand("2 9 9"))  # 2 9 9 counts as three 9s
    assert hand("SJ 10 10").beats(hand("2 9 9"))
    assert not hand("BJ 8 8").beats(hand("SJ 8 8"))


# ----- R-GOUJI, R-OPENKIND ----------------------------------------------------------------

GOUJI_YES = ["10 10 10 10 10", "2 10 10 10 10", "J J J J", "Q Q Q", "K K", "A A", "2", "SJ 5"]
GOUJI_NO = ["10 10 10 10", "9 9 9 9 9 9 9 9", "J J J", "Q Q", "K", "A", "8 8 8 8 8 8"]


@pytest.mark.parametrize("text", GOUJI_YES, ids=[t.replace(" ", "_") for t in GOUJI_YES])
def test_R_GOUJI_is_gouji(text: str) -> None:
    assert hand(text).is_gouji


@pytest.mark.parametrize("text", GOUJI_NO, ids=[t.replace(" ", "_") for t in GOUJI_NO])
def test_R_GOUJI_is_not_gouji(text: str) -> None:
    assert not hand(text).is_gouji


@pytest.mark.parametrize("text", ["2 2 J J", "2 Q Q", "2 K", "2 A", "2 2"])
def test_R_GOUJI_tied_2s_count(text: str) -> None:
    assert hand(text).is_gouji


@pytest.mark.parametrize("text", ["SJ 3", "BJ 4", "SJ 9 9 9 9 9", "BJ"])
def test_R_GOUJI_any_joker_makes_gouji(text: str) -> None:
    assert hand(text, NO_BIE3).is_gouji


def _random_hand(rng: random.Random, size: int) -> Hand | None:
    ranks = ["4", "7", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ"]
    plain = rng.choice(ranks[:8])
    cards = [rng.choice([plain, plain, "2", "SJ", "BJ"]) for _ in range(size)]
    try:
        return hand(" ".join(cards))
    except IllegalHand:
        return None


def test_R_GOUJI_anything_that_beats_a_gouji_hand_is_gouji() -> None:
    rng = random.Random(20240601)
    checked = 0
    for _ in range(4000):
        size = rng.randint(1, 5)
        a, b = _random_hand(rng, size), _random_hand(rng, size)
        if a and b and b.beats(a) and a.is_gouji:
            assert b.is_gouji, (a, b)
            checked += 1
    assert checked > 100


OPEN_YES = ["10 10 10 10 10", "2 10 10 10 10", "J J J J", "Q Q Q", "K K", "A A", "2 2", "2 A"]
OPEN_NO = ["2", "SJ 5", "SJ", "BJ", "SJ BJ", "BJ K K", "K", "10 10 10 10"]


@pytest.mark.parametrize("text", OPEN_YES, ids=[t.replace(" ", "_") for t in OPEN_YES])
def test_R_OPENKIND_counts_for_opening(text: str) -> None:
    assert hand(text).counts_for_opening


@pytest.mark.parametrize("text", OPEN_NO, ids=[t.replace(" ", "_") for t in OPEN_NO])
def test_R_OPENKIND_does_not_count(text: str) -> None:
    assert not hand(text).counts_for_opening


# ----- R-BIE3 ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["3 2", "3 3 SJ", "BJ 3", "2 2 3 3 3"])
def test_R_BIE3_3s_go_alone(text: str) -> None:
    with pytest.raises(IllegalHand, match="3s go alone"):
        hand(text)
    assert len(hand(text, NO_BIE3)) == len(parse_cards(text))


def test_R_BIE3_3s_alone_are_a_hand() -> None:
    assert len(hand("3 3 3")) == 3


def test_R_BIE3_3s_only_as_the_whole_remaining_hand() -> None:
    g = game(["3 3 8 8", "4", "4", "4", "4", "4"], leader=0)
    assert plays(g) == {"8", "8 8"}
    with pytest.raises(IllegalAction, match="3s are played last") as info:
        g.apply(Action.play(0, "3 3"))
    assert info.value.code == "bie3_last"
    with pytest.raises(IllegalAction):
        g.apply(Action.play(0, "3"))


def test_R_BIE3_only_3s_left_lead_them_all_at_once() -> None:
    g = game(["3 3 3", "4", "4", "4", "4", "4"], leader=0)
    assert plays(g) == {"3 3 3"}
    with pytest.raises(IllegalAction):
        g.apply(Action.play(0, "3 3"))
    g.apply(Action.play(0, "3 3 3"))
    assert g.places == [0]


def test_R_BIE3_3s_can_never_beat() -> None:
    # a seat holding 3s and a 2 may answer a 4 only with the 2
    g = game(["4 4 K", "3 3 2", "5", "5", "5", "5"], leader=0)
    g.apply(Action.play(0, "4"))
    assert g.to_act == 1
    assert plays(g) == {"2"}


def test_R_BIE3_off_3_is_an_ordinary_lowest_rank() -> None:
    g = game(["3 3 8 2", "4", "4", "4", "4", "4"], leader=0, rules=NO_BIE3)
    leads = plays(g)
    assert {"3", "3 3", "3 3 2", "3 2", "8", "8 2", "2"} <= leads
    assert canon("2 3 3") in leads
    g.apply(Action.play(0, "3 2"))  # counts as a pair of 3s
    assert g.to_act == 1
    assert plays(g) == set()  # a single 4 cannot answer a pair


def test_R_BIE3_off_a_4_beats_a_3() -> None:
    g = game(["3 8", "4 4", "5", "5", "5", "5"], leader=0, rules=NO_BIE3)
    g.apply(Action.play(0, "3"))
    assert plays(g) == {"4"}
