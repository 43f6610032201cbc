/// Reads an inset map, `{top, bottom, left, right}`: a side not given is the default's.
struct InsetReader {
    let context: DecodingContext

    /// The inset `node` gives for `key`; each side a number from `minimum` up.
    func decode(_ node: Node, _ key: String, minimum: Double = -SpecLimits.length, default base: ContentInset = ContentInset()) -> ContentInset {
        guard let map = MappingReader(node, subject: MappingReader.Subject(quoting: key), keys: ContentInset.sides, context: context) else {
            return base
        }
        let sides = ContentInset.sides.map { side in map[side].flatMap { context.number($0, side, minimum: minimum, maximum: SpecLimits.length) } }
        return ContentInset(top: sides[0] ?? base.top, bottom: sides[1] ?? base.bottom, left: sides[2] ?? base.left, right: sides[3] ?? base.right)
    }
}
