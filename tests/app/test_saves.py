"""Storage through the GUI: settings kept across starts, 继续 resumes the
autosave on the same decision, bad files and a read-only disk give a notice
and play goes on, a finished game is counted and kept as a replay."""

from __future__ import annotations

import errno
from pathlib import Path

import pygame
import pytest
from app_helpers import ScriptedAgent, click, frames, key, run_until, stored_app, table_with, title_read

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.new_game import NewGameScene
from gouji_desktop.app.scenes.results import ResultsScene
from gouji_desktop.app.scenes.settings_menu import SettingsScene
from gouji_desktop.app.scenes.stats import StatsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import Game, Rules
from gouji_desktop.storage import atomic


def scripted_table(app: App, seed: int = 5, match: bool = True) -> TableScene:
    """A new match (or game) saved through the app's storage, every seat played
    by a scripted chooser so that it runs fast and the same every time."""
    setup = GameSetup(rules=Rules(), seed=seed, levels=("easy",) * 6, match=match)
    controller = Controller(setup, store=app.store)
    for seat in range(6):
        controller.agents[seat] = ScriptedAgent()
    table = TableScene(app, controller)
    app.push(table)
    return table


def play_until_my_turn(app: App, table: TableScene, actions: int) -> None:
    """Autoplay ``actions`` actions, then stop on seat 0's next decision."""
    game = table.controller.game
    table.controller.autoplay = True
    run_until(app, lambda: len(game.history) >= actions)
    table.controller.autoplay = False
    run_until(app, lambda: table.my_turn)


def test_settings_persist_across_app_instances() -> None:
    first = stored_app()
    title = first.push(TitleScene(first))
    title_read(first, title)  # 新游戏 waits for the autosave being read
    click(first, title.buttons["settings"].rect.center)
    settings = first.top
    assert isinstance(settings, SettingsScene)
    frames(first, 1)
    for row in ("language+", "card_back+", "mute+", "replays_kept-"):
        click(first, settings.buttons[row].rect.center)
    first.pop()
    click(first, title.buttons["new"].rect.center)
    new = first.top
    assert isinstance(new, NewGameScene)
    frames(first, 1)
    click(first, new.buttons["mode"].rect.center)
    click(first, new.buttons["ai.3"].rect.center)
    click(first, new.buttons["rule.revolution"].rect.center)
    first.shutdown()

    second = stored_app()
    st = second.settings
    assert (st.language, st.card_back, st.muted, st.replays_kept) == ("en", 1, True, 20)
    assert st.play_mode == "single" and st.ai_levels[2] == "hard" and not st.rules.revolution
    new = second.push(NewGameScene(second))
    assert isinstance(new, NewGameScene)
    assert not new.match and new.levels[3] == "hard" and not new.rules.revolution
    second.shutdown()


def test_settings_screen_shows_the_data_folder(saved_app: App, data_dir: Path) -> None:
    scene = saved_app.push(SettingsScene(saved_app))
    assert isinstance(scene, SettingsScene)
    frames(saved_app, 1)
    assert scene.folders() == [
        (tr("set.data_dir"), str(data_dir)),
        (tr("set.log_dir"), str(data_dir / "logs")),
    ]


def test_autosave_then_continue_lands_on_the_same_decision() -> None:
    first = stored_app()
    table = scripted_table(first)
    play_until_my_turn(first, table, 40)
    game = table.controller.game
    log = list(table.model.log)
    first.shutdown()  # writes what is queued, as closing the window does

    second = stored_app()
    title = second.push(TitleScene(second))
    title_read(second, title)
    assert isinstance(title, TitleScene) and title.buttons["continue"].enabled
    assert title.continue_note().startswith(tr("menu.save_match", n=1, date="")[:3])
    click(second, title.buttons["continue"].rect.center)
    resumed = second.top
    assert isinstance(resumed, TableScene)
    again = resumed.controller.game
    assert again == game and resumed.controller.match == table.controller.match
    assert (again.phase, again.decision, again.to_act) == (game.phase, game.decision, 0)
    assert resumed.model.hand == sorted(game.hand(0)) and resumed.model.counts == table.model.counts
    assert list(resumed.model.log) == log
    assert resumed.model.shown == table.model.shown
    frames(second, 2)
    assert resumed.my_turn and resumed.legal_kinds() == table.legal_kinds()
    second.shutdown()


def test_corrupt_settings_and_autosave_show_notices_and_the_game_still_starts(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_bytes(b'{"schema_version": 1, "kind": "gouji-set')
    (data_dir / "autosave.json").write_bytes(bytes(range(256)))
    app = stored_app()
    title = app.push(TitleScene(app))
    title_read(app, title)
    shown = app.notices.history
    assert tr("notice.bad_file", what=tr("what.settings"), aside="")[:6] in shown[0]
    assert any(text.startswith(tr("what.autosave")) for text in shown[1:])
    assert sorted(p.name.split(".bad-")[0] for p in data_dir.glob("*.bad-*")) == [
        "autosave.json",
        "settings.json",
    ]
    assert isinstance(title, TitleScene) and not title.buttons["continue"].enabled
    click(app, title.buttons["new"].rect.center)
    new = app.top
    assert isinstance(new, NewGameScene)
    frames(app, 1)
    click(app, new.buttons["start"].rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    run_until(app, lambda: table.timeline.idle and len(table.model.hand) > 0)
    app.shutdown()


def test_a_read_only_disk_shows_a_notice_and_play_continues(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic, "atomic_write", read_only)
    app = stored_app()
    table = scripted_table(app)
    play_until_my_turn(app, table, 10)
    app.store.flush()
    frames(app, 1)
    assert any(tr("notice.reason.read_only") in text for text in app.notices.history)
    assert app.store.write_problem
    before = len(table.controller.game.history)
    play_until_my_turn(app, table, before + 10)  # play goes on
    assert len(table.controller.game.history) > before
    settings = app.push(SettingsScene(app))
    frames(app, 1)
    assert isinstance(settings, SettingsScene) and app.store.write_problem
    app.shutdown()


def test_a_finished_game_is_counted_kept_as_a_replay_and_its_autosave_cleared() -> None:
    app = stored_app()
    game = Game.from_hands(["8", "9", "10", "J", "Q", "K"], leader=0)
    table = table_with(app, game, save=True)
    table.controller.autoplay = True
    table.controller.agents[0] = ScriptedAgent()
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    app.store.flush()
    assert not app.store.has_autosave()
    infos = app.store.list_replays()
    assert len(infos) == 1 and infos[0].seat0_place == 0 and infos[0].seat0_score == game.scores[0]  # type: ignore[index]
    click(app, app.top.buttons["menu"].rect.center)  # type: ignore[union-attr]
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons["stats"].rect.center)
    stats = app.top
    assert isinstance(stats, StatsScene)
    assert stats.stats.overall.games == 1 and stats.stats.overall.places[0] == 1
    frames(app, 1)
    app.shutdown()


def test_main_menu_then_continue_comes_back_to_the_same_table(saved_app: App) -> None:
    table = scripted_table(saved_app, seed=8, match=False)
    play_until_my_turn(saved_app, table, 20)
    game = table.controller.game
    key(saved_app, pygame.K_ESCAPE)
    click(saved_app, saved_app.top.buttons["menu"].rect.center)  # type: ignore[union-attr]
    title = saved_app.top
    assert isinstance(title, TitleScene) and len(saved_app.scenes) == 1
    title_read(saved_app, title)
    assert title.continue_note().startswith(tr("menu.save_single", date="")[:2])
    click(saved_app, title.buttons["continue"].rect.center)
    resumed = saved_app.top
    assert isinstance(resumed, TableScene) and resumed.controller.match is None
    assert resumed.controller.game == game and resumed.controller.setup.seed == 8


def test_new_game_asks_before_giving_up_a_saved_match(saved_app: App) -> None:
    """Game 2 of 5 saved: 新游戏 asks; 取消 and Esc keep it; 继续 resumes it; only
    放弃并开始新游戏 then dealing the new game replaces it."""
    table = scripted_table(saved_app, seed=8, match=True)
    play_until_my_turn(saved_app, table, 12)
    game = table.controller.game
    saved_app.nav.title()
    title = saved_app.top
    assert isinstance(title, TitleScene)
    frames(saved_app, 1)
    click(saved_app, title.buttons["new"].rect.center)  # perhaps while the save is being read
    title_read(saved_app, title)
    assert saved_app.top is title and title.asking  # asked, nothing started
    frames(saved_app, 1)
    click(saved_app, title.ask["cancel"].rect.center)
    assert not title.asking and saved_app.store.has_autosave()
    click(saved_app, title.buttons["new"].rect.center)
    key(saved_app, pygame.K_ESCAPE)
    assert not title.asking and saved_app.top is title and saved_app.running
    click(saved_app, title.buttons["new"].rect.center)
    frames(saved_app, 1)
    click(saved_app, title.ask["keep"].rect.center)
    resumed = saved_app.top
    assert isinstance(resumed, TableScene) and resumed.controller.game == game
    assert resumed.controller.match is not None
    saved_app.nav.title()
    title = saved_app.top
    assert isinstance(title, TitleScene)
    title_read(saved_app, title)
    click(saved_app, title.buttons["new"].rect.center)
    frames(saved_app, 1)
    click(saved_app, title.ask["discard"].rect.center)
    assert isinstance(saved_app.top, NewGameScene)
    assert saved_app.store.load_autosave() is not None  # still there until a new game is dealt
