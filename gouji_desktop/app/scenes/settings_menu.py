"""The settings screen."""

from __future__ import annotations

from functools import partial

import pygame

from gouji_desktop import crashlog
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import AI_DELAYS, ANIM_SPEEDS, CARD_BACKS, REPLAYS_KEPT, TURN_TIMERS
from gouji_desktop.app.ui.diagnostics import copy_diagnostics
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    Button,
    ButtonBar,
    Toast,
    cycle,
    draw_background,
    draw_panel,
    draw_text,
    fit_path,
    fit_size,
)
from gouji_desktop.storage.settings import HINT_MODES


class SettingsScene(Scene):
    """Language, animation speed, AI move delay, volume, mute, full screen, card
    back, 记牌器, auto-pass, turn timer, what 提示 offers first (AI 建议 or 从小到大) and
    replays kept; every change is saved at once.  Shows the data and
    log folders, a marker while saving fails, and copies diagnostics for a
    bug report."""

    ROWS = (
        "language",
        "anim",
        "ai_delay",
        "volume",
        "mute",
        "fullscreen",
        "card_back",
        "counter",
        "auto_pass",
        "turn_timer",
        "hint_mode",
        "replays_kept",
    )

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"),
                Button("diagnostics", lambda: tr("set.copy_diag"), self.copy_diagnostics),
            ]
        )
        self.toast = Toast()
        for row in self.ROWS:
            self.buttons.add(Button(f"{row}-", "◀", partial(self.change, row, -1)))
            self.buttons.add(Button(f"{row}+", "▶", partial(self.change, row, 1)))

    def change(self, row: str, step: int) -> None:
        st = self.app.settings
        if row == "language":
            st.language = str(cycle(("zh", "en"), st.language, step))
            self.app.language_changed()
        elif row == "anim":
            st.anim_speed = str(cycle(tuple(ANIM_SPEEDS), st.anim_speed, step))
        elif row == "ai_delay":
            st.ai_delay = float(cycle(AI_DELAYS, st.ai_delay, step))  # type: ignore[arg-type]  # cycle returns the next value of the setting's own list
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
            st.replays_kept = int(cycle(REPLAYS_KEPT, st.replays_kept, step))  # type: ignore[call-overload]  # cycle returns the next value of the setting's own list
        elif row == "counter":
            st.show_counter = not st.show_counter
        elif row == "auto_pass":
            st.auto_pass = not st.auto_pass
        elif row == "turn_timer":
            st.turn_timer = int(cycle(TURN_TIMERS, st.turn_timer, step))  # type: ignore[call-overload]  # cycle returns the next value of the setting's own list
        elif row == "hint_mode":
            st.hint_mode = str(cycle(HINT_MODES, st.hint_mode, step))
        self.app.save_settings()

    def copy_diagnostics(self) -> None:
        paths = self.app.store.paths
        data = str(paths.data_dir) if paths is not None else tr("set.no_storage")
        message, ok = copy_diagnostics(self.app.size, self.app.settings.fullscreen, data)
        self.toast.show(message, 4.0, "info" if ok else "error")

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def frame_rate(self) -> float:
        return 60.0 if self.toast.visible else 0.0

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
        if row in ("counter", "auto_pass"):
            return tr("opt.on" if (st.show_counter if row == "counter" else st.auto_pass) else "opt.off")
        if row == "turn_timer":
            return tr("set.seconds", s=st.turn_timer) if st.turn_timer else tr("opt.off")
        if row == "hint_mode":
            return tr(f"hint.mode.{st.hint_mode}")
        if row == "replays_kept":
            return tr("set.replays_n", n=st.replays_kept) if st.replays_kept else tr("set.replays_none")
        return tr(f"back.{st.card_back}")

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.nav.back()
            return
        self.buttons.handle_event(ev)

    def folders(self) -> list[tuple[str, str]]:
        """(label, path) of where the game keeps the player's data."""
        paths = self.app.store.paths
        log_folder = (tr("set.log_dir"), str(crashlog.log_dir()))
        if paths is None:
            return [(tr("set.data_dir"), tr("set.no_storage")), log_folder]
        out = [(tr("set.data_dir"), str(paths.data_dir))]
        if paths.config_dir != paths.data_dir:
            out.append((tr("set.config_dir"), str(paths.config_dir)))
        return [*out, log_folder]

    def note(self) -> tuple[str, tuple[int, int, int]]:
        """The line under the folders: a saving problem first."""
        if self.app.store.write_problem:
            return tr("set.write_problem"), RED
        if not self.app.sounds.available:
            return tr("set.no_audio"), INK_DIM
        return (tr("set.saved") if self.app.store.enabled else ""), INK_DIM

    def draw(self, surface: pygame.Surface) -> None:
        from gouji_desktop.app.ui import cardart

        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        fs, small = int(21 * s), int(15 * s)
        line_h = int(15 * s * 1.35)
        # rows shrink on a short window so the folders and the back button still fit
        row_h = max(
            int(30 * s), min(int(48 * s), (h - int(16 * s) - int(250 * s) - 3 * line_h) // len(self.ROWS))
        )
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
            bw = min(int(40 * s), row_h - int(4 * s))  # the arrows of two rows never touch
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
        back, diagnostics = self.buttons["back"], self.buttons["diagnostics"]
        back.rect = pygame.Rect(0, 0, int(200 * s), int(46 * s))
        back.rect.midbottom = (w // 2 - int(110 * s), panel.bottom - int(14 * s))
        diagnostics.rect = pygame.Rect(0, 0, int(200 * s), int(46 * s))
        diagnostics.rect.midbottom = (w // 2 + int(110 * s), panel.bottom - int(14 * s))
        self.buttons.draw(surface)
        # above the panel: at the bottom it would cover the folder lines
        self.toast.draw(surface, (w // 2, max(small, panel.top // 2)), small)
