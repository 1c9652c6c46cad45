"""The session interface: a seat at a network table through NetworkSession (a
server hosted on a thread, the client on another, the test as the frame loop),
and a single-player game through LocalSession that opens no socket at all."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import pytest
from app_helpers import click, run_until, title_read

from gouji_desktop.ai import make_agent
from gouji_desktop.app.net.rotate import turn_view
from gouji_desktop.app.net.server import ServerThread, TableConfig
from gouji_desktop.app.net.session import LocalSession, NetworkSession
from gouji_desktop.app.scenes.new_game import NewGameScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import Action, Event, IllegalAction


@pytest.fixture
def hosted() -> Iterator[ServerThread]:
    server = ServerThread()
    server.start()
    yield server
    server.stop()


@pytest.mark.parametrize("turned", [False, True])
def test_a_network_session_plays_a_whole_game_with_each_event_shown_once(
    hosted: ServerThread, turned: bool
) -> None:
    table = hosted.add_table(TableConfig(seed=12, match=False, people=(0, 4), ai_delay=0.0))
    me = NetworkSession(f"ws://127.0.0.1:{hosted.port}", table.room, "me", seat=4, turned=turned)
    shown: list[Event] = []
    me.listener = shown.extend
    me.connect()
    assert me.table_seat == 4 and me.seat == (0 if turned else 4) and me.token
    friend = NetworkSession(f"ws://127.0.0.1:{hosted.port}", table.room, "friend")
    friend.connect()
    assert friend.seat == 0
    agents = {me: make_agent("normal", 4), friend: make_agent("easy", 0)}
    refused = False
    end = time.monotonic() + 120
    for _ in range(1_000_000):  # the test is the frame loop of both windows
        if (me.result() is not None and friend.result() is not None) or time.monotonic() > end:
            break
        for session in (me, friend):
            session.poll(True)
            if session.human_to_act:
                session.submit(agents[session].decide(session.view(), session.legal()))
            elif session is me and me.started and not refused and me.view().to_act not in (None, me.seat):
                with pytest.raises(IllegalAction):  # not this seat's decision: refused at once
                    me.submit(Action.pass_(me.seat))
                refused = True
        time.sleep(0.001)
    result = me.result()
    assert result is not None and result.match_over
    game = table.game
    by = 4 if turned else 0
    scores = game.scores
    assert game.finished and scores is not None
    assert list(result.scores) == [scores[(i + by) % 6] for i in range(6)]
    assert me.view() == turn_view(game.view(4), by) and friend.view() == game.view(0)
    assert [s.name for s in me.seats()][(4 - by) % 6] == "me"
    assert shown == list(me.view().log)  # every event once, in order
    assert me.errors == [] and friend.errors == [] and refused
    me.close()
    friend.close()


def test_a_single_player_game_opens_no_network_socket(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[socket.AddressFamily] = []
    real_init = socket.socket.__init__

    def spy(self: socket.socket, *args: object, **kwargs: object) -> None:
        real_init(self, *args, **kwargs)  # type: ignore[arg-type]
        opened.append(self.family)

    monkeypatch.setattr(socket.socket, "__init__", spy)
    title = app.push(TitleScene(app))
    title_read(app, title)
    click(app, title.buttons["new"].rect.center)
    new = app.top
    assert isinstance(new, NewGameScene)
    click(app, new.buttons["mode"].rect.center)  # single game
    click(app, new.buttons["start"].rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    session = LocalSession(table.controller)
    run_until(app, lambda: session.human_to_act, timeout=60)
    before = len(table.controller.game.history)
    session.submit(session.legal()[0])  # the player's own decision, through the session
    assert table.controller.game.history[before].seat == 0
    session.autoplay = True  # then 托管 plays the game out
    run_until(app, lambda: session.result() is not None, timeout=180)
    result = session.result()
    assert result is not None and list(result.scores) == table.controller.game.scores
    assert not {socket.AF_INET, socket.AF_INET6} & set(opened)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM):
        pass
    assert socket.AF_INET in opened  # the spy does see a network socket being made
