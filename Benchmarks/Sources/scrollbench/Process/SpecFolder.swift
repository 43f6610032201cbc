import Foundation

/// A temporary folder of small specs, `spec0000.scroll.yaml` on, for the
/// benchmarks that run `scrollrun` over many files.
struct SpecFolder {
    let url: URL
    let files: [String]

    init(_ name: String, count: Int) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollbench-\(name)-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        var files: [String] = []
        for index in 0..<count {
            let spec = """
                scrollspec: 1
                name: Small spec \(index)
                screens: [{id: s, scrollViews: [{id: list, contentHeight: \(3000 + index)}], behaviours: [{undoScrollToTop: {scrollView: list}}]}]
                script: [{drag: {scrollView: list, by: 300}}, {tapStatusBar: ~}, {expect: {list.offset: top, within: 1s}}]
                """
            let file = url.appendingPathComponent(String(format: "spec%05d.scroll.yaml", index))
            try! spec.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        self.files = files
    }

    /// A folder holding only the one-hour session (``SessionSpec``), and its path.
    static func session(_ name: String) -> (folder: SpecFolder, spec: String) {
        let folder = SpecFolder(name, count: 0)
        let spec = folder.url.appendingPathComponent("session.scroll.yaml")
        try! SessionSpec.yaml(seconds: 3600).write(to: spec, atomically: true, encoding: .utf8)
        return (folder, spec.path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
