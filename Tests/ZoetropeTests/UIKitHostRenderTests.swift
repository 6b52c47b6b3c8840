import Raster
import SwiftUI
import XCTest
import Zoetrope

/// UIKit views inside SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`), drawn
/// through the whole engine as a compiled scene draws them. The canvas is 390 × 844; a 200-pt
/// square at its centre spans x 95…295, y 322…522.
final class UIKitHostRenderTests: XCTestCase {
    func settings() -> RenderSettings {
        var s = RenderSettings()
        s.scale = 1
        s.threads = 2
        return s
    }

    static let red = [255, 0, 0, 255]
    static let blue = [0, 0, 255, 255]
    static let green = [0, 255, 0, 255]
    static let clear = [0, 0, 0, 0]

    /// A red UIView with a 40-pt corner radius.
    struct RoundedRed: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            view.layer.cornerRadius = 40
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    func testARepresentablesViewIsDrawnWithItsBackgroundAndCornerRadius() throws {
        let renderer = try loadScene(
            { RoundedRed().frame(width: 200, height: 200) }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        assertColor(image, 195, 422, Self.red, "the middle")
        assertColor(image, 95 + 45, 322 + 2, Self.red, "the top edge past the corner")
        assertColor(image, 95 + 3, 322 + 3, Self.clear, "the rounded corner")
        assertColor(image, 295 - 3, 522 - 3, Self.clear, "the opposite corner")
        assertColor(image, 90, 422, Self.clear, "outside")
    }

    /// A label of blue text, centred.
    struct BlueLabel: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = "Hello"
            label.font = UIFont.boldSystemFont(ofSize: 40)
            label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            label.textAlignment = .center
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
    }

    /// The pixels' bounds where `isInk` holds, in `rows` and `columns`.
    func inkBounds(
        _ image: PixelBuffer, rows: Range<Int>, columns: Range<Int>, _ isInk: ([Int]) -> Bool
    ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in rows {
            for x in columns where isInk(rgba(image, x, y)) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return minX <= maxX ? (minX, minY, maxX, maxY) : nil
    }

    func isBlue(_ p: [Int]) -> Bool { p[2] > 128 && p[0] < 60 }
    func isRed(_ p: [Int]) -> Bool { p[0] > 128 && p[2] < 60 }

    func testALabelsTextIsDrawnInItsFontColourAndAlignment() throws {
        let renderer = try loadScene(
            { BlueLabel().frame(width: 300, height: 100) }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        let ink = try XCTUnwrap(inkBounds(image, rows: 372..<472, columns: 45..<345, isBlue), "no text drawn")
        // "Hello" in 40-pt bold is about 100 pt wide and 30 high: centred in the frame both ways.
        XCTAssertEqual(Double(ink.minX + ink.maxX) / 2, 195, accuracy: 4, "centred across")
        XCTAssertEqual(Double(ink.minY + ink.maxY) / 2, 422, accuracy: 6, "centred down")
        XCTAssertGreaterThan(ink.maxX - ink.minX, 80)
        XCTAssertLessThan(ink.maxX - ink.minX, 130)
        XCTAssertGreaterThan(ink.maxY - ink.minY, 20)
    }

    /// A label's representable takes the label's intrinsic size: the square under it in a
    /// stack starts where the text's line ends (an empty view of the size offered would push
    /// it to the bottom of the canvas).
    func testARepresentableTakesItsViewsIntrinsicSize() throws {
        let renderer = try loadScene(
            {
                VStack(spacing: 0) {
                    BlueLabel()
                    Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50)
                }
            }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        // A line of 40-pt text is 48 pt high: the stack is 98 pt high, centred at 422.
        let square = try XCTUnwrap(inkBounds(image, rows: 0..<844, columns: 0..<390, isRed), "no square")
        XCTAssertEqual(square.minY, 373 + 48, accuracy: 1)
        let text = try XCTUnwrap(inkBounds(image, rows: 0..<844, columns: 0..<390, isBlue), "no text")
        XCTAssertGreaterThanOrEqual(text.minY, 373)
        XCTAssertLessThan(text.maxY, square.minY)
        // As wide as the text: the stack centres it.
        XCTAssertEqual(Double(text.minX + text.maxX) / 2, 195, accuracy: 3)
    }

    /// A vertical stack view of a red label over a blue one, 12 pt apart, centred.
    struct TwoLabels: UIViewRepresentable {
        func makeUIView(context: Context) -> UIStackView {
            let top = UILabel()
            top.text = "Top"
            top.font = UIFont.systemFont(ofSize: 30)
            top.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let bottom = UILabel()
            bottom.text = "Bottom"
            bottom.font = UIFont.systemFont(ofSize: 30)
            bottom.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            let stack = UIStackView(arrangedSubviews: [top, bottom])
            stack.axis = .vertical
            stack.spacing = 12
            stack.alignment = .center
            return stack
        }
        func updateUIView(_ uiView: UIStackView, context: Context) {}
    }

    func testAStackViewArrangesItsLabelsAlongItsAxis() throws {
        // The stack has no size of its own: it fills the 300 × 200 frame, the last label
        // taking the room left (its text centred in it).
        let renderer = try loadScene(
            { TwoLabels().frame(width: 300, height: 200) }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        let top = try XCTUnwrap(inkBounds(image, rows: 322..<522, columns: 45..<345, isRed), "no top label")
        let bottom = try XCTUnwrap(inkBounds(image, rows: 322..<522, columns: 45..<345, isBlue), "no bottom label")
        XCTAssertLessThan(top.maxY, bottom.minY, "the first label above the second")
        XCTAssertLessThan(top.minY, 322 + 12, "the first label at the stack's top")
        XCTAssertEqual(Double(top.minX + top.maxX) / 2, 195, accuracy: 3, "centred across")
        XCTAssertEqual(Double(bottom.minX + bottom.maxX) / 2, 195, accuracy: 3, "centred across")
        // The second label fills the rest (from about 322 + 36 + 12 to 522): its text is centred there.
        XCTAssertEqual(Double(bottom.minY + bottom.maxY) / 2, (322 + 36 + 12 + 522) / 2, accuracy: 8)
    }

    /// A green view with a red subview pinned 20 pt inside its edges by Auto Layout.
    struct Pinned: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            let inner = UIView()
            inner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            inner.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(inner)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
                inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                container.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 20),
            ])
            return container
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    func testAutoLayoutPinsASubview20PointsInsideItsSuperview() throws {
        let renderer = try loadScene(
            { Pinned().frame(width: 200, height: 200) }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        let inner = try XCTUnwrap(inkBounds(image, rows: 300..<550, columns: 80..<310, isRed), "no subview")
        XCTAssertEqual(inner.minX, 115)
        XCTAssertEqual(inner.maxX, 274)
        XCTAssertEqual(inner.minY, 342)
        XCTAssertEqual(inner.maxY, 501)
        assertColor(image, 100, 330, Self.green, "the container around it")
        assertColor(image, 285, 512, Self.green, "the container around it")
    }

    /// A large red spinner, turning; beside it a stopped one that hides.
    struct Spinners: UIViewRepresentable {
        var animating: Bool
        func makeUIView(context: Context) -> UIActivityIndicatorView {
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return spinner
        }
        func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
            if animating { uiView.startAnimating() } else { uiView.stopAnimating() }
        }
    }

    func testASpinnerTurnsWhileItIsAnimatingAndHidesWhenStopped() throws {
        let renderer = try loadScene(
            { Spinners(animating: true).frame(width: 100, height: 100) }, path: TestScenes.thisFile,
            settings: settings())
        let first = renderer.frame(at: 0)
        let later = renderer.frame(at: 0.3)
        // Every bar, the faint ones included (red at any alpha over the clear canvas).
        let anyInk: ([Int]) -> Bool = { $0[3] > 20 }
        let ink = try XCTUnwrap(inkBounds(first, rows: 372..<472, columns: 145..<245, anyInk), "no spinner")
        // 37 pt wide, as iOS's large spinner, at the frame's centre.
        XCTAssertEqual(Double(ink.maxX - ink.minX), 37, accuracy: 6)
        XCTAssertEqual(Double(ink.minX + ink.maxX) / 2, 195, accuracy: 1.5)
        var differing = 0
        for y in 372..<472 { for x in 145..<245 where rgba(first, x, y) != rgba(later, x, y) { differing += 1 } }
        XCTAssertGreaterThan(differing, 50, "the spinner turned")

        let stopped = try loadScene(
            { Spinners(animating: false).frame(width: 100, height: 100) }, path: TestScenes.thisFile,
            settings: settings())
        XCTAssertNil(
            inkBounds(stopped.frame(at: 0), rows: 372..<472, columns: 145..<245, anyInk), "hidden when stopped")
    }

    /// Black and white stripes 10 pt wide over the canvas, with a card over them.
    struct Striped<Card: View>: View {
        var card: Card
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<39) { i in (i % 2 == 0 ? Color.black : Color.white).frame(width: 10) }
                }
                card.frame(width: 200, height: 200)
            }
        }
    }

    struct Blur: UIViewRepresentable {
        func makeUIView(context: Context) -> UIVisualEffectView {
            UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
    }

    func testABlurEffectViewIsDrawnAsTheMatchingMaterial() throws {
        let blurred = try loadScene(
            { Striped(card: Blur()) }, path: TestScenes.thisFile, settings: settings()
        ).frame(at: 0)
        let material = try loadScene(
            { Striped(card: Rectangle().fill(.ultraThinMaterial)) }, path: TestScenes.thisFile, settings: settings()
        ).frame(at: 0)
        for (x, y) in [(195, 422), (120, 350), (280, 500), (60, 422)] {
            assertColor(blurred, x, y, rgba(material, x, y), tolerance: 1, "as the SwiftUI material")
        }
        // The stripes are blurred under the card: neither black nor white.
        let middle = rgba(blurred, 195, 422)
        XCTAssertGreaterThan(middle[0], 60)
        XCTAssertLessThan(middle[0], 250)
    }

    /// A view whose colour `updateUIView` sets from the scene's state: red, then (the same view,
    /// updated a second time) blue; a new view at each update would be green.
    struct Updated: UIViewRepresentable {
        var on: Bool
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
            uiView.tag += 1
            uiView.backgroundColor =
                !on
                ? UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                : uiView.tag >= 2
                    ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
    }

    struct Switching: View {
        @State private var on = false
        var body: some View {
            Updated(on: on).frame(width: 200, height: 200)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { on = true } }
        }
    }

    func testUpdateUIViewSeesStateChangesOnTheSameView() throws {
        let renderer = try loadScene({ Switching() }, path: TestScenes.thisFile, settings: settings())
        assertColor(renderer.frame(at: 0), 195, 422, Self.red, "before the change")
        assertColor(renderer.frame(at: 1), 195, 422, Self.blue, "after it, on the view made first")
    }
    /// A page controller showing a controller whose view is blue.
    struct Pages: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIPageViewController {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let page = UIViewController()
            page.view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            pages.setViewControllers([page], direction: .forward, animated: false)
            return pages
        }
        func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
    }

    func testAPageControllerShowsItsCurrentPagesView() throws {
        let renderer = try loadScene(
            { Pages().frame(width: 200, height: 200) }, path: TestScenes.thisFile, settings: settings())
        let image = renderer.frame(at: 0)
        assertColor(image, 100, 330, Self.blue, "the page fills the controller's view")
        assertColor(image, 290, 515, Self.blue, "the page fills the controller's view")
        assertColor(image, 90, 330, Self.clear, "outside")
    }
}
