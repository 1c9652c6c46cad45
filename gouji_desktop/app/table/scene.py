"""The table: six seats, seat 0's hand, the buttons, and the game's flow.

The table talks to its game through one interface, a :class:`TableSession`: a game on
this computer (:class:`LocalSession` over the controller) or a seat at a network table
(:class:`NetworkSession`, turned so that the seat taken is seat 0, at the bottom).  It reads
what seat 0 may know (``session.view()``), never the game itself.

Input never waits on animations: cards may be selected at any time; the
buttons act only when it is the player's decision and the timeline is idle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import pygame

from gouji_desktop.app.i18n import seat_name, set_seat_names, tr, tr_error
from gouji_desktop.app.net.session import LocalSession, NetworkSession, TableSession
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.shell.settings import speed_factor
from gouji_desktop.app.table import draw as table_draw
from gouji_desktop.app.table import overlays
from gouji_desktop.app.table.animate import Stage, animate_batch, banner
from gouji_desktop.app.table.controller import Controller, seed_of
from gouji_desktop.app.table.dialogs import DialogLook, dialog_look, draw_prelude_dialog, return_prompt
from gouji_desktop.app.table.hints import Hint, TableHints, draw_hint
from gouji_desktop.app.table.input import TableInput
from gouji_desktop.app.table.lesson import AnyLesson, GameLessonController, LessonController, LessonRefused
from gouji_desktop.app.table.lesson_panel import LessonPanel
from gouji_desktop.app.table.menus import TableMenus
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.table.network import NetworkTable
from gouji_desktop.app.table.turn import TurnClock, TurnLook, let_matters, options_text
from gouji_desktop.app.tutorial import COURSE
from gouji_desktop.app.ui import cardart
from gouji_desktop.app.ui.anim import Timeline
from gouji_desktop.app.ui.layout import TABLE_BUTTONS, TableLayout, table_layout
from gouji_desktop.app.ui.widgets import GOLD, Button, ButtonBar, Toast
from gouji_desktop.engine import (
    Action,
    ActionKind,
    Card,
    Decision,
    Event,
    GameView,
    IllegalAction,
    Phase,
)

AUTO_PASS_AFTER = 0.8  # seconds the player sees 要不起 before the automatic pass
#: the buttons of seat 0's decisions (托管 and the bar's buttons are always there)
DECISION_BUTTONS = ("hint", "pass", "let", "burn", "play", "return")
#: the play row, shown through the play (让 only when it can change anything)
PLAY_ROW = ("hint", "pass", "burn", "play")
PRELUDE_DIALOGS = {
    Phase.DECLARE: (ActionKind.DECLARE, ActionKind.PASS),
    Phase.REVOLT: (ActionKind.REVOLT, ActionKind.PASS),
    Phase.HEAD: (ActionKind.HEAD, ActionKind.NOHEAD),
}


class TableScene(TableInput, TableHints, TableMenus, LessonPanel, NetworkTable, Scene):
    """The game table over a session: a :class:`Controller` (a game on this computer, a
    lesson) or a :class:`TableSession`; ``resume`` shows a saved game as it stands instead
    of animating it from the deal."""

    def __init__(self, app: App, table: Controller | TableSession, resume: bool = False) -> None:
        super().__init__(app)
        session: TableSession = (
            table
            if isinstance(table, LocalSession | NetworkSession)
            else LocalSession(cast(Controller, table))
        )
        self.session = session
        #: a seat at a network table (None: a game on this computer)
        self.net: NetworkSession | None = session if isinstance(session, NetworkSession) else None
        #: the local game's controller (None at a network table)
        self.local: Controller | None = (
            cast(Controller, session.controller) if isinstance(session, LocalSession) else None
        )
        controller = self.local
        #: a tutorial lesson (教程): seat 0's moves go through it; no 托管, no save, no results
        self.lesson: AnyLesson | None = (
            controller if isinstance(controller, LessonController | GameLessonController) else None
        )
        #: the last lesson (完整一局): the hint's reason shows at every turn of the player
        self.whole_game = controller if isinstance(controller, GameLessonController) else None
        self.lesson_note: tuple[str, str] = ("", "")  # after a wrong move: the engine's reason, the hint
        self.lesson_recorded = False
        session.listener = self.on_events
        session.ai_delay = app.settings.ai_delay
        if controller is not None:
            controller.on_answer = app.wake  # a computer seat's answer is taken at once
        self.model = TableModel()
        self.timeline = Timeline(speed_factor(app.settings))
        self._layout: TableLayout | None = None
        self.selected: list[bool] = []
        self.press: dict[str, object] | None = None
        self.drag_pos: tuple[int, int] | None = None
        self.hover_index: int | None = None
        self.last_click = (-1.0, -1)
        self.hint_index = -1
        self._hint: tuple[GameView, str, Hint] | None = None  # this decision's 提示, once reckoned
        self.hint_open = False  # 提示 was pressed in this decision: its reason shows
        self.pending: Callable[[], None] | None = None
        self.toast = Toast()
        self.log_open = False
        self.round_open = False  # the 上一轮 overlay
        self.results_at: float | None = None
        self.clock = 0.0
        self.turn_clock = TurnClock()  # how long seat 0's decision has waited
        self.turn = TurnLook("", frozenset(), frozenset())  # set every frame by update()
        self._drawn: tuple[tuple[object, ...], str, pygame.Rect] | None = None  # what the last draw showed
        self.buttons = ButtonBar(
            [
                Button("hint", lambda: tr("btn.hint"), self.hint),
                Button("pass", lambda: tr("btn.pass"), self.pass_),
                Button("let", lambda: tr("btn.let"), self.let),
                Button("burn", lambda: tr("btn.burn"), self.burn, "danger"),
                Button("play", lambda: tr("btn.play"), self.play_selection, "primary"),
                Button(
                    "auto",
                    lambda: tr("btn.auto_off" if self.session.autoplay else "btn.auto"),
                    self.toggle_auto,
                ),
                Button("menu", lambda: tr("tutorial.bar_menu" if self.lesson else "btn.menu"), self.pause),
                Button("log", lambda: tr("btn.log"), self.toggle_log),
                Button("round", lambda: tr("btn.round"), self.toggle_round),
                Button("return", lambda: tr("btn.return"), self.return_selected, "primary"),
                Button("sort", lambda: tr("btn.sort"), lambda: self.open_menu("sort")),
                Button("talk", lambda: tr("btn.talk"), lambda: self.open_menu("talk")),
            ]
        )
        for key in ("sort", "talk"):  # shown by update(): not in the replay viewer
            self.buttons[key].visible = False
        self.menu: str | None = None  # the 理牌 or 快捷语 list while it is open
        self.popup = ButtonBar()
        #: computer seats say a phrase now and then (not in a lesson nor a replay)
        self.talks = isinstance(controller, Controller) and self.lesson is None
        self.send_phrase: Callable[[str], None] | None = None  # a network table's phrases go to its server
        self.proposed: Action | None = None  # the last action proposed
        self._let: tuple[GameView, bool] | None = None  # whether 让 matters, for this decision's view
        self.dialog = ButtonBar(
            [
                Button("yes", "", lambda: self.answer_dialog(True), "primary"),
                Button("no", "", lambda: self.answer_dialog(False)),
            ]
        )
        self.lesson_bar = ButtonBar(
            [
                Button("next", lambda: tr("tutorial.next"), self.next_lesson, "primary"),
                Button("again", lambda: tr("tutorial.again"), self.lesson_again),
                Button("menu", lambda: tr("tutorial.menu"), self.app.nav.back),
                Button("start", lambda: tr("tutorial.game.start"), self.start_whole_game, "primary"),
            ]
        )
        self.stage = Stage(
            self.timeline,
            self.model,
            lambda: self.layout,
            app.sounds,
            lambda: self.app.settings.card_back,
            self.after_batch,
        )
        self.stage.also_clear = self.panels_up  # words popping up keep off the tribute panel and dialogs
        self.stage.talk = self.hear
        w, h = app.size
        lay = self.layout_for(w, h)
        cardart.warm([lay.hand_card, lay.table_card], app.settings.card_back)
        table_draw.table_surface(lay)  # before the first frame, not in it
        self.setup_network()
        if self.net is not None:
            self.wait_for_deal()
        elif resume:
            self.restore()
        else:
            self.start_game()

    @property
    def controller(self) -> Controller:
        """The local game's controller (a game on this computer, a lesson, a replay)."""
        if self.local is None:
            raise AttributeError("a network table has no local controller")
        return self.local

    def view(self) -> GameView:
        """What seat 0 may know now (the table reads nothing else of the game)."""
        return self.session.view()

    @property
    def phase(self) -> Phase:
        return self.view().phase

    # ----- layout ------------------------------------------------------------

    def layout_for(self, w: int, h: int) -> TableLayout:
        if self._layout is None or self._layout.size != (w, h):
            self._layout = table_layout(w, h)
            self._place_buttons()
        return self._layout

    @property
    def layout(self) -> TableLayout:
        return self.layout_for(*self.app.size)

    def _pack_row(self) -> None:
        """The decision buttons that show sit side by side, centred (no gap
        where 让 is left out)."""
        lay = self.layout
        keys = [k for k in TABLE_BUTTONS if self.buttons[k].visible]
        slots = list(lay.buttons.values())
        if not keys or len(slots) < 2:
            return
        w, gap = slots[0].w, slots[1].left - slots[0].right
        x0 = (lay.size[0] - len(keys) * w - (len(keys) - 1) * gap) // 2
        for i, key in enumerate(keys):
            self.buttons[key].rect = pygame.Rect(x0 + i * (w + gap), slots[0].top, w, slots[0].h)

    def _place_buttons(self) -> None:
        lay = self._layout
        assert lay is not None
        for key, rect in lay.buttons.items():
            self.buttons[key].rect = rect
        self.buttons["return"].rect = lay.buttons["play"]
        self.buttons["auto"].rect = lay.auto_button
        self.buttons["menu"].rect = lay.menu_button
        self.buttons["log"].rect = lay.log_button
        self.buttons["round"].rect = lay.round_button
        self.buttons["sort"].rect = lay.sort_button
        self.buttons["talk"].rect = lay.talk_button
        self.menu = None

    # ----- the flow ----------------------------------------------------------

    def start_game(self) -> None:
        """Show the current game from its first event: the engine logs the deal,
        the tribute (seat 0's own cards face up), 买三, revolts, void deals and
        the first lead, and the table animates exactly those."""
        if self.net is not None and self.net.closed_reason is not None:
            self.rejoin()  # the results' 重新连接: the seat again, the table as it then stands
            return
        if self.net is not None and (not self.net.started or self.net.result() is not None):
            self.wait_for_deal()  # the next game of a network match: the server deals it
            return
        self.model.reset()
        self.results_at = None
        self.selected = []
        self.new_talk()
        ctl = self.local
        if ctl is not None and ctl.autoplay_ended:
            ctl.autoplay_ended = False
            self.toast.show(tr("auto.ended"), 3.0)
        events = self.session.take_events()
        if events:
            self.on_events(events)
        else:  # a game set up at its first lead (Game.from_hands): nothing to animate
            self.after_batch()
        if not self.view().finished:
            self.session.save()  # a new deal is a new table to come back to

    def restore(self) -> None:
        """A resumed game: the table as it stands (same hands, same last hands of
        the round, same log), no animation; a finished one goes to its results."""
        view = self.view()
        self.model.reset()
        self.model.restore(view)
        self.new_talk()
        self.session.take_events()  # all shown as it stands
        self.selected = [False] * len(self.model.hand)
        self.results_at = None
        if view.finished:
            self.session.save()  # a crash after the last action: count it (once) and move on
            self.results_at = self.clock

    def on_events(self, events: list[Event]) -> None:
        self.hint_index = -1
        self.hint_open = False
        animate_batch(self.stage, events, self.view())

    def after_batch(self) -> None:
        """All animations of a batch have played: match the engine exactly."""
        view = self.view()
        old = list(self.model.hand)
        self.model.sync(view)
        self.model.hidden.clear()
        if old != self.model.hand or len(self.selected) != len(self.model.hand):
            self.selected = [False] * len(self.model.hand)
        if view.finished and self.results_at is None and self.lesson is None:
            self.results_at = self.clock + 0.9 * max(0.2, self.timeline.speed)

    def banner(self, text: str) -> None:
        banner(self.stage, text)

    def on_enter(self) -> None:
        self.timeline.speed = speed_factor(self.app.settings)
        self.session.ai_delay = self.app.settings.ai_delay

    def on_language(self) -> None:
        from gouji_desktop.app.ui import fonts

        fonts.clear_cache()
        table_draw._table_surface.cache_clear()

    def on_exit(self) -> None:
        set_seat_names()  # the catalogue's names again, away from a network table
        self.session.close()

    def bar_label(self) -> str:
        """The top bar's first words: which game this is."""
        ses = self.session
        if self.lesson is not None:
            title = tr(f"tutorial.{self.lesson.key}.title")
            return f"{tr('tutorial.lesson', i=self.lesson.index + 1, n=len(COURSE))} · {title}"
        label = (
            tr("game.n", n=ses.game_number, total=ses.games_total)
            if ses.games_total > 1
            else tr("game.single")
        )
        # which game first: a narrow bar cuts the room code before it (table_draw.top_bar)
        return f"{label} · {tr('tnet.bar', room=self.net.client.room)}" if self.net is not None else label

    # ----- decisions -----------------------------------------------------------

    @property
    def my_turn(self) -> bool:
        """Seat 0's decision is the player's and the table shows it (the last
        animations played; not while the turn timer has handed it to 托管)."""
        ctl = self.local
        return (
            self.session.human_to_act and not (ctl is not None and ctl.take_over_once) and self.timeline.idle
        )

    def legal_kinds(self) -> set[ActionKind]:
        """What seat 0 may do now (also while the last animations still play);
        让 only when it can change anything (see :func:`turn.let_matters`)."""
        if not self.session.human_to_act:
            return set()
        kinds = {a.kind for a in self.session.legal()}
        if ActionKind.LET in kinds and not self.let_matters():
            kinds.discard(ActionKind.LET)
        return kinds

    def let_matters(self) -> bool:
        """:func:`turn.let_matters` of this decision (reckoned once per view)."""
        view = self.view()
        if self._let is None or self._let[0] is not view:
            self._let = (view, let_matters(view))
        return self._let[1]

    def later(self, action: Callable[[], None]) -> bool:
        """Input is never lost: a decision made while the last animations still
        play is kept and carried out as soon as the timeline is idle."""
        if self.session.human_to_act and not self.timeline.idle:
            self.pending = action
            return True
        return False

    def selected_cards(self) -> list[Card]:
        return [c for i, c in enumerate(self.model.hand) if i < len(self.selected) and self.selected[i]]

    def submit(self, action: Action) -> bool:
        try:
            self.session.submit(action)
        except LessonRefused as refused:  # the lesson waits: why, and what to do
            feedback = refused.feedback
            reason = tr("tutorial.refused", reason=tr_error(feedback.illegal)) if feedback.illegal else ""
            self.lesson_note = (reason, tr(feedback.hint) if feedback.hint else "")
            self.app.sounds.play("error")
            return False
        except IllegalAction as e:
            self.toast.show(tr_error(e), 3.5, "error")
            self.app.sounds.play("error")
            return False
        self.selected = [False] * len(self.model.hand)
        self.lesson_note = ("", "")
        self.proposed = action  # at a network table a refusal chooses these cards again
        return True

    def play_selection(self) -> None:
        if self.later(self.play_selection) or not self.my_turn:
            return
        kind = ActionKind.BURN if self.view().decision == Decision.BURN_OFFER else ActionKind.PLAY
        self.submit(Action(kind, 0, tuple(sorted(self.selected_cards()))))

    def pass_(self) -> None:
        if self.later(self.pass_):
            return
        if ActionKind.PASS in self.legal_kinds():
            self.submit(Action.pass_(0))

    def let(self) -> None:
        if self.later(self.let):
            return
        if ActionKind.LET in self.legal_kinds():
            self.submit(Action.let(0))

    def burn(self) -> None:
        if self.later(self.burn) or ActionKind.BURN not in self.legal_kinds():
            return
        if not self.selected_cards():  # 烧 with nothing selected: the weakest burn (or the lesson's)
            burns = [a for a in self.hint_order() if a.kind == ActionKind.BURN]
            if burns:
                self.select_cards(burns[0].cards)
            return
        self.submit(Action.burn(0, tuple(self.selected_cards())))

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
        self.session.autoplay = not self.session.autoplay
        self.selected = [False] * len(self.model.hand)

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.round_open = False

    def toggle_round(self) -> None:
        """上一轮: the round before, play by play, over the middle of the table."""
        self.round_open = not self.round_open
        self.log_open = False

    def overlay_panel(self) -> pygame.Rect | None:
        """The log or 上一轮 panel when one is open."""
        if self.round_open:
            return overlays.last_round_look(self.layout, self.model).panel
        if self.log_open:
            return overlays.log_panel(self.layout, self.model)
        return None

    def close_overlays(self) -> None:
        self.round_open = self.log_open = False

    def pause(self) -> None:
        if self.lesson is not None:  # a lesson has nothing to keep: back to the lessons
            self.app.nav.back()
            return
        self.app.nav.pause()

    # ----- 理牌 and 快捷语 (menus.py) ----------------------------------------------

    def talk_seed(self) -> str | None:
        """The computer seats' phrases of this game are drawn from this (None: they say nothing)."""
        ctl = self.local
        if not self.talks or ctl is None:
            return None
        return f"{seed_of(ctl.game, ctl.setup.seed)}:{ctl.game_number}"

    def active_seats(self) -> list[int]:
        """The other seats still playing (a teammate among them may answer a phrase)."""
        view = self.view()
        return [seat for seat in range(1, 6) if view.active[seat] and not view.rebel[seat]]

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.net is not None and self.network_event(ev):
            return  # the lost connection's overlay, or the wait for the deal, takes the input
        if self.waiting_to_start:
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.start_whole_game()
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
                return
            if self.lesson_bar.handle_event(ev):
                return
        if self.lesson_over:
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                (self.lesson_again if self.lesson is not None and self.lesson.last else self.next_lesson)()
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.app.nav.back()
                return
            if self.lesson_bar.handle_event(ev):
                return
        super().handle_event(ev)

    def return_selected(self) -> None:
        cards = self.selected_cards()
        if self.my_turn and self.phase == Phase.RETURN and len(cards) == 1:
            self.submit(Action.return_(0, cards[0]))

    def answer_dialog(self, yes: bool) -> None:
        phase = self.phase
        if not self.my_turn or phase not in PRELUDE_DIALOGS:
            return
        kind = PRELUDE_DIALOGS[phase][0 if yes else 1]
        for a in self.session.legal():
            if a.kind == kind:
                self.submit(a)
                return

    def tribute_panel(self) -> pygame.Rect | None:
        """The tribute panel while it shows (the pre-play phases of a deal that paid tribute)."""
        phase = self.phase
        if not self.model.tributes or self.model.first_lead_shown or phase == Phase.OVER:
            return None
        prompt, rule = self.return_prompt() if self.my_turn and phase == Phase.RETURN else ("", "")
        compact = self.my_turn and phase in PRELUDE_DIALOGS  # a dialog goes below it
        return overlays.tribute_look(self.layout, self.model, prompt, rule, compact).panel

    def panels_up(self) -> list[pygame.Rect]:
        """The tribute panel, the pre-play dialog, the lesson's panel and the hint's line while
        they show."""
        dialog, hint = self.dialog_look(), self.hint_panel()
        lesson = self.lesson_look()
        rects = (
            self.tribute_panel(),
            dialog.panel if dialog else None,
            lesson.panel if lesson else None,
            hint.panel if hint else None,
        )
        return [r for r in rects if r is not None]

    def dialog_look(self) -> DialogLook | None:
        """The pre-play dialog (宣点, 革命, 要头) when seat 0 answers one: below
        the tribute panel, above the hand."""
        phase = self.phase
        if not (self.my_turn and phase in PRELUDE_DIALOGS):
            return None
        return dialog_look(self.layout, phase, self.tribute_panel(), self.session.game_follows)

    def lit_cards(self) -> set[Card] | None:
        """In the 还贡 choice: the cards the engine allows (others are dimmed)."""
        if self.my_turn and self.phase == Phase.RETURN:
            return {a.cards[0] for a in self.session.legal()}
        return None

    def return_prompt(self) -> tuple[str, str]:
        """Whom seat 0 returns to now (i of n) and the rule that applies."""
        return return_prompt(self.view())

    # ----- frame ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.timeline.update(dt)
        self.toast.update(dt)
        if self.net is not None and not self.update_network():
            return  # waiting for the deal, or the connection is lost: the overlay says so
        if self.pending is not None and self.timeline.idle:
            action, self.pending = self.pending, None
            if self.session.human_to_act:
                action()
        self.session.poll(self.timeline.idle)
        self.follow_turn(self.legal_kinds())
        self.turn = turn = self.turn_look()  # this frame's status line and buttons, from one answer
        b = self.buttons
        for key in DECISION_BUTTONS:
            b[key].enabled = key in turn.enabled
            b[key].visible = key in turn.visible
        self._pack_row()
        view = self.view()
        playing = view.phase == Phase.PLAY
        dialog = self.dialog_look()
        if dialog is not None:  # where the dialog's buttons are drawn is where they are clicked
            self.dialog["yes"].rect, self.dialog["no"].rect = dialog.yes, dialog.no
        # 托管 means nothing once seat 0 is out or the game is over (it can still be switched off)
        seat0_plays = not view.finished and (not playing or (view.active[0] and not view.rebel[0]))
        b["auto"].enabled = self.session.autoplay or seat0_plays
        b["auto"].visible = self.lesson is None  # no 托管 in a lesson
        b["sort"].visible = True
        b["sort"].enabled = len(self.model.hand) > 1
        b["talk"].visible = self.talks or self.net is not None
        b["talk"].enabled = not view.finished
        if self.menu is not None and not b[self.menu].enabled:
            self.menu = None
        if self.lesson_over:
            self.record_lesson()
        bar = self.lesson_bar
        bar["next"].visible = self.lesson_over and self.lesson is not None and not self.lesson.last
        bar["again"].visible = bar["menu"].visible = self.lesson_over
        bar["start"].visible = self.waiting_to_start
        if self.results_at is not None and self.clock >= self.results_at and self.timeline.idle:
            self.results_at = None
            self.app.nav.results(self.session, self.start_game)

    def frame_rate(self) -> float:
        """60 while anything moves or a computer seat is to act; while the
        player thinks the table only changes on input (or, with the turn
        timer or 要不起 auto-pass on, a few times a second)."""
        ses = self.session
        busy = (
            not self.timeline.idle
            or self.timeline.ambient
            or self.toast.visible
            or self.drag_pos is not None
            or self.pending is not None
            or self.results_at is not None
        )
        if busy:
            return 60.0
        if self.waiting_to_start or self.lost:
            # the whole-game lesson's goal waits for 开始, or the lost connection's overlay for
            # a click: nothing moves (the session's wake draws the overlay when it comes)
            return 0.0
        if self.waiting:
            return 4.0  # a network table waits for its deal (the server's messages wake it too)
        if not ses.human_to_act and not self.view().finished:
            return 15.0  # a computer seat thinks: only its dots and glow move
        settings = self.app.settings
        if self.net is not None:  # the server's turn timer counts down
            return 4.0 if ses.timer_left() is not None or settings.auto_pass else 0.0
        return 4.0 if settings.turn_timer or settings.auto_pass else 0.0

    def follow_turn(self, kinds: set[ActionKind]) -> None:
        """Seat 0's decision clock: 要不起 auto-pass and the turn timer (settings; at a
        network table the server keeps the timer)."""
        view, settings = self.view(), self.app.settings
        if not self.my_turn:
            return
        waited = self.turn_clock.waited(view, self.clock)
        if settings.auto_pass and view.phase == Phase.PLAY and kinds == {ActionKind.PASS}:
            if waited >= AUTO_PASS_AFTER:
                self.pass_()
        elif (
            self.local is not None
            and settings.turn_timer
            and waited >= settings.turn_timer
            and not self.lesson
        ):
            self.local.take_over_once = True  # 托管 plays this one decision
            self.toast.show(tr("timer.took_over"), 2.5)

    def status_text(self) -> str:
        """The status line of this frame (the same answer the buttons were set from)."""
        return self.turn.status

    def turn_look(self) -> TurnLook:
        """The one answer to whose turn it is and what may be pressed: the status
        line and the decision buttons both read it, so they never disagree.
        Seat 0's decision shows once the table has caught up with the engine
        (the last animations played), never over the round before."""
        ses = self.session
        view = self.view()
        phase = view.phase
        row = frozenset(PLAY_ROW) if phase in (Phase.PLAY, Phase.OVER) else frozenset()
        thinking = ses.shown_thinking
        if phase == Phase.REVOLT and not ses.human_to_act:
            return TurnLook(tr("turn.revolt_phase"), frozenset(), row)
        if view.finished:
            return TurnLook("", frozenset(), row)
        if ses.autoplay or (self.local is not None and self.local.take_over_once):
            return TurnLook(tr("turn.autoplay"), frozenset(), row)
        if not self.my_turn:
            text = "" if thinking is None else tr("turn.thinking", name=seat_name(thinking))
            return TurnLook(text, frozenset(), row)
        kinds = self.legal_kinds()
        if phase == Phase.RETURN:
            mine = [giver for receiver, giver in view.returns if receiver == 0]
            text = tr("turn.return", name=seat_name(mine[0])) if mine else ""
            ready = ActionKind.RETURN in kinds and sum(self.selected) == 1
            return TurnLook(text, frozenset({"return"} if ready else ()), frozenset({"return"}))
        if phase != Phase.PLAY:  # 宣点, 革命, 要头: the dialog asks
            return TurnLook("", frozenset(), row)
        enabled = set()
        if ActionKind.PLAY in kinds and any(self.selected):
            enabled.add("play")
        for kind, key in ((ActionKind.PASS, "pass"), (ActionKind.LET, "let"), (ActionKind.BURN, "burn")):
            if kind in kinds:
                enabled.add(key)
        if kinds & {ActionKind.PLAY, ActionKind.BURN}:
            enabled.add("hint")
        text = options_text(view, kinds)
        left = ses.timer_left()  # the server's turn timer at a network table
        timer = self.app.settings.turn_timer if self.lesson is None and self.local is not None else 0
        if text and left is not None:
            text = tr("timer.left", text=text, s=int(left + 0.999))
        elif text and timer:
            text = tr("timer.left", text=text, s=self.turn_clock.seconds_left(timer, self.clock))
        visible = row | ({"let"} if ActionKind.LET in kinds else set())  # 让 only when it can change anything
        return TurnLook(text, frozenset(enabled), frozenset(visible))

    def drawn_key(self) -> tuple[object, ...]:
        """All a paced wake-up may change on the table but the status line's
        words: the buttons, the selection, the overlays, what moves."""
        moving = not self.timeline.idle or bool(self.timeline.ambient) or self.toast.visible
        buttons = tuple((b.enabled, b.visible, b.label) for b in self.buttons.buttons.values())
        opened = (self.log_open, self.round_open, self.drag_pos, self.dialog_look() is not None, self.menu)
        lesson = (self.lesson_note, self.lesson_over, self.waiting_to_start, self.hint_line())
        hand = (tuple(self.selected), tuple(self.model.hand))  # 理牌 changes the order only
        return (moving, buttons, hand, self.hover_index, opened, lesson, self.app.size)

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The turn timer's count or 要不起 auto-pass wake the table a few times a
        second: when only the status line's words changed, only its pill is
        drawn again (with what lies under it); nothing at all when nothing did."""
        if self.app.top is not self or self._drawn is None or self.waiting or self.lost:
            return None
        if self.drawn_key() != self._drawn[0]:
            return None
        status = self.status_text()
        if status == self._drawn[1]:
            return []
        lay = self.layout_for(*surface.get_size())
        region = self._drawn[2].union(table_draw.status_pill(lay, status))
        surface.set_clip(region)
        self.draw(surface)
        surface.set_clip(None)
        return [region]

    def look(self) -> table_draw.Look:
        ses = self.session
        return table_draw.Look(
            clock=self.clock,
            card_back=self.app.settings.card_back,
            acting=self.view().to_act if self.timeline.idle else None,
            thinking=ses.shown_thinking if not self.timeline.steps else None,
            bar_label=self.bar_label(),
            seed=self.local.setup.seed if self.local is not None and self.lesson is None else 0,
            totals=tuple(ses.totals()),
            score=self.lesson is None,  # a lesson's bar says which lesson instead
            counter=self.app.settings.show_counter,
            tags=self.seat_tags(),
        )

    def hand_look(self) -> table_draw.HandLook:
        lit = self.lit_cards()
        return table_draw.HandLook(
            selected=tuple(self.selected),
            hover=self.hover_index,
            drag_pos=self.drag_pos,
            lit=None if lit is None else frozenset(lit),
            fresh=tuple(self.model.received),
            moving=self.moving,
        )

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_for(*surface.get_size())
        if self.waiting:  # a network table before its deal: the felt and what it waits for
            self._drawn = None
            table_draw.draw_table(surface, lay)
            self.draw_network(surface, lay)
            return
        status = self.status_text()
        self._drawn = (self.drawn_key(), status, table_draw.status_pill(lay, status))
        model, look = self.model, self.look()
        table_draw.draw_table(surface, lay)
        for seat in range(6):
            table_draw.draw_shown(surface, lay, model, seat)
        table_draw.draw_table_line(surface, lay, model)
        for seat in range(6):
            table_draw.draw_seat(surface, lay, model, look, seat)
        table_draw.draw_top_bar(surface, lay, model, look)
        if self.drag_pos is not None and not self.moving:
            table_draw.draw_drop_zone(surface, lay)
        phase = self.phase
        if self.tribute_panel() is not None:  # until the table shows the first lead (上班)
            prompt, rule = self.return_prompt() if self.my_turn and phase == Phase.RETURN else ("", "")
            compact = self.my_turn and phase in PRELUDE_DIALOGS
            overlays.draw_tribute_panel(surface, lay, model, prompt, rule, compact)
        table_draw.draw_status(surface, lay, self.status_text())
        self.buttons.draw(surface)
        if not (self.view().finished and self.app.top is not self):
            table_draw.draw_hand(surface, lay, model, self.hand_look())  # not under the results
        self.timeline.draw(surface)  # flying cards and bubbles above everything but dialogs
        self.draw_menu(surface, lay)
        if self.log_open:
            overlays.draw_log(surface, lay, model)
        if self.round_open:
            overlays.draw_last_round(surface, lay, model)
        dialog = self.dialog_look()
        if dialog is not None:
            draw_prelude_dialog(surface, dialog, self.dialog, phase)
        hint = self.hint_panel()
        if hint is not None and not self.toast.visible and not (self.log_open or self.round_open):
            draw_hint(surface, hint)
            button = self.hint_button()
            if button is not None:  # a suggested pass or let: its button ringed in gold
                rect = self.buttons[button].rect.inflate(int(8 * lay.s), int(8 * lay.s))
                pygame.draw.rect(surface, GOLD, rect, max(2, int(3 * lay.s)), int(10 * lay.s))
        if self.lesson is not None:
            self.draw_lesson(surface)
        self.toast.draw(
            surface, (lay.table_center[0], lay.status.top - int(26 * lay.s)), int(lay.font * 1.05)
        )
        if self.net is not None:
            self.draw_network(surface, lay)  # a lost connection's overlay above everything
