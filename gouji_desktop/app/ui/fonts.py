"""The bundled CJK font, loaded from gouji_desktop.assets, and cached text.

Rendering text is the slowest thing a frame does; :func:`text` caches the
rendered surface per (text, size, colour, bold).

The bundled font holds only the characters the game's own texts use.  A name a
friend types at a network table may hold any other: such characters are drawn
with a CJK font of the player's system (:data:`SYSTEM_CJK_FONTS`: Microsoft
YaHei on Windows, the Heiti/Hiragino fonts of macOS, Noto CJK or WenQuanYi on
Linux) and, where no font has them, as "?"."""

from __future__ import annotations

import importlib.resources
import os
import struct
from collections import OrderedDict
from functools import lru_cache

import pygame

FONT_FILES = {False: "GoujiSansSC-Regular.otf", True: "GoujiSansSC-Bold.otf"}
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: OrderedDict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = OrderedDict()
CACHE_SIZE = 1200


def font_path(bold: bool = False) -> str:
    """A file path to the bundled font (works from a checkout, a wheel, a bundle)."""
    ref = importlib.resources.files("gouji_desktop.assets") / "fonts" / FONT_FILES[bold]
    return str(ref)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(font_path(bold), size)
        _fonts[key] = f
    return f


def text(s: str, size: int, color: tuple[int, ...] = (255, 255, 255), bold: bool = False) -> pygame.Surface:
    """A rendered, antialiased line of text (cached)."""
    key = (s, int(size), tuple(color), bold)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    mapped = mapped_codepoints(bold)
    if all(ord(ch) in mapped or ch.isspace() for ch in s):
        surf = _render(font(size, bold), s, color)
    else:
        surf = _render_mixed(s, size, color, bold)
    if len(color) == 4 and color[3] < 255:
        surf.set_alpha(color[3])
    _cache[key] = surf
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return surf


#: marks that draw nothing: a string of only these has zero width, which SDL_ttf refuses
_INVISIBLE = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")


def _render(f: pygame.font.Font, s: str, color: tuple[int, ...]) -> pygame.Surface:
    """``f.render``, but text SDL_ttf refuses (only zero-width marks such as a soft hyphen, a NUL)
    draws as nothing rather than ending the game: a name or a file's text may hold anything."""
    try:
        return f.render(s, True, color)
    except (pygame.error, ValueError):
        cleaned = "".join(
            ch for ch in s if ch.isprintable() and ch not in "\u00ad\u200b\u200c\u200d\u2060\ufeff"
        )
        try:
            return f.render(cleaned, True, color)
        except (pygame.error, ValueError):
            return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` (word-wise for Latin, per
    character for Chinese)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        tokens = _tokens(para)
        for tok in tokens:
            trial = line + tok
            if line and f.size(trial)[0] > width:
                lines.append(line.rstrip())
                line = tok.lstrip()
            else:
                line = trial
        lines.append(line.rstrip())
    return lines


#: marks that may not begin a line in Chinese text (they close what comes before)
NO_LINE_START = frozenset("。，、；：！？）」』》〉】,.;:!?)…")


def _tokens(s: str) -> list[str]:
    out: list[str] = []
    word = ""
    for ch in s:
        if ord(ch) < 0x2E80 and ch != " ":
            word += ch
            continue
        if word:
            out.append(word)
            word = ""
        out.append(ch)
    if word:
        out.append(word)
    # a closing mark never starts a line: it stays with what it closes (。 ， 、 ： ！ ？ ） 」 …)
    glued: list[str] = []
    for tok in out:
        if glued and tok[:1] in NO_LINE_START and glued[-1] != " ":
            glued[-1] += tok
        else:
            glued.append(tok)
    out = glued
    # keep a space glued to the word that follows it
    merged: list[str] = []
    for tok in out:
        if merged and merged[-1] == " ":
            merged[-1] = " " + tok
        else:
            merged.append(tok)
    return merged


@lru_cache(maxsize=2)
def mapped_codepoints(bold: bool = False) -> frozenset[int]:
    """The characters the bundled font has a glyph for (its OpenType cmap,
    formats 4 and 12): what the self-test and the catalogue test check."""
    with open(font_path(bold), "rb") as f:
        data = f.read()
    return cmap_codepoints(data)


def cmap_codepoints(data: bytes) -> frozenset[int]:
    """The characters a font file maps (OpenType/TrueType, or the first face of a
    collection): formats 4 and 12 of its cmap.  Raises ValueError on a file it cannot read."""
    try:
        return _cmap_codepoints(data)
    except struct.error as exc:
        raise ValueError(f"not a font file: {exc}") from exc


def _cmap_codepoints(data: bytes) -> frozenset[int]:
    start = 0
    if data[:4] == b"ttcf":  # a collection: its first face's table directory
        start = struct.unpack(">I", data[12:16])[0]
    num_tables = struct.unpack(">H", data[start + 4 : start + 6])[0]
    cmap = None
    for i in range(num_tables):
        at = start + 12 + 16 * i
        tag, _, offset, _ = struct.unpack(">4sIII", data[at : at + 16])
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise ValueError("no cmap table")
    points: set[int] = set()
    count = struct.unpack(">H", data[cmap + 2 : cmap + 4])[0]
    for i in range(count):
        _, _, sub = struct.unpack(">HHI", data[cmap + 4 + 8 * i : cmap + 12 + 8 * i])
        base = cmap + sub
        fmt = struct.unpack(">H", data[base : base + 2])[0]
        if fmt == 12:
            groups = struct.unpack(">I", data[base + 12 : base + 16])[0]
            for g in range(groups):
                first, last, _ = struct.unpack(">III", data[base + 16 + 12 * g : base + 28 + 12 * g])
                points.update(range(first, last + 1))
        elif fmt == 4:
            segs = struct.unpack(">H", data[base + 6 : base + 8])[0] // 2
            ends = struct.unpack(f">{segs}H", data[base + 14 : base + 14 + 2 * segs])
            starts = struct.unpack(f">{segs}H", data[base + 16 + 2 * segs : base + 16 + 4 * segs])
            for a, b in zip(starts, ends, strict=True):
                if a != 0xFFFF:
                    points.update(range(a, b + 1))
    return frozenset(points)


def _system_font_dirs() -> list[str]:
    windows = os.environ.get("WINDIR") or os.environ.get("SYSTEMROOT") or "C:\\Windows"
    return [os.path.join(windows, "Fonts")]


#: CJK fonts a system is likely to have, best first (file names; Windows' own folder, then
#: macOS and Linux paths): what draws a name's characters the bundled font leaves out
SYSTEM_CJK_FONTS: tuple[str, ...] = (
    "msyh.ttc",
    "msyh.ttf",
    "simhei.ttf",
    "simsun.ttc",
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/STHeiti Medium.ttc",
    "/System/Library/Fonts/STHeiti Light.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
    "/Library/Fonts/Arial Unicode.ttf",
    "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
)

#: how many characters a system font must map to count as a CJK font (a Latin font maps a few hundred)
_CJK_FONT_MIN = 5000


@lru_cache(maxsize=1)
def system_cjk_font() -> tuple[str, frozenset[int]] | None:
    """The first usable CJK font of this system and the characters it maps, or None (then a
    character the bundled font lacks shows as "?").  A file that cannot be read is skipped."""
    for name in SYSTEM_CJK_FONTS:
        candidates = [name] if os.path.isabs(name) else [os.path.join(d, name) for d in _system_font_dirs()]
        for path in candidates:
            try:
                with open(path, "rb") as f:
                    points = cmap_codepoints(f.read())
            except (OSError, ValueError):
                continue
            if len(points) >= _CJK_FONT_MIN:
                return path, points
    return None


_system_fonts: dict[tuple[int, bool], pygame.font.Font | None] = {}


def _system_font(size: int, bold: bool) -> pygame.font.Font | None:
    key = (max(6, int(size)), bold)
    if key not in _system_fonts:
        found = system_cjk_font()
        f = None
        if found is not None:
            try:
                f = pygame.font.Font(found[0], key[0])
                f.bold = bold  # the system's regular face, emboldened like the bundled bold
            except (OSError, pygame.error):
                f = None
        _system_fonts[key] = f
    return _system_fonts[key]


def can_draw(ch: str, bold: bool = False) -> bool:
    """Whether ``ch`` draws as itself (the bundled font, or the system's CJK font)."""
    if ch.isspace() or ord(ch) in mapped_codepoints(bold):
        return True
    found = system_cjk_font()
    return found is not None and ord(ch) in found[1]


def _render_mixed(s: str, size: int, color: tuple[int, ...], bold: bool) -> pygame.Surface:
    """A line with characters the bundled font lacks: runs of the bundled font and of the
    system's CJK font side by side on one baseline; a character neither has is "?"."""
    own = font(size, bold)
    mapped = mapped_codepoints(bold)
    other = _system_font(size, bold)
    found = system_cjk_font()
    other_points = found[1] if other is not None and found is not None else frozenset()
    runs: list[tuple[pygame.font.Font, str]] = []
    for ch in s:
        if ch.isspace() or ord(ch) in mapped:
            f, c = own, ch
        elif other is not None and ord(ch) in other_points:
            f, c = other, ch
        else:
            f, c = own, "?"
        if runs and runs[-1][0] is f:
            runs[-1] = (f, runs[-1][1] + c)
        else:
            runs.append((f, c))
    pieces = [(f, _render(f, run, color)) for f, run in runs]
    ascent = max(f.get_ascent() for f, _ in pieces)
    height = max(own.get_height(), *(ascent - f.get_ascent() + img.get_height() for f, img in pieces))
    out = pygame.Surface((sum(img.get_width() for _, img in pieces), height), pygame.SRCALPHA)
    x = 0
    for f, img in pieces:
        out.blit(img, (x, ascent - f.get_ascent()))
        x += img.get_width()
    return out


def missing_glyphs(texts: list[str], bold: bool = False) -> set[str]:
    """Characters of ``texts`` (spaces aside) the bundled font cannot draw."""
    mapped = mapped_codepoints(bold)
    return {ch for text in texts for ch in text if not ch.isspace() and ord(ch) not in mapped}


def clear_cache() -> None:
    _cache.clear()
    _system_fonts.clear()
