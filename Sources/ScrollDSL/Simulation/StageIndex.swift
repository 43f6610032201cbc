internal import ScrollPlatform

/// Where a stage built from a spec's screens keeps each thing they declare:
/// each identifier's place in its list, and the screen of each scroll view
/// and view. It depends on the screens alone, so it is worked out once per
/// spec (``Spec/stageIndex``) and shared by every run's stage: a spec may
/// declare a thousand screens, and an exploration builds a stage per run.
struct StageIndex: Sendable {
    /// Where an identifier's object is: its place in its list. Identifiers
    /// are unique across scroll views, views and screens.
    enum Place: Sendable {
        case scrollView(Int)
        case view(Int)
        case screen(Int)
    }

    /// What each identifier names.
    let places: [String: Place]
    /// The place of each scroll view's screen, by the scroll view's place.
    let screenOfScrollView: [Int]
    /// The place of each view's screen, by the view's place.
    let screenOfView: [Int]

    /// The index of `screens`, in the order a stage lists them: screens in
    /// file order, each one's scroll views and views in declaration order.
    /// Each declaration is read in place: copying one retains everything it holds.
    init(_ screens: [Screen]) {
        var scrollViewCount = 0
        var viewCount = 0
        for screen in screens.indices {
            scrollViewCount += screens[screen].scrollViews.count
            viewCount += screens[screen].views.count
        }
        var places: [String: Place] = [:]
        var screenOfScrollView: [Int] = []
        var screenOfView: [Int] = []
        places.reserveCapacity(scrollViewCount + viewCount + screens.count)
        screenOfScrollView.reserveCapacity(scrollViewCount)
        screenOfView.reserveCapacity(viewCount)
        for screen in screens.indices {
            for declared in screens[screen].scrollViews.indices {
                places[screens[screen].scrollViews[declared].id] = .scrollView(screenOfScrollView.count)
                screenOfScrollView.append(screen)
            }
            for declared in screens[screen].views.indices {
                places[screens[screen].views[declared].id] = .view(screenOfView.count)
                screenOfView.append(screen)
            }
            places[screens[screen].id] = .screen(screen)
        }
        self.places = places
        self.screenOfScrollView = screenOfScrollView
        self.screenOfView = screenOfView
    }
}

/// A spec's ``StageIndex``, worked out by the first stage built from it and
/// kept for the next, on any thread. A spec whose screens change gets a new
/// one, so it never answers for screens it was not made from.
final class StageIndexCache: @unchecked Sendable {
    private let lock = ConditionLock()
    private var index: StageIndex?

    /// The index of `screens`, the screens of the spec that holds this cache.
    func index(of screens: [Screen]) -> StageIndex {
        lock.withLock {
            if let index { return index }
            let made = StageIndex(screens)
            index = made
            return made
        }
    }
}
