"""Sound effects synthesized at start-up (pure Python, no files, no numpy).

With no audio device the game runs silent and says so (``Sounds.available``
is false and ``Sounds.problem`` holds the reason); it never crashes.
"""

from __future__ import annotations

import array
import logging
import math
import random
from collections.abc import Callable

import pygame

log = logging.getLogger(__name__)
RATE = 22050


def _tone(parts: list[tuple[float, float, float, float]], noise: float = 0.0, seed: int = 1) -> bytes:
    """Mix (start s, length s, frequency Hz, gain) partials with fast decays; 16-bit mono."""
    total = max(start + length for start, length, _, _ in parts)
    n = int(total * RATE) + 1
    buf = [0.0] * n
    rng = random.Random(seed)
    for start, length, freq, gain in parts:
        i0 = int(start * RATE)
        m = int(length * RATE)
        for i in range(m):
            t = i / RATE
            env = min(1.0, i / 60) * math.exp(-5.0 * t / length)
            v = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)
            if noise:
                v = (1 - noise) * v + noise * (rng.random() * 2 - 1)
            if i0 + i < n:
                buf[i0 + i] += gain * env * v
    peak = max(1e-9, max(abs(x) for x in buf))
    scale = 0.8 * 32767 / max(1.0, peak)
    return array.array("h", (int(x * scale) for x in buf)).tobytes()


RECIPES: dict[str, tuple[list[tuple[float, float, float, float]], float]] = {
    "play": ([(0, 0.09, 1400, 0.5), (0, 0.06, 300, 0.6)], 0.55),  # a card snap
    "pass": ([(0, 0.14, 330, 0.6), (0.06, 0.14, 262, 0.5)], 0.0),
    "burn": ([(0, 0.35, 196, 0.6), (0.05, 0.35, 392, 0.4), (0, 0.4, 98, 0.5)], 0.35),
    "out": ([(0, 0.18, 523, 0.5), (0.1, 0.18, 659, 0.5), (0.2, 0.3, 784, 0.6)], 0.0),
    "win": ([(0, 0.2, 523, 0.5), (0.15, 0.2, 659, 0.5), (0.3, 0.2, 784, 0.5), (0.45, 0.5, 1047, 0.6)], 0.0),
    "deal": ([(0, 0.05, 1800, 0.4)], 0.7),
    "click": ([(0, 0.04, 900, 0.5)], 0.0),
    "error": ([(0, 0.12, 180, 0.6), (0.08, 0.16, 150, 0.6)], 0.1),
}


class Sounds:
    """The game's sound effects at ``volume()`` (0 … 100, asked at each sound: the settings'
    volume, 0 when muted)."""

    def __init__(self, volume: Callable[[], int], enabled: bool = True) -> None:
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.problem = ""
        if enabled:
            self._open()

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            init = pygame.mixer.get_init()
            if not init:
                raise pygame.error("mixer did not start")
            channels = init[2]
            for name, (parts, noise) in RECIPES.items():
                data = _tone(parts, noise, seed=len(name))
                if channels == 2:
                    mono = array.array("h")
                    mono.frombytes(data)
                    stereo = array.array("h", (x for v in mono for x in (v, v)))
                    data = stereo.tobytes()
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
            self.available = True
        except (pygame.error, OSError, ValueError) as e:
            self.problem = str(e) or "no audio device"
            log.warning("no audio device (%s): running silent", self.problem)
            self.sounds.clear()

    def play(self, name: str) -> None:
        volume = self.volume()
        if not self.available or volume <= 0:
            return
        snd = self.sounds.get(name)
        if snd is None:
            return
        try:
            snd.set_volume(volume / 100.0)
            snd.play()
        except pygame.error:  # pragma: no cover - device vanished
            self.available = False
