// expect: 7:33: error: 'sleep(until:tolerance:clock:)' is unavailable: 'Task.sleep(until:clock:)' is not supported by Zoetrope yet; use Task.sleep(for:)
// A method Zoetrope lacks names itself in the error (issue 33, item 6).
struct BadScene: View {
    var body: some View {
        Circle()
            .task {
                try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
            }
    }
}
