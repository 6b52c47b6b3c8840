/// An image loaded from a URL: SwiftUI's `AsyncImage`. A render fetches nothing (it has no
/// network, and a video must come out the same every time), so the view stays in its first
/// phase, `.empty`, as iOS shows it before the image arrives: the `placeholder` closure, the
/// `content` closure's view for `.empty`, or the default placeholder, a grey rectangle that
/// fills the space offered (Apple documents a grey placeholder; its grey here is UIKit's
/// `secondarySystemFill`). A URL to fetch is warned about once at its line.
public struct AsyncImage<Content: View>: View {
    let resting: AnyView

    /// The image at `url`, with the default placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1, line: Int = #line, column: Int = #column) where Content == Image {
        AsyncImage.warnAboutFetching(url, line: line, column: column)
        resting = AnyView(Color(uiColor: .secondarySystemFill))
    }

    /// The image at `url` through `content`, with `placeholder` until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P, line: Int = #line, column: Int = #column
    ) where Content == _ConditionalContent<I, P> {
        AsyncImage.warnAboutFetching(url, line: line, column: column)
        resting = AnyView(placeholder())
    }

    /// The image at `url`, drawn by `content` for each phase of its loading.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content, line: Int = #line, column: Int = #column
    ) {
        AsyncImage.warnAboutFetching(url, line: line, column: column)
        resting = AnyView(content(.empty))
    }

    public var body: some View { resting }

    static func warnAboutFetching(_ url: URL?, line: Int, column: Int) {
        guard url != nil else { return }
        RuntimeWarning.emit(
            "'AsyncImage' is drawn as its placeholder: remote images are not fetched", line: line, column: column)
    }
}

/// The phases of an `AsyncImage`'s loading; a render stays at `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, if it did.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
