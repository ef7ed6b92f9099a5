// The declaration in FuzzDriver.h is all this module provides; the definition comes from
// the libFuzzer runtime. SwiftPM needs one source file to build a C target.
#include "FuzzDriver.h"
