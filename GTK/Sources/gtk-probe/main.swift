@_spi(Testing) import BindingsGTK
import BindingsMarkup
import Foundation

do {
    try GTK.start()
} catch {
    FileHandle.standardError.write(Data("gtk-probe: \(error)\n".utf8))
    exit(1)
}
let template = try MarkupLoader(bundles: []).template(source: """
<LMColumnView spacing="4" layoutMarginBottom="8">
    <LMRowView alignToBaseline="true" spacing="4">
        <UILabel weight="1" font="System-Bold 16" text="1. Green Cross Pharmacy"/>
        <UILabel font="System 14" textColor="#808080" text="0.16 miles"/>
    </LMRowView>
    <UILabel numberOfLines="0" font="System 14" text="393 Hanover St\\nBoston MA 02108"/>
    <UITextField placeholder="Search" text="hello"/>
    <UIButton title="Submit"/>
</LMColumnView>
""", file: "Probe.xml")
final class Owner: KeyValueCoding {}
let owner = Owner()
let view = try template.instantiate(owner: owner)
let window = Window(title: "Probe", content: view, width: 400, height: 300)
window.present()
GTK.iterate(for: 0.5)
if let path = ProcessInfo.processInfo.environment["SHOT"] { _ = system("import -window root \(path)") }
for presenter in window.widgets {
    print(String(describing: type(of: presenter.view)), presenter.view.frame)
}
window.close()
