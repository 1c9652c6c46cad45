"""The title screen: 新游戏, 继续 (the autosave), 联机 (network tables), 教程, settings, rules,
statistics, replays, quit; at the very first start it offers the tutorial once (要先学一下够级吗?)."""

from __future__ import annotations

from concurrent.futures import Future
from functools import partial
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import short_date, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.layout import menu_column, scale_of
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    Toast,
    dim,
    draw_background,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.storage import Autosave, NetworkTableSave

if TYPE_CHECKING:
    from gouji_desktop.app.net.hosting import HostedSession


class TitleScene(Scene):
    """新游戏 / 继续 / 联机 / 教程 / 设置 / 规则 / 统计 / 录像 / 退出; 继续 resumes the autosave
    and is greyed, with the reason beside it, when there is none.

    ``offer_tutorial``: the title the game starts on; when the settings say the tutorial was never
    offered, it asks 要先学一下够级吗? (去教程 / 以后再说) before anything else. The answer is kept
    in the settings; when they cannot be written (a read-only data folder) it is asked again at
    the next start, never twice in one run."""

    ITEMS = ("new", "continue", "online", "tutorial", "settings", "rules", "stats", "replays", "quit")

    def __init__(self, app: App, offer_tutorial: bool = False) -> None:
        super().__init__(app)
        self.offering = offer_tutorial and not app.settings.tutorial_offered
        self.offer = ButtonBar(
            [
                Button("go", lambda: tr("tutorial.offer.go"), partial(self.answer_offer, True), "primary"),
                Button("later", lambda: tr("tutorial.offer.later"), partial(self.answer_offer, False)),
            ]
        )
        self.toast = Toast()
        self.clock = 0.0
        self.save: Autosave | None = None
        self.save_problem = "menu.no_save"  # beside 继续 when there is no save: why
        self.checked = False
        self.pending: Future[tuple[Autosave | None, bool]] | None = None  # the autosave being read
        #: a network table this game hosted (its save; being read); 继续 reopens it when it is the newer
        self.hosted: NetworkTableSave | None = None
        self.pending_hosted: Future[NetworkTableSave | None] | None = None
        self.reopening: Future[HostedSession] | None = None
        self.new_when_read = False  # 新游戏 chosen before the autosave was read
        actions = {
            "new": self.new_game,
            "continue": self.resume,
            "online": self.app.nav.online,  # 联机: host or join a network table
            "tutorial": self.app.nav.tutorial,
            "settings": self.app.nav.settings,
            "rules": self.app.nav.rules,
            "stats": self.app.nav.stats,
            "replays": self.app.nav.replays,
            "quit": self.quit,
        }
        self.buttons = ButtonBar(
            [
                Button(k, partial(tr, f"menu.{k}"), actions[k], "primary" if k == "new" else "normal")
                for k in self.ITEMS
            ]
        )
        #: 新游戏 with an unfinished game saved: 继续 / 放弃并开始新游戏 / 取消
        self.asking = False
        self.ask = ButtonBar(
            [
                Button("keep", lambda: tr("ask.keep"), self.resume, "primary"),
                Button("discard", lambda: tr("ask.discard"), self.discard_and_start, "danger"),
                Button("cancel", lambda: tr("ask.cancel"), self.close_ask),
            ]
        )

    def on_enter(self) -> None:
        if not self.checked:
            self.check_autosave()

    def check_autosave(self) -> None:
        """Read the autosave once, in the background: 继续 stays greyed with
        "reading…" beside it until the save is there (a bad one is set aside
        by storage, with a notice; a finished one is recorded quietly)."""
        self.checked = True
        self.save = None
        self.save_problem = "menu.save_loading"
        self.buttons["continue"].enabled = False
        self.pending = self.app.store.load_autosave_later()
        self.hosted = None
        self.pending_hosted = self.app.store.load_network_table_later()

    def poll_autosave(self) -> None:
        """In the frame loop: take the autosave (and a hosted table's save) once read."""
        self.poll_reopening()
        hosted = self.pending_hosted
        if hosted is not None and hosted.done():
            self.pending_hosted = None
            try:
                self.hosted = hosted.result()
            except Exception:  # logged by the writer; play goes on without it
                self.hosted = None
            if self.pending is None:
                self.buttons["continue"].enabled = self.save is not None or self.hosted is not None
        pending = self.pending
        if pending is None or not pending.done():
            return
        self.pending = None
        try:
            self.save, unreadable = pending.result()
        except Exception:  # logged by the writer; play goes on without 继续
            self.save, unreadable = None, True
        self.save_problem = "menu.save_bad" if unreadable else "menu.no_save"
        self.buttons["continue"].enabled = self.save is not None or self.hosted is not None
        if self.new_when_read:  # 新游戏 was chosen while reading
            self.new_when_read = False
            self.new_game()

    def continues_hosted(self) -> bool:
        """继续 reopens the hosted table: it is there, and saved after any single-player game."""
        hosted, save = self.hosted, self.save
        return hosted is not None and (save is None or hosted.saved_at >= save.saved_at)

    def continue_note(self) -> str:
        if self.continues_hosted():
            assert self.hosted is not None
            date = short_date(self.hosted.saved_at) or tr("rep.unknown_date")
            played = self.hosted.table.get("played")
            match = isinstance(played, dict) and played.get("kind") == "gouji-match"
            games = played.get("games") if isinstance(played, dict) else None
            if match and isinstance(games, list) and games:
                date = tr("menu.save_match", n=len(games), date=date)  # which game of the match
            return tr("menu.save_hosted", room=self.hosted.table.get("room", "?"), date=date)
        save = self.save
        if save is None:
            return tr(self.save_problem)
        date = short_date(save.saved_at) or tr("rep.unknown_date")
        if save.match is not None:
            return tr("menu.save_match", n=save.match.number, date=date)
        return tr("menu.save_single", date=date)

    def resume(self) -> None:
        """继续: the saved table, on the same decision, same hands, same log."""
        self.asking = False
        if self.continues_hosted():
            self.reopen_hosted()
            return
        save, self.save = self.save, None  # its objects now belong to the table
        self.checked = False  # look again when the title shows next
        if save is None:
            return
        self.app.nav.resume(save)

    def reopen_hosted(self) -> None:
        """继续 a hosted table: it listens on the LAN again with its room code, the host takes
        its seat back and friends rejoin theirs (on a thread: the frames go on)."""
        from gouji_desktop.app.net import hosting

        saved = self.hosted
        if saved is None or self.reopening is not None:
            return
        store = self.app.store
        bind = hosting.bind_address("lan")

        def work() -> HostedSession:
            return hosting.reopen(saved.table, bind, store.save_network_table, store.clear_network_table)

        self.buttons["continue"].enabled = False
        self.reopening = hosting.in_background(work, "gouji-net-reopen", self.app.wake)

    def poll_reopening(self) -> None:
        reopening = self.reopening
        if reopening is None or not reopening.done():
            return
        self.reopening = None
        self.buttons["continue"].enabled = True
        try:
            session = reopening.result()
        except Exception as e:
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e) or type(e).__name__
            self.toast.show(tr("menu.hosted_failed", reason=reason), 5.0, "error")
            return
        self.hosted = None
        self.checked = False  # look again when the title shows next
        self.app.nav.lobby(session, instead=False)

    def new_game(self) -> None:
        """新游戏: never drops an unfinished saved game without asking first
        (while the autosave is still being read, the answer waits for it)."""
        if self.pending is not None:
            self.new_when_read = True
            return
        if self.save is not None:
            self.asking = True
            return
        self.checked = False
        self.app.nav.new_game()

    def discard_and_start(self) -> None:
        """The player chose to give up the saved game: it is replaced when the
        new game is dealt (back from the new-game screen, it is still there)."""
        self.asking = False
        self.checked = False
        self.app.nav.new_game()

    def close_ask(self) -> None:
        self.asking = False

    def quit(self) -> None:
        self.app.running = False

    def answer_offer(self, go: bool) -> None:
        """去教程 or 以后再说: never asked again (kept in the settings), then the lessons or the title."""
        self.offering = False
        self.app.settings.tutorial_offered = True
        self.app.save_settings()
        if go:
            self.app.nav.tutorial()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.offering:
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.answer_offer(True)
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.answer_offer(False)
            else:
                self.offer.handle_event(ev)
            return
        if self.asking:
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.close_ask()
            else:
                self.ask.handle_event(ev)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.quit()
            return
        self.buttons.handle_event(ev)

    def update(self, dt: float) -> None:
        self.poll_autosave()
        self.clock += dt
        self.toast.update(dt)

    def frame_rate(self) -> float:
        if self.toast.visible:
            return 60.0
        waiting = self.pending is not None or self.pending_hosted is not None or self.reopening is not None
        return 20.0 if waiting else 0.0  # look for the autosave being read, the table being reopened

    def draw(self, surface: pygame.Surface) -> None:
        from gouji_desktop.app.ui import cardart
        from gouji_desktop.engine import parse_cards

        w, h = surface.get_size()
        s = scale_of(w, h)
        draw_background(surface)
        rects = menu_column(w, h, len(self.ITEMS), 0.46)
        # the title block sits above the menu, whatever the window's shape
        title_top = min(int(h * 0.235), rects[0].top - int(140 * s))
        cw, ch = int(90 * s), int(128 * s)
        cards = parse_cards("BJ SJ 2S AH KC QD")
        for i, card in enumerate(cards):
            ang = (i - 2.5) * 9
            img = pygame.transform.rotozoom(cardart.face(card, cw, ch), -ang, 1.0)
            cx = w // 2 + int((i - 2.5) * 42 * s)
            cy = title_top - int(72 * s) + int(abs(i - 2.5) * 6 * s)
            surface.blit(img, img.get_rect(center=(cx, cy)))
        draw_text(
            surface, tr("app.title"), int(84 * s), (w // 2, title_top), GOLD, True, "midtop", shadow=True
        )
        draw_text(
            surface, tr("app.subtitle"), int(22 * s), (w // 2, title_top + int(110 * s)), INK, anchor="midtop"
        )
        for b, rect in zip(self.buttons.buttons.values(), rects, strict=True):
            b.rect = rect
        self.buttons.draw(surface)
        cont = self.buttons["continue"].rect
        note = self.continue_note()
        size = fit_size(note, int(16 * s), w - cont.right - int(30 * s))
        color = INK if self.save is not None else INK_DIM
        draw_text(surface, note, size, (cont.right + int(16 * s), cont.centery), color, anchor="midleft")
        draw_text(
            surface, tr("menu.footer"), int(15 * s), (w // 2, h - int(10 * s)), INK_DIM, anchor="midbottom"
        )
        if self.app.store.read_only:  # lasting, after the notice banner has gone
            note = tr("menu.read_only")
            size = fit_size(note, int(16 * s), w - int(32 * s))
            draw_text(surface, note, size, (int(16 * s), int(12 * s)), GOLD, anchor="topleft")
        self.toast.draw(surface, (w // 2, int(h * 0.42)), int(20 * s))
        if self.asking:
            self.draw_ask(surface, s)
        if self.offering:
            self.draw_offer(surface, s)

    def offer_panel(self, s: float) -> pygame.Rect:
        w, h = self.app.size
        panel = pygame.Rect(0, 0, min(w - int(40 * s), int(600 * s)), int(250 * s))
        panel.center = (w // 2, h // 2)
        return panel

    def draw_offer(self, surface: pygame.Surface, s: float) -> None:
        """The first start's question: 要先学一下够级吗? 去教程 / 以后再说."""
        w = surface.get_width()
        dim(surface, 150)
        panel = self.offer_panel(s)
        draw_panel(surface, panel, (12, 30, 28, 245), int(18 * s), (*GOLD, 180))
        title = tr("tutorial.offer.title")
        size = fit_size(title, int(30 * s), panel.w - int(40 * s), True)
        draw_text(surface, title, size, (w // 2, panel.top + int(20 * s)), GOLD, True, "midtop")
        y = panel.top + int(76 * s)
        for line in (tr("tutorial.offer"), tr("tutorial.offer.where")):
            size = fit_size(line, int(19 * s), panel.w - int(40 * s))
            draw_text(surface, line, size, (w // 2, y), INK, anchor="midtop")
            y += int(32 * s)
        bw, bh, gap = (panel.w - int(60 * s)) // 2, int(46 * s), int(20 * s)
        x = panel.left + int(20 * s)
        for key in ("go", "later"):
            self.offer[key].rect = pygame.Rect(x, panel.bottom - bh - int(20 * s), bw, bh)
            x += bw + gap
        self.offer.draw(surface)

    def draw_ask(self, surface: pygame.Surface, s: float) -> None:
        """The question before a new game would replace the saved one."""
        w, h = surface.get_size()
        dim(surface, 150)
        panel = pygame.Rect(0, 0, min(w - int(40 * s), int(640 * s)), int(260 * s))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, (12, 30, 28, 245), int(18 * s), (*GOLD, 180))
        draw_text(
            surface, tr("ask.title"), int(30 * s), (w // 2, panel.top + int(20 * s)), GOLD, True, "midtop"
        )
        y = panel.top + int(76 * s)
        for line in (self.continue_note(), tr("ask.body")):
            size = fit_size(line, int(19 * s), panel.w - int(40 * s))
            draw_text(surface, line, size, (w // 2, y), INK, anchor="midtop")
            y += int(32 * s)
        bw, bh, gap = (panel.w - int(60 * s)) // 3, int(46 * s), int(10 * s)
        x = panel.left + int(20 * s)
        for key in ("keep", "discard", "cancel"):
            self.ask[key].rect = pygame.Rect(x, panel.bottom - bh - int(20 * s), bw, bh)
            x += bw + gap
        self.ask.draw(surface)
