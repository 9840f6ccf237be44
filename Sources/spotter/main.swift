import SpotterKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let code = Spotter.main(Array(CommandLine.arguments.dropFirst()), environment: Environment.variables())
Output.standard.flush()
Output.error.flush()
exit(code)
