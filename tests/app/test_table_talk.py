"""快捷语: the player picks a quick phrase from a fixed list and it shows as a
bubble at the player's seat; the computer seats answer in kind, rarely, at
most once a round, the same way for the same seed."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest
from app_helpers import bubbles_of, click, frames, key, run_until, table_with

from gouji_desktop.ai import make_agent
from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.i18n.table_talk import PHRASES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table import phrases
from gouji_desktop.app.table.model import in_shown_order
from gouji_desktop.app.table.phrases import TableTalk
from gouji_desktop.engine import EventKind, Game


def deal(app: App, hands: list[str] | None = None, scripts: dict[int, Sequence[str]] | None = None):
    scene = table_with(app, Game.from_hands(hands or ["8 9 K", "3", "3", "3", "3", "3"], leader=0), scripts)
    run_until(app, lambda: scene.my_turn)
    frames(app, 1)
    return scene


def test_the_phrase_list_is_catalogue_keys_in_both_languages() -> None:
    assert len(PHRASES) == 6 and len(set(PHRASES)) == 6
    for lang in ("zh", "en"):
        i18n.set_language(lang)
        assert all(i18n.has(k) and tr(k) != k for k in PHRASES)
    i18n.set_language("zh")
    assert [tr(k) for k in PHRASES[:3]] == ["好牌!", "快点吧", "谢谢队友"]


def test_the_phrase_button_opens_the_list_and_a_choice_shows_at_the_players_seat(app: App) -> None:
    scene = deal(app)
    seen = bubbles_of(scene)
    button = scene.buttons["talk"]
    assert button.visible and button.enabled and button.label == tr("btn.talk")
    click(app, button.rect.center)
    look = scene.menu_look()
    assert look is not None
    assert [b.label for b in scene.popup.buttons.values()] == [tr(k) for k in PHRASES]
    for b in scene.buttons.buttons.values():  # the list covers no button of the table
        assert not b.visible or not look.panel.colliderect(b.rect)
    click(app, look.rows[0].center)
    assert seen == ["好牌!"] and scene.menu is None
    frames(app, 2)
    said = [a for a in scene.timeline.ambient if a.label == "好牌!"]
    assert said and said[0].duration == 2.0  # two seconds, whatever the animation speed
    rect = list(scene.stage.pop_rects.values())[-1]
    panel = scene.layout.seat_rects[0]
    assert not rect.colliderect(panel) and abs(rect.left - panel.left) < 40 and rect.bottom <= panel.top


def test_T_opens_the_phrases_and_a_number_says_one_once_at_a_time(app: App) -> None:
    scene = deal(app)
    seen = bubbles_of(scene)
    key(app, pygame.K_t)
    assert scene.menu == "talk"
    key(app, pygame.K_3)
    assert seen == ["谢谢队友"]
    key(app, pygame.K_t)
    key(app, pygame.K_1)  # the last one still shows: no second phrase over it
    assert seen == ["谢谢队友"]
    frames(app, 130)  # more than two seconds later
    key(app, pygame.K_t)
    key(app, pygame.K_1)
    assert seen == ["谢谢队友", "好牌!"]


def test_a_teammate_who_goes_out_on_the_players_hand_says_thanks_after_it_lands(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(phrases.CHANCES, "thanks", 1.0)
    hands = ["5 K K", "3", "8", "3", "3", "3"]
    scene = deal(app, hands, {2: ["seat 2 plays 8"]})
    seen = bubbles_of(scene)
    scene.select_cards((scene.model.hand[0],))  # the 5, as 提示 chooses it
    frames(app, 1)
    click(app, scene.buttons["play"].rect.center)
    run_until(app, lambda: "谢谢队友" in seen)
    out = tr("place.0")
    assert out in seen and seen.index(out) < seen.index("谢谢队友")


def talk_of(seed: int) -> tuple[list[tuple[int, str]], list[int]]:
    """A whole game by the AI, heard as the table shows it: the phrases said
    and, per round, how many."""
    game = Game.new(seed)
    agents = {s: make_agent("easy", seed * 10 + s) for s in range(6)}
    while not game.finished:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].decide(game.view(seat), game.legal_actions()))
    talk = TableTalk(f"{seed}:1")
    said: list[tuple[int, str]] = []
    per_round = [0]
    for ev in in_shown_order(list(game.view(0).log)):
        line = talk.hear(ev)
        if line is not None:
            said.append(line)
            per_round[-1] += 1
        if ev.kind == EventKind.ROUND_WON:
            per_round.append(0)
    return said, per_round


def test_the_computer_seats_talk_rarely_and_the_same_way_for_a_seed() -> None:
    rounds = 0
    said_all = []
    for seed in range(1, 7):
        said, per_round = talk_of(seed)
        assert talk_of(seed)[0] == said  # the game's seed decides, not the global random
        assert max(per_round) <= 1  # at most one phrase a round
        rounds += len(per_round)
        said_all += said
    assert said_all, "some game gives a seat a reason to speak"
    assert len(said_all) * 10 <= rounds  # rare: far fewer phrases than rounds
    assert {key for _, key in said_all} <= set(PHRASES)


def test_a_teammate_may_answer_the_players_well_played_and_only_once_a_round(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(phrases.CHANCES, "answer", 1.0)
    scene = deal(app)
    seen = bubbles_of(scene)
    scene.say_phrase("phrase.teamwork")
    frames(app, 70)  # the answer comes a little later, from a teammate (seat 2 or 4)
    assert seen == ["配合得好", "配合得好"]
    frames(app, 130)
    scene.say_phrase("phrase.thanks")
    frames(app, 70)
    assert seen == ["配合得好", "配合得好", "谢谢队友"]  # one computer phrase a round
    assert scene.talk is not None and scene.talk.answer("phrase.hurry", [1, 2, 3, 4, 5]) is None


def test_one_list_at_a_time_and_esc_closes_it_before_pausing(app: App) -> None:
    scene = deal(app)
    click(app, scene.buttons["talk"].rect.center)
    assert scene.menu == "talk"
    click(app, scene.buttons["sort"].rect.center)  # the other button: the other list
    assert scene.menu == "sort"
    click(app, scene.buttons["sort"].rect.center)  # its own button closes it
    assert scene.menu is None
    key(app, pygame.K_t)
    key(app, pygame.K_ESCAPE)
    assert scene.menu is None and app.top is scene
