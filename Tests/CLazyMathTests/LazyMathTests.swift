import CLazyMath
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `spotter`'s own rounding functions answer as libm's do, bit for bit, and the others are libm's.
@Suite struct LazyMathTests {
    #if os(Linux)
        typealias Rounding = @convention(c) (Double) -> Double

        static func libm(_ name: String) throws -> Rounding {
            let function = try #require(spotter_libm_function(name))
            return unsafeBitCast(function, to: Rounding.self)
        }

        /// Zeros, halves, the edges of the exponents where a double stops having a fraction, the
        /// extremes, infinities and a NaN, each with both signs.
        static let edges: [Double] = {
            let magnitudes: [Double] = [
                0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1, 0.49999999999999994, 0.5,
                0.5000000000000001, 0.7, 0.9999999999999999, 1, 1.0000000000000002, 1.5, 2, 2.5, 3.5, 4.5,
                1e15 + 0.5, 4_503_599_627_370_495.5, 4_503_599_627_370_496, 4_503_599_627_370_497,
                9_007_199_254_740_992, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
            ]
            return magnitudes.flatMap { [$0, -$0] }
        }()

        static func same(_ a: Double, _ b: Double) -> Bool {
            a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        }

        @Test(arguments: ["round", "trunc", "floor", "ceil"])
        func eachRoundingAnswersAsLibmDoes(_ name: String) throws {
            let ours: Rounding =
                switch name {
                case "round": spotter_round
                case "trunc": spotter_trunc
                case "floor": spotter_floor
                default: spotter_ceil
                }
            let theirs = try Self.libm(name)
            for value in Self.edges {
                #expect(Self.same(ours(value), theirs(value)), "\(name)(\(value))")
            }
            // Random bit patterns, weighted toward the exponents where the fraction is cut (2^-2 to 2^53).
            var generator = SystemRandomNumberGenerator()
            var differences: [Double] = []
            for _ in 0..<200_000 {
                let exponent = UInt64.random(in: 1021...1076, using: &generator)
                let bits =
                    (UInt64.random(in: 0...1, using: &generator) << 63) | (exponent << 52)
                    | UInt64.random(in: 0...(1 << 52 - 1), using: &generator)
                let value = Double(bitPattern: Bool.random(using: &generator) ? bits : generator.next())
                if !Self.same(ours(value), theirs(value)) { differences.append(value) }
            }
            #expect(differences.isEmpty, "\(name) differs for \(differences.prefix(5))")
        }

        /// The other functions, as the program calls them: through this target's definitions, which load
        /// libm's own at the first call.
        @Test func theLoadedFunctionsAnswerAsLibmDoes() throws {
            typealias TwoArguments = @convention(c) (Double, Double) -> Double
            let libmLog = try Self.libm("log")
            let libmFmod = unsafeBitCast(try #require(spotter_libm_function("fmod")), to: TwoArguments.self)
            for value in Self.edges where value.isFinite && value > 0 {
                #expect(Self.same(log(value), libmLog(value)), "log(\(value))")
                #expect(Self.same(fmod(value, 0.7), libmFmod(value, 0.7)), "fmod(\(value), 0.7)")
                #expect(Self.same(fmod(-value, 3), libmFmod(-value, 3)), "fmod(\(-value), 3)")
            }
        }

        @Test func theOtherFunctionsAreLibmsOwn() throws {
            let cosine = unsafeBitCast(try #require(spotter_libm_function("cos")), to: Rounding.self)
            #expect(cosine(0) == 1)
            #expect(spotter_libm_function("no_such_function") == nil)
        }
    #endif
}
