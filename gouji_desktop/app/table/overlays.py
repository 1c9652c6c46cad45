"""The panels over the table: the log, the 上一轮 overlay and the tribute
panel.  Like draw.py, every function takes the layout and the model; none
sees the scene."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.table.draw import MODE_CHIPS
from gouji_desktop.app.table.model import RoundEntry, TableModel
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.layout import MIN_TEXT, TableLayout
from gouji_desktop.app.ui.widgets import GOLD, INK, INK_DIM, draw_panel, draw_text
from gouji_desktop.engine import EventKind


def side_panel(lay: TableLayout, width: int) -> pygame.Rect:
    """A panel over the table's left half that leaves every seat panel free."""
    s = lay.s
    left = lay.seat_rects[4].right + int(12 * s)
    right = min(left + width, lay.seat_rects[3].left - int(10 * s))
    top = lay.top_bar.bottom + int(8 * s)
    bottom = lay.status.top - int(4 * s)
    return pygame.Rect(left, top, right - left, bottom - top)


def _log_rows(lay: TableLayout, model: TableModel) -> tuple[int, list[list[str]]]:
    """The log's text size and its last lines, each wrapped to the panel's width."""
    s = lay.s
    fs = lay.text(0.85)
    area = side_panel(lay, int(380 * s))
    width = area.w - int(40 * s)  # continuation lines are indented
    room = max(1, int((area.h - fs * 2.8) // (fs * 1.45)))
    rows: list[list[str]] = []
    used = 0
    for line in reversed(model.log_lines(room)):
        wrapped = fonts.wrap(line, fs, width)
        if used + len(wrapped) > room:
            break
        rows.insert(0, wrapped)
        used += len(wrapped)
    return fs, rows


def log_panel(lay: TableLayout, model: TableModel) -> pygame.Rect:
    s = lay.s
    fs, rows = _log_rows(lay, model)
    area = side_panel(lay, int(380 * s))
    n = sum(len(r) for r in rows) or 1
    return pygame.Rect(area.left, area.top, area.w, int(n * fs * 1.45 + fs * 2.8))


def draw_log(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    """The last events, newest at the bottom, told in the language of the moment."""
    s = lay.s
    fs, rows = _log_rows(lay, model)
    panel = log_panel(lay, model)
    draw_panel(surface, panel, (4, 14, 12, 250), int(12 * s), (*GOLD, 120))
    draw_text(surface, tr("log.title"), int(fs * 1.1), (panel.left + 14 * s, panel.top + 10 * s), GOLD, True)
    draw_text(
        surface, tr("round.close"), fs, (panel.right - 14 * s, panel.top + 10 * s), INK_DIM, anchor="topright"
    )
    y = panel.top + fs * 2.3
    if not rows:
        draw_text(surface, tr("log.empty"), fs, (panel.left + 14 * s, y), INK_DIM)
    for wrapped in rows:
        for i, line in enumerate(wrapped):
            draw_text(surface, line, fs, (panel.left + (14 if not i else 26) * s, int(y)), INK)
            y += fs * 1.45


@dataclass(frozen=True)
class RoundTile:
    """One thing done in the last round, as the 上一轮 overlay lays it out."""

    number: int  # 1, 2 … in the order the seats acted
    entry: RoundEntry
    rect: pygame.Rect  # the whole tile: the seat's name over its cards or its 过/让
    card: tuple[int, int]  # the size of its cards


@dataclass(frozen=True)
class RoundLook:
    """The 上一轮 overlay laid out: the panel, its text size, the tiles in
    the order of play, and how many earlier ones did not fit (at the start)."""

    panel: pygame.Rect
    fs: int
    tiles: tuple[RoundTile, ...]
    dropped: int


def round_area(lay: TableLayout) -> pygame.Rect:
    """Where the 上一轮 overlay may go: between the side seats' panels, below
    the top seat's last hand (with its 够级 chip) and above the status line."""
    s = lay.s
    m = int(10 * s)
    left = lay.seat_rects[4].right + m
    right = lay.seat_rects[1].left - m
    top3 = lay.played_spots[3][1] + lay.table_card[1] // 2 + int(lay.font * 1.4) + m
    bottom = lay.status.top - int(4 * s)
    return pygame.Rect(left, top3, right - left, bottom - top3)


def _tile_sizes(
    lay: TableLayout, entries: list[RoundEntry], fs: int, card: tuple[int, int]
) -> list[tuple[int, int]]:
    head = int(fs * 1.5)
    out = []
    for number, entry in enumerate(entries, 1):
        name_w = fonts.text(f"{number} {seat_name(entry.seat)}", fs, INK, True).get_width()
        if entry.kind in (EventKind.PASS, EventKind.LET):
            body = fonts.text(tr("bubble.pass"), fs, INK, True).get_width() + fs
        else:
            n = max(1, len(entry.cards))
            body = card[0] + int(card[0] * 0.36) * (n - 1)
        out.append((max(name_w, body) + int(10 * lay.s), head + card[1] + int(6 * lay.s)))
    return out


def _flow(sizes: list[tuple[int, int]], width: int, gap: int) -> list[tuple[int, int]] | None:
    """Top-left corners of tiles laid left to right, wrapping; None if one is too wide."""
    x = y = row_h = 0
    out = []
    for w, h in sizes:
        if w > width:
            return None
        if x and x + w > width:
            x, y, row_h = 0, y + row_h + gap, 0
        out.append((x, y))
        x += w + gap
        row_h = max(row_h, h)
    return out


def last_round_look(lay: TableLayout, model: TableModel) -> RoundLook:
    """Lay the last round out: cards as large as fit (down to 60% of a table
    card), and only if even that is too much, the earliest plays left out."""
    s = lay.s
    fs = lay.text(0.9)
    area = round_area(lay)
    pad = int(12 * s)
    title_h = int(fs * 2.0)
    inner_w = area.w - 2 * pad
    inner_h = area.h - 2 * pad - title_h
    gap = int(8 * s)
    entries = list(model.last_round)
    tw, th = lay.table_card
    for dropped in range(len(entries) + 1):
        shown = entries[dropped:]
        for scale in (0.9, 0.8, 0.7, 0.6):
            card = (int(tw * scale), int(th * scale))
            sizes = _tile_sizes(lay, shown, fs, card)
            spots = _flow(sizes, inner_w, gap)
            if spots is None:
                continue
            used_h = max((y + h for (_, y), (_, h) in zip(spots, sizes, strict=True)), default=fs * 2)
            if used_h <= inner_h:
                panel = pygame.Rect(area.left, area.top, area.w, used_h + title_h + 2 * pad)
                x0, y0 = panel.left + pad, panel.top + pad + title_h
                tiles = tuple(
                    RoundTile(dropped + i + 1, entry, pygame.Rect(x0 + x, y0 + y, w, h), card)
                    for i, (entry, (x, y), (w, h)) in enumerate(zip(shown, spots, sizes, strict=True))
                )
                return RoundLook(panel, fs, tiles, dropped)
    return RoundLook(pygame.Rect(area.left, area.top, area.w, title_h + 2 * pad), fs, (), len(entries))


def draw_last_round(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    """上一轮: the round before this one, play by play in order (numbered),
    each seat's name over its cards or its 过/让, and who won it."""
    s = lay.s
    look = last_round_look(lay, model)
    panel, fs = look.panel, look.fs
    pad = int(12 * s)
    draw_panel(surface, panel, (4, 14, 12, 245), int(12 * s), (*GOLD, 140))
    title = tr("round.title")
    if model.last_winner is not None and model.last_round:
        title += " · " + tr("round.won", name=seat_name(model.last_winner))
    elif not model.last_round:
        title += " · " + tr("round.none")
    draw_text(surface, title, int(fs * 1.1), (panel.left + pad, panel.top + pad), GOLD, True)
    draw_text(
        surface, tr("round.close"), fs, (panel.right - pad, panel.top + pad), INK_DIM, anchor="topright"
    )
    if look.dropped:
        draw_text(
            surface,
            tr("round.earlier", n=look.dropped),
            fs,
            (panel.centerx, panel.top + pad),
            INK_DIM,
            anchor="midtop",
        )
    plays = [t for t in look.tiles if t.entry.kind == EventKind.PLAY]
    for tile in look.tiles:
        _draw_tile(surface, lay, tile, fs, won=bool(plays) and tile is plays[-1])


def _draw_tile(surface: pygame.Surface, lay: TableLayout, tile: RoundTile, fs: int, won: bool) -> None:
    """One numbered tile; ``won``: the hand that took the round, framed in gold."""
    s = lay.s
    entry, r = tile.entry, tile.rect
    winner = entry.kind == EventKind.PLAY
    num = fonts.text(str(tile.number), fs, GOLD, True)
    surface.blit(num, (r.left, r.top))
    name = fonts.text(seat_name(entry.seat), fs, INK if winner else INK_DIM, True)
    surface.blit(name, (r.left + num.get_width() + int(4 * s), r.top))
    top = r.top + int(fs * 1.5)
    cw, ch = tile.card
    if entry.kind in (EventKind.PASS, EventKind.LET):
        key = "bubble.pass" if entry.kind == EventKind.PASS else "bubble.let"
        img = fonts.text(tr(key), fs, INK, True)
        pill = img.get_rect(midleft=(r.left, top + ch // 2)).inflate(fs, fs // 2)
        pill.left = r.left
        draw_panel(surface, pill, (0, 0, 0, 160), pill.h // 2, (255, 255, 255, 70))
        surface.blit(img, img.get_rect(center=pill.center))
        return
    step = int(cw * 0.36)
    for i, card in enumerate(entry.cards):
        surface.blit(cardart.face(card, cw, ch), (r.left + i * step, top))
    if won and entry.cards:
        frame = pygame.Rect(r.left, top, cw + step * (len(entry.cards) - 1), ch).inflate(4 * s, 4 * s)
        pygame.draw.rect(surface, GOLD, frame, max(2, int(2 * s)), border_radius=int(6 * s))
    chip = MODE_CHIPS.get(entry.mode)
    label = (tr("bubble.burn"), (240, 110, 50)) if entry.kind == EventKind.BURN else None
    if chip is not None:
        label = (tr(chip[0]), chip[1])
    if label is not None:
        img = fonts.text(label[0], MIN_TEXT, INK, True)
        pill = img.get_rect(midbottom=(r.left + cw // 2, top + ch - int(2 * s))).inflate(8 * s, 2 * s)
        draw_panel(surface, pill, (*label[1], 240), pill.h // 2, None)
        surface.blit(img, img.get_rect(center=pill.center))


#: more entries than this and the tribute panel lists them in two columns, without the reasons
COMPACT_OVER = 4


@dataclass(frozen=True)
class TributeLook:
    """The tribute panel laid out: where, its text size, the rule's lines, and
    whether it is the compact one (two columns, no reasons) beside a dialog."""

    panel: pygame.Rect
    fs: int
    rule_lines: tuple[str, ...]
    compact: bool = False


def tribute_look(
    lay: TableLayout, model: TableModel, prompt: str, rule: str, compact: bool = False
) -> TributeLook:
    """Below the top seat's panel with a clear margin, between the side seats;
    ``compact`` (a 宣点/革命/要头 dialog below it): who pays whom, what and how
    many, in two columns, so that the dialog fits under it."""
    s = lay.s
    fs = lay.text(0.95)
    area = round_area(lay)
    width = min(area.w, max(520, int(560 * s)))
    rule_lines = tuple(fonts.wrap(rule, fs, width - int(28 * s))) if prompt and rule else ()
    compact = compact or len(model.tributes) > COMPACT_OVER  # a long list leaves room for banners
    rows = (len(model.tributes) + 1) // 2 * 1.4 if compact else len(model.tributes) * 1.55
    told = (1 if prompt else 0) + len(rule_lines)  # the 还贡 prompt and its rule
    head = fs * 2.8 if not compact else fs * 2.3
    panel = pygame.Rect(0, 0, width, int(head + max(1.4, rows + told * 1.55) * fs))
    panel.midtop = (lay.table_center[0], lay.seat_rects[3].bottom + int((18 if not compact else 10) * s))
    return TributeLook(panel, fs, rule_lines, compact)


def draw_tribute_panel(
    surface: pygame.Surface,
    lay: TableLayout,
    model: TableModel,
    prompt: str,
    rule: str,
    compact: bool = False,
) -> None:
    """Who pays whom (点贡, 烧贡, 闷贡 …) and why; in seat 0's 还贡, what to do and the rule."""
    s = lay.s
    look = tribute_look(lay, model, prompt, rule, compact)
    panel, fs, compact = look.panel, look.fs, look.compact
    draw_panel(surface, panel, (6, 18, 16, 235), int(14 * s), (*GOLD, 150))
    draw_text(
        surface,
        tr("trib.title"),
        int(fs * 1.15),
        (panel.centerx, panel.top + (6 if compact else 8) * s),
        GOLD,
        True,
        "midtop",
    )
    if compact:
        y0 = panel.top + fs * 1.95
        half = panel.w // 2
        for i, ev in enumerate(model.tributes):
            x, y = panel.left + (i % 2) * half, y0 + (i // 2) * fs * 1.4
            who = tr("trib.row", giver=seat_name(ev.seat), receiver=seat_name(ev.target))
            what = tr("trib.short", kind=tr(f"trib.{ev.info}"), n=ev.value)
            draw_text(surface, who, fs, (x + 14 * s, int(y)), INK, True)
            draw_text(surface, what, fs, (x + half - 14 * s, int(y)), INK_DIM, anchor="topright")
        y = y0 + (len(model.tributes) + 1) // 2 * fs * 1.4
    else:
        y = panel.top + fs * 2.3
        for ev in model.tributes:
            who = tr("trib.row", giver=seat_name(ev.seat), receiver=seat_name(ev.target))
            why = tr(f"trib.why.{ev.info}")
            detail = tr("trib.detail", kind=tr(f"trib.{ev.info}"), n=ev.value, why=why)
            draw_text(surface, who, fs, (panel.left + 14 * s, int(y)), INK, True)
            draw_text(surface, detail, fs, (panel.right - 14 * s, int(y)), INK_DIM, anchor="topright")
            y += fs * 1.55
    if prompt:
        draw_text(surface, prompt, fs, (panel.centerx, int(y + 2 * s)), GOLD, True, "midtop")
        y += fs * 1.55
        for line in look.rule_lines:
            draw_text(surface, line, fs, (panel.centerx, int(y + 2 * s)), INK_DIM, anchor="midtop")
            y += fs * 1.55


#: the smallest text a lesson panel shrinks to
LESSON_MIN_TEXT = 12
#: the lesson panel's line colours: the goal, the engine's reason for a refused move, the hint
LESSON_TONES = {"ink": INK, "error": (244, 128, 112), "hint": GOLD}


@dataclass(frozen=True)
class LessonLook:
    """The lesson panel laid out: where, its title, its wrapped lines with their tones, and the
    rects of 下一课 / 再来一次 / 返回教程 (when the lesson is over)."""

    panel: pygame.Rect
    s: float
    fs: int
    title: str
    lines: tuple[tuple[str, str], ...]
    buttons: tuple[pygame.Rect, ...] = ()


def lesson_look(
    lay: TableLayout,
    title: str,
    paragraphs: list[tuple[str, str]],
    buttons: int = 0,
    area: pygame.Rect | None = None,
) -> LessonLook:
    """Over the table's right half, between the top seat and the right seats' panels (the played
    cards stay in the middle), as tall as its words, with ``buttons`` buttons under them; or in
    ``area`` (before play, when the tribute panel and the dialogs hold the middle), its text
    smaller until it fits."""
    s = lay.s
    fs = lay.text(0.95)
    left = lay.seat_rects[3].right + int(10 * s)
    right = lay.seat_rects[2].left - int(12 * s)
    if right - left < int(260 * s):  # a narrow window: the right half of the table
        left, right = lay.table_center[0] + int(40 * s), lay.size[0] - int(12 * s)
    top = lay.top_bar.bottom + int(8 * s)
    if area is not None:
        left, right, top = area.left, area.right, area.top
    pad = int(14 * s)
    while True:
        lines: list[tuple[str, str]] = []
        for text, tone in paragraphs:
            lines += [(line, tone) for line in fonts.wrap(text, fs, right - left - 2 * pad)]
        line_h = int(fs * 1.4)
        height = int(fs * 2.4) + len(lines) * line_h + pad
        if area is None or height <= area.h or fs <= LESSON_MIN_TEXT:
            break
        fs -= 1
    rects: tuple[pygame.Rect, ...] = ()
    if buttons:
        bh, gap = int(40 * s), int(8 * s)
        full = right - left - 2 * pad
        bw = (full - (buttons - 1) * gap) // buttons
        y = top + height
        if buttons == 1:  # one button, at the panel's right
            bw = min(full, int(180 * s))
            rects = (pygame.Rect(right - pad - bw, y, bw, bh),)
            height += bh + pad
        elif bw >= int(150 * s):  # side by side
            rects = tuple(pygame.Rect(left + pad + i * (bw + gap), y, bw, bh) for i in range(buttons))
            height += bh + pad
        else:  # a narrow panel: one under another, so that every label fits
            rects = tuple(pygame.Rect(left + pad, y + i * (bh + gap), full, bh) for i in range(buttons))
            height += buttons * bh + (buttons - 1) * gap + pad
    return LessonLook(pygame.Rect(left, top, right - left, height), s, fs, title, tuple(lines), rects)


def draw_lesson_panel(surface: pygame.Surface, look: LessonLook) -> None:
    panel, fs, s = look.panel, look.fs, look.s
    draw_panel(surface, panel, (6, 18, 16, 235), int(14 * s), (*GOLD, 150))
    draw_text(
        surface, look.title, int(fs * 1.15), (panel.left + int(14 * s), panel.top + int(8 * s)), GOLD, True
    )
    y = panel.top + int(fs * 2.4)
    for line, tone in look.lines:
        draw_text(surface, line, fs, (panel.left + int(14 * s), y), LESSON_TONES[tone])
        y += int(fs * 1.4)


@dataclass(frozen=True)
class MenuLook:
    """A small list that opens above a table button (理牌, 快捷语): its panel,
    its title's place and one row per choice."""

    panel: pygame.Rect
    title: tuple[int, int]
    rows: tuple[pygame.Rect, ...]
    size: int  # the choices' text size


def menu_look(lay: TableLayout, anchor: pygame.Rect, title: str, labels: list[str]) -> MenuLook:
    """The list of ``labels`` over ``anchor`` (the button that opened it), as
    wide as its longest choice, flush with the button's outer edge and kept
    on screen."""
    s = lay.s
    size = lay.text(0.95)
    pad, row_h, gap = int(8 * s), max(int(34 * s), int(size * 1.9)), max(3, int(4 * s))
    head = lay.text(0.8)
    widest = max(fonts.text(t, size, INK, True).get_width() for t in [title, *labels])
    w = max(int(anchor.w * 1.3), widest + int(64 * s))  # room for the choice's key (1-6) either side
    h = pad * 2 + int(head * 1.6) + len(labels) * (row_h + gap) - gap
    panel = pygame.Rect(0, 0, w + pad * 2, h)
    panel.bottom = anchor.top - int(8 * s)
    if anchor.centerx < lay.size[0] // 2:
        panel.left = anchor.left
    else:
        panel.right = anchor.right
    panel.clamp_ip(pygame.Rect((0, lay.top_bar.bottom), (lay.size[0], lay.size[1] - lay.top_bar.bottom)))
    y = panel.top + pad + int(head * 1.6)
    rows = tuple(pygame.Rect(panel.left + pad, y + i * (row_h + gap), w, row_h) for i in range(len(labels)))
    return MenuLook(panel, (panel.left + pad + int(4 * s), panel.top + pad), rows, size)


def draw_menu_panel(surface: pygame.Surface, lay: TableLayout, look: MenuLook, title: str) -> None:
    """The list's panel and title (its choices are buttons, drawn by the scene)."""
    draw_panel(surface, look.panel, (4, 14, 12, 245), int(10 * lay.s), (*GOLD, 140))
    draw_text(surface, title, lay.text(0.8), look.title, GOLD, True)
