import ScrollDSL
import ScrollDSLBuiltIns
import Testing

/// A team's header written in Swift with the bug seed 002's comments warn of:
/// it follows the offset without holding it to the resting range, so a pull
/// past the top pushes the header down, out of its place.
private struct FollowingHeader: BehaviourPlugin {
    static let scrollView = Parameter.scrollView("scrollView", "The list.")
    static let header = Parameter.view("header", needsHeight: true, "The header.")

    let declaration = PluginDeclaration(
        name: "followingHeader", summary: "A header that follows the offset.", documentation: "For tests.",
        parameters: [Self.scrollView.declaration, Self.header.declaration],
        writes: [ViewPropertyWrite(parameter: "header", properties: [.translation, .fraction, .visibleHeight])],
        examples: []
    )

    func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let header = context[Self.header]
        header.collapseRange = header.height
        context.sink("follow", scrollView.didScroll) { change in
            header.setTranslation(max(-header.height, -(change.current - change.top)))
        }
    }
}

/// The following header on the one screen of ``specWithScreen(_:)``, with
/// `invariants` on line 8.
private func headerSpec(invariants: String) -> String {
    specWithScreen("    behaviours: [{followingHeader: {scrollView: feed, header: hero}}]\n" + invariants)
}

@Suite("Exploring a team's Swift behaviour")
struct ExploringSwiftTests {
    let runner = try! SpecRunner(plugins: .builtIn).adding([FollowingHeader()])

    private func options(runs: Int) -> ExplorationOptions {
        var options = ExplorationOptions()
        options.runs = runs
        options.threads = 2
        return options
    }

    @Test("explore finds the pull that pushes the Swift header down, shrinks it, and the report and the counterexample say so")
    func findsTheBug() throws {
        let explored = try runner.explore(yaml: headerSpec(invariants: "invariants: [{hero.translation: {min: -200, max: 0}}]"),
                                          file: "header.scroll.yaml", options: options(runs: 100))
        let found = try #require(explored.counterexample, "\(explored.report(as: .text))")
        #expect(found.mark.line == 8 && found.message.hasPrefix("invariant broken: expected hero.translation to be in [-200, 0], got "))
        #expect(found.steps.count < found.originalSteps && found.steps.count <= 3, "\(found)")
        #expect("\(found)".hasPrefix(found.message + "\nthe shortest script found (run \(found.run)): "))
        #expect(explored.report(as: .text).contains("header.scroll.yaml:8:"))
        // The counterexample's script, run as a spec, fails the same way.
        let script = "script:\n" + found.scriptLines.joined(separator: "\n")
        let replayed = try runner.run(yaml: headerSpec(invariants: "invariants: [{hero.translation: {min: -200, max: 0}}]\n" + script), file: "again.scroll.yaml")
        #expect(replayed.stoppedBy?.message == found.message, "\(replayed.report(as: .text))")
    }

    @Test("an invariant the Swift header keeps holds in every explored run, on any number of threads")
    func holds() throws {
        let spec = headerSpec(invariants: "invariants: [{hero.translation: {min: -200}}]")
        let two = try runner.explore(yaml: spec, options: options(runs: 60))
        var oneThread = options(runs: 60)
        oneThread.threads = 1
        let one = try runner.explore(yaml: spec, options: oneThread)
        #expect(two.counterexample == nil, "\(two.report(as: .text))")
        #expect(two.runs == 60 && two.virtualTime == one.virtualTime && two.steps == one.steps)
    }

    @Test("a spec without invariants is refused, as scrollrun explore refuses it")
    func noInvariants() {
        #expect {
            _ = try runner.explore(yaml: headerSpec(invariants: ""), file: "plain.scroll.yaml")
        } throws: { error in
            "\(error)" == "plain.scroll.yaml:1:1: error: " + Explorer.noInvariants
        }
    }
}
