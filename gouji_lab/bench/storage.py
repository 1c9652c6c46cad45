"""Storage figures (docs/storage.md): replay open time and memory, position
access time, and how fast bad files are refused.

    python -m gouji_lab.bench storage [--seed 1]

Everything runs in a temporary data folder; nothing touches the player's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from gouji_desktop.ai import make_agent
from gouji_desktop.engine import ActionKind, Game, Match
from gouji_desktop.storage import Replay, Storage, atomic

T = TypeVar("T")


def measured(call: Callable[[], T], again: Callable[[], object] | None = None) -> tuple[T, float, int]:
    """(result, seconds, peak bytes allocated): timed on its own, then run once
    more under tracemalloc (which slows allocation down) for the memory;
    ``again`` restores what the first run changed (a file set aside)."""
    start = time.perf_counter()
    result = call()
    seconds = time.perf_counter() - start
    if again is not None:
        again()
    tracemalloc.start()
    try:
        call()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return result, seconds, peak


def real_match(seed: int) -> Match:
    """Five games played by the normal AI at every seat."""
    agents = [make_agent("normal", seed * 10 + s) for s in range(6)]
    match = Match.new(seed)
    while not match.finished:
        if match.game.finished:
            match.next_game()
        game = match.game
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].decide(game.view(seat), game.legal_actions()))
    return match


def longest_game(seeds: int) -> Game:
    """The longest of ``seeds`` legal games whose seats pass, let and decline
    whenever they may and otherwise play their smallest hand."""
    prefer = (ActionKind.LET, ActionKind.PASS, ActionKind.NOHEAD)
    best: Game | None = None
    for seed in range(seeds):
        game = Game.new(seed)
        while not game.finished:
            legal = game.legal_actions()
            waiting = [a for k in prefer for a in legal if a.kind == k]
            game.apply(waiting[0] if waiting else min(legal, key=lambda a: len(a.cards)))
        if best is None or len(game.history) > len(best.history):
            best = game
    assert best is not None
    return best


def open_replay(store: Storage, replay_id: str) -> Replay:
    """What the viewer does: load (replays every action) and show position 0."""
    replay = store.load_replay(replay_id).value
    assert replay is not None
    replay.position(0)
    return replay


def slowest_position_ms(replay: Replay) -> float:
    worst = 0.0
    for k in range(len(replay) + 1):
        start = time.perf_counter()
        replay.position(k)
        worst = max(worst, time.perf_counter() - start)
    return worst * 1e3


def copy_per_position_bytes(game: Game) -> int:
    """The old way, for comparison: a full copy of the game per position."""

    def build() -> list[Game]:
        g = Game.from_dict({**json.loads(game.to_json()), "actions": []})
        out = [g.copy()]
        for action in game.history:
            g.apply(action)
            out.append(g.copy())
        return out

    _, _, peak = measured(build)
    return peak


def replay_figures(store: Storage, game: Game, label: str) -> None:
    replay_id = store.save_replay(game, ("normal",) * 5, keep=1000)
    assert replay_id is not None
    size = (store.paths.replays_dir / f"{replay_id}.json").stat().st_size
    replay, seconds, peak = measured(lambda: open_replay(store, replay_id))
    fresh = store.load_replay(replay_id).value
    assert fresh is not None
    tracemalloc.start()
    try:
        fresh.position(0)  # builds the positions: their memory alone
        _, positions = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    worst = slowest_position_ms(replay)
    old = copy_per_position_bytes(game)
    n = len(replay)
    print(
        f"  {label}: {n} actions, {size / 1024:.0f} KB: opens in {seconds * 1e3:.0f} ms using "
        f"{peak / 2**20:.2f} MB; its positions {positions / 1024:.0f} KB ({positions / n:,.0f} B/action;"
        f" a copy per position: {old / 2**20:.1f} MB, {old / n:,.0f} B/action);"
        f" slowest position {worst:.1f} ms"
    )


def impossible_replay(folder: Path, actions: int) -> Path:
    """Like the file of issue 13: a record with seats of hundreds of cards
    (R-DECK forbids them) and ~9,400 actions, mostly passes."""
    hands = [" ".join(["8", "9", "10", "J"] * 130)] * 6  # 520 cards a seat
    moves: list[list[object]] = []
    seat = 0
    while len(moves) < actions:
        moves.append(["play", seat, "8"])
        for other in range(1, 6):
            moves.append(["pass", (seat + other) % 6, ""])
        seat = (seat + 1) % 6
    document = {
        "schema_version": 1,
        "kind": "gouji-game",
        "rules": {},
        "start": {"hands": hands, "leader": 0},
        "actions": moves[:actions],
    }
    data = {
        "schema_version": 1,
        "kind": "gouji-replay",
        "saved_at": "",
        "ai_levels": ["normal"] * 5,
        "summary": {"places": [0, 1, 2, 3, 4, 5], "scores": [0] * 6, "actions": actions},
        "game": document,
    }
    path = folder / "replay-20250101-000000-0123456789ab.json"
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path


def refusal_figures(root: Path) -> None:
    folder = root / "refusals"
    store = Storage(folder)
    store.paths.replays_dir.mkdir(parents=True)
    path = impossible_replay(store.paths.replays_dir, 9_379)
    loaded, seconds, peak = measured(lambda: store.load_replay(path.stem))
    reason = str(loaded.notices[0].params.get("reason", "?")) if loaded.notices else "?"
    print(
        f"  the 9,379-action replay with 520-card seats ({path.stat().st_size / 1024:.0f} KB): "
        f"refused in {seconds * 1e3:.0f} ms, {peak / 2**20:.1f} MB — {reason[:60]}"
    )
    store.take_notices()
    good = Storage(root / "good")
    good.autosave(Game.new(1))
    header = good.paths.autosave.read_bytes()
    big = folder / "autosave.json"
    size = 140 * 2**20

    def padded() -> None:  # a valid autosave, padded to 140 MB
        with open(big, "wb") as f:
            f.write(header[:-1])
            f.write(b" " * (size - len(header)))
            f.write(b"}")

    padded()
    loaded_save, seconds, peak = measured(Storage(folder).load_autosave, padded)
    code = loaded_save.notices[0].code if loaded_save.notices else "?"
    print(
        f"  a 140 MB autosave: refused ({code}) in {seconds * 1e3:.1f} ms, {peak / 2**20:.2f} MB, "
        f"set aside unread"
    )
    passes = (atomic.MAX_FILE_BYTES - 1000) // len('["pass",0,""],')
    document = json.loads(header)
    document["state"]["actions"] = [["pass", 0, ""]] * passes
    text = json.dumps(document, separators=(",", ":"))

    def passes_file() -> None:
        big.write_text(text, encoding="utf-8")

    passes_file()
    mb = big.stat().st_size / 2**20
    loaded_save, seconds, peak = measured(Storage(folder).load_autosave, passes_file)
    print(
        f"  a {mb:.1f} MB autosave of {passes:,} actions (just under the size limit): refused in "
        f"{seconds * 1e3:.0f} ms, {peak / 2**20:.0f} MB"
    )
    if hasattr(os, "mkfifo"):
        fifo_folder = root / "fifo"
        fifo_folder.mkdir()
        os.mkfifo(fifo_folder / "settings.json")
        _, seconds, _ = measured(Storage(fifo_folder).load_settings)
        print(f"  a FIFO named settings.json: reported in {seconds * 1e3:.1f} ms, never opened for reading")


def run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m gouji_lab.bench storage")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--long-seeds", type=int, default=20)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="gouji-bench-") as tmp:
        root = Path(tmp)
        store = Storage(root / "data")
        match = real_match(args.seed)
        print(f"replays of a real 5-game match (normal AI at every seat, seed {args.seed}):")
        times = []
        for i, game in enumerate(match.games, 1):
            replay_figures(store, game, f"game {i}")
            times.append(len(game.history))
        print(f"  {statistics.mean(times):.0f} actions a game on average")
        store.autosave(match)
        _, seconds, peak = measured(Storage(root / "data").load_autosave)
        print(f"  the whole match as the autosave: loads in {seconds * 1e3:.0f} ms, {peak / 2**20:.1f} MB")
        print(f"the longest legal game of {args.long_seeds} (seats pass, let and decline whenever they may):")
        replay_figures(store, longest_game(args.long_seeds), "longest")
        print("bad files:")
        refusal_figures(root)
    return 0
