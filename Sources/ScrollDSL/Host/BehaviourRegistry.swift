/// What the installed behaviours add to a program: the properties of those
/// with an `id`, and the script steps they answer (`endRefreshing: refresh`).
final class BehaviourRegistry {
    /// The properties of behaviours with an `id`, by that id.
    var properties: [String: BehaviourProperties] = [:]
    /// What script steps naming a behaviour do, by behaviour id and step.
    var commands: [String: [String: () -> Void]] = [:]
}
