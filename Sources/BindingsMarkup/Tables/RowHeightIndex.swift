/// The heights of a table's items with their running offsets, updatable and searchable in O(log n).
///
/// A Fenwick tree: rows of self-sizing cells get their real height only when first shown, and each
/// update must not cost a pass over every later row, or scrolling through 10,000 rows would be quadratic.
struct RowHeightIndex {
    /// The height of each item.
    private(set) var heights: [Double]
    /// Partial sums, 1-based: `tree[i]` sums the `i & -i` heights ending at item `i - 1`.
    private var tree: [Double]

    /// An index of `heights`, built in O(n).
    init(heights: [Double]) {
        self.heights = heights
        tree = [0] + heights
        for index in tree.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// An index of the heights of items that come from `sources` (an old item's index, or `nil`
    /// for a new item, which gets `estimate`) among `old`'s: what a change of the rows keeps.
    /// A loop rather than a `map` closure, which in a main-actor caller would check its isolation
    /// for every one of 100,000 items.
    init(carrying old: [Double], from sources: [Int?], estimate: Double) {
        var heights: [Double] = []
        heights.reserveCapacity(sources.count)
        for source in sources {
            if let source, old.indices.contains(source) { heights.append(old[source]) } else { heights.append(estimate) }
        }
        self.init(heights: heights)
    }

    /// The number of items.
    var count: Int { heights.count }

    /// The sum of all heights.
    var total: Double { offset(of: count) }

    /// The sum of the heights of the items before `index`: the top of item `index`.
    func offset(of index: Int) -> Double {
        var sum = 0.0
        var position = min(max(index, 0), count)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Changes the height of item `index`.
    mutating func setHeight(_ height: Double, at index: Int) {
        guard heights.indices.contains(index) else { return }
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The item whose extent contains `offset` (the last item for offsets past the end, 0 before the start).
    func index(containing offset: Double) -> Int {
        guard count > 0 else { return 0 }
        // Descends from the highest power of two: finds the most items whose heights sum to <= offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
