/// `Result(catching:)` keeping the error's type: the standard library's does from Swift 6
/// on, but the Swift 5.8 library of older SDKs, which `make sdk-check` compiles against,
/// makes it `any Error`.
func catching<Success, Failure: Error>(_ body: () throws(Failure) -> Success) -> Result<Success, Failure> {
    do {
        return .success(try body())
    } catch {
        return .failure(error)
    }
}
