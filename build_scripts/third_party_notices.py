"""Write THIRD-PARTY-NOTICES.txt for a built bundle: every third-party part the bundle ships, with its
licence, and each licence's full text once.

    python build_scripts/third_party_notices.py --bundle dist/gouji-desktop \\
        --out dist/gouji-desktop/THIRD-PARTY-NOTICES.txt [--strict]

Run it with the build venv's Python (the one PyInstaller ran in): the Python packages and their
versions are read from that environment's installed distributions (``importlib.metadata``: the game's
runtime requirements with the extras the installers carry, recursively, plus PyInstaller for its
bootloader), with the licence files the distributions ship. The native libraries are found by
scanning the bundle, and each is matched against ``NATIVE`` below; ``--strict`` fails (exit 1) on a
library that no entry describes, so a new library in a pygame-ce upgrade cannot ship without its
notice. The fonts' OFL comes from assets/fonts/OFL.txt.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import platform
import re
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LICENCES = Path(__file__).resolve().parent / "licenses"
GAME_DISTRIBUTION = "gouji-desktop"
#: the game's extras the installers carry (LAN discovery: zeroconf and ifaddr)
BUNDLED_EXTRAS = ("lan",)
BOOTLOADER_DISTRIBUTION = "pyinstaller"
RULE = "=" * 78


@dataclass(frozen=True)
class Native:
    """A native library family: which bundled files it covers, what it is and under which licences."""

    pattern: str  # matched against the lower-case file name
    component: str
    licences: tuple[str, ...]  # names of files in build_scripts/licenses/ (without .txt)
    home: str


NATIVE: tuple[Native, ...] = (
    Native(r"sdl2_image", "SDL_image", ("Zlib",), "https://github.com/libsdl-org/SDL_image"),
    Native(r"sdl2_mixer", "SDL_mixer", ("Zlib",), "https://github.com/libsdl-org/SDL_mixer"),
    Native(r"sdl2_ttf", "SDL_ttf", ("Zlib",), "https://github.com/libsdl-org/SDL_ttf"),
    Native(r"sdl2", "SDL 2", ("Zlib",), "https://www.libsdl.org/"),
    Native(r"freetype", "FreeType", ("FTL",), "https://freetype.org/"),
    Native(r"harfbuzz", "HarfBuzz", ("MIT",), "https://harfbuzz.github.io/"),
    Native(r"png", "libpng", ("Libpng",), "http://www.libpng.org/pub/png/libpng.html"),
    Native(r"jpeg", "libjpeg-turbo", ("IJG", "BSD-3-Clause", "Zlib"), "https://libjpeg-turbo.org/"),
    Native(r"tiff", "LibTIFF", ("libtiff",), "https://libtiff.gitlab.io/libtiff/"),
    Native(r"webp|sharpyuv", "libwebp", ("BSD-3-Clause",), "https://chromium.googlesource.com/webm/libwebp"),
    Native(r"brotli", "Brotli", ("MIT",), "https://github.com/google/brotli"),
    Native(r"vorbis", "libvorbis", ("BSD-3-Clause",), "https://xiph.org/vorbis/"),
    Native(r"ogg", "libogg", ("BSD-3-Clause",), "https://xiph.org/ogg/"),
    Native(r"opus", "Opus and opusfile", ("BSD-3-Clause",), "https://opus-codec.org/"),
    Native(r"flac", "FLAC", ("BSD-3-Clause",), "https://xiph.org/flac/"),
    Native(r"wavpack", "WavPack", ("BSD-3-Clause",), "https://www.wavpack.com/"),
    Native(r"xmp", "libxmp", ("MIT",), "https://github.com/libxmp/libxmp"),
    Native(r"modplug", "libmodplug (public domain)", (), "https://github.com/Konstanty/libmodplug"),
    Native(r"mpg123", "mpg123", ("LGPL-2.1",), "https://www.mpg123.de/"),
    Native(r"fluidsynth", "FluidSynth", ("LGPL-2.1",), "https://www.fluidsynth.org/"),
    Native(r"sndfile", "libsndfile", ("LGPL-2.1",), "https://libsndfile.github.io/libsndfile/"),
    Native(r"gme", "Game_Music_Emu", ("LGPL-2.1",), "https://github.com/libgme/game-music-emu"),
    Native(
        r"glib|gthread|gobject",
        "GLib (used by FluidSynth)",
        ("LGPL-2.1",),
        "https://gitlab.gnome.org/GNOME/glib",
    ),
    Native(r"intl", "GNU gettext libintl", ("LGPL-2.1",), "https://www.gnu.org/software/gettext/"),
    Native(r"iconv", "GNU libiconv", ("LGPL-2.1",), "https://www.gnu.org/software/libiconv/"),
    Native(r"graphite", "Graphite2", ("LGPL-2.1",), "https://graphite.sil.org/"),
    Native(r"instpatch", "libInstPatch", ("LGPL-2.1",), "https://github.com/swami/libinstpatch"),
    Native(r"pcre", "PCRE2", ("BSD-3-Clause",), "https://github.com/PCRE2Project/pcre2"),
    Native(r"zstd", "Zstandard", ("BSD-3-Clause",), "https://github.com/facebook/zstd"),
    Native(r"deflate", "libdeflate", ("MIT",), "https://github.com/ebiggers/libdeflate"),
    Native(r"lerc", "LERC", ("Apache-2.0",), "https://github.com/Esri/lerc"),
    Native(r"portmidi", "PortMidi", ("MIT",), "https://github.com/PortMidi/portmidi"),
    Native(r"^libz\.|^zlib", "zlib", ("Zlib",), "https://zlib.net/"),
    Native(r"bz2", "bzip2", ("bzip2-1.0.6",), "https://sourceware.org/bzip2/"),
    Native(r"lzma", "XZ Utils liblzma (public domain / 0BSD)", (), "https://tukaani.org/xz/"),
    Native(r"ffi", "libffi", ("MIT",), "https://sourceware.org/libffi/"),
    Native(r"mpdec", "libmpdec", ("BSD-3-Clause",), "https://www.bytereef.org/mpdecimal/"),
    Native(
        r"stdc\+\+|gcc_s|libgcc",
        "GCC runtime libraries (libstdc++, libgcc)",
        ("GPL-3.0", "GCC-exception-3.1"),
        "https://gcc.gnu.org/",
    ),
    Native(r"winpthread", "MinGW-w64 winpthreads", ("MIT",), "https://www.mingw-w64.org/"),
    Native(r"crypto|ssl", "OpenSSL", ("Apache-2.0",), "https://www.openssl.org/"),
    Native(r"^libpython|^python3|^python$", "Python", ("PSF-2.0",), "https://www.python.org/"),
    Native(
        r"^vcruntime|^msvcp|^ucrtbase|^api-ms-win|^concrt",
        "Microsoft Visual C++ runtime (redistributable under the Visual Studio licence terms)",
        (),
        "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
    ),
)

LIBRARY_NAME = re.compile(r"(\.so(\.\d+)*|\.dylib|\.dll)$", flags=re.I)
PYTHON_EXTENSION = re.compile(r"(\.cpython-\d+.*\.so|\.abi3\.so|\.pyd)$", flags=re.I)
# the AI compiled by build_scripts/compile_ai.py: mypyc's runtime library is linked into this one
MYPYC_RUNTIME = re.compile(r"^native__mypyc\.", flags=re.I)
# distribution licence metadata -> a text in build_scripts/licenses/ when the distribution ships none
LICENCE_BY_METADATA = {
    "lgpl v2.1": "LGPL-2.1",
    "lgpl-2.1": "LGPL-2.1",
    "mit": "MIT",
    "psf-2.0": "PSF-2.0",
    # websockets (the network tables) ships its own LICENSE; this text stands in if an install has none
    "bsd-3-clause": "BSD-3-Clause",
}


def bundled_libraries(bundle: Path) -> list[Path]:
    """The native shared libraries in ``bundle`` (Python extension modules left out), each file once."""
    seen: set[Path] = set()
    found: list[Path] = []
    for path in sorted(bundle.rglob("*")):
        name = path.name
        is_library = bool(LIBRARY_NAME.search(name)) or name == "Python"  # macOS: the Python framework
        if not is_library or PYTHON_EXTENSION.search(name) or not path.is_file():
            continue
        real = path.resolve()
        if real not in seen:
            seen.add(real)
            found.append(path)
    return found


def compiled_ai_library(bundle: Path) -> Path | None:
    """The compiled AI's shared library (build_scripts/compile_ai.py), if the bundle has one."""
    return next((p for p in sorted(bundle.rglob("*")) if MYPYC_RUNTIME.search(p.name) and p.is_file()), None)


def mypyc_notice(bundle: Path, library: Path) -> tuple[list[str], list[str]]:
    """Lines naming mypyc's runtime, compiled into ``library``, with mypy's licence text (MIT, parts
    PSF-2.0), and the library when that text cannot be found (a strict build fails then)."""
    relative = library.relative_to(bundle).as_posix()
    try:
        mypy = importlib.metadata.distribution("mypy")
    except importlib.metadata.PackageNotFoundError:
        return [f"{relative}: mypyc's runtime -- NOT DESCRIBED (mypy is not installed)"], [relative]
    texts = [(name, text) for name, text in licence_files(mypy) if "mypyc" in text]
    if not texts:
        return [f"{relative}: mypyc's runtime -- NOT DESCRIBED (no licence in mypy {mypy.version})"], [
            relative
        ]
    lines = [
        f"{relative}: Gouji Desktop's AI compiled by mypyc {mypy.version}, with mypyc's runtime library "
        "-- MIT, parts PSF-2.0 -- https://github.com/python/mypy"
    ]
    for name, text in texts:
        lines += ["", f"--- mypy: {name} ---", "", text.rstrip()]
    return lines, []


def describe(library: Path) -> Native | None:
    name = library.name.lower()
    return next((n for n in NATIVE if re.search(n.pattern, name)), None)


def requirement_names(distribution: str, extras: tuple[str, ...] = ()) -> list[str]:
    """The runtime requirements of an installed distribution that apply here: its markers evaluated
    for this Python and system, with ``extras`` (an extra's requirements, else none of them)."""
    from packaging.requirements import Requirement

    names = []
    for text in importlib.metadata.requires(distribution) or []:
        requirement = Requirement(text)
        marker = requirement.marker
        if marker is None or any(marker.evaluate({"extra": extra}) for extra in extras or ("",)):
            names.append(requirement.name)
    return names


def runtime_distributions(root: str = GAME_DISTRIBUTION) -> list[importlib.metadata.Distribution]:
    """The distributions the game needs at run time (with its bundled extras), recursively, sorted by name."""
    found: dict[str, importlib.metadata.Distribution] = {}
    queue = requirement_names(root, BUNDLED_EXTRAS)
    while queue:
        name = queue.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in found:
            continue
        found[key] = importlib.metadata.distribution(name)
        queue.extend(requirement_names(name))
    return [found[key] for key in sorted(found)]


def metadata_field(distribution: importlib.metadata.Distribution, name: str) -> str | None:
    """The first value of a metadata field, or None when the distribution does not give it."""
    values = distribution.metadata.get_all(name)
    return str(values[0]) if values else None


def licence_of(distribution: importlib.metadata.Distribution) -> str:
    return (
        metadata_field(distribution, "License-Expression")
        or metadata_field(distribution, "License")
        or "see the project"
    )


def licence_files(distribution: importlib.metadata.Distribution) -> list[tuple[str, str]]:
    """(file name, text) of every licence file the distribution ships in its metadata folder."""
    texts = []
    for file in distribution.files or []:
        parts = Path(str(file)).parts
        in_metadata = parts and parts[0].endswith(".dist-info")
        looks_like_licence = re.match(
            r"(licen[cs]e|copying|notice|authors)", Path(str(file)).name, flags=re.I
        )
        if in_metadata and ("licenses" in parts or looks_like_licence):
            path = Path(str(distribution.locate_file(file)))
            if path.is_file():
                texts.append((Path(str(file)).name, path.read_text(encoding="utf-8", errors="replace")))
    return texts


def project_home(project_urls: list[str]) -> str:
    """The homepage, source or documentation address among a distribution's Project-URL entries."""
    labelled = [entry.split(",", 1) for entry in project_urls if "," in entry]
    for wanted in ("homepage", "home", "source", "repository", "documentation"):
        for label, url in labelled:
            if label.strip().lower() == wanted:
                return url.strip()
    return labelled[0][1].strip() if labelled else ""


def python_licence_text() -> str:
    """The running Python's own LICENSE, else the PSF text committed here."""
    for folder in (sysconfig.get_path("stdlib"), sys.base_prefix):
        for name in ("LICENSE.txt", "LICENSE"):
            path = Path(folder) / name
            if path.is_file():
                return path.read_text(encoding="utf-8", errors="replace")
    return (LICENCES / "PSF-2.0.txt").read_text(encoding="utf-8")


def section(title: str) -> list[str]:
    return ["", RULE, title, RULE, ""]


def notices(bundle: Path) -> tuple[str, list[str]]:
    """The notices text and the bundled libraries no ``NATIVE`` entry describes."""
    from_version = importlib.metadata.version(GAME_DISTRIBUTION)
    lines = [
        f"Gouji Desktop {from_version}: third-party notices",
        "",
        "Gouji Desktop itself is under the MIT licence (LICENSE.txt). This build also contains the",
        "software listed below, each under its own licence; the full licence texts follow at the end.",
        "",
        "The libraries under the GNU LGPL 2.1 (pygame-ce, and FluidSynth, mpg123 and libsndfile where",
        "they are listed) are used unmodified as separate shared libraries, as the pygame-ce wheel",
        "ships them. You may replace them with your own builds of compatible versions; their source is",
        "at the addresses given, and pygame-ce's at https://github.com/pygame-community/pygame-ce.",
    ]
    used: dict[str, None] = {}

    lines += section("Python packages")
    packages = runtime_distributions()
    for dist in packages:
        meta = dist.metadata
        home = metadata_field(dist, "Home-page") or project_home(meta.get_all("Project-URL") or [])
        lines.append(f"{meta['Name']} {dist.version} -- licence: {licence_of(dist)} -- {home}".rstrip(" -"))
    for dist in packages:
        shipped = licence_files(dist)
        if shipped:
            for name, text in shipped:
                lines += ["", f"--- {dist.metadata['Name']}: {name} ---", "", text.rstrip()]
        else:
            key = LICENCE_BY_METADATA.get(licence_of(dist).lower())
            if key:
                lines += ["", f"--- {dist.metadata['Name']}: under {key}, full text below ---"]
                used[key] = None

    lines += section("Python runtime and the PyInstaller bootloader")
    lines.append(
        f"Python {platform.python_version()} ({platform.python_implementation()}) -- licence: PSF-2.0"
    )
    try:
        bootloader = importlib.metadata.distribution(BOOTLOADER_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        bootloader = None
    if bootloader:
        lines.append(
            f"PyInstaller {bootloader.version} bootloader (the gouji executable's start-up code) -- "
            "GPL-2.0-or-later with the bootloader exception, which allows it in programs under any licence"
        )
    lines += ["", "--- Python: LICENSE ---", "", python_licence_text().rstrip()]
    if bootloader:
        for name, text in licence_files(bootloader):
            lines += ["", f"--- PyInstaller: {name} ---", "", text.rstrip()]

    unknown: list[str] = []
    compiled = compiled_ai_library(bundle)
    if compiled is not None:
        lines += section("The AI's compiled code")
        described, missing = mypyc_notice(bundle, compiled)
        lines += described
        unknown += missing

    lines += section("Native libraries in this build")
    for library in bundled_libraries(bundle):
        native = describe(library)
        relative = library.relative_to(bundle).as_posix()
        if native is None:
            unknown.append(relative)
            lines.append(f"{relative}: NOT DESCRIBED (see the library's own project)")
            continue
        terms = " + ".join(native.licences) or "no licence text required"
        lines.append(f"{relative}: {native.component} -- {terms} -- {native.home}")
        # Python's own LICENSE is already in full above
        used.update(dict.fromkeys(key for key in native.licences if key != "PSF-2.0"))

    lines += section("Fonts")
    lines.append((ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8").rstrip())

    lines += section("Licence texts")
    for key in used:
        lines += ["", f"--- {key} ---", "", (LICENCES / f"{key}.txt").read_text(encoding="utf-8").rstrip()]
    return "\n".join(lines) + "\n", unknown


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, required=True, help="the PyInstaller onedir folder")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--strict", action="store_true", help="fail on a library NATIVE does not describe")
    args = parser.parse_args(argv)
    if not args.bundle.is_dir():
        print(f"third_party_notices.py: no bundle at {args.bundle}", file=sys.stderr)
        return 2
    text, unknown = notices(args.bundle)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    temporary = args.out.with_name(args.out.name + ".tmp")
    temporary.write_text(text, encoding="utf-8", newline="\n")
    os.replace(temporary, args.out)
    print(f"{args.out}: {len(text.encode()) // 1024} KiB, {len(bundled_libraries(args.bundle))} libraries")
    if unknown:
        annotation = "::warning::" if os.environ.get("GITHUB_ACTIONS") else ""
        print(f"{annotation}third_party_notices.py: no notice for " + ", ".join(unknown), file=sys.stderr)
        if args.strict:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
