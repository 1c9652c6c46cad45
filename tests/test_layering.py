"""Imports flow one way: app → review → ai → engine, storage → engine; inside the app, each
room imports only the rooms below it (docs/gui.md); and no Python file of the repository edits
``sys.path``."""

import ast
import pathlib
import re

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = REPO / "gouji_desktop"


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


@pytest.mark.parametrize("layer", ["engine", "ai", "review"])
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
        (
            "engine",
            ("gouji_desktop.ai", "gouji_desktop.app", "gouji_desktop.storage", "gouji_desktop.review"),
        ),
        ("ai", ("gouji_desktop.app", "gouji_desktop.storage", "gouji_desktop.review")),
        ("storage", ("gouji_desktop.app", "gouji_desktop.ai", "gouji_desktop.review")),
        # the review (复盘) judges with the AI and the engine; the GUI and storage use it
        ("review", ("gouji_desktop.app", "gouji_desktop.storage")),
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


def test_the_game_never_imports_the_lab() -> None:
    """The lab (gouji_lab: arena, benchmarks, the frozen baseline) measures the game from outside:
    nothing the installers ship imports it, and no developer tool is left in the game's package."""
    offenders = [
        f"{p.relative_to(PACKAGE)} imports {m}"
        for p in sorted(PACKAGE.rglob("*.py"))
        for m in imported_modules(p)
        if m == "gouji_lab" or m.startswith("gouji_lab.")
    ]
    assert offenders == []
    dev_tools = {"arena.py", "bench.py", "bench_storage.py"}
    assert [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if p.name in dev_tools] == []


def test_the_checker_sees_a_pygame_import(tmp_path: pathlib.Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("import os\nfrom pygame import display\n", encoding="utf-8")
    assert "pygame" in imported_modules(probe)


APP = PACKAGE / "app"
#: the replay viewer is the table in replay mode: it may build on the table scene
SAME_ROOM = {("gouji_desktop.app.table.replay", "gouji_desktop.app.table.scene")}


def dotted(path: pathlib.Path, package: pathlib.Path = PACKAGE) -> str:
    return ".".join(path.relative_to(package.parent).with_suffix("").parts)


def defines_a_scene(path: pathlib.Path) -> bool:
    """A module that defines a screen: a class whose base is ``Scene`` or ``…Scene``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.ClassDef)
        and any(isinstance(b, ast.Name) and b.id.endswith("Scene") for b in node.bases)
        for node in ast.walk(tree)
    )


def scene_imports(paths: list[pathlib.Path], package: pathlib.Path = PACKAGE) -> list[str]:
    """``a imports b`` for every module a defining a scene that imports
    another module b defining one (outside SAME_ROOM)."""
    names = {p: dotted(p, package) for p in paths}
    scenes = {names[p] for p in paths if defines_a_scene(p)}
    return [
        f"{names[p]} imports {m}"
        for p in paths
        if names[p] in scenes
        for m in sorted(imported_modules(p) & scenes)
        if m != names[p] and (names[p], m) not in SAME_ROOM
    ]


def test_scenes_never_import_each_other() -> None:
    """They ask app.nav (gouji_desktop/app/shell/navigator.py) to go somewhere; the scenes are
    built by the routes it is given (gouji_desktop/app/routes.py)."""
    paths = sorted(APP.rglob("*.py"))
    assert sum(defines_a_scene(p) for p in paths) >= 10
    assert scene_imports(paths) == []


def test_the_checker_sees_one_scene_importing_another(tmp_path: pathlib.Path) -> None:
    root = tmp_path / "gouji_desktop"
    (root / "app" / "scenes").mkdir(parents=True)
    (root / "app" / "scenes" / "a.py").write_text("class AScene(Scene):\n    pass\n", encoding="utf-8")
    (root / "app" / "scenes" / "b.py").write_text(
        "from gouji_desktop.app.scenes.a import AScene\n\n\nclass BScene(Scene):\n    pass\n",
        encoding="utf-8",
    )
    found = scene_imports(sorted((root / "app").rglob("*.py")), root)
    assert found == ["gouji_desktop.app.scenes.b imports gouji_desktop.app.scenes.a"]


def test_the_table_helpers_take_the_layout_model_and_view_not_the_scene() -> None:
    helpers = [p for p in (APP / "table").glob("*.py") if p.stem not in ("scene", "replay", "__init__")]
    assert {p.stem for p in helpers} >= {"model", "animate", "draw", "dialogs", "input", "controller"}
    offenders = [
        f"{p.stem} imports the scene"
        for p in helpers
        if "gouji_desktop.app.table.scene" in imported_modules(p)
    ]
    assert offenders == []


# ----- the app's rooms -----------------------------------------------------------------------------

#: the rooms of the app (its sub-packages) and the rooms each may import besides its own, from
#: the bottom up: the words, the widgets, the shell (window, frame loop, scene stack, navigator),
#: then the table and the screens; the network tables (headless) sit low.  The app's own modules
#: (main, routes, gallery, selftest_hooks) are the composition root: they may import any room,
#: and no room imports them.
ROOMS: dict[str, tuple[str, ...]] = {
    "i18n": (),
    "tutorial": ("i18n",),
    "net": ("i18n",),
    "ui": ("i18n",),
    "shell": ("ui", "i18n"),
    "table": ("shell", "ui", "i18n", "tutorial", "net"),
    "scenes": ("shell", "ui", "i18n", "tutorial", "net", "table"),
}


def app_imports(path: pathlib.Path) -> set[str]:
    """The app modules ``path`` imports; ``from gouji_desktop.app import i18n`` counts as
    ``gouji_desktop.app.i18n``."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == "gouji_desktop.app":
            names.update(f"gouji_desktop.app.{alias.name}" for alias in node.names)
    names.update(m for m in imported_modules(path) if m.startswith("gouji_desktop.app."))
    return names


def room_offences(app: pathlib.Path, rooms: dict[str, tuple[str, ...]]) -> list[str]:
    """``a imports b`` for every module a of a room importing a room it may not, or the
    composition root."""
    found = []
    for room, allowed in rooms.items():
        for path in sorted((app / room).rglob("*.py")):
            name = dotted(path, app.parent)
            for m in sorted(app_imports(path)):
                other = m.split(".")[2]
                if other != room and other not in allowed:
                    found.append(f"{name} imports {m}")
    return found


def test_every_room_of_the_app_is_placed() -> None:
    rooms = {p.parent.name for p in APP.glob("*/__init__.py")}
    assert rooms == set(ROOMS)


def test_each_room_imports_only_the_rooms_below_it() -> None:
    """The shell imports no scene (the navigator is given the routes), ui/ does not import the
    shell, and nothing below the composition root imports it."""
    assert room_offences(APP, ROOMS) == []


@pytest.mark.parametrize(
    ("room", "line", "imported"),
    [
        ("shell", "from gouji_desktop.app.scenes.title import TitleScene", "gouji_desktop.app.scenes.title"),
        ("shell", "from gouji_desktop.app.table import thinker", "gouji_desktop.app.table"),
        ("ui", "from gouji_desktop.app.shell.app import App", "gouji_desktop.app.shell.app"),
        ("ui", "from gouji_desktop.app import shell", "gouji_desktop.app.shell"),
        ("table", "from gouji_desktop.app.routes import ROUTES", "gouji_desktop.app.routes"),
    ],
)
def test_the_checker_sees_a_room_importing_upward(
    tmp_path: pathlib.Path, room: str, line: str, imported: str
) -> None:
    app = tmp_path / "gouji_desktop" / "app"
    (app / room).mkdir(parents=True)
    (app / room / "probe.py").write_text(
        f"from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    {line}\n", encoding="utf-8"
    )
    found = room_offences(app, ROOMS)
    assert found == [f"gouji_desktop.app.{room}.probe imports {imported}"]


# ----- the table's controller runs without a window ------------------------------------------------


def module_file(name: str) -> pathlib.Path | None:
    """The file of module ``name`` in this checkout (a package's __init__), None if there is none."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    found = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    return found if found.is_file() else None


def app_closure(module: str) -> set[str]:
    """``module`` and every app module it imports, directly or not, with their packages' __init__."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        parts = todo.pop().split(".")
        for n in range(2, len(parts) + 1):  # importing a.b.c runs a.b's __init__ first
            name = ".".join(parts[:n])
            found = module_file(name)
            if name in seen or found is None:
                continue
            seen.add(name)
            todo.extend(m for m in imported_modules(found) if m.startswith("gouji_desktop.app"))
    return seen


@pytest.mark.parametrize("module", ["gouji_desktop.app.table.controller", "gouji_desktop.app.table.thinker"])
def test_the_controller_and_the_ai_worker_import_no_pygame(module: str) -> None:
    """An AI answer comes back as a future the table polls, not as a window event: the controller
    (and the AI process, which imports the thinker) loads no pygame."""
    closure = app_closure(module)
    assert {module, "gouji_desktop.app", "gouji_desktop.app.table"} <= closure
    offenders = [
        f"{name} imports {m}"
        for name in sorted(closure)
        for m in sorted(imported_modules(module_file(name) or PACKAGE))
        if m == "pygame" or m.startswith("pygame.")
    ]
    assert offenders == []


def test_the_closure_follows_imports_through_the_app() -> None:
    """The stack imports the scene module, which imports pygame: the check would see it."""
    closure = app_closure("gouji_desktop.app.shell.stack")
    assert "gouji_desktop.app.shell.scene" in closure
    assert "pygame" in imported_modules(module_file("gouji_desktop.app.shell.scene") or PACKAGE)


# ----- no sys.path edits ---------------------------------------------------------------------------

#: the repository's Python: the product, its tests, the tools and the lab, the build scripts
PYTHON_HOMES = ("gouji_desktop", "tests", "tools", "build_scripts", "gouji_lab")
#: a change to the import path, in code or in code a test or a tool runs from a string
SYS_PATH_EDIT = re.compile(
    r"sys\.path\s*(?:\.\s*(?:insert|append|extend|remove|pop|clear)\s*\(|\+=|=[^=]|\[[^\]]*\]\s*=[^=])"
    r"|\bfrom\s+sys\s+import\s+[^\n]*\bpath\b|\baddsitedir\s*\("
)


def repository_python() -> list[pathlib.Path]:
    files = sorted(REPO.glob("*.py"))
    for home in PYTHON_HOMES:
        files += sorted((REPO / home).rglob("*.py"))
    return files


def sys_path_edits(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if SYS_PATH_EDIT.search(line)]


def test_no_python_file_edits_sys_path() -> None:
    """Modules are found as installed (or from the checkout's root), never by a path edit: a child
    process is given PYTHONPATH instead, and a file outside a package is loaded by its path."""
    files = repository_python()
    assert {f.relative_to(REPO).parts[0] for f in files} >= {"gouji_desktop", "tests", "build_scripts"}
    edits = [
        f"{f.relative_to(REPO)}: {edit}"
        for f in files
        if f != pathlib.Path(__file__).resolve()  # this file names the edits it looks for
        for edit in sys_path_edits(f.read_text(encoding="utf-8"))
    ]
    assert edits == []


@pytest.mark.parametrize(
    "line",
    [
        "sys.path.insert(0, str(ROOT))",
        "sys.path.append(here)",
        "sys.path[:0] = [here]",
        "sys.path += [here]",
        "sys.path = [here, *sys.path]",
        "from sys import path as import_path",
        "site.addsitedir(here)",
    ],
)
def test_the_checker_sees_a_sys_path_edit(line: str) -> None:
    text = f"import site\nimport sys\n\nhere = '.'\n{line}\nprint(sys.path == ['.'], sys.path)\n"
    assert sys_path_edits(text) == [line]
