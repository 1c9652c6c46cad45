"""The Linux bundle's libraries: no build-machine search paths, the system's C++ runtime, a glibc floor
(build_scripts/linux_libraries.py). objdump and patchelf are stood in for, so this runs anywhere."""

from __future__ import annotations

import importlib.util
import pathlib
import sys
from types import ModuleType

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

OBJDUMP_P = """
Version References:
  required from libm.so.6:
    0x06969194 0x00 09 GLIBC_2.29
  required from libc.so.6:
    0x069691b5 0x00 12 GLIBC_2.35
    0x069691b4 0x00 11 GLIBC_2.34
    0x09691a75 0x00 03 GLIBC_2.2.5
"""


def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "linux_libraries", ROOT / "build_scripts" / "linux_libraries.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class FakeTools:
    """objdump -p and patchelf over a table of search paths, as the script calls them."""

    def __init__(self, paths: dict[str, str], glibc: dict[str, str]) -> None:
        self.paths, self.glibc = paths, glibc
        self.calls: list[tuple[str, ...]] = []

    def __call__(self, *args: str) -> str:
        self.calls.append(args)
        tool, *rest = args
        name = pathlib.Path(rest[-1]).name
        if tool == "objdump":
            return self.glibc.get(name, "")
        if rest[0] == "--print-rpath":
            return self.paths.get(name, "") + "\n"
        if rest[0] == "--set-rpath":
            self.paths[name] = rest[1]
        elif rest[0] == "--remove-rpath":
            self.paths[name] = ""
        return ""


def bundle(tmp: pathlib.Path, *names: str) -> pathlib.Path:
    (tmp / "_internal").mkdir()
    (tmp / "gouji").write_bytes(b"\x7fELF executable")
    for name in names:
        (tmp / "_internal" / name).write_bytes(b"\x7fELF library")
    (tmp / "_internal" / "notes.txt").write_text("not a library", encoding="utf-8")
    return tmp


@pytest.fixture
def tools(monkeypatch: pytest.MonkeyPatch) -> tuple[ModuleType, FakeTools]:
    module = script()
    fake = FakeTools(
        paths={
            "libpython3.11.so.1.0": "/root/.pyenv/versions/3.11.7/lib",
            "libSDL2.so": "$ORIGIN:/usr/local/lib",
        },
        glibc={"libpython3.11.so.1.0": OBJDUMP_P, "gouji": "required from libc.so.6:\n GLIBC_2.17\n"},
    )
    monkeypatch.setattr(module, "run", fake)
    monkeypatch.setattr(module.shutil, "which", lambda name: name)
    return module, fake


def test_build_machine_search_paths_go_and_the_bundle_s_own_stay(
    tmp_path: pathlib.Path, tools: tuple[ModuleType, FakeTools], capsys: pytest.CaptureFixture[str]
) -> None:
    module, fake = tools
    assert module.main([str(bundle(tmp_path, "libpython3.11.so.1.0", "libSDL2.so"))]) == 0
    assert fake.paths == {"libpython3.11.so.1.0": "", "libSDL2.so": "$ORIGIN"}
    out = capsys.readouterr().out
    assert "the newest glibc needed, 2.35, by _internal/libpython3.11.so.1.0" in out
    assert out.splitlines()[-1] == "glibc 2.35"  # build_linux.sh reads the floor from the last line


def test_a_binary_needing_a_newer_glibc_than_promised_fails_the_build(
    tmp_path: pathlib.Path, tools: tuple[ModuleType, FakeTools], capsys: pytest.CaptureFixture[str]
) -> None:
    module, _ = tools
    folder = bundle(tmp_path, "libpython3.11.so.1.0")
    assert module.main([str(folder), "--max-glibc", "2.34"]) == 1
    assert "needs glibc 2.35, newer than the promised 2.34" in capsys.readouterr().err
    assert module.main([str(folder), "--max-glibc", "2.35"]) == 0


@pytest.mark.parametrize("runtime", ["libstdc++.so.6", "libgcc_s.so.1"])
def test_the_build_host_s_cxx_runtime_in_the_bundle_fails_the_build(
    tmp_path: pathlib.Path,
    tools: tuple[ModuleType, FakeTools],
    runtime: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    module, _ = tools
    assert module.main([str(bundle(tmp_path, runtime))]) == 1
    assert runtime in capsys.readouterr().err


def test_the_spec_leaves_the_cxx_runtime_out_on_linux() -> None:
    spec = (ROOT / "build_scripts" / "gouji.spec").read_text(encoding="utf-8")
    assert r"lib(stdc\+\+|gcc_s)\.so" in spec
    build = (ROOT / "build_scripts" / "build_linux.sh").read_text(encoding="utf-8")
    assert "Depends: libc6 (>= $GLIBC), libstdc++6, libgcc-s1" in build
    assert "--max-glibc 2.35" in build
    assert "glibc 2.35" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_deb_has_md5sums_a_native_changelog_and_a_dated_copyright() -> None:
    build = (ROOT / "build_scripts" / "build_linux.sh").read_text(encoding="utf-8")
    assert "changelog.gz" in build and 'changelog.Debian.gz"' not in build
    assert "DEBIAN/md5sums" in build
    assert 'echo "Copyright: $YEARS Gouji Desktop developers"' in build
    assert "lintian" in build and "lintian-accepted.txt" in build
    # a game: its command in /usr/games with a manual page, its libraries not executable
    assert '"$PKG/usr/games/gouji"' in build and "man6/gouji.6.gz" in build
    assert '-name "*.so*" -exec chmod 0644' in build
    manual = (ROOT / "build_scripts" / "linux" / "gouji.6").read_text(encoding="utf-8")
    assert manual.startswith(".TH GOUJI 6") and "--self-test" in manual.replace("\\-", "-")
    accepted = (ROOT / "build_scripts" / "linux" / "lintian-accepted.txt").read_text(encoding="utf-8")
    for line in accepted.splitlines():
        if line and not line.startswith("#"):
            tag, _, why = line.partition(" ")
            assert why.strip(), f"{tag}: say why it is accepted"
