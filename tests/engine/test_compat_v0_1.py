"""Files written by 0.1 (before Engine 1.1's kinds and rule changes) still load
and replay exactly: kinds are StrEnums equal to the old strings, and a record
without ``rules_edition`` replays under the first edition of R-DEADLY and
R-SCRAMBLE (engine/state.py RULES_EDITION)."""

from __future__ import annotations

import json
import pathlib

import pytest

from gouji_desktop.engine import ActionKind, EventKind, Game, Match, Phase

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "v0_1"


@pytest.mark.parametrize("name", ["game_midplay.json", "game_finished.json", "game_old_scramble.json"])
def test_a_game_saved_by_0_1_loads_and_saves_back_the_same_actions(name: str) -> None:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    game = Game.from_json(text)
    saved = json.loads(game.to_json())
    old = json.loads(text)
    assert saved["actions"] == old["actions"]
    assert saved["rules_edition"] == 1  # it keeps the rules it was played under
    assert Game.from_json(game.to_json()) == game
    assert all(isinstance(a.kind, ActionKind) for a in game.history)


def test_R_SCRAMBLE_R_DEADLY_a_0_1_game_played_under_the_first_edition_replays_exactly() -> None:
    """R-SCRAMBLE began mid-round in 0.1: under edition 2 this record is illegal."""
    data = json.loads((FIXTURES / "game_old_scramble.json").read_text(encoding="utf-8"))
    game = Game.from_dict(data)
    assert game.finished
    data["rules_edition"] = 2
    with pytest.raises(ValueError, match="illegal"):
        Game.from_dict(data)


def test_a_match_saved_by_0_1_loads_in_its_second_game() -> None:
    match = Match.from_json((FIXTURES / "match_game2.json").read_text(encoding="utf-8"))
    assert len(match.games) == 2 and match.games[0].finished
    assert match.game.phase in tuple(Phase)
    assert json.loads(match.to_json())["rules_edition"] == 1
    match.game.apply(match.game.legal_actions()[0])  # and play goes on


def test_new_games_are_the_current_edition_and_say_so() -> None:
    game = Game.new(3)
    assert json.loads(game.to_json())["rules_edition"] == 2
    assert json.loads(Match.new(3).to_json())["rules_edition"] == 2


def test_an_unknown_rules_edition_is_a_bad_file() -> None:
    data = json.loads(Game.new(3).to_json())
    data["rules_edition"] = 9
    with pytest.raises(ValueError, match="rules edition"):
        Game.from_dict(data)


def test_event_kinds_keep_their_strings() -> None:
    """The log and replays store kinds as text: the enum values are those strings."""
    assert EventKind.OPENED == "opened" and json.dumps(EventKind.ROUND_WON) == '"round_won"'
