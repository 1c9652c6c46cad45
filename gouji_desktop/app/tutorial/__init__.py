"""The tutorial (教程): short lessons on fixed deals, one idea each (:mod:`.lessons`), played on the
table through :class:`.run.LessonRun`, which needs no pygame; then a whole game with the hint on
(:data:`.lessons.WHOLE_GAME`), the last entry of :data:`.lessons.COURSE`."""

from .lessons import COURSE, LESSONS, WHOLE_GAME
from .run import Feedback, Lesson, LessonRun, Task

__all__ = ["COURSE", "LESSONS", "WHOLE_GAME", "Feedback", "Lesson", "LessonRun", "Task"]
