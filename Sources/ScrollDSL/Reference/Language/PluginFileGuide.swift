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
        lines += sources.map { "| `\($0.0)` | \($0.1) |" }
        lines += ["", "### Operators (`pipe`)", "", "RxSwift's names and meanings, in order:", "", "| operator | what it does |", "|---|---|"]
        lines += operators.map { "| `\($0.0)` | \($0.1) |" }
        lines += ["", "### Sinks (`to`)", "", "| sink | what it does |", "|---|---|"]
        lines += sinks.map { "| `\($0.0)` | \($0.1) |" }
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

    private static let keys: [(String, String, String)] = [
        ("scrollplugin", "`1`", "The version of the plugin format (required)."),
        ("name", "identifier", "The key specs use (required)."),
        ("summary", "text", "One line for listings (required)."),
        ("documentation", "text", "A longer description for the plugin reference; the summary by default."),
        ("parameters", "map of `NAME: {type, default, doc}`", "What specs give; without `default` a parameter is required."),
        ("requires", "list of `{that, message, parameter}`", "Rules across parameters: `that` is a boolean expression over the parameters and the declared sizes of their scroll views and views (`scrollView.contentHeight`, `header.height`); when it is false, the spec is refused with `message` at `parameter`."),
        ("state", "map of `NAME: VALUE` or `NAME: {type, initial}`", "Named values with their initial value; a state that starts as `null` gives its `type` (`number`, `boolean`, `string`)."),
        ("pipelines", "list of `{from, pipe, to}`", "Each a source, operators and a sink (required)."),
        ("units", "map of `PROPERTY: points` or `unitless`", "The unit of the numbers the pipelines write as view properties. Expectations compare numbers in points within the spec's `tolerance` (0.5) and every other number within `unitTolerance` (0.005); a property not named here is unitless, except the built-in names (`translation` and `visibleHeight` are always in points, `fraction` never)."),
        ("examples", "list of `{name, spec, rejected}`", "Specs that must pass, or be rejected with a message containing `rejected`; `plugins --check` runs them."),
    ]

    private static let parameters = [
        "",
        "Parameter types are those of the built-in plugins: `scrollView`, `view`,",
        "`number` (with optional `min` and `max`), `boolean`, `duration`, `string`,",
        "`triggers`, `events` and `enum` (with its `values`). A `view` whose `height`",
        "an expression reads must have a height in the spec.",
    ]

    private static let sources: [(String, String)] = [
        ("{offset: SV}", "each reported offset of the scroll view parameter `SV` (a number)"),
        ("{velocity: SV}", "the velocity at each reported offset"),
        ("{phase: SV}", "each change of phase (`idle`, `tracking`, `decelerating`, `animating`)"),
        ("{triggers: PARAM}", "the triggers a `triggers` parameter lists, merged, only while the screen is visible (`null`)"),
        ("{events: PARAM}", "the events an `events` parameter lists: `dragBegin`, `dragEnd` of the plugin's first scroll view, and triggers (`null`)"),
        ("{event: NAME, of: SV}", "one scroll view event: `dragBegin`, `dragEnd`, `didEndDecelerating` (`null`), or `didScroll` (the offset)"),
        ("{state: NAME}", "each change of a state (its new value)"),
        ("{stream: NAME}", "the output of an earlier pipeline (`to: {stream: NAME}`)"),
        ("{merge: [SOURCE, …]}", "the elements of every source, of one type"),
        ("{every: DURATION}", "a tick every so often from time 0, counting 1, 2, 3 …"),
    ]

    private static let operators: [(String, String)] = [
        ("map: EXPR", "the expression's value becomes `value`"),
        ("filter: EXPR", "only elements where the boolean expression holds"),
        ("scan: {seed: EXPR, next: EXPR}", "an accumulated value: `next` sees `acc` (the last result, `seed` at first) and `value`; binds `acc`"),
        ("withLatestFrom: {state: NAME}", "binds `latest` to the state's current value (its initial value included)"),
        ("withLatestFrom: {stream: NAME}", "binds `latest` to the stream's last value; nothing passes until it has one"),
        ("combinePrevious", "binds `previous` to the element before; from the second element on"),
        ("startWith: EXPR", "the expression's value first, when the behaviour is installed"),
        ("distinctUntilChanged", "only values that differ from the one before"),
        ("debounce: DURATION", "the last value of a burst once the time passed without another; `0` is the end of the turn"),
        ("delay: DURATION", "each element that much later, in a turn of its own"),
        ("throttle: DURATION", "the first value at once, then at most one per window: the latest, at its end"),
        ("pausable: EXPR", "only while the boolean expression holds"),
        ("take: N", "the first N elements"),
        ("skip: N", "every element after the first N"),
        ("share", "one subscription for every later reader of the stream: without it a stream read twice runs twice, as in RxSwift (seed 000's ordering question)"),
    ]

    private static let sinks: [(String, String)] = [
        ("{set: VIEW.PROPERTY}", "writes the value (a number, boolean or string) on the view parameter: any property name, which specs may then expect, and traces and plots show"),
        ("{set: {state: NAME}}", "stores the value in the state"),
        ("{scrollTo: SV, animated: true, duration: 300ms}", "scrolls to the value (an offset; `top` and `bottom` are values here); `animated` and `duration` may name parameters"),
        ("{stream: NAME}", "names the output for later pipelines (`value` alone goes on)"),
        ("{log: EXPR}", "a line in the trace"),
    ]

    private static let expressions = [
        "",
        "### Expressions",
        "",
        "Operators and sinks take expressions in strings: numbers, `true`/`false`,",
        "`null`, `'strings'`, `top` and `bottom` (in a pipeline that scrolls); names:",
        "parameters (durations in seconds), states, `value`, `latest`, `previous`,",
        "`acc`, `SV.offset|velocity|phase|top|bottom|distanceFromTop|distanceFromBottom|contentHeight|viewportHeight`,",
        "`VIEW.height`, `VIEW.PROPERTY` (built-in view properties, and what earlier",
        "pipelines of the plugin write), `screen.visible` and `now` (virtual seconds);",
        "operators `+ - * / %`, `== != < <= > >=`, `and or not`, `c ? a : b` and",
        "`a ?? b`; functions `min max clamp abs round floor ceil sign`.",
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
    ]
}
