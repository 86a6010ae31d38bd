// The loader is where the compiler's documents, style sheets, strings and names come from.
extension MarkupLoader: MarkupCompilerSources {}
