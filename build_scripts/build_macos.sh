#!/usr/bin/env bash
# Build Gouji Desktop for macOS into dist/:
#   dist/Gouji Desktop.app                          the app (Info.plist, icon; ad-hoc signed by PyInstaller)
#   dist/GoujiDesktop-VERSION-macos-ARCH.dmg        a disk image: drag the app onto Applications
#
# Usage: build_scripts/build_macos.sh [--bundle-only]
# Needs python3 >= 3.11 (python.org or Homebrew) and the Xcode command line tools (hdiutil, codesign).
# The app is built for this Mac's architecture (arm64 on Apple silicon, x86_64 on Intel).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}
VENV=${BUILD_VENV:-build/venv-macos}
APP="dist/Gouji Desktop.app"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PYGAME_HIDE_SUPPORT_PROMPT=1

echo "== build venv: $VENV"
[[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
rm -rf build/lib build/bdist.*
"$VENV/bin/pip" install -q ".[build]"
"$VENV/bin/pip" install -q --no-deps --force-reinstall .
VERSION=$("$VENV/bin/python" -c "import gouji_desktop; print(gouji_desktop.__version__)")

echo "== PyInstaller: $APP (version $VERSION)"
rm -rf dist/gouji-desktop "$APP"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller build_scripts/gouji.spec
plutil -lint "$APP/Contents/Info.plist"

echo "== self-test of the app"
status=0
report=$("$APP/Contents/MacOS/gouji" --self-test 2>&1) || status=$?
echo "$report"
if [[ $status -ne 0 ]] || ! grep -qx "self-test passed" <<<"$report"; then
    echo "build_macos.sh: the app's self-test failed (exit $status)" >&2
    exit 1
fi
# the app reports the version the disk image is named after
if [[ "$(head -n 1 <<<"$report")" != "Gouji Desktop $VERSION self-test "* ]] ||
    [[ "$("$APP/Contents/MacOS/gouji" --version)" != "Gouji Desktop $VERSION" ]]; then
    echo "build_macos.sh: the app does not report version $VERSION" >&2
    exit 1
fi
[[ "${1:-}" == "--bundle-only" ]] && exit 0

echo "== disk image"
DMG="dist/GoujiDesktop-$VERSION-macos-$(uname -m).dmg"
STAGE=build/dmg-stage
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
ditto "$APP" "$STAGE/Gouji Desktop.app"
ln -s /Applications "$STAGE/Applications"
hdiutil create -quiet -volname "Gouji Desktop" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
echo "$DMG: $(du -h "$DMG" | cut -f1)"
