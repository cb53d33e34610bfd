import SwiftUI

/// A chat written as SwiftUI apps write it in 2025: messages in a scroll view kept at the
/// bottom, the composer in `safeAreaInset(edge: .bottom)` on the bar material, focus in a
/// `@FocusState`. Compiled as it is through the UIKitSourcePort plugin.
struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ComposerChatScreen: View {
    @State private var draft = ""
    @FocusState private var composerFocused: Bool
    private let messages = (0..<12).map { ChatMessage(id: $0, text: "Message number \($0)", isMine: $0 % 2 == 0) }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(messages) { message in
                    HStack {
                        if message.isMine { Spacer(minLength: 60) }
                        Text(message.text)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 8)
                            .foregroundStyle(message.isMine ? Color.white : Color.primary)
                            .background(message.isMine ? Color.blue : Color(white: 0.9), in: Capsule())
                        if !message.isMine { Spacer(minLength: 60) }
                    }
                }
            }
            .padding()
        }
        .defaultScrollAnchor(.bottom)
        .scrollDismissesKeyboard(.interactively)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack(spacing: 8) {
                TextField("Message", text: $draft, axis: .vertical)
                    .textFieldStyle(.roundedBorder)
                    .focused($composerFocused)
                Button {
                    draft = ""
                    composerFocused = false
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title2)
                }
                .disabled(draft.isEmpty)
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.bar)
            .accessibilityIdentifier("composer")
        }
    }
}

/// A sign-up form that opts out of keyboard avoidance: its button stays where the layout put it
/// and the keyboard covers it.
struct SignUpForm: View {
    @State private var email = ""

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Text("Create your account")
                .font(.title)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
            Spacer()
            Button("Sign up") {}
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("signUp")
        }
        .padding()
        .ignoresSafeArea(.keyboard)
    }
}

/// A compose sheet that focuses its field when it appears, as most do: the keyboard comes up
/// with no tap, from the focus state alone.
struct FocusOnAppearCompose: View {
    @State private var text = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            TextField("What's happening?", text: $text)
                .padding()
                .focused($focused)
                .background(Color(white: 0.95))
                .accessibilityIdentifier("compose")
        }
        .onAppear { focused = true }
    }
}

/// A settings form: a section of fields on a card, as Form draws them on iPhone.
struct ProfileForm: View {
    @State private var name = ""
    @State private var bio = ""

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .accessibilityIdentifier("name")
                TextField("Bio", text: $bio)
            }
        }
    }
}

/// A note editor with a Done button on the keyboard (`toolbar` with `placement: .keyboard`).
struct NoteEditor: View {
    @State private var note = ""
    @FocusState private var editing: Bool

    var body: some View {
        VStack {
            TextField("Note", text: $note, axis: .vertical)
                .focused($editing)
            Spacer()
        }
        .padding()
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { editing = false }
                    .accessibilityIdentifier("keyboardBar")
            }
        }
    }
}

/// Misbehaving code: a body that contains itself, and one that changes its state each time it runs.
struct Matryoshka: View {
    var body: some View {
        AnyView(VStack { Matryoshka() })
    }
}

struct Restless: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count, initial: true) { count += 1 }
            .accessibilityIdentifier("restless")
    }
}

/// A transcript of 100 000 rows in a lazy stack.
struct EndlessTranscript: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<100_000) { Text("Row \($0)") }
            }
        }
        .safeAreaInset(edge: .bottom) { Text("Bar").accessibilityIdentifier("bar") }
    }
}

/// A composer given sizes that are not numbers: a frame of NaN by infinity, a NaN padding, an
/// infinite offset. SwiftUI ignores such dimensions (with a warning).
struct NotANumberComposer: View {
    var body: some View {
        VStack(spacing: .nan) {
            Spacer()
            Color.blue
                .frame(width: .nan, height: .infinity)
                .frame(height: 44)
                .padding(.nan)
                .offset(x: .infinity)
                .accessibilityIdentifier("composer")
        }
    }
}

/// Three rows with the same id, in the bar: each shown.
struct RepeatedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            VStack(spacing: 0) {
                ForEach(["same", "same", "same"], id: \.self) { Text($0) }
            }
            .accessibilityIdentifier("rows")
        }
    }
}

/// An onChange of an optional value that never changes: its action must never run (it would
/// make the bar taller).
struct QuietOptionalChange: View {
    @State private var lines = 1
    private let last: String? = "unchanged"

    var body: some View {
        GrowingComposer(lines: lines)
            .onChange(of: last) { lines = 3 }
    }
}

/// Two onChange watchers on one view: only the one whose value changed runs (3 lines; the
/// other would make it 5).
struct TwoWatchers: View {
    @State private var draft = 0
    @State private var attachments = 0
    @State private var lines = 1

    var body: some View {
        GrowingComposer(lines: lines)
            .onChange(of: draft) { lines = 3 }
            .onChange(of: attachments) { lines = 5 }
            .onAppear { draft = 1 }
    }
}

/// A reusable modifier with state of its own: 8 pt of padding on a grey card.
struct CardPadding: ViewModifier {
    @State private var inset: CGFloat = 8

    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(Color(white: 0.95))
    }
}

/// A 22 pt composer given its padding by a ViewModifier.
struct ModifiedComposer: View {
    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Color.blue
                .frame(height: 22)
                .modifier(CardPadding())
                .accessibilityIdentifier("composer")
        }
    }
}

/// A field focused "when the flag equals false": false is a Bool focus state's no-focus value, so
/// nothing ever focuses it.
struct FalseFocus: View {
    @State private var text = ""
    @FocusState private var flag: Bool

    var body: some View {
        VStack {
            Spacer()
            TextField("Never focused by the code", text: $text)
                .focused($flag, equals: false)
                .accessibilityIdentifier("field")
        }
    }
}

/// A settings form with the controls forms hold.
struct PreferencesForm: View {
    enum Tint: String, CaseIterable, Hashable { case red, blue, green }
    @State private var name = ""
    @State private var remember = true
    @State private var tint = Tint.blue
    @State private var count = 2
    @State private var birthday = Date(timeIntervalSince1970: 0)

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                Toggle("Remember me", isOn: $remember)
                    .accessibilityIdentifier("remember")
                Picker("Colour", selection: $tint) {
                    ForEach(Tint.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                Stepper("Copies", value: $count, in: 1...9)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
            }
        }
    }
}

/// A plain list of messages with no separators and no row insets, as chat lists are styled.
struct BareList: View {
    var body: some View {
        List {
            ForEach(["first", "second", "third"], id: \.self) { name in
                Text(name)
                    .accessibilityIdentifier(name)
                    .listRowSeparator(.hidden)
                    .listRowInsets(EdgeInsets())
            }
        }
        .listStyle(.plain)
    }
}

/// A direct-message chat that shows its composer only once its messages have loaded in a `task`
/// (a loader that answers at once, as a stubbed network client does).
struct LoadingConversation: View {
    struct Loader { func messages() async -> [String] { ["Are you coming tonight?", "Yes, at eight."] } }
    /// Whether the screen asks for the composer's focus as it appears, before the composer exists
    /// (it takes the focus once the messages are in).
    var focusesOnLoad = false
    @State private var messages: [String]?
    @State private var draft = ""
    @FocusState private var composing: Bool

    var body: some View {
        ScrollViewReader { proxy in
            Group {
                if let messages {
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(messages, id: \.self) { Text($0) } }
                        Color.clear.frame(height: 1).id("end")
                    }
                    .safeAreaInset(edge: .bottom) {
                        TextField("Message", text: $draft, axis: .vertical)
                            .focused($composing)
                            .padding(12)
                            .background(.thinMaterial, in: .rect(cornerRadius: 18))
                            .padding(.bottom, 6)
                            .accessibilityIdentifier("composer")
                    }
                } else {
                    ProgressView()
                }
            }
            .onAppear { if focusesOnLoad { composing = true } }
            .task {
                // Loaded outside any animation; only the scroll to the end animates.
                messages = await Loader().messages()
                DispatchQueue.main.async { withAnimation { proxy.scrollTo("end", anchor: .bottom) } }
            }
        }
    }
}
