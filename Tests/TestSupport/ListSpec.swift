/// A spec named `name` of one screen with a 3,000-pt list `list`, and
/// `script` (a flow list, `[{wait: 1s}]`) on its line 4, where positions in
/// messages point.
public func listSpec(name: String, script: String) -> String {
    """
    scrollspec: 1
    name: \(name)
    screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]}]
    script: \(script)
    """
}
