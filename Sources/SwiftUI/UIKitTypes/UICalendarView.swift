import Foundation

/// UIKit's calendar (iOS 16), as representables make it: like every UIKit view here it is not
/// drawn (a SwiftUI `DatePicker` with the graphical style draws the calendar iOS shows).
open class UICalendarView: UIView {
    /// What a person may select: one date, several, or none.
    open var selectionBehavior: UICalendarSelection?
    /// The calendar's delegate, asked for decorations (never, in a render).
    open weak var delegate: UICalendarViewDelegate?
    open var calendar = Calendar(identifier: .gregorian)
    open var locale = Locale(identifier: "en_US")
    open var timeZone: TimeZone?
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    open var visibleDateComponents = DateComponents()
    open var wantsDateDecorations = true

    /// Shows the month of `dateComponents`.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        visibleDateComponents = dateComponents
    }

    /// Asks the delegate again for the decorations of `dates` (never, in a render).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}
}

/// A calendar's delegate: UIKit's `UICalendarViewDelegate`.
public protocol UICalendarViewDelegate: AnyObject {
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
}

extension UICalendarViewDelegate {
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
        -> UICalendarView.Decoration?
    { nil }
}

extension UICalendarView {
    /// A mark under a day: UIKit's `UICalendarView.Decoration`.
    public struct Decoration {
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration()
        }
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium)
            -> Decoration
        { Decoration() }
    }

    /// The size of a day's decoration.
    public enum DecorationSize: Int, Sendable { case small, medium, large }
}

/// What a calendar lets a person select.
open class UICalendarSelection: NSObject {}

/// One date selected at a time: UIKit's `UICalendarSelectionSingleDate`.
open class UICalendarSelectionSingleDate: UICalendarSelection {
    open var selectedDate: DateComponents?
    public init(delegate: UICalendarSelectionSingleDateDelegate?) {}
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// Several dates selected: UIKit's `UICalendarSelectionMultiDate`.
open class UICalendarSelectionMultiDate: UICalendarSelection {
    open var selectedDates: [DateComponents] = []
    public init(delegate: UICalendarSelectionMultiDateDelegate?) {}
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }
}

/// Told when a single date is selected (never, in a render).
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
}

/// Told when dates are selected (never, in a render).
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
}
