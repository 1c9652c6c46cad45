"""The play phase: rounds, answering, letting, burning, going out, the end
(RULES.md §8 and §9).  A mixin over :class:`GameState`; :class:`Game` is the
public face."""

from __future__ import annotations

from .actions import LET, PASS, Event
from .cards import THREE, opposite, team_of
from .hands import (
    Play,
    beating_plays,
    burn_first_plays,
    burn_leads,
    lead_plays,
    play_counts_for_opening,
    play_is_gouji,
)
from .kinds import EventKind
from .state import (
    ANSWER,
    BURN_OFFER,
    DEADLY,
    FREE,
    GOUJI,
    LEAD,
    LET_RETURN,
    PHASE_OVER,
    PHASE_PLAY,
    SCORES,
    SCRAMBLE,
    GameState,
)


class RoundMachine(GameState):
    __slots__ = ()

    # ----- statuses -------------------------------------------------------

    def headless(self, seat: int) -> bool:
        """R-HEADLESS: the 对头 went out, or revolted (after R-HEAD's choice).
        Nobody is headless in the scramble."""
        if self.scramble:
            return False
        opp = opposite(seat)
        if self.rebel[opp]:
            return self.head_left[seat] == 0 and self.phase == PHASE_PLAY
        return not self.active[opp] and not self.rebel[opp]

    def may_answer(self, seat: int) -> bool:
        """May ``seat`` beat the current top when the turn reaches it?"""
        mode = self.top_mode
        if mode == SCRAMBLE:
            return True
        if mode == DEADLY:
            return False
        if self.headless(seat):
            return True
        if mode == GOUJI:
            return seat == opposite(self.top_seat)
        # R-ANSWER: a seat that passed may answer again only its 对头's hand
        return not self.passed[seat] or opposite(seat) == self.top_seat

    def may_let(self, seat: int) -> bool:
        """R-LET."""
        top = self.top_seat
        if self.top_mode != FREE or self.let_seat >= 0 or top != opposite(seat):
            return False
        assert self.top_play is not None
        if play_is_gouji(self.top_play):
            return False
        s = (top + 1) % 6
        while s != seat:
            if self.active[s] and not self.passed[s]:
                return False
            s = (s + 1) % 6
        return True

    # ----- legal plays ----------------------------------------------------

    def legal_plays(self) -> list[Play]:
        """The plays (or burn first hands) open to ``to_act`` now."""
        seat = self.to_act
        assert seat is not None
        counts = self.rc[seat]
        bie_san = self.rules.bie_san
        if self.decision == LEAD:
            if self.burner == seat:
                return burn_leads(counts, bie_san)
            return lead_plays(counts, bie_san)
        assert self.top_play is not None
        if self.decision == BURN_OFFER:
            return burn_first_plays(counts, self.top_play, bie_san)
        return beating_plays(counts, self.top_play)

    def other_kinds(self) -> list[str]:
        """The non-play decisions open to ``to_act`` (pass, let)."""
        if self.decision == LEAD:
            return []
        if self.decision == ANSWER:
            assert self.to_act is not None
            return [PASS, LET] if self.may_let(self.to_act) else [PASS]
        return [PASS]

    # ----- transitions ----------------------------------------------------

    def do_play(self, seat: int, p: Play, cards: tuple, burn: bool, ev: list[Event]) -> None:
        """``seat`` plays ``p`` (as ``cards``, already taken from its hand)."""
        beaten = self.top_seat if self.decision != LEAD else -1
        flags = set()
        earns_deadly = False
        if beaten < 0:
            flags.add("lead")
        else:
            if self.burner == beaten and self.burner != seat:
                ev.append(Event(EventKind.BURN_BROKEN, beaten, target=seat))
                self.burner = -1
            if self.top_men:  # R-MEN
                self.men_done[beaten] = True
                self.men.append((beaten, seat))
                ev.append(Event(EventKind.MEN, beaten, target=seat))
            # R-DEADLY (底牌): the 对头's beat of 头科's or 二科's last gouji hand is itself deadly
            earns_deadly = self.top_tk and seat == opposite(beaten)
        if burn:
            self.burner = seat
            self.burn_victim = beaten
            ev.append(Event(EventKind.BURN, seat, self.top_cards, target=beaten))
            flags.add("burn")
        self.let_seat = -1
        self.offers = []
        self.played.append((seat, cards))
        rc = self.rc[seat]
        left = sum(rc)
        gouji = play_is_gouji(p)
        if gouji:
            flags.add("gouji")
        # headedness is fixed when the hand is played, before the player goes out
        headed = not self.headless(seat)
        after: list[Event] = []
        if left == 0:
            self.go_out(seat, after)
        if self.phase == PHASE_OVER:
            ev.append(
                Event(
                    EventKind.PLAY,
                    seat,
                    cards,
                    target=beaten if beaten >= 0 else None,
                    flags=frozenset(flags),
                )
            )
            if play_counts_for_opening(p) and not self.has_opened[seat]:  # R-OPEN: the game's last hand
                self.has_opened[seat] = True
                ev.append(Event(EventKind.OPENED, seat, cards))
            ev.extend(after)
            return

        mode = FREE
        if self.scramble:
            mode = SCRAMBLE
        elif earns_deadly:
            mode = DEADLY
        elif gouji:
            mode = GOUJI if headed else FREE
            if self.head_left[seat] > 0:  # R-HEAD: 要头's first three gouji hands are deadly
                mode = DEADLY
                self.head_left[seat] -= 1
                if self.head_left[seat] == 0:
                    after.append(Event(EventKind.HEADLESS, seat))
        if mode == DEADLY:
            flags.add("deadly")
        ev.append(
            Event(
                EventKind.PLAY,
                seat,
                cards,
                target=beaten if beaten >= 0 else None,
                flags=frozenset(flags),
            )
        )
        ev.extend(after)

        self.top_seat = seat
        self.top_play = p
        self.top_cards = cards
        self.top_mode = mode
        # R-MEN: only 3s left; if this hand is beaten, the player is 闷
        self.top_men = self.rules.bie_san and 0 < left == rc[THREE] and not self.men_done[seat]
        # R-DEADLY (底牌): 头科 or 二科 went out with a gouji hand, outside the scramble
        self.top_tk = left == 0 and len(self.out_order) <= 2 and gouji and not self.scramble

        # R-BURN: offered against a headed player's gouji hand, and against the
        # deadly beat of R-DEADLY although its player is now headless
        if mode in (GOUJI, DEADLY) and (headed or earns_deadly):
            self.offers = self.burn_candidates(seat)
        self.next_after_play(seat, ev)

    def burn_candidates(self, seat: int) -> list[int]:
        """R-BURN priority: the player's teammates, then his opponents (not his
        对头), each in turn order after him; only seats that can burn."""
        order = [(seat + i) % 6 for i in range(1, 6)]
        mates = [s for s in order if team_of(s) == team_of(seat)]
        foes = [s for s in order if team_of(s) != team_of(seat) and s != opposite(seat)]
        assert self.top_play is not None
        out = []
        for s in mates + foes:
            if (
                self.active[s]
                and not self.headless(s)
                and burn_first_plays(self.rc[s], self.top_play, self.rules.bie_san)
            ):
                out.append(s)
        return out

    def next_after_play(self, seat: int, ev: list[Event]) -> None:
        if self.offers:
            self.decision = BURN_OFFER
            self.to_act = self.offers.pop(0)
        else:
            self.advance(seat, ev)

    def advance(self, from_seat: int, ev: list[Event]) -> None:
        """Move the turn on from ``from_seat`` (R-ANSWER, R-LET, R-WIN)."""
        s = from_seat
        for _ in range(6):
            s = (s + 1) % 6
            if s == self.top_seat:
                if self.let_seat >= 0:
                    self.decision = LET_RETURN
                    self.to_act = self.let_seat
                    return
                self.win_round(ev)
                return
            if self.active[s] and self.may_answer(s):
                self.decision = ANSWER
                self.to_act = s
                return
        raise AssertionError("the turn did not come back to the top player")

    def do_pass(self, seat: int, ev: list[Event]) -> None:
        decision = self.decision
        if decision == BURN_OFFER:
            ev.append(Event(EventKind.DECLINE, seat, private=True))
            if self.offers:
                self.to_act = self.offers.pop(0)
            else:
                self.advance(self.top_seat, ev)
            return
        self.passed[seat] = True
        ev.append(Event(EventKind.PASS, seat))
        if decision == LET_RETURN:
            self.let_seat = -1
            self.win_round(ev)  # R-LET: if Q passes, the top player wins at once
        else:
            self.advance(seat, ev)

    def do_let(self, seat: int, ev: list[Event]) -> None:
        self.let_seat = seat
        ev.append(Event(EventKind.LET, seat, target=self.top_seat))
        self.advance(seat, ev)

    def win_round(self, ev: list[Event]) -> None:
        """R-WIN (and R-OPEN); the lead goes to the winner or, if he is out, to
        the next active seat (接风)."""
        winner = self.top_seat
        assert self.top_play is not None
        ev.append(Event(EventKind.ROUND_WON, winner, self.top_cards))
        if play_counts_for_opening(self.top_play) and not self.has_opened[winner]:
            self.has_opened[winner] = True
            ev.append(Event(EventKind.OPENED, winner, self.top_cards))
        self.clear_round()
        leader = winner
        while not self.active[leader]:
            leader = (leader + 1) % 6
        if leader != winner:
            ev.append(Event(EventKind.TAKES_LEAD, leader, target=winner))
        # R-SCRAMBLE: begins with the first lead after four or fewer seats are active
        if not self.scramble and sum(self.active) <= 4:
            self.scramble = True
            ev.append(Event(EventKind.SCRAMBLE))
        self.decision = LEAD
        self.to_act = leader

    def go_out(self, seat: int, ev: list[Event]) -> None:
        """R-OUT and R-END."""
        self.active[seat] = False
        self.out_order.append(seat)
        self.last_out = seat
        place = self.places_so_far().index(seat)
        ev.append(Event(EventKind.OUT, seat, value=place))
        if self.burner == seat:  # R-BURN: went out along the chain
            self.burns.append((seat, self.burn_victim))
            ev.append(Event(EventKind.BURN_SUCCESS, seat, target=self.burn_victim))
            self.burner = -1
        teams = {team_of(s) for s in range(6) if self.active[s]}
        if len(teams) <= 1:
            self.finish(ev)
            return
        # R-HEADLESS; the round goes on under the ordinary rules even when this
        # leaves four active seats (R-SCRAMBLE starts at the next lead)
        opp = opposite(seat)
        if not self.scramble and self.active[opp]:
            ev.append(Event(EventKind.HEADLESS, opp))

    def finish(self, ev: list[Event]) -> None:
        """R-END: the rest take places by fewest cards, ties in turn order from
        the next active seat after the last one out."""
        rest = []
        s = self.last_out
        for _ in range(6):
            s = (s + 1) % 6
            if self.active[s]:
                rest.append(s)
        rest.sort(key=lambda seat: sum(self.rc[seat]))  # stable: keeps turn order on ties
        self.end_order = rest
        for s in rest:
            self.active[s] = False
        self.phase = PHASE_OVER
        self.to_act = None
        self.offers = []
        places = self.places_so_far()
        ev.append(
            Event(
                EventKind.GAME_OVER,
                value=1 if self.chuan3() else 0,
                cards=(),
                info=" ".join(map(str, places)),
            )
        )

    # ----- places and scores (§9) ------------------------------------------

    def places_so_far(self) -> list[int]:
        """Seats in place order; a rebel appears once its held place is reached."""
        order = self.out_order + self.end_order
        rebels = [s for s in range(6) if self.rebel[s]]
        if not rebels:
            return list(order)
        r = rebels[0]
        held = 3
        if len(order) >= 2 and team_of(order[0]) == team_of(r) == team_of(order[1]):
            held = 2  # R-REVOLT: 三科 when its teammates take 头科 and 二科
        if len(order) >= held:
            return [*order[:held], r, *order[held:]]
        return list(order)

    def chuan3(self) -> bool:
        """R-CHUAN3: one team holds 头科, 二科 and 三科."""
        places = self.places_so_far()
        return len(places) >= 3 and team_of(places[0]) == team_of(places[1]) == team_of(places[2])

    def seat_scores(self) -> list[int] | None:
        if self.phase != PHASE_OVER:
            return None
        factor = 2 if self.chuan3() else 1
        scores = [0] * 6
        for i, s in enumerate(self.places_so_far()):
            scores[s] = SCORES[i] * factor
        return scores
