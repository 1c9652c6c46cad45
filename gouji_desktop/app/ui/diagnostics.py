""" "Copy diagnostics" on the settings screen: what a bug report needs (version, system, display, the
log's last lines, from :func:`gouji_desktop.crashlog.diagnostics`) put on the clipboard, or, where
there is no clipboard, written next to the log."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from gouji_desktop import crashlog
from gouji_desktop.app.i18n import tr

DIAGNOSTICS_FILE = "diagnostics.txt"


def display_description(window_size: tuple[int, int], fullscreen: bool) -> str:
    """The window and the desktops it can be on, e.g. ``1280x720 window; desktops 1920x1080``."""
    mode = "full screen" if fullscreen else "window"
    try:
        desktops = ", ".join(f"{w}x{h}" for w, h in pygame.display.get_desktop_sizes())
    except pygame.error:
        desktops = "unknown"
    return f"{window_size[0]}x{window_size[1]} {mode}; desktops {desktops or 'none'}"


def _to_clipboard(text: str) -> bool:
    try:
        import pygame.scrap

        if not pygame.display.get_init() or pygame.display.get_driver() == "dummy":
            return False
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def _to_file(text: str) -> Path | None:
    folder = crashlog.log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / DIAGNOSTICS_FILE
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
        return path
    except OSError:
        return None


def copy_diagnostics(window_size: tuple[int, int], fullscreen: bool, data_folder: str) -> tuple[str, bool]:
    """Put the diagnostics on the clipboard (else in ``diagnostics.txt`` in the log folder); returns
    the line to show the player and whether it worked."""
    text = crashlog.diagnostics(
        display=display_description(window_size, fullscreen), extra=lambda: [f"data folder: {data_folder}"]
    )
    if _to_clipboard(text):
        return tr("set.diag_copied"), True
    path = _to_file(text)
    if path is not None:
        return tr("set.diag_saved", path=str(path)), True
    return tr("set.diag_failed"), False
