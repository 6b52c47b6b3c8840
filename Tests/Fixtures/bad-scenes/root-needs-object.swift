// expect: 8:8: error: 'Row' needs arguments to be shown (model: Model, index: Int); add a preview that builds it, such as '#Preview { Row(model: …, index: 0) }'
import SwiftUI

final class Model: ObservableObject {
    @Published var count = 0
}

struct Row: View {
    @ObservedObject var model: Model
    let index: Int
    var body: some View { Text("\(index): \(model.count)") }
}
