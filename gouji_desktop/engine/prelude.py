"""Before play (RULES.md §7, §11): deal → tribute and 还贡 → 宣点 → 买三 →
革命 → 要头/无头 → 上班.  Every choice is a decision of a seat; the rest
(tribute cards, 买三) the engine does itself, as events."""

from __future__ import annotations

from .actions import DECLARE, HEAD, NOHEAD, PASS, RETURN, REVOLT, Action, Event
from .cards import (
    BJ,
    BY_INDEX,
    FOUR,
    HAND_SIZE,
    NUM_CARD_KINDS,
    SJ,
    THREE,
    TWO,
    Card,
    full_deck,
    opposite,
    parse_cards,
    team_of,
)
from .errors import IllegalAction
from .kinds import EventKind
from .rng import SeededRng
from .rounds import RoundMachine
from .state import LEAD, PHASE_DECLARE, PHASE_HEAD, PHASE_PLAY, PHASE_RETURN, PHASE_REVOLT, PreludeState
from .tribute import TRIBUTE_ORDER, Tribute

EXCHANGE_KINDS = (EventKind.TRIBUTE, EventKind.RETURN, EventKind.BUY3, EventKind.ASK3)
MAX_DEALS = 10_000


class Prelude(RoundMachine):
    __slots__ = ()

    # the engine-side state lives in self._prelude:
    #   seed, attempt, tribute (json entries), returns (queue of [receiver, giver]),
    #   queue (seats still to decide in this phase), first_from

    def _begin_deal(
        self, seed: int, tribute: list[Tribute], first_from: int = 0, deal: list[str] | None = None
    ) -> None:
        self._prelude = PreludeState(
            seed=seed, deal=deal, tribute=[t.to_json() for t in tribute], first_from=first_from
        )
        ev: list[Event] = []
        self._deal_attempt(ev)
        self.events.extend(ev)  # the deal, tribute, 买三 … as the first events of the game

    def _deal_attempt(self, ev: list[Event]) -> None:
        attempt = self._prelude.attempt
        if attempt >= MAX_DEALS:  # pragma: no cover - needs ~10^4 void deals in a row
            raise RuntimeError("no playable deal")
        self._deal_cards(self._prelude.seed, attempt)
        self.rebel = [False] * 6
        self._active = [True] * 6
        self.declared = [False] * 6
        self._head_left = [0] * 6
        ev.append(Event(EventKind.DEAL, value=attempt))
        tribute = [Tribute.from_json(t) for t in self._prelude.tribute]
        self._prelude.returns = self._pay_tribute(tribute, ev)
        if self._prelude.returns:
            self.phase = PHASE_RETURN
            self.to_act = self._prelude.returns[0][0]
        else:
            self._start_declare(ev)

    def _deal_cards(self, seed: int, attempt: int) -> None:
        """Shuffle four decks with the seeded RNG and give each seat 36 (or,
        on the first attempt of a fixed deal, those hands)."""
        self._sc = [[0] * NUM_CARD_KINDS for _ in range(6)]
        self._rc = [[0] * 15 for _ in range(6)]
        fixed = self._prelude.deal
        if attempt == 0 and fixed is not None:
            for seat, text in enumerate(fixed):
                for card in parse_cards(text):
                    self._give(seat, card)
            return
        rng = SeededRng(SeededRng(seed).derive(attempt))
        for i, card in enumerate(rng.shuffled(full_deck())):
            self._give(i // HAND_SIZE, card)

    # ----- tribute (§11) --------------------------------------------------

    def _pay_tribute(self, tribute: list[Tribute], ev: list[Event]) -> list[list[int]]:
        """R-TRIBCARD: each kind paid at once from the hands as they were before
        it, highest cards first; returns the 还贡 queue, one item per card."""
        returns: list[list[int]] = []
        for kind in TRIBUTE_ORDER:
            entries = [t for t in tribute if t.kind == kind]
            if not entries:
                continue
            before = [self._highest_cards(s) for s in range(6)]
            taken = [0] * 6
            moves = []
            for t in entries:
                cards = before[t.giver][taken[t.giver] : taken[t.giver] + t.count]
                taken[t.giver] += t.count
                moves.append((t, cards))
            for t, cards in moves:
                for c in cards:
                    self._take(t.giver, c)
                    self._give(t.receiver, c)
                ev.append(
                    Event(
                        EventKind.TRIBUTE, t.giver, tuple(cards), target=t.receiver, value=t.count, info=kind
                    )
                )
                returns.extend([t.receiver, t.giver] for _ in cards)
        return returns

    def _highest_cards(self, seat: int) -> list[Card]:
        """BJ first, then SJ, 2, A, …; within a rank by suit D, C, H, S."""
        row = self._sc[seat]
        return [BY_INDEX[i] for i in range(NUM_CARD_KINDS - 1, -1, -1) for _ in range(row[i])]

    def _return_choices(self, receiver: int, giver: int) -> list[Card]:
        """R-NORETURNSINGLE: between opponents only ranks the giver holds now,
        unless the receiver holds none of them."""
        mine = sorted({BY_INDEX[i] for i in range(NUM_CARD_KINDS) if self._sc[receiver][i]})
        if not self.rules.no_return_single or team_of(receiver) == team_of(giver):
            return mine
        held = self._rc[giver]
        allowed = [c for c in mine if held[c.rank]]
        return allowed or mine

    # ----- the phases -----------------------------------------------------

    def _start_declare(self, ev: list[Event]) -> None:
        if self.rules.declare:
            self.phase = PHASE_DECLARE
            self.to_act = 0
        else:
            self._buy_threes(ev)

    def _buy_threes(self, ev: list[Event]) -> None:
        """R-BUY3, done by the engine in seat order; may force a revolt or void the deal."""
        if self.rules.bie_san:
            for s in range(6):
                if self._rc[s][THREE] or self.rebel[s]:
                    continue
                if not self._get_a_three(s, ev):
                    self._void(ev, "no_three")
                    return
                if sum(self.rebel) >= 2:
                    self._void(ev, "two_rebels")
                    return
        self._start_revolt(ev)

    def _get_a_three(self, s: int, ev: list[Event]) -> bool:
        wild = next((r for r in (TWO, SJ, BJ) if self._rc[s][r]), None)
        if wild is None and self.rules.revolution:
            self.rebel[s] = True  # cannot buy: forced revolt (R-BUY3)
            self._active[s] = False
            ev.append(Event(EventKind.REVOLT, s, info="forced"))
            return True
        if wild is not None:
            for seller in (opposite(s), (s + 1) % 6, (s + 5) % 6):
                if self._rc[seller][THREE] >= 2 and not self.rebel[seller]:
                    three = self._lowest_of(seller, THREE)
                    paid = self._lowest_of(s, wild)
                    self._move(seller, s, three)
                    self._move(s, seller, paid)
                    ev.append(Event(EventKind.BUY3, s, (three, paid), target=seller))
                    return True
        for mate in ((s + 2) % 6, (s + 4) % 6):
            if self._rc[mate][THREE] >= 2 and not self.rebel[mate]:
                three = self._lowest_of(mate, THREE)
                self._move(mate, s, three)
                ev.append(Event(EventKind.ASK3, s, (three,), target=mate))
                return True
        return False

    def _lowest_of(self, seat: int, rank: int) -> Card:
        if rank >= SJ:
            return BY_INDEX[52 if rank == SJ else 53]
        row = self._sc[seat]
        return next(BY_INDEX[i] for i in range(rank * 4, rank * 4 + 4) if row[i])

    def _move(self, giver: int, receiver: int, card: Card) -> None:
        self._take(giver, card)
        self._give(receiver, card)

    def _revolt_eligible(self, s: int) -> bool:
        """R-REVOLT: holds no 2 and no joker."""
        rc = self._rc[s]
        return not self.rebel[s] and not (rc[TWO] or rc[SJ] or rc[BJ])

    def _start_revolt(self, ev: list[Event]) -> None:
        queue = [s for s in range(6) if self.rules.revolution and self._revolt_eligible(s)]
        if queue:
            self.phase = PHASE_REVOLT
            self._prelude.queue = queue[1:]
            self.to_act = queue[0]
        else:
            self._after_revolt(ev)

    def _after_revolt(self, ev: list[Event]) -> None:
        rebels = [s for s in range(6) if self.rebel[s]]
        if len(rebels) >= 2:
            self._void(ev, "two_rebels")
        elif rebels:
            self.phase = PHASE_HEAD
            self.to_act = opposite(rebels[0])
        else:
            self._first_lead(ev)

    def _void(self, ev: list[Event], why: str) -> None:
        """The deal is void: the whole sequence starts again on a new deal."""
        ev.append(Event(EventKind.VOID_DEAL, info=why))
        self._prelude.attempt += 1
        self._deal_attempt(ev)

    def _first_lead(self, ev: list[Event]) -> None:
        """R-FIRST (上班)."""
        rank = FOUR if self.rules.bie_san else THREE
        best, leader = 1, -1
        start = self._prelude.first_from
        for i in range(6):
            s = (start + i) % 6
            if self.rebel[s]:
                continue
            most = max(self._sc[s][rank * 4 : rank * 4 + 4])
            if most > best:
                best, leader = most, s
        how = "suit"
        if leader < 0:
            seats = [s for s in range(6) if not self.rebel[s]]
            rng = SeededRng(SeededRng(self._prelude.seed).derive(10_000))
            leader = seats[rng.below(len(seats))]
            how = "random"
        self.phase = PHASE_PLAY
        self.decision = LEAD
        self.to_act = leader
        ev.append(Event(EventKind.FIRST_LEAD, leader, value=best if how == "suit" else 0, info=how))

    # ----- decisions ------------------------------------------------------

    def _prelude_actions(self) -> list[Action]:
        seat = self.to_act
        assert seat is not None
        if self.phase == PHASE_RETURN:
            receiver, giver = self._prelude.returns[0]
            return [Action(RETURN, seat, (c,)) for c in self._return_choices(receiver, giver)]
        if self.phase == PHASE_DECLARE:
            return [Action(DECLARE, seat), Action(PASS, seat)]
        if self.phase == PHASE_REVOLT:
            return [Action(REVOLT, seat), Action(PASS, seat)]
        if self.phase == PHASE_HEAD:
            return [Action(HEAD, seat), Action(NOHEAD, seat)]
        return []

    def _apply_prelude(self, action: Action, ev: list[Event]) -> Action:
        seat, kind, phase = action.seat, action.kind, self.phase
        allowed = {
            PHASE_RETURN: (RETURN,),
            PHASE_DECLARE: (DECLARE, PASS),
            PHASE_REVOLT: (REVOLT, PASS),
            PHASE_HEAD: (HEAD, NOHEAD),
        }[phase]
        if kind not in allowed:
            names = " or ".join(allowed)
            raise IllegalAction("wrong_phase", f"now is the {phase} phase: choose {names}", phase=phase)
        if phase == PHASE_RETURN:
            return self._apply_return(action, ev)
        if phase == PHASE_DECLARE:
            if kind == DECLARE:
                self.declared[seat] = True
                ev.append(Event(EventKind.DECLARE, seat))
            else:
                ev.append(Event(EventKind.DECLINE, seat, info="declare", private=True))
            if seat < 5:
                self.to_act = seat + 1
            else:
                self._buy_threes(ev)
        elif phase == PHASE_REVOLT:
            if kind == REVOLT:
                self.rebel[seat] = True
                self._active[seat] = False
                ev.append(Event(EventKind.REVOLT, seat))
                if sum(self.rebel) >= 2:
                    self._void(ev, "two_rebels")
                    return Action(kind, seat)
            else:
                ev.append(Event(EventKind.DECLINE, seat, info="revolt", private=True))
            queue = self._prelude.queue
            if queue:
                self.to_act = queue.pop(0)
            else:
                self._after_revolt(ev)
        else:
            self._head_left[seat] = 3 if kind == HEAD else 0
            ev.append(Event(EventKind(kind), seat))
            if kind == NOHEAD:
                ev.append(Event(EventKind.HEADLESS, seat))
            self._first_lead(ev)
        return Action(kind, seat)

    def _apply_return(self, action: Action, ev: list[Event]) -> Action:
        seat = action.seat
        if len(action.cards) != 1:
            raise IllegalAction("one_card", "return one card at a time")
        receiver, giver = self._prelude.returns[0]
        card = action.cards[0]
        choices = self._return_choices(receiver, giver)
        if card.is_bare:
            card = next((c for c in choices if c.rank == card.rank), card)
        if card not in choices:
            if self._rc[seat][card.rank] if card.is_bare else self._sc[seat][card.index]:
                ranks = " ".join(sorted({str(c.bare) for c in choices}))
                raise IllegalAction(
                    "no_return_single",
                    f"不还单张: return only a rank seat {giver} still holds ({ranks})",
                    giver=giver,
                    ranks=ranks,
                )
            raise IllegalAction("not_held", f"you do not hold {card}", cards=str(card))
        self._move(seat, giver, card)
        ev.append(Event(EventKind.RETURN, seat, (card,), target=giver))
        queue = self._prelude.returns
        queue.pop(0)
        if queue:
            self.to_act = queue[0][0]
        else:
            self._start_declare(ev)
        return Action(RETURN, seat, (card,))

    def _exchanges_seen(self, seat: int) -> tuple[tuple[int, int, tuple[Card, ...]], ...]:
        """Cards this seat saw change hands before play: (from, to, cards)."""
        out: list[tuple[int, int, tuple[Card, ...]]] = []
        for e in self.events:
            if e.kind == EventKind.DEAL:
                out = []  # a void deal's exchanges no longer matter
            elif e.kind in EXCHANGE_KINDS and seat in (e.seat, e.target):
                assert e.seat is not None and e.target is not None
                if e.kind in (EventKind.TRIBUTE, EventKind.RETURN):
                    out.append((e.seat, e.target, e.cards))
                elif e.kind == EventKind.BUY3:
                    out.append((e.target, e.seat, e.cards[:1]))
                    out.append((e.seat, e.target, e.cards[1:]))
                else:
                    out.append((e.target, e.seat, e.cards))
        return tuple(out)
