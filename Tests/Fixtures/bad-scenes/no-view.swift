// expect: error: the scene declares no view: write a 'struct …: View' or a '#Preview { … }'
struct Settings {
    var count = 3
}
