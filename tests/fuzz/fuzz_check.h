// SPDX-License-Identifier: GPL-3.0-or-later
// check(x) for fuzz targets: an invariant that does not hold stops the run with its text (libFuzzer keeps
// the input), in release builds too (assert would vanish under NDEBUG).
#pragma once

#include <cstdio>
#include <cstdlib>

namespace cg::fuzz {

inline void checkAt(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "check failed: %s\n", what);
        std::abort();
    }
}

} // namespace cg::fuzz

#define check(x) ::cg::fuzz::checkAt((x), #x)
