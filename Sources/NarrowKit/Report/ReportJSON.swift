/// The JSON form of a report, field by field in sorted key order. `Report` stays `Encodable`, and a
/// test holds this to what `JSONEncoder` writes for it.
extension Report: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("command", command)
      json.field("configuration", configuration)
      json.field("deploymentTargets", deploymentTargets)
      json.field("evidenceViews", evidenceViews)
      json.field("fileErrors", fileErrors)
      json.field("fileWarnings", fileWarnings)
      json.field("filesChanged", filesChanged)
      json.field("filesScanned", filesScanned)
      json.field("proposals", proposals)
      json.field("schemaVersion", schemaVersion)
      json.field("skipped", skipped)
      json.field("tool", tool)
      json.field("transforms", transforms)
      json.field("version", version)
      json.field("warnings", warnings)
    }
  }
}

extension Report.ProposalEntry: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("checks", checks)
      json.field("editCount", editCount)
      json.field("effect", effect)
      json.field("evidence", evidence)
      json.field("files", files)
      json.field("fingerprint", fingerprint)
      json.field("hints", hints)
      json.field("location", location)
      json.field("note", note)
      json.field("status", status)
      json.field("summary", summary)
      json.field("target", target)
      json.field("transform", transform)
      json.field("verdict", verdict)
    }
  }
}

extension Report.SkippedEntry: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("location", location)
      json.field("reason", reason)
      json.field("suppression", suppression)
      json.field("target", target)
      json.field("transform", transform)
    }
  }
}

extension Report.SuppressionEntry: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("justification", justification)
      json.field("location", location)
    }
  }
}

extension Report.FileDiagnostic: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("column", column)
      json.field("file", file)
      json.field("line", line)
      json.field("message", message)
    }
  }
}

extension Hint: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("action", action)
      json.field("value", value)
    }
  }
}

extension Report.Location: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("column", column)
      json.field("file", file)
      json.field("line", line)
    }
  }
}

extension SourceLocation: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("column", column)
      json.field("file", file)
      json.field("line", line)
    }
  }
}

extension Effect: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("events", events)
      json.field("notes", notes)
      json.field("rate", rate)
      json.field("spared", spared)
      json.field("strength", strength)
      json.field("viewsSparedPerSecond", viewsSparedPerSecond)
    }
  }
}

extension SparedChange: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("change", change)
      json.field("view", view)
      json.field("writers", writers)
    }
  }
}

extension Writer: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("code", code)
      json.field("location", location)
      json.field("pacing", pacing)
      json.field("rate", rate)
      json.field("runner", runner)
      json.field("scope", scope)
      json.field("via", via)
    }
  }
}

extension Pacing: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("evidence", evidence)
      json.field("hertz", hertz)
      json.field("rate", rate)
      json.field("whileItLasts", whileItLasts)
    }
  }
}

extension SparedEvent: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("bodies", bodies)
      json.field("event", event)
      json.field("pacing", pacing)
      json.field("rate", rate)
      json.field("runsAfter", runsAfter)
      json.field("runsBefore", runsBefore)
      json.field("views", views)
      json.field("viewsSpared", viewsSpared)
    }
  }
}

extension ViewRuns: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("after", after)
      json.field("before", before)
      json.field("costAfter", costAfter)
      json.field("costBefore", costBefore)
      json.field("view", view)
    }
  }
}

extension RunShape: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("changedRows", changedRows)
      json.field("count", count)
      json.field("inRows", inRows)
      json.field("instances", instances.rawValue)
      json.field("onlyWhenChanging", onlyWhenChanging)
      json.field("passes", passes)
      json.field("sites", sites)
    }
  }
}

extension SiteShare: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("of", of)
      json.field("running", running)
    }
  }
}

extension EvidenceView: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("dependsOn", dependsOn)
      json.field("proposals", proposals)
      json.field("runs", runs)
      json.field("skipped", skipped)
      json.field("view", view)
    }
  }
}

extension Report.ProposalEntry.Status: JSONWritable {}
extension Report.Command: JSONWritable {}
extension Verdict: JSONWritable {}
extension Effect.Strength: JSONWritable {}
extension Runner: JSONWritable {}
extension Rate: JSONWritable {}
extension Hint.Action: JSONWritable {}
