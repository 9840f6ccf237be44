import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Without TZ, glibc re-reads /etc/localtime on every local-time conversion; naming it once is the same
// zone, read once (a replay converts at every clock line).
if getenv("TZ") == nil, access("/etc/localtime", R_OK) == 0 { setenv("TZ", ":/etc/localtime", 0) }
let code = Spotter.main(Array(CommandLine.arguments.dropFirst()), environment: Environment.variables)
Output.standard.flush()
Output.error.flush()
exit(code)
