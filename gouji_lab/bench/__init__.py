"""Benchmarks that print figures (never timed asserts in tests), each a module of its own:

    python -m gouji_lab.bench engine   # self-play decisions/s, games/s, legal_actions() p50/p99
    python -m gouji_lab.bench storage  # replay open time and memory, position access, bad files refused
    python -m gouji_lab.bench ai       # the hard level: rollouts/s from mid-game positions, decisions/s
    python -m gouji_lab.bench ai --sampler   # how many cards the guesses misplace
    python -m gouji_lab.bench review   # the post-game review (复盘): seconds a game of one seat
    python -m gouji_lab.bench gui      # idle CPU, frame time p50/p99 and longest frame, first frame
    python -m gouji_lab.bench net      # network tables: actions/s, the server's time per action, memory

``--help`` after the name lists each one's options.
"""

from __future__ import annotations

import importlib
import sys

#: the benchmarks, each the module ``gouji_lab.bench.NAME`` with a ``run(argv) -> int``
NAMES = ("engine", "storage", "ai", "review", "gui", "net")


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in NAMES:
        print(f"usage: python -m gouji_lab.bench {'|'.join(NAMES)} [options]", file=sys.stderr)
        return 2
    run = importlib.import_module(f"{__name__}.{argv[0]}").run
    code: int = run(argv[1:])
    return code
