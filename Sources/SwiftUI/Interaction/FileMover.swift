import Foundation

extension View {
    /// Presents the Files picker to move a file: the picker is not drawn while presented, and
    /// nothing is moved.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, Error>) -> Void
    ) -> some View { self }

    /// Presents the Files picker to move files: the picker is not drawn while presented, and
    /// nothing is moved.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], Error>) -> Void
    ) -> some View where C.Element == URL { self }
}
