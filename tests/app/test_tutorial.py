"""The tutorial's lessons (教程) play as they teach: each completes with its intended moves, and a wrong
move is refused with the lesson's hint (and, when the engine refuses it, the engine's own reason),
leaving the table as it was."""

from __future__ import annotations

import pytest

from gouji_desktop.app.i18n.tutorial_text import TUTORIAL_TEXT
from gouji_desktop.app.tutorial import LESSONS, Lesson, LessonRun, Task
from gouji_desktop.app.tutorial.run import PLAYER, move_action
from gouji_desktop.engine import (
    Action,
    ActionKind,
    EventKind,
    Game,
    IllegalAction,
    Phase,
    TributeKind,
    opposite,
)

IDS = [lesson.key for lesson in LESSONS]


def tasks(lesson: Lesson) -> list[Task]:
    return [step for step in lesson.steps if isinstance(step, Task)]


def test_the_lessons_come_in_a_newcomer_s_order_and_teach_distinct_ideas() -> None:
    # the course: a hand, gouji hands, a round and 接风, 开点, 让牌, 烧牌, 憋三, 要头, 四户乱缠,
    # going out and the score, tribute, 宣点 and 革命
    assert IDS == [
        "hand",
        "beat",
        "gouji",
        "round",
        "open",
        "let",
        "burn",
        "bie3",
        "head",
        "scramble",
        "out",
        "tribute",
        "declare",
    ]
    taught = {rule for lesson in LESSONS for rule in lesson.rule_ids}
    assert {"R-TIE", "R-BEAT", "R-GOUJIANSWER", "R-OPENKIND", "R-LET", "R-BURN", "R-BIE3", "R-MEN"} <= taught
    assert {"R-WIN", "R-HEAD", "R-DEADLY", "R-HEADLESS", "R-SCRAMBLE", "R-OUT", "R-END", "R-SCORE"} <= taught
    assert {"R-CHUAN3", "R-TRIBCARD", "R-NORETURNSINGLE", "R-DECLARE", "R-REVOLT", "R-DIANGONG"} <= taught


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


def finished(key: str) -> LessonRun:
    run = LessonRun(next(lesson for lesson in LESSONS if lesson.key == key))
    while not run.done:
        assert run.try_move(run.accepted_moves()[0]).accepted
    return run


def test_the_round_lesson_passes_the_lead_to_the_next_seat_after_the_player_went_out() -> None:
    run = finished("round")  # R-WIN: out on 8 8 that nobody beats, the 下家 leads (接风)
    game = run.game
    assert game.places == [PLAYER] and game.to_act == 1 and game.top is None
    assert any(e.kind == EventKind.TAKES_LEAD and e.seat == 1 and e.target == PLAYER for e in game.events)


def test_the_head_lesson_takes_the_head_and_its_first_gouji_hand_is_deadly() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.key == "head")
    run = LessonRun(lesson)
    assert run.game.phase == Phase.HEAD and run.game.rebel[3]  # R-REVOLT, then R-HEAD
    nohead = run.try_move(Action.nohead(PLAYER))
    assert not nohead.accepted and nohead.hint == "tutorial.head.hint" and run.game.phase == Phase.HEAD
    assert run.try_move(Action.head(PLAYER)).accepted
    assert run.try_move(Action.play(PLAYER, "K K")).accepted
    game = run.game  # R-DEADLY: nobody may answer; the player won the round (and opened) and leads
    assert any(e.kind == EventKind.PLAY and "deadly" in e.flags for e in game.events)
    assert game.to_act == PLAYER and game.top is None and game.opened(PLAYER)


def test_the_scramble_lesson_beats_a_gouji_hand_that_is_not_the_opposites() -> None:
    run = finished("scramble")  # R-SCRAMBLE: seat 5's K K answered by seat 0, not seat 5's 对头
    game = run.game
    assert game.view(PLAYER).scramble and len(game.places) == 2
    seat, cards = game.played[-1]
    assert seat == PLAYER and [str(c)[0] for c in cards] == ["A", "A"] and game.to_act == PLAYER
    assert game.played[-2][0] == 5 and opposite(5) != PLAYER  # not the 对头 of the K K


def test_the_out_lesson_ends_the_game_with_a_sweep_and_its_doubled_score() -> None:
    run = finished("out")  # R-OUT, R-END, R-SCORE, R-CHUAN3
    game = run.game
    assert game.finished and game.places[:3] == [4, 2, PLAYER] and game.is_chuan3
    assert game.scores == [2, -4, 4, -2, 8, -8] and game.tribute_owed() == []
    figures = run.figures()
    assert figures["place"] == 2 and figures["mine"] == 2 and figures["us"] == 14 and figures["them"] == -14
    assert figures["owed"] == 0


def test_a_single_six_in_the_out_lesson_is_refused_it_would_lose_the_sweep() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.key == "out")
    run = LessonRun(lesson)
    assert run.try_move(Action.play(PLAYER, "10 10")).accepted
    feedback = run.try_move(Action.play(PLAYER, "6"))
    assert not feedback.accepted and feedback.hint == "tutorial.out.last"


def test_the_tribute_lesson_pays_all_four_kinds_and_the_return_keeps_to_the_givers_ranks() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.key == "tribute")
    run = LessonRun(lesson)
    game = run.game
    kinds = {e.info for e in game.events if e.kind == EventKind.TRIBUTE}
    assert kinds == {TributeKind.MEN, TributeKind.SHAO, TributeKind.DIAN, TributeKind.LUO}
    assert game.phase == Phase.RETURN and game.to_act == PLAYER
    # R-NORETURNSINGLE: seat 3 holds no 5, so the engine refuses it, with its reason and the hint
    five = next(c for c in game.hand(PLAYER) if c.rank == 2)
    refused = run.try_move(Action.return_(PLAYER, five))
    assert not refused.accepted and isinstance(refused.illegal, IllegalAction)
    assert refused.hint == "tutorial.tribute.hint"
    assert {str(a.cards[0])[:-1] for a in game.legal_actions()} == {"3", "6", "9", "K"}
    run = finished("tribute")
    figures = run.figures()  # R-TRIBCARD: 1 闷贡 + 1 烧贡 + 1 点贡 + 3 落贡, the givers' highest cards
    assert figures["paid"] == 6 and figures["got"] == "SJ" and str(figures["gave"]).startswith("6")
    assert run.game.phase == Phase.PLAY


def test_the_declare_lesson_declines_to_declare_then_revolts() -> None:
    lesson = next(lesson for lesson in LESSONS if lesson.key == "declare")
    run = LessonRun(lesson)
    assert run.game.phase == Phase.DECLARE
    declared = run.try_move(Action.declare(PLAYER))  # R-DECLARE with a hand that will not open
    assert not declared.accepted and declared.hint == "tutorial.declare.hint"
    run = finished("declare")
    game = run.game  # R-BUY3: seat 1 had no 3 and bought one from its 对头 with a 2
    assert [(e.seat, e.target) for e in game.events if e.kind == EventKind.BUY3] == [(1, 4)]
    # R-REVOLT: seat 0 sits out, its 对头 chose 无头 (R-HEAD), play goes on
    assert game.rebel[PLAYER] and not game.declared[PLAYER] and game.is_headless(3)
    assert game.phase == Phase.PLAY and not game.is_active(PLAYER)


def played_out(game: Game) -> Game:
    """The rest of a game with each seat's first legal action (a fixed, quick ending)."""
    while not game.finished:
        game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize(("declare", "cards"), [(False, 1), (True, 3)])
def test_the_declare_lessons_summary_is_what_the_engine_charges(declare: bool, cards: int) -> None:
    """R-DIANGONG with R-REVOLT: the rebel counts as not opened, its 对头 as opened; declared, the
    rebel owes 3 cards of 点贡, not declared 1 (as tutorial.declare.summary says)."""
    lesson = next(lesson for lesson in LESSONS if lesson.key == "declare")
    game = lesson.new_game()
    game.apply(Action.declare(PLAYER) if declare else Action.pass_(PLAYER))
    for step in lesson.steps[1:]:
        if isinstance(step, str):
            seat, _, what = step.partition(":")
            game.apply(move_action(int(seat), what.strip()))
        else:
            game.apply(move_action(PLAYER, sorted(step.accept)[0]))
    owed = played_out(game).tribute_owed()
    dian = [t for t in owed if t.kind == TributeKind.DIAN and t.giver == PLAYER]
    assert [(t.receiver, t.count) for t in dian] == [(opposite(PLAYER), cards)]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_summaries_quote_the_engines_figures(lang: str) -> None:
    from gouji_desktop.app.i18n import set_language, tr

    set_language(lang)
    try:
        out = tr("tutorial.out.summary", **{**finished("out").figures(), "place": tr("place.2")})
        assert "+14" in out and "-14" in out and "+2" in out and tr("place.2") in out
        tribute = tr("tutorial.tribute.summary", got="SJ", gave="6S")
        assert "SJ" in tribute and "6S" in tribute
    finally:
        set_language("zh")


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
