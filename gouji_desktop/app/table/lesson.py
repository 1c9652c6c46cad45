"""A tutorial lesson (教程) on the real table: the controller of a :class:`LessonRun`, or of the
last lesson, a whole game with the hint on (:class:`GameLessonController`).

The table scene shows the lesson's game as it shows any game; seat 0's moves go to the lesson
(:meth:`LessonRun.try_move`) instead of straight to the engine, and the computer seats' moves are
the lesson's script, which the run has already played when the table asks for the new events.
Nothing is autosaved or counted, and there is no AI and no 托管.
"""

from __future__ import annotations

from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.tutorial import COURSE, LESSONS, WHOLE_GAME, Feedback, LessonRun
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
        return self.index == len(COURSE) - 1

    @property
    def done(self) -> bool:
        return self.run.done

    @property
    def game_follows(self) -> bool:
        """A lesson from the deal is about the next game's tribute (宣点, 革命, 要头, 还贡): the 宣点
        dialog shows what each choice costs, as in a match."""
        return self.run.lesson.leader is None

    def hint_moves(self) -> list[Action]:
        """What 提示 points at: the lesson's moves."""
        return self.run.accepted_moves()

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


class GameLessonController(Controller):
    """The last lesson (完整一局): a whole single game against the normal AI, on a new deal each
    time, with the hint's reason shown at each of the player's turns. The game waits until the
    player has read the goal and pressed 开始 (:meth:`start`); it is not autosaved or counted, and
    there is no 托管. Finished, the lesson is done."""

    key = WHOLE_GAME

    def __init__(self, seed: int | None = None) -> None:
        self.index = COURSE.index(WHOLE_GAME)
        self.begun = False
        setup = GameSetup(seed=GameSetup.random_seed() if seed is None else seed, match=False)
        super().__init__(setup, store=None)

    @property
    def last(self) -> bool:
        return self.index == len(COURSE) - 1

    @property
    def done(self) -> bool:
        return self.game.finished

    def start(self) -> None:
        """开始: the computer seats may act, and the player's decisions are asked."""
        self.begun = True

    @property
    def human_to_act(self) -> bool:
        return self.begun and super().human_to_act

    def poll(self, idle: bool) -> None:
        if self.begun:
            super().poll(idle)


#: a lesson on the table, scripted or the whole game
AnyLesson = LessonController | GameLessonController
