"""Power cut / crash while saving: a real subprocess autosaves a match after
every action and is killed with SIGKILL at a random moment, many times.  The
file is always the old or the new complete version, never a mix, and each
new process resumes the match from it (继续)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gouji_desktop.engine import Match
from gouji_desktop.storage import Storage
from gouji_desktop.storage.autosave import decode_autosave

CHILD = r"""
import json, random, sys
from gouji_desktop.engine import Match
from gouji_desktop.storage import Storage

store = Storage(sys.argv[1])
loaded = store.load_autosave()
if loaded.notices:
    print("notices", [n.message for n in loaded.notices], flush=True)
    sys.exit(3)
match = loaded.value.match if loaded.value else Match.new(2024)

def position():
    return len(match.games), len(json.loads(match.game.to_json())["actions"])

games, actions = position()
if loaded.value is None:
    store.autosave(match)
print("start", games, actions, flush=True)
rng = random.Random(games * 1000 + actions)
while not match.finished:
    if match.game.finished:
        match.next_game()
        games, actions = games + 1, 0
    else:
        match.game.apply(rng.choice(match.game.legal_actions()))
        actions += 1
    if store.autosave(match, ("hard",) * 5):
        print("saved", games, actions, flush=True)
while True:  # the match is over: keep saving the same state
    store.autosave(match)
"""

KILLS = 30


def position_in(raw: bytes) -> tuple[int, int]:
    save, _ = decode_autosave(raw)
    assert save.match is not None
    return len(save.match.games), len(json.loads(save.match.game.to_json())["actions"])


def next_positions(pos: tuple[int, int]) -> set[tuple[int, int]]:
    games, actions = pos
    return {pos, (games, actions + 1), (games + 1, 0)}


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_while_saving_leaves_old_or_new(tmp_path: Path) -> None:
    rng = random.Random(99)
    env = {k: v for k, v in os.environ.items() if k != "GOUJI_DATA_DIR"}
    deadline = time.monotonic() + 25
    kills = 0
    saved_during_kills = 0
    while kills < KILLS and time.monotonic() < deadline:
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        first = child.stdout.readline().split()
        assert first[:1] == [b"start"], (first, child.stderr.read() if child.stderr else b"")
        time.sleep(rng.uniform(0.0, 0.12))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate(timeout=10)
        assert child.returncode == -signal.SIGKILL
        kills += 1
        # only whole lines: the kill may cut the child's last report in half
        lines = [line.split() for line in out.splitlines(keepends=True) if line.endswith(b"\n")]
        lines = [words for words in lines if len(words) == 3 and words[0] == b"saved"]
        saved_during_kills += len(lines)
        last = (int(first[1]), int(first[2]))
        if lines:
            last = (int(lines[-1][1]), int(lines[-1][2]))
        # the main file is whole: the last reported save, or the one in flight
        main = position_in((tmp_path / "autosave.json").read_bytes())
        assert main in next_positions(last)
        # the backup is whole too: the save before the main one, or the same
        backup = tmp_path / "autosave.json.bak"
        if backup.exists():
            assert main in next_positions(position_in(backup.read_bytes()))
    assert kills >= 10, "too slow to kill often enough"
    assert saved_during_kills > kills  # the kills did land among the saves
    # no bad file was ever set aside, and a normal start resumes cleanly
    assert not [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    loaded = Storage(tmp_path).load_autosave()
    assert loaded.source == "file" and loaded.notices == []
    assert loaded.value is not None and isinstance(loaded.value.match, Match)
