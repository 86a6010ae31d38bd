// A switch: on or off.
extension Switch: CenteredLineDrawing, SVGDrawing {
    /// iOS's system green, for switches that are on.
    private static let onColor = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)

    /// Draws `(on)` or `(off)`.
    public func draw(in canvas: inout TextCanvas) {
        canvas.write(isOn ? "(on)" : "(off)")
    }

    /// Draws a pill, in ``onTintColor`` (green by default) when on, with its knob, in
    /// ``thumbTintColor`` or white, at the end it is set to.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        let radius = abs(frame.height) / 2
        canvas.append(SVGRenderer.rect(frame, attributes: " rx=\"\(SVGRenderer.number(radius))\""
            + SVGRenderer.paint("fill", isOn ? onTintColor ?? Self.onColor : SVGRenderer.outline)))
        canvas.circle(centerX: isOn ? frame.maxX - radius : frame.minX + radius, centerY: frame.midY,
                      radius: radius - 2, fill: thumbTintColor ?? .white)
    }
}
