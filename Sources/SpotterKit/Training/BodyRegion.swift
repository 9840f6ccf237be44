/// Which half of the body an exercise mainly trains; drives the progression increment.
public enum BodyRegion: String, Sendable {
    case upper
    case lower
    case full
}
