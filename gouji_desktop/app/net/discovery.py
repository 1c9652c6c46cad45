"""Finding tables on the local network: the host announces its table with
mDNS/DNS-SD (service type ``_gouji._tcp.local.``), the join screen browses for
them while it is open.

``zeroconf`` is imported only when a host announces or a join screen browses:
the title, the menus and a single-player game open no socket.  Without it (or
without a network that carries multicast) discovery is simply not there:
:class:`DiscoveryUnavailable` says why, and joining by address and room code
works the same.

The announcement carries the host's name, the address and port, the protocol
version and how many people's seats are free; never the room code (whoever
sees the announcement still asks the host for it).
"""

from __future__ import annotations

import logging
import socket
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .protocol import NAME_LIMIT, PROTOCOL_VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, Zeroconf

log = logging.getLogger(__name__)

SERVICE_TYPE = "_gouji._tcp.local."
#: the instance name's limit (DNS-SD allows 63 bytes; a name of 24 characters in UTF-8 fits)
INSTANCE_LIMIT = 63


class DiscoveryUnavailable(Exception):
    """LAN discovery cannot run here: ``missing`` when this copy of the game has no
    ``zeroconf`` (the installers leave it out), else no network for multicast."""

    def __init__(self, reason: str, missing: bool = False) -> None:
        super().__init__(reason)
        self.missing = missing


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the LAN."""

    key: str  # the service's full name (unique on the LAN)
    host_name: str  # the hosting player's name
    address: str
    port: int
    version: int  # the protocol version it speaks
    free: int  # people's seats still free

    @property
    def target(self) -> str:
        """``address:port``, as the join screen's field takes it."""
        return f"{self.address}:{self.port}"


def _zeroconf(address: str | None = None) -> Zeroconf:
    try:
        from zeroconf import IPVersion, Zeroconf
    except ImportError as e:
        raise DiscoveryUnavailable(f"zeroconf cannot be loaded ({e.name})", missing=True) from None
    try:
        if address and address not in ("0.0.0.0", "127.0.0.1"):
            return Zeroconf(interfaces=[address], ip_version=IPVersion.V4Only)
        return Zeroconf(ip_version=IPVersion.V4Only)
    except OSError as e:
        raise DiscoveryUnavailable(f"{type(e).__name__}: {e}") from None


def _instance_name(host_name: str, port: int) -> str:
    label = " ".join(host_name.split())[:NAME_LIMIT] or "Gouji"
    base = f"{label} {port}"
    while len(base.encode("utf-8")) > INSTANCE_LIMIT:
        label = label[:-1]
        base = f"{label} {port}"
    return f"{base}.{SERVICE_TYPE}"


class Announcer:
    """The host's table on the LAN, announced until :meth:`close`."""

    def __init__(self, host_name: str, address: str, port: int, free: int) -> None:
        self.host_name, self.address, self.port = host_name, address, port
        self.free = free
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    def _make_info(self) -> ServiceInfo:
        from zeroconf import ServiceInfo

        return ServiceInfo(
            SERVICE_TYPE,
            _instance_name(self.host_name, self.port),
            addresses=[socket.inet_aton(self.address)],
            port=self.port,
            server=f"gouji-{self.address.replace('.', '-')}-{self.port}.local.",
            properties={
                "name": self.host_name[:NAME_LIMIT],
                "v": str(PROTOCOL_VERSION),
                "free": str(self.free),
            },
        )

    def start(self) -> None:
        """Announce (blocking for the probe, about a second); raises :class:`DiscoveryUnavailable`."""
        zc = _zeroconf(self.address)
        info = self._make_info()
        try:
            zc.register_service(info, allow_name_change=True)
        except Exception as e:  # a name clash zeroconf cannot solve, a socket error
            zc.close()
            raise DiscoveryUnavailable(f"{type(e).__name__}: {e}") from None
        self._zc, self._info = zc, info

    def update(self, free: int) -> None:
        """The free seats changed: say so on the LAN."""
        if self._zc is None or self._info is None or free == self.free:
            return
        self.free = free
        info = self._make_info()
        info.name = self._info.name  # as the probe settled it
        try:
            self._zc.update_service(info)
            self._info = info
        except Exception:
            log.warning("could not update the table's announcement", exc_info=True)

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._info is not None:
                zc.unregister_service(self._info)
        except Exception:
            log.debug("unregistering the table failed", exc_info=True)
        finally:
            zc.close()


class Browser:
    """Tables announced on the LAN, gathered on zeroconf's own thread while the
    join screen is open; :meth:`tables` is safe to call every frame."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zc: Zeroconf | None = None
        self._browser: Any = None
        self.changes = 0  # bumped when the list changes (the screen redraws then)

    def start(self) -> None:
        """Start browsing; raises :class:`DiscoveryUnavailable`."""
        zc = _zeroconf()
        try:
            from zeroconf import ServiceBrowser

            self._browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._on_change])
        except Exception as e:
            zc.close()
            raise DiscoveryUnavailable(f"{type(e).__name__}: {e}") from None
        self._zc = zc

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: Any) -> None:
        """On zeroconf's thread: a table came, changed or went."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                if self._found.pop(name, None) is not None:
                    self.changes += 1
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        found = read_info(name, info) if info is not None else None
        if found is None:
            return
        with self._lock:
            self._found[name] = found
            self.changes += 1

    def tables(self) -> list[FoundTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host_name, t.target))

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if zc is None:
            return
        try:
            if self._browser is not None:
                self._browser.cancel()
        finally:
            zc.close()


def read_info(key: str, info: ServiceInfo) -> FoundTable | None:
    """A found service as a table; anything malformed is ignored (the LAN is not trusted)."""
    props = {
        (k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)): (
            v.decode("utf-8", "replace") if isinstance(v, bytes) else ""
        )
        for k, v in (info.properties or {}).items()
    }
    addresses = info.parsed_addresses()
    port = info.port
    if not addresses or not isinstance(port, int) or not 0 < port < 65536:
        return None
    try:
        version, free = int(props.get("v", "0")), int(props.get("free", "0"))
    except ValueError:
        return None
    name = "".join(ch for ch in props.get("name", "") if ch.isprintable())[:NAME_LIMIT]
    return FoundTable(key, name or "?", addresses[0], port, version, max(0, min(6, free)))
