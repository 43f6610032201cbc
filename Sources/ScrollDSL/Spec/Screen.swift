/// A screen: its scroll views, the views its behaviours move, and the behaviours.
public struct Screen: Sendable {
    /// Its identifier.
    public var id: String
    /// The tab this screen is the root of; `nil` for screens shown only by `push`.
    public var tab: String?
    /// Its scroll views, in file order.
    public var scrollViews: [ScrollViewSpec]
    /// Its views, in file order.
    public var views: [ViewSpec]
    /// Its behaviours, in file order.
    public var behaviours: [BehaviourSpec]
    /// Where it is declared.
    public var mark: Mark
}

/// A plain view that behaviours move or switch (a header, a bar).
public struct ViewSpec: Sendable {
    /// Its identifier.
    public var id: String
    /// Its height, needed by behaviours that move it.
    public var height: Double?
    /// Where it is declared.
    public var mark: Mark
}
