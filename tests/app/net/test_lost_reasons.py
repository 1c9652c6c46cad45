"""Why a connection ended, or could not be made again, as a word the screens say in the
player's language (``tnet.why.<kind>``): the client's own words (English, technical) are only
logged.  Against a real server on loopback where it can be; every wait is bounded."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable

import pytest

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.i18n.catalogue import STRINGS
from gouji_desktop.app.net.client import JoinRefused
from gouji_desktop.app.net.server import ServerThread, TableConfig
from gouji_desktop.app.net.session import LOST_KINDS, NetworkSession, why_closed, why_failed


def wait(cond: Callable[[], bool], timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "condition not reached in time"
        time.sleep(0.01)


def closed(session: NetworkSession) -> Callable[[], bool]:
    def check() -> bool:
        session.poll(False)
        return session.closed_reason is not None

    return check


def test_every_reason_has_words_in_both_languages_and_none_is_the_clients_english() -> None:
    for kind in LOST_KINDS:
        zh, en = STRINGS[f"tnet.why.{kind}"]
        assert zh and en and not any("a" <= ch.lower() <= "z" for ch in zh)


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (ConnectionRefusedError(111, "Connection refused"), "refused"),
        (TimeoutError(), "timeout"),
        (socket.gaierror(-2, "Name or service not known"), "unreachable"),
        (ConnectionResetError(104, "Connection reset by peer"), "lost"),
        (JoinRefused("room", "no such table"), "room"),
        (JoinRefused("token", "unknown token"), "token"),
        (JoinRefused("version", "speak version 1"), "version"),
        (JoinRefused("bad_message", "the server did not welcome us"), "protocol"),
        (ValueError("anything else"), "other"),
    ],
)
def test_a_failed_connection_is_told_by_its_kind(error: BaseException, kind: str) -> None:
    assert why_failed(error) == kind


@pytest.mark.parametrize(
    ("raw", "code", "goodbye", "kind"),
    [
        ("closed", 1000, None, "closed"),
        ("closed", 1001, None, "closed"),
        ("the connection was lost", 1006, None, "lost"),
        ("ConnectionResetError: [Errno 104] Connection reset by peer", None, None, "lost"),
        ("TimeoutError: ", 1006, None, "timeout"),
        ("bad message from the server: game: expected its number", 1000, None, "protocol"),
        ("closed with code 1009 message too big", 1009, None, "protocol"),
        ("closed", 1000, "replaced", "replaced"),
        ("closed with code 1011 internal error", 1011, None, "other"),
    ],
)
def test_an_ended_connection_is_told_by_its_kind(
    raw: str, code: int | None, goodbye: str | None, kind: str
) -> None:
    assert why_closed(raw, code, goodbye) == kind


def test_the_host_stopping_and_a_seat_taken_back_elsewhere_are_told_apart() -> None:
    server = ServerThread()
    server.start()
    sessions: list[NetworkSession] = []
    try:
        table = server.add_table(TableConfig(seed=3, people=(0, 3), ai_delay=0.0))
        url = f"ws://127.0.0.1:{server.port}"
        first = NetworkSession(url, table.room, "Mei", seat=0)
        first.connect()
        sessions.append(first)
        again = NetworkSession(url, table.room, "Mei", token=first.token)  # the same seat, another window
        again.connect()
        sessions.append(again)
        wait(closed(first))
        assert first.closed_kind == "replaced"
        other = NetworkSession(url, table.room, "Tom", seat=3)
        other.connect()
        sessions.append(other)
        server.stop()  # the host quits
        wait(closed(other))
        assert other.closed_kind == "closed"
        i18n.set_language("zh")
        assert tr(f"tnet.why.{other.closed_kind}") == STRINGS["tnet.why.closed"][0]
    finally:
        for s in sessions:
            s.close()
        server.stop()
