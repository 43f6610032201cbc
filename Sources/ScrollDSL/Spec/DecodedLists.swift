/// What was decoded of a spec's long lists item by item while its file was
/// parsed (a large spec streamed), so the decoder does not read them again.
struct DecodedLists {
    /// The keys read before the lists (`device`, `tabs`).
    var preamble: SpecPreamble?
    /// `tolerance` and `tolerances`.
    var tolerances: Tolerances?
    /// The screens, decoded as they came.
    var screens: ScreenList?
    /// The script's steps so far, and the decoder that read them.
    var script: (decoder: StepDecoder, steps: StepList)?
}
