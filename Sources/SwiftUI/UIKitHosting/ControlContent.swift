/// UIKit's value controls drawn as SwiftUI's own at rest, in the view's bounds: a
/// `UISwitch` as a `Toggle`, a `UISlider` as a `Slider`, a `UIProgressView` as a bar
/// `ProgressView`, a `UISegmentedControl` as a segmented `Picker`, each in its tint colours.
struct ControlContent: UIKitContent {
    /// The control's values, which tell two evaluations apart (the function does not).
    var values: String
    /// The SwiftUI control, made when it is drawn.
    var control: (UIColor) -> AnyView

    func body(size: CGSize, tint: UIColor) -> AnyView {
        AnyView(control(tint).frame(width: size.width, height: size.height))
    }

    static func toggle(_ view: UISwitch) -> ControlContent {
        let on = view.isOn
        let colour = view.onTintColor
        return ControlContent(values: "toggle \(on) \(String(describing: colour))") { _ in
            AnyView(Toggle("", isOn: .constant(on)).labelsHidden().tint(colour.map { Color(uiColor: $0) }))
        }
    }

    static func slider(_ view: UISlider) -> ControlContent {
        let low = Double(view.minimumValue)
        let high = Double(max(view.maximumValue, view.minimumValue))
        let value = min(max(Double(view.value), low), high)
        let colour = view.minimumTrackTintColor
        return ControlContent(values: "slider \(low) \(high) \(value) \(String(describing: colour))") { tint in
            AnyView(
                Slider(value: .constant(value), in: low...(high > low ? high : low + 1))
                    .tint(Color(uiColor: colour ?? tint)))
        }
    }

    static func progress(_ view: UIProgressView) -> ControlContent {
        let value = min(max(Double(view.progress), 0), 1)
        let colour = view.progressTintColor
        return ControlContent(values: "progress \(value) \(String(describing: colour))") { tint in
            AnyView(ProgressView(value: value).tint(Color(uiColor: colour ?? tint)))
        }
    }

    static func segments(_ view: UISegmentedControl) -> ControlContent {
        let titles = view.segmentTitles
        let selected = view.selectedSegmentIndex
        return ControlContent(values: "segments \(titles) \(selected)") { _ in
            AnyView(
                Picker("", selection: .constant(selected)) {
                    ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                        Text(verbatim: title).tag(index)
                    }
                }
                .pickerStyle(.segmented).labelsHidden())
        }
    }
}
