/// Where a stage built from a spec's screens keeps each thing they declare:
/// each identifier's place in its list, the screen of each scroll view and
/// view, and the scroll views whose status-bar taps a behaviour handles. It
/// depends on the screens and plugins alone, so an exploration works it out
/// once per spec (in its ``Setting``) and shares it with every run's stage: a
/// spec may declare a thousand screens, and an exploration builds a stage per run.
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
    /// Scroll views where a behaviour listens to status-bar taps, replacing
    /// the system's scroll-to-top there.
    let statusBarTapHandled: Set<String>

    /// The index of `screens`, whose behaviours are among `plugins`, in the
    /// order a stage lists them: screens in file order, each one's scroll
    /// views and views in declaration order. Each declaration is read in
    /// place: copying one retains everything it holds.
    init(_ screens: [Screen], plugins: PluginSet) {
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
        statusBarTapHandled = Self.statusBarTapHandled(in: screens, plugins: plugins)
    }

    /// The scroll-view parameters of the behaviours whose triggers or events
    /// parameters name `statusBarTap`.
    private static func statusBarTapHandled(in screens: [Screen], plugins: PluginSet) -> Set<String> {
        var handled: Set<String> = []
        for screen in screens.indices {
            for behaviour in screens[screen].behaviours {
                guard let declaration = plugins.behaviour(named: behaviour.plugin)?.declaration else { continue }
                let listens = declaration.parameters.contains { parameter in
                    switch parameter.type {
                    case .triggers, .events: return behaviour[parameter.name]?.names?.contains("statusBarTap") == true
                    default: return false
                    }
                }
                guard listens else { continue }
                for parameter in declaration.parameters {
                    if case .scrollView = parameter.type, let id = behaviour[parameter.name]?.string { handled.insert(id) }
                }
            }
        }
        return handled
    }
}
