#!/usr/bin/env bash
# What a failing golden test costs a user, against a passing one, in the build `swift test` makes
# by default (debug, unoptimized). The example app's chat test in a copy outside the repository:
# timed as it passes, then after the one-line handler change that check-example.sh makes (its own
# 0.25 s ease-in-out), when it fails and writes its artifacts. Prints each run's time (XCTest's
# "Executed … in S seconds", the test alone, without the process's start) and the ratio of the
# medians. With --stride 1 the golden keeps every frame's pixels (the example keeps every 5th).
#   Benchmarks/debug-failure.sh [--runs N] [--stride N]
set -euo pipefail
runs=5; stride=""
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --stride) stride="$2"; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--stride N]" >&2; exit 2 ;;
    esac
done
source "$(dirname "$0")/../Scripts/example-copy.sh"
test="$work/ChatApp/Tests/ChatFilmTests/ChatFilmTests.swift"
export KBFILM_ARTIFACTS="$work/artifacts"

build() { swift build --package-path "$work/ChatApp" --build-tests > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }; }
seconds() { # the XCTest case's own time
    { swift test --package-path "$work/ChatApp" --skip-build --filter ChatFilmTests.ChatFilmTests 2>&1 || true; } \
        | sed -n 's/.*Executed 1 test, with [0-9]* failures\{0,1\} .* in \([0-9.]*\) (.*/\1/p' | head -1
}
median() { tr ' ' '\n' | grep . | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

echo "== debug build of the example (first time: a few minutes)"
if [ -n "$stride" ]; then
    sed -i "s/pixelStride: 5/pixelStride: $stride/" "$test"
    build
    KBFILM_RECORD=all swift test --package-path "$work/ChatApp" --skip-build --filter ChatFilmTests.ChatFilmTests > /dev/null 2>&1 || true
else
    build
fi
pass=""; for _ in $(seq "$runs"); do pass="$pass $(seconds)"; done
echo "passing:$pass s"

change_handler
build
fail=""; for _ in $(seq "$runs"); do fail="$fail $(seconds)"; done
echo "failing:$fail s"
ls "$KBFILM_ARTIFACTS/chat" | sed 's/^/  artifact: /'
p=$(echo "$pass" | median); f=$(echo "$fail" | median)
awk -v p="$p" -v f="$f" 'BEGIN { printf "median passing %.3f s, failing %.3f s: failing / passing = %.2f\n", p, f, f / p }'
