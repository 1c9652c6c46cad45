"""A lesson (教程) on the table: its panel (the goal, why a move was refused and what to
do, the summary once it is over) and its buttons (下一课, 再来一次, 返回教程, and 开始 for the
whole-game lesson).  The lessons themselves are :mod:`.lesson`; mixed into
:class:`~.scene.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import cards_text, tr
from gouji_desktop.app.table import overlays
from gouji_desktop.app.table.lesson import AnyLesson, GameLessonController, LessonController
from gouji_desktop.engine import Phase, team_of

if TYPE_CHECKING:
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.table.model import TableModel
    from gouji_desktop.app.ui.anim import Timeline
    from gouji_desktop.app.ui.layout import TableLayout
    from gouji_desktop.app.ui.widgets import ButtonBar


class LessonPanel:
    """The lesson's side of the table scene (nothing shows when the table has no lesson)."""

    if TYPE_CHECKING:  # provided by the table scene
        app: App
        model: TableModel
        timeline: Timeline
        buttons: ButtonBar

        @property
        def layout(self) -> TableLayout: ...

    lesson: AnyLesson | None = None
    #: the last lesson (完整一局): the hint's reason shows at every turn of the player
    whole_game: GameLessonController | None = None
    lesson_note: tuple[str, str] = ("", "")  # after a wrong move: the engine's reason, the hint
    lesson_recorded = False
    lesson_bar: ButtonBar

    @property
    def lesson_over(self) -> bool:
        """The lesson is done and the table has shown its last moves."""
        return self.lesson is not None and self.lesson.done and self.timeline.idle

    def start_whole_game(self) -> None:
        """开始 on the whole-game lesson's goal panel: the game goes on."""
        if self.whole_game is not None:
            self.whole_game.start()

    @property
    def waiting_to_start(self) -> bool:
        """The whole-game lesson shows its goal and waits for 开始."""
        return self.whole_game is not None and not self.whole_game.begun

    def record_lesson(self) -> None:
        """Once, when the lesson is over: kept in the settings as done (the list marks it)."""
        lesson = self.lesson
        if lesson is None or self.lesson_recorded:
            return
        self.lesson_recorded = True
        settings = self.app.settings
        if lesson.key not in settings.tutorial_done:
            settings.tutorial_done = (*settings.tutorial_done, lesson.key)
            self.app.save_settings()

    def next_lesson(self) -> None:
        if self.lesson is not None and not self.lesson.last:
            self.app.nav.lesson(self.lesson.index + 1, instead=True)

    def lesson_again(self) -> None:
        if self.lesson is not None:
            self.app.nav.lesson(self.lesson.index, instead=True)

    def lesson_look(self) -> overlays.LessonLook | None:
        """The lesson's panel as it shows now: its goal, and after a wrong move why and what to
        do; once the lesson is over, its summary and 下一课 / 再来一次 / 返回教程. The whole-game
        lesson shows its goal with 开始 before the deal is played, then no panel until the end."""
        lesson = self.lesson
        if lesson is None:
            return None
        lay, key = self.layout, lesson.key
        title = tr(f"tutorial.{key}.title")
        if self.lesson_over:
            names = ("again", "menu") if lesson.last else ("next", "again", "menu")  # the last: no 下一课
            look = overlays.lesson_look(lay, title, [(self.lesson_summary(), "ink")], buttons=len(names))
            for name, rect in zip(names, look.buttons, strict=True):
                self.lesson_bar[name].rect = rect
            return look
        if self.whole_game is not None:
            if not self.waiting_to_start:
                return None
            look = overlays.lesson_look(lay, title, [(tr(f"tutorial.{key}.goal"), "ink")], buttons=1)
            self.lesson_bar["start"].rect = look.buttons[0]
            return look
        reason, hint = self.lesson_note
        lines = [(tr(f"tutorial.{key}.goal"), "ink")]
        lines += [(text, tone) for text, tone in ((reason, "error"), (hint, "hint")) if text]
        before_play = lesson.game.phase not in (Phase.PLAY, Phase.OVER)
        return overlays.lesson_look(lay, title, lines, area=self.lesson_corner() if before_play else None)

    def lesson_corner(self) -> pygame.Rect:
        """Before play the tribute panel and the 宣点 / 革命 / 要头 dialog hold the table's middle:
        the lesson's panel goes right of the hand and the 还贡 button, below the right seats."""
        lay = self.layout
        s = lay.s
        xs = lay.hand_positions([c.rank for c in self.model.hand])
        hand_right = xs[-1] + lay.hand_card[0] if xs else lay.table_center[0]
        left = max(hand_right, self.buttons["return"].rect.right) + int(12 * s)
        top = lay.seat_rects[1].bottom + int(10 * s)
        return pygame.Rect(left, top, lay.size[0] - int(10 * s) - left, lay.size[1] - int(8 * s) - top)

    def lesson_summary(self) -> str:
        """The finished lesson's one line; the whole game's says the player's place and score."""
        assert self.lesson is not None
        game = self.lesson.game
        if self.whole_game is not None and game.finished:
            scores = game.scores or [0] * 6
            a, b = (sum(scores[seat] for seat in range(6) if team_of(seat) == team) for team in (0, 1))
            return tr("tutorial.game.summary", place=tr(f"place.{game.places.index(0)}"), a=a, b=b)
        if isinstance(self.lesson, LessonController):  # the engine's figures: place, score, tribute
            figures = self.lesson.run.figures()
            place = figures["place"]
            figures["place"] = tr(f"place.{place}") if isinstance(place, int) and place >= 0 else ""
            figures["got"], figures["gave"] = (
                cards_text(str(figures["got"])),
                cards_text(str(figures["gave"])),
            )
            return tr(f"tutorial.{self.lesson.key}.summary", **figures)
        return tr(f"tutorial.{self.lesson.key}.summary")

    def draw_lesson(self, surface: pygame.Surface) -> None:
        look = self.lesson_look()
        if look is None:
            return
        overlays.draw_lesson_panel(surface, look)
        if look.buttons:
            self.lesson_bar.draw(surface)
