"""Where everything on the table goes: a pure function of the window size.

Seats go counterclockwise from the human at the bottom (R-SEAT): 1 lower
right, 2 upper right, 3 top, 4 upper left, 5 lower left.

>>> lay = table_layout(1280, 720)
>>> lay.seat_rects[3].centerx == 640, lay.hand_card[1] > lay.table_card[1]
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

MIN_SIZE = (1024, 640)
#: the smallest text on the table, in pixels: still readable at 1024×640
MIN_TEXT = 13
BASE = (1280, 720)
TABLE_BUTTONS = ("hint", "pass", "let", "burn", "play")


def scale_of(w: int, h: int) -> float:
    return min(w / BASE[0], h / BASE[1])


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    s: float
    top_bar: pygame.Rect
    table_center: tuple[int, int]
    table_radii: tuple[int, int]
    seat_rects: tuple[pygame.Rect, ...]
    played_spots: tuple[tuple[int, int], ...]
    hand_card: tuple[int, int]
    table_card: tuple[int, int]
    hand_top: int
    hand_area: pygame.Rect
    play_area: pygame.Rect
    buttons: dict[str, pygame.Rect]
    auto_button: pygame.Rect
    sort_button: pygame.Rect  # 理牌, right of seat 0's panel
    talk_button: pygame.Rect  # 快捷语, left of 托管
    menu_button: pygame.Rect
    log_button: pygame.Rect
    round_button: pygame.Rect
    counter: pygame.Rect
    status: pygame.Rect
    font: int

    def text(self, factor: float = 1.0) -> int:
        """A text size ``factor`` × the table's, never below :data:`MIN_TEXT`."""
        return max(MIN_TEXT, int(self.font * factor))

    def hand_positions(self, ranks: list[int]) -> list[int]:
        """Left x of each hand card (sorted), with a small gap between ranks."""
        return list(_hand_positions(self.size[0], self.hand_card[0], self.s, tuple(ranks)))

    def hand_y(self, x: int) -> int:
        """Top of a hand card whose left edge is at ``x``: the hand is fanned on a
        shallow arc, its ends a little lower than its middle."""
        half = self.size[0] / 2
        t = (x + self.hand_card[0] / 2 - half) / half
        return self.hand_top + int(14 * self.s * t * t)

    def played_positions(self, seat: int, n: int) -> list[tuple[int, int]]:
        """Top-left corners of the ``n`` cards of ``seat``'s last hand."""
        cw, ch = self.table_card
        step = min(int(cw * 0.42), int(cw * 0.42 * 12 / max(n, 12)) + 2)
        cx, cy = self.played_spots[seat]
        width = cw + step * (n - 1)
        x0 = cx - width // 2
        return [(x0 + i * step, cy - ch // 2) for i in range(n)]


@lru_cache(maxsize=64)
def _hand_positions(w: int, cw: int, s: float, ranks: tuple[int, ...]) -> tuple[int, ...]:
    n = len(ranks)
    if n == 0:
        return ()
    margin = int(24 * s)
    groups = sum(1 for i in range(1, n) if ranks[i] != ranks[i - 1])
    gap = int(10 * s)
    avail = w - 2 * margin - cw - groups * gap
    step = min(cw * 0.52, avail / max(1, n - 1)) if n > 1 else 0
    if step < cw * 0.2:  # very many cards: drop the rank gaps
        gap = 0
        step = (w - 2 * margin - cw) / max(1, n - 1)
    width = cw + step * (n - 1) + groups * gap
    x = (w - width) / 2
    out = []
    for i in range(n):
        if i and ranks[i] != ranks[i - 1]:
            x += gap
        out.append(int(x))
        x += step
    return tuple(out)


def table_layout(w: int, h: int) -> TableLayout:
    s = scale_of(w, h)
    bar_h = max(40, int(46 * s))  # room for the 记牌器's two lines of 13 px
    top_bar = pygame.Rect(0, 0, w, bar_h)
    hcw = int(84 * s)
    hch = int(hcw * 1.42)
    hand_top = h - hch - int(14 * s)
    lift = int(26 * s)
    hand_area = pygame.Rect(0, hand_top - lift, w, h - hand_top + lift)
    btn_w, btn_h = int(92 * s), int(42 * s)
    btn_y = hand_area.top - btn_h - int(10 * s)
    n = len(TABLE_BUTTONS)
    gap = int(12 * s)
    x0 = (w - (n * btn_w + (n - 1) * gap)) // 2
    buttons = {
        k: pygame.Rect(x0 + i * (btn_w + gap), btn_y, btn_w, btn_h) for i, k in enumerate(TABLE_BUTTONS)
    }
    auto_button = pygame.Rect(w - int(150 * s), btn_y, int(132 * s), btn_h)
    status = pygame.Rect(0, btn_y - int(34 * s), w, int(30 * s))
    # the oval table fills the space between the bar and the buttons
    top, bottom = bar_h + int(8 * s), status.top - int(4 * s)
    cx, cy = w // 2, (top + bottom) // 2
    rx, ry = int(w * 0.33), int((bottom - top) * 0.40)
    pw, ph = max(180, int(176 * s)), int(70 * s)  # wide enough for two 13 px markers
    side_x = int(16 * s) + pw // 2
    up_y = cy - int(ry * 0.50)
    low_y = cy + int(ry * 0.62)
    centers = [
        (side_x, btn_y + btn_h // 2 - int(0 * s)),
        (w - side_x, low_y),
        (w - side_x, up_y),
        (cx, top + ph // 2 + int(2 * s)),
        (side_x, up_y),
        (side_x, low_y),
    ]
    seat_rects = []
    for x, y in centers:
        r = pygame.Rect(0, 0, pw, ph)
        r.center = (x, y)
        seat_rects.append(r)
    seat_rects[0].left = int(16 * s)
    seat_rects[0].bottom = btn_y + btn_h
    sort_button = pygame.Rect(seat_rects[0].right + gap, btn_y, btn_w, btn_h)
    talk_button = pygame.Rect(auto_button.left - gap - btn_w, btn_y, btn_w, btn_h)
    tcw = int(56 * s)
    tch = int(tcw * 1.42)
    inner = int(w * 0.16) + pw // 2
    spots = [
        (cx, cy + int(ry * 0.55)),
        (w - inner - int(40 * s), low_y),
        (w - inner - int(40 * s), up_y),
        (cx, seat_rects[3].bottom + tch // 2 + int(10 * s)),
        (inner + int(40 * s), up_y),
        (inner + int(40 * s), low_y),
    ]
    play_area = pygame.Rect(0, 0, rx * 2, ry * 2)
    play_area.center = (cx, cy)
    bw = max(92, int(86 * s))  # "Last round" at 13 px
    bstep = bw + max(8, int(10 * s))
    menu_button = pygame.Rect(w - bstep, int(6 * s), bw, bar_h - int(12 * s))
    log_button = menu_button.move(-bstep, 0)
    round_button = log_button.move(-bstep, 0)
    counter = pygame.Rect(0, 2, int(480 * s), bar_h - 4)
    counter.right = round_button.left - int(12 * s)
    return TableLayout(
        size=(w, h),
        s=s,
        top_bar=top_bar,
        table_center=(cx, cy),
        table_radii=(rx, ry),
        seat_rects=tuple(seat_rects),
        played_spots=tuple(spots),
        hand_card=(hcw, hch),
        table_card=(tcw, tch),
        hand_top=hand_top,
        hand_area=hand_area,
        play_area=play_area,
        buttons=buttons,
        auto_button=auto_button,
        sort_button=sort_button,
        talk_button=talk_button,
        menu_button=menu_button,
        log_button=log_button,
        round_button=round_button,
        counter=counter,
        status=status,
        font=max(14, int(18 * s)),
    )


def menu_column(w: int, h: int, n: int, top_frac: float = 0.42) -> list[pygame.Rect]:
    """Centred menu buttons for the title and pause screens (a long menu gets
    slimmer buttons)."""
    s = scale_of(w, h)
    # eight or nine (the title with 教程 and 联机) leave room for its title block
    bh = 46 if n <= 6 else 42 if n <= 7 else 38 if n <= 8 else 35
    bw, bh, gap = int(280 * s), int(bh * s), int((11 if n <= 6 else 8 if n <= 7 else 7 if n <= 8 else 6) * s)
    y = min(int(h * top_frac), h - n * (bh + gap) - int(40 * s))
    return [pygame.Rect((w - bw) // 2, y + i * (bh + gap), bw, bh) for i in range(n)]
