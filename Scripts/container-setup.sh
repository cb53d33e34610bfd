#!/usr/bin/env bash
# What a Debian container (or machine) needs to build KeyboardFilm, run a package's film tests and
# check its outputs: the C libraries kbfilm links (libpng, zlib), git and CA certificates (SwiftPM
# fetches the package's dependencies), pngcheck and rsvg-convert (the tests' independent PNG and SVG
# checkers) and pip (the tests' Python checkers). No browser: the tests that need Chromium skip.
# The Dockerfile runs this; .ci/run runs it too, so a package missing from Debian fails CI although
# Docker itself is not run there. Exits non-zero when apt-get fails.
set -euo pipefail

packages=(libpng-dev zlib1g-dev pngcheck librsvg2-bin python3-pip git ca-certificates)

SUDO=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || { echo "container-setup: not root and no sudo: run it as root" >&2; exit 1; }
  SUDO=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q || { echo "container-setup: apt-get update failed" >&2; exit 1; }
$SUDO apt-get install -y -q --no-install-recommends "${packages[@]}" \
  || { echo "container-setup: apt-get install ${packages[*]} failed" >&2; exit 1; }
echo "container-setup: installed ${packages[*]}"
