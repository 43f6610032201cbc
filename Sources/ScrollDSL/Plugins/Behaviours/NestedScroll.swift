/// A list inside a scrolling card (seed 003's bank card).
public enum NestedScroll: BehaviourPlugin {
    public static let declaration = PluginDeclaration(
        name: "nestedScroll",
        summary: "A scrolling list inside a scrolling card, with one seamless gesture.",
        documentation: """
        A drag or fling on `inner` moving forward is consumed by `outer` until `outer` \
        reaches its bottom, then by `inner`; moving back it is consumed by `inner` until \
        `inner` reaches its top, then by `outer`. A fling hands its remaining velocity on \
        at that point, so it travels as far as on one scroll view. Overscroll at the far \
        end bounces `inner`; at the near end it bounces `outer`, so a pull-to-refresh on \
        the card works. A drag on `outer` moves `outer` only.
        """,
        parameters: [
            ParameterDeclaration("outer", .scrollView, "The card: the scroll view that contains the list."),
            ParameterDeclaration("inner", .scrollView, "The list inside the card."),
        ],
        examples: [
            .passes("Forward, the card moves first; back, the list does", account("Bank card", script: [
                "drag: {scrollView: transactions, by: 300}",
                "expect: {card.offset: 200, transactions.offset: 100}",
                "drag: {scrollView: transactions, by: -150}",
                "expect: {card.offset: 150, transactions.offset: 0}",
            ])),
            .passes("A drag on the card moves the card only", account("Grab the card", script: [
                "drag: {scrollView: card, by: 100}",
                "expect: {card.offset: 100, transactions.offset: 0}",
            ])),
            .rejected("outer and inner must differ", account("Same", inner: "card"), message: "`inner` must be another scroll view than `outer`"),
        ]
    )

    public static func problems(in behaviour: BehaviourSpec, on screen: Screen) -> [ParameterProblem] {
        guard let outer = behaviour["outer"]?.string, outer == behaviour["inner"]?.string else { return [] }
        return [ParameterProblem(parameter: "inner", message: "`inner` must be another scroll view than `outer` (`\(outer)`)")]
    }

    /// An account screen with a card holding a transactions list, nested.
    private static func account(_ name: String, inner: String = "transactions", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "account", body: [
            "scrollViews:",
            "  - {id: card, contentHeight: 1052}",
            "  - {id: transactions, contentHeight: 2000, viewportHeight: 600}",
            "behaviours: [{nestedScroll: {outer: card, inner: \(inner)}}]",
        ], script: script)
    }
}
