"""Buttons, panels, text and the felt background shared by the scenes."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from gouji_desktop.app.ui import fonts

# palette
FELT_DARK = (10, 56, 44)
FELT_LIGHT = (24, 104, 78)
INK = (240, 236, 222)
INK_DIM = (170, 180, 170)
GOLD = (236, 190, 70)
RED = (214, 64, 58)
PANEL = (14, 28, 26, 215)
TEAM_COLORS = ((236, 176, 52), (92, 160, 236))  # team 0 (ours) gold, team 1 blue
BTN_COLORS = {
    "primary": ((226, 122, 40), (250, 160, 70)),
    "normal": ((44, 86, 118), (66, 118, 156)),
    "danger": ((170, 44, 44), (206, 70, 64)),
}


def draw_text(
    surface: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[int, int],
    color: tuple[int, ...] = INK,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    img = fonts.text(s, size, color, bold)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(fonts.text(s, size, (0, 0, 0), bold), rect.move(max(1, size // 14), max(1, size // 14)))
    surface.blit(img, rect)
    return rect


def fit_size(s: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size ≤ ``size`` at which ``s`` fits ``width``."""
    while size > 10 and fonts.font(size, bold).size(s)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=32)
def fit_path(path: str, size: int, width: int, max_lines: int = 2) -> tuple[str, ...]:
    """A file path in at most ``max_lines`` lines of ``width`` pixels: broken
    after a folder separator, and the middle elided ("…") if still too long."""
    f = fonts.font(size)
    lines: list[str] = []
    rest = path
    while rest and len(lines) < max_lines - 1 and f.size(rest)[0] > width:
        cut = 0
        for i, ch in enumerate(rest):
            if ch in "/\\" and i and f.size(rest[: i + 1])[0] <= width:
                cut = i + 1
        if not cut:
            break
        lines.append(rest[:cut])
        rest = rest[cut:]
    if f.size(rest)[0] > width:
        keep = len(rest)
        while keep > 2 and f.size(rest[: keep // 2] + "…" + rest[len(rest) - keep // 2 :])[0] > width:
            keep -= 1
        rest = rest[: keep // 2] + "…" + rest[len(rest) - keep // 2 :]
    return (*lines, rest)


@lru_cache(maxsize=16)
def _felt(w: int, h: int) -> pygame.Surface:
    """A radial green felt (cached per size)."""
    small = pygame.Surface((64, 40))
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 32) / 32, (y - 20) / 20
            t = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            small.set_at((x, y), [int(FELT_LIGHT[i] + (FELT_DARK[i] - FELT_LIGHT[i]) * t) for i in range(3)])
    return (
        pygame.transform.smoothscale(small, (w, h)).convert()
        if pygame.display.get_surface()
        else pygame.transform.smoothscale(small, (w, h))
    )


def draw_background(surface: pygame.Surface) -> None:
    surface.blit(_felt(*surface.get_size()), (0, 0))


@lru_cache(maxsize=64)
def _panel(
    w: int, h: int, color: tuple[int, ...], radius: int, border: tuple[int, ...] | None
) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surf, border, surf.get_rect(), width=max(1, radius // 6), border_radius=radius)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, ...] = PANEL,
    radius: int = 12,
    border: tuple[int, ...] | None = (255, 255, 255, 40),
) -> None:
    if rect.w <= 0 or rect.h <= 0:
        return
    surface.blit(_panel(rect.w, rect.h, tuple(color), radius, tuple(border) if border else None), rect)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    surface.blit(_panel(*surface.get_size(), (0, 0, 0, alpha), 0, None), (0, 0))


class Button:
    """A rounded button; ``enabled`` decides whether it reacts and how it looks."""

    def __init__(
        self,
        key: str,
        label: Callable[[], str] | str,
        on_click: Callable[[], object] | None = None,
        style: str = "normal",
    ) -> None:
        self.key = key
        self._label = label
        self.on_click = on_click
        self.style = style
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.hover = False
        self.pressed = False
        self.visible = True

    @property
    def label(self) -> str:
        return self._label() if callable(self._label) else self._label

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the event was a click on this button (and it acted)."""
        if not self.visible:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.pressed = self.enabled
            return self.enabled
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(ev.pos):
                if self.on_click:
                    self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        r = self.rect
        radius = max(6, r.h // 4)
        if self.enabled:
            base, hi = BTN_COLORS.get(self.style, BTN_COLORS["normal"])
            color = hi if self.hover else base
            ink: tuple[int, ...] = INK
        else:
            color, ink = (60, 70, 70), (130, 138, 134)
        rr = r.move(0, 2 if self.pressed else 0)
        draw_panel(surface, rr.move(0, 3), (0, 0, 0, 90), radius, None)
        draw_panel(surface, rr, (*color, 255), radius, (255, 255, 255, 70 if self.enabled else 25))
        size = fit_size(self.label, int(r.h * 0.46), r.w - 12, True)
        draw_text(surface, self.label, size, rr.center, ink, bold=True, anchor="center")


class ButtonBar:
    """A set of buttons that handle events and draw together."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: dict[str, Button] = {}
        for b in buttons or []:
            self.add(b)

    def add(self, button: Button) -> Button:
        self.buttons[button.key] = button
        return button

    def __getitem__(self, key: str) -> Button:
        return self.buttons[key]

    def handle_event(self, ev: pygame.event.Event) -> bool:
        hit = False
        for b in list(self.buttons.values()):
            hit = b.handle_event(ev) or hit
        return hit

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons.values():
            b.draw(surface)


class Toast:
    """A short message that fades (e.g. the engine's reason for a refused play)."""

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0
        self.tone = "info"

    def show(self, text: str, seconds: float = 3.0, tone: str = "info") -> None:
        self.text, self.left, self.tone = text, seconds, tone

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.text)

    def draw(self, surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
        if not self.visible:
            return
        alpha = int(255 * min(1.0, self.left / 0.4))
        img = fonts.text(self.text, size, INK, True)
        rect = img.get_rect(center=center).inflate(size * 1.6, size * 0.9)
        color = (150, 36, 36, int(alpha * 0.92)) if self.tone == "error" else (20, 40, 36, int(alpha * 0.92))
        draw_panel(surface, rect, color, rect.h // 2, (255, 255, 255, alpha // 4))
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=rect.center))
        img.set_alpha(None)


def cycle(options: tuple[object, ...] | list[object], current: object, step: int = 1) -> object:
    """The option after (or before) ``current``."""
    opts = list(options)
    i = opts.index(current) if current in opts else 0
    return opts[(i + step) % len(opts)]
