/// A glyph's index in a font: Core Graphics' `CGGlyph`.
public typealias CGGlyph = UInt16
