/// Bytes the parser reads a chunk at a time as it needs them, so a large
/// file is never held whole.
package protocol YAMLSource: AnyObject {
    /// Copies the next bytes into `buffer` and returns how many, 0 at the end;
    /// `nil` when reading failed, and ``failure`` says why.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int?

    /// How many bytes it holds.
    var size: Int { get }

    /// Why reading failed, as a message for the spec author.
    var failure: String? { get }

    /// Where the byte at `offset` is, for a problem found in the bytes
    /// themselves (text that is not UTF-8).
    func mark(ofByte offset: Int) -> Mark
}
