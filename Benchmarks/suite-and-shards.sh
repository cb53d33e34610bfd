#!/usr/bin/env bash
# A 50-film suite at 1x, every frame's pixels stored (the 34 examples and 16 renamed copies):
#   record it, then `render --format apng` of the same films (the cost record is held to);
#   verify it in one run, whole process, and with --strict (every golden frame decoded too);
#   verify it as 8 shards one after another (the time each of 8 CI runners would take: the
#   slowest shard) and merge their reports; the merged JUnit and Markdown must be the very
#   bytes of the single run's.
# Usage: Benchmarks/suite-and-shards.sh
. "$(dirname "$0")/common.sh"

mkdir -p "$work/films"
cp Examples/*.json "$work/films/"
# 16 more films: copies of the first examples under new names (a suite grows by variants).
python3 - "$work/films" <<'PY'
import json, os, sys
folder = sys.argv[1]
names = sorted(f for f in os.listdir(folder) if f.endswith(".json"))[:16]
for f in names:
    board = json.load(open(os.path.join(folder, f)))
    board["name"] = board["name"] + "-copy"
    json.dump(board, open(os.path.join(folder, f[:-5] + "-copy.json"), "w"))
PY
films=("$work"/films/*.json)
echo "films: ${#films[@]}"

# Every film at 1x: the storyboards that state another scale are given --scale 1 throughout.
t0=$(now); "$K" record "${films[@]}" --golden "$work/g" --scale 1 --pixel-stride 1 --update >/dev/null; t1=$(now)
"$K" render "${films[@]}" --scale 1 --format apng --out "$work/apng" --quiet; t2=$(now)
echo "record: $(sec "$t0" "$t1") s; render --format apng: $(sec "$t1" "$t2") s"

t0=$(now); "$K" verify "${films[@]}" --golden "$work/g" --scale 1 >/dev/null; t1=$(now)
echo "verify, one run: $(sec "$t0" "$t1") s (golden frames decoded only where a hash differs)"
t0=$(now); "$K" verify "${films[@]}" --golden "$work/g" --scale 1 --strict --junit "$work/all.xml" --summary "$work/all.md" >/dev/null; t1=$(now)
echo "verify --strict, one run: $(sec "$t0" "$t1") s (every stored golden frame decoded and checked too)"

slowest=0; total=0
for k in 1 2 3 4 5 6 7 8; do
  s0=$(now)
  "$K" verify "${films[@]}" --golden "$work/g" --scale 1 --strict --shard "$k/8" --junit "$work/s$k.xml" >/dev/null
  s1=$(now)
  d=$(sec "$s0" "$s1"); total=$(python3 -c "print(round($total + $d, 2))"); slowest=$(python3 -c "print(max($slowest, $d))")
  echo "  shard $k/8: $d s, $(grep -c '<testcase' "$work/s$k.xml") films"
done
m0=$(now); "$K" merge-reports "$work"/s*.xml --junit "$work/merged.xml" --summary "$work/merged.md" >/dev/null; m1=$(now)
echo "8 shards: slowest $slowest s, all together $total s; merge-reports $(sec "$m0" "$m1") s"
cmp "$work/all.xml" "$work/merged.xml" && cmp "$work/all.md" "$work/merged.md" && echo "merged reports: identical to the single run's"
