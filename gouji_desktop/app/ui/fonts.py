"""The bundled CJK font, loaded from gouji_desktop.assets, and cached text.

Rendering text is the slowest thing a frame does; :func:`text` caches the
rendered surface per (text, size, colour, bold)."""

from __future__ import annotations

import importlib.resources
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
    surf = _render(font(size, bold), s, color)
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
    num_tables = struct.unpack(">H", data[4:6])[0]
    cmap = None
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise ValueError(f"{font_path(bold)}: no cmap table")
    points: set[int] = set()
    count = struct.unpack(">H", data[cmap + 2 : cmap + 4])[0]
    for i in range(count):
        _, _, sub = struct.unpack(">HHI", data[cmap + 4 + 8 * i : cmap + 12 + 8 * i])
        base = cmap + sub
        fmt = struct.unpack(">H", data[base : base + 2])[0]
        if fmt == 12:
            groups = struct.unpack(">I", data[base + 12 : base + 16])[0]
            for g in range(groups):
                start, end, _ = struct.unpack(">III", data[base + 16 + 12 * g : base + 28 + 12 * g])
                points.update(range(start, end + 1))
        elif fmt == 4:
            segs = struct.unpack(">H", data[base + 6 : base + 8])[0] // 2
            ends = struct.unpack(f">{segs}H", data[base + 14 : base + 14 + 2 * segs])
            starts = struct.unpack(f">{segs}H", data[base + 16 + 2 * segs : base + 16 + 4 * segs])
            for a, b in zip(starts, ends, strict=True):
                if a != 0xFFFF:
                    points.update(range(a, b + 1))
    return frozenset(points)


def missing_glyphs(texts: list[str], bold: bool = False) -> set[str]:
    """Characters of ``texts`` (spaces aside) the bundled font cannot draw."""
    mapped = mapped_codepoints(bold)
    return {ch for text in texts for ch in text if not ch.isspace() and ord(ch) not in mapped}


def clear_cache() -> None:
    _cache.clear()
