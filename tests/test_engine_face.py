"""The engine's face (docs/engine.md): outside engine/ code imports only
``gouji_desktop.engine`` and ``gouji_desktop.engine.fast``, never a private
name, and spells no kind as a string literal."""

from __future__ import annotations

import ast
import pathlib

import pytest

from gouji_desktop.engine import ActionKind, Decision, EventKind, Game, Phase, TopMode, TributeKind

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "gouji_desktop"
FACE = {"gouji_desktop.engine", "gouji_desktop.engine.fast"}
KIND_FIELDS = {"kind", "phase", "decision", "top_mode"}

#: Game's public names: exactly what docs/engine.md documents.
GAME_FACE = {
    "apply",
    "burner",
    "burns",
    "card_count",
    "copy",
    "decision",
    "declared",
    "events",
    "finished",
    "from_deal",
    "from_dict",
    "from_hands",
    "from_json",
    "hand",
    "history",
    "is_active",
    "is_chuan3",
    "is_headless",
    "legal_actions",
    "men",
    "new",
    "opened",
    "phase",
    "places",
    "played",
    "rebel",
    "rules",
    "scores",
    "seed",
    "to_act",
    "to_dict",
    "to_json",
    "top",
    "tribute_owed",
    "view",
}


def outside_engine() -> list[pathlib.Path]:
    files = [p for p in PACKAGE.rglob("*.py") if "engine" not in p.relative_to(PACKAGE).parts[:1]]
    return sorted(files + list((ROOT / "tools").rglob("*.py")))


def engine_imports(tree: ast.AST, path: pathlib.Path) -> list[tuple[str, list[str]]]:
    """(module, names) of every import of the engine, relative ones resolved."""
    found = []
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join((*base, *module.split("."))).rstrip(".")
            if module.startswith("gouji_desktop.engine"):
                found.append((module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names if a.name.startswith("gouji_desktop.engine")]
    return found


def private_engine_members() -> set[str]:
    names = {n for n in dir(Game) if n.startswith("_") and not n.startswith("__")}
    return names | {n for n in getattr(Game, "__slots__", ()) if n.startswith("_")}


def face_offences(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT)
    out = []
    for module, names in engine_imports(tree, path):
        if module not in FACE:
            out.append(f"{where} imports {module}, outside the engine's face")
        out += [f"{where} imports the private {module}.{n}" for n in names if n.startswith("_")]
    private = private_engine_members()
    for node in ast.walk(tree):
        own = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"
        if isinstance(node, ast.Attribute) and node.attr in private and not own:
            out.append(f"{where}:{node.lineno} reads the engine's private {node.attr}")
    return out


KIND_VALUES = {
    str(k) for enum in (ActionKind, Decision, EventKind, Phase, TopMode, TributeKind) for k in enum
}


def is_str_literal(node: ast.AST) -> bool:
    """A string literal that spells an engine kind (or a tuple/list/set of them)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and node.value in KIND_VALUES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(is_str_literal(e) for e in node.elts)
    return False


def is_any_str(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(is_any_str(e) for e in node.elts)
    return False


def kind_literal_offences(path: pathlib.Path) -> list[str]:
    """``x.kind == "play"``, ``x.phase in ("play", …)``, ``case "play":`` on a kind,
    ``Action("play", …)`` / ``Event("opened")``, and ``PLAY = "play"`` constants."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and is_str_literal(node.args[0]):
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if name in ("Action", "Event"):
                out.append(f"{where}:{node.lineno} builds an {name} from a string kind")
        elif isinstance(node, ast.Assign):
            pairs: list[tuple[ast.expr, ast.expr]] = [
                (t, node.value) for t in node.targets if isinstance(t, ast.Name)
            ]
            if isinstance(node.value, ast.Tuple):
                pairs += [
                    (t, v)
                    for tgt in node.targets
                    if isinstance(tgt, ast.Tuple)
                    for t, v in zip(tgt.elts, node.value.elts, strict=False)
                ]
            if any(isinstance(t, ast.Name) and t.id.isupper() and is_str_literal(v) for t, v in pairs):
                out.append(f"{where}:{node.lineno} names a kind as a string constant")
        if isinstance(node, ast.Compare):
            # any string: a typo such as "has_opened" is exactly what must not pass
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Attribute) and s.attr in KIND_FIELDS for s in sides) and any(
                is_any_str(s) for s in sides
            ):
                out.append(f"{where}:{node.lineno} compares a kind with a string literal")
        elif isinstance(node, ast.Match):
            subject = node.subject
            if isinstance(subject, ast.Attribute) and subject.attr in KIND_FIELDS:
                for case in node.cases:
                    for sub in ast.walk(case.pattern):
                        if isinstance(sub, ast.MatchValue) and is_any_str(sub.value):
                            out.append(f"{where}:{sub.lineno} matches a kind against a string literal")
    return out


@pytest.mark.parametrize("path", outside_engine(), ids=lambda p: str(p.relative_to(ROOT)))
def test_outside_code_uses_only_the_engines_face(path: pathlib.Path) -> None:
    assert face_offences(path) == []


def test_the_face_checker_catches_a_private_import_and_a_private_field(tmp_path: pathlib.Path) -> None:
    probe = ROOT / "tools" / "_face_probe_tmp.py"
    probe.write_text(
        "from gouji_desktop.engine.hands import beating_plays\n"
        "from gouji_desktop.engine import _secret\n"
        "def f(game):\n    return game._rc\n",
        encoding="utf-8",
    )
    try:
        found = face_offences(probe)
    finally:
        probe.unlink()
    assert len(found) == 3, found


def test_the_kind_checker_catches_the_has_opened_typo() -> None:
    probe = ROOT / "tools" / "_kind_probe_tmp.py"
    probe.write_text(
        'def f(e, g):\n    if e.kind == "has_opened":\n        return 1\n'
        '    match e.kind:\n        case "opened":\n            return 2\n'
        '    return g.phase in ("play", "over")\n',
        encoding="utf-8",
    )
    try:
        found = kind_literal_offences(probe)
    finally:
        probe.unlink()
    assert len(found) == 3, found


def test_the_kind_checker_catches_string_kinds_built_and_named() -> None:
    probe = ROOT / "tools" / "_kind_probe2_tmp.py"
    probe.write_text(
        'PLAY, PASS = "play", "pass"\nLET = "let"\nERROR = "error"\n'
        'def f(seat):\n    return Action("pass", seat), Event("opened", seat)\n'
        'def g(toast):\n    return toast.tone == "error"\n',
        encoding="utf-8",
    )
    try:
        found = kind_literal_offences(probe)
    finally:
        probe.unlink()
    assert len(found) == 4, found  # not ERROR, not a toast's tone


@pytest.mark.parametrize("path", outside_engine(), ids=lambda p: str(p.relative_to(ROOT)))
def test_outside_code_spells_no_kind_as_a_string(path: pathlib.Path) -> None:
    assert kind_literal_offences(path) == []


def test_games_public_names_are_exactly_the_documented_face() -> None:
    public = {n for n in dir(Game) if not n.startswith("_")}
    assert public == GAME_FACE
    doc = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    assert [n for n in sorted(GAME_FACE) if n not in doc] == []
