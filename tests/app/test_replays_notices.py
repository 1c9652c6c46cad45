"""The replay viewer, the translated storage notices, the background writer,
the table animating the engine's own construction events, and the self-test
hooks."""

from __future__ import annotations

import threading
import time
from collections import Counter

import pygame
import pytest
from app_helpers import click, frames, key, run_until, stored_app, table_with

from gouji_desktop.app import i18n, selftest_hooks
from gouji_desktop.app.gallery import DEAL, finished_game
from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.scenes.replays import ReplayListScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.animate import faces_shown
from gouji_desktop.app.table.model import log_line
from gouji_desktop.app.table.replay import ReplayScene
from gouji_desktop.app.ui.notices import notice_text, texts_of
from gouji_desktop.engine import (
    ActionKind,
    Event,
    EventKind,
    Game,
    Match,
    Phase,
    Tribute,
    TributeKind,
    parse_cards,
)
from gouji_desktop.storage import Notice, ReplayInfo, Storage


def open_hand(scene: ReplayScene, seat: int) -> Counter[int]:
    return Counter(c.rank for c in scene.rc.game.hand(seat))


def test_replay_viewer_steps_forward_and_back_with_every_hand_open() -> None:
    game = finished_game(11)
    Storage().save_replay(game, ("hard",) * 5)
    app = stored_app()
    title = app.push(TitleScene(app))
    frames(app, 1)
    click(app, title.buttons["replays"].rect.center)
    listing = app.top
    assert isinstance(listing, ReplayListScene) and len(listing.infos) == 1
    frames(app, 1)
    click(app, listing.row_rects[0][0].center)
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    run_until(app, lambda: viewer.timeline.idle)
    replay = viewer.replay
    assert viewer.rc.k == 0 and viewer.model.hand == sorted(replay.position(0).hand(0))
    # R-DECLARE: the first steps are 宣点 decisions; each is told, declined or not
    first = replay.actions[0]
    assert replay.position(0).phase == Phase.DECLARE
    key(app, pygame.K_RIGHT)
    said = tr(
        "act.declare" if first.kind == ActionKind.DECLARE else "act.no_declare", name=seat_name(first.seat)
    )
    assert said in viewer.status_text()
    key(app, pygame.K_LEFT)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    run_until(app, lambda: viewer.timeline.idle)
    assert viewer.rc.k == 5 and viewer.rc.game == replay.position(5)
    assert viewer.model.counts == [replay.position(5).card_count(s) for s in range(6)]
    assert all(open_hand(viewer, s) == Counter(c.rank for c in replay.position(5).hand(s)) for s in range(6))
    key(app, pygame.K_LEFT)
    assert viewer.rc.k == 4 and viewer.model.hand == sorted(replay.position(4).hand(0))
    click(app, viewer.controls["back"].rect.center)
    click(app, viewer.controls["forward"].rect.center)
    click(app, viewer.controls["forward"].rect.center)
    run_until(app, lambda: viewer.timeline.idle)
    assert viewer.rc.k == 5
    key(app, pygame.K_END)
    assert viewer.rc.k == len(replay) and viewer.model.places == [game.places.index(s) for s in range(6)]
    assert not viewer.controls["forward"].enabled
    key(app, pygame.K_HOME)
    assert viewer.rc.k == 0 and viewer.controls["forward"].enabled
    click(app, viewer.controls["play"].rect.center)  # plays itself to the end
    assert viewer.playing
    run_until(app, lambda: viewer.rc.k >= 30)
    key(app, pygame.K_SPACE)
    assert not viewer.playing
    key(app, pygame.K_ESCAPE)
    assert app.top is listing
    app.shutdown()


def test_a_bad_replay_file_gives_a_notice_and_leaves_the_list(data_dir) -> None:
    Storage().save_replay(finished_game(3), ("easy",) * 5)
    (path,) = (data_dir / "replays").glob("replay-*.json")
    path.write_bytes(path.read_bytes()[:200])  # cut short: the summary is gone too
    app = stored_app()
    stale = ReplayInfo(path.stem, "", (0, 1, 2, 3, 4, 5), (4, 2, 1, -1, -2, -4), 10)
    listing = app.push(ReplayListScene(app, [stale]))  # a list read before the file went bad
    listing.open(0)
    frames(app, 1)
    assert app.top is listing and listing.infos == []
    assert any(text.startswith(tr("what.replay")) for text in app.notices.history)
    app.shutdown()


NOTICES = [
    Notice(
        "bad_file", "x", "error", params={"what": "settings", "file": "settings.json", "aside": "s.bad-1"}
    ),
    Notice("future_version", "x", "error", params={"what": "statistics", "aside": "stats.json.bad-1"}),
    Notice("restored_backup", "x", params={"what": "autosave", "file": "autosave.json.bak"}),
    Notice("field_reset", "x", params={"what": "settings", "field": "volume"}),
    Notice("field_reset", "x", params={"what": "settings.rules", "field": "tribute"}),
    Notice("read_failed", "x", "error", params={"what": "replay", "reason": "I/O error"}),
    Notice(
        "write_failed",
        "x",
        "error",
        params={"what": "autosave", "reason": "the disk is full", "errno": "ENOSPC"},
    ),
    Notice("write_recovered", "x", "info", params={"what": "autosave"}),
    Notice("move_failed", "x", "error", params={"what": "settings", "file": "settings.json"}),
    Notice("not_found", "x", params={"id": "replay-1"}),
    Notice("internal_error", "x", "error", params={"where": "autosave", "error": "KeyError"}),
    Notice("upgraded", "x", "info", params={"what": "settings", "version": "0"}),
]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_storage_notice_is_told_in_the_players_language(lang: str) -> None:
    i18n.set_language(lang)
    try:
        texts = [text for text, _ in texts_of(NOTICES)]
        assert len(texts) == len(NOTICES) - 1  # the two settings field resets are told once
        assert tr("notice.field_reset", what=tr("what.settings"), n=2) in texts
        assert tr("notice.write_failed", what=tr("what.autosave"), reason=tr("notice.reason.full")) in texts
        assert all(text != "x" and "{" not in text for text in texts)
        if lang == "zh":
            assert all(any("\u4e00" <= ch <= "\u9fff" for ch in text) for text in texts)
    finally:
        i18n.set_language("zh")
    unknown = Notice("some_new_code", "A new problem", "warning")
    assert notice_text(unknown) == "A new problem"


def test_notices_show_as_banners_that_a_click_dismisses(app: App) -> None:
    app.push(TitleScene(app))
    app.notices.add(NOTICES[:2])
    frames(app, 1)
    assert len(app.notices.texts()) == 2
    click(app, app.notices.banners[0].rect.center)
    assert len(app.notices.texts()) == 1 and isinstance(app.top, TitleScene)
    frames(app, 60 * 9)  # they fade by themselves
    assert app.notices.texts() == []


def test_the_writer_keeps_only_the_latest_autosave_but_never_jumps_a_game_over() -> None:
    store = Persistence(Storage())
    gate = threading.Event()
    done: list[str] = []
    store._queue("settings", gate.wait)  # hold the writer busy
    time.sleep(0.02)
    for name in ("a1", "a2"):

        def save(n: str = name) -> None:
            done.append(n)

        store._queue("autosave", save)
    store._queue("game_over", lambda: done.append("over"))
    store._queue("autosave", lambda: done.append("a3"))
    store._queue("autosave", lambda: done.append("a4"))
    assert store.pending() == 4  # busy + a2 + over + a4
    gate.set()
    assert store.flush(5.0)
    assert done == ["a2", "over", "a4"]
    store.close()


def test_memory_persistence_writes_nothing(data_dir) -> None:
    store = Persistence.memory()
    store.autosave(Game.new(1), ("easy",) * 5)
    store.save_settings(store.load_settings())
    assert not data_dir.exists() and not store.has_autosave() and store.list_replays() == []


def test_R_TRIBUTE_the_table_animates_the_engines_opening_events_once(app: App) -> None:
    game = Game.from_deal(DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    scene = table_with(app, game)
    run_until(app, lambda: scene.my_turn)
    expected = [log_line(e) for e in game.view(0).log]
    assert scene.model.log_lines() == [line for line in expected if line]
    assert [e.kind for e in game.view(0).log][:2] == [EventKind.DEAL, EventKind.TRIBUTE]
    assert len(scene.model.tributes) == 1  # not twice


def test_R_TRIBUTE_seat_0_sees_its_own_tribute_cards_face_up() -> None:
    game = Game.from_deal(DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    to_me = next(e for e in game.view(0).log if e.kind == EventKind.TRIBUTE)
    assert faces_shown(to_me) == list(parse_cards("BJ"))
    between_others = Event(EventKind.TRIBUTE, 3, (), target=2, value=2, info=TributeKind.LUO)
    assert faces_shown(between_others) == [None, None]


def test_a_match_game_two_starts_with_its_tribute_from_the_engine(app: App) -> None:
    match = Match.new(4)
    g = match.game
    while not g.finished:
        g.apply(g.legal_actions()[0])
    match.next_game()
    from gouji_desktop.app.table.controller import Controller, GameSetup
    from gouji_desktop.app.table.scene import TableScene

    scene = TableScene(app, Controller(GameSetup(seed=4), match=match))
    app.push(scene)
    run_until(app, lambda: scene.timeline.idle)
    lines = [line for line in map(log_line, match.game.view(0).log) if line]
    assert scene.model.log_lines() == lines  # each event of game 2 once: deal, tribute, returns …
    assert lines.count(tr("log.deal")) == sum(1 for e in match.game.view(0).log if e.kind == EventKind.DEAL)
    assert any(e.kind == EventKind.TRIBUTE for e in match.game.view(0).log)
    scene.controller.close()


def test_selftest_hooks_draw_every_scene() -> None:
    surface = pygame.display.get_surface() or pygame.display.set_mode((1280, 720))
    names = selftest_hooks.draw_all_scenes(surface)
    for wanted in ("title", "settings", "rules", "table", "tribute", "results", "stats", "replay"):
        assert wanted in names
    assert i18n.language() == "zh"


def test_selftest_catalogue_check_passes_and_sees_a_missing_translation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert "keys in zh and en" in selftest_hooks.check_catalogue()
    monkeypatch.setitem(selftest_hooks.STRINGS, "x.test", ("有 {n} 个", "{count} of them"))
    with pytest.raises(RuntimeError, match="placeholders"):
        selftest_hooks.check_catalogue()


def test_replays_of_one_match_are_grouped_together() -> None:
    from gouji_desktop.app.scenes.replays import match_groups
    from gouji_desktop.storage import ReplayInfo

    def info(seed: int | None, n: int) -> ReplayInfo:
        return ReplayInfo("r", "", tuple(range(6)), (0,) * 6, 10, match_seed=seed, game_number=n)

    # newest first: games 3, 2, 1 of match 5, a single game, games 2, 1 of match 5 again (another match)
    infos = [info(5, 3), info(5, 2), info(5, 1), info(None, 0), info(5, 2), info(5, 1)]
    assert match_groups(infos) == [0, 0, 0, 1, 2, 2]


def test_replay_of_a_match_game_shows_the_match_seed_and_game_number() -> None:
    """QA: the viewer showed the game's derived seed (e.g. 5206799205513968388),
    which no player typed; a match game shows the match's seed and which game."""
    import json

    from gouji_desktop.app.table.replay import ReplayController
    from gouji_desktop.engine import Game, Rules
    from gouji_desktop.storage import Replay
    from gouji_desktop.storage.replays import ReplayInfo

    game = Game.new(5206799205513968388, Rules())
    info = ReplayInfo("r", "", tuple(range(6)), (0,) * 6, 0, match_seed=4242, game_number=3)
    controller = ReplayController(Replay(info, game, json.loads(game.to_json())))
    assert controller.setup.seed == 4242
    single = ReplayController(
        Replay(ReplayInfo("s", "", tuple(range(6)), (0,) * 6, 0), game, json.loads(game.to_json()))
    )
    assert single.setup.seed == 5206799205513968388  # a single game's seed is the one typed
