#!/usr/bin/env bash
# The steps of KeyboardFilm's GitHub Action (action.yml), as one script so they can run outside
# GitHub with a faked runner environment. Inputs arrive as KBFILM_* variables:
#   KBFILM_MODE         verify | swift-test | report | record            (default verify)
#   KBFILM_STORYBOARDS  storyboard files or globs, space-separated (verify, record)
#   KBFILM_GOLDEN       the golden folder (verify, record)
#   KBFILM_VERIFY_ARGS  more arguments for kbfilm verify (e.g. --strict --scale 1), split on spaces
#   KBFILM_RECORD_ARGS  more arguments for kbfilm record (e.g. --scale 1), split on spaces
#   KBFILM_TEST_FILTER  swift test --filter (swift-test)
#   KBFILM_SHARD, KBFILM_TOTAL_SHARDS   this runner's shard, of how many (verify; total also for report)
#   KBFILM_REPORTS      the folder the shards' kbfilm-shard-* artifacts were downloaded into (report)
#   KBFILM_COMMENT      true: publish the images and post the pull request's comment (report)
#   KBFILM_SHA          the commit the images are filed under (report; default GITHUB_SHA)
#   KBFILM_FORK         true: the pull request comes from a fork (report; also read from GITHUB_EVENT_PATH)
#   KBFILM              the kbfilm binary (default: kbfilm on PATH)
# The runner's RUNNER_TEMP (required), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY (optional) are used as
# GitHub sets them. Writes what it made under $RUNNER_TEMP/kbfilm and the outputs report (the JUnit
# file) and result (passed | failed | error | recorded) to $GITHUB_OUTPUT.
# Exit codes: those of kbfilm (0 passed, 1 a film failed or a shard is missing, 2 bad input, 3 I/O).
set -euo pipefail

die() { echo "kbfilm action: $*" >&2; exit 2; }
kbfilm=${KBFILM:-kbfilm}
[ -n "${RUNNER_TEMP:-}" ] || die "RUNNER_TEMP is not set (the runner sets it; set it to a scratch folder outside GitHub)"
out="$RUNNER_TEMP/kbfilm"
output() { if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >> "$GITHUB_OUTPUT"; fi; }
result_of() { case $1 in 0) echo passed ;; 1) echo failed ;; *) echo error ;; esac; }
whole() { [[ "$1" =~ ^[1-9][0-9]*$ ]]; }
need_kbfilm() {
  command -v "$kbfilm" >/dev/null 2>&1 || { echo "kbfilm action: kbfilm not found at '$kbfilm' (set KBFILM to the binary)" >&2; exit 3; }
}

# The storyboards input as files (globs expanded in the package's folder; one that matches nothing
# is an error), into `files`; the golden input checked.
storyboards_and_golden() {
  [ -n "${KBFILM_GOLDEN:-}" ] || die "the golden input is required in $1 mode (the folder of recorded goldens)"
  [ -n "${KBFILM_STORYBOARDS:-}" ] || die "the storyboards input is required in $1 mode"
  local patterns pattern matched
  read -ra patterns <<< "$KBFILM_STORYBOARDS"   # split on spaces, not yet globbed
  shopt -s nullglob
  files=()
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2206 # the pattern is globbed on purpose
    matched=($pattern)
    [ ${#matched[@]} -gt 0 ] || die "storyboards: '$pattern' matches no file"
    files+=("${matched[@]}")
  done
  shopt -u nullglob
}

# Whether the run is about a pull request from a fork, whose token cannot write here: KBFILM_FORK,
# or the event payload's head and base repositories differing (as kbfilm comment decides).
from_fork() {
  [ "${KBFILM_FORK:-false}" = true ] && return 0
  [ -n "${GITHUB_EVENT_PATH:-}" ] && [ -f "$GITHUB_EVENT_PATH" ] && command -v python3 >/dev/null || return 1
  python3 - "$GITHUB_EVENT_PATH" <<'PY'
import json, sys
try:
    pr = json.load(open(sys.argv[1])).get("pull_request") or {}
except (OSError, ValueError, AttributeError):
    sys.exit(1)
def repo(side):
    return ((pr.get(side) or {}).get("repo") or {}).get("full_name")
head, base = repo("head"), repo("base")
sys.exit(0 if head and base and head != base else 1)
PY
}

case "${KBFILM_MODE:-verify}" in
verify)
  shard=${KBFILM_SHARD:-1} total=${KBFILM_TOTAL_SHARDS:-1}
  { whole "$shard" && whole "$total"; } || die "shard and total-shards must be whole numbers from 1, got '$shard' and '$total'"
  [ "$shard" -le "$total" ] || die "shard $shard is more than total-shards $total"
  storyboards_and_golden verify
  need_kbfilm
  mkdir -p "$out"
  report="$out/report-$shard.xml" summary="$out/summary-$shard.md"
  read -ra extra <<< "${KBFILM_VERIFY_ARGS:-}"
  # The exit code is kept, not fatal here: the step fails after its outputs are written, and the
  # upload step (if: always()) still uploads the report and the artifacts.
  status=0
  "$kbfilm" verify "${files[@]}" --golden "$KBFILM_GOLDEN" --shard "$shard/$total" --junit "$report" \
    --summary "$summary" --artifacts "$out/artifacts" --quiet "${extra[@]}" || status=$?
  output report "$report"
  output result "$(result_of $status)"
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$summary" ]; then
    { echo "Shard $shard of $total"; echo; cat "$summary"; echo; } >> "$GITHUB_STEP_SUMMARY"
  fi
  exit $status
  ;;
swift-test)
  status=0
  swift test ${KBFILM_TEST_FILTER:+--filter "$KBFILM_TEST_FILTER"} || status=$?
  if [ $status -eq 0 ]; then output result passed; else output result failed; fi
  exit $status
  ;;
report)
  reports_dir=${KBFILM_REPORTS:-}
  [ -n "$reports_dir" ] || die "the reports input is required in report mode (the folder the kbfilm-shard-* artifacts were downloaded into)"
  [ -d "$reports_dir" ] || die "reports: $reports_dir is not a folder"
  total=${KBFILM_TOTAL_SHARDS:-1}
  whole "$total" || die "total-shards must be a whole number from 1, got '$total'"
  need_kbfilm
  mkdir -p "$out"
  mapfile -d '' reports < <(find "$reports_dir" -name 'report-*.xml' -print0 | sort -z)
  if [ ${#reports[@]} -ne "$total" ]; then
    echo "kbfilm action: ${#reports[@]} shard reports found in $reports_dir, expected $total: a shard failed before uploading or is missing" >&2
    output result error
    exit 1
  fi
  status=0
  "$kbfilm" merge-reports "${reports[@]}" --junit "$out/report.xml" --summary "$out/summary.md" || status=$?
  [ $status -le 1 ] || { output result error; exit $status; }
  output report "$out/report.xml"
  # The shards' artifacts side by side: <shard folder>/artifacts/<film>/… → one folder.
  mkdir -p "$out/all-artifacts"
  while IFS= read -r -d '' dir; do cp -R "$dir"/. "$out/all-artifacts/"; done < <(find "$reports_dir" -type d -name artifacts -print0)
  comment=(--artifacts "$out/all-artifacts" --out "$out/comment.md")
  if [ "${KBFILM_COMMENT:-false}" = true ]; then
    if from_fork; then
      echo "kbfilm action: a pull request from a fork: images not pushed, comment not posted (its token cannot write here)" >&2
    else
      sha=${KBFILM_SHA:-${GITHUB_SHA:-}}
      [ -n "$sha" ] || die "GITHUB_SHA is not set (the commit the images are filed under)"
      if base=$(bash "$(dirname "$0")/push-images.sh" "$out/all-artifacts" "$sha"); then
        comment+=(--image-base "$base")
      else
        # The comment still goes out, without images; the annotation says why.
        echo "::warning title=kbfilm::the films' images could not be pushed to the kbfilm-images branch (does the job have contents: write?); the comment links no images"
      fi
      comment+=(--post)
    fi
  fi
  output result "$(result_of $status)"
  posted=0
  "$kbfilm" comment "$out/report.xml" "${comment[@]}" || posted=$?
  # The films' verdict first; a comment that could not be written fails the step too (exit 3 names the call).
  [ $status -ne 0 ] || status=$posted
  exit $status
  ;;
record)
  # Re-records the films that fail (or have no golden), as the label kbfilm-record asks.
  storyboards_and_golden record
  need_kbfilm
  read -ra extra <<< "${KBFILM_RECORD_ARGS:-}"
  KBFILM_RECORD=failed "$kbfilm" record "${files[@]}" --golden "$KBFILM_GOLDEN" "${extra[@]}"
  output result recorded
  ;;
*) die "mode must be verify, swift-test, report or record, got '${KBFILM_MODE}'" ;;
esac
