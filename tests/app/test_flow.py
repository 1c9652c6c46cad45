"""The whole flow through the real scenes: title → new game → table →
pre-play dialogs → tribute return → results, and a match played by 托管."""

from __future__ import annotations

import pygame
from app_helpers import card_center, click, frames, index_of, key, run_until, table_with, title_read

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.scenes.new_game import NewGameScene
from gouji_desktop.app.scenes.results import ResultsScene
from gouji_desktop.app.scenes.stats import StatsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import Game, Phase, Rules, Tribute, TributeKind


def test_start_a_game_from_the_title_screen(app: App) -> None:
    title = app.push(TitleScene(app))
    title_read(app, title)  # 新游戏 waits for the autosave being read
    click(app, title.buttons["new"].rect.center)
    new = app.top
    assert isinstance(new, NewGameScene)
    click(app, new.buttons["mode"].rect.center)  # single game
    click(app, new.buttons["seed"].rect.center)  # edit the seed
    for _ in range(9):
        key(app, pygame.K_BACKSPACE)
    for ch in "42":
        key(app, pygame.K_0 + int(ch), ch)
    click(app, new.buttons["start"].rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.controller.setup.seed == 42 and table.controller.match is None
    run_until(app, lambda: table.timeline.idle and sum(table.model.counts) > 0)
    assert len(table.model.hand) == table.model.counts[0] > 0


def test_continue_is_greyed_with_the_reason_and_statistics_say_there_is_nothing_yet(app: App) -> None:
    title = app.push(TitleScene(app))
    frames(app, 1)
    assert isinstance(title, TitleScene)
    assert not title.buttons["continue"].enabled and title.continue_note() == tr("menu.no_save")
    click(app, title.buttons["continue"].rect.center)
    assert app.top is title
    click(app, title.buttons["stats"].rect.center)
    stats = app.top
    assert isinstance(stats, StatsScene) and stats.stats.overall.games == 0
    frames(app, 1)
    click(app, stats.buttons["back"].rect.center)
    assert app.top is title


DEAL = ["3 3 9 9 K 5 2", "3 3 7 7 2", "3 3 8 8 2", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]


def test_R_NORETURNSINGLE_return_tribute_cards_with_the_rule_enforced(app: App) -> None:
    game = Game.from_deal(DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    scene = table_with(app, game)
    run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.RETURN
    assert len(scene.model.tributes) == 1
    prompt, rule = scene.return_prompt()
    assert prompt == tr("trib.return_to", name=tr("seat.3"), i=1, n=1)
    assert rule == tr("trib.rule", name=tr("seat.3"))
    assert {str(c.bare) for c in scene.lit_cards() or ()} == {"3", "5", "2"}
    assert [str(c) for c in scene.model.received] == ["BJ"]  # just received: marked in the hand
    assert scene.hand_look().fresh == tuple(scene.model.received)
    click(app, card_center(scene, index_of(scene, "9")))  # a 9 may not go back: it cannot be chosen
    assert scene.selected_cards() == [] and not scene.buttons["return"].enabled
    assert scene.toast.text == rule and "不还单张" in scene.toast.text
    assert scene.controller.game.phase == Phase.RETURN
    click(app, card_center(scene, index_of(scene, "5")))
    click(app, scene.buttons["return"].rect.center)
    assert str(scene.controller.game.history[-1]) == "seat 0 returns 5S"
    run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.DECLARE


def test_R_DECLARE_the_declare_dialog(app: App) -> None:
    game = Game.from_deal(DEAL, seed=3)
    scene = table_with(app, game)
    run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.DECLARE
    click(app, scene.dialog["yes"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.phase != Phase.DECLARE)
    assert scene.model.declared[0]


def test_a_whole_match_played_by_autoplay_reaches_the_match_results(app: App) -> None:
    app.resize(1024, 640)
    setup = GameSetup(rules=Rules(), seed=11, levels=("random",) * 6, match=True)
    table = TableScene(app, Controller(setup))
    app.push(table)
    click(app, table.buttons["auto"].rect.center)
    assert table.controller.autoplay
    games = 0
    while True:
        run_until(app, lambda: isinstance(app.top, ResultsScene), timeout=30)
        results = app.top
        assert isinstance(results, ResultsScene)
        games += 1
        game = table.controller.game
        assert sorted(game.places) == list(range(6)) and sum(game.scores or []) == 0
        if results.match_over:
            break
        # §11: the results say what the next game will cost, as the engine will charge it
        owed = game.tribute_owed()
        preview = results.tribute_preview()
        if game.is_chuan3:
            assert preview == tr("trib.none")
        else:
            assert all(seat_name(t.giver) in preview and seat_name(t.receiver) in preview for t in owed)
            assert bool(owed) == (preview != tr("res.tribute_none"))
        click(app, results.buttons["next"].rect.center)
        assert app.top is table
        assert not table.controller.autoplay  # 托管 ended with the game: switched on again for this one
        click(app, table.buttons["auto"].rect.center)
    assert games == 5
    assert table.controller.match is not None and table.controller.match.finished


def test_R_REVOLT_the_revolt_dialog_after_declining_to_declare(app: App) -> None:
    deal = ["3 3 9 9 K 5", "3 3 7 7 2", "3 3 8 8 2", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]
    scene = table_with(app, Game.from_deal(deal, seed=3))
    run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.DECLARE
    click(app, scene.dialog["no"].rect.center)
    run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.REVOLT
    assert scene.dialog["yes"].label == tr("dlg.revolt.yes")
    click(app, scene.dialog["yes"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.phase == Phase.PLAY)
    assert scene.model.rebel[0]


def test_autoplay_ends_with_the_game_and_the_next_deals_choices_wait_for_the_player(app: App) -> None:
    setup = GameSetup(rules=Rules(), seed=11, levels=("random",) * 6, match=True)
    table = TableScene(app, Controller(setup))
    app.push(table)
    click(app, table.buttons["auto"].rect.center)
    run_until(app, lambda: isinstance(app.top, ResultsScene), timeout=30)
    results = app.top
    assert isinstance(results, ResultsScene)
    click(app, results.buttons["next"].rect.center)
    assert app.top is table and not table.controller.autoplay
    assert table.toast.text == tr("auto.ended")
    assert table.buttons["auto"].label == tr("btn.auto")
    run_until(app, lambda: table.my_turn)
    game = table.controller.game
    assert game.phase in (Phase.RETURN, Phase.DECLARE)  # the tribute's return or 宣点: seat 0's own choice
    waiting = len(game.history)
    frames(app, 240)  # four seconds: nothing decides for the player
    assert len(game.history) == waiting and table.my_turn
    if game.phase == Phase.DECLARE:
        assert table.dialog_look() is not None
        click(app, table.dialog["no"].rect.center)
        assert not game.declared[0] and len(game.history) == waiting + 1
