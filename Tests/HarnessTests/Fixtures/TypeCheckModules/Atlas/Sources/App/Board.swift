import SwiftUI

struct Board<Piece>: View {
  struct Cell {
    let piece: Piece
    let row: Int
    let column: Int
  }

  struct CellView: View {
    let cell: Cell
    var body: some View { Text("\(cell.row) \(cell.piece)") }
  }

  let cells: [Cell]
  var body: some View {
    VStack {
      ForEach(cells, id: \.row) { cell in CellView(cell: cell) }
    }
  }
}
