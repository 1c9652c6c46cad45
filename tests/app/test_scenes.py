"""Settings, rules, pause, sound and layout, through the real scenes."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, frames, key, run_until, table_with

from gouji_desktop.app import i18n
from gouji_desktop.app.scenes.pause import PauseScene
from gouji_desktop.app.scenes.rules import PAGES, RulesScene
from gouji_desktop.app.scenes.settings_menu import SettingsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.table.model import Snapshot, snapshots
from gouji_desktop.app.ui import cardart
from gouji_desktop.app.ui.anim import Animation, Timeline
from gouji_desktop.app.ui.layout import MIN_SIZE, table_layout
from gouji_desktop.app.ui.sound import Sounds
from gouji_desktop.engine import Event, EventKind, Game, parse_cards


def test_settings_switch_the_language_everywhere(app: App) -> None:
    title = app.push(TitleScene(app))
    frames(app, 1)
    click(app, title.buttons["settings"].rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    frames(app, 1)
    click(app, settings.buttons["language+"].rect.center)
    assert app.settings.language == "en" and i18n.language() == "en"
    assert settings.buttons["back"].label == "Back"
    click(app, settings.buttons["anim+"].rect.center)
    click(app, settings.buttons["ai_delay+"].rect.center)
    click(app, settings.buttons["card_back+"].rect.center)
    assert app.settings.card_back == 1 and app.settings.ai_delay == 0.3
    for _ in range(8):
        click(app, settings.buttons["volume-"].rect.center)
    assert app.settings.volume == 0 and settings.value("volume") == "Muted"
    key(app, pygame.K_ESCAPE)
    assert app.top is title
    assert title.buttons["new"].label == "New game"


def test_esc_pauses_the_table_and_resumes_it(app: App) -> None:
    scene = table_with(app, Game.from_hands(["8 9", "3", "3", "3", "3", "3"], leader=0))
    run_until(app, lambda: scene.my_turn)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    frames(app, 1)
    click(app, pause.buttons["resume"].rect.center)
    assert app.top is scene
    key(app, pygame.K_ESCAPE)
    click(app, app.top.buttons["menu"].rect.center)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_rules_screen_pages_through_with_rendered_examples(app: App) -> None:
    rules = app.push(RulesScene(app))
    assert isinstance(rules, RulesScene)
    frames(app, 1)
    assert not rules.buttons["prev"].enabled
    for _ in range(PAGES + 2):
        click(app, rules.buttons["next"].rect.center)
    assert rules.page == PAGES and not rules.buttons["next"].enabled
    key(app, pygame.K_LEFT)
    assert rules.page == PAGES - 1


def test_no_audio_device_runs_silent_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device here")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = Sounds(lambda: 100)
    assert not sounds.available and "no audio" in sounds.problem
    sounds.play("play")  # silently nothing


def test_sounds_are_synthesized_for_every_effect() -> None:
    sounds = Sounds(lambda: 100)
    if not sounds.available:
        pytest.skip(f"no audio driver: {sounds.problem}")
    assert {"play", "pass", "burn", "out", "win"} <= set(sounds.sounds)
    assert all(s.get_length() > 0.02 for s in sounds.sounds.values())


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 720), (1920, 1080), (2560, 1080)])
def test_layout_keeps_seats_buttons_and_hand_apart(size: tuple[int, int]) -> None:
    lay = table_layout(*size)
    screen = pygame.Rect(0, 0, *size)
    rects = list(lay.seat_rects) + list(lay.buttons.values()) + [lay.auto_button]
    for r in rects:
        assert screen.contains(r)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    for r in rects:
        assert r.bottom <= lay.hand_area.top
    xs = lay.hand_positions(list(range(12)) * 3)
    assert xs[0] >= 0 and xs[-1] + lay.hand_card[0] <= size[0]


def test_snapshots_rebuild_the_hand_before_each_event() -> None:
    cards = parse_cards("8S 8H 9S")
    events = [Event(EventKind.PLAY, 0, tuple(cards[:2])), Event(EventKind.PASS, 1)]
    snaps = snapshots(events, Snapshot([cards[2]], [1, 5, 5, 5, 5, 5]))
    assert [len(s.hand) for s in snaps] == [3, 1, 1]
    assert snaps[0].counts[0] == 3


def test_timeline_plays_steps_in_order_and_instant_speed_finishes_at_once() -> None:
    seen: list[str] = []
    tl = Timeline(speed=0.0)
    tl.add(Animation(1.0, on_start=lambda: seen.append("a0"), on_end=lambda: seen.append("a1")))
    tl.add(Animation(1.0, on_end=lambda: seen.append("b1")))
    tl.update(0.0)
    assert seen == ["a0", "a1", "b1"] and tl.idle


def test_card_faces_are_cached_per_size() -> None:
    card = parse_cards("QH")[0]
    a = cardart.face(card, 60, 85)
    assert cardart.face(card, 60, 85) is a
    assert cardart.face(card, 80, 113).get_size() == (80, 113)
    assert cardart.face(parse_cards("SJ")[0], 60, 85) is not cardart.face(parse_cards("BJ")[0], 60, 85)


def test_the_game_starts_and_draws_its_first_frame() -> None:
    import os
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")  # GOUJI_DATA_DIR: conftest
    out = subprocess.run(
        [sys.executable, "-m", "gouji_desktop", "--first-frame", "--lang", "en"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        encoding="utf-8",
        errors="replace",
    )
    assert "first frame after" in out.stdout


def test_the_gui_uses_the_one_settings_type_of_storage() -> None:
    import gouji_desktop.storage as storage
    from gouji_desktop.app.shell.settings import effective_volume, speed_factor

    assert Settings is storage.Settings
    assert (
        speed_factor(Settings(anim_speed="instant")) == 0.0
        and speed_factor(Settings(anim_speed="fast")) == 0.5
    )
    assert (
        effective_volume(Settings(volume=30, muted=True)) == 0 and effective_volume(Settings(volume=30)) == 30
    )


@pytest.mark.parametrize("module", ["shell.settings", "i18n", "ui.layout", "ui.anim"])
def test_docstring_examples_of_the_app(module: str) -> None:
    import doctest
    import importlib

    mod = importlib.import_module(f"gouji_desktop.app.{module}")
    try:
        result = doctest.testmod(mod, optionflags=doctest.NORMALIZE_WHITESPACE)
    finally:
        i18n.set_language("zh")
    assert result.attempted > 0 and result.failed == 0


def test_the_rules_screen_covers_every_rule_the_engine_plays() -> None:
    from gouji_desktop.app.i18n.catalogue import STRINGS

    zh = " ".join(STRINGS[f"rules.p{p}.body"][0] for p in range(1, PAGES + 1))
    en = " ".join(STRINGS[f"rules.p{p}.body"][1] for p in range(1, PAGES + 1))
    for term in (
        "宣点",
        "革命",
        "要头",
        "无头",
        "买三",
        "上班",
        "四户乱缠",
        "点贡",
        "够死级",
        "憋三",
        "闷",
        "串三户",
    ):
        assert term in zh, term
    for term in ("不还单张", "烧", "让", "落贡"):
        assert term in zh, term
    # R-LET: of the two seats the let hands the turn to, one is an opponent
    assert "下家是对方的人" in zh and "an opponent" in en
    # R-DEADLY (engine 1.1): the beating hand itself is deadly, 1st or 2nd place
    assert "管上的这手牌本身就是够死级" in zh and "the beating hand itself is deadly" in en
    # R-SCRAMBLE: from the next lead; the round in which a seat went out ends normally
    assert "从下一次出牌开始" in zh and "finishes under the ordinary rules" in en
    assert "top three places" in en and "three in a row" not in " ".join(v[1] for v in STRINGS.values())
    # R-WIN (接风), R-END, R-REVOLT's void deal, R-BUY3's forced revolt
    assert "接风" in zh and "the next seat still playing after him leads" in en
    assert "剩牌少的在前" in zh and "fewest cards first" in en
    assert "这副牌作废重发" in zh and "the deal is void" in en
    assert "必须革命" in zh and "must revolt" in en


def test_new_game_options_explain_themselves_on_hover(app: App) -> None:
    from app_helpers import frames, post

    from gouji_desktop.app.scenes.new_game import NewGameScene

    scene = app.push(NewGameScene(app))
    assert isinstance(scene, NewGameScene)
    frames(app, 1)
    for area, tip in list(scene.tips):
        post(pygame.MOUSEMOTION, pos=area.center, rel=(0, 0), buttons=(0, 0, 0))
        frames(app, 1)
        assert scene.tip_at(scene.hover) == tip and i18n.has(tip)
    assert {tip for _, tip in scene.tips} >= {f"tip.{k}" for k in ("bie_san", "no_return_single", "seed")}


def test_new_game_refuses_an_empty_seed_and_says_so(app: App) -> None:
    from app_helpers import frames

    from gouji_desktop.app.scenes.new_game import NewGameScene

    scene = app.push(NewGameScene(app))
    assert isinstance(scene, NewGameScene)
    scene.seed_text = ""
    scene.start()
    frames(app, 1)
    assert app.top is scene  # nothing started on a seed the player did not choose
    assert scene.seed_refused and scene.seed_focus
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_4, unicode="4", mod=0))
    assert scene.seed_text == "4" and not scene.seed_refused
    scene.start()
    assert app.top is not scene and scene.setup().seed == 4
