"""Replays carry their match: the viewer's top bar shows the match score as it stood (before the
game, and after it once it is over), and the replay list puts the games of a match under a header
with when it began, its score and how it ended (R-MATCH)."""

from __future__ import annotations

import random

import pygame
import pytest
from app_helpers import click, frames, key

from gouji_desktop.app import gallery
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.replays import MatchHeader, ReplayListScene, list_rows
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence, totals_before
from gouji_desktop.app.table import draw as table_draw
from gouji_desktop.app.table.replay import ReplayScene
from gouji_desktop.engine import Match
from gouji_desktop.storage import ReplayInfo, Storage


def played_match(seed: int, games: int) -> Match:
    match = Match.new(seed)
    rng = random.Random(seed)
    while True:
        gallery.play_until(match.game, rng)
        if len(match.games) == games:
            return match
        match.next_game()


@pytest.fixture
def texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the table's drawing code renders from now on."""
    seen: list[str] = []
    real = table_draw.fonts.text

    def spy(text: str, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(table_draw.fonts, "text", spy)
    return seen


def stored_match(app: App, match: Match) -> None:
    """The match's games saved as the table saves them when each ends."""
    for n in range(1, len(match.games) + 1):
        part = Match(match.seed, match.rules, match.games[:n])
        app.store.game_over(part.game, ("normal",) * 5, part, table_done=part.finished)
    app.store.flush()


def test_R_MATCH_the_viewer_shows_the_match_score_before_the_game_and_after_it(
    saved_app: App, texts: list[str]
) -> None:
    match = played_match(11, 3)
    stored_match(saved_app, match)
    infos = saved_app.store.list_replays()
    third = next(i for i in infos if i.game_number == 3)
    replay = saved_app.store.load_replay(third.replay_id)
    assert replay is not None
    before = totals_before(match)
    assert replay.info.match_before == tuple(before) and replay.info.match_after == tuple(match.totals)
    scene = ReplayScene(saved_app, replay)
    saved_app.reset(scene)
    frames(saved_app, 2)
    a, b = before[0] + before[2] + before[4], before[1] + before[3] + before[5]
    assert (a, b) != (0, 0)  # two games were played before this one
    assert tr("game.score", a=a, b=b) in texts
    texts.clear()
    key(saved_app, pygame.K_END)
    frames(saved_app, 2)
    assert tr("game.score", a=match.team_totals[0], b=match.team_totals[1]) in texts


def test_R_MATCH_the_list_puts_a_match_s_games_under_its_header_with_score_and_result(saved_app: App) -> None:
    stored_match(saved_app, played_match(5, 5))
    single = gallery.finished_game(8)
    saved_app.store.game_over(single, ("normal",) * 5, None, table_done=True)
    saved_app.store.flush()
    scene = ReplayListScene(saved_app)
    saved_app.reset(scene)
    frames(saved_app, 2)
    rows = scene.rows
    header = next(r for r in rows if isinstance(r, MatchHeader))
    assert [scene.infos[i].game_number for i in header.games] == [5, 4, 3, 2, 1]
    newest = scene.infos[header.games[0]]
    assert header.score == newest.team_after and header.result == newest.match_result
    assert header.result in ("won", "lost", "draw")
    assert header.date == scene.infos[header.games[-1]].saved_at  # when the match began
    # clicking a header opens nothing; clicking a game opens it
    header_row = rows.index(header)
    game_rects = dict((i, r) for r, i in scene.row_rects)
    assert header_row not in game_rects
    click(saved_app, game_rects[header_row + 1].center)
    assert isinstance(saved_app.top, ReplayScene)
    assert saved_app.top.replay.info.game_number == 5


def test_an_unfinished_match_and_older_files_without_the_score() -> None:
    def info(n: int, scores: tuple[int, ...], after: tuple[int, ...] | None = None) -> ReplayInfo:
        return ReplayInfo(
            f"r{n}",
            f"2025-03-01T20:0{n}:00+08:00",
            tuple(range(6)),
            scores,
            10,
            match_seed=9,
            game_number=n,
            match_after=after,
        )

    up, down = (2, -2, 1, -1, 0, 0), (-1, 1, 0, 0, 0, 0)
    # an older file kept no score: the games from the first add up to it
    [header, *_] = list_rows([info(2, down), info(1, up)])
    assert isinstance(header, MatchHeader) and header.score == (2, -2) and header.result == "unfinished"
    # game 1 is gone (pruned): the score is not known
    [header, *_] = list_rows([info(3, up), info(2, down)])
    assert isinstance(header, MatchHeader) and header.score is None
    # the newest game's own record wins
    [header, *_] = list_rows([info(2, down, after=(5, -5, 0, 0, 0, 0)), info(1, up)])
    assert isinstance(header, MatchHeader) and header.score == (5, -5)


def test_persistence_saves_a_match_game_with_its_score_before(tmp_path) -> None:
    match = played_match(4, 2)
    store = Persistence(Storage(tmp_path, env={}))
    store.game_over(match.game, ("normal",) * 5, match, table_done=False)
    store.flush()
    [info] = store.list_replays()
    assert info.match_before == tuple(match.games[0].scores or ())
    assert info.match_after == tuple(match.totals)
    store.close()


def test_the_list_s_first_page_in_english_fits(app: App) -> None:
    from gouji_desktop.app import i18n

    i18n.set_language("en")
    games = [gallery.finished_game(s) for s in range(7)]
    scene = ReplayListScene(app, gallery.sample_replay_infos(games))
    app.reset(scene)
    frames(app, 1)
    headers = [r for r in scene.rows if isinstance(r, MatchHeader)]
    assert [h.result for h in headers] == ["unfinished", scene.infos[headers[1].games[0]].match_result]
