/// Takes the items of chosen lists of a document's top-level map as each one
/// is read, so the tree never holds them all: a large file's items can be
/// decoded and released one at a time.
///
/// The tree keeps the list itself, empty, with its mark; anchored lists are
/// never handed over, so an alias still finds the items it names.
protocol TopLevelListReader: AnyObject {
    /// Whether to take the items of the list under `key`, which starts at
    /// `mark`; `earlier` are the top-level pairs read before it, in file order.
    func takesItems(of key: String, at mark: Mark, after earlier: [Node.Pair]) -> Bool

    /// One item of a list whose items this reader takes, aliases expanded and
    /// merge keys applied, as soon as it is complete.
    func read(_ item: Node, of key: String)
}
