import ScrollDSL

extension PluginSet {
    /// The behaviours and triggers that come with ScrollDSL: the Swift ones,
    /// then the standard library's plugin files.
    public static let builtIn = StandardLibrary.add(to: PluginSet(
        behaviours: [UndoScrollToTop(), HeaderCollapse(), ThresholdBar(), NestedScroll(), SegmentedLists()],
        triggers: [StatusBarTap(), TabReselect(), Appear()]
    ))
}
