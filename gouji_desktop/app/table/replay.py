"""The replay viewer: steps through one saved game with all six hands face
up (forward, back, to either end, or playing itself).

The viewer is the real table (:class:`TableScene`) over a
:class:`ReplayController`: position ``k`` is the game after its first ``k``
actions; a step forward animates that action's events, a step back shows
the earlier position at once.
"""

from __future__ import annotations

import logging
import os
from functools import lru_cache
from pathlib import Path

import pygame

from gouji_desktop.app.i18n import cards_text, seat_name, short_date, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.animate import bubble
from gouji_desktop.app.table.controller import GameSetup, seed_of
from gouji_desktop.app.table.review_panel import ReviewPanel
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import MIN_TEXT
from gouji_desktop.app.ui.widgets import (
    Button,
    ButtonBar,
    draw_panel,
)
from gouji_desktop.engine import GAMES_PER_MATCH, Action, ActionKind, Decision, Event, EventKind, Game, Phase
from gouji_desktop.storage import Replay, ReplayReview

log = logging.getLogger(__name__)

#: events that show a step on the table by themselves (cards, bubbles)
SHOWN_ON_TABLE = frozenset(
    {
        EventKind.PLAY,
        EventKind.PASS,
        EventKind.LET,
        EventKind.BURN,
        EventKind.DECLARE,
        EventKind.REVOLT,
        EventKind.HEAD,
        EventKind.NOHEAD,
        EventKind.RETURN,
    }
)
RANK_LABELS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "☆", "★")


class ReplayController:
    """The table's controller for a replay: no AI, no saving; the game is the
    replay's position ``k``."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self.k = 0
        self._game = replay.position(0)
        self.setup = GameSetup(
            rules=self._game.rules,
            # the seed a player typed or can share: a match's, not the game's derived one
            seed=replay.info.match_seed if replay.info.match_seed is not None else seed_of(self._game, 0),
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
        self._actions: list[Action] | None = None

    @property
    def game(self) -> Game:
        return self._game

    def last_action(self) -> str:
        """What the step just taken did, in words, pre-play decisions included
        (宣点 or not, 革命 or not, 要头/无头, 还贡, declining a burn), which
        move no cards and would otherwise pass silently."""
        if self.k == 0:
            return ""
        if self._actions is None:
            self._actions = self.replay.actions
        action = self._actions[self.k - 1]
        before = self.replay.position(self.k - 1)
        return action_text(action, before.phase, before.decision)

    @property
    def total(self) -> int:
        return len(self.replay)

    game_number = 1
    games_total = 1
    human_to_act = False
    take_over_once = False  # no turn timer in a replay
    autoplay_ended = False

    def totals(self) -> list[int]:
        """The top bar's score: a match game's match totals as they stood before it (after it,
        once it is over), when the file kept them; else the game's own scores."""
        info = self.replay.info
        if info.match_before is not None and info.match_after is not None:
            return list(info.match_after if self._game.finished else info.match_before)
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


#: a decision that is not to act, by the phase (or the decision in play) it was made in
DECLINED = {
    Phase.DECLARE: "act.no_declare",
    Phase.REVOLT: "act.no_revolt",
    Decision.BURN_OFFER: "act.no_burn",
}


def action_text(action: Action, phase: Phase, decision: object) -> str:
    """One decision as the player reads it."""
    name = seat_name(action.seat)
    if action.kind == ActionKind.PASS:
        key = DECLINED.get(phase) or DECLINED.get(decision) or "act.pass"  # type: ignore[call-overload]  # phase and decision are StrEnum members, keys of DECLINED
        return tr(key, name=name)
    if action.kind in (ActionKind.PLAY, ActionKind.BURN, ActionKind.RETURN):
        return tr(f"act.{action.kind}", name=name, cards=cards_text(action.cards))
    return tr(f"act.{action.kind}", name=name)


class ReplayScene(TableScene):
    """Step through a replay on the table, every hand face up."""

    CONTROLS = ("to_start", "back", "play", "forward", "to_end")
    #: the seat whose decisions 复盘 judges: the player's (a replay is always seen from seat 0)
    REVIEWED_SEAT = 0

    def __init__(self, app: App, replay: Replay, review_now: bool = False) -> None:
        self.replay = replay
        self.playing = False
        self.next_at = 0.0
        # move 0 is shown as it stands (dealt, tribute paid): nothing flies before the player steps
        super().__init__(app, ReplayController(replay), resume=True)  # type: ignore[arg-type]  # a ReplayController drives the table like a Controller
        self.rc.seen = len(self.rc.game.events)
        info = replay.info
        follows = (
            info.match_seed is not None and info.game_number < GAMES_PER_MATCH and replay.game.rules.tribute
        )
        seat = replay.review.seat if replay.review is not None else self.REVIEWED_SEAT
        self.review = ReviewPanel(self, replay.game, seat, follows, replay.review, self.keep_review)
        # words popping up keep off the open hands, the tribute panel and the review's panels
        self.stage.also_clear = lambda: [*self.open_hands(), *self.panels_up(), *self.review.rects()]
        # reviewed from the results screen: the player's own game, kept as a replay or not
        self.own_game = review_now
        if review_now:
            self.review.start()
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
        self.buttons.add(Button("export", lambda: tr("rep.export"), self.export))
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

    def open_hands(self) -> list[pygame.Rect]:
        """Where the computer seats' open hands lie (with their frame)."""
        m = int(8 * self.layout.s)
        return [open_hand_rect(self, seat).inflate(m, m) for seat in range(1, 6)]

    @property
    def position(self) -> int:
        """How many of the game's actions the table shows."""
        return self.rc.k

    def keep_review(self, review: ReplayReview) -> None:
        """A finished review is kept with the replay (reopened without judging again) and, for
        the player's own games, in the statistics."""
        self.replay.review = review
        replay_id = self.replay.info.replay_id
        if replay_id.startswith("replay-"):  # the game's own replays; not one a friend sent
            self.app.store.keep_review(replay_id, self.replay.game, review)
        elif self.own_game:  # the player's game, not kept as a replay: counted all the same
            self.app.store.keep_review(None, self.replay.game, review)

    def on_exit(self) -> None:
        self.review.close()
        super().on_exit()

    @property
    def rc(self) -> ReplayController:
        return self.controller  # type: ignore[return-value]  # a ReplayController drives the table like a Controller

    def bar_label(self) -> str:
        info = self.replay.info
        label = tr("rep.bar", date=short_date(info.saved_at) or tr("rep.unknown_date"))
        if info.match_seed is not None:  # the bar's seed is the match's: say which game of it
            label += " · " + tr("rep.in_match", n=info.game_number)
        return label

    def export(self) -> None:
        """Write this replay as a .gouji-replay file to send to a friend; the toast names the file."""
        from gouji_desktop.storage.replay_files import ReplayFileError

        try:
            path = self.app.store.export_replay(self.replay.info.replay_id)
        except (ReplayFileError, OSError) as e:
            log.warning("export of replay %s failed: %s", self.replay.info.replay_id, e)
            self.toast.show(tr("rep.export_failed"), 4.0, "error")
            return
        home = str(Path.home())
        shown = "~" + str(path)[len(home) :] if str(path).startswith(home + os.sep) else str(path)
        self.toast.show(tr("rep.exported", path=shown), 6.0)

    def pause(self) -> None:
        """The top bar's button leads back to the list."""
        self.app.nav.back()

    def go(self, k: int) -> None:
        """One step forward is animated; any other move shows the position at once."""
        self.timeline.clear()
        before = self.rc.k
        events = self.rc.go(k)
        if self.rc.k == before:
            return
        if events:
            self.on_events(events)
        else:  # a jump or a step back: the position at once, nothing in flight
            self.model.reset()
            self.model.restore(self.rc.game.view(0))
            self.selected = [False] * len(self.model.hand)
        if self.rc.k == before + 1 and not any(e.kind in SHOWN_ON_TABLE for e in events):
            # a decision that moved no cards (不宣点, 不革命, 要头 …): said at its seat
            seat = self.rc._actions[self.rc.k - 1].seat if self.rc._actions else None
            text = self.rc.last_action()
            if text and seat is not None:
                bubble(self.stage, text, seat)
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
        panel = self.overlay_panel()
        if panel is not None and (
            (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE)
            or (ev.type == pygame.MOUSEBUTTONDOWN and panel.collidepoint(ev.pos))
        ):
            self.close_overlays()  # Esc or a click closes the log or 上一轮 before leaving the viewer
            return
        if self.review.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: lambda: self.go(self.rc.k + 1),
                pygame.K_LEFT: lambda: self.go(self.rc.k - 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(self.rc.total),
                pygame.K_SPACE: self.toggle_play,
                pygame.K_ESCAPE: self.app.nav.back,
                pygame.K_l: self.toggle_log,
                pygame.K_r: self.toggle_round,
            }
            action = keys.get(ev.key)
            if action:
                action()
            return
        if not self.controls.handle_event(ev):
            self.buttons.handle_event(ev)

    def frame_rate(self) -> float:
        moving = self.playing or not self.timeline.idle or self.timeline.ambient or self.toast.visible
        return 60.0 if moving or self.review.running else 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        self.review.update()
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
        parts = [tr("rep.step", k=rc.k, n=rc.total), rc.last_action()]
        parts.append(
            tr("rep.over") if rc.game.finished else tr("rep.next_by", name=seat_name(rc.game.to_act))
        )
        return " · ".join(p for p in parts if p)

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_for(*surface.get_size())
        for key, rect in zip(self.CONTROLS, lay.buttons.values(), strict=True):
            self.controls[key].rect = rect
        self.buttons["export"].rect = lay.auto_button
        self.buttons["export"].visible = self.app.store.enabled
        super().draw(surface)
        for seat in range(1, 6):
            draw_open_hand(surface, self, seat)
        self.controls.draw(surface)
        self.review.draw(surface)


def open_hand_rect(scene: TableScene, seat: int) -> pygame.Rect:
    """Where a computer seat's open hand goes: under its panel (beside it for
    the seat at the top)."""
    lay = scene.layout
    r = lay.seat_rects[seat]
    height = max(int(66 * lay.s), 2 * 32 + 2)  # two rows of tiles with 13 px text
    if seat == 3:
        return pygame.Rect(r.right + int(12 * lay.s), r.top, r.w, max(r.h, height))
    return pygame.Rect(r.left, r.bottom + int(6 * lay.s), r.w, height)


def draw_open_hand(surface: pygame.Surface, scene: TableScene, seat: int) -> None:
    """A seat's cards face up as rank tiles, the rank over how many (suits do
    not matter in Gouji)."""
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
        size = max(MIN_TEXT, int(tile_h * 0.42))
        label = _ink(RANK_LABELS[rank], size, color)
        count = _ink(str(counts[rank]), size, (170, 100, 0))
        half = tile.h // 2  # the rank in the upper half, how many in the lower, glyphs never touching
        surface.blit(label, label.get_rect(center=(tile.centerx, tile.top + half // 2 + 1)))
        surface.blit(count, count.get_rect(center=(tile.centerx, tile.top + half + half // 2)))


@lru_cache(maxsize=128)
def _ink(text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """A line of bold text cropped to its glyphs (no line spacing above and below)."""
    img = fonts.text(text, size, color, True)
    return img.subsurface(img.get_bounding_rect()).copy()
