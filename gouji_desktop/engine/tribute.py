"""Tribute (进贡) owed after a game of a match (RULES.md §11).

>>> dian_pair(declared=(False, False), opened=(True, False))
[(1, 0, 1)]
>>> dian_pair(declared=(True, False), opened=(False, False))
[(0, 1, 1), (1, 0, 2)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import team_of
from .kinds import TributeKind

if TYPE_CHECKING:
    from .rounds import RoundMachine

MEN, SHAO, DIAN, LUO = TributeKind.MEN, TributeKind.SHAO, TributeKind.DIAN, TributeKind.LUO
TRIBUTE_ORDER = (MEN, SHAO, DIAN, LUO)  # R-TRIBORDER


@dataclass(frozen=True, slots=True)
class Tribute:
    """``giver`` pays ``count`` cards of ``kind`` (闷贡/烧贡/点贡/落贡) to ``receiver``."""

    giver: int
    receiver: int
    kind: TributeKind
    count: int

    @property
    def between_teammates(self) -> bool:
        return team_of(self.giver) == team_of(self.receiver)

    def to_json(self) -> list[object]:
        return [self.giver, self.receiver, self.kind, self.count]

    @classmethod
    def from_json(cls, data: object) -> Tribute:
        if (
            not isinstance(data, list)
            or len(data) != 4
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in (data[0], data[1], data[3]))
            or data[2] not in TRIBUTE_ORDER
            or not (0 <= data[0] < 6 and 0 <= data[1] < 6 and data[0] != data[1] and 0 < data[3] <= 8)
        ):
            raise ValueError(f"not a tribute entry: {data!r}")
        return cls(data[0], data[1], TributeKind(data[2]), data[3])


def dian_pair(declared: tuple[bool, bool], opened: tuple[bool, bool]) -> list[tuple[int, int, int]]:
    """R-DIANGONG for one pair of opposite seats, as (giver, receiver, count)
    with the pair's members named 0 (A) and 1 (B)."""
    da, db = declared
    oa, ob = opened
    if db and not da:  # "other rows follow by symmetry"
        return [(1 - g, 1 - r, n) for g, r, n in dian_pair((db, da), (ob, oa))]
    if oa != ob and ob:  # B opened but not A: mirror the "A opened, B not" column
        if da and not db:
            return [(0, 1, 3)]  # A only declared, B opened: A gives B 3
        return [(1 - g, 1 - r, n) for g, r, n in dian_pair((db, da), (ob, oa))]
    if da and db:
        if oa and not ob:
            return [(1, 0, 4)]
        return [(0, 1, 2), (1, 0, 2)]
    if not da and not db:
        if oa and not ob:
            return [(1, 0, 1)]
        if not oa and not ob:
            return [(0, 1, 1), (1, 0, 1)]
        return []
    # A only declared
    if oa and not ob:
        return [(1, 0, 3)]
    if not oa and not ob:
        return [(0, 1, 1), (1, 0, 2)]
    return [(0, 1, 2)]  # both opened


def tribute_owed(game: RoundMachine) -> list[Tribute]:
    """What a finished game makes the seats pay next game, in paying order."""
    if not game.rules.tribute or game._chuan3():  # R-CHUAN3: nothing after 串三户
        return []
    entries: dict[tuple[int, int, TributeKind], int] = {}

    def owe(giver: int, receiver: int, kind: TributeKind, n: int) -> None:
        key = (giver, receiver, kind)
        entries[key] = entries.get(key, 0) + n

    for victim, by in game.men:  # R-MENGONG
        owe(victim, by, MEN, 1)
    for burner, victim in game.burns:  # R-SHAOGONG
        owe(victim, burner, SHAO, 1)
    opened = list(game._has_opened)
    for s in range(6):  # a rebel counts as not opened, its 对头 as opened
        if game.rebel[s]:
            opened[s] = False
            opened[(s + 3) % 6] = True
    for a in range(3):  # R-DIANGONG
        b = a + 3
        pair = (a, b)
        for g, r, n in dian_pair((game.declared[a], game.declared[b]), (opened[a], opened[b])):
            owe(pair[g], pair[r], DIAN, n)
    places = game._places_so_far()  # R-LUOGONG
    owe(places[5], places[0], LUO, 2)
    owe(places[4], places[1], LUO, 1)
    order = {k: i for i, k in enumerate(TRIBUTE_ORDER)}
    keys = sorted(entries, key=lambda k: (order[k[2]], k[0], k[1]))
    return [Tribute(g, r, kind, entries[(g, r, kind)]) for g, r, kind in keys]
