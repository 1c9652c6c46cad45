"""Helpers for the app tests: post real pygame input events and run frames."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.controller import Controller, GameSetup
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui.anim import Animation
from gouji_desktop.engine import Action, ActionKind, Game


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def run_until(app: App, cond: Callable[[], bool], timeout: float = 30.0, dt: float = 1 / 60) -> None:
    """Run frames until ``cond()`` holds (AI answers come from a thread)."""
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise AssertionError("condition not reached in time")
        app.step(dt)
        time.sleep(0.0005)


def post(ev_type: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(ev_type, **attrs))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A real mouse click (down, up) at ``pos``, through the event queue."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app, 1)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i // steps
        y = start[1] + (end[1] - start[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 1)


def key(app: App, k: int, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)
    frames(app, 1)


class ScriptedAgent:
    """Plays the first wanted action that is legal, else passes, else the first legal one."""

    def __init__(self, wanted: Sequence[str] = ()) -> None:
        self.wanted = list(wanted)

    def set_match(self, match: object) -> None:
        """A script plays the same whether a game of the match follows or not."""

    def decide(self, view: object, legal: Sequence[Action]) -> Action:
        for text in self.wanted:
            for a in legal:
                if str(a) == text:
                    return a
        for a in legal:
            if a.kind == ActionKind.PASS:
                return a
        return legal[0]


def table_with(
    app: App, game: Game, scripts: dict[int, Sequence[str]] | None = None, save: bool = False
) -> TableScene:
    """A table over a prepared deal (the test hook), with scripted seats;
    ``save``: autosave through the app's storage."""
    controller = Controller(GameSetup(seed=1, match=False), game=game, store=app.store if save else None)
    for seat in range(1, 6):
        controller.agents[seat] = ScriptedAgent((scripts or {}).get(seat, ()))
    scene = TableScene(app, controller)
    app.push(scene)
    return scene


def card_center(scene: TableScene, index: int) -> tuple[int, int]:
    """A point on the visible part of hand card ``index``."""
    lay = scene.layout
    xs = lay.hand_positions([c.rank for c in scene.model.hand])
    lifted = index < len(scene.selected) and scene.selected[index]
    y = lay.hand_y(xs[index]) + lay.hand_card[1] // 2 - (int(24 * lay.s) if lifted else 0)
    return (xs[index] + 6, y)


def index_of(scene: TableScene, text: str, skip: int = 0) -> int:
    """The hand index of the ``skip``-th card whose rank name is ``text``."""
    from gouji_desktop.engine.cards import RANK_NAMES

    found = [i for i, c in enumerate(scene.model.hand) if RANK_NAMES[c.rank] == text]
    return found[skip]


def stored_app(size: tuple[int, int] = (1280, 720)) -> App:
    """An App over the test's data folder (``GOUJI_DATA_DIR``), as ``gouji``
    starts: settings loaded from storage; then instant animations, no AI delay."""
    store = Persistence.open()
    app = App(size, store.load_settings(), store=store, routes=ROUTES)
    app.settings.anim_speed, app.settings.ai_delay = "instant", 0.0
    return app


def title_read(app: App, title: object) -> None:
    """Run frames until the title screen has read the autosave (it reads in
    the background, so that it never waits on a disk)."""
    run_until(app, lambda: getattr(title, "pending", None) is None)
    frames(app, 1)


def bubbles_of(scene: TableScene) -> list[str]:
    """Every bubble and banner the table pops up from now on, in order, as text."""
    seen: list[str] = []
    add = scene.timeline.add_ambient

    def spy(anim: Animation, scaled: bool = True) -> None:
        if anim.label:
            seen.append(anim.label)
        add(anim, scaled)

    scene.timeline.add_ambient = spy  # type: ignore[method-assign]
    return seen
