"""New game: rule options (RULES.md §12), the AI level of each seat, match or
single game, and the seed (shown and editable, so a deal can be replayed).
Every choice but the seed is a setting: it starts from the saved settings and
is saved as soon as it changes."""

from __future__ import annotations

import random
from dataclasses import fields, replace

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import AI_LEVELS
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    cycle,
    draw_background,
    draw_panel,
    draw_text,
)
from gouji_desktop.engine import Rules

RULE_KEYS = ("bie_san", "tribute", "no_return_single", "declare", "revolution")


class NewGameScene(Scene):
    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()
        st = app.settings
        self.rules = st.rules
        self.levels = ["normal", *st.ai_levels]
        self.match = st.play_mode == "match"
        self.seed_text = str(GameSetup.random_seed(self.rng))
        self.seed_focus = False
        self.buttons = ButtonBar(
            [
                Button("start", lambda: tr("new.start"), self.start, "primary"),
                Button("back", lambda: tr("new.back"), self.app.nav.back),
                Button("reroll", lambda: tr("new.seed_random"), self.reroll),
                Button(
                    "mode",
                    lambda: tr("new.mode_match" if self.match else "new.mode_single"),
                    self.toggle_mode,
                ),
                Button("seed", lambda: self.seed_text + ("|" if self.seed_focus else ""), self.focus_seed),
            ]
        )
        for key in RULE_KEYS:
            self.buttons.add(
                Button(f"rule.{key}", lambda k=key: self.rule_label(k), lambda k=key: self.toggle_rule(k))
            )
        for seat in range(1, 6):
            self.buttons.add(
                Button(
                    f"ai.{seat}",
                    lambda s=seat: tr(f"level.{self.levels[s]}"),
                    lambda s=seat: self.cycle_level(s),
                )
            )
        assert {f.name for f in fields(Rules)} == set(RULE_KEYS)

    def rule_label(self, key: str) -> str:
        return tr("opt.on" if getattr(self.rules, key) else "opt.off")

    def toggle_rule(self, key: str) -> None:
        self.rules = replace(self.rules, **{key: not getattr(self.rules, key)})
        self.remember()

    def cycle_level(self, seat: int) -> None:
        self.levels[seat] = str(cycle(AI_LEVELS, self.levels[seat]))
        self.remember()

    def toggle_mode(self) -> None:
        self.match = not self.match
        self.remember()

    def remember(self) -> None:
        """The choices become the settings (saved in the background)."""
        st = self.app.settings
        st.rules = self.rules
        st.ai_levels = tuple(self.levels[1:6])
        st.play_mode = "match" if self.match else "single"
        self.app.save_settings()

    def reroll(self) -> None:
        self.seed_text = str(GameSetup.random_seed(self.rng))

    def focus_seed(self) -> None:
        self.seed_focus = not self.seed_focus

    def setup(self) -> GameSetup:
        seed = int(self.seed_text) if self.seed_text.isdigit() else 1
        return GameSetup(rules=self.rules, seed=seed, levels=tuple(self.levels), match=self.match)

    def start(self) -> None:
        controller = Controller(self.setup(), store=self.app.store)
        self.app.nav.table(controller, instead=True)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if self.seed_focus and ev.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += ev.unicode
            elif self.seed_focus and ev.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(
            surface, tr("new.title"), int(40 * s), (w // 2, int(22 * s)), GOLD, True, "midtop", shadow=True
        )
        fs = int(21 * s)
        row_h = int(52 * s)
        bw, bh = int(150 * s), int(40 * s)
        col_w = int(500 * s)
        gap = int(30 * s)
        left = pygame.Rect((w - 2 * col_w - gap) // 2, int(90 * s), col_w, int(6 * row_h + 70 * s))
        right = left.move(col_w + gap, 0)
        for panel, title in ((left, "new.rules"), (right, "new.ai")):
            draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
            draw_text(
                surface,
                tr(title),
                int(24 * s),
                (panel.left + int(24 * s), panel.top + int(16 * s)),
                GOLD,
                True,
            )
        for i, key in enumerate(RULE_KEYS):
            cy = left.top + int(80 * s) + i * row_h
            draw_text(surface, tr(f"new.{key}"), fs, (left.left + int(28 * s), cy), INK, True, "midleft")
            b = self.buttons[f"rule.{key}"]
            b.rect = pygame.Rect(left.right - bw - int(24 * s), cy - bh // 2, bw, bh)
            b.style = "primary" if getattr(self.rules, key) else "normal"
        for seat in range(1, 6):
            cy = right.top + int(80 * s) + (seat - 1) * row_h
            name = f"{seat_name(seat)} · {tr(f'rel.{seat}')}"
            draw_text(surface, name, fs, (right.left + int(28 * s), cy), INK, True, "midleft")
            self.buttons[f"ai.{seat}"].rect = pygame.Rect(
                right.right - bw - int(24 * s), cy - bh // 2, bw, bh
            )
        # mode and seed
        bottom = pygame.Rect(left.left, left.bottom + int(18 * s), 2 * col_w + gap, int(128 * s))
        draw_panel(surface, bottom, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        cy1 = bottom.top + int(36 * s)
        draw_text(surface, tr("new.mode"), fs, (bottom.left + int(28 * s), cy1), INK, True, "midleft")
        self.buttons["mode"].rect = pygame.Rect(bottom.left + int(170 * s), cy1 - bh // 2, int(210 * s), bh)
        draw_text(surface, tr("new.seed"), fs, (bottom.centerx + int(20 * s), cy1), INK, True, "midleft")
        seed_btn = self.buttons["seed"]
        seed_btn.rect = pygame.Rect(bottom.centerx + int(110 * s), cy1 - bh // 2, int(170 * s), bh)
        seed_btn.style = "primary" if self.seed_focus else "normal"
        self.buttons["reroll"].rect = pygame.Rect(
            seed_btn.rect.right + int(12 * s), cy1 - bh // 2, int(120 * s), bh
        )
        draw_text(
            surface,
            tr("new.seed_hint"),
            int(16 * s),
            (bottom.centerx + int(20 * s), cy1 + int(34 * s)),
            INK_DIM,
        )
        start, back = self.buttons["start"], self.buttons["back"]
        start.rect = pygame.Rect(0, 0, int(220 * s), int(54 * s))
        back.rect = pygame.Rect(0, 0, int(160 * s), int(54 * s))
        start.rect.midtop = (w // 2 + int(100 * s), bottom.bottom + int(20 * s))
        back.rect.midtop = (w // 2 - int(110 * s), bottom.bottom + int(20 * s))
        self.buttons.draw(surface)
