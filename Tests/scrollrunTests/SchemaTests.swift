import Foundation
import Testing

/// Validates YAML documents against the schema with Python's jsonschema
/// (Draft7Validator), installed by scripts/setup; prints `OK` or the errors.
private func validate(_ documents: [String: String]) throws -> [String: String] {
    let folder = try temporaryFolder(documents)
    let script = """
        import json, sys, yaml, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        for path in sorted(sys.argv[2:]):
            errors = sorted(error.message for error in validator.iter_errors(yaml.safe_load(open(path))))
            print(path.split("/")[-1] + "\\t" + ("OK" if not errors else errors[0]))
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, packageRoot.appendingPathComponent("docs/scrollspec.schema.json").path]
        + documents.keys.sorted().map { folder.appendingPathComponent($0).path }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with jsonschema and yaml is needed: run scripts/setup")
    var results: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
        if parts.count == 2 { results[parts[0]] = parts[1] }
    }
    return results
}

@Suite("JSON Schema")
struct SchemaTests {
    @Test("docs/scrollspec.schema.json is what scrollrun schema prints now")
    func committedSchemaIsCurrent() throws {
        let result = try scrollrun(["schema"])
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("docs/scrollspec.schema.json"), encoding: .utf8)
        #expect(result.output == committed, "run `scrollrun schema > docs/scrollspec.schema.json`")
    }

    @Test("every Example starts with the modeline and passes the schema")
    func examplesPass() throws {
        let folder = packageRoot.appendingPathComponent("Examples")
        var documents: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".scroll.yaml") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../docs/scrollspec.schema.json\n"), "\(name)")
            documents[name] = text
        }
        let results = try validate(documents)
        #expect(results.count == documents.count)
        #expect(results.values.allSatisfy { $0 == "OK" }, "\(results)")
    }

    @Test("unknown keys, wrong types and unknown plugins fail the schema")
    func invalidSpecsFail() throws {
        let screen = "screens: [{id: s, scrollViews: [{id: list, contentHeight: 3000}]"
        let results = try validate([
            "unknown-top.yaml": "scrollspec: 1\nname: x\n\(screen)}]\nscirpt: []\n",
            "unknown-scroll-key.yaml": "scrollspec: 1\nname: x\nscreens: [{id: s, scrollViews: [{id: l, contentHieght: 3}]}]\n",
            "wrong-type.yaml": "scrollspec: 1\nname: x\nscreens: [{id: s, scrollViews: [{id: l, contentHeight: tall}]}]\n",
            "unknown-plugin.yaml": "scrollspec: 1\nname: x\n\(screen), behaviours: [{undoScrolToTop: {scrollView: list}}]}]\n",
            "bad-parameter.yaml": "scrollspec: 1\nname: x\n\(screen), behaviours: [{headerCollapse: {scrollView: list, header: h, mode: sticky}}]}]\n",
            "bad-step.yaml": "scrollspec: 1\nname: x\n\(screen)}]\nscript: [{tapp: {y: 3}}]\n",
            "bad-duration.yaml": "scrollspec: 1\nname: x\n\(screen)}]\nscript: [{wait: 3 seconds}]\n",
            // Property names are open (a composed behaviour may write any name on
            // a view), so `list.ofset` is left to `scrollrun validate`; a path
            // without a property is still caught.
            "bad-path.yaml": "scrollspec: 1\nname: x\n\(screen)}]\nscript: [{expect: {list: 3}}]\n",
            "valid.yaml": "scrollspec: 1\nname: x\n\(screen)}]\nscript: [{expect: {list.offset: top, within: 1s}}]\n",
        ])
        #expect(results["valid.yaml"] == "OK")
        for (name, result) in results where name != "valid.yaml" {
            #expect(result != "OK", "\(name) should fail the schema")
        }
        #expect(results["unknown-top.yaml"]?.contains("'scirpt' was unexpected") == true)
        #expect(results["wrong-type.yaml"]?.contains("'tall' is not of type 'number'") == true)
    }
}
