"""THIRD-PARTY-NOTICES.txt names every bundled library with its licence and carries each licence's text;
a library nobody described fails a strict build; LICENSE is MIT and every build ships both files."""

from __future__ import annotations

import contextlib
import importlib.util
import pathlib
import sys
from types import ModuleType

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "build_scripts"


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("third_party_notices", SCRIPTS / "third_party_notices.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def fake_bundle(folder: pathlib.Path, *libraries: str) -> pathlib.Path:
    """A bundle-shaped folder: the executable, libraries, Python extension modules, a symlink."""
    internal = folder / "_internal"
    (internal / "pygame_ce.libs").mkdir(parents=True)
    (folder / "gouji").write_bytes(b"\x7fELF")
    for name in libraries:
        (internal / "pygame_ce.libs" / name).write_bytes(b"\x7fELF")
        # PyInstaller links the libraries into _internal (Windows may refuse symlinks)
        with contextlib.suppress(OSError):
            (internal / name).symlink_to(pathlib.Path("pygame_ce.libs") / name)
    (internal / "libpython3.11.so.1.0").write_bytes(b"\x7fELF")
    (internal / "pygame").mkdir()
    (internal / "pygame" / "base.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    return folder


def test_every_library_is_named_once_with_its_licence_and_the_texts_follow(tmp_path) -> None:
    bundle = fake_bundle(
        tmp_path / "b", "libSDL2-2-50d19f93.0.so.0.3200.10", "libfluidsynth-2d6ca569.so.3.5.6"
    )
    text, unknown = generator().notices(bundle)
    assert unknown == []
    assert text.count("libfluidsynth-2d6ca569.so.3.5.6") == 1  # the symlink and its target: once
    assert "_internal/libfluidsynth-2d6ca569.so.3.5.6: FluidSynth -- LGPL-2.1" in text
    assert "SDL 2 -- Zlib" in text and "Python -- PSF-2.0" in text
    assert "base.cpython" not in text  # Python extension modules are part of Python or pygame-ce
    # the full texts: LGPL 2.1 (FluidSynth, pygame-ce), zlib (SDL), Python's licence, the fonts' OFL
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 2.1, February 1999" in text
    assert "This software is provided 'as-is'" in text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in text
    assert "SIL OPEN FONT LICENSE Version 1.1" in text
    assert text.count("--- LGPL-2.1 ---") == 1


def test_the_python_packages_come_from_the_installed_distributions(tmp_path) -> None:
    import importlib.metadata

    text, _ = generator().notices(fake_bundle(tmp_path / "b"))
    for name in ("pygame-ce", "platformdirs"):
        assert f"{name} {importlib.metadata.version(name)} -- licence:" in text
    assert "--- platformdirs: LICENSE" in text  # the licence file the distribution ships
    assert "--- pygame-ce: under LGPL-2.1" in text  # pygame-ce ships none: the committed text
    assert "pytest" not in text  # test tools are not in the bundle


def test_websockets_the_network_tables_library_is_named_with_its_bsd_licence(tmp_path, monkeypatch) -> None:
    import importlib.metadata

    module = generator()
    text, _ = module.notices(fake_bundle(tmp_path / "b"))
    version = importlib.metadata.version("websockets")
    assert f"websockets {version} -- licence: BSD-3-Clause" in text
    assert (
        "--- websockets: LICENSE ---" in text and "Redistribution and use in source and binary forms" in text
    )
    # an install whose metadata folder lost the licence file still gets the BSD text
    monkeypatch.setattr(module, "licence_files", lambda dist: [])
    text, _ = module.notices(fake_bundle(tmp_path / "c"))
    assert "--- websockets: under BSD-3-Clause, full text below ---" in text
    assert "--- BSD-3-Clause ---" in text


def test_a_library_without_a_notice_fails_a_strict_build(tmp_path, capsys) -> None:
    bundle = fake_bundle(tmp_path / "b", "libmystery-1a2b.so.3")
    out = tmp_path / "NOTICES.txt"
    module = generator()
    assert module.main(["--bundle", str(bundle), "--out", str(out), "--strict"]) == 1
    assert "libmystery-1a2b.so.3" in capsys.readouterr().err
    assert "libmystery-1a2b.so.3: NOT DESCRIBED" in out.read_text(encoding="utf-8")
    assert module.main(["--bundle", str(bundle), "--out", str(out)]) == 0  # warned, not failed


def test_the_compiled_ai_names_mypyc_s_runtime_and_its_licence(tmp_path) -> None:
    """build_scripts/compile_ai.py links mypyc's runtime (MIT, parts PSF) into the game's code."""
    pytest.importorskip("mypyc")
    bundle = fake_bundle(tmp_path / "b")
    (bundle / "_internal" / "gouji_desktop").mkdir()
    (bundle / "_internal" / "gouji_desktop" / "native__mypyc.cpython-311-x86_64-linux-gnu.so").write_bytes(
        b""
    )
    text, unknown = generator().notices(bundle)
    assert unknown == []
    assert "_internal/gouji_desktop/native__mypyc.cpython-311-x86_64-linux-gnu.so: Gouji Desktop's AI" in text
    assert "Mypy (and mypyc) are licensed under the terms of the MIT license" in text
    plain, _ = generator().notices(fake_bundle(tmp_path / "p"))
    assert "mypyc" not in plain  # a build left in Python names no runtime


@pytest.mark.parametrize(
    "name",
    [
        *(
            "SDL2.dll",
            "libpng16-16.dll",
            "zlib1.dll",
            "libgcc_s_seh-1.dll",
            "vcruntime140_1.dll",
            "python311.dll",
        ),
        *("libSDL2-2.0.0.dylib", "libfreetype.6.dylib", "libz.1.dylib", "Python", "libmpg123.0.dylib"),
    ],
)
def test_the_windows_and_macos_library_names_are_described_too(name: str) -> None:
    assert generator().describe(pathlib.Path(name)) is not None


def test_every_licence_text_named_exists_and_the_game_is_mit() -> None:
    module = generator()
    for native in module.NATIVE:
        for key in native.licences:
            assert (module.LICENCES / f"{key}.txt").is_file(), key
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "Permission is hereby granted" in licence
    assert 'license = { text = "MIT" }' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_every_build_puts_both_files_in_what_it_ships() -> None:
    linux = (SCRIPTS / "build_linux.sh").read_text(encoding="utf-8")
    assert "third_party_notices.py --strict" in linux
    assert "--out dist/gouji-desktop/THIRD-PARTY-NOTICES.txt" in linux
    assert "cp LICENSE dist/gouji-desktop/LICENSE.txt" in linux  # the tarball and the .deb copy this folder
    assert '"$DOC/copyright"' in linux and '"$DOC/changelog.gz"' in linux
    macos = (SCRIPTS / "build_macos.sh").read_text(encoding="utf-8")
    assert "THIRD-PARTY-NOTICES.txt" in macos and "LICENSE" in macos
    windows = (SCRIPTS / "build_windows.ps1").read_text(encoding="utf-8")
    assert "third_party_notices.py" in windows and "LICENSE.txt" in windows
