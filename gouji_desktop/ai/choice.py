"""The two small values a decision passes around.

A :data:`Choice` is what a seat does, ``(kind, play)``: an :class:`~gouji_desktop.engine.ActionKind`
and the engine's compact play (``None`` for a pass, a let or a burn's missing hand).  An
:data:`Option` is a choice the heuristic has scored, ``(score, kind, play)``.  They stay plain
tuples: the compiled hot code builds and compares millions of them.
"""

from __future__ import annotations

from gouji_desktop.engine import ActionKind
from gouji_desktop.engine.fast import Play

Choice = tuple[ActionKind, Play | None]
Option = tuple[float, ActionKind, Play | None]
