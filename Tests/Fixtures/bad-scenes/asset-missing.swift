// expect: renders
// expect-warning: 5:9: warning: image asset 'no-such-picture' not found (looked for $DIR/assets/no-such-picture.png, $DIR/assets/no-such-picture.jpg, $DIR/assets/no-such-picture.jpeg, $DIR/no-such-picture.png, $DIR/no-such-picture.jpg, $DIR/no-such-picture.jpeg); iOS draws nothing there
struct BadScene: View {
    var body: some View {
        Image("no-such-picture")
    }
}
