// SPDX-License-Identifier: GPL-3.0-or-later
// The TPC-C specification's random choices (clause 2.1.6 and 4.3.2): NURand(A, x, y) with its run-time constants,
// customer last names from three syllables, and random strings for the initial population, on one RandomGenerator.
#pragma once

#include "workload/randomgenerator.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace sb::tpcc {

inline constexpr int kItems = 100000;
inline constexpr int kDistricts = 10; // per warehouse
inline constexpr int kCustomers = 3000; // per district
inline constexpr int kOrders = 3000; // per district
inline constexpr int kFirstNewOrder = 2101; // orders 2101..3000 of each district are new orders
inline constexpr int kStock = kItems; // per warehouse

// The C constants of NURand. The load and the run use different C for last names, with the difference the
// specification asks for (clause 2.1.6.1: 65..119, not 96 or 112): 223 - 157 = 66.
inline constexpr std::uint32_t kCLastLoad = 157;
inline constexpr std::uint32_t kCLastRun = 223;
inline constexpr std::uint32_t kCCustomerId = 259;
inline constexpr std::uint32_t kCItemId = 7911;

inline std::uint32_t nurand(RandomGenerator& rng, std::uint32_t a, std::uint32_t x, std::uint32_t y, std::uint32_t c)
{
    return (((rng.uniform(0, a) | rng.uniform(x, y)) + c) % (y - x + 1)) + x;
}

// The last name of number n (0..999): three syllables, one per decimal digit.
inline void lastName(int n, std::string& out)
{
    static constexpr std::string_view kSyllables[]
        = { "BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING" };
    out.clear();
    out += kSyllables[(n / 100) % 10];
    out += kSyllables[(n / 10) % 10];
    out += kSyllables[n % 10];
}

// Random letters and digits for the initial population: slices of one pool drawn from the seed (copying is what
// makes prepare fast; the strings still differ from row to row and from seed to seed).
class StringPool {
public:
    explicit StringPool(std::uint64_t seed)
        : m_rng(seed, RandomConfig {})
    {
        static constexpr char kAlnum[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        m_pool.resize(kPoolBytes);
        for (char& c : m_pool)
            c = kAlnum[m_rng.next() % 62];
        m_digits.resize(kPoolBytes);
        for (char& c : m_digits)
            c = char('0' + m_rng.next() % 10);
    }

    RandomGenerator& rng() { return m_rng; }
    // a-string of min..max characters (clause 4.3.2.2).
    std::string_view alpha(int minLength, int maxLength) { return slice(m_pool, m_rng.uniform(minLength, maxLength)); }
    std::string_view digits(int length) { return slice(m_digits, std::uint32_t(length)); }

private:
    static constexpr std::size_t kPoolBytes = 1 << 16;
    std::string_view slice(const std::string& pool, std::uint32_t length)
    {
        const std::uint32_t at = m_rng.uniform(0, std::uint32_t(kPoolBytes - length));
        return std::string_view(pool.data() + at, length);
    }

    RandomGenerator m_rng;
    std::string m_pool;
    std::string m_digits;
};

} // namespace sb::tpcc
