"""The normal AI level frozen as a fixed baseline (issue 11): every later change
to the heuristic shows its gain in points per game against the same opponent.

    python -m gouji_lab.arena --a normal --b baseline --games 400 --jobs 2 --seed 1

A copy in the lab, not shipped in the bundle (build_scripts/gouji.spec collects
what the game imports, and the game never imports the lab).  It imports only the engine's public face,
``gouji_desktop.engine`` and ``gouji_desktop.engine.fast``, so it keeps
working while the engine's internals change.  Do not improve it: that is what
``gouji_desktop.ai`` is for.
"""

from __future__ import annotations

from .agents import BaselineAgent

__all__ = ["BaselineAgent"]
