import Foundation

/// Where an Objective-C style API writes its error: Foundation's `NSErrorPointer`, which Linux's
/// Foundation lacks. Apple's is an autoreleasing pointer; Linux has none, so it is a plain one.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
