/// `narrow explain rates`: how Narrow finds how often code runs, with the catalogue it uses,
/// rendered from the catalogue itself.
public enum RateSources {
  public static var explanation: String {
    var lines = [
      "rates — how often an event happens, and what says so",
      "",
      "HOW RATES ARE FOUND",
      "  A write runs as often as the code around it. Narrow walks out from the write to the first",
      "  closure given to an API of the catalogue below (a task started there runs at its pace), or",
      "  to a method the system calls. With none, the write runs as often as the busiest call of",
      "  the method it is in, through receivers whose type is known; a method nothing calls, and",
      "  that implements no requirement below, is unknown.",
      "  Each rule gives a number of hertz where the source says (a timer's interval, a display frame,",
      "  a keystroke), and the rate word follows it: at least 1 Hz is continuous; at least once a",
      "  minute, repeated; rarer, once. Without a number, the kind of code says: user actions and",
      "  responses are repeated, appearances once, and anything else unknown, said as unknown.",
      "  A subscriber (sink, assign, onReceive) runs as often as its upstream: a Timer.publish interval,",
      "  a notification's rate by name, a key path's, or the writes of the property a $name publishes;",
      "  debounce and throttle cap it. Typing is about \(Pacing.number(Pacing.typingHertz)) Hz, a drag or scroll a display frame",
      "  (\(Pacing.number(Pacing.displayHertz)) Hz), a transfer's callbacks about \(Pacing.number(Pacing.transferHertz)) Hz, each while it lasts.",
      "",
      "WHAT A CHANGE REACHES",
      "  @Observable and SwiftData @Model classes track each stored property: a body runs when one it",
      "  read changes. An ObservableObject or a Core Data NSManagedObject runs every view that holds it",
      "  on each change it announces (@Published, @NSManaged, objectWillChange.send()). A @FetchRequest,",
      "  @SectionedFetchRequest or @Query runs its view when a fetched object's stored data changes.",
      "",
      "APIS THAT RUN CODE (name, labels, receiver: kind of code, pace)",
    ]
    lines += EventSources.entries.map(row)
    lines += ["", "METHODS THE SYSTEM CALLS"]
    lines += EventSources.requirements.map(row)
    lines.append("")
    return lines.joined(separator: "\n")
  }

  private static func row(_ entry: EventSource) -> String {
    let labels = entry.labels.isEmpty ? "" : "(" + entry.labels.map { $0 + ":" }.joined() + ")"
    let receiver = entry.receiver.map { $0 + "." } ?? ""
    let name = entry.name.hasSuffix(EventSources.assignment) ? entry.name + " { … }" : entry.name
    return "  \(receiver)\(name)\(labels): \(entry.runner.phrase), \(entry.reason)"
  }
}
