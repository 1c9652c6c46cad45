#!/bin/sh
# Add Gouji Desktop to your application menu (for this user), from wherever this folder was unpacked.
# Undo: rm ~/.local/share/applications/gouji-desktop.desktop ~/.local/share/icons/hicolor/256x256/apps/gouji-desktop.png
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$DATA/applications" "$DATA/icons/hicolor/256x256/apps"
cp "$HERE/gouji.png" "$DATA/icons/hicolor/256x256/apps/gouji-desktop.png"
sed "s|^Exec=gouji|Exec=\"$HERE/gouji\"|" "$HERE/gouji-desktop.desktop" >"$DATA/applications/gouji-desktop.desktop"
echo "Gouji Desktop is in your application menu (it runs $HERE/gouji)."
