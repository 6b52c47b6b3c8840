// expect: 5:9: error: image asset 'no-such-picture' not found (looked for $DIR/assets/no-such-picture.png, $DIR/assets/no-such-picture.jpg, $DIR/assets/no-such-picture.jpeg, $DIR/no-such-picture.png, $DIR/no-such-picture.jpg, $DIR/no-such-picture.jpeg)
// expect-exit: 66
struct BadScene: View {
    var body: some View {
        Image("no-such-picture")
    }
}
