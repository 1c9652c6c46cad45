"""The rule options (RULES.md §12) and match or single game, as the new-game
screen and the host's screen both offer them: one set of buttons, drawn in rows
of a panel, starting from the settings and saved to them when changed.  Not a
scene: the two screens each hold one :class:`RuleChoices`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from functools import partial

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import GOLD, INK, Button, ButtonBar, draw_background, draw_panel, draw_text
from gouji_desktop.engine import Rules

RULE_KEYS = ("bie_san", "tribute", "no_return_single", "declare", "revolution")


class RuleChoices:
    """The §12 options and the mode; their buttons are ``rule.<key>`` and ``mode`` in the
    screen's own button bar.  ``remember`` is called after every change."""

    def __init__(self, settings: Settings, bar: ButtonBar, remember: Callable[[], None]) -> None:
        assert {f.name for f in fields(Rules)} == set(RULE_KEYS)
        self.settings = settings
        self.rules = settings.rules
        self.match = settings.play_mode == "match"
        self.remember = remember
        bar.add(
            Button(
                "mode", lambda: tr("new.mode_match" if self.match else "new.mode_single"), self.toggle_mode
            )
        )
        for key in RULE_KEYS:
            bar.add(Button(f"rule.{key}", partial(self.rule_label, key), partial(self.toggle_rule, key)))
        self.bar = bar

    def rule_label(self, key: str) -> str:
        return tr("opt.on" if getattr(self.rules, key) else "opt.off")

    def toggle_rule(self, key: str) -> None:
        self.rules = replace(self.rules, **{key: not getattr(self.rules, key)})
        self.settings.rules = self.rules
        self.remember()

    def toggle_mode(self) -> None:
        self.match = not self.match
        self.settings.play_mode = "match" if self.match else "single"
        self.remember()

    def draw_rows(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        s: float,
        tips: list[tuple[pygame.Rect, str]],
        top: int,
        row_h: int,
    ) -> None:
        """One row per rule option in ``panel`` from ``top``: its name, its on/off button, its tooltip."""
        fs = int(21 * s)
        bw, bh = int(150 * s), int(40 * s)
        for i, key in enumerate(RULE_KEYS):
            cy = top + i * row_h
            tips.append((pygame.Rect(panel.left, cy - row_h // 2, panel.w, row_h), f"tip.{key}"))
            draw_text(
                surface, tr(f"new.{key}"), fs, (panel.left + int(28 * s), cy), bold=True, anchor="midleft"
            )
            b = self.bar[f"rule.{key}"]
            b.rect = pygame.Rect(panel.right - bw - int(24 * s), cy - bh // 2, bw, bh)
            b.style = "primary" if getattr(self.rules, key) else "normal"


def draw_setup_panels(
    surface: pygame.Surface, title: str, right_title: str
) -> tuple[float, int, pygame.Rect, pygame.Rect]:
    """A table's setup screen (the new game's, the host's): the background, the title and two
    panels, the rules on the left and the seats on the right.  Returns the scale, the row
    height and the two panels."""
    w, h = surface.get_size()
    s = scale_of(w, h)
    draw_background(surface)
    draw_text(surface, tr(title), int(40 * s), (w // 2, int(22 * s)), GOLD, True, "midtop", shadow=True)
    row_h = int(52 * s)
    col_w, gap = int(500 * s), int(30 * s)
    left = pygame.Rect((w - 2 * col_w - gap) // 2, int(90 * s), col_w, int(6 * row_h + 70 * s))
    right = left.move(col_w + gap, 0)
    for panel, key in ((left, "new.rules"), (right, right_title)):
        draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        at = (panel.left + int(24 * s), panel.top + int(16 * s))
        draw_text(surface, tr(key), int(24 * s), at, GOLD, True)
    return s, row_h, left, right


def tip_at(tips: list[tuple[pygame.Rect, str]], pos: tuple[int, int] | None) -> str:
    """The tooltip key of the option under ``pos`` ("" for none)."""
    if pos is None:
        return ""
    return next((key for area, key in tips if area.collidepoint(pos)), "")


def draw_tip(
    surface: pygame.Surface, s: float, tips: list[tuple[pygame.Rect, str]], hover: tuple[int, int] | None
) -> None:
    """What the option under the mouse does, in a box beside it."""
    key = tip_at(tips, hover)
    if not key or hover is None:
        return
    w, h = surface.get_size()
    fs = int(17 * s)
    width = int(420 * s)
    lines = fonts.wrap(tr(key), fs, width - int(24 * s))
    box = pygame.Rect(0, 0, width, int(len(lines) * fs * 1.45 + 20 * s))
    box.topleft = (hover[0] + int(16 * s), hover[1] + int(18 * s))
    box.clamp_ip(pygame.Rect(0, 0, w, h))
    draw_panel(surface, box, (4, 14, 12, 245), int(10 * s), (*GOLD, 160))
    y = box.top + int(10 * s)
    for line in lines:
        draw_text(surface, line, fs, (box.left + int(12 * s), y), INK)
        y += int(fs * 1.45)
