"""An independent referee for the play phase, written from RULES.md §8–§11 alone
(used by test_audit_stress): after every action it checks who must act next
and how (R-ANSWER, R-GOUJIANSWER, R-LET, R-BURN, R-HEADLESS, R-DEADLY,
R-SCRAMBLE, R-WIN), the burn offers, burn chains and plays on offer, and at the
end the places (R-OUT, R-END, R-REVOLT), opening, scores, 串三户 and the
tribute owed (§11); plus an oracle of 买三 (R-BUY3).  The tests here hold the
oracles to RULES.md's own examples."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import product

import pytest

from gouji_desktop.engine import (
    Action,
    Card,
    Event,
    Game,
    Hand,
    IllegalHand,
    Rules,
    Tribute,
    TributeKind,
    parse_cards,
)

Counts = tuple[int, ...]  # cards per rank 3..BJ (15)
TWO, SJ, BJ = 12, 13, 14
SCORES = (4, 2, 1, -1, -2, -4)  # R-SCORE
KIND_ORDER = ("men", "shao", "dian", "luo")  # R-TRIBORDER
ALL_RULES = [
    Rules(bie_san=b, tribute=t, no_return_single=n, declare=d, revolution=r)
    for b, t, n, d, r in product((True, False), repeat=5)
]


def opp(seat: int) -> int:
    return (seat + 3) % 6


def team(seat: int) -> int:
    return seat % 2


def counts_of(cards: list[Card] | tuple[Card, ...]) -> Counts:
    out = [0] * 15
    for c in cards:
        out[c.rank] += 1
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def as_hand(counts: Counts, rules: Rules) -> Hand | None:
    try:
        return Hand.of([Card(r) for r, n in enumerate(counts) for _ in range(n)], rules)
    except IllegalHand:
        return None


def sub_hands(counts: Counts, size: int | None = None) -> Iterator[Counts]:
    """Candidate hands from ``counts``: one plain rank (or none) plus 2s and jokers
    (validity, e.g. 憋三, is left to Hand.of)."""
    for r in [-1, *[r for r in range(12) if counts[r]]]:
        ks = [0] if r < 0 else range(1, counts[r] + 1)
        for k, t, s, b in product(ks, range(counts[TWO] + 1), range(counts[SJ] + 1), range(counts[BJ] + 1)):
            if k + t + s + b == 0 or (size is not None and k + t + s + b != size):
                continue
            h = [0] * 15
            if r >= 0:
                h[r] = k
            h[TWO], h[SJ], h[BJ] = t, s, b
            yield tuple(h)


def minus(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


@cache
def _chain(plain: int, twos: int, jokers: int, threes: bool, bie_san: bool) -> bool:
    """Search: can cards with ``plain`` plain ranks (3s apart under 憋三), 2s and
    jokers be led as joker hands followed by one last hand (R-BURN)?  Whole
    ranks go together: splitting a rank only adds hands."""
    # the last hand: everything left is one legal hand
    if threes and bie_san:
        if plain == 0 and twos == 0 and jokers == 0:
            return True
    elif plain <= 1:
        return True
    # one more hand with a joker: one plain rank or none, any 2s, j >= 1 jokers
    for p in (1, 0) if plain else (0,):
        for t in range(twos + 1):
            for j in range(1, jokers + 1):
                if (p or t or j) and _chain(plain - p, twos - t, jokers - j, threes, bie_san):
                    return True
    return False


def chain(counts: Counts, rules: Rules) -> bool:
    first = 1 if rules.bie_san else 0
    plain = sum(1 for r in range(first, 12) if counts[r])
    threes = rules.bie_san and counts[0] > 0
    return _chain(plain, counts[TWO], counts[SJ] + counts[BJ], threes, rules.bie_san)


def burn_firsts(counts: Counts, top: Hand, rules: Rules) -> set[Counts]:
    """R-BURN: first hands that beat ``top`` and leave a chain (a whole-hand burn needs a joker)."""
    out = set()
    for h in sub_hands(counts, len(top)):
        hand = as_hand(h, rules)
        if hand is None or not hand.beats(top):
            continue
        rest = minus(counts, h)
        if (not any(rest) and hand.has_joker) or (any(rest) and chain(rest, rules)):
            out.add(h)
    return out


def dian(da: bool, db: bool, oa: bool, ob: bool) -> list[tuple[int, int, int]]:
    """R-DIANGONG's table for seats A=0 and B=1: (giver, receiver, count)."""
    if db and not da:
        return [(1 - g, 1 - r, n) for g, r, n in dian(db, da, ob, oa)]
    if da and db:
        if oa != ob:
            return [(1, 0, 4)] if oa else [(0, 1, 4)]
        return [(0, 1, 2), (1, 0, 2)]
    if not da:
        if oa != ob:
            return [(1, 0, 1)] if oa else [(0, 1, 1)]
        return [] if oa else [(0, 1, 1), (1, 0, 1)]
    if oa and not ob:
        return [(1, 0, 3)]
    if ob and not oa:
        return [(0, 1, 3)]
    return [(0, 1, 2)] if oa else [(0, 1, 1), (1, 0, 2)]


class Referee:
    """Follows a game from its first lead and predicts every next decision."""

    def __init__(self, game: Game) -> None:
        view = game.view(0)
        self.rules = game.rules
        self.cards = [counts_of(game.hand(s)) for s in range(6)]
        self.rebel = list(view.rebel)
        self.declared = list(view.declared)
        self.head_left = list(view.head_left)  # R-HEAD: 3 after 要头
        self.scr = False  # R-SCRAMBLE: set at the first lead with four or fewer active
        self.out: list[int] = []
        self.over = False
        self.burner: int | None = None
        self.victim = -1
        self.burns: list[tuple[int, int]] = []
        self.men: list[tuple[int, int]] = []
        self.opened = [False] * 6
        self.last_hand: Hand | None = None
        self.new_round()
        assert game.decision == "lead"
        self.expect = ("lead", game.to_act)

    # ----- statuses -------------------------------------------------------
    def active(self, s: int) -> bool:
        return not self.over and not self.rebel[s] and s not in self.out

    def scramble(self) -> bool:
        return self.scr

    def headless(self, s: int) -> bool:
        if self.scramble():
            return False
        if self.rebel[opp(s)]:
            return self.head_left[s] == 0
        return opp(s) in self.out

    def new_round(self) -> None:
        self.top: tuple[int, Hand] | None = None
        self.mode = "free"
        self.top_men = self.top_tk = False
        self.passed: set[int] = set()
        self.let_seat: int | None = None
        self.offers: list[int] = []

    def may_answer(self, s: int) -> bool:
        assert self.top is not None
        if self.mode == "scramble" or (self.headless(s) and self.mode != "deadly"):
            return True
        if self.mode == "deadly":
            return False
        if self.mode == "gouji":
            return s == opp(self.top[0])
        return s not in self.passed or opp(s) == self.top[0]

    def may_let(self, s: int) -> bool:
        if self.top is None or self.mode != "free" or self.let_seat is not None:
            return False
        seat, hand = self.top
        if seat != opp(s) or hand.is_gouji:
            return False
        between = [(seat + i) % 6 for i in (1, 2)]
        return all(b in self.passed or not self.active(b) for b in between)

    # ----- transitions ----------------------------------------------------
    def advance(self, frm: int) -> None:
        assert self.top is not None
        s = frm
        for _ in range(6):
            s = (s + 1) % 6
            if s == self.top[0]:
                if self.let_seat is not None:
                    self.expect = ("let_return", self.let_seat)
                else:
                    self.win()
                return
            if self.active(s) and self.may_answer(s):
                self.expect = ("answer", s)
                return
        raise AssertionError("referee: the turn never came back")

    def win(self) -> None:
        assert self.top is not None
        winner, hand = self.top
        if hand.counts_for_opening:
            self.opened[winner] = True
        self.new_round()
        leader = winner
        while not self.active(leader):
            leader = (leader + 1) % 6
        if sum(self.active(s) for s in range(6)) <= 4:
            self.scr = True  # R-SCRAMBLE begins with this lead
        self.expect = ("lead", leader)

    def play(self, seat: int, hand: Hand, burn: bool) -> None:
        beaten = self.top[0] if self.top else None
        if beaten is not None:
            if self.burner == beaten:
                self.burner = None  # 解烧
            if self.top_men:
                self.men.append((beaten, seat))
            earns_deadly = self.top_tk and seat == opp(beaten)
        else:
            earns_deadly = False
        if burn:
            self.burner, self.victim = seat, beaten if beaten is not None else -1
        headed = not self.headless(seat)
        self.cards[seat] = minus(self.cards[seat], counts_of(hand.cards))
        left = sum(self.cards[seat])
        if left == 0:
            self.out.append(seat)
            if self.burner == seat:
                self.burns.append((seat, self.victim))
                self.burner = None
            if len({team(s) for s in range(6) if self.active(s)}) <= 1:
                if hand.counts_for_opening:
                    self.opened[seat] = True
                self.finish()
                return
        scr = self.scramble()
        mode = "scramble" if scr else "free"
        if not scr and earns_deadly:
            mode = "deadly"  # R-DEADLY (底牌): the beat itself
        elif not scr and hand.is_gouji:
            mode = "gouji" if headed else "free"
            if self.head_left[seat] > 0:
                mode, self.head_left[seat] = "deadly", self.head_left[seat] - 1
        self.top, self.mode, self.let_seat = (seat, hand), mode, None
        men_done = any(v == seat for v, _ in self.men)
        only3 = left > 0 and self.cards[seat][0] == left
        self.top_men = self.rules.bie_san and only3 and not men_done
        self.top_tk = left == 0 and len(self.out) in (1, 2) and hand.is_gouji and not scr
        self.offers = []
        if mode in ("gouji", "deadly") and (headed or earns_deadly):
            after = [(seat + i) % 6 for i in range(1, 6)]
            order = [s for s in after if team(s) == team(seat)] + [
                s for s in after if team(s) != team(seat) and s != opp(seat)
            ]
            self.offers = [
                s
                for s in order
                if self.active(s) and not self.headless(s) and burn_firsts(self.cards[s], hand, self.rules)
            ]
        if self.offers:
            self.expect = ("burn_offer", self.offers[0])
        else:
            self.advance(seat)

    def finish(self) -> None:
        """R-END: the rest by fewest cards, ties in turn order after the last one out."""
        last = self.out[-1]
        rest = [(last + i) % 6 for i in range(1, 6) if self.active((last + i) % 6)]
        rest.sort(key=lambda s: sum(self.cards[s]))
        order = self.out + rest
        rebels = [s for s in range(6) if self.rebel[s]]
        if rebels:
            r = rebels[0]
            held = 2 if team(order[0]) == team(order[1]) == team(r) else 3  # R-REVOLT
            order.insert(held, r)
            self.opened[r], self.opened[opp(r)] = False, True
        self.places = order
        self.over = True
        self.expect = ("over", None)

    def observe(self, game: Game, action: Action, events: list[Event]) -> None:
        """Check ``action`` was expected, apply it, check the game now agrees."""
        decision, seat = self.expect
        assert seat is not None  # an action answers a seat's decision
        assert (game.decision, game.to_act) != (None, None)
        kind = action.kind
        if kind in ("play", "burn"):
            hand = Hand.of(action.cards, self.rules)
            self.play(seat, hand, kind == "burn")
        elif kind == "let":
            self.let_seat = seat
            self.advance(seat)
        elif decision == "burn_offer":
            self.offers.pop(0)
            if self.offers:
                self.expect = ("burn_offer", self.offers[0])
            else:
                assert self.top is not None
                self.advance(self.top[0])
        elif decision == "let_return":
            self.win()
        else:
            self.passed.add(seat)
            self.advance(seat)
        self.agree(game, full=any(e.kind in ("burn", "round_won", "out", "men") for e in events))

    # ----- checks ---------------------------------------------------------
    def agree(self, game: Game, full: bool = True) -> None:
        """Check the game agrees; ``full`` also compares the (costly) public view."""
        if self.over:
            assert game.finished
            self.check_end(game)
            full = True
        else:
            assert (game.decision, game.to_act) == self.expect, (game.decision, game.to_act, self.expect)
            assert game.burner == (-1 if self.burner is None else self.burner)
            assert [game.is_headless(s) for s in range(6)] == [
                self.active(s) and self.headless(s) for s in range(6)
            ]
            self.check_choices(game)
        if full:
            view = game.view(0)
            assert view.burns == tuple(self.burns), (view.burns, self.burns)
            assert view.men == tuple(self.men), (view.men, self.men)
            if not self.over:
                assert view.scramble == self.scramble()
                if self.top is not None:
                    assert view.top_mode == self.mode, (view.top_mode, self.mode)

    def check_choices(self, game: Game) -> None:
        decision, seat = self.expect
        assert seat is not None
        acts = game.legal_actions()
        assert acts and len(set(acts)) == len(acts)
        kinds = {a.kind for a in acts}
        hands = {counts_of(a.cards) for a in acts if a.kind in ("play", "burn")}
        mine = self.cards[seat]
        if decision == "lead":
            assert kinds == {"play"}
            if self.burner == seat:  # R-BURN: only leads that keep a chain
                expect = {
                    h
                    for h in sub_hands(mine)
                    if as_hand(h, self.rules)
                    and (h == mine or (h[SJ] + h[BJ] and not (self.rules.bie_san and h[0])))
                    and (h == mine or chain(minus(mine, h), self.rules))
                }
                assert hands == expect
            elif sum(mine) <= 12:  # R-LEAD, R-BIE3: any hand; 3s only as the whole hand
                bie3 = self.rules.bie_san
                expect = {
                    h for h in sub_hands(mine) if as_hand(h, self.rules) and not (bie3 and h[0] and h != mine)
                }
                assert hands == expect
            return
        assert self.top is not None
        top = self.top[1]
        if decision == "burn_offer":
            assert kinds == {"burn", "pass"}
            assert hands == burn_firsts(mine, top, self.rules)
            return
        beats = {h for h in sub_hands(mine, len(top)) if (x := as_hand(h, self.rules)) and x.beats(top)}
        assert hands == beats
        want = {"pass"} | ({"play"} if beats else set())
        if decision == "answer" and self.may_let(seat):
            want.add("let")
            assert self.burner is None  # burn hands hold jokers: never let while a burn goes on
        assert kinds == want, (kinds, want)

    def check_end(self, game: Game) -> None:
        assert game.places == self.places
        chuan3 = team(self.places[0]) == team(self.places[1]) == team(self.places[2])
        scores = [0] * 6
        for i, s in enumerate(self.places):
            scores[s] = SCORES[i] * (2 if chuan3 else 1)
        assert game.scores == scores
        assert [game.opened(s) for s in range(6)] == self.opened
        assert game.tribute_owed() == self.tribute(chuan3)

    def tribute(self, chuan3: bool) -> list[Tribute]:
        if not self.rules.tribute or chuan3:
            return []
        owed: Counter[tuple[int, int, str]] = Counter()
        for victim, by in self.men:
            owed[(victim, by, "men")] += 1
        for burner, victim in self.burns:
            owed[(victim, burner, "shao")] += 1
        for a in range(3):
            pair = (a, a + 3)
            d, o = self.declared, self.opened
            for g, r, n in dian(d[a], d[a + 3], o[a], o[a + 3]):
                owed[(pair[g], pair[r], "dian")] += n
        owed[(self.places[5], self.places[0], "luo")] += 2
        owed[(self.places[4], self.places[1], "luo")] += 1
        keys = sorted(owed, key=lambda k: (KIND_ORDER.index(k[2]), k[0], k[1]))
        return [Tribute(g, r, TributeKind(k), owed[(g, r, k)]) for g, r, k in keys]


# ----- 买三 and the 革命 offers (R-BUY3, R-REVOLT) ------------------------------------------------


def predict_buy3(hands: list[list[Card]], rules: Rules) -> tuple[list[tuple[object, ...]], list[int] | None]:
    """R-BUY3 in seat order from the hands after 宣点: the exchanges and forced
    revolts as (kind, seat, target), and then the seats offered 革命 (None: void deal)."""
    sc = [Counter(h) for h in hands]
    rebel = [False] * 6
    moves: list[tuple[object, ...]] = []

    def threes(s: int) -> int:
        return sum(n for c, n in sc[s].items() if c.rank == 0)

    def lowest(s: int, rank: int) -> Card:
        return min(c for c, n in sc[s].items() if n and c.rank == rank)

    def move(frm: int, to: int, card: Card) -> None:
        sc[frm][card] -= 1
        sc[to][card] += 1

    for s in range(6) if rules.bie_san else ():
        if rebel[s] or threes(s):
            continue
        wild = next((r for r in (TWO, SJ, BJ) if any(n and c.rank == r for c, n in sc[s].items())), None)
        if wild is None and rules.revolution:
            rebel[s] = True
            moves.append(("revolt", s, None))
        else:
            sellers = [opp(s), (s + 1) % 6, (s + 5) % 6] if wild is not None else []
            mates = [(s + 2) % 6, (s + 4) % 6]
            seller = next((x for x in sellers if not rebel[x] and threes(x) >= 2), None)
            mate = next((x for x in mates if not rebel[x] and threes(x) >= 2), None)
            if seller is not None and wild is not None:
                paid = lowest(s, wild)
                move(seller, s, lowest(seller, 0))
                move(s, seller, paid)
                moves.append(("buy3", s, seller))
            elif mate is not None:
                move(mate, s, lowest(mate, 0))
                moves.append(("ask3", s, mate))
            else:
                return moves, None
        if sum(rebel) >= 2:
            return moves, None
    offered = [
        s
        for s in range(6)
        if rules.revolution and not rebel[s] and not any(n and c.rank >= TWO for c, n in sc[s].items())
    ]
    return moves, offered


# ----- the oracles against RULES.md's own examples ---------------------------------------------------


def cs(text: str) -> Counts:
    return counts_of(parse_cards(text))


@pytest.mark.parametrize(
    ("cards", "top", "firsts"),
    [
        ("A A 5", "K K", {"A A"}),  # R-BURN: A A + 5 may burn K K
        ("A A 5 6", "K K", set()),  # A A + 5 + 6 may not
        ("A A SJ 5 6", "K K", {"A A"}),  # A A + SJ 5 + 6 may
        ("A A", "K K", set()),  # one single hand needs a joker
        ("A SJ", "K K", {"A SJ"}),
        ("A A 3 3", "K K", {"A A"}),  # 憋三: the 3s are the last hand
        ("A A 5 3", "K K", set()),
        ("SJ 2 3", "A", {"2"}),  # after SJ, the 2 would need a joker (2 3 is no hand)
    ],
)
def test_oracle_burn_chain_follows_the_R_BURN_examples(cards: str, top: str, firsts: set[str]) -> None:
    rules = Rules()
    assert burn_firsts(cs(cards), Hand.of(parse_cards(top)), rules) == {cs(f) for f in firsts}


@pytest.mark.parametrize(
    ("declared", "opened", "owed"),
    [
        ((True, True), (True, False), [(1, 0, 4)]),
        ((True, True), (False, False), [(0, 1, 2), (1, 0, 2)]),
        ((True, True), (True, True), [(0, 1, 2), (1, 0, 2)]),
        ((False, False), (True, False), [(1, 0, 1)]),
        ((False, False), (False, False), [(0, 1, 1), (1, 0, 1)]),
        ((False, False), (True, True), []),
        ((True, False), (True, False), [(1, 0, 3)]),
        ((True, False), (False, False), [(0, 1, 1), (1, 0, 2)]),
        ((True, False), (True, True), [(0, 1, 2)]),
        ((True, False), (False, True), [(0, 1, 3)]),
        ((False, True), (False, True), [(0, 1, 3)]),  # symmetry of "A only, A opened"
    ],
)
def test_oracle_dian_is_the_R_DIANGONG_table(
    declared: tuple[bool, bool], opened: tuple[bool, bool], owed: list[tuple[int, int, int]]
) -> None:
    assert sorted(dian(*declared, *opened)) == owed


@pytest.mark.parametrize(
    ("hands", "moves", "offered"),
    [
        (["2 8", "3 3 9", "3 3 9", "3 3 9", "3 2", "3 2"], [("buy3", 0, 3)], [0, 1, 2]),  # 0 paid its 2
        (["2 8", "3 3 9", "3 2", "3 9", "3 2", "3 3 2"], [("buy3", 0, 1)], [0, 3]),
        (["2 8", "3 9", "3 3 2", "3 9", "3 2", "3 2"], [("ask3", 0, 2)], [1, 3]),
        (["8", "3 3 9", "3 2", "3 3", "3 2", "3 2"], [("revolt", 0, None)], [1, 3]),
        (["2 8", "3 9", "3 2", "3 9", "3 2", "3 2"], [], None),  # no 3 to be had: void
    ],
)
def test_oracle_buy3_follows_R_BUY3(
    hands: list[str], moves: list[tuple[object, ...]], offered: list[int] | None
) -> None:
    got, offers = predict_buy3([parse_cards(h) for h in hands], Rules())
    assert (got, offers) == (moves, offered)
