import Foundation
import SwiftUI

/// What a widget shows at a date: `struct SimpleEntry: TimelineEntry { let date: Date }`.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is (for Smart Stacks): kept, without effect.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// A widget's entries and when to ask for the next ones.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit asks a provider for a new timeline: a render asks once.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    let date: Date?
    public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
    public static let never = TimelineReloadPolicy(name: "never", date: nil)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// What a provider is told of the widget it provides for.
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    public let environmentVariants: EnvironmentVariants

    init(family: WidgetFamily) {
        self.family = family
        self.isPreview = true
        self.displaySize = family.size
        self.environmentVariants = EnvironmentVariants()
    }

    public struct EnvironmentVariants {}
}

/// Provides a widget's entries: a placeholder, a snapshot and a timeline.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Reloads widgets' timelines: a render has one timeline.
public final class WidgetCenter: @unchecked Sendable {
    public static var shared: WidgetCenter { WidgetCenter() }
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        completion(.success([]))
    }
    public func invalidateConfigurationRecommendations() {}
}

/// A configured widget.
public struct WidgetInfo {
    public let kind: String
    public let family: WidgetFamily
}
