import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    let text: String
    let fromMe: Bool
}

/// A conversation: the messages in a lazy stack kept on the newest one, the composer in a
/// `safeAreaInset` on the bar material, focus in a `@FocusState`, interactive dismissal.
struct ChatScreen: View {
    @State private var messages = (1...16).map { Message(id: $0, text: $0 % 3 == 0 ? "See you at eight?" : "Message \($0)", fromMe: $0 % 2 == 0) }
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 6) {
                        ForEach(messages) { message in
                            bubble(message).id(message.id)
                        }
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                }
                .defaultScrollAnchor(.bottom)
                .scrollDismissesKeyboard(.interactively)
                .accessibilityIdentifier("transcript")
                .onChange(of: composerFocused) {
                    if composerFocused, let last = messages.last {
                        withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    composer
                }
            }
            .navigationTitle("Ada")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Call", systemImage: "phone") {}
                }
            }
        }
    }

    private func bubble(_ message: Message) -> some View {
        HStack {
            if message.fromMe { Spacer(minLength: 48) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(message.fromMe ? Color.white : Color.primary)
                .background(message.fromMe ? Color.blue : Color(white: 0.92), in: RoundedRectangle(cornerRadius: 18))
            if !message.fromMe { Spacer(minLength: 48) }
        }
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .textFieldStyle(.roundedBorder)
                .focused($composerFocused)
            Button {
                messages.append(Message(id: messages.count + 1, text: draft, fromMe: true))
                draft = ""
            } label: {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.title2)
            }
            .disabled(draft.isEmpty)
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
        .accessibilityIdentifier("composer")
    }
}
