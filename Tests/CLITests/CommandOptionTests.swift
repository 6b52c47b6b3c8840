import XCTest

@testable import ZoetropeCLI

/// Each command's table of options is what its parser accepts and what its `--help` shows.
final class CommandOptionTests: XCTestCase {
    private let commands: [(String, [CommandOption], String)] = [
        ("render", CommandOption.render, Help.render), ("frame", CommandOption.frame, Help.frame),
        ("sheet", CommandOption.sheet, Help.sheet), ("concat", CommandOption.concat, Help.concat),
        ("bench", CommandOption.bench, Help.bench), ("timeline", CommandOption.timeline, Help.timeline),
        ("preview", CommandOption.preview, Help.preview),
    ]

    func testEveryOptionIsShownAndTakenAndNoOtherIsTaken() throws {
        for (name, table, help) in commands {
            for option in table {
                let shown = help.contains("  " + (option.alias.map { "\($0), " } ?? "") + option.flag)
                XCTAssertEqual(shown, !option.hidden, "\(name) \(option.flag)")
                let args = [option.alias ?? option.flag] + (option.placeholder == nil ? [] : ["1"])
                XCTAssertNoThrow(try ParsedArguments(args, options: table), "\(name) \(option.flag)")
            }
            // A flag of another command is refused.
            XCTAssertThrowsError(try ParsedArguments(["--port", "1"], options: name == "preview" ? [] : table))
        }
        // Preview's frames take what preview passes on, not its server's flags.
        XCTAssertThrowsError(try ParsedArguments(["--port", "1"], options: CommandOption.previewFrames))
    }

    /// An integer is checked against its table's range, with the range in the message.
    func testIntegerRangesComeFromTheTable() throws {
        let parsed = try ParsedArguments(["--fps", "241", "--seed", "7"], options: CommandOption.render)
        XCTAssertEqual(try parsed.int("--seed"), 7)
        XCTAssertThrowsError(try parsed.int("--fps")) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message, "invalid value '241' for '--fps': expected an integer from 1 to 240")
        }
        let width = try ParsedArguments(["--width", "39"], options: CommandOption.timeline)
        XCTAssertThrowsError(try width.int("--width"))
    }

    /// Help lines stay within 80 columns.
    func testHelpFitsEightyColumns() {
        for (name, _, help) in commands {
            XCTAssertEqual(help.split(separator: "\n").filter { $0.count > 80 }, [], name)
        }
    }
}
