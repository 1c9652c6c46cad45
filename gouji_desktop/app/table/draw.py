"""Drawing the table: felt and oval, seats, last hands of the round, seat 0's
hand, the top bar with the 记牌器, the line that says who may answer, the
status line, the log and the 上一轮 overlay.

Every function takes the layout, the model and a :class:`Look` (what the
table scene knows this frame); none sees the scene."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.layout import MIN_TEXT, TableLayout
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    TEAM_COLORS,
    draw_background,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.engine import Card, EventKind, TopMode, opposite, team_of


@dataclass(frozen=True)
class Look:
    """What the drawing needs from the table scene this frame."""

    clock: float = 0.0
    card_back: int = 0
    acting: int | None = None  # whose turn glows (nobody while animations play)
    thinking: int | None = None  # the computer seat shown thinking
    bar_label: str = ""
    seed: int = 0
    totals: tuple[int, ...] = (0,) * 6
    score: bool = True  # the teams' score beside the label (not in a lesson: its label says which)
    counter: bool = True  # the 记牌器 is on (a setting)
    #: per seat at a network table: the computer's level, 掉线 or 托管, and a shorter form
    #: for a narrow panel (("", "") none)
    tags: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class HandLook:
    """Seat 0's hand as the player handles it."""

    selected: tuple[bool, ...] = ()
    hover: int | None = None
    drag_pos: tuple[int, int] | None = None
    lit: frozenset[Card] | None = None  # in the 还贡 choice: the cards that may go
    fresh: tuple[Card, ...] = ()  # just received (tribute, 还贡)
    moving: bool = False  # the chosen cards are moved within the hand (理牌), not played


def insertion(lay: TableLayout, hand: list[Card], selected: list[bool], x: int) -> tuple[int, int]:
    """Where chosen cards moved within the hand to ``x`` go: before the
    ``to``-th of the other cards (the first whose visible strip is right of
    ``x``), and the x of the line that shows it."""
    xs = lay.hand_positions([c.rank for c in hand])
    w = lay.hand_card[0]
    rest = [i for i in range(len(hand)) if not (i < len(selected) and selected[i])]
    if not rest:
        return 0, x

    def middle(i: int) -> float:  # of the part of card i that shows (the next card covers the rest)
        right = xs[i + 1] if i + 1 < len(xs) else xs[i] + w
        return (xs[i] + right) / 2

    to = sum(1 for i in rest if middle(i) < x)
    line = xs[rest[to]] - max(2, int(3 * lay.s)) if to < len(rest) else xs[rest[-1]] + w + int(4 * lay.s)
    return to, line


@lru_cache(maxsize=8)
def _table_surface(w: int, h: int, cx: int, cy: int, rx: int, ry: int) -> pygame.Surface:
    """The felt background with the oval table (cached per size)."""
    surf = pygame.Surface((w, h))
    draw_background(surf)
    oval = pygame.Rect(0, 0, rx * 2, ry * 2)
    oval.center = (cx, cy)
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 80), oval.inflate(rx * 0.12, ry * 0.16).move(0, ry * 0.05))
    surf.blit(shadow, (0, 0))
    pygame.draw.ellipse(surf, (92, 52, 28), oval.inflate(rx * 0.1, ry * 0.14))
    pygame.draw.ellipse(surf, (128, 78, 40), oval.inflate(rx * 0.07, ry * 0.1))
    pygame.draw.ellipse(surf, (20, 92, 68), oval)
    pygame.draw.ellipse(surf, (30, 112, 82), oval.inflate(-rx * 0.1, -ry * 0.12))
    pygame.draw.ellipse(surf, (44, 130, 96), oval, max(1, rx // 160))
    mark = fonts.font(int(ry * 0.5), True).render(tr("app.title"), True, (36, 120, 88))
    surf.blit(mark, mark.get_rect(center=(cx, cy)))
    return surf.convert() if pygame.display.get_surface() else surf


def draw_table(surface: pygame.Surface, lay: TableLayout) -> None:
    surface.blit(table_surface(lay), (0, 0))


def table_surface(lay: TableLayout) -> pygame.Surface:
    """The cached felt and oval for this layout; building it costs ~40 ms at
    1920×1080, so the scene asks for it before its first frame."""
    w, h = lay.size
    cx, cy = lay.table_center
    rx, ry = lay.table_radii
    return _table_surface(w, h, cx, cy, rx, ry)


#: the 记牌器 strip, low to high: rank index and its label key
COUNTER_RANKS = tuple(range(15))
MODE_CHIPS = {
    TopMode.GOUJI: ("chip.gouji", (214, 160, 40)),
    TopMode.DEADLY: ("chip.deadly", (210, 60, 50)),
}


@dataclass(frozen=True)
class TopBar:
    """Where the top bar's parts go: the title (shortened with "…" when the bar is narrow),
    the seed (only where it fits), the teams' score and the 记牌器; never overlapping."""

    label: str
    size: int  # the title's and the score's text size
    title: pygame.Rect
    seed: pygame.Rect | None
    score: pygame.Rect | None
    counter: pygame.Rect | None


def shorten(text: str, size: int, width: int, bold: bool = True) -> str:
    """``text`` as it fits ``width`` at ``size``: whole, or cut at its end with "…" ("" when
    not even that fits).  Titles put what matters most first (which game), so a cut loses
    the least."""
    if fonts.text(text, size, INK, bold).get_width() <= width:
        return text
    lo, hi = 0, len(text)  # the longest prefix that fits with its ellipsis
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fonts.text(text[:mid].rstrip(" ·") + "…", size, INK, bold).get_width() <= width:
            lo = mid
        else:
            hi = mid - 1
    if lo == 0:
        return "…" if fonts.text("…", size, INK, bold).get_width() <= width else ""
    space = text.rfind(" ", 0, lo + 1)
    if space > 0 and text[:space].rstrip(" ·"):  # cut between words, not inside one
        lo = space
    return text[:lo].rstrip(" ·") + "…"


def top_bar(lay: TableLayout, look: Look) -> TopBar:
    """The top bar's layout: the score and the 记牌器 keep their place; the seed goes first,
    then the title is shortened, and only then the text gets smaller."""
    s, bar = lay.s, lay.top_bar
    x, gap = int(14 * s), int(22 * s)
    counter = counter_strip(lay) if look.counter else None
    limit = (counter.left if counter is not None else lay.round_button.left) - int(12 * s)
    a, b = (sum(look.totals[seat] for seat in range(6) if team_of(seat) == team) for team in (0, 1))
    score_text = tr("game.score", a=a, b=b)
    size = int(lay.font * 0.95)
    if look.score:  # the score always shows whole, beside at least a few letters of the title
        size = max(MIN_TEXT, min(size, fit_size(score_text, size, limit - x - gap - int(60 * s), True)))
    score_w = fonts.text(score_text, size, INK, True).get_width() if look.score else 0
    room = limit - x - (score_w + gap if look.score else 0)
    label = shorten(look.bar_label, size, room)
    title = fonts.text(label, size, GOLD, True).get_rect(midleft=(x, bar.centery))
    right = title.right
    seed_rect = None
    if look.seed and look.score:  # the seed only where there is room (none in a lesson)
        seed = fonts.text(tr("game.seed", seed=look.seed), lay.text(0.85), INK_DIM)
        if right + int(18 * s) + seed.get_width() + gap + score_w <= limit:
            seed_rect = seed.get_rect(midleft=(right + int(18 * s), bar.centery))
            right = seed_rect.right
    score_rect = None
    if look.score:
        score_rect = pygame.Rect(0, 0, score_w, title.h)
        score_rect.midleft = (right + gap, bar.centery)
    return TopBar(label, size, title, seed_rect, score_rect, counter)


def draw_top_bar(surface: pygame.Surface, lay: TableLayout, model: TableModel, look: Look) -> None:
    bar = lay.top_bar
    draw_panel(surface, bar, (6, 20, 18, 220), 0, None)
    parts = top_bar(lay, look)
    if parts.label:
        surface.blit(fonts.text(parts.label, parts.size, GOLD, True), parts.title)
    if parts.seed is not None:
        seed = fonts.text(tr("game.seed", seed=look.seed), lay.text(0.85), INK_DIM)
        surface.blit(seed, parts.seed)
    if parts.score is not None:
        a, b = (sum(look.totals[seat] for seat in range(6) if team_of(seat) == team) for team in (0, 1))
        score = fonts.text(tr("game.score", a=a, b=b), parts.size, INK, True)
        surface.blit(score, score.get_rect(midleft=parts.score.midleft))
    if look.counter:
        draw_counter(surface, lay, model)


def _counter_sizes(lay: TableLayout) -> tuple[int, int, pygame.Surface, int, int]:
    """The 记牌器's label and count sizes, its title, the width of a rank's cell and its padding."""
    c, s = lay.counter, lay.s
    label_size, count_size = max(MIN_TEXT, int(c.h * 0.36)), max(MIN_TEXT, int(c.h * 0.42))
    title = fonts.text(tr("counter.title"), lay.text(0.78), GOLD, True)
    widest = max(
        fonts.text("10", label_size, INK, True).get_width(),
        fonts.text("16", count_size, GOLD, True).get_width(),
    )
    cell = max(int(22 * s), widest + max(4, int(6 * s)))
    return label_size, count_size, title, cell, int(8 * s)


def counter_strip(lay: TableLayout) -> pygame.Rect:
    """Where the 记牌器 strip is drawn: ending at ``lay.counter``'s right."""
    _, _, title, cell, pad = _counter_sizes(lay)
    width = pad * 3 + title.get_width() + cell * len(COUNTER_RANKS)
    strip = pygame.Rect(0, lay.counter.top, width, lay.counter.h)
    strip.right = lay.counter.right
    return strip


def draw_counter(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    """记牌器: every rank 3 … 大王 with how many seat 0 has not seen yet (not
    played, not in its own hand), as a compact strip ending at ``lay.counter``'s
    right; a rank all seen is dimmed."""
    s = lay.s
    label_size, count_size, title, cell, pad = _counter_sizes(lay)
    strip = counter_strip(lay)
    draw_panel(surface, strip, (255, 255, 255, 18), int(8 * s), (255, 255, 255, 40))
    surface.blit(title, title.get_rect(midleft=(strip.left + pad, strip.centery)))
    x = strip.left + pad * 2 + title.get_width()
    for rank in COUNTER_RANKS:
        left = model.unseen(rank)
        joker = rank >= 13
        color = (236, 96, 90) if rank == 14 else INK if left else INK_DIM
        label = fonts.text(tr(f"counter.r{rank}"), label_size, color, joker)
        count = fonts.text(str(left), count_size, GOLD if left else INK_DIM, True)
        cx = x + cell // 2
        surface.blit(label, label.get_rect(midtop=(cx, strip.top + int(1 * s))))
        surface.blit(count, count.get_rect(midbottom=(cx, strip.bottom - int(1 * s))))
        x += cell


#: 报牌: a computer seat with this many cards or fewer has its count lit (red at LAST_CARDS or fewer)
FEW_CARDS, LAST_CARDS = 5, 2


def count_alert(count: int, seat: int, out: bool) -> tuple[int, int, int] | None:
    """The colour a seat's card count is lit in when it holds few cards (报牌),
    or None: orange at 5 or fewer, red at 2 or fewer; not for seat 0 (its hand
    is in view) nor a seat that is out."""
    if seat == 0 or out or not 0 < count <= FEW_CARDS:
        return None
    return (205, 50, 40) if count <= LAST_CARDS else (215, 125, 30)


def draw_seat(surface: pygame.Surface, lay: TableLayout, model: TableModel, look: Look, seat: int) -> None:
    r = lay.seat_rects[seat]
    s = lay.s
    now = look.clock
    if look.acting == seat:
        # seat 0's glow holds still: the screen is not redrawn while the player thinks
        pulse = 0.5 + 0.5 * math.sin(now * 6) if seat else 0.8
        glow = r.inflate(10 * s, 10 * s)
        draw_panel(surface, glow, (255, 214, 90, int(90 + 100 * pulse)), glow.h // 4, None)
    team = TEAM_COLORS[team_of(seat)]
    out = model.places[seat] is not None
    draw_panel(surface, r, (8, 22, 20, 230) if not out else (30, 30, 30, 200), r.h // 5, (*team, 200))
    stripe = pygame.Rect(r.left, r.top, int(7 * s), r.h)
    pygame.draw.rect(
        surface, team, stripe, border_top_left_radius=r.h // 5, border_bottom_left_radius=r.h // 5
    )
    fs = lay.font
    name = seat_name(seat)
    rel = tr(f"rel.{seat}") if seat else ""
    nr = draw_text(surface, name, int(fs * 1.02), (r.left + 16 * s, r.top + 6 * s), INK, True)
    if rel:
        rr = draw_text(
            surface, rel, lay.text(0.72), (nr.right + 6 * s, nr.bottom - 2 * s), INK_DIM, anchor="bottomleft"
        )
        nr = nr.union(rr)
    tag, short = look.tags[seat] if seat < len(look.tags) and model.places[seat] is None else ("", "")
    if tag:  # a network table: who plays the seat now, right of the name (out: the place's chip)
        room = int(r.right - 8 * s - nr.right - 8 * s)
        size = fit_size(tag, lay.text(0.66), max(1, room))
        if fonts.font(size).size(tag)[0] > room:  # too narrow: the short form
            tag = short
            size = fit_size(tag, lay.text(0.66), max(1, room))
        at = (r.right - 8 * s, nr.bottom - 2 * s)
        draw_text(surface, tag, size, at, (235, 200, 120), anchor="bottomright")
    # card count with a small back
    cw, ch = int(16 * s), int(22 * s)
    back = cardart.back(look.card_back, cw, ch)
    by = r.bottom - ch - 7 * s
    surface.blit(back, (r.left + 16 * s, by))
    count_pos = (r.left + 16 * s + cw + 6 * s, by + ch // 2)
    alert = count_alert(model.counts[seat], seat, out)
    if alert is not None:  # 报牌: few cards left, as the Gouji apps warn
        img = fonts.text(str(model.counts[seat]), int(fs * 1.0), INK, True)
        pill = img.get_rect(midleft=(int(count_pos[0]), int(count_pos[1]))).inflate(int(10 * s), int(2 * s))
        pill.left = int(count_pos[0] - 1 * s)  # clear of the little card back
        draw_panel(surface, pill, (*alert, 255), pill.h // 2, (255, 255, 255, 120))
        surface.blit(img, img.get_rect(center=pill.center))
    else:
        draw_text(surface, str(model.counts[seat]), int(fs * 1.0), count_pos, GOLD, True, "midleft")
    # markers
    marks = []
    if model.rebel[seat]:
        marks.append(("mark.rebel", (200, 70, 70)))
    if model.declared[seat]:
        marks.append(("mark.declared", (190, 140, 40)))
    if model.opened[seat]:
        marks.append(("mark.opened", (60, 150, 80)))
    if model.headless[seat] and not out:
        marks.append(("mark.headless", (110, 110, 120)))
    if model.burner == seat:
        marks.append(("mark.burning", (220, 100, 40)))
    mx = r.left + 16 * s + cw + 32 * s
    ms = lay.text(0.7)
    for key, color in marks:
        img = fonts.text(tr(key), ms, INK, True)
        chip = pygame.Rect(0, 0, img.get_width() + max(6, int(8 * s)), int(ms * 1.3))
        chip.midleft = (int(mx), int(by + ch // 2))
        if chip.right > r.right - 4 * s:
            break
        draw_panel(surface, chip, (*color, 235), chip.h // 2, None)
        surface.blit(img, img.get_rect(center=chip.center))
        mx = chip.right + 4 * s
    if model.places[seat] is not None:
        place = tr(f"place.{model.places[seat]}")
        img = fonts.text(place, lay.text(0.9), (40, 24, 0), True)
        badge = img.get_rect(topright=(r.right - 8 * s, r.top + 6 * s)).inflate(12 * s, 4 * s)
        draw_panel(surface, badge, (*GOLD, 255), badge.h // 2, None)
        surface.blit(img, img.get_rect(center=badge.center))
    elif look.thinking == seat:
        dots = "●" * (1 + int(now * 3) % 3)
        if tag:  # the top right holds who plays the seat: the dots go to the free bottom right
            draw_text(
                surface, dots, lay.text(0.6), (r.right - 10 * s, r.bottom - 8 * s), GOLD, anchor="bottomright"
            )
        else:
            draw_text(
                surface, dots, lay.text(0.6), (r.right - 10 * s, r.top + 10 * s), GOLD, anchor="topright"
            )


def shown_rects(lay: TableLayout, model: TableModel, seat: int) -> list[pygame.Rect]:
    """Where ``seat``'s last hand of the round lies: full size while it is the
    top, smaller once beaten."""
    cards = model.shown[seat] or ()
    n = len(cards)
    if not n:
        return []
    w, h = lay.table_card
    if model.top_seat != seat:
        w, h = int(w * 0.8), int(h * 0.8)
    step = min(int(w * 0.42), int(w * 0.42 * 12 / max(n, 12)) + 2)
    cx, cy = lay.played_spots[seat]
    x0 = cx - (w + step * (n - 1)) // 2
    return [pygame.Rect(x0 + i * step, cy - h // 2, w, h) for i in range(n)]


def _chip_pill(lay: TableLayout, model: TableModel, seat: int, whole: pygame.Rect) -> pygame.Rect | None:
    """Where the 够级 / 够死级 chip of ``seat``'s shown hand goes (None: no chip)."""
    chip = MODE_CHIPS.get(model.modes[seat])
    if chip is None:
        return None
    s = lay.s
    img = fonts.text(tr(chip[0]), lay.text(0.72), INK, True)
    if seat == 3:  # the top seat's panel is above its cards: the chip goes below them
        return img.get_rect(midtop=(whole.centerx, whole.bottom + int(3 * s))).inflate(10 * s, 4 * s)
    return img.get_rect(midbottom=(whole.centerx, whole.top - int(3 * s))).inflate(10 * s, 4 * s)


def _mark_pill(
    lay: TableLayout, model: TableModel, seat: int, rects: list[pygame.Rect]
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The 过/让 pill of ``seat``: beside its shown hand, toward the table centre."""
    mark = model.marks[seat]
    if mark is None:
        return None
    s = lay.s
    size = lay.text(0.95 if rects else 1.2)
    img = fonts.text(tr("bubble.pass" if mark == EventKind.PASS else "bubble.let"), size, INK, True)
    if rects:
        toward_center = -1 if seat in (1, 2) else 1
        whole = rects[0].union(rects[-1])
        edge = whole.left if toward_center < 0 else whole.right
        pill = img.get_rect().inflate(size * 0.9, size * 0.35)
        pill.center = (int(edge + toward_center * (pill.w // 2 + 6 * s)), whole.centery)
    else:
        pill = img.get_rect(center=lay.played_spots[seat]).inflate(size * 1.4, size * 0.5)
    return img, pill


def shown_area(lay: TableLayout, model: TableModel, seat: int) -> pygame.Rect | None:
    """Everything ``seat``'s last hand puts on the table: its cards (with the
    gold frame), the 够级 chip and the 过/让 pill; None when nothing shows."""
    rects = shown_rects(lay, model, seat)
    parts = []
    if rects:
        whole = rects[0].union(rects[-1])
        parts.append(whole.inflate(8 * lay.s, 8 * lay.s))
        chip = _chip_pill(lay, model, seat, whole)
        if chip is not None:
            parts.append(chip)
    mark = _mark_pill(lay, model, seat, rects)
    if mark is not None:
        parts.append(mark[1])
    return parts[0].unionall(parts[1:]) if parts else None


def draw_shown(surface: pygame.Surface, lay: TableLayout, model: TableModel, seat: int) -> None:
    """The seat's last hand of the round (the top framed in gold, a 够级 /
    够死级 chip on gouji hands) and 过/让 beside it."""
    if seat in model.hidden:
        return
    rects = shown_rects(lay, model, seat)
    cards = model.shown[seat] or ()
    s = lay.s
    for rect, card in zip(rects, cards, strict=False):
        surface.blit(cardart.shadow(rect.w, rect.h), (rect.x - rect.w // 12, rect.y - rect.w // 12 + 2))
        surface.blit(cardart.face(card, rect.w, rect.h), rect.topleft)
        if model.top_seat != seat:
            surface.blit(cardart.overlay(rect.w, rect.h, (0, 0, 0, 70)), rect.topleft)
    if rects:
        whole = rects[0].union(rects[-1])
        if model.top_seat == seat:
            frame = whole.inflate(6 * s, 6 * s)
            pygame.draw.rect(surface, GOLD, frame, max(2, int(2 * s)), border_radius=int(8 * s))
        chip = MODE_CHIPS.get(model.modes[seat])
        pill = _chip_pill(lay, model, seat, whole)
        if chip is not None and pill is not None:
            img = fonts.text(tr(chip[0]), lay.text(0.72), INK, True)
            draw_panel(surface, pill, (*chip[1], 240), pill.h // 2, None)
            surface.blit(img, img.get_rect(center=pill.center))
    mark = _mark_pill(lay, model, seat, rects)
    if mark is None:
        return
    img, pill = mark
    draw_panel(surface, pill, (0, 0, 0, 150), pill.h // 2, (255, 255, 255, 60))
    surface.blit(img, img.get_rect(center=pill.center))


def table_line(model: TableModel) -> str:
    """Who may answer the hand on top, in words: a burn under way, a deadly
    hand (only a burn), a gouji hand (only the 对头), or the scramble."""
    if all(place is not None for place in model.places):
        return ""  # the game is over
    if model.burner is not None:
        if model.burn_victim is not None:
            return tr("line.burning", name=seat_name(model.burner), target=seat_name(model.burn_victim))
        return tr("mark.burning")
    mode, top = model.top_mode, model.top_seat
    if top is None:
        return tr("line.scramble") if model.scramble else ""
    if mode == TopMode.DEADLY:
        return tr("line.deadly", name=seat_name(top))
    if mode == TopMode.GOUJI:
        return tr("line.gouji", name=seat_name(opposite(top)))
    if mode == TopMode.SCRAMBLE:
        return tr("line.scramble")
    return ""


def draw_table_line(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    text = table_line(model)
    if not text:
        return
    size = int(lay.font * 0.95)
    hot = model.burner is not None or model.top_mode == TopMode.DEADLY
    img = fonts.text(text, size, INK, True)
    cx, cy = lay.table_center
    pill = img.get_rect(center=(cx, cy)).inflate(size * 1.4, size * 0.5)
    color = (
        (150, 40, 30, 225)
        if hot
        else (120, 86, 10, 225)
        if model.top_mode == TopMode.GOUJI
        else (0, 0, 0, 150)
    )
    draw_panel(surface, pill, color, pill.h // 2, (255, 255, 255, 70))
    surface.blit(img, img.get_rect(center=pill.center))


def draw_hand(surface: pygame.Surface, lay: TableLayout, model: TableModel, look: HandLook) -> None:
    hand = model.hand
    if not hand:
        return
    w, h = lay.hand_card
    xs = lay.hand_positions([c.rank for c in hand])
    lift = int(24 * lay.s)
    dragging = look.drag_pos is not None
    badge = cardart.wild_badge(w)
    shadow = cardart.shadow(w, h)
    fresh = list(look.fresh)
    for i, (card, x) in enumerate(zip(hand, xs, strict=False)):
        sel = look.selected[i] if i < len(look.selected) else False
        if dragging and sel:
            continue
        y = lay.hand_y(x) - (lift if sel else 0)
        surface.blit(shadow, (x - w // 12 + 4, y - w // 12 + 4))
        surface.blit(cardart.face(card, w, h), (x, y))
        if card.is_wild:
            surface.blit(badge, (x + int(w * 0.06), y + h - badge.get_height() - int(h * 0.05)))
        if card in fresh:  # just received: a green edge, once per card
            fresh.remove(card)
            edge = pygame.Rect(x, y, w, h)
            pygame.draw.rect(
                surface, (40, 120, 50), edge.inflate(2, 2), max(3, int(6 * lay.s)), int(7 * lay.s)
            )
            pygame.draw.rect(surface, (120, 235, 130), edge, max(3, int(4 * lay.s)), int(6 * lay.s))
        if sel:
            surface.blit(cardart.overlay(w, h, (255, 220, 90, 60)), (x, y))
        elif look.lit is not None and card not in look.lit:
            surface.blit(cardart.overlay(w, h, (0, 0, 0, 120)), (x, y))
        if i == look.hover and not sel:
            surface.blit(cardart.overlay(w, h, (255, 255, 255, 35)), (x, y))
    if dragging and look.drag_pos is not None:
        picked = [c for i, c in enumerate(hand) if i < len(look.selected) and look.selected[i]]
        mx, my = look.drag_pos
        step = int(w * 0.35)
        x0 = mx - (w + step * (len(picked) - 1)) // 2
        for j, card in enumerate(picked):
            surface.blit(shadow, (x0 + j * step - w // 12, my - h // 2 + 6))
            surface.blit(cardart.face(card, w, h), (x0 + j * step, my - h // 2))
        if look.moving:  # where they will go: a gold line between the cards, over the cards carried
            _, line = insertion(lay, hand, list(look.selected), mx)
            bw = max(4, int(6 * lay.s))
            bar = pygame.Rect(line - bw // 2, lay.hand_y(line) - int(16 * lay.s), bw, h + int(20 * lay.s))
            draw_panel(surface, bar.inflate(4, 4), (20, 20, 20, 200), bar.w // 2 + 2, None)
            draw_panel(surface, bar, (*GOLD, 255), bar.w // 2, None)


def draw_drop_zone(surface: pygame.Surface, lay: TableLayout) -> None:
    zone = lay.play_area.inflate(-lay.play_area.w * 0.3, -lay.play_area.h * 0.3)
    draw_panel(surface, zone, (255, 230, 120, 40), zone.h // 3, (255, 230, 120, 160))
    draw_text(surface, tr("drop.here"), lay.font, zone.center, GOLD, True, "center")


def status_pill(lay: TableLayout, text: str) -> pygame.Rect:
    """Where the status line's pill is drawn for ``text`` (empty: nowhere)."""
    if not text:
        return pygame.Rect(lay.status.center, (0, 0))
    size = int(lay.font * 1.0)
    w, h = fonts.text(text, size, INK, True).get_size()
    return pygame.Rect(0, 0, w, h).move_to(center=lay.status.center).inflate(size * 1.6, size * 0.4)


def draw_status(surface: pygame.Surface, lay: TableLayout, text: str) -> None:
    if not text:
        return
    size = int(lay.font * 1.0)
    img = fonts.text(text, size, INK, True)
    rect = status_pill(lay, text)
    draw_panel(surface, rect, (0, 0, 0, 130), rect.h // 2, None)
    surface.blit(img, img.get_rect(center=rect.center))
