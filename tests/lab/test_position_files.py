"""gouji_lab.positions reads the expert-position files (docs/ai.md, "Expert positions") and refuses
one that does not say what it must, naming the file, the position and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from gouji_desktop.engine import Action, Phase
from gouji_lab.positions import PositionError, accept_set, load, load_all, start

GOOD = """\
about: a topic
positions:
  - id: R-BURN-a-sure-burn
    rules: [R-BURN]
    why: BJ A cannot be beaten and 6 6 6 is the last hand.
    deal:
      leader: 1
      hands: ["BJ A 6 6 6", "K K J J Q Q 10 10 K 9 9", "8 8 7 7 5 5 4 6 6", "10 J Q A A K 7 7 8",
        "6 6 5 5 4 4 8 9 9", "10 10 J J Q Q A A 7"]
    moves: ["1: K K"]
    seat: 0
    accept: ["burn BJ A", "pass"]
    levels: [normal, hard]
"""


def write(tmp_path: Path, text: str, name: str = "burns.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_position_reads_deals_and_plays_to_its_decision(tmp_path: Path) -> None:
    (position,) = load(write(tmp_path, GOOD))
    assert position.topic == "burns" and position.rules == ("R-BURN",)
    assert position.levels == ("normal", "hard")
    assert position.rule_options.bie_san and position.decisions == 1
    game = start(position)
    assert game.to_act == 0 and game.phase == Phase.PLAY
    assert accept_set(game, position) == {Action.burn(0, "BJ A"), Action.pass_(0)}


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (('moves: ["1: K K"]', "moves: [1: K K]"), "R-BURN-a-sure-burn: moves: text (quote it"),
        (("seat: 0", "seat: 7"), "R-BURN-a-sure-burn: seat: a seat 0..5"),
        (("seat: 0", "seat: 0\n    wrong: [pass]"), "R-BURN-a-sure-burn: unknown field(s) wrong"),
        (('    accept: ["burn BJ A", "pass"]\n', ""), "R-BURN-a-sure-burn: missing field(s) accept"),
        (('["burn BJ A", "pass"]', '["burn BJ Z"]'), "R-BURN-a-sure-burn: accept: 'burn BJ Z'"),
        (('["1: K K"]', '["1 K K"]'), "moves: '1 K K' is not written 'seat: what'"),
        (("[normal, hard]", "[normal, expert]"), "levels: some of normal, hard, hard-many-guesses"),
        (("[R-BURN]", "[BURN]"), "rules: rule ids like R-BEAT"),
        (("      leader: 1\n", "      leader: 1\n      seed: 3\n"), "deal: six hands with a leader or"),
        (("seat: 0", "seat: 0\n    rule_options: {bie_san: off, spam: true}"), "rule_options: unknown"),
        (("about: a topic", "about: [a topic"), "burns.yaml: not YAML"),
    ],
)
def test_a_file_that_does_not_say_what_it_must_is_refused_by_name(
    tmp_path: Path, change: tuple[str, str], said: str
) -> None:
    old, new = change
    assert old in GOOD
    with pytest.raises(PositionError) as error:
        load(write(tmp_path, GOOD.replace(old, new, 1)))
    assert said in str(error.value) and str(error.value).startswith("burns.yaml: ")


def test_ids_are_unique_across_the_files(tmp_path: Path) -> None:
    write(tmp_path, GOOD, "burns.yaml")
    write(tmp_path, GOOD.replace("about: a topic", "about: another"), "duels.yaml")
    with pytest.raises(PositionError, match=r"duels\.yaml: R-BURN-a-sure-burn: the id is used in burns"):
        load_all(tmp_path)


def test_a_position_that_does_not_reach_its_seat_is_refused(tmp_path: Path) -> None:
    # seat 0 declines its burn offer on the way, and only seat 4, the leader's 对头, may answer
    (position,) = load(write(tmp_path, GOOD.replace("seat: 0", "seat: 2")))
    with pytest.raises(PositionError, match="seat 4 is to act, not seat 2"):
        start(position)
    (illegal,) = load(write(tmp_path, GOOD.replace('["1: K K"]', '["1: K K", "4: 2 2"]')))
    with pytest.raises(PositionError, match="the moves do not play out"):
        start(illegal)
