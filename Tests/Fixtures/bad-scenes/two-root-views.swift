// expect: error: several views could be the root: 'First', 'Second'; choose one with --view First
struct First: View {
    var body: some View { Circle() }
}

struct Second: View {
    var body: some View { Rectangle() }
}
