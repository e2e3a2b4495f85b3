import SwiftUI

@Observable
final class Session {
  var token = "first"
  var visits = 0
  @ObservationIgnored private(set) var log: [String] = []

  func refresh() { token += "!" }
  func visit() { visits += 1 }
  func record(_ line: String) { log.append(line) }
}

struct HomeScreen: View {
  let session: Session
  var body: some View {
    VStack {
      Text("Visits: \(session.visits)")
      Button("Log token") { session.record(session.token) }
      TokenBadge(session: session)
    }
    .onAppear { session.record("appeared with \(session.token)") }
    .onDisappear { session.record("left with \(session.token)") }
    .task { session.record("loading with \(session.token)") }
  }
}

/// The only body that shows the token.
struct TokenBadge: View {
  let session: Session
  var body: some View { Text(session.token) }
}
