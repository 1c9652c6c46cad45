"""The play phase: rounds, answering, letting, burning, going out, the end
(RULES.md §8 and §9).  A mixin over :class:`GameState`; :class:`Game` is the
public face."""

from __future__ import annotations

from .actions import LET, PASS, Event
from .cards import THREE, Card, opposite, team_of
from .hands import (
    Play,
    beating_plays,
    burn_first_plays,
    burn_leads,
    can_burn,
    lead_plays,
    play_counts_for_opening,
    play_is_gouji,
)
from .kinds import ActionKind, EventKind, TopMode
from .state import (
    ANSWER,
    BURN_OFFER,
    DEADLY,
    FIRST_EDITION,
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


def _burn_order(seat: int) -> tuple[int, ...]:
    order = [(seat + i) % 6 for i in range(1, 6)]
    mates = [s for s in order if team_of(s) == team_of(seat)]
    foes = [s for s in order if team_of(s) != team_of(seat) and s != opposite(seat)]
    return (*mates, *foes)


#: R-BURN's offer order per seat that played: teammates, then opponents but
#: the 对头, each in turn order
_BURN_ORDER = tuple(_burn_order(seat) for seat in range(6))


class RoundMachine(GameState):
    __slots__ = ()

    # ----- statuses -------------------------------------------------------

    def _headless(self, seat: int) -> bool:
        """R-HEADLESS: the 对头 went out, or revolted (after R-HEAD's choice).
        Nobody is headless in the scramble."""
        if self._scramble:
            return False
        opp = (seat + 3) % 6  # opposite(seat), inlined: a hot path of rollouts
        if self.rebel[opp]:
            return self._head_left[seat] == 0 and self.phase == PHASE_PLAY
        return not self._active[opp] and not self.rebel[opp]

    def _may_answer(self, seat: int) -> bool:
        """May ``seat`` beat the current top when the turn reaches it?"""
        mode = self._top_mode
        if mode == SCRAMBLE:
            return True
        if mode == DEADLY:
            return False
        if self._headless(seat):
            return True
        if mode == GOUJI:
            return seat == (self._top_seat + 3) % 6  # the 对头
        # R-ANSWER: a seat that passed may answer again only its 对头's hand
        return not self._passed[seat] or (seat + 3) % 6 == self._top_seat

    def _may_let(self, seat: int) -> bool:
        """R-LET."""
        top = self._top_seat
        if self._top_mode != FREE or self._let_seat >= 0 or top != opposite(seat):
            return False
        assert self._top_play is not None
        if play_is_gouji(self._top_play):
            return False
        s = (top + 1) % 6
        while s != seat:
            if self._active[s] and not self._passed[s]:
                return False
            s = (s + 1) % 6
        return True

    # ----- legal plays ----------------------------------------------------

    def _legal_plays(self) -> list[Play]:
        """The plays (or burn first hands) open to ``to_act`` now."""
        seat = self.to_act
        assert seat is not None
        counts = self._rc[seat]
        bie_san = self.rules.bie_san
        if self.decision == LEAD:
            if self.burner == seat:
                return burn_leads(counts, bie_san)
            return lead_plays(counts, bie_san)
        assert self._top_play is not None
        if self.decision == BURN_OFFER:
            return burn_first_plays(counts, self._top_play, bie_san)
        return beating_plays(counts, self._top_play)

    def _other_kinds(self) -> list[ActionKind]:
        """The non-play decisions open to ``to_act`` (pass, let)."""
        if self.decision == LEAD:
            return []
        if self.decision == ANSWER:
            assert self.to_act is not None
            return [PASS, LET] if self._may_let(self.to_act) else [PASS]
        return [PASS]

    # ----- transitions ----------------------------------------------------

    def _do_play(
        self, seat: int, p: Play, cards: tuple[Card, ...], burn: bool, ev: list[Event] | None
    ) -> None:
        """``seat`` plays ``p`` (as ``cards``, already taken from its hand);
        with ``ev`` None no events are made (the AI's unchecked steps)."""
        beaten = self._top_seat if self.decision != LEAD else -1
        earns_deadly = False
        if beaten >= 0:
            if self.burner == beaten and self.burner != seat:
                if ev is not None:
                    ev.append(Event(EventKind.BURN_BROKEN, beaten, target=seat))
                self.burner = -1
            if self._top_men:  # R-MEN
                self._men_done[beaten] = True
                self.men.append((beaten, seat))
                if ev is not None:
                    ev.append(Event(EventKind.MEN, beaten, target=seat))
            # R-DEADLY (底牌): the 对头's beat of 头科's or 二科's last gouji hand is itself deadly
            earns_deadly = self._top_tk and seat == opposite(beaten)
        if burn:
            self.burner = seat
            self._burn_victim = beaten
            if ev is not None:
                ev.append(Event(EventKind.BURN, seat, self._top_cards, target=beaten))
        self._let_seat = -1
        self._offers = []
        self.played.append((seat, cards))
        rc = self._rc[seat]
        left = sum(rc)
        gouji = play_is_gouji(p)
        # headedness is fixed when the hand is played, before the player goes out
        headed = not self._headless(seat)
        after: list[Event] | None = None if ev is None else []
        if left == 0:
            self._go_out(seat, after)
        if self.phase == PHASE_OVER:
            if ev is not None:
                ev.append(_play_event(seat, cards, beaten, burn, gouji, False))
            if play_counts_for_opening(p) and not self._has_opened[seat]:  # R-OPEN: the game's last hand
                self._has_opened[seat] = True
                if ev is not None:
                    ev.append(Event(EventKind.OPENED, seat, cards))
            if ev is not None and after:
                ev.extend(after)
            return
        if not earns_deadly and (self._scramble or not gouji):
            mode = SCRAMBLE if self._scramble else FREE  # _play_mode's plain case, as most hands are
        else:
            mode, earns_deadly = self._play_mode(seat, gouji, headed, earns_deadly, after)
        if ev is not None:
            ev.append(_play_event(seat, cards, beaten, burn, gouji, mode == DEADLY))
            if after:
                ev.extend(after)

        self._top_seat = seat
        self._top_play = p
        self._top_cards = cards
        self._top_mode = mode
        # R-MEN: only 3s left; if this hand is beaten, the player is 闷
        self._top_men = self.rules.bie_san and 0 < left == rc[THREE] and not self._men_done[seat]
        # R-DEADLY (底牌): 头科 or 二科 went out with a gouji hand, outside the scramble
        first_edition = self._edition == FIRST_EDITION
        self._top_tk = left == 0 and len(self._out_order) <= (1 if first_edition else 2) and gouji
        self._top_tk = self._top_tk and not self._scramble

        # R-BURN: offered against a headed player's gouji hand, and against the
        # deadly beat of R-DEADLY although its player is now headless
        if mode in (GOUJI, DEADLY) and (headed or earns_deadly):
            self._offers = self._burn_candidates(seat)
        self._next_after_play(seat, ev)

    def _play_mode(
        self, seat: int, gouji: bool, headed: bool, earns_deadly: bool, after: list[Event] | None
    ) -> tuple[TopMode, bool]:
        """How the hand ``seat`` just played may be answered, and whether it
        still earns R-DEADLY's burn offer (edition 1 defers it to the next hand)."""
        first_edition = self._edition == FIRST_EDITION
        mode = FREE
        if self._scramble:
            mode = SCRAMBLE
        elif earns_deadly and not first_edition:
            mode = DEADLY
        elif gouji:
            mode = GOUJI if headed else FREE
            if self._head_left[seat] > 0:  # R-HEAD: 要头's first three gouji hands are deadly
                mode = DEADLY
                self._head_left[seat] -= 1
                if self._head_left[seat] == 0 and after is not None:
                    after.append(Event(EventKind.HEADLESS, seat))
            elif first_edition and self._deadly_next[seat]:  # edition 1: the next gouji hand
                mode = DEADLY
                self._deadly_next[seat] = False
        if first_edition and earns_deadly:
            self._deadly_next[seat] = True
            earns_deadly = False
        return mode, earns_deadly

    def _burn_candidates(self, seat: int) -> list[int]:
        """R-BURN priority: the player's teammates, then his opponents (not his
        对头), each in turn order after him; only seats that can burn."""
        assert self._top_play is not None
        out = []
        for s in _BURN_ORDER[seat]:
            if (
                self._active[s]
                and not self._headless(s)
                and can_burn(self._rc[s], self._top_play, self.rules.bie_san)
            ):
                out.append(s)
        return out

    def _next_after_play(self, seat: int, ev: list[Event] | None) -> None:
        if self._offers:
            self.decision = BURN_OFFER
            self.to_act = self._offers.pop(0)
        else:
            self._advance(seat, ev)

    def _advance(self, from_seat: int, ev: list[Event] | None) -> None:
        """Move the turn on from ``from_seat`` (R-ANSWER, R-LET, R-WIN)."""
        s = from_seat
        top, active = self._top_seat, self._active
        for _ in range(6):
            s = (s + 1) % 6
            if s == top:
                if self._let_seat >= 0:
                    self.decision = LET_RETURN
                    self.to_act = self._let_seat
                    return
                self._win_round(ev)
                return
            if active[s] and self._may_answer(s):
                self.decision = ANSWER
                self.to_act = s
                return
        raise AssertionError("the turn did not come back to the top player")

    def _do_pass(self, seat: int, ev: list[Event] | None) -> None:
        decision = self.decision
        if decision == BURN_OFFER:
            if ev is not None:
                ev.append(Event(EventKind.DECLINE, seat, private=True))
            if self._offers:
                self.to_act = self._offers.pop(0)
            else:
                self._advance(self._top_seat, ev)
            return
        self._passed[seat] = True
        if ev is not None:
            ev.append(Event(EventKind.PASS, seat))
        if decision == LET_RETURN:
            self._let_seat = -1
            self._win_round(ev)  # R-LET: if Q passes, the top player wins at once
        else:
            self._advance(seat, ev)

    def _do_let(self, seat: int, ev: list[Event] | None) -> None:
        self._let_seat = seat
        if ev is not None:
            ev.append(Event(EventKind.LET, seat, target=self._top_seat))
        self._advance(seat, ev)

    def _win_round(self, ev: list[Event] | None) -> None:
        """R-WIN (and R-OPEN); the lead goes to the winner or, if he is out, to
        the next active seat (接风)."""
        winner = self._top_seat
        assert self._top_play is not None
        if ev is not None:
            ev.append(Event(EventKind.ROUND_WON, winner, self._top_cards))
        if play_counts_for_opening(self._top_play) and not self._has_opened[winner]:
            self._has_opened[winner] = True
            if ev is not None:
                ev.append(Event(EventKind.OPENED, winner, self._top_cards))
        self._clear_round()
        leader = winner
        while not self._active[leader]:
            leader = (leader + 1) % 6
        if leader != winner and ev is not None:
            ev.append(Event(EventKind.TAKES_LEAD, leader, target=winner))
        # R-SCRAMBLE: begins with the first lead after four or fewer seats are active
        if not self._scramble and sum(self._active) <= 4:
            self._scramble = True
            if ev is not None:
                ev.append(Event(EventKind.SCRAMBLE))
        self.decision = LEAD
        self.to_act = leader

    def _go_out(self, seat: int, ev: list[Event] | None) -> None:
        """R-OUT and R-END."""
        self._active[seat] = False
        self._out_order.append(seat)
        self._last_out = seat
        if ev is not None:
            ev.append(Event(EventKind.OUT, seat, value=self._places_so_far().index(seat)))
        if self.burner == seat:  # R-BURN: went out along the chain
            self.burns.append((seat, self._burn_victim))
            if ev is not None:
                ev.append(Event(EventKind.BURN_SUCCESS, seat, target=self._burn_victim))
            self.burner = -1
        teams = {team_of(s) for s in range(6) if self._active[s]}
        if len(teams) <= 1:
            self._finish(ev)
            return
        # R-HEADLESS; the round goes on under the ordinary rules even when this
        # leaves four active seats (R-SCRAMBLE starts at the next lead)
        opp = opposite(seat)
        if self._edition == FIRST_EDITION and not self._scramble and sum(self._active) <= 4:
            self._scramble = True  # edition 1: the scramble began at once, mid-round
            if ev is not None:
                ev.append(Event(EventKind.SCRAMBLE))
        elif not self._scramble and self._active[opp] and ev is not None:
            ev.append(Event(EventKind.HEADLESS, opp))

    def _finish(self, ev: list[Event] | None) -> None:
        """R-END: the rest take places by fewest cards, ties in turn order from
        the next active seat after the last one out."""
        rest = []
        s = self._last_out
        for _ in range(6):
            s = (s + 1) % 6
            if self._active[s]:
                rest.append(s)
        rest.sort(key=lambda seat: sum(self._rc[seat]))  # stable: keeps turn order on ties
        self._end_order = rest
        for s in rest:
            self._active[s] = False
        self.phase = PHASE_OVER
        self.to_act = None
        self._offers = []
        if ev is None:
            return
        places = self._places_so_far()
        ev.append(
            Event(
                EventKind.GAME_OVER,
                value=1 if self._chuan3() else 0,
                cards=(),
                info=" ".join(map(str, places)),
            )
        )

    # ----- places and scores (§9) ------------------------------------------

    def _places_so_far(self) -> list[int]:
        """Seats in place order; a rebel appears once its held place is reached."""
        order = self._out_order + self._end_order
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

    def _chuan3(self) -> bool:
        """R-CHUAN3: one team holds 头科, 二科 and 三科."""
        places = self._places_so_far()
        return len(places) >= 3 and team_of(places[0]) == team_of(places[1]) == team_of(places[2])

    def _seat_scores(self) -> list[int] | None:
        if self.phase != PHASE_OVER:
            return None
        factor = 2 if self._chuan3() else 1
        scores = [0] * 6
        for i, s in enumerate(self._places_so_far()):
            scores[s] = SCORES[i] * factor
        return scores


def _play_event(
    seat: int, cards: tuple[Card, ...], beaten: int, burn: bool, gouji: bool, deadly: bool
) -> Event:
    flags = set()
    if beaten < 0:
        flags.add("lead")
    if burn:
        flags.add("burn")
    if gouji:
        flags.add("gouji")
    if deadly:
        flags.add("deadly")
    return Event(EventKind.PLAY, seat, cards, target=beaten if beaten >= 0 else None, flags=frozenset(flags))
