// expect: 4:30: error: the file could not be read in 15 s: Swift's parser slows down exponentially on brackets nested deeply (41 levels from here); nest them less
import SwiftUI

let tooDeep = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
struct BadScene: View {
    var body: some View { Text("never read") }
}
