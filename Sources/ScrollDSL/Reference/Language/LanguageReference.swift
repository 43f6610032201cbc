/// The reference of the whole spec language, for users: `scrollrun language`
/// prints it, and `docs/language.md` is that output (a test keeps it current
/// and loads and runs every example in it). Tables of keys, steps, properties,
/// behaviours and triggers are generated from their declarations; the prose
/// between them is ``LanguageGuide``'s.
package enum LanguageReference {
    /// The reference, in Markdown, listing the behaviours and triggers of `plugins`
    /// (the built-in ones, for `docs/language.md`).
    package static func markdown(_ plugins: PluginSet) -> String {
        var lines = LanguageGuide.introduction
        lines += ["", "```yaml", completeExample, "```"]
        lines += LanguageGuide.values
        lines += section("Top level", LanguageGuide.topLevel, keys: LanguageKeys.topLevel)
        lines += section("Device", LanguageGuide.device, keys: LanguageKeys.device)
        lines += section("Screens", LanguageGuide.screens, keys: LanguageKeys.screen)
        lines += section("Scroll views", LanguageGuide.scrollViews, keys: LanguageKeys.scrollView)
        lines += section("Views", LanguageGuide.views, keys: LanguageKeys.view)
        lines += behaviours(plugins)
        lines += LanguageGuide.physics
        lines += LanguageGuide.twoAxes
        lines += LanguageGuide.bars
        lines += LanguageGuide.items
        lines += LanguageGuide.fingers
        lines += LanguageGuide.time
        lines += scriptSteps
        lines += expectations
        lines += LanguageGuide.invariants
        lines += PluginFileGuide.markdown
        lines += LanguageGuide.errors
        lines += LanguageGuide.choices
        return lines.joined(separator: "\n") + "\n"
    }

    /// A spec every step example runs in: two tabs, a pushable screen, a
    /// header and a title bar on `feed`.
    package static func exampleSpec(script: String) -> String {
        let steps = script.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        return """
            scrollspec: 1
            name: Reference example
            tabs: [home, profile]
            screens:
              - id: home
                tab: home
                scrollViews:
                  - {id: feed, contentHeight: 5000, contentInset: {top: 98, bottom: 83}}
                  - {id: photo, axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 4, scrollsToTop: false}
                views: [{id: hero, height: 200}, {id: bar}]
                behaviours:
                  - headerCollapse: {scrollView: feed, header: hero}
                  - thresholdBar: {scrollView: feed, bar: bar, threshold: 100}
                  - pullToRefresh: {id: refresh, scrollView: feed}
              - id: profile
                tab: profile
                scrollViews: [{id: list, contentHeight: 3000}]
              - id: detail
                scrollViews: [{id: detailList, contentHeight: 2000}, {id: messages, rows: {count: 60, height: 80, idPrefix: m}, scrollsToTop: false}]
            script:
            \(steps)

            """
    }

    /// The complete spec the reference opens with (it runs and passes).
    package static let completeExample = """
        scrollspec: 1
        name: Timeline with a sliding header and a title bar
        device: {height: 852, statusBarHeight: 54}
        tabs: [home, profile]
        screens:
          - id: timeline
            tab: home
            scrollViews:
              - {id: feed, contentHeight: 12000, contentInset: {top: 98, bottom: 83}}
            views:
              - {id: hero, height: 200}
              - {id: titleBar}
            behaviours:
              - headerCollapse: {scrollView: feed, header: hero}
              - thresholdBar: {scrollView: feed, bar: titleBar, threshold: 120}
          - id: profile
            tab: profile
        script:
          - drag: {scrollView: feed, by: 600, duration: 400ms}
          - expect: {hero.fraction: 1, titleBar.position: bottom}
          - remember: {resting: feed.offset}
          - drag: {scrollView: feed, by: -150, duration: 300ms, release: finger}
          - expect: {hero.visibleHeight: {min: 149}, feed.phase: decelerating}
          - waitForIdle
          - expect: {feed.offset: {max: $resting}, during: 500ms}
        """

    private static func section(_ title: String, _ prose: [String], keys: [KeyDeclaration]) -> [String] {
        ["", "## \(title)", ""] + prose + ["", "| key | takes | default | meaning |", "|---|---|---|---|"]
            + keys.map { "| `\($0.name)` | \(cell($0.type)) | \(cell($0.defaultValue ?? "required")) | \(cell($0.documentation)) |" }
    }

    private static func behaviours(_ plugins: PluginSet) -> [String] {
        var lines = ["", "## Behaviours", ""] + LanguageGuide.behaviours
        lines += ["", "| behaviour | what it does |", "|---|---|"]
        lines += plugins.behaviours.map { "| `\($0.declaration.name)` | \(cell($0.declaration.summary)) |" }
        lines += ["", "Their triggers:", "", "| trigger | fires |", "|---|---|"]
        lines += plugins.triggers.map { "| `\($0.declaration.name)` | \(cell($0.declaration.documentation)) |" }
        return lines
    }

    private static var scriptSteps: [String] {
        var lines = ["", "## Script steps", ""] + LanguageGuide.script
        lines += ["", "| step | written | what it does |", "|---|---|---|"]
        lines += StepDeclaration.all.map { "| `\($0.name)` | \(cell(forms(of: $0))) | \(cell($0.summary)) |" }
        for step in StepDeclaration.all {
            lines += ["", "### `\(step.name)`", "", step.summary]
            if !step.keys.isEmpty {
                lines += ["", "| key | takes | default | meaning |", "|---|---|---|---|"]
                lines += step.keys.map { "| `\($0.name)` | \(cell($0.type)) | \(cell($0.defaultValue ?? "required")) | \(cell($0.documentation)) |" }
            }
            lines += ["", "```yaml", step.example, "```"]
            lines += LanguageGuide.stepNotes[step.name].map { [""] + $0 } ?? []
        }
        return lines
    }

    private static func forms(of step: StepDeclaration) -> String {
        step.forms.map { form in
            switch form {
            case .bare: return "`- \(step.name)`"
            case .value(let type, _): return "`- \(step.name): ` \(type)"
            case .keys(let keys): return "`- \(step.name): {" + keys.map(\.name).joined(separator: ", ") + "}`"
            }
        }.joined(separator: "<br>")
    }

    private static var expectations: [String] {
        var lines = ["", "## Expectations", ""] + LanguageGuide.paths
        lines += ["", "| target | properties |", "|---|---|"]
        lines.append("| a scroll view | " + Property.scrollView.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                     + ", and `edgeEffect.EDGE.F` with EDGE one of " + ScrollEdge.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                     + " and F one of " + EdgeEffectPath.Field.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines.append("| a view | " + Property.view.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " (where a behaviour writes them) |")
        lines.append("| a screen | " + Property.screen.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines.append("| a scroll view with `items`, `rows` or `sections` | also " + (Property.rows + Property.items).map { "`\($0.rawValue)`" }.joined(separator: ", ")
                     + ", and `item(ID).P` or `item(#N).P` with P one of " + ItemPath.Field.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines.append("| a screen with `navigationBar` | also " + Property.navigationBar.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines.append("| `tabBar` | " + Property.tabBar.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines.append("| `keyboard` | " + Property.keyboard.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " |")
        lines += [""] + LanguageGuide.matchers
        return lines
    }

    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
