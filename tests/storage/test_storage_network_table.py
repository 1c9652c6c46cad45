"""The network table a player hosts (network_table.json): saved after every
change, read back for 继续, cleared when its match is over; a bad file is set
aside with a notice, never raised."""

from __future__ import annotations

import json

from gouji_desktop.storage import Storage

TABLE = {"kind": "gouji-net-table", "schema_version": 1, "room": "K7QH2M", "seats": [{"name": "老张"}]}


def test_a_hosted_table_is_saved_read_back_and_cleared(store: Storage) -> None:
    assert store.load_network_table().value is None
    assert store.save_network_table(TABLE)
    assert store.save_network_table({**TABLE, "room": "ABCDEF"})  # the latest wins
    loaded = Storage(store.paths.data_dir).load_network_table()
    assert loaded.source == "file" and loaded.notices == []
    assert loaded.value is not None and loaded.value.table == {**TABLE, "room": "ABCDEF"}
    assert loaded.value.saved_at  # when, for the title's 继续
    assert store.clear_network_table()
    assert not store.paths.network_table.exists()
    assert store.load_network_table().value is None


def test_a_bad_hosted_table_file_is_set_aside_with_a_notice(store: Storage) -> None:
    store.paths.network_table.parent.mkdir(parents=True)
    store.paths.network_table.write_text(json.dumps({"kind": "gouji-autosave", "schema_version": 1}), "utf-8")
    loaded = store.load_network_table()
    assert loaded.value is None and [n.code for n in loaded.notices] == ["bad_file"]
    assert not store.paths.network_table.exists()  # moved aside, kept for the player
    assert len(list(store.paths.data_dir.glob("network_table.json.bad-*"))) == 1


def test_a_hosted_table_from_a_newer_game_is_not_read(store: Storage) -> None:
    store.paths.network_table.parent.mkdir(parents=True)
    data = {"kind": "gouji-hosted-table", "schema_version": 9, "table": TABLE}
    store.paths.network_table.write_text(json.dumps(data), "utf-8")
    loaded = store.load_network_table()
    assert loaded.value is None and [n.code for n in loaded.notices] == ["future_version"]


def test_the_seat_taken_at_a_friends_table_is_kept_apart_from_the_hosted_table(store: Storage) -> None:
    seat = {"address": "192.168.1.20:8765", "room": "K7QH2M", "name": "小明", "token": "x" * 24}
    assert store.save_network_seat(seat) and store.save_network_table(TABLE)
    loaded = Storage(store.paths.data_dir).load_network_seat()
    assert loaded.value is not None and loaded.value.table == seat and loaded.notices == []
    hosted = store.load_network_table().value
    assert hosted is not None and hosted.table == TABLE
    store.paths.network_seat.write_bytes(store.paths.network_table.read_bytes())  # a hosted table is no seat
    assert store.load_network_seat().value is None
