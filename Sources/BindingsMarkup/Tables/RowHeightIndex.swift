/// The heights of a table's items with their running offsets, updatable and searchable in O(log n).
///
/// Two forms. While no item has a height of its own (rows at the estimate, titles at theirs, as
/// a table built them), it keeps **runs** of equal heights: a section of a million rows is one
/// run, so building the index, or changing the rows of a list shown by a toolkit's recycling list
/// (which measures rows itself), costs nothing per row. The first height set apart from its run's
/// turns it into a **Fenwick tree**: rows of self-sizing cells get their real height only when
/// first shown, and each update must not cost a pass over every later row, or scrolling through
/// 10,000 rows would be quadratic.
struct RowHeightIndex {
    /// Items of one height.
    struct Run {
        var start: Int
        var count: Int
        var height: Double
        /// The sum of the heights before the run.
        var offset: Double
    }

    /// The runs, while no item has a height of its own; `nil` once the tree holds the heights.
    private var runs: [Run]?
    /// The height of each item, once measured apart (empty while `runs` holds them).
    private var heights: [Double] = []
    /// Partial sums, 1-based: `tree[i]` sums the `i & -i` heights ending at item `i - 1`.
    private var tree: [Double] = []

    /// An index of `heights`, built in O(n).
    init(heights: [Double]) {
        setTree(heights)
    }

    /// An index of runs of `count` items of `height` each, in order, built in O(runs).
    init(runs counted: [(count: Int, height: Double)]) {
        var runs: [Run] = []
        var start = 0, offset = 0.0
        for (count, height) in counted where count > 0 {
            runs.append(Run(start: start, count: count, height: height, offset: offset))
            start += count
            offset += Double(count) * height
        }
        self.runs = runs
    }

    /// The number of items.
    var count: Int {
        guard let runs else { return heights.count }
        return runs.last.map { $0.start + $0.count } ?? 0
    }

    /// The sum of all heights.
    var total: Double { offset(of: count) }

    /// The runs of equal heights, or `nil` once items have heights of their own.
    var equalRuns: [Run]? { runs }

    /// The height of item `index`.
    func height(at index: Int) -> Double {
        guard let runs else { return heights[index] }
        return runs[Self.run(in: runs, containing: index)].height
    }

    /// The sum of the heights of the items before `index`: the top of item `index`.
    func offset(of index: Int) -> Double {
        let index = min(max(index, 0), count)
        if let runs {
            guard !runs.isEmpty else { return 0 }
            let run = runs[Self.run(in: runs, containing: index)]
            return run.offset + Double(min(index - run.start, run.count)) * run.height
        }
        var sum = 0.0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Changes the height of item `index`.
    mutating func setHeight(_ height: Double, at index: Int) {
        guard index >= 0, index < count, height != self.height(at: index) else { return }
        if let runs {
            // Heights of its own: from now on each item keeps one.
            var all: [Double] = []
            all.reserveCapacity(count)
            for run in runs { all.append(contentsOf: repeatElement(run.height, count: run.count)) }
            self.runs = nil
            setTree(all)
        }
        let delta = height - heights[index]
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
        if let runs {
            // The last run starting at or before `offset`, then the item in it.
            var low = 0, high = runs.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if runs[middle].offset <= offset { low = middle } else { high = middle }
            }
            let run = runs[low]
            let into = run.height > 0 ? ((offset - run.offset) / run.height).rounded(.down) : 0
            return min(run.start + Int(min(max(into, 0), Double(run.count))), count - 1)
        }
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

    /// Keeps `heights` in a tree built in O(n).
    private mutating func setTree(_ heights: [Double]) {
        runs = nil
        self.heights = heights
        var tree = [Double](repeating: 0, count: heights.count + 1)
        for (index, height) in heights.enumerated() { tree[index + 1] = height }
        for index in tree.indices.dropFirst() {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
        self.tree = tree
    }

    /// The run holding item `index` (the last run for `index == count`).
    private static func run(in runs: [Run], containing index: Int) -> Int {
        var low = 0, high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle].start <= index { low = middle } else { high = middle }
        }
        return low
    }
}
