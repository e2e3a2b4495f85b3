/// `narrow explain costs`: how a body run is weighed, with the catalogue of costly calls.
public enum CostSources {
  public static var explanation: String {
    var lines = [
      "costs — what one run of a body weighs, and what a proposal must spare to be likely",
      "",
      "HOW A RUN IS WEIGHED",
      "  A body run builds the values its body and helpers construct (Text, HStack, a ForEach, a",
      "  Date): each counts as one view, and a body counts at least one. A call below, made while",
      "  the body runs, counts as \(BodyCost.costlyCallWeight) views; one inside an action, onChange, task or other",
      "  closure that something runs later costs the body nothing.",
      "  An event's work is the views built each time it happens, each body run weighed so and each",
      "  row on screen counted; per second, at the event's pace (where no source gives one, the",
      "  least its rate word allows: once a second for continuous, once a minute for repeated).",
      "  A proposal is likely when it spares at least \(Effect.said(Effect.likelyViewsPerSecond)) views built a second; hot lists",
      "  the events that build the most views a second for nothing first.",
      "",
      "CALLS THAT COST MORE THAN A VIEW (name, labels: why)",
    ]
    lines += CostlyWork.entries.map { entry in
      let labels = entry.labels.isEmpty ? "" : "(" + entry.labels.sorted().map { $0 + ":" }.joined(separator: " or ") + ")"
      return "  " + (entry.isMethod ? "." : "") + entry.name + labels + ": " + entry.reason
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
