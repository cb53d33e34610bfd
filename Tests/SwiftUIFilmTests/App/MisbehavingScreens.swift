import SwiftUI

/// A body that contains itself: each level adds one more, with no end.
struct SelfContainingRow: View {
    var body: some View {
        VStack {
            Text("Row")
            SelfContainingRow()
        }
        .accessibilityIdentifier("bar")
    }
}

/// A body that changes its own state while it is evaluated: a counter bumped on every read.
struct RestlessCounter: View {
    @State private var evaluations = 0

    var body: some View {
        evaluations += 1
        return VStack {
            Spacer()
            Text("Evaluated \(evaluations) times").accessibilityIdentifier("bar")
        }
    }
}

/// A layout that never converges: the bar's height is read back from a GeometryReader and set
/// one point taller each time, so every layout asks for another.
struct GrowingFromItsOwnSize: View {
    @State private var height: CGFloat = 44

    var body: some View {
        VStack {
            Spacer()
            GeometryReader { proxy in
                Color.blue.onChange(of: proxy.size.height, initial: true) { _, measured in
                    height = measured + 1
                }
            }
            .frame(height: height)
            .accessibilityIdentifier("bar")
        }
    }
}
