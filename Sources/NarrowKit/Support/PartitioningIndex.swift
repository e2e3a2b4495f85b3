extension RandomAccessCollection {
  /// The first index whose element `belongsAfter` holds for, in a collection where every element it
  /// holds for follows every element it does not (a sorted one, asked "is it past the point?"):
  /// `endIndex` when none. A binary search.
  func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Self.Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if belongsAfter(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
