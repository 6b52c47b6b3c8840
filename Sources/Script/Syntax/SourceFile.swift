/// A parsed scene file: the structs it declares (imports and previews are dropped).
struct SourceFile {
    var structs: [StructDeclaration]
}
