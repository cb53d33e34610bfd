#!/usr/bin/env bash
# Publishes the images of a verify run's artifacts (each failing film's diff-animation.png and its
# frame-NNNN-triptych.png files) to a branch made for them, at <commit>/<film>/<file>, so a
# pull-request comment can show them inline. Only that branch changes: the working tree, the index,
# HEAD and the current branch are left alone (the commit is built with git plumbing in a temporary
# index). The branch keeps every other commit's folder; this commit's folder is replaced whole.
# Re-running for the same commit with the same images makes no new commit. A push that loses a race
# with another job's push is retried on top of the new tip.
#
#   Scripts/ci/push-images.sh ARTIFACTS_DIR COMMIT [BRANCH]     (BRANCH: kbfilm-images)
#
# Prints the images' base URL on stdout (progress goes to stderr):
#   ${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY}/raw/BRANCH/COMMIT
# Environment: KBFILM_IMAGES_REMOTE (default origin); GITHUB_SERVER_URL, GITHUB_REPOSITORY for the URL.
# Exit codes: 0 pushed or already there, 2 bad arguments, 3 git or the remote failed.
set -euo pipefail

die() { echo "push-images: $*" >&2; exit 2; }
fail() { echo "push-images: $*" >&2; exit 3; }
[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: push-images.sh ARTIFACTS_DIR COMMIT [BRANCH]"
artifacts=${1%/} commit=$2 branch=${3:-kbfilm-images}
[ -d "$artifacts" ] || die "$artifacts: no such folder (verify's --artifacts folder)"
[[ "$commit" =~ ^[0-9a-fA-F]{7,40}$ ]] || die "'$commit' is not a commit id (7 to 40 hexadecimal digits)"
commit=$(printf '%s' "$commit" | tr 'A-F' 'a-f')
git check-ref-format "refs/heads/$branch" || die "'$branch' is not a valid branch name"
git rev-parse --git-dir >/dev/null 2>&1 || die "$(pwd) is not in a git repository (run it in the checkout)"
remote=${KBFILM_IMAGES_REMOTE:-origin}
git remote get-url "$remote" >/dev/null 2>&1 || die "the repository has no remote '$remote'"
base_url="${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-OWNER/REPO}/raw/$branch/$commit"

# A runner's git may have no identity; the images' commits say who made them.
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-kbfilm} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-kbfilm@users.noreply.github.com}
export GIT_COMMITTER_NAME=${GIT_COMMITTER_NAME:-$GIT_AUTHOR_NAME} GIT_COMMITTER_EMAIL=${GIT_COMMITTER_EMAIL:-$GIT_AUTHOR_EMAIL}

# The images: <artifacts>/<film>/diff-animation.png and <artifacts>/<film>/frame-NNNN-triptych.png.
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
  find "$artifacts" -mindepth 2 -maxdepth 2 -type f \( -name diff-animation.png -o -name 'frame-*-triptych.png' \) -print0 | sort -z)

work=$(mktemp -d)
tip_ref=refs/kbfilm/images-tip-$$
cleanup() { rm -rf "$work"; git update-ref -d "$tip_ref" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# The blobs once; they do not depend on the branch's tip.
blobs=()
for file in "${files[@]}"; do
  blob=$(git hash-object -w -- "$file") || fail "cannot store $file in the repository"
  blobs+=("$blob")
done

# The branch's tip on the remote, or "" when the branch does not exist yet (a first run starts it).
# A remote that cannot be reached is an error, not an absent branch.
fetch_tip() {
  local status=0
  git ls-remote --exit-code --heads "$remote" "refs/heads/$branch" >/dev/null 2>&1 || status=$?
  if [ $status -eq 2 ]; then echo ""; return 0; fi
  [ $status -eq 0 ] || fail "cannot read the branches of '$remote' (git ls-remote exit $status)"
  local depth=()
  # A CI checkout is shallow: fetch only the tip, not the images of every earlier pull request.
  [ "$(git rev-parse --is-shallow-repository)" = true ] && depth=(--depth 1)
  git fetch --quiet --no-tags "${depth[@]}" "$remote" "+refs/heads/$branch:$tip_ref" >&2 \
    || fail "cannot fetch $branch from '$remote'"
  git rev-parse --verify "$tip_ref^{commit}"
}

export GIT_INDEX_FILE="$work/index"
for attempt in 1 2 3; do
  parent=$(fetch_tip)
  rm -f "$GIT_INDEX_FILE"
  if [ -n "$parent" ]; then git read-tree "$parent"; else git read-tree --empty; fi
  # This commit's folder is replaced whole; other commits' folders stay.
  git rm -r --cached --quiet --ignore-unmatch -- "$commit" >/dev/null
  for i in "${!files[@]}"; do
    git update-index --add --cacheinfo "100644,${blobs[$i]},$commit/${files[$i]#"$artifacts"/}"
  done
  tree=$(git write-tree)

  if [ -z "$parent" ] && [ ${#files[@]} -eq 0 ]; then
    echo "push-images: no images in $artifacts; $branch not created" >&2
    break
  fi
  if [ -n "$parent" ] && [ "$(git rev-parse "$parent^{tree}")" = "$tree" ]; then
    echo "push-images: $branch already holds these ${#files[@]} images for $commit; nothing pushed" >&2
    break
  fi
  message="kbfilm images for $commit (${#files[@]} files)"
  if [ -n "$parent" ]; then new=$(git commit-tree "$tree" -p "$parent" -m "$message")
  else new=$(git commit-tree "$tree" -m "$message"); fi
  # No force: a push that is not a fast-forward (another job pushed first) is retried on the new tip.
  if git push --quiet "$remote" "$new:refs/heads/$branch" >&2; then
    echo "push-images: pushed ${#files[@]} images for $commit to $branch" >&2
    break
  fi
  [ "$attempt" -lt 3 ] || fail "cannot push to $branch of '$remote' (3 attempts)"
  echo "push-images: the push was refused (another job may have pushed); trying again on the new tip" >&2
  sleep $((attempt * 2))
done

echo "$base_url"
