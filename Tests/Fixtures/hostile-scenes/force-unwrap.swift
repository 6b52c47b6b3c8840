import SwiftUI

struct ForceUnwrap: View {
    let sizes: [String: Double] = ["small": 10]

    var body: some View {
        Circle()
            .frame(width: sizes["large"]!, height: 10)
    }
}
