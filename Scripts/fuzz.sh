#!/usr/bin/env bash
# Builds the five libFuzzer targets (Fuzz/*Fuzzer.swift, each compiled into one module with the library
# sources it exercises, -sanitize=fuzzer) and runs each for a bounded time, seeded with the
# committed corpus. Prints executions and findings; exits 1 if any input crashed, copying it
# into Tests/Fuzz/found/ so the corpus replay keeps it.
#   Scripts/fuzz.sh [seconds per target, default 60]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/cpngbridge" "$out/cpixeldiff" "$out/work"
if ! command -v swiftc >/dev/null && [ -x /opt/swift/usr/bin/swiftc ]; then export PATH=/opt/swift/usr/bin:$PATH; fi

# The C bridge to libpng, as a module swiftc can import.
clang -O1 -c Sources/CPNGBridge/kbf_png.c -I Sources/CPNGBridge/include -o "$out/kbf_png.o"
cp Sources/CPNGBridge/include/kbf_png.h "$out/cpngbridge/"
printf 'module CPNGBridge {\n  header "kbf_png.h"\n  export *\n}\n' > "$out/cpngbridge/module.modulemap"
# The diff's per-pixel loop in C, likewise (with the fuzzer's coverage, as it is the code under test).
clang -O1 -fsanitize=fuzzer-no-link -c Sources/CPixelDiff/kbf_diff.c -I Sources/CPixelDiff/include -o "$out/kbf_diff.o"
cp Sources/CPixelDiff/include/kbf_diff.h "$out/cpixeldiff/"
printf 'module CPixelDiff {\n  header "kbf_diff.h"\n  export *\n}\n' > "$out/cpixeldiff/module.modulemap"

flags=(-sanitize=fuzzer -parse-as-library -O -g)
# The simulation, the physics and UIKit model it builds on and the film's main queue, as one module.
swiftc "${flags[@]}" -D KBFILM_ONE_MODULE -package-name KeyboardFilm -module-name KeyboardSimulation \
  $(find Sources/FilmMainQueue Sources/KeyboardPhysics Sources/KeyboardFilmUIKit Sources/KeyboardSimulation -name '*.swift' | sort) Fuzz/StoryboardFuzzer.swift \
  -o "$out/storyboard-fuzzer"
# Users' keyboard handlers that misbehave (NaN geometry, unbalanced blocks, run-loop spins), same module.
swiftc "${flags[@]}" -D KBFILM_ONE_MODULE -package-name KeyboardFilm -module-name KeyboardSimulation \
  $(find Sources/FilmMainQueue Sources/KeyboardPhysics Sources/KeyboardFilmUIKit Sources/KeyboardSimulation -name '*.swift' | sort) Fuzz/UIKitCallsFuzzer.swift Fuzz/ScriptedFilm.swift \
  -o "$out/uikit-fuzzer"
# Users' screens that misbehave (awkward sizes, fonts, colours, hierarchy shapes, text lengths), same module.
swiftc "${flags[@]}" -D KBFILM_ONE_MODULE -package-name KeyboardFilm -module-name KeyboardSimulation \
  $(find Sources/FilmMainQueue Sources/KeyboardPhysics Sources/KeyboardFilmUIKit Sources/KeyboardSimulation -name '*.swift' | sort) Fuzz/ViewTreeFuzzer.swift Fuzz/ScriptedFilm.swift \
  -o "$out/views-fuzzer"
swiftc "${flags[@]}" -module-name PNGCodec -I Sources/CLibPNG -I "$out/cpngbridge" Sources/PNGCodec/*.swift Fuzz/APNGFuzzer.swift \
  Fuzz/ChunkCRC.swift "$out/kbf_png.o" -lpng16 -lz -o "$out/apng-fuzzer"
# `kbfilm diff A.png B.png`'s reader and comparison: the codec and the diff's own sources.
swiftc "${flags[@]}" -module-name PNGCodec -I Sources/CLibPNG -I "$out/cpngbridge" -I "$out/cpixeldiff" Sources/PNGCodec/*.swift \
  Sources/GoldenFilm/PNGPairDiff.swift Sources/GoldenFilm/PixelmatchDiff.swift Sources/GoldenFilm/ImageDiff.swift \
  Fuzz/PNGPairDiffFuzzer.swift Fuzz/ChunkCRC.swift "$out/kbf_png.o" "$out/kbf_diff.o" -lpng16 -lz -o "$out/diff-fuzzer"

# Seeds: the examples and the bad storyboards; every golden and damaged golden animation.
rm -rf "$out/seeds-storyboard" "$out/seeds-apng" "$out/seeds-diff" "$out/seeds-uikit" "$out/seeds-views"
mkdir -p "$out/seeds-storyboard" "$out/seeds-apng" "$out/seeds-diff" "$out/seeds-uikit" "$out/seeds-views" Tests/Fuzz/found
# UIKit-call seeds: each misdeed of MisbehavingCodeTests once (op, argument), then all of them in a row.
for op in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do printf "\\x$(printf %02x $op)\\x06" > "$out/seeds-uikit/op-$op"; done
cat "$out"/seeds-uikit/op-* > "$out/seeds-uikit/all"
printf '\x0e\x01\x0f\x01' > "$out/seeds-uikit/ping-pong" # resign in one handler, become first in the other
# View-tree seeds: each step once with a few arguments, then a deep, a wide and a wordy tree.
for op in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15; do
  for arg in 6 23 66 93; do printf "\\x$(printf %02x $op)\\x$(printf %02x $arg)" > "$out/seeds-views/op-$op-$arg"; done
done
printf '\x00\x01\x06\x00\x00\x02\x06\x00\x01\x45\x0f\x02\x08\x06' > "$out/seeds-views/deep"
printf '\x05\x05\x0a\x01\x01\x51\x0e\x04\x04\x30\x03\x52' > "$out/seeds-views/wide"
printf '\x01\x50\x02\x50\x03\x40\x04\x41\x01\x52' > "$out/seeds-views/wordy"
cp Examples/*.json "$out/seeds-storyboard/"
find Tests/Fuzz/storyboards -name '*.json' -size -64k -exec cp {} "$out/seeds-storyboard/" \;
n=0; for f in Tests/Goldens/*/animation.png Tests/Fuzz/goldens/*/*/animation.png; do n=$((n+1)); cp "$f" "$out/seeds-apng/$n.png"; done
# Diff seeds: each PNG pair of the command-line corpus, back to back (small: within -max_len).
n=0; for d in Tests/Fuzz/cli/diff-*/files; do
  set -- "$d"/*.png; [ -e "$1" ] || continue; n=$((n+1)); cat "$1" "${2:-$1}" > "$out/seeds-diff/$n.png"
done

status=0
for target in storyboard uikit views apng diff; do
  log="$out/$target.log"
  set +e
  (cd "$out/work" && "../$target-fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
      -artifact_prefix="../$target-" -print_final_stats=1 "../seeds-$target") > "$log" 2>&1
  code=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  crashes=$( (ls "$out/$target-"crash-* "$out/$target-"timeout-* "$out/$target-"oom-* 2>/dev/null || true) | wc -l)
  echo "$target: $runs inputs in ${seconds}s, $crashes crashing (libFuzzer exit $code)"
  if [ "$code" != 0 ] || [ "$crashes" != 0 ]; then
    status=1
    tail -30 "$log"
    for f in "$out/$target-"crash-* "$out/$target-"timeout-* "$out/$target-"oom-*; do [ -e "$f" ] && cp "$f" "Tests/Fuzz/found/$target-$(basename "$f")"; done
  fi
done
exit $status
