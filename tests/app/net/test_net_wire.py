"""The JSON forms: a seat's view, events and actions come back exactly as they
went (through real JSON text), and anything malformed is refused by name."""

from __future__ import annotations

import json

import pytest

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.protocol import ProtocolError, read_client_message
from gouji_desktop.app.net.wire import (
    WireError,
    action_from_wire,
    action_to_wire,
    event_from_wire,
    view_from_wire,
    view_to_wire,
)
from gouji_desktop.engine import Action, Match, Phase


def test_every_view_of_every_seat_through_a_match_game_with_tribute_comes_back_equal() -> None:
    match = Match.new(11)
    agents = [make_agent("easy", s) for s in range(6)]
    phases, checked = set(), 0
    for _ in range(2):  # the second game starts with tribute and 还贡 (R-TRIBUTE)
        game = match.game
        for _ in range(2000):
            for seat in range(6):
                view = game.view(seat)
                text = json.dumps(view_to_wire(view), ensure_ascii=False)
                assert view_from_wire(json.loads(text)) == view
                checked += 1
                phases.add(view.phase)
            if game.finished:
                break
            asked = game.to_act
            assert asked is not None
            legal = game.legal_actions()
            for action in legal[:3]:
                assert action_from_wire(json.loads(json.dumps(action_to_wire(action)))) == action
            game.apply(agents[asked].decide(game.view(asked), legal))
        match.next_game()
    assert {Phase.RETURN, Phase.DECLARE, Phase.PLAY, Phase.OVER} <= phases
    assert checked > 1000


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (["play", 0], "action"),
        (["play", 6, "8S"], "action"),
        (["play", True, "8S"], "action"),
        (["dance", 0, ""], "action"),
        (["play", 0, "8S 11H"], "not a card"),
        (["play", 0, "8S " * 400], "too many"),
        ("pass", "action"),
    ],
)
def test_a_malformed_action_is_refused(data: object, words: str) -> None:
    with pytest.raises(WireError, match=words):
        action_from_wire(data)


@pytest.mark.parametrize(
    "data",
    [
        {"k": "teleport"},
        {"k": "play", "s": 9},
        {"k": "play", "c": "ZZ"},
        {"k": "play", "x": 1},
        {"k": "play", "f": "lead"},
        {"k": "play", "n": 10**9},
        ["play"],
    ],
)
def test_a_malformed_event_is_refused(data: object) -> None:
    with pytest.raises(WireError):
        event_from_wire(data)


def test_a_view_with_a_field_of_the_wrong_shape_is_refused() -> None:
    good = view_to_wire(Match.new(2).game.view(1))
    for key, bad in [("counts", [36] * 5), ("hand", 7), ("phase", "nap"), ("to_act", 6), ("places", [1, 1])]:
        with pytest.raises(WireError, match=key):
            view_from_wire({**good, key: bad})


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "bad_json"),
        ("null", "bad_json"),
        ('{"v": 1}', "bad_message"),
        ('{"type": "ready"}', "version"),
        ('{"v": 1, "type": "ready", "now": true}', "bad_message"),
        ('{"v": 1, "type": "hello", "room": "ABC", "name": "x"}', "bad_message"),
        ('{"v": 1, "type": "hello", "room": "ABCDEF", "name": "x", "seat": 7}', "bad_message"),
        ('{"v": 1, "type": "hello", "room": "ABCDEF", "name": "\\u0000"}', "bad_message"),
        ('{"v": 1, "type": "act", "at": 0, "action": ["pass", 0, ""]}', "bad_message"),
        ('{"v": 1, "type": "auto", "on": "yes"}', "bad_message"),
        ('{"v": 1, "type": "phrase", "id": "free text"}', "bad_message"),
    ],
)
def test_a_client_message_of_the_wrong_shape_is_refused_with_its_code(text: str, code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        read_client_message(text)
    assert refused.value.code == code


def test_a_client_message_of_the_right_shape_is_read() -> None:
    hello = read_client_message('{"v": 1, "type": "hello", "room": "abcdef", "name": " 小明 "}')
    assert hello.fields == {"room": "ABCDEF", "name": "小明", "seat": None, "token": None}
    act = read_client_message('{"v": 1, "type": "act", "game": 2, "at": 5, "action": ["let", 3, ""]}')
    assert act.fields == {"game": 2, "at": 5, "action": Action.let(3)}
