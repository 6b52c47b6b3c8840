// expect: renders
// expect-warning: 7:8: warning: 'Badge' needs arguments: it is shown as Badge(phase: Phase.waiting, selected: .constant(Phase.waiting)) (add a '#Preview { … }' to choose them)
enum Phase {
    case waiting, running, done
}

struct Badge: View {
    let phase: Phase
    @Binding var selected: Phase
    var body: some View {
        Text(phase == selected ? "on" : "off")
    }
}
