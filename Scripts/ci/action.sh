#!/usr/bin/env bash
# The steps of KeyboardFilm's GitHub Action (action.yml), as one script so they can run outside
# GitHub with a faked runner environment. Inputs arrive as KBFILM_* variables:
#   KBFILM_MODE         verify | swift-test | report | record
#   KBFILM_STORYBOARDS  storyboard files or globs (verify), KBFILM_GOLDEN the golden folder (verify)
#   KBFILM_VERIFY_ARGS  more arguments for kbfilm verify (e.g. --scale 1 --strict)
#   KBFILM_RECORD_ARGS  more arguments for kbfilm record (e.g. --scale 1)
#   KBFILM_TEST_FILTER  swift test --filter (swift-test)
#   KBFILM_SHARD, KBFILM_TOTAL_SHARDS   this runner's shard, of how many (verify)
#   KBFILM_REPORTS      the folder the shards' artifacts were downloaded into (report)
#   KBFILM_COMMENT      true: post the pull request's comment (report)
#   KBFILM              the kbfilm binary (default: kbfilm on PATH)
# Writes what it made under $RUNNER_TEMP/kbfilm and its outputs (report, result) to $GITHUB_OUTPUT.
set -euo pipefail

die() { echo "kbfilm action: $*" >&2; exit 2; }
kbfilm=${KBFILM:-kbfilm}
out="${RUNNER_TEMP:?RUNNER_TEMP is not set (the runner sets it)}/kbfilm"
mkdir -p "$out"
output() { if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi; }

# The storyboards input as files (globs expanded in the package's folder; one that matches nothing
# is an error), into `files`; the golden input checked.
storyboards_and_golden() {
  [ -n "${KBFILM_GOLDEN:-}" ] || die "the golden input is required in $1 mode (the folder of recorded goldens)"
  [ -n "${KBFILM_STORYBOARDS:-}" ] || die "the storyboards input is required in $1 mode"
  read -ra patterns <<< "$KBFILM_STORYBOARDS"   # split on spaces, not yet globbed
  shopt -s nullglob
  files=()
  for pattern in "${patterns[@]}"; do
    matched=($pattern)
    [ ${#matched[@]} -gt 0 ] || die "storyboards: '$pattern' matches no file"
    files+=("${matched[@]}")
  done
  shopt -u nullglob
}

case "${KBFILM_MODE:-verify}" in
verify)
  shard=${KBFILM_SHARD:-1} total=${KBFILM_TOTAL_SHARDS:-1}
  [[ "$shard" =~ ^[1-9][0-9]*$ && "$total" =~ ^[1-9][0-9]*$ ]] || die "shard and total-shards must be whole numbers from 1, got '$shard' and '$total'"
  [ "$shard" -le "$total" ] || die "shard $shard is more than total-shards $total"
  storyboards_and_golden verify
  report="$out/report-$shard.xml"
  # shellcheck disable=SC2086 # extra arguments are split as the user wrote them
  set +e
  "$kbfilm" verify "${files[@]}" --golden "$KBFILM_GOLDEN" --shard "$shard/$total" --junit "$report" \
    --artifacts "$out/artifacts" --quiet ${KBFILM_VERIFY_ARGS:-}
  status=$?
  set -e
  output report "$report"
  if [ $status -eq 0 ]; then output result passed; elif [ $status -eq 1 ]; then output result failed; else output result error; fi
  exit $status
  ;;
swift-test)
  set +e
  swift test ${KBFILM_TEST_FILTER:+--filter "$KBFILM_TEST_FILTER"}
  status=$?
  set -e
  if [ $status -eq 0 ]; then output result passed; else output result failed; fi
  exit $status
  ;;
report)
  reports_dir=${KBFILM_REPORTS:?KBFILM_REPORTS: the folder the shards were downloaded into}
  total=${KBFILM_TOTAL_SHARDS:-1}
  mapfile -d '' reports < <(find "$reports_dir" -name 'report-*.xml' -print0 | sort -z)
  [ ${#reports[@]} -eq "$total" ] || { echo "kbfilm action: ${#reports[@]} shard reports found in $reports_dir, expected $total: a shard failed before uploading or is missing" >&2; output result error; exit 1; }
  set +e
  "$kbfilm" merge-reports "${reports[@]}" --junit "$out/report.xml" --summary "$out/summary.md"
  status=$?
  set -e
  [ $status -le 1 ] || { output result error; exit $status; }
  output report "$out/report.xml"
  # The shards' artifacts side by side: <shard folder>/artifacts/<film>/… → one folder.
  mkdir -p "$out/all-artifacts"
  while IFS= read -r -d '' dir; do cp -R "$dir"/. "$out/all-artifacts/"; done < <(find "$reports_dir" -type d -name artifacts -print0)
  comment=(--artifacts "$out/all-artifacts" --out "$out/comment.md")
  if [ "${KBFILM_COMMENT:-false}" = true ]; then
    if [ "${KBFILM_FORK:-false}" = true ]; then
      echo "kbfilm action: a pull request from a fork: images not pushed, comment not posted (its token cannot write)" >&2
    else
      base=$(bash "$(dirname "$0")/push-images.sh" "$out/all-artifacts" "${GITHUB_SHA:?GITHUB_SHA is not set}")
      comment+=(--image-base "$base" --post)
    fi
  fi
  "$kbfilm" comment "$out/report.xml" "${comment[@]}"
  if [ $status -eq 0 ]; then output result passed; else output result failed; fi
  exit $status
  ;;
record)
  # Re-records the films that fail (or have no golden), as the label kbfilm-record asks.
  storyboards_and_golden record
  # shellcheck disable=SC2086
  KBFILM_RECORD=failed "$kbfilm" record "${files[@]}" --golden "$KBFILM_GOLDEN" ${KBFILM_RECORD_ARGS:-}
  output result recorded
  ;;
*) die "mode must be verify, swift-test, report or record, got '${KBFILM_MODE}'" ;;
esac
