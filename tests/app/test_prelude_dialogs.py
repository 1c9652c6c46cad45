"""The pre-play dialogs as a player reads them: the 宣点 dialog tells the
engine's point-tribute table (R-DIANGONG) case by case with the card counts,
and no dialog covers the tribute panel or the hand it is decided on."""

from __future__ import annotations

import itertools

import pygame
import pytest
from app_helpers import ScriptedAgent, bubbles_of, click, frames, run_until, table_with

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.dialogs import (
    DECLARE_CASES,
    POINT_TRIBUTE,
    declare_note,
    declare_rows,
    dialog_look,
    flow_text,
)
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.table.overlays import tribute_look
from gouji_desktop.app.table.placement import keep_clear, place_pop, pop_box
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui.layout import table_layout
from gouji_desktop.engine import Event, EventKind, Game, Phase, Tribute, TributeKind
from gouji_desktop.engine.tribute import dian_pair

SIZES = [(1024, 640), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]
DEAL = ["3 3 9 9 K 5 2", "3 3 7 7 2", "3 3 8 8 2", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]


@pytest.mark.parametrize("declared", list(POINT_TRIBUTE))
@pytest.mark.parametrize("opened", list(itertools.product((True, False), repeat=2)))
def test_R_DIANGONG_every_cell_the_dialog_tells_is_the_engines(
    declared: tuple[bool, bool], opened: tuple[bool, bool]
) -> None:
    assert sorted(POINT_TRIBUTE[declared][opened]) == sorted(dian_pair(declared, opened))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_R_DIANGONG_the_declare_text_says_each_case_with_its_card_counts(lang: str) -> None:
    i18n.set_language(lang)
    rows = declare_rows()
    assert [r[0] for r in rows] == [tr(f"dlg.declare.case.{k}") for k, _ in DECLARE_CASES]
    for (_, opened), (_, declaring, not_declaring) in zip(DECLARE_CASES, rows, strict=True):
        assert declaring == flow_text(tuple(dian_pair((True, False), opened)))
        assert not_declaring == flow_text(tuple(dian_pair((False, False), opened)))
    # read as a player: you open and he doesn't -> he gives you 3; both open -> you give 2;
    # you don't open and he does -> you give 3 (the old text said "开点了对头多交", wrong when both open)
    won, both, neither, lost = rows
    assert won[1] == tr("dian.get", n=3) and won[2] == tr("dian.get", n=1)
    assert both[1] == tr("dian.give", n=2) and both[2] == tr("dian.none")
    assert neither[1] == tr("dian.swap", a=1, b=2) and neither[2] == tr("dian.each", n=1)
    assert lost[1] == tr("dian.give", n=3) and lost[2] == tr("dian.give", n=1)
    for text, n in ((won[1], 3), (both[1], 2), (lost[1], 3)):
        assert str(n) in text
    # both declared: the one who alone opens gets 4, otherwise each gives 2
    both_declared = POINT_TRIBUTE[(True, True)]
    assert dian_pair((True, True), (True, False)) == [(1, 0, 4)]
    assert (
        dian_pair((True, True), (True, True))
        == dian_pair((True, True), (False, False))
        == [(0, 1, 2), (1, 0, 2)]
    )
    assert declare_note() == tr("dlg.declare.both", won=4, each=2)
    assert both_declared[(True, True)] == both_declared[(False, False)]
    i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_declare_dialog_shows_the_table_below_the_tribute_panel_and_above_the_hand(
    app: App, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    i18n.set_language(lang)
    monkeypatch.setattr(Controller, "game_follows", property(lambda self: True))  # a match's game
    app.resize(*size)
    tribute = [
        Tribute(3, 0, TributeKind.DIAN, 1),
        Tribute(1, 4, TributeKind.LUO, 2),
        Tribute(2, 5, TributeKind.LUO, 1),
    ]
    game = Game.from_deal(DEAL, seed=3, tribute=tribute)
    scene = table_with(app, game)
    run_until(app, lambda: scene.my_turn)
    while scene.controller.game.phase == Phase.RETURN:  # seat 0 returns the 大王's price: any lit card
        scene.select_cards((sorted(scene.lit_cards() or ())[0],))
        click(app, scene.buttons["return"].rect.center)
        run_until(app, lambda: scene.my_turn)
    assert scene.controller.game.phase == Phase.DECLARE
    look = scene.dialog_look()
    panel = scene.tribute_panel()
    assert look is not None and panel is not None
    lay = scene.layout
    assert not look.panel.colliderect(panel), (look.panel, panel)
    assert look.panel.bottom <= lay.hand_area.top
    assert all(not look.panel.colliderect(lay.seat_rects[s]) for s in range(1, 6))
    assert pygame.Rect((0, 0), size).contains(look.panel)
    assert look.fs >= 13
    assert [r[1:] for r in look.rows[1:]] == [r[1:] for r in declare_rows()]
    # the buttons are where they are drawn: a click on 宣点 declares
    click(app, scene.dialog["yes"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.phase != Phase.DECLARE)
    assert scene.controller.game.declared[0]
    i18n.set_language("zh")


def test_in_the_last_game_the_declare_dialog_says_declaring_changes_nothing(app: App) -> None:
    scene = table_with(app, Game.from_deal(DEAL, seed=3))  # a single game: no tribute follows
    run_until(app, lambda: scene.my_turn)
    look = scene.dialog_look()
    assert look is not None and not look.rows
    assert look.lines and tr("dlg.declare.last").startswith(look.lines[0])


def tributes(n: int) -> TableModel:
    """A table whose tribute panel lists ``n`` entries (as many as a deal pays)."""
    model = TableModel()
    kinds = [TributeKind.MEN, TributeKind.SHAO, TributeKind.DIAN, TributeKind.LUO]
    for i in range(n):
        giver = i % 6
        model.tributes.append(
            Event(
                EventKind.TRIBUTE, giver, target=(giver + 1 + i // 6) % 6, value=1 + i % 4, info=kinds[i % 4]
            )
        )
    return model


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_pre_play_pop_ups_keep_off_the_tribute_panel(app: App, size: tuple[int, int], lang: str) -> None:
    """The 买三/要三 banners, the void deal's banner (with its reason) and 上班 go
    around the tribute panel; the 宣点/革命/要头 dialogs go below its compact
    form, above the hand, at every size with up to ten entries."""
    i18n.set_language(lang)
    lay = table_layout(*size)
    screen = pygame.Rect((0, 0), size)
    names = {"name": tr("seat.1"), "target": tr("seat.4"), "paid": "2"}
    texts = [
        tr("banner.buy3", **names),
        tr("banner.ask3", **names),
        tr("banner.void_deal.two_rebels"),
        tr("banner.void_deal.no_three"),
        tr("banner.first_lead", name=tr("seat.5")),
    ]
    for n in (1, 4, 7, 10):
        model = tributes(n)
        panel = tribute_look(lay, model, "", "").panel
        for text in texts:
            rect = place_pop(lay, model, None, pop_box(lay, text, big=True), [panel])
            assert screen.contains(rect) and not rect.colliderect(panel), (n, text, rect, panel)
            assert not any(rect.colliderect(r) for r in keep_clear(lay, model)), (n, text)
        compact = tribute_look(lay, model, "", "", compact=True).panel
        for phase in (Phase.DECLARE, Phase.REVOLT, Phase.HEAD):
            look = dialog_look(lay, phase, compact, game_follows=True)
            assert not look.panel.colliderect(compact), (n, phase)
            assert look.panel.bottom <= lay.hand_area.top and screen.contains(look.panel), (n, phase)
            assert not any(look.panel.colliderect(lay.seat_rects[s]) for s in range(1, 6)), (n, phase)
            assert look.panel.contains(look.yes) and look.panel.contains(look.no)
    i18n.set_language("zh")


def test_R_REVOLT_two_revolts_void_the_deal_and_the_banner_says_why_off_the_tribute_panel(app: App) -> None:
    # seats 1 and 2 hold no 3 and nothing to buy one with: both revolt (R-BUY3), so the deal is void
    deal = ["3 3 9 9 K 5 2", "7 7 5", "8 8 5", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]
    scene = table_with(app, Game.from_deal(deal, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)]))
    app.settings.anim_speed = "normal"
    scene.on_enter()
    seen = bubbles_of(scene)
    checked = 0
    for _ in range(6000):
        app.step(1 / 60)
        for rect in scene.stage.pop_rects.values():  # every word drawn this frame
            for panel in scene.panels_up():
                assert not rect.colliderect(panel), (rect, panel)
                checked += 1
        if scene.my_turn:
            phase = scene.controller.game.phase
            if phase == Phase.PLAY:
                break
            if phase == Phase.RETURN:
                scene.select_cards((sorted(scene.lit_cards() or ())[0],))
                click(app, scene.buttons["return"].rect.center)
            else:
                click(app, scene.dialog["no"].rect.center)
    assert tr("banner.void_deal.two_rebels") in seen
    assert tr("log.void_deal.two_rebels") in scene.model.log_lines()
    assert checked > 0


def test_the_tribute_panel_stays_until_the_first_lead_and_the_buy3_banners_keep_off_it(app: App) -> None:
    from gouji_desktop.app.gallery import declare_in_match

    match = declare_in_match(3)  # game 2 of a match, seat 0 to declare after a tribute; then a 买三
    controller = Controller(GameSetup(rules=match.rules, seed=match.seed, match=True), match=match)
    for seat in range(1, 6):
        controller.agents[seat] = ScriptedAgent()
    scene = TableScene(app, controller, resume=True)
    app.push(scene)
    app.settings.anim_speed = "normal"
    scene.on_enter()
    frames(app, 1)
    click(app, scene.dialog["no"].rect.center)
    banners_beside_panel = 0
    for _ in range(3000):
        app.step(1 / 60)
        panel = scene.tribute_panel()
        for anim in scene.stage.banners:
            rect = scene.stage.pop_rects.get(id(anim))
            if rect is not None and panel is not None and not anim.done:
                assert not rect.colliderect(panel), (anim.label, rect, panel)
                banners_beside_panel += 1
        if scene.model.first_lead_shown and scene.timeline.idle:
            break
    assert banners_beside_panel > 0  # 买三 (or 上班) was told while the panel was up
    assert scene.tribute_panel() is None  # gone once play begins
