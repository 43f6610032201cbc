/// A property path resolved once to the object (and slot) it reads, so that
/// reading it every turn (trace, plot) looks nothing up by name. The world
/// owns its objects for the whole run, which outlives every reader, so the
/// references are unmanaged: reading them per turn costs no reference counting.
struct PropertyReader {
    /// What is read, resolved once from the property's name: reading it per
    /// turn compares no strings.
    private enum Field {
        case offset, velocity, phase, scrollPhase, distanceFromTop, distanceFromBottom
        case offsetX, offsetY, velocityX, velocityY, distanceFromLeft, distanceFromRight, zoomScale
        case translation, fraction, visibleHeight, position, visible, selected
        case contentInsetTop, contentInsetBottom, contentInsetLeft, contentInsetRight
        case adjustedContentInsetTop, adjustedContentInsetBottom, adjustedContentInsetLeft, adjustedContentInsetRight
        case navigationBarHeight, navigationBarScrollEdge, keyboardFrameY, keyboardFrameHeight, keyboardVisible
        case firstVisibleRow, lastVisibleRow, pinnedSection
        case scrollPosition, isPositionedByUser, estimatedItems
        case tabBarIsMinimized, tabBarHeight, accessoryPlacement, accessoryHeight, sheetDetent, sheetHeight
        /// An edge effect's property (`edgeEffect.EDGE.FIELD`), read through ``PropertyReader/edgeEffectPath``.
        case edgeEffect
        /// One item's property (`item(ID).P`), read through ``PropertyReader/itemPath``.
        case item
        /// An item path's property of a view in a scroll view's content (`VIEW.frame.y`).
        case contentView
        /// A name no built-in reader knows, never written: always null.
        case unwritten

        init(_ property: Property) {
            switch property {
            case .offset: self = .offset
            case .velocity: self = .velocity
            case .phase: self = .phase
            case .scrollPhase: self = .scrollPhase
            case .distanceFromTop: self = .distanceFromTop
            case .distanceFromBottom: self = .distanceFromBottom
            case .offsetX: self = .offsetX
            case .offsetY: self = .offsetY
            case .velocityX: self = .velocityX
            case .velocityY: self = .velocityY
            case .distanceFromLeft: self = .distanceFromLeft
            case .distanceFromRight: self = .distanceFromRight
            case .zoomScale: self = .zoomScale
            case .translation: self = .translation
            case .fraction: self = .fraction
            case .visibleHeight: self = .visibleHeight
            case .position: self = .position
            case .visible: self = .visible
            case .selected: self = .selected
            case .contentInsetTop: self = .contentInsetTop
            case .contentInsetBottom: self = .contentInsetBottom
            case .contentInsetLeft: self = .contentInsetLeft
            case .contentInsetRight: self = .contentInsetRight
            case .adjustedContentInsetTop: self = .adjustedContentInsetTop
            case .adjustedContentInsetBottom: self = .adjustedContentInsetBottom
            case .adjustedContentInsetLeft: self = .adjustedContentInsetLeft
            case .adjustedContentInsetRight: self = .adjustedContentInsetRight
            case .navigationBarHeight: self = .navigationBarHeight
            case .navigationBarScrollEdge: self = .navigationBarScrollEdge
            case .keyboardFrameY: self = .keyboardFrameY
            case .keyboardFrameHeight: self = .keyboardFrameHeight
            case .firstVisibleRow: self = .firstVisibleRow
            case .lastVisibleRow: self = .lastVisibleRow
            case .pinnedSection: self = .pinnedSection
            case .firstVisibleItem: self = .firstVisibleRow
            case .lastVisibleItem: self = .lastVisibleRow
            case .scrollPosition: self = .scrollPosition
            case .isPositionedByUser: self = .isPositionedByUser
            case .estimatedItems: self = .estimatedItems
            case .tabBarIsMinimized: self = .tabBarIsMinimized
            case .sheetDetent: self = .sheetDetent
            case .sheetHeight: self = .sheetHeight
            case .accessoryPlacement: self = .accessoryPlacement
            case .accessoryHeight: self = .accessoryHeight
            default: self = ItemPath(property.name) != nil ? .item : EdgeEffectPath(property.name) != nil ? .edgeEffect : .unwritten
            }
        }
    }

    private let field: Field
    /// For ``Field/item``: which item and what of it.
    private let itemPath: ItemPath?
    /// For ``Field/contentView``: what of the view.
    private let contentField: ItemPath.Field?
    /// For ``Field/edgeEffect``: which edge and what of it.
    private let edgeEffectPath: EdgeEffectPath?
    // Unretained for speed: with the invariant monitor's, scrollbench's exploration 22% faster (docs/benchmarks.md, "What the unchecked accesses buy").
    private let object: Unmanaged<AnyObject>?
    /// For a property a composed behaviour writes: its slot on the view.
    private let slot: Int?
    /// The kind of value read.
    let kind: ValueKind

    /// Resolves `path`, which the spec has checked, in `world`.
    init(_ path: PropertyPath, in world: World) {
        var field = Field(path.property)
        let object: AnyObject?
        var slot: Int?
        var kind = path.property.builtInKind ?? .number
        // Identifiers are unique across scroll views, views, screens and
        // behaviours, and `tabBar` is none of them; `keyboard` is the
        // keyboard unless the spec declares it.
        switch world.stage.declaration(named: path.target) {
        case .scrollView(let scrollView):
            object = scrollView
        case .screen(let screen):
            object = screen
        case .view(let view):
            object = view
            // A composed behaviour may write any name, the built-in ones too.
            slot = view.existingSlot(for: path.property.name)
            kind = slot.map { view.customProperties[$0].kind } ?? kind
            if slot == nil, view.content != nil, let contentField = ItemPath.Field(rawValue: path.property.name) {
                (field, kind) = (.contentView, contentField.kind)
            }
        case nil:
            if let store = world.behaviourProperties[path.target] {
                object = store
                slot = store.existingSlot(for: path.property.name)
                kind = slot.map { store.customProperties[$0].kind } ?? kind
            } else {
                object = nil
                if path.target == SymbolTable.keyboard, field == .visible { field = .keyboardVisible }
                if path.target == SymbolTable.tabBar, path.property == .tabBarHeight { field = .tabBarHeight }
            }
        }
        self.field = field
        itemPath = field == .item ? ItemPath(path.property.name) : nil
        contentField = field == .contentView ? ItemPath.Field(rawValue: path.property.name) : nil
        edgeEffectPath = field == .edgeEffect ? EdgeEffectPath(path.property.name) : nil
        self.object = object.map { Unmanaged.passUnretained($0) }
        self.slot = slot
        self.kind = kind
    }

    /// The value now.
    func read(_ world: World) -> PropertyValue {
        if let slot { return customValue(slot) }
        if let number = commonNumber() { return .number(number) }
        switch field {
        case .phase: return scrollView { .text($0.phase.rawValue) }
        case .scrollPhase: return scrollView { .text($0.scrollPhase.rawValue) }
        case .position: return view { .text($0.position ?? "") }
        case .visible: return screen { .boolean($0.isVisible) }
        case .selected: return .text(world.stage.selectedTab ?? "")
        case .unwritten: return .null
        default: return readLayout(world)
        }
    }

    /// The value when it is a number read on the common path (a scroll view's
    /// offsets, velocities, distances and zoom, a view's translation, fraction
    /// and visible height, or a number a behaviour wrote), without making a
    /// ``PropertyValue``: invariants ask at every turn. `nil` otherwise, and
    /// ``read(_:)`` answers.
    @inline(__always)
    func number(_ world: World) -> Double? {
        if let slot {
            if case .number(let number) = customValue(slot) { return number }
            return nil
        }
        return commonNumber()
    }

    @inline(__always)
    private func commonNumber() -> Double? {
        switch field {
        case .offset: return scrollView { $0.offset }
        case .velocity: return scrollView { $0.velocity }
        case .distanceFromTop: return scrollView { $0.distanceFromTopEdge }
        case .distanceFromBottom: return scrollView { $0.distanceFromBottomEdge }
        case .offsetX: return scrollView { $0.offsetX }
        case .offsetY: return scrollView { $0.offsetY }
        case .velocityX: return scrollView { $0.velocityX }
        case .velocityY: return scrollView { $0.velocityY }
        case .distanceFromLeft: return scrollView { $0.distanceFromLeft }
        case .distanceFromRight: return scrollView { $0.distanceFromRight }
        case .zoomScale: return scrollView { $0.zoomScale }
        case .translation: return view { $0.translation }
        case .fraction: return view { $0.fraction }
        case .visibleHeight: return view { $0.visibleHeight }
        default: return nil
        }
    }

    private func customValue(_ slot: Int) -> PropertyValue {
        object!._withUnsafeGuaranteedRef { unsafeDowncast($0, to: PropertyStore.self).customValues[slot] }
    }

    /// The properties of insets, bars, the keyboard and rows, out of the
    /// common path (the offsets and translations traces read every turn).
    @inline(never)
    private func readLayout(_ world: World) -> PropertyValue {
        switch field {
        case .contentInsetTop: return scrollView { .number($0.appInset.top) }
        case .contentInsetBottom: return scrollView { .number($0.appInset.bottom) }
        case .contentInsetLeft: return scrollView { .number($0.appInset.left) }
        case .contentInsetRight: return scrollView { .number($0.appInset.right) }
        case .adjustedContentInsetTop: return scrollView { .number($0.adjustedInset.top) }
        case .adjustedContentInsetBottom: return scrollView { .number($0.adjustedInset.bottom) }
        case .adjustedContentInsetLeft: return scrollView { .number($0.adjustedInset.left) }
        case .adjustedContentInsetRight: return scrollView { .number($0.adjustedInset.right) }
        case .navigationBarHeight: return screen { .number($0.navigationBarHeight) }
        case .navigationBarScrollEdge: return screen { .boolean($0.isAtScrollEdge) }
        case .keyboardFrameY: return .number(world.stage.keyboard.top)
        case .keyboardFrameHeight: return .number(world.stage.keyboard.height)
        case .keyboardVisible: return .boolean(world.stage.keyboard.isShown)
        case .sheetDetent: return screen { screen in .text(world.stage.sheet.flatMap { $0.screen === screen ? $0.detent : nil } ?? "none") }
        case .sheetHeight: return screen { screen in .number(world.stage.sheet.map { $0.screen === screen ? $0.height : 0 } ?? 0) }
        case .tabBarIsMinimized: return .boolean(world.stage.tabBarMinimizer?.isMinimized ?? false)
        case .tabBarHeight: return .number(BarMetrics.tabBar)
        case .accessoryHeight: return .number(world.stage.tabBar?.accessoryHeight ?? 0)
        case .accessoryPlacement:
            guard world.stage.tabBar?.accessoryHeight != nil else { return .text(AccessoryPlacement.none.rawValue) }
            return .text((world.stage.tabBarMinimizer?.isMinimized == true ? AccessoryPlacement.inline : .expanded).rawValue)
        case .firstVisibleRow: return scrollView { .text($0.firstVisibleItemID) }
        case .lastVisibleRow: return scrollView { .text($0.lastVisibleItemID) }
        case .pinnedSection: return scrollView { .text($0.pinnedSection?.id ?? "") }
        case .scrollPosition: return scrollView { .text($0.scrollPositionID) }
        case .isPositionedByUser: return scrollView { .boolean($0.isPositionedByUser) }
        case .estimatedItems: return scrollView { .number(Double($0.items?.estimatedCount ?? 0)) }
        case .item: return scrollView { $0.value(of: itemPath!) }
        case .contentView: return view { $0.content!.value(contentField!) }
        case .edgeEffect: return scrollView { world.stage.edgeEffectValue(of: $0, edgeEffectPath!) }
        default: return .null
        }
    }

    private func scrollView<Value>(_ read: (SimulatedScrollView) -> Value) -> Value {
        object!._withUnsafeGuaranteedRef { read(unsafeDowncast($0, to: SimulatedScrollView.self)) }
    }

    private func screen<Value>(_ read: (SimulatedScreen) -> Value) -> Value {
        object!._withUnsafeGuaranteedRef { read(unsafeDowncast($0, to: SimulatedScreen.self)) }
    }

    private func view<Value>(_ read: (SimulatedView) -> Value) -> Value {
        object!._withUnsafeGuaranteedRef { read(unsafeDowncast($0, to: SimulatedView.self)) }
    }
}
