"""Settings, saves, statistics and replays under the user data dir.

The GUI uses :class:`Storage` (see docs/storage.md): every load returns a
:class:`Loaded` (value, source, notices) and every save a bool; nothing
raises, and every problem is a :class:`Notice` also queued for
``Storage.take_notices()``.
"""

from .autosave import Autosave, NetworkTableSave
from .documents import Loaded, Notice
from .replays import Replay, ReplayInfo, ReplayReview, ReviewedDecision
from .settings import AI_LEVELS, ANIM_SPEEDS, CARD_BACKS, LANGUAGES, PLAY_MODES, Settings
from .stats import Reviews, ReviewSummary, Statistics, Tally, level_key
from .store import ENV_VAR, Storage, StoragePaths

__all__ = [
    "AI_LEVELS",
    "ANIM_SPEEDS",
    "CARD_BACKS",
    "ENV_VAR",
    "LANGUAGES",
    "PLAY_MODES",
    "Autosave",
    "Loaded",
    "NetworkTableSave",
    "Notice",
    "Replay",
    "ReplayInfo",
    "ReplayReview",
    "ReviewSummary",
    "ReviewedDecision",
    "Reviews",
    "Settings",
    "Statistics",
    "Storage",
    "StoragePaths",
    "Tally",
    "level_key",
]
