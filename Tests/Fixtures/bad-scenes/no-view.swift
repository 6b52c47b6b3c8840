// expect: 0:0: error: no view found: the scene needs a 'struct Name: View { var body: some View { … } }'
struct Settings {
    var count = 3
}
