// SPDX-License-Identifier: GPL-3.0-or-later
// Per-worker random numbers with sysbench's distributions (--rand-type and its parameters), so that the same
// options touch the same hot rows as sysbench does. One instance per worker: no locks, no allocation.
#pragma once

#include "common/error.h"

#include <QString>
#include <cstddef>
#include <cstdint>

namespace sb {

enum class RandType { Uniform, Gaussian, Special, Pareto, Zipfian };

struct RandomConfig {
    RandType type = RandType::Special; // sysbench 1.0's default
    int specIter = 12; // --rand-spec-iter: uniform draws summed for the gaussian
    double specPct = 1; // --rand-spec-pct: % of values that are "special"
    double specRes = 75; // --rand-spec-res: % of draws that hit the special values
    double paretoH = 0.2; // --rand-pareto-h
    double zipfianExp = 0.8; // --rand-zipfian-exp

    static Result<RandType> parseType(const QString& name);
    static QString typeName(RandType type);
};

class RandomGenerator {
public:
    RandomGenerator(std::uint64_t seed, const RandomConfig& config);

    std::uint64_t next(); // xoshiro256**
    double uniformDouble(); // [0, 1)

    // Integers in [a, b] with each distribution.
    std::uint32_t uniform(std::uint32_t a, std::uint32_t b);
    std::uint32_t gaussian(std::uint32_t a, std::uint32_t b);
    std::uint32_t special(std::uint32_t a, std::uint32_t b);
    std::uint32_t pareto(std::uint32_t a, std::uint32_t b);
    std::uint32_t zipfian(std::uint32_t a, std::uint32_t b);
    // The distribution chosen by --rand-type (sysbench.rand.default).
    std::uint32_t byDefault(std::uint32_t a, std::uint32_t b);

    // sysbench.rand.string: '#' becomes a digit, '@' a lower-case letter, anything else is kept.
    void fillString(char* out, const char* pattern, std::size_t length);

private:
    void prepareZipfian(std::uint32_t n);

    std::uint64_t m_s[4];
    RandomConfig m_config;
    double m_specialMultiplier;
    double m_paretoPower;
    // Rejection-inversion zipfian (Hörmann & Derflinger), precomputed for the last n used.
    std::uint32_t m_zipfN = 0;
    double m_zipfHx1 = 0;
    double m_zipfHn = 0;
    double m_zipfS = 0;
};

} // namespace sb
