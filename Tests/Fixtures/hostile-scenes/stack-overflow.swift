import SwiftUI

// Recursion without an end: the stack runs out.
func depth(_ n: Int) -> Int {
    n + depth(n + 1)
}

struct StackOverflow: View {
    var body: some View {
        Text("\(depth(0))")
    }
}
