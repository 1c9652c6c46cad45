"""Fuzz: random bytes, random JSON and mutated good files fed to every loader.
The pure decoders may only raise ValueError (a clear reason); the Storage
loads never raise at all and never hit an internal error."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from storage_helpers import burn_offer_game, finished_game, match_in_tribute

from gouji_desktop.engine import Game
from gouji_desktop.storage import Settings, Storage
from gouji_desktop.storage.autosave import Autosave, decode_autosave, encode_autosave
from gouji_desktop.storage.replays import decode_replay, decode_replay_info, encode_replay
from gouji_desktop.storage.settings import decode_settings, encode_settings
from gouji_desktop.storage.stats import Statistics, decode_stats, encode_stats, record_game

FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

_short_game = Game.new(4)
for _ in range(12):
    _short_game.apply(_short_game.legal_actions()[-1])
_stats = Statistics()
record_game(_stats, finished_game(1), ("easy",) * 5)

GOOD: dict[str, list[bytes]] = {
    "settings": [encode_settings(Settings(language="en", replays_kept=3))],
    "autosave": [
        encode_autosave(Autosave.of(burn_offer_game(), ("easy",) * 5, "2025-01-01T00:00:00+00:00")),
        encode_autosave(Autosave.of(_short_game, ("hard",) * 5)),
        encode_autosave(Autosave.of(match_in_tribute(1), ("normal",) * 5)),
    ],
    "stats": [encode_stats(_stats)],
    "replay": [encode_replay(finished_game(2), ("easy",) * 5, "2025-01-01T00:00:00+00:00")],
}

DECODERS: dict[str, list[Callable[[bytes], object]]] = {
    "settings": [decode_settings],
    "autosave": [decode_autosave],
    "stats": [decode_stats],
    "replay": [lambda raw: decode_replay(raw, "r"), lambda raw: decode_replay_info(raw, "r")],
}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["gouji-game", "gouji-match", "gouji-settings", "8 8", "SJ", "play", "burn", "zh"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def mutate(data: Any, draw: Callable[[st.SearchStrategy[Any]], Any]) -> Any:
    """Replace, delete or retype one value somewhere inside a document."""
    data = copy.deepcopy(data)
    holder: Any = None
    key: Any = None
    node = data
    while isinstance(node, dict | list) and node and draw(st.integers(0, 4)) > 0:
        holder = node
        key = draw(st.sampled_from(list(node.keys()) if isinstance(node, dict) else list(range(len(node)))))
        node = node[key]
    if holder is None:
        return draw(json_values)
    action = draw(st.sampled_from(["replace", "delete", "small int", "swap"]))
    if action == "delete":
        del holder[key]
    elif action == "small int":
        holder[key] = draw(st.integers(-3, 70))
    elif action == "swap" and isinstance(holder, list) and len(holder) > 1:
        other = draw(st.integers(0, len(holder) - 1))
        holder[key], holder[other] = holder[other], holder[key]
    else:
        holder[key] = draw(json_values)
    return data


def must_only_raise_value_error(decode: Callable[[bytes], object], raw: bytes) -> None:
    try:
        decode(raw)
    except ValueError as e:
        assert str(e)  # a reason to show
        event("refused")
    else:
        event("accepted")


@pytest.mark.parametrize("kind", list(GOOD))
@FUZZ
@given(data=st.data())
def test_mutated_documents(kind: str, data: st.DataObject) -> None:
    good = json.loads(data.draw(st.sampled_from(GOOD[kind])))
    for _ in range(data.draw(st.integers(1, 3))):
        good = mutate(good, data.draw)
    raw = json.dumps(good).encode()
    for decode in DECODERS[kind]:
        must_only_raise_value_error(decode, raw)


GAME_RECORD = {"autosave": "state", "replay": "game"}  # where the engine's record sits


@pytest.mark.parametrize("kind", list(GAME_RECORD))
@FUZZ
@given(data=st.data())
def test_mutated_game_records(kind: str, data: st.DataObject) -> None:
    """Mutations inside the engine's record (start, rules, actions), where
    the engine replays them."""
    good = json.loads(data.draw(st.sampled_from(GOOD[kind])))
    record = good[GAME_RECORD[kind]]
    # a match: one of its games' action lists
    actions = data.draw(st.sampled_from(record["games"])) if "games" in record else record["actions"]
    part = data.draw(st.sampled_from(["actions", "action", "start", "rules"]))
    if part == "actions" and actions:
        i = data.draw(st.integers(0, len(actions) - 1))
        edit = data.draw(st.sampled_from(["drop", "repeat", "swap"]))
        if edit == "drop":
            del actions[i]
        elif edit == "repeat":
            actions.insert(i, actions[i])
        else:
            j = data.draw(st.integers(0, len(actions) - 1))
            actions[i], actions[j] = actions[j], actions[i]
    elif part == "action" and actions:
        i = data.draw(st.integers(0, len(actions) - 1))
        actions[i] = mutate(actions[i], data.draw)
    elif part == "start" and "start" in record:
        record["start"] = mutate(record["start"], data.draw)
    else:
        record["rules"] = mutate(record["rules"], data.draw)
    raw = json.dumps(good).encode()
    for decode in DECODERS[kind]:
        must_only_raise_value_error(decode, raw)


@pytest.mark.parametrize("kind", list(GOOD))
@FUZZ
@given(raw=st.binary(max_size=200), value=json_values, cut=st.floats(0, 1), flip=st.integers(0, 10**6))
def test_random_bytes_json_and_cuts(kind: str, raw: bytes, value: object, cut: float, flip: int) -> None:
    good = GOOD[kind][0]
    flipped = bytearray(good)
    flipped[flip % len(good)] ^= 1 + flip % 255
    for sample in (raw, json.dumps(value).encode(), good[: int(len(good) * cut)], bytes(flipped)):
        for decode in DECODERS[kind]:
            must_only_raise_value_error(decode, sample)


LOADS: dict[str, tuple[Callable[[Storage], Path], Callable[[Storage], object]]] = {
    "settings": (lambda s: s.paths.settings, lambda s: s.load_settings()),
    "autosave": (lambda s: s.paths.autosave, lambda s: s.load_autosave()),
    "stats": (lambda s: s.paths.stats, lambda s: s.load_stats()),
    "replay": (
        lambda s: s.paths.replays_dir / "replay-20250101-000000-abc.json",
        lambda s: (s.list_replays(), s.load_replay("replay-20250101-000000-abc")),
    ),
}


@pytest.mark.parametrize("kind", list(GOOD))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_storage_loads_never_raise(
    kind: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    store = Storage(tmp_path_factory.mktemp("fuzz"))
    path_of, load = LOADS[kind]
    good = json.loads(data.draw(st.sampled_from(GOOD[kind])))
    raw = data.draw(st.one_of(st.binary(max_size=100), st.just(json.dumps(mutate(good, data.draw)).encode())))
    path = path_of(store)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    load(store)
    notices = store.take_notices()
    assert not [n for n in notices if n.code == "internal_error"]
    assert all(n.message for n in notices)
