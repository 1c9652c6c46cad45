"""Title, pause and settings screens."""

from __future__ import annotations

import math

import pygame

from . import fonts
from .i18n import tr
from .layout import menu_column, scale_of
from .scene import App, Scene
from .settings import AI_DELAYS, ANIM_SPEEDS, CARD_BACKS
from .widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    Toast,
    cycle,
    dim,
    draw_background,
    draw_panel,
    draw_text,
)


class TitleScene(Scene):
    """新游戏 / 继续 / 设置 / 规则 / 统计 / 退出."""

    ITEMS = ("new", "continue", "settings", "rules", "stats", "quit")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toast = Toast()
        self.clock = 0.0
        actions = {
            "new": self.new_game,
            "continue": lambda: self.toast.show(tr("menu.no_save")),
            "settings": lambda: self.app.push(SettingsScene(self.app)),
            "rules": self.rules,
            "stats": lambda: self.toast.show(tr("menu.no_stats")),
            "quit": self.quit,
        }
        self.buttons = ButtonBar(
            [
                Button(k, lambda k=k: tr(f"menu.{k}"), actions[k], "primary" if k == "new" else "normal")
                for k in self.ITEMS
            ]
        )

    def new_game(self) -> None:
        from .newgame import NewGameScene

        self.app.push(NewGameScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def quit(self) -> None:
        self.app.running = False

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.quit()
            return
        self.buttons.handle_event(ev)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        from gouji_desktop.engine import parse_cards

        from . import cardart

        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        # a fan of cards behind the title
        cw, ch = int(90 * s), int(128 * s)
        cards = parse_cards("BJ SJ 2S AH KC QD")
        for i, card in enumerate(cards):
            ang = (i - 2.5) * 9 + math.sin(self.clock * 0.8 + i) * 1.2
            img = pygame.transform.rotozoom(cardart.face(card, cw, ch), -ang, 1.0)
            cx = w // 2 + int((i - 2.5) * 42 * s)
            cy = int(h * 0.16) + int(abs(i - 2.5) * 6 * s)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        draw_text(
            surface, tr("app.title"), int(84 * s), (w // 2, int(h * 0.235)), GOLD, True, "midtop", shadow=True
        )
        draw_text(
            surface, tr("app.subtitle"), int(22 * s), (w // 2, int(h * 0.235 + 106 * s)), INK, anchor="midtop"
        )
        for b, rect in zip(
            self.buttons.buttons.values(), menu_column(w, h, len(self.ITEMS), 0.46), strict=True
        ):
            b.rect = rect
        self.buttons.draw(surface)
        draw_text(
            surface, tr("menu.footer"), int(15 * s), (w // 2, h - int(14 * s)), INK_DIM, anchor="midbottom"
        )
        self.toast.draw(surface, (w // 2, int(h * 0.42)), int(20 * s))


class PauseScene(Scene):
    """Esc on the table: resume, settings, rules, main menu."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonBar(
            [
                Button("resume", lambda: tr("pause.resume"), self.app.pop, "primary"),
                Button(
                    "settings", lambda: tr("menu.settings"), lambda: self.app.push(SettingsScene(self.app))
                ),
                Button("rules", lambda: tr("menu.rules"), self.rules),
                Button("menu", lambda: tr("pause.menu"), self.to_menu),
            ]
        )

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def to_menu(self) -> None:
        self.app.reset(TitleScene(self.app))

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        dim(surface, 160)
        rects = menu_column(w, h, 4, 0.36)
        panel = rects[0].union(rects[-1]).inflate(int(80 * s), int(150 * s)).move(0, -int(30 * s))
        draw_panel(surface, panel, (12, 30, 28, 240), int(18 * s), (*GOLD, 160))
        draw_text(
            surface, tr("pause.title"), int(36 * s), (w // 2, panel.top + int(18 * s)), GOLD, True, "midtop"
        )
        for b, rect in zip(self.buttons.buttons.values(), rects, strict=True):
            b.rect = rect
        self.buttons.draw(surface)


class SettingsScene(Scene):
    """Language, animation speed, AI move delay, volume, full screen, card back."""

    ROWS = ("language", "anim", "ai_delay", "volume", "fullscreen", "card_back")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonBar([Button("back", lambda: tr("common.back"), self.app.pop, "primary")])
        for row in self.ROWS:
            self.buttons.add(Button(f"{row}-", "◀", lambda r=row: self.change(r, -1)))
            self.buttons.add(Button(f"{row}+", "▶", lambda r=row: self.change(r, 1)))

    def change(self, row: str, step: int) -> None:
        st = self.app.settings
        if row == "language":
            st.language = str(cycle(("zh", "en"), st.language, step))
            self.app.language_changed()
        elif row == "anim":
            st.anim_speed = str(cycle(tuple(ANIM_SPEEDS), st.anim_speed, step))
        elif row == "ai_delay":
            st.ai_delay = float(cycle(AI_DELAYS, st.ai_delay, step))  # type: ignore[arg-type]
        elif row == "volume":
            st.volume = max(0, min(100, st.volume + 10 * step))
            self.app.sounds.play("click")
        elif row == "fullscreen":
            self.app.set_fullscreen(not st.fullscreen)
        elif row == "card_back":
            st.card_back = (st.card_back + step) % CARD_BACKS

    def value(self, row: str) -> str:
        st = self.app.settings
        if row == "language":
            return tr(f"lang.{st.language}")
        if row == "anim":
            return tr(f"speed.{st.anim_speed}")
        if row == "ai_delay":
            return tr("set.seconds", s=f"{st.ai_delay:g}")
        if row == "volume":
            return tr("set.muted") if st.volume == 0 else f"{st.volume}%"
        if row == "fullscreen":
            return tr("opt.on" if st.fullscreen else "opt.off")
        return tr(f"back.{st.card_back}")

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        from . import cardart

        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        panel = pygame.Rect(0, 0, int(720 * s), int(560 * s))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (10, 26, 24, 235), int(20 * s), (*GOLD, 140))
        draw_text(
            surface, tr("set.title"), int(38 * s), (w // 2, panel.top + int(20 * s)), GOLD, True, "midtop"
        )
        fs = int(22 * s)
        row_h = int(58 * s)
        y0 = panel.top + int(92 * s)
        for i, row in enumerate(self.ROWS):
            cy = y0 + i * row_h + row_h // 2
            key = {"anim": "set.anim", "ai_delay": "set.ai_delay", "card_back": "set.card_back"}.get(
                row, f"set.{row}"
            )
            draw_text(surface, tr(key), fs, (panel.left + int(40 * s), cy), INK, True, "midleft")
            bw = int(44 * s)
            minus = pygame.Rect(panel.right - int(330 * s), cy - bw // 2, bw, bw)
            plus = pygame.Rect(panel.right - int(40 * s) - bw, cy - bw // 2, bw, bw)
            self.buttons[f"{row}-"].rect = minus
            self.buttons[f"{row}+"].rect = plus
            mid = (minus.right + plus.left) // 2
            draw_text(surface, self.value(row), fs, (mid, cy), GOLD, True, "center")
            if row == "card_back":
                cw = int(30 * s)
                img = cardart.back(self.app.settings.card_back, cw, int(cw * 1.42))
                surface.blit(img, (minus.left - cw - int(16 * s), cy - img.get_height() // 2))
        if not self.app.sounds.available:
            note = tr("set.no_audio")
            draw_text(
                surface, note, int(16 * s), (w // 2, panel.bottom - int(90 * s)), INK_DIM, anchor="midtop"
            )
        back = self.buttons["back"]
        back.rect = pygame.Rect(0, 0, int(200 * s), int(50 * s))
        back.rect.midbottom = (w // 2, panel.bottom - int(24 * s))
        self.buttons.draw(surface)
        _ = fonts
