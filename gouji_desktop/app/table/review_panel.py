"""复盘 in the replay viewer: start the review of the player's own decisions (in the background,
with a progress bar and 取消), then step through its marks.

Two panels, each in a place the table leaves free:

* the **marks box** at the top left (between the top seat and the left seats): the game's summary
  ("3 处失误,约损失 4.5 分"), 上一个标记 / 下一个标记 and a chip per marked decision (its move
  number, coloured by grade) that jumps there; while the review runs, its progress bar and 取消;
* the **mark strip** across the middle of the table, shown when the viewer stands at a marked
  decision (the table and the player's hand as they were before it): the grade and the points
  it cost, what the player played and what the review suggests, as cards.

A decision with no mark is never shown as a mistake: the strip appears only at marks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.table.draw import table_line
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.table.review_job import ReviewJob
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.layout import MIN_TEXT, TableLayout
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.engine import Action, ActionKind, Game
from gouji_desktop.storage import ReplayReview, ReviewedDecision

#: a mark's colour by grade: 疑问 amber, 失误 orange, 大错 red
GRADE_COLORS = {
    "inaccuracy": (228, 196, 90),
    "mistake": (240, 140, 60),
    "blunder": (226, 70, 60),
}


class Viewer(Protocol):
    """What the panels need of the replay viewer."""

    @property
    def layout(self) -> TableLayout: ...

    @property
    def model(self) -> TableModel: ...

    @property
    def position(self) -> int: ...

    def go(self, k: int) -> None: ...


def points_text(points: float) -> str:
    return f"{points:.1f}"


def summary_text(review: ReplayReview) -> str:
    """One line for the game: "3 处失误,约损失 4.5 分" / "3 decisions cost about 4.5 points"."""
    marks = review.marks
    if not marks:
        return tr("rev.clean", n=len(review.decisions))
    key = "rev.summary_one" if len(marks) == 1 else "rev.summary"
    return tr(key, n=len(marks), points=points_text(review.points_lost))


class ReviewPanel:
    """The review of one replay in the viewer: starting it, its progress, and its marks."""

    def __init__(
        self,
        viewer: Viewer,
        game: Game,
        seat: int,
        follows: bool,
        review: ReplayReview | None,
        on_done: Callable[[ReplayReview], None],
    ) -> None:
        self.viewer = viewer
        self.game = game
        self.seat = seat
        self.follows = follows
        self.review = review
        self.on_done = on_done
        self.job: ReviewJob | None = None
        self.failed = False
        self.box = pygame.Rect(0, 0, 0, 0)
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.chips: list[tuple[pygame.Rect, int]] = []  # (rect, index into the marks)
        self.buttons = ButtonBar(
            [
                Button("start", lambda: tr("rev.start"), self.start),
                Button("cancel", lambda: tr("rev.cancel"), self.cancel),
                Button("prev", lambda: tr("rev.prev"), self.prev_mark),
                Button("next", lambda: tr("rev.next"), self.next_mark, "primary"),
            ]
        )
        self.place_buttons()

    # ----- the review ------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.job is not None and self.job.running

    def start(self) -> None:
        """复盘: judge the player's decisions in the background."""
        if self.running or self.review is not None:
            return
        self.failed = False
        self.job = ReviewJob(self.game, self.seat, self.follows)
        self.job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def update(self) -> None:
        job = self.job
        if job is None:
            return
        job.poll()
        if job.review is not None:
            self.review, self.job = job.review, None
            self.on_done(self.review)
            if self.review.marks:
                self.goto(0)
        elif job.failed:
            self.failed, self.job = True, None

    def close(self) -> None:
        """The viewer closes: a review still running is stopped."""
        self.cancel()

    # ----- the marks ----------------------------------------------------------------

    @property
    def marks(self) -> list[ReviewedDecision]:
        return self.review.marks if self.review is not None else []

    def current(self) -> int | None:
        """The mark the viewer stands at (the table before that decision), if any."""
        k = self.viewer.position
        return next((i for i, m in enumerate(self.marks) if m.index == k), None)

    def goto(self, i: int) -> None:
        marks = self.marks
        if 0 <= i < len(marks):
            self.viewer.go(marks[i].index)

    def next_mark(self) -> None:
        k = self.viewer.position
        i = next((i for i, m in enumerate(self.marks) if m.index > k), None)
        if i is not None:
            self.goto(i)

    def prev_mark(self) -> None:
        k = self.viewer.position
        before = [i for i, m in enumerate(self.marks) if m.index < k]
        if before:
            self.goto(before[-1])

    # ----- events ---------------------------------------------------------------------

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN and self.marks:
            if ev.key == pygame.K_PAGEDOWN:
                self.next_mark()
                return True
            if ev.key == pygame.K_PAGEUP:
                self.prev_mark()
                return True
        if self.buttons.handle_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            hit = next((i for r, i in self.chips if r.collidepoint(ev.pos)), None)
            if hit is not None:
                self.goto(hit)
                return True
        return ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.box.collidepoint(ev.pos)

    # ----- layout and drawing ----------------------------------------------------------

    def rects(self) -> list[pygame.Rect]:
        """Where the panels are (words popping up on the table keep off them)."""
        return [r for r in (self.box, self.strip) if r.w > 0]

    def place_buttons(self) -> None:
        """Lay out the start button (beside the viewer's controls) and the box's buttons."""
        lay = self.viewer.layout
        s = lay.s
        b = self.buttons
        start = b["start"]
        start.rect = lay.auto_button.copy()
        start.rect.right = lay.auto_button.left - int(14 * s)
        start.visible = self.review is None and not self.running
        b["cancel"].visible = self.running
        b["prev"].visible = b["next"].visible = bool(self.marks) and not self.running
        shown = self.running or self.review is not None or self.failed
        self.box = self.box_rect() if shown else pygame.Rect(0, 0, 0, 0)
        if not shown:
            return
        box = self.box
        bh = max(MIN_TEXT + 12, min(int(40 * s), int(box.h * 0.44)))
        bw = int(118 * s)
        row = box.bottom - bh - int(8 * s)
        b["cancel"].rect = pygame.Rect(box.right - bw - int(10 * s), row, bw, bh)
        b["prev"].rect = pygame.Rect(box.left + int(10 * s), row, bw, bh)
        b["next"].rect = pygame.Rect(box.right - bw - int(10 * s), row, bw, bh)
        k = self.viewer.position
        b["prev"].enabled = any(m.index < k for m in self.marks)
        b["next"].enabled = any(m.index > k for m in self.marks)

    def box_rect(self) -> pygame.Rect:
        """Top left, between the top bar, the top seat and the upper left seat."""
        lay = self.viewer.layout
        s = lay.s
        top = lay.top_bar.bottom + int(6 * s)
        left = lay.seat_rects[4].left
        right = lay.seat_rects[3].left - int(14 * s)
        bottom = lay.seat_rects[4].top - int(8 * s)
        return pygame.Rect(left, top, right - left, bottom - top)

    def strip_rect(self) -> pygame.Rect:
        """Across the middle of the table, between the top seat's cards and the player's."""
        lay = self.viewer.layout
        s = lay.s
        tch = lay.table_card[1]
        top = lay.played_spots[3][1] + tch // 2 + int(4 * s)
        bottom = lay.played_spots[0][1] - tch // 2 - int(4 * s)
        width = min(int(lay.table_radii[0] * 1.8), int(800 * s))  # clear of the side seats' hands
        return pygame.Rect(lay.table_center[0] - width // 2, top, width, bottom - top)

    def draw(self, surface: pygame.Surface) -> None:
        self.place_buttons()
        self.chips = []
        self.strip = pygame.Rect(0, 0, 0, 0)
        if self.box.w > 0:
            self.draw_box(surface)
        i = self.current()
        if i is not None:
            self.strip = self.strip_rect()
            self.draw_strip(surface, self.marks[i], i)
        self.buttons.draw(surface)

    def draw_box(self, surface: pygame.Surface) -> None:
        lay = self.viewer.layout
        s = lay.s
        box = self.box
        draw_panel(surface, box, (8, 22, 20, 232), int(12 * s), (*GOLD, 140))
        pad = int(12 * s)
        size = lay.text(0.92)
        line_y = box.top + int(8 * s)
        if self.running and self.job is not None:
            job = self.job
            text = tr("rev.running", done=job.done, total=job.total)
            draw_text(
                surface,
                text,
                fit_size(text, size, box.w - 2 * pad, True),
                (box.left + pad, line_y),
                GOLD,
                True,
            )
            cancel = self.buttons["cancel"].rect
            bar = pygame.Rect(box.left + pad, 0, cancel.left - box.left - 2 * pad, max(8, int(12 * s)))
            bar.centery = cancel.centery
            draw_panel(surface, bar, (255, 255, 255, 40), bar.h // 2, None)
            if job.total:
                filled = bar.copy()
                filled.w = max(bar.h, int(bar.w * job.done / job.total))
                draw_panel(surface, filled, (*GOLD, 235), bar.h // 2, None)
            return
        if self.review is None:
            text = tr("rev.failed")
            draw_text(
                surface,
                text,
                fit_size(text, size, box.w - 2 * pad, True),
                (box.left + pad, line_y),
                INK_DIM,
                True,
            )
            return
        text = summary_text(self.review)
        draw_text(
            surface, text, fit_size(text, size, box.w - 2 * pad, True), (box.left + pad, line_y), GOLD, True
        )
        marks = self.marks
        if not marks:
            return
        # the chips between the two buttons: a window of them around the mark at hand
        prev, nxt = self.buttons["prev"].rect, self.buttons["next"].rect
        area = pygame.Rect(prev.right + int(8 * s), prev.top, nxt.left - prev.right - int(16 * s), prev.h)
        chip_size = max(MIN_TEXT, int(size * 0.9))
        labels = [str(m.index + 1) for m in marks]
        chip_w = max(fonts.text(label, chip_size, INK, True).get_width() for label in labels) + int(14 * s)
        gap = max(3, int(5 * s))
        fit = max(1, (area.w + gap) // (chip_w + gap))
        at = self.current()
        k = self.viewer.position
        focus = (
            at if at is not None else next((i for i, m in enumerate(marks) if m.index > k), len(marks) - 1)
        )
        first = max(0, min(focus - fit // 2, len(marks) - fit))
        shown = list(range(first, min(len(marks), first + fit)))
        x = area.left + (area.w - (len(shown) * (chip_w + gap) - gap)) // 2
        for i in shown:
            chip = pygame.Rect(x, area.top, chip_w, area.h)
            color = GRADE_COLORS[marks[i].grade]
            draw_panel(
                surface,
                chip,
                (*color, 255 if i == at else 150),
                chip.h // 3,
                (255, 255, 255, 200) if i == at else None,
            )
            draw_text(surface, labels[i], chip_size, chip.center, (20, 16, 10), True, "center")
            self.chips.append((chip, i))
            x += chip_w + gap

    def draw_strip(self, surface: pygame.Surface, mark: ReviewedDecision, i: int) -> None:
        """In words: the grade and which mark, the points lost, the table's own line (which the
        strip covers); as cards: what was played and what the review suggests. Words above the
        cards when the strip is tall enough (a 16:10 window), else beside them."""
        lay = self.viewer.layout
        s = lay.s
        pad = int(10 * s)
        size = lay.text(0.85)
        step = int(size * 1.35)
        card_h = lay.table_card[1]
        stacked = self.strip.h - 2 * pad - step >= int(card_h * 0.8)
        if stacked:  # no taller than its words and cards need
            need = min(self.strip.h, 2 * pad + step + int(6 * s) + card_h)
            self.strip = pygame.Rect(self.strip.left, self.strip.centery - need // 2, self.strip.w, need)
        strip = self.strip
        color = GRADE_COLORS[mark.grade]
        draw_panel(surface, strip, (8, 22, 20, 238), int(12 * s), (*color, 220))
        which = tr("rev.mark_of", i=i + 1, n=len(self.marks), k=mark.index + 1)
        head = f"{tr(f'rev.grade.{mark.grade}')} · {which}"
        lost = tr("rev.lost", points=points_text(mark.cost), se=points_text(mark.stderr))
        line = table_line(self.viewer.model)  # the table's own line, which the strip covers
        if stacked:
            r = draw_text(surface, f"{head} · {lost}", size, (strip.left + pad, strip.top + pad), color, True)
            if line:
                room = strip.right - pad - r.right - int(16 * s)
                if room > 40:
                    at = (strip.right - pad, r.centery)
                    draw_text(surface, line, fit_size(line, size, room), at, INK_DIM, False, "midright")
            card_h = min(card_h, strip.bottom - pad - (r.bottom + int(6 * s)))
            area = pygame.Rect(strip.left + pad, r.bottom + int(6 * s), strip.w - 2 * pad, card_h)
        else:
            lines = [(head, color, True), (lost, INK, True)] + ([(line, INK_DIM, False)] if line else [])
            wide = max(fonts.text(text, size, ink, bold).get_width() for text, ink, bold in lines)
            words_w = min(wide + pad, int(strip.w * 0.45))
            y = strip.centery - step * len(lines) // 2
            for text, ink, bold in lines:
                at = (strip.left + pad, y)
                draw_text(surface, text, fit_size(text, size, words_w - pad, bold), at, ink, bold)
                y += step
            card_h = min(card_h, strip.h - 2 * pad)
            area = pygame.Rect(strip.left + words_w + pad, strip.centery - card_h // 2, 0, card_h)
            area.w = strip.right - pad - area.left
        card_w = int(card_h / 1.42)
        half = area.w // 2
        played = self.game.history[mark.index]
        left = pygame.Rect(area.left, area.top, half - pad, card_h)
        self.draw_action(surface, tr("rev.played"), played, left, card_w, INK)
        right = pygame.Rect(area.left + half, area.top, half - pad, card_h)
        self.draw_action(surface, tr("rev.best"), mark.best, right, card_w, GOLD)

    def draw_action(
        self,
        surface: pygame.Surface,
        label: str,
        action: Action,
        area: pygame.Rect,
        card_w: int,
        color: tuple[int, int, int],
    ) -> None:
        """A label, then the action's cards (or its word when it moves none: 过, 让)."""
        lay = self.viewer.layout
        size = lay.text(0.85)
        r = draw_text(surface, label, size, (area.left, area.centery), color, True, "midleft")
        x = r.right + int(10 * lay.s)
        cards = list(action.cards)
        word = {
            ActionKind.PASS: "rev.act.pass",
            ActionKind.LET: "rev.act.let",
            ActionKind.BURN: "rev.act.burn",
        }.get(action.kind)
        if word is not None:
            w = draw_text(surface, tr(word), size, (x, area.centery), INK, True, "midleft")
            x = w.right + int(8 * lay.s)
        if not cards:
            return
        room = area.right - x
        step = card_w if len(cards) == 1 else min(int(card_w * 0.55), (room - card_w) // (len(cards) - 1))
        step = max(4, step)
        for n, card in enumerate(cards):
            img = cardart.face(card, card_w, area.h)
            surface.blit(img, (x + n * step, area.top))
