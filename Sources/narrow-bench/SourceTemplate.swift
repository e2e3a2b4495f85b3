/// The Swift source of one synthetic file: a model, an `@Observable` store, views that read some of
/// the model's fields, and construction sites of another file's views.
enum SourceTemplate {
  static func source(for plan: FilePlan, neighbour: FilePlan) -> String {
    [
      "import SwiftUI\n",
      model(plan),
      store(plan),
      row(plan),
      plan.detailReads.map { detail(plan, reads: $0) },
      list(plan, neighbour: neighbour),
      preview(plan),
    ].compactMap { $0 }.joined(separator: "\n")
  }

  private static func model(_ plan: FilePlan) -> String {
    let declarations = plan.fields.map { "  \($0.name == "id" ? "let" : "var") \($0.name): \($0.type)" }
    let sample = plan.fields.map { "\($0.name): \($0.sampleValue)" }.joined(separator: ", ")
    return """
      struct \(plan.model): Identifiable, Hashable {
      \(declarations.joined(separator: "\n"))

        static let preview = \(plan.model)(\(sample))
      }

      """
  }

  private static func store(_ plan: FilePlan) -> String {
    """
    @Observable
    final class \(plan.store) {
      var items: [\(plan.model)] = []
      var query = ""
      var isLoading = false

      var visible: [\(plan.model)] {
        query.isEmpty ? items : items.filter { "\\($0.id)".contains(query) }
      }

      func load() async {
        isLoading = true
        defer { isLoading = false }
        items = [\(plan.model).preview]
      }
    }

    """
  }

  private static func row(_ plan: FilePlan) -> String {
    let v = plan.variable
    return """
      struct \(plan.row): View {
        let \(v): \(plan.model)

        var body: some View {
          HStack {
      \(plan.rowReads.map { "      \($0.display(v))" }.joined(separator: "\n"))
            Spacer()
          }
        }
      }

      """
  }

  private static func detail(_ plan: FilePlan, reads: [ModelField]) -> String {
    let v = plan.variable
    let explicitInit = plan.detailHasExplicitInit
      ? """

          init(\(v): \(plan.model), onClose: @escaping () -> Void = {}) {
            self.\(v) = \(v)
            self.onClose = onClose
          }

        """ : ""
    return """
      struct \(plan.detail): View {
        let \(v): \(plan.model)
        var onClose: () -> Void = {}
      \(explicitInit)
        var body: some View {
          VStack(alignment: .leading, spacing: 8) {
      \(reads.map { "      \($0.display("self." + v))" }.joined(separator: "\n"))
            Button("Close", action: onClose)
          }
          .padding()
        }
      }

      """
  }

  /// The list owns the store and constructs this file's row and the neighbour file's views.
  private static func list(_ plan: FilePlan, neighbour: FilePlan) -> String {
    let v = plan.variable
    let other = neighbour.variable
    let related = neighbour.detailReads == nil
      ? "\(neighbour.row)(\(other): .preview)"
      : "\(neighbour.detail)(\(other): \(neighbour.model).preview)"
    return """
      struct \(plan.list): View {
        @State private var store = \(plan.store)()
        @State private var selection: \(plan.model)?

        var body: some View {
          NavigationStack {
            List {
              ForEach(store.visible) { \(v) in
                \(plan.row)(\(v): \(v))
                  .onTapGesture { selection = \(v) }
              }
              Section("Related") {
                \(related)
              }
            }
            .searchable(text: $store.query)
            .navigationTitle("\(plan.model)s: \\(store.items.count)")
            .task { await store.load() }
          }
        }
      }

      """
  }

  private static func preview(_ plan: FilePlan) -> String {
    let v = plan.variable
    let detail = plan.detailReads == nil ? "" : "\n  \(plan.detail)(\(v): .preview)"
    return """
      #Preview {
        \(plan.row)(\(v): .preview)\(detail)
      }

      """
  }
}
