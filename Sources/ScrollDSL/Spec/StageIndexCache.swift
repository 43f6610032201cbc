internal import ScrollPlatform

/// A spec's ``StageIndex``, worked out by the first stage built from it and
/// kept for the next, on any thread. A spec whose screens or plugins change
/// gets a new one, so it never answers for a spec it was not made from.
final class StageIndexCache: @unchecked Sendable {
    private let lock = ConditionLock()
    private var index: StageIndex?

    /// The index of `screens` and `plugins`, those of the spec that holds this cache.
    func index(of screens: [Screen], plugins: PluginSet) -> StageIndex {
        lock.withLock {
            if let index { return index }
            let made = StageIndex(screens, plugins: plugins)
            index = made
            return made
        }
    }
}
