// SPDX-License-Identifier: GPL-3.0-or-later
// report.html is handed to customers and published: whatever the data hold (column labels from a CSV or a plan)
// must stay text there. Checked on the file and in a real browser (chromium headless), which also shows that the
// report renders.
#include "charts/figureexporter.h"
#include "report/htmlreport.h"
#include "report/reportsource.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

const QString kHostile = QStringLiteral("<img src=x onerror=alert(1)>");
// Would change the page's title if its markup ever reached the DOM as markup.
const QString kTitleChanger = QStringLiteral("</title></text><img src=x onerror=\"document.title='pwned'\">");

QString writeCsv(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("hostile.csv"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    const QString csv = QStringLiteral("concurrency,1 core,\"%1\",\"%2\"\n")
                            .arg(kHostile, QString(kTitleChanger).replace(QLatin1Char('"'), QStringLiteral("\"\"")))
        + QStringLiteral("1,100,150,160\n2,190,290,300\n4,330,540,560\n8,480,900,950\n16,520,1150,1230\n");
    f.write(csv.toUtf8());
    return path;
}

} // namespace

class TestHtmlReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labelsStayText();
    void svgFilesEscapeToo();
    void chromiumRendersWithoutScript();

private:
    QTemporaryDir m_dir;
    QString html();
};

QString TestHtmlReport::html()
{
    auto content = ReportSource::fromCsv(writeCsv(m_dir));
    if (!content)
        return {};
    content->compared = 2;
    return HtmlReport::render(*content);
}

void TestHtmlReport::labelsStayText()
{
    const QString page = html();
    QVERIFY(!page.isEmpty());
    QVERIFY2(!page.contains(QLatin1String("<img")), "a raw <img> tag from a column label reached report.html");
    QVERIFY(!page.contains(QLatin1String("onerror=\"document")));
    // The labels are there, as text.
    QVERIFY(page.contains(QLatin1String("&lt;img src=x onerror=alert(1)&gt;")));
    // Every figure is inline and its title/desc/text elements hold no markup.
    QVERIFY(page.count(QLatin1String("<svg")) >= 3);
    static const QRegularExpression element(
        QStringLiteral("<(title|desc|text)(\\s[^>]*)?>(.*?)</\\1>"), QRegularExpression::DotMatchesEverythingOption);
    for (auto it = element.globalMatch(page); it.hasNext();) {
        const QString inner = it.next().captured(3);
        QVERIFY2(!inner.contains(QLatin1Char('<')), qPrintable(inner));
    }
}

void TestHtmlReport::svgFilesEscapeToo()
{
    FigureData f;
    f.yTitle = kTitleChanger;
    FigureSeries s;
    s.name = kHostile;
    s.points = { { 1, 1 }, { 2, 2 } };
    f.series.append(s);
    const QString svg = QString::fromUtf8(FigureExporter::svg(f, QSizeF(400, 300)));
    QVERIFY(!svg.contains(QLatin1String("<img")));
    QVERIFY(svg.contains(QLatin1String("&lt;img")));
}

void TestHtmlReport::chromiumRendersWithoutScript()
{
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium.isEmpty())
        QSKIP("chromium is not installed (packaging/install-deps.sh installs it): the browser check is skipped");
    const QString path = m_dir.filePath(QStringLiteral("report.html"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(html().toUtf8());
    file.close();
    QTemporaryDir profile;
    const QStringList common { QStringLiteral("--headless"), QStringLiteral("--no-sandbox"),
        QStringLiteral("--disable-gpu"), QStringLiteral("--disable-background-networking"),
        QStringLiteral("--disable-component-update"), QStringLiteral("--disable-sync"),
        QStringLiteral("--no-first-run"), QStringLiteral("--user-data-dir=") + profile.path() };
    const QString url = QStringLiteral("file://") + path;

    QProcess dump;
    dump.start(chromium, common + QStringList { QStringLiteral("--dump-dom"), url });
    QVERIFY(dump.waitForFinished(120000));
    const QString dom = QString::fromUtf8(dump.readAllStandardOutput());
    QVERIFY2(
        dom.contains(QLatin1String("<svg")), qPrintable(QString::fromUtf8(dump.readAllStandardError()).left(2000)));
    QVERIFY2(!dom.contains(QLatin1String("<img")), "the browser built an <img> element from a label");
    QVERIFY(!dom.contains(QLatin1String("<title>pwned</title>")));

    const QString png = m_dir.filePath(QStringLiteral("report.png"));
    QProcess shot;
    shot.start(chromium,
        common + QStringList { QStringLiteral("--screenshot=") + png, QStringLiteral("--window-size=1200,2000"), url });
    QVERIFY(shot.waitForFinished(120000));
    QImage image(png);
    QVERIFY2(!image.isNull(), qPrintable(QString::fromUtf8(shot.readAllStandardError()).left(2000)));
    // Something was drawn: not a blank page.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY(colours.size() > 20);
    if (qEnvironmentVariableIsSet("SCALEBENCH_KEEP_SCREENSHOT"))
        QFile::copy(png, qEnvironmentVariable("SCALEBENCH_KEEP_SCREENSHOT"));
}

QTEST_MAIN(TestHtmlReport)
#include "tst_htmlreport.moc"
