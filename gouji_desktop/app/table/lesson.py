"""A tutorial lesson (教程) on the real table: the controller of a :class:`LessonRun`.

The table scene shows the lesson's game as it shows any game; seat 0's moves go to the lesson
(:meth:`LessonRun.try_move`) instead of straight to the engine, and the computer seats' moves are
the lesson's script, which the run has already played when the table asks for the new events.
Nothing is autosaved or counted, and there is no AI and no 托管.
"""

from __future__ import annotations

from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.tutorial import LESSONS, Feedback, LessonRun
from gouji_desktop.engine import Action, Event


class LessonRefused(Exception):
    """Seat 0's move is not the lesson's: the engine's reason (if it refused it) and the hint."""

    def __init__(self, feedback: Feedback) -> None:
        super().__init__(feedback.hint)
        self.feedback = feedback


class LessonController(Controller):
    """Lesson ``index`` of :data:`LESSONS`, played on the table."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.run = LessonRun(LESSONS[index])
        rules = self.run.lesson.rules
        super().__init__(GameSetup(rules=rules, seed=1, match=False), game=self.run.game, store=None)

    @property
    def key(self) -> str:
        return self.run.lesson.key

    @property
    def last(self) -> bool:
        return self.index == len(LESSONS) - 1

    @property
    def human_to_act(self) -> bool:
        return not self.run.done and super().human_to_act

    def submit(self, action: Action) -> list[Event]:
        """The player's move, through the lesson: LessonRefused when it is not the lesson's (the
        game unchanged); else the move and the script's answers, as one batch for the table."""
        feedback = self.run.try_move(action)
        if not feedback.accepted:
            raise LessonRefused(feedback)
        self.take_over_once = False
        return self._after_action()

    def poll(self, idle: bool) -> None:
        """No AI: the computer seats' moves are the lesson's script, played by the run."""

    def close(self) -> None:
        """No worker and no agents in the AI process to let go of."""
