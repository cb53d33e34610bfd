# What the benchmark scripts share; source it from one (`. "$(dirname "$0")/common.sh"`).
# It moves to the repository's root, makes the one shared build, and defines:
#   K      the kbfilm binary;   work   a scratch folder removed on exit;
#   now    a timestamp in seconds;   ms A B / sec A B   the time from A to B.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash Scripts/build.sh >/dev/null
K=$PWD/.build/release/kbfilm
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
ms() { python3 -c "print(round(($2 - $1) * 1000, 1))"; }
sec() { python3 -c "print(round($2 - $1, 2))"; }
