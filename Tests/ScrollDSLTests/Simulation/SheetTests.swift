import Testing
@testable import ScrollDSL
import ScrollDSLBuiltIns

/// Sheets with detents: presenting and dismissing, a finger moving the sheet
/// before its content, the glide to a detent, the presenter under it, and the
/// steps a script cannot take.
@Suite("Sheets with detents")
struct SheetTests {
    /// A `map` in tab `home` and `places` (a list of `content` pt) to present, each under a navigation bar.
    private func spec(_ script: String, content: Int = 3000) -> String {
        """
        scrollspec: 1
        name: Sheet
        tabs: [home]
        screens:
          - id: map
            tab: home
            navigationBar: standard
            scrollViews: [{id: canvas, contentHeight: 4000}]
          - id: places
            navigationBar: standard
            scrollViews: [{id: list, contentHeight: \(content)}]
        script:
        \(script)
        """
    }

    @Test("present slides the sheet up over 500 ms to its detent; the list's insets lose their top; the presenter stays visible; dismiss slides it away")
    func presentAndDismiss() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large]}
              - expect: {places.sheet.detent: medium, places.visible: false, map.visible: true, list.adjustedContentInset.top: 0, list.adjustedContentInset.bottom: 83}
              - wait: 250ms
              - expect: {places.sheet.height: {min: 170, max: 188}}
              - waitForIdle
              - expect: {places.sheet.height: 375, places.visible: true, map.visible: true}
              - scrollTo: {scrollView: list, offset: bottom}
              - expect: {list.offset: 2708}
              - dismiss: places
              - expect: {places.visible: false, places.sheet.detent: none}
              - waitForIdle
              - expect: {places.sheet.height: 0, list.adjustedContentInset.top: 103, list.adjustedContentInset.bottom: 83}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a finger moving up raises the sheet to its largest detent, then scrolls the list; moving down, the list returns to its top, then the sheet lowers, in one gesture")
    func oneGesture() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large], animated: false}
              - touchDown: {scrollView: list}
              - moveBy: {by: 300, duration: 300ms}
              - expect: {places.sheet.height: 675, list.offset: 0}
              - moveBy: {by: 200, duration: 200ms}
              - expect: {places.sheet.height: 749, list.offset: 126}
              - moveBy: {by: -400, duration: 300ms}
              - expect: {list.offset: 0, places.sheet.height: 475}
              - lift: {release: 0}
              - waitForIdle
              - expect: {places.sheet.detent: medium, places.sheet.height: 375}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a flick projects the height: the sheet glides to the nearest detent on the spring without overshooting, or is dismissed below half the smallest")
    func releaseProjection() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large], animated: false}
              - fling: {scrollView: list, velocity: 6000}
              - expect: {places.sheet.detent: large}
              - expect: {places.sheet.height: {min: 375, max: 749}, during: 800ms}
              - waitForIdle
              - expect: {places.sheet.height: 749}
              - drag: {scrollView: list, by: -100, duration: 200ms, release: 0}
              - waitForIdle
              - expect: {places.sheet.detent: large}
              - fling: {scrollView: list, velocity: -3000}
              - expect: {places.sheet.detent: none}
              - waitForIdle
              - expect: {places.visible: false, places.sheet.height: 0}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("isModalInPresentation: below the smallest detent the sheet rubber-bands, and neither a flick nor a tap above dismisses it")
    func modal() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium], isModalInPresentation: true, animated: false}
              - touchDown: {scrollView: list}
              - moveBy: {by: -300, duration: 300ms}
              - expect: {places.sheet.height: {min: 200, max: 330}}
              - lift: {release: -3000}
              - waitForIdle
              - expect: {places.sheet.detent: medium, places.sheet.height: 375}
              - tap: {y: 200}
              - waitForIdle
              - expect: {places.sheet.detent: medium, places.visible: true}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("a tap above a dimming sheet dismisses it; at or below largestUndimmedDetent the presenter takes touches, above it none")
    func presenterUnderTheSheet() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large], largestUndimmedDetent: medium, animated: false}
              - drag: {scrollView: canvas, by: 300}
              - expect: {canvas.offset: 197}
              - setDetent: {screen: places, detent: large}
              - waitForIdle
              - drag: {scrollView: canvas, by: 300}
              - expect: {canvas.offset: 197}
              - tap: {y: 40}
              - expect: {places.sheet.detent: none}
              - waitForIdle
              - expect: {places.visible: false}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("content that fits rubber-bands the sheet above its largest detent; without prefersScrollingExpands the list scrolls at every detent")
    func fitsAndScrollsFirst() throws {
        let fits = try runSpec(spec("""
              - present: {screen: places, detents: [large], animated: false}
              - touchDown: {scrollView: list}
              - moveBy: {by: 200, duration: 200ms}
              - expect: {places.sheet.height: {min: 770, max: 860}, list.offset: 0}
              - lift: {release: 0}
              - waitForIdle
              - expect: {places.sheet.height: 749}
            """, content: 300))
        #expect(fits.passed, "\(fits.failureLines)")
        let scrollsFirst = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large], prefersScrollingExpandsWhenScrolledToEdge: false, animated: false}
              - drag: {scrollView: list, by: 200}
              - expect: {places.sheet.height: 375, list.offset: 200}
              - drag: {scrollView: list, by: -300, release: 0}
              - expect: {list.offset: 0}
              - waitForIdle
              - expect: {places.sheet.detent: medium}
            """))
        #expect(scrollsFirst.passed, "\(scrollsFirst.failureLines)")
    }

    @Test("a finger on a sheet still rising stops the run, saying to wait for it")
    func touchWhileRising() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium]}
              - drag: {scrollView: list, by: 100}
            """))
        #expect(result.failureLines == ["14: cannot touch `list`: its screen `places` is not visible at t=0s; its sheet is still rising or going: wait for it with `- waitForIdle`"])
    }

    @Test("presenting hides the keyboard, which belongs to the presenter; validate follows it")
    func keyboard() throws {
        let result = try runSpec(spec("""
              - showKeyboard
              - present: {screen: places, detents: [medium]}
              - expect: {keyboard.visible: false}
            """))
        #expect(result.passed, "\(result.failureLines)")
        let found = problems(spec("  - showKeyboard\n  - present: {screen: places}\n  - hideKeyboard"))
        #expect(found.contains { $0.contains("the keyboard is not shown here") }, "\(found)")
    }

    @Test("a sheet caught on its way to a detent and let go still comes to rest on a detent (exploring found it idle between two)")
    func caughtOnItsWay() throws {
        let result = try runSpec(spec("""
              - present: {screen: places, detents: [medium, large], animated: false}
              - setDetent: {screen: places, detent: large}
              - wait: 50ms
              - touchDown: {scrollView: list}
              - lift: {release: 0}
              - waitForIdle
              - expect: {places.sheet.detent: medium, places.sheet.height: 375}
            """))
        #expect(result.passed, "\(result.failureLines)")
    }

    @Test("bad presentations are refused at their place: no detents, detents not increasing, an unknown detent, a screen already shown, a sheet not presented")
    func refused() throws {
        let cases: [(String, String)] = [
            ("  - present: {screen: places, detents: []}", "`detents` lists at least one detent"),
            ("  - present: {screen: places, detents: [large, medium]}", "detents go from the smallest height to the largest: `medium`"),
            ("  - present: {screen: places, detents: [medium], selected: large}", "`large` is not a detent of this sheet; valid here: `medium`"),
            ("  - present: {screen: map}", "screen `map` is the root of tab `home`"),
            ("  - present: {screen: places}\n  - present: {screen: places}", "a sheet already shows `places` here"),
            ("  - dismiss: places", "no sheet is presented here"),
            ("  - present: {screen: places, detents: [medium, large]}\n  - setDetent: {screen: places, detent: larg}", "`larg` is not a detent of this sheet; did you mean `large`?"),
        ]
        for (script, message) in cases {
            let found = problems(spec(script))
            #expect(found.contains { $0.contains(message) }, "\(script): \(found)")
        }
    }
}
