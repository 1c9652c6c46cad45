"""Events → animations on the table's timeline.

Each event becomes one timeline step; the model is moved on when the step
starts or ends, so the screen shows what the engine did, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

import pygame

from gouji_desktop.app.i18n import cards_text, has, seat_name, tr
from gouji_desktop.app.table.model import Snapshot, TableModel, in_shown_order, snapshots
from gouji_desktop.app.table.placement import place_pop, pop_box, pop_size
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.anim import (
    Animation,
    Timeline,
    arc_point,
    ease_in_cubic,
    ease_in_out_cubic,
    ease_out_back,
    lerp,
)
from gouji_desktop.app.ui.layout import TableLayout
from gouji_desktop.app.ui.sound import Sounds
from gouji_desktop.app.ui.widgets import GOLD, draw_panel
from gouji_desktop.engine import Card, Event, EventKind, GameView, TopMode

Point = tuple[float, float]


@dataclass
class Stage:
    """What the animations act on: the table's timeline and model, where
    things are (``layout()``), the sounds, the card back, and what to do when
    a batch has played.  The table scene builds one; nothing here sees it."""

    timeline: Timeline
    model: TableModel
    layout: Callable[[], TableLayout]
    sounds: Sounds
    card_back: Callable[[], int]
    after_batch: Callable[[], None]
    banners: list[Animation] = field(default_factory=list)  # big lines still showing
    pop_rects: dict[int, pygame.Rect] = field(default_factory=dict)  # where each word showing was drawn
    also_clear: Callable[[], list[pygame.Rect]] = (
        list  # more to keep free (panels up, the replay's open hands)
    )
    #: after each event shown: a computer seat's quick phrase (seat, catalogue key), or None
    talk: Callable[[Event], tuple[int, str] | None] | None = None


DURATIONS: dict[EventKind, float] = {
    EventKind.DEAL: 1.0,
    EventKind.PLAY: 0.34,
    EventKind.PASS: 0.2,
    EventKind.LET: 0.35,
    EventKind.BURN: 0.55,
    EventKind.BURN_BROKEN: 0.45,
    EventKind.BURN_SUCCESS: 0.55,
    EventKind.MEN: 0.5,
    EventKind.ROUND_WON: 0.45,
    EventKind.OPENED: 0.35,
    EventKind.OUT: 0.6,
    EventKind.TAKES_LEAD: 0.4,
    EventKind.HEADLESS: 0.3,
    EventKind.SCRAMBLE: 0.9,
    EventKind.GAME_OVER: 0.6,
    EventKind.DECLARE: 0.45,
    EventKind.BUY3: 0.8,
    EventKind.ASK3: 0.7,
    EventKind.REVOLT: 0.7,
    EventKind.HEAD: 0.5,
    EventKind.NOHEAD: 0.5,
    EventKind.VOID_DEAL: 1.0,
    EventKind.FIRST_LEAD: 0.8,
    EventKind.TRIBUTE: 0.8,
    EventKind.RETURN: 0.55,
}

#: events that move cards between two seats
EXCHANGES = (EventKind.TRIBUTE, EventKind.RETURN, EventKind.BUY3, EventKind.ASK3)


def fly_cards(
    stage: Stage,
    cards: Sequence[Card | None],
    starts: Sequence[Point],
    ends: Sequence[Point],
    size0: tuple[int, int],
    size1: tuple[int, int],
    fade: bool = False,
    lift: float = 30.0,
) -> Callable[[pygame.Surface, float], None]:
    """A draw function that moves card sprites along arcs (None = a card back)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        w = int(lerp(size0[0], size1[0], t))
        h = int(lerp(size0[1], size1[1], t))
        big = size0 if size0[0] >= size1[0] else size1
        back = cardart.back(stage.card_back(), *big)
        for card, a, b in zip(cards, starts, ends, strict=False):
            x, y = arc_point(a, b, t, lift * stage.layout().s)
            img = back if card is None else cardart.face(card, *big)
            if img.get_width() != w:  # scale the cached face; never render a new size per frame
                img = pygame.transform.smoothscale(img, (w, h))
            if fade:
                img = img.copy()
                img.set_alpha(int(255 * (1 - t)))
            surface.blit(img, (int(x - w / 2), int(y - h / 2)))

    return draw


def faces_shown(ev: Event) -> list[Card | None]:
    """The cards a tribute, return, 买三 or 要三 moves, as seat 0 sees them fly:
    face up when seat 0 gives or receives them (the engine tells seat 0 its
    own cards), backs (None) between other seats."""
    n = len(ev.cards) or (int(ev.value or 1) if ev.kind in (EventKind.TRIBUTE, EventKind.RETURN) else 1)
    if 0 not in (ev.seat, ev.target) or not ev.cards:
        return [None] * n
    return list(ev.cards)


#: a quick phrase (快捷语) shows this long, whatever the animation speed
SAID_SECONDS = 2.0
SAID_COLOR = (246, 243, 228)


def bubble(
    stage: Stage,
    text: str,
    seat: int | None,
    color: tuple[int, int, int] = GOLD,
    big: bool = False,
    said: bool = False,
) -> None:
    """A short word popping up beside a seat's panel (or a big line across
    the table): never blocks, and is placed in free felt (placement.py).
    ``said``: a quick phrase, shown :data:`SAID_SECONDS` at any speed and
    clear of the words already showing."""

    stage.banners[:] = [b for b in stage.banners if not b.done]
    row = len(stage.banners) if big else 0  # a second banner (上班 after 买三) goes below the first
    earlier = list(stage.banners) if big else []
    if said:  # 头科 and 谢谢队友 at the same seat: side by side, not on top of each other
        earlier = [a for a in stage.timeline.ambient if not a.done]

    kept: dict[tuple[int, int], pygame.Rect] = {}  # a phrase stays put when the words beside it go

    def where() -> pygame.Rect:
        lay = stage.layout()
        if lay.size in kept:
            return kept[lay.size]
        box = pop_box(lay, text, big)
        also = [stage.pop_rects[id(b)] for b in earlier if not b.done and id(b) in stage.pop_rects]
        rect = place_pop(lay, stage.model, seat, box, [*also, *stage.also_clear()])
        if said:
            kept[lay.size] = rect
        return rect

    def draw(surface: pygame.Surface, t: float) -> None:
        size = pop_size(stage.layout(), big, text)
        rect = where()
        stage.pop_rects[id(anim)] = rect
        alpha = int(255 * min(1.0, t / 0.08)) if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
        draw_panel(
            surface,
            rect,
            (*color, int(alpha * 0.95)) if not big else (20, 20, 20, int(alpha * 0.8)),
            rect.h // 2,
            None,
        )
        if said and seat is not None:  # a speech bubble points at the seat that speaks
            speech_tail(surface, rect, stage.layout().seat_rects[seat], (*color, int(alpha * 0.95)))
        img = fonts.text(text, size, (20, 20, 20) if not big else color, True)
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=rect.center))
        img.set_alpha(None)

    def forget() -> None:
        stage.pop_rects.pop(id(anim), None)

    seconds = SAID_SECONDS if said else 1.3 if big else 1.0
    anim = Animation(seconds, draw=draw, ease=lambda t: t, layer=5, label=text, row=row, on_end=forget)
    if big:
        stage.banners.append(anim)
    stage.timeline.add_ambient(anim, scaled=not said)


def speech_tail(
    surface: pygame.Surface, pill: pygame.Rect, panel: pygame.Rect, rgba: tuple[int, int, int, int]
) -> None:
    """A small triangle from the bubble ``pill`` toward the seat's ``panel``."""
    k = max(5, pill.h // 4)
    near = pill.left + pill.h * 0.7 if panel.centerx <= pill.centerx else pill.right - pill.h * 0.7
    if panel.top >= pill.bottom:  # the panel is below: the tail hangs from the bubble's bottom
        pts = [(near - k, pill.bottom - 1), (near + k, pill.bottom - 1), (near, pill.bottom + k)]
    elif panel.bottom <= pill.top:
        pts = [(near - k, pill.top + 1), (near + k, pill.top + 1), (near, pill.top - k)]
    elif panel.centerx > pill.centerx:
        y = pill.centery
        pts = [(pill.right - 1, y - k), (pill.right - 1, y + k), (pill.right + k, y)]
    else:
        y = pill.centery
        pts = [(pill.left + 1, y - k), (pill.left + 1, y + k), (pill.left - k, y)]
    dots = [pygame.Rect(int(x), int(y), 1, 1) for x, y in pts]
    box = dots[0].unionall(dots[1:])
    tail = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(tail, rgba, [(x - box.left, y - box.top) for x, y in pts])
    surface.blit(tail, box.topleft)


def say(stage: Stage, seat: int, key: str) -> None:
    """A quick phrase (快捷语, a catalogue key) in a speech bubble at ``seat``."""
    bubble(stage, tr(key), seat, SAID_COLOR, said=True)


def banner(stage: Stage, text: str) -> None:
    """A big line across the table centre."""
    bubble(stage, text, None, big=True)


def animate_batch(stage: Stage, events: list[Event], view: GameView) -> None:
    """Queue the animations of one batch of events; ``view`` is seat 0's view after them."""
    if not events:
        return
    events = in_shown_order(events)  # 闷 and 烧 after the hand that caused them
    snaps = snapshots(events, Snapshot(sorted(view.hand), list(view.counts)))
    for i, ev in enumerate(events):
        _animate(stage, ev, snaps[i], snaps[i + 1], events[i + 1] if i + 1 < len(events) else None)
        said = stage.talk(ev) if stage.talk is not None else None
        if said is not None:  # a computer seat's phrase, once what it answers has been shown
            stage.timeline.add(Animation(0.0, on_end=partial(say, stage, *said)))
    stage.timeline.add(Animation(0.0, on_end=stage.after_batch))


def _step(
    stage: Stage,
    ev: Event,
    after: Snapshot,
    draw=None,
    on_start=None,
    on_end: Callable[[], None] | None = None,
    ease: Callable[[float], float] = ease_in_out_cubic,
) -> None:
    model = stage.model

    def start() -> None:
        model.note(ev)
        if on_start:
            on_start()

    def end() -> None:
        model.set_snapshot(after)
        if on_end:
            on_end()

    stage.timeline.add(
        Animation(DURATIONS.get(ev.kind, 0.3), ease=ease, on_start=start, on_end=end, draw=draw, layer=2)
    )


def _seat_point(stage: Stage, seat: int) -> Point:
    return stage.layout().seat_rects[seat].center


def _animate(stage: Stage, ev: Event, before: Snapshot, after: Snapshot, following: Event | None) -> None:
    """One event's animation step: cards fly for plays, exchanges and the deal;
    marks, sweeps and markers for the rest."""
    k, s, t = ev.kind, ev.seat, ev.target
    if k == EventKind.PLAY and s is not None:
        _animate_play(stage, ev, s, before, after)
    elif k in (EventKind.PASS, EventKind.LET) and s is not None:
        _animate_mark(stage, ev, after)
    elif k == EventKind.ROUND_WON and s is not None:
        # 开点! right after says more than the round won, at the same seat
        opened = following is not None and following.kind == EventKind.OPENED and following.seat == s
        _animate_sweep(stage, ev, s, after, cue=not opened)
    elif (
        k in (EventKind.TRIBUTE, EventKind.RETURN, EventKind.BUY3, EventKind.ASK3)
        and s is not None
        and t is not None
    ):
        _animate_exchange(stage, ev, s, t, after)
    elif k == EventKind.DEAL:
        _animate_deal(stage, ev, before, after)
    else:
        _step(stage, ev, after, on_start=lambda: _marker_start(stage, ev))


def _animate_play(stage: Stage, ev: Event, s: int, before: Snapshot, after: Snapshot) -> None:
    """A play flies from the seat (from the hand's own slots for seat 0) to the table."""
    model, lay, sounds = stage.model, stage.layout(), stage.sounds
    tc = lay.table_card
    n = len(ev.cards)
    ends = [(x + tc[0] / 2, y + tc[1] / 2) for x, y in lay.played_positions(s, n)]
    if s == 0:  # from where the cards lie in the hand as the player arranged it (理牌)
        shown = model.arrangement.fit(before.hand)
        xs = lay.hand_positions([c.rank for c in shown])
        starts: list[Point] = []
        pool = list(shown)
        for c in ev.cards:
            i = pool.index(c) if c in pool else 0
            pool[i] = None  # type: ignore[call-overload]  # a slot freed in the pool of flying cards
            starts.append(
                (
                    xs[i] + lay.hand_card[0] / 2 if xs else lay.size[0] / 2,
                    lay.hand_y(xs[i] if xs else 0) + lay.hand_card[1] / 2,
                )
            )
        size0 = lay.hand_card
    else:
        starts = [_seat_point(stage, s)] * n
        size0 = (tc[0] // 2, tc[1] // 2)

    def start() -> None:
        model.set_snapshot(after)
        model.hidden.add(s)
        for c in ev.cards:
            model.played[c.rank] += 1
        sounds.play("play")

    def end() -> None:  # the hand has landed: now its word
        model.hidden.discard(s)
        model.show_play(ev)
        mode = model.mode_of(ev)
        if mode == TopMode.DEADLY:
            bubble(stage, tr("bubble.deadly"), s, (230, 90, 60))
        elif mode == TopMode.GOUJI:
            bubble(stage, tr("bubble.gouji"), s, (240, 190, 70))

    _step(stage, ev, after, fly_cards(stage, list(ev.cards), starts, ends, size0, tc), start, end)


def _animate_mark(stage: Stage, ev: Event, after: Snapshot) -> None:
    """A pass or a let: its mark by the seat."""

    def mark() -> None:
        stage.model.show_mark(ev)
        stage.sounds.play("pass")

    _step(stage, ev, after, on_start=mark)


def _animate_sweep(stage: Stage, ev: Event, s: int, after: Snapshot, cue: bool = True) -> None:
    """A round won: the table's cards sweep to the winner and fade; then a
    word at the winner's seat names who took it (``cue``)."""
    model, lay = stage.model, stage.layout()
    tc = lay.table_card
    dest = _seat_point(stage, s)
    sweep: dict[str, list[tuple[Card, tuple[int, int]]]] = {"cards": []}

    def sweep_start() -> None:
        sweep["cards"] = [
            (c, p)
            for x, cards in enumerate(model.shown)
            if cards
            for c, p in zip(cards, lay.played_positions(x, len(cards)), strict=False)
        ]
        model.end_round(s)

    def draw(surface: pygame.Surface, p: float) -> None:
        items = sweep["cards"]
        if items:
            fly_cards(
                stage,
                [c for c, _ in items],
                [(x + tc[0] / 2, y + tc[1] / 2) for _, (x, y) in items],
                [dest] * len(items),
                tc,
                (tc[0] // 2, tc[1] // 2),
                fade=True,
                lift=0,
            )(surface, p)

    def sweep_end() -> None:
        if cue:
            bubble(stage, tr("bubble.round_won"), s, (130, 200, 240))

    _step(stage, ev, after, draw, sweep_start, sweep_end, ease=ease_in_cubic)


def _animate_exchange(stage: Stage, ev: Event, s: int, t: int, after: Snapshot) -> None:
    """Tribute, return, 买三 and 要三: cards fly between the two seats (face down
    where seat 0 may not see them)."""
    model, lay, sounds = stage.model, stage.layout(), stage.sounds
    tc = lay.table_card
    k = ev.kind
    cards = faces_shown(ev)
    n = len(cards)
    if k == EventKind.BUY3 and len(ev.cards) == 2:  # the 3 goes to the buyer, the payment back
        starts = [_seat_point(stage, t), _seat_point(stage, s)]
        ends = [_seat_point(stage, s), _seat_point(stage, t)]
    elif k in (EventKind.BUY3, EventKind.ASK3):  # the 3 comes from the target
        starts, ends = [_seat_point(stage, t)] * n, [_seat_point(stage, s)] * n
    else:  # tribute and return go from the giver to the receiver
        starts, ends = [_seat_point(stage, s)] * n, [_seat_point(stage, t)] * n

    def exch_start() -> None:
        sounds.play("deal")
        if k == EventKind.TRIBUTE:
            model.tributes.append(ev)
        if k in (EventKind.TRIBUTE, EventKind.RETURN):
            model.receive(ev)
        if k == EventKind.BUY3 and len(ev.cards) == 2 and 0 in (s, t):
            banner(
                stage,
                tr("banner.buy3", name=seat_name(s), target=seat_name(t), paid=cards_text(ev.cards[1:])),
            )
        elif k in (EventKind.BUY3, EventKind.ASK3):
            banner(
                stage,
                tr(
                    "banner.ask3" if k == EventKind.ASK3 else "log.buy3",
                    name=seat_name(s),
                    target=seat_name(t),
                ),
            )

    spread = [(x + (i - len(cards) / 2) * tc[0] * 0.4, y) for i, (x, y) in enumerate(ends)]
    _step(stage, ev, after, fly_cards(stage, cards, starts, spread, tc, tc, lift=60), exch_start)


def _animate_deal(stage: Stage, ev: Event, before: Snapshot, after: Snapshot) -> None:
    """The deal: card backs fly from the middle to the six seats."""
    model, lay, sounds = stage.model, stage.layout(), stage.sounds

    def deal_start() -> None:
        model.reset()
        model.set_snapshot(before)
        sounds.play("deal")

    order = [(i % 6) for i in range(24)]
    center = lay.table_center

    def draw(surface: pygame.Surface, p: float) -> None:
        w, h = lay.table_card
        back = cardart.back(stage.card_back(), w, h)
        for i, seat in enumerate(order):
            q = min(1.0, max(0.0, p * 1.6 - i / len(order) * 0.6))
            if 0 < q < 1:
                x, y = arc_point(center, _seat_point(stage, seat), ease_out_back(q) if q < 1 else 1, 0)
                surface.blit(back, (int(x - w / 2), int(y - h / 2)))
        if p < 0.6:
            surface.blit(back, (center[0] - w // 2, center[1] - h // 2))

    _step(stage, ev, after, draw, deal_start)


def _marker_start(stage: Stage, ev: Event) -> None:
    """Markers, bubbles and banners for the events that move no cards."""
    model, sounds = stage.model, stage.sounds
    k, s = ev.kind, ev.seat
    if k == EventKind.BURN and s is not None:
        model.start_burn(ev)
        sounds.play("burn")
        bubble(stage, tr("bubble.burn"), s, (240, 110, 50))
    elif k == EventKind.BURN_BROKEN and s is not None:
        model.end_burn()
        bubble(stage, tr("bubble.broken"), ev.target)
    elif k == EventKind.BURN_SUCCESS and s is not None:
        model.end_burn()
        bubble(stage, tr("bubble.burn_success"), s, (240, 110, 50))
    elif k == EventKind.MEN and s is not None:
        bubble(stage, tr("bubble.men"), s, (200, 80, 200))
    elif k == EventKind.OPENED and s is not None:
        model.opened[s] = True
        bubble(stage, tr("bubble.opened"), s, (120, 210, 120))
    elif k == EventKind.OUT and s is not None:
        model.places[s] = ev.value
        sounds.play("out")
        bubble(stage, tr(f"place.{ev.value}"), s, GOLD)
    elif k == EventKind.TAKES_LEAD and s is not None:
        bubble(stage, tr("bubble.takes_lead"), s)
    elif k == EventKind.HEADLESS and s is not None:
        model.headless[s] = True
        bubble(stage, tr("bubble.nohead"), s, (200, 200, 200))
    elif k == EventKind.SCRAMBLE:
        model.scramble = True
        banner(stage, tr("banner.scramble"))
    elif k == EventKind.GAME_OVER:
        sounds.play("win")
        if ev.value == 1:
            banner(stage, tr("banner.chuan3"))
    elif k == EventKind.DECLARE and s is not None:
        model.declared[s] = True
        bubble(stage, tr("bubble.declare"), s)
    elif k == EventKind.REVOLT and s is not None:
        model.rebel[s] = True
        bubble(stage, tr("bubble.revolt"), s, (230, 80, 80))
    elif k in (EventKind.HEAD, EventKind.NOHEAD) and s is not None:
        bubble(stage, tr(f"bubble.{k}"), s)
    elif k == EventKind.VOID_DEAL:  # and why (R-REVOLT's two rebels, R-BUY3's missing 3)
        why = f"banner.void_deal.{ev.info}"
        banner(stage, tr(why) if has(why) else tr("banner.void_deal"))
    elif k == EventKind.FIRST_LEAD and s is not None:
        model.first_lead_shown = True  # the tribute panel goes as 上班 is told
        banner(stage, tr("banner.first_lead", name=seat_name(s)))
