"""Playing at the table with real mouse and key events (R-LEAD, R-ANSWER,
R-LET, R-BURN), on fixed deals through the controller's test hook."""

from __future__ import annotations

import pygame
from app_helpers import card_center, click, drag, frames, index_of, key, run_until, table_with

from gouji_desktop.app.i18n import join_or, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.engine import ActionKind, Decision, Game


def my_turn(scene) -> bool:
    return scene.my_turn


def test_R_LEAD_drag_a_legal_selection_onto_the_table_plays_it(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 8 9 K", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    first, second = index_of(scene, "8"), index_of(scene, "8", 1)
    click(app, card_center(scene, first))
    click(app, card_center(scene, second))
    assert [str(c) for c in scene.selected_cards()] == ["8S", "8H"]
    assert scene.buttons["play"].enabled
    drag(app, card_center(scene, first), scene.layout.table_center)
    game = scene.controller.game
    assert str(game.history[0]) == "seat 0 plays 8S 8H"
    run_until(app, lambda: scene.timeline.idle)
    assert [str(c) for c in scene.model.hand] == ["9S", "KS"]
    assert scene.model.counts[0] == 2


def test_click_drag_across_cards_selects_them_all(app: App) -> None:
    scene = table_with(app, Game.from_hands(["5 6 7 8 8 9", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    drag(app, card_center(scene, 0), card_center(scene, 3))
    assert [str(c) for c in scene.selected_cards()] == ["5S", "6S", "7S", "8S"]
    assert scene.controller.game.history == []


def test_double_click_selects_a_whole_rank(app: App) -> None:
    scene = table_with(app, Game.from_hands(["5 8 8 8 9", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    pos = card_center(scene, index_of(scene, "8", 1))
    click(app, pos)
    click(app, card_center(scene, index_of(scene, "8", 1)))
    assert [str(c) for c in scene.selected_cards()] == ["8S", "8H", "8C"]


def test_an_illegal_selection_shows_the_engines_reason_and_plays_nothing(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 9 K", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    click(app, card_center(scene, 0))
    click(app, card_center(scene, 1))
    click(app, scene.buttons["play"].rect.center)
    assert scene.controller.game.history == []
    assert scene.toast.visible
    assert scene.toast.text == tr("err.mixed_ranks", a="8", b="9")
    assert len(scene.model.hand) == 3


def test_hint_cycles_through_legal_plays_weakest_first(app: App) -> None:
    app.settings.hint_mode = "weakest"  # the setting 从小到大 (AI 建议 first: tests/app/test_hint.py)
    scene = table_with(app, Game.from_hands(["8 8 K 2", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    seen = []
    for _ in range(3):
        click(app, scene.buttons["hint"].rect.center)
        seen.append(" ".join(str(c) for c in scene.selected_cards()))
    assert seen[:3] == ["8S", "8S 8H", "KS"]
    key(app, pygame.K_RETURN)
    assert str(scene.controller.game.history[0]) == "seat 0 plays KS"


LET_DEAL = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]


def test_R_ANSWER_pass_button(app: App) -> None:
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: my_turn(scene))
    assert scene.buttons["pass"].enabled and not scene.buttons["burn"].enabled
    click(app, scene.buttons["pass"].rect.center)
    assert "seat 0 passes" in [str(a) for a in scene.controller.game.history]
    run_until(app, lambda: scene.timeline.idle)


def test_R_LET_let_then_pass_when_it_comes_back(app: App) -> None:
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: my_turn(scene))
    assert scene.buttons["let"].enabled
    click(app, scene.buttons["let"].rect.center)
    assert "seat 0 lets" in [str(a) for a in scene.controller.game.history]
    run_until(app, lambda: my_turn(scene))  # seats 1 and 2 pass; the let comes back
    assert scene.controller.game.decision == Decision.LET_RETURN
    assert not scene.buttons["let"].enabled and scene.buttons["pass"].enabled
    click(app, scene.buttons["pass"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.to_act == 3)
    assert scene.model.shown == [None] * 6  # the round was won and swept away


def test_R_LET_no_let_offered_when_it_cannot_change_anything(app: App) -> None:
    # seat 0 holds only 3s (R-BIE3): a let could only come back to a pass, so it is not offered
    deal = ["3 3", "9 4", "10 4", "5 6", "7 4", "8 4"]
    scene = table_with(app, Game.from_hands(deal, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: my_turn(scene))
    assert ActionKind.LET in {a.kind for a in scene.controller.legal()}  # the engine allows it
    assert not scene.buttons["let"].visible and scene.buttons["pass"].enabled
    assert tr("turn.opt.let") not in scene.status_text().split(":")[-1]
    key(app, pygame.K_SPACE)
    assert str(scene.controller.game.history[-1]) == "seat 0 passes"


def test_R_LET_no_let_offered_when_every_seat_between_has_passed(app: App) -> None:
    # seat 0 leads 4; seats 1 and 2 pass; seat 3 beats with 5; seats 4 and 5 pass: back to seat 0,
    # who may let by R-LET, but seats 1 and 2 have passed this round and may not answer again
    deal = ["4 8 9", "9 4", "10 4", "5 6", "7 4", "8 4"]
    scene = table_with(app, Game.from_hands(deal, leader=0), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: my_turn(scene))
    click(app, card_center(scene, index_of(scene, "4")))
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: my_turn(scene))
    assert [str(a) for a in scene.controller.game.history][-3:] == [
        "seat 3 plays 5S",
        "seat 4 passes",
        "seat 5 passes",
    ]
    assert ActionKind.LET in {a.kind for a in scene.controller.legal()}
    assert not scene.buttons["let"].visible and scene.buttons["pass"].enabled


def test_R_LET_the_let_that_comes_back_says_why(app: App) -> None:
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: my_turn(scene))
    click(app, scene.buttons["let"].rect.center)
    run_until(app, lambda: my_turn(scene))
    words = join_or([tr("turn.opt.play"), tr("turn.opt.pass")])
    assert scene.status_text() == tr("turn.let_back", options=words)
    assert "中间的人都没管" in scene.status_text()  # why it came back


def test_R_BURN_burn_with_the_hint_selection(app: App) -> None:
    deal = ["A A 5", "K K 9", "4 4 4", "6 6", "7 7 7", "9 9 9"]
    scene = table_with(app, Game.from_hands(deal, leader=1), {1: ["seat 1 plays K K"]})
    run_until(app, lambda: my_turn(scene))
    assert scene.controller.game.decision == Decision.BURN_OFFER
    assert scene.buttons["burn"].enabled and not scene.buttons["play"].enabled
    click(app, scene.buttons["hint"].rect.center)
    assert [c.rank for c in scene.selected_cards()] == [11, 11]
    click(app, scene.buttons["burn"].rect.center)
    assert any(a.kind == ActionKind.BURN and a.seat == 0 for a in scene.controller.game.history)
    run_until(app, lambda: scene.timeline.idle)
    assert scene.model.burner == 0


def test_resize_mid_game_relays_out_the_table(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 8 9 K", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: my_turn(scene))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    frames(app, 2)
    assert app.size == (1600, 900)
    assert scene.layout.size == (1600, 900)
    play = scene.buttons["play"].rect
    assert play.size == scene.layout.buttons["play"].size and play.top == scene.layout.buttons["play"].top
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=500, size=(800, 500)))
    frames(app, 2)
    assert app.size == (1024, 640)  # never below the minimum
    click(app, card_center(scene, 3))
    click(app, scene.buttons["play"].rect.center)
    assert str(scene.controller.game.history[0]) == "seat 0 plays KS"


def test_a_decision_made_during_the_last_animation_is_kept(app: App) -> None:
    app.settings.anim_speed = "normal"
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.controller.human_to_act)
    assert not scene.timeline.idle  # seat 5's pass is still being shown
    assert not scene.buttons["pass"].enabled  # the buttons wait for the table to catch up ...
    key(app, pygame.K_SPACE)  # ... but a key pressed meanwhile is kept
    assert str(scene.controller.game.history[-1]) == "seat 5 passes"
    run_until(app, lambda: scene.controller.game.to_act != 0)
    assert str(scene.controller.game.history[-1]) == "seat 0 passes"
