// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptrandom.h"

namespace sb {

RandomConfig ScriptRandom::config(const ScriptVariable& variable)
{
    RandomConfig c;
    if (variable.function == ScriptFunction::Zipfian)
        c.zipfianExp = variable.parameter;
    if (variable.function == ScriptFunction::Pareto)
        c.paretoH = variable.parameter;
    return c;
}

ScriptRandom::ScriptRandom(const ScriptVariable& variable, std::uint64_t seed)
    : m_function(variable.function)
    , m_low(variable.low)
    , m_span(std::uint32_t(variable.high - variable.low))
    , m_pattern(variable.pattern)
    , m_rng(seed, config(variable))
{
}

std::int64_t ScriptRandom::nextInt()
{
    switch (m_function) {
    case ScriptFunction::Uniform:
        return m_low + m_rng.uniform(0, m_span);
    case ScriptFunction::Gaussian:
        return m_low + m_rng.gaussian(0, m_span);
    case ScriptFunction::Special:
        return m_low + m_rng.special(0, m_span);
    case ScriptFunction::Pareto:
        return m_low + m_rng.pareto(0, m_span);
    case ScriptFunction::Zipfian:
        return m_low + m_rng.zipfian(0, m_span);
    case ScriptFunction::Constant:
    case ScriptFunction::Loop:
    case ScriptFunction::String:
        break;
    }
    return m_low;
}

} // namespace sb
