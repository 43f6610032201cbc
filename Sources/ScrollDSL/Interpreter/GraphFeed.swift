/// The sources of a compiled program's graphs, fed directly: for the
/// pipeline benchmark, which measures the graphs alone (no physics, no
/// frames). Not part of the public face: `@_spi(Benchmarks) import ScrollDSL`.
@_spi(Benchmarks) public struct GraphFeed {
    private let world: World
    private let scrollView: SimulatedScrollView
    private let screen: SimulatedScreen
    /// Time stands still while the graphs are fed: no frame runs.
    private let now: VirtualTime

    /// Feeds `program`'s scroll view `scrollView` on `screen`.
    public init(_ program: Program, scrollView: String, screen: String) {
        world = program.world
        self.scrollView = world.stage.scrollView(scrollView)
        self.screen = world.stage.screen(screen)
        now = world.now
    }

    /// The scroll view's offset.
    public var offset: Double { scrollView.offset }

    /// Moves the offset at once (`setContentOffset(_:animated: false)`).
    public func setOffset(_ offset: Double) {
        scrollView.scroll(to: offset, animated: false, duration: .zero, at: now)
    }

    /// One tap at `y`, hit-tested `hitTests` times, then the end of its turn.
    public func tap(y: Double, hitTests: Int) {
        for _ in 0..<hitTests { world.stage.hitTests.send(y) }
        world.scheduler.runEndOfTurn()
    }

    /// A finger touching down (`willBeginDragging`), without physics.
    public func beginDragging() {
        scrollView.willBeginDraggingSubject?.send(())
    }

    /// The screen becoming visible or not.
    public func setVisible(_ isVisible: Bool) {
        screen.setVisible(isVisible)
    }
}
