import SwiftUI

struct InboxApp: View {
  let store: Store

  var body: some View {
    InboxScreen()
      .environment(store)
      .environment(store.inboxBadge)
  }
}

struct InboxScreen: View {
  @Environment(Store.self) var store

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
  @Environment(InboxBadge.self) var inboxBadge

  var body: some View {
    Text("\(inboxBadge.unread)")
  }
}

struct ToolbarBadge: View {
  @Environment(InboxBadge.self) var inboxBadge

  var body: some View {
    Text(inboxBadge.isSyncing ? "syncing" : "\(inboxBadge.unread) new")
  }
}

struct MenuBadge: View {
  let inboxBadge: InboxBadge

  var body: some View {
    Text("Inbox (\(inboxBadge.unread))")
  }
}
