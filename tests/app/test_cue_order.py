"""Cues follow the play that caused them: a bubble or banner (闷!, 烧!, 够级!,
解烧 …) pops only once the hand that caused it has landed on the table, so the
player sees who did it (the engine logs 闷 and 烧 before the beating hand)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from app_helpers import card_center, click, index_of, key, run_until, table_with

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui.anim import Animation
from gouji_desktop.engine import Card, Game


@dataclass(frozen=True)
class Cue:
    """A bubble as it popped, and the table at that moment."""

    label: str
    top_seat: int | None
    top_cards: tuple[Card, ...]
    in_flight: frozenset[int]
    table_clear: bool  # no hand of the round left on the table (swept)


def cues_of(scene: TableScene) -> list[Cue]:
    """Every bubble from now on, with what the table showed when it popped;
    the animations play at the normal speed, frame by frame."""
    scene.app.settings.anim_speed = "normal"
    scene.on_enter()
    seen: list[Cue] = []
    add = scene.timeline.add_ambient

    def spy(anim: Animation, scaled: bool = True) -> None:
        model = scene.model
        top = model.top_seat
        cards = model.shown[top] or () if top is not None else ()
        clear = not any(model.shown)
        seen.append(Cue(anim.label, top, tuple(cards), frozenset(model.hidden), clear))
        add(anim, scaled)

    scene.timeline.add_ambient = spy  # type: ignore[method-assign]
    return seen


def the(cues: list[Cue], key: str) -> Cue:
    found = [c for c in cues if c.label == tr(key)]
    assert len(found) == 1, [c.label for c in cues]
    return found[0]


def test_R_MEN_the_men_bubble_pops_after_the_beating_hand_lands(app: App) -> None:
    # seat 1 leads its 9 and keeps only a 3: seat 2's 10 beats it, and seat 1 is 闷
    deal = ["5 4", "9 3", "10 4", "6 4", "7 4", "8 4"]
    scene = table_with(app, Game.from_hands(deal, leader=1), {1: ["seat 1 plays 9"], 2: ["seat 2 plays 10"]})
    cues = cues_of(scene)
    run_until(app, lambda: scene.my_turn)
    men = the(cues, "bubble.men")
    assert men.top_seat == 2 and [c.bare for c in men.top_cards] == [Card.parse("10").bare]
    assert not men.in_flight  # no hand still flying


def test_R_GOUJI_the_gouji_bubble_pops_when_the_hand_has_landed(app: App) -> None:
    scene = table_with(
        app, Game.from_hands(["A A 5", "3", "3", "K K 4", "3", "3"], leader=3), {3: ["seat 3 plays K K"]}
    )
    cues = cues_of(scene)
    run_until(app, lambda: scene.my_turn)
    gouji = the(cues, "bubble.gouji")
    assert gouji.top_seat == 3 and len(gouji.top_cards) == 2 and not gouji.in_flight


def test_R_BURN_the_burn_bubble_pops_after_the_burners_first_hand_lands(app: App) -> None:
    deal = ["A A 5", "K K 9", "4 4 4", "6 6", "7 7 7", "9 9 9"]
    scene = table_with(app, Game.from_hands(deal, leader=1), {1: ["seat 1 plays K K"]})
    run_until(app, lambda: scene.my_turn)
    cues = cues_of(scene)
    click(app, scene.buttons["hint"].rect.center)
    click(app, scene.buttons["burn"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.model.burner == 0)
    burn = the(cues, "bubble.burn")
    assert burn.top_seat == 0 and len(burn.top_cards) == 2 and not burn.in_flight


def test_no_cue_pops_while_a_hand_is_in_flight_over_a_whole_game(app: App) -> None:
    scene = table_with(app, Game.new(5))
    cues = cues_of(scene)
    scene.controller.autoplay = True
    run_until(app, lambda: scene.controller.game.finished and scene.timeline.idle, timeout=120)
    assert len(cues) > 5
    flying = [c for c in cues if c.in_flight]
    assert not flying, flying[:3]


def test_R_WIN_a_round_won_is_named_at_the_winners_seat_after_the_sweep(app: App) -> None:
    deal = ["8 9 K", "3 3", "3 3", "5 6", "3 3", "3 3"]
    scene = table_with(app, Game.from_hands(deal, leader=3), {3: ["seat 3 plays 5"]})
    run_until(app, lambda: scene.my_turn)
    cues = cues_of(scene)
    key(app, pygame.K_SPACE)  # seat 0 passes, then seats 1 and 2: seat 3 wins the round
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.to_act == 3)
    won = the(cues, "bubble.round_won")
    assert won.table_clear and won.top_seat is None


def test_R_WIN_jiefeng_the_next_seat_takes_the_lead_after_the_sweep(app: App) -> None:
    # seat 0 goes out with A A, unbeaten: it opens, and the lead passes to seat 1 (接风)
    deal = ["A A", "5 3", "6 3", "7 3", "8 3", "9 3"]
    scene = table_with(app, Game.from_hands(deal, leader=0))
    run_until(app, lambda: scene.my_turn)
    cues = cues_of(scene)
    click(app, card_center(scene, index_of(scene, "A")))
    click(app, card_center(scene, index_of(scene, "A", 1)))
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: scene.timeline.idle and scene.controller.game.to_act == 1)
    labels = [c.label for c in cues]
    assert labels.index(tr("bubble.opened")) < labels.index(tr("bubble.takes_lead"))
    assert tr("bubble.round_won") not in labels  # 开点! at the same seat says it
    assert the(cues, "bubble.takes_lead").table_clear
