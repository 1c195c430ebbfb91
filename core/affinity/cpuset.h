// SPDX-License-Identifier: GPL-3.0-or-later
// A set of CPUs (OS indexes of PUs) in the Linux cpulist syntax used by taskset and cgroups ("0-3,8,10-11").
#pragma once

#include "common/error.h"

#include <QString>
#include <initializer_list>
#include <sched.h>
#include <vector>

struct hwloc_bitmap_s;

namespace sb {

class CpuSet {
public:
    // Larger than any Linux NR_CPUS; stops "0-999999999" from allocating gigabytes.
    static constexpr int kMaxCpu = 8191;

    CpuSet();
    CpuSet(std::initializer_list<int> cpus);
    CpuSet(const CpuSet& other);
    CpuSet(CpuSet&& other) noexcept;
    CpuSet& operator=(const CpuSet& other);
    CpuSet& operator=(CpuSet&& other) noexcept;
    ~CpuSet();

    // Linux cpulist syntax; whitespace is tolerated, an empty string is the empty set.
    static Result<CpuSet> parse(const QString& text);
    static CpuSet fromVector(const std::vector<int>& cpus);
    static CpuSet range(int first, int last);
    static CpuSet fromCpuSetT(const cpu_set_t& set, size_t sizeBytes = sizeof(cpu_set_t));
    // Copies an hwloc cpuset (for the affinity module; hwloc types stay out of the public headers otherwise).
    static CpuSet fromHwloc(const hwloc_bitmap_s* bitmap);
    const hwloc_bitmap_s* hwlocBitmap() const;

    // Canonical form: ascending, ranges collapsed; "" for the empty set.
    QString toCpuList() const;
    std::vector<int> toVector() const;
    // Fixed-size glibc set: CPUs >= CPU_SETSIZE are not representable and are dropped.
    cpu_set_t toCpuSetT() const;

    int count() const;
    bool isEmpty() const;
    bool contains(int cpu) const;
    bool contains(const CpuSet& other) const; // other is a subset
    int first() const; // -1 when empty
    int last() const; // -1 when empty
    void add(int cpu);
    void remove(int cpu);

    friend bool operator==(const CpuSet& a, const CpuSet& b);
    friend CpuSet operator|(const CpuSet& a, const CpuSet& b);
    friend CpuSet operator&(const CpuSet& a, const CpuSet& b);
    friend CpuSet operator-(const CpuSet& a, const CpuSet& b);

private:
    // A moved-from set holds nullptr and reads as empty, so that moves need not allocate.
    const hwloc_bitmap_s* bits() const;
    hwloc_bitmap_s* mutableBits();

    hwloc_bitmap_s* m_bits = nullptr;
};

} // namespace sb
