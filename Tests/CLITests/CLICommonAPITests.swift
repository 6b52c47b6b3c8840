import Foundation
import Media
import XCTest

/// SwiftUI and Foundation names many SwiftUI files use (issue 33, item 1's coverage), compiled
/// as a user's file is and drawn or run as iOS would in a video.
final class CLICommonAPITests: CLITestCase {
    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.premultipliedRGBA[i..<i + 4])
    }

    func testAsyncImagesShowTheirPlaceholders() throws {
        let scene = try writeScene(
            "images.swift",
            """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 10, height: 10)
                        AsyncImage(url: URL(string: "https://example.com/b.png")) { image in
                            image.resizable()
                        } placeholder: {
                            Color.purple
                        }
                        .frame(width: 10, height: 10)
                        AsyncImage(url: nil) { phase in
                            if phase.image == nil { Color.blue } else { Color.red }
                        }
                        .frame(width: 10, height: 10)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            """)
        let out = file("images.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x30", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        // The default placeholder (secondarySystemFill over white), the placeholder closure's
        // view, and the content of the `.empty` phase.
        XCTAssertEqual(pixel(image, 5, 5), [233, 233, 235, 255])
        XCTAssertEqual(pixel(image, 5, 15), [175, 82, 222, 255])
        XCTAssertEqual(pixel(image, 5, 25), [0, 122, 255, 255])
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(
            warnings,
            [
                "\(scene):5:13: warning: 'AsyncImage' is drawn as its placeholder: remote images are not fetched",
                "\(scene):6:13: warning: 'AsyncImage' is drawn as its placeholder: remote images are not fetched",
            ], r.stderr)
    }

    func testNetworkingFailsOfflineAndFoundationsFormattersWrite() throws {
        let scene = try writeScene(
            "foundation.swift",
            """
            import SwiftUI
            import UniformTypeIdentifiers

            struct Screen: View {
                @Environment(\\.presentationMode) var presentationMode
                @State private var status = "loading"
                var body: some View {
                    Text(status)
                        .onAppear {
                            presentationMode.wrappedValue.dismiss()
                            var request = URLRequest(url: URL(string: "https://example.com/api")!)
                            request.httpMethod = "POST"
                            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                            URLSession.shared.dataTask(with: request) { data, response, error in
                                print("completion:", (error as? URLError)?.code == .notConnectedToInternet, data == nil)
                            }.resume()
                            Task {
                                do {
                                    _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                                } catch {
                                    print("async:", (error as? URLError)?.code == .notConnectedToInternet)
                                }
                            }
                            let duration = DateComponentsFormatter()
                            duration.unitsStyle = .positional
                            duration.allowedUnits = [.minute, .second]
                            let relative = RelativeDateTimeFormatter()
                            print(duration.string(from: 125) ?? "", "|", relative.localizedString(fromTimeInterval: -7200))
                            print(ListFormatter.localizedString(byJoining: ["a", "b", "c"]), "|", UTType.png.identifier)
                        }
                }
            }
            """)
        let r = try run(["frame", scene, "--time", "1", "-o", file("f.png"), "--size", "40x40", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("2:05 | 2 hours ago\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("a, b, and c | public.png\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("completion: true true\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("async: true\n"), r.stdout)
    }

    /// A sheet presented from the start is drawn over the view as iOS draws it at rest (a
    /// 200-point sheet at its smallest detent, the view above it dimmed), without a warning (it
    /// warned "'sheet' is not drawn while presented" and drew the green view alone).
    func testAPresentedSheetIsDrawnOverTheView() throws {
        let scene = try writeScene(
            "sheet.swift",
            """
            import SwiftUI
            struct Screen: View {
                @State private var showsSheet = true
                @State private var showsAlert = false
                var body: some View {
                    Color.green
                        .sheet(isPresented: $showsSheet) {
                            Text("Sheet").presentationDetents([.medium, .height(200)])
                        }
                        .alert("Hello", isPresented: $showsAlert) { Button("OK") {} } message: { Text("m") }
                }
            }
            """)
        let out = file("sheet.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try ImageFile.read(path: out)
        XCTAssertEqual(pixel(image, 195, 100), [42, 159, 71, 255], "the green view under 20 % black")
        XCTAssertEqual(pixel(image, 195, image.height - 2), [255, 255, 255, 255], "the sheet at the bottom")
        XCTAssertEqual(r.stderr.split(separator: "\n").filter { $0.contains("warning:") }, [], r.stderr)
    }

    func testAppCommandsDragAndDropAndWindowActionsCompileAndLeaveTheViewAsItIs() throws {
        let scene = try writeScene(
            "app.swift",
            """
            import SwiftUI
            import UniformTypeIdentifiers

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { Board() }
                        .commands {
                            CommandMenu("Notes") { Button("New") {} }
                            CommandGroup(replacing: .newItem) {}
                            SidebarCommands()
                        }
                }
            }

            struct Board: View {
                @Environment(\\.openWindow) private var openWindow
                @Environment(\\.isSearching) private var isSearching
                @Environment(\\.undoManager) private var undoManager
                var body: some View {
                    (isSearching || undoManager != nil ? Color.red : Color.green)
                        .onDrop(of: [.plainText], isTargeted: nil) { providers in true }
                        .onDrag { NSItemProvider() }
                        .contextMenu(ContextMenu { Button("Open") { openWindow(id: "note") } })
                        .containerBackground(.blue, for: .widget)
                        .allowsTightening(true)
                }
            }
            """)
        let out = file("app.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x10", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(pixel(try ImageFile.read(path: out), 5, 5), [52, 199, 89, 255])
    }

    /// What iOS draws nothing for in a video compiles as iOS code writes it and leaves the view
    /// as it is: drag and drop with `Transferable` and its representations, focused values,
    /// VoiceOver's focus, key presses, renaming, the menu and toolbar options, `CGVector`.
    func testFocusKeysTransfersAndRestingOptionsCompileAndLeaveTheViewAsItIs() throws {
        let scene = try writeScene(
            "rest.swift",
            """
            import SwiftUI
            import UniformTypeIdentifiers

            struct Note: Codable, Transferable {
                var title: String
                static var transferRepresentation: some TransferRepresentation {
                    CodableRepresentation(contentType: .note)
                    ProxyRepresentation(exporting: \\.title)
                }
            }

            extension UTType {
                static let note = UTType(exportedAs: "com.example.note")
            }

            struct SelectedNoteKey: FocusedValueKey {
                typealias Value = Binding<Note>
            }

            extension FocusedValues {
                var selectedNote: Binding<Note>? {
                    get { self[SelectedNoteKey.self] }
                    set { self[SelectedNoteKey.self] = newValue }
                }
            }

            struct Board: View {
                @State private var note = Note(title: "a")
                @FocusedBinding(\\.selectedNote) private var focusedNote
                @FocusedValue(\\.selectedNote) private var focusedValue
                @AccessibilityFocusState private var isHeaderFocused: Bool
                @FocusState private var isRenaming: Bool
                let push = CGVector(dx: 3, dy: 4)
                var body: some View {
                    (focusedNote == nil && focusedValue == nil && !isHeaderFocused && push.dx == 3 ? Color.green : Color.red)
                        .draggable(note)
                        .draggable("text") { Text("Preview") }
                        .dropDestination(for: Note.self) { notes, location in true } isTargeted: { _ in }
                        .dropDestination(for: String.self) { strings, _ in false }
                        .focusedValue(\\.selectedNote, $note)
                        .accessibilityFocused($isHeaderFocused)
                        .focusEffectDisabled()
                        .onKeyPress(.return) { .handled }
                        .onKeyPress(keys: [.upArrow, .downArrow]) { press in press.key == .upArrow ? .handled : .ignored }
                        .onKeyPress(characters: .letters, phases: .down) { _ in .ignored }
                        .renameAction { note.title = "b" }
                        .renameAction($isRenaming)
                        .menuIndicator(.hidden)
                        .menuOrder(.fixed)
                        .toolbarRole(.editor)
                        .selectionDisabled()
                        .scrollIndicatorsFlash(onAppear: true)
                        .defersSystemGestures(on: .vertical)
                        .gesture(TapGesture().modifiers(.shift).onEnded { note.title = "c" })
                }
            }

            #Preview { Board() }
            """)
        let out = file("rest.png")
        let r = try run(["frame", scene, "--time", "0", "-o", out, "--size", "10x10", "--scale", "1"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(pixel(try ImageFile.read(path: out), 5, 5), [52, 199, 89, 255])
    }
}
