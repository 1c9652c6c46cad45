"""The table scene at a network table: a NetworkSession (turned: the seat taken is drawn at the
bottom) against a real server on loopback, a friend's seat played by the AI through a session
of its own, the test as the frame loop of both windows.  Every wait is bounded."""

from __future__ import annotations

import copy
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pygame
import pytest
from app_helpers import card_center, click, frames, key

from gouji_desktop.ai import Agent, make_agent
from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import seat_name, tr, tr_error
from gouji_desktop.app.net.server import ServerThread, Table, TableConfig
from gouji_desktop.app.net.session import NetworkSession
from gouji_desktop.app.scenes.results import ResultsScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import Action, ActionKind, Decision, IllegalAction, Phase

#: the seat this window takes at the server's table (drawn at the bottom: turned by 2)
MINE = 2
FRIEND = 5  # the friend's seat at the server: 对家 of nobody in particular, three seats on from MINE
WAIT = 120.0  # seconds a scenario may take on a busy machine before the test fails


@pytest.fixture
def hosted() -> Iterator[ServerThread]:
    server = ServerThread()
    server.start()
    yield server
    server.stop()
    i18n.set_seat_names()


@dataclass
class Friend:
    """The friend's window: a session of its own, its moves chosen by the AI."""

    session: NetworkSession
    agent: Agent

    readied: int = 0  # the last game whose results this friend has seen

    def play(self) -> None:
        self.session.poll(True)
        if self.session.result() is not None and self.readied < self.session.game_number:
            self.readied = self.session.game_number
            self.session.next_game()  # seen the results: the next game may deal
        if self.session.human_to_act:
            self.session.submit(self.agent.decide(self.session.view(), self.session.legal()))


FRIENDS: dict[int, Friend] = {}  # by the id of the table scene it sits with


def sit(
    app: App, hosted: ServerThread, seed: int, match: bool = False
) -> tuple[TableScene, NetworkSession, Table]:
    """This window at seat 2 (as 'Mei'), the friend 'Tom' at seat 5; the computer in the rest."""
    table = hosted.add_table(
        TableConfig(seed=seed, match=match, people=(MINE, FRIEND), ai_delay=0.0, levels=("easy",) * 6)
    )
    url = f"ws://127.0.0.1:{hosted.port}"
    me = NetworkSession(url, table.room, "Mei", seat=MINE, turned=True)
    me.connect()
    friend = NetworkSession(url, table.room, "Tom\u1200", seat=FRIEND)  # Ethiopic: a letter no CJK font has
    friend.connect()
    scene = TableScene(app, me)
    app.push(scene)
    FRIENDS[id(scene)] = Friend(friend, make_agent("easy", 5))
    return scene, me, table


def run(app: App, scene: TableScene, cond: Callable[[], bool], timeout: float = WAIT) -> None:
    """Frames of this window (and the friend's moves) until ``cond()`` holds."""
    end = time.monotonic() + timeout
    for _ in range(10_000_000):
        if cond():
            return
        if time.monotonic() > end:
            raise AssertionError("condition not reached in time")
        FRIENDS[id(scene)].play()
        app.step(1 / 60)
        time.sleep(0.001)


def answer_prelude(app: App, scene: TableScene) -> None:
    """宣点 / 革命 / 要头: no, by a click on the dialog; 还贡: the first card allowed, by clicks."""
    if scene.phase in (Phase.DECLARE, Phase.REVOLT, Phase.HEAD):
        click(app, scene.dialog["no"].rect.center)
    elif scene.phase == Phase.RETURN:
        lit = scene.lit_cards() or set()
        i = next(i for i, c in enumerate(scene.model.hand) if c in lit)
        click(app, card_center(scene, i))
        click(app, scene.buttons["return"].rect.center)


def moved(table: Table, before: int) -> Callable[[], bool]:
    """The table's game has had more than ``before`` actions (or is over)."""
    return lambda: len(table.game.history) > before or table.game.finished


def close(scene: TableScene) -> None:
    FRIENDS.pop(id(scene)).session.close()


def test_a_network_table_is_played_by_clicks_and_names_the_people_and_the_computer(
    app: App, hosted: ServerThread
) -> None:
    scene, _me, table = sit(app, hosted, seed=21)
    run(app, scene, lambda: not scene.waiting)
    # seat 2 is drawn at the bottom; the friend at the server's seat 5 is three seats on: 对家
    friend_at = (FRIEND - MINE) % 6
    # a character the bundled font cannot draw shows as "?" (and the frames above drew it)
    assert friend_at == 3 and seat_name(friend_at) == "Tom?" and seat_name(0) == tr("seat.0")
    # a computer has the same name in every window: its seat at the table's (seat 3 here is
    # drawn at 1, seat 0 at 4); the catalogue's seat 0 is "you", so a computer there has its own
    assert seat_name(1) == tr("seat.3") and seat_name(2) == tr("seat.4")
    assert seat_name(4) == tr("tnet.computer_at_0") and seat_name(5) == tr("seat.1")
    tags = scene.seat_tags()
    computer = (tr("tnet.seat_ai", level=tr("level.easy")), tr("level.easy"))
    assert [tags[s] for s in (1, 2, 4, 5)] == [computer] * 4 and tags[0] == tags[3] == ("", "")
    assert scene.view().hand == table.game.view(MINE).hand  # this window shows its own seat's cards
    plays = 0
    for _ in range(400):
        if plays >= 3 or table.game.finished:
            break
        run(app, scene, lambda: scene.my_turn or table.game.finished)
        if table.game.finished:
            break
        before = len(table.game.history)
        if scene.phase != Phase.PLAY:
            answer_prelude(app, scene)
        else:
            key(app, pygame.K_h)  # 提示: from the seat's own view
            if scene.buttons["play"].enabled:
                click(app, scene.buttons["play"].rect.center)
                plays += 1
            else:
                click(app, scene.buttons["pass"].rect.center)
        run(app, scene, moved(table, before))
    mine = [a for a in table.game.history if a.seat == MINE and a.kind == ActionKind.PLAY]
    assert plays >= 3 or table.game.finished
    assert len(mine) >= min(plays, 1)
    # the friend's connection drops: the seat is marked 掉线 on this table
    friend = FRIENDS[id(scene)].session
    assert friend._loop is not None
    friend._loop.call_soon_threadsafe(friend.client.drop)
    away = (tr("tnet.seat_away"), tr("tnet.seat_away"))
    run(app, scene, lambda: scene.seat_tags()[friend_at] == away)
    close(scene)


def test_an_illegal_click_at_a_network_table_is_refused_with_the_engines_reason(
    app: App, hosted: ServerThread
) -> None:
    scene, me, table = sit(app, hosted, seed=33)
    run(app, scene, lambda: not scene.waiting)
    for _ in range(200):  # to seat 2's first lead or answer with two plain cards of different ranks
        run(app, scene, lambda: scene.my_turn)
        if scene.phase == Phase.PLAY and scene.view().decision != Decision.BURN_OFFER:
            hand = scene.model.hand
            ranks = sorted({c.rank for c in hand if not c.is_wild})
            if len(ranks) >= 2:
                break
        before = len(table.game.history)
        if scene.phase != Phase.PLAY:
            answer_prelude(app, scene)
        else:
            click(app, scene.buttons["pass"].rect.center)
        run(app, scene, moved(table, before))
    hand = scene.model.hand
    low = next(i for i, c in enumerate(hand) if c.rank == ranks[0])
    high = next(i for i, c in enumerate(hand) if c.rank == ranks[-1])
    cards = tuple(sorted((hand[low], hand[high])))
    expected = ""
    try:  # what the engine says of these cards on this very position
        copy.deepcopy(table.game).apply(Action.play(MINE, cards))
    except IllegalAction as e:
        expected = tr_error(e)
    assert expected
    before = len(table.game.history)
    click(app, card_center(scene, low))
    click(app, card_center(scene, high))
    click(app, scene.buttons["play"].rect.center)
    run(app, scene, lambda: bool(me.errors))
    frames(app, 2)
    assert me.errors[0]["code"] == "illegal"
    assert scene.toast.visible and scene.toast.tone == "error" and scene.toast.text == expected
    assert len(table.game.history) == before  # nothing changed at the table
    # the decision is the player's again, the refused cards still chosen, as at a local table
    assert scene.my_turn and scene.buttons["play"].enabled
    assert sorted(scene.selected_cards()) == list(cards)
    if not scene.buttons["pass"].enabled:  # a lead: 提示's play instead
        key(app, pygame.K_h)
    click(app, scene.buttons["pass" if scene.buttons["pass"].enabled else "play"].rect.center)
    run(app, scene, moved(table, before))
    assert table.game.history[before].seat == MINE and not me.errors[1:]
    close(scene)


def test_a_lost_connection_shows_its_overlay_and_reconnecting_takes_the_seat_back(
    app: App, hosted: ServerThread
) -> None:
    scene, me, table = sit(app, hosted, seed=44)
    run(app, scene, lambda: not scene.waiting)
    loop = me._loop
    assert loop is not None
    loop.call_soon_threadsafe(me.client.drop)  # a pulled cable
    run(app, scene, lambda: scene.lost)
    frames(app, 1)
    bar = scene.lost_bar
    assert bar["rejoin"].label == tr("tnet.rejoin") and bar["leave"].label == tr("tnet.leave")
    assert bar["rejoin"].rect.w > 0 and bar["leave"].rect.w > 0  # drawn, where they are clicked
    click(app, bar["rejoin"].rect.center)
    run(app, scene, lambda: not scene.lost and not scene.waiting)
    assert me.table_seat == MINE and scene.view().hand == table.game.view(MINE).hand
    assert table.seats[MINE].conn is not None  # the same seat, taken back with its token
    # the server goes away: the overlay again; reconnecting fails and says so; 返回 leads to the title
    hosted.stop()
    run(app, scene, lambda: scene.lost)
    frames(app, 1)
    click(app, scene.lost_bar["rejoin"].rect.center)
    run(app, scene, lambda: bool(scene.rejoin_error) and scene._rejoin is None)
    frames(app, 1)
    assert scene.lost and scene.lost_bar["leave"].rect.w > 0 and scene.rejoin_error == "refused"
    assert scene.lost_line() == tr("tnet.rejoin_failed", reason=tr("tnet.why.refused"))
    click(app, scene.lost_bar["leave"].rect.center)
    assert isinstance(app.top, TitleScene)
    close(scene)


def test_a_network_match_shows_each_games_results_then_waits_for_the_servers_next_deal(
    app: App, hosted: ServerThread
) -> None:
    scene, me, table = sit(app, hosted, seed=55, match=True)
    run(app, scene, lambda: not scene.waiting)
    click(app, scene.buttons["auto"].rect.center)  # 托管: the server plays this seat
    run(app, scene, lambda: isinstance(app.top, ResultsScene))
    results = app.top
    assert isinstance(results, ResultsScene)
    game = table.match.games[0] if table.match is not None else table.game
    assert game.finished and game.scores is not None
    # the results as the server told them, turned to this window's seats
    assert list(results.scores) == [game.scores[(s + MINE) % 6] for s in range(6)]
    assert [(p - 0) % 6 for p in results.places] == [(p - MINE) % 6 for p in game.places]
    assert not results.buttons["review"].enabled  # 复盘 needs every hand: greyed, and said why
    assert results.buttons["next"].visible and results.buttons["next"].label == tr("res.next")
    click(app, scene.buttons["auto"].rect.center)  # (under the results: no effect)
    click(app, results.buttons["next"].rect.center)
    assert app.top is scene
    run(app, scene, lambda: not scene.waiting)
    assert me.game_number == 2 and scene.bar_label().startswith(tr("game.n", n=2, total=5))
    assert scene.view().hand == table.game.view(MINE).hand  # the new deal, this seat's cards
    close(scene)


def idle_frames_until(app: App, cond: Callable[[], bool]) -> None:
    """The real frame loop with no input at all: each idle wait ends at a wake-up or after a
    second; bounded."""
    pygame.event.clear()
    for _ in range(60):
        if cond():
            return
        app._loop(max_frames=1, max_seconds=None)
    raise AssertionError("condition not reached in time")


def test_a_host_quitting_shows_the_lost_overlay_at_once_without_any_input(
    app: App, hosted: ServerThread
) -> None:
    """The player's decision, no timer, nothing moving: the loop sleeps (frame rate 0).  The
    server's goodbye wakes it and the overlay is drawn in that frame, not at the next mouse
    move; its reason is the catalogue's, in the player's language (the client's words are
    only logged)."""
    app.settings.auto_pass = False
    scene, me, _table = sit(app, hosted, seed=44)
    run(app, scene, lambda: not scene.waiting)
    run(app, scene, lambda: scene.my_turn and scene.frame_rate() == 0.0)
    frames(app, 1)
    assert scene.lost_bar["rejoin"].rect.w == 0  # never drawn yet
    hosted.stop()  # the host quits: its server says goodbye to every seat
    idle_frames_until(app, lambda: scene.lost)
    assert app.top is scene and scene.lost_bar["rejoin"].rect.w > 0  # drawn with no input
    assert me.closed_kind == "closed" and me.closed_reason == "closed"
    assert scene.lost_line() == tr("tnet.lost_reason", reason=tr("tnet.why.closed"))
    assert scene.frame_rate() == 0.0  # the overlay waits for a click: the loop sleeps again
    close(scene)


def test_a_connection_lost_while_the_results_show_is_said_there_with_reconnect(
    app: App, hosted: ServerThread
) -> None:
    scene, me, _table = sit(app, hosted, seed=55, match=True)
    run(app, scene, lambda: not scene.waiting)
    click(app, scene.buttons["auto"].rect.center)  # 托管: the server plays this seat
    run(app, scene, lambda: isinstance(app.top, ResultsScene))
    results = app.top
    assert isinstance(results, ResultsScene) and not results.lost
    frames(app, 1)
    before = pygame.image.tobytes(app.screen, "RGB")
    hosted.stop()
    idle_frames_until(app, lambda: results.lost)
    assert app.top is results and me.closed_kind == "closed"
    assert pygame.image.tobytes(app.screen, "RGB") != before  # said on the results, no input needed
    nb = results.buttons["next"]
    assert nb.visible and nb.label == tr("tnet.rejoin") and results.buttons["menu"].visible
    click(app, nb.rect.center)  # 重新连接: back at the table, which tries to take the seat back
    assert app.top is scene
    run(app, scene, lambda: bool(scene.rejoin_error) and scene._rejoin is None)
    frames(app, 1)
    assert scene.lost and scene.rejoin_error == "refused" and scene.lost_bar["leave"].rect.w > 0
    close(scene)
