"""Card faces and backs, drawn by the project (no image files), rendered
once per size and cached.  Drawn at 3× and smooth-scaled, so they are crisp
at every size.

Suits use a four-colour deck (♠ black, ♥ red, ♣ green, ♦ blue) and four
distinct shapes, so no suit depends on telling red from green.
"""

from __future__ import annotations

import math

import pygame

from gouji_desktop.app.i18n import language, tr
from gouji_desktop.app.ui import fonts
from gouji_desktop.engine import Card
from gouji_desktop.engine.fast import RANK_NAMES

SUIT_COLORS = ((28, 28, 40), (206, 32, 48), (0, 128, 70), (22, 92, 206))
JOKER_COLORS = {13: (40, 44, 60), 14: (196, 28, 40)}
GOLD = (232, 186, 62)
SS = 3  # supersampling factor
_faces: dict[tuple[int, int | None, int, int, str], pygame.Surface] = {}
_backs: dict[tuple[int, int, int], pygame.Surface] = {}
_misc: dict[tuple[object, ...], pygame.Surface] = {}


def _pip(
    surf: pygame.Surface, suit: int, cx: float, cy: float, size: float, color: tuple[int, int, int]
) -> None:
    s = size
    if suit == 3:  # diamond
        pygame.draw.polygon(
            surf, color, [(cx, cy - s / 2), (cx + s * 0.38, cy), (cx, cy + s / 2), (cx - s * 0.38, cy)]
        )
    elif suit == 1:  # heart
        r = s * 0.26
        pygame.draw.circle(surf, color, (cx - s * 0.22, cy - s * 0.14), r)
        pygame.draw.circle(surf, color, (cx + s * 0.22, cy - s * 0.14), r)
        pygame.draw.polygon(
            surf, color, [(cx - s * 0.47, cy - s * 0.06), (cx + s * 0.47, cy - s * 0.06), (cx, cy + s * 0.48)]
        )
    elif suit == 0:  # spade
        r = s * 0.25
        pygame.draw.circle(surf, color, (cx - s * 0.22, cy + s * 0.08), r)
        pygame.draw.circle(surf, color, (cx + s * 0.22, cy + s * 0.08), r)
        pygame.draw.polygon(
            surf, color, [(cx - s * 0.46, cy + s * 0.03), (cx + s * 0.46, cy + s * 0.03), (cx, cy - s * 0.5)]
        )
        pygame.draw.polygon(
            surf, color, [(cx, cy + s * 0.05), (cx - s * 0.2, cy + s * 0.5), (cx + s * 0.2, cy + s * 0.5)]
        )
    else:  # club
        r = s * 0.21
        pygame.draw.circle(surf, color, (cx, cy - s * 0.25), r)
        pygame.draw.circle(surf, color, (cx - s * 0.25, cy + s * 0.07), r)
        pygame.draw.circle(surf, color, (cx + s * 0.25, cy + s * 0.07), r)
        pygame.draw.circle(surf, color, (cx, cy), r * 0.6)
        pygame.draw.polygon(
            surf, color, [(cx, cy), (cx - s * 0.18, cy + s * 0.5), (cx + s * 0.18, cy + s * 0.5)]
        )


def _star(
    surf: pygame.Surface, cx: float, cy: float, r: float, color: tuple[int, int, int], width: int = 0
) -> None:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surf, color, pts, width)


def _blank(w: int, h: int, fill: tuple[int, int, int], border: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(2, int(w * 0.09))
    pygame.draw.rect(surf, border, surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, fill, surf.get_rect().inflate(-2 * SS, -2 * SS), border_radius=rad - SS)
    return surf


def _render_face(card: Card, w: int, h: int) -> pygame.Surface:
    W, H = w * SS, h * SS
    if card.rank >= 13:
        return _render_joker(card.rank, w, h)
    suit = card.suit if card.suit is not None else 0
    color = SUIT_COLORS[suit]
    surf = _blank(W, H, (252, 251, 246), (150, 150, 160))
    rank = RANK_NAMES[card.rank]
    size = int(W * (0.30 if len(rank) == 1 else 0.27))
    label = fonts.font(size, True).render(rank, True, color)
    if len(rank) > 1:  # "10": condensed so the corner stays narrow
        label = pygame.transform.smoothscale(label, (int(label.get_width() * 0.78), label.get_height()))
    pad = int(W * 0.07)
    lx = pad + int(W * 0.13) - label.get_width() // 2
    surf.blit(label, (max(SS, lx), int(H * 0.02)))
    pip = W * 0.20
    _pip(surf, suit, pad + W * 0.13, H * 0.02 + size * 1.12 + pip * 0.45, pip, color)
    flipped = pygame.transform.rotate(surf.subsurface((0, 0, W // 2, H // 2)).copy(), 180)
    if card.rank >= 8 and card.rank <= 10:  # J Q K: a framed court letter
        inner = pygame.Rect(int(W * 0.27), int(H * 0.2), int(W * 0.46), int(H * 0.6))
        pygame.draw.rect(surf, (*color, 255), inner, width=SS * 2, border_radius=int(W * 0.05))
        pygame.draw.rect(surf, (245, 236, 210), inner.inflate(-SS * 6, -SS * 6), border_radius=int(W * 0.04))
        big = fonts.font(int(W * 0.42), True).render(rank, True, color)
        surf.blit(big, big.get_rect(center=(inner.centerx, inner.centery - int(H * 0.05))))
        _pip(surf, suit, inner.centerx, inner.bottom - H * 0.11, W * 0.16, color)
    else:
        _pip(surf, suit, W * 0.5, H * 0.53, W * 0.42, color)
        if card.rank == 12:  # 2s are wild: a gold ring says so on the face
            pygame.draw.circle(surf, GOLD, (W * 0.5, H * 0.53), W * 0.33, SS * 2)
    surf.blit(flipped, (W - flipped.get_width(), H - flipped.get_height()), special_flags=0)
    return pygame.transform.smoothscale(surf, (w, h))


def _render_joker(rank: int, w: int, h: int) -> pygame.Surface:
    W, H = w * SS, h * SS
    big = rank == 14
    color = JOKER_COLORS[rank]
    fill = (255, 246, 228) if big else (240, 242, 248)
    surf = _blank(W, H, fill, (150, 150, 160))
    word = tr("card.bj" if big else "card.sj").replace(" ", "")  # read top down
    size = int(W * 0.15) if len(word) > 2 else int(W * 0.24)
    size = min(size, int(H * 0.9 / (len(word) * 0.95)))  # "SMALLJOKER" still fits the edge
    y = int(H * 0.04)
    for ch in word:
        g = fonts.font(size, True).render(ch, True, color)
        surf.blit(g, (int(W * 0.2) - g.get_width() // 2, y))
        y += int(g.get_height() * (0.78 if len(word) > 2 else 0.86))
    cx, cy = W * 0.58, H * 0.6
    if big:
        _star(surf, cx, cy, W * 0.3, GOLD)
        _star(surf, cx, cy, W * 0.3, color, SS * 2)
        pygame.draw.polygon(
            surf,
            color,
            [
                (cx - W * 0.2, cy - H * 0.2),
                (cx - W * 0.12, cy - H * 0.3),
                (cx, cy - H * 0.22),
                (cx + W * 0.12, cy - H * 0.3),
                (cx + W * 0.2, cy - H * 0.2),
            ],
        )
    else:
        _star(surf, cx, cy, W * 0.3, color, SS * 3)
        _star(surf, cx, cy, W * 0.12, color)
    return pygame.transform.smoothscale(surf, (w, h))


def face(card: Card, w: int, h: int) -> pygame.Surface:
    """The face of ``card`` at ``w``×``h`` (cached)."""
    key = (card.rank, card.suit, w, h, language() if card.rank >= 13 else "")
    surf = _faces.get(key)
    if surf is None:
        surf = _render_face(card, w, h)
        _faces[key] = surf
    return surf


def back(style: int, w: int, h: int) -> pygame.Surface:
    """One of three card backs (blue lattice, red weave, green clouds)."""
    key = (style % 3, w, h)
    surf = _backs.get(key)
    if surf is None:
        surf = _render_back(style % 3, w, h)
        _backs[key] = surf
    return surf


def _render_back(style: int, w: int, h: int) -> pygame.Surface:
    W, H = w * SS, h * SS
    base, line = [
        ((22, 52, 120), (70, 120, 200)),
        ((140, 24, 32), (210, 90, 80)),
        ((18, 92, 64), (90, 170, 120)),
    ][style]
    surf = _blank(W, H, (250, 250, 250), (120, 120, 130))
    inner = surf.get_rect().inflate(-W * 0.12, -W * 0.12)
    pat = pygame.Surface(inner.size, pygame.SRCALPHA)
    pat.fill(base)
    step = int(W * 0.12)
    if style == 0:
        for x in range(-H, W + H, step):
            pygame.draw.line(pat, line, (x, 0), (x + H, H), SS)
            pygame.draw.line(pat, line, (x, 0), (x - H, H), SS)
    elif style == 1:
        for y in range(0, H, step):
            for x in range(0, W, step):
                off = step // 2 if (y // step) % 2 else 0
                c = (x + off, y)
                pygame.draw.polygon(
                    pat,
                    line,
                    [
                        (c[0], c[1] - step * 0.4),
                        (c[0] + step * 0.3, c[1]),
                        (c[0], c[1] + step * 0.4),
                        (c[0] - step * 0.3, c[1]),
                    ],
                    SS,
                )
    else:
        for y in range(0, H + step, step):
            for x in range(0, W + step, step):
                off = step // 2 if (y // step) % 2 else 0
                pygame.draw.circle(pat, line, (x + off, y), step * 0.45, SS)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(W * 0.06))
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pat, inner.topleft)
    r = W * 0.2
    pygame.draw.circle(surf, GOLD, inner.center, r)
    pygame.draw.circle(surf, base, inner.center, r - SS * 2)
    glyph = fonts.font(int(r * 1.2), True).render("够", True, GOLD)
    surf.blit(glyph, glyph.get_rect(center=(inner.centerx, inner.centery - int(r * 0.08))))
    return pygame.transform.smoothscale(surf, (w, h))


def overlay(w: int, h: int, color: tuple[int, int, int, int]) -> pygame.Surface:
    """A rounded card-shaped tint (selection, dimming)."""
    key = ("ov", w, h, color)
    surf = _misc.get(key)
    if surf is None:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, color, surf.get_rect(), border_radius=max(2, int(w * 0.09)))
        _misc[key] = surf
    return surf


def shadow(w: int, h: int) -> pygame.Surface:
    key = ("sh", w, h)
    surf = _misc.get(key)
    if surf is None:
        pad = max(2, w // 12)
        surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        for i in range(pad, 0, -1):
            alpha = int(70 * (1 - i / (pad + 1)) / 2)
            pygame.draw.rect(
                surf, (0, 0, 0, alpha), surf.get_rect().inflate(-i * 2 + 2, -i * 2 + 2), border_radius=w // 8
            )
        _misc[key] = surf
    return surf


def wild_badge(w: int) -> pygame.Surface:
    """The gold tab that marks a wild card (2 or joker) in the hand."""
    key = ("wild", w)
    surf = _misc.get(key)
    if surf is None:
        size = max(8, int(w * 0.26))
        surf = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        c = size * SS / 2
        pygame.draw.circle(surf, GOLD, (c, c), c)
        _star(surf, c, c * 1.05, c * 0.7, (255, 255, 255))
        surf = pygame.transform.smoothscale(surf, (size, size))
        _misc[key] = surf
    return surf


def warm(sizes: list[tuple[int, int]], card_back: int) -> None:
    """Render every face (and the back) at these sizes ahead of the first frame."""
    from gouji_desktop.engine.fast import full_deck

    for w, h in sizes:
        for card in sorted(set(full_deck())):
            face(card, w, h)
        back(card_back, w, h)
        shadow(w, h)


def clear() -> None:
    _faces.clear()
    _backs.clear()
    _misc.clear()
