// SPDX-License-Identifier: GPL-3.0-or-later
#include "webmixclient.h"

#include <string>

namespace sb {

namespace {

    constexpr ParamType kInt[] = { ParamType::Int };
    constexpr ParamType kIntInt[] = { ParamType::Int, ParamType::Int };
    constexpr ParamType kComment[] = { ParamType::Int, ParamType::Int, ParamType::String };
    // Words of ten letters, as text: the length of a comment is fixed, its content is random.
    std::string wordsPattern(std::size_t length)
    {
        std::string p(length, '@');
        for (std::size_t i = 10; i < length; i += 11)
            p[i] = ' ';
        return p;
    }

} // namespace

WebMixClient::WebMixClient(const WebMixConfig& config, std::uint64_t seed)
    : m_config(config)
    , m_rng(seed, RandomConfig {})
    , m_commentPattern(wordsPattern(WebMixWorkload::kCommentBytes))
{
}

Task<Error> WebMixClient::openAsync(Session& session)
{
    m_session = &session;
    m_failed = nullptr;
    const bool ps = m_config.serverSide;
    struct Def {
        Statement* statement;
        const char* sql;
        std::span<const ParamType> types;
    };
    const Def defs[] = {
        { &m_page,
            "SELECT p.id, p.title, p.body, p.views, u.name FROM web_pages p JOIN web_users u ON u.id = p.author_id "
            "WHERE p.id = ?",
            kInt },
        { &m_comments,
            "SELECT c.id, c.body, c.created, u.name FROM web_comments c JOIN web_users u ON u.id = c.user_id "
            "WHERE c.page_id = ? ORDER BY c.id LIMIT 10",
            kInt },
        { &m_user, "SELECT id, name, email, bio FROM web_users WHERE id = ?", kInt },
        { &m_userPages, "SELECT id, title, created FROM web_pages WHERE author_id = ? ORDER BY created DESC LIMIT 10",
            kInt },
        { &m_listing, "SELECT id, title, views FROM web_pages WHERE id BETWEEN ? AND ?", kIntInt },
        { &m_addComment, "INSERT INTO web_comments (page_id, user_id, body, created) VALUES (?, ?, ?, NOW())",
            kComment },
        { &m_countView, "UPDATE web_pages SET views = views + 1 WHERE id = ?", kInt },
    };
    for (const Def& d : defs) {
        if (Error e = co_await d.statement->prepareAsync(session, d.sql, d.types, ps, WebMixWorkload::kCommentBytes))
            co_return e;
    }
    co_return Error {};
}

Task<unsigned> WebMixClient::eventAsync(QueryCounts& counts)
{
    const std::uint32_t draw = m_rng.uniform(0, 99);
    if (draw < std::uint32_t(m_config.writePercent)) {
        if (draw % 2 == 0) { // a new comment
            m_addComment.setInt(0, page());
            m_addComment.setInt(1, user());
            m_rng.fillString(m_addComment.stringBuffer(2), m_commentPattern.c_str(), WebMixWorkload::kCommentBytes);
            m_addComment.setLength(2, WebMixWorkload::kCommentBytes);
            co_return co_await run(m_addComment, counts.writes);
        }
        m_countView.setInt(0, page());
        co_return co_await run(m_countView, counts.writes);
    }
    // Reads: page views (the page with its author, then its comments with their authors) are most of the traffic.
    const std::uint32_t kind = draw % 10;
    if (kind < 6) {
        const std::int64_t p = page();
        m_page.setInt(0, p);
        m_comments.setInt(0, p);
        if (const unsigned rc = co_await run(m_page, counts.reads))
            co_return rc;
        co_return co_await run(m_comments, counts.reads);
    }
    if (kind < 8) { // a profile with the user's latest pages
        const std::int64_t u = user();
        m_user.setInt(0, u);
        m_userPages.setInt(0, u);
        if (const unsigned rc = co_await run(m_user, counts.reads))
            co_return rc;
        co_return co_await run(m_userPages, counts.reads);
    }
    const std::int64_t first = m_rng.uniform(1, std::uint32_t(std::max<std::int64_t>(1, m_config.pages - 9)));
    m_listing.setInt(0, first);
    m_listing.setInt(1, first + 9);
    co_return co_await run(m_listing, counts.reads);
}

Error WebMixClient::lastError() const
{
    if (!m_failed)
        return m_session ? m_session->error({}, ServerStep::Workload) : Error {};
    return m_failed->error(QString::fromStdString(m_failed->sql()), ServerStep::Running);
}

} // namespace sb
