// WidgetKit's names (`StaticConfiguration`, `TimelineProvider`, `Timeline`, `WidgetFamily` …):
// declared here, not in the SwiftUI module, because the engine has a module named `Timeline`
// that SwiftUI imports. `Widget`, `WidgetConfiguration` and `WidgetBundle` are SwiftUI's, as
// on iOS; `import WidgetKit` brings SwiftUI too.
@_exported import SwiftUI
