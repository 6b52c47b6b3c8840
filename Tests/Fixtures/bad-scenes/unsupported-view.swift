// expect: 5:23: error: 'scheduledTimer(timeInterval:target:selector:userInfo:repeats:)' is unavailable: 'scheduledTimer(timeInterval:target:selector:userInfo:repeats:)' is not supported by Zoetrope yet; use scheduledTimer(withTimeInterval:repeats:block:)
struct BadScene: View {
    var body: some View {
        Circle().onAppear {
            _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: "tick", userInfo: nil, repeats: true)
        }
    }
}
