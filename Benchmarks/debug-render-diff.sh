#!/usr/bin/env bash
# What a user's own executable costs in the build `swift run` makes (debug, unoptimized): the
# example app's chat-films (kbfilm's commands with the app's controller registered), in a copy
# outside the repository, renders the chat screen's show (61 frames at 2x, every output), renders
# it again with the show 50 ms later, and diffs the two renders (summary, side-by-side.png and
# the animated review.png). Against the same commands of the optimized kbfilm on a built-in
# strategy's film of the same device, length and scale. Prints the median of N runs of each.
#   Benchmarks/debug-render-diff.sh [--runs N]
set -euo pipefail
runs=3
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        *) echo "usage: $0 [--runs N]" >&2; exit 2 ;;
    esac
done
source "$(dirname "$0")/../Scripts/example-copy.sh"
now() { date +%s.%N; }
median() { tr ' ' '\n' | grep . | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
timed() { local t0 t1; t0=$(now); "$@" > /dev/null 2>&1 || true; t1=$(now); python3 -c "print(round($t1 - $t0, 2))"; }

film() { # name, show time, strategy (empty: the app's controller)
    local strategy=""; [ -n "$3" ] && strategy=", \"strategy\": { \"name\": \"$3\" }"
    echo "{ \"name\": \"$1\", \"device\": \"iPhone 13\", \"system\": \"ios17\", \"fps\": 60, \"duration\": 1.0, \"scale\": 2$strategy,
      \"events\": [ { \"at\": $2, \"do\": \"show\" } ] }"
}
film chat 0.1 "" > "$work/a.json"; film chat 0.15 "" > "$work/b.json"
film guide 0.1 layoutGuide > "$work/ga.json"; film guide 0.15 layoutGuide > "$work/gb.json"

echo "== debug build of the example's chat-films (first time: a few minutes)"
swift build --package-path "$work/ChatApp" --product chat-films > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
films="$work/ChatApp/.build/debug/chat-films"
bash "$repo/Scripts/build.sh" > /dev/null
kbfilm="$repo/.build/release/kbfilm"

measure() { # label, binary, film a, film b
    local render=() diff=()
    "$2" render "$4" --out "$work/b" --quiet
    for _ in $(seq "$runs"); do
        render+=("$(timed "$2" render "$3" --out "$work/a" --quiet)")
        diff+=("$(timed "$2" diff "$work/a" "$work/b" --out "$work/d" --quiet)")
    done
    echo "$1: render $(echo "${render[@]}" | median) s (runs: ${render[*]}), diff $(echo "${diff[@]}" | median) s (runs: ${diff[*]}); $(grep -o '[0-9]* of [0-9]* frames change' "$work/d/summary.md")"
}
measure "chat-films, debug, the app's controller" "$films" "$work/a.json" "$work/b.json"
measure "kbfilm, release, layoutGuide" "$kbfilm" "$work/ga.json" "$work/gb.json"
