"""What the table shows, moved along event by event as the animations play,
so the screen always shows what the engine did, in order.  After a batch of
events the model is checked against the engine's view (``sync``)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from gouji_desktop.app.i18n import cards_text, seat_name, tr
from gouji_desktop.engine import Card, Event, GameView

TOTALS = {11: 16, 12: 16, 13: 4, 14: 4}  # A, 2, SJ, BJ in four decks


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
    if k == "play" and s is not None:
        snap.counts[s] += len(ev.cards)
        if s == 0:
            snap.hand.extend(ev.cards)
    elif k in ("tribute", "return") and s is not None and t is not None:
        n = len(ev.cards) or int(ev.value or 1)
        snap.counts[s] += n
        snap.counts[t] -= n
        if s == 0:
            snap.hand.extend(ev.cards)
        if t == 0:
            _remove(snap.hand, ev.cards)
    elif k == "buy3" and s is not None and t is not None and len(ev.cards) == 2:
        three, paid = ev.cards
        if s == 0:
            snap.hand.remove(three) if three in snap.hand else None
            snap.hand.append(paid)
        if t == 0:
            snap.hand.remove(paid) if paid in snap.hand else None
            snap.hand.append(three)
    elif k == "ask3" and s is not None and t is not None:
        snap.counts[s] -= 1
        snap.counts[t] += 1
        if s == 0:
            _remove(snap.hand, ev.cards)
        if t == 0:
            snap.hand.extend(ev.cards)
    snap.hand.sort()


def snapshots(events: list[Event], final: Snapshot) -> list[Snapshot]:
    """``out[0]`` is the state before the first event and ``out[i + 1]`` the state
    after event ``i``, reconstructed backwards from the final state; events up
    to the batch's last deal belong to a void deal or the deal (empty state)."""
    out = [final.copy()]
    cur = final.copy()
    last_deal = max((i for i, e in enumerate(events) if e.kind == "deal"), default=-1)
    for i in range(len(events) - 1, -1, -1):
        if i <= last_deal:
            cur = Snapshot([], [0] * 6)
        else:
            undo(events[i], cur)
        out.append(cur.copy())
    out.reverse()
    return out


@dataclass
class TableModel:
    hand: list[Card] = field(default_factory=list)
    counts: list[int] = field(default_factory=lambda: [0] * 6)
    shown: list[object] = field(default_factory=lambda: [None] * 6)  # cards tuple, "pass", "let"
    top_seat: int | None = None
    declared: list[bool] = field(default_factory=lambda: [False] * 6)
    opened: list[bool] = field(default_factory=lambda: [False] * 6)
    headless: list[bool] = field(default_factory=lambda: [False] * 6)
    rebel: list[bool] = field(default_factory=lambda: [False] * 6)
    burner: int | None = None
    places: list[int | None] = field(default_factory=lambda: [None] * 6)
    played: list[int] = field(default_factory=lambda: [0] * 15)
    scramble: bool = False
    log: deque[str] = field(default_factory=lambda: deque(maxlen=80))
    tributes: list[Event] = field(default_factory=list)
    hidden: set[int] = field(default_factory=set)  # seats whose shown cards are in flight

    def reset(self) -> None:
        fresh = TableModel()
        fresh.log = self.log
        self.__dict__.update(fresh.__dict__)

    def restore(self, view: GameView) -> None:
        """Rebuild the table from the engine's log without animating it (a
        resumed game, a replay stepped back): each seat's last hand of the
        round, the tribute of this deal, the log lines; then match the view."""
        self.log.clear()
        for ev in view.log:
            self.note(ev)
            k, s = ev.kind, ev.seat
            if k == "deal":
                self.shown, self.top_seat, self.tributes = [None] * 6, None, []
            elif k == "tribute":
                self.tributes.append(ev)
            elif k == "play" and s is not None:
                self.shown[s], self.top_seat = tuple(ev.cards), s
            elif k in ("pass", "let") and s is not None:
                self.shown[s] = k
            elif k == "round_won":
                self.shown, self.top_seat = [None] * 6, None
        self.hidden.clear()
        self.sync(view)

    def set_snapshot(self, snap: Snapshot) -> None:
        self.hand = sorted(snap.hand)
        self.counts = [max(0, c) for c in snap.counts]

    def sync(self, view: GameView) -> None:
        """Match the engine's view exactly (after the animations of a batch)."""
        self.hand = sorted(view.hand)
        self.counts = list(view.counts)
        self.declared = list(view.declared)
        self.opened = list(view.opened) if view.phase in ("play", "over") else [False] * 6
        self.headless = list(view.headless)
        self.rebel = list(view.rebel)
        self.burner = view.burner
        self.scramble = view.scramble
        self.places = [None] * 6
        for i, s in enumerate(view.places):
            self.places[s] = i
        played = [0] * 15
        for _, cards in view.played:
            for c in cards:
                played[c.rank] += 1
        self.played = played

    def still_out(self, rank: int) -> int:
        """Cards of ``rank`` not yet played and not in seat 0's hand (记牌器)."""
        mine = sum(1 for c in self.hand if c.rank == rank)
        return max(0, TOTALS[rank] - self.played[rank] - mine)

    def note(self, ev: Event) -> None:
        """Add the event's line to the log."""
        line = log_line(ev)
        if line:
            self.log.append(line)


def log_line(ev: Event) -> str:
    name, target = seat_name(ev.seat), seat_name(ev.target)
    k = ev.kind
    if k == "play":
        key = "log.lead" if ev.target is None else "log.beat"
        return tr(key, name=name, cards=cards_text(ev.cards))
    if k == "has_opened":
        return tr("log.opened", name=name)
    if k == "out":
        return tr("log.out", name=name, place=tr(f"place.{ev.value}"))
    if k == "tribute":
        return tr("log.tribute", name=name, target=target, kind=tr(f"trib.{ev.info}"), n=ev.value)
    if k in ("decline",):
        return ""
    key = f"log.{k}"
    from gouji_desktop.app.i18n import has

    return tr(key, name=name, target=target) if has(key) else ""
