import Foundation
import HeaderFeature
import ScrollDSL

/// The app's `HeaderViewModel` as a behaviour specs name (`headerViewModel`):
/// the adapter does what the app's view controller does, through the host.
/// At each `scrollViewDidScroll` it reads the scroll view and the header into
/// a `ScrollInfo`; each constant the view model sends becomes the header's
/// `translation` (its top constraint's constant).
public struct HeaderViewModelBehaviour: BehaviourPlugin {
    public init() {}

    static let scrollView = Parameter.scrollView("scrollView", "The list whose scrolling drives the header.")
    static let header = Parameter.view("header", needsHeight: true, "The header whose top constraint the view model sets.")

    public let declaration = PluginDeclaration(
        name: "headerViewModel",
        summary: "The app's HeaderViewModel, driving a header's top constraint.",
        documentation: """
        Feeds the app's `HeaderViewModel` each `scrollViewDidScroll` of `scrollView`, and \
        writes each top constraint constant it sends to `header.translation` (so \
        `header.fraction` and `header.visibleHeight` follow).
        """,
        parameters: [Self.scrollView.declaration, Self.header.declaration],
        writes: [ViewPropertyWrite(parameter: "header", properties: [.translation, .fraction, .visibleHeight])],
        examples: [
            .passes("Scrolling down 150 pt hides 150 pt of the header", """
                scrollspec: 1
                name: Header
                screens:
                  - id: home
                    scrollViews: [{id: feed, contentHeight: 3000}]
                    views: [{id: hero, height: 200}]
                    behaviours: [{headerViewModel: {scrollView: feed, header: hero}}]
                script:
                  - drag: {scrollView: feed, by: 150}
                  - expect: {hero.translation: -150}
                """),
        ]
    )

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let scrollView = context[Self.scrollView]
        let header = context[Self.header]
        header.collapseRange = header.height
        let viewModel = HeaderViewModel()
        viewModel.onOutput = { output in
            switch output {
            case .topConstraintConstant(let constant): header.setTranslation(Double(constant))
            }
        }
        let inputs = scrollView.didScroll.map("ScrollInfo") { change in
            HeaderViewModel.Input.scrollViewDidScroll(HeaderViewModel.ScrollInfo(
                contentOffsetY: CGFloat(change.current),
                topConstraintConstant: CGFloat(header.translation),
                heightOfViewToMove: CGFloat(header.height),
                hasReachedTop: change.current <= change.top,
                hasReachedBottom: change.current >= change.bottom,
                restingOffsets: CGFloat(change.top)...CGFloat(change.bottom)
            ))
        }
        context.sink("viewModel.apply", inputs) { viewModel.apply($0) }
    }
}
