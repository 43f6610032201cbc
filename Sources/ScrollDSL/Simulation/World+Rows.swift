/// Steps on a list's rows: scrolling to one, inserting and deleting them.
extension World {
    /// `scrollTo: {row, anchor}`: `scrollToRow(at:at:animated:)`.
    func scroll(toRow scroll: Step.RowScroll) throws(RunFailure) {
        let scrollView = stage.scrollView(scroll.scrollView)
        guard let row = scrollView.rows?.row(scroll.row) else { return }
        try turn(.input("scrollTo", on: "\(scroll.scrollView), row: \(scroll.row)")) {
            scrollView.finishZoomAnimation()
            scrollView.scroll(to: scrollView.offset(showing: row, at: scroll.anchor), animated: scroll.animated, duration: scroll.duration, at: now)
        }
    }

    /// `insertRows`.
    func insertRows(_ insertion: Step.RowInsertion) throws(RunFailure) {
        let scrollView = stage.scrollView(insertion.scrollView)
        try turn(.input("insertRows", on: insertion.scrollView)) {
            scrollView.changeRows(keepVisibleRow: insertion.keepVisibleRow, at: now) {
                $0.insert(insertion.rows, before: insertion.before, after: insertion.after, above: $1)
            }
        }
    }

    /// `deleteRows`.
    func deleteRows(_ deletion: Step.RowDeletion) throws(RunFailure) {
        let scrollView = stage.scrollView(deletion.scrollView)
        try turn(.input("deleteRows", on: deletion.scrollView)) {
            let removed = Set(deletion.rows)
            scrollView.changeRows(keepVisibleRow: deletion.keepVisibleRow, removing: removed, at: now) { -$0.delete(removed, above: $1) }
        }
    }
}
