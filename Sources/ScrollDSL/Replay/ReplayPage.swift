import ScrollText

/// `scrollrun replay`: one self-contained HTML page (no network, no external
/// script or font) that animates runs of a spec as a phone screen from what
/// they recorded: the status bar, the visible screen's scroll views with their
/// content moving (stripes and their positions in the content, the items in
/// sight with their ids, the views placed in the content), views as
/// behaviours move them, and the tab bar; play, pause, speed and a scrubber
/// over virtual time marked with the script's steps and failures. A run
/// records at most ``frameInterval`` apart while things move, so an hour's
/// session stays small.
package enum ReplayPage {
    /// The sampling interval of a replay: 30 frames per second of virtual time.
    package static let frameInterval = VirtualTime(nanoseconds: 33_333_333)

    /// The page for the runs of a spec, one per device (a list picks one),
    /// as ``RunOptions/recordsReplay`` recorded them.
    package static func render(_ runs: [Replay]) -> String {
        let title = XML.escape(runs.first?.spec.name ?? "replay")
        // `<` never appears outside a JSON string, so no text can close the script.
        let data = ("[" + runs.map { ReplayData.json(spec: $0.spec, plot: $0.recording) }.joined(separator: ",") + "]")
            .escaped { $0 == "<" ? "\\u003c" : nil }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title) — replay</title>
            <style>\(ReplayAssets.style)</style></head>
            <body><canvas id="screen"></canvas>
            <div id="controls"><select id="run"></select><button id="play">Play</button>
            <select id="speed" title="speed"><option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option><option value="2">2×</option><option value="4">4×</option></select>
            <span id="time"></span><div id="track"><input id="scrub" type="range" min="0" step="0.001"><div id="marks"></div></div>
            <ol id="failures"></ol></div>
            <script>const runs = \(data);
            \(ReplayAssets.script)</script>
            </body></html>

            """
    }
}
