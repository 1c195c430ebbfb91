// SPDX-License-Identifier: GPL-3.0-or-later
#include "oltprows.h"

#include <charconv>
#include <cstring>

namespace sb {

namespace {

    void appendNumber(std::string& out, std::uint32_t value)
    {
        char digits[16];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        out.append(digits, std::size_t(end - digits));
    }

    std::uint64_t mix(std::uint64_t x)
    {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        x *= 0xc4ceb9fe1a85ec53ULL;
        return x ^ (x >> 33);
    }

} // namespace

OltpRows::OltpRows(const OltpConfig& config, std::uint64_t tableSeed, int chunk)
    : m_rng(mix(tableSeed ^ mix(std::uint64_t(chunk) + 1)), config.random)
    , m_tableSize(config.tableSize)
    , m_first(chunk * kChunkRows + 1)
    , m_last(std::min(config.tableSize, (chunk + 1) * kChunkRows))
    , m_next(m_first)
{
}

std::uint64_t OltpRows::tableSeed(std::uint64_t randSeed, std::uint64_t randomBase, int table)
{
    return (randSeed ? randSeed : randomBase) + std::uint64_t(table);
}

// The draws in the order the earlier one-INSERT-after-another prepare made them: c, pad, then k.
void OltpRows::generate()
{
    m_rng.fillString(m_c, OltpClient::kCTemplate, sizeof m_c);
    m_rng.fillString(m_pad, OltpClient::kPadTemplate, sizeof m_pad);
    m_k = m_rng.uniform(1, std::uint32_t(m_tableSize));
}

// The characters around the values of a LOAD DATA line and of an INSERT tuple.
struct OltpRows::Punctuation {
    const char* open;
    const char* afterId;
    const char* afterK;
    const char* afterC;
    const char* close;
};

void OltpRows::append(std::string& out, const Punctuation& p)
{
    generate();
    out += p.open;
    appendNumber(out, std::uint32_t(m_next++));
    out += p.afterId;
    appendNumber(out, m_k);
    out += p.afterK;
    out.append(m_c, sizeof m_c);
    out += p.afterC;
    out.append(m_pad, sizeof m_pad);
    out += p.close;
}

void OltpRows::appendLine(std::string& out)
{
    static constexpr Punctuation kLine { "", "\t", "\t", "\t", "\n" };
    append(out, kLine);
}

void OltpRows::appendTuple(std::string& out)
{
    static constexpr Punctuation kTuple { "(", ",", ",'", "','", "')" };
    append(out, kTuple);
}

int OltpRows::nextRow(int& k, char* c, char* pad)
{
    generate();
    k = int(m_k);
    std::memcpy(c, m_c, sizeof m_c);
    std::memcpy(pad, m_pad, sizeof m_pad);
    return m_next++;
}

} // namespace sb
