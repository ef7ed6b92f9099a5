/// Runs `side` and `main` at the same time, on two cores, and returns once both have.
///
/// For a stage's serial rules with work beside them that reads only what they leave alone
/// (validation: the order by name, the platform rules). The caller promises that `side`
/// touches nothing `main` changes; each runs exactly once, and neither outlives the call,
/// which is why the two may capture the caller's variables (``concurrentResults(count:runs:_:)``).
func alongside(_ side: () -> Void, _ main: () -> Void) {
    _ = concurrentResults(count: 2) { part in part == 0 ? main() : side() }
}
