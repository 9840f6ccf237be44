#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// spotter-floor: a statically linked Swift hello world, the start-up floor `spotter-bench` measures
// `spotter` against (the "start-up within 1.5x of a static hello world").
print("hello")
exit(0)
