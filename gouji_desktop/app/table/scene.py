"""The table: six seats, seat 0's hand, the buttons, and the game's flow.

Input never waits on animations: cards may be selected at any time; the
buttons act only when it is the player's decision and the timeline is idle.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from gouji_desktop.app.i18n import seat_name, tr, tr_error
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import speed_factor
from gouji_desktop.app.table import draw as table_draw
from gouji_desktop.app.table.animate import animate_batch, bubble
from gouji_desktop.app.table.controller import Controller
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.ui import cardart
from gouji_desktop.app.ui.anim import Timeline
from gouji_desktop.app.ui.layout import TableLayout, table_layout
from gouji_desktop.app.ui.widgets import Button, ButtonBar, Toast
from gouji_desktop.engine import Action, Card, Event, IllegalAction

DOUBLE_CLICK = 0.35
PRELUDE_DIALOGS = {"declare": ("declare", "pass"), "revolt": ("revolt", "pass"), "head": ("head", "nohead")}


def hint_key(action: Action) -> tuple[int, ...]:
    """Weakest first: fewest big jokers, small jokers and 2s, then the lowest
    plain rank, then the fewest cards (presentation order only)."""
    ranks = [c.rank for c in action.cards]
    plain = [r for r in ranks if r < 12]
    return (ranks.count(14), ranks.count(13), ranks.count(12), max(plain) if plain else 99, len(ranks))


class TableScene(Scene):
    """The game table over a :class:`Controller`; ``resume`` shows a saved game
    as it stands instead of animating it from the deal."""

    def __init__(self, app: App, controller: Controller, resume: bool = False) -> None:
        super().__init__(app)
        self.controller = controller
        controller.listener = self.on_events
        controller.ai_delay = app.settings.ai_delay
        self.model = TableModel()
        self.timeline = Timeline(speed_factor(app.settings))
        self._layout: TableLayout | None = None
        self.selected: list[bool] = []
        self.press: dict[str, object] | None = None
        self.drag_pos: tuple[int, int] | None = None
        self.hover_index: int | None = None
        self.last_click = (-1.0, -1)
        self.hint_index = -1
        self.pending: Callable[[], None] | None = None
        self.toast = Toast()
        self.log_open = False
        self.results_at: float | None = None
        self.clock = 0.0
        self.buttons = ButtonBar(
            [
                Button("hint", lambda: tr("btn.hint"), self.hint),
                Button("pass", lambda: tr("btn.pass"), self.pass_),
                Button("let", lambda: tr("btn.let"), self.let),
                Button("burn", lambda: tr("btn.burn"), self.burn, "danger"),
                Button("play", lambda: tr("btn.play"), self.play_selection, "primary"),
                Button(
                    "auto",
                    lambda: tr("btn.auto_off" if self.controller.autoplay else "btn.auto"),
                    self.toggle_auto,
                ),
                Button("menu", lambda: tr("btn.menu"), self.pause),
                Button("log", lambda: tr("btn.log"), self.toggle_log),
                Button("return", lambda: tr("btn.return"), self.return_selected, "primary"),
            ]
        )
        self.dialog = ButtonBar(
            [
                Button("yes", "", lambda: self.answer_dialog(True), "primary"),
                Button("no", "", lambda: self.answer_dialog(False)),
            ]
        )
        w, h = app.size
        lay = self.layout_for(w, h)
        cardart.warm([lay.hand_card, lay.table_card], app.settings.card_back)
        if resume:
            self.restore()
        else:
            self.start_game()

    # ----- layout ------------------------------------------------------------

    def layout_for(self, w: int, h: int) -> TableLayout:
        if self._layout is None or self._layout.size != (w, h):
            self._layout = table_layout(w, h)
            self._place_buttons()
        return self._layout

    @property
    def layout(self) -> TableLayout:
        return self.layout_for(*self.app.size)

    def _place_buttons(self) -> None:
        lay = self._layout
        assert lay is not None
        for key, rect in lay.buttons.items():
            self.buttons[key].rect = rect
        self.buttons["return"].rect = lay.buttons["play"]
        self.buttons["auto"].rect = lay.auto_button
        self.buttons["menu"].rect = lay.menu_button
        self.buttons["log"].rect = lay.log_button
        dlg_w, dlg_h = int(140 * lay.s), int(46 * lay.s)
        cx, cy = lay.table_center
        self.dialog["yes"].rect = pygame.Rect(
            cx - dlg_w - int(10 * lay.s), cy + int(50 * lay.s), dlg_w, dlg_h
        )
        self.dialog["no"].rect = pygame.Rect(cx + int(10 * lay.s), cy + int(50 * lay.s), dlg_w, dlg_h)

    # ----- the flow ----------------------------------------------------------

    def start_game(self) -> None:
        """Show the current game from its first event: the engine logs the deal,
        the tribute (seat 0's own cards face up), 买三, revolts, void deals and
        the first lead, and the table animates exactly those."""
        self.model.reset()
        self.results_at = None
        self.selected = []
        events = self.controller.take_events()
        if events:
            self.on_events(events)
        else:  # a game set up at its first lead (Game.from_hands): nothing to animate
            self.after_batch()
        if not self.controller.game.finished:
            self.controller.save()  # a new deal is a new table to come back to

    def restore(self) -> None:
        """A resumed game: the table as it stands (same hands, same last hands of
        the round, same log), no animation; a finished one goes to its results."""
        ctl = self.controller
        view = ctl.game.view(0)
        self.model.reset()
        self.model.restore(view)
        ctl.seen = len(view.log)
        self.selected = [False] * len(self.model.hand)
        self.results_at = None
        if ctl.game.finished:
            ctl.save()  # a crash after the last action: count it (once) and move on
            self.results_at = self.clock

    def on_events(self, events: list[Event]) -> None:
        self.hint_index = -1
        animate_batch(self, events)

    def after_batch(self) -> None:
        """All animations of a batch have played: match the engine exactly."""
        game = self.controller.game
        old = list(self.model.hand)
        self.model.sync(game.view(0))
        self.model.hidden.clear()
        if old != self.model.hand or len(self.selected) != len(self.model.hand):
            self.selected = [False] * len(self.model.hand)
        if game.finished and self.results_at is None:
            self.results_at = self.clock + 0.9 * max(0.2, self.timeline.speed)

    def banner(self, text: str) -> None:
        bubble(self, text, None, big=True)

    def on_enter(self) -> None:
        self.timeline.speed = speed_factor(self.app.settings)
        self.controller.ai_delay = self.app.settings.ai_delay

    def on_language(self) -> None:
        from gouji_desktop.app.ui import fonts

        fonts.clear_cache()
        table_draw._table_surface.cache_clear()

    def on_exit(self) -> None:
        self.controller.close()

    def bar_label(self) -> str:
        """The top bar's first words: which game this is."""
        ctl = self.controller
        return tr("game.n", n=ctl.game_number, total=ctl.games_total) if ctl.match else tr("game.single")

    # ----- decisions -----------------------------------------------------------

    @property
    def my_turn(self) -> bool:
        return self.controller.human_to_act and self.timeline.idle

    def legal_kinds(self) -> set[str]:
        """What seat 0 may do now (also while the last animations still play)."""
        return {a.kind for a in self.controller.legal()} if self.controller.human_to_act else set()

    def later(self, action: Callable[[], None]) -> bool:
        """Input is never lost: a decision made while the last animations still
        play is kept and carried out as soon as the timeline is idle."""
        if self.controller.human_to_act and not self.timeline.idle:
            self.pending = action
            return True
        return False

    def selected_cards(self) -> list[Card]:
        return [c for i, c in enumerate(self.model.hand) if i < len(self.selected) and self.selected[i]]

    def submit(self, action: Action) -> bool:
        try:
            self.controller.submit(action)
        except IllegalAction as e:
            self.toast.show(tr_error(e), 3.5, "error")
            self.app.sounds.play("error")
            return False
        self.selected = [False] * len(self.model.hand)
        return True

    def play_selection(self) -> None:
        if self.later(self.play_selection) or not self.my_turn:
            return
        kind = "burn" if self.controller.game.decision == "burn_offer" else "play"
        self.submit(Action(kind, 0, tuple(sorted(self.selected_cards()))))

    def pass_(self) -> None:
        if self.later(self.pass_):
            return
        if "pass" in self.legal_kinds():
            self.submit(Action.pass_(0))

    def let(self) -> None:
        if self.later(self.let):
            return
        if "let" in self.legal_kinds():
            self.submit(Action.let(0))

    def burn(self) -> None:
        if self.later(self.burn) or "burn" not in self.legal_kinds():
            return
        if not self.selected_cards():
            self.hint()
            return
        self.submit(Action.burn(0, tuple(self.selected_cards())))

    def hint(self) -> None:
        """Select the next legal play, weakest first."""
        if self.later(self.hint) or not self.my_turn:
            return
        plays = sorted((a for a in self.controller.legal() if a.kind in ("play", "burn")), key=hint_key)
        if not plays:
            self.toast.show(tr("hint.none"), 2.0)
            return
        self.hint_index = (self.hint_index + 1) % len(plays)
        self.select_cards(plays[self.hint_index].cards)

    def select_cards(self, cards: tuple[Card, ...]) -> None:
        hand = self.model.hand
        sel = [False] * len(hand)
        for c in cards:
            for j, h in enumerate(hand):
                if not sel[j] and h.rank == c.rank and (c.suit is None or h.suit == c.suit):
                    sel[j] = True
                    break
        self.selected = sel

    def toggle_auto(self) -> None:
        self.controller.autoplay = not self.controller.autoplay
        self.selected = [False] * len(self.model.hand)

    def toggle_log(self) -> None:
        self.log_open = not self.log_open

    def pause(self) -> None:
        self.app.nav.pause()

    def return_selected(self) -> None:
        cards = self.selected_cards()
        if self.my_turn and self.controller.game.phase == "return" and len(cards) == 1:
            self.submit(Action.return_(0, cards[0]))

    def answer_dialog(self, yes: bool) -> None:
        phase = self.controller.game.phase
        if not self.my_turn or phase not in PRELUDE_DIALOGS:
            return
        kind = PRELUDE_DIALOGS[phase][0 if yes else 1]
        for a in self.controller.legal():
            if a.kind == kind:
                self.submit(a)
                return

    def lit_cards(self) -> set[Card] | None:
        """In the 还贡 choice: the cards the engine allows (others are dimmed)."""
        if self.my_turn and self.controller.game.phase == "return":
            return {a.cards[0] for a in self.controller.legal()}
        return None

    def return_prompt(self) -> tuple[str, str]:
        """Whom seat 0 returns to now (i of n) and the rule that applies."""
        from gouji_desktop.app.table.dialogs import return_prompt

        return return_prompt(self)

    # ----- input ---------------------------------------------------------------

    def card_at(self, pos: tuple[int, int]) -> int | None:
        lay = self.layout
        hand = self.model.hand
        xs = lay.hand_positions([c.rank for c in hand])
        w, h = lay.hand_card
        lift = int(24 * lay.s)
        for i in range(len(hand) - 1, -1, -1):
            sel = i < len(self.selected) and self.selected[i]
            rect = pygame.Rect(xs[i], lay.hand_y(xs[i]) - (lift if sel else 0), w, h + (lift if sel else 0))
            if rect.collidepoint(pos):
                return i
        return None

    def handle_event(self, ev: pygame.event.Event) -> None:
        if len(self.selected) != len(self.model.hand):
            self.selected = [False] * len(self.model.hand)
        if ev.type == pygame.KEYDOWN:
            self._key(ev.key)
            return
        phase = self.controller.game.phase
        if self.my_turn and phase in PRELUDE_DIALOGS:
            self.dialog.handle_event(ev)
            return
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self.selected = [False] * len(self.model.hand)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._mouse_down(ev.pos)
        elif ev.type == pygame.MOUSEMOTION:
            self.hover_index = self.card_at(ev.pos)
            self._mouse_move(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._mouse_up(ev.pos)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.pause()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.controller.game.phase == "return":
                self.return_selected()
            else:
                self.play_selection()
        elif key == pygame.K_SPACE:
            self.pass_()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_l:
            self.toggle_log()

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        i = self.card_at(pos)
        if i is None:
            return
        now = time.monotonic()
        returning = self.controller.game.phase == "return"
        if now - self.last_click[0] < DOUBLE_CLICK and self.last_click[1] == i:
            self.last_click = (-1.0, -1)
            if returning:
                self.selected = [j == i for j in range(len(self.model.hand))]
                self.return_selected()
                return
            rank = self.model.hand[i].rank
            self.selected = [c.rank == rank for c in self.model.hand]
            self.press = None
            return
        self.last_click = (now, i)
        if returning:
            self.selected = [j == i for j in range(len(self.model.hand))]
            return
        was = self.selected[i]
        self.press = {
            "index": i,
            "pos": pos,
            "base": list(self.selected),
            "value": not was,
            "mode": "hold" if was else "sweep",
        }
        if not was:
            self.selected[i] = True

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        press = self.press
        if press is None:
            return
        lay = self.layout
        i0 = int(press["index"])  # type: ignore[call-overload]
        if press["mode"] in ("hold", "drag") and pos[1] < lay.hand_area.top:
            press["mode"] = "drag"
            self.drag_pos = pos
            return
        if press["mode"] == "drag":
            self.drag_pos = pos
            return
        j = self.card_at(pos)
        if j is None or (press["mode"] == "hold" and j == i0):
            return
        press["mode"] = "sweep"
        sel = list(press["base"])  # type: ignore[call-overload]
        for k in range(min(i0, j), max(i0, j) + 1):
            sel[k] = bool(press["value"])
        self.selected = sel

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        press, self.press = self.press, None
        dragging, self.drag_pos = self.drag_pos is not None, None
        if press is None:
            return
        if dragging:
            if pos[1] < self.layout.hand_area.top - 4:
                self.play_selection()
            return
        if press["mode"] == "hold":  # a plain click on a selected card
            self.selected[int(press["index"])] = False  # type: ignore[call-overload]

    # ----- frame ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        if self.pending is not None and self.timeline.idle:
            action, self.pending = self.pending, None
            if self.controller.human_to_act:
                action()
        self.toast.update(dt)
        self.controller.poll(self.timeline.idle)
        kinds = self.legal_kinds()
        phase = self.controller.game.phase
        playing = phase == "play"
        b = self.buttons
        has_sel = any(self.selected)
        b["play"].enabled = "play" in kinds and has_sel
        b["pass"].enabled = "pass" in kinds and playing
        b["let"].enabled = "let" in kinds
        b["burn"].enabled = "burn" in kinds
        b["hint"].enabled = bool(kinds & {"play", "burn"})
        for key in ("play", "pass", "let", "burn", "hint"):
            b[key].visible = phase not in ("return",)
        b["return"].visible = phase == "return"
        b["return"].enabled = "return" in kinds and sum(self.selected) == 1
        if self.results_at is not None and self.clock >= self.results_at and self.timeline.idle:
            self.results_at = None
            self.app.nav.results(self.controller, self.start_game)

    def status_text(self) -> str:
        ctl = self.controller
        game = ctl.game
        thinking = ctl.shown_thinking
        if game.phase == "revolt" and not ctl.human_to_act:
            return tr("turn.revolt_phase")
        if game.finished or (not self.timeline.idle and not ctl.human_to_act):
            return "" if thinking is None else tr("turn.thinking", name=seat_name(thinking))
        if ctl.autoplay:
            return tr("turn.autoplay")
        if ctl.human_to_act:
            if game.phase == "play":
                return tr(f"turn.{game.decision}")
            return ""
        if thinking is not None:
            return tr("turn.thinking", name=seat_name(thinking))
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        from gouji_desktop.app.table.dialogs import draw_prelude_dialog

        lay = self.layout_for(*surface.get_size())
        table_draw.draw_table(surface, lay)
        for seat in range(6):
            table_draw.draw_shown(surface, self, seat)
        for seat in range(6):
            table_draw.draw_seat(surface, self, seat, self.clock)
        table_draw.draw_top_bar(surface, self)
        if self.drag_pos is not None:
            table_draw.draw_drop_zone(surface, self)
        phase = self.controller.game.phase
        if self.model.tributes and phase not in ("play", "over"):
            prompt, rule = self.return_prompt() if self.my_turn and phase == "return" else ("", "")
            table_draw.draw_tribute_panel(surface, self, prompt, rule)
        table_draw.draw_status(surface, self, self.status_text())
        self.buttons.draw(surface)
        table_draw.draw_hand(surface, self)
        self.timeline.draw(surface)  # flying cards and bubbles above everything but dialogs
        if self.log_open:
            table_draw.draw_log(surface, self)
        if self.my_turn and phase in PRELUDE_DIALOGS:
            draw_prelude_dialog(surface, self, phase)
        self.toast.draw(
            surface, (lay.table_center[0], lay.status.top - int(26 * lay.s)), int(lay.font * 1.05)
        )
