import Raster

@testable import SwiftUI

extension SwiftUI.Color {
    /// The colour in light mode, the default environment's.
    var resolved: RGBAColor { resolved(in: .light) }
}
