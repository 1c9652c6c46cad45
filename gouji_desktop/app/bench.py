"""Benchmark: an AI-only match through the real table scene, offscreen,
autosaving after every action as in play (into a temporary folder).

Prints the frame time (update + draw) p50/p99 at 1280×720 and 1920×1080 and
the start-up time to the first frame.  Targets on the project's machine:
p99 ≤ 10 ms at 1280×720, ≤ 16 ms at 1920×1080, first frame ≤ 1.5 s.

    python -m gouji_desktop.app.bench [--games 5] [--level normal]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

TARGETS = {(1280, 720): 10.0, (1920, 1080): 16.0}
FIRST_FRAME_TARGET = 1.5


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def frame_times(size: tuple[int, int], games: int, level: str, seed: int) -> tuple[list[float], int]:
    """Play ``games`` games of a match by autoplay; the update+draw time of every frame."""
    import tempfile

    import pygame

    from gouji_desktop.app.scenes.results import ResultsScene
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.persist import Persistence
    from gouji_desktop.app.shell.settings import Settings
    from gouji_desktop.app.table.controller import Controller, GameSetup
    from gouji_desktop.app.table.scene import TableScene
    from gouji_desktop.storage import Storage

    folder = tempfile.TemporaryDirectory(prefix="gouji-bench-")
    store = Persistence(Storage(folder.name, env={}))  # autosaves as in play, into a temp folder
    app = App(size, Settings(anim_speed="fast", ai_delay=0.0), store=store)
    setup = GameSetup(seed=seed, levels=(level,) * 6, match=True)
    table = TableScene(app, Controller(setup, store=store))
    table.controller.autoplay = True
    app.push(table)
    times: list[float] = []
    played = 0
    while played < games:
        times.append(app.step(1 / 60))
        pygame.display.flip()
        time.sleep(0.001)  # a real frame leaves the AI thread time between frames
        if isinstance(app.top, ResultsScene):
            played += 1
            if played < games and not app.top.match_over:
                app.top.next_game()
            else:
                break
    table.controller.close()
    app.shutdown()
    folder.cleanup()
    pygame.display.quit()
    return times, played


def first_frame() -> tuple[float, float]:
    """(wall time from process start, in-process time) to the first frame."""
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"))
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    t0 = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-m", "gouji_desktop", "--first-frame"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    wall = time.perf_counter() - t0
    inner = float(out.strip().split()[-2]) if "first frame" in out else float("nan")
    return wall, inner


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=5, help="games of the match per window size (1..5)")
    p.add_argument("--level", default="normal", help="AI level of every seat")
    p.add_argument("--seed", type=int, default=2024)
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    ok = True
    wall, inner = first_frame()
    good = wall <= FIRST_FRAME_TARGET
    ok &= good
    print(
        f"start-up to first frame: {wall:.3f} s wall ({inner:.3f} s in process)  "
        f"target ≤ {FIRST_FRAME_TARGET} s  {'ok' if good else 'MISSED'}"
    )
    for size, target in TARGETS.items():
        times, played = frame_times(size, args.games, args.level, args.seed)
        ms = [t * 1000 for t in times]
        p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
        good = p99 <= target
        ok &= good
        print(
            f"{size[0]}x{size[1]}: {len(ms)} frames, {played} games  p50 {p50:.2f} ms  p99 {p99:.2f} ms  "
            f"max {max(ms):.2f} ms  target p99 ≤ {target:g} ms  {'ok' if good else 'MISSED'}"
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
