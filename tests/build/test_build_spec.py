"""The PyInstaller spec and the installer scripts name files that exist, bundle every asset where
``importlib.resources`` looks for it, and leave out no module the game imports.

The spec is executed with stand-ins for PyInstaller's build classes, so no PyInstaller run is needed."""

from __future__ import annotations

import ast
import os
import pathlib
import re
import shutil
import subprocess
import sys
import types
from typing import Any

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_scripts" / "gouji.spec"
ASSETS = ROOT / "assets"


class Recorded:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: keeps what the spec passed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []
        self.datas = kwargs.get("datas", [])


def run_spec(platform: str, workpath: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    hooks = types.ModuleType("PyInstaller.utils.hooks")

    def collect_submodules(package: str, filter: Any = lambda name: True) -> list[str]:
        found = [package + ".engine", package + ".selftest", package + ".app.table.thinker"]
        return [name for name in found if filter(name)]

    hooks.collect_submodules = collect_submodules  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    built: dict[str, Any] = {}

    def recorder(kind: str) -> type[Recorded]:
        class StandIn(Recorded):
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                super().__init__(*args, **kwargs)
                built[kind] = self

        return StandIn

    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        "workpath": str(workpath),
        "__file__": str(SPEC),
    }
    namespace.update({kind: recorder(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return built


def asset_files() -> set[str]:
    return {
        str(p.relative_to(ASSETS))
        for p in ASSETS.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    }


@pytest.mark.parametrize(
    ("platform", "left_out"),
    [("linux", {".ico", ".icns", "gouji.png"}), ("win32", {".icns"}), ("darwin", {".ico"})],
)
def test_every_asset_file_is_bundled_under_gouji_desktop_assets(
    platform: str, left_out: set[str], tmp_path, monkeypatch
) -> None:
    analysis = run_spec(platform, tmp_path, monkeypatch)["Analysis"]
    bundled = {str(pathlib.Path(dest, pathlib.Path(src).name)) for src, dest in analysis.kwargs["datas"]}
    wanted = {
        name
        for name in asset_files()
        if pathlib.Path(name).suffix not in left_out and pathlib.Path(name).name not in left_out
    }
    assert bundled == {str(pathlib.Path("gouji_desktop", "assets", name)) for name in wanted}
    assert all(pathlib.Path(src).is_file() for src, _ in analysis.kwargs["datas"])
    assert "gouji_desktop.assets" in analysis.kwargs["hiddenimports"]
    assert pathlib.Path(analysis.args[0][0]).is_file()  # the launcher script


def test_the_lab_and_openssl_stay_out_of_the_bundle(tmp_path, monkeypatch) -> None:
    analysis = run_spec("linux", tmp_path, monkeypatch)["Analysis"]
    hidden, excludes = analysis.kwargs["hiddenimports"], analysis.kwargs["excludes"]
    # every module of the game, none filtered by name: the lab is a package of its own, never imported
    assert hidden[:3] == ["gouji_desktop.engine", "gouji_desktop.selftest", "gouji_desktop.app.table.thinker"]
    assert not [name for name in hidden if name.startswith("gouji_lab")] and "gouji_lab" in excludes
    assert "filter=" not in SPEC.read_text(encoding="utf-8").split("FILELOCK_MODULES")[0]
    # OpenSSL stays out: the tables speak ws://, and the client (websockets' Sans-I/O layer) imports
    # no ssl (test_a_network_table_plays_without_what_the_bundle_leaves_out plays one without it)
    assert {"ssl", "_ssl", "_hashlib"} <= set(excludes)
    # the network tables need these: host names need the IDNA codec (unicodedata), websockets
    # imports importlib.metadata, email.utils, http and urllib.request
    needed = {"unicodedata", "importlib.metadata", "email", "http", "urllib", "csv", "_csv"}
    assert not {x for x in excludes for n in needed if n == x or n.startswith(x + ".")}
    # the computer seats may think in a spawned process: the bundle keeps multiprocessing, and the
    # launcher lets a frozen child process run as a worker instead of as a second game
    assert "multiprocessing" not in excludes
    launcher = (SPEC.parent / "gouji_launcher.py").read_text(encoding="utf-8")
    assert "multiprocessing.freeze_support()" in launcher


def test_the_linux_bundle_has_no_image_loader_and_so_no_image_to_load(tmp_path, monkeypatch) -> None:
    # pygame.imageext (SDL_image, libjpeg, libtiff, libwebp) stays out of the Linux bundle: the game
    # draws everything, and gouji.png, the one image asset, is not bundled there (the self-test
    # loads every bundled image, so it would fail); the .tar.gz takes the icon from assets/icons/
    analysis = run_spec("linux", tmp_path, monkeypatch)["Analysis"]
    assert "pygame.imageext" in analysis.kwargs["excludes"]
    from gouji_desktop.selftest import IMAGES

    assert not [src for src, _ in analysis.kwargs["datas"] if src.lower().endswith(IMAGES)]
    assert "assets/icons/gouji.png" in (ROOT / "build_scripts" / "build_linux.sh").read_text(encoding="utf-8")
    for platform in ("win32", "darwin"):  # untried there: the others keep the loader and the icon
        other = run_spec(platform, tmp_path, monkeypatch)["Analysis"]
        assert "pygame.imageext" not in other.kwargs["excludes"]
        assert any(src.endswith("gouji.png") for src, _ in other.kwargs["datas"])


def test_the_linux_bundle_is_a_windowed_onedir_named_gouji(tmp_path, monkeypatch) -> None:
    built = run_spec("linux", tmp_path, monkeypatch)
    exe, coll = built["EXE"], built["COLLECT"]
    assert exe.kwargs["name"] == "gouji" and exe.kwargs["exclude_binaries"] is True  # onedir
    assert exe.kwargs["console"] is False
    assert coll.kwargs["name"] == "gouji-desktop"
    assert "BUNDLE" not in built


def test_windows_gets_the_ico_and_version_info_from_the_package_version(tmp_path, monkeypatch) -> None:
    exe = run_spec("win32", tmp_path, monkeypatch)["EXE"]
    assert pathlib.Path(exe.kwargs["icon"]) == ASSETS / "icons" / "gouji.ico"
    version_text = pathlib.Path(exe.kwargs["version"]).read_text(encoding="utf-8")
    ast.parse(version_text, mode="eval")  # PyInstaller evaluates this file
    from gouji_desktop import __version__

    numbers = [int(n) for n in __version__.split(".")] + [0] * (4 - len(__version__.split(".")))
    assert f"filevers={tuple(numbers)}" in version_text
    assert f"StringStruct('ProductVersion', '{__version__}')" in version_text


def test_macos_gets_an_app_with_the_icns_and_an_info_plist(tmp_path, monkeypatch) -> None:
    built = run_spec("darwin", tmp_path, monkeypatch)
    from gouji_desktop import __version__

    app = built["BUNDLE"]
    assert app.kwargs["name"] == "Gouji Desktop.app"
    assert pathlib.Path(app.kwargs["icon"]) == ASSETS / "icons" / "gouji.icns"
    assert app.kwargs["info_plist"]["CFBundleShortVersionString"] == __version__
    assert pathlib.Path(built["EXE"].kwargs["icon"]).is_file()


def optional_imports(tree: ast.AST) -> set[ast.AST]:
    """Imports inside ``try: ... except ImportError``: what the game does without the module."""
    found: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
            isinstance(h.type, ast.Name) and h.type.id in ("ImportError", "ModuleNotFoundError")
            for h in node.handlers
        ):
            found.update(n for stmt in node.body for n in ast.walk(stmt))
    return found


def imported_top_level_modules() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "gouji_desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        optional = optional_imports(tree)
        for node in ast.walk(tree):
            if node in optional:
                continue
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return names


def test_no_module_the_game_imports_is_excluded_from_the_bundle(tmp_path, monkeypatch) -> None:
    excludes = set(run_spec("linux", tmp_path, monkeypatch)["Analysis"].kwargs["excludes"])
    used = imported_top_level_modules()
    clashes = {m for m in used for x in excludes if m == x or m.startswith(x + ".")}
    assert clashes == set()


def test_the_inno_setup_script_packs_the_bundle_the_spec_makes(tmp_path, monkeypatch) -> None:
    iss = (ROOT / "build_scripts" / "gouji.iss").read_text(encoding="utf-8")
    collect_name = run_spec("win32", tmp_path, monkeypatch)["COLLECT"].kwargs["name"]
    assert f'Source: "..\\dist\\{collect_name}\\*"' in iss
    icon = re.search(r"^SetupIconFile=(.+)$", iss, flags=re.M)
    assert icon and (SPEC.parent / icon.group(1).strip().replace("\\", "/")).resolve().is_file()
    assert re.search(r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', iss, flags=re.M)
    assert '#define AppExe "gouji.exe"' in iss


def test_the_desktop_entry_runs_gouji_with_the_icon_the_deb_installs() -> None:
    entry = (ROOT / "build_scripts" / "linux" / "gouji-desktop.desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    assert fields["Exec"] == "gouji %f" and fields["Type"] == "Application" and fields["Terminal"] == "false"
    build_linux = (ROOT / "build_scripts" / "build_linux.sh").read_text(encoding="utf-8")
    assert f'(folder / "{fields["Icon"]}.png")' in build_linux
    assert 'exec /opt/gouji-desktop/gouji "$@"' in build_linux


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize(
    "script",
    ["build_linux.sh", "build_macos.sh", "ci_linux_selftest.sh", "linux/install-desktop-entry.sh"],
)
def test_the_shell_scripts_parse(script: str) -> None:
    result = subprocess.run(
        ["bash", "-n", str(ROOT / "build_scripts" / script)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    assert result.returncode == 0, result.stderr


IMPORT_ALL_WITHOUT = """
import importlib, json, pkgutil, sys
excluded = json.loads(sys.argv[1])

# a None entry in sys.modules is a module that is not there: `import` fails, find_spec says None
for name in excluded:
    sys.modules.setdefault(name, None)
import gouji_desktop
for info in pkgutil.walk_packages(gouji_desktop.__path__, "gouji_desktop."):
    importlib.import_module(info.name)
print("imported", len([m for m in sys.modules if m.startswith("gouji_desktop")]))
"""


def test_the_game_and_its_libraries_import_without_the_excluded_modules(tmp_path, monkeypatch) -> None:
    # a dependency that imports a left-out module (filelock imports decimal) breaks only the bundle:
    # import every game module, and so every library it imports, with the exclusions enforced
    import json

    excludes = run_spec("linux", tmp_path, monkeypatch)["Analysis"].kwargs["excludes"]
    stdlib_and_libraries = [x for x in excludes if not x.startswith("gouji_desktop")]
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            IMPORT_ALL_WITHOUT,
            json.dumps(stdlib_and_libraries),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            **os.environ,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        },
        encoding="utf-8",
        errors="replace",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("imported ")


WITHOUT = r"""
import importlib.abc, sys, tempfile
left_out = set(sys.argv[1].split(","))


class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name in left_out or name.split(".")[0] in left_out:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())
from gouji_desktop.storage import Storage

store = Storage(tempfile.mkdtemp())
assert store.claim() and store.record_game.__name__
print("lock taken")
"""


def test_the_storage_and_its_lock_library_work_without_what_the_bundle_leaves_out(
    tmp_path, monkeypatch
) -> None:
    """filelock 3.20.4 imports sqlite3 and 4.x decimal as they start, both left out of the bundle:
    nothing could be saved there (its self-test found this); pyproject keeps to releases before."""
    excludes = [
        x for x in run_spec("linux", tmp_path, monkeypatch)["Analysis"].kwargs["excludes"] if "." not in x
    ]
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT, ",".join(excludes)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    assert result.stdout.strip() == "lock taken", result.stderr[-2000:]


NETWORK_WITHOUT = r"""
import importlib.abc, sys  # and nothing else before the finder: asyncio would load ssl
left_out = set(sys.argv[1].split(","))


class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == x or name.startswith(x + ".") for x in left_out):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())
from gouji_desktop.selftest import check_network_table

played = check_network_table({})
assert not {"ssl", "_ssl"} & set(sys.modules), "the loopback table loaded ssl"
print(played)
"""


def test_a_network_table_plays_without_what_the_bundle_leaves_out(tmp_path, monkeypatch) -> None:
    """websockets imports http, email.utils and importlib.metadata as its server loads: the bundle
    left them out once, and could neither host nor join; and it leaves ssl out now. The self-test's
    loopback table, with every exclusion enforced (dotted ones too)."""
    excludes = [
        x
        for x in run_spec("linux", tmp_path, monkeypatch)["Analysis"].kwargs["excludes"]
        if not x.startswith("gouji_desktop")
    ]
    result = subprocess.run(
        [sys.executable, "-c", NETWORK_WITHOUT, ",".join(excludes)],
        capture_output=True,
        text=True,
        timeout=180,
        encoding="utf-8",
        errors="replace",
    )
    assert result.stdout.startswith("seat 0 played "), result.stderr[-2000:]


def test_gouji_server_ships_as_a_mode_of_the_one_executable() -> None:
    """One bundle, two entry names: ``gouji --server`` is gouji-server; the .tar.gz and the .deb
    carry a gouji-server command that runs it, the .deb with its manual page."""
    from gouji_desktop.__main__ import main

    with pytest.raises(SystemExit) as exit_status:
        main(["--server", "--help"])
    assert exit_status.value.code == 0
    build_linux = (ROOT / "build_scripts" / "build_linux.sh").read_text(encoding="utf-8")
    assert 'exec "$HERE/gouji" --server "$@"' in build_linux  # the .tar.gz's gouji-server
    assert 'exec /opt/gouji-desktop/gouji --server "$@"' in build_linux  # the .deb's
    assert '"$PKG/usr/games/gouji-server"' in build_linux
    assert "build_scripts/linux/gouji-server.6" in build_linux
    page = (ROOT / "build_scripts" / "linux" / "gouji-server.6").read_text(encoding="utf-8")
    assert page.startswith(".TH GOUJI-SERVER 6 ") and "\\-\\-room" not in page
    for option in ("host", "lan", "port", "tables", "people", "level", "timer", "grace", "single", "rules"):
        assert f"\\-\\-{option}" in page, option


def test_lan_discovery_ships_as_zeroconfs_python_source_with_ctypes(tmp_path, monkeypatch) -> None:
    """The installers carry LAN discovery: zeroconf without its Cython modules (the spec analyses
    a copy of the package without them), and ctypes, which its ifaddr needs to list interfaces."""
    import importlib.machinery

    for platform in ("linux", "win32", "darwin"):
        analysis = run_spec(platform, tmp_path, monkeypatch)["Analysis"]
        [pure] = analysis.kwargs["pathex"]
        package = pathlib.Path(pure) / "zeroconf"
        assert (package / "__init__.py").is_file() and (package / "_dns.py").is_file()
        suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
        assert not [p for p in package.rglob("*") if p.name.endswith(suffixes)]
        assert not {"ctypes", "_ctypes", "zeroconf", "ifaddr"} & set(analysis.kwargs["excludes"])


LAN_WITHOUT = r"""
import importlib.abc, sys
left_out = set(sys.argv[1].split(","))


class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if any(name == x or name.startswith(x + ".") for x in left_out):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, LeftOut())
import zeroconf
from gouji_desktop.selftest import Skip, check_lan_discovery

assert zeroconf.__file__.startswith(sys.argv[2]), zeroconf.__file__
try:
    print("ok", check_lan_discovery({}))
except Skip as e:
    print("skipped", e)
"""


def test_lan_discovery_runs_as_the_bundle_carries_it(tmp_path, monkeypatch) -> None:
    """The self-test's LAN step (browse, announce, find) with zeroconf as the spec copies it and
    every exclusion enforced; where multicast does not loop back it browses only and skips."""
    analysis = run_spec("linux", tmp_path, monkeypatch)["Analysis"]
    excludes = [x for x in analysis.kwargs["excludes"] if not x.startswith("gouji_desktop")]
    [pure] = analysis.kwargs["pathex"]
    # the spec's pure-Python zeroconf first on the path, as in the analysis
    paths = [pure, *filter(None, [os.environ.get("PYTHONPATH")])]
    result = subprocess.run(
        [sys.executable, "-c", LAN_WITHOUT, ",".join(excludes), pure],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)},
        encoding="utf-8",
        errors="replace",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith(("ok zeroconf ", "skipped zeroconf ")), result.stdout
    assert "(Python)" in result.stdout
