// Combine's names that SwiftUI code uses (`ObservableObject`, `@Published`, `Timer.publish`,
// `AnyCancellable` …) are declared in the SwiftUI module, because on iOS `import SwiftUI` alone
// brings them; `import Combine` brings them too.
@_exported import SwiftUI
