"""With the turn timer or 要不起 auto-pass on, the table wakes a few times a
second while the player thinks: it redraws only the status line's pill when
its count changes, and nothing when nothing did (issue 45's idle CPU; the
figures come from ``python -m gouji_lab.bench gui``)."""

from __future__ import annotations

import pygame
from app_helpers import frames, run_until, table_with

from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.draw import status_pill
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import Game

DEAL = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]


def settled(app: App) -> TableScene:
    scene = table_with(app, Game.from_hands(DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(
        app,
        lambda: scene.my_turn and not scene.timeline.ambient and not scene.toast.visible,
    )
    frames(app, 1)  # a whole frame drawn
    return scene


def test_the_turn_timer_redraws_only_the_status_pill_and_draws_it_right(app: App) -> None:
    app.settings.turn_timer = 30
    scene = settled(app)
    assert scene.redraw(app.screen) == []  # the count has not changed: nothing is drawn
    before = scene.status_text()
    scene.update(1.0)  # a second later
    assert scene.status_text() != before and "29" in scene.status_text()
    rects = scene.redraw(app.screen)
    assert rects is not None and len(rects) == 1
    region = rects[0]
    lay = scene.layout
    assert region.contains(status_pill(lay, scene.status_text()))
    assert region.w < lay.size[0] // 2 and region.h < 3 * lay.status.h
    full = pygame.Surface(app.screen.get_size())
    scene.draw(full)  # the same frame drawn whole
    assert pygame.image.tobytes(app.screen.subsurface(region), "RGB") == pygame.image.tobytes(
        full.subsurface(region), "RGB"
    )


def test_auto_pass_waiting_on_a_choice_draws_nothing_and_input_draws_everything(app: App) -> None:
    app.settings.auto_pass = True
    scene = settled(app)
    assert scene.frame_rate() > 0  # it keeps an eye on the clock ...
    scene.update(0.25)
    assert scene.redraw(app.screen) == []  # ... but draws nothing while nothing changes
    scene.select_cards((scene.model.hand[0],))
    scene.update(0.0)
    assert scene.redraw(app.screen) is None  # a selection changed: the whole table
