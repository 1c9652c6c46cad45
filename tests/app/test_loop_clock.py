"""The frame loop moves the table's time on by the time that really passed, also on the paced
wake-ups a few times a second while the player thinks: the turn timer counts real seconds (it
ran at 0.1 s a wake-up, so 10 s took 25)."""

from __future__ import annotations

import pytest
from app_helpers import frames, run_until, table_with

from gouji_desktop.app import i18n
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
