import Foundation
import Testing

@Suite("scrollrun explore --touches")
struct ExploreTouchesTests {
    @Test("explores with the touch files of a directory; a directory without any, or a file not in the format, is a usage error naming it")
    func touchPool() throws {
        let spec = """
            scrollspec: 1
            name: Pool
            screens:
              - id: home
                scrollViews: [{id: feed, contentHeight: 5000}]
            invariants:
              - {feed.offset: {min: -1000, max: 6000}}
            script: []
            """
        let fling = "{\"scrolltouches\": 1}\n{\"t\": 0, \"x\": 200, \"y\": 600}\n{\"t\": 16, \"x\": 200, \"y\": 560}\n"
        let folder = try temporaryFolder(["pool.scroll.yaml": spec, "touches/fling.jsonl": fling, "empty/readme.txt": "", "bad/typo.jsonl": "{\"scrolltouches\": 2}\n"])
        let explored = try scrollrun(["explore", "pool.scroll.yaml", "--touches", "touches", "--runs", "10"], in: folder)
        #expect(explored.status == 0, "\(explored.output)\(explored.errors)")
        let empty = try scrollrun(["explore", "pool.scroll.yaml", "--touches", "empty", "--runs", "1"], in: folder)
        #expect(empty.status == 64 && empty.output.contains("empty:1:1: error: no *.jsonl touch files in this directory"), "\(empty.output)")
        let bad = try scrollrun(["explore", "pool.scroll.yaml", "--touches", "bad", "--runs", "1"], in: folder)
        #expect(bad.status == 64 && bad.output.contains("bad/typo.jsonl:1:1: error: a touch file starts with the line"), "\(bad.output)")
    }
}
