"""The rule options of RULES.md §12."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields


@dataclass(frozen=True, slots=True)
class Rules:
    """Which variants are on (RULES.md §12); the defaults are the standard game.

    >>> Rules().bie_san, Rules(tribute=False).tribute
    (True, False)
    >>> Rules.from_dict(Rules(declare=False).to_dict()) == Rules(declare=False)
    True
    """

    bie_san: bool = True  # 憋三: R-BIE3, R-BUY3, R-MEN
    tribute: bool = True  # 进贡 matches: §10, §11
    no_return_single: bool = True  # 不还单张: R-NORETURNSINGLE
    declare: bool = True  # 宣点: R-DECLARE
    revolution: bool = True  # 革命: R-REVOLT

    def to_dict(self) -> dict[str, bool]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Build from a dict, refusing unknown keys and non-boolean values."""
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(sorted(map(str, unknown)))}")
        for key, value in data.items():
            if not isinstance(value, bool):
                raise ValueError(f"rule option {key!r} must be true or false")
        return cls(**data)
