# Sourced by check-example.sh and Benchmarks/debug-failure.sh: the example app package copied
# outside the repository as a user would have it (depending on this checkout by path), and the
# one-line change to its Swift 5 controller's keyboard handler that its golden film must catch.
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/ChatApp"
(cd "$repo/Examples/ChatApp" && tar --exclude=.build --exclude=Package.resolved -cf - .) | (cd "$work/ChatApp" && tar -xf -)
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/ChatApp/Package.swift"

# The handler's own 0.25 s ease-in-out instead of the keyboard's animation; fails if it did not apply.
change_handler() {
    local file="$work/ChatApp/Tests/ChatFilmTests/App/ChatViewController.swift"
    sed -i 's|UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {|UIView.animate(withDuration: 0.25, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseInOut]) {|' "$file"
    grep -q "overrideInheritedCurve" "$file" || { echo "the one-line change did not apply" >&2; exit 1; }
}
