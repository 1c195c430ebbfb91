// SPDX-License-Identifier: GPL-3.0-or-later
// The CPUs page: the machine's topology to click on, the server and client CPU sets as editable cpulists, the
// affinity presets that fill them, and "Open topology..." to plan for another machine. The sets go to the Workspace,
// where the Run page takes them for the next run.
#pragma once

#include "affinity/topology.h"
#include "topologyview.h"

#include <QWidget>
#include <array>
#include <optional>

class QCheckBox;
class QFrame;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sb {

class Workspace;

class CpuPage : public QWidget {
    Q_OBJECT
public:
    using Side = TopologyView::Side;

    explicit CpuPage(Workspace* workspace, QWidget* parent = nullptr);
    ~CpuPage() override;

    // The topology the page draws: this machine's unless another was opened.
    const Topology* topology() const { return m_topology ? &*m_topology : nullptr; }
    void setTopology(const Topology& topology);
    // "package:2 core:6 pu:2" or an hwloc XML file; on error nothing changes and the error is returned.
    Error openSynthetic(const QString& description);
    Error openXml(const QString& path);
    void useLocalTopology();
    // The server's host as its agent read it (Connection page, "Test agent"): drawn as the main topology, with its
    // name, presets naming its CPUs, and this machine (the client's) beside it. Back to local when it is gone.
    void showServerHost();
    TopologyView* clientView() const { return m_clientView; }

    TopologyView* view() const { return m_view; }
    void setActiveSide(Side side);
    Side activeSide() const { return m_view->activeSide(); }
    CpuSet cpus(Side side) const { return m_sides[index(side)].set; }
    QLineEdit* cpuListEdit(Side side) const { return m_sides[index(side)].edit; }
    QLabel* messageLabel(Side side) const { return m_sides[index(side)].message; }
    // Fills the active set with a preset (its name as AffinityPresets knows it); false if this topology lacks it.
    bool applyPreset(const QString& name);

private:
    struct SideWidgets {
        QPushButton* toggle = nullptr;
        QLineEdit* edit = nullptr;
        QLabel* message = nullptr;
        QLabel* count = nullptr;
        CpuSet set;
    };
    static int index(Side side) { return side == Side::Server ? 0 : 1; }
    static Side other(Side side) { return side == Side::Server ? Side::Client : Side::Server; }

    QWidget* createToolbar();
    QWidget* createBanner();
    QWidget* createSidePanel();
    QWidget* createSetBox(Side side, QWidget* parent);
    void openTopologyDialog(bool xml);
    void showTopology();
    void fillPresets();
    void textEdited(Side side);
    void setSet(Side side, const CpuSet& set, bool updateText = true);
    void showMessage(Side side, const QString& message);
    void showNote(const QString& note);
    void updateCount(Side side);
    void loadFromWorkspace();
    void checkSetsFit();
    void storeInWorkspace();

    Workspace* m_workspace;
    std::optional<Topology> m_topology;
    std::array<SideWidgets, 2> m_sides;
    TopologyView* m_view;
    QLabel* m_serverTitle = nullptr;
    QLabel* m_clientTitle = nullptr;
    TopologyView* m_clientView = nullptr;
    std::optional<Topology> m_clientTopology;
    QFrame* m_banner = nullptr;
    QLabel* m_bannerText = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_note = nullptr;
    QCheckBox* m_allowShared = nullptr;
    QListWidget* m_presets = nullptr;
    QPushButton* m_fill = nullptr;
};

} // namespace sb
