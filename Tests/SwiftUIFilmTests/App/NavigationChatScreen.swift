import SwiftUI

struct ChatLine: Identifiable {
    let id: Int
    let text: String
}

/// A chat as chat screens are written today: in a navigation stack with an inline title and a
/// trailing button, thirty messages in a lazy stack, the newest scrolled into view when the screen
/// appears and again when the field takes the keyboard, the composer in a safeAreaInset.
struct NavigationChatScreen: View {
    var titleMode: NavigationBarItem.TitleDisplayMode = .inline
    var title = "Ada"
    var bubbleColor = Color.gray.opacity(0.2)
    private let lines = (1...30).map { ChatLine(id: $0, text: "Message \($0)") }
    @State private var draft = ""
    @FocusState private var focused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(lines) { line in
                            Text(line.text)
                                .padding(10)
                                .background(bubbleColor, in: RoundedRectangle(cornerRadius: 16))
                                .id(line.id)
                        }
                    }
                    .padding(.horizontal, 16)
                }
                .accessibilityIdentifier("transcript")
                .onAppear { proxy.scrollTo(30, anchor: .bottom) }
                .onChange(of: focused) {
                    if focused { withAnimation { proxy.scrollTo(30, anchor: .bottom) } }
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    HStack {
                        TextField("Message", text: $draft)
                            .textFieldStyle(.roundedBorder)
                            .focused($focused)
                        Button("Send") { focused = false }
                    }
                    .padding(8)
                    .background(.bar)
                    .accessibilityIdentifier("composer")
                }
            }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(titleMode)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Call") {} }
            }
        }
    }
}

/// A reply sheet written with the environment: the draft store comes from an ancestor's
/// `environmentObject`, the settings from `environment(_:)`, and the editor is a TextEditor.
final class ReplyStore: ObservableObject {
    @Published var lines = 1
}

@Observable
final class ReplySettings {
    var title = "Reply"
}

struct ReplyScreen: View {
    @StateObject private var store = ReplyStore()
    @State private var settings = ReplySettings()

    var body: some View {
        ReplyBody()
            .environmentObject(store)
            .environment(settings)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { store.lines = 3 }
            }
    }
}

struct ReplyBody: View {
    @EnvironmentObject var store: ReplyStore
    @Environment(ReplySettings.self) private var settings
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .accessibilityIdentifier("editor")
                .safeAreaInset(edge: .bottom) {
                    Color.blue
                        .frame(height: CGFloat(22 * store.lines))
                        .padding(8)
                        .background(Color(white: 0.95))
                        .accessibilityIdentifier("composer")
                }
                .navigationTitle(settings.title)
        }
    }
}

/// The same body with no `environmentObject` above it.
struct OrphanReplyBody: View {
    var body: some View { ReplyBody() }
}
