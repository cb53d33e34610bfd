import SwiftUI
import Observation

/// A composer whose model lives in an `ObservableObject`: after half a second the model asks for
/// a taller field (a draft restored), and the bar grows upward from where it sits.
final class DraftStore: ObservableObject {
    @Published var lines = 1
}

/// The composer both screens show: 22 pt per line in 8 pt of padding, at the bottom.
struct GrowingComposer: View {
    let lines: Int

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Color.blue
                .frame(height: CGFloat(22 * lines))
                .padding(8)
                .background(Color(white: 0.95))
                .accessibilityIdentifier("composer")
        }
    }
}

struct StoreDrivenComposer: View {
    @StateObject private var store = DraftStore()

    var body: some View {
        GrowingComposer(lines: store.lines)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { store.lines = 3 }
            }
    }
}

/// The same with an `@Observable` model (the Observation module).
@Observable
final class ObservableDraft {
    var lines = 1
}

struct ObservationDrivenComposer: View {
    @State private var draft = ObservableDraft()

    var body: some View {
        GrowingComposer(lines: draft.lines)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { draft.lines = 3 }
            }
    }
}

/// A composer whose height follows the appearance: two lines in dark, one in light.
struct SchemeComposer: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GrowingComposer(lines: colorScheme == .dark ? 2 : 1)
    }
}

/// A bar as wide as half the space a GeometryReader offers, at the bottom of that space.
struct HalfWidthBar: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Spacer()
                Color.blue
                    .frame(width: proxy.size.width / 2, height: 22)
                    .accessibilityIdentifier("composer")
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}
