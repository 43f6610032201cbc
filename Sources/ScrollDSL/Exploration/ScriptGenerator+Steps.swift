/// The steps a script generator makes, each from the spec's declarations
/// and the random source: the numbers a hand or the app would use.
extension ScriptGenerator {
    /// The app scrolling `scrollView` itself, animated or not: half the time
    /// to a row still there (in a list with rows), else to one end along each
    /// axis it scrolls, never to a number (`setContentOffset` would not clamp
    /// one that a content change left out of bounds).
    static func scrollByApp(of scrollView: ScrollViewSpec, rows: [String], _ random: inout SplitMix) -> any ScriptStep {
        let animated = random.chance(50)
        let duration = Step.usualDuration
        if !rows.isEmpty, random.chance(50) {
            let row = random.pick(rows)
            let anchor = random.pick(Self.itemAnchors)
            return Step.ItemScroll(scrollView: scrollView.id, item: row, anchor: anchor, animated: animated, duration: duration, writtenAsRow: scrollView.declaresRows)
        }
        let vertical: OffsetTarget = random.chance(50) ? .top : .bottom
        let horizontal: OffsetTarget = random.chance(50) ? .left : .right
        let (along, across): (OffsetTarget, OffsetTarget?) = switch scrollView.axis {
        case .vertical: (vertical, nil)
        case .horizontal: (horizontal, nil)
        case .both: (vertical, horizontal)
        }
        return Step.ScrollTo(scrollView: scrollView.id, offset: along, crossOffset: across, animated: animated, duration: duration)
    }

    /// The anchors the app scrolls to an item with: its leading edge, middle or trailing edge along the axis.
    private static let itemAnchors: [ItemAnchor] = ["top", "center", "bottom"].map { name in
        .point(UnitPoint.named.first { $0.name == name }!.point)
    }

    /// Rows inserted, of the height of the list's first: a page above the
    /// rows declared or below them all; or (half the time, while more than
    /// one declared row is left) up to five neighbouring declared rows
    /// deleted, never the last. No step names a row another step adds or
    /// deletes, so that shrinking can leave any step out.
    static func rowChange(in list: ScrollViewSpec, height: Double, _ state: inout GenerationState, _ random: inout SplitMix) -> any ScriptStep {
        var declared = state.rowsLeft(in: list)
        defer { state.rows[list.id] = declared }
        if declared.count > 1, random.chance(50) {
            let count = random.int(in: 1...min(5, declared.count - 1))
            let start = random.int(in: 0...(declared.count - count))
            let deleted = Array(declared[start..<(start + count)])
            declared.removeSubrange(start..<(start + count))
            return Step.ItemDeletion(scrollView: list.id, items: deleted, keep: random.chance(50) ? .firstVisibleItem : .offset, writtenAsRows: list.declaresRows)
        }
        state.insertions += 1
        let items = (0..<random.int(in: 1...20)).map { Item(id: "new\(state.insertions)_\($0)", size: height) }
        let above = random.chance(50)
        return Step.ItemInsertion(scrollView: list.id, items: items, before: above ? declared.first : nil, after: nil,
                                  keep: random.chance(50) ? .firstVisibleItem : .offset, writtenAsRows: list.declaresRows)
    }

    /// Two fingers spreading (scale above 1) or closing, a quarter to four
    /// times the zoom they start from, about the viewport's middle or a point in it.
    static func pinch(of scrollView: ScrollViewSpec, _ random: inout SplitMix) -> Step.Zoom {
        let scale = Double(random.int(in: 25...400)) / 100
        let center = center(in: scrollView, &random)
        return Step.Zoom(scrollView: scrollView.id, scale: scale, center: center, animated: true, duration: duration(&random))
    }

    /// The app zooming `scrollView` itself (`setZoomScale`), animated or not:
    /// to its minimum, its maximum, or a quarter step between, about the
    /// viewport's middle or a point in it.
    static func zoomByApp(of scrollView: ScrollViewSpec, _ random: inout SplitMix) -> Step.Zoom {
        let lowest = Int((scrollView.minimumZoomScale * 4).rounded(.up))
        let highest = max(lowest, Int((scrollView.maximumZoomScale * 4).rounded(.down)))
        let scale = switch random.int(in: 0...2) {
        case 0: scrollView.minimumZoomScale
        case 1: scrollView.maximumZoomScale
        default: Double(random.int(in: lowest...highest)) / 4
        }
        let animated = random.chance(50)
        return Step.Zoom(scrollView: scrollView.id, scale: scale, center: center(in: scrollView, &random), animated: animated, duration: Zoom.animationDuration)
    }

    /// The viewport's middle (`nil`) half the time, else a point in it.
    private static func center(in scrollView: ScrollViewSpec, _ random: inout SplitMix) -> Vector? {
        random.chance(50) ? nil
            : Vector(x: Double(random.int(in: 0...Int(scrollView.viewportWidth))), y: Double(random.int(in: 0...Int(scrollView.viewportHeight))))
    }

    /// `along` the scroll view's axis; where a finger's direction decides
    /// what it moves (a scroll view inside another, or scrolling both ways),
    /// with a random part across as large at most, and no longer in all than `length`.
    static func vector(_ along: Double, on scrollView: ScrollViewSpec, length: Double = .infinity, _ random: inout SplitMix) -> Vector {
        var vector = Vector(along, along: scrollView.axis)
        guard scrollView.axis == .both || scrollView.container != nil else { return vector }
        let reach = Int(min(abs(along), (max(0, length * length - along * along)).squareRoot()))
        let across = Double(random.int(in: -reach...reach))
        if scrollView.axis == .horizontal { vector.y = across } else { vector.x = across }
        return vector
    }

    /// A finger's movement time: 20 ms to 800 ms, in tens of milliseconds.
    static func duration(_ random: inout SplitMix) -> VirtualTime {
        duration(moving: 0, &random)
    }

    /// The time a finger takes to move `distance` points: 20 ms to 800 ms, in
    /// tens of milliseconds, never so short that it moves faster than a hand.
    static func duration(moving distance: Double, _ random: inout SplitMix) -> VirtualTime {
        let tensOfMilliseconds = distance / HandPace.fastestHand * 100
        return .milliseconds(Int64(random.int(in: max(2, Int(tensOfMilliseconds.rounded(.up)))...80) * 10))
    }
}
