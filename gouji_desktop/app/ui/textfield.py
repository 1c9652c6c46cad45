"""A one-line text field: typed text comes from ``TEXTINPUT`` (so an input method,
e.g. pinyin for a Chinese name, works), the text being composed from
``TEXTEDITING`` shows underlined until it is committed.  Backspace deletes,
Ctrl+V pastes from the clipboard, a click focuses it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.widgets import GOLD, INK, INK_DIM, draw_panel, draw_text, fit_size


class TextField:
    """``allowed`` filters each typed character (a room code takes letters and digits
    only, an address no spaces); ``upper`` turns letters upper-case as typed."""

    def __init__(
        self,
        key: str,
        text: str = "",
        limit: int = 24,
        allowed: Callable[[str], bool] | None = None,
        upper: bool = False,
        placeholder: Callable[[], str] | None = None,
    ) -> None:
        self.key = key
        self.text = text
        self.limit = limit
        self.allowed = allowed or str.isprintable
        self.upper = upper
        self.placeholder = placeholder
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.composing = ""  # the input method's text not yet committed
        self.on_change: Callable[[], None] | None = None

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self.composing = ""
        if on:
            with contextlib.suppress(pygame.error):
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)  # the input method's box goes under it

    def insert(self, typed: str) -> None:
        if self.upper:
            typed = typed.upper()
        kept = "".join(ch for ch in typed if ch.isprintable() and self.allowed(ch))
        room = self.limit - len(self.text)
        if kept and room > 0:
            self.text += kept[:room]
            if self.on_change:
                self.on_change()

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the event was for this field."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            inside = self.rect.collidepoint(ev.pos)
            if inside != self.focused:
                self.focus(inside)
            return inside
        if not self.focused:
            return False
        if ev.type == pygame.TEXTINPUT:
            self.composing = ""
            self.insert(ev.text)
            return True
        if ev.type == pygame.TEXTEDITING:
            self.composing = ev.text
            return True
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE and not self.composing:
                if self.text:
                    self.text = self.text[:-1]
                    if self.on_change:
                        self.on_change()
                return True
            if ev.key == pygame.K_v and ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.insert(clipboard_text())
                return True
            # printable keys arrive again as TEXTINPUT: claim them so no shortcut fires
            return bool(getattr(ev, "unicode", "")) and ev.unicode.isprintable()
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        r = self.rect
        if r.w <= 0:
            return
        border = (*GOLD, 230) if self.focused else (255, 255, 255, 70)
        draw_panel(surface, r, (6, 16, 14, 235), max(6, r.h // 5), border)
        pad = max(6, r.h // 4)
        shown = self.text + self.composing
        if not shown and not self.focused and self.placeholder is not None:
            hint = self.placeholder()
            draw_text(
                surface,
                hint,
                fit_size(hint, size, r.w - 2 * pad),
                (r.x + pad, r.centery),
                INK_DIM,
                anchor="midleft",
            )
            return
        size = fit_size(shown + "|", size, r.w - 2 * pad)
        at = draw_text(surface, self.text, size, (r.x + pad, r.centery), INK, anchor="midleft")
        x = at.right if self.text else r.x + pad
        if self.composing:
            comp = draw_text(surface, self.composing, size, (x, r.centery), GOLD, anchor="midleft")
            pygame.draw.line(surface, GOLD, comp.bottomleft, comp.bottomright, 1)
            x = comp.right
        if self.focused:
            h = fonts.font(size).get_height()
            pygame.draw.line(surface, GOLD, (x + 1, r.centery - h // 2), (x + 1, r.centery + h // 2), 2)


def clipboard_text() -> str:
    """The clipboard's text ("" when there is none or no clipboard)."""
    try:
        return str(pygame.scrap.get_text() or "") if hasattr(pygame.scrap, "get_text") else ""
    except pygame.error:
        return ""
