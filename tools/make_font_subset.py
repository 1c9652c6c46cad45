"""Regenerate assets/fonts/: a subset of Noto Sans CJK SC (SIL OFL 1.1) holding
only the characters the game shows (the translation catalogue, ASCII, card
symbols), plus the licence text beside it.

Needs the Debian package fonts-noto-cjk and fontTools (a tool dependency only):

    apt-get install -y fonts-noto-cjk
    .venv/bin/pip install fonttools
    .venv/bin/python tools/make_font_subset.py
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
from typing import Any

from fontTools import subset
from fontTools.ttLib import TTCollection

from gouji_desktop.app.i18n import all_texts  # the checkout, installed editable (pip install -e .)

ROOT = pathlib.Path(__file__).resolve().parents[1]

NOTO_DIR = pathlib.Path("/usr/share/fonts/opentype/noto")
WEIGHTS = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
FAMILY = "Noto Sans CJK SC"
OUT_DIR = ROOT / "assets" / "fonts"
#: symbols drawn as text besides the catalogue (cards, arrows, marks)
EXTRA = "♠♥♣♦★☆…·←→▲▼◀▶●○✓×—“”‘’（）：，。！？、《》【】~¥"
COPYRIGHT_FILE = pathlib.Path("/usr/share/doc/fonts-noto-cjk/copyright")


def wanted_text() -> str:
    chars = set(EXTRA)
    chars.update(chr(c) for c in range(0x20, 0x7F))
    for text in all_texts():
        chars.update(text)
    chars.discard("\n")
    return "".join(sorted(chars))


def pick_font(path: pathlib.Path) -> Any:  # fontTools ships no type hints
    collection = TTCollection(str(path))
    for font in collection.fonts:
        if font["name"].getDebugName(1) == FAMILY:
            return font
    raise SystemExit(f"{FAMILY} not found in {path}")


def make_subset(weight: str, text: str, out: pathlib.Path) -> int:
    font = pick_font(NOTO_DIR / WEIGHTS[weight])
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.save(str(out))
    return out.stat().st_size


def write_licence() -> None:
    raw = COPYRIGHT_FILE.read_text(encoding="utf-8")
    match = re.search(r"^License: SIL-1\.1\n((?: .*\n?)+)", raw, flags=re.M)
    if not match:
        raise SystemExit("OFL text not found in the Debian copyright file")
    lines = [line[1:] if line.startswith(" ") else line for line in match.group(1).splitlines()]
    body = "\n".join("" if line == "." else line for line in lines)
    head = (
        "The fonts in this folder are subsets of Noto Sans CJK SC\n"
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Noto is a trademark of Google Inc. Made from the Debian package fonts-noto-cjk\n"
        "by tools/make_font_subset.py. Licensed under the SIL Open Font License 1.1:\n\n"
    )
    (OUT_DIR / "OFL.txt").write_text(head + body.strip() + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.parse_args(argv)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    text = wanted_text()
    total = 0
    for weight in WEIGHTS:
        out = OUT_DIR / f"GoujiSansSC-{weight}.otf"
        size = make_subset(weight, text, out)
        total += size
        print(f"{out.relative_to(ROOT)}: {size / 1024:.0f} KiB, {len(text)} characters")
    write_licence()
    print(f"total {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
