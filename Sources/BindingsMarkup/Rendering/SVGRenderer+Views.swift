// The SVG elements of each kind of view.
extension SVGRenderer {
    private static let outline = Color(white: 0.6)
    private static let placeholderFill = Color(white: 0.93)
    /// iOS's system blue, for buttons and checkmarks.
    private static let accent = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// iOS's system green, for switches that are on.
    private static let switchOn = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)

    @MainActor
    static func elements(for view: View, frame: Rect) -> [String] {
        var elements: [String] = []
        if let color = view.backgroundColor {
            elements.append(rect(frame, attributes: paint("fill", color)))
        }
        switch view {
        case let label as Label:
            elements += lines(of: label, frame: frame)
        case let imageView as ImageView:
            guard let name = imageView.image else { break }
            elements.append("<g>")
            elements.append("  <title>\(escaped(name))</title>")
            elements.append("  " + rect(frame, attributes: paint("fill", placeholderFill) + paint("stroke", outline)))
            let font = Font.system(size: max(1, min(abs(frame.width), abs(frame.height)) * 0.75))
            elements.append("  " + text(ImagePlaceholder.symbol(for: name), x: frame.midX,
                                        baseline: frame.midY + font.size * 3 / 8, font: font, color: .darkGray, anchor: "middle"))
            elements.append("</g>")
        case let field as TextField:
            elements.append(rect(frame, attributes: " fill=\"none\"" + paint("stroke", outline)))
            let isEmpty = (field.text ?? "").isEmpty
            let content = isEmpty ? field.placeholder ?? "" : field.text ?? ""
            let metrics = TextMetrics(font: field.font)
            elements.append(text(content, x: frame.minX + metrics.characterWidth, baseline: frame.minY + metrics.baseline,
                                 font: field.font, color: isEmpty ? outline : .black))
        case let button as Button:
            elements.append(rect(frame, attributes: " rx=\"4\" fill=\"none\"" + paint("stroke", accent)))
            let metrics = TextMetrics(font: button.font)
            elements.append(text(button.title ?? "", x: frame.midX, baseline: frame.minY + metrics.baseline,
                                 font: button.font, color: accent, anchor: "middle"))
        case let toggle as Switch:
            let radius = number(abs(frame.height) / 2)
            elements.append(rect(frame, attributes: " rx=\"\(radius)\"" + paint("fill", toggle.isOn ? switchOn : outline)))
            let knobX = toggle.isOn ? frame.maxX - abs(frame.height) / 2 : frame.minX + abs(frame.height) / 2
            let knobRadius = max(0, abs(frame.height) / 2 - 2)
            elements.append("<circle cx=\"\(number(knobX))\" cy=\"\(number(frame.midY))\" r=\"\(number(knobRadius))\" fill=\"#FFFFFF\"/>")
        case let cell as TableViewCell where cell.checked:
            elements.append(text("✓", x: frame.maxX - 16, baseline: frame.minY + 16, font: .system(size: 16), color: accent))
        default:
            break
        }
        return elements
    }

    @MainActor
    private static func lines(of label: Label, frame: Rect) -> [String] {
        let layout = label.textLayout(width: frame.width)
        let metrics = layout.metrics
        let fitting = Int((abs(frame.height) / metrics.lineHeight + 1e-9).rounded(.down))
        return layout.lines.prefix(max(0, fitting)).enumerated().map { index, line in
            let width = metrics.width(ofCharacters: line.count)
            let x = switch label.textAlignment {
            case .center: frame.minX + (abs(frame.width) - width) / 2
            case .right: frame.maxX - width
            case .left, .natural, .justified: frame.minX
            }
            let baseline = frame.minY + Double(index) * metrics.lineHeight + metrics.baseline
            return text(line, x: x, baseline: baseline, font: label.font, color: label.textColor)
        }
    }
}

