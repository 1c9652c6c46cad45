"""The results after a match's fifth game: every game's score for our team, a
"new match" button, and no 托管 once nothing is left to play."""

from __future__ import annotations

import random

from app_helpers import frames

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.results import ResultsScene, team_score
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import TableScene
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
    per_game = [team_score(g, 0) for g in match.games]
    assert len(per_game) == 5 and sum(per_game) == sum(match.totals[s] for s in (0, 2, 4))
