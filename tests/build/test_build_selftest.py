"""`gouji --self-test` (gouji_desktop.selftest.main) passes here, headless, and names what fails."""

from __future__ import annotations

import importlib.machinery
import importlib.resources
import importlib.util
import io
import pathlib
import re
import sys
import types

import pygame
import pytest

from gouji_desktop import selftest

STEP_LINE = re.compile(r"^(ok|skipped|FAIL) +([a-z ]+?) \(\d+ ms")


def fake_gui_hooks(monkeypatch: pytest.MonkeyPatch, **functions: object) -> None:
    module = types.ModuleType(selftest.HOOKS_MODULE)
    module.__spec__ = importlib.machinery.ModuleSpec(selftest.HOOKS_MODULE, None)
    for name, function in functions.items():
        setattr(module, name, function)
    monkeypatch.setitem(sys.modules, selftest.HOOKS_MODULE, module)


def test_the_self_test_passes_headless_and_prints_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert selftest.main() == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Gouji Desktop ")
    assert lines[-1] == "self-test passed"
    verdicts = {m.group(2): m.group(1) for m in map(STEP_LINE.match, lines[1:-1]) if m}
    assert verdicts.keys() == {
        "display", "assets", "catalogue", "scenes", "ai game", "ai code", "save", "network table",
        "lan discovery", "licences"
    }  # fmt: skip
    assert verdicts["licences"] == "skipped"  # not a bundle
    steps = ("display", "assets", "ai game", "ai code", "save", "network table")
    assert {verdicts[step] for step in steps} == {"ok"}
    assert {verdicts["catalogue"], verdicts["scenes"]} <= {"ok", "skipped"}


def test_the_gui_hooks_are_called_and_their_answers_printed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    drawn: list[tuple[int, int]] = []

    def draw_all_scenes(surface: pygame.Surface) -> list[str]:
        drawn.append(surface.get_size())
        return ["menu", "table"]

    fake_gui_hooks(
        monkeypatch, check_catalogue=lambda: "2 languages, 10 keys", draw_all_scenes=draw_all_scenes
    )
    assert selftest.main() == 0
    out = capsys.readouterr().out
    assert "ok      catalogue" in out and "2 languages, 10 keys" in out
    assert "ok      scenes" in out and "2: menu, table" in out
    assert drawn == [(1280, 720)]


def test_a_failing_step_is_named_and_the_exit_status_is_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def check_catalogue() -> str:
        raise KeyError("menu.start has no English text")

    fake_gui_hooks(monkeypatch, check_catalogue=check_catalogue, draw_all_scenes=lambda surface: None)
    assert selftest.main() == 1
    out = capsys.readouterr().out
    assert "FAIL    catalogue" in out and "menu.start has no English text" in out
    assert out.rstrip().endswith("self-test FAILED: catalogue")
    assert "ok      ai game" in out  # the other steps still ran


def test_without_gui_hooks_the_gui_steps_are_skipped(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(selftest, "HOOKS_MODULE", "gouji_desktop.app.no_such_hooks")
    monkeypatch.setattr(selftest, "GUI_MODULE", "gouji_desktop.no_such_gui.main")
    assert selftest.main() == 0
    out = capsys.readouterr().out
    assert "skipped catalogue" in out and "GUI not present" in out


def test_the_asset_walk_finds_the_icons_and_leaves_out_python_files() -> None:
    names = [name for name, _ in selftest.asset_files(importlib.resources.files("gouji_desktop.assets"))]
    assert {"icons/gouji.png", "icons/gouji.ico", "icons/gouji.icns"} <= set(names)
    assert not [n for n in names if n.endswith((".py", ".pyc"))]


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("images/card.png", b"not a png at all"),
        ("fonts/broken.otf", b"OTTO" + bytes(40)),
        ("sounds/click.wav", b"RIFF\x00\x00"),
        ("icons/gouji.ico", b"\x00\x00\x02\x00\x01\x00"),
        ("icons/gouji.icns", b"icns\x00\x00\x10\x00"),
        ("data/table.json", b"{"),
        ("empty.txt", b""),
    ],
)
def test_a_damaged_asset_fails_to_load(name: str, data: bytes) -> None:
    pygame.display.init()
    pygame.font.init()
    if name.endswith(".wav"):
        pygame.mixer.init()
    with pytest.raises(Exception):  # noqa: B017 - whatever the loader raises
        selftest.load_asset(name, data, None)


def test_a_good_image_loads_as_an_image() -> None:
    buffer = io.BytesIO()
    pygame.image.save(pygame.Surface((4, 4)), buffer, "x.png")
    assert selftest.load_asset("images/x.png", buffer.getvalue(), None) == "image"


@pytest.mark.parametrize("layout", ["onedir", "macos app"])
def test_a_bundle_without_its_licence_files_fails_the_self_test(
    layout: str, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    exe_dir = tmp_path / "Gouji Desktop.app" / "Contents" / "MacOS" if layout == "macos app" else tmp_path
    exe_dir.mkdir(parents=True, exist_ok=True)
    folder = exe_dir.parent / "Resources" if layout == "macos app" else exe_dir
    folder.mkdir(exist_ok=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe_dir / "gouji"))
    assert selftest.licence_folder() == folder.resolve()
    with pytest.raises(FileNotFoundError, match=r"LICENSE\.txt, THIRD-PARTY-NOTICES\.txt missing"):
        selftest.check_licences({})
    (folder / "LICENSE.txt").write_text("MIT License", encoding="utf-8")
    (folder / "THIRD-PARTY-NOTICES.txt").write_text("pygame-ce 2.5.8", encoding="utf-8")
    with pytest.raises(
        ValueError, match="lacks websockets, GNU LESSER GENERAL PUBLIC LICENSE, SIL OPEN FONT LICENSE"
    ):
        selftest.check_licences({})
    (folder / "THIRD-PARTY-NOTICES.txt").write_text(
        "pygame-ce 2.5.8\nwebsockets 17.4\nGNU LESSER GENERAL PUBLIC LICENSE\nSIL OPEN FONT LICENSE\n",
        encoding="utf-8",
    )
    assert "LICENSE.txt and THIRD-PARTY-NOTICES.txt in" in selftest.check_licences({})


def test_the_network_step_plays_moves_over_a_loopback_socket_and_closes_it() -> None:
    import asyncio
    import gc

    detail = selftest.check_network_table({})
    found = re.fullmatch(
        r"seat 0 played (\d+) moves at table \w+ on ws://127\.0\.0\.1:(\d+), (\d+) actions in all, .*", detail
    )
    assert found, detail
    moves, port, actions = map(int, found.groups())
    assert moves == selftest.NET_MOVES and actions > moves and port > 0
    gc.collect()

    async def refused() -> None:  # the server is closed: nothing listens on its port any more
        await asyncio.open_connection("127.0.0.1", port)

    with pytest.raises(OSError):
        asyncio.run(refused())


def test_a_machine_that_refuses_loopback_sockets_fails_the_network_step_and_says_why(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio.base_events

    async def forbidden(*args: object, **kwargs: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(asyncio.base_events.BaseEventLoop, "create_server", forbidden)
    monkeypatch.setattr(selftest, "STEPS", (("network table", selftest.check_network_table),))
    assert selftest.main() == 1
    out = capsys.readouterr().out
    assert re.search(
        r"^FAIL +network table \(\d+ ms.*\): OSError: no socket on 127\.0\.0\.1 "
        r"\(\[Errno 1\] Operation not permitted\): hosting and joining cannot work here$",
        out,
        flags=re.M,
    ), out
    assert out.splitlines()[-1] == "self-test FAILED: network table"


def load_build_script(name: str) -> types.ModuleType:
    path = pathlib.Path(__file__).resolve().parents[2] / "build_scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_ai_code_step_names_how_the_ai_runs_and_the_fingerprint_of_its_choices(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: pathlib.Path
) -> None:
    """The build scripts check this line: a bundle whose AI chooses otherwise than the
    checkout's Python (a miscompiled module) fails; so does one left uncompiled."""
    from gouji_desktop.ai import compiled_ai

    assert selftest.main() == 0
    report = capsys.readouterr().out
    kind = "compiled" if compiled_ai() else "Python"

    def write(text: str, name: str) -> pathlib.Path:
        (tmp_path / name).write_text(text, encoding="utf-8")
        return tmp_path / name

    assert "ai code" in report and f": {kind}, fingerprint {selftest.ai_fingerprint()}" in report
    check = load_build_script("check_ai_fingerprint")
    monkeypatch.setenv("GOUJI_PURE_AI", "1")
    assert check.main([str(write(report, "report.txt"))]) == 0
    changed = re.sub(r"fingerprint ([0-9a-f]{16})", "fingerprint 0123456789abcdef", report)
    assert check.main([str(write(changed, "changed.txt"))]) == 1
    assert "chooses otherwise" in capsys.readouterr().err
    monkeypatch.delenv("GOUJI_PURE_AI")
    assert check.main([str(write(report.replace(": compiled,", ": Python,"), "python.txt"))]) == 1
    assert "not compiled" in capsys.readouterr().err


def test_the_fingerprint_follows_the_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    """One game fewer, a different digest: the fingerprint covers what the agents chose."""
    first = selftest.ai_fingerprint()
    monkeypatch.setattr(selftest, "FINGERPRINT_GAMES", (1,))
    assert selftest.ai_fingerprint() != first


def test_every_build_script_compiles_the_ai_and_checks_its_fingerprint() -> None:
    scripts = pathlib.Path(__file__).resolve().parents[2] / "build_scripts"
    for name in ("build_linux.sh", "build_macos.sh", "build_windows.ps1"):
        text = (scripts / name).read_text(encoding="utf-8")
        shell = name.endswith(".sh")
        clean = text.find("compile_ai.py --clean" if shell else 'compile_ai.py", "--clean"')
        pyinstaller = text.find("bin/pyinstaller" if shell else '"PyInstaller"')
        assert 0 < clean < pyinstaller < text.find("check_ai_fingerprint.py"), name


def test_the_compiled_modules_are_typed_ai_and_engine_code() -> None:
    """mypyc compiles only code checked by ``mypy --strict`` (the engine and the AI, .ci/run)."""
    compile_ai = load_build_script("compile_ai")
    root = pathlib.Path(__file__).resolve().parents[2]
    for module in compile_ai.MODULES:
        assert (root / "gouji_desktop" / module).is_file(), module
        assert module.split("/")[0] in ("engine", "ai"), module
    names = [path.name for path in compile_ai.compiled_files(root)]
    assert len(names) == len(compile_ai.MODULES) + 1 and names[-1].startswith("native__mypyc")
