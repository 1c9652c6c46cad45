"""Title, pause and settings screens."""

from __future__ import annotations

import math

import pygame

from gouji_desktop.storage import Autosave

from .i18n import short_date, tr
from .layout import menu_column, scale_of
from .scene import App, Scene
from .settings import AI_DELAYS, ANIM_SPEEDS, CARD_BACKS, REPLAYS_KEPT
from .widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    Button,
    ButtonBar,
    Toast,
    cycle,
    dim,
    draw_background,
    draw_panel,
    draw_text,
    fit_path,
    fit_size,
)


class TitleScene(Scene):
    """新游戏 / 继续 / 设置 / 规则 / 统计 / 录像 / 退出; 继续 resumes the autosave
    and is greyed, with the reason beside it, when there is none."""

    ITEMS = ("new", "continue", "settings", "rules", "stats", "replays", "quit")

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toast = Toast()
        self.clock = 0.0
        self.save: Autosave | None = None
        self.save_problem = "menu.no_save"  # beside 继续 when there is no save: why
        self.checked = False
        actions = {
            "new": self.new_game,
            "continue": self.resume,
            "settings": lambda: self.app.push(SettingsScene(self.app)),
            "rules": self.rules,
            "stats": self.stats,
            "replays": self.replays,
            "quit": self.quit,
        }
        self.buttons = ButtonBar(
            [
                Button(k, lambda k=k: tr(f"menu.{k}"), actions[k], "primary" if k == "new" else "normal")
                for k in self.ITEMS
            ]
        )

    def on_enter(self) -> None:
        if not self.checked:
            self.check_autosave()

    def check_autosave(self) -> None:
        """Load the autosave once (a bad one is set aside by storage, with a notice)."""
        self.checked = True
        store = self.app.store
        self.save = store.load_autosave() if store.has_autosave() else None
        if self.save is None:
            self.save_problem = "menu.save_bad" if store.has_autosave() else "menu.no_save"
        self.buttons["continue"].enabled = self.save is not None

    def continue_note(self) -> str:
        save = self.save
        if save is None:
            return tr(self.save_problem)
        date = short_date(save.saved_at) or tr("rep.unknown_date")
        if save.match is not None:
            return tr("menu.save_match", n=save.match.number, date=date)
        return tr("menu.save_single", date=date)

    def resume(self) -> None:
        """继续: the saved table, on the same decision, same hands, same log."""
        from .controller import Controller, GameSetup
        from .table_scene import TableScene

        save, self.save = self.save, None  # its objects now belong to the table
        self.checked = False  # look again when the title shows next
        if save is None:
            return
        game = save.game
        start_seed = game.seed if game.seed is not None else 1
        seed = save.match.seed if save.match is not None else start_seed if isinstance(start_seed, int) else 1
        setup = GameSetup(
            rules=game.rules, seed=seed, levels=("normal", *save.ai_levels), match=save.match is not None
        )
        controller = Controller(setup, game=save.single, match=save.match, store=self.app.store)
        self.app.push(TableScene(self.app, controller, resume=True))

    def new_game(self) -> None:
        from .newgame import NewGameScene

        self.checked = False
        self.app.push(NewGameScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def stats(self) -> None:
        from .stats_scene import StatsScene

        self.app.push(StatsScene(self.app))

    def replays(self) -> None:
        from .replay_scene import ReplayListScene

        self.app.push(ReplayListScene(self.app))

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
        rects = menu_column(w, h, len(self.ITEMS), 0.46)
        # the title block sits above the menu, whatever the window's shape
        title_top = min(int(h * 0.235), rects[0].top - int(140 * s))
        cw, ch = int(90 * s), int(128 * s)
        cards = parse_cards("BJ SJ 2S AH KC QD")
        for i, card in enumerate(cards):
            ang = (i - 2.5) * 9 + math.sin(self.clock * 0.8 + i) * 1.2
            img = pygame.transform.rotozoom(cardart.face(card, cw, ch), -ang, 1.0)
            cx = w // 2 + int((i - 2.5) * 42 * s)
            cy = title_top - int(72 * s) + int(abs(i - 2.5) * 6 * s)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        draw_text(
            surface, tr("app.title"), int(84 * s), (w // 2, title_top), GOLD, True, "midtop", shadow=True
        )
        draw_text(
            surface, tr("app.subtitle"), int(22 * s), (w // 2, title_top + int(110 * s)), INK, anchor="midtop"
        )
        for b, rect in zip(self.buttons.buttons.values(), rects, strict=True):
            b.rect = rect
        self.buttons.draw(surface)
        cont = self.buttons["continue"].rect
        note = self.continue_note()
        size = fit_size(note, int(16 * s), w - cont.right - int(30 * s))
        color = INK if self.save is not None else INK_DIM
        draw_text(surface, note, size, (cont.right + int(16 * s), cont.centery), color, anchor="midleft")
        draw_text(
            surface, tr("menu.footer"), int(15 * s), (w // 2, h - int(10 * s)), INK_DIM, anchor="midbottom"
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
        """Back to the title; the table is autosaved after every action, so 继续 comes back here."""
        for scene in self.app.scenes:
            scene.on_quit()
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
    """Language, animation speed, AI move delay, volume, mute, full screen, card
    back and replays kept; every change is saved at once.  Shows the data
    folder and a marker while saving fails."""

    ROWS = ("language", "anim", "ai_delay", "volume", "mute", "fullscreen", "card_back", "replays_kept")

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
        elif row == "mute":
            st.muted = not st.muted
        elif row == "fullscreen":
            self.app.set_fullscreen(not st.fullscreen)
        elif row == "card_back":
            st.card_back = (st.card_back + step) % CARD_BACKS
        elif row == "replays_kept":
            st.replays_kept = int(cycle(REPLAYS_KEPT, st.replays_kept, step))  # type: ignore[call-overload]
        self.app.save_settings()

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
        if row in ("mute", "fullscreen"):
            return tr("opt.on" if (st.muted if row == "mute" else st.fullscreen) else "opt.off")
        if row == "replays_kept":
            return tr("set.replays_n", n=st.replays_kept) if st.replays_kept else tr("set.replays_none")
        return tr(f"back.{st.card_back}")

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        self.buttons.handle_event(ev)

    def folders(self) -> list[tuple[str, str]]:
        """(label, path) of where the game keeps the player's data."""
        paths = self.app.store.paths
        if paths is None:
            return [(tr("set.data_dir"), tr("set.no_storage"))]
        out = [(tr("set.data_dir"), str(paths.data_dir))]
        if paths.config_dir != paths.data_dir:
            out.append((tr("set.config_dir"), str(paths.config_dir)))
        return out

    def note(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the folders: a saving problem first."""
        if self.app.store.write_problem:
            return tr("set.write_problem"), RED
        if not self.app.sounds.available:
            return tr("set.no_audio"), INK_DIM
        return (tr("set.saved") if self.app.store.enabled else ""), INK_DIM

    def draw(self, surface: pygame.Surface) -> None:
        from . import cardart

        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        fs, small = int(21 * s), int(15 * s)
        row_h, line_h = int(48 * s), int(15 * s * 1.35)
        panel_w = int(760 * s)
        label_w = int(150 * s)
        path_w = panel_w - label_w - int(80 * s)
        folders = [(label, fit_path(path, small, path_w)) for label, path in self.folders()]
        lines = sum(len(paths) for _, paths in folders)
        height = int(64 * s) + len(self.ROWS) * row_h + int(18 * s) + lines * line_h + int(100 * s)
        panel = pygame.Rect(0, 0, panel_w, min(h - int(16 * s), height))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (10, 26, 24, 235), int(20 * s), (*GOLD, 140))
        draw_text(
            surface, tr("set.title"), int(34 * s), (w // 2, panel.top + int(14 * s)), GOLD, True, "midtop"
        )
        y0 = panel.top + int(64 * s)
        for i, row in enumerate(self.ROWS):
            cy = y0 + i * row_h + row_h // 2
            draw_text(surface, tr(f"set.{row}"), fs, (panel.left + int(40 * s), cy), INK, True, "midleft")
            bw = int(40 * s)
            minus = pygame.Rect(panel.right - int(330 * s), cy - bw // 2, bw, bw)
            plus = pygame.Rect(panel.right - int(40 * s) - bw, cy - bw // 2, bw, bw)
            self.buttons[f"{row}-"].rect = minus
            self.buttons[f"{row}+"].rect = plus
            mid = (minus.right + plus.left) // 2
            draw_text(surface, self.value(row), fs, (mid, cy), GOLD, True, "center")
            if row == "card_back":
                cw = int(26 * s)
                img = cardart.back(self.app.settings.card_back, cw, int(cw * 1.42))
                surface.blit(img, (minus.left - cw - int(16 * s), cy - img.get_height() // 2))
        y = y0 + len(self.ROWS) * row_h + int(8 * s)
        left, right = panel.left + int(30 * s), panel.right - int(30 * s)
        pygame.draw.line(surface, (*GOLD, 90), (left, y), (right, y), max(1, int(s)))
        y += int(10 * s)
        for label, paths in folders:
            draw_text(surface, label, small, (panel.left + int(40 * s), y), INK_DIM, True)
            for line in paths:
                draw_text(surface, line, small, (panel.left + int(40 * s) + label_w, y), INK)
                y += line_h
        note, color = self.note()
        if note:
            size = fit_size(note, small, panel.w - int(60 * s), True)
            draw_text(surface, note, size, (w // 2, y + int(4 * s)), color, True, "midtop")
        back = self.buttons["back"]
        back.rect = pygame.Rect(0, 0, int(200 * s), int(46 * s))
        back.rect.midbottom = (w // 2, panel.bottom - int(14 * s))
        self.buttons.draw(surface)
