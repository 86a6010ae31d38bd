extension View {
    /// Readies the tree for a picture: laid out to fit `width` when one is given, else with its
    /// pending layout applied. Returns why it cannot be drawn: it was never laid out and has no
    /// size, which would otherwise draw nothing at all without a word.
    func prepareForRendering(width: Double?) -> String? {
        let name = String(describing: type(of: self))
        if let width {
            guard width.isFinite, width > 0 else { return "cannot draw \(name) at width \(width): give a positive width" }
            // A table's height counts estimated rows until it has laid them out: measure afresh and
            // fit again until the size settles, so the picture has no rows of nothing below.
            var passes = 0
            repeat {
                layoutToFit(width: width)
                passes += 1
                for view in allViews { view.layoutState.forgetMeasurements() }
            } while passes < 3 && fittingSize(for: Size(width: width, height: .infinity)) != frame.size
            return nil
        }
        if lastLayoutSize == nil, frame.width <= 0 || frame.height <= 0 {
            return "\(name) was never laid out and has no size: render it with a width, or lay it out first (layoutToFit(width:))"
        }
        layoutIfNeeded()
        return nil
    }
}
