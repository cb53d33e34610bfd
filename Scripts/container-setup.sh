#!/usr/bin/env bash
# What a Linux container needs to build KeyboardFilm and run a package's film tests: the C
# libraries it links (libpng, zlib) and git. The Dockerfile runs this; .ci/run runs it too, so a
# package missing from Debian shows up in CI although Docker itself is not run there.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends libpng-dev zlib1g-dev git ca-certificates
