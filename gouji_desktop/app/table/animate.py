"""Events → animations on the table's timeline.

Each event becomes one timeline step; the model is moved on when the step
starts or ends, so the screen shows what the engine did, in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import cards_text, seat_name, tr
from gouji_desktop.app.table.model import Snapshot, snapshots
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.anim import (
    Animation,
    arc_point,
    ease_in_cubic,
    ease_in_out_cubic,
    ease_out_back,
    lerp,
)
from gouji_desktop.app.ui.widgets import GOLD, INK, draw_panel
from gouji_desktop.engine import Card, Event

if TYPE_CHECKING:
    from gouji_desktop.app.table.scene import TableScene

Point = tuple[float, float]
DURATIONS = {
    "deal": 1.0,
    "play": 0.34,
    "pass": 0.2,
    "let": 0.35,
    "burn": 0.55,
    "burn_broken": 0.45,
    "burn_success": 0.55,
    "men": 0.5,
    "round_won": 0.45,
    "has_opened": 0.35,
    "out": 0.6,
    "takes_lead": 0.4,
    "headless": 0.3,
    "scramble": 0.9,
    "game_over": 0.6,
    "declare": 0.45,
    "buy3": 0.8,
    "ask3": 0.7,
    "revolt": 0.7,
    "head": 0.5,
    "nohead": 0.5,
    "void_deal": 1.0,
    "first_lead": 0.8,
    "tribute": 0.8,
    "return": 0.55,
}


def fly_cards(
    scene: TableScene,
    cards: Sequence[Card | None],
    starts: Sequence[Point],
    ends: Sequence[Point],
    size0: tuple[int, int],
    size1: tuple[int, int],
    fade: bool = False,
    lift: float = 30.0,
):  # type: ignore[no-untyped-def]
    """A draw function that moves card sprites along arcs (None = a card back)."""

    def draw(surface: pygame.Surface, t: float) -> None:
        w = int(lerp(size0[0], size1[0], t))
        h = int(lerp(size0[1], size1[1], t))
        big = size0 if size0[0] >= size1[0] else size1
        back = cardart.back(scene.app.settings.card_back, *big)
        for card, a, b in zip(cards, starts, ends, strict=False):
            x, y = arc_point(a, b, t, lift * scene.layout.s)
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
    n = len(ev.cards) or (int(ev.value or 1) if ev.kind in ("tribute", "return") else 1)
    if 0 not in (ev.seat, ev.target) or not ev.cards:
        return [None] * n
    return list(ev.cards)


def bubble(
    scene: TableScene, text: str, seat: int | None, color: tuple[int, int, int] = GOLD, big: bool = False
) -> None:
    """A short word popping up at a seat (or the table centre): never blocks."""

    def where() -> Point:
        lay = scene.layout
        if seat is None:
            return lay.table_center
        r = lay.seat_rects[seat]
        return (r.centerx, r.top - 10 * lay.s) if seat in (0, 1, 5) else (r.centerx, r.bottom + 14 * lay.s)

    def draw(surface: pygame.Surface, t: float) -> None:
        size = int(scene.layout.font * (2.2 if big else 1.15))
        x, y = where()
        y -= 18 * scene.layout.s * t
        alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
        img = fonts.text(text, size, INK, True)
        rect = img.get_rect(center=(int(x), int(y))).inflate(size, size * 0.5)
        draw_panel(
            surface,
            rect,
            (*color, int(alpha * 0.95)) if not big else (20, 20, 20, int(alpha * 0.8)),
            rect.h // 2,
            None,
        )
        img2 = fonts.text(text, size, (20, 20, 20) if not big else color, True)
        img2.set_alpha(alpha)
        surface.blit(img2, img2.get_rect(center=rect.center))
        img2.set_alpha(None)

    scene.timeline.add_ambient(Animation(1.3 if big else 1.0, draw=draw, ease=lambda t: t, layer=5))


def animate_batch(scene: TableScene, events: list[Event]) -> None:
    """Queue the animations of one batch of events."""
    if not events:
        return
    view = scene.controller.game.view(0)
    snaps = snapshots(events, Snapshot(sorted(view.hand), list(view.counts)))
    for i, ev in enumerate(events):
        _animate(scene, ev, snaps[i], snaps[i + 1])
    scene.timeline.add(Animation(0.0, on_end=scene.after_batch))


def _step(
    scene: TableScene,
    ev: Event,
    after: Snapshot,
    draw=None,
    on_start=None,
    on_end=None,
    ease=ease_in_out_cubic,
) -> None:  # type: ignore[no-untyped-def]
    model = scene.model

    def start() -> None:
        model.note(ev)
        if on_start:
            on_start()

    def end() -> None:
        model.set_snapshot(after)
        if on_end:
            on_end()

    scene.timeline.add(
        Animation(DURATIONS.get(ev.kind, 0.3), ease=ease, on_start=start, on_end=end, draw=draw, layer=2)
    )


def _seat_point(scene: TableScene, seat: int) -> Point:
    return scene.layout.seat_rects[seat].center


def _animate(scene: TableScene, ev: Event, before: Snapshot, after: Snapshot) -> None:
    model, lay, sounds = scene.model, scene.layout, scene.app.sounds
    k, s, t = ev.kind, ev.seat, ev.target
    tc = lay.table_card
    if k == "play" and s is not None:
        n = len(ev.cards)
        ends = [(x + tc[0] / 2, y + tc[1] / 2) for x, y in lay.played_positions(s, n)]
        if s == 0:
            xs = lay.hand_positions([c.rank for c in before.hand])
            starts: list[Point] = []
            pool = list(before.hand)
            for c in ev.cards:
                i = pool.index(c) if c in pool else 0
                pool[i] = None  # type: ignore[call-overload]
                starts.append(
                    (
                        xs[i] + lay.hand_card[0] / 2 if xs else lay.size[0] / 2,
                        lay.hand_y(xs[i] if xs else 0) + lay.hand_card[1] / 2,
                    )
                )
            size0 = lay.hand_card
        else:
            starts = [_seat_point(scene, s)] * n
            size0 = (tc[0] // 2, tc[1] // 2)

        def start() -> None:
            model.set_snapshot(after)
            model.shown[s] = None
            model.hidden.add(s)
            for c in ev.cards:
                model.played[c.rank] += 1
            sounds.play("play")
            if "deadly" in ev.flags:
                bubble(scene, tr("bubble.deadly"), s, (230, 90, 60))

        def end() -> None:
            model.hidden.discard(s)
            model.shown[s] = tuple(ev.cards)
            model.top_seat = s

        _step(scene, ev, after, fly_cards(scene, list(ev.cards), starts, ends, size0, tc), start, end)
    elif k in ("pass", "let") and s is not None:

        def mark() -> None:
            model.shown[s] = k
            sounds.play("pass")

        _step(scene, ev, after, on_start=mark)
    elif k == "round_won" and s is not None:
        dest = _seat_point(scene, s)

        def sweep_start() -> None:
            seats = [x for x in range(6) if isinstance(model.shown[x], tuple)]
            sweep["cards"] = [
                (c, p)
                for x in seats
                for c, p in zip(model.shown[x], lay.played_positions(x, len(model.shown[x])), strict=False)
            ]  # type: ignore[arg-type]
            model.shown = [None] * 6
            model.top_seat = None

        sweep: dict[str, list[tuple[Card, tuple[int, int]]]] = {"cards": []}

        def draw(surface: pygame.Surface, p: float) -> None:
            items = sweep["cards"]
            if items:
                fly_cards(
                    scene,
                    [c for c, _ in items],
                    [(x + tc[0] / 2, y + tc[1] / 2) for _, (x, y) in items],
                    [dest] * len(items),
                    tc,
                    (tc[0] // 2, tc[1] // 2),
                    fade=True,
                    lift=0,
                )(surface, p)

        _step(scene, ev, after, draw, sweep_start, ease=ease_in_cubic)
    elif k in ("tribute", "return", "buy3", "ask3") and s is not None and t is not None:
        cards = faces_shown(ev)
        n = len(cards)
        if k == "buy3" and len(ev.cards) == 2:  # the 3 goes to the buyer, the payment back
            starts = [_seat_point(scene, t), _seat_point(scene, s)]
            ends = [_seat_point(scene, s), _seat_point(scene, t)]
        elif k in ("buy3", "ask3"):  # the 3 comes from the target
            starts, ends = [_seat_point(scene, t)] * n, [_seat_point(scene, s)] * n
        else:  # tribute and return go from the giver to the receiver
            starts, ends = [_seat_point(scene, s)] * n, [_seat_point(scene, t)] * n

        def exch_start() -> None:
            sounds.play("deal")
            if k == "tribute":
                model.tributes.append(ev)
            if k == "buy3" and len(ev.cards) == 2 and 0 in (s, t):
                scene.banner(
                    tr("banner.buy3", name=seat_name(s), target=seat_name(t), paid=cards_text(ev.cards[1:]))
                )
            elif k in ("buy3", "ask3"):
                scene.banner(
                    tr("banner.ask3" if k == "ask3" else "log.buy3", name=seat_name(s), target=seat_name(t))
                )

        spread = [(x + (i - len(cards) / 2) * tc[0] * 0.4, y) for i, (x, y) in enumerate(ends)]
        _step(scene, ev, after, fly_cards(scene, cards, starts, spread, tc, tc, lift=60), exch_start)
    elif k == "deal":

        def deal_start() -> None:
            model.reset()
            model.set_snapshot(before)
            sounds.play("deal")

        order = [(i % 6) for i in range(24)]
        center = lay.table_center

        def draw(surface: pygame.Surface, p: float) -> None:
            w, h = lay.table_card
            back = cardart.back(scene.app.settings.card_back, w, h)
            for i, seat in enumerate(order):
                q = min(1.0, max(0.0, p * 1.6 - i / len(order) * 0.6))
                if 0 < q < 1:
                    x, y = arc_point(center, _seat_point(scene, seat), ease_out_back(q) if q < 1 else 1, 0)
                    surface.blit(back, (int(x - w / 2), int(y - h / 2)))
            if p < 0.6:
                surface.blit(back, (center[0] - w // 2, center[1] - h // 2))

        _step(scene, ev, after, draw, deal_start)
    else:
        _step(scene, ev, after, on_start=lambda: _marker_start(scene, ev))


def _marker_start(scene: TableScene, ev: Event) -> None:
    """Markers, bubbles and banners for the events that move no cards."""
    model, sounds = scene.model, scene.app.sounds
    k, s = ev.kind, ev.seat
    if k == "burn" and s is not None:
        model.burner = s
        sounds.play("burn")
        bubble(scene, tr("bubble.burn"), s, (240, 110, 50))
    elif k == "burn_broken" and s is not None:
        model.burner = None
        bubble(scene, tr("bubble.broken"), ev.target)
    elif k == "burn_success" and s is not None:
        model.burner = None
        bubble(scene, tr("bubble.burn_success"), s, (240, 110, 50))
    elif k == "men" and s is not None:
        bubble(scene, tr("bubble.men"), s, (200, 80, 200))
    elif k == "has_opened" and s is not None:
        model.opened[s] = True
        bubble(scene, tr("bubble.opened"), s, (120, 210, 120))
    elif k == "out" and s is not None:
        model.places[s] = ev.value
        sounds.play("out")
        bubble(scene, tr(f"place.{ev.value}"), s, GOLD)
    elif k == "takes_lead" and s is not None:
        bubble(scene, tr("bubble.takes_lead"), s)
    elif k == "headless" and s is not None:
        model.headless[s] = True
        bubble(scene, tr("bubble.nohead"), s, (200, 200, 200))
    elif k == "scramble":
        model.scramble = True
        scene.banner(tr("banner.scramble"))
    elif k == "game_over":
        sounds.play("win")
        if ev.value == 1:
            scene.banner(tr("banner.chuan3"))
    elif k == "declare" and s is not None:
        model.declared[s] = True
        bubble(scene, tr("bubble.declare"), s)
    elif k == "revolt" and s is not None:
        model.rebel[s] = True
        bubble(scene, tr("bubble.revolt"), s, (230, 80, 80))
    elif k in ("head", "nohead") and s is not None:
        bubble(scene, tr(f"bubble.{k}"), s)
    elif k == "void_deal":
        scene.banner(tr("banner.void_deal"))
    elif k == "first_lead" and s is not None:
        scene.banner(tr("banner.first_lead", name=seat_name(s)))
