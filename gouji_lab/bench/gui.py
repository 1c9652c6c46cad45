"""Benchmark: an AI-only match through the real table scene, offscreen,
autosaving after every action as in play (into a temporary folder).

Prints the frame time (update + draw) p50/p99 and the longest whole frame
(events, update, draw, flip: what the player would see as a stall) at
1280×720 and 1920×1080, the same with hard computer seats at 1920×1080, the
CPU the game uses while it waits (title screen; the player's turn), and the
start-up time to the first frame.  Targets on the project's machine: p99 ≤ 10
ms at 1280×720, ≤ 16 ms at 1920×1080, no frame over 50 ms, idle CPU ≤ 2 % of
one core, first frame ≤ 1.5 s.

    python -m gouji_lab.bench gui [--games 5] [--level normal] [--hard-seconds 40]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

TARGETS = {(1280, 720): 10.0, (1920, 1080): 16.0}
FIRST_FRAME_TARGET = 1.5
FRAME_MAX_TARGET = 50.0  # ms, any whole frame
IDLE_CPU_TARGET = 2.0  # % of one core


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def frame_times(
    size: tuple[int, int], games: int, level: str, seed: int, seconds: float | None = None
) -> tuple[list[float], list[float], list[float], int]:
    """Play ``games`` games of a match by autoplay (or stop after ``seconds``):
    the update+draw time of every frame, every whole frame's wall time, and
    the CPU the frame loop's thread spent on it (wall ≫ CPU: the machine, not
    the game, held the frame back)."""
    import tempfile

    import pygame

    from gouji_desktop.app.routes import ROUTES
    from gouji_desktop.app.scenes.results import ResultsScene
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.persist import Persistence
    from gouji_desktop.app.shell.settings import Settings
    from gouji_desktop.app.table.controller import Controller, GameSetup
    from gouji_desktop.app.table.scene import TableScene
    from gouji_desktop.storage import Storage

    folder = tempfile.TemporaryDirectory(prefix="gouji-bench-")
    store = Persistence(Storage(folder.name, env={}))  # autosaves as in play, into a temp folder
    app = App(size, Settings(anim_speed="fast", ai_delay=0.0), store=store, routes=ROUTES)
    setup = GameSetup(seed=seed, levels=(level,) * 6, match=True)
    table = TableScene(app, Controller(setup, store=store))
    table.controller.autoplay = True
    app.push(table)
    times: list[float] = []
    whole: list[float] = []
    cpu: list[float] = []
    played = 0
    end = None if seconds is None else time.perf_counter() + seconds
    last = time.perf_counter()
    while played < games and (end is None or time.perf_counter() < end):
        cpu0 = time.thread_time()
        times.append(app.step(1 / 60))
        pygame.display.flip()
        whole.append(time.perf_counter() - last)
        cpu.append(time.thread_time() - cpu0)
        time.sleep(0.001)  # a real frame leaves other threads time between frames
        last = time.perf_counter()
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
    return times, whole, cpu, played


def idle_cpu(where: str, seconds: float = 3.0) -> float:
    """% of one core the game uses while it waits: at the title screen, or on
    the player's turn at the table (the real frame loop, ``App.run``); "timer"
    and "autopass": the player's turn with the turn timer (60 s) or 要不起
    auto-pass on (a turn with a play to choose: nothing passes by itself)."""
    import pygame

    from gouji_desktop.app.routes import ROUTES
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.settings import Settings
    from gouji_desktop.app.table.controller import Controller, GameSetup
    from gouji_desktop.app.table.scene import TableScene

    settings = Settings(anim_speed="fast", ai_delay=0.0)
    settings.turn_timer = 60 if where == "timer" else 0
    settings.auto_pass = where == "autopass"
    app = App((1280, 720), settings, routes=ROUTES)
    if where == "title":
        app.nav.title()
    else:
        table = TableScene(app, Controller(GameSetup(seed=7, match=False)))
        app.push(table)
        while not (
            table.my_turn and table.timeline.idle and not table.timeline.ambient
        ):  # up to seat 0's turn
            app.step(1 / 60)
            time.sleep(0.002)
    app.step(0.0)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(max_seconds=seconds)  # ends with shutdown()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    pygame.display.quit()
    return 100.0 * cpu / wall


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
        encoding="utf-8",
        errors="replace",
    ).stdout
    wall = time.perf_counter() - t0
    inner = float(out.strip().split()[-2]) if "first frame" in out else float("nan")
    return wall, inner


def run(argv: list[str]) -> int:
    p = argparse.ArgumentParser(
        prog="python -m gouji_lab.bench gui",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--games", type=int, default=5, help="games of the match per window size (1..5)")
    p.add_argument("--level", default="normal", help="AI level of every seat")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--hard-seconds", type=float, default=40.0, help="seconds of a hard-AI match at 1920×1080")
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
    labels = {
        "title": "title screen",
        "table": "player's turn",
        "timer": "player's turn, turn timer on",
        "autopass": "player's turn, auto-pass on",
    }
    for where, label in labels.items():
        idle = idle_cpu(where)
        good = idle <= IDLE_CPU_TARGET
        ok &= good
        verdict = "ok" if good else "MISSED"
        print(f"idle CPU, {label}: {idle:.2f} % of one core  target ≤ {IDLE_CPU_TARGET:g} %  {verdict}")
    runs = [(size, args.level, None, target) for size, target in TARGETS.items()]
    if args.hard_seconds > 0:
        runs.append(((1920, 1080), "hard", args.hard_seconds, TARGETS[(1920, 1080)]))
    for size, level, seconds, target in runs:
        times, whole, cpu, played = frame_times(size, args.games, level, args.seed, seconds)
        ms = [t * 1000 for t in times]
        p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
        worst = max(whole) * 1000
        worst_cpu = cpu[whole.index(max(whole))] * 1000
        good = p99 <= target and worst <= FRAME_MAX_TARGET
        ok &= good
        print(
            f"{size[0]}x{size[1]} {level}: {len(ms)} frames, {played} games  p50 {p50:.2f} ms  "
            f"p99 {p99:.2f} ms  max {max(ms):.2f} ms  whole-frame max {worst:.1f} ms "
            f"(its CPU {worst_cpu:.1f} ms; frame CPU max {max(cpu) * 1000:.1f} ms)  "
            f"target p99 ≤ {target:g} ms, max ≤ {FRAME_MAX_TARGET:g} ms  {'ok' if good else 'MISSED'}"
        )
    return 0 if ok else 1
