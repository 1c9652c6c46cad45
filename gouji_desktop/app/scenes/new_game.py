"""New game: rule options (RULES.md §12), the AI level of each seat, match or
single game, and the seed (shown and editable, so a deal can be replayed).
Every choice but the seed is a setting: it starts from the saved settings and
is saved as soon as it changes."""

from __future__ import annotations

import random
from functools import partial

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.scenes.rule_choices import RuleChoices, draw_setup_panels, draw_tip, tip_at
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import AI_LEVELS
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    Button,
    ButtonBar,
    cycle,
    draw_panel,
    draw_text,
)
from gouji_desktop.engine import Rules


class NewGameScene(Scene):
    def __init__(self, app: App, rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.rng = rng or random.Random()
        st = app.settings
        self.levels = ["normal", *st.ai_levels]
        self.seed_text = str(GameSetup.random_seed(self.rng))
        self.seed_focus = False
        self.seed_refused = False  # Start was pressed with an empty seed field: say so, start nothing
        self.hover: tuple[int, int] | None = None
        self.tips: list[tuple[pygame.Rect, str]] = []  # (area, tooltip key), set while drawing
        self.buttons = ButtonBar(
            [
                Button("start", lambda: tr("new.start"), self.start, "primary"),
                Button("back", lambda: tr("new.back"), self.app.nav.back),
                Button("reroll", lambda: tr("new.seed_random"), self.reroll),
                Button("seed", lambda: self.seed_text + ("|" if self.seed_focus else ""), self.focus_seed),
            ]
        )
        #: the rule options and the mode, as the host's screen offers them too
        self.choices = RuleChoices(st, self.buttons, self.remember)
        for seat in range(1, 6):
            self.buttons.add(
                Button(
                    f"ai.{seat}",
                    partial(self.level_label, seat),
                    partial(self.cycle_level, seat),
                )
            )

    @property
    def rules(self) -> Rules:
        return self.choices.rules

    @property
    def match(self) -> bool:
        return self.choices.match

    def level_label(self, seat: int) -> str:
        return tr(f"level.{self.levels[seat]}")

    def cycle_level(self, seat: int) -> None:
        self.levels[seat] = str(cycle(AI_LEVELS, self.levels[seat]))
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
        self.seed_refused = False

    def focus_seed(self) -> None:
        self.seed_focus = not self.seed_focus

    def setup(self) -> GameSetup:
        """The game the choices describe; only called with a seed typed in (``start`` checks)."""
        return GameSetup(
            rules=self.rules, seed=int(self.seed_text), levels=tuple(self.levels), match=self.match
        )

    def start(self) -> None:
        # An emptied seed field must not quietly become some fixed seed: the player
        # would replay the same deal without knowing.  Refuse and say what to do.
        if not self.seed_text.isdigit():
            self.seed_refused = True
            self.seed_focus = True
            return
        controller = Controller(self.setup(), store=self.app.store)
        self.app.nav.table(controller, instead=True)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if self.seed_focus and ev.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += ev.unicode
                self.seed_refused = False
            elif self.seed_focus and ev.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            return
        if ev.type == pygame.MOUSEMOTION:
            self.hover = ev.pos
        self.buttons.handle_event(ev)

    def tip_at(self, pos: tuple[int, int] | None) -> str:
        """The tooltip key of the option under ``pos`` ("" for none)."""
        return tip_at(self.tips, pos)

    def draw_tip(self, surface: pygame.Surface, s: float) -> None:
        draw_tip(surface, s, self.tips, self.hover)

    def draw(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        s, row_h, left, right = draw_setup_panels(surface, "new.title", "new.ai")
        fs = int(21 * s)
        bw, bh = int(150 * s), int(40 * s)
        self.tips = []
        self.choices.draw_rows(surface, left, s, self.tips, left.top + int(80 * s), row_h)
        for seat in range(1, 6):
            cy = right.top + int(80 * s) + (seat - 1) * row_h
            self.tips.append((pygame.Rect(right.left, cy - row_h // 2, right.w, row_h), "tip.ai"))
            name = f"{seat_name(seat)} · {tr(f'rel.{seat}')}"
            draw_text(surface, name, fs, (right.left + int(28 * s), cy), INK, True, "midleft")
            self.buttons[f"ai.{seat}"].rect = pygame.Rect(
                right.right - bw - int(24 * s), cy - bh // 2, bw, bh
            )
        # mode and seed
        bottom = pygame.Rect(left.left, left.bottom + int(18 * s), right.right - left.left, int(128 * s))
        draw_panel(surface, bottom, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        cy1 = bottom.top + int(36 * s)
        self.tips.append((pygame.Rect(bottom.left, cy1 - bh // 2, bottom.w // 2, bh), "tip.mode"))
        self.tips.append((pygame.Rect(bottom.centerx, cy1 - bh // 2, bottom.w // 2, bh), "tip.seed"))
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
            tr("new.seed_empty" if self.seed_refused else "new.seed_hint"),
            max(13, int(16 * s)),  # readable at the smallest window
            (bottom.centerx + int(20 * s), cy1 + int(34 * s)),
            RED if self.seed_refused else INK_DIM,
        )
        start, back = self.buttons["start"], self.buttons["back"]
        start.rect = pygame.Rect(0, 0, int(220 * s), int(54 * s))
        back.rect = pygame.Rect(0, 0, int(160 * s), int(54 * s))
        start.rect.midtop = (w // 2 + int(100 * s), bottom.bottom + int(20 * s))
        back.rect.midtop = (w // 2 - int(110 * s), bottom.bottom + int(20 * s))
        self.buttons.draw(surface)
        self.draw_tip(surface, s)
