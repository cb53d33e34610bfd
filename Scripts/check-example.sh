#!/usr/bin/env bash
# The example app package as a user runs it: a copy outside the repository, tested from another
# working directory. Its two golden films pass (the app's files compiled unchanged through the
# UIKitSourcePort plugin: selector observers in Swift 5 mode, an async sequence in Swift 6 mode);
# after a one-line change to the Swift 5 controller's keyboard handler (its own 0.25 s ease-in-out
# instead of the keyboard's animation) the same test fails, naming the first changed frame. The
# package's own command line (chat-films: kbfilm's commands with the controller registered)
# renders the screen with a review, compares it with a built-in strategy, and diffs the renders
# before and after the change. The SwiftUI example package does the same for its three screens:
# its golden films pass, its command line renders the chat with a review, and the sign-up form
# without `.ignoresSafeArea(.keyboard)` fails its film.
set -euo pipefail
source "$(dirname "$0")/example-copy.sh"
cd /

echo "== the golden tests pass"
swift test --package-path "$work/ChatApp" > "$work/golden.log" 2>&1 || { cat "$work/golden.log" >&2; exit 1; }
grep -m 1 "Executed" "$work/golden.log"
grep -m 1 "Test run with" "$work/golden.log"

films() { (cd "$work/ChatApp" && swift run --skip-build chat-films "$@"); }
echo "== the screen on the command line: render with a review, compare with the layout guide"
swift build --package-path "$work/ChatApp" --product chat-films > "$work/cli.log" 2>&1 || { cat "$work/cli.log" >&2; exit 1; }
films list controllers | grep -qx chat
films render Tests/ChatFilmTests/chat.json --out "$work/before" --format apng,trace --review --quiet
for f in animation.png trace.json review.png review.md; do test -s "$work/before/$f" || { echo "render wrote no $f" >&2; exit 1; }; done
grep -q '"strategy": "ChatViewController"' "$work/before/trace.json"
films compare Tests/ChatFilmTests/chat.json --strategies layoutGuide --controllers chat --out "$work/compare" --quiet
test -s "$work/compare/compare.png"
grep -q "chat" "$work/compare/summary.md"

echo "== one line changed: the handler overrides the keyboard's curve and duration"
change_handler
if swift test --package-path "$work/ChatApp" > "$work/changed.log" 2>&1; then
    cat "$work/changed.log" >&2
    echo "the changed handler passed its golden film: a silent pass" >&2
    exit 1
fi
grep -m 3 "frame" "$work/changed.log"
echo "== the changed handler fails, as it should"

echo "== before and after on the command line: the diff names the first changed frame"
swift build --package-path "$work/ChatApp" --product chat-films > "$work/cli.log" 2>&1 || { cat "$work/cli.log" >&2; exit 1; }
films render Tests/ChatFilmTests/chat.json --out "$work/after" --format apng,trace --quiet
status=0
films diff "$work/before" "$work/after" --out "$work/diff" --quiet || status=$?
test "$status" -eq 1 || { echo "diff of the changed handler exited $status, expected 1" >&2; exit 1; }
head -3 "$work/diff/summary.md"
test -s "$work/diff/side-by-side.png"
test -s "$work/diff/review.png"
grep -q "](review.png)" "$work/diff/summary.md"
echo "== the diff of before and after shows the change"

echo "== the SwiftUI app: its golden films pass"
swift test --package-path "$work/SwiftUIApp" > "$work/swiftui.log" 2>&1 || { cat "$work/swiftui.log" >&2; exit 1; }
grep -m 1 "Test run with" "$work/swiftui.log"
swift build --package-path "$work/SwiftUIApp" --product swiftui-films > "$work/cli.log" 2>&1 || { cat "$work/cli.log" >&2; exit 1; }
swiftui_films() { (cd "$work/SwiftUIApp" && swift run --skip-build swiftui-films "$@"); }
swiftui_films list controllers | sort | tr '\n' ' ' | grep -qx "chat hosted signup "
swiftui_films render Tests/SwiftUIAppFilmTests/screens.json --controller chat --out "$work/swiftui-chat" --format apng,trace --review --quiet
for f in animation.png trace.json review.png; do test -s "$work/swiftui-chat/$f" || { echo "render wrote no $f" >&2; exit 1; }; done
echo "== one line removed: the form no longer ignores the keyboard"
change_form
if swift test --package-path "$work/SwiftUIApp" > "$work/swiftui-changed.log" 2>&1; then
    cat "$work/swiftui-changed.log" >&2
    echo "the form that now moves passed its golden film: a silent pass" >&2
    exit 1
fi
grep -m 2 "frame" "$work/swiftui-changed.log"
grep -q "the sign-up button stays where it is" "$work/swiftui-changed.log"
echo "== the changed form fails, as it should"
