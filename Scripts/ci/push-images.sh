#!/usr/bin/env bash
# Publishes the images of a verify run's artifacts (each failing film's diff-animation.png and
# triptychs) to a branch made for them, under <commit>/<film>/, so a pull-request comment can show
# them inline. Only that branch changes: the working tree, the index and the current branch are
# left alone (the commit is built with git plumbing in a temporary index). Re-running for the same
# commit with the same images makes no new commit. Prints the images' base URL on stdout.
#
#   Scripts/ci/push-images.sh ARTIFACTS_DIR COMMIT [BRANCH]     (BRANCH: kbfilm-images)
set -euo pipefail

die() { echo "push-images: $*" >&2; exit 2; }
[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: push-images.sh ARTIFACTS_DIR COMMIT [BRANCH]"
artifacts=$1 commit=$2 branch=${3:-kbfilm-images}
[ -d "$artifacts" ] || die "$artifacts: no such folder (verify's --artifacts)"
[[ "$commit" =~ ^[0-9a-f]{7,40}$ ]] || die "$commit: not a commit id (7 to 40 lowercase hex digits)"
git check-ref-format "refs/heads/$branch" || die "$branch: not a branch name"
remote=${KBFILM_IMAGES_REMOTE:-origin}
# A runner's git may have no identity; the images' commits say who made them.
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-kbfilm} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-kbfilm@users.noreply.github.com}
export GIT_COMMITTER_NAME=${GIT_COMMITTER_NAME:-$GIT_AUTHOR_NAME} GIT_COMMITTER_EMAIL=${GIT_COMMITTER_EMAIL:-$GIT_AUTHOR_EMAIL}

# The branch's last commit, if it exists (a first run starts it).
parent=""
if git fetch --quiet "$remote" "refs/heads/$branch:refs/kbfilm/images-tip" 2>/dev/null; then
  parent=$(git rev-parse refs/kbfilm/images-tip)
fi

index=$(mktemp)
trap 'rm -f "$index"' EXIT
export GIT_INDEX_FILE=$index
if [ -n "$parent" ]; then git read-tree "$parent"; else git read-tree --empty; fi
# This commit's folder is replaced whole; other commits' folders stay.
git rm -r --cached --quiet --ignore-unmatch -- "$commit" >/dev/null
count=0
while IFS= read -r -d '' file; do
  relative=${file#"$artifacts"/}
  blob=$(git hash-object -w -- "$file")
  git update-index --add --cacheinfo 100644 "$blob" "$commit/$relative"
  count=$((count + 1))
done < <(find "$artifacts" -mindepth 2 -maxdepth 2 -type f -name '*.png' -print0 | sort -z)
tree=$(git write-tree)

if [ -n "$parent" ] && [ "$(git rev-parse "$parent^{tree}")" = "$tree" ]; then
  echo "push-images: $branch already holds these $count images for $commit" >&2
else
  message="kbfilm images for $commit ($count files)"
  if [ -n "$parent" ]; then new=$(git commit-tree "$tree" -p "$parent" -m "$message")
  else new=$(git commit-tree "$tree" -m "$message"); fi
  git push --quiet "$remote" "$new:refs/heads/$branch"
  echo "push-images: pushed $count images for $commit to $branch" >&2
fi
git update-ref -d refs/kbfilm/images-tip 2>/dev/null || true
echo "${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_REPOSITORY:-OWNER/REPO}/raw/$branch/$commit"
