import Testing
import ScrollDSL
import ScrollDSLBuiltIns

/// One rule of docs/language.md, broken: the spec, the token the error must point at
/// (on `line`), and text the message must contain.
struct BrokenRule: CustomTestStringConvertible, Sendable {
    let rule: String
    let yaml: String
    let line: Int
    let token: String
    let message: String

    var testDescription: String { rule }

    /// `LINE:COLUMN` of the first `token` on `line`.
    var expectedMark: String {
        let text = yaml.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        let column = text.range(of: token).map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 } ?? 0
        return "\(line):\(column)"
    }
}

private let header = "scrollspec: 1\nname: T\n"
private let screen = "screens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 5000}]\n"

let brokenTopLevel: [BrokenRule] = [
    BrokenRule(rule: "scrollspec is required", yaml: "name: T\n" + screen, line: 1, token: "name", message: "a spec needs `scrollspec`"),
    BrokenRule(rule: "scrollspec is 1", yaml: "scrollspec: 2\nname: T\n" + screen, line: 1, token: "2", message: "reads version 1 of the spec language, not version 2"),
    BrokenRule(rule: "name is required", yaml: "scrollspec: 1\n" + screen, line: 1, token: "scrollspec", message: "a spec needs `name`"),
    BrokenRule(rule: "screens is required", yaml: header, line: 1, token: "scrollspec", message: "a spec needs `screens`"),
    BrokenRule(rule: "screens is not empty", yaml: header + "screens: []\n", line: 3, token: "[]", message: "`screens` must list at least one screen"),
    BrokenRule(rule: "unknown top-level key", yaml: header + screen + "scirpt: []\n", line: 6, token: "scirpt", message: "unknown key `scirpt` in a spec; did you mean `script`?"),
    BrokenRule(rule: "a spec is a map", yaml: "- a\n- b\n", line: 1, token: "-", message: "a spec must be a map, not a list"),
    BrokenRule(rule: "tolerance is not negative", yaml: header + screen + "tolerance: -1\n", line: 6, token: "-1", message: "`tolerance` must be at least 0, not -1"),
    BrokenRule(rule: "tags are a list", yaml: header + screen + "tags: smoke\n", line: 6, token: "smoke", message: "`tags` must be a list"),
]

let brokenDevice: [BrokenRule] = [
    BrokenRule(rule: "unknown device key", yaml: header + "device: {heigth: 800}\n" + screen, line: 3, token: "heigth", message: "unknown key `heigth` in `device`; did you mean `height`?"),
    BrokenRule(rule: "frameRate at most 240", yaml: header + "device: {frameRate: 300}\n" + screen, line: 3, token: "300", message: "`frameRate` must be at most 240, not 300"),
    BrokenRule(rule: "frameRate at least 30", yaml: header + "device: {frameRate: 29}\n" + screen, line: 3, token: "29", message: "`frameRate` must be at least 30, not 29"),
    BrokenRule(rule: "width more than 0", yaml: header + "device: {width: 0}\n" + screen, line: 3, token: "0", message: "`width` must be more than 0, not 0"),
    BrokenRule(rule: "hitTestsPerTap is whole", yaml: header + "device: {hitTestsPerTap: 1.5}\n" + screen, line: 3, token: "1.5", message: "`hitTestsPerTap` must be a whole number, not the number 1.5"),
    BrokenRule(rule: "status bar under the screen height", yaml: header + "device: {height: 50}\n" + screen, line: 3, token: "50", message: "`statusBarHeight` 54 must be less than the device height 50"),
    BrokenRule(rule: "numbers are finite", yaml: header + "device: {width: .inf}\n" + screen, line: 3, token: ".inf", message: "`width` must be a finite number, not .inf"),
    BrokenRule(rule: "numbers are numbers", yaml: header + "device: {width: wide}\n" + screen, line: 3, token: "wide", message: "`width` must be a number, not the string \"wide\""),
]

let brokenScreens: [BrokenRule] = [
    BrokenRule(rule: "tabs are unique", yaml: header + "tabs: [a, a]\n" + screen, line: 3, token: "a]", message: "tab `a` is listed twice"),
    BrokenRule(rule: "a screen's tab exists", yaml: header + "tabs: [home]\nscreens:\n  - {id: main, tab: hom}\n", line: 5, token: "hom}", message: "unknown tab `hom`; did you mean `home`?"),
    BrokenRule(rule: "a tab needs tabs", yaml: header + "screens:\n  - {id: main, tab: home}\n", line: 4, token: "home", message: "unknown tab `home`; the spec declares no `tabs`"),
    BrokenRule(rule: "one root per tab", yaml: header + "tabs: [t]\nscreens:\n  - {id: a, tab: t}\n  - {id: b, tab: t}\n", line: 6, token: "t}", message: "tab `t` already has the root screen `a`"),
    BrokenRule(rule: "identifiers are unique", yaml: header + screen + "    views: [{id: feed}]\n", line: 6, token: "feed", message: "`feed` is already declared as a scroll view on line 5"),
    BrokenRule(rule: "identifiers match the pattern", yaml: header + "screens:\n  - id: 1home\n", line: 4, token: "1home", message: "`1home` is not a valid identifier"),
    BrokenRule(rule: "tabBar is reserved", yaml: header + "screens:\n  - id: tabBar\n", line: 4, token: "tabBar", message: "`tabBar` is reserved"),
    BrokenRule(rule: "unknown screen key", yaml: header + "screens:\n  - id: a\n    scrolViews: []\n", line: 5, token: "scrolViews", message: "unknown key `scrolViews` in a screen; did you mean `scrollViews`?"),
    BrokenRule(rule: "contentHeight is required", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s}]\n", line: 5, token: "{id", message: "a scroll view needs `contentHeight`"),
    BrokenRule(rule: "contentHeight is not negative", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: -5}]\n", line: 5, token: "-5", message: "`contentHeight` must be at least 0, not -5"),
    BrokenRule(rule: "absurd lengths", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 1e308}]\n", line: 5, token: "1e308", message: "`contentHeight` must be at most 10000000"),
    BrokenRule(rule: "viewportHeight more than 0", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, viewportHeight: 0}]\n", line: 5, token: "0}", message: "`viewportHeight` must be more than 0, not 0"),
    BrokenRule(rule: "decelerationRate names", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, decelerationRate: fsat}]\n", line: 5, token: "fsat", message: "`decelerationRate` cannot be `fsat`; did you mean `fast`?"),
    BrokenRule(rule: "decelerationRate under 1", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, decelerationRate: 1}]\n", line: 5, token: "1}", message: "between 0 and 1 (exclusive), not 1"),
    BrokenRule(rule: "initialOffset names", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, initialOffset: middle}]\n", line: 5, token: "middle", message: "`initialOffset` cannot be `middle`"),
    BrokenRule(rule: "initialOffset in range", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 1000, initialOffset: 500}]\n", line: 5, token: "500", message: "`initialOffset` 500 is outside the scroll range [0, 148]"),
    BrokenRule(rule: "contentInset keys", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, contentInset: {top: 1, leading: 2}}]\n", line: 5, token: "leading", message: "unknown key `leading` in `contentInset`"),
    BrokenRule(rule: "bounces is boolean", yaml: header + "screens:\n  - id: a\n    scrollViews: [{id: s, contentHeight: 5, bounces: maybe}]\n", line: 5, token: "maybe", message: "`bounces` must be true or false"),
    BrokenRule(rule: "view height not negative", yaml: header + "screens:\n  - id: a\n    views: [{id: v, height: -1}]\n", line: 5, token: "-1", message: "`height` must be at least 0"),
]

let brokenBehaviours: [BrokenRule] = [
    BrokenRule(rule: "unknown plugin", yaml: specWithScreen("    behaviours: [{headerColapse: {scrollView: feed, header: hero}}]"), line: 7, token: "headerColapse", message: "unknown behaviour `headerColapse`; did you mean `headerCollapse`?"),
    BrokenRule(rule: "a behaviour is a one-key map", yaml: specWithScreen("    behaviours: [{thresholdBar: {scrollView: feed, bar: bar}, x: 1}]"), line: 7, token: "{thresholdBar", message: "a behaviour is a one-key map"),
    BrokenRule(rule: "unknown parameter", yaml: specWithScreen("    behaviours: [{thresholdBar: {scrollView: feed, bar: bar, treshold: 3}}]"), line: 7, token: "treshold", message: "unknown key `treshold` in `thresholdBar`; did you mean `threshold`?"),
    BrokenRule(rule: "required parameter", yaml: specWithScreen("    behaviours: [{thresholdBar: {scrollView: feed}}]"), line: 7, token: "thresholdBar", message: "`thresholdBar` needs `bar`"),
    BrokenRule(rule: "reference of the wrong kind", yaml: specWithScreen("    behaviours: [{thresholdBar: {scrollView: hero, bar: bar}}]"), line: 7, token: "hero", message: "`hero` is a view, not a scroll view; valid here: `feed`"),
    BrokenRule(rule: "dangling reference", yaml: specWithScreen("    behaviours: [{thresholdBar: {scrollView: fed, bar: bar}}]"), line: 7, token: "fed", message: "unknown scroll view `fed`; did you mean `feed`?"),
    BrokenRule(rule: "reference on another screen", yaml: specWithScreen("  - id: other\n    views: [{id: otherBar}]\n    behaviours: [{thresholdBar: {scrollView: feed, bar: otherBar}}]"), line: 9, token: "feed", message: "scroll view `feed` is on screen `home`, not on `other`"),
    BrokenRule(rule: "moved views need a height", yaml: specWithScreen("    behaviours: [{headerCollapse: {scrollView: feed, header: bar}}]"), line: 7, token: "bar}", message: "`bar` needs a `height`: `headerCollapse` moves it"),
    BrokenRule(rule: "choices", yaml: specWithScreen("    behaviours: [{headerCollapse: {scrollView: feed, header: hero, mode: pined}}]"), line: 7, token: "pined", message: "`mode` cannot be `pined`; did you mean `pinned`?"),
    BrokenRule(rule: "cross-parameter rules", yaml: specWithScreen("    behaviours: [{headerCollapse: {scrollView: feed, header: hero, minHeight: 300}}]"), line: 7, token: "300", message: "`minHeight` 300 is more than the height of `hero` (200)"),
    BrokenRule(rule: "parameter durations", yaml: specWithScreen("    behaviours: [{headerCollapse: {scrollView: feed, header: hero, snapDuration: fast}}]"), line: 7, token: "fast", message: "`snapDuration` cannot be \"fast\"; a duration is"),
    BrokenRule(rule: "unknown trigger", yaml: specWithScreen("    behaviours: [{undoScrollToTop: {scrollView: feed, triggers: [tabReselct]}}]"), line: 7, token: "tabReselct", message: "unknown trigger `tabReselct`; did you mean `tabReselect`?"),
    BrokenRule(rule: "triggers are a list", yaml: specWithScreen("    behaviours: [{undoScrollToTop: {scrollView: feed, triggers: appear}}]"), line: 7, token: "appear", message: "`triggers` must be a list"),
    BrokenRule(rule: "unknown event", yaml: specWithScreen("    behaviours: [{undoScrollToTop: {scrollView: feed, resetOn: [dragBgin]}}]"), line: 7, token: "dragBgin", message: "unknown event `dragBgin`; did you mean `dragBegin`?"),
    BrokenRule(rule: "behaviour ids are unique", yaml: specWithScreen("    behaviours: [{thresholdBar: {id: hero, scrollView: feed, bar: bar}}]"), line: 7, token: "hero", message: "`hero` is already declared as a view"),
]

let brokenSteps: [BrokenRule] = [
    BrokenRule(rule: "unknown step", yaml: specWithScreen("script:\n  - tapp: {y: 3}"), line: 8, token: "tapp", message: "unknown step `tapp`; did you mean `tap`?"),
    BrokenRule(rule: "unknown bare step", yaml: specWithScreen("script:\n  - tapStatusbar"), line: 8, token: "tapStatusbar", message: "unknown step `tapStatusbar`; did you mean `tapStatusBar`?"),
    BrokenRule(rule: "a step that needs a value", yaml: specWithScreen("script:\n  - drag"), line: 8, token: "drag", message: "`drag` needs a value"),
    BrokenRule(rule: "a step that takes no value", yaml: specWithScreen("script:\n  - pop: 3"), line: 8, token: "3", message: "`pop` takes no value"),
    BrokenRule(rule: "one step per item", yaml: specWithScreen("script:\n  - {wait: 1, pop: ~}"), line: 8, token: "{", message: "a step is a step name or a one-key map"),
    BrokenRule(rule: "a tab's root is not pushed", yaml: header + "tabs: [home]\nscreens:\n  - {id: main, tab: home}\nscript:\n  - push: main\n", line: 7, token: "main", message: "screen `main` is the root of tab `home`; only screens without `tab` can be pushed"),
    BrokenRule(rule: "selectTab needs tabs", yaml: specWithScreen("script:\n  - selectTab: home"), line: 8, token: "home", message: "unknown tab `home`; the spec declares no `tabs`"),
    BrokenRule(rule: "push a known screen", yaml: specWithScreen("script:\n  - push: detial"), line: 8, token: "detial", message: "unknown screen `detial`; valid here: `home`"),
    BrokenRule(rule: "push a screen, not a view", yaml: specWithScreen("script:\n  - push: {screen: hero}"), line: 8, token: "hero", message: "`hero` is a view, not a screen"),
    BrokenRule(rule: "tap inside the screen", yaml: specWithScreen("script:\n  - tap: {y: 900}"), line: 8, token: "900", message: "`y` must be at most 852, not 900"),
    BrokenRule(rule: "drag needs by", yaml: specWithScreen("script:\n  - drag: {scrollView: feed}"), line: 8, token: "{", message: "`drag` needs `by`"),
    BrokenRule(rule: "drag a scroll view", yaml: specWithScreen("script:\n  - drag: {scrollView: hero, by: 3}"), line: 8, token: "hero", message: "`hero` is a view, not a scroll view; valid here: `feed`"),
    BrokenRule(rule: "durations: no words", yaml: specWithScreen("script:\n  - wait: 2min"), line: 8, token: "2min", message: "`wait` cannot be \"2min\"; a duration is a number of milliseconds (`300`) or a string with a unit (`300ms`, `1.5s`)"),
    BrokenRule(rule: "durations: not negative", yaml: specWithScreen("script:\n  - wait: -5"), line: 8, token: "-5", message: "`wait` must be a finite duration of zero or more, not -5"),
    BrokenRule(rule: "durations: not absurd", yaml: specWithScreen("script:\n  - wait: 1e300"), line: 8, token: "1e300", message: "longer than the longest duration a spec may use"),
    BrokenRule(rule: "durations: quoted numbers have no unit", yaml: specWithScreen("script:\n  - wait: '300'"), line: 8, token: "'300'", message: "`wait` cannot be \"300\""),
    BrokenRule(rule: "velocities are finite", yaml: specWithScreen("script:\n  - fling: {scrollView: feed, velocity: .nan}"), line: 8, token: ".nan", message: "`velocity` must be a finite number"),
    BrokenRule(rule: "velocities are not absurd", yaml: specWithScreen("script:\n  - fling: {scrollView: feed, velocity: 1e308}"), line: 8, token: "1e308", message: "`velocity` must be at most 1000000"),
    BrokenRule(rule: "scrollTo offsets", yaml: specWithScreen("script:\n  - scrollTo: {scrollView: feed, offset: botom}"), line: 8, token: "botom", message: "`offset` cannot be `botom`; did you mean `bottom`?"),
    BrokenRule(rule: "waitForIdle timeout", yaml: specWithScreen("script:\n  - waitForIdle: {timeout: soon}"), line: 8, token: "soon", message: "`timeout` cannot be \"soon\""),
    BrokenRule(rule: "at cannot go back", yaml: specWithScreen("script:\n  - drag: {scrollView: feed, by: 10, duration: 1s}\n  - wait: 500ms\n  - at: 1200ms"), line: 10, token: "at", message: "`at: 1.2s` is earlier than 1.5s"),
]

let brokenExpectations: [BrokenRule] = [
    BrokenRule(rule: "unknown property", yaml: specWithScreen("script:\n  - expect: {feed.ofset: 3}"), line: 8, token: "feed.ofset", message: "`ofset` is not a property of scroll view `feed`; did you mean `offset`?"),
    BrokenRule(rule: "unknown identifier in a path", yaml: specWithScreen("script:\n  - expect: {fed.offset: 3}"), line: 8, token: "fed", message: "unknown identifier `fed` in `fed.offset`; did you mean `feed`?"),
    BrokenRule(rule: "paths have one dot", yaml: specWithScreen("script:\n  - expect: {feed: 3}"), line: 8, token: "feed", message: "`feed` is not a property path; write `TARGET.PROPERTY`"),
    BrokenRule(rule: "paths have at most two dots", yaml: specWithScreen("script:\n  - expect: {feed.offset.y.z: 3}"), line: 8, token: "feed.offset.y.z", message: "`feed.offset.y.z` is not a property path"),
    BrokenRule(rule: "offset has no z", yaml: specWithScreen("script:\n  - expect: {feed.offset.z: 3}"), line: 8, token: "feed.offset.z", message: "`offset.z` is not a property of scroll view `feed`; did you mean `offset.x`?"),
    BrokenRule(rule: "a dot with a combining mark is no separator", yaml: specWithScreen("script:\n  - expect: {\"feed.\u{301}offset\": 3}"), line: 8, token: "\"feed", message: "`feed.\u{301}offset` is not a property path"),
    BrokenRule(rule: "view properties need a behaviour", yaml: specWithScreen("script:\n  - expect: {bar.position: top}"), line: 8, token: "bar.position", message: "no behaviour writes `bar.position`; `thresholdBar` writes it on its `bar`"),
    BrokenRule(rule: "tabBar needs tabs", yaml: specWithScreen("script:\n  - expect: {tabBar.selected: home}"), line: 8, token: "home", message: "`tabBar.selected` needs `tabs`"),
    BrokenRule(rule: "phases", yaml: specWithScreen("script:\n  - expect: {feed.phase: scrolling}"), line: 8, token: "scrolling", message: "`feed.phase` cannot be `scrolling`"),
    BrokenRule(rule: "visible is boolean", yaml: specWithScreen("script:\n  - expect: {home.visible: shown}"), line: 8, token: "shown", message: "`home.visible` must be true or false"),
    BrokenRule(rule: "top and bottom only for offsets", yaml: specWithScreen("script:\n  - expect: {feed.velocity: top}"), line: 8, token: "top", message: "`feed.velocity` must be a number"),
    BrokenRule(rule: "approx or range, not both", yaml: specWithScreen("script:\n  - expect: {feed.offset: {approx: 3, min: 1}}"), line: 8, token: "{approx", message: "either `{approx: N, tolerance: T}` or `{min: A, max: B}`"),
    BrokenRule(rule: "matcher maps know their keys", yaml: specWithScreen("script:\n  - expect: {feed.offset: {mn: 3, max: 5}}"), line: 8, token: "mn", message: "unknown key `mn` in the matcher of `feed.offset`; did you mean `min`?"),
    BrokenRule(rule: "min not above max", yaml: specWithScreen("script:\n  - expect: {feed.offset: {min: 5, max: 1}}"), line: 8, token: "{min", message: "`min` 5 is more than `max` 1"),
    BrokenRule(rule: "within is a duration", yaml: specWithScreen("script:\n  - expect: {feed.offset: 3, within: later}"), line: 8, token: "later", message: "`within` cannot be \"later\""),
    BrokenRule(rule: "an expectation checks something", yaml: specWithScreen("script:\n  - expect: {within: 1s}"), line: 8, token: "{", message: "`expect` checks nothing"),
    BrokenRule(rule: "behaviours have no properties", yaml: specWithScreen("    behaviours: [{thresholdBar: {id: jump, scrollView: feed, bar: bar}}]\nscript:\n  - expect: {jump.position: top}"), line: 9, token: "jump.position", message: "`jump` is a behaviour"),
]

let brokenScriptAdditions: [BrokenRule] = [
    BrokenRule(rule: "moveBy needs a finger down", yaml: specWithScreen("script:\n  - moveBy: {by: 100}"), line: 8, token: "{by", message: "`moveBy` needs a finger down; add `- touchDown: {scrollView: …}` before it"),
    BrokenRule(rule: "lift needs a finger down", yaml: specWithScreen("script:\n  - lift"), line: 8, token: "lift", message: "`lift` needs a finger down"),
    BrokenRule(rule: "one touchDown per held scroll view", yaml: specWithScreen("script:\n  - touchDown: {scrollView: feed}\n  - touchDown: {scrollView: feed}\n  - lift"), line: 9, token: "feed", message: "`feed` is already held by the `touchDown` on line 8; `lift` it first"),
    BrokenRule(rule: "a script ends with every finger lifted", yaml: specWithScreen("script:\n  - touchDown: {scrollView: feed}\n  - moveBy: {by: 100}"), line: 8, token: "touchDown", message: "the finger on `feed` is still down when the script ends; end the touch with `- lift` (a forgotten `lift`?)"),
    BrokenRule(rule: "no drag on a held scroll view", yaml: specWithScreen("script:\n  - touchDown: {scrollView: feed}\n  - drag: {scrollView: feed, by: 3}\n  - lift"), line: 9, token: "feed", message: "cannot `drag` `feed`: the `touchDown` on line 8 holds it"),
    BrokenRule(rule: "release is a velocity or finger", yaml: specWithScreen("script:\n  - drag: {scrollView: feed, by: 3, release: fast}"), line: 8, token: "fast", message: "`release` cannot be `fast`; it is a velocity in points per second, or `finger`"),
    BrokenRule(rule: "release: finger needs a duration", yaml: specWithScreen("script:\n  - drag: {scrollView: feed, by: 3, duration: 0, release: finger}"), line: 8, token: "finger", message: "`release: finger` needs a `duration` above 0"),
    BrokenRule(rule: "a matcher's number is one reports print exactly", yaml: specWithScreen("script:\n  - expect: {feed.offset: 1.0e+308}"), line: 8, token: "1.0e+308",
               message: "`feed.offset` must be at most 1000000000000000, not 1e+308"),
    BrokenRule(rule: "$NAME after its remember", yaml: specWithScreen("script:\n  - expect: {feed.offset: $start}"), line: 8, token: "$start", message: "`$start` is used before any `remember` keeps it"),
    BrokenRule(rule: "$NAME of the matcher's type", yaml: specWithScreen("script:\n  - remember: {p: feed.phase}\n  - expect: {feed.offset: {min: $p}}"), line: 9, token: "$p", message: "`$p` holds a text, but this matcher needs a number"),
    BrokenRule(rule: "during is longer than 0", yaml: specWithScreen("script:\n  - expect: {feed.offset: 0, during: 0}"), line: 8, token: "0}", message: "`during` must be longer than 0"),
    BrokenRule(rule: "not stands alone", yaml: specWithScreen("script:\n  - expect: {feed.offset: {not: 3, min: 1}}"), line: 8, token: "{not", message: "`not` stands alone: `{not: MATCHER}`"),
    BrokenRule(rule: "set sizes are not negative", yaml: specWithScreen("script:\n  - set: {feed.contentHeight: -5}"), line: 8, token: "-5", message: "`contentHeight` must be at least 0, not -5"),
    BrokenRule(rule: "set sizes are finite", yaml: specWithScreen("script:\n  - set: {feed.viewportHeight: .inf}"), line: 8, token: ".inf", message: "`viewportHeight` must be a finite number"),
    BrokenRule(rule: "set changes scroll views", yaml: specWithScreen("script:\n  - set: {hero.contentHeight: 5}"), line: 8, token: "hero", message: "`hero` is a view, not a scroll view"),
    BrokenRule(rule: "set knows its properties", yaml: specWithScreen("script:\n  - set: {feed.contentHieght: 5}"), line: 8, token: "feed", message: "`set` cannot change `contentHieght`; did you mean `contentHeight`?"),
    BrokenRule(rule: "set knows the sides of the inset", yaml: specWithScreen("script:\n  - set: {feed.contentInset.botom: 5}"), line: 8, token: "feed", message: "`set` cannot change `contentInset.botom`; did you mean `contentInset.bottom`?"),
    BrokenRule(rule: "a side of the inset set is a number, named by its path", yaml: specWithScreen("script:\n  - set: {feed.contentInset.left: wide}"), line: 8, token: "wide}", message: "`contentInset.left` must be a number, not the string \"wide\""),
    BrokenRule(rule: "set gives a side of the inset once", yaml: specWithScreen("script:\n  - set: {feed.contentInset.top: 5, feed.contentInset: {top: 6}}"), line: 8, token: "6}", message: "`feed.contentInset.top` is given twice in this `set`"),
    BrokenRule(rule: "device names are unique", yaml: "scrollspec: 1\nname: T\ndevice: [{name: SE}, {name: SE}]\n" + "screens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 5000}]\n", line: 3, token: "SE}]", message: "device `SE` is listed twice"),
    BrokenRule(rule: "listed devices have names", yaml: "scrollspec: 1\nname: T\ndevice: [{height: 667}]\n" + "screens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 5000}]\n", line: 3, token: "{height", message: "a device needs `name`"),
]

let brokenBehavioursOf11: [BrokenRule] = [
    BrokenRule(rule: "snap intervals are above 0", yaml: specWithScreen("    behaviours: [{snap: {scrollView: feed, interval: -5}}]"), line: 7, token: "-5", message: "`interval` must be more than 0"),
    BrokenRule(rule: "snap intervals are numbers or page", yaml: specWithScreen("    behaviours: [{snap: {scrollView: feed, interval: row}}]"), line: 7, token: "row", message: "`interval` is a number above 0 or `page`, not `row`"),
    BrokenRule(rule: "snap modes", yaml: specWithScreen("    behaviours: [{snap: {scrollView: feed, mode: pages}}]"), line: 7, token: "pages", message: "did you mean `page`?"),
    BrokenRule(rule: "refresh heights are at least 1", yaml: specWithScreen("    behaviours: [{pullToRefresh: {scrollView: feed, height: 0}}]"), line: 7, token: "0}", message: "`height` must be at least 1, not 0"),
    BrokenRule(rule: "refresh thresholds a pull can reach", yaml: specWithScreen("    behaviours: [{pullToRefresh: {scrollView: feed, threshold: 852}}]"), line: 7, token: "852", message: "`threshold` 852 can never be reached"),
    BrokenRule(rule: "endRefreshing names a refresh control", yaml: specWithScreen("    behaviours: [{pullToRefresh: {id: refresh, scrollView: feed}}]\nscript:\n  - endRefreshing: refesh"), line: 9, token: "refesh", message: "`refesh` is not a behaviour that `endRefreshing` acts on; did you mean `refresh`?"),
    BrokenRule(rule: "loadMore thresholds within the content", yaml: specWithScreen("    behaviours: [{loadMore: {scrollView: feed, indicator: bar, threshold: 9000}}]"), line: 7, token: "9000", message: "`threshold` is past the content"),
    BrokenRule(rule: "scrollsToTop is a boolean", yaml: specWithScreen("").replacingOccurrences(of: "contentHeight: 5000}", with: "contentHeight: 5000, scrollsToTop: sometimes}"), line: 5, token: "sometimes", message: "`scrollsToTop` must be true or false"),
]

@Suite("Validation rules of docs/language.md")
struct ValidationRuleTests {
    @Test("top level", arguments: brokenTopLevel) func topLevel(_ rule: BrokenRule) { check(rule) }
    @Test("device", arguments: brokenDevice) func device(_ rule: BrokenRule) { check(rule) }
    @Test("screens, scroll views and views", arguments: brokenScreens) func screens(_ rule: BrokenRule) { check(rule) }
    @Test("behaviours", arguments: brokenBehaviours) func behaviours(_ rule: BrokenRule) { check(rule) }
    @Test("script steps", arguments: brokenSteps) func steps(_ rule: BrokenRule) { check(rule) }
    @Test("expectations", arguments: brokenExpectations) func expectations(_ rule: BrokenRule) { check(rule) }
    @Test("1.1 script additions", arguments: brokenScriptAdditions) func scriptAdditions(_ rule: BrokenRule) { check(rule) }
    @Test("1.1 behaviours", arguments: brokenBehavioursOf11) func behavioursOf11(_ rule: BrokenRule) { check(rule) }

    private func check(_ rule: BrokenRule) {
        expectOneProblem(rule)
    }
}

/// Checks that `rule`'s spec has exactly one problem, at its token, saying its message.
func expectOneProblem(_ rule: BrokenRule) {
    let found = problems(rule.yaml)
    let expected = "\(rule.expectedMark): "
    #expect(found.contains { $0.hasPrefix(expected) && $0.contains(rule.message) },
            "expected \(expected)…\(rule.message)…, got \(found)")
    #expect(found.count == 1, "one problem, one diagnostic: \(found)")
}
