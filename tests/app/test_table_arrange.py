"""理牌: the player sorts the hand by rank or by count (2s and jokers set aside
at the right, R-HAND) by the 理牌 list or the S key, and moves chosen cards
within the hand by dragging them; the order lasts through plays and cards
received, and a drag onto the table still plays."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import card_center, click, drag, frames, index_of, key, run_until, table_with

from gouji_desktop.ai import make_agent
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.arrange import HandOrder, sorted_hand
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.model import Snapshot
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui.layout import table_layout
from gouji_desktop.engine import Card, Game, Match, Phase, parse_cards
from gouji_desktop.engine.cards import RANK_NAMES

SIZES = [(1024, 640), (1280, 720), (1366, 768), (1280, 1024), (1920, 1080), (2560, 1080), (2560, 1440)]

HAND = "K 5 9 2 5 9 5 BJ 8"


def names(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


def rank_names(cards: list[Card]) -> list[str]:
    return [RANK_NAMES[c.rank] for c in cards]


def ranks(scene) -> list[str]:
    return rank_names(scene.model.hand)


def choose(scene, *names: str) -> None:
    """Choose cards as 提示 does (a click right before a press would make a double-click)."""
    scene.select_cards(tuple(scene.model.hand[index_of(scene, n, k)] for k, n in enumerate(names)))


def deal(app: App, hand: str = HAND):
    scene = table_with(app, Game.from_hands([hand, "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: scene.my_turn)
    frames(app, 1)
    return scene


def test_R_HAND_sorting_puts_the_2s_and_jokers_aside_at_the_right() -> None:
    cards = parse_cards("2 K SJ 7 7 BJ 9 9 9 2 4")
    assert names(sorted_hand(cards, "rank")) == ["4", "7", "7", "9", "9", "9", "K", "2", "2", "SJ", "BJ"]
    # by count: the biggest groups first, ties low to high, the wild cards last
    assert names(sorted_hand(cards, "count")) == ["9", "9", "9", "7", "7", "4", "K", "2", "2", "SJ", "BJ"]


def test_the_hand_opens_by_rank_and_S_sorts_it_by_count_then_by_rank(app: App) -> None:
    scene = deal(app)
    assert ranks(scene) == ["5", "5", "5", "8", "9", "9", "K", "2", "BJ"]
    key(app, pygame.K_s)
    assert ranks(scene) == ["5", "5", "5", "9", "9", "8", "K", "2", "BJ"]
    assert scene.toast.visible and scene.toast.text == tr("sort.done.count")
    key(app, pygame.K_s)
    assert ranks(scene) == ["5", "5", "5", "8", "9", "9", "K", "2", "BJ"]


def test_the_sort_button_opens_its_list_and_a_choice_sorts_the_hand(app: App) -> None:
    scene = deal(app, "K K 4 Q Q Q 2 4 4 4")
    button = scene.buttons["sort"]
    assert button.visible and button.label == tr("btn.sort")
    click(app, button.rect.center)
    look = scene.menu_look()
    assert look is not None and [b.label for b in scene.popup.buttons.values()] == [
        tr("sort.rank"),
        tr("sort.count"),
    ]
    assert not look.panel.colliderect(scene.layout.hand_area)
    click(app, look.rows[1].center)  # 按张数
    assert scene.menu is None
    assert ranks(scene) == ["4", "4", "4", "4", "Q", "Q", "Q", "K", "K", "2"]
    # a click elsewhere closes the list and sorts nothing
    click(app, button.rect.center)
    click(app, scene.layout.table_center)
    assert scene.menu is None and ranks(scene)[0] == "4"


def test_the_chosen_cards_stay_chosen_when_the_hand_is_sorted(app: App) -> None:
    scene = deal(app)
    click(app, card_center(scene, index_of(scene, "8")))
    key(app, pygame.K_s)
    assert rank_names(scene.selected_cards()) == ["8"]


def test_dragging_a_chosen_card_within_the_hand_moves_it_and_the_order_lasts_through_a_play(app: App) -> None:
    scene = deal(app)
    choose(scene, "K")
    assert rank_names(scene.selected_cards()) == ["K"]
    lay = scene.layout
    low = card_center(scene, 0)[1] + lay.hand_card[1] // 4
    start = (card_center(scene, index_of(scene, "K"))[0], low)
    drag(app, start, (card_center(scene, 0)[0] - 4, low))
    assert ranks(scene) == ["K", "5", "5", "5", "8", "9", "9", "2", "BJ"]
    assert scene.selected_cards() == [] and scene.controller.game.history == []
    # the 8 is played: it leaves, the player's order stays
    click(app, card_center(scene, index_of(scene, "8")))
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: scene.my_turn or scene.controller.game.finished)
    assert rank_names(list(scene.controller.game.history[0].cards)) == ["8"]
    assert ranks(scene) == ["K", "5", "5", "5", "9", "9", "2", "BJ"]


def test_a_group_moved_by_hand_and_a_card_received_joins_its_rank(app: App) -> None:
    scene = deal(app, "4 4 7 7 9 2 2")
    choose(scene, "2", "2")  # 7 7 2 2: a pair built with wild cards
    lay = scene.layout
    low = card_center(scene, 0)[1] + lay.hand_card[1] // 4
    start = (card_center(scene, index_of(scene, "2"))[0], low)
    drag(app, start, (card_center(scene, index_of(scene, "9"))[0] + 2, low))
    assert ranks(scene) == ["4", "4", "7", "7", "2", "2", "9"]
    # a card received (as a 还贡 lands: the model takes the new hand) joins its rank; the rest stays
    model = scene.model
    model.set_snapshot(Snapshot([*model.hand, Card(1), Card(11)], list(model.counts)))
    assert ranks(scene) == ["4", "4", "4", "7", "7", "2", "2", "9", "A"]
    # and a play takes its cards out of the order
    model.set_snapshot(Snapshot([c for c in model.hand if c.rank != 1], list(model.counts)))
    assert ranks(scene) == ["7", "7", "2", "2", "9", "A"]


def test_dragging_the_chosen_cards_up_onto_the_table_still_plays_them(app: App) -> None:
    scene = deal(app)
    key(app, pygame.K_s)
    choose(scene, "K")
    drag(app, card_center(scene, index_of(scene, "K")), scene.layout.table_center)
    assert rank_names(list(scene.controller.game.history[0].cards)) == ["K"]


def test_a_drag_shows_where_the_cards_go_and_no_drop_zone_while_in_the_hand(app: App) -> None:
    scene = deal(app)
    choose(scene, "K")
    lay = scene.layout
    low = card_center(scene, 0)[1] + lay.hand_card[1] // 4
    start = (card_center(scene, index_of(scene, "K"))[0], low)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] - 60, low), rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 1)
    assert scene.moving and scene.hand_look().moving
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=lay.table_center, rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 1)
    assert not scene.moving and scene.drag_pos == lay.table_center  # over the table: a play
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], low), rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], low), button=1))
    frames(app, 1)
    assert scene.controller.game.history == [] and "K" in ranks(scene)


def test_the_sort_lasts_from_deal_to_deal_and_the_own_order_does_not() -> None:
    order = HandOrder()
    order.sort("count")
    hand = parse_cards("5 9 9 K")
    assert names(order.keep(hand)) == ["9", "9", "5", "K"]
    order.move(order.order, [3], 0)
    assert order.own and names(order.order) == ["K", "9", "9", "5"]
    order.new_deal()
    assert order.mode == "count" and not order.own
    assert names(order.keep(parse_cards("6 7 7"))) == ["7", "7", "6"]


@pytest.mark.parametrize("size", SIZES)
def test_the_sort_and_phrase_buttons_sit_in_the_button_row_clear_of_everything(size: tuple[int, int]) -> None:
    lay = table_layout(*size)
    screen = pygame.Rect((0, 0), size)
    row = lay.buttons["hint"].unionall(list(lay.buttons.values()))  # the whole play row, 让 shown
    for rect in (lay.sort_button, lay.talk_button):
        assert screen.contains(rect) and rect.top == row.top
        assert not rect.colliderect(row) and not rect.colliderect(lay.auto_button)
        assert not any(rect.colliderect(panel) for panel in lay.seat_rects)
    assert lay.sort_button.left > lay.seat_rects[0].right and lay.talk_button.right < lay.auto_button.left


def test_sorting_works_while_a_pre_play_dialog_asks(app: App) -> None:
    scene = table_with(app, Game.new(7))
    run_until(app, lambda: scene.my_turn)
    frames(app, 1)
    assert scene.dialog_look() is not None  # 宣点?
    click(app, scene.buttons["sort"].rect.center)
    assert scene.menu == "sort"
    menu = scene.menu_look()
    assert menu is not None
    click(app, menu.rows[1].center)
    assert scene.model.arrangement.mode == "count" and scene.dialog_look() is not None


def match_where_the_player_gets_tribute() -> Match:
    """Game 2 of a match, dealt, in which seat 0 receives tribute (and returns cards)."""
    agent = make_agent("random", 1)
    for seed in range(3, 60):
        match = Match.new(seed)
        while not match.game.finished:
            g = match.game
            seat = g.to_act
            assert seat is not None
            g.apply(agent.decide(g.view(seat), g.legal_actions()))
        match.next_game()
        if match.game.phase == Phase.RETURN and 0 in {t.receiver for t in match.games[-2].tribute_owed()}:
            return match
    raise AssertionError("no such match in the seeds tried")


def test_the_sort_chosen_lasts_into_the_next_deal_and_through_tribute_and_a_return(app: App) -> None:
    match = match_where_the_player_gets_tribute()
    scene = TableScene(app, Controller(GameSetup(seed=match.seed), match=match))
    scene.sort_hand("count")  # chosen before the deal is shown: the deal comes sorted by count
    app.push(scene)
    run_until(app, lambda: scene.my_turn and match.game.phase == Phase.RETURN)
    frames(app, 1)
    hand = scene.model.hand
    assert sorted(hand) == sorted(match.game.hand(0)) and scene.model.received  # the tribute is in
    groups = [r for i, r in enumerate(c.rank for c in hand) if i == 0 or hand[i - 1].rank != r]
    assert len(groups) == len({c.rank for c in hand})  # every rank in one group, tribute included
    wild = [c.is_wild for c in hand]
    assert wild == sorted(wild)  # the 2s and jokers at the right end
    before = list(hand)
    lit = scene.lit_cards()
    assert lit
    returned = next(c for c in before if c in lit)
    scene.select_cards((returned,))
    frames(app, 1)
    click(app, scene.buttons["return"].rect.center)
    run_until(app, lambda: scene.timeline.idle and len(scene.model.hand) < len(before))
    rest = list(before)
    rest.remove(returned)
    assert scene.model.hand == rest  # the 还贡 leaves the order; the rest stays as it was
