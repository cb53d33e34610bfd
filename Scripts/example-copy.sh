# Sourced by check-example.sh and Benchmarks/debug-failure.sh: the example app packages copied
# outside the repository as a user would have them (depending on this checkout by path), and the
# one-line changes their golden films must catch: the UIKit chat's handler, the SwiftUI form's
# opt-out of keyboard avoidance.
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for example in ChatApp SwiftUIApp; do
    mkdir "$work/$example"
    (cd "$repo/Examples/$example" && tar --exclude=.build --exclude=Package.resolved -cf - .) | (cd "$work/$example" && tar -xf -)
    sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/$example/Package.swift"
done

# The handler's own 0.25 s ease-in-out instead of the keyboard's animation; fails if it did not apply.
change_handler() {
    local file="$work/ChatApp/Tests/ChatFilmTests/App/ChatViewController.swift"
    sed -i 's|UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {|UIView.animate(withDuration: 0.25, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseInOut]) {|' "$file"
    grep -q "overrideInheritedCurve" "$file" || { echo "the one-line change did not apply" >&2; exit 1; }
}

# The SwiftUI sign-up form loses `.ignoresSafeArea(.keyboard)`: its button now moves with the keyboard.
change_form() {
    local file="$work/SwiftUIApp/Tests/SwiftUIAppFilmTests/App/SignUpScreen.swift"
    sed -i '/\.ignoresSafeArea(\.keyboard)/d' "$file"
    ! grep -q "ignoresSafeArea" "$file" || { echo "the one-line change to the form did not apply" >&2; exit 1; }
}
