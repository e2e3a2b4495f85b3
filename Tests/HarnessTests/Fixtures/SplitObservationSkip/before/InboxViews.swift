import SwiftUI

struct InboxApp: View {
  let store: Store

  var body: some View {
    InboxScreen()
      .environment(store)
  }
}

struct InboxScreen: View {
  @Environment(Store.self) var store

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
  @Environment(Store.self) var store

  var body: some View {
    Text("\(store.unread)")
  }
}

struct ToolbarBadge: View {
  @Environment(Store.self) var store

  var body: some View {
    Text(store.isSyncing ? "syncing" : "\(store.unread) new")
  }
}

struct MenuBadge: View {
  let store: Store

  var body: some View {
    Text("Inbox (\(store.unread))")
  }
}
