import SwiftUI

struct FatalError: View {
    var body: some View {
        Text(title())
    }

    func title() -> String {
        fatalError("no title yet")
    }
}
