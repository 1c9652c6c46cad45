"""导入录像: the .gouji-replay files a friend sent, found in the share folder, Downloads and the
Desktop; picking one keeps it in the replay list and opens it in the viewer. (A file can also be
dropped on the window anywhere, or opened with ``gouji FILE`` / a double-click.)"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.paged_list import ROWS_PER_PAGE, PagedList
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    draw_panel,
    draw_text,
    fit_path,
    fit_size,
)
from gouji_desktop.storage.replay_files import display_name, display_path, import_folders, replay_files_in


class ReplayImportScene(PagedList, Scene):
    """A list of replay files, newest first: name, folder, date."""

    def __init__(self, app: App, folders: list[Path] | None = None) -> None:
        super().__init__(app)
        self.folders = folders if folders is not None else import_folders()
        self.files = replay_files_in(self.folders)
        self.row_rects = []
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"),
                Button("prev", lambda: tr("rules.prev"), lambda: self.turn(-1)),
                Button("next", lambda: tr("rules.next"), lambda: self.turn(1)),
            ]
        )

    def row_count(self) -> int:
        return len(self.files)

    def on_enter(self) -> None:
        self.files = replay_files_in(self.folders)
        self.page = min(self.page, self.pages - 1)

    def open(self, index: int) -> None:
        self.app.nav.open_replay_file(self.files[index])

    def draw(self, surface: pygame.Surface) -> None:
        panel, s = self.draw_frame(surface, tr("imp.title"))
        small = int(16 * s)
        if not self.files:
            y = panel.top + int(40 * s)
            for line in (tr("imp.empty"), tr("imp.drop")):
                size = fit_size(line, int(20 * s), panel.w - int(60 * s))
                draw_text(surface, line, size, (panel.centerx, y), INK_DIM, anchor="midtop")
                y += int(36 * s)
            y += int(10 * s)
            draw_text(surface, tr("imp.looked_in"), small, (panel.left + int(40 * s), y), INK_DIM, True)
            y += int(28 * s)
            for folder in self.folders:
                for line in fit_path(display_path(folder), small, panel.w - int(80 * s)):
                    draw_text(surface, line, small, (panel.left + int(56 * s), y), INK)
                    y += int(small * 1.35)
        else:
            self.draw_rows(surface, panel, s)
        self.place_pager(panel, s)
        self.buttons.draw(surface)

    def draw_rows(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        fs, small = int(19 * s), int(15 * s)
        y = panel.top + int(16 * s)
        hint = tr("imp.pick")
        draw_text(
            surface,
            hint,
            fit_size(hint, small, panel.w - int(40 * s)),
            (panel.centerx, y),
            INK_DIM,
            anchor="midtop",
        )
        y += int(34 * s)
        row_h = (panel.bottom - y - int(10 * s)) // ROWS_PER_PAGE
        start = self.page * ROWS_PER_PAGE
        for i, path in enumerate(self.files[start : start + ROWS_PER_PAGE], start):
            row = pygame.Rect(panel.left + int(12 * s), y, panel.w - int(24 * s), row_h - int(6 * s))
            self.row_rects.append((row, i))
            draw_panel(surface, row, (255, 255, 255, 34 if i == self.hover else 14), int(10 * s), None)
            name = display_name(path)  # a GBK name is not UTF-8: pygame could not draw it
            draw_text(
                surface,
                name,
                fit_size(name, fs, int(row.w * 0.5)),
                (row.left + int(14 * s), row.centery),
                INK,
                True,
                "midleft",
            )
            try:
                stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            except OSError:
                stamp = ""
            folder = fit_path(display_path(path.parent), small, int(row.w * 0.3), max_lines=1)[0]
            draw_text(
                surface, folder, small, (row.left + int(row.w * 0.53), row.centery), INK_DIM, anchor="midleft"
            )
            draw_text(surface, stamp, small, (row.right - int(14 * s), row.centery), GOLD, anchor="midright")
            y += row_h
