// SPDX-License-Identifier: GPL-3.0-or-later
#include "cpuset.h"

#include "cpulistproblem.h"

#include <QStringList>
#include <hwloc.h>
#include <utility>

namespace sb {

namespace {

    const hwloc_bitmap_s* emptyBitmap()
    {
        static const hwloc_bitmap_t empty = hwloc_bitmap_alloc();
        return empty;
    }

    Error parseError(const QString& text, CpuListProblem problem, QStringList args = {})
    {
        return Error { ErrorCode::CpuListInvalid, text, {}, 0, qint64(problem), std::move(args) };
    }

    Result<int> parseCpuNumber(const QString& token, const QString& whole)
    {
        bool ok = false;
        const int cpu = token.trimmed().toInt(&ok);
        if (!ok || cpu < 0 || token.trimmed().startsWith(QLatin1Char('+')))
            return parseError(whole, CpuListProblem::NotACpuNumber, { token.trimmed() });
        if (cpu > CpuSet::kMaxCpu)
            return parseError(
                whole, CpuListProblem::CpuOutOfRange, { QString::number(cpu), QString::number(CpuSet::kMaxCpu) });
        return cpu;
    }

} // namespace

CpuSet::CpuSet()
    : m_bits(hwloc_bitmap_alloc())
{
}

CpuSet::CpuSet(std::initializer_list<int> cpus)
    : CpuSet()
{
    for (int cpu : cpus)
        add(cpu);
}

CpuSet::CpuSet(const CpuSet& other)
    : m_bits(hwloc_bitmap_dup(other.bits()))
{
}

CpuSet::CpuSet(CpuSet&& other) noexcept
    : m_bits(std::exchange(other.m_bits, nullptr))
{
}

CpuSet& CpuSet::operator=(const CpuSet& other)
{
    if (this != &other)
        hwloc_bitmap_copy(mutableBits(), other.bits());
    return *this;
}

CpuSet& CpuSet::operator=(CpuSet&& other) noexcept
{
    std::swap(m_bits, other.m_bits);
    return *this;
}

CpuSet::~CpuSet()
{
    if (m_bits)
        hwloc_bitmap_free(m_bits);
}

const hwloc_bitmap_s* CpuSet::bits() const
{
    return m_bits ? m_bits : emptyBitmap();
}

hwloc_bitmap_s* CpuSet::mutableBits()
{
    if (!m_bits)
        m_bits = hwloc_bitmap_alloc();
    return m_bits;
}

Result<CpuSet> CpuSet::parse(const QString& text)
{
    CpuSet set;
    if (text.trimmed().isEmpty())
        return set;
    const QStringList tokens = text.split(QLatin1Char(','));
    for (const QString& raw : tokens) {
        const QString token = raw.trimmed();
        if (token.isEmpty())
            return parseError(text, CpuListProblem::EmptyItem);
        const qsizetype dash = token.indexOf(QLatin1Char('-'));
        const auto first = parseCpuNumber(dash < 0 ? token : token.left(dash), text);
        if (!first)
            return first.error();
        if (dash < 0) {
            set.add(*first);
            continue;
        }
        const auto last = parseCpuNumber(token.mid(dash + 1), text);
        if (!last)
            return last.error();
        if (*last < *first)
            return parseError(text, CpuListProblem::RangeBackwards, { token });
        hwloc_bitmap_set_range(set.mutableBits(), unsigned(*first), int(*last));
    }
    return set;
}

CpuSet CpuSet::fromVector(const std::vector<int>& cpus)
{
    CpuSet set;
    for (int cpu : cpus)
        set.add(cpu);
    return set;
}

CpuSet CpuSet::range(int first, int last)
{
    CpuSet set;
    if (first >= 0 && last >= first)
        hwloc_bitmap_set_range(set.mutableBits(), unsigned(first), last);
    return set;
}

CpuSet CpuSet::fromCpuSetT(const cpu_set_t& set, size_t sizeBytes)
{
    CpuSet result;
    const int bits = int(sizeBytes * 8);
    for (int cpu = 0; cpu < bits; ++cpu) {
        if (CPU_ISSET_S(cpu, sizeBytes, &set))
            result.add(cpu);
    }
    return result;
}

CpuSet CpuSet::fromHwloc(const hwloc_bitmap_s* bitmap)
{
    CpuSet set;
    if (bitmap)
        hwloc_bitmap_copy(set.mutableBits(), bitmap);
    return set;
}

const hwloc_bitmap_s* CpuSet::hwlocBitmap() const
{
    return bits();
}

QString CpuSet::toCpuList() const
{
    QStringList parts;
    const std::vector<int> cpus = toVector();
    for (size_t i = 0; i < cpus.size();) {
        size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1)
            ++j;
        parts << (j == i ? QString::number(cpus[i]) : QStringLiteral("%1-%2").arg(cpus[i]).arg(cpus[j]));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

std::vector<int> CpuSet::toVector() const
{
    std::vector<int> cpus;
    for (int cpu = hwloc_bitmap_first(bits()); cpu >= 0; cpu = hwloc_bitmap_next(bits(), cpu))
        cpus.push_back(cpu);
    return cpus;
}

cpu_set_t CpuSet::toCpuSetT() const
{
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int cpu : toVector()) {
        if (cpu < CPU_SETSIZE)
            CPU_SET(cpu, &set);
    }
    return set;
}

int CpuSet::count() const
{
    return hwloc_bitmap_weight(bits());
}

bool CpuSet::isEmpty() const
{
    return hwloc_bitmap_iszero(bits());
}

bool CpuSet::contains(int cpu) const
{
    return cpu >= 0 && hwloc_bitmap_isset(bits(), unsigned(cpu));
}

bool CpuSet::contains(const CpuSet& other) const
{
    return hwloc_bitmap_isincluded(other.bits(), bits());
}

int CpuSet::first() const
{
    return hwloc_bitmap_first(bits());
}

int CpuSet::last() const
{
    return hwloc_bitmap_last(bits());
}

void CpuSet::add(int cpu)
{
    if (cpu >= 0 && cpu <= kMaxCpu)
        hwloc_bitmap_set(mutableBits(), unsigned(cpu));
}

void CpuSet::remove(int cpu)
{
    if (cpu >= 0)
        hwloc_bitmap_clr(mutableBits(), unsigned(cpu));
}

bool operator==(const CpuSet& a, const CpuSet& b)
{
    return hwloc_bitmap_isequal(a.bits(), b.bits());
}

CpuSet operator|(const CpuSet& a, const CpuSet& b)
{
    CpuSet r;
    hwloc_bitmap_or(r.mutableBits(), a.bits(), b.bits());
    return r;
}

CpuSet operator&(const CpuSet& a, const CpuSet& b)
{
    CpuSet r;
    hwloc_bitmap_and(r.mutableBits(), a.bits(), b.bits());
    return r;
}

CpuSet operator-(const CpuSet& a, const CpuSet& b)
{
    CpuSet r;
    hwloc_bitmap_andnot(r.mutableBits(), a.bits(), b.bits());
    return r;
}

} // namespace sb
