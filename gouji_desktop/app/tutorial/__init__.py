"""The tutorial (教程): short lessons on fixed deals, one idea each (:mod:`.lessons`), played on the
table through :class:`.run.LessonRun`, which needs no pygame."""

from .lessons import LESSONS
from .run import Feedback, Lesson, LessonRun, Task

__all__ = ["LESSONS", "Feedback", "Lesson", "LessonRun", "Task"]
