"""What the table shows, moved along event by event as the animations play,
so the screen always shows what the engine did, in order.  After a batch of
events the model is checked against the engine's view (``sync``)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from gouji_desktop.app.i18n import cards_text, has, seat_name, tr
from gouji_desktop.app.table.arrange import HandOrder
from gouji_desktop.engine import Card, Event, EventKind, GameView, Phase, TopMode

#: cards of each rank in four decks: 16 of 3 … 2, 4 small and 4 big jokers
TOTALS = {**dict.fromkeys(range(13), 16), 13: 4, 14: 4}


@dataclass
class Snapshot:
    """Seat 0's hand and every seat's card count at one moment."""

    hand: list[Card]
    counts: list[int]

    def copy(self) -> Snapshot:
        return Snapshot(list(self.hand), list(self.counts))


def _remove(hand: list[Card], cards: tuple[Card, ...]) -> None:
    for c in cards:
        if c in hand:
            hand.remove(c)


def undo(ev: Event, snap: Snapshot) -> None:
    """Turn the state after ``ev`` into the state before it (hand and counts)."""
    k, s, t = ev.kind, ev.seat, ev.target
    if k == EventKind.PLAY and s is not None:
        snap.counts[s] += len(ev.cards)
        if s == 0:
            snap.hand.extend(ev.cards)
    elif k in (EventKind.TRIBUTE, EventKind.RETURN) and s is not None and t is not None:
        n = len(ev.cards) or int(ev.value or 1)
        snap.counts[s] += n
        snap.counts[t] -= n
        if s == 0:
            snap.hand.extend(ev.cards)
        if t == 0:
            _remove(snap.hand, ev.cards)
    elif k == EventKind.BUY3 and s is not None and t is not None and len(ev.cards) == 2:
        three, paid = ev.cards
        if s == 0:
            snap.hand.remove(three) if three in snap.hand else None
            snap.hand.append(paid)
        if t == 0:
            snap.hand.remove(paid) if paid in snap.hand else None
            snap.hand.append(three)
    elif k == EventKind.ASK3 and s is not None and t is not None:
        snap.counts[s] -= 1
        snap.counts[t] += 1
        if s == 0:
            _remove(snap.hand, ev.cards)
        if t == 0:
            snap.hand.extend(ev.cards)
    snap.hand.sort()


#: what the engine tells just before the play that causes it (R-MEN, R-BURN): shown after it lands
CUES_OF_THE_NEXT_PLAY = (EventKind.BURN_BROKEN, EventKind.MEN, EventKind.BURN)


def in_shown_order(events: list[Event]) -> list[Event]:
    """The events in the order the table shows them: the engine logs 闷, 解烧
    and 烧 before the beating hand; on the table they follow it, so the player
    sees who did it before the word pops up.

    >>> from gouji_desktop.engine import Event, EventKind
    >>> evs = [Event(EventKind.MEN, 1, target=2), Event(EventKind.PLAY, 2), Event(EventKind.PASS, 3)]
    >>> [e.kind.name for e in in_shown_order(evs)]
    ['PLAY', 'MEN', 'PASS']
    """
    out: list[Event] = []
    held: list[Event] = []
    for ev in events:
        if ev.kind in CUES_OF_THE_NEXT_PLAY:
            held.append(ev)
            continue
        if ev.kind == EventKind.PLAY:
            out.append(ev)
        out.extend(held)
        held = []
        if ev.kind != EventKind.PLAY:
            out.append(ev)
    return out + held


def snapshots(events: list[Event], final: Snapshot) -> list[Snapshot]:
    """``out[0]`` is the state before the first event and ``out[i + 1]`` the state
    after event ``i``, reconstructed backwards from the final state; events up
    to the batch's last deal belong to a void deal or the deal (empty state)."""
    out = [final.copy()]
    cur = final.copy()
    last_deal = max((i for i, e in enumerate(events) if e.kind == EventKind.DEAL), default=-1)
    for i in range(len(events) - 1, -1, -1):
        if i <= last_deal:
            cur = Snapshot([], [0] * 6)
        else:
            undo(events[i], cur)
        out.append(cur.copy())
    out.reverse()
    return out


@dataclass
class RoundEntry:
    """One thing a seat did in a round, as the 上一轮 overlay tells it."""

    seat: int
    kind: EventKind  # PLAY, PASS, LET or BURN
    cards: tuple[Card, ...] = ()
    mode: TopMode = TopMode.FREE


@dataclass
class TableModel:
    """What the table shows now.  Each seat's last hand of the round stays on
    the table until the round is won, with 过/让 beside it when the seat then
    passed or let; the round before is kept for the 上一轮 overlay."""

    hand: list[Card] = field(default_factory=list)
    counts: list[int] = field(default_factory=lambda: [0] * 6)
    shown: list[tuple[Card, ...] | None] = field(default_factory=lambda: [None] * 6)
    marks: list[EventKind | None] = field(default_factory=lambda: [None] * 6)  # PASS / LET beside it
    modes: list[TopMode] = field(default_factory=lambda: [TopMode.FREE] * 6)  # of each shown hand
    top_seat: int | None = None
    declared: list[bool] = field(default_factory=lambda: [False] * 6)
    opened: list[bool] = field(default_factory=lambda: [False] * 6)
    headless: list[bool] = field(default_factory=lambda: [False] * 6)
    rebel: list[bool] = field(default_factory=lambda: [False] * 6)
    burner: int | None = None
    burn_victim: int | None = None
    places: list[int | None] = field(default_factory=lambda: [None] * 6)
    played: list[int] = field(default_factory=lambda: [0] * 15)
    scramble: bool = False
    log: deque[Event] = field(default_factory=lambda: deque(maxlen=80))  # told in the language of the moment
    tributes: list[Event] = field(default_factory=list)
    first_lead_shown: bool = False  # the pre-play phases are over on the table (上班 shown)
    hidden: set[int] = field(default_factory=set)  # seats whose shown cards are in flight
    received: list[Card] = field(default_factory=list)  # seat 0's tribute and returns, until it plays
    this_round: list[RoundEntry] = field(default_factory=list)
    last_round: list[RoundEntry] = field(default_factory=list)
    last_winner: int | None = None
    arrangement: HandOrder = field(default_factory=HandOrder)  # 理牌: kept from deal to deal

    @property
    def top_mode(self) -> TopMode:
        """How the hand on top may be answered (R-GOUJIANSWER, R-DEADLY, R-SCRAMBLE)."""
        return self.modes[self.top_seat] if self.top_seat is not None else TopMode.FREE

    def reset(self) -> None:
        fresh = TableModel()
        fresh.log = self.log
        fresh.arrangement = self.arrangement  # the sort stays, the cards' own order goes
        self.arrangement.new_deal()
        self.__dict__.update(fresh.__dict__)

    def mode_of(self, ev: Event) -> TopMode:
        """How a played hand may be answered, from the event and the table as it
        stands (headedness is fixed when the hand is played: R-GOUJIANSWER)."""
        if self.scramble:
            return TopMode.SCRAMBLE
        if TopMode.DEADLY in ev.flags:
            return TopMode.DEADLY
        if TopMode.GOUJI in ev.flags and ev.seat is not None and not self.headless[ev.seat]:
            return TopMode.GOUJI
        return TopMode.FREE

    def receive(self, ev: Event) -> None:
        """A tribute or a return seat 0 gets: marked in its hand until it plays."""
        if ev.target == 0:
            self.received.extend(ev.cards)

    def show_play(self, ev: Event) -> None:
        """``ev.seat``'s hand lands on the table and is the new top."""
        assert ev.seat is not None
        if ev.seat == 0:
            self.received = []
        mode = self.mode_of(ev)
        self.shown[ev.seat], self.marks[ev.seat], self.modes[ev.seat] = tuple(ev.cards), None, mode
        self.top_seat = ev.seat
        self.this_round.append(RoundEntry(ev.seat, EventKind.PLAY, tuple(ev.cards), mode))

    def show_mark(self, ev: Event) -> None:
        """过 or 让 beside the seat's last hand (which stays)."""
        assert ev.seat is not None
        self.marks[ev.seat] = ev.kind
        self.this_round.append(RoundEntry(ev.seat, ev.kind))

    def start_burn(self, ev: Event) -> None:
        self.burner, self.burn_victim = ev.seat, ev.target
        if ev.seat is not None:
            self.this_round.append(RoundEntry(ev.seat, EventKind.BURN, tuple(ev.cards)))

    def end_burn(self) -> None:
        self.burner = self.burn_victim = None

    def end_round(self, winner: int | None) -> None:
        """The round is won: the table is cleared, the round kept for 上一轮."""
        if self.this_round:
            self.last_round, self.last_winner = self.this_round, winner
        self.this_round = []
        self.shown, self.marks = [None] * 6, [None] * 6
        self.modes = [TopMode.FREE] * 6
        self.top_seat = None

    def restore(self, view: GameView) -> None:
        """Rebuild the table from the engine's log without animating it (a
        resumed game, a replay stepped back): each seat's last hand of the
        round with its 过/让, the round before, the tribute of this deal, the
        log; then match the view."""
        self.log.clear()
        for ev in in_shown_order(list(view.log)):
            self.note(ev)
            k, s = ev.kind, ev.seat
            if k == EventKind.DEAL:
                self.reset()
            elif k == EventKind.TRIBUTE:
                self.tributes.append(ev)
                self.receive(ev)
            elif k == EventKind.FIRST_LEAD:
                self.first_lead_shown = True
            elif k == EventKind.RETURN:
                self.receive(ev)
            elif k == EventKind.PLAY and s is not None:
                self.show_play(ev)
            elif k in (EventKind.PASS, EventKind.LET) and s is not None:
                self.show_mark(ev)
            elif k == EventKind.BURN:
                self.start_burn(ev)
            elif k in (EventKind.BURN_BROKEN, EventKind.BURN_SUCCESS):
                self.end_burn()
            elif k == EventKind.HEADLESS and s is not None:
                self.headless[s] = True
            elif k == EventKind.SCRAMBLE:
                self.scramble = True
            elif k == EventKind.ROUND_WON:
                self.end_round(s)
        self.hidden.clear()
        self.sync(view)

    def set_snapshot(self, snap: Snapshot) -> None:
        self.hand = self.arrangement.keep(snap.hand)
        self.counts = [max(0, c) for c in snap.counts]

    def sync(self, view: GameView) -> None:
        """Match the engine's view exactly (after the animations of a batch)."""
        self.first_lead_shown = self.first_lead_shown or view.phase in (Phase.PLAY, Phase.OVER)
        self.hand = self.arrangement.keep(view.hand)
        self.counts = list(view.counts)
        self.declared = list(view.declared)
        self.opened = list(view.opened) if view.phase in (Phase.PLAY, Phase.OVER) else [False] * 6
        self.headless = list(view.headless)
        self.rebel = list(view.rebel)
        self.burner = view.burner
        self.burn_victim = view.burn_victim
        self.scramble = view.scramble
        if view.top_seat is not None and view.top_seat == self.top_seat:
            self.modes[view.top_seat] = view.top_mode
        self.places = [None] * 6
        for i, s in enumerate(view.places):
            self.places[s] = i
        played = [0] * 15
        for _, cards in view.played:
            for c in cards:
                played[c.rank] += 1
        self.played = played

    def arrange(self, mode: str) -> None:
        """理牌: seat 0's hand sorted anew, by rank or by count."""
        self.arrangement.order = list(self.hand)
        self.hand = self.arrangement.sort(mode)

    def move_cards(self, picked: list[int], to: int) -> None:
        """The player moved the cards at ``picked`` before the ``to``-th of the others."""
        self.hand = self.arrangement.move(self.hand, picked, to)

    def unseen(self, rank: int) -> int:
        """Cards of ``rank`` seat 0 has not seen: not yet played and not in its
        own hand (记牌器)."""
        mine = sum(1 for c in self.hand if c.rank == rank)
        return max(0, TOTALS[rank] - self.played[rank] - mine)

    def note(self, ev: Event) -> None:
        """Keep the event for the log if it has a line to tell."""
        if log_line(ev):
            self.log.append(ev)

    def log_lines(self, last: int | None = None) -> list[str]:
        """The log, formatted now (so it follows a language change)."""
        events = list(self.log)[-last:] if last else list(self.log)
        return [log_line(ev) for ev in events]


def log_line(ev: Event) -> str:
    name, target = seat_name(ev.seat), seat_name(ev.target)
    k = ev.kind
    if k == EventKind.PLAY:
        key = "log.lead" if ev.target is None else "log.beat"
        line = tr(key, name=name, cards=cards_text(ev.cards))
        for mode, chip in ((TopMode.DEADLY, "chip.deadly"), (TopMode.GOUJI, "chip.gouji")):
            if mode in ev.flags:  # a gouji hand is marked as on the table (R-GOUJI, R-DEADLY)
                return tr("log.mark", line=line, mark=tr(chip))
        return line
    if k == EventKind.RETURN and ev.cards:  # seat 0 gave or got it: the card is named
        return tr("log.return_card", name=name, target=target, cards=cards_text(ev.cards))
    if k == EventKind.VOID_DEAL and ev.info:
        why = f"log.void_deal.{ev.info}"
        return tr(why) if has(why) else tr("log.void_deal")
    if k == EventKind.OPENED:
        return tr("log.opened", name=name)
    if k == EventKind.OUT:
        return tr("log.out", name=name, place=tr(f"place.{ev.value}"))
    if k == EventKind.TRIBUTE:
        return tr("log.tribute", name=name, target=target, kind=tr(f"trib.{ev.info}"), n=ev.value)
    if k == EventKind.DECLINE:
        return ""
    key = f"log.{k}"
    return tr(key, name=name, target=target) if has(key) else ""
