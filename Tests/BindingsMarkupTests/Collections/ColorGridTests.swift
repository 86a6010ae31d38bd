import BindingsMarkup
import Testing

extension Collections {
    /// MarkupKit's collection view example, written in its dialect (`ColorGrid.xml`, `ColorCell.xml`):
    /// loaded unchanged, drawn, scrolled through reused cells, and selected.
    @Suite("MarkupKit color grid") @MainActor
    struct ColorGridTests {
        static let top = """

                 0             1             2


              #ffffff       #c0c0c0       #808080

                 3             4             5


              #000000       #ff0000       #800000

                 6             7             8
            """

        /// The grid at 320 by 240 points, laid out.
        static func grid(selfLoading: Bool = false) throws -> (ColorGridController, CollectionView) {
            let controller = ColorGridController(loader: try fixtureLoader(), selfLoading: selfLoading)
            let view = try #require(try controller.loadViewIfNeeded() as? CollectionView)
            view.frame = Rect(x: 0, y: 0, width: 320, height: 240)
            view.layoutIfNeeded()
            return (controller, view)
        }

        @Test func theGridShowsTheColorsInViewAndReusesCellsAsItScrolls() throws {
            // The collection view holds its data source weakly: the controller must stay.
            let (controller, grid) = try Self.grid()
            defer { withExtendedLifetime(controller) {} }
            #expect(TextRenderer().render(grid) == Self.top)
            #expect(grid.cellsCreated == 9)
            grid.userDidScroll(to: Point(x: 0, y: 150))
            // Each line on the row of its middle, as in the SVG picture: the values of the last
            // cells in view have theirs 2.5 points below the grid's edge, which cuts them off.
            #expect(TextRenderer().render(grid) == """


                  #000000       #ff0000       #800000

                     6             7             8


                  #ffff00       #808000       #00ff00

                     9             10            11


                """)
            grid.userDidScroll(to: Point(x: 0, y: 1_000))
            #expect(grid.contentOffset == Point(x: 0, y: 360))
            #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(9...15))
            grid.userDidScroll(to: .zero)
            #expect(TextRenderer().render(grid) == Self.top)
            // Never more cells than three lines in view at once.
            #expect(grid.cellsCreated == 9)
        }

        /// Cells that load their document in their initializer, registered by class as MarkupKit's
        /// are, show the same grid.
        @Test func cellsRegisteredByClassShowTheSameGrid() throws {
            let (controller, grid) = try Self.grid(selfLoading: true)
            defer { withExtendedLifetime(controller) {} }
            #expect(TextRenderer().render(grid) == Self.top)
            #expect(grid.visibleCells.allSatisfy { $0 is SelfLoadingColorCell })
        }

        @Test func selectingAColorReachesTheDelegateAndShowsInBothPictures() throws {
            let (controller, grid) = try Self.grid()
            grid.userDidSelectItem(at: TableIndexPath(item: 4, section: 0))
            #expect(controller.selected == ["#ff0000"])
            #expect(TextRenderer().render(grid).split(separator: "\n", omittingEmptySubsequences: false)[6]
                == "     3             4    ✓        5")
            SnapshotSupport.assertSnapshot(SVGRenderer().render(grid), named: "color-grid.svg")
        }
    }
}
