import Foundation

// A loopback stand-in for the Anthropic and OpenAI/Groq APIs, for tests and the benchmark. See StubOptions.usage.

/// Prints `message` to stderr and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data(("llm-stub-server: " + message + "\n").utf8))
    exit(code)
}

/// A parent may start the stub with signals blocked or ignored (libdispatch's worker threads block most signals,
/// and both survive exec): undo that, so SIGTERM and Ctrl-C end the stub as expected.
func resetSignals() {
    var none = sigset_t()
    sigemptyset(&none)
    sigprocmask(SIG_SETMASK, &none, nil)
    signal(SIGTERM, SIG_DFL)
    signal(SIGINT, SIG_DFL)
    // Each connection also sends with MSG_NOSIGNAL; this covers any other write to a closed peer.
    signal(SIGPIPE, SIG_IGN)
}

// Tests start this server while other tests' pipes are open; an inherited write end would keep their
// readers waiting until this server exits. Close everything inherited beyond stdin/stdout/stderr.
InheritedDescriptors.closeAll()
resetSignals()
let options: StubOptions
switch StubOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): fail(error.description, code: 2)
}
var script = Script.none
if let path = options.scriptPath {
    switch Script.load(path: path) {
    case .success(let loaded): script = loaded
    case .failure(let error): fail(error.description, code: 2)
    }
}
var log: RequestLog?
if let path = options.logPath {
    guard let opened = RequestLog(path: path) else { fail("cannot open --log \(path): \(errorText())", code: 2) }
    log = opened
}
let listener: Listener
switch Listener.open(port: options.port) {
case .success(let opened): listener = opened
case .failure(let error): fail(error.description, code: 1)
}
let router = StubRouter(script: script, latencyMilliseconds: options.latencyMilliseconds, log: log)
// Unbuffered, so a parent reading the first line gets it at once.
FileHandle.standardOutput.write(Data("listening 127.0.0.1:\(listener.port)\n".utf8))
let maxSeconds = options.maxSeconds
Thread.detachNewThread {
    Thread.sleep(forTimeInterval: maxSeconds)
    exit(0)
}
while true {
    let client = listener.accept()
    Thread.detachNewThread { StubConnection(descriptor: client, router: router).serve() }
}
