"""录像: the list of saved replays; opening one shows it in the viewer
(gouji_desktop.app.table.replay)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from gouji_desktop.app.i18n import seat_name, short_date, tr
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.scene import Scene
from gouji_desktop.app.ui.paged_list import ROWS_PER_PAGE, PagedList
from gouji_desktop.app.ui.widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    ButtonBar,
    draw_panel,
    draw_text,
    fit_size,
)
from gouji_desktop.engine import GAMES_PER_MATCH
from gouji_desktop.storage import ReplayInfo


def match_groups(infos: list[ReplayInfo]) -> list[int]:
    """A group number per replay: the games of one match in a row (newest
    first) share one; each single game has its own."""
    out: list[int] = []
    group = -1
    for i, info in enumerate(infos):
        prev = infos[i - 1] if i else None
        same = (
            prev is not None
            and info.match_seed is not None
            and info.match_seed == prev.match_seed
            and info.game_number < prev.game_number
        )
        if not same:
            group += 1
        out.append(group)
    return out


#: how a match's header says it ended, seat 0's team's view; "over" when the scores are not known
MATCH_RESULT_COLORS = {
    "won": (120, 210, 130),
    "lost": (235, 120, 100),
    "draw": GOLD,
    "over": INK_DIM,
    "unfinished": INK_DIM,
}


@dataclass(frozen=True)
class MatchHeader:
    """The header row over the games of one match in the list."""

    games: tuple[int, ...]  # their places in the list, newest first
    date: str  # when its first game kept was saved
    score: tuple[int, int] | None  # the match score after its newest game kept (None: not known)
    result: str  # "won", "lost", "draw", "over" (ended, score unknown) or "unfinished"


def match_score(infos: list[ReplayInfo]) -> tuple[int, int] | None:
    """The match score after the newest of these games of one match (newest first): as its file
    kept it, else the sum of the games when all games from the first are here (an older file)."""
    newest = infos[0]
    if newest.team_after is not None:
        return newest.team_after
    if sorted(i.game_number for i in infos) != list(range(1, newest.game_number + 1)):
        return None
    ours = sum(i.scores[0] + i.scores[2] + i.scores[4] for i in infos)
    theirs = sum(i.scores[1] + i.scores[3] + i.scores[5] for i in infos)
    return ours, theirs


def list_rows(infos: list[ReplayInfo]) -> list[MatchHeader | int]:
    """The list's rows: each game (its place in ``infos``), the games of a match under a header."""
    rows: list[MatchHeader | int] = []
    groups = match_groups(infos)
    i = 0
    while i < len(infos):
        members = [j for j in range(i, len(infos)) if groups[j] == groups[i]]
        if infos[i].match_seed is not None:
            group = [infos[j] for j in members]
            score = match_score(group)
            if group[0].game_number < GAMES_PER_MATCH:
                result = "unfinished"
            elif group[0].match_result is not None:
                result = group[0].match_result
            elif score is not None:
                result = "won" if score[0] > score[1] else "lost" if score[0] < score[1] else "draw"
            else:
                result = "over"
            rows.append(MatchHeader(tuple(members), group[-1].saved_at, score, result))
        rows.extend(members)
        i = members[-1] + 1
    return rows


class ReplayListScene(PagedList, Scene):
    """Pick a replay: date, seat 0's place and score, the finishing order."""

    def __init__(self, app: App, infos: list[ReplayInfo] | None = None) -> None:
        super().__init__(app)
        self.infos = infos if infos is not None else app.store.list_replays()
        self.rows = list_rows(self.infos)
        self.entered = False
        self.row_rects = []
        self.buttons = ButtonBar(
            [
                Button("back", lambda: tr("common.back"), self.app.nav.back, "primary"),
                Button("prev", lambda: tr("rules.prev"), lambda: self.turn(-1)),
                Button("next", lambda: tr("rules.next"), lambda: self.turn(1)),
                Button("import", lambda: tr("rep.import"), self.app.nav.replay_import),
            ]
        )

    def on_enter(self) -> None:
        """Back from the viewer or the import list: a replay may have been added."""
        if self.entered:
            self.reload()
        self.entered = True

    def reload(self) -> None:
        self.infos = self.app.store.list_replays()
        self.rows = list_rows(self.infos)
        self.page = min(self.page, self.pages - 1)

    def row_count(self) -> int:
        return len(self.rows)

    def open(self, index: int) -> None:
        """View the replay of row ``index`` (a match's header opens nothing); a bad file is set
        aside by storage (a notice says so) and leaves the list."""
        row = self.rows[index]
        if isinstance(row, MatchHeader):
            return
        info = self.infos[row]
        replay = self.app.store.load_replay(info.replay_id)
        if replay is None:
            self.reload()
            return
        self.app.nav.replay(replay)

    def draw(self, surface: pygame.Surface) -> None:
        panel, s = self.draw_frame(surface, tr("rep.title"))
        if not self.infos:
            draw_text(surface, tr("rep.empty"), int(20 * s), panel.center, INK_DIM, anchor="center")
        else:
            self.draw_rows(surface, panel, s)
        y = self.place_pager(panel, s)
        imp = self.buttons["import"]
        imp.rect = pygame.Rect(0, 0, int(150 * s), int(50 * s))
        imp.rect.topright = (panel.right, y)
        imp.visible = self.app.store.enabled
        if self.pages > 1:
            draw_text(
                surface,
                tr("rep.page", i=self.page + 1, n=self.pages),
                int(18 * s),
                ((self.buttons["next"].rect.right + imp.rect.left) // 2, y + int(25 * s)),
                INK_DIM,
                anchor="center",
            )
        self.buttons.draw(surface)

    def draw_rows(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        fs = int(19 * s)
        cols = [
            ("rep.game", 0.03),
            ("rep.date", 0.17),
            ("rep.place", 0.35),
            ("rep.score", 0.46),
            ("rep.order", 0.56),
            ("rep.steps", 0.92),
        ]
        y = panel.top + int(18 * s)
        for key, fx in cols:
            text = tr(key)
            draw_text(
                surface,
                text,
                fit_size(text, int(fs * 0.9), int(panel.w * 0.13), True),
                (panel.left + int(panel.w * fx), y),
                INK_DIM,
                True,
            )
        y += int(38 * s)
        row_h = (panel.bottom - y - int(10 * s)) // ROWS_PER_PAGE
        self.draw_games(surface, panel, cols, y, row_h, s)

    def draw_header(self, surface: pygame.Surface, row: pygame.Rect, header: MatchHeader, s: float) -> None:
        """A match: when it began, how many of its games are kept, its score and how it ended."""
        fs = int(19 * s)
        date = short_date(header.date) or tr("rep.unknown_date")
        left = tr("rep.match_header", date=date, n=len(header.games))
        draw_text(surface, left, fs, (row.left + int(4 * s), row.centery + int(4 * s)), GOLD, True, "midleft")
        parts = []
        if header.score is not None:
            parts.append(tr("rep.match_score", a=header.score[0], b=header.score[1]))
        result = tr(f"rep.match_{header.result}")
        right = row.right - int(12 * s)
        r = draw_text(
            surface,
            result,
            fs,
            (right, row.centery + int(4 * s)),
            MATCH_RESULT_COLORS[header.result],
            True,
            "midright",
        )
        if parts:
            draw_text(
                surface,
                "  ".join(parts),
                fs,
                (r.left - int(18 * s), row.centery + int(4 * s)),
                INK,
                True,
                "midright",
            )
        pygame.draw.line(
            surface,
            (*GOLD, 120),
            (row.left, row.bottom - int(2 * s)),
            (row.right, row.bottom - int(2 * s)),
            max(1, int(s)),
        )

    def draw_games(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        cols: list[tuple[str, float]],
        y: int,
        row_h: int,
        s: float,
    ) -> None:
        fs = int(19 * s)
        start = self.page * ROWS_PER_PAGE
        groups = match_groups(self.infos)
        for r, row_item in enumerate(self.rows[start : start + ROWS_PER_PAGE], start):
            row = pygame.Rect(panel.left + int(12 * s), y, panel.w - int(24 * s), row_h - int(6 * s))
            if isinstance(row_item, MatchHeader):
                self.draw_header(surface, row, row_item, s)
                y += row_h
                continue
            i = row_item
            info = self.infos[i]
            self.row_rects.append((row, r))
            draw_panel(surface, row, (255, 255, 255, 34 if r == self.hover else 14), int(10 * s), None)
            # the games of one match share a stripe under their header; matches alternate its colour
            if info.match_seed is not None:
                stripe = pygame.Rect(row.left, row.top, int(6 * s), row.h)
                color = (214, 170, 60) if groups[i] % 2 == 0 else (90, 170, 220)
                pygame.draw.rect(surface, color, stripe, border_radius=int(3 * s))
            cy = row.centery
            order = " → ".join(seat_name(seat) for seat in info.places)
            game = tr("rep.in_match", n=info.game_number) if info.match_seed is not None else tr("rep.single")
            values = [
                game,
                short_date(info.saved_at) or tr("rep.unknown_date"),
                tr(f"place.{info.seat0_place}"),
                f"{info.seat0_score:+d}",
                order,
                str(info.actions),
            ]
            widths = [0.13, 0.17, 0.10, 0.09, 0.35, 0.07]
            for (key, fx), value, fw in zip(cols, values, widths, strict=True):
                size = fit_size(value, fs, int(panel.w * fw))
                color = GOLD if key in ("rep.place", "rep.score") else INK
                draw_text(
                    surface,
                    value,
                    size,
                    (panel.left + int(panel.w * fx), cy),
                    color,
                    key != "rep.order",
                    "midleft",
                )
            y += row_h
