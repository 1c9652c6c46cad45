"""How to play, page by page, with rendered card examples."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui import cardart, fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import GOLD, INK, Button, ButtonBar, draw_background, draw_panel, draw_text
from gouji_desktop.engine import parse_cards

#: per page: examples as (cards, ok) or (cards, other, beats)
EXAMPLES: dict[int, list[tuple[str, ...]]] = {
    1: [("BJ SJ 2S AH KD 10C 4S",)],
    2: [
        ("8S 8H 8D", "ok"),
        ("SJ SJ 8C 8H 8S", "ok"),
        ("2H 2D 6S 6C", "ok"),
        ("3S 4H 5D 6C 7S", "no"),
        ("8S 8D 9H", "no"),
    ],
    3: [
        ("9S 9H 9C 9D 9S", "2H 2D 8S 8C 8D", "beats"),
        ("BJ BJ 9S 9H 9D", "SJ SJ 8S 8C 8D", "beats"),
        ("KS KH KD", "QS QH QC QD", "not"),
    ],
    4: [
        ("10S 10H 10C 10D 10S", "ok"),
        ("JS JH JC JD", "ok"),
        ("QS QH QD", "ok"),
        ("KS KH", "ok"),
        ("SJ 5D", "ok"),
        ("9S 9H 9C 9D 9S 9H", "no"),
    ],
    5: [("3S 3H 3D", "ok"), ("2S 3H 3D", "no")],
    6: [],
}
PAGES = 6


class RulesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 1
        self.buttons = ButtonBar(
            [
                Button("prev", lambda: tr("rules.prev"), lambda: self.turn(-1)),
                Button("next", lambda: tr("rules.next"), lambda: self.turn(1), "primary"),
                Button("back", lambda: tr("common.back"), self.app.nav.back),
            ]
        )

    def turn(self, step: int) -> None:
        self.page = max(1, min(PAGES, self.page + step))

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
            elif ev.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            elif ev.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            return
        self.buttons.handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        panel = pygame.Rect(0, 0, int(1000 * s), int(620 * s))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (10, 26, 24, 235), int(20 * s), (*GOLD, 140))
        draw_text(
            surface, tr("rules.title"), int(20 * s), (panel.left + int(30 * s), panel.top + int(20 * s)), GOLD
        )
        draw_text(
            surface,
            tr("rules.page", i=self.page, n=PAGES),
            int(18 * s),
            (panel.right - int(30 * s), panel.top + int(20 * s)),
            INK,
            anchor="topright",
        )
        p = self.page
        draw_text(
            surface,
            tr(f"rules.p{p}.title"),
            int(34 * s),
            (w // 2, panel.top + int(50 * s)),
            GOLD,
            True,
            "midtop",
        )
        fs = int(20 * s)
        y = panel.top + int(110 * s)
        for line in fonts.wrap(tr(f"rules.p{p}.body"), fs, panel.w - int(90 * s)):
            draw_text(surface, line, fs, (panel.left + int(45 * s), y), INK)
            y += int(fs * 1.6)
        y += int(14 * s)
        cw, ch = int(58 * s), int(82 * s)
        col = 0
        x0 = panel.left + int(45 * s)
        for ex in EXAMPLES[p]:
            cards = parse_cards(ex[0])
            if len(ex) == 1:
                step = int(cw * 1.08)
                x = (w - (cw + step * (len(cards) - 1))) // 2
                for i, c in enumerate(cards):
                    surface.blit(cardart.face(c, int(cw * 1.4), int(ch * 1.4)), (x + i * int(step * 1.4), y))
                continue
            if len(ex) == 3 and col:  # a comparison takes a whole row
                col = 0
                y += ch + int(16 * s)
            x = x0 + col * (panel.w - int(90 * s)) // 2
            step = int(cw * 0.55)
            for i, c in enumerate(cards):
                surface.blit(cardart.face(c, cw, ch), (x + i * step, y))
            tx = x + step * (len(cards) - 1) + cw + int(12 * s)
            if len(ex) == 2:
                ok = ex[1] == "ok"
                draw_text(
                    surface,
                    tr("rules.ok" if ok else "rules.no"),
                    int(18 * s),
                    (tx, y + ch // 2),
                    (120, 220, 120) if ok else (240, 110, 100),
                    True,
                    "midleft",
                )
            else:
                beats = ex[2] == "beats"
                r = draw_text(
                    surface,
                    tr("rules.beats" if beats else "rules.not_beats"),
                    int(16 * s),
                    (tx, y + ch // 2),
                    (120, 220, 120) if beats else (240, 110, 100),
                    True,
                    "midleft",
                )
                ox = r.right + int(12 * s)
                for i, c in enumerate(parse_cards(ex[1])):
                    surface.blit(cardart.face(c, cw, ch), (ox + i * step, y))
            col += 2 if len(ex) == 3 else 1
            if col >= 2:
                col = 0
                y += ch + int(16 * s)
        bw, bh = int(150 * s), int(46 * s)
        self.buttons["prev"].rect = pygame.Rect(
            panel.left + int(30 * s), panel.bottom - bh - int(20 * s), bw, bh
        )
        self.buttons["next"].rect = pygame.Rect(
            panel.right - bw - int(30 * s), panel.bottom - bh - int(20 * s), bw, bh
        )
        self.buttons["back"].rect = pygame.Rect((w - bw) // 2, panel.bottom - bh - int(20 * s), bw, bh)
        self.buttons["prev"].enabled = p > 1
        self.buttons["next"].enabled = p < PAGES
        self.buttons.draw(surface)
