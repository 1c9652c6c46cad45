"""Settings: round trip, defaults, field-by-field repair, the schema 0 upgrade."""

from __future__ import annotations

import json
from pathlib import Path

from gouji_desktop.engine import Rules
from gouji_desktop.storage import Settings, Storage
from gouji_desktop.storage.settings import (
    SETTINGS_VERSION,
    decode_settings,
    encode_settings,
    settings_to_dict,
)


def write_json(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


CHANGED = Settings(
    language="en",
    anim_speed="instant",
    ai_delay=1.5,
    volume=25,
    muted=True,
    fullscreen=True,
    card_back=2,
    rules=Rules(bie_san=False, revolution=False),  # R-BIE3, R-REVOLT off
    ai_levels=("easy", "normal", "hard", "normal", "easy"),
    play_mode="single",
    replays_kept=7,
    tutorial_offered=True,
    hint_mode="weakest",
)


def test_defaults_when_nothing_is_saved(store: Storage) -> None:
    loaded = store.load_settings()
    assert (loaded.value, loaded.source, loaded.notices) == (Settings(), "default", [])
    assert loaded.value.language == "zh"
    assert loaded.value.rules == Rules()
    assert loaded.value.ai_levels == ("normal",) * 5


def test_round_trip_of_every_field(store: Storage) -> None:
    assert store.save_settings(CHANGED)
    loaded = Storage(store.paths.data_dir).load_settings()
    assert (loaded.value, loaded.source, loaded.notices) == (CHANGED, "file", [])
    assert loaded.value.ai_level(3) == "hard"


def test_file_is_versioned_json(store: Storage) -> None:
    store.save_settings(CHANGED)
    data = json.loads(store.paths.settings.read_text(encoding="utf-8"))
    assert data["schema_version"] == SETTINGS_VERSION
    assert data["kind"] == "gouji-settings"
    assert data["rules"]["bie_san"] is False


def test_bad_fields_fall_back_one_by_one(store: Storage) -> None:
    data = json.loads(encode_settings(CHANGED))
    data.update(language="fr", volume="loud", muted=1, replays_kept=-3, colour="pink")
    data["rules"]["declare"] = "yes"
    data["rules"]["extra_rule"] = True
    write_json(store.paths.settings, data)
    loaded = store.load_settings()
    s = loaded.value
    assert (s.language, s.volume, s.muted, s.replays_kept) == ("zh", 70, False, 50)
    assert s.rules == Rules(bie_san=False, revolution=False)  # declare back to its default (True)
    # the good fields are kept
    assert (s.anim_speed, s.ai_delay, s.card_back, s.play_mode) == ("instant", 1.5, 2, "single")
    fields = sorted(n.params["field"] for n in loaded.notices)
    assert fields == ["colour", "declare", "extra_rule", "language", "muted", "replays_kept", "volume"]
    assert all(n.code == "field_reset" for n in loaded.notices)
    assert any('language "fr" must be one of zh, en' in n.message for n in loaded.notices)
    assert store.paths.settings.exists()  # not a bad file: it is kept


def test_wrong_ai_levels_and_rules_types(store: Storage) -> None:
    data = json.loads(encode_settings(CHANGED))
    data.update(ai_levels=["easy", "expert"], rules=[1, 2])
    write_json(store.paths.settings, data)
    s = store.load_settings().value
    assert s.ai_levels == ("normal",) * 5
    assert s.rules == Rules()


def test_missing_fields_get_defaults_with_a_notice(store: Storage) -> None:
    data = {"schema_version": SETTINGS_VERSION, "kind": "gouji-settings", "language": "en"}
    write_json(store.paths.settings, data)
    loaded = store.load_settings()
    assert loaded.value == Settings(language="en")
    assert "missing" in loaded.notices[0].message


def test_schema_0_upgrades_to_current(store: Storage) -> None:
    """Schema 0 is what the GUI's first settings screen kept (its to_dict(),
    no version): no mute (volume 0 meant muted), rules, AI levels, play mode
    or replay count yet."""
    v0 = {
        "language": "en",
        "anim_speed": "fast",
        "ai_delay": 0.3,
        "volume": 0,
        "fullscreen": True,
        "card_back": 1,
    }
    write_json(store.paths.settings, v0)
    loaded = store.load_settings()
    assert loaded.value == Settings(
        language="en", anim_speed="fast", ai_delay=0.3, volume=0, muted=True, fullscreen=True, card_back=1
    )
    assert [n.code for n in loaded.notices] == ["upgraded"]
    assert loaded.clean
    heard, _ = decode_settings(json.dumps({"volume": 40}).encode())
    assert not heard.muted and heard.volume == 40


def test_unversioned_json_that_is_not_settings_is_bad(store: Storage) -> None:
    write_json(store.paths.settings, {"hello": "world"})
    loaded = store.load_settings()
    assert loaded.value == Settings() and loaded.notices[0].code == "bad_file"


def test_gui_may_change_fields_in_place(store: Storage) -> None:
    settings = store.load_settings().value
    settings.fullscreen = True
    assert store.save_settings(settings)
    assert Settings().fullscreen is False  # the defaults are not shared
    assert Storage(store.paths.data_dir).load_settings().value.fullscreen


def test_saving_bad_values_from_the_gui_repairs_them(store: Storage) -> None:
    assert store.save_settings(Settings(language="klingon", anim_speed="warp", volume=101))
    notices = store.take_notices()
    assert {n.params["field"] for n in notices} == {"language", "anim_speed", "volume"}
    assert store.settings == Settings()
    assert store.load_settings().value == Settings()


def test_loaded_settings_become_the_storage_defaults(store: Storage) -> None:
    store.save_settings(CHANGED)
    fresh = Storage(store.paths.data_dir)
    fresh.load_settings()
    assert fresh.settings.replays_kept == 7


def test_schema_1_settings_gain_the_counter_auto_pass_and_timer_defaults(store: Storage) -> None:
    old = settings_to_dict(Settings(language="en"))
    old["schema_version"] = 1
    for name in ("show_counter", "auto_pass", "turn_timer"):
        del old[name]
    write_json(store.paths.settings, old)
    loaded = store.load_settings()
    assert loaded.value == Settings(language="en")
    assert [n.code for n in loaded.notices] == ["upgraded"]


def test_schema_2_settings_have_no_lesson_done_and_the_lessons_done_are_kept(store: Storage) -> None:
    old = settings_to_dict(Settings(language="en"))
    old["schema_version"] = 2
    del old["tutorial_done"]
    write_json(store.paths.settings, old)
    loaded = store.load_settings()
    assert loaded.value.tutorial_done == ()
    assert [n.code for n in loaded.notices] == ["upgraded"]
    store.save_settings(Settings(tutorial_done=("hand", "beat")))
    assert Storage(store.paths.data_dir).load_settings().value.tutorial_done == ("hand", "beat")


def test_bad_lessons_done_fall_back_to_none_and_repeats_count_once(store: Storage) -> None:
    data = settings_to_dict(Settings())
    data["tutorial_done"] = ["hand", 3]
    write_json(store.paths.settings, data)
    loaded = store.load_settings()
    assert loaded.value.tutorial_done == ()
    assert "tutorial_done" in loaded.notices[0].message
    data["tutorial_done"] = ["hand", "beat", "hand"]
    write_json(store.paths.settings, data)
    assert store.load_settings().value.tutorial_done == ("hand", "beat")


def test_schema_3_settings_get_the_ai_hint_and_the_tutorial_offer_unless_a_lesson_was_played(
    store: Storage,
) -> None:
    for done, offered in (([], False), (["hand"], True)):
        old = settings_to_dict(Settings(language="en"))
        old["schema_version"] = 3
        del old["hint_mode"], old["tutorial_offered"]
        old["tutorial_done"] = done
        write_json(store.paths.settings, old)
        loaded = store.load_settings()
        assert (loaded.value.hint_mode, loaded.value.tutorial_offered) == ("ai", offered)
        assert [n.code for n in loaded.notices] == ["upgraded"]


def test_an_unknown_hint_mode_falls_back_to_the_ai_suggestion(store: Storage) -> None:
    data = settings_to_dict(Settings(hint_mode="weakest"))
    data["hint_mode"] = "strongest"
    write_json(store.paths.settings, data)
    loaded = store.load_settings()
    assert loaded.value.hint_mode == "ai"
    assert "hint_mode" in loaded.notices[0].message
