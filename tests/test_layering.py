"""Imports flow one way: app → ai → engine, storage → engine (DEVELOPERS.md)."""

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "gouji_desktop"


def imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module:
                names.add(node.module)
            elif node.level:
                # resolve a relative import against the file's package
                package = path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1]
                base = package[: len(package) - (node.level - 1)]
                names.add(".".join((*base, *(node.module or "").split("."))).rstrip("."))
    return names


def modules_under(sub: str) -> list[pathlib.Path]:
    return sorted((PACKAGE / sub).rglob("*.py"))


@pytest.mark.parametrize("layer", ["engine", "ai"])
def test_no_pygame_below_the_app(layer: str) -> None:
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in modules_under(layer)
        if any(m == "pygame" or m.startswith("pygame.") for m in imported_modules(p))
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [
        ("engine", ("gouji_desktop.ai", "gouji_desktop.app", "gouji_desktop.storage")),
        ("ai", ("gouji_desktop.app", "gouji_desktop.storage")),
        ("storage", ("gouji_desktop.app", "gouji_desktop.ai")),
    ],
)
def test_imports_flow_one_way(layer: str, forbidden: tuple[str, ...]) -> None:
    offenders = [
        f"{p.relative_to(PACKAGE)} imports {m}"
        for p in modules_under(layer)
        for m in imported_modules(p)
        if m.startswith(forbidden)
    ]
    assert offenders == []


def test_the_checker_sees_a_pygame_import(tmp_path: pathlib.Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom pygame import display\n", encoding="utf-8")
    assert "pygame" in imported_modules(probe)
