/// The run loop's timed actions, earliest first; equal times keep the order they were
/// scheduled in. A binary heap: scheduling and taking the next action cost O(log n), so a
/// storyboard with many events runs in n log n, not n².
package struct ActionQueue<Action> {
    package struct Item {
        package var time: Double
        var sequence: Int
        package var action: Action
        func precedes(_ other: Item) -> Bool { time < other.time || (time == other.time && sequence < other.sequence) }
    }

    private var heap: [Item] = []
    private var sequence = 0
    package init() {}

    package var first: Item? { heap.first }

    package mutating func schedule(_ action: Action, at time: Double) {
        sequence += 1
        heap.append(Item(time: time, sequence: sequence, action: action))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].precedes(heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    package mutating func removeFirst() -> Item {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var smallest = i
                if l < heap.count, heap[l].precedes(heap[smallest]) { smallest = l }
                if r < heap.count, heap[r].precedes(heap[smallest]) { smallest = r }
                if smallest == i { break }
                heap.swapAt(i, smallest)
                i = smallest
            }
        }
        return top
    }
}
