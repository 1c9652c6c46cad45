"""The player's settings (the fields of the settings screen), in memory; a
plain dataclass so that storage can persist it later (``to_dict``/``from_dict``)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

ANIM_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_DELAYS: tuple[float, ...] = (0.0, 0.3, 0.6, 1.0, 1.5)
CARD_BACKS = 3
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@dataclass
class Settings:
    language: str = "zh"
    anim_speed: str = "normal"
    ai_delay: float = 0.6
    volume: int = 70  # 0..100, 0 = muted
    fullscreen: bool = False
    card_back: int = 0

    @property
    def speed_factor(self) -> float:
        """Animation time multiplier: 0 means instant."""
        factor = ANIM_SPEEDS.get(self.anim_speed, 1.0)
        return 0.0 if factor == 0 else 1.0 / factor

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Settings:
        """Known fields of the right type; anything else keeps its default."""
        out = cls()
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(out, f.name)
            if isinstance(default, float) and type(value) in (int, float):
                setattr(out, f.name, float(value))  # JSON may write 1.0 as 1
            elif value is not None and type(value) is type(default):
                setattr(out, f.name, value)
        return out
