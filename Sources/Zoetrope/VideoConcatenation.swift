import Media

/// `zoetrope concat`: videos joined one after another by copying their packets.
public enum VideoConcatenation {
    /// Writes `inputs` one after another into `output` (atomically) and returns the number of
    /// frames written. A file that cannot be read or written is a `.file` error, inputs that
    /// cannot be joined a `.missingInput` error, an output whose container cannot hold their codec
    /// a `.setting` error.
    public static func join(_ inputs: [String], to output: String, isCancelled: @escaping () -> Bool)
        throws(ZoetropeError) -> Int
    {
        do {
            return try VideoConcatenator.concatenate(inputs, to: output, isCancelled: isCancelled)
        } catch let mismatch as CodecContainerMismatch {
            throw .setting(.codecNotInFile(mismatch.codec, path: mismatch.path))
        } catch let error as MediaError {
            if isCancelled() { throw .interrupted }
            if error.file == nil, error.concernsInput { throw .missingInput(.message(error.reason)) }
            throw .writing(error)
        } catch {
            throw .internal("\(error)")
        }
    }
}
