"""One game (一局): the public face over the round machine and the phases
before play.  A game is (rules, deal, actions) and replays exactly."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from .actions import BURN, LET, PASS, PLAY, Action, Event
from .cards import BY_INDEX, THREE, Card, format_cards, parse_cards, rank_counts, team_of, with_suits
from .errors import IllegalAction, IllegalHand
from .hands import Hand, Play, beating_plays, play_cards, play_of_counts, play_size, profile
from .kinds import Phase
from .persist import GameRecord
from .prelude import EXCHANGE_KINDS, Prelude
from .rules import Rules
from .state import ANSWER, BURN_OFFER, LEAD, PHASE_OVER, PHASE_PLAY, PHASE_REVOLT
from .tribute import Tribute, tribute_owed
from .view import GameView


class Game(Prelude, GameRecord):
    """One game of Gouji.

    >>> g = Game.from_hands([parse_cards(h) for h in ["8 9", "10", "J", "Q", "K", "A"]], leader=0)
    >>> g.to_act, [str(a) for a in g.legal_actions()]
    (0, ['seat 0 plays 8', 'seat 0 plays 9'])
    >>> [e.text() for e in g.apply(Action.play(0, "9"))]
    ['seat 0 leads 9S']
    >>> g.to_act
    1
    """

    __slots__ = ("_legal", "_legal_plays")

    def __init__(self) -> None:
        self._legal: list[Action] | None = None
        self._legal_plays: set[Play] | None = None

    # ----- construction ---------------------------------------------------

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Iterable[Card | str] | str],
        leader: int,
        rules: Rules | None = None,
        declared: Sequence[bool] | None = None,
    ) -> Game:
        """A fixed deal that starts at the first lead by ``leader``; no tribute,
        宣点, 买三 or 革命 phase.  Bare ranks get suits S, H, C, D in turn."""
        rules = rules or Rules()
        card_lists = [_as_cards(h) for h in hands]
        if len(card_lists) != 6 or any(not h for h in card_lists):
            raise ValueError("from_hands needs six non-empty hands")
        if not 0 <= leader < 6:
            raise ValueError("leader must be a seat 0..5")
        decl = [bool(x) for x in (declared or [False] * 6)]
        if len(decl) != 6:
            raise ValueError("declared needs six flags")
        game = cls()
        game.init_empty(rules)
        for seat, cards in enumerate(card_lists):
            for card in with_suits(cards):
                game.give(seat, card)
        game.declared = decl
        game.start = {
            "hands": [format_cards(game.cards_of(s)) for s in range(6)],
            "leader": leader,
            "declared": decl,
        }
        game.phase = PHASE_PLAY
        game.decision = LEAD
        game.to_act = leader
        return game

    @classmethod
    def new(
        cls,
        seed: int,
        rules: Rules | None = None,
        tribute: Sequence[Tribute] | None = None,
        first_from: int = 0,
    ) -> Game:
        """A shuffled deal from ``seed``, then every phase of RULES.md §7 as
        decisions of the seats.  In a match, ``tribute`` is what the previous
        game owes (paid first) and ``first_from`` its 大落 (R-FIRST's ties)."""
        rules = rules or Rules()
        if not 0 <= first_from < 6:
            raise ValueError("first_from must be a seat 0..5")
        game = cls()
        game.init_empty(rules)
        game.start = {"seed": int(seed)}
        tribute = list(tribute or []) if rules.tribute else []
        if tribute:
            game.start["tribute"] = [t.to_json() for t in tribute]
        if first_from:
            game.start["first_from"] = first_from
        game.begin_deal(int(seed), tribute, first_from)
        return game

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Iterable[Card | str] | str],
        seed: int = 0,
        rules: Rules | None = None,
        tribute: Sequence[Tribute] | None = None,
        first_from: int = 0,
    ) -> Game:
        """Like :meth:`new`, but the first deal is ``hands`` (any sizes; for tests
        and puzzles); a void deal is redealt from ``seed``."""
        rules = rules or Rules()
        cards = [with_suits(_as_cards(h)) for h in hands]
        if len(cards) != 6 or any(not h for h in cards):
            raise ValueError("from_deal needs six non-empty hands")
        game = cls()
        game.init_empty(rules)
        deal = [format_cards(sorted(h)) for h in cards]
        game.start = {"deal": deal, "seed": int(seed)}
        tribute = list(tribute or []) if rules.tribute else []
        if tribute:
            game.start["tribute"] = [t.to_json() for t in tribute]
        if first_from:
            game.start["first_from"] = first_from
        game.begin_deal(int(seed), tribute, first_from, deal)
        return game

    def copy(self) -> Game:
        """An independent copy (O(state))."""
        other = Game()
        self.copy_state_into(other)
        return other

    # ----- reading --------------------------------------------------------

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds, low to high."""
        return self.cards_of(seat)

    def card_count(self, seat: int) -> int:
        return self.count(seat)

    @property
    def top(self) -> tuple[int, Hand] | None:
        """The last hand of this round and who played it."""
        if self.top_play is None:
            return None
        return self.top_seat, Hand(self.top_cards, self.top_play)

    @property
    def finished(self) -> bool:
        return self.phase == PHASE_OVER

    @property
    def places(self) -> list[int]:
        """Seats with a place so far, 头科 first; all six once finished."""
        return self.places_so_far()

    @property
    def scores(self) -> list[int] | None:
        """R-SCORE per seat, doubled on 串三户; None until finished."""
        return self.seat_scores()

    @property
    def is_chuan3(self) -> bool:
        return self.finished and self.chuan3()

    def opened(self, seat: int) -> bool:
        """R-OPEN (and R-REVOLT: a rebel never, its 对头 always)."""
        return self.opened_flags()[seat]

    def opened_flags(self) -> list[bool]:
        flags = list(self.has_opened)
        for s in range(6):
            if self.rebel[s]:
                flags[s] = False
                flags[(s + 3) % 6] = True
        return flags

    def is_headless(self, seat: int) -> bool:
        """R-HEADLESS for an active seat in play (false in the scramble)."""
        return self.phase == PHASE_PLAY and self.active[seat] and self.headless(seat)

    def is_active(self, seat: int) -> bool:
        return self.active[seat] and not self.rebel[seat]

    def tribute_owed(self) -> list[Tribute]:
        """What this game's result makes the seats pay next game (§11)."""
        if not self.finished:
            return []
        return tribute_owed(self)

    def view(self, seat: int) -> GameView:
        """What ``seat`` may know: see :class:`GameView`."""
        heads = tuple(self.is_headless(s) for s in range(6))
        return GameView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            decision=self.decision if self.phase == PHASE_PLAY else self.phase,
            # R-REVOLT: only seats without 2s and jokers are asked, so whom the
            # offer waits on is private to that seat (§7: offers are private)
            to_act=self.to_act if self.phase != PHASE_REVOLT or self.to_act == seat else None,
            hand=tuple(self.cards_of(seat)),
            counts=tuple(sum(r) for r in self.rc),
            top_seat=self.top_seat if self.top_seat >= 0 else None,
            top_cards=self.top_cards,
            top_mode=self.top_mode,
            passed=tuple(self.passed),
            let_seat=self.let_seat if self.let_seat >= 0 else None,
            burner=self.burner if self.burner >= 0 else None,
            burn_victim=self.burn_victim if self.burner >= 0 else None,
            active=tuple(self.active),
            rebel=tuple(self.rebel),
            places=tuple(self.places_so_far()),
            out_order=tuple(self.out_order),
            declared=tuple(self.declared),
            opened=tuple(self.opened_flags()),
            headless=heads,
            head_left=tuple(self.head_left),
            deadly_beat=self.top_tk,
            scramble=self.scramble,
            men=tuple(self.men),
            burns=tuple(self.burns),
            played=tuple(self.played),
            log=tuple(_seen(e, seat) for e in self.events if not e.private or e.seat == seat),
            exchanges=self.exchanges_seen(seat),
            returns=tuple((r, g) for r, g in self.prelude.returns) if self.phase == Phase.RETURN else (),
            return_restricted=self.phase == Phase.RETURN
            and bool(self.prelude.returns)
            and self.rules.no_return_single
            and team_of(self.prelude.returns[0][0]) != team_of(self.prelude.returns[0][1]),
        )

    # ----- deciding -------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal decision of ``to_act``; plays differing only in suits once."""
        if self._legal is not None:
            return list(self._legal)
        seat = self.to_act
        if seat is None:
            acts: list[Action] = []
        elif self.phase != PHASE_PLAY:
            acts = self.prelude_actions()
        else:
            kind = BURN if self.decision == BURN_OFFER else PLAY
            plays = self.legal_plays()
            self._legal_plays = set(plays)
            acts = [Action(kind, seat, play_cards(p)) for p in plays]
            acts.extend(Action(k, seat) for k in self.other_kinds())
        self._legal = acts
        return list(acts)

    def apply(self, action: Action) -> list[Event]:
        """Apply one decision of ``to_act``; returns what happened.

        Raises :class:`IllegalAction` with the reason, leaving the game as it was.
        """
        if not isinstance(action, Action):
            raise IllegalAction("not_action", f"not an action: {action!r}")
        if self.to_act is None:
            raise IllegalAction("game_over", "the game is over")
        seat = action.seat
        if seat != self.to_act:
            raise IllegalAction(
                "not_your_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s", seat=self.to_act
            )
        ev: list[Event] = []
        if self.phase != PHASE_PLAY:
            recorded = self.apply_prelude(action, ev)
        else:
            recorded = self._apply_play(action, ev)
        self._legal = None
        self._legal_plays = None
        self.history.append(recorded)
        self.events.extend(ev)
        return ev

    def _apply_play(self, action: Action, ev: list[Event]) -> Action:
        seat, kind, decision = action.seat, action.kind, self.decision
        if kind in (PLAY, BURN):
            if kind == BURN and decision != BURN_OFFER:
                raise IllegalAction("no_burn", "no burn is open to you now")
            if kind == PLAY and decision == BURN_OFFER:
                raise IllegalAction("burn_offer", "you may burn or decline the burn now")
            concrete, p = self._check_play(seat, action.cards)
            for card in concrete:
                self.take(seat, card)
            self.do_play(seat, p, concrete, kind == BURN, ev)
            return Action(kind, seat, concrete)
        if kind == PASS:
            if decision == LEAD:
                raise IllegalAction("must_lead", "you lead this round: play a hand")
            self.do_pass(seat, ev)
        elif kind == LET:
            if decision != ANSWER or not self.may_let(seat):
                raise IllegalAction(
                    "no_let",
                    "you may let (让牌) only a non-gouji hand of your 对头 "
                    "after the seats between you passed",
                )
            self.do_let(seat, ev)
        else:
            raise IllegalAction("wrong_phase", f"cannot {kind} during play")
        return Action(kind, seat)

    def _check_play(self, seat: int, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], Play]:
        if not cards:
            raise IllegalAction("empty", "choose the cards to play")
        concrete = self.resolve_cards(seat, cards)
        try:
            p = play_of_counts(rank_counts(cards), self.rules.bie_san)
        except IllegalHand as e:
            raise IllegalAction(e.code, e.message, **e.params) from None
        if self._legal_plays is None:
            self._legal_plays = set(self.legal_plays())
        if p in self._legal_plays:
            return concrete, p
        raise self._why_not(seat, p, cards)

    def _why_not(self, seat: int, p: Play, cards: tuple[Card, ...]) -> IllegalAction:
        text = format_cards(cards)
        if self.decision == LEAD:
            if self.rules.bie_san and p[0] == THREE:
                return IllegalAction(
                    "bie3_last", "with 憋三, 3s are played last, as your whole remaining hand"
                )
            if self.burner == seat:
                return IllegalAction(
                    "burn_chain_lead",
                    "you are burning: every hand but your last must hold a joker, "
                    "and the cards left must still go out that way",
                )
            return IllegalAction("illegal", f"{text} cannot be led now", cards=text)
        assert self.top_play is not None
        top = format_cards(self.top_cards)
        if play_size(p) != play_size(self.top_play):
            n = play_size(self.top_play)
            return IllegalAction(
                "wrong_size", f"the top is {n} cards ({top}): answer with {n} cards", n=n, top=top
            )
        if profile(self.top_play)[0]:
            return IllegalAction("unbeatable", f"nothing beats {top}: it holds a big joker", top=top)
        if p not in beating_plays(self.rc[seat], self.top_play):
            return IllegalAction("too_low", f"{text} does not beat {top}", cards=text, top=top)
        return IllegalAction(
            "burn_chain",
            "to burn, the cards left after this hand must go out as a chain: "
            "every hand but the last needs a joker",
        )

    def resolve_cards(self, seat: int, cards: Iterable[Card]) -> tuple[Card, ...]:
        """The concrete cards of ``seat`` that ``cards`` name (bare ranks take
        suits S, H, C, D in turn); IllegalAction when it does not hold them."""
        sc, rc = self.sc[seat], self.rc[seat]
        cards = list(cards)
        need = [0] * 15
        used = [0] * 54
        for c in cards:
            need[c.rank] += 1
            if c.index >= 0:
                used[c.index] += 1
        for r in range(15):
            if need[r] > rc[r]:
                missing = format_cards(cards)
                raise IllegalAction("not_held", f"you do not hold {missing}", cards=missing)
        for i in range(54):
            if used[i] > sc[i]:
                raise IllegalAction("not_held", f"you do not hold {BY_INDEX[i]}", cards=str(BY_INDEX[i]))
        concrete = []
        for c in cards:
            if c.index >= 0:
                concrete.append(c)
                continue
            base = c.rank * 4
            for i in range(base, base + 4):
                if used[i] < sc[i]:
                    used[i] += 1
                    concrete.append(BY_INDEX[i])
                    break
        return tuple(sorted(concrete))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    def __repr__(self) -> str:
        who = (
            "finished" if self.to_act is None else f"seat {self.to_act} to act ({self.phase}/{self.decision})"
        )
        return f"<Game {who}, {len(self.history)} actions>"


def _seen(e: Event, seat: int) -> Event:
    """Cards that changed hands before play are seen only by the two seats."""
    if e.kind in EXCHANGE_KINDS and e.cards and seat not in (e.seat, e.target):
        return replace(e, cards=())
    return e


def _as_cards(hand: Iterable[Card | str] | str) -> list[Card]:
    if isinstance(hand, str):
        return parse_cards(hand)
    return [Card.parse(c) if isinstance(c, str) else c for c in hand]
