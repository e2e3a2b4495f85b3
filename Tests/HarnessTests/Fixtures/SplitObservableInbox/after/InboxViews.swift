import SwiftUI

struct InboxApp: View {
  let store: Store

  var body: some View {
    InboxScreen()
      .environmentObject(store)
      .environmentObject(store.inboxBadge)
  }
}

/// Reads the busy clock and the unread count: it keeps the whole store.
struct InboxScreen: View {
  @EnvironmentObject var store: Store

  var body: some View {
    VStack {
      Text("\(store.elapsed) s")
      Text("\(store.inboxBadge.unread) of \(store.messages.count) unread")
      TabBadge()
      ToolbarBadge()
      MenuBadge(inboxBadge: store.inboxBadge)
    }
  }
}

struct TabBadge: View {
  @EnvironmentObject var inboxBadge: InboxBadge

  var body: some View {
    Text("\(inboxBadge.unread)")
  }
}

struct ToolbarBadge: View {
  @EnvironmentObject var inboxBadge: InboxBadge

  var body: some View {
    Text(inboxBadge.isSyncing ? "syncing" : "\(inboxBadge.unread) new")
  }
}

struct MenuBadge: View {
  @ObservedObject var inboxBadge: InboxBadge

  var body: some View {
    Text("Inbox (\(inboxBadge.unread))")
  }
}
