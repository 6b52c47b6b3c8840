import Foundation
import SceneGraph
import Timeline

/// The JSON documents of `zoetrope timeline --json` and `zoetrope frame --dump`, written in a
/// fixed key order (so that tools and CI can diff them).
enum TimelineReport {
    /// A JSON value whose objects keep their keys in order.
    indirect enum JSON {
        case object([(String, JSON)])
        case array([JSON])
        case string(String)
        case number(Double)
        case integer(Int)
        case bool(Bool)
        case null

        static func number(_ value: Double?) -> JSON { value.map { .number($0) } ?? .null }
    }

    /// Pretty-printed text (two-space indent) with a final newline.
    static func text(_ value: JSON) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSON, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{\n"
            for (i, (key, member)) in members.enumerated() {
                out += inner + quoted(key) + ": "
                write(member, indent: inner, into: &out)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .array(let items):
            guard !items.isEmpty else { return out += "[]" }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .string(let s): out += quoted(s)
        case .number(let d): out += number(d)
        case .integer(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// Ten significant digits: exact enough for any probe, and `1` rather than
    /// `0.9999999999999999`. Numbers that are not finite become null.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let text = String(format: "%.10g", d)
        return text == "-0" ? "0" : text
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
