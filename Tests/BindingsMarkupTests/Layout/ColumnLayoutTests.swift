import BindingsMarkup
import Testing

extension Layout {
    @Suite("Column layout") @MainActor
    struct ColumnLayoutTests {
        nonisolated static let cases: [StackCase] = [
            StackCase(name: "stacks with spacing inside the margins, filling the width",
                      container: "LMColumnView", attributes: ["spacing": "4", "layoutMargins": "{10, 8, 6, 12}"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 200,
                      fitting: Size(width: 200, height: 70),
                      frames: [Rect(x: 8, y: 10, width: 180, height: 20), Rect(x: 8, y: 34, width: 180, height: 30)]),
            StackCase(name: "centered horizontally, packed at the top",
                      container: "LMColumnView", attributes: ["horizontalAlignment": "center"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 200, height: 100,
                      fitting: Size(width: 60, height: 50),
                      frames: [Rect(x: 80, y: 0, width: 40, height: 20), Rect(x: 70, y: 20, width: 60, height: 30)]),
            StackCase(name: "trailing and bottom",
                      container: "LMColumnView", attributes: ["horizontalAlignment": "trailing", "verticalAlignment": "bottom"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 200, height: 100,
                      fitting: Size(width: 60, height: 50),
                      frames: [Rect(x: 160, y: 50, width: 40, height: 20), Rect(x: 140, y: 70, width: 60, height: 30)]),
            StackCase(name: "centered vertically",
                      container: "LMColumnView", attributes: ["verticalAlignment": "center"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 200, height: 100,
                      fitting: Size(width: 200, height: 50),
                      frames: [Rect(x: 0, y: 25, width: 200, height: 20), Rect(x: 0, y: 45, width: 200, height: 30)]),
            StackCase(name: "weights share the free height 1:3",
                      container: "LMColumnView", attributes: ["spacing": "10", "verticalAlignment": "bottom"],
                      children: [["weight": "1"], ["imageSize": "60 30"], ["weight": "3"]], width: 200, height: 200,
                      fitting: Size(width: 200, height: 200),
                      frames: [Rect(x: 0, y: 0, width: 200, height: 37.5), Rect(x: 0, y: 47.5, width: 200, height: 30),
                               Rect(x: 0, y: 87.5, width: 200, height: 112.5)]),
            StackCase(name: "weights without a height proposal keep their content height",
                      container: "LMColumnView", children: [["weight": "1"], ["imageSize": "60 30"]], width: 200,
                      fitting: Size(width: 200, height: 46),
                      frames: [Rect(x: 0, y: 0, width: 200, height: 16), Rect(x: 0, y: 16, width: 200, height: 30)]),
            StackCase(name: "a hidden subview takes no space and no spacing",
                      container: "LMColumnView", attributes: ["spacing": "5"],
                      children: [["imageSize": "40 20"], ["imageSize": "50 50", "hidden": "true"], ["imageSize": "60 30"]],
                      width: 200, fitting: Size(width: 200, height: 55),
                      frames: [Rect(x: 0, y: 0, width: 200, height: 20), .zero, Rect(x: 0, y: 25, width: 200, height: 30)]),
            StackCase(name: "fixed sizes win, minimums and maximums clamp",
                      container: "LMColumnView",
                      children: [["imageSize": "40 20", "minimumHeight": "30"], ["imageSize": "60 30", "maximumWidth": "100"],
                                 ["width": "50", "height": "10"]],
                      width: 200, fitting: Size(width: 200, height: 70),
                      frames: [Rect(x: 0, y: 0, width: 200, height: 30), Rect(x: 0, y: 30, width: 100, height: 30),
                               Rect(x: 0, y: 60, width: 50, height: 10)]),
            StackCase(name: "without fill the column is as wide as its widest subview",
                      container: "LMColumnView", attributes: ["horizontalAlignment": "leading", "layoutMargins": "5"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 200,
                      fitting: Size(width: 70, height: 60),
                      frames: [Rect(x: 5, y: 5, width: 40, height: 20), Rect(x: 5, y: 25, width: 60, height: 30)]),
            StackCase(name: "labels wrap at the column's width",
                      container: "LMColumnView", attributes: ["spacing": "4"],
                      children: [["type": "UILabel", "text": "Green Cross Pharmacy", "font": "System 16", "numberOfLines": "0"],
                                 ["type": "UILabel", "text": "0.16 miles", "font": "System 14"]],
                      width: 96, fitting: Size(width: 96, height: 61.5),
                      frames: [Rect(x: 0, y: 0, width: 96, height: 40), Rect(x: 0, y: 44, width: 96, height: 17.5)]),
            StackCase(name: "negative spacing and margins count as 0",
                      container: "LMColumnView", attributes: ["spacing": "-4", "layoutMargins": "-3"],
                      children: [["imageSize": "40 20"], ["imageSize": "60 30"]], width: 100,
                      fitting: Size(width: 100, height: 50),
                      frames: [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 30)]),
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
