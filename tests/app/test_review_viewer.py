"""复盘 in the replay viewer and from the results screen: the review of the player's own decisions
runs in the background with a progress bar and 取消, is kept with the replay (reopened without
judging again) and in the statistics, and its marks are stepped through: the table and the hand as
they were, what was played, what the AI suggests and the points it cost."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from app_helpers import click, frames, key, run_until

from gouji_desktop import review as review_lib
from gouji_desktop.ai import make_agent
from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table import review_job
from gouji_desktop.app.table.replay import ReplayScene
from gouji_desktop.app.table.review_panel import summary_text
from gouji_desktop.engine import ActionKind, Game, Phase
from gouji_desktop.storage import ReplayReview, ReviewedDecision
from gouji_desktop.storage.replays import decode_replay, encode_replay

SMALL = {"screen": 3, "confirm": 4}
SAVED_AT = "2025-03-01T20:05:00+08:00"


def short_game() -> Game:
    """Seat 0 leads K BJ from BJ K K 3 (the split the review knows to be worse: R-BIE3, R-MEN),
    then the normal level plays every seat to the end."""
    game = Game.from_hands(["BJ K K 3", "A A 4 4 5", "6 6 7 7 3", "A A 8 8 3", "9 9 10 10 3", "J J Q Q 3"], 0)
    game.apply(
        next(
            a
            for a in game.legal_actions()
            if a.kind == ActionKind.PLAY and sorted(map(str, a.cards)) == ["BJ", "K"]
        )
    )
    agents = [make_agent("normal", seed=s) for s in range(6)]
    while game.phase != Phase.OVER:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].decide(game.view(seat), game.legal_actions()))
    return game


@pytest.fixture(autouse=True)
def small_reviews_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Small budgets, and the review in a thread of the test's process (so that a test can watch
    review_game); one test checks the separate process."""
    monkeypatch.setattr(review_job, "SIZES", dict(SMALL))
    monkeypatch.setenv("GOUJI_AI_PROCESS", "0")


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times review_game ran (each call's seat)."""
    seen: list[int] = []
    real = review_lib.review_game

    def counted(game: Game, seat: int, **kwargs: Any) -> Any:
        seen.append(seat)
        return real(game, seat, **kwargs)

    monkeypatch.setattr(review_lib, "review_game", counted)
    return seen


def kept_replay(app: App, game: Game) -> str:
    app.store.game_over(game, ("normal",) * 5, None, table_done=True)
    replay_id = app.store.replay_id_of(game)
    assert replay_id is not None
    return replay_id


def open_viewer(app: App, replay_id: str) -> ReplayScene:
    replay = app.store.load_replay(replay_id)
    assert replay is not None
    scene = ReplayScene(app, replay)
    app.reset(scene)
    frames(app, 2)
    return scene


def test_a_review_runs_in_the_background_is_kept_with_the_replay_and_reopens_without_judging_again(
    saved_app: App, calls: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = short_game()
    replay_id = kept_replay(saved_app, game)
    scene = open_viewer(saved_app, replay_id)
    panel = scene.review
    start = panel.buttons["start"]
    assert start.visible and panel.review is None
    click(saved_app, start.rect.center)
    assert panel.running and scene.frame_rate() == 60.0  # the progress bar moves
    run_until(saved_app, lambda: not panel.running, timeout=300)
    assert calls == [0] and panel.review is not None
    review = panel.review
    assert [d.index for d in review.decisions] == [i for i, a in enumerate(game.history) if a.seat == 0]
    assert not start.visible
    saved_app.store.flush()
    # the replay file now holds the review, and the statistics count it
    reopened = saved_app.store.load_replay(replay_id)
    assert reopened is not None and reopened.review == review
    stats = saved_app.store.stats()
    assert stats.reviews.games == 1 and stats.reviews.points == pytest.approx(review.points_lost)
    # reopened: the marks are shown, nothing is judged again
    monkeypatch.setattr(review_lib, "review_game", lambda *a, **k: pytest.fail("judged again"))
    again = open_viewer(saved_app, replay_id)
    assert again.review.review == review and not again.review.running
    assert not again.review.buttons["start"].visible
    assert again.review.box.w > 0  # the summary is up
    frames(saved_app, 3)


def test_cancel_stops_the_review_and_the_viewer_can_start_it_again(
    saved_app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    stopped = threading.Event()
    steps: list[int] = []

    def endless(game: Game, seat: int, *, progress: Any, **kwargs: Any) -> list[Any]:
        n = 0
        while progress(n, 40) is not False:
            steps.append(n)
            n += 1
            time.sleep(0.01)
        stopped.set()
        return []

    monkeypatch.setattr(review_lib, "review_game", endless)
    scene = open_viewer(saved_app, kept_replay(saved_app, short_game()))
    panel = scene.review
    click(saved_app, panel.buttons["start"].rect.center)
    run_until(saved_app, lambda: len(steps) > 3)
    frames(saved_app, 1)
    cancel = panel.buttons["cancel"]
    assert cancel.visible
    click(saved_app, cancel.rect.center)
    assert not panel.running and panel.review is None
    assert stopped.wait(5.0)  # the thread stopped after the decision in hand
    frames(saved_app, 2)
    assert panel.buttons["start"].visible and not cancel.visible
    saved_app.store.flush()
    reopened = saved_app.store.load_replay(scene.replay.info.replay_id)
    assert reopened is not None and reopened.review is None  # nothing kept
    assert saved_app.store.stats().reviews.games == 0


def test_in_its_own_process_the_review_reports_progress_and_cancel_ends_the_process_at_once() -> None:
    game = short_game()
    job = review_job.ReviewJob(game, 0, follows=False, in_process=True)
    job.start()
    try:
        end = time.monotonic() + 120
        while job.running and job.done == 0 and time.monotonic() < end:
            job.poll()
            time.sleep(0.02)
        assert job.done >= 1 or job.review is not None
        process = job._process
        job.cancel()
        assert not job.running
        assert job.review is None or job.done == job.total
        if process is not None:
            process.join(5.0)
            assert not process.is_alive()
    finally:
        job.cancel()


def fixed_review(game: Game) -> ReplayReview:
    """Two marks on the seat's decisions where it had another legal choice (a fixed review: the
    viewer's stepping does not depend on how the review judges)."""
    replay = Game.from_dict({**game.to_dict(), "actions": []})
    decisions: list[ReviewedDecision] = []
    for index, action in enumerate(game.history):
        if action.seat == 0:
            legal = replay.legal_actions()
            other = next((a for a in legal if a != action), None)
            marked = other is not None and sum(d.marked for d in decisions) < 2 and replay.phase == Phase.PLAY
            if marked and other is not None:
                grade = "mistake" if any(d.marked for d in decisions) else "blunder"
                decisions.append(
                    ReviewedDecision(index, grade, 2.5 if grade == "blunder" else 1.25, other, 0.3, 48)
                )
            else:
                decisions.append(
                    ReviewedDecision(index, "ok", 0.0, action if action in legal else legal[0], 0.0, 0)
                )
        replay.apply(action)
    return ReplayReview(0, tuple(decisions))


@pytest.fixture
def marked_viewer(app: App) -> Iterator[ReplayScene]:
    from gouji_desktop.app import gallery

    game = gallery.finished_game(7)
    review = fixed_review(game)
    replay, notices = decode_replay(encode_replay(game, ("normal",) * 5, SAVED_AT, review=review), "replay-x")
    assert notices == [] and replay.review == review
    scene = ReplayScene(app, replay)
    app.reset(scene)
    frames(app, 2)
    yield scene


def test_the_marks_are_stepped_through_with_the_table_and_hand_as_they_were(
    marked_viewer: ReplayScene,
) -> None:
    scene = marked_viewer
    app = scene.app
    panel = scene.review
    review = panel.review
    assert review is not None
    first, second = review.marks
    assert panel.current() is None and panel.strip.w == 0  # not at a mark: no strip
    click(app, panel.buttons["next"].rect.center)  # 下一个标记
    frames(app, 2)
    assert scene.rc.k == first.index and panel.current() == 0
    assert panel.strip.w > 0
    assert sorted(scene.model.hand) == sorted(scene.replay.position(first.index).hand(0))
    key(app, pygame.K_PAGEDOWN)
    frames(app, 2)
    assert scene.rc.k == second.index and panel.current() == 1
    click(app, panel.buttons["prev"].rect.center)  # 上一个标记
    frames(app, 2)
    assert scene.rc.k == first.index
    # a chip jumps to its mark
    chip = next(r for r, i in panel.chips if i == 1)
    click(app, chip.center)
    frames(app, 1)
    assert scene.rc.k == second.index
    # one step on: the decision after a mark is not one, and shows no strip
    key(app, pygame.K_RIGHT)
    frames(app, 30)
    assert panel.current() is None and panel.strip.w == 0


def test_the_summary_and_a_mark_s_words_in_both_languages(marked_viewer: ReplayScene) -> None:
    review = marked_viewer.review.review
    assert review is not None
    assert review.points_lost == pytest.approx(3.75)
    assert summary_text(review) == "复盘:2 处失误,约损失 3.8 分"
    i18n.set_language("en")
    try:
        assert summary_text(review) == "Review: 2 decisions cost about 3.8 points"
        assert tr("rev.grade.blunder") == "Blunder"
        marked_viewer.review.goto(0)
        frames(marked_viewer.app, 2)
    finally:
        i18n.set_language("zh")
    clean = ReplayReview(0, tuple(d for d in review.decisions if not d.marked))
    assert summary_text(clean) == tr("rev.clean", n=len(clean.decisions))


def test_an_old_replay_without_a_review_shows_the_review_button(app: App) -> None:
    import json

    from gouji_desktop.app import gallery

    game = gallery.finished_game(5)
    data = json.loads(encode_replay(game, ("normal",) * 5, SAVED_AT, match=(3, 2)))
    data["schema_version"] = 1
    data["match"] = {"seed": 3, "game": 2}
    replay, _ = decode_replay(json.dumps(data), "replay-old")
    scene = ReplayScene(app, replay)
    app.reset(scene)
    frames(app, 2)
    assert scene.review.review is None and scene.review.buttons["start"].visible


def test_review_from_the_results_screen_opens_the_viewer_with_the_review_running(
    saved_app: App, calls: list[int]
) -> None:
    from app_helpers import table_with

    from gouji_desktop.app.scenes.results import ResultsScene

    game = short_game()
    replay_id = kept_replay(saved_app, game)  # as the table keeps it when the game ends
    table = table_with(saved_app, game, save=True)
    results = ResultsScene(saved_app, table.controller, lambda: None)
    saved_app.push(results)
    frames(saved_app, 2)
    click(saved_app, results.buttons["review"].rect.center)
    viewer = saved_app.top
    assert isinstance(viewer, ReplayScene) and viewer.review.running
    run_until(saved_app, lambda: not viewer.review.running, timeout=300)
    assert calls == [0] and viewer.review.review is not None
    assert viewer.replay.info.replay_id == replay_id
    saved_app.store.flush()
    kept = saved_app.store.load_replay(replay_id)
    assert kept is not None and kept.review == viewer.review.review
    key(saved_app, pygame.K_ESCAPE)
    assert saved_app.top is results  # back to the results


def test_a_game_not_kept_as_a_replay_reviewed_from_the_results_still_counts_in_the_statistics(
    saved_app: App,
) -> None:
    from app_helpers import table_with

    from gouji_desktop.app.scenes.results import ResultsScene

    saved_app.settings.replays_kept = 0
    saved_app.store.save_settings(saved_app.settings)
    game = short_game()
    saved_app.store.game_over(game, ("normal",) * 5, None, table_done=True)
    assert saved_app.store.replay_id_of(game) is None and saved_app.store.list_replays() == []
    table = table_with(saved_app, game)
    results = ResultsScene(saved_app, table.controller, lambda: None)
    saved_app.push(results)
    frames(saved_app, 2)
    click(saved_app, results.buttons["review"].rect.center)
    viewer = saved_app.top
    assert isinstance(viewer, ReplayScene)
    run_until(saved_app, lambda: not viewer.review.running, timeout=300)
    saved_app.store.flush()
    assert saved_app.store.stats().reviews.games == 1
    assert saved_app.store.list_replays() == []  # nothing written into the replay folder


def test_the_review_process_loads_no_pygame() -> None:
    """What the spawned review process imports (its module and the review) pulls in no pygame."""
    import subprocess
    import sys

    code = "import sys, gouji_desktop.app.table.review_job; print('pygame' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8", check=True
    )
    assert out.stdout.strip() == "False"
