#ifndef SCREENGEN_FUZZ_DRIVER_H
#define SCREENGEN_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (in the runtime that -sanitize=fuzzer links): runs the fuzzing loop
/// with `callback` as the target, taking libFuzzer's usual command-line flags.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
