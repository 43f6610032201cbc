/// A value held apart from the declaration that names it, so that the
/// declaration carries a reference: for a setting most declarations leave
/// out, or one that many share. Never changed; a new box replaces it.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
