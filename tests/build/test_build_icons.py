"""The app icon files in assets/icons are valid PNG / ICO / ICNS, and match tools/make_icon.py."""

from __future__ import annotations

import importlib.util
import pathlib
import struct
import sys
from types import ModuleType

import pygame
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: ICNS PNG chunk types and the pixel size each must hold (Apple's icns format)
ICNS_SIZES = {
    "ic07": 128,
    "ic08": 256,
    "ic09": 512,
    "ic10": 1024,
    "ic11": 32,
    "ic12": 64,
    "ic13": 256,
    "ic14": 512,
}


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def ico_entries(data: bytes) -> list[tuple[int, bytes]]:
    """(declared size, image data) per ICONDIRENTRY, checking the directory as it goes."""
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1) and count > 0
    entries = []
    for i in range(count):
        width, height, colours, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        assert width == height and colours == 0 and planes == 1 and bits == 32
        assert offset >= 6 + 16 * count and offset + length <= len(data)
        entries.append((width or 256, data[offset : offset + length]))
    return entries


def icns_chunks(data: bytes) -> list[tuple[str, bytes]]:
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, at = [], 8
    while at < len(data):
        kind, length = data[at : at + 4].decode("ascii"), struct.unpack(">I", data[at + 4 : at + 8])[0]
        assert length > 8 and at + length <= len(data)
        chunks.append((kind, data[at + 8 : at + length]))
        at += length
    assert at == len(data)
    return chunks


def load_make_icon() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_icon"] = module
    spec.loader.exec_module(module)
    return module


def test_the_png_icon_is_256_px_with_transparent_corners_and_an_opaque_middle() -> None:
    data = (ICONS / "gouji.png").read_bytes()
    assert png_size(data) == (256, 256)
    image = pygame.image.load(str(ICONS / "gouji.png"))
    assert image.get_at((0, 0)).a == 0
    assert image.get_at((128, 128)).a == 255


def test_the_ico_holds_every_windows_size_from_16_to_256_px() -> None:
    entries = ico_entries((ICONS / "gouji.ico").read_bytes())
    assert sorted(size for size, _ in entries) == [16, 24, 32, 48, 64, 128, 256]
    for size, image in entries:
        if image[:8] == PNG_SIGNATURE:
            assert png_size(image) == (size, size)
        else:  # a 32-bit DIB: BITMAPINFOHEADER with double height (XOR + AND), BGRA rows, AND mask
            header, width, height, planes, bits = struct.unpack_from("<IiiHH", image)
            assert (header, width, height, planes, bits) == (40, size, 2 * size, 1, 32)
            assert len(image) == 40 + 4 * size * size + ((size + 31) // 32) * 4 * size


def test_the_small_ico_images_are_the_icon_upright_with_alpha() -> None:
    dib = dict(ico_entries((ICONS / "gouji.ico").read_bytes()))[32]
    rows = [dib[40 + 128 * r : 40 + 128 * (r + 1)] for r in range(32)]  # stored bottom row first
    upright = pygame.image.frombytes(b"".join(reversed(rows)), (32, 32), "BGRA")
    assert upright.get_at((0, 0)).a == 0 and upright.get_at((31, 31)).a == 0  # see-through corners
    assert upright.get_at((16, 16)).a == 255
    reference = pygame.transform.smoothscale(pygame.image.load(str(ICONS / "gouji.png")), (32, 32))

    def distance(image: pygame.Surface) -> float:
        a, b = pygame.image.tobytes(image, "RGBA"), pygame.image.tobytes(reference, "RGBA")
        return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)

    assert distance(upright) < 4
    assert distance(upright) < distance(pygame.transform.flip(upright, False, True)) / 2


def test_the_icns_holds_png_chunks_from_32_to_1024_px() -> None:
    chunks = icns_chunks((ICONS / "gouji.icns").read_bytes())
    assert {kind for kind, _ in chunks} == set(ICNS_SIZES)
    for kind, payload in chunks:
        assert png_size(payload) == (ICNS_SIZES[kind], ICNS_SIZES[kind]), kind


def test_the_committed_icons_are_what_make_icon_draws_now(tmp_path: pathlib.Path) -> None:
    make_icon = load_make_icon()
    assert make_icon.main(["--out", str(tmp_path)]) == 0
    for name in ("gouji.ico", "gouji.icns"):
        fresh, committed = (tmp_path / name).read_bytes(), (ICONS / name).read_bytes()
        assert len(fresh) == pytest.approx(len(committed), rel=0.05), name
    fresh_png = pygame.image.tobytes(pygame.image.load(str(tmp_path / "gouji.png")), "RGBA")
    committed_png = pygame.image.tobytes(pygame.image.load(str(ICONS / "gouji.png")), "RGBA")
    mean_difference = sum(abs(a - b) for a, b in zip(fresh_png, committed_png, strict=True)) / len(fresh_png)
    assert mean_difference < 1.0, "assets/icons is stale: run tools/make_icon.py"
