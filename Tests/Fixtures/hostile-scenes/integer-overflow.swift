import SwiftUI

struct IntegerOverflow: View {
    var count: Int = .max

    var body: some View {
        let next = count + 1
        Text("\(next)")
    }
}
