import Bindings

/// One thing to do. Its properties are `@Observed`, so a row bound to it follows its changes.
// article-example: begin
final class TodoItem: KeyValueCoding, @unchecked Sendable {
    @Observed var title: String
    @Observed var done = false

    init(title: String) {
        self.title = title
    }
}
// article-example: end
