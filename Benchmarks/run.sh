#!/usr/bin/env bash
# Runs the benchmark as BENCHMARKS.md reports it: release build, the project and its peers in the
# same run. Peers that are not installed are skipped and named in the output; to have them all:
#   apt-get install -y librsvg2-bin ffmpeg imagemagick && python3 -m pip install pillow pixelmatch
# Usage: Benchmarks/run.sh [--quick]      (results also go to Benchmarks/results/<date>.md)
# Both modes end with the 50-film suite: record, verify, and 8 shards merged (about 1.5 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/build.sh >/dev/null
mkdir -p Benchmarks/results
suffix=""
if [ "${1:-}" = "--quick" ]; then suffix="-quick"; fi
out="Benchmarks/results/$(date -u +%F)$suffix.md"
{
  echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(lscpu | sed -n 's/^Model name: *//p' | head -1)"
  echo "Toolchain: $(swift --version 2>/dev/null | head -1)"
  echo "Command: Benchmarks/run.sh $*   Date: $(date -u +%FT%TZ)"
  echo
  .build/release/kbfilm bench "$@"
  echo
  echo "## A 50-film suite at 1x: record, verify, 8 merged shards (Benchmarks/suite-and-shards.sh)"
  echo
  bash Benchmarks/suite-and-shards.sh
} | tee "$out"
echo "saved to $out" >&2
