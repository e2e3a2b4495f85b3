import SwiftUI

struct Todo: Hashable, Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

@Observable
final class Todos {
  var items = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]

  func complete(_ id: Int) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isDone = true
  }
}

struct TodoScreen: View {
  let todos: Todos
  var body: some View {
    VStack {
      ForEach(todos.items) { todo in
        KeyedRow(title: todo.title)
      }
      // Keyed by the whole value: completing a todo makes it a new row, which runs its body.
      ForEach(todos.items, id: \.self) { todo in
        SelfKeyedRow(title: todo.title)
      }
      // Keyed by position: completing a todo keeps every row.
      ForEach(todos.items.indices, id: \.self) { index in
        PositionRow(title: todos.items[index].title)
      }
    }
  }
}

struct KeyedRow: View {
  let title: String
  var body: some View { Text(title) }
}

struct SelfKeyedRow: View {
  let title: String
  var body: some View { Text(title) }
}

struct PositionRow: View {
  let title: String
  var body: some View { Text(title) }
}
