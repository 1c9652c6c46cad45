"""Drawing the table: felt and oval, seats, last hands, seat 0's hand, the
top bar with the 记牌器, the status line and the log panel."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.layout import TableLayout
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

if TYPE_CHECKING:
    from gouji_desktop.app.table.scene import TableScene


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
    w, h = lay.size
    cx, cy = lay.table_center
    rx, ry = lay.table_radii
    surface.blit(_table_surface(w, h, cx, cy, rx, ry), (0, 0))


def draw_top_bar(surface: pygame.Surface, scene: TableScene) -> None:
    lay, model, ctl = scene.layout, scene.model, scene.controller
    bar = lay.top_bar
    draw_panel(surface, bar, (6, 20, 18, 220), 0, None)
    size = int(lay.font * 0.95)
    x = int(14 * lay.s)
    r = draw_text(surface, scene.bar_label(), size, (x, bar.centery), GOLD, True, "midleft")
    r = draw_text(
        surface,
        tr("game.seed", seed=ctl.setup.seed),
        int(size * 0.85),
        (r.right + 18 * lay.s, bar.centery),
        INK_DIM,
        anchor="midleft",
    )
    totals = ctl.totals()
    a, b = totals[0] + totals[2] + totals[4], totals[1] + totals[3] + totals[5]
    draw_text(
        surface, tr("game.score", a=a, b=b), size, (r.right + 22 * lay.s, bar.centery), INK, True, "midleft"
    )
    # 记牌器: label and count pairs flowing right to left from the log button
    cs = int(lay.font * 0.82)
    items = []
    for rank, key in ((14, "counter.bj"), (13, "counter.sj"), (12, "counter.two"), (11, "counter.ace")):
        color = (236, 96, 90) if rank == 14 else INK
        items.append((fonts.text(tr(key), cs, color), fonts.text(str(model.still_out(rank)), cs, GOLD, True)))
    title = fonts.text(tr("counter.title"), cs, GOLD, True)
    pad, gap, inner = int(12 * lay.s), int(16 * lay.s), int(5 * lay.s)
    width = title.get_width() + sum(a.get_width() + inner + b.get_width() + gap for a, b in items) + 2 * pad
    c = pygame.Rect(0, lay.counter.top, width, lay.counter.h)
    c.right = lay.counter.right
    draw_panel(surface, c, (255, 255, 255, 18), c.h // 2, (255, 255, 255, 40))
    x = c.left + pad
    surface.blit(title, title.get_rect(midleft=(x, c.centery)))
    x += title.get_width() + gap
    for label, count in items:
        surface.blit(label, label.get_rect(midleft=(x, c.centery)))
        x += label.get_width() + inner
        surface.blit(count, count.get_rect(midleft=(x, c.centery)))
        x += count.get_width() + gap


def draw_seat(surface: pygame.Surface, scene: TableScene, seat: int, now: float) -> None:
    lay, model, ctl = scene.layout, scene.model, scene.controller
    r = lay.seat_rects[seat]
    s = lay.s
    acting = ctl.game.to_act == seat and scene.timeline.idle
    if acting:
        pulse = 0.5 + 0.5 * math.sin(now * 6)
        glow = r.inflate(10 * s, 10 * s)
        draw_panel(surface, glow, (255, 214, 90, int(90 + 100 * pulse)), glow.h // 4, None)
    team = TEAM_COLORS[seat % 2]
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
        draw_text(
            surface, rel, int(fs * 0.72), (nr.right + 6 * s, nr.bottom - 2 * s), INK_DIM, anchor="bottomleft"
        )
    # card count with a small back
    cw, ch = int(16 * s), int(22 * s)
    back = cardart.back(scene.app.settings.card_back, cw, ch)
    by = r.bottom - ch - 7 * s
    surface.blit(back, (r.left + 16 * s, by))
    draw_text(
        surface,
        str(model.counts[seat]),
        int(fs * 1.0),
        (r.left + 16 * s + cw + 6 * s, by + ch // 2),
        GOLD,
        True,
        "midleft",
    )
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
    mx = r.left + 16 * s + cw + 36 * s
    ms = int(fs * 0.7)
    for key, color in marks:
        label = tr(key)
        img = fonts.text(label, ms, INK, True)
        chip = img.get_rect(midleft=(int(mx), int(by + ch // 2))).inflate(10 * s, 4 * s)
        if chip.right > r.right - 4 * s:
            break
        draw_panel(surface, chip, (*color, 235), chip.h // 2, None)
        surface.blit(img, img.get_rect(center=chip.center))
        mx = chip.right + 4 * s
    if model.places[seat] is not None:
        place = tr(f"place.{model.places[seat]}")
        img = fonts.text(place, int(fs * 0.9), (40, 24, 0), True)
        badge = img.get_rect(topright=(r.right - 8 * s, r.top + 6 * s)).inflate(12 * s, 4 * s)
        draw_panel(surface, badge, (*GOLD, 255), badge.h // 2, None)
        surface.blit(img, img.get_rect(center=badge.center))
    elif ctl.shown_thinking == seat and not scene.timeline.steps:
        dots = "●" * (1 + int(now * 3) % 3)
        draw_text(surface, dots, int(fs * 0.6), (r.right - 10 * s, r.top + 10 * s), GOLD, anchor="topright")


def draw_shown(surface: pygame.Surface, scene: TableScene, seat: int) -> None:
    lay, model = scene.layout, scene.model
    shown = model.shown[seat]
    if shown is None or seat in model.hidden:
        return
    if isinstance(shown, tuple):
        w, h = lay.table_card
        top = model.top_seat == seat
        for (x, y), card in zip(lay.played_positions(seat, len(shown)), shown, strict=False):
            surface.blit(cardart.shadow(w, h), (x - w // 12, y - w // 12 + 2))
            surface.blit(cardart.face(card, w, h), (x, y))
        if top:
            first = lay.played_positions(seat, len(shown))
            rect = pygame.Rect(first[0][0], first[0][1], first[-1][0] - first[0][0] + w, h).inflate(
                6 * lay.s, 6 * lay.s
            )
            pygame.draw.rect(surface, GOLD, rect, max(2, int(2 * lay.s)), border_radius=int(8 * lay.s))
    else:
        text = tr("bubble.pass" if shown == "pass" else "bubble.let")
        cx, cy = lay.played_spots[seat]
        size = int(lay.font * 1.2)
        img = fonts.text(text, size, INK, True)
        pill = img.get_rect(center=(cx, cy)).inflate(size * 1.4, size * 0.5)
        draw_panel(surface, pill, (0, 0, 0, 120), pill.h // 2, (255, 255, 255, 50))
        surface.blit(img, img.get_rect(center=pill.center))


def draw_hand(surface: pygame.Surface, scene: TableScene) -> None:
    lay, model = scene.layout, scene.model
    hand = model.hand
    if not hand:
        return
    w, h = lay.hand_card
    xs = lay.hand_positions([c.rank for c in hand])
    lift = int(24 * lay.s)
    dragging = scene.drag_pos is not None
    lit = scene.lit_cards()
    badge = cardart.wild_badge(w)
    shadow = cardart.shadow(w, h)
    for i, (card, x) in enumerate(zip(hand, xs, strict=False)):
        sel = scene.selected[i] if i < len(scene.selected) else False
        if dragging and sel:
            continue
        y = lay.hand_y(x) - (lift if sel else 0)
        surface.blit(shadow, (x - w // 12 + 4, y - w // 12 + 4))
        surface.blit(cardart.face(card, w, h), (x, y))
        if card.is_wild:
            surface.blit(badge, (x + int(w * 0.06), y + h - badge.get_height() - int(h * 0.05)))
        if sel:
            surface.blit(cardart.overlay(w, h, (255, 220, 90, 60)), (x, y))
        elif lit is not None and card not in lit:
            surface.blit(cardart.overlay(w, h, (0, 0, 0, 120)), (x, y))
        if i == scene.hover_index and not sel:
            surface.blit(cardart.overlay(w, h, (255, 255, 255, 35)), (x, y))
    if dragging and scene.drag_pos is not None:
        picked = [c for i, c in enumerate(hand) if i < len(scene.selected) and scene.selected[i]]
        mx, my = scene.drag_pos
        step = int(w * 0.35)
        x0 = mx - (w + step * (len(picked) - 1)) // 2
        for j, card in enumerate(picked):
            surface.blit(shadow, (x0 + j * step - w // 12, my - h // 2 + 6))
            surface.blit(cardart.face(card, w, h), (x0 + j * step, my - h // 2))


def draw_drop_zone(surface: pygame.Surface, scene: TableScene) -> None:
    lay = scene.layout
    zone = lay.play_area.inflate(-lay.play_area.w * 0.3, -lay.play_area.h * 0.3)
    draw_panel(surface, zone, (255, 230, 120, 40), zone.h // 3, (255, 230, 120, 160))
    draw_text(surface, tr("drop.here"), lay.font, zone.center, GOLD, True, "center")


def draw_status(surface: pygame.Surface, scene: TableScene, text: str) -> None:
    if not text:
        return
    lay = scene.layout
    size = int(lay.font * 1.0)
    img = fonts.text(text, size, INK, True)
    rect = img.get_rect(center=lay.status.center).inflate(size * 1.6, size * 0.4)
    draw_panel(surface, rect, (0, 0, 0, 130), rect.h // 2, None)
    surface.blit(img, img.get_rect(center=rect.center))


def draw_log(surface: pygame.Surface, scene: TableScene) -> None:
    lay = scene.layout
    s = lay.s
    lines = list(scene.model.log)[-16:]
    fs = int(lay.font * 0.85)
    panel = pygame.Rect(
        int(12 * s),
        lay.top_bar.bottom + int(8 * s),
        int(360 * s),
        int((len(lines) or 1) * fs * 1.45 + fs * 2.8),
    )
    draw_panel(surface, panel, (4, 14, 12, 250), int(12 * s), (*GOLD, 120))
    draw_text(surface, tr("log.title"), int(fs * 1.1), (panel.left + 14 * s, panel.top + 10 * s), GOLD, True)
    y = panel.top + fs * 2.3
    if not lines:
        draw_text(surface, tr("log.empty"), fs, (panel.left + 14 * s, y), INK_DIM)
    for line in lines:
        size = fit_size(line, fs, panel.w - int(28 * s))
        draw_text(surface, line, size, (panel.left + 14 * s, int(y)), INK)
        y += fs * 1.45


def draw_tribute_panel(surface: pygame.Surface, scene: TableScene, prompt: str, rule: str) -> None:
    lay = scene.layout
    s = lay.s
    rows = scene.model.tributes
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
