"""The bundled CJK font, loaded from gouji_desktop.assets, and cached text.

Rendering text is the slowest thing a frame does; :func:`text` caches the
rendered surface per (text, size, colour, bold)."""

from __future__ import annotations

import importlib.resources
from collections import OrderedDict

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
    surf = font(size, bold).render(s, True, color)
    if len(color) == 4 and color[3] < 255:
        surf.set_alpha(color[3])
    _cache[key] = surf
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return surf


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
    # keep a space glued to the word that follows it
    merged: list[str] = []
    for tok in out:
        if merged and merged[-1] == " ":
            merged[-1] = " " + tok
        else:
            merged.append(tok)
    return merged


def clear_cache() -> None:
    _cache.clear()
