import Testing

/// Every test that posts over loopback, run one at a time: the Ctrl-C flag is process-wide, and a test that sets
/// it must not cancel another test's request.
@Suite(.serialized) struct Loopback {}
