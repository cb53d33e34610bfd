import SwiftUI
import Observation

/// A composer whose model lives in an `ObservableObject`: after half a second the model asks for
/// a taller field (a draft restored), and the bar grows upward from where it sits.
final class DraftStore: ObservableObject {
    @Published var lines = 1
}

struct StoreDrivenComposer: View {
    @StateObject private var store = DraftStore()

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Color.blue
                .frame(height: CGFloat(22 * store.lines))
                .padding(8)
                .background(Color(white: 0.95))
                .accessibilityIdentifier("composer")
        }
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
        VStack(spacing: 0) {
            Spacer()
            Color.blue
                .frame(height: CGFloat(22 * draft.lines))
                .padding(8)
                .background(Color(white: 0.95))
                .accessibilityIdentifier("composer")
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { draft.lines = 3 }
        }
    }
}
