@_spi(NarrowHarness) import SwiftUI

/// Completing a todo changes no title: the rows keyed by id stay, the rows keyed by value are new.
@MainActor
func makeScenario() -> Scenario {
  let todos = Todos()
  return Scenario(root: TodoScreen(todos: todos)) {
    Scenario.Step("complete") { todos.complete(1) }
  }
}
