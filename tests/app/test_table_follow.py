"""A table a player can follow: what happened stays visible and is called out
(R-OPEN, R-GOUJIANSWER, R-DEADLY, R-BURN), driven by real input events."""

from __future__ import annotations

from app_helpers import bubbles_of, card_center, click, index_of, run_until, table_with

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.engine import EventKind, Game


def test_R_OPEN_a_round_won_with_a_gouji_hand_shows_the_opened_bubble_marker_and_log_line(app: App) -> None:
    scene = table_with(app, Game.from_hands(["A A 5", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: scene.my_turn)
    bubbles = bubbles_of(scene)
    click(app, card_center(scene, index_of(scene, "A")))
    click(app, card_center(scene, index_of(scene, "A", 1)))
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: any(e.kind == EventKind.OPENED for e in scene.controller.game.events))
    run_until(app, lambda: scene.timeline.idle and scene.model.opened[0])
    assert tr("bubble.opened") in bubbles
    assert tr("log.opened", name=tr("seat.0")) in scene.model.log_lines()


def test_the_log_is_told_again_in_the_language_chosen_later(app: App) -> None:
    scene = table_with(app, Game.from_hands(["A A 5", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: scene.my_turn)
    click(app, card_center(scene, index_of(scene, "5")))
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: scene.timeline.idle and len(scene.model.log_lines()) >= 2)
    zh = scene.model.log_lines()
    app.settings.language = "en"
    app.language_changed()
    en = scene.model.log_lines()
    assert len(en) == len(zh) and en != zh
    assert tr("log.pass", name=seat_name(1)) == "Li passes" and "Li passes" in en
