import Foundation
import SwiftUI

struct WaitsBriefly: View {
    var body: some View {
        Circle()
            .onAppear {
                Foundation.Thread.sleep(forTimeInterval: 2)
            }
    }
}
