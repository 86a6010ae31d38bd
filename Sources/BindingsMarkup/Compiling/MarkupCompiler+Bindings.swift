import Bindings

// Bindings: `$` attributes parsed into expressions, with their formatters and target keys checked.
extension MarkupCompiler {
    /// `source`, the expression of `attribute`'s value from `offset`, parsed; `nil` with the
    /// problem reported at the character where the parser found it.
    mutating func parseBinding(_ attribute: SourcedAttribute, source: String, offset: Int) -> BindingExpression? {
        do {
            return try BindingExpression(parsing: source)
        } catch {
            let position = attribute.attribute?.valuePosition(ofCharacterAt: offset + error.offset) ?? attribute.valueLocation.position
            diagnostics.append(MarkupLocation(file: attribute.valueLocation.file, position: position)
                .diagnostic(.compiling(.invalidExpression(.expression(error)))))
            return nil
        }
    }

    /// Whether the formatter `expression` names, if any, can be made with its arguments (and read
    /// text back, for a two-way binding); the problem is reported when not. A name the loader
    /// lacks may be the owner's (`FormatterProviding`): the template checks it for each owner.
    mutating func checkFormatter(of expression: BindingExpression, source: String, mode: BindingMode, at location: MarkupLocation) -> Bool {
        guard let reference = expression.formatter else { return true }
        do {
            let formatter = try sources.formatters.formatter(for: reference)
            if mode == .twoWay, !(formatter is any ParsingValueFormatter) {
                diagnostics.append(location.diagnostic(.compiling(.invalidExpression(.binding(.twoWayFormatterCannotParse(source: source, formatter: reference.name))))))
                return false
            }
        } catch {
            guard case .unknownFormatter = error.kind else {
                diagnostics.append(location.diagnostic(.compiling(.invalidExpression(.formatter(error)))))
                return false
            }
        }
        return true
    }

    mutating func compileBinding(_ attribute: SourcedAttribute, source: String, offset: Int, mode: BindingMode,
                                         on prototype: View, into template: ElementTemplate) {
        guard let expression = parseBinding(attribute, source: source, offset: offset) else { return }
        if mode == .twoWay, !expression.isKeyPath {
            diagnostics.append(attribute.valueLocation.diagnostic(.compiling(.invalidExpression(.binding(.twoWayNeedsKeyPath(source: source))))))
            return
        }
        guard checkFormatter(of: expression, source: source, mode: mode, at: attribute.valueLocation) else { return }
        do throws(KeyValueError) {
            // Reading the target checks every key of its path: the view refuses keys it does not declare.
            _ = try prototype.checkedValue(forKeyPath: attribute.name)
            template.bindings.append(.init(keyPath: attribute.name, expression: expression, mode: mode, location: attribute.valueLocation))
        } catch {
            diagnostics.append(diagnostic(for: error, attribute: attribute, text: attribute.value, on: prototype))
        }
    }
}
