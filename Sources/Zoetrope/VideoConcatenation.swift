import Media

/// `zoetrope concat`: videos joined one after another by copying their packets.
public enum VideoConcatenation {
    /// Writes `inputs` one after another into `output` (atomically) and returns the number of
    /// frames written. An input that cannot be read or joined is a `.missingInput` error, an
    /// output that cannot be written an `.output` error.
    public static func join(_ inputs: [String], to output: String, isCancelled: @escaping () -> Bool)
        throws(ZoetropeError) -> Int
    {
        do {
            return try VideoConcatenator.concatenate(inputs, to: output, isCancelled: isCancelled)
        } catch let error as MediaError {
            if isCancelled() { throw .interrupted }
            throw error.concernsInput ? .missingInput("\(error)") : .output("\(error)")
        } catch {
            throw .internal("\(error)")
        }
    }
}
