"""快捷语: the fixed quick phrases a seat may say at the table, and when a
computer seat says one of its own.

The phrases (``i18n.table_talk.PHRASES``) are catalogue keys (no free text), so a network table can send
a phrase by its key.  A computer seat speaks rarely, only when the table
gives it a reason, at most once a round, and always the same way for the
same game: its chances are drawn from a generator seeded from the game's
seed, never the global one.  No pygame here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gouji_desktop.engine import Event, EventKind, TopMode, opposite, team_of

#: how likely a computer seat speaks when the table gives it a reason
CHANCES = {
    "thanks": 0.6,  # a teammate goes out on the player's 让 or hand, or takes the lead from him (接风)
    "gouji": 0.3,  # the player wins a round with a gouji hand (R-GOUJI): the 对头 says 好牌!
    "stuck": 0.5,  # the player 闷 a seat (R-MEN): an opponent says 好牌!, a teammate 大意了
    "burned": 0.5,  # the player's burn succeeds (R-BURN): the victim says 好牌!
    "broken": 0.4,  # the player breaks a burn: the burner says 好牌!
    "burns_me": 0.3,  # an opponent burns the player: he says 不好意思
    "answer": 0.35,  # the player says 配合得好 or 谢谢队友: a teammate says 配合得好
}


def mate(seat: int) -> bool:
    """A teammate of the player (seat 0), not the player."""
    return seat != 0 and team_of(seat) == team_of(0)


@dataclass
class TableTalk:
    """Listens to the table's events in the order they are shown and says
    which computer seat speaks, and what, after one of them."""

    seed: str
    rng: random.Random = field(init=False)
    spoke: bool = False  # a computer seat spoke this round
    let_by_player: bool = False  # the player let (让) this round
    top: int | None = None  # whose hand is on top
    fed: int | None = None  # the teammate whose last hand beat the player's
    gouji: bool = False  # the hand on top is a gouji hand
    out: set[int] = field(default_factory=set)  # the seats gone out

    def __post_init__(self) -> None:
        self.rng = random.Random(f"gouji-talk:{self.seed}")

    def hear(self, ev: Event) -> tuple[int, str] | None:
        """After ``ev`` has been shown: (seat, phrase key) of a computer seat
        that speaks, or None."""
        k, s, t = ev.kind, ev.seat, ev.target
        said: tuple[int, str] | None = None
        if k == EventKind.PLAY and s is not None:
            self.fed = s if mate(s) and self.top == 0 else None
            self.top = s
            self.gouji = bool(ev.flags & {TopMode.GOUJI, TopMode.DEADLY})
        elif k == EventKind.OUT and s is not None:
            self.out.add(s)
            if mate(s) and (self.let_by_player or self.fed == s):
                said = self._maybe("thanks", s, "phrase.thanks")
        elif k == EventKind.TAKES_LEAD and s is not None and mate(s) and 0 in self.out:
            said = self._maybe("thanks", s, "phrase.thanks")  # 接风 from the player
        elif k == EventKind.LET and s == 0:
            self.let_by_player = True
        elif k == EventKind.MEN and t == 0 and s is not None and s != 0:  # seat s is stuck by the player
            said = self._maybe("stuck", s, "phrase.careless" if mate(s) else "phrase.nice")
        elif k == EventKind.BURN_SUCCESS and s == 0 and t is not None and not mate(t):
            said = self._maybe("burned", t, "phrase.nice")
        elif k == EventKind.BURN_BROKEN and t == 0 and s is not None and not mate(s):
            said = self._maybe("broken", s, "phrase.nice")
        elif k == EventKind.BURN_SUCCESS and t == 0 and s is not None and not mate(s):
            said = self._maybe("burns_me", s, "phrase.sorry")
        elif k == EventKind.ROUND_WON and s == 0 and self.gouji:
            rivals = [seat for seat in (opposite(0), 1, 5) if seat not in self.out]
            said = self._maybe("gouji", rivals[0], "phrase.nice") if rivals else None
        if k == EventKind.DEAL:
            self.out = set()
        if k in (EventKind.ROUND_WON, EventKind.DEAL):
            self.spoke = self.let_by_player = self.gouji = False
            self.top = self.fed = None
        return said

    def answer(self, key: str, seats: list[int]) -> tuple[int, str] | None:
        """The player said ``key``: a teammate among ``seats`` (those still
        playing) may answer 配合得好 to 配合得好 or 谢谢队友."""
        mates = [s for s in seats if mate(s)]
        if key not in ("phrase.teamwork", "phrase.thanks") or not mates or self.spoke:
            return None
        said = self._maybe("answer", mates[0], "phrase.teamwork")
        if said is not None and len(mates) > 1:
            said = (self.rng.choice(mates), said[1])
        return said

    def _maybe(self, reason: str, seat: int, key: str) -> tuple[int, str] | None:
        if self.spoke or self.rng.random() >= CHANCES[reason]:
            return None
        self.spoke = True
        return seat, key
