"""The table's top bar: the title (which game; at a network table the room too), the seed,
the teams' score and the 记牌器 never overlap, from the smallest window to a large one, in
Chinese and English.  A narrow bar shortens the title first ("…"), keeping which game it is."""

from __future__ import annotations

import itertools

import pygame
import pytest
from app_helpers import frames, table_with

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.draw import Look, TopBar, top_bar
from gouji_desktop.app.ui.layout import MIN_SIZE, table_layout
from gouji_desktop.engine import Game

DEAL = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]
SIZES = [MIN_SIZE, (1100, 660), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
#: the widest scores a five-game match can show (R-SCORE: a few points a game)
TOTALS = (-15, 15, -15, 15, -15, 15)


def network_label(room: str = "AGFFSY") -> str:
    return f"{tr('game.n', n=1, total=5)} · {tr('tnet.bar', room=room)}"


def parts(bar: TopBar) -> list[pygame.Rect]:
    return [r for r in (bar.title, bar.seed, bar.score, bar.counter) if r is not None and r.w > 0]


def assert_apart(bar: TopBar, width: int) -> None:
    rects = parts(bar)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (bar.label, a, b)
    for r in rects:
        assert r.left >= 0 and r.right <= width, (bar.label, r)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", SIZES)
def test_title_score_and_counter_never_overlap(lang: str, size: tuple[int, int]) -> None:
    i18n.set_language(lang)
    try:
        lay = table_layout(*size)
        looks = [
            Look(bar_label=network_label(), seed=0, totals=TOTALS),  # a network table
            Look(bar_label=tr("game.n", n=3, total=5), seed=1234567890, totals=TOTALS),  # a local match
            Look(bar_label=tr("game.single"), seed=42, totals=(0,) * 6, counter=False),
            Look(bar_label=f"{tr('tutorial.lesson', i=9, n=9)} · {tr('tutorial.game.title')}", score=False),
        ]
        for look in looks:
            bar = top_bar(lay, look)
            assert_apart(bar, size[0])
            assert bar.label and (bar.score is not None or not look.score)
            # whole, or cut between two words with "…"; which game it is always shows
            assert bar.label == look.bar_label or (
                bar.label.endswith("…") and look.bar_label.startswith(bar.label[:-1] + " ")
            )
            assert bar.label.startswith(look.bar_label.split(" · ")[0])
    finally:
        i18n.set_language("zh")


def test_at_1024x640_in_english_the_network_title_is_cut_before_the_score(app: App) -> None:
    """The fault seen: "Us 0 : 0 Them" ran under the 记牌器 at a friend's window."""
    i18n.set_language("en")
    lay = table_layout(1024, 640)
    look = Look(bar_label=network_label(), totals=(0,) * 6)
    bar = top_bar(lay, look)
    assert bar.score is not None and bar.counter is not None
    assert bar.score.right <= bar.counter.left and bar.title.right <= bar.score.left
    assert bar.label.startswith(tr("game.n", n=1, total=5)) and bar.label.endswith("…")
    assert bar.size >= lay.text(0.95) - 1  # shortened, not shrunk


def test_a_local_match_at_1024x640_in_english_keeps_its_parts_apart(app: App) -> None:
    i18n.set_language("en")
    app.resize(1024, 640)
    scene = table_with(app, Game.from_hands(DEAL, leader=3), {3: ["seat 3 plays 5"]})
    frames(app, 2)
    look = scene.look()
    bar = top_bar(scene.layout, look)
    assert bar.label == look.bar_label  # a local game's title is short: whole
    assert_apart(bar, 1024)
    assert bar.score is not None and bar.counter is not None and bar.score.right <= bar.counter.left
