"""A small seeded PRNG (SplitMix64) whose output never changes between Python
versions, so that a seed always deals the same cards (saves, replays, shared
deals).

>>> r = SeededRng(1)
>>> [r.below(10) for _ in range(5)]
[5, 9, 0, 5, 1]
>>> SeededRng(1).shuffled([1, 2, 3, 4]) == SeededRng(1).shuffled([1, 2, 3, 4])
True
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class SeededRng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffled(self, items: list[T]) -> list[T]:
        """A Fisher-Yates shuffled copy."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def derive(self, *labels: int) -> int:
        """A child seed for a labelled sub-stream (e.g. game g of a match)."""
        child = SeededRng(self.state)
        for label in labels:
            child.state = (child.state ^ ((label + 1) * 0xD1B54A32D192ED03)) & _MASK
            child.next64()
        return child.next64()
