import BindingsMarkup
import Testing

extension Views {
    @Suite("View hierarchy") @MainActor
    struct ViewHierarchyTests {
        @Test func addInsertAndRemove() {
            let parent = View(), first = View(), second = View(), third = View()
            parent.addSubview(first)
            parent.addSubview(third)
            parent.insertSubview(second, at: 1)
            #expect(parent.subviews.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
            #expect(second.superview === parent)
            second.removeFromSuperview()
            #expect(parent.subviews.map(ObjectIdentifier.init) == [first, third].map(ObjectIdentifier.init))
            #expect(second.superview == nil)
        }

        @Test func addingMovesFromTheOldSuperview() {
            let old = View(), new = View(), child = View()
            old.addSubview(child)
            new.insertSubview(child, at: 99)
            #expect(old.subviews.isEmpty)
            #expect(new.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
            #expect(child.superview === new)
        }

        @Test func cyclesAreRefused() {
            let root = View(), child = View(), grandchild = View()
            root.addSubview(child)
            child.addSubview(grandchild)
            #expect(grandchild.addSubview(root) == false)
            #expect(child.addSubview(child) == false)
            // Refused adds leave the tree exactly as it was.
            #expect(root.superview == nil)
            #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
            #expect(child.superview === root)
            #expect(child.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(grandchild)])
            #expect(grandchild.superview === child)
            #expect(grandchild.subviews.isEmpty)
        }

        @Test func superviewIsWeak() {
            let child = View()
            do {
                let parent = View()
                parent.addSubview(child)
                #expect(child.superview === parent)
            }
            #expect(child.superview == nil)
        }

        @Test func traversalAndTags() {
            let root = View(), a = View(), b = View(), a1 = View()
            for (view, tag) in [(root, 1), (a, 2), (b, 3), (a1, 4)] { view.tag = tag }
            root.addSubview(a)
            root.addSubview(b)
            a.addSubview(a1)
            #expect(root.allViews.map(\.tag) == [1, 2, 4, 3])
            #expect(root.viewWithTag(4) === a1)
            #expect(root.viewWithTag(5) == nil)
        }
    }
}
