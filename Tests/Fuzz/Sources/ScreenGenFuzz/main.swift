import FuzzDriver
#if canImport(Glibc)
import Glibc
#endif

// SwiftPM gives an executable a `main` of its own, so rather than libFuzzer's `main`
// this one hands the command line to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
