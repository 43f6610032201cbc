/// `{setNavigationBarHidden: EXPR, animated: BOOL}`: the behaviour's screen
/// hides its navigation bar when the expression is true, and shows it when false.
struct SetNavigationBarHiddenSink: BarHiddenSink {
    static let entry = VocabularyEntry(
        name: "setNavigationBarHidden", form: "{setNavigationBarHidden: EXPR, animated: true}",
        documentation: "hides the screen's navigation bar when the boolean expression (which may read `value`) is true and shows it when false, animated over 330 ms unless `animated: false`; the insets of the screen's scroll views follow at once")
    let hidden: TypedExpression
    let animated: Bool

    static func hide(_ screen: any ScreenHost, _ hidden: Bool, animated: Bool) {
        screen.setNavigationBarHidden(hidden, animated: animated)
    }
}

/// `{setToolbarHidden: EXPR, animated: BOOL}`: the behaviour's screen hides
/// its toolbar when the expression is true, and shows it when false.
struct SetToolbarHiddenSink: BarHiddenSink {
    static let entry = VocabularyEntry(
        name: "setToolbarHidden", form: "{setToolbarHidden: EXPR, animated: true}",
        documentation: "hides the screen's toolbar when the boolean expression (which may read `value`) is true and shows it when false; its band leaves the bottom insets at once")
    let hidden: TypedExpression
    let animated: Bool

    static func hide(_ screen: any ScreenHost, _ hidden: Bool, animated: Bool) {
        screen.setToolbarHidden(hidden, animated: animated)
    }
}

/// A sink that hides or shows one of the screen's bars.
protocol BarHiddenSink: PipelineSink {
    var hidden: TypedExpression { get }
    var animated: Bool { get }
    init(hidden: TypedExpression, animated: Bool)
    /// Hides or shows the bar on `screen`.
    static func hide(_ screen: any ScreenHost, _ hidden: Bool, animated: Bool)
}

extension BarHiddenSink {
    static var otherKeys: [String] { ["animated"] }

    static func decode(_ value: Node, in map: SourceMap, type: ExpressionType, names: ExpressionNames, _ decoder: PipelineDecoder) -> (any PipelineSink)? {
        guard let (expression, type, _) = decoder.expression(value, "`\(entry.name)`", names: names) else { return nil }
        guard type == .boolean else {
            decoder.context.error("`\(entry.name)` is a boolean expression (true hides the bar), not a \(type)\(type.isOptional ? " (unwrap it with `??`)" : "")", at: value.mark)
            return nil
        }
        guard let animated = map["animated"].map({ decoder.context.boolean($0, "animated") }) ?? true else { return nil }
        return Self(hidden: expression, animated: animated)
    }

    var label: String { "\(Self.entry.name)(animated: \(animated))" }
    var expressions: [TypedExpression] { [hidden] }

    func attach(_ stream: Observable<Bindings>, in scope: PipelineScope) {
        let screen = scope.context.screen
        let hidden = scope.compile(self.hidden)
        let animated = self.animated
        scope.subscribe(label, stream) { bindings in
            Self.hide(screen, hidden(bindings) == .boolean(true), animated: animated)
        }
    }
}
