/// Takes the items of chosen lists of a document's top-level map as each one
/// is read, so the tree never holds them all: a large file's items can be
/// decoded and released one at a time.
///
/// The tree keeps the list itself, empty, with its mark; anchored lists are
/// never handed over, so an alias still finds the items it names.
package protocol TopLevelListReader: AnyObject {
    /// Whether to take the items of the list under `key`, which starts at
    /// `mark`; `earlier` finds the value of a top-level key read before it
    /// (the first, in file order). It is asked only for the keys it needs, so
    /// a file of 40,000 top-level lists costs no more than one of a few.
    func takesItems(of key: String, at mark: Mark, after earlier: (String) -> Node?) -> Bool

    /// One item of a list whose items this reader takes, aliases expanded and
    /// merge keys applied, as soon as it is complete.
    func read(_ item: Node, of key: String)
}
