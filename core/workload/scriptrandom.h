// SPDX-License-Identifier: GPL-3.0-or-later
// Draws the values of one script variable (\set name uniform(1, 100) ...) with sysbench's distributions from
// RandomGenerator, shifted to [low, high] and with the function's own parameter (zipfian exponent, pareto h).
#pragma once

#include "randomgenerator.h"
#include "script.h"

namespace sb {

class ScriptRandom {
public:
    ScriptRandom(const ScriptVariable& variable, std::uint64_t seed);

    std::int64_t nextInt();
    // Writes patternLength() characters.
    void fillString(char* out) { m_rng.fillString(out, m_pattern.data(), m_pattern.size()); }
    std::size_t patternLength() const { return m_pattern.size(); }

private:
    static RandomConfig config(const ScriptVariable& variable);

    ScriptFunction m_function;
    std::int64_t m_low;
    std::uint32_t m_span; // high - low
    std::string m_pattern;
    RandomGenerator m_rng;
};

} // namespace sb
