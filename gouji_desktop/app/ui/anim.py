"""Tweened animations on one timeline.

An :class:`Animation` runs for ``duration`` seconds after ``delay`` and calls
back on start, every frame (with the eased progress) and at the end.  The
:class:`Timeline` plays *steps* one after another; the animations of a step
run together.  Ambient animations (toasts, glows) never block the game.

>>> tl = Timeline(); seen = []
>>> tl.add(Animation(0.5, on_end=lambda: seen.append("a")))
>>> tl.add(Animation(0.5, on_end=lambda: seen.append("b")))
>>> tl.update(0.6); seen, tl.idle
(['a'], False)
>>> tl.update(0.6); seen, tl.idle
(['a', 'b'], True)
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable

import pygame

Easing = Callable[[float], float]
DrawFn = Callable[[pygame.Surface, float], None]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_in_cubic(t: float) -> float:
    return t**3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(a: tuple[float, float], b: tuple[float, float], t: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from ``a`` to ``b`` (cards fly, they don't slide)."""
    x, y = lerp_point(a, b, t)
    return x, y - lift * math.sin(math.pi * t)


class Animation:
    """One tween: eased progress 0..1 over ``duration`` after ``delay``."""

    def __init__(
        self,
        duration: float,
        *,
        delay: float = 0.0,
        ease: Easing = ease_out_cubic,
        on_start: Callable[[], None] | None = None,
        on_update: Callable[[float], None] | None = None,
        on_end: Callable[[], None] | None = None,
        draw: DrawFn | None = None,
        layer: int = 0,
        label: str = "",
    ) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_start = on_start
        self.on_update = on_update
        self.on_end = on_end
        self.draw_fn = draw
        self.layer = layer
        self.label = label  # what it shows, in words (a bubble's text)
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        t = (self.elapsed - self.delay) / self.duration
        return self.ease(min(1.0, max(0.0, t)))

    def scale(self, factor: float) -> Animation:
        """Stretch time by ``factor`` (the animation-speed setting); 0 = instant."""
        self.duration *= factor
        self.delay *= factor
        return self

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if not self.started and self.elapsed >= self.delay:
            self.started = True
            if self.on_start:
                self.on_start()
        if self.started and self.on_update:
            self.on_update(self.progress)
        if self.started and self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_end:
                self.on_end()

    def draw(self, surface: pygame.Surface) -> None:
        if self.draw_fn and self.started and not self.done:
            self.draw_fn(surface, self.progress)


class Timeline:
    """Steps played in order; the animations in one step run together."""

    def __init__(self, speed: float = 1.0) -> None:
        self.steps: deque[list[Animation]] = deque()
        self.ambient: list[Animation] = []
        self.speed = speed  # time multiplier: 0 = everything instant

    @property
    def idle(self) -> bool:
        """No blocking animation is queued or running."""
        return not self.steps

    def add(self, *anims: Animation) -> None:
        """A new step of animations that run together."""
        self.steps.append([a.scale(self.speed) for a in anims])

    def join(self, *anims: Animation) -> None:
        """Add to the last queued step (or start one)."""
        if not self.steps:
            self.add(*anims)
        else:
            self.steps[-1].extend(a.scale(self.speed) for a in anims)

    def add_ambient(self, anim: Animation, scaled: bool = True) -> None:
        self.ambient.append(anim.scale(self.speed if scaled else 1.0))

    def clear(self) -> None:
        """Finish everything at once (callbacks run, so state stays right)."""
        while self.steps:
            for a in self.steps.popleft():
                a.update(a.delay + a.duration + 1.0)
        self.ambient.clear()

    def update(self, dt: float) -> None:
        frame_dt = dt
        budget = 64  # several instant steps may finish in one frame
        while self.steps and budget:
            budget -= 1
            step = self.steps[0]
            for a in step:
                a.update(dt)
            if all(a.done for a in step):
                self.steps.popleft()
                dt = 0.0
                continue
            break
        for a in self.ambient:
            a.update(frame_dt)
        self.ambient = [a for a in self.ambient if not a.done]

    def draw(self, surface: pygame.Surface) -> None:
        anims = [a for a in (self.steps[0] if self.steps else ())] + self.ambient
        for a in sorted(anims, key=lambda a: a.layer):
            a.draw(surface)
