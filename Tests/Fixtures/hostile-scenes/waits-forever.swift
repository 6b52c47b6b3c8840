import Foundation
import SwiftUI

struct WaitsForever: View {
    var body: some View {
        Circle()
            .onAppear {
                Foundation.Thread.sleep(forTimeInterval: 1_000)
            }
    }
}
