"""联机 on the title: hosting a table, joining one by address and room code (a
refused join says why), the lobby (seats, moving, the host's 开始), LAN
discovery, and no socket before the player hosts or joins.  Everything runs on
loopback with bounded waits."""

from __future__ import annotations

import socket
import sys
import time
from collections.abc import Callable, Iterator

import pygame
import pytest
from app_helpers import click, frames, post, run_until

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.net import client as net_client
from gouji_desktop.app.net import hosting as net_hosting
from gouji_desktop.app.net.discovery import Announcer, DiscoveryUnavailable
from gouji_desktop.app.net.protocol import PROTOCOL_VERSION
from gouji_desktop.app.net.server import ServerThread, TableConfig
from gouji_desktop.app.net.session import NetworkSession
from gouji_desktop.app.scenes.host import HostScene
from gouji_desktop.app.scenes.join import JoinScene, parse_target
from gouji_desktop.app.scenes.lobby import LobbyScene
from gouji_desktop.app.scenes.online import OnlineScene
from gouji_desktop.app.scenes.title import TitleScene
from gouji_desktop.app.shell.app import App


def type_text(app: App, text: str) -> None:
    """Typed text as the window gets it (an input method commits TEXTINPUT)."""
    post(pygame.TEXTINPUT, text=text)
    frames(app, 1)


def clear_field(app: App, length: int) -> None:
    for _ in range(length):
        post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b", scancode=0)
    frames(app, 1)


def to_online(app: App) -> OnlineScene:
    title = app.push(TitleScene(app))
    frames(app, 1)
    click(app, title.buttons["online"].rect.center)
    online = app.top
    assert isinstance(online, OnlineScene)
    return online


@pytest.fixture
def served() -> Iterator[tuple[ServerThread, str]]:
    """A server on loopback with one table (seats 0 and 3 open to people), its room code."""
    thread = ServerThread("127.0.0.1", 0)
    thread.start()
    table = thread.add_table(TableConfig(seed=5, people=(0, 3), host_seat=0, autostart=False, ai_delay=0.0))
    yield thread, table.room
    thread.stop()


def join_with(app: App, address: str, code: str, name: str = "") -> JoinScene:
    online = to_online(app)
    click(app, online.buttons["join"].rect.center)
    join = app.top
    assert isinstance(join, JoinScene)
    frames(app, 1)
    click(app, join.address.rect.center)
    type_text(app, address)
    click(app, join.room.rect.center)
    type_text(app, code)
    if name:
        click(app, join.name.rect.center)
        clear_field(app, len(join.name.text))
        type_text(app, name)
    click(app, join.buttons["join"].rect.center)
    return join


def wait_for_answer(app: App, join: JoinScene) -> None:
    run_until(app, lambda: app.top is not join or (join.pending is None and bool(join.problem)), timeout=30)


def test_host_opens_a_table_a_friend_sits_opposite_and_the_host_starts(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(net_hosting, "bind_address", lambda reach: "127.0.0.1")
    online = to_online(app)
    click(app, online.buttons["host"].rect.center)
    host = app.top
    assert isinstance(host, HostScene)
    frames(app, 1)
    click(app, host.buttons["seat.1"].rect.center)  # seat 1: the computer (easy)
    assert host.seats[1] == "easy"
    click(app, host.buttons["rule.revolution"].rect.center)  # the new-game screen's own options
    click(app, host.buttons["mode"].rect.center)
    click(app, host.name.rect.center)
    clear_field(app, len(host.name.text))
    type_text(app, "老张")
    config = host.config(seed=1)
    assert config.people == (0, 2, 3, 4, 5) and config.levels[1] == "easy" and config.host_seat == 0
    assert not config.rules.revolution and not config.match and config.turn_timer == 30
    click(app, host.buttons["open"].rect.center)
    run_until(app, lambda: isinstance(app.top, LobbyScene), timeout=30)
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
    hosting = lobby.hosting
    run_until(app, lambda: len(lobby.seats()) == 6, timeout=15)
    assert lobby.session.client.room == hosting.room and lobby.address_text() == f"127.0.0.1:{hosting.port}"
    assert lobby.seats()[0].name == "老张" and lobby.my_seat == 0
    assert lobby.buttons["start"].visible
    friend = NetworkSession(hosting.url, hosting.room, "小明", turned=True)
    friend.connect(timeout=15)
    try:
        run_until(app, lambda: lobby.seats()[2].taken, timeout=15)  # the first free people's seat
        friend.sit(3)  # the friend chooses to be the host's 对头
        run_until(app, lambda: lobby.seats()[3].name == "小明" and not lobby.seats()[2].taken, timeout=15)
        frames(app, 1)
        assert lobby.buttons["sit.2"].visible and not lobby.buttons["sit.3"].visible
        click(app, lobby.buttons["sit.2"].rect.center)  # the host moves too, and stays the host
        run_until(app, lambda: lobby.my_seat == 2 and lobby.seats()[2].name == "老张", timeout=15)
        assert not lobby.seats()[0].taken
        assert hosting.table is not None and hosting.table.config.host_seat == 2
        frames(app, 1)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)  # Enter: 开始
        frames(app, 1)
        run_until(app, lambda: lobby.handed_on, timeout=30)
        assert app.top is not lobby and getattr(app.top, "session", None) is lobby.session
        table = hosting.table
        assert table.started and [s.name for s in table.seats if s.token] == ["老张", "小明"]
        run_until(app, lambda: polled(friend), timeout=15)
        seats = friend.seats()  # turned: the friend's own seat first
        assert seats[0].name == "小明" and seats[5].name == "老张"  # 老张 at seat 2 is seat 3's 上家
    finally:
        friend.close()
    app.nav.title()  # the table leaves: the host's session closes and its server stops
    assert hosting.thread is None


def test_a_wrong_room_code_is_refused_and_said_so(app: App, served: tuple[ServerThread, str]) -> None:
    thread, room = served
    wrong = next(c for c in ("ZZZZZZ", "YYYYYY") if c != room)
    join = join_with(app, f"127.0.0.1:{thread.port}", wrong.lower())  # typed lower case: shown upper
    assert join.room.text == wrong
    wait_for_answer(app, join)
    assert app.top is join and join.problem == tr("net.refused.room")
    frames(app, 1)  # the refusal is drawn


def test_a_table_of_another_protocol_version_is_refused_and_said_so(
    app: App, served: tuple[ServerThread, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    thread, room = served
    monkeypatch.setattr(net_client, "PROTOCOL_VERSION", PROTOCOL_VERSION + 1)  # a newer game's hello
    join = join_with(app, f"127.0.0.1:{thread.port}", room)
    wait_for_answer(app, join)
    assert app.top is join and join.problem == tr("net.refused.version")


def test_a_full_table_a_closed_port_and_a_bad_address_are_refused_and_said_so(
    app: App, served: tuple[ServerThread, str]
) -> None:
    thread, room = served
    seated = [NetworkSession(f"ws://127.0.0.1:{thread.port}", room, f"p{i}") for i in range(2)]
    for s in seated:
        s.connect(timeout=15)
    try:
        join = join_with(app, f"127.0.0.1:{thread.port}", room)
        wait_for_answer(app, join)
        assert join.problem == tr("net.refused.seat")
    finally:
        for s in seated:
            s.close()
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    click(app, join.address.rect.center)
    clear_field(app, len(join.address.text))
    type_text(app, f"127.0.0.1:{closed}")
    click(app, join.buttons["join"].rect.center)
    wait_for_answer(app, join)
    # in the player's words, not the system's ("Connection refused" in English)
    why = tr("net.why.refused")
    assert join.problem == tr("net.refused.connect", address=f"127.0.0.1:{closed}", reason=why)
    click(app, join.address.rect.center)
    clear_field(app, len(join.address.text))
    type_text(app, "not an address")  # spaces are not typed into the address
    assert join.address.text == "notanaddress"
    type_text(app, ":x")
    click(app, join.buttons["join"].rect.center)
    assert join.problem == tr("net.refused.address") and join.pending is None


def test_joining_by_address_and_code_opens_the_lobby_waiting_for_the_host(
    app: App, served: tuple[ServerThread, str]
) -> None:
    thread, room = served
    join = join_with(app, f"127.0.0.1:{thread.port}", room, name="小明")
    wait_for_answer(app, join)
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting is None
    assert join.browser is None  # LAN discovery stopped with the join screen
    run_until(app, lambda: len(lobby.seats()) == 6, timeout=15)
    assert lobby.seats()[0].name == "小明" and lobby.address_text() == f"127.0.0.1:{thread.port}"
    assert not lobby.buttons["start"].visible  # the host starts; the others wait
    i18n.set_language("en")
    frames(app, 1)
    click(app, lobby.buttons["leave"].rect.center)
    assert isinstance(app.top, OnlineScene)
    assert lobby.session.closed_reason is not None or lobby.session.client.ws is None


def test_the_join_screen_lists_a_table_announced_on_the_lan_and_fills_in_its_address(app: App) -> None:
    from gouji_desktop.app.net.cli import lan_address

    address = lan_address()
    if address.startswith("127."):
        pytest.skip("no local network here for multicast DNS")
    announcer = Announcer("老张", address, 48765, 4)
    try:
        announcer.start()
    except DiscoveryUnavailable as e:
        pytest.skip(f"multicast DNS is not available here: {e}")
    try:
        online = to_online(app)
        click(app, online.buttons["join"].rect.center)
        join = app.top
        assert isinstance(join, JoinScene) and join.browser is not None
        run_until(app, lambda: any(t.port == 48765 for t in join.found), timeout=20)
        frames(app, 1)
        row, table = next((r, t) for r, t in join.found_rects if t.port == 48765)
        assert table.host_name == "老张" and table.free == 4
        click(app, row.center)
        assert join.address.text == f"{address}:48765" and join.room.focused
        browser = join.browser
        app.nav.back()
        assert join.browser is None and browser._zc is None  # browsing stops with the screen
    finally:
        announcer.close()


def test_the_title_and_the_network_menu_open_no_socket_the_join_screen_does(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[socket.AddressFamily] = []
    real_init = socket.socket.__init__

    def spy(self: socket.socket, *args: object, **kwargs: object) -> None:
        real_init(self, *args, **kwargs)  # type: ignore[arg-type]
        opened.append(self.family)

    monkeypatch.setattr(socket.socket, "__init__", spy)
    online = to_online(app)
    click(app, online.buttons["host"].rect.center)
    assert isinstance(app.top, HostScene)
    frames(app, 3)  # the host's screen only chooses: nothing listens yet
    app.nav.back()
    frames(app, 2)
    assert not {socket.AF_INET, socket.AF_INET6} & set(opened)
    click(app, online.buttons["join"].rect.center)  # browsing the LAN starts here
    join = app.top
    assert isinstance(join, JoinScene)
    assert join.browser is not None or join.discovery_problem
    if join.browser is not None:
        assert socket.AF_INET in opened


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("192.168.1.20:8765", ("192.168.1.20", 8765)),
        (" ws://pc.local:9000/ ", ("pc.local", 9000)),
        ("10.0.0.5", ("10.0.0.5", 8765)),
        ("[fe80::1]:8765", ("fe80::1", 8765)),
        ("host:0", None),
        ("host:abc", None),
        ("", None),
        ("user@host:1", None),
    ],
)
def test_an_address_is_read_as_host_and_port(text: str, target: tuple[str, int] | None) -> None:
    assert parse_target(text) == target


def test_without_zeroconf_the_join_screen_says_to_join_by_address_and_code(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # as in the installers, which leave it out
    online = to_online(app)
    click(app, online.buttons["join"].rect.center)
    join = app.top
    assert isinstance(join, JoinScene) and join.browser is None
    assert join.discovery_problem == tr("net.discovery_missing")
    frames(app, 1)  # drawn in the LAN list's place


def test_continue_reopens_the_hosted_table_with_its_room_code_and_a_friend_rejoins_with_the_token(
    saved_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = saved_app
    store = app.store
    monkeypatch.setattr(net_hosting, "bind_address", lambda reach: "127.0.0.1")
    config = TableConfig(seed=3, people=(0, 3), host_seat=0, autostart=False, ai_delay=0.0, grace=600)
    hosting = net_hosting.Hosting(
        config, "127.0.0.1", 0, "老张", save=store.save_network_table, forget=store.clear_network_table
    )
    hosting.start()
    host = net_hosting.HostedSession(hosting, "老张", seat=0)
    host.connect(timeout=15)
    friend = NetworkSession(hosting.url, hosting.room, "小明", seat=3)
    friend.connect(timeout=15)
    room, token = hosting.room, friend.token
    host.start()
    table = hosting.table
    assert table is not None
    wait_until(lambda: table.started)
    host.close()  # the host quits: the table was saved as it started, the server stops
    friend.close()
    assert hosting.thread is None and store.flush()
    title = app.push(TitleScene(app))
    run_until(app, lambda: title.pending is None and title.pending_hosted is None, timeout=30)
    assert title.continues_hosted() and room in title.continue_note() and "1/5" in title.continue_note()
    assert title.buttons["continue"].enabled
    click(app, title.buttons["continue"].rect.center)
    run_until(app, lambda: app.top is not title, timeout=30)
    session = getattr(app.top, "session", None)
    assert isinstance(session, net_hosting.HostedSession)
    try:
        assert session.hosting.room == room and session.table_seat == 0  # the host's own seat, by its token
        again = NetworkSession(session.hosting.url, room, "小明", token=token)
        again.connect(timeout=15)
        try:
            assert again.table_seat == 3
            run_until(app, lambda: polled(again), timeout=30)
        finally:
            again.close()
    finally:
        app.nav.title()
    assert session.hosting.thread is None


def polled(session: NetworkSession) -> bool:
    """Take what the server sent; has the table dealt?"""
    session.poll(False)
    return session.started


def wait_until(cond: Callable[[], bool], timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "condition not reached in time"
        time.sleep(0.01)


def test_the_join_screen_remembers_the_last_table_and_its_token_takes_the_seat_back(
    saved_app: App, served: tuple[ServerThread, str]
) -> None:
    app = saved_app
    thread, room = served
    join = join_with(app, f"127.0.0.1:{thread.port}", room, name="小明")
    wait_for_answer(app, join)
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.my_seat == 0  # the first free people's seat
    app.nav.back()  # the game (or the connection) goes away; the seat keeps its token
    assert app.store.flush()
    online = app.top
    assert isinstance(online, OnlineScene)
    click(app, online.buttons["join"].rect.center)
    again = app.top
    assert isinstance(again, JoinScene)
    run_until(app, lambda: again.pending_seat is None, timeout=15)
    assert (again.address.text, again.room.text, again.name.text) == (
        f"127.0.0.1:{thread.port}",
        room,
        "小明",
    )
    click(app, again.buttons["join"].rect.center)
    wait_for_answer(app, again)
    back = app.top
    assert isinstance(back, LobbyScene) and back.my_seat == 0  # not seat 3: the token took seat 0 back
    run_until(app, lambda: len(back.seats()) == 6 and back.seats()[0].connected, timeout=15)
    assert not back.seats()[3].taken
    app.nav.back()
