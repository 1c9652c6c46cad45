#!/usr/bin/env bash
# CI: build the Linux PyInstaller bundle from this checkout and run its --self-test headless
# (build_linux.sh --bundle-only does both). Exits non-zero when the build or any self-test step fails.
# Needs python3 (>= 3.11 with a shared libpython: python.org, pyenv, or Debian's python3 with
# python3-venv and libpython3.11); as root it installs binutils (objdump, for PyInstaller) if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v objdump >/dev/null; then
    apt-get update -q && apt-get install -y -q --no-install-recommends binutils
fi
started=$SECONDS
bash build_scripts/build_linux.sh --bundle-only
echo "ci_linux_selftest.sh: bundle built and self-tested in $((SECONDS - started)) s"
