/// What the tree builder is told, one event at a time: libyaml's parse events
/// with their strings made and tags checked, so that the builder needs
/// nothing from C and the reading can run on another thread.
package enum YAMLEvent: Sendable {
    /// A document starts.
    case documentStart(at: Mark)
    /// A scalar's text, style and tag, with its anchor if it has one. The
    /// builder resolves its value, which evens the two threads' work out.
    case scalar(String, style: Scalar.Style, tag: Scalar.Tag?, anchor: String?, at: Mark)
    /// An alias, `*name`.
    case alias(String, at: Mark)
    /// A list or a map starts, with its anchor if it has one.
    case collectionStart(isMapping: Bool, anchor: String?, at: Mark)
    /// The innermost open list or map ends.
    case collectionEnd
    /// The input ends; nothing follows.
    case streamEnd
}
