import XCTest

@testable import SwiftUI

/// The layout of a representable's view tree at a size (`UIViewLayoutSolver`): autoresizing,
/// stack views and Auto Layout, read as the frames it gives (in the root's coordinates).
final class UIViewLayoutSolverTests: XCTestCase {
    func frames(_ root: UIView, size: CGSize) -> (frames: [CGRect], ambiguous: Bool) {
        let (tree, views) = UIViewSnapshot.capture(root)
        let (constraints, _) = UIViewConstraint.capture(views)
        let solved = UIViewLayoutSolver(tree, constraints: constraints).frames(size: size)
        return (views.indices.map { solved.frames[$0]! }, solved.ambiguous)
    }

    func testAutoresizingFollowsTheSizeTheViewIsGiven() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(fill)
        root.addSubview(corner)
        root.addSubview(fixed)
        let result = frames(root, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(result.frames[1], CGRect(x: 10, y: 10, width: 280, height: 180))
        XCTAssertEqual(result.frames[2], CGRect(x: 270, y: 170, width: 20, height: 20))
        XCTAssertEqual(result.frames[3], CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertFalse(result.ambiguous)
    }

    func testConstraintsCentreSizeAndRelateSiblings() {
        let root = UIView()
        let box = UIView()
        let below = UIView()
        for view in [box, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -20),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalToConstant: 40),
            below.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 10),
            below.heightAnchor.constraint(equalTo: below.widthAnchor),
        ])
        let result = frames(root, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(result.frames[1], CGRect(x: 50, y: 110, width: 100, height: 40))
        XCTAssertEqual(result.frames[2], CGRect(x: 50, y: 158, width: 60, height: 60))
        XCTAssertFalse(result.ambiguous)
    }

    func testMarginsAndPrioritiesDecideAsUIKitDoes() {
        let root = UIView()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let low = bar.heightAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        NSLayoutConstraint.activate([
            low,
            bar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        let result = frames(root, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(result.frames[1], CGRect(x: 16, y: 0, width: 168, height: 44))
    }

    func testAViewConstraintsDoNotPlaceIsReportedAndKeepsItsFrame() {
        let root = UIView()
        let loose = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 6))
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 50)])
        let result = frames(root, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(result.ambiguous)
        XCTAssertEqual(result.frames[1], CGRect(x: 3, y: 4, width: 50, height: 6))
    }

    func testAHorizontalStackFillsEquallyWithSpacing() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.axis = .horizontal
        stack.spacing = 10
        stack.distribution = .fillEqually
        let result = frames(stack, size: CGSize(width: 320, height: 50))
        XCTAssertEqual(result.frames[1], CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(result.frames[2], CGRect(x: 110, y: 0, width: 100, height: 50))
        XCTAssertEqual(result.frames[3], CGRect(x: 220, y: 0, width: 100, height: 50))
    }
}
