"""The hard level's sampler: guesses respect what the rules and the seats'
visible choices reveal (R-REVOLT, R-BUY3/R-BIE3, R-ANSWER passes, 宣点/要头)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.belief.clues import read_clues
from gouji_desktop.ai.belief.sampler import ALL, Inference, likelihood, sample_hidden, wild_odds
from gouji_desktop.engine import Action, Card, EventKind, Game, Match
from gouji_desktop.engine.fast import ACE, BJ, KING, RANK_NAMES, SJ, THREE, TWO, rank_counts, unseen_cards
from gouji_lab.bench.ai import truth_positions

FIVE = RANK_NAMES.index("5")


def game_with_a_rebel() -> Game:
    """A game in play in which one seat revolted (R-REVOLT)."""
    normal = make_agent("normal")
    for seed in range(400):
        game = Game.new(seed)
        while game.phase != "play":
            seat = game.to_act
            assert seat is not None
            game.apply(normal.decide(game.view(seat), game.legal_actions()))
        if any(e.kind == EventKind.REVOLT for e in game.events):
            return game
    raise AssertionError("no revolt in 400 deals")


def test_guesses_keep_the_counts_and_the_unseen_cards() -> None:
    for game in truth_positions(6, 4):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        hidden = sample_hidden(view, random.Random(1), ALL)
        assert {s: len(c) for s, c in hidden.items()} == {s: view.counts[s] for s in range(6) if s != seat}
        assert Counter(c for cards in hidden.values() for c in cards) == Counter(unseen_cards(view))


def test_a_rebel_is_never_dealt_a_two_or_a_joker() -> None:
    """R-REVOLT: only a hand without 2s and jokers may revolt."""
    game = game_with_a_rebel()
    rebel = next(e.seat for e in game.events if e.kind == EventKind.REVOLT)
    seat = next(s for s in range(6) if s != rebel and game.is_active(s))
    view = game.view(seat)
    for k in range(10):
        hand = rank_counts(sample_hidden(view, random.Random(k), ALL)[rebel])  # type: ignore[index]
        assert hand[TWO] == hand[SJ] == hand[BJ] == 0


def test_every_active_seat_keeps_a_three_under_bie_san() -> None:
    """R-BIE3 and R-BUY3: every active seat holds a 3 until it goes out."""
    for game in truth_positions(8, 5):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        for k in range(5):
            hidden = sample_hidden(view, random.Random(k), ALL)
            for s, cards in hidden.items():
                if view.active[s]:
                    assert any(c.rank == THREE for c in cards), f"seat {s} has no 3"


def test_R_BIE3_a_seat_down_to_two_cards_most_likely_holds_3_3() -> None:
    """R-BIE3: a seat keeps every 3 it was dealt to its last hand, so the unseen
    3s lie with the active seats as dealt (about evenly), not by the cards they
    hold now: a seat with two cards left mostly holds 3 3.  Without the rule the
    guesses spread the 3s by card count."""
    f = "10 10 J J Q Q A A 7 6 6 5"
    game = Game.from_hands(["10 10 8 7 6 6 5 5 4 4 3 3", "9 9", "3 3", f, f, f], leader=1)
    game.apply(Action.play(1, "9 9"))
    for seat in (2, 3, 4, 5):
        game.apply(Action.pass_(seat))
    view = game.view(0)
    rng = random.Random(4)
    even = sum(all(c.rank == THREE for c in sample_hidden(view, rng, ALL)[2]) for _ in range(200))
    by_count = Inference(passes=False, strength=False, threes=False)
    spread = sum(all(c.rank == THREE for c in sample_hidden(view, rng, by_count)[2]) for _ in range(200))
    assert even > 140 and spread < 60, (even, spread)


def test_passing_on_a_cheap_beat_makes_holding_it_less_likely() -> None:
    """A seat that passed on an opponent's plain hand while holding a whole plain
    group that beats it is weighted down (R-ANSWER)."""
    game = truth_positions(30, 6)[-1]
    view = game.view(game.to_act)  # type: ignore[arg-type]
    clues = read_clues(view)
    clue = next(
        c
        for c in clues.passes
        if c.later[c.x + 1] < c.n and not any(c.later[r] == c.n for r in range(c.x + 1, 12))
    )
    clues.passes = [clue]
    beat = clue.x + 1
    group = [Card.parse(RANK_NAMES[beat] + "S")] * (clue.n - clue.later[beat])
    only_passes = Inference(strength=False, rules=False, beats=False)
    holding = likelihood({clue.seat: group}, clues, only_passes)
    not_holding = likelihood({clue.seat: []}, clues, only_passes)
    assert holding == only_passes.pass_slip * not_holding < not_holding


def beaten_round(beat: str) -> Game:
    """Seat 0 leads 5 5, seat 1 (an opponent) beats it with ``beat``; seat 2 to act."""
    f = "10 10 J J Q Q A A 7 6 6 4"
    game = Game.from_hands(["5 5 8 8 9 9 6 6 7 7 4 4", "2 2 K K K 8 8 9 9 A 6 4", f, f, f, f], leader=0)
    game.apply(Action.play(0, "5 5"))
    game.apply(Action.play(1, beat))
    return game


def test_R_ANSWER_a_beat_with_2s_makes_holding_a_cheaper_whole_pair_less_likely() -> None:
    """Seat 1 beat seat 0's 5 5 with 2 2: a player spends the cheapest beat, so a
    guess giving seat 1 a whole plain pair above 5 (8 8 here) is weighted down;
    one with a pair of 3s or 4s (no beat) or three of a kind (a split) is not."""
    view = beaten_round("2 2").view(2)
    clues = read_clues(view)
    assert [(c.seat, c.x, c.n, c.below) for c in clues.beats] == [(1, FIVE, 2, ACE + 1)]
    only_beats = Inference(strength=False, rules=False, passes=False)
    pair = [Card.parse("8S"), Card.parse("8H")]
    triple = [*pair, Card.parse("8D")]
    low = [Card.parse("4S"), Card.parse("4H")]
    free = likelihood({1: low}, clues, only_beats)
    assert likelihood({1: pair}, clues, only_beats) == only_beats.beat_slip * free < free
    assert likelihood({1: triple}, clues, only_beats) == free


def test_R_ANSWER_a_beat_with_a_split_group_bounds_the_cheaper_pairs_below_it() -> None:
    """Seat 1 beat 5 5 with K K (of K K K): a whole pair below K (8 8) would have
    been cheaper, a whole pair of aces would not."""
    view = beaten_round("K K").view(2)
    clues = read_clues(view)
    assert [(c.seat, c.below) for c in clues.beats] == [(1, KING)]
    only_beats = Inference(strength=False, rules=False, passes=False)
    eights = [Card.parse("8S"), Card.parse("8H")]
    aces = [Card.parse("AS"), Card.parse("AH")]
    assert likelihood({1: eights}, clues, only_beats) < likelihood({1: aces}, clues, only_beats) == 1.0


def test_guesses_follow_the_beat_clue() -> None:
    """With the beat clue on, guesses give the seat that beat 5 5 with 2 2 a
    cheaper whole pair far less often."""
    view = beaten_round("2 2").view(2)
    clues = read_clues(view)

    def holding(how: Inference) -> int:
        rng = random.Random(3)
        count = 0
        for _ in range(300):
            c = rank_counts(sample_hidden(view, rng, how, clues)[1])
            count += any(c[r] == 2 for r in range(FIVE + 1, ACE + 1))
        return count

    assert holding(ALL) < 0.6 * holding(Inference(beats=False))


def passed_gouji_pair() -> Game:
    """Seat 1 leads K K, a gouji hand (R-GOUJIANSWER): only its 对头, seat 4, may
    answer, and seat 4 passes.  Seat 4 holds no ace, the other hands no 2 or joker."""
    f = "10 10 J J Q Q 7 7 6 6 4 3"
    big = "4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 9 9 9 10 10 10 J J J Q Q Q 3 3 3"
    game = Game.from_hands(["5 5 8 8 9 9 6 6 7 7 4 3", "K K 8 8 9 9 6 4 3", f, f, big, f], leader=1)
    game.apply(Action.play(1, "K K"))
    game.apply(Action.pass_(4))
    return game


def test_R_GOUJIANSWER_a_pass_on_the_opposite_s_gouji_pair_makes_a_whole_pair_of_aces_rare() -> None:
    """Seat 4 passed on its 对头's K K: a player answers his 对头's gouji hand when
    a whole plain group does it, so a guess giving seat 4 exactly A A is weighted
    by the gouji pass slip, one with three aces (a split) is not."""
    view = passed_gouji_pair().view(0)
    clues = read_clues(view)
    assert [(c.seat, c.x, c.n) for c in clues.gouji_passes] == [(4, KING, 2)]
    assert clues.passes == []  # a gouji top is not an ordinary pass clue
    only = Inference(strength=False, rules=False, passes=False, beats=False)
    aces = [Card.parse("AS"), Card.parse("AH")]
    free = likelihood({4: aces[:1]}, clues, only)
    assert likelihood({4: aces}, clues, only) == only.gouji_pass_slip * free < free
    assert likelihood({4: [*aces, Card.parse("AD")]}, clues, only) == free

    def holding(how: Inference) -> int:
        rng = random.Random(5)
        return sum(rank_counts(sample_hidden(view, rng, how, clues)[4])[ACE] == 2 for _ in range(300))

    assert holding(ALL) < 0.3 * holding(replace(ALL, gouji_passes=False))


def test_R_GOUJIANSWER_a_beat_of_the_opposite_s_gouji_pair_with_2s_makes_a_whole_pair_of_aces_rare() -> None:
    """Seat 4 beat its 对头's K K with 2 2: a player spends the cheapest beat, so a
    guess giving seat 4 exactly A A (the cheaper beat) is weighted down."""
    f = "10 10 J J Q Q 7 7 6 6 4 3"
    big = "2 2 4 4 4 5 5 5 6 6 6 7 7 7 8 8 8 9 9 9 10 10 10 J J J Q Q Q 3"
    game = Game.from_hands(["5 5 8 8 9 9 6 6 7 7 4 3", "K K 8 8 9 9 6 4 3", f, f, big, f], leader=1)
    game.apply(Action.play(1, "K K"))
    game.apply(Action.play(4, "2 2"))
    view = game.view(0)
    clues = read_clues(view)
    assert [(c.seat, c.x, c.n) for c in clues.gouji_beats] == [(4, KING, 2)]
    only = Inference(strength=False, rules=False, passes=False, gouji_passes=False)
    aces = [Card.parse("AS"), Card.parse("AH")]
    free = likelihood({4: aces[:1]}, clues, only)
    assert likelihood({4: aces}, clues, only) == only.beat_slip * free < free


def test_R_BURN_burned_cards_count_as_played_by_the_burner() -> None:
    """A burn (R-BURN) plays the burner's cards: they count among what that seat
    has played (the clues' cards played since, the 宣点 wild-card count), and the
    burned hand (the log's burn event) stays its own player's."""
    f1, f2, f3, f4, f5 = (
        "10 10 J J Q Q A A 7",
        "8 8 7 7 5 5 4 6 6",
        "10 J Q A A K 7 7 8",
        "6 6 5 5 4 4 8 9 9",
        "J J Q Q 10 10 K 9 9",
    )
    game = Game.from_hands(["BJ A 6 6 6", "K K " + f5, f2, f3, f4, f1], leader=1)
    game.apply(Action.play(1, "K K"))
    while game.to_act != 0:
        game.apply(Action.pass_(game.to_act))  # type: ignore[arg-type]
    game.apply(Action.burn(0, "BJ A"))
    played = read_clues(game.view(2)).played
    assert played[0][BJ] == 1 and played[0][ACE] == 1 and played[0][KING] == 0
    assert played[1][KING] == 2


def test_deterministic_for_a_seed() -> None:
    game = truth_positions(1, 7)[0]
    view = game.view(game.to_act)  # type: ignore[arg-type]
    assert sample_hidden(view, random.Random(5), ALL) == sample_hidden(view, random.Random(5), ALL)


def test_a_seat_that_paid_me_tribute_keeps_nothing_higher() -> None:
    """R-TRIBCARD: tribute is the giver's highest cards, so a seat that paid this
    seat holds nothing above the lowest card it paid, beyond what it received
    afterwards."""
    normal = make_agent("normal")
    for seed in range(3, 40):
        match = Match.new(seed)
        game = match.game
        while not game.finished:
            game.apply(normal.decide(game.view(game.to_act), game.legal_actions()))  # type: ignore[arg-type]
        game = match.next_game()
        while game.phase != "play":
            game.apply(normal.decide(game.view(game.to_act), game.legal_actions()))  # type: ignore[arg-type]
        for me in range(6):
            view = game.view(me)
            clues = read_clues(view)
            for giver, (rank, room) in clues.capped.items():
                if not view.active[giver]:
                    continue
                for k in range(5):
                    hand = sample_hidden(view, random.Random(k), ALL)[giver]
                    assert sum(1 for c in hand if c.rank > rank) <= room
                truth = sum(1 for c in game.hand(giver) if c.rank > rank)
                assert truth <= room, "the constraint must hold for the real hand"
                return
    raise AssertionError("no tribute paid in 37 matches")


def test_read_clues_counts_each_seats_leads_beats_passes_and_wild_cards_played() -> None:
    game = Game.from_hands(["5 5 9 3", "8 8 K 3", "2 2 4 3", "6 3", "7 3", "10 3"], leader=0)
    # 2 2 is gouji: only seat 5, seat 2's 对头, may answer it (R-GOUJIANSWER)
    for seat, what in [(0, "5 5"), (1, "8 8"), (2, "2 2"), (5, "pass")]:
        game.apply(Action.pass_(seat) if what == "pass" else Action.play(seat, what))
    activity = read_clues(game.view(3)).activity
    assert activity[0] == [1, 0, 0, 0]  # a lead
    assert activity[1] == [0, 1, 0, 0]  # a beat
    assert activity[2] == [0, 1, 0, 2]  # a beat with two 2s
    assert activity[5] == [0, 0, 1, 0]
    assert activity[3] == activity[4] == [0, 0, 0, 0]


def test_the_2s_and_jokers_lean_to_the_seats_that_win_rounds() -> None:
    """Players keep their 2s and jokers while they spend plain cards, and the
    seats that lead and beat hold them (WILD_ODDS): per card held, the guesses
    give the seat the odds favour most more of them than the one they favour
    least, and more so than guesses by card count alone."""
    leaned = even = 0.0
    for game in truth_positions(12, 6):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        clues = read_clues(view)
        odds = wild_odds(clues, 1.0)
        hidden = [s for s in range(6) if s != seat and view.active[s] and view.counts[s] > 1]
        if len(hidden) < 2:
            continue
        high, low = max(hidden, key=lambda s: odds[s]), min(hidden, key=lambda s: odds[s])
        for how in (ALL, replace(ALL, wild_lean=0.0)):
            rng = random.Random(3)
            share = 0.0
            for _ in range(60):
                guess = sample_hidden(view, rng, how, clues)
                per_card = {s: sum(c.rank >= TWO for c in guess[s]) / view.counts[s] for s in (high, low)}
                share += per_card[high] - per_card[low]
            if how is ALL:
                leaned += share
            else:
                even += share
    assert leaned > even + 1.0


def test_read_clues_marks_the_plain_ranks_each_seat_led_or_answered_with() -> None:
    game = Game.from_hands(["5 5 9 3", "8 8 K 3", "2 2 4 3", "6 3", "7 3", "10 3"], leader=0)
    for seat, what in [(0, "5 5"), (1, "8 8"), (2, "2 2"), (5, "pass")]:
        game.apply(Action.pass_(seat) if what == "pass" else Action.play(seat, what))
    spent = read_clues(game.view(3)).spent
    assert 3 not in spent  # the deciding seat knows its own hand
    assert spent[0][FIVE] == 2  # led: a whole group
    assert spent[1][RANK_NAMES.index("8")] == 1  # answered with: maybe split
    assert sum(spent[2]) == sum(spent[5]) == 0  # wild cards only, a pass


def test_a_seat_that_led_a_rank_is_seldom_guessed_to_hold_more_of_it() -> None:
    """R-ANSWER/R-BEAT play whole groups: a seat that led a plain rank held
    none of it afterwards in 18,617 of 18,617 cases of normal self-play
    (SPENT_ODDS); guesses by card count alone give it more at random."""
    leaned = even = cases = 0
    for game in truth_positions(12, 8):
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        clues = read_clues(view)
        for s, marks in clues.spent.items():
            for r, mark in enumerate(marks):
                if mark != 2 or not view.counts[s]:
                    continue
                assert rank_counts(game.hand(s))[r] == 0 or r == THREE
                cases += 1
                for how in (ALL, replace(ALL, groups=False)):
                    rng = random.Random(r)
                    held = sum(rank_counts(sample_hidden(view, rng, how, clues)[s])[r] > 0 for _ in range(10))
                    if how is ALL:
                        leaned += held
                    else:
                        even += held
    assert cases >= 20
    assert leaned * 5 < even


def test_cards_outside_a_set_up_position_are_left_out_at_random() -> None:
    """A position set up with a few cards a seat (Game.from_hands) leaves most
    of the packs with nobody: the guesses take their cards at random from the
    unseen ones before leaning, so the 2s and jokers are not all dealt first."""
    game = Game.from_hands(
        ["7 7 7 SJ SJ 3 3 3", "4 5 6 8 9 3", "6 6 8 9 10 3", "8 10 3 3", "9", "3 3"], leader=3
    )
    for seat, what in [(3, "8"), (4, "9"), (5, "pass"), (0, "pass"), (1, "pass"), (2, "pass")]:
        game.apply(Action.pass_(seat) if what == "pass" else Action.play(seat, what))
    view = game.view(0)
    pool = unseen_cards(view)
    assert len(pool) > sum(view.counts[s] for s in range(1, 6))
    share = sum(c.rank >= TWO for c in pool) / len(pool)
    rng = random.Random(5)
    wild = held = 0
    for _ in range(40):
        guess = sample_hidden(view, rng, ALL)
        for s in (1, 2, 3):
            held += len(guess[s])
            wild += sum(c.rank >= TWO for c in guess[s])
    assert wild / held < 2 * share
