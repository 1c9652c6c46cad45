"""Two copies of the game on one data folder, as two real processes: the
first owns the folder, the second is told so and saves nothing but its
finished games, which are merged into the statistics under a lock.  No game
is lost; the owner's autosave is never overwritten by the second copy."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from gouji_desktop.engine import Game
from gouji_desktop.storage import Storage

CHILD = r"""
import random, sys
from gouji_desktop.engine import Game
from gouji_desktop.storage import Storage

folder, first_seed = sys.argv[1], int(sys.argv[2])
store = Storage(folder)
role = "owner" if store.claim() else "read-only"
print("ready", role, [n.code for n in store.take_notices()], flush=True)
assert sys.stdin.readline().strip() == "go"
for seed in range(first_seed, first_seed + 10):
    rng = random.Random(seed)
    game = Game.new(seed)
    while not game.finished:
        game.apply(rng.choice(game.legal_actions()))
        if len(game.history) % 50 == 0:
            store.autosave(game, ("easy",) * 5)
    assert store.record_game(game, ("easy",) * 5)
print("done", store.autosave(game, ("easy",) * 5), flush=True)
sys.stdin.readline()  # hold the folder until told to quit
store.close()
"""


def start(folder: Path, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder), str(seed)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "GOUJI_DATA_DIR": ""},
        encoding="utf-8",
        errors="replace",
    )


def read_line(child: subprocess.Popen[str]) -> list[str]:
    assert child.stdout is not None
    line = child.stdout.readline()
    assert line, "the child process ended early"
    return line.strip().split(maxsplit=2)


def say(child: subprocess.Popen[str], text: str) -> None:
    assert child.stdin is not None
    child.stdin.write(text + "\n")
    child.stdin.flush()


def test_two_processes_on_one_folder_count_every_game(tmp_path: Path) -> None:
    first = start(tmp_path, 100)
    try:
        assert read_line(first)[:2] == ["ready", "owner"]
        second = start(tmp_path, 200)
        try:
            _, role, codes = read_line(second)
            assert (role, codes) == ("read-only", "['read_only']")
            for child in (first, second):
                say(child, "go")
            assert read_line(first) == ["done", "True"]
            assert read_line(second) == ["done", "False"]  # the read-only copy saves no table
            for child in (first, second):
                say(child, "quit")
                assert child.wait(timeout=60) == 0
        finally:
            second.kill()
    finally:
        first.kill()
    stats = json.loads((tmp_path / "stats.json").read_bytes())
    assert stats["overall"]["games"] == 20
    saved = Storage(tmp_path).load_autosave()
    assert saved.value is not None and saved.notices == []
    assert saved.value.game.rules is not None and saved.value.game.finished
    assert Storage(tmp_path).load_stats().value.overall.games == 20


def test_the_folder_is_free_again_when_its_owner_is_killed(tmp_path: Path) -> None:
    owner = start(tmp_path, 300)
    try:
        assert read_line(owner)[:2] == ["ready", "owner"]
        here = Storage(tmp_path)
        assert not here.claim() and here.read_only
        owner.kill()  # SIGKILL: no chance to clean up
        owner.wait(timeout=60)
    finally:
        owner.kill()
    again = start(tmp_path, 400)
    try:
        assert read_line(again)[:2] == ["ready", "owner"]  # the system released the lock
    finally:
        again.kill()
        again.wait(timeout=60)


def test_the_statistics_shown_include_games_the_other_copy_counted(tmp_path: Path) -> None:
    mine, other = Storage(tmp_path), Storage(tmp_path)
    assert mine.stats.overall.games == 0
    game, rng = Game.new(7), random.Random(7)
    while not game.finished:
        game.apply(rng.choice(game.legal_actions()))
    assert other.record_game(game, ("easy",) * 5)
    assert mine.stats.overall.games == 1
