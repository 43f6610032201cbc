/// The one list of plugins. Adding a behaviour or trigger adds one line here.
public enum PluginRegistry {
    /// Every behaviour, in documentation order.
    public static let behaviours: [any BehaviourPlugin.Type] = [
        UndoScrollToTop.self,
        HeaderCollapse.self,
        ThresholdBar.self,
        NestedScroll.self,
    ]

    /// Every trigger, in documentation order.
    public static let triggers: [any TriggerPlugin.Type] = [
        StatusBarTap.self,
        TabReselect.self,
        Appear.self,
    ]

    /// The behaviour with a YAML name.
    public static func behaviour(named name: String) -> (any BehaviourPlugin.Type)? {
        behaviours.first { $0.declaration.name == name }
    }

    /// The trigger with a YAML name.
    public static func trigger(named name: String) -> (any TriggerPlugin.Type)? {
        triggers.first { $0.declaration.name == name }
    }

    /// The names of every behaviour.
    public static var behaviourNames: [String] { behaviours.map { $0.declaration.name } }

    /// The names of every trigger.
    public static var triggerNames: [String] { triggers.map { $0.declaration.name } }

    /// Scroll view events that `resetOn`-style parameters accept besides triggers.
    public static let scrollViewEvents = ["dragBegin", "dragEnd"]

    /// Every name an `events` parameter accepts.
    public static var eventNames: [String] { scrollViewEvents + triggerNames }
}
