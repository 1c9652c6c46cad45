"""The examples in the docstrings of the engine, the AI, storage, the review and the lab run as tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import gouji_desktop

PACKAGES = (
    "gouji_desktop.engine",
    "gouji_desktop.ai",
    "gouji_desktop.storage",
    "gouji_desktop.review",
    "gouji_lab",
)


def modules() -> list[str]:
    names = []
    for name in PACKAGES:
        package = importlib.import_module(name)
        names.append(package.__name__)
        names.extend(m.name for m in pkgutil.walk_packages(package.__path__, f"{package.__name__}."))
    return sorted(names)


def test_the_doctest_list_covers_the_engine() -> None:
    assert "gouji_desktop.engine.hands" in modules() and "gouji_lab.arena" in modules()
    assert gouji_desktop.__name__ == "gouji_desktop"


@pytest.mark.parametrize("name", modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest(s) failed in {name}"
