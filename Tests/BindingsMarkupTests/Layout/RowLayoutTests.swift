import BindingsMarkup
import Testing

extension Layout {
    @Suite("Row layout") @MainActor
    struct RowLayoutTests {
        nonisolated static let cases: [StackCase] = [
            StackCase(name: "packs left to right inside the margins, filling the height",
                      container: "LMRowView", attributes: ["spacing": "4", "layoutMargins": "{2, 3, 4, 5}"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 300,
                      fitting: Size(width: 112, height: 36),
                      frames: [Rect(x: 3, y: 2, width: 40, height: 30), Rect(x: 47, y: 2, width: 60, height: 30)]),
            StackCase(name: "weights share the free width 1:2",
                      container: "LMRowView",
                      children: [["weight": "1"], ["imageSize": "60 30"], ["weight": "2"]], width: 300,
                      fitting: Size(width: 300, height: 30),
                      frames: [Rect(x: 0, y: 0, width: 80, height: 30), Rect(x: 80, y: 0, width: 60, height: 30),
                               Rect(x: 140, y: 0, width: 160, height: 30)]),
            StackCase(name: "centered vertically",
                      container: "LMRowView", attributes: ["verticalAlignment": "center"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 300,
                      fitting: Size(width: 100, height: 30),
                      frames: [Rect(x: 0, y: 5, width: 40, height: 20), Rect(x: 40, y: 0, width: 60, height: 30)]),
            StackCase(name: "trailing and bottom",
                      container: "LMRowView", attributes: ["horizontalAlignment": "trailing", "verticalAlignment": "bottom"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 300, height: 40,
                      fitting: Size(width: 100, height: 30),
                      frames: [Rect(x: 200, y: 20, width: 40, height: 20), Rect(x: 240, y: 10, width: 60, height: 30)]),
            StackCase(name: "centered horizontally, at the top",
                      container: "LMRowView", attributes: ["horizontalAlignment": "center", "verticalAlignment": "top"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 300, height: 40,
                      fitting: Size(width: 100, height: 30),
                      frames: [Rect(x: 100, y: 0, width: 40, height: 20), Rect(x: 140, y: 0, width: 60, height: 30)]),
            StackCase(name: "a hidden subview takes no space and no spacing",
                      container: "LMRowView", attributes: ["spacing": "10"],
                      children: [["imageSize": "40 20"], ["imageSize": "50 50", "isHidden": "true"], ["imageSize": "60 30"]],
                      width: 300, fitting: Size(width: 110, height: 30),
                      frames: [Rect(x: 0, y: 0, width: 40, height: 30), .zero, Rect(x: 50, y: 0, width: 60, height: 30)]),
            StackCase(name: "first baselines line up; an image sits on the baseline",
                      container: "LMRowView", attributes: ["alignToBaseline": "true", "spacing": "4"],
                      children: [["type": "UILabel", "text": "Ab", "font": "System 16"],
                                 ["type": "UILabel", "text": "Cd", "font": "System 24"], ["imageSize": "16 16"]],
                      width: 300, fitting: Size(width: 64, height: 30),
                      frames: [Rect(x: 0, y: 8, width: 16, height: 20), Rect(x: 20, y: 0, width: 24, height: 30),
                               Rect(x: 48, y: 8, width: 16, height: 16)]),
            StackCase(name: "baselines inside margins, placed at the bottom of a taller row",
                      container: "LMRowView",
                      attributes: ["alignToBaseline": "true", "layoutMarginTop": "5", "verticalAlignment": "bottom"],
                      children: [["type": "UILabel", "text": "name", "font": "System-Bold 16", "weight": "1"],
                                 ["type": "UILabel", "text": "0.16 miles", "font": "System 14"]],
                      width: 320, height: 45, fitting: Size(width: 320, height: 25),
                      frames: [Rect(x: 0, y: 25, width: 250, height: 20), Rect(x: 250, y: 27, width: 70, height: 17.5)]),
            StackCase(name: "a maximum clamps a weighted share without redistributing it",
                      container: "LMRowView",
                      children: [["weight": "1", "maximumWidth": "50"], ["weight": "1"]], width: 300,
                      fitting: Size(width: 300, height: 16),
                      frames: [Rect(x: 0, y: 0, width: 50, height: 16), Rect(x: 50, y: 0, width: 150, height: 16)]),
            StackCase(name: "each unweighted subview is proposed the width the previous ones left",
                      container: "LMRowView",
                      children: [["type": "UILabel", "text": "aaaa bbbb cccc", "font": "System 16", "numberOfLines": "0"],
                                 ["type": "UILabel", "text": "dd", "font": "System 16", "numberOfLines": "0"]],
                      width: 80, fitting: Size(width: 80, height: 40),
                      frames: [Rect(x: 0, y: 0, width: 72, height: 40), Rect(x: 72, y: 0, width: 8, height: 40)]),
            StackCase(name: "a fixed width wins over a weight; minimum height clamps",
                      container: "LMRowView", attributes: ["verticalAlignment": "top"],
                      children: [["weight": "1", "width": "30", "minimumHeight": "24"], ["weight": "1"]], width: 100,
                      fitting: Size(width: 100, height: 24),
                      frames: [Rect(x: 0, y: 0, width: 30, height: 24), Rect(x: 30, y: 0, width: 70, height: 16)]),
        ]

        @Test(arguments: cases)
        func framesAreExact(_ testCase: StackCase) throws {
            let stack = try testCase.build()
            let result = LayoutTestSupport.layOut(stack, for: testCase)
            #expect(result.fitting == testCase.fitting)
            #expect(result.frames == testCase.frames)
        }
    }
}
