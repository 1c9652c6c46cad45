"""Storage notices for the player: translated by code, shown as banners
above every scene (a bad file set aside, a read-only or full disk, a backup
used, saving working again …).  Never raises: an unknown code shows the
notice's own English message.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from gouji_desktop.app.i18n import has, tr
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import INK, draw_panel
from gouji_desktop.storage import Notice

#: errno names storage reports for a failed write -> catalogue key of the reason
REASONS = {
    "EROFS": "notice.reason.read_only",
    "ENOSPC": "notice.reason.full",
    "EDQUOT": "notice.reason.quota",
    "EACCES": "notice.reason.denied",
    "EPERM": "notice.reason.denied",
}
LEVEL_COLORS = {"error": (150, 40, 36), "warning": (150, 104, 24), "info": (30, 92, 70)}
SHOW_SECONDS = {"error": 8.0, "warning": 6.0, "info": 4.0}
MAX_SHOWN = 3


def what_text(what: str) -> str:
    """ "settings", "statistics.overall", "replay" … as the player says it."""
    root = what.split(".", 1)[0]
    root = {"replays": "replay", "stats": "statistics"}.get(root, root)
    key = f"what.{root}"
    return tr(key) if has(key) else root


def notice_text(notice: Notice, count: int = 1) -> str:
    """The notice in the player's language (``count`` notices of one kind)."""
    p = dict(notice.params or {})
    what = what_text(str(p.get("what", "")))
    code = notice.code
    if code == "write_failed":
        reason_key = REASONS.get(str(p.get("errno", "")))
        reason = tr(reason_key) if reason_key else str(p.get("reason", "")) or tr("notice.reason.unknown")
        return tr("notice.write_failed", what=what, reason=reason)
    if code == "field_reset":
        return tr("notice.field_reset", what=what, n=count)
    if code in ("bad_file", "future_version", "move_failed"):
        return tr(f"notice.{code}", what=what, aside=str(p.get("aside", p.get("file", ""))))
    if code in ("restored_backup", "write_recovered", "read_failed", "upgraded"):
        return tr(f"notice.{code}", what=what)
    if code == "small_screen":
        return tr("notice.small_screen", size=str(p.get("size", "")))
    if code == "no_audio":
        return tr("notice.no_audio")
    if code == "not_found":
        return tr("notice.not_found")
    if code == "internal_error":
        return tr("notice.internal_error")
    if code == "thread_crash":
        return tr("notice.thread_crash", path=str(p.get("path", "")))
    if code == "read_only":
        # the folder's lock file is a folder, a link or cannot be written: no window owns the folder
        return tr("notice.read_only_lock" if p.get("reason") == "lock" else "notice.read_only")
    if code == "replay_file":
        reason = str(p.get("reason", ""))
        reason_key = f"notice.replay_reason.{reason}"
        why = tr(reason_key) if has(reason_key) else tr("notice.reason.unknown")
        return tr("notice.replay_file", name=str(p.get("name", "")), reason=why)
    return notice.message


def texts_of(notices: Iterable[Notice]) -> list[tuple[str, str]]:
    """(text, level) per notice, field resets of one file told once with a count."""
    out: list[tuple[str, str]] = []
    resets: dict[str, tuple[Notice, int]] = {}
    for n in notices:
        if n.code == "field_reset":
            key = what_text(str((n.params or {}).get("what", "")))
            first, count = resets.get(key, (n, 0))
            resets[key] = (first, count + 1)
            continue
        out.append((notice_text(n), n.level))
    out += [(notice_text(n, count), n.level) for n, count in resets.values()]
    return out


@dataclass
class Banner:
    text: str
    level: str
    left: float
    rect: pygame.Rect


class NoticeBoard:
    """Banners at the top of the window; each fades after a few seconds and
    a click dismisses it."""

    def __init__(self) -> None:
        self.banners: list[Banner] = []
        self.history: list[str] = []  # every text shown (for tests and the log)

    def show(self, text: str, level: str = "warning") -> None:
        if any(b.text == text for b in self.banners):
            return
        self.banners.append(Banner(text, level, SHOW_SECONDS.get(level, 6.0), pygame.Rect(0, 0, 0, 0)))
        self.history.append(text)
        del self.banners[:-MAX_SHOWN]

    def add(self, notices: Iterable[Notice]) -> None:
        for text, level in texts_of(notices):
            self.show(text, level)

    def texts(self) -> list[str]:
        return [b.text for b in self.banners]

    def update(self, dt: float) -> None:
        for b in self.banners:
            b.left -= dt
        self.banners = [b for b in self.banners if b.left > 0]

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """A click on a banner dismisses it (and is not passed on)."""
        if ev.type == pygame.MOUSEBUTTONDOWN and getattr(ev, "button", 0) == 1:
            for b in self.banners:
                if b.rect.collidepoint(ev.pos):
                    self.banners.remove(b)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.banners:
            return
        w, h = surface.get_size()
        s = scale_of(w, h)
        size = max(12, int(17 * s))
        width = int(min(w * 0.7, 760 * s))
        y = int(54 * s)
        for b in self.banners:
            lines = fonts.wrap(b.text, size, width - int(40 * s))[:3]
            line_h = int(size * 1.45)
            rect = pygame.Rect(0, y, width, len(lines) * line_h + int(16 * s))
            rect.centerx = w // 2
            alpha = int(240 * min(1.0, b.left / 0.5))
            draw_panel(surface, rect.move(0, 3), (0, 0, 0, alpha // 3), int(10 * s), None)
            color = LEVEL_COLORS.get(b.level, LEVEL_COLORS["warning"])
            draw_panel(surface, rect, (*color, alpha), int(10 * s), (255, 255, 255, alpha // 3))
            ty = rect.top + int(8 * s)
            for line in lines:
                img = fonts.text(line, size, INK, True)
                img.set_alpha(min(255, alpha + 15))
                surface.blit(img, img.get_rect(midtop=(rect.centerx, ty)))
                img.set_alpha(None)
                ty += line_h
            b.rect = rect
            y = rect.bottom + int(6 * s)
