/// A parsed scene file: its top-level types and extensions (imports and previews are dropped).
struct SourceFile {
    var types: [TypeDeclaration]
    var extensions: [TypeDeclaration] = []
}
