/// A behaviour's checked parameters, looked up by name.
///
/// Kept small because a large spec holds one per behaviour: the values sit
/// in the plugin's declaration order next to its parameter names, which all
/// of its behaviours share.
public struct ParameterValues: Sendable, Equatable {
    /// The plugin's parameter names, in declaration order.
    private let names: [String]
    private var values: [ParameterValue?]

    /// No values yet for the parameters `names`.
    init(names: [String]) {
        self.names = names
        values = Array(repeating: nil, count: names.count)
    }

    /// The value of the parameter `name`, if it has one.
    public subscript(name: String) -> ParameterValue? {
        names.firstIndex(of: name).flatMap { values[$0] }
    }

    /// The value of the parameter at `index`, in declaration order: a
    /// behaviour's parameters read one by one without a lookup by name each.
    func value(at index: Int) -> ParameterValue? {
        values[index]
    }

    /// Whether a parameter names the scroll view or view `id`.
    func references(_ id: String) -> Bool {
        values.contains { $0 == .reference(id) }
    }

    /// Gives the parameter at `index`, in declaration order, its value.
    mutating func set(_ value: ParameterValue, at index: Int) {
        values[index] = value
    }
}
