import Foundation
import Media
import XCTest

/// The UIKit that SwiftUI files touch (issue 33, item 3), compiled as a user's file is: UIKit
/// views in representables are drawn (a system controller as its view's background, with one
/// warning), `#selector` and `@objc`
/// compile without an Objective-C runtime, haptics and `UIApplication.shared` do nothing
/// visible, and `UIDevice`, `UIScreen` and the window's safe area are the render's device's.
final class CLIUIKitTests: CLITestCase {
    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.premultipliedRGBA[i..<i + 4])
    }

    private let red: [UInt8] = [255, 59, 48, 255]
    private let blue: [UInt8] = [0, 122, 255, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    func testRepresentablesTakeTheirSizeAndASystemControllerWarnsOnceAtItsDeclaration() throws {
        let scene = try writeScene(
            "representable.swift",
            """
            import SwiftUI
            import UIKit

            struct Notes: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    view.layer.cornerRadius = 8
                    return view
                }
                func updateUIView(_ uiView: UITextView, context: Context) { uiView.text = text }
                func makeCoordinator() -> Coordinator { Coordinator() }
                class Coordinator: NSObject, UITextViewDelegate {
                    @objc func done() {}
                }
            }

            struct PhotoPicker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIImagePickerController {
                    let picker = UIImagePickerController()
                    picker.delegate = context.coordinator
                    return picker
                }
                func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}
            }

            struct Screen: View {
                @State private var text = "hi"
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 10)
                        Notes(text: $text).frame(height: 10)
                        PhotoPicker().frame(height: 5)
                        Notes(text: $text).frame(height: 5)
                        Color.blue
                    }
                    .onAppear {
                        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        UISelectionFeedbackGenerator().selectionChanged()
                        UIApplication.shared.sendAction(
                            #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                        UIApplication.shared.open(URL(string: "https://example.com")!)
                    }
                }
            }
            """)
        let out = file("r.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x40", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        XCTAssertEqual(pixel(image, 5, 5), red)
        // The three representables: 20 points between the red and the blue, where a text view
        // too short for its text's inset and an image picker draw nothing.
        for y in [11, 18, 25, 29] { XCTAssertEqual(pixel(image, 5, y), white, "y \(y)") }
        XCTAssertEqual(pixel(image, 5, 31), blue)
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(
            warnings,
            [
                "\(scene):19:8: warning: An image picker in 'PhotoPicker' is drawn as its view's background: "
                    + "the system's interface is not in Zoetrope"
            ], r.stderr)
    }

    func testTheDeviceTheScreenAndTheWindowAreTheRendersDevices() throws {
        // Red bars as tall as the window's top inset and as wide as a quarter of the screen's
        // width, and blue below when the device is an iPad running iOS 17.0.
        let scene = try writeScene(
            "device.swift",
            """
            import SwiftUI
            struct Screen: View {
                var window: UIWindow? {
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
                }
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(
                            width: UIScreen.main.bounds.width / 4, height: window?.safeAreaInsets.top ?? 0)
                        if UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.systemVersion == "17.0"
                            && UIDevice.current.model == "iPad"
                        {
                            Color.blue
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .ignoresSafeArea()
                }
            }
            """)
        let phone = file("phone.png")
        var r = try run(["frame", scene, "--time", "0", "-o", phone, "--device", "iPhone 15", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        var image = try ImageFile.read(path: phone)
        // iPhone 15: 393 points wide, 59 points of safe area at the top, not an iPad.
        XCTAssertEqual(pixel(image, 97, 58), red)
        XCTAssertEqual(pixel(image, 99, 58), white)
        XCTAssertEqual(pixel(image, 50, 60), white)
        XCTAssertEqual(pixel(image, 50, 400), white)

        let pad = file("pad.png")
        r = try run(["frame", scene, "--time", "0", "-o", pad, "--device", "iPad Air", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        image = try ImageFile.read(path: pad)
        // iPad Air: 820 points wide, 24 at the top; an iPad, so the blue is there.
        XCTAssertEqual(pixel(image, 204, 23), red)
        XCTAssertEqual(pixel(image, 206, 23), white)
        XCTAssertEqual(pixel(image, 50, 400), blue)
    }

    func testAppearanceProxiesCompileAndAreNotDrawnWithAWarningAtEachLine() throws {
        let scene = try writeScene(
            "appearance.swift",
            """
            import SwiftUI
            struct Screen: View {
                init() {
                    UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]
                    let bar = UINavigationBarAppearance()
                    bar.configureWithOpaqueBackground()
                    bar.backgroundColor = .systemBlue
                    bar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]
                    UIBarButtonItem.appearance().tintColor = .white
                }
                var body: some View { Color.green }
            }
            """)
        let out = file("appearance.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x10", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(pixel(try ImageFile.read(path: out), 5, 5), [52, 199, 89, 255])
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        let message = "'appearance()' is ignored: Zoetrope draws bars and controls as iOS does by default"
        XCTAssertEqual(
            warnings, ["\(scene):4:25: warning: \(message)", "\(scene):9:25: warning: \(message)"], r.stderr)
    }
}
