import HeaderFeatureSpecs
import ScrollDSL
import ScrollDSLBuiltIns
import XCTest

/// The same specs from XCTest, for a test target that has not moved to
/// swift-testing.
final class HeaderSpecXCTests: XCTestCase {
    func testSlidingHeaderSpecPasses() throws {
        let runner = try SpecRunner(plugins: .builtIn).adding([HeaderViewModelBehaviour()])
        let result = try runner.run(file: HeaderSpecTests.files[0])
        XCTAssertTrue(result.passed, result.report(as: .text))
        XCTAssertEqual(result.expectations.first?.checks.first?.found, "-100")
    }
}
