#!/usr/bin/env bash
# The one build that the README's two commands, the scripts and the benchmarks share: release,
# with the tests (and `-enable-testing`, which they need). Any other flags or product selection
# would make SwiftPM recompile the package the next time one of the others runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -Xswiftc -enable-testing --build-tests "$@"
