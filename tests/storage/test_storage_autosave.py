"""Autosave and resume (继续): the same decision, hands and log, for a single
game and a match, mid-round, mid-burn (R-BURN) and mid-tribute (§11)."""

from __future__ import annotations

import json
import random

import pytest
from storage_helpers import (
    burn_offer_game,
    burning_game,
    game_states,
    match_in_tribute,
    play_random,
    random_burn_states,
)

from gouji_desktop.engine import Game, Match
from gouji_desktop.storage import Storage


def resume(store: Storage) -> Game | Match:
    loaded = Storage(store.paths.data_dir).load_autosave()
    assert loaded.source == "file" and loaded.notices == []
    assert loaded.value is not None
    return loaded.value.state


def assert_same_table(a: Game, b: Game) -> None:
    """What a player sees on resume: same seat to act, same decision, same
    choices, same hands, same log."""
    assert a == b
    assert (a.phase, a.decision, a.to_act) == (b.phase, b.decision, b.to_act)
    assert a.legal_actions() == b.legal_actions()
    assert [a.hand(s) for s in range(6)] == [b.hand(s) for s in range(6)]
    assert a.to_json() == b.to_json()


def test_nothing_to_resume(store: Storage) -> None:
    loaded = store.load_autosave()
    assert (loaded.value, loaded.source, loaded.notices) == (None, "default", [])
    assert not store.has_autosave()


@pytest.mark.parametrize("seed", [3, 11])
def test_resume_single_game_at_many_points(store: Storage, seed: int) -> None:
    for game in game_states(seed, every=37):
        assert store.autosave(game, ("easy", "hard", "easy", "hard", "normal"))
        back = resume(store)
        assert isinstance(back, Game)
        assert_same_table(back, game)


def test_resume_keeps_gui_metadata(store: Storage) -> None:
    store.autosave(Game.new(4), ("easy", "hard", "easy", "hard", "normal"))
    save = Storage(store.paths.data_dir).load_autosave().value
    assert save is not None
    assert (save.mode, save.ai_levels) == ("single", ("easy", "hard", "easy", "hard", "normal"))
    assert save.saved_at == "2025-03-01T20:00:00+08:00"


def test_resume_mid_round_of_a_match(store: Storage) -> None:
    match = Match.new(21)
    play_random(match.game, random.Random(21), 150)
    assert match.game.phase == "play"
    store.autosave(match, ("hard",) * 5)
    back = resume(store)
    assert isinstance(back, Match)
    assert back == match and back.number == 1
    assert_same_table(back.game, match.game)


def test_resume_mid_tribute_return(store: Storage) -> None:
    """Game 2 of a match waits for a 还贡 card (R-TRIBCARD)."""
    match = match_in_tribute(0)
    store.autosave(match)
    back = resume(store)
    assert isinstance(back, Match)
    assert back == match and back.game.phase == "return"
    assert_same_table(back.game, match.game)
    # and the resumed match goes on exactly like the original
    rng_a, rng_b = random.Random(5), random.Random(5)
    play_random(match.game, rng_a)
    play_random(back.game, rng_b)
    assert back == match


def test_resume_on_a_burn_offer(store: Storage) -> None:
    game = burn_offer_game()
    store.autosave(game)
    back = resume(store)
    assert isinstance(back, Game)
    assert back.decision == "burn_offer"
    assert_same_table(back, game)


def test_resume_mid_burn(store: Storage) -> None:
    game = burning_game()
    store.autosave(game)
    back = resume(store)
    assert isinstance(back, Game)
    assert back.burner == 1
    assert_same_table(back, game)


def test_every_save_keeps_the_previous_as_backup(store: Storage) -> None:
    states = list(game_states(8, every=50))[:3]
    for game in states:
        store.autosave(game)
    backup = json.loads(store.paths.autosave.with_name("autosave.json.bak").read_bytes())
    assert len(backup["state"]["actions"]) == len(json.loads(states[1].to_json())["actions"])


def test_clear_autosave_removes_file_and_backup(store: Storage) -> None:
    store.autosave(Game.new(1))
    store.autosave(Game.new(2))
    assert store.has_autosave()
    assert store.clear_autosave()
    assert not store.has_autosave()
    assert store.load_autosave().value is None


def test_bare_engine_document_is_schema_0(store: Storage) -> None:
    """A plain Match.to_json() in autosave.json is wrapped by the 0→1 upgrade."""
    match = match_in_tribute(2)
    store.paths.autosave.parent.mkdir(parents=True)
    store.paths.autosave.write_text(match.to_json(), encoding="utf-8")
    loaded = store.load_autosave()
    assert loaded.value is not None and loaded.value.match == match
    assert [n.code for n in loaded.notices] == ["upgraded"]
    assert loaded.clean


def test_bad_metadata_keeps_the_game(store: Storage) -> None:
    game = burn_offer_game()
    store.autosave(game)
    data = json.loads(store.paths.autosave.read_bytes())
    data["ai_levels"] = "all hard"
    store.paths.autosave.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_autosave()
    assert loaded.value is not None and loaded.value.game == game
    assert loaded.value.ai_levels == ("normal",) * 5
    assert [n.params["field"] for n in loaded.notices] == ["ai_levels"]


def test_resume_at_burn_states_found_by_random_play(store: Storage) -> None:
    at_offer, burning = random_burn_states()
    assert at_offer.decision == "burn_offer" and burning.burner >= 0
    for game in (at_offer, burning):
        store.autosave(game)
        back = resume(store)
        assert isinstance(back, Game)
        assert_same_table(back, game)
        assert back.burner == game.burner
