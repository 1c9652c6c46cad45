#!/bin/sh
# Add Gouji Desktop to your application menu (for this user), from wherever this folder was unpacked.
# It also makes .gouji-replay files open in the game (a double-click shows the replay).
# Undo: rm ~/.local/share/applications/gouji-desktop.desktop ~/.local/share/icons/hicolor/256x256/apps/gouji-desktop.png
#       ~/.local/share/mime/packages/gouji-desktop.xml
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$DATA/applications" "$DATA/icons/hicolor/256x256/apps" "$DATA/mime/packages"
cp "$HERE/gouji.png" "$DATA/icons/hicolor/256x256/apps/gouji-desktop.png"
sed "s|^Exec=gouji|Exec=\"$HERE/gouji\"|" "$HERE/gouji-desktop.desktop" >"$DATA/applications/gouji-desktop.desktop"
cp "$HERE/gouji-desktop-mime.xml" "$DATA/mime/packages/gouji-desktop.xml"
# refresh the caches when the tools are there (a new login refreshes them too)
if command -v update-mime-database >/dev/null; then update-mime-database "$DATA/mime" || true; fi
if command -v update-desktop-database >/dev/null; then update-desktop-database "$DATA/applications" || true; fi
echo "Gouji Desktop is in your application menu (it runs $HERE/gouji)."
