"""Draw the Gouji Desktop app icon and write assets/icons/: gouji.png (256 px),
gouji.ico (Windows: 16…256 px) and gouji.icns (macOS: 16…1024 px).

The icon is a fan of four cards (the game's four decks) on a red table with a
gold rim; it is drawn with plain shapes, so it needs no font. pygame-ce draws
it offscreen; the ICO and ICNS containers are written here (no Pillow):

    .venv/bin/python tools/make_icon.py          # rewrite assets/icons/
    .venv/bin/python tools/make_icon.py --out DIR --sizes   # also every PNG size
"""

from __future__ import annotations

import argparse
import io
import math
import os
import pathlib
import struct

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = pathlib.Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "assets" / "icons"
MASTER = 2048  # drawn at 2× the largest size, then smooth-scaled down (anti-aliasing)
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: ICO entries below 256 px are 32-bit BMPs (every Windows tool reads them); 256 is PNG
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS chunk types holding PNG data, with their pixel size (Retina @2x types included)
ICNS_TYPES = (
    ("ic11", 32),  # 16@2x
    ("ic12", 64),  # 32@2x
    ("ic07", 128),
    ("ic13", 256),  # 128@2x
    ("ic08", 256),
    ("ic14", 512),  # 256@2x
    ("ic09", 512),
    ("ic10", 1024),  # 512@2x
)

RED_CENTRE = (196, 38, 44)
RED_EDGE = (112, 14, 24)
GOLD = (236, 184, 72)
CARD = (252, 249, 240)
CARD_EDGE = (150, 140, 120)
INK_RED = (200, 30, 40)
INK_BLACK = (30, 30, 36)
Point = tuple[float, float]


# ---------------------------------------------------------------- drawing


def _rounded_table(size: int) -> pygame.Surface:
    """The red rounded square with a radial light and a gold rim."""
    table = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size * 0.5, size * 0.42)
    steps = 96
    for i in range(steps):
        t = i / (steps - 1)
        colour = [round(e + (c - e) * t) for e, c in zip(RED_EDGE, RED_CENTRE, strict=True)]
        radius = size * 0.95 * (1 - t) + 1
        pygame.draw.circle(table, (*colour, 255), centre, radius)
    margin = round(size * 0.06)
    box = pygame.Rect(margin, margin, size - 2 * margin, size - 2 * margin)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), box, border_radius=round(size * 0.2))
    table.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    rim = box.inflate(-round(size * 0.045), -round(size * 0.045))
    pygame.draw.rect(table, GOLD, rim, width=round(size * 0.014), border_radius=round(size * 0.17))
    return table


def _heart(surface: pygame.Surface, centre: Point, s: float, colour: tuple[int, int, int]) -> None:
    x, y = centre
    r = s * 0.27
    pygame.draw.circle(surface, colour, (x - s * 0.24, y - s * 0.14), r)
    pygame.draw.circle(surface, colour, (x + s * 0.24, y - s * 0.14), r)
    pygame.draw.polygon(
        surface, colour, [(x - s * 0.5, y - s * 0.06), (x + s * 0.5, y - s * 0.06), (x, y + s * 0.55)]
    )


def _spade(surface: pygame.Surface, centre: Point, s: float, colour: tuple[int, int, int]) -> None:
    x, y = centre
    r = s * 0.25
    pygame.draw.circle(surface, colour, (x - s * 0.22, y + s * 0.1), r)
    pygame.draw.circle(surface, colour, (x + s * 0.22, y + s * 0.1), r)
    pygame.draw.polygon(
        surface, colour, [(x - s * 0.46, y + s * 0.04), (x + s * 0.46, y + s * 0.04), (x, y - s * 0.55)]
    )
    pygame.draw.polygon(
        surface, colour, [(x, y + s * 0.1), (x - s * 0.18, y + s * 0.55), (x + s * 0.18, y + s * 0.55)]
    )


def _club(surface: pygame.Surface, centre: Point, s: float, colour: tuple[int, int, int]) -> None:
    x, y = centre
    r = s * 0.22
    for dx, dy in ((0, -0.26), (-0.25, 0.08), (0.25, 0.08)):
        pygame.draw.circle(surface, colour, (x + s * dx, y + s * dy), r)
    pygame.draw.polygon(surface, colour, [(x, y), (x - s * 0.18, y + s * 0.55), (x + s * 0.18, y + s * 0.55)])


def _diamond(surface: pygame.Surface, centre: Point, s: float, colour: tuple[int, int, int]) -> None:
    x, y = centre
    pygame.draw.polygon(
        surface, colour, [(x, y - s * 0.55), (x + s * 0.4, y), (x, y + s * 0.55), (x - s * 0.4, y)]
    )


PIPS = (("spade", _spade, INK_BLACK), ("club", _club, INK_BLACK), ("diamond", _diamond, INK_RED))


def _card(width: int, height: int, pip_index: int) -> pygame.Surface:
    """One card face: a big suit pip and two small corner pips; the last card is a heart."""
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = round(width * 0.12)
    pygame.draw.rect(card, CARD, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), width=max(2, width // 60), border_radius=radius)
    draw, colour = (_heart, INK_RED) if pip_index >= len(PIPS) else PIPS[pip_index][1:]
    draw(card, (width * 0.5, height * 0.5), width * 0.5, colour)
    small = width * 0.16
    draw(card, (width * 0.17, height * 0.12), small, colour)
    draw(card, (width * 0.83, height * 0.88), small, colour)
    return card


def _shadow(card: pygame.Surface) -> pygame.Surface:
    shadow = card.copy()
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    return shadow


def draw_master(size: int = MASTER) -> pygame.Surface:
    """The icon at ``size`` px: the table, then four cards fanned about a pivot below."""
    icon = _rounded_table(size)
    width, height = round(size * 0.33), round(size * 0.47)
    pivot = (size * 0.5, size * 0.92)
    reach = size * 0.42  # pivot to card centre
    angles = (24.0, 8.0, -8.0, -24.0)  # counter-clockwise degrees, left card first
    for index, angle in enumerate(angles):
        face = _card(width, height, index)
        a = math.radians(angle)
        centre = (pivot[0] - reach * math.sin(a), pivot[1] - reach * math.cos(a))
        for image, offset in ((_shadow(face), size * 0.012), (face, 0.0)):
            turned = pygame.transform.rotate(image, angle)
            where = turned.get_rect(center=(centre[0] + offset, centre[1] + offset))
            icon.blit(turned, where)
    return icon


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """``master`` smooth-scaled to ``size`` px in halving steps (keeps small sizes crisp)."""
    image = master
    while image.get_width() // 2 >= size:
        half = image.get_width() // 2
        image = pygame.transform.smoothscale(image, (half, half))
    if image.get_width() != size:
        image = pygame.transform.smoothscale(image, (size, size))
    return image


# ---------------------------------------------------------------- containers


def png_bytes(image: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "icon.png")
    return buffer.getvalue()


def bmp_icon_entry(image: pygame.Surface) -> bytes:
    """An ICO image as a DIB: BITMAPINFOHEADER (double height), BGRA rows bottom-up, AND mask."""
    width, height = image.get_size()
    pixels = pygame.image.tobytes(image, "BGRA", True)  # flipped: bottom row first
    mask_row = ((width + 31) // 32) * 4
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels), 0, 0, 0, 0)
    return header + pixels + bytes(mask_row * height)


def write_ico(images: dict[int, pygame.Surface]) -> bytes:
    """An ICO file: ICONDIR, one 16-byte entry per size, then the image data."""
    payloads = [
        (size, png_bytes(images[size]) if size >= 256 else bmp_icon_entry(images[size])) for size in ICO_SIZES
    ]
    offset = 6 + 16 * len(payloads)
    directory = struct.pack("<HHH", 0, 1, len(payloads))
    data = b""
    for size, payload in payloads:
        side = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(payload), offset + len(data))
        data += payload
    return directory + data


def write_icns(images: dict[int, pygame.Surface]) -> bytes:
    """An ICNS file: 'icns' + big-endian length, then (type, length, PNG) chunks."""
    chunks = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png
        for kind, png in ((kind, png_bytes(images[size])) for kind, size in ICNS_TYPES)
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=pathlib.Path, default=OUT_DIR, help="output folder (default assets/icons)"
    )
    parser.add_argument("--sizes", action="store_true", help="also write gouji-<N>.png for every size")
    args = parser.parse_args(argv)
    master = draw_master()
    images = {size: scaled(master, size) for size in SIZES}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "gouji.png").write_bytes(png_bytes(images[256]))
    (args.out / "gouji.ico").write_bytes(write_ico(images))
    (args.out / "gouji.icns").write_bytes(write_icns(images))
    if args.sizes:
        for size, image in images.items():
            (args.out / f"gouji-{size}.png").write_bytes(png_bytes(image))
    for name in sorted(p.name for p in args.out.iterdir()):
        print(f"{args.out / name}: {(args.out / name).stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
