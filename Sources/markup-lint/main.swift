import Foundation

// `swift run markup-lint PATH…`: see MarkupLintCommand.
let outcome = MainActor.assumeIsolated { MarkupLintCommand.run(Array(CommandLine.arguments.dropFirst())) }
for line in outcome.output { print(line) }
for line in outcome.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) }
exit(outcome.status)
