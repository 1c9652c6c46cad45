"""The tutorial (教程) as a player meets it: from the title to the lesson list, a lesson on the real
table played by clicks and keys, a wrong move answered with the engine's reason and the lesson's hint
while the lesson waits, and the lesson marked done in the list and in the saved settings."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import card_center, click, frames, index_of, key, run_until, title_read

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.scenes.tutorial import TutorialScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.lesson import LessonController
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.tutorial import LESSONS
from gouji_desktop.app.ui.widgets import GOLD
from gouji_desktop.engine import ActionKind


def open_tutorial(app: App) -> TutorialScene:
    title = app.push(TitleScene(app))
    title_read(app, title)
    click(app, title.buttons["tutorial"].rect.center)
    assert isinstance(app.top, TutorialScene)
    app.draw()
    return app.top


def open_lesson(app: App, tutorial: TutorialScene, key_name: str) -> TableScene:
    app.draw()
    click(app, tutorial.buttons[key_name].rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None
    run_until(app, lambda: table.my_turn)
    app.draw()
    return table


def select(app: App, table: TableScene, *ranks: str) -> None:
    seen: dict[str, int] = {}
    for rank in ranks:
        i = index_of(table, rank, seen.get(rank, 0))
        seen[rank] = seen.get(rank, 0) + 1
        app.draw()
        click(app, card_center(table, i))
        frames(app, 30)  # no double-click on the next card


def ticks_right_of(app: App, rect: pygame.Rect) -> int:
    """Gold pixels just right of a lesson's button: its 已学完 mark."""
    app.draw()
    area = pygame.Rect(rect.right + 4, rect.top, 120, rect.h)
    screen = app.screen
    return sum(
        1
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
        if all(abs(a - b) < 30 for a, b in zip(screen.get_at((x, y))[:3], GOLD, strict=True))
    )


def test_the_first_lesson_played_by_clicks_waits_on_a_wrong_move_and_is_marked_done(saved_app: App) -> None:
    app = saved_app
    tutorial = open_tutorial(app)
    assert tutorial.buttons["hand"].label == tr("tutorial.row", i=1, title=tr("tutorial.hand.title"))
    assert ticks_right_of(app, tutorial.buttons["hand"].rect) == 0
    table = open_lesson(app, tutorial, "hand")
    assert tr("tutorial.hand.title") in table.bar_label()
    assert not table.buttons["auto"].visible  # no 托管 in a lesson
    hand_before = list(table.model.hand)

    # R-HAND: a lone K is a legal lead, but not the lesson's: the hint, and the lesson waits
    select(app, table, "K")
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert table.lesson_note == ("", tr("tutorial.hand.hint"))
    assert isinstance(table.lesson, LessonController)
    assert table.model.hand == hand_before and table.my_turn and not table.lesson.run.done
    assert len(table.controller.game.history) == 0

    # R-TIE: the three 8s and the 2, played with Enter
    click(app, card_center(table, index_of(table, "K")), button=3)  # a right click clears the selection
    assert not table.selected_cards()
    select(app, table, "8", "8", "8", "2")
    assert len(table.selected_cards()) == 4
    key(app, pygame.K_RETURN)
    run_until(app, lambda: table.lesson_over)
    frames(app, 2)
    assert table.lesson_note == ("", "")
    assert len(table.model.hand) == 3  # K 5 3 left
    assert table.lesson_bar["next"].visible
    assert app.settings.tutorial_done == ("hand",)
    assert app.store.flush()
    assert Persistence.open().load_settings().tutorial_done == ("hand",)

    # 返回教程: the list marks the first lesson done, not the second
    app.draw()
    click(app, table.lesson_bar["menu"].rect.center)
    assert app.top is tutorial
    assert ticks_right_of(app, tutorial.buttons["hand"].rect) > 20
    assert ticks_right_of(app, tutorial.buttons["beat"].rect) == 0


def test_an_illegal_move_shows_the_engines_reason_and_the_hint_then_next_lesson(app: App) -> None:
    tutorial = open_tutorial(app)
    table = open_lesson(app, tutorial, "beat")
    # R-BEAT: one 10 over 9 9 is refused by the engine: its reason, then the hint
    select(app, table, "10")
    key(app, pygame.K_RETURN)
    frames(app, 5)
    reason, hint = table.lesson_note
    assert reason.startswith(tr("tutorial.refused", reason="")) and len(reason) > len(
        tr("tutorial.refused", reason="")
    )
    assert hint == tr("tutorial.beat.hint")
    assert table.my_turn and len(table.model.hand) == 6
    # 提示 selects the lesson's move; 出牌 plays it and the lesson moves on to its end
    click(app, table.buttons["play"].rect.center)  # 10 still selected: refused again, nothing played
    assert len(table.model.hand) == 6
    click(app, table.buttons["hint"].rect.center)
    assert len(table.selected_cards()) == 2
    click(app, table.buttons["play"].rect.center)
    run_until(app, lambda: table.lesson_over)
    frames(app, 2)
    assert app.settings.tutorial_done == ("beat",)
    app.draw()
    click(app, table.lesson_bar["next"].rect.center)
    nxt = app.top
    assert isinstance(nxt, TableScene) and nxt.lesson is not None and nxt.lesson.key == "gouji"
    assert tr("tutorial.gouji.title") in nxt.bar_label()
    key(app, pygame.K_ESCAPE)  # Esc in a lesson: back to the list
    assert app.top is tutorial


@pytest.mark.parametrize("index", range(len(LESSONS)), ids=[lesson.key for lesson in LESSONS])
def test_every_lesson_can_be_finished_with_the_tables_buttons(app: App, index: int) -> None:
    """提示 selects the lesson's move; 出牌, 让 or 烧 plays it (R-LET, R-BURN, R-BIE3 lessons too); the
    dialog's buttons answer 宣点, 革命 and 要头, and a click on a card then 还贡 returns it."""
    app.nav.lesson(index)
    table = app.top
    assert isinstance(table, TableScene) and isinstance(table.lesson, LessonController)
    run = table.lesson.run
    while True:
        run_until(app, lambda: table.my_turn or table.lesson_over)
        if table.lesson_over:
            break
        app.draw()
        move = run.accepted_moves()[0]
        kind = move.kind
        if table.dialog_look() is not None:  # 宣点, 革命, 要头 (R-DECLARE, R-REVOLT, R-HEAD): the dialog
            yes = kind in (ActionKind.DECLARE, ActionKind.REVOLT, ActionKind.HEAD)
            click(app, table.dialog["yes" if yes else "no"].rect.center)
        elif kind == ActionKind.RETURN:  # 还贡 (R-NORETURNSINGLE): the card, then 还贡
            click(app, card_center(table, table.model.hand.index(move.cards[0])))
            assert table.selected_cards() == list(move.cards)
            click(app, table.buttons["return"].rect.center)
        elif kind == ActionKind.LET:
            click(app, table.buttons["let"].rect.center)
        else:
            click(app, table.buttons["hint"].rect.center)
            assert table.selected_cards()
            click(app, table.buttons["burn" if kind == ActionKind.BURN else "play"].rect.center)
        assert table.lesson_note == ("", "")
    frames(app, 2)
    app.draw()
    assert run.done and app.settings.tutorial_done == (LESSONS[index].key,)
    assert table.lesson_bar["next"].visible  # the whole game follows the last scripted lesson
