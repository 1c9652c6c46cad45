"""The replay viewer shows each position as it stands: nothing flies at move 0
or when stepping back or jumping; one step forward animates that step only,
from the seat that acted to where its cards land."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest
from app_helpers import frames, key

from gouji_desktop.app import gallery
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.table import animate
from gouji_desktop.app.table.replay import ReplayScene
from gouji_desktop.engine import EventKind, Game, Tribute, TributeKind
from gouji_desktop.storage.replays import decode_replay, encode_replay


@pytest.fixture
def viewer() -> Iterator[ReplayScene]:
    game = Game.from_deal(gallery.DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
    gallery.play_until(game, random.Random(1))
    replay, _ = decode_replay(encode_replay(game, ("normal",) * 5, gallery.SAVED_AT), "r")
    app = App((1280, 720), Settings(anim_speed="normal", ai_delay=0.0), routes=ROUTES)
    scene = ReplayScene(app, replay)
    app.reset(scene)
    yield scene
    app.shutdown()


Flight = tuple[list[tuple[float, float]], list[tuple[float, float]]]


def flights(monkeypatch: pytest.MonkeyPatch) -> list[Flight]:
    """Every card flight queued from now on, as (starts, ends)."""
    seen: list[Flight] = []
    real = animate.fly_cards

    def spy(stage, cards, starts, ends, *args, **kwargs):
        seen.append((list(starts), list(ends)))
        return real(stage, cards, starts, ends, *args, **kwargs)

    monkeypatch.setattr(animate, "fly_cards", spy)
    return seen


def test_move_0_shows_the_dealt_table_with_its_tribute_and_nothing_in_flight(viewer: ReplayScene) -> None:
    app = viewer.app
    assert viewer.rc.k == 0 and viewer.timeline.idle and not viewer.timeline.ambient
    frames(app, 5)
    assert viewer.timeline.idle and not viewer.timeline.ambient
    assert viewer.model.hand == sorted(viewer.replay.position(0).hand(0))
    assert [e.kind for e in viewer.model.tributes] == [EventKind.TRIBUTE]


def test_steps_back_and_jumps_show_the_position_at_once_and_forward_flies_the_right_way(
    viewer: ReplayScene, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = viewer.app
    replay = viewer.replay
    seen = flights(monkeypatch)
    # forward to the first card play by a computer seat, step by step
    while True:
        key(app, pygame.K_RIGHT)
        events = replay.events(viewer.rc.k)
        play = next((e for e in events if e.kind == EventKind.PLAY and e.seat != 0), None)
        if play is not None:
            break
        frames(app, 60)
    assert seen, "the play was animated"
    starts, ends = seen[-1]
    lay = viewer.layout
    assert play.seat is not None
    assert all(s == lay.seat_rects[play.seat].center for s in starts)  # from the seat that played …
    spots = lay.played_positions(play.seat, len(play.cards))
    assert ends == [(x + lay.table_card[0] / 2, y + lay.table_card[1] / 2) for x, y in spots]  # … to its spot
    k = viewer.rc.k
    frames(app, 3)  # mid-flight, the player steps back
    del seen[:]
    key(app, pygame.K_LEFT)
    assert viewer.rc.k == k - 1 and viewer.timeline.idle and not viewer.timeline.ambient
    frames(app, 30)
    assert not seen and viewer.timeline.idle
    assert viewer.model.shown[play.seat] != tuple(play.cards)
    key(app, pygame.K_END)
    key(app, pygame.K_HOME)
    frames(app, 30)
    assert viewer.rc.k == 0 and not seen and viewer.timeline.idle and not viewer.timeline.ambient
    assert viewer.model.hand == sorted(replay.position(0).hand(0))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_words_said_in_the_replay_keep_off_the_open_hands_and_the_panels(size: tuple[int, int]) -> None:
    from gouji_desktop.app.i18n import tr

    game = gallery.play_until(Game.new(4), random.Random(4))
    replay, _ = decode_replay(encode_replay(game, ("normal",) * 5, gallery.SAVED_AT), "r")
    app = App(size, Settings(anim_speed="normal", ai_delay=0.0), routes=ROUTES)
    try:
        scene = ReplayScene(app, replay)
        app.reset(scene)
        scene.go(len(replay) // 3)
        frames(app, 2)
        for seat in range(6):
            animate.bubble(scene.stage, tr("act.no_declare", name=tr(f"seat.{seat}")), seat)
        frames(app, 3)
        drawn = list(scene.stage.pop_rects.values())
        assert len(drawn) == 6
        keep = [*scene.open_hands(), *scene.layout.seat_rects]
        for rect in drawn:
            assert not any(rect.colliderect(r) for r in keep), rect
    finally:
        app.shutdown()


def test_in_the_viewer_esc_or_a_click_closes_the_log_or_last_round_before_leaving(
    viewer: ReplayScene,
) -> None:
    from app_helpers import click

    app = viewer.app
    viewer.go(len(viewer.replay) // 2)
    key(app, pygame.K_r)
    panel = viewer.overlay_panel()
    assert viewer.round_open and panel is not None
    key(app, pygame.K_ESCAPE)
    assert not viewer.round_open and app.top is viewer
    key(app, pygame.K_l)
    panel = viewer.overlay_panel()
    assert viewer.log_open and panel is not None
    click(app, panel.center)
    assert not viewer.log_open and app.top is viewer
