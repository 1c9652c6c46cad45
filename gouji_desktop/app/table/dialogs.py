"""The pre-play dialogs on the table (宣点, 革命, 要头/无头) and the 还贡 prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.widgets import GOLD, INK, dim, draw_panel, draw_text

if TYPE_CHECKING:
    from gouji_desktop.app.table.scene import TableScene


def draw_prelude_dialog(surface: pygame.Surface, scene: TableScene, phase: str) -> None:
    lay = scene.layout
    s = lay.s
    dim(surface, 90)
    cx, cy = lay.table_center
    panel = pygame.Rect(0, 0, int(560 * s), int(250 * s))
    panel.center = (cx, cy)
    yes, no = scene.dialog["yes"], scene.dialog["no"]
    yes.rect.bottom = no.rect.bottom = panel.bottom - int(22 * s)
    draw_panel(surface, panel.move(0, 6), (0, 0, 0, 100), int(18 * s), None)
    draw_panel(surface, panel, (12, 30, 28, 245), int(18 * s), (*GOLD, 180))
    draw_text(
        surface,
        tr(f"dlg.{phase}.title"),
        int(lay.font * 1.5),
        (cx, panel.top + int(18 * s)),
        GOLD,
        True,
        "midtop",
    )
    fs = int(lay.font * 0.95)
    y = panel.top + int(70 * s)
    for line in fonts.wrap(tr(f"dlg.{phase}.body"), fs, panel.w - int(60 * s)):
        draw_text(surface, line, fs, (cx, y), INK, anchor="midtop")
        y += int(fs * 1.5)
    yes._label = tr(f"dlg.{phase}.yes")
    no._label = tr(f"dlg.{phase}.no")
    scene.dialog.draw(surface)


def return_prompt(scene: TableScene) -> tuple[str, str]:
    """Whom seat 0 returns a card to now (i of n) and the rule that applies (R-NORETURNSINGLE)."""
    view = scene.controller.game.view(0)
    log = list(view.log)
    last_deal = max((i for i, e in enumerate(log) if e.kind == "deal"), default=0)
    log = log[last_deal:]
    queue = [e.seat for e in scene.model.tributes if e.target == 0 for _ in range(e.value or 0)]
    done = sum(1 for e in log if e.kind == "return" and e.seat == 0)
    if done >= len(queue):
        return "", ""
    giver = queue[done]
    assert giver is not None
    prompt = tr("trib.return_to", name=seat_name(giver), i=done + 1, n=len(queue))
    same_team = giver % 2 == 0
    rule = (
        tr("trib.free")
        if same_team or not view.rules.no_return_single
        else tr("trib.rule", name=seat_name(giver))
    )
    return prompt, rule
