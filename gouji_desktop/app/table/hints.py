"""提示 (the hint): what the button offers, in which order, and the one line that says why.

With the hint setting on "AI 建议" (``hint_mode == "ai"``) the first press offers the normal AI's
own choice, reckoned from the player's honest view (``game.view(0)``, as 托管 sees it) by
:func:`gouji_desktop.ai.explain.suggestion`, and the line above the status line says why; further
presses go through the other legal plays, weakest first. On "从小到大" the presses go through the
plays weakest first from the start, with no line. The suggestion costs 0.15 ms of CPU (median;
p99 9.8 ms, at most 23 ms, over the 7,688 decisions in play of 40 games, from source), within one
frame's time even at its worst, so it is reckoned once per decision on the frame that needs it,
while nothing on the table moves (the player's turn), with no worker.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.ai.explain import Reason, Why, suggestion
from gouji_desktop.app.i18n import cards_text, seat_name, tr
from gouji_desktop.app.table.lesson import LessonController
from gouji_desktop.app.table.turn import hint_key
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import TableLayout
from gouji_desktop.app.ui.widgets import GOLD, INK, draw_panel
from gouji_desktop.engine import Action, ActionKind, Card, GameView, Phase

if TYPE_CHECKING:
    from gouji_desktop.app.net.session import TableSession
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.table.lesson import AnyLesson, GameLessonController
    from gouji_desktop.app.table.model import TableModel
    from gouji_desktop.app.ui.widgets import ButtonBar, Toast

#: the moves 提示 selects cards for (a pass or a let is offered with nothing selected)
CARD_MOVES = (ActionKind.PLAY, ActionKind.BURN)
#: the smallest text on the table (tests/app/test_table_geometry.py)
MIN_FONT = 13


@dataclass(frozen=True)
class Hint:
    """What successive presses of 提示 offer for one decision, and the AI's reason for the first
    (None when the hint goes weakest first)."""

    order: tuple[Action, ...]
    reason: Reason | None


def plan_hint(view: GameView, legal: Sequence[Action], mode: str) -> Hint:
    """The presses of 提示 for the decision of ``view`` (the player's own view) in hint ``mode``."""
    plays = sorted((a for a in legal if a.kind in CARD_MOVES), key=hint_key)
    if mode != "ai":
        return Hint(tuple(plays), None)
    action, reason = suggestion(view, legal)
    return Hint((action, *(a for a in plays if a != action)), reason)


def reason_text(reason: Reason) -> str:
    """The reason as one line in the player's language, its cards as the player reads them."""
    key = "only_pass" if reason.why == Why.ONLY and not reason.cards else reason.why.value
    rest = " / ".join(cards_text(part) for part in reason.rest.split(" / ")) if reason.rest else ""
    return tr(
        f"hint.why.{key}",
        cards=cards_text(reason.cards),
        rest=rest,
        name=seat_name(reason.seat),
        count=reason.count,
        pct=round(reason.chance * 100),
    )


@dataclass(frozen=True)
class HintLook:
    """The hint's line as drawn: its pill, the label (AI 建议) and the reason's lines."""

    panel: pygame.Rect
    size: int
    label: str
    lines: tuple[str, ...]


def hint_look(lay: TableLayout, text: str) -> HintLook:
    """Just above the status line, centred, between the side seats' panels: one line, smaller
    down to the table's smallest text, or two lines when a long reason still does not fit."""
    s = lay.s
    label = tr("hint.label")
    room = lay.size[0] - 2 * (lay.seat_rects[5].right + int(24 * s))

    def label_width(size: int) -> int:  # the label and the gap after it
        return fonts.text(label, size, GOLD, True).get_width() + int(size * 0.8)

    def fits(size: int, line: str) -> bool:
        return label_width(size) + fonts.text(line, size, INK).get_width() + 2 * int(size * 0.8) <= room

    size = lay.text(0.95)
    while size > MIN_FONT and not fits(size, text):
        size -= 1
    pad = int(size * 0.8)
    lines = (text,) if fits(size, text) else tuple(fonts.wrap(text, size, room - 2 * pad - label_width(size)))
    text_w = max(fonts.text(line, size, INK).get_width() for line in lines)
    line_h = int(size * 1.35)
    panel = pygame.Rect(0, 0, label_width(size) + text_w + 2 * pad, line_h * len(lines) + int(size * 0.5))
    panel.midbottom = (lay.status.centerx, lay.status.top - int(6 * s))
    return HintLook(panel, size, label, lines)


def draw_hint(surface: pygame.Surface, look: HintLook) -> None:
    panel, size = look.panel, look.size
    draw_panel(surface, panel, (6, 18, 16, 225), min(panel.h // 2, int(size * 1.2)), (*GOLD, 150))
    pad, line_h = int(size * 0.8), int(size * 1.35)
    top = panel.top + int(size * 0.25)
    label = fonts.text(look.label, size, GOLD, True)
    surface.blit(label, label.get_rect(midleft=(panel.left + pad, top + line_h // 2)))
    x = panel.left + pad + label.get_width() + int(size * 0.8)
    for i, line in enumerate(look.lines):
        img = fonts.text(line, size, INK)
        surface.blit(img, img.get_rect(midleft=(x, top + i * line_h + line_h // 2)))


class TableHints:
    """The table scene's 提示: the button, the order of its presses, the line that says why
    (mixed into :class:`~.scene.TableScene`)."""

    if TYPE_CHECKING:  # provided by the table scene
        app: App
        session: TableSession
        lesson: AnyLesson | None
        whole_game: GameLessonController | None
        toast: Toast
        model: TableModel
        buttons: ButtonBar
        selected: list[bool]
        hint_index: int
        hint_open: bool
        _hint: tuple[GameView, str, Hint] | None

        @property
        def layout(self) -> TableLayout: ...
        @property
        def my_turn(self) -> bool: ...
        def view(self) -> GameView: ...
        def later(self, action: Callable[[], None]) -> bool: ...
        def select_cards(self, cards: tuple[Card, ...]) -> None: ...

    def current_hint(self) -> Hint | None:
        """This decision's 提示 (reckoned once, from the player's own view, as 托管 sees it): the
        AI's suggestion first with its reason, or the plays weakest first (the hint setting; the
        whole-game lesson always has the suggestion). None when it is not the player's move in the
        play, and in a scripted lesson (its hint is the lesson's moves)."""
        ses = self.session
        if not ses.human_to_act or isinstance(self.lesson, LessonController):
            return None
        view = self.view()
        if view.phase != Phase.PLAY:
            return None
        mode = "ai" if self.whole_game is not None else self.app.settings.hint_mode
        if self._hint is None or self._hint[0] is not view or self._hint[1] != mode:
            self._hint = (view, mode, plan_hint(view, ses.legal(), mode))
        return self._hint[2]

    def hint_order(self) -> list[Action]:
        """What successive presses of 提示 offer now."""
        if isinstance(self.lesson, LessonController):
            return sorted((a for a in self.lesson.hint_moves() if a.kind in CARD_MOVES), key=hint_key)
        plan = self.current_hint()
        return list(plan.order) if plan is not None else []

    def hint(self) -> None:
        """The AI's suggestion first, with its reason (or the weakest play first, as set), then the
        other legal plays weakest first; in a scripted lesson the lesson's moves. A suggested pass
        or let selects no cards."""
        if self.later(self.hint) or not self.my_turn:
            return
        order = self.hint_order()
        if not order:
            self.toast.show(tr("hint.none"), 2.0)
            return
        self.hint_index = (self.hint_index + 1) % len(order)
        self.hint_open = True
        action = order[self.hint_index]
        if action.kind in CARD_MOVES:
            self.select_cards(action.cards)
        else:
            self.selected = [False] * len(self.model.hand)

    def hint_line(self) -> str:
        """The reason the table shows now: after 提示 on the AI setting, and at every turn of the
        whole-game lesson; "" otherwise."""
        if not (self.hint_open or self.whole_game is not None) or not self.my_turn:
            return ""
        plan = self.current_hint()
        return reason_text(plan.reason) if plan is not None and plan.reason is not None else ""

    def hint_button(self) -> str | None:
        """The button of the AI's suggestion while its line shows, when it is a pass or a let (a
        play's cards are selected instead)."""
        plan = self.current_hint() if self.hint_line() else None
        if plan is None or not plan.order:
            return None
        key = {ActionKind.PASS: "pass", ActionKind.LET: "let"}.get(plan.order[0].kind)
        return key if key is not None and self.buttons[key].visible else None

    def hint_panel(self) -> HintLook | None:
        """The hint's line as it is drawn now (None when it does not show)."""
        text = self.hint_line()
        return hint_look(self.layout, text) if text else None
