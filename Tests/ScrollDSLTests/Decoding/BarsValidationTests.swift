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
