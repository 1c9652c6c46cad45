"""The frame loop's time: it moves the table's time on by the time that really passed, also on
the paced wake-ups a few times a second while the player thinks, so the turn timer counts real
seconds (it ran at 0.1 s a wake-up, so 10 s took 25); and a computer seat's answer ends its
idle wait at once."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from app_helpers import frames, run_until, table_with

from gouji_desktop.app import i18n
from gouji_desktop.app.shell import app as shell_app
from gouji_desktop.app.shell.app import App
from gouji_desktop.engine import Game

DEAL = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]


class QuarterSecondClock:
    """A frame clock on which a quarter of a second passes between two frames."""

    def tick(self, framerate: int = 0) -> int:
        return 250


def test_the_turn_timer_counts_real_seconds_between_paced_wake_ups(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings.turn_timer = 10
    scene = table_with(app, Game.from_hands(DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn and not scene.timeline.ambient and not scene.toast.visible)
    frames(app, 1, dt=0.0)
    assert scene.frame_rate() == 4.0  # the player thinks: the table wakes four times a second
    suffix = i18n.tr("timer.left", text="", s=10)
    assert scene.status_text().endswith(suffix)
    monkeypatch.setattr(app, "clock", QuarterSecondClock())
    monkeypatch.setattr(app, "wait_for_events", lambda wait_ms: [])  # no input comes
    app._loop(max_frames=8, max_seconds=None)  # two seconds of wake-ups
    assert scene.status_text().endswith(i18n.tr("timer.left", text="", s=8))
    assert scene.my_turn and not scene.controller.take_over_once  # 8 s left: still the player's


class FakeTime:
    """The shell's clock, moved on only by its sleeps."""

    def __init__(self, on_sleep: list[Callable[[], None]] | None = None) -> None:
        self.now = 0.0
        self.sleeps = 0
        self.on_sleep = on_sleep or []

    def monotonic(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        if self.sleeps < len(self.on_sleep):
            self.on_sleep[self.sleeps]()
        self.sleeps += 1
        self.now += seconds


def test_a_computer_seats_answer_ends_the_idle_wait_at_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table hands its controller ``App.wake``, which the AI worker calls with each answer:
    the loop stops waiting for input and takes the answer in this frame, not at the next wake-up."""
    scene = table_with(app, Game.from_hands(DEAL, leader=3), {3: ["seat 3 plays 5"]})
    assert scene.controller.on_answer == app.wake
    pygame.event.clear()
    idle = FakeTime()
    monkeypatch.setattr(shell_app, "time", idle)
    assert app.wait_for_events(1000) == [] and idle.now >= 1.0  # nothing came: a whole second
    answered = FakeTime(on_sleep=[lambda: None, lambda: None, app.wake])  # an answer during the 3rd
    monkeypatch.setattr(shell_app, "time", answered)
    assert app.wait_for_events(1000) == [] and answered.sleeps == 3
    app.wake()  # an answer that came before the loop began to wait
    early = FakeTime()
    monkeypatch.setattr(shell_app, "time", early)
    assert app.wait_for_events(1000) == [] and early.sleeps == 0
