import Testing
import ScrollDSL
import ScrollDSLBuiltIns

/// A screen `home` whose line 5 is `screenLine`, with a scroll view `list` on
/// line 6 (`listKeys` added), then `rest` from line 7.
private func home(_ screenLine: String = "tab: home", list listKeys: String = "", _ rest: String = "") -> String {
    "scrollspec: 1\nname: T\ntabs: [home]\nscreens:\n  - id: home\n    \(screenLine)\n    scrollViews: [{id: list, contentHeight: 3000\(listKeys)}]\n" + rest
}

let brokenBars: [BrokenRule] = [
    BrokenRule(rule: "navigation bar styles", yaml: home("navigationBar: larg"), line: 6, token: "larg", message: "`navigationBar` cannot be `larg`; did you mean `large`? It is one of `standard`, `large`, `hidden`"),
    BrokenRule(rule: "adjustment behaviours", yaml: home(list: ", contentInsetAdjustmentBehavior: automatc"), line: 7, token: "automatc", message: "`contentInsetAdjustmentBehavior` cannot be `automatc`; did you mean `automatic`? It is one of `automatic`, `scrollableAxes`, `never`, `always`"),
    BrokenRule(rule: "keyboard dismiss modes", yaml: home(list: ", keyboardDismissMode: ondrag"), line: 7, token: "ondrag", message: "`keyboardDismissMode` cannot be `ondrag`; did you mean `onDrag`? It is one of `none`, `onDrag`, `interactive`"),
    BrokenRule(rule: "a keyboard shown twice", yaml: home("tab: home", "script:\n  - showKeyboard\n  - wait: 1s\n  - showKeyboard\n"), line: 11, token: "showKeyboard", message: "the keyboard is already shown (by `showKeyboard` on line 9); hide it first with `- hideKeyboard`"),
    BrokenRule(rule: "a keyboard hidden before it shows", yaml: home("tab: home", "script:\n  - hideKeyboard\n"), line: 9, token: "hideKeyboard", message: "the keyboard is not shown here; show it first with `- showKeyboard`"),
    BrokenRule(rule: "the bar's content scroll view is one of the screen's", yaml: home("navigationBar: {style: large, contentScrollView: lst}"), line: 6, token: "lst", message: "`contentScrollView` `lst` is not a scroll view of this screen; did you mean `list`?"),
    BrokenRule(rule: "a navigation bar's properties need a navigation bar", yaml: home("tab: home", "script:\n  - expect: {home.navigationBar.height: 44}\n"), line: 9, token: "home.navigationBar", message: "`home` has no navigation bar; declare one on the screen (`navigationBar: standard`) to read `navigationBar.height`"),
    BrokenRule(rule: "keyboard properties", yaml: home("tab: home", "script:\n  - expect: {keyboard.frame.z: 400}\n"), line: 9, token: "keyboard.frame.z", message: "`frame.z` is not a property of the keyboard; did you mean `frame.y`?"),
    BrokenRule(rule: "safe area insets are not negative", yaml: "scrollspec: 1\nname: T\ndevice: {safeAreaInsets: {top: -4}}\nscreens:\n  - id: home\n", line: 3, token: "-4", message: "`top` must be at least 0, not -4"),
]

@Suite("Validation rules of bars and the keyboard")
struct BarsValidationTests {
    @Test("bars, inset adjustment and the keyboard", arguments: brokenBars) func bars(_ rule: BrokenRule) { expectOneProblem(rule) }
}

/// A screen with a list `list` of rows `r0`…`r9` (line 6), then `rest` from line 7.
private func rowList(_ rows: String = "rows: {count: 10, height: 44, idPrefix: r}", rest: String = "") -> String {
    "scrollspec: 1\nname: T\nscreens:\n  - id: home\n    scrollViews:\n      - {id: list, \(rows)}\n" + rest
}

let brokenRows: [BrokenRule] = [
    BrokenRule(rule: "a row id that does not exist", yaml: rowList(rest: "script:\n  - scrollTo: {scrollView: list, row: r12}\n"), line: 8, token: "r12", message: "`list` has no item `r12` here; did you mean `r1`?"),
    BrokenRule(rule: "a deleted row is gone", yaml: rowList(rest: "script:\n  - deleteRows: {scrollView: list, rows: [r3]}\n  - scrollTo: {scrollView: list, row: r3}\n"), line: 9, token: "r3}", message: "`list` has no item `r3` here: the step on line 8 deleted it"),
    BrokenRule(rule: "anchors", yaml: rowList(rest: "script:\n  - scrollTo: {scrollView: list, row: r3, anchor: midle}\n"), line: 8, token: "midle", message: "`anchor` cannot be `midle`; did you mean `middle`?"),
    BrokenRule(rule: "inserted ids are new", yaml: rowList(rest: "script:\n  - insertRows: {scrollView: list, rows: [{id: r2, height: 40}]}\n"), line: 8, token: "r2", message: "row `r2` is already in this scroll view"),
    BrokenRule(rule: "rows are for lists that declare them", yaml: "scrollspec: 1\nname: T\nscreens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 900}]\nscript:\n  - deleteRows: {scrollView: feed, rows: [a]}\n", line: 7, token: "feed", message: "`feed` declares no items; give it `items`, `rows` or `sections`"),
    BrokenRule(rule: "rows make the content height", yaml: rowList("contentHeight: 900, rows: {count: 3, height: 44}"), line: 6, token: "900", message: "`contentHeight` of a scroll view with items is the items' sizes"),
    BrokenRule(rule: "row ids are unique", yaml: rowList("rows: [{id: a, height: 40}, {id: a, height: 40}]"), line: 6, token: "a, height: 40}]", message: "row `a` is already in this scroll view (line 6)"),
    BrokenRule(rule: "rows belong to vertical lists", yaml: rowList("axis: horizontal, contentWidth: 900, rows: {count: 3, height: 44}"), line: 6, token: "{count", message: "rows belong to a vertical list"),
    BrokenRule(rule: "set leaves a list's content height to its rows", yaml: rowList(rest: "script:\n  - set: {list.contentHeight: 900}\n"), line: 8, token: "list.contentHeight", message: "the content height of `list` is its rows' heights; change the rows with `insertRows` or `deleteRows`"),
    BrokenRule(rule: "row properties need rows", yaml: "scrollspec: 1\nname: T\nscreens:\n  - id: home\n    scrollViews: [{id: feed, contentHeight: 900}]\nscript:\n  - expect: {feed.firstVisibleRow: a}\n", line: 7, token: "feed.first", message: "`feed` declares no items; give it `items`, `rows` or `sections` to read `firstVisibleRow`"),
]

@Suite("Validation rules of rows")
struct RowsValidationTests {
    @Test("rows, sections and the steps on them", arguments: brokenRows) func rows(_ rule: BrokenRule) { expectOneProblem(rule) }
}
