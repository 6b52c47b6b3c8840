// UIKit's names that SwiftUI code uses (`UIColor`, `UIScreen`, `UIFont` …) are declared in the
// SwiftUI module, because on iOS `import SwiftUI` alone brings them; `import UIKit` brings them too.
@_exported import SwiftUI
