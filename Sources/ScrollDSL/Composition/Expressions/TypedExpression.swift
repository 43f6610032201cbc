/// An expression checked against the names of its plugin: every name
/// resolved to what it reads, every operator to its typed form. Compiling it
/// for a behaviour (``ExpressionCompiler``) binds it to that behaviour's objects.
indirect enum TypedExpression: Sendable {
    /// A value fixed when the plugin loads.
    case constant(PropertyValue)
    /// A parameter's value, fixed when the behaviour is installed.
    case parameter(String)
    /// `value`, `latest`, `previous` or `acc`.
    case binding(Binding)
    /// A state's current value.
    case state(String)
    /// A property of the scroll view a parameter names.
    case scrollView(parameter: String, ScrollViewMember)
    /// A property of the view a parameter names (`height`, or one a behaviour writes).
    case view(parameter: String, property: String)
    /// `screen.visible`.
    case screenVisible
    /// `now`: virtual seconds.
    case now
    /// `top` or `bottom` of the scroll view the pipeline scrolls.
    case bound(OffsetTarget)
    /// `target`: where the glide of the lift a `willEndDragging` pipeline handles would rest.
    case glideTarget
    case negate(TypedExpression)
    case not(TypedExpression)
    case arithmetic(ArithmeticOperator, TypedExpression, TypedExpression)
    case comparison(ComparisonOperator, TypedExpression, TypedExpression)
    case equality(Bool, TypedExpression, TypedExpression)
    case logical(LogicalOperator, TypedExpression, TypedExpression)
    case conditional(TypedExpression, TypedExpression, TypedExpression)
    case coalesce(TypedExpression, TypedExpression)
    case call(ExpressionFunction, [TypedExpression])
    /// One item of the scroll view a parameter names, by index (`#N`) or by
    /// what an expression gives (an id, or an index); null when none is there.
    case item(parameter: String, index: Int?, selector: TypedExpression?, ItemPath.Field)
    /// `L[i]`: an element of a list (a run-time error out of range).
    case element(list: ListOperand, index: TypedExpression)
    /// `count(L)`, `contains(L, x)`, `indexOf(L, x)` on a list.
    case listCall(ListFunction, list: ListOperand, [TypedExpression])
    /// A function on the items of the scroll view a parameter names.
    case itemCall(ItemFunction, scrollView: String, [TypedExpression])
    /// A property of the behaviour with this `id` in the spec (`refresh.refreshing`).
    case behaviourProperty(PropertyPath, ValueKind)

    /// The values an element carries through a pipeline.
    enum Binding: String, CaseIterable, Sendable {
        case value, latest, previous, acc
        /// A record source's fields: where a tap landed on the screen.
        case x, y
        /// A finger's record (`{pan}`, `{touch}`): what it did, and a pan's
        /// translation and velocity in screen terms.
        case state
        case translationX = "translation.x", translationY = "translation.y"
        case velocityX = "velocity.x", velocityY = "velocity.y"
    }

    /// The lists expressions read: a list parameter, or an element whose
    /// `value` is a list (`{visibleItems}`'s ids).
    enum ListOperand: Sendable, CustomStringConvertible {
        case parameter(String)
        case value

        /// The name as written.
        var description: String {
            switch self {
            case .parameter(let name): return name
            case .value: return "value"
            }
        }
    }

    /// What expressions read of a scroll view.
    enum ScrollViewMember: String, CaseIterable, Sendable {
        case offset, velocity, phase, scrollPhase, top, bottom, distanceFromTop, distanceFromBottom, contentHeight, viewportHeight, isTracking, isDecelerating
        /// The inset the app set before and after the content along the axis
        /// (the system's part for the safe area, bars and keyboard left out).
        case contentInsetTop = "contentInset.top", contentInsetBottom = "contentInset.bottom"
        /// How many items it has (0 without any).
        case itemCount
        /// The scale of its content (1 unzoomed).
        case zoomScale

        /// The type of what it reads.
        var type: ExpressionType {
            switch self {
            case .phase, .scrollPhase: return .string
            case .isTracking, .isDecelerating: return .boolean
            default: return .number
            }
        }
    }

    /// How the expression reads in `explain`.
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    /// The expressions it is made of, one level down.
    var operands: [TypedExpression] {
        switch self {
        case .negate(let operand), .not(let operand): return [operand]
        case let .arithmetic(_, left, right), let .comparison(_, left, right), let .equality(_, left, right),
             let .logical(_, left, right), let .coalesce(left, right):
            return [left, right]
        case let .conditional(test, yes, no): return [test, yes, no]
        case let .call(_, arguments), let .listCall(_, _, arguments), let .itemCall(_, _, arguments): return arguments
        case let .item(_, _, selector, _): return selector.map { [$0] } ?? []
        case let .element(_, index): return [index]
        case .constant, .parameter, .binding, .state, .scrollView, .view, .screenVisible, .now, .bound, .glideTarget, .behaviourProperty: return []
        }
    }

    /// What `pick` finds in this expression and every expression it is made of.
    func collect<Found>(_ pick: (TypedExpression) -> [Found]) -> [Found] {
        pick(self) + operands.flatMap { $0.collect(pick) }
    }
}
