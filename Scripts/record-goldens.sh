#!/usr/bin/env bash
# Records the project's golden suite: every storyboard in Examples/ at 1x, with geometry for every
# frame and pixels for every 8th frame (keeps Tests/Goldens small). Run after an intended change
# to what frames look like, look at the diff artifacts first, then commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/build.sh >/dev/null
KBFILM_RECORD=all .build/release/kbfilm record Examples/*.json --golden Tests/Goldens --scale 1 --pixel-stride 8
du -sh Tests/Goldens
