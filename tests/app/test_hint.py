"""提示 with its reason (issue 43): the normal AI's choice first, from the player's own view, with one
line saying why, in both languages; the setting 从小到大 keeps the old weakest-first cycle and is kept
in the settings; the line keeps off the table's panels at every size."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, frames, run_until, stored_app, table_with

from gouji_desktop.ai.explain import suggestion
from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.settings_menu import SettingsScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.hints import hint_look
from gouji_desktop.app.table.placement import keep_clear
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui.layout import table_layout
from gouji_desktop.engine import Action, Game, format_cards
from gouji_desktop.storage import Storage

#: seat 0 leads: K K wins its round (only the 对头 may answer a pair of Ks, and he cannot), then
#: the big joker, then the 3 last (R-GOUJI, R-BIE3)
LINE_OUT = ["BJ K K 3", "4 4", "5 5", "6 6", "7 7", "8 8"]


def my_turn(scene: TableScene) -> bool:
    return scene.my_turn


def shown(scene: TableScene) -> str:
    """The selected cards by rank (suits never matter, R-RANK)."""
    return format_cards(c.bare for c in scene.selected_cards())


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("zh", "K K 必赢这一轮,然后 大王 / 3 走科"),
        ("en", "K K wins this round, then Big Joker / 3 takes you out"),
    ],
)
def test_R_GOUJI_R_BIE3_the_hint_offers_the_ais_choice_first_with_its_reason(
    app: App, lang: str, line: str
) -> None:
    i18n.set_language(lang)
    scene = table_with(app, Game.from_hands(LINE_OUT, leader=0))
    run_until(app, lambda: my_turn(scene))
    assert scene.hint_line() == ""  # nothing until 提示 is pressed
    click(app, scene.buttons["hint"].rect.center)
    game = scene.controller.game
    action, _ = suggestion(game.view(0), game.legal_actions())
    assert sorted(c.rank for c in scene.selected_cards()) == sorted(c.rank for c in action.cards)
    assert shown(scene) == "K K"
    assert scene.hint_line() == line and scene.hint_button() is None  # a play: its cards selected
    app.draw()
    look = scene.hint_panel()
    assert look is not None and look.lines == (line,) and look.label == tr("hint.label")
    assert look.panel in scene.panels_up()
    # the next presses go through the other plays, weakest first; the line stays for this decision
    click(app, scene.buttons["hint"].rect.center)
    assert shown(scene) == "K"
    click(app, scene.buttons["hint"].rect.center)
    assert shown(scene) == "K BJ"
    assert scene.hint_line() == line
    # round and round: back to the suggestion after every legal play was offered once
    assert len(scene.hint_order()) == 5  # K K, K, K BJ, BJ, K K BJ (the 3 goes last, R-BIE3)
    for _ in range(3):
        click(app, scene.buttons["hint"].rect.center)
    assert shown(scene) == "K K"
    # played: the next decision has no line until 提示 again
    click(app, scene.buttons["play"].rect.center)
    assert str(game.history[0]) == "seat 0 plays KS KH"
    assert scene.hint_line() == ""


def test_R_TEAM_a_suggested_pass_over_the_partner_selects_nothing_and_says_why(app: App) -> None:
    game = Game.from_hands(
        ["10 J 5 6 7 3", "4 5 6 3", "5 6 7 3", "6 7 8 3", "9 5 6 7 3", "4 5 6 3"], leader=4
    )
    game.apply(Action.play(4, "9"))
    game.apply(Action.pass_(5))
    scene = table_with(app, game)
    run_until(app, lambda: my_turn(scene))
    click(app, scene.buttons["hint"].rect.center)
    assert scene.selected_cards() == []
    assert scene.hint_line() == tr("hint.why.leave_mate", name=tr("seat.4"))
    assert scene.hint_button() == "pass"  # 过 is ringed in gold
    app.draw()
    click(app, scene.buttons["hint"].rect.center)  # then the plays, weakest first
    assert shown(scene) == "10"


def test_the_hint_reads_only_the_players_view_the_same_whatever_the_hidden_cards(app: App) -> None:
    """托管 and the hint see the same honest view: other seats' cards swapped, same hint."""
    lines = []
    for hands in (LINE_OUT, ["BJ K K 3", "5 5", "4 4", "7 7", "8 8", "6 6"]):
        scene = table_with(app, Game.from_hands(hands, leader=0))
        run_until(app, lambda scene=scene: my_turn(scene))  # type: ignore[misc]
        click(app, scene.buttons["hint"].rect.center)
        lines.append((shown(scene), scene.hint_line()))
        app.pop()
    assert lines[0] == lines[1]


def test_weakest_first_setting_restores_the_old_cycle_with_no_line(app: App) -> None:
    app.settings.hint_mode = "weakest"
    scene = table_with(app, Game.from_hands(LINE_OUT, leader=0))
    run_until(app, lambda: my_turn(scene))
    seen = []
    for _ in range(3):
        click(app, scene.buttons["hint"].rect.center)
        seen.append(shown(scene))
    assert seen == ["K", "K K", "K BJ"]
    assert scene.hint_line() == "" and scene.hint_panel() is None


def test_the_hint_setting_is_on_the_settings_screen_and_kept() -> None:
    i18n.set_language("zh")
    app = stored_app()
    try:
        assert app.settings.hint_mode == "ai"
        scene = SettingsScene(app)
        app.push(scene)
        app.draw()
        assert scene.value("hint_mode") == "AI 建议"
        click(app, scene.buttons["hint_mode+"].rect.center)
        assert app.settings.hint_mode == "weakest" and scene.value("hint_mode") == "从小到大"
        app.store.flush()
        assert Storage().load_settings().value.hint_mode == "weakest"
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize(
    "size", [(1024, 640), (1280, 720), (1366, 768), (1280, 1024), (1920, 1080), (2560, 1080)]
)
def test_the_hints_line_keeps_off_the_seats_the_hands_on_the_table_and_the_buttons(
    app: App, size: tuple[int, int], lang: str
) -> None:
    from test_table_geometry import crowded_table

    from gouji_desktop.app.table.model import TableModel
    from gouji_desktop.app.table.overlays import lesson_look

    i18n.set_language(lang)
    lay = table_layout(*size)
    screen = pygame.Rect((0, 0), size)
    status = lay.status.inflate(-size[0] // 2, 0)
    longest = max(
        (
            tr(
                f"hint.why.{key}",
                cards="10 10 10 10 10",
                rest="Q Q Q / A A / 3",
                name=tr("seat.5"),
                count=5,
                pct=100,
            )
            for key in ("line_out", "stop", "answer_duitou", "shed", "open", "burn_out")
        ),
        key=len,
    )
    lesson = lesson_look(lay, tr("tutorial.game.title"), [(tr("tutorial.game.goal"), "ink")], buttons=1)
    for model in (crowded_table(), TableModel()):
        look = hint_look(lay, longest)
        assert screen.contains(look.panel)
        assert look.size >= 13 and len(look.lines) <= 2, (look.size, look.lines)
        clear = [r for r in keep_clear(lay, model) if r != status]
        hit = [r for r in clear if r.colliderect(look.panel)]
        assert not hit, f"{look.panel} covers {hit}"
        assert not look.panel.colliderect(lesson.panel)
        assert look.panel.bottom <= lay.status.top  # above the status line, never over it


def test_in_a_scripted_lesson_the_hint_is_the_lessons_move_with_no_line(app: App) -> None:
    app.nav.lesson(0)
    scene = app.top
    assert isinstance(scene, TableScene)
    run_until(app, lambda: scene.my_turn)
    click(app, scene.buttons["hint"].rect.center)
    assert shown(scene) == "8 8 8 2"
    assert scene.hint_line() == ""
    frames(app, 1)


def test_the_hint_is_what_tuogan_plays_from_the_same_view() -> None:
    """托管 at the normal level decides from ``game.view(0)``; the hint's first offer is the same
    move at every decision of seat 0 in the play of a whole game."""
    from gouji_desktop.ai import make_agent
    from gouji_desktop.app.table.controller import Controller, GameSetup
    from gouji_desktop.app.table.hints import plan_hint
    from gouji_desktop.engine import Phase

    controller = Controller(GameSetup(seed=4, match=False))
    game, seats = controller.game, [make_agent("normal", seed=s) for s in range(6)]
    checked = 0
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        if seat == 0 and game.phase == Phase.PLAY:
            tuogan = controller.agents[0].decide(game.view(0), legal)
            assert plan_hint(game.view(0), legal, "ai").order[0] == tuogan
            checked += 1
        game.apply(seats[seat].decide(game.view(seat), legal))
    assert checked > 10
