"""One source of truth for seat 0's turn: over whole games driven by injected
clicks (the 宣点/革命 dialogs, 还贡, hints, plays and passes, 托管 switched on
and off), the status line and the decision buttons agree at every frame."""

from __future__ import annotations

import random

import pytest
from app_helpers import card_center, click, frames, run_until, table_with

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.scenes.results import ResultsScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import DECISION_BUTTONS, TableScene
from gouji_desktop.app.table.turn import let_matters, options_text
from gouji_desktop.engine import ActionKind, Game, Phase, Rules, fast

#: the status lines that say it is seat 0's decision (their fixed part)
YOUR_TURN = ("turn.lead", "turn.burn_offer", "turn.only_pass", "turn.yours", "turn.let_back", "turn.return")


def says_your_turn(status: str) -> bool:
    heads = [tr(k, options="", name="").split("{")[0].rstrip(" ·") for k in YOUR_TURN]
    return any(h and status.startswith(h) for h in heads)


def check_frame(scene: TableScene) -> None:
    """The status line and the buttons, read after one frame, tell the same thing."""
    ctl = scene.controller
    game = ctl.game
    b = scene.buttons
    status = scene.status_text()
    enabled = {k for k in DECISION_BUTTONS if b[k].enabled and b[k].visible}
    shown = scene.my_turn  # seat 0's decision, once the table has caught up
    if enabled:
        assert shown, (status, enabled)
    assert says_your_turn(status) == (shown and game.phase in (Phase.PLAY, Phase.RETURN)), (
        status,
        game.phase,
    )
    if ctl.autoplay:
        assert not enabled and status in (tr("turn.autoplay"), tr("turn.revolt_phase"), ""), status
    if b["return"].visible:
        assert game.phase == Phase.RETURN and shown
    if game.phase == Phase.REVOLT:
        assert not b["return"].visible
    if shown and game.phase == Phase.PLAY:
        kinds = {a.kind for a in ctl.legal()}
        if ActionKind.LET in kinds and not let_matters(game.view(0)):
            kinds.discard(ActionKind.LET)
        assert status == options_text(game.view(0), kinds)
        assert b["pass"].enabled == (ActionKind.PASS in kinds)
        assert b["burn"].enabled == (ActionKind.BURN in kinds)
        assert b["hint"].enabled == bool(kinds & {ActionKind.PLAY, ActionKind.BURN})
        assert b["let"].visible == b["let"].enabled == (ActionKind.LET in kinds)
        assert (tr("turn.opt.let") in status.split(":")[-1]) == (ActionKind.LET in kinds) or (
            kinds == {ActionKind.PASS}
        )


def decide(app: App, scene: TableScene, rng: random.Random) -> None:
    """Seat 0's decision by clicks, as a player makes it."""
    game = scene.controller.game
    if game.phase in (Phase.DECLARE, Phase.REVOLT, Phase.HEAD):
        click(app, scene.dialog["yes" if rng.random() < 0.3 else "no"].rect.center)
    elif game.phase == Phase.RETURN:
        lit = sorted(scene.lit_cards() or ())
        index = next(i for i, c in enumerate(scene.model.hand) if c == lit[0])
        click(app, card_center(scene, index))
        click(app, scene.buttons["return"].rect.center)
    elif scene.buttons["hint"].enabled and rng.random() < 0.8:
        click(app, scene.buttons["hint"].rect.center)
        target = scene.buttons["burn"] if scene.buttons["burn"].enabled else scene.buttons["play"]
        click(app, target.rect.center)
    elif scene.buttons["let"].enabled and rng.random() < 0.5:
        click(app, scene.buttons["let"].rect.center)
    else:
        click(app, scene.buttons["pass"].rect.center)


@pytest.mark.parametrize("seed", [3, 8])
def test_status_line_and_buttons_agree_at_every_frame_over_two_games_of_a_match(app: App, seed: int) -> None:
    app.settings.anim_speed = "fast"
    setup = GameSetup(rules=Rules(), seed=seed, levels=("random",) * 6, match=True)
    scene = TableScene(app, Controller(setup))
    app.push(scene)
    scene.on_enter()
    rng = random.Random(seed)
    games = decisions = frames_checked = 0
    auto_until = -1
    while games < 2:
        assert frames_checked < 60_000, "the games did not end"
        app.step(1 / 60)
        if isinstance(app.top, ResultsScene):
            games += 1
            if games < 2:
                click(app, app.top.buttons["next"].rect.center)
            continue
        check_frame(scene)
        frames_checked += 1
        if scene.controller.autoplay and len(scene.controller.game.history) >= auto_until:
            click(app, scene.buttons["auto"].rect.center)  # 托管 off again
            check_frame(scene)
        elif scene.my_turn:
            decisions += 1
            if scene.controller.game.phase == Phase.PLAY and rng.random() < 0.05:
                click(app, scene.buttons["auto"].rect.center)  # 托管 for a few moves
                auto_until = len(scene.controller.game.history) + 12
            else:
                decide(app, scene, rng)
            check_frame(scene)
    assert decisions > 10


def test_when_the_turn_timer_hands_the_move_to_autoplay_no_button_stays_lit(app: App) -> None:
    app.settings.turn_timer = 2
    deal = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]
    scene = table_with(app, Game.from_hands(deal, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn)
    assert scene.buttons["hint"].enabled
    run_until(app, lambda: scene.controller.take_over_once, timeout=10)
    frames(app, 1)
    if scene.controller.take_over_once:  # the computer has not answered yet
        assert scene.status_text() == tr("turn.autoplay")
        assert not any(scene.buttons[k].enabled for k in DECISION_BUTTONS)
        check_frame(scene)
    run_until(app, lambda: scene.controller.game.to_act != 0, timeout=10)
    frames(app, 1)
    check_frame(scene)


def engine_let_matters(game: Game) -> bool:
    """R-LET on the whole game (every hand known): some seat between seat 0 and the top may answer."""
    top = fast.top_seat(game)
    if top < 0:
        return False
    if game.rules.bie_san and all(c.rank == fast.THREE for c in game.hand(0)):
        return False
    seat = 1
    while seat != top:
        if game.is_active(seat) and fast.may_answer(game, seat):
            return True
        seat = (seat + 1) % 6
    return False


def test_R_LET_whether_a_let_matters_is_read_from_seat_0s_view_as_the_whole_game_answers_it() -> None:
    """A network seat has only its view: 让 shows exactly when it would on the whole game."""
    seen = 0
    for seed in range(1, 25):
        game, rng = Game.new(seed), random.Random(seed)
        for _ in range(2000):
            if game.finished:
                break
            legal = game.legal_actions()
            if game.to_act == 0 and any(a.kind == ActionKind.LET for a in legal):
                seen += 1
                assert let_matters(game.view(0)) == engine_let_matters(game), (seed, len(game.history))
            game.apply(rng.choice(legal))
    assert seen > 50
