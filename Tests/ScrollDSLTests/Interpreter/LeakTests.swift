import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// The fuzzer's first finding: every run leaked its world, because behaviours'
/// closures hold the scroll views and subjects whose observer lists hold them.
@Suite("Leaks")
struct LeakTests {
    @Test("a finished run frees its world, behaviours and graphs", arguments: DeclaredExample.all.filter { $0.example.rejection == nil })
    func runFreesItsWorld(_ declared: DeclaredExample) throws {
        let spec = try validSpec(declared.example.yaml)
        weak var world: World?
        weak var context: BehaviourContext?
        weak var scrollView: SimulatedScrollView?
        do {
            let program = Program(spec: spec)
            world = program.world
            context = program.behaviours.first?.context
            scrollView = program.world.stage.scrollViewList.first
            _ = Interpreter(program: program, options: RunOptions()).runForTests()
            program.dismantle()
        }
        #expect(world == nil && context == nil && scrollView == nil)
    }
}

extension Interpreter {
    /// Runs without dismantling, as `Interpreter.run` does before it dismantles.
    func runForTests() -> RunResult {
        run()
    }
}
