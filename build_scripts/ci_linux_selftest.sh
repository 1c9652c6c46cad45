#!/usr/bin/env bash
# CI: build the Linux bundle, .tar.gz and .deb from this checkout as the release does (build_linux.sh:
# the lock's versions, the AI compiled, the native libraries checked, the bundle's --self-test
# headless, lintian on the .deb), then show that the bundle still plays when its compiled AI will
# not load (tests/build/test_bundle_fallback.py). Exits non-zero when any of it fails.
# Needs python3 (>= 3.11 with a shared libpython: python.org, pyenv, or Debian's python3 with
# python3-venv and libpython3.11); as root it installs binutils (objdump) and lintian if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v objdump >/dev/null || missing+=(binutils)
command -v lintian >/dev/null || missing+=(lintian)
command -v dpkg-deb >/dev/null || missing+=(dpkg)
if ((${#missing[@]})); then
    apt-get update -q && apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
started=$SECONDS
bash build_scripts/build_linux.sh
echo "ci_linux_selftest.sh: bundle, .tar.gz and .deb built and checked in $((SECONDS - started)) s"
# the test venv (.ci/run's) runs the fallback checks on the built bundle
PY=${TEST_PYTHON:-.venv/bin/python}
GOUJI_BUNDLE=dist/gouji-desktop "$PY" -m pytest -q -p no:cacheprovider tests/build/test_bundle_fallback.py
echo "ci_linux_selftest.sh: done in $((SECONDS - started)) s"
