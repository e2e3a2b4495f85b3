import Foundation

/// Formats measurements as a fixed-width table, one block per codebase size.
enum ResultTable {
  static let header = row(["files", "lines", "phase", "wall s", "lines/s", "cpu s", "peak MiB", "notes"])

  static func rows(codebase: CodebaseGenerator.Codebase, _ measurements: [PhaseRunner.Measurement]) -> String {
    measurements.map { m in
      row([
        "\(codebase.files)", "\(codebase.lines)", m.phase,
        String(format: "%.3f", m.wallSeconds),
        "\(Int((Double(codebase.lines) / m.wallSeconds).rounded()))",
        String(format: "%.3f", m.cpuSeconds),
        String(format: "%.1f", Double(m.peakBytes) / 1_048_576),
        m.note,
      ])
    }.joined(separator: "\n")
  }

  static func block(
    codebase: CodebaseGenerator.Codebase, parse: PhaseRunner.Measurement, scan: PhaseRunner.Measurement
  ) -> String {
    let lines = [rows(codebase: codebase, [parse, scan])]
    let time = scan.wallSeconds / parse.wallSeconds
    let cpu = scan.cpuSeconds / parse.cpuSeconds
    let memory = Double(scan.peakBytes) / Double(parse.peakBytes)
    let ratio = row([
      "\(codebase.files)", "", "scan/parse", String(format: "%.2fx", time), "",
      String(format: "%.2fx", cpu), String(format: "%.2fx", memory),
      time <= 1.5 ? "wall time within 1.5x" : "wall time over 1.5x",
    ])
    return (lines + [ratio]).joined(separator: "\n")
  }

  private static let widths = [7, 9, 11, 9, 10, 9, 9, 0]

  private static func row(_ cells: [String]) -> String {
    zip(cells, widths).map { cell, width in
      width == 0 ? cell : cell.padding(toLength: max(width, cell.count + 1), withPad: " ", startingAt: 0)
    }.joined().trimmingCharacters(in: .whitespaces)
  }
}
