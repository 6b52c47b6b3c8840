/// How a context samples an image drawn scaled: `.none` takes the nearest pixel, the others
/// sample smoothly (bilinear, mipmapped when drawn smaller).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
