#!/usr/bin/env bash
# Measures what this session's commands cost, against peers in the same run:
#   kbfilm diff A.png B.png  vs the pixelmatch package (PyPI) on the same pair, at 1x and 3x;
#   kbfilm diff DIR_A DIR_B  (two renders of 91 frames at 2x) vs rendering one of them;
#   kbfilm render --review at 3x: time and size against the plain APNG of the same film.
# Usage: Benchmarks/review-and-diff.sh   (needs python3 with pillow and pixelmatch)
. "$(dirname "$0")/common.sh"

for scale in 1 3; do
  sed 's/"duration": 0.3, "curve": "easeOut"/"duration": 0.35, "curve": "easeOut"/' Examples/fixed-curve-apple-music.json > "$work/b.json"
  "$K" render Examples/fixed-curve-apple-music.json --out "$work/a$scale" --scale $scale --format png,trace --quiet
  "$K" render "$work/b.json" --out "$work/b$scale" --scale $scale --format png,trace --quiet
  a="$work/a$scale/frames/frame-0012.png"; b="$work/b$scale/frames/frame-0012.png"
  t0=$(now); for _ in 1 2 3 4 5; do "$K" diff "$a" "$b" --json >/dev/null || true; done; t1=$(now)
  ours=$(python3 -c "print(round(($t1 - $t0) * 1000 / 5, 1))")
  peer=$(python3 - "$a" "$b" <<'PY'
import sys, time
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch
a, b = Image.open(sys.argv[1]).convert("RGBA"), Image.open(sys.argv[2]).convert("RGBA")
t = time.perf_counter(); n = pixelmatch(a, b, threshold=0.1); print(round((time.perf_counter() - t) * 1000, 1), n)
PY
)
  counts=$("$K" diff "$a" "$b" --json || true)
  echo "diff of one frame pair at ${scale}x: kbfilm diff ${ours} ms per run (process, decode, compare) vs pixelmatch ${peer% *} ms (compare only); counts: kbfilm $counts, pixelmatch ${peer#* }"
done

"$K" render Examples/fixed-curve-apple-music.json --out "$work/a2x" --scale 2 --format png,trace --quiet
"$K" render "$work/b.json" --out "$work/b2x" --scale 2 --format png,trace --quiet
t0=$(now); "$K" diff "$work/a2x" "$work/b2x" --out "$work/d" --quiet || true; t1=$(now)
echo "diff of two renders (91 frames at 2x, 0.3 s vs 0.35 s ease-out, $(grep -o '[0-9]* of [0-9]* frames change' "$work/d/summary.md")): $(ms $t0 $t1) ms with summary.md and side-by-side.png"
t2=$(now); "$K" diff "$work/a2x" "$work/a2x" --out "$work/d" --quiet || true; t3=$(now)
t4=$(now); "$K" render Examples/fixed-curve-apple-music.json --out "$work/r2x" --scale 2 --format png,trace --quiet; t5=$(now)
echo "diff of two renders (91 frames at 2x, identical): $(ms $t2 $t3) ms vs rendering one: $(ms $t4 $t5) ms"

for ex in fixed-curve-apple-music rotation-ios8-rotation-coordinator; do
  t0=$(now); "$K" render "Examples/$ex.json" --review --scale 3 --out "$work/rv-$ex" --quiet; t1=$(now)
  t2=$(now); "$K" render "Examples/$ex.json" --format apng --scale 3 --out "$work/ap-$ex" --quiet; t3=$(now)
  echo "review at 3x, $ex: $(ms $t0 $t1) ms, $(stat -c %s "$work/rv-$ex/review.png") bytes ($(grep -o '[0-9.]* fps' "$work/rv-$ex/review.md")) vs the full APNG: $(ms $t2 $t3) ms, $(stat -c %s "$work/ap-$ex/animation.png") bytes"
done
