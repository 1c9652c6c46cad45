"""`gouji --self-test`: prove that this install (checkout, pip or bundle) can run the game.

Steps, each printed as ``ok`` / ``FAIL`` / ``skipped`` with its time:

1. display — pygame starts a hidden window (the dummy driver when there is no display) and shows a frame;
2. assets — every file under ``gouji_desktop.assets`` loads (images, fonts, sounds, icons, text);
3. catalogue and 4. scenes — through ``gouji_desktop.app.selftest_hooks`` when the GUI provides it;
5. ai game — one whole game played by the AI levels on offer;
   ai code — whether the AI runs compiled (build_scripts/compile_ai.py) or as Python, and the
   fingerprint of its decisions, which the build scripts compare with the checkout's Python;
6. save — a save written and read back in a temporary data dir (``GOUJI_DATA_DIR``);
   network table — a table server on 127.0.0.1 (a free port, in this process), a client joins it and
   the AI plays a few of its seat's moves over the socket, then both close (docs/network.md). A
   machine that forbids sockets even to loopback fails this step and names the refusal: hosting and
   joining cannot work there, while the single-player game (which opens no socket) still does;
   lan discovery — zeroconf (docs/network.md) browses for tables, a table is announced on this
   machine's local-network address, and the browser must find it within ``LAN_TIMEOUT_S``; then both
   stop. A bundle without zeroconf fails; a source install without the ``lan`` extra skips, and so
   does a machine with no local network or one whose network does not carry multicast back to it;
7. licences — a bundle carries LICENSE.txt and THIRD-PARTY-NOTICES.txt (skipped from source).

Exit status 0 when every step passed, 1 otherwise (the failing steps are named).
On Windows a windowed build has no console: the report then goes to
``%TEMP%/gouji-self-test.txt``.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.resources
import importlib.util
import io
import json
import os
import platform
import shutil
import struct
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from gouji_desktop import __version__

if TYPE_CHECKING:
    from gouji_desktop.app.net.client import TableClient

GUI_MODULE = "gouji_desktop.app.main"
HOOKS_MODULE = "gouji_desktop.app.selftest_hooks"
GAME_SEED = 2024
MAX_ACTIONS = 5000  # a game that has not ended by then is a bug
HARD_BUDGET_S = 0.02  # keeps the hard level quick here; the decision code is the same
IMAGES = (".png", ".jpg", ".jpeg", ".bmp", ".gif", ".webp", ".tga")
FONTS = (".ttf", ".otf", ".ttc")
SOUNDS = (".wav", ".ogg", ".mp3", ".flac", ".opus")
TEXTS = (".txt", ".md", ".po", ".csv", ".toml", ".ini", ".cfg")
SKIPPED = "skipped"


class Skip(Exception):
    """A step that cannot run in this build (e.g. the GUI is not there)."""


def _process_age_ms() -> float | None:
    """Milliseconds since this process started (Linux only; None elsewhere)."""
    try:
        ticks = int(Path("/proc/self/stat").read_text(encoding="utf-8").rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text(encoding="utf-8").split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return (uptime - ticks / os.sysconf("SC_CLK_TCK")) * 1000


def _headless_if_needed() -> None:
    """No display (Linux CI, ssh): let SDL use its dummy video and audio drivers."""
    has_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if sys.platform.startswith("linux") and not has_display:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@contextlib.contextmanager
def _environment(name: str, value: str) -> Iterator[None]:
    old = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = old


# ---------------------------------------------------------------- steps


def check_display(state: dict[str, Any]) -> str:
    import pygame

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1280, 720), pygame.HIDDEN)
    screen.fill((20, 90, 50))
    pygame.display.flip()
    state["screen"] = screen
    try:
        pygame.mixer.init()
        audio = f"audio driver {pygame.mixer.get_driver()}"
    except pygame.error as e:  # no sound device: the game plays silently; sounds still load below
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        pygame.mixer.init()
        audio = f"no audio device ({e}), dummy audio"
    sdl = ".".join(map(str, pygame.get_sdl_version()))
    return f"pygame-ce {pygame.version.ver}, SDL {sdl}, video driver {pygame.display.get_driver()}, {audio}"


def asset_files(folder: Traversable, prefix: str = "") -> Iterator[tuple[str, Traversable]]:
    """Every data file under ``folder`` (Python files and caches left out), sorted by path."""
    for child in sorted(folder.iterdir(), key=lambda c: c.name):
        if child.is_dir():
            if child.name != "__pycache__":
                yield from asset_files(child, f"{prefix}{child.name}/")
        elif not child.name.endswith((".py", ".pyc")):
            yield f"{prefix}{child.name}", child


def load_asset(name: str, data: bytes, screen: Any) -> str:
    """Load one asset the way the game would; the kind of asset, or an exception."""
    import pygame

    lower = name.lower()
    if not data:
        raise ValueError("empty file")
    if lower.endswith(IMAGES):
        image = pygame.image.load(io.BytesIO(data), name)
        if screen is not None:
            image = image.convert_alpha()
        if min(image.get_size()) < 1:
            raise ValueError("image has no pixels")
        return "image"
    if lower.endswith(FONTS):
        if pygame.font.Font(io.BytesIO(data), 24).render("Gouji 够级 2♠", True, (0, 0, 0)).get_width() < 1:
            raise ValueError("font renders nothing")
        return "font"
    if lower.endswith(SOUNDS):
        if pygame.mixer.Sound(io.BytesIO(data)).get_length() <= 0:
            raise ValueError("sound has no length")
        return "sound"
    if lower.endswith(".ico"):
        reserved, kind, count = struct.unpack_from("<HHH", data)
        if (reserved, kind) != (0, 1) or count < 1:
            raise ValueError("not an ICO file")
        return "icon"
    if lower.endswith(".icns"):
        if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
            raise ValueError("not an ICNS file")
        return "icon"
    if lower.endswith(".json"):
        json.loads(data.decode("utf-8"))
        return "text"
    if lower.endswith(TEXTS):
        data.decode("utf-8")
        return "text"
    return "other"


def check_assets(state: dict[str, Any]) -> str:
    root = importlib.resources.files("gouji_desktop.assets")
    counts: dict[str, int] = {}
    problems = []
    for name, ref in asset_files(root):
        try:
            kind = load_asset(name, ref.read_bytes(), state.get("screen"))
        except Exception as e:
            problems.append(f"{name}: {type(e).__name__}: {e}")
            continue
        counts[kind] = counts.get(kind, 0) + 1
    if problems:
        raise ValueError("; ".join(problems))
    if not counts:
        raise ValueError(f"no asset files under {root}")
    kinds = ", ".join(f"{n} {kind}{'s' if n > 1 else ''}" for kind, n in sorted(counts.items()))
    return f"{sum(counts.values())} files ({kinds}) from {root}"


def _module_present(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # its package is missing
        return False


def _gui_hooks() -> Any:
    if not _module_present(HOOKS_MODULE):
        if _module_present(GUI_MODULE):
            raise Skip(f"the GUI has no {HOOKS_MODULE} yet")
        raise Skip("GUI not present")
    return importlib.import_module(HOOKS_MODULE)


def _said(result: object) -> str:
    if result is None:
        return "done"
    if isinstance(result, list | tuple | set):
        return f"{len(result)}: " + ", ".join(map(str, result))
    return str(result)


def check_catalogue(state: dict[str, Any]) -> str:
    return _said(_gui_hooks().check_catalogue())


def check_scenes(state: dict[str, Any]) -> str:
    if "screen" not in state:
        raise RuntimeError("no display (see the display step)")
    return _said(_gui_hooks().draw_all_scenes(state["screen"]))


def check_ai_game(state: dict[str, Any]) -> str:
    from gouji_desktop.ai import LEVELS, make_agent
    from gouji_desktop.engine import Game, Phase

    levels = [LEVELS[seat % len(LEVELS)] for seat in range(6)]
    agents = [
        make_agent(level, seed=seat, **({"budget_s": HARD_BUDGET_S} if level == "hard" else {}))
        for seat, level in enumerate(levels)
    ]
    game = Game.new(GAME_SEED)
    actions = 0
    while game.phase != Phase.OVER:
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        seat = game.to_act
        if seat is None:
            raise RuntimeError("a game in play with no seat to act")
        legal = game.legal_actions()
        action = agents[seat].decide(game.view(seat), legal)
        if action not in legal:
            raise RuntimeError(f"the {levels[seat]} AI chose an illegal action {action}")
        game.apply(action)
        actions += 1
        if actions == 60:
            state["game_in_play"] = game.copy()
    state.setdefault("game_in_play", game.copy())
    state["game_over"] = game
    if sorted(game.places) != list(range(6)) or game.scores is None:
        raise RuntimeError(f"the game ended without six places: {game.places}")
    return f"{actions} actions by {'/'.join(levels)}, places {game.places}, scores {game.scores}"


FINGERPRINT_GAMES = (1, 2)
FINGERPRINT_EVERY = 60  # a hard decision (fixed guesses, no clock) every this many actions


def ai_fingerprint() -> str:
    """A digest of normal's choices in two whole games and of hard's choices and
    option values at some of their positions (a fixed number of guesses, no clock):
    the same for the compiled AI and for the Python it is compiled from."""
    import hashlib

    from gouji_desktop.ai import make_agent
    from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
    from gouji_desktop.engine import Game, Phase

    fixed = SearchConfig(budget_s=1e9, max_samples=4, search_cards=216)
    digest = hashlib.sha256()
    for seed in FINGERPRINT_GAMES:
        game = Game.new(seed)
        agents = [make_agent("normal", seed=seed * 7 + seat) for seat in range(6)]
        actions = 0
        while game.phase != Phase.OVER and actions < MAX_ACTIONS:
            seat = game.to_act
            if seat is None:
                raise RuntimeError("a game in play with no seat to act")
            view, legal = game.view(seat), game.legal_actions()
            if actions % FINGERPRINT_EVERY == FINGERPRINT_EVERY // 2 and len(legal) > 1:
                report = HardAgent(actions, fixed).search(view, legal)
                digest.update(repr(report.action).encode())
                digest.update(repr([round(gain, 9) for gain in report.gains]).encode())
            action = agents[seat].decide(view, legal)
            digest.update(repr(action).encode())
            game.apply(action)
            actions += 1
    return digest.hexdigest()[:16]


def check_ai_code(state: dict[str, Any]) -> str:
    from gouji_desktop.ai import AI_FALLBACK_ENV, compiled_ai

    kind = "compiled" if compiled_ai() else "Python"
    # a bundle whose compiled AI would not load runs its Python copies (build_scripts/gouji_launcher.py)
    why = "" if compiled_ai() else os.environ.get(AI_FALLBACK_ENV, "")
    return f"{kind}, fingerprint {ai_fingerprint()}" + (
        f"; the compiled AI did not load: {why}" if why else ""
    )


def _written_files(folder: Path) -> str:
    return ", ".join(sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()))


def check_save(state: dict[str, Any]) -> str:
    from gouji_desktop.engine import Game

    game_in_play, game_over = state.get("game_in_play"), state.get("game_over")
    if game_in_play is None or game_over is None:
        game_in_play = game_over = Game.new(GAME_SEED)
    folder = Path(tempfile.mkdtemp(prefix="gouji-self-test-"))
    try:
        with _environment("GOUJI_DATA_DIR", str(folder)):
            storage = importlib.import_module("gouji_desktop.storage")
            if hasattr(storage, "Storage"):
                return _save_with_storage(storage, game_in_play, game_over, folder)
            return _save_plain(game_in_play, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _save_with_storage(storage: Any, game_in_play: Any, game_over: Any, folder: Path) -> str:
    store = storage.Storage()
    if Path(store.paths.data_dir) != folder:
        raise RuntimeError(f"GOUJI_DATA_DIR ignored: data dir is {store.paths.data_dir}")
    # the data-folder lock (filelock, loaded lazily: it must be in the bundle)
    if hasattr(store, "claim") and not store.claim():
        raise RuntimeError(f"the data folder lock was not taken: {store.take_notices()}")
    try:
        return _save_and_read_back(storage, store, game_in_play, game_over, folder)
    finally:
        if hasattr(store, "close"):
            store.close()


def _save_and_read_back(storage: Any, store: Any, game_in_play: Any, game_over: Any, folder: Path) -> str:
    if not store.save_settings(store.load_settings().value):
        raise RuntimeError(f"settings not saved: {store.take_notices()}")
    if not store.autosave(game_in_play):
        raise RuntimeError(f"autosave not written: {store.take_notices()}")
    loaded = storage.Storage().load_autosave()
    if loaded.value is None or loaded.source != "file":
        raise RuntimeError(f"autosave not read back ({loaded.source}): {loaded.notices}")
    resumed = loaded.value.game
    if resumed.to_json() != game_in_play.to_json() or resumed.legal_actions() != game_in_play.legal_actions():
        raise RuntimeError("the autosave read back is not the saved game")
    if not store.record_game(game_over):
        raise RuntimeError(f"statistics not written: {store.take_notices()}")
    problems = [n for n in store.take_notices() if n.level != "info"]
    if problems:
        raise RuntimeError("; ".join(map(str, problems)))
    return f"storage wrote and read back: {_written_files(folder)}"


def _save_plain(game: Any, folder: Path) -> str:
    from gouji_desktop.engine import Game

    path = folder / "autosave.json"
    with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, encoding="utf-8") as f:
        f.write(game.to_json())
    os.replace(f.name, path)
    if Game.from_json(path.read_text(encoding="utf-8")).to_json() != game.to_json():
        raise RuntimeError("the save read back is not the saved game")
    return f"no storage package: Game.to_json written and read back ({path.stat().st_size} bytes)"


NET_MOVES = 3  # the self-test's seat plays this many moves at the loopback table
NET_TIMEOUT_S = 60.0  # the whole network step, connecting included (the CPU may be shared)
NET_MOST_MESSAGES = 2000  # updates read before giving up


def check_network_table(state: dict[str, Any]) -> str:
    import asyncio

    try:
        return asyncio.run(asyncio.wait_for(_play_at_loopback_table(), NET_TIMEOUT_S))
    except TimeoutError:
        raise TimeoutError(
            f"the loopback table did not play {NET_MOVES} moves in {NET_TIMEOUT_S:.0f} s"
        ) from None
    except OSError as e:  # a firewall or sandbox that refuses even loopback sockets
        raise OSError(f"no socket on 127.0.0.1 ({e}): hosting and joining cannot work here") from e


async def _play_at_loopback_table() -> str:
    from gouji_desktop.ai import make_agent
    from gouji_desktop.app.net.client import TableClient
    from gouji_desktop.app.net.server import TableConfig, TableServer

    # host names reach the resolver through the IDNA codec (unicodedata): a bundle without it
    # could only join numeric addresses
    "localhost".encode("idna")
    server = TableServer(ping_interval=None)
    client: TableClient | None = None
    try:
        port = await server.listen("127.0.0.1", 0)
        table = server.add_table(TableConfig(seed=GAME_SEED, match=False, people=(0,), ai_delay=0.0))
        client = TableClient(f"ws://127.0.0.1:{port}", table.room, "self-test", seat=0)
        await client.connect()
        agent = make_agent("normal", seed=GAME_SEED)
        moves, answered = 0, -1
        for _ in range(NET_MOST_MESSAGES):
            st = client.state
            if moves >= NET_MOVES or st.result is not None:
                break
            if st.legal and st.view is not None and answered != st.at:
                answered = st.at
                action = agent.decide(st.view, list(st.legal))
                await client.act(action)
                moves += 1
            kind, data = await client.next_update(NET_TIMEOUT_S)
            if kind == "closed":
                raise RuntimeError(f"the table closed the connection: {data}")
            if kind == "error":
                raise RuntimeError(f"the table refused a move: {data}")
        if moves < NET_MOVES and client.state.result is None:
            raise RuntimeError(f"{moves} of {NET_MOVES} moves played in {NET_MOST_MESSAGES} messages")
        # the last move counts once the table has taken it: the next update says so
        seated = client
        await _until(seated, lambda: seated.state.at > answered or seated.state.result is not None)
        return (
            f"seat 0 played {moves} moves at table {table.room} on ws://127.0.0.1:{port}, "
            f"{client.state.at} actions in all, the computer in seats 1-5"
        )
    finally:
        if client is not None:
            await client.close()
        await server.close()


async def _until(client: TableClient, done: Callable[[], bool]) -> None:
    for _ in range(NET_MOST_MESSAGES):
        if done():
            return
        kind, data = await client.next_update(NET_TIMEOUT_S)
        if kind == "closed":
            raise RuntimeError(f"the table closed the connection: {data}")
    raise RuntimeError("the table never took the last move")


LAN_TIMEOUT_S = 10.0  # the announced table must be found within this (the probe takes about 2 s)


def check_lan_discovery(state: dict[str, Any]) -> str:
    try:
        import zeroconf
    except ImportError as e:
        if getattr(sys, "frozen", False):  # the installers carry zeroconf (build_scripts/gouji.spec)
            raise RuntimeError(f"this bundle lacks LAN discovery: {e}") from None
        raise Skip('zeroconf is not installed (pip install "gouji-desktop[lan]")') from None
    from gouji_desktop.app.net.cli import lan_address
    from gouji_desktop.app.net.discovery import Announcer, Browser, DiscoveryUnavailable

    # the installers carry zeroconf's Python source, not its Cython modules
    kind = "Python" if _zeroconf_is_python() else "compiled"
    about = f"zeroconf {zeroconf.__version__} ({kind})"
    browser = Browser()
    try:
        browser.start()
    except DiscoveryUnavailable as e:
        raise Skip(f"{about}: no network for multicast DNS here ({e})") from None
    try:
        address = lan_address()
        if address.startswith("127."):
            raise Skip(f"{about}: a browser started and stopped; no local network to announce a table on")
        port = 49152 + os.getpid() % 16000  # only announced, never listened on
        name = f"self-test {os.getpid()}"
        announcer = Announcer(name, address, port, free=5)
        started = time.monotonic()
        try:
            announcer.start()
        except DiscoveryUnavailable as e:
            raise Skip(f"{about}: cannot announce on {address} ({e})") from None
        try:
            while time.monotonic() - started < LAN_TIMEOUT_S:
                tables = browser.tables()
                found = [t for t in tables if t.port == port and t.host_name == name]
                if found:
                    took = time.monotonic() - started
                    others = f"; also seen: {', '.join(t.target for t in tables if t not in found)}"
                    return (
                        f"{about}: a table announced on {found[0].target} found in {took:.1f} s"
                        f"{others if len(tables) > len(found) else ''}"
                    )
                time.sleep(0.05)
        finally:
            announcer.close()
        raise Skip(
            f"{about}: a table announced on {address} was not found in {LAN_TIMEOUT_S:.0f} s "
            "(this network does not carry multicast back to this machine)"
        )
    finally:
        browser.close()


def _zeroconf_is_python() -> bool:
    """Whether zeroconf's hot modules run as Python (its Cython modules absent)."""
    import importlib.machinery

    from zeroconf import _dns

    return not str(_dns.__file__).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


LICENCE_FILES = ("LICENSE.txt", "THIRD-PARTY-NOTICES.txt")
#: what the notices must hold whatever the OS: pygame-ce's LGPL and the fonts' OFL
NOTICES_MUST_NAME = ("pygame-ce", "websockets", "GNU LESSER GENERAL PUBLIC LICENSE", "SIL OPEN FONT LICENSE")


def licence_folder() -> Path | None:
    """Where a bundle keeps its licence files (beside the executable; a macOS app's Resources);
    None when this is not a bundle."""
    if not getattr(sys, "frozen", False):
        return None
    exe = Path(sys.executable).resolve()
    if exe.parent.name == "MacOS" and exe.parent.parent.name == "Contents":
        return exe.parent.parent / "Resources"
    return exe.parent


def check_licences(state: dict[str, Any]) -> str:
    folder = licence_folder()
    if folder is None:
        raise Skip("not a bundle (the build scripts add the licence files)")
    missing = [name for name in LICENCE_FILES if not (folder / name).is_file()]
    if missing:
        raise FileNotFoundError(f"{', '.join(missing)} missing in {folder}")
    notices = (folder / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    lacking = [text for text in NOTICES_MUST_NAME if text not in notices]
    if lacking:
        raise ValueError(f"THIRD-PARTY-NOTICES.txt lacks {', '.join(lacking)}")
    return f"{' and '.join(LICENCE_FILES)} in {folder} ({len(notices) // 1024} KiB of notices)"


STEPS: tuple[tuple[str, Callable[[dict[str, Any]], str]], ...] = (
    ("display", check_display),
    ("assets", check_assets),
    ("catalogue", check_catalogue),
    ("scenes", check_scenes),
    ("ai game", check_ai_game),
    ("ai code", check_ai_code),
    ("save", check_save),
    ("network table", check_network_table),
    ("lan discovery", check_lan_discovery),
    ("licences", check_licences),
)


# ---------------------------------------------------------------- runner


def run_steps(out: TextIO) -> list[str]:
    """Run every step, printing one line each; the names of the failed steps."""
    state: dict[str, Any] = {}
    failed = []
    for name, check in STEPS:
        started = time.perf_counter()
        try:
            detail, verdict = check(state), "ok"
        except Skip as e:
            detail, verdict = str(e), SKIPPED
        except Exception as e:
            detail, verdict = f"{type(e).__name__}: {e}", "FAIL"
            failed.append(name)
            traceback.print_exc(file=out)
        took = (time.perf_counter() - started) * 1000
        age = _process_age_ms()
        since_start = f", at {age:.0f} ms since launch" if age is not None else ""
        print(f"{verdict:7} {name} ({took:.0f} ms{since_start}): {detail}", file=out, flush=True)
    return failed


def main(argv: list[str] | None = None) -> int:
    """Run the self-test; 0 when every step passed."""
    _headless_if_needed()
    with contextlib.ExitStack() as stack:
        out: TextIO
        if sys.stdout is None:  # a windowed Windows build: no console
            report = Path(tempfile.gettempdir()) / "gouji-self-test.txt"
            out = stack.enter_context(report.open("w", encoding="utf-8"))
        else:
            out = sys.stdout
        where = "bundle" if getattr(sys, "frozen", False) else "Python install"
        print(
            f"Gouji Desktop {__version__} self-test ({where}, Python {platform.python_version()}, "
            f"{platform.system()} {platform.machine()})",
            file=out,
        )
        failed = run_steps(out)
        if failed:
            print(f"self-test FAILED: {', '.join(failed)}", file=out)
            return 1
        print("self-test passed", file=out)
        return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
