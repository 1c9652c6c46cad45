"""The tutorial's lessons (教程) play as they teach: each completes with its intended moves, and a wrong
move is refused with the lesson's hint (and, when the engine refuses it, the engine's own reason),
leaving the table as it was."""

from __future__ import annotations

import pytest

from gouji_desktop.app.i18n.tutorial_text import TUTORIAL_TEXT
from gouji_desktop.app.tutorial import LESSONS, Lesson, LessonRun, Task
from gouji_desktop.app.tutorial.run import PLAYER, move_action
from gouji_desktop.engine import Action, ActionKind, IllegalAction

IDS = [lesson.key for lesson in LESSONS]


def tasks(lesson: Lesson) -> list[Task]:
    return [step for step in lesson.steps if isinstance(step, Task)]


def test_the_lessons_come_in_a_newcomer_s_order_and_teach_distinct_ideas() -> None:
    assert IDS[:4] == ["hand", "beat", "gouji", "open"]
    assert len(set(IDS)) == len(IDS) >= 7
    taught = {rule for lesson in LESSONS for rule in lesson.rule_ids}
    assert {"R-TIE", "R-BEAT", "R-GOUJIANSWER", "R-OPENKIND", "R-LET", "R-BURN", "R-BIE3", "R-MEN"} <= taught


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_lesson_has_its_texts_in_both_languages(lesson: Lesson) -> None:
    keys = [f"tutorial.{lesson.key}.{part}" for part in ("title", "goal", "summary")]
    keys += [t.hint for t in tasks(lesson)]
    for key in keys:
        zh, en = TUTORIAL_TEXT[key]
        assert zh.strip() and en.strip(), key
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in en), f"{key}: Chinese in the English text"


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_every_lesson_completes_with_each_of_its_intended_moves(lesson: Lesson) -> None:
    # every accepted move of every task, each in its own run
    for index, wanted in enumerate(tasks(lesson)):
        for text in sorted(wanted.accept):
            run = LessonRun(lesson)
            for earlier in tasks(lesson)[:index]:
                assert run.try_move(move_action(PLAYER, sorted(earlier.accept)[0])).accepted
            assert run.task == wanted
            assert any(a.kind != ActionKind.PASS or text == "pass" for a in run.accepted_moves())
            feedback = run.try_move(move_action(PLAYER, text))
            assert feedback.accepted and feedback.hint is None, (lesson.key, text)
    run = LessonRun(lesson)
    while not run.done:
        assert run.try_move(run.accepted_moves()[0]).accepted
    assert run.mistakes == 0


@pytest.mark.parametrize("lesson", LESSONS, ids=IDS)
def test_a_wrong_move_is_refused_with_the_hint_and_changes_nothing(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    while not run.done:
        task = run.task
        assert task is not None
        before = run.game.copy()
        accepted = run.accepted_moves()
        wrong = [a for a in run.game.legal_actions() if a not in accepted]
        for action in wrong:
            feedback = run.try_move(action)
            assert not feedback.accepted and feedback.illegal is None and feedback.hint == task.hint
            assert run.game == before and run.task == task  # the lesson waits
        assert run.try_move(accepted[0]).accepted
    assert run.mistakes >= 0


def test_a_move_the_engine_refuses_comes_back_with_its_reason_and_the_hint() -> None:
    run = LessonRun(LESSONS[0])  # a hand: 8 8 8 2 K 5 3
    before = run.game.copy()
    feedback = run.try_move(Action.play(PLAYER, "8 K"))  # two ranks: no hand (R-HAND)
    assert not feedback.accepted and isinstance(feedback.illegal, IllegalAction)
    assert feedback.illegal.code and feedback.hint == "tutorial.hand.hint"
    assert run.game == before and run.mistakes == 1


def test_the_burn_lesson_ends_with_the_player_out_and_the_burn_held() -> None:
    burn = next(lesson for lesson in LESSONS if lesson.key == "burn")
    run = LessonRun(burn)
    while not run.done:
        run.try_move(run.accepted_moves()[0])
    assert run.game.places[:1] == [PLAYER] and run.game.opened(PLAYER)


def test_the_lesson_texts_are_in_the_catalogue_the_font_subset_is_made_from() -> None:
    from gouji_desktop.app.i18n import all_texts, set_language, tr
    from gouji_desktop.app.i18n.catalogue import STRINGS

    assert set(TUTORIAL_TEXT) <= set(STRINGS)
    set_language("zh")
    try:
        assert tr("tutorial.title") == "教程" and "贴钱" in tr("tutorial.hand.goal")
    finally:
        set_language("zh")
    texts = set(all_texts())
    assert all(zh in texts for zh, _ in TUTORIAL_TEXT.values())
