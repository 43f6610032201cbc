/// The plugin-file part of the language reference: how users write their own
/// behaviours (`*.scrollplugin.yaml`).
enum PluginFileGuide {
    static var markdown: [String] {
        var lines = introduction
        lines += ["", "```yaml", example, "```"]
        lines += ["", "| key | takes | meaning |", "|---|---|---|"]
        lines += keys.map { "| `\($0.0)` | \($0.1) | \($0.2) |" }
        lines += parameters
        lines += ["", "### Sources (`from`)", "", "| source | each element |", "|---|---|"]
        lines += PipelineVocabulary.sources.map { row($0.entry) }
        lines += ["", "### Operators (`pipe`)", "", "RxSwift's names and meanings, in order; Combine's names are aliases:", "", "| operator | what it does |", "|---|---|"]
        lines += PipelineVocabulary.operators.map { row($0.entry) }
        lines += ["", "### Sinks (`to`)", "", "| sink | what it does |", "|---|---|"]
        lines += PipelineVocabulary.sinks.map { row($0.entry) }
        lines += triggers
        lines += expressions
        return lines
    }

    /// The example at the top of the section (a test loads it and runs its example).
    static let example = """
        scrollplugin: 1
        name: fadeTitle                      # the key specs use: - fadeTitle: {...}
        summary: The title fades in as the content scrolls under the bar.
        parameters:
          scrollView: {type: scrollView}
          title: {type: view}
          distance: {type: number, default: 44, doc: "Points of scrolling from 0 to 1."}
        pipelines:
          - from: {offset: scrollView}
            pipe:
              - map: "clamp(scrollView.distanceFromTop / distance, 0, 1)"
              - distinctUntilChanged
            to: {set: title.alpha}           # a view property specs can expect: title.alpha
        examples:
          - name: half way after 22 pt
            spec:
              scrollspec: 1
              name: Fade
              screens:
                - id: album
                  scrollViews: [{id: songs, contentHeight: 3000}]
                  views: [{id: title}]
                  behaviours: [{fadeTitle: {scrollView: songs, title: title}}]
              script:
                - drag: {scrollView: songs, by: 22}
                - expect: {title.alpha: {approx: 0.5, tolerance: 0.001}}
        """

    private static let introduction = [
        "",
        "## Plugin files: behaviours you write",
        "",
        "A behaviour is added without Swift as a plugin file, `NAME.scrollplugin.yaml`:",
        "typed parameters, named state, and pipelines of RxSwift's operators from a",
        "source to a sink. A spec loads plugin files with `use: [PATH, …]` (files or",
        "directories, relative to the spec); `scrollrun … --plugins PATH` loads them",
        "for a whole suite. They then work as the built-in behaviours do: validation,",
        "`scrollrun plugins`, `explain` (with their expressions), the schema",
        "(`scrollrun schema --plugins PATH`), traces and plots. `scrollrun plugins",
        "--check PATH` runs every plugin's examples as tests (exit 0, 1 when one",
        "fails, 2 when a plugin is invalid). A plugin named like a built-in or another",
        "plugin is an error at both names; two behaviours of one screen writing the",
        "same view property is an error naming both.",
    ]

    /// The top-level keys of a plugin file: name, type, meaning.
    static let keys: [(String, String, String)] = [
        ("scrollplugin", "`1`", "The version of the plugin format (required)."),
        ("kind", "`behaviour` or `trigger`", "What the file declares; `behaviour` by default (see *Triggers written as plugin files* below)."),
        ("name", "identifier", "The key specs use (required)."),
        ("summary", "text", "One line for listings (required)."),
        ("documentation", "text", "A longer description for the plugin reference; the summary by default."),
        ("parameters", "map of `NAME: {type, default, doc}`", "What specs give; without `default` a parameter is required."),
        ("requires", "list of `{that, message, parameter}`", "Rules across parameters: `that` is a boolean expression over the parameters and their scroll views and views as declared, at rest at time 0 (`scrollView.contentHeight`, `scrollView.bottom`, `header.height`; a scroll view that zooms at scale 1, since the rules are checked before anything runs); when it is false, the spec is refused with `message` at `parameter`; `{EXPR}` in the message is filled in with the spec's values (`{{` and `}}` are braces)."),
        ("state", "map of `NAME: VALUE` or `NAME: {type, initial}`", "Named values with their initial value; a state that starts as `null` gives its `type` (`number`, `boolean`, `string`)."),
        ("pipelines", "list of `{from, pipe, to}`", "Each a source, operators and a sink (required); with `forEach: {ELEMENT: LIST}`, LIST a `[view]` parameter, the pipeline runs once per view of the list, that view called ELEMENT in it (`{set: ELEMENT.scale}` writes on each view; a spec reads each view's property)."),
        ("properties", "list of state names", "States specs read as `ID.STATE` of a behaviour with an `id` (and traces and plots show), such as `refresh.refreshing`; a state that may be null cannot be one."),
        ("roles", "map of `ROLE: PARAM`", "Roles the behaviour takes on the scroll view a parameter names, each held by one behaviour of a scroll view: `refreshControl`, `dragRouting`, `glideTarget` (taken by itself by a pipeline ending in `targetOffset`). Two behaviours of a screen taking one role on one scroll view are an error naming both."),
        ("units", "map of `PROPERTY: points` or `unitless`", "The unit of the numbers the pipelines write as view properties. Expectations compare numbers in points within the spec's `tolerance` (0.5) and every other number within `unitTolerance` (0.005); a property not named here is unitless, except the built-in names (`translation` and `visibleHeight` are always in points, `fraction` never)."),
        ("examples", "list of `{name, spec, rejected}`", "Specs that must pass, or be rejected with a message containing `rejected`; `plugins --check` runs them."),
    ]

    private static let parameters = [
        "",
        "Parameter types are those of the built-in plugins: `scrollView`, `view`,",
        "`number` (with optional `min` and `max`, or `or: WORD` for a number above 0",
        "or that word, which expressions read as `null`: snap's `interval: page`),",
        "`boolean`, `duration`, `string`, `triggers`, `events` and `enum` (with its",
        "`values`), and lists of one kind: `type: [number]`, `[string]` or `[view]` (a",
        "spec gives a YAML list; an element of another kind is refused at its place).",
        "Expressions read a list with `count(L)`, `L[i]` (from 0; an index out of range",
        "stops the run at the expression), `contains(L, x)` and `indexOf(L, x)` (−1 when",
        "absent); a list is never a view property or a matcher value, and has no",
        "default. The elements of `{visibleItems: SV}` are lists too, read the same",
        "way as `value` (`count(value)`, `value[0]`); `map` one to what a sink or",
        "`combinePrevious` keeps. A parameter with `optional: true` may be left out with no default:",
        "expressions read it as an optional value, and an operator whose duration it",
        "names passes nothing. A `view` whose `height` an expression reads must have",
        "a height in the spec.",
        "",
        "`debounce`, `delay`, `throttle` and `every` take a duration or the name of a",
        "duration parameter; `take` and `skip` a whole number or the name of a number",
        "parameter. A spec giving such a parameter a value the operator cannot take",
        "(a `delay` of 0, a count of 2.5) is refused at the parameter.",
    ]

    /// One row of a vocabulary table: the form, and what it does (with its aliases).
    private static func row(_ entry: VocabularyEntry) -> String {
        let aliases = entry.aliases.isEmpty ? "" : " (also `" + entry.aliases.joined(separator: "`, `") + "`)"
        let cell = { (text: String) in text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
        return "| `\(cell(entry.form))` | \(cell(entry.documentation))\(aliases) |"
    }

    private static let triggers = [
        "",
        "### Triggers written as plugin files",
        "",
        "A plugin file with `kind: trigger` declares a trigger instead of a behaviour:",
        "no parameters, its pipelines read `{window: hitTest}`, `{window: tabReselect}`,",
        "`{trigger: NAME}`, `{every: D}`, states and streams, and each element of a",
        "pipeline ending in `to: emit` is one event. Behaviours list it by name in",
        "their `triggers` and `events` parameters, as they list `statusBarTap`; it",
        "reaches them only while their screen is visible. Its `examples` are specs",
        "whose behaviours list it.",
        "",
        "```yaml",
        "scrollplugin: 1",
        "kind: trigger",
        "name: doubleTapStatusBar",
        "summary: Two status-bar taps within 300 ms.",
        "pipelines:",
        "  - from: {trigger: statusBarTap}",
        "    pipe:",
        "      - map: now",
        "      - combinePrevious",
        "      - filter: \"value - previous <= 0.3\"",
        "    to: emit",
        "```",
    ]

    private static let expressions = [
        "",
        "### Expressions",
        "",
        "Operators and sinks take expressions in strings: numbers, `true`/`false`,",
        "`null`, `'strings'`, `top` and `bottom` (in a pipeline that scrolls); names:",
        "parameters (durations in seconds), states, `value`, `latest`, `previous` (bound by",
        "`combinePrevious`, and by `{scrollPhase: SV}` to the phase before the change),",
        "`acc`, `x` and `y` (bound by a record source, `{tap: VIEW}`: where the tap landed on",
        "the screen, `null` for a view with no frame), `SV.offset|velocity|phase|scrollPhase|top|bottom|distanceFromTop|distanceFromBottom|contentHeight|viewportHeight|isTracking|isDecelerating|itemCount|zoomScale`,",
        "`SV.contentInset.top|bottom` (the app's inset, which `{set: SV.contentInset.top}` writes;",
        "`top` is `-adjustedContentInset.top`, the safe area, bars and keyboard included),",
        "`target` (in a pipeline from `willEndDragging`: where the glide would rest),",
        "`VIEW.height`, `VIEW.PROPERTY` (built-in view properties, and what earlier",
        "pipelines of the plugin write), `screen.visible` and `now` (virtual seconds);",
        "operators `+ - * / %`, `== != < <= > >=`, `and or not`, `c ? a : b` and",
        "`a ?? b`; functions `min max clamp abs round floor ceil sign`. `SV.item(X).P`",
        "reads one item of a scroll view parameter, X an expression giving its id (a",
        "string: a parameter, `'A.0'`) or its index (a number), or `#N`; P is any item",
        "property of the spec's paths (`position`, `size`, `frame.y`, `visibleFraction`,",
        "`transitionPhase`, `id`, …), optional as the item may not be there (`?? 0`). And, on the",
        "items of a scroll view parameter (`SV.itemCount` counts them), what view-aligned",
        "snapping works out: `snapItem(SV, offset, anchor, direction)` (the index of the",
        "item whose snap offset is nearest `offset`, a tie going `direction`'s way or to",
        "the earlier item at 0; −1 without items), `snapOffset(SV, index, anchor)` (the",
        "offset that puts that item's anchor point on the visible area's, clamped into",
        "the bounds) and `snapReach(SV, limit)` (how many items from the touch-down one",
        "a glide may end by SwiftUI's limit name), an anchor being a `UnitPoint` name",
        "or `''` for the leading edge along the axis. `ID.PROPERTY` reads a property of",
        "the behaviour the spec gives `id: ID` (`refresh.refreshing` of a",
        "`pullToRefresh`), as it is when the expression runs: the property must be one a",
        "built-in behaviour or a plugin file declares (plugin files loaded together read",
        "each other's, in any order), typed as declared, and a spec using the plugin",
        "without such a behaviour is refused at the behaviour that reads it. An operator of",
        "RxSwift's or Combine's that plugin files do not have (`compactMap`, `flatMap`,",
        "`sink`, `assign`, `zip` …) is refused with what to write instead. A scroll",
        "view's numbers are along its axis: for a horizontal one, `SV.offset`, `top`,",
        "`bottom`, `contentHeight` and `viewportHeight` are its x values (and",
        "`SV.contentInset.top` is its left inset), so one plugin serves a list and a",
        "carousel; a two-way scroll view's are its vertical ones.",
        "",
        "Types are number, boolean and string, and their optional forms (a state that",
        "starts as `null`, or `c ? n : null`); `a ?? b` unwraps. A sink or operator",
        "that needs a number refuses an optional one. Expressions are parsed and",
        "type-checked when the plugin loads: an error points at its line and the",
        "file column of the offending token inside the string, and names what was",
        "expected (`fadeTitle.scrollplugin.yaml:14:32: error: unknown name",
        "`scrolView`; did you mean `scrollView`?`). They compile once into closures",
        "over the behaviour's objects: nothing is looked up by name, and numbers and",
        "booleans allocate nothing, as an element passes.",
        "",
        "A stream must be named by an earlier pipeline than those that read it, and",
        "named once; a state or stream that would feed itself (a pipeline from a",
        "state that sets the same state) is an error.",
        "",
        "A view placed in a scroll view's content (`in: SV`, in an item or at a",
        "content point) reads what an item reads, by the same names: `VIEW.size`,",
        "`visibleFraction`, `transitionPhase`, `transitionPhaseEased`, `isLaidOut`,",
        "`id`, `index` and `frame.x|y|width|height` (`position` stays a bar's edge),",
        "optional as its item may be gone (`card.transitionPhase ?? 1`); a view not in",
        "content reads `null`. Over a list of such views, one pipeline a view:",
        "",
        "```yaml",
        "parameters:",
        "  scrollView: {type: scrollView}",
        "  cards: {type: [view]}",
        "pipelines:",
        "  - forEach: {card: cards}",
        "    from: {offset: scrollView}",
        "    pipe:",
        "      - map: \"1 - 0.2 * abs(card.transitionPhase ?? 1)\"",
        "    to: {set: card.scale}",
        "```",
        "",
        "A `forEach` pipeline may read streams and states, which all its views share;",
        "it cannot name a stream (it would name one per view).",
    ]
}
