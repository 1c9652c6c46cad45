"""The results after a match's fifth game: every game's score for our team, a
"new match" button, and no 托管 once nothing is left to play."""

from __future__ import annotations

import random

import pytest
from app_helpers import frames

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.results import ResultsScene, team_score
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table import draw as table_draw
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.engine import Match


def finished_match(seed: int) -> Match:
    rng = random.Random(seed)
    match = Match.new(seed)
    while True:
        while not match.game.finished:
            match.game.apply(rng.choice(match.game.legal_actions()))
        if match.finished:
            return match
        match.next_game()


def test_R_SCORE_a_matchs_last_results_list_each_games_team_score_and_offer_a_new_match(app: App) -> None:
    match = finished_match(11)
    controller = Controller(GameSetup(rules=match.rules, seed=11, match=True), match=match)
    table = TableScene(app, controller)
    app.reset(table)
    frames(app, 3)
    assert not table.buttons["auto"].enabled  # the game is over: nothing for 托管 to do
    results = ResultsScene(app, controller, table.start_game)
    app.push(results)
    frames(app, 3)
    assert results.buttons["next"].label == tr("res.again_match")
    per_game = [team_score(tuple(g.scores or (0,) * 6), 0) for g in match.games]
    assert len(per_game) == 5 and sum(per_game) == sum(match.totals[s] for s in (0, 2, 4))


def first_game_over(seed: int) -> Match:
    """A match whose first game is over with seat 0 holding cards (it did not go out)."""
    for s in range(seed, seed + 200):
        rng = random.Random(s)
        match = Match.new(s)
        while not match.game.finished:
            match.game.apply(rng.choice(match.game.legal_actions()))
        if match.game.card_count(0) > 0 and len(match.game.tribute_owed()) >= 4:
            return match
    raise AssertionError("no such match")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_tribute_preview_is_broken_into_lines_and_no_leftover_card_peeks_out(
    app: App, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    i18n.set_language(lang)
    app.resize(*size)
    match = first_game_over(3)
    controller = Controller(GameSetup(rules=match.rules, seed=match.seed, match=True), match=match)
    table = TableScene(app, controller, resume=True)
    app.reset(table)
    results = ResultsScene(app, controller, table.start_game)
    app.push(results)
    hands: list[object] = []
    monkeypatch.setattr(table_draw, "draw_hand", lambda *a: hands.append(a))
    frames(app, 2)
    assert hands == []  # seat 0's leftover cards are not drawn under the results
    size_px = max(13, int(17 * scale_of(*size)))
    width = int(820 * scale_of(*size)) - int(140 * scale_of(*size))
    lines = results.preview_lines(size_px, width)
    assert len(lines) >= 2 and lines[0] == tr("res.tribute_next_list", items="").rstrip()
    for item in results.tribute_items():  # every payment whole on one line
        assert sum(item in line for line in lines[1:]) >= 1
    assert all(fonts.font(size_px).size(line)[0] <= width for line in lines[1:] if tr("join.sep") in line)
    i18n.set_language("zh")
