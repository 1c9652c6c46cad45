"""录像: the list of saved replays, and a viewer that steps through one game
with all six hands face up (forward, back, to either end, or playing itself).

The viewer is the real table (:class:`TableScene`) over a
:class:`ReplayController`: position ``k`` is the game after its first ``k``
actions; a step forward animates that action's events, a step back shows
the earlier position at once.
"""

from __future__ import annotations

import pygame

from gouji_desktop.engine import Event, Game
from gouji_desktop.storage import Replay, ReplayInfo

from . import fonts
from .controller import GameSetup
from .i18n import seat_name, short_date, tr
from .layout import scale_of
from .scene import App, Scene
from .table_scene import TableScene
from .widgets import GOLD, INK, INK_DIM, Button, ButtonBar, draw_background, draw_panel, draw_text, fit_size

ROWS_PER_PAGE = 8
RANK_LABELS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "☆", "★")


class ReplayListScene(Scene):
    """Pick a replay: date, seat 0's place and score, the finishing order."""

    def __init__(self, app: App, infos: list[ReplayInfo] | None = None) -> None:
        super().__init__(app)
        self.infos = infos if infos is not None else app.store.list_replays()
        self.page = 0
        self.hover: int | None = None
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.pop, "primary"),
                Button("prev", lambda: tr("rules.prev"), lambda: self.turn(-1)),
                Button("next", lambda: tr("rules.next"), lambda: self.turn(1)),
            ]
        )

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.infos) // ROWS_PER_PAGE))

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def open(self, index: int) -> None:
        """View replay ``index``; a bad file is set aside by storage (a notice
        says so) and leaves the list."""
        info = self.infos[index]
        replay = self.app.store.load_replay(info.replay_id)
        if replay is None:
            self.infos = self.app.store.list_replays()
            self.page = min(self.page, self.pages - 1)
            return
        self.app.push(ReplayScene(self.app, replay))

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.app.pop()
            elif ev.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)
            elif ev.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.turn(1)
            return
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.MOUSEMOTION:
            self.hover = next((i for r, i in self.row_rects if r.collidepoint(ev.pos)), None)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            hit = next((i for r, i in self.row_rects if r.collidepoint(ev.pos)), None)
            if hit is not None:
                self.open(hit)
        elif ev.type == pygame.MOUSEWHEEL:
            self.turn(-1 if ev.y > 0 else 1)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        draw_text(surface, tr("rep.title"), int(38 * s), (w // 2, int(16 * s)), GOLD, True, "midtop", True)
        panel = pygame.Rect(0, 0, min(w - int(60 * s), int(1100 * s)), h - int(180 * s))
        panel.midtop = (w // 2, int(76 * s))
        draw_panel(surface, panel, (10, 26, 24, 225), int(16 * s), (*GOLD, 110))
        self.row_rects = []
        if not self.infos:
            draw_text(surface, tr("rep.empty"), int(20 * s), panel.center, INK_DIM, anchor="center")
        else:
            self.draw_rows(surface, panel, s)
        back, prev, nxt = self.buttons["back"], self.buttons["prev"], self.buttons["next"]
        y = panel.bottom + int(22 * s)
        back.rect = pygame.Rect(0, 0, int(180 * s), int(50 * s))
        back.rect.midtop = (w // 2, y)
        for b, dx in ((prev, -240), (nxt, 240)):
            b.rect = pygame.Rect(0, 0, int(150 * s), int(50 * s))
            b.rect.midtop = (w // 2 + int(dx * s), y)
            b.visible = self.pages > 1
        prev.enabled, nxt.enabled = self.page > 0, self.page < self.pages - 1
        if self.pages > 1:
            draw_text(
                surface,
                tr("rep.page", i=self.page + 1, n=self.pages),
                int(18 * s),
                (w // 2 + int(390 * s), y + int(25 * s)),
                INK_DIM,
                anchor="center",
            )
        self.buttons.draw(surface)

    def draw_rows(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        fs = int(19 * s)
        cols = [
            ("rep.date", 0.03),
            ("rep.place", 0.25),
            ("rep.score", 0.38),
            ("rep.order", 0.51),
            ("rep.steps", 0.90),
        ]
        y = panel.top + int(18 * s)
        for key, fx in cols:
            text = tr(key)
            draw_text(
                surface,
                text,
                fit_size(text, int(fs * 0.9), int(panel.w * 0.13), True),
                (panel.left + int(panel.w * fx), y),
                INK_DIM,
                True,
            )
        y += int(38 * s)
        row_h = (panel.bottom - y - int(10 * s)) // ROWS_PER_PAGE
        start = self.page * ROWS_PER_PAGE
        for i, info in enumerate(self.infos[start : start + ROWS_PER_PAGE], start):
            row = pygame.Rect(panel.left + int(12 * s), y, panel.w - int(24 * s), row_h - int(6 * s))
            self.row_rects.append((row, i))
            draw_panel(surface, row, (255, 255, 255, 34 if i == self.hover else 14), int(10 * s), None)
            cy = row.centery
            order = " → ".join(seat_name(seat) for seat in info.places)
            values = [
                short_date(info.saved_at) or tr("rep.unknown_date"),
                tr(f"place.{info.seat0_place}"),
                f"{info.seat0_score:+d}",
                order,
                str(info.actions),
            ]
            widths = [0.21, 0.12, 0.12, 0.38, 0.09]
            for (key, fx), value, fw in zip(cols, values, widths, strict=True):
                size = fit_size(value, fs, int(panel.w * fw))
                color = GOLD if key in ("rep.place", "rep.score") else INK
                draw_text(
                    surface,
                    value,
                    size,
                    (panel.left + int(panel.w * fx), cy),
                    color,
                    key != "rep.order",
                    "midleft",
                )
            y += row_h


class ReplayController:
    """The table's controller for a replay: no AI, no saving; the game is the
    replay's position ``k``."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.k = 0
        self._game = replay.position(0)
        seed = self._game.seed or 0
        self.setup = GameSetup(
            rules=self._game.rules,
            seed=seed if isinstance(seed, int) else 0,
            levels=("normal", *replay.info.ai_levels),
            match=False,
        )
        self.match = None
        self.store = None
        self.autoplay = False
        self.thinking: int | None = None
        self.shown_thinking: int | None = None
        self.ai_delay = 0.0
        self.seen = 0
        self.listener = None

    @property
    def game(self) -> Game:
        return self._game

    @property
    def total(self) -> int:
        return len(self.replay)

    game_number = 1
    games_total = 1
    human_to_act = False

    def totals(self) -> list[int]:
        return list(self._game.scores or [0] * 6)

    def legal(self) -> list[object]:
        return []

    def take_events(self) -> list[Event]:
        """Every event of the game so far not shown yet, all cards face up."""
        new = list(self._game.events[self.seen :])
        self.seen = len(self._game.events)
        return new

    def go(self, k: int) -> list[Event]:
        """Move to position ``k``; the events of the step when it is one forward."""
        k = max(0, min(self.total, k))
        forward = k == self.k + 1
        self.k = k
        self._game = self.replay.position(k)
        self.seen = len(self._game.events)
        return self.replay.events(k) if forward else []

    def poll(self, idle: bool) -> None:
        """Nothing to decide: the viewer moves on its own clock."""

    def save(self) -> None:
        """A replay is never saved again."""

    def close(self) -> None:
        """No worker thread."""


class ReplayScene(TableScene):
    """Step through a replay on the table, every hand face up."""

    CONTROLS = ("to_start", "back", "play", "forward", "to_end")

    def __init__(self, app: App, replay: Replay) -> None:
        self.replay = replay
        self.playing = False
        self.next_at = 0.0
        super().__init__(app, ReplayController(replay))  # type: ignore[arg-type]
        for key in ("hint", "pass", "let", "burn", "play", "return", "auto"):
            self.buttons[key].visible = False
        self.buttons["menu"]._label = lambda: tr("common.back")
        actions = {
            "to_start": lambda: self.go(0),
            "back": lambda: self.go(self.rc.k - 1),
            "play": self.toggle_play,
            "forward": lambda: self.go(self.rc.k + 1),
            "to_end": lambda: self.go(self.rc.total),
        }
        self.controls = ButtonBar(
            [
                Button(
                    k,
                    (lambda: tr("rep.pause" if self.playing else "rep.play"))
                    if k == "play"
                    else tr(f"rep.{k}"),
                    actions[k],
                    "primary" if k == "play" else "normal",
                )
                for k in self.CONTROLS
            ]
        )

    @property
    def rc(self) -> ReplayController:
        return self.controller  # type: ignore[return-value]

    def bar_label(self) -> str:
        return tr("rep.bar", date=short_date(self.replay.info.saved_at) or tr("rep.unknown_date"))

    def pause(self) -> None:
        """The top bar's button leads back to the list."""
        self.app.pop()

    def go(self, k: int) -> None:
        """One step forward is animated; any other move shows the position at once."""
        self.timeline.clear()
        before = self.rc.k
        events = self.rc.go(k)
        if self.rc.k == before:
            return
        if events:
            self.on_events(events)
        else:
            self.model.restore(self.rc.game.view(0))
            self.selected = [False] * len(self.model.hand)
        if self.rc.k >= self.rc.total:
            self.playing = False

    def toggle_play(self) -> None:
        if self.rc.k >= self.rc.total:
            self.go(0)
        self.playing = not self.playing
        self.next_at = self.clock

    def after_batch(self) -> None:
        """Match the engine; a replay shows no results screen."""
        self.model.sync(self.rc.game.view(0))
        self.model.hidden.clear()
        self.selected = [False] * len(self.model.hand)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: lambda: self.go(self.rc.k + 1),
                pygame.K_LEFT: lambda: self.go(self.rc.k - 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(self.rc.total),
                pygame.K_SPACE: self.toggle_play,
                pygame.K_ESCAPE: self.app.pop,
                pygame.K_l: self.toggle_log,
            }
            action = keys.get(ev.key)
            if action:
                action()
            return
        if not self.controls.handle_event(ev):
            self.buttons.handle_event(ev)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        self.toast.update(dt)
        rc = self.rc
        c = self.controls
        c["to_start"].enabled = c["back"].enabled = rc.k > 0
        c["forward"].enabled = c["to_end"].enabled = rc.k < rc.total
        if self.playing and self.timeline.idle:
            if rc.k >= rc.total:
                self.playing = False
            elif self.clock >= self.next_at:
                self.go(rc.k + 1)
                self.next_at = self.clock + max(0.2, self.app.settings.ai_delay)

    def status_text(self) -> str:
        rc = self.rc
        step = tr("rep.step", k=rc.k, n=rc.total)
        if rc.game.finished:
            return f"{step} · {tr('rep.over')}"
        return f"{step} · {tr('rep.next_by', name=seat_name(rc.game.to_act))}"

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_for(*surface.get_size())
        for key, rect in zip(self.CONTROLS, lay.buttons.values(), strict=True):
            self.controls[key].rect = rect
        super().draw(surface)
        for seat in range(1, 6):
            draw_open_hand(surface, self, seat)
        self.controls.draw(surface)


def open_hand_rect(scene: TableScene, seat: int) -> pygame.Rect:
    """Where a computer seat's open hand goes: under its panel (beside it for
    the seat at the top)."""
    lay = scene.layout
    r = lay.seat_rects[seat]
    height = int(66 * lay.s)
    if seat == 3:
        return pygame.Rect(r.right + int(12 * lay.s), r.top, r.w, r.h)
    return pygame.Rect(r.left, r.bottom + int(6 * lay.s), r.w, height)


def draw_open_hand(surface: pygame.Surface, scene: TableScene, seat: int) -> None:
    """A seat's cards face up as rank tiles with counts (suits do not matter in Gouji)."""
    lay = scene.layout
    s = lay.s
    counts = [0] * 15
    for card in scene.controller.game.hand(seat):
        counts[card.rank] += 1
    ranks = [r for r in range(15) if counts[r]]
    if not ranks:
        return
    area = open_hand_rect(scene, seat)
    gap = max(1, int(2 * s))
    per_row = 8
    tile_w = (area.w - (per_row - 1) * gap) // per_row
    tile_h = (area.h - gap) // 2
    draw_panel(surface, area.inflate(int(8 * s), int(8 * s)), (0, 0, 0, 70), int(8 * s), None)
    for i, rank in enumerate(ranks):
        x = area.left + (i % per_row) * (tile_w + gap)
        y = area.top + (i // per_row) * (tile_h + gap)
        tile = pygame.Rect(x, y, tile_w, tile_h)
        wild = rank >= 12
        draw_panel(
            surface, tile, (255, 248, 226, 245) if not wild else (255, 236, 170, 250), int(4 * s), None
        )
        color = (200, 40, 40) if rank == 14 else (30, 30, 30)
        label = fonts.text(RANK_LABELS[rank], int(tile_h * 0.46), color, True)
        surface.blit(label, label.get_rect(midtop=(tile.centerx, tile.top + int(1 * s))))
        count = fonts.text(f"×{counts[rank]}", int(tile_h * 0.36), (150, 90, 0), True)
        surface.blit(count, count.get_rect(midbottom=(tile.centerx, tile.bottom - int(1 * s))))
