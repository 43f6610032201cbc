/// What one series of a recording reads after each turn: a property by its
/// path, or, for a replay, the items a scroll view shows (``ShownItems``).
enum SeriesReader {
    case property(PropertyReader)
    case shownItems(of: SimulatedScrollView)

    /// The path the series is recorded under: the property's, or `SV.items`.
    static func shownItemsPath(_ scrollView: SimulatedScrollView) -> PropertyPath {
        PropertyPath(target: scrollView.id, property: Property("items"))
    }

    /// The kind of value read.
    var kind: ValueKind {
        switch self {
        case .property(let reader): reader.kind
        case .shownItems: .text
        }
    }

    /// The value now.
    func read(_ world: World) -> PropertyValue {
        switch self {
        case .property(let reader): reader.read(world)
        case .shownItems(let scrollView): .text(ShownItems.text(of: scrollView))
        }
    }
}
