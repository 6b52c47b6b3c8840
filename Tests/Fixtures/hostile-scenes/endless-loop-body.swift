import SwiftUI

struct EndlessLoopBody: View {
    var body: some View {
        var n = 0
        while n >= 0 { n = (n &+ 1) & 0xFFFF }
        return Text("\(n)")
    }
}
