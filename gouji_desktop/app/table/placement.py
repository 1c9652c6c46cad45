"""Where the short words that pop up on the table go (够级!, 革命!, 开点!, 头科
…, and the big lines such as 上班 and 买三): in free felt, never over a seat
panel, a seat's last hand (its cards, 够级 chip and 过/让), the player's hand
or the action buttons, at every window size."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

from gouji_desktop.app.table.draw import shown_area
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import TableLayout

#: seats whose panel sits at the window's left edge (seat 0 and the two left seats)
LEFT_SEATS = (0, 4, 5)


def pop_size(lay: TableLayout, big: bool, text: str = "") -> int:
    """The font size of a bubble (a seat's word) or a banner (a line across the
    table); a long banner gets smaller so that it fits between the side seats."""
    size = int(lay.font * (2.2 if big else 1.15))
    if big and text:
        room = lay.seat_rects[1].left - lay.seat_rects[4].right - int(24 * lay.s)
        while size > lay.font and fonts.text(text, size, (255, 255, 255), True).get_width() + size > room:
            size -= 1
    return size


def pop_box(lay: TableLayout, text: str, big: bool) -> tuple[int, int]:
    """The size of the pill a bubble or banner is drawn in."""
    size = pop_size(lay, big, text)
    w, h = fonts.text(text, size, (255, 255, 255), True).get_size()
    return w + size, h + size // 2


def keep_clear(lay: TableLayout, model: TableModel) -> list[pygame.Rect]:
    """What a bubble must never cover: the seat panels (with the glow of the
    seat to act), every seat's last hand, the player's hand, the buttons and
    the top bar and the status line."""
    m = int(6 * lay.s)
    rects = [r.inflate(2 * m, 2 * m) for r in lay.seat_rects]
    rects += [a for a in (shown_area(lay, model, seat) for seat in range(6)) if a is not None]
    rects.append(lay.hand_area)
    rects += [b.inflate(m, m) for b in lay.buttons.values()]
    rects += [b.inflate(m, m) for b in (lay.auto_button, lay.sort_button, lay.talk_button)]
    rects.append(lay.top_bar)
    status = lay.status.inflate(-lay.size[0] // 2, 0)  # the status line's pill, centred
    rects.append(status)
    return rects


def _seat_spots(lay: TableLayout, seat: int, box: tuple[int, int]) -> Iterator[pygame.Rect]:
    """Places next to ``seat``'s panel, the likeliest free one first."""
    m = int(10 * lay.s)
    panel = lay.seat_rects[seat]
    r = pygame.Rect((0, 0), box)
    if seat == 3:  # the top seat: beside its panel, in the band above the table
        yield r.copy().move_to(midleft=(panel.right + m, panel.centery))
        yield r.copy().move_to(midright=(panel.left - m, panel.centery))
    else:
        # above the panel, flush with its outer edge so a wide word grows toward the table
        edge = {"left": panel.left} if seat in LEFT_SEATS else {"right": panel.right}
        yield r.copy().move_to(bottom=panel.top - m, **edge)
        yield r.copy().move_to(top=panel.bottom + m, **edge)
        inward = (
            {"midleft": (panel.right + m, panel.centery)}
            if seat in LEFT_SEATS
            else {"midright": (panel.left - m, panel.centery)}
        )
        yield r.copy().move_to(**inward)


def _table_spots(lay: TableLayout, box: tuple[int, int]) -> Iterator[pygame.Rect]:
    """Places across the table for a banner: the centre, then up and down."""
    cx, cy = lay.table_center
    r = pygame.Rect((0, 0), box)
    step = box[1] + int(6 * lay.s)
    for k in (0, -1, 1, -2, 2, -3, 3):
        yield r.copy().move_to(center=(cx, cy + k * step))


def place_pop(
    lay: TableLayout,
    model: TableModel,
    seat: int | None,
    box: tuple[int, int],
    also: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a bubble of size ``box`` for ``seat`` (None: a banner across the
    table) goes: the first free place, or, if the table is that crowded, the
    one that covers least.  ``also``: more to keep free (the banners
    already showing, the replay's open hands)."""
    w, h = lay.size
    screen = pygame.Rect(0, 0, w, h)
    clear = keep_clear(lay, model) + list(also)
    spots = list(_seat_spots(lay, seat, box) if seat is not None else _table_spots(lay, box))
    if seat is None:  # a banner may also sit right below or above a panel that is up (the tribute)
        m = int(6 * lay.s)
        r = pygame.Rect((0, 0), box)
        for a in also:
            spots.append(r.copy().move_to(midtop=(lay.table_center[0], a.bottom + m)))
            spots.append(r.copy().move_to(midbottom=(lay.table_center[0], a.top - m)))
    best, best_cover = spots[0].clamp(screen), None
    for spot in spots:
        spot = spot.clamp(screen)
        cover = sum(_overlap(spot, r) for r in clear)
        if cover == 0:
            return spot
        if best_cover is None or cover < best_cover:
            best, best_cover = spot, cover
    return best


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h
