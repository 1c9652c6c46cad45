"""The panels over the table: the log, the 上一轮 overlay and the tribute
panel.  Like draw.py, every function takes the layout and the model; none
sees the scene."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.table.draw import MODE_CHIPS
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.ui import cardart
from gouji_desktop.app.ui.layout import TableLayout
from gouji_desktop.app.ui.widgets import GOLD, INK, INK_DIM, draw_panel, draw_text, fit_size
from gouji_desktop.engine import EventKind


def side_panel(lay: TableLayout, width: int) -> pygame.Rect:
    """A panel over the table's left half that leaves every seat panel free."""
    s = lay.s
    left = lay.seat_rects[4].right + int(12 * s)
    right = min(left + width, lay.seat_rects[3].left - int(10 * s))
    top = lay.top_bar.bottom + int(8 * s)
    bottom = lay.status.top - int(4 * s)
    return pygame.Rect(left, top, right - left, bottom - top)


def draw_log(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    s = lay.s
    fs = int(lay.font * 0.85)
    area = side_panel(lay, int(380 * s))
    rows = max(1, int((area.h - fs * 2.8) // (fs * 1.45)))
    lines = model.log_lines(rows)
    panel = pygame.Rect(area.left, area.top, area.w, int((len(lines) or 1) * fs * 1.45 + fs * 2.8))
    draw_panel(surface, panel, (4, 14, 12, 250), int(12 * s), (*GOLD, 120))
    draw_text(surface, tr("log.title"), int(fs * 1.1), (panel.left + 14 * s, panel.top + 10 * s), GOLD, True)
    y = panel.top + fs * 2.3
    if not lines:
        draw_text(surface, tr("log.empty"), fs, (panel.left + 14 * s, y), INK_DIM)
    for line in lines:
        size = fit_size(line, fs, panel.w - int(28 * s))
        draw_text(surface, line, size, (panel.left + 14 * s, int(y)), INK)
        y += fs * 1.45


def draw_last_round(surface: pygame.Surface, lay: TableLayout, model: TableModel) -> None:
    """上一轮: the round before this one, hand by hand, and who won it."""
    s = lay.s
    fs = int(lay.font * 0.85)
    entries = model.last_round
    area = side_panel(lay, int(420 * s))
    row_h = int(max(lay.table_card[1] * 0.5, fs * 1.5) + 4 * s)
    rows = max(1, int((area.h - fs * 4.2) // row_h))
    shown = entries[-rows:]
    panel = pygame.Rect(area.left, area.top, area.w, int(fs * 4.2 + max(1, len(shown)) * row_h))
    draw_panel(surface, panel, (4, 14, 12, 250), int(12 * s), (*GOLD, 120))
    draw_text(
        surface, tr("round.title"), int(fs * 1.1), (panel.left + 14 * s, panel.top + 10 * s), GOLD, True
    )
    y = panel.top + int(fs * 2.4)
    if not entries:
        draw_text(surface, tr("round.none"), fs, (panel.left + 14 * s, y), INK_DIM)
    cw = int(lay.table_card[0] * 0.5)
    ch = int(lay.table_card[1] * 0.5)
    name_w = int(90 * s)
    for entry in shown:
        draw_text(
            surface, seat_name(entry.seat), fs, (panel.left + 14 * s, y + row_h // 2), INK, True, "midleft"
        )
        x = panel.left + 14 * s + name_w
        if entry.kind == EventKind.BURN:
            draw_text(surface, tr("bubble.burn"), fs, (x, y + row_h // 2), (240, 110, 50), True, "midleft")
        elif entry.kind in (EventKind.PASS, EventKind.LET):
            key = "bubble.pass" if entry.kind == EventKind.PASS else "bubble.let"
            draw_text(surface, tr(key), fs, (x, y + row_h // 2), INK_DIM, True, "midleft")
        else:
            step = max(int(cw * 0.45), 1)
            for i, card in enumerate(entry.cards):
                if x + i * step + cw > panel.right - 70 * s:
                    break
                surface.blit(cardart.face(card, cw, ch), (int(x + i * step), int(y + (row_h - ch) // 2)))
            chip = MODE_CHIPS.get(entry.mode)
            if chip is not None:
                draw_text(
                    surface,
                    tr(chip[0]),
                    int(fs * 0.85),
                    (panel.right - 12 * s, y + row_h // 2),
                    chip[1],
                    True,
                    "midright",
                )
        y += row_h
    if model.last_winner is not None and entries:
        draw_text(
            surface,
            tr("round.won", name=seat_name(model.last_winner)),
            fs,
            (panel.left + 14 * s, int(y + 4 * s)),
            GOLD,
            True,
        )


def draw_tribute_panel(
    surface: pygame.Surface, lay: TableLayout, model: TableModel, prompt: str, rule: str
) -> None:
    s = lay.s
    rows = model.tributes
    fs = int(lay.font * 0.9)
    n = len(rows) + (2 if prompt else 0)
    panel = pygame.Rect(0, 0, int(520 * s), int(fs * 2.6 + max(1, n) * fs * 1.55))
    panel.midtop = (lay.table_center[0], lay.seat_rects[3].bottom + int(8 * s))
    draw_panel(surface, panel, (6, 18, 16, 235), int(14 * s), (*GOLD, 150))
    draw_text(
        surface, tr("trib.title"), int(fs * 1.15), (panel.centerx, panel.top + 8 * s), GOLD, True, "midtop"
    )
    y = panel.top + fs * 2.3
    for ev in rows:
        who = tr("trib.row", giver=seat_name(ev.seat), receiver=seat_name(ev.target))
        detail = tr("trib.detail", kind=tr(f"trib.{ev.info}"), n=ev.value, why=tr(f"trib.why.{ev.info}"))
        draw_text(surface, who, fs, (panel.left + 18 * s, int(y)), INK, True)
        draw_text(surface, detail, fs, (panel.right - 18 * s, int(y)), INK_DIM, anchor="topright")
        y += fs * 1.55
    if prompt:
        draw_text(surface, prompt, fs, (panel.centerx, int(y + 2 * s)), GOLD, True, "midtop")
        size = fit_size(rule, int(fs * 0.85), panel.w - int(24 * s))
        draw_text(surface, rule, size, (panel.centerx, int(y + fs * 1.5)), INK_DIM, anchor="midtop")
