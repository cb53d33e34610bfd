import SwiftUI

/// A sign-up form whose layout must not jump when the keyboard comes up: it opts out of the
/// keyboard's safe area, so the button stays where it is and the keyboard covers it.
struct SignUpScreen: View {
    enum Field: Hashable { case name, email }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Text("Create your account")
                .font(.title.bold())
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .name)
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .focused($focus, equals: .email)
            Spacer()
            Button {
                focus = nil
            } label: {
                Text("Sign up").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("signUp")
        }
        .padding()
        .ignoresSafeArea(.keyboard)
    }
}
