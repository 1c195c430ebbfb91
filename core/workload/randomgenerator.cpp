// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgenerator.h"

#include "common/optionproblem.h"

#include <algorithm>
#include <cmath>

namespace sb {

namespace {

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t splitmix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Helpers of the rejection-inversion sampler, accurate near zero.
double helper1(double x)
{
    return std::fabs(x) > 1e-8 ? std::log1p(x) / x : 1 - x * (0.5 - x * (1.0 / 3 - 0.25 * x));
}

double helper2(double x)
{
    return std::fabs(x) > 1e-8 ? std::expm1(x) / x : 1 + x * 0.5 * (1 + x * (1.0 / 3) * (1 + 0.25 * x));
}

} // namespace

Result<RandType> RandomConfig::parseType(const QString& name)
{
    static const std::pair<const char*, RandType> kTypes[] = { { "uniform", RandType::Uniform },
        { "gaussian", RandType::Gaussian }, { "special", RandType::Special }, { "pareto", RandType::Pareto },
        { "zipfian", RandType::Zipfian } };
    QStringList names;
    for (const auto& [text, type] : kTypes) {
        if (name == QLatin1String(text))
            return type;
        names.append(QLatin1String(text));
    }
    return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--rand-type"), name, 0, qint64(OptionProblem::OneOf),
        names };
}

QString RandomConfig::typeName(RandType type)
{
    switch (type) {
    case RandType::Uniform: return QStringLiteral("uniform");
    case RandType::Gaussian: return QStringLiteral("gaussian");
    case RandType::Special: return QStringLiteral("special");
    case RandType::Pareto: return QStringLiteral("pareto");
    case RandType::Zipfian: return QStringLiteral("zipfian");
    }
    return {};
}

RandomGenerator::RandomGenerator(std::uint64_t seed, const RandomConfig& config)
    : m_config(config)
    , m_specialMultiplier(100.0 / (100.0 - std::clamp(config.specRes, 0.0, 99.999)))
    , m_paretoPower(std::log(config.paretoH) / std::log(1 - config.paretoH))
{
    for (auto& s : m_s)
        s = splitmix64(seed);
    m_config.specIter = std::max(1, m_config.specIter);
}

std::uint64_t RandomGenerator::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

double RandomGenerator::uniformDouble()
{
    return double(next() >> 11) * 0x1.0p-53;
}

std::uint32_t RandomGenerator::uniform(std::uint32_t a, std::uint32_t b)
{
    return a + std::uint32_t(uniformDouble() * (double(b) - a + 1));
}

std::uint32_t RandomGenerator::gaussian(std::uint32_t a, std::uint32_t b)
{
    const double t = double(b) - a + 1;
    double sum = 0;
    for (int i = 0; i < m_config.specIter; ++i)
        sum += uniformDouble() * t;
    return a + std::uint32_t(sum / m_config.specIter);
}

std::uint32_t RandomGenerator::special(std::uint32_t a, std::uint32_t b)
{
    if (a >= b)
        return a;
    const double t = double(b) - a + 1;
    // A share of (100 - res)% of the draws spreads over the whole range (gaussian); the rest hits a few
    // "special" values in the middle (pct% of the range).
    if (uniformDouble() * t * m_specialMultiplier < t)
        return gaussian(a, b);
    const double specialCount = std::max(1.0, t * m_config.specPct / 100);
    const double first = t / 2 - t * m_config.specPct / 200;
    return a + std::uint32_t(std::max(0.0, first) + uniformDouble() * specialCount);
}

std::uint32_t RandomGenerator::pareto(std::uint32_t a, std::uint32_t b)
{
    return a + std::uint32_t((double(b) - a + 1) * std::pow(uniformDouble(), m_paretoPower));
}

void RandomGenerator::prepareZipfian(std::uint32_t n)
{
    const double q = m_config.zipfianExp;
    auto h = [q](double x) { return std::exp(-q * std::log(x)); };
    auto hIntegral = [q](double x) {
        const double lx = std::log(x);
        return helper2((1 - q) * lx) * lx;
    };
    auto hIntegralInverse = [q](double x) {
        double t = x * (1 - q);
        if (t < -1)
            t = -1; // rounding can push it just past the domain
        return std::exp(helper1(t) * x);
    };
    m_zipfN = n;
    m_zipfHx1 = hIntegral(1.5) - 1;
    m_zipfHn = hIntegral(n + 0.5);
    m_zipfS = 2 - hIntegralInverse(hIntegral(2.5) - h(2));
}

std::uint32_t RandomGenerator::zipfian(std::uint32_t a, std::uint32_t b)
{
    const std::uint32_t n = b - a + 1;
    if (n != m_zipfN)
        prepareZipfian(n);
    const double q = m_config.zipfianExp;
    for (;;) {
        const double u = m_zipfHn + uniformDouble() * (m_zipfHx1 - m_zipfHn);
        double t = u * (1 - q);
        if (t < -1)
            t = -1;
        const double x = std::exp(helper1(t) * u);
        const double k = std::clamp(std::floor(x + 0.5), 1.0, double(n));
        const double lk = std::log(k + 0.5);
        const double hk = std::exp(-q * std::log(k));
        if (k - x <= m_zipfS || u >= helper2((1 - q) * lk) * lk - hk)
            return a + std::uint32_t(k) - 1;
    }
}

std::uint32_t RandomGenerator::byDefault(std::uint32_t a, std::uint32_t b)
{
    switch (m_config.type) {
    case RandType::Uniform: return uniform(a, b);
    case RandType::Gaussian: return gaussian(a, b);
    case RandType::Special: return special(a, b);
    case RandType::Pareto: return pareto(a, b);
    case RandType::Zipfian: return zipfian(a, b);
    }
    return uniform(a, b);
}

// A draw, read as a fraction of 2^64, gives several characters: its leading digits in base 10 (or 26 for a letter),
// as long as their radices multiply to at most 2^48, so that every combination of them is within 2^-16 of equally
// likely (14 digits or 10 letters a draw; one draw a character made a prepare's client spend two thirds of its time
// here).
void RandomGenerator::fillString(char* out, const char* pattern, std::size_t length)
{
    __extension__ typedef unsigned __int128 Wide;
    constexpr std::uint64_t kRoom = std::uint64_t(1) << 48;
    std::uint64_t fraction = 0;
    std::uint64_t room = 0;
    const auto take = [&](unsigned radix) {
        if (room < radix) {
            fraction = next();
            room = kRoom;
        }
        room /= radix;
        const Wide product = Wide(fraction) * radix;
        fraction = std::uint64_t(product);
        return char(product >> 64);
    };
    for (std::size_t i = 0; i < length; ++i) {
        const char c = pattern[i];
        if (c == '#')
            out[i] = char('0' + take(10));
        else if (c == '@')
            out[i] = char('a' + take(26));
        else
            out[i] = c;
    }
}

} // namespace sb
