"""Storage test fixtures: no GOUJI_DATA_DIR from outside, and a storage in a
temp folder with a clock that ticks one second per call."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from storage_helpers import ticking_clock

from gouji_desktop.storage import Storage


@pytest.fixture(autouse=True)
def no_env_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOUJI_DATA_DIR", raising=False)


@pytest.fixture(autouse=True)
def no_internal_errors(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """A bug caught by Storage's safety net is logged: fail the test on it."""
    yield
    bugs = [r for r in caplog.get_records("call") if r.name.startswith("gouji_desktop.storage")]
    assert bugs == [], bugs[0].getMessage()


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data", clock=ticking_clock())
