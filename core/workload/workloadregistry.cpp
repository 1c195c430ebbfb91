// SPDX-License-Identifier: GPL-3.0-or-later
#include "workloadregistry.h"

#include "kvworkload.h"
#include "oltpworkload.h"
#include "scriptworkload.h"
#include "smackworkload.h"
#include "tpcc/tpccworkload.h"
#include "webmixworkload.h"

namespace sb {

QStringList WorkloadRegistry::names()
{
    return OltpWorkload::names() << SmackWorkload::names() << ScriptWorkload::workloadName() << KvWorkload::workloadName()
                                << WebMixWorkload::workloadName() << TpccWorkload::workloadName();
}

QString WorkloadRegistry::description(const QString& name)
{
    static const QMap<QString, QString> texts {
        { QStringLiteral("oltp_read_only"), QStringLiteral("sysbench OLTP read-only transaction: 10 point selects and 4 range selects") },
        { QStringLiteral("oltp_read_write"), QStringLiteral("sysbench OLTP read/write transaction: reads, 2 updates, a delete and an insert") },
        { QStringLiteral("oltp_write_only"), QStringLiteral("sysbench OLTP write-only transaction: 2 updates, a delete and an insert") },
        { QStringLiteral("oltp_point_select"), QStringLiteral("one primary-key SELECT per event, no transaction") },
        { QStringLiteral("oltp_update_index"), QStringLiteral("UPDATE of the indexed column k by primary key") },
        { QStringLiteral("oltp_update_non_index"), QStringLiteral("UPDATE of the non-indexed column c by primary key") },
        { QStringLiteral("oltp_insert"), QStringLiteral("one INSERT per event (text query)") },
        { QStringLiteral("oltp_delete"), QStringLiteral("one DELETE by primary key per event") },
        { QStringLiteral("select_random_points"), QStringLiteral("SELECT with an IN() list of random k values on sbtest1") },
        { QStringLiteral("select_random_ranges"), QStringLiteral("SELECT count(k) over several random BETWEEN ranges on sbtest1") },
        { QStringLiteral("select_index"), QStringLiteral("super-smack select-key.smack: indexed point SELECTs on http_auth by dictionary key") },
        { QStringLiteral("update_select"), QStringLiteral("super-smack update-select.smack: UPDATE by key, then SELECT by key, on http_auth") },
        { QStringLiteral("kv"), QStringLiteral("flexAsync-style key-value rates: insert, read, update, read, delete phases, batch operations per round trip") },
        { QStringLiteral("flexasync"), QStringLiteral("the kv workload (MySQL Cluster's flexAsync name)") },
        { QStringLiteral("web_mix"), QStringLiteral("read-intensive web app: >90% SELECTs (page views, profiles, listings, joins), a few writes, sized in MB") },
        { QStringLiteral("tpcc"), QStringLiteral("TPC-C-like order entry (not an audited TPC-C result): 9 tables, New-Order/Payment/Order-Status/Delivery/Stock-Level, NOPM and TPM; check with 'check tpcc'") },
        { QStringLiteral("script"), QStringLiteral("your own SQL scripts, each with a weight: --scripts=FILE[@WEIGHT],...") },
    };
    return texts.value(name);
}

QVariantMap WorkloadRegistry::typedOptions(const QString& name, const QVariantMap& given)
{
    const auto specs = optionSpecs(name);
    QVariantMap typed;
    for (auto it = given.cbegin(); it != given.cend(); ++it) {
        const QString canonical = OptionSpec::canonicalName(it.key());
        const OptionSpec* spec = specs ? OptionSpecs::find(*specs, canonical) : nullptr;
        const QString text = it.value().typeId() == QMetaType::Bool ? (it.value().toBool() ? QStringLiteral("on") : QStringLiteral("off"))
                                                                    : it.value().toString();
        auto value = spec ? spec->parse(text) : Result<QVariant>(it.value());
        typed.insert(spec ? canonical : it.key(), value ? *value : it.value());
    }
    return typed;
}

Result<QList<OptionSpec>> WorkloadRegistry::optionSpecs(const QString& name)
{
    if (auto kind = OltpWorkload::kindFromName(name))
        return OltpWorkload::specs(*kind);
    if (auto kind = SmackWorkload::kindFromName(name))
        return SmackWorkload::specs(*kind);
    if (name == ScriptWorkload::workloadName())
        return ScriptWorkload::specs();
    if (KvWorkload::isName(name))
        return KvWorkload::specs();
    if (name == WebMixWorkload::workloadName())
        return WebMixWorkload::specs();
    if (name == TpccWorkload::workloadName())
        return TpccWorkload::specs();
    return Error { ErrorCode::UnknownWorkload, name, {} };
}

Result<std::unique_ptr<Workload>> WorkloadRegistry::create(const QString& name, const QMap<QString, QString>& options)
{
    if (auto smack = SmackWorkload::kindFromName(name)) {
        auto values = OptionSpecs::resolve(SmackWorkload::specs(*smack), options);
        if (!values)
            return values.error();
        return std::unique_ptr<Workload>(std::make_unique<SmackWorkload>(*smack, *values));
    }
    if (name == WebMixWorkload::workloadName()) {
        auto values = OptionSpecs::resolve(WebMixWorkload::specs(), options);
        if (!values)
            return values.error();
        return std::unique_ptr<Workload>(std::make_unique<WebMixWorkload>(*values));
    }
    if (name == TpccWorkload::workloadName()) {
        auto values = OptionSpecs::resolve(TpccWorkload::specs(), options);
        if (!values)
            return values.error();
        return std::unique_ptr<Workload>(std::make_unique<TpccWorkload>(*values));
    }
    if (KvWorkload::isName(name)) {
        auto values = OptionSpecs::resolve(KvWorkload::specs(), options);
        if (!values)
            return values.error();
        return std::unique_ptr<Workload>(std::make_unique<KvWorkload>(*values));
    }
    if (name == ScriptWorkload::workloadName()) {
        auto values = OptionSpecs::resolve(ScriptWorkload::specs(), options);
        if (!values)
            return values.error();
        auto script = ScriptWorkload::create(*values);
        if (!script)
            return script.error();
        return std::unique_ptr<Workload>(std::move(*script));
    }
    const auto kind = OltpWorkload::kindFromName(name);
    if (!kind)
        return Error { ErrorCode::UnknownWorkload, name, {} };
    auto values = OptionSpecs::resolve(OltpWorkload::specs(*kind), options);
    if (!values)
        return values.error();
    return std::unique_ptr<Workload>(std::make_unique<OltpWorkload>(*kind, *values));
}

} // namespace sb
