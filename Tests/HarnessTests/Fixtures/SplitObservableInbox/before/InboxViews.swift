import SwiftUI

struct InboxApp: View {
  let store: Store

  var body: some View {
    InboxScreen()
      .environmentObject(store)
  }
}

/// Reads the busy clock and the unread count: it keeps the whole store.
struct InboxScreen: View {
  @EnvironmentObject var store: Store

  var body: some View {
    VStack {
      Text("\(store.elapsed) s")
      Text("\(store.unread) of \(store.messages.count) unread")
      TabBadge()
      ToolbarBadge()
      MenuBadge(store: store)
    }
  }
}

struct TabBadge: View {
  @EnvironmentObject var store: Store

  var body: some View {
    Text("\(store.unread)")
  }
}

struct ToolbarBadge: View {
  @EnvironmentObject var store: Store

  var body: some View {
    Text(store.isSyncing ? "syncing" : "\(store.unread) new")
  }
}

struct MenuBadge: View {
  @ObservedObject var store: Store

  var body: some View {
    Text("Inbox (\(store.unread))")
  }
}
