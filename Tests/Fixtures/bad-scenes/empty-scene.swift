// expect: error: the scene declares no view: write a 'struct …: View' or a '#Preview { … }'
