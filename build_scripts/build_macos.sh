#!/usr/bin/env bash
# Build Gouji Desktop for macOS into dist/:
#   dist/Gouji Desktop.app                          the app (Info.plist, icon, licences; signed ad hoc, or
#                                                   with MACOS_SIGN_IDENTITY's Developer ID certificate)
#   dist/GoujiDesktop-VERSION-macos-ARCH.dmg        a disk image: drag the app onto Applications
#
# Usage: build_scripts/build_macos.sh [--bundle-only]
# Needs python3 >= 3.11 (python.org or Homebrew) and the Xcode command line tools (hdiutil, codesign).
# The app is built for this Mac's architecture (arm64 on Apple silicon, x86_64 on Intel).
# Optional: MACOS_SIGN_IDENTITY (sign for distribution); with it APPLE_ID, APPLE_TEAM_ID and
# APPLE_APP_PASSWORD (an app-specific password) notarise and staple the .dmg.
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
"$VENV/bin/pip" install -q -c build_scripts/build-lock.txt ".[build,lan]" # exact versions, every leg alike; lan: LAN discovery
"$VENV/bin/pip" install -q --no-deps --force-reinstall .
VERSION=$("$VENV/bin/python" -c "import gouji_desktop; print(gouji_desktop.__version__)")

echo "== the AI compiled (mypyc; GOUJI_PURE_AI=1 leaves it Python)"
SITE=$("$VENV/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
"$VENV/bin/python" build_scripts/compile_ai.py --clean --target "$SITE"
[[ "${GOUJI_PURE_AI:-}" == 1 ]] || "$VENV/bin/python" build_scripts/compile_ai.py --target "$SITE"

echo "== PyInstaller: $APP (version $VERSION)"
rm -rf dist/gouji-desktop "$APP"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller build_scripts/gouji.spec
plutil -lint "$APP/Contents/Info.plist"

echo "== licences: LICENSE.txt and THIRD-PARTY-NOTICES.txt in the app's Resources"
"$VENV/bin/python" build_scripts/third_party_notices.py \
    --bundle "$APP" --out "$APP/Contents/Resources/THIRD-PARTY-NOTICES.txt"
cp LICENSE "$APP/Contents/Resources/LICENSE.txt"

# Adding files broke PyInstaller's signature: sign again. With MACOS_SIGN_IDENTITY (a Developer ID
# Application certificate in the keychain) every binary gets the hardened runtime and a timestamp, as
# notarisation requires; without it the app is signed ad hoc (runs here; Gatekeeper asks on other Macs).
if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
    echo "== signing with $MACOS_SIGN_IDENTITY"
    find "$APP/Contents" -type f \( -name "*.so" -o -name "*.dylib" -o -name Python \) -print0 |
        xargs -0 codesign --force --timestamp --options runtime --sign "$MACOS_SIGN_IDENTITY"
    codesign --force --timestamp --options runtime \
        --entitlements build_scripts/macos/entitlements.plist --sign "$MACOS_SIGN_IDENTITY" "$APP"
else
    codesign --force --deep --sign - "$APP"
fi
codesign --verify --deep --strict "$APP"

echo "== self-test of the app"
status=0
report=$("$APP/Contents/MacOS/gouji" --self-test 2>&1) || status=$?
echo "$report"
if [[ $status -ne 0 ]] || ! grep -qx "self-test passed" <<<"$report"; then
    echo "build_macos.sh: the app's self-test failed (exit $status)" >&2
    exit 1
fi
# its AI is compiled and chooses exactly as this checkout's Python does
"$VENV/bin/python" build_scripts/check_ai_fingerprint.py - <<<"$report"
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
cp LICENSE "$STAGE/LICENSE.txt"
cp "$APP/Contents/Resources/THIRD-PARTY-NOTICES.txt" "$STAGE/"
# hdiutil fails now and then on hosted runners with "Resource busy" (Spotlight or XProtect holding
# the fresh folder): wait and try again, up to five times
for attempt in 1 2 3 4 5; do
    if hdiutil create -quiet -volname "Gouji Desktop" -srcfolder "$STAGE" -ov -format UDZO "$DMG"; then
        break
    fi
    if [[ $attempt == 5 ]]; then
        echo "build_macos.sh: hdiutil create failed five times" >&2
        exit 1
    fi
    echo "hdiutil create failed (attempt $attempt); retrying in $((attempt * 5)) s"
    sleep $((attempt * 5))
done

# Notarise when the Apple ID secrets are there (and the app has a Developer ID signature)
if [[ -n "${MACOS_SIGN_IDENTITY:-}" && -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" && -n "${APPLE_APP_PASSWORD:-}" ]]; then
    echo "== notarising $DMG"
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
    xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
else
    echo "== not notarised (no Developer ID / Apple ID secrets): see docs/building.md for opening it"
fi
echo "$DMG: $(du -h "$DMG" | cut -f1)"
