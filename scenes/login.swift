// A login screen: a title, an email field and a password field with rounded borders, a
// prominent button, a link and today's date. The fields fill in as if typed (at 1 and 1.5 s),
// then the screen turns to dark mode (at 2 s), so the goldens show both schemes (the screen's
// own background is the system background, which turns black with it).
import SwiftUI

struct LoginView: View {
    enum Field { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var isDark = false
    @FocusState private var focused: Field?

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "lock.fill")
                .font(.system(size: 56))
                .foregroundColor(.accentColor)
            Text("Welcome back")
                .font(.largeTitle.bold())
            Text("Sign in to continue")
                .foregroundStyle(.secondary)
            VStack(spacing: 12) {
                TextField("Email", text: $email, prompt: Text("you@example.com"))
                    .textFieldStyle(.roundedBorder)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focused, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focused = .password }
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                    .textContentType(.password)
                    .focused($focused, equals: .password)
                    .submitLabel(.go)
            }
            .padding(.top, 8)
            Button {
            } label: {
                Text("Sign In")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
                .font(.footnote)
            Spacer()
            Text(Date(), style: .date)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 16)
        .background(Color(uiColor: .systemBackground).ignoresSafeArea())
        .preferredColorScheme(isDark ? .dark : .light)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { email = "tim@example.com" }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { password = "hunter22" }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isDark = true }
        }
    }
}

#Preview {
    LoginView()
}
