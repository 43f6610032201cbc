extension String {
    /// Calls `body` with the text's UTF-8 bytes in one buffer.
    ///
    /// Scanning a buffer is several times faster than walking `utf8` or a
    /// substring's view, which matters for the scalars of a large spec. A
    /// native string lends its own storage; any other is made native first.
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self
        return text.withUTF8(body)
    }
}
