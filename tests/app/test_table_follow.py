"""A table a player can follow: what happened stays visible and is called out
(R-OPEN, R-GOUJIANSWER, R-DEADLY, R-BURN), driven by real input events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from app_helpers import bubbles_of, card_center, click, drag, frames, index_of, key, run_until, table_with

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.draw import table_line
from gouji_desktop.engine import ActionKind, Decision, EventKind, Game, TopMode


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


LET_DEAL = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]


def play_cards(app: App, scene, *ranks: str) -> None:
    """Select one card of each rank name (repeats pick the next one) and press 出牌."""
    used: dict[str, int] = {}
    for rank in ranks:
        click(app, card_center(scene, index_of(scene, rank, used.get(rank, 0))))
        used[rank] = used.get(rank, 0) + 1
    click(app, scene.buttons["play"].rect.center)


def test_each_seats_last_hand_stays_with_pass_beside_it_until_the_round_is_won(app: App) -> None:
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn)
    model = scene.model
    assert [str(c) for c in model.shown[3] or ()] == ["5S"] and model.top_seat == 3
    assert model.marks[4] == model.marks[5] == EventKind.PASS
    play_cards(app, scene, "8")
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.to_act == 0)
    # seat 3 passed after its 5 was beaten: both showed until seat 0 won the round
    kinds = [(e.seat, e.kind) for e in model.last_round]
    assert kinds == [
        (3, EventKind.PLAY),
        (4, EventKind.PASS),
        (5, EventKind.PASS),
        (0, EventKind.PLAY),
        (1, EventKind.PASS),
        (2, EventKind.PASS),
        (3, EventKind.PASS),
    ]
    assert model.last_winner == 0 and model.shown == [None] * 6
    click(app, scene.buttons["round"].rect.center)  # 上一轮
    assert scene.round_open
    frames(app, 2)  # drawn without error, in zh …
    app.settings.language = "en"
    app.language_changed()
    frames(app, 2)  # … and in en
    key(app, pygame.K_ESCAPE)  # Esc closes the overlay, and does not pause
    assert not scene.round_open and app.top is scene
    click(app, scene.buttons["round"].rect.center)
    panel = scene.overlay_panel()
    assert scene.round_open and panel is not None
    click(app, panel.center)  # a click on it closes it too
    assert not scene.round_open and app.top is scene
    key(app, pygame.K_ESCAPE)  # with nothing open, Esc pauses
    assert app.top is not scene


def test_computer_seats_that_can_only_pass_pass_at_once(app: App) -> None:
    app.settings.ai_delay = 5.0
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=0))
    scene.on_enter()
    run_until(app, lambda: scene.my_turn)
    play_cards(app, scene, "K")
    # five forced passes and the round: well within the 5 s a single thinking turn would take
    run_until(app, lambda: scene.my_turn and scene.controller.game.decision == Decision.LEAD, timeout=3.0)
    assert [str(a) for a in scene.controller.game.history][1:] == [f"seat {s} passes" for s in range(1, 6)]


def test_status_line_offers_exactly_the_enabled_buttons_and_let_only_when_it_matters(app: App) -> None:
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn)
    frames(app, 1)
    # seats 1 and 2 may still beat: letting them act first can change the round (R-LET)
    assert scene.buttons["let"].visible and scene.buttons["let"].enabled
    assert scene.status_text() == tr("turn.yours", options="上牌、过或让")

    deal = ["5 8 9", "3 3", "3 3", "6 7", "3 3", "3 3"]
    scene = table_with(app, Game.from_hands(deal, leader=0), {3: ["seat 3 plays 6"]})
    run_until(app, lambda: scene.my_turn)
    play_cards(app, scene, "5")
    run_until(app, lambda: scene.my_turn)
    frames(app, 1)
    legal = {a.kind for a in scene.controller.legal()}
    assert (
        ActionKind.LET in legal
    )  # the engine allows it, but seats 1 and 2 have passed: it would come straight back
    assert not scene.buttons["let"].visible
    assert scene.status_text() == tr("turn.yours", options="上牌或过")
    b = scene.buttons  # no gap where 让 would be
    assert b["burn"].rect.left - b["pass"].rect.right == b["pass"].rect.left - b["hint"].rect.right


def test_auto_pass_when_nothing_can_answer_is_a_setting(app: App) -> None:
    deal = ["5 6", "3", "K 4", "3", "3", "3"]
    scene = table_with(app, Game.from_hands(deal, leader=2), {2: ["seat 2 plays K"]})
    run_until(app, lambda: scene.my_turn)
    assert scene.status_text() == tr("turn.only_pass")
    frames(app, 90)  # 1.5 s: off by default, nothing happens
    assert scene.controller.game.to_act == 0
    app.settings.auto_pass = True
    frames(app, 60)
    assert "seat 0 passes" in [str(a) for a in scene.controller.game.history]


def test_the_turn_timer_lets_autoplay_make_one_decision(app: App) -> None:
    app.settings.turn_timer = 2
    scene = table_with(app, Game.from_hands(LET_DEAL, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn)
    assert scene.status_text().endswith(tr("timer.left", text="", s=2))
    frames(app, 60)
    assert scene.controller.game.to_act == 0
    run_until(app, lambda: scene.controller.game.to_act != 0, timeout=5.0)
    assert any(a.seat == 0 for a in scene.controller.game.history)
    assert not scene.controller.autoplay  # only that one decision


def test_R_GOUJIANSWER_a_gouji_hand_is_marked_and_the_line_names_the_only_seat_that_may_beat_it(
    app: App,
) -> None:
    scene = table_with(
        app, Game.from_hands(["A A 5", "3", "3", "K K 4", "3", "3"], leader=3), {3: ["seat 3 plays K K"]}
    )
    bubbles = bubbles_of(scene)
    run_until(app, lambda: scene.my_turn)
    assert scene.model.modes[3] == TopMode.GOUJI and scene.model.top_mode == TopMode.GOUJI
    assert table_line(scene.model) == tr("line.gouji", name=tr("seat.0"))
    assert tr("bubble.gouji") in bubbles


def test_R_DEADLY_beating_the_last_hand_of_the_first_out_is_deadly_and_shown_so(app: App) -> None:
    scene = table_with(
        app, Game.from_hands(["A A 5", "3", "3", "K K", "3", "3"], leader=3), {3: ["seat 3 plays K K"]}
    )
    bubbles = bubbles_of(scene)
    run_until(app, lambda: scene.my_turn)
    play_cards(app, scene, "A", "A")
    run_until(app, lambda: scene.timeline.idle and scene.model.last_round != [])
    assert scene.model.last_round[-1].mode == TopMode.DEADLY
    assert tr("bubble.deadly") in bubbles


def test_R_BURN_a_burn_under_way_is_named_on_the_table(app: App) -> None:
    deal = ["A A 5", "K K 9", "4 4 4", "6 6", "7 7 7", "9 9 9"]
    scene = table_with(app, Game.from_hands(deal, leader=1), {1: ["seat 1 plays K K"]})
    run_until(app, lambda: scene.my_turn)
    click(app, scene.buttons["hint"].rect.center)
    click(app, scene.buttons["burn"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.model.burner == 0)
    assert table_line(scene.model) == tr("line.burning", name=tr("seat.0"), target=seat_name(1))


def test_the_card_counter_counts_every_rank_seat_0_has_not_seen(app: App) -> None:
    scene = table_with(app, Game.new(4))
    scene.controller.autoplay = True
    run_until(app, lambda: len(scene.controller.game.played) >= 12 and scene.timeline.idle)
    scene.controller.autoplay = False
    model = scene.model
    played = sum(len(cards) for _, cards in scene.controller.game.played)
    assert sum(model.unseen(rank) for rank in range(15)) == 216 - len(model.hand) - played
    assert model.unseen(14) == 4 - sum(c.rank == 14 for c in model.hand) - model.played[14]
    app.settings.show_counter = False
    frames(app, 2)
    assert not scene.look().counter


def test_dragging_an_unselected_card_onto_the_table_plays_it(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 9 K", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: scene.my_turn)
    assert scene.selected_cards() == []
    drag(app, card_center(scene, index_of(scene, "9")), scene.layout.table_center)
    assert str(scene.controller.game.history[0]) == "seat 0 plays 9S"


def test_two_banners_in_a_row_do_not_cover_each_other(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 9 K", "3", "3", "3", "3", "3"], leader=0))
    app.settings.anim_speed = "normal"
    scene.on_enter()
    scene.banner("买三")
    scene.banner("上班")
    assert [(b.label, b.row) for b in scene.stage.banners] == [("买三", 0), ("上班", 1)]
    frames(app, 200)  # both gone: the next banner takes the first line again
    scene.banner("开始")
    assert [(b.label, b.row) for b in scene.stage.banners] == [("开始", 0)]


def test_the_pace_gives_a_plain_pass_a_short_look_and_a_gouji_hand_or_a_won_round_a_long_one() -> None:
    from gouji_desktop.app.table.controller import pace_after
    from gouji_desktop.engine import Event

    passed = pace_after([Event(EventKind.PASS, 1)])
    beat = pace_after([Event(EventKind.PLAY, 1, target=0)])
    gouji = pace_after([Event(EventKind.PLAY, 1, flags=frozenset({TopMode.GOUJI}))])
    won = pace_after([Event(EventKind.PASS, 1), Event(EventKind.ROUND_WON, 0)])
    assert passed < beat < gouji and passed < won


def test_the_log_names_the_card_returned_and_marks_gouji_hands(app: App) -> None:
    from gouji_desktop.app.i18n import cards_text
    from gouji_desktop.engine import Tribute, TributeKind

    deal = ["3 3 9 9 K 5 2", "3 3 7 7 2", "3 3 8 8 2", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]
    scene = table_with(app, Game.from_deal(deal, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)]))
    run_until(app, lambda: scene.my_turn)
    click(app, card_center(scene, index_of(scene, "5")))
    click(app, scene.buttons["return"].rect.center)
    run_until(app, lambda: scene.timeline.idle)
    returned = scene.controller.game.history[-1].cards
    line = tr("log.return_card", name=tr("seat.0"), target=seat_name(3), cards=cards_text(returned))
    assert line in scene.model.log_lines() and "还贡" in line
    # a gouji hand is marked in the log as on the table
    scene = table_with(
        app, Game.from_hands(["A A 5", "3", "3", "K K 4", "3", "3"], leader=3), {3: ["seat 3 plays K K"]}
    )
    run_until(app, lambda: scene.my_turn)
    lead = tr("log.lead", name=seat_name(3), cards=cards_text(scene.controller.game.history[-1].cards))
    assert tr("log.mark", line=lead, mark=tr("chip.gouji")) in scene.model.log_lines()


def test_a_seat_with_few_cards_has_its_count_lit(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """报牌: a computer seat's count is lit orange at 5 cards or fewer and red at 2 or fewer."""
    from gouji_desktop.app.table import draw as table_draw

    deal = ["8 9 K 4 4 4", "3 3", "3 3 4 5 6", "5 6 7 8 9 10", "3 3", "3 3"]
    scene = table_with(app, Game.from_hands(deal, leader=0))
    run_until(app, lambda: scene.my_turn)
    fills: list[tuple[int, ...]] = []
    draw_panel = table_draw.draw_panel

    def filling(s: Any, r: Any, c: tuple[int, ...], *a: Any) -> Any:
        fills.append(c)
        return draw_panel(s, r, c, *a)

    monkeypatch.setattr(table_draw, "draw_panel", filling)
    frames(app, 1)
    red, orange = table_draw.count_alert(2, 1, False), table_draw.count_alert(5, 2, False)
    assert red is not None and orange is not None and red != orange
    assert (*red, 255) in fills and (*orange, 255) in fills  # seats 1 (2 cards) and 2 (5 cards)
    assert table_draw.count_alert(6, 3, False) is None  # seat 3 holds 6: not yet
    assert table_draw.count_alert(2, 0, False) is None  # seat 0's own hand is in view
    assert table_draw.count_alert(2, 4, True) is None  # out: nothing to warn of
