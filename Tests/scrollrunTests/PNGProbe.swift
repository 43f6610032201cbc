import Foundation

/// Reads a PNG's pixels with Python's standard library (no imaging package):
/// `count - COLOR TOLERANCE` prints how many pixels are within TOLERANCE of
/// COLOR on each channel; `column X COLOR TOLERANCE` prints the rows where the
/// pixel in column X is.
enum PNGProbe {
    static let script = """
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        target, tolerance = tuple(int(sys.argv[4][i:i + 2], 16) for i in (0, 2, 4)), int(sys.argv[5])
        pos, idat, width, height, kind = 8, b'', 0, 0, 0
        while pos < len(data):
            length, name = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if name == b'IHDR': width, height, depth, kind = struct.unpack('>IIBB', body[:10])
            if name == b'IDAT': idat += body
            pos += 12 + length
        step = 4 if kind == 6 else 3
        raw, stride, previous, count, offset, rows = zlib.decompress(idat), width * step, bytearray(width * step), 0, 0, []
        near = lambda line, x: all(abs(line[x + c] - target[c]) <= tolerance for c in range(3))
        for row in range(height):
            kind_of_filter, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride]); offset += 1 + stride
            for i in range(stride):
                left = line[i - step] if i >= step else 0
                up, corner = previous[i], previous[i - step] if i >= step else 0
                if kind_of_filter == 1: line[i] = (line[i] + left) & 255
                elif kind_of_filter == 2: line[i] = (line[i] + up) & 255
                elif kind_of_filter == 3: line[i] = (line[i] + (left + up) // 2) & 255
                elif kind_of_filter == 4:
                    p = left + up - corner; pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
            if sys.argv[2] == 'count': count += sum(1 for x in range(0, stride, step) if near(line, x))
            elif near(line, int(sys.argv[3]) * step): rows.append(row)
            previous = line
        print(count if sys.argv[2] == 'count' else ' '.join(map(str, rows)))
        """

    /// How many pixels of `png` are within `tolerance` of `color` (`rrggbb`) on each channel.
    static func count(_ png: String, near color: String, tolerance: Int = 40) throws -> Int {
        Int(try probe([png, "count", "-", color, String(tolerance)])) ?? 0
    }

    /// The rows of `png` whose pixel in column `x` is within `tolerance` of `color`.
    static func rows(_ png: String, column x: Int, near color: String, tolerance: Int = 6) throws -> [Int] {
        try probe([png, "column", String(x), color, String(tolerance)]).split(separator: " ").compactMap { Int($0) }
    }

    private static func probe(_ arguments: [String]) throws -> String {
        try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Headless Chromium, from Debian's package (CI installs it: `.ci/run`).
enum HeadlessBrowser {
    static let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The flags every rendering uses.
    static let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
}
