"""The player's settings: one type, :class:`gouji_desktop.storage.Settings`
(persisted by storage), plus what the screens need to show and use them.

>>> speed_factor(Settings(anim_speed="fast")), speed_factor(Settings(anim_speed="instant"))
(0.5, 0.0)
>>> effective_volume(Settings(volume=40, muted=True)), effective_volume(Settings(volume=40))
(0, 40)
"""

from __future__ import annotations

from gouji_desktop.storage import AI_LEVELS, CARD_BACKS, PLAY_MODES, Settings

__all__ = [
    "AI_DELAYS",
    "AI_LEVELS",
    "ANIM_SPEEDS",
    "CARD_BACKS",
    "PLAY_MODES",
    "REPLAYS_KEPT",
    "Settings",
    "effective_volume",
    "speed_factor",
]

#: animation speed name -> how much faster than normal (0: instant)
ANIM_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
#: the choices of the settings screen (storage accepts any 0 … 5 s)
AI_DELAYS: tuple[float, ...] = (0.0, 0.3, 0.6, 1.0, 1.5, 2.5)
REPLAYS_KEPT: tuple[int, ...] = (0, 10, 20, 50, 100, 200, 500, 1000)


def speed_factor(settings: Settings) -> float:
    """Animation time multiplier: 0 means instant."""
    factor = ANIM_SPEEDS.get(settings.anim_speed, 1.0)
    return 0.0 if factor == 0 else 1.0 / factor


def effective_volume(settings: Settings) -> int:
    """0 … 100; 0 when muted."""
    return 0 if settings.muted else max(0, min(100, settings.volume))
