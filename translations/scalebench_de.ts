<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>server profile</source>
        <translation>Serverprofil</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>Aufwärmzeit</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>server CPUs (read back after binding)</source>
        <translation>Server-CPUs (nach dem Binden zurückgelesen)</translation>
    </message>
    <message>
        <source>not bound (all CPUs)</source>
        <translation>nicht gebunden (alle CPUs)</translation>
    </message>
    <message>
        <source>client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>not bound</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>CPU frequency</source>
        <translation>CPU-Frequenz</translation>
    </message>
    <message>
        <source>operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, Kernel %2</translation>
    </message>
    <message>
        <source>ScaleBench version</source>
        <translation>ScaleBench-Version</translation>
    </message>
    <message>
        <source>client library</source>
        <translation>Client-Bibliothek</translation>
    </message>
    <message>
        <source>server CPU time</source>
        <translation>Server-CPU-Zeit</translation>
    </message>
</context>
<context>
    <name>AffinityProblemText</name>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>this topology</source>
        <translation>diese Topologie</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; needs a number of cores: cores:N, N from 1</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; braucht eine Anzahl Kerne: cores:N, N ab 1</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; needs a number: %2:K, K from 0</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; braucht eine Nummer: %2:K, K ab 0</translation>
    </message>
    <message>
        <source>unknown CPU preset &apos;%1&apos;: use all, cores:N, package:K or numa:K</source>
        <translation>unbekannte CPU-Vorgabe &apos;%1&apos;: möglich sind all, cores:N, package:K oder numa:K</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; has an unknown modifier &apos;%2&apos;: use nosmt, smt, scatter or compact</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; hat einen unbekannten Zusatz &apos;%2&apos;: möglich sind nosmt, smt, scatter oder compact</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; cannot scatter: scatter applies to cores:N only</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; kann nicht verteilen: scatter gilt nur für cores:N</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; names a package that %2 does not have (packages: %3, numbered from 0)</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; nennt ein Package, das %2 nicht hat (Packages: %3, gezählt ab 0)</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; names a NUMA node that %2 does not have (NUMA nodes: %3, numbered from 0)</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; nennt einen NUMA-Knoten, den %2 nicht hat (NUMA-Knoten: %3, gezählt ab 0)</translation>
    </message>
    <message>
        <source>the CPU preset &apos;%1&apos; needs %2 cores, but %3 has %4</source>
        <translation>die CPU-Vorgabe &apos;%1&apos; braucht %2 Kerne, aber %3 hat %4</translation>
    </message>
    <message>
        <source>invalid CPU preset &apos;%1&apos;</source>
        <translation>ungültige CPU-Vorgabe &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the CPU list &apos;%1&apos;: &apos;%2&apos; is not a CPU number</source>
        <translation>die CPU-Liste &apos;%1&apos;: &apos;%2&apos; ist keine CPU-Nummer</translation>
    </message>
    <message>
        <source>the CPU list &apos;%1&apos;: CPU %2 is out of range (at most %3)</source>
        <translation>die CPU-Liste &apos;%1&apos;: CPU %2 liegt außerhalb des Bereichs (höchstens %3)</translation>
    </message>
    <message>
        <source>the CPU list &apos;%1&apos; has an empty item between commas</source>
        <translation>die CPU-Liste &apos;%1&apos; hat einen leeren Eintrag zwischen Kommas</translation>
    </message>
    <message>
        <source>the CPU list &apos;%1&apos;: the range &apos;%2&apos; ends before it starts</source>
        <translation>die CPU-Liste &apos;%1&apos;: der Bereich &apos;%2&apos; endet vor seinem Anfang</translation>
    </message>
    <message>
        <source>the CPU set is empty: give at least one CPU</source>
        <translation>die CPU-Menge ist leer: Geben Sie mindestens eine CPU an</translation>
    </message>
    <message>
        <source>the CPU set &apos;%1&apos; names CPUs that %2 does not have: %3 (it has %4)</source>
        <translation>die CPU-Menge &apos;%1&apos; nennt CPUs, die %2 nicht hat: %3 (vorhanden: %4)</translation>
    </message>
    <message>
        <source>invalid CPU list &apos;%1&apos;</source>
        <translation>ungültige CPU-Liste &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is no process %1; nothing was bound</source>
        <translation>es gibt keinen Prozess %1; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>process %1 cannot be identified: run ScaleBench as the server&apos;s user; nothing was bound</source>
        <translation>Prozess %1 lässt sich nicht identifizieren: starten Sie ScaleBench als Benutzer des Servers; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>process %1 is &apos;%2&apos;, not a MySQL or MariaDB server (mysqld, mariadbd, ndbd, ndbmtd); nothing was bound</source>
        <translation>Prozess %1 ist „%2“, kein MySQL- oder MariaDB-Server (mysqld, mariadbd, ndbd, ndbmtd); nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the server is not a local process ScaleBench knows: give --server-pid or --server-pidfile, or use the sandbox; nothing was bound</source>
        <translation>der Server ist kein lokaler Prozess, den ScaleBench kennt: geben Sie --server-pid oder --server-pidfile an oder verwenden Sie die Sandbox; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the server is not a local process ScaleBench knows: Server CPUs can be bound for the sandbox or a server whose process id a plan gives; nothing was bound</source>
        <translation>der Server ist kein lokaler Prozess, den ScaleBench kennt: Server-CPUs lassen sich für die Sandbox binden oder für einen Server, dessen Prozessnummer ein Plan angibt; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; describes this machine; for a remote server give its CPU numbers as a list such as 0-3</source>
        <translation>„%1“ beschreibt diesen Rechner; für einen entfernten Server geben Sie seine CPU-Nummern als Liste an, etwa 0-3</translation>
    </message>
    <message>
        <source>the server is MariaDB (%1), which has no resource groups, and not a local process ScaleBench can bind: run on the server&apos;s machine with --server-pid, or use the sandbox; nothing was bound</source>
        <translation>der Server ist MariaDB (%1), das keine Ressourcengruppen kennt, und kein lokaler Prozess, den ScaleBench binden kann: starten Sie auf dem Rechner des Servers mit --server-pid oder verwenden Sie die Sandbox; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the server is MariaDB (%1), which has no resource groups, and not a local process ScaleBench can bind: run ScaleBench on the server&apos;s machine, or use the sandbox; nothing was bound</source>
        <translation>der Server ist MariaDB (%1), das keine Ressourcengruppen kennt, und kein lokaler Prozess, den ScaleBench binden kann: starten Sie ScaleBench auf dem Rechner des Servers oder verwenden Sie die Sandbox; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>MySQL %1 has no resource groups (they came with 8.0); nothing was bound</source>
        <translation>MySQL %1 kennt keine Ressourcengruppen (sie kamen mit 8.0); nichts wurde gebunden</translation>
    </message>
    <message>
        <source>creating a resource group needs the RESOURCE_GROUP_ADMIN privilege; nothing was bound</source>
        <translation>eine Ressourcengruppe anzulegen braucht das Recht RESOURCE_GROUP_ADMIN; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the server refused the resource group that binds its threads to CPUs; nothing was bound</source>
        <translation>der Server lehnte die Ressourcengruppe ab, die seine Threads an CPUs bindet; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the server&apos;s CPUs cannot be bound as asked; nothing was bound</source>
        <translation>die CPUs des Servers lassen sich nicht wie gewünscht binden; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>%1 is not a process id; nothing was bound</source>
        <translation>%1 ist keine Prozessnummer; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>server process %1 is another user&apos;s: run ScaleBench as the server&apos;s user; nothing was bound</source>
        <translation>Serverprozess %1 gehört einem anderen Benutzer: starten Sie ScaleBench als Benutzer des Servers; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>no thread of server process %1 could be bound; nothing was bound</source>
        <translation>kein Thread des Serverprozesses %1 ließ sich binden; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the thread that binds the server&apos;s new threads could not start; nothing was bound</source>
        <translation>der Thread, der neue Threads des Servers bindet, konnte nicht starten; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the guard process, which puts the server&apos;s CPU masks back if ScaleBench ends, did not start; nothing was bound</source>
        <translation>der Wächterprozess, der die CPU-Masken des Servers zurücksetzt, falls ScaleBench endet, ist nicht gestartet; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the CPU mask of thread %1 cannot be read</source>
        <translation>die CPU-Maske von Thread %1 lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>thread %1 has ended, so it was not bound to CPUs %2</source>
        <translation>Thread %1 ist beendet und wurde daher nicht an die CPUs %2 gebunden</translation>
    </message>
    <message>
        <source>thread %1 is not ours to bind to CPUs %2: run ScaleBench as its user</source>
        <translation>Thread %1 gehört nicht uns und lässt sich nicht an die CPUs %2 binden: starten Sie ScaleBench als dessen Benutzer</translation>
    </message>
    <message>
        <source>the kernel refused CPUs %1 for thread %2: are they outside this cgroup&apos;s cpuset?</source>
        <translation>der Kernel lehnte die CPUs %1 für Thread %2 ab: liegen sie außerhalb des cpuset dieser cgroup?</translation>
    </message>
    <message>
        <source>the kernel refused CPUs %1 for thread %2</source>
        <translation>der Kernel lehnte die CPUs %1 für Thread %2 ab</translation>
    </message>
    <message>
        <source>no MySQL or MariaDB server listens on %1 on the server&apos;s host; nothing was bound</source>
        <translation>auf dem Rechner des Servers hört kein MySQL- oder MariaDB-Server auf %1; nichts wurde gebunden</translation>
    </message>
</context>
<context>
    <name>AgentProblemText</name>
    <message>
        <source>the ssh program &apos;%1&apos; is not installed here (Debian: openssh-client); nothing was bound</source>
        <translation>das ssh-Programm „%1“ ist hier nicht installiert (Debian: openssh-client); nichts wurde gebunden</translation>
    </message>
    <message>
        <source>ssh does not know the host key of %1 (or it changed): connect once with ssh yourself and check the key; ScaleBench never answers that question; nothing was bound</source>
        <translation>ssh kennt den Host-Schlüssel von %1 nicht (oder er hat sich geändert): verbinden Sie sich einmal selbst mit ssh und prüfen Sie den Schlüssel; ScaleBench beantwortet diese Frage nie; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>%1 refused the ssh login: ScaleBench logs in with your keys or ssh agent only, never with a password; nothing was bound</source>
        <translation>%1 hat die ssh-Anmeldung abgelehnt: ScaleBench meldet sich nur mit Ihren Schlüsseln oder Ihrem ssh-Agenten an, nie mit einem Passwort; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>no ssh connection to %1; nothing was bound</source>
        <translation>keine ssh-Verbindung zu %1; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>scalebench-agent is not installed on %1 (asked for &apos;%2&apos;): install it there or give its path with --agent-path; nothing was bound</source>
        <translation>scalebench-agent ist auf %1 nicht installiert (gesucht: „%2“): installieren Sie ihn dort oder geben Sie seinen Pfad mit --agent-path an; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>scalebench-agent is not installed on %1 (asked for &apos;%2&apos;): install it there or give its path in the Agent path field; nothing was bound</source>
        <translation>scalebench-agent ist auf %1 nicht installiert (gesucht: „%2“): installieren Sie ihn dort oder geben Sie seinen Pfad im Feld Agent-Pfad an; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the agent on %1 speaks protocol version %2, this ScaleBench version %3: install the same version on both hosts; nothing was bound</source>
        <translation>der Agent auf %1 spricht Protokollversion %2, dieses ScaleBench Version %3: installieren Sie auf beiden Rechnern dieselbe Version; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>what answered on %1 is not scalebench-agent; nothing was bound</source>
        <translation>was auf %1 antwortete, ist nicht scalebench-agent; nichts wurde gebunden</translation>
    </message>
    <message>
        <source>the connection to the agent on %1 ended; the agent puts the server&apos;s CPU masks back there</source>
        <translation>die Verbindung zum Agenten auf %1 ist beendet; der Agent setzt die CPU-Masken des Servers dort zurück</translation>
    </message>
    <message>
        <source>the agent on %1 gave no answer within %2 s; it puts the server&apos;s CPU masks back there when it hears nothing</source>
        <translation>der Agent auf %1 hat binnen %2 s nicht geantwortet; er setzt die CPU-Masken des Servers dort zurück, wenn er nichts mehr hört</translation>
    </message>
    <message>
        <source>--server-host-ssh takes USER@HOST or USER@HOST:PORT, not &apos;%1&apos;</source>
        <translation>--server-host-ssh erwartet USER@HOST oder USER@HOST:PORT, nicht „%1“</translation>
    </message>
    <message>
        <source>the server&apos;s host over ssh is USER@HOST or USER@HOST:PORT, not &apos;%1&apos;</source>
        <translation>der Rechner des Servers über ssh ist USER@HOST oder USER@HOST:PORT, nicht „%1“</translation>
    </message>
    <message>
        <source>the agent on %1 could not be used</source>
        <translation>der Agent auf %1 ließ sich nicht verwenden</translation>
    </message>
</context>
<context>
    <name>AxisWords</name>
    <message>
        <source>clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>server CPUs</source>
        <translation>Server-CPUs</translation>
    </message>
    <message>
        <source>client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>1 client</source>
        <translation>1 Client</translation>
    </message>
    <message>
        <source>%1 clients</source>
        <translation>%1 Clients</translation>
    </message>
    <message>
        <source>repetition %1</source>
        <translation>Wiederholung %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>client group</source>
        <translation>Client-Gruppe</translation>
    </message>
</context>
<context>
    <name>CostTables</name>
    <message>
        <source>server CPU (all its threads)</source>
        <translation>Server-CPU (alle seine Threads)</translation>
    </message>
    <message>
        <source>server context switches</source>
        <translation>Kontextwechsel des Servers</translation>
    </message>
    <message>
        <source>disk reads (datadir&apos;s device, every process on it)</source>
        <translation>Lesevorgänge der Platte (Gerät des Datenverzeichnisses, jeder Prozess darauf)</translation>
    </message>
    <message>
        <source>KB read (the server&apos;s own, /proc/PID/io)</source>
        <translation>KB gelesen (vom Server selbst, /proc/PID/io)</translation>
    </message>
    <message>
        <source>KB written (the server&apos;s own, /proc/PID/io)</source>
        <translation>KB geschrieben (vom Server selbst, /proc/PID/io)</translation>
    </message>
    <message>
        <source>KB read on the datadir&apos;s device (every process on it)</source>
        <translation>KB gelesen auf dem Gerät des Datenverzeichnisses (jeder Prozess darauf)</translation>
    </message>
    <message>
        <source>KB written on the datadir&apos;s device (every process on it)</source>
        <translation>KB geschrieben auf dem Gerät des Datenverzeichnisses (jeder Prozess darauf)</translation>
    </message>
    <message>
        <source>network KB in (Bytes_received)</source>
        <translation>Netzwerk-KB herein (Bytes_received)</translation>
    </message>
    <message>
        <source>network KB out (Bytes_sent)</source>
        <translation>Netzwerk-KB hinaus (Bytes_sent)</translation>
    </message>
    <message>
        <source>server&apos;s peak RSS (VmHWM, since it started)</source>
        <translation>Spitzen-RSS des Servers (VmHWM, seit seinem Start)</translation>
    </message>
    <message>
        <source>tables&apos; size at the start (data + index)</source>
        <translation>Größe der Tabellen zu Beginn (Daten + Index)</translation>
    </message>
    <message>
        <source>tables&apos; size at the end (data + index)</source>
        <translation>Größe der Tabellen am Ende (Daten + Index)</translation>
    </message>
    <message>
        <source>turned off for the run (--no-host-counters)</source>
        <translation>für den Lauf abgeschaltet (--no-host-counters)</translation>
    </message>
    <message>
        <source>no permission to read the server&apos;s /proc files: run as its user or root</source>
        <translation>keine Berechtigung, die /proc-Dateien des Servers zu lesen: als sein Benutzer oder root ausführen</translation>
    </message>
    <message>
        <source>the datadir is on no block device (tmpfs, overlay)</source>
        <translation>das Datenverzeichnis liegt auf keinem Blockgerät (tmpfs, overlay)</translation>
    </message>
    <message>
        <source>the server&apos;s process was gone</source>
        <translation>der Prozess des Servers war beendet</translation>
    </message>
    <message>
        <source>the server did not answer at the end of the run</source>
        <translation>der Server antwortete am Ende des Laufs nicht</translation>
    </message>
    <message>
        <source>the workload&apos;s tables were not found</source>
        <translation>die Tabellen der Last wurden nicht gefunden</translation>
    </message>
    <message>
        <source>stored before ScaleBench kept it</source>
        <translation>gespeichert, bevor ScaleBench dies festhielt</translation>
    </message>
    <message>
        <source>not supported here (%1)</source>
        <translation>hier nicht unterstützt (%1)</translation>
    </message>
    <message>
        <source>not available (%1)</source>
        <translation>nicht verfügbar (%1)</translation>
    </message>
    <message>
        <source>%1: cost per transaction by %2 (mean ± 95% interval), and the run&apos;s sizes. KB read and written are the server process&apos;s own (/proc/PID/io); disk reads and the device rows count every process on the datadir&apos;s disk; network KB include ScaleBench&apos;s own status readings.</source>
        <translation>%1: Kosten je Transaktion nach %2 (Mittelwert ± 95-%-Intervall) und die Größen des Laufs. KB gelesen und geschrieben sind die des Serverprozesses selbst (/proc/PID/io); Lesevorgänge der Platte und die Gerätezeilen zählen jeden Prozess auf der Platte des Datenverzeichnisses; Netzwerk-KB enthalten ScaleBenchs eigene Statusabfragen.</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>tx/s</source>
        <translation>Tx/s</translation>
    </message>
    <message>
        <source>%1 relative to %2 (the baseline) by %3: each metric&apos;s ratio, with its 95% interval (Fieller) where both have repetitions.</source>
        <translation>%1 im Verhältnis zu %2 (der Basis) nach %3: das Verhältnis jeder Messgröße, mit seinem 95-%-Intervall (Fieller), wo beide Wiederholungen haben.</translation>
    </message>
    <message>
        <source>0 in both</source>
        <translation>0 in beiden</translation>
    </message>
    <message>
        <source>from 0 to %1</source>
        <translation>von 0 auf %1</translation>
    </message>
    <message>
        <source>(unbounded)</source>
        <translation>(unbeschränkt)</translation>
    </message>
    <message>
        <source>Ratios without an interval: %1.</source>
        <translation>Verhältnisse ohne Intervall: %1.</translation>
    </message>
    <message>
        <source>Unbounded: the repetitions disagree too much to bound the ratio (Fieller&apos;s interval has no finite ends); repeat the runs on a quieter machine.</source>
        <translation>Unbeschränkt: die Wiederholungen weichen zu sehr voneinander ab, um das Verhältnis einzugrenzen (Fiellers Intervall hat keine endlichen Grenzen); die Läufe auf einem ruhigeren Rechner wiederholen.</translation>
    </message>
    <message>
        <source>the clients ran in several load processes</source>
        <translation>die Clients liefen in mehreren Lastprozessen</translation>
    </message>
    <message>
        <source>the server is on another host and no agent reads it (--server-host-ssh)</source>
        <translation>der Server läuft auf einem anderen Rechner und kein Agent liest ihn (--server-host-ssh)</translation>
    </message>
    <message>
        <source>needs agent protocol 2: install this version&apos;s scalebench-agent on the server&apos;s host</source>
        <translation>braucht Agent-Protokoll 2: installieren Sie den scalebench-agent dieser Version auf dem Host des Servers</translation>
    </message>
    <message>
        <source>the agent on the server&apos;s host failed</source>
        <translation>der Agent auf dem Host des Servers ist ausgefallen</translation>
    </message>
    <message>
        <source>the server restarted during the run and its old process could not be read</source>
        <translation>der Server startete während des Laufs neu und sein alter Prozess ließ sich nicht lesen</translation>
    </message>
    <message>
        <source>client CPU (the load process, all its threads)</source>
        <translation>Client-CPU (der Lastprozess, alle seine Threads)</translation>
    </message>
    <message>
        <source>client CPU (every load process of the run, added up)</source>
        <translation>Client-CPU (alle Lastprozesse des Laufs, zusammengezählt)</translation>
    </message>
    <message>
        <source>client CPU (all %1 load processes (MPI ranks), added up)</source>
        <translation>Client-CPU (alle %1 Lastprozesse (MPI-Ränge), zusammengezählt)</translation>
    </message>
</context>
<context>
    <name>DurationText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <source>invalid value for %1; see --help for the accepted values</source>
        <translation>ungültiger Wert für %1; die zulässigen Werte nennt --help</translation>
    </message>
    <message>
        <source>unknown workload &apos;%1&apos;; &apos;scalebench-cli list&apos; shows the workloads</source>
        <translation>unbekannter Workload „%1“; „scalebench-cli list“ zeigt die Workloads</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;; &apos;scalebench-cli help WORKLOAD&apos; lists its options</source>
        <translation>unbekannte Option „%1“; „scalebench-cli help WORKLOAD“ listet die Optionen des Workloads</translation>
    </message>
    <message>
        <source>cannot connect to %1: check that the server runs and that host, port or socket are right</source>
        <translation>keine Verbindung zu %1: Prüfen Sie, ob der Server läuft und Host, Port bzw. Socket stimmen</translation>
    </message>
    <message>
        <source>access denied at %1: check --user and --password (or MYSQL_PWD, ~/.my.cnf)</source>
        <translation>Zugriff verweigert auf %1: Prüfen Sie --user und --password (oder MYSQL_PWD, ~/.my.cnf)</translation>
    </message>
    <message>
        <source>the database &apos;%1&apos; does not exist: create it (CREATE DATABASE %1) or choose another with --database</source>
        <translation>die Datenbank „%1“ existiert nicht: Legen Sie sie an (CREATE DATABASE %1) oder wählen Sie mit --database eine andere</translation>
    </message>
    <message>
        <source>the server at %1 refused the connection: too many connections; raise max_connections or use fewer threads</source>
        <translation>der Server %1 hat die Verbindung abgelehnt: zu viele Verbindungen; erhöhen Sie max_connections oder verwenden Sie weniger Threads</translation>
    </message>
    <message>
        <source>TLS could not be set up with %1; check --ssl-mode and the server&apos;s certificates</source>
        <translation>TLS mit %1 ließ sich nicht aufbauen; prüfen Sie --ssl-mode und die Zertifikate des Servers</translation>
    </message>
    <message>
        <source>table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for those run &apos;cleanup&apos; or use --recreate; for tables that are not its own choose another --database</source>
        <translation>Tabelle(n) %1 existieren bereits; nichts wurde geändert. ScaleBench löscht nur Tabellen, die es selbst angelegt hat: für diese „cleanup“ ausführen oder --recreate verwenden; für fremde Tabellen mit --database eine andere Datenbank wählen</translation>
    </message>
    <message>
        <source>the server allows %1 connections (max_connections) but %2 threads were asked for; raise max_connections or use fewer threads</source>
        <translation>der Server erlaubt %1 Verbindungen (max_connections), angefordert wurden aber %2 Threads; erhöhen Sie max_connections oder verwenden Sie weniger Threads</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no MariaDB or MySQL server program (mariadbd, mysqld) found on PATH or in /usr/sbin; install mariadb-server (packaging/install-deps.sh does)</source>
        <translation>kein MariaDB- oder MySQL-Serverprogramm (mariadbd, mysqld) im PATH oder in /usr/sbin gefunden; installieren Sie mariadb-server (das erledigt packaging/install-deps.sh)</translation>
    </message>
    <message>
        <source>cannot use the file %1</source>
        <translation>die Datei %1 ist nicht verwendbar</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>not supported: %1</source>
        <translation>nicht unterstützt: %1</translation>
    </message>
    <message>
        <source>internal error in %1; please report it</source>
        <translation>interner Fehler in %1; bitte melden Sie ihn</translation>
    </message>
    <message>
        <source>a load process (MPI rank) stopped answering %1; the run ended with what was measured until then</source>
        <translation>ein Lastprozess (MPI-Rang) antwortete nicht mehr %1; der Lauf endete mit dem bis dahin Gemessenen</translation>
    </message>
    <message>
        <source>the server cannot keep up with %1 tx/s: %2 arrivals were due but not started (the maximum is %3); lower --rate, add clients (--threads) or raise --rate-max-backlog</source>
        <translation>Der Server kommt mit %1 tx/s nicht nach: %2 Ankünfte waren fällig, wurden aber nicht gestartet (Maximum ist %3); --rate senken, Clients hinzufügen (--threads) oder --rate-max-backlog erhöhen</translation>
    </message>
    <message>
        <source>%1 connections need %2 open files, but this process may open at most %3; raise the hard limit (as root: ulimit -Hn %2, or a nofile line in /etc/security/limits.conf) or use fewer connections</source>
        <translation>%1 Verbindungen brauchen %2 offene Dateien, dieser Prozess darf aber höchstens %3 öffnen; erhöhen Sie das harte Limit (als root: ulimit -Hn %2, oder eine nofile-Zeile in /etc/security/limits.conf) oder verwenden Sie weniger Verbindungen</translation>
    </message>
    <message>
        <source>the server program %1 does not exist or is not executable; give the full path of a mariadbd or mysqld binary (for example /usr/sbin/mariadbd)</source>
        <translation>Das Serverprogramm %1 existiert nicht oder ist nicht ausführbar; geben Sie den vollständigen Pfad eines mariadbd- oder mysqld-Binärprogramms an (zum Beispiel /usr/sbin/mariadbd)</translation>
    </message>
    <message>
        <source>The plan</source>
        <translation>Der Plan</translation>
    </message>
    <message>
        <source>Client counts</source>
        <translation>Client-Anzahlen</translation>
    </message>
    <message>
        <source>Server CPUs</source>
        <translation>Server-CPUs</translation>
    </message>
    <message>
        <source>Client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>Client binding</source>
        <translation>Client-Bindung</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>Cool-down</source>
        <translation>Abkühlphase</translation>
    </message>
    <message>
        <source>Restart and settle</source>
        <translation>Neustart und Einschwingen</translation>
    </message>
    <message>
        <source>Axis order</source>
        <translation>Achsenreihenfolge</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Report interval</source>
        <translation>Berichtsintervall</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Field &apos;%1&apos;</source>
        <translation>Feld &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1, entry %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <source>%1, CPU set</source>
        <translation>%1, CPU-Menge</translation>
    </message>
    <message>
        <source>%1, label</source>
        <translation>%1, Bezeichnung</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>is not a plan field and is ignored (a typo?)</source>
        <translation>ist kein Plan-Feld und wird ignoriert (Tippfehler?)</translation>
    </message>
    <message>
        <source>is missing or wrong</source>
        <translation>fehlt oder ist falsch</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>needs at least %1 client counts (%2 measured)</source>
        <translation>braucht mindestens %1 Client-Anzahlen (%2 gemessen)</translation>
    </message>
    <message>
        <source>needs at least %1 core counts (%2 measured)</source>
        <translation>braucht mindestens %1 Kernanzahlen (%2 gemessen)</translation>
    </message>
    <message>
        <source>needs values above 0 (got %1)</source>
        <translation>braucht Werte über 0 (erhalten: %1)</translation>
    </message>
    <message>
        <source>the USL fit %1</source>
        <translation>die USL-Anpassung %1</translation>
    </message>
    <message>
        <source>the Amdahl fit %1</source>
        <translation>die Amdahl-Anpassung %1</translation>
    </message>
    <message>
        <source>the server at %1 requires TLS (require_secure_transport) but the connection was plaintext; use --ssl-mode=PREFERRED or stricter</source>
        <translation>der Server unter %1 verlangt TLS (require_secure_transport), die Verbindung war aber unverschlüsselt; verwenden Sie --ssl-mode=PREFERRED oder strenger</translation>
    </message>
    <message>
        <source>the server at %1 offers no TLS, but --ssl-mode asks for it</source>
        <translation>der Server unter %1 bietet kein TLS an, --ssl-mode verlangt es aber</translation>
    </message>
    <message>
        <source>0 (no intervals) or at least 0.1 seconds</source>
        <translation>0 (keine Intervalle) oder mindestens 0,1 Sekunden</translation>
    </message>
    <message>
        <source>seconds, 0 (no watchdog) or more</source>
        <translation>Sekunden, 0 (keine Überwachung) oder mehr</translation>
    </message>
    <message>
        <source>%1 cannot be %2: it takes %3</source>
        <translation>%1 kann nicht %2 sein: erlaubt sind %3</translation>
    </message>
    <message>
        <source>give a duration (--time) or an event count (--events)</source>
        <translation>geben Sie eine Dauer (--time) oder eine Anzahl Ereignisse (--events) an</translation>
    </message>
    <message>
        <source>the system refused to start client thread %1 of %2; use fewer --threads or raise the limit on processes and threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)</source>
        <translation>das System hat den Start von Client-Thread %1 von %2 verweigert; verwenden Sie weniger --threads oder erhöhen Sie die Grenze für Prozesse und Threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)</translation>
    </message>
    <message>
        <source>table(s) %1 missing in database &apos;%2&apos;: prepare them first (&apos;scalebench-cli prepare&apos; with the same options, or the prepare policy auto)</source>
        <translation>Tabelle(n) %1 fehlen in der Datenbank &apos;%2&apos;: zuerst anlegen (&apos;scalebench-cli prepare&apos; mit denselben Optionen oder die Prepare-Richtlinie auto)</translation>
    </message>
    <message>
        <source>%1 is being run by another process (a second &apos;plan resume&apos; of the same plan?); it was left to it</source>
        <translation>%1 wird von einem anderen Prozess ausgeführt (ein zweites &apos;plan resume&apos; desselben Plans?); der Lauf wurde ihm überlassen</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>must be an integer</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a string, a number or a boolean</source>
        <translation>muss eine Zeichenkette, eine Zahl oder ein Wahrheitswert sein</translation>
    </message>
    <message>
        <source>must be &quot;scalebench-plan&quot;</source>
        <translation>muss „scalebench-plan“ sein</translation>
    </message>
    <message>
        <source>version %1 is newer than this build reads (%2)</source>
        <translation>Version %1 ist neuer als das, was dieses Programm liest (%2)</translation>
    </message>
    <message>
        <source>must be 1</source>
        <translation>muss 1 sein</translation>
    </message>
    <message>
        <source>must be a non-empty list of servers</source>
        <translation>muss eine nicht leere Liste von Servern sein</translation>
    </message>
    <message>
        <source>a plain string must be &quot;sandbox&quot;; describe other servers as objects</source>
        <translation>eine einfache Zeichenkette muss „sandbox“ sein; beschreiben Sie andere Server als Objekte</translation>
    </message>
    <message>
        <source>must be &quot;sandbox&quot; or a server object</source>
        <translation>muss „sandbox“ oder ein Server-Objekt sein</translation>
    </message>
    <message>
        <source>must be whole seconds, 0 (no limit) to 86400</source>
        <translation>muss ganze Sekunden sein, 0 (keine Grenze) bis 86400</translation>
    </message>
    <message>
        <source>must be a port number 1..65535</source>
        <translation>muss eine Portnummer 1..65535 sein</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>muss eines von %1 sein</translation>
    </message>
    <message>
        <source>must be an object {&quot;dir&quot;, &quot;mysqld&quot;, &quot;options&quot;} (all optional)</source>
        <translation>muss ein Objekt {&quot;dir&quot;, &quot;mysqld&quot;, &quot;options&quot;} sein (alle optional)</translation>
    </message>
    <message>
        <source>a sandbox server is reached through its own socket and user; remove this field</source>
        <translation>ein Sandbox-Server wird über seinen eigenen Socket und Benutzer erreicht; entfernen Sie dieses Feld</translation>
    </message>
    <message>
        <source>%1 is not an executable file; give the full path of a mariadbd or mysqld binary (leave it out to use the one on PATH)</source>
        <translation>%1 ist keine ausführbare Datei; geben Sie den vollständigen Pfad eines mariadbd- oder mysqld-Programms an (oder lassen Sie das Feld weg, um das aus dem PATH zu verwenden)</translation>
    </message>
    <message>
        <source>must be an object of server settings, e.g. {&quot;innodb_buffer_pool_size&quot;: &quot;1G&quot;}</source>
        <translation>muss ein Objekt mit Servereinstellungen sein, z. B. {&quot;innodb_buffer_pool_size&quot;: &quot;1G&quot;}</translation>
    </message>
    <message>
        <source>give pid or pid_file, not both</source>
        <translation>geben Sie pid oder pid_file an, nicht beides</translation>
    </message>
    <message>
        <source>must be the process id of the local server (a positive integer)</source>
        <translation>muss die Prozess-ID des lokalen Servers sein (eine positive ganze Zahl)</translation>
    </message>
    <message>
        <source>must be the path of the server&apos;s pid file</source>
        <translation>muss der Pfad der PID-Datei des Servers sein</translation>
    </message>
    <message>
        <source>cannot read a pid from %1 (%2); is the server running, and is this its --pid-file?</source>
        <translation>aus %1 lässt sich keine PID lesen (%2); läuft der Server, und ist dies seine --pid-file?</translation>
    </message>
    <message>
        <source>must be a non-empty list of workloads</source>
        <translation>muss eine nicht leere Liste von Workloads sein</translation>
    </message>
    <message>
        <source>must be a workload name or {name, options}</source>
        <translation>muss ein Workload-Name oder {name, options} sein</translation>
    </message>
    <message>
        <source>must be an object of option name -&gt; value</source>
        <translation>muss ein Objekt aus Optionsname -&gt; Wert sein</translation>
    </message>
    <message>
        <source>must be auto, always or never</source>
        <translation>muss auto, always oder never sein</translation>
    </message>
    <message>
        <source>unknown workload &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Workload „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>is not accepted by %1</source>
        <translation>wird von %1 nicht akzeptiert</translation>
    </message>
    <message>
        <source>must be a non-empty list of CPU configurations</source>
        <translation>muss eine nicht leere Liste von CPU-Konfigurationen sein</translation>
    </message>
    <message>
        <source>must be a CPU spec or {label, spec}</source>
        <translation>muss eine CPU-Angabe oder {label, spec} sein</translation>
    </message>
    <message>
        <source>cannot read cpulist part &quot;%1&quot;</source>
        <translation>der cpulist-Teil „%1“ ist nicht lesbar</translation>
    </message>
    <message>
        <source>cpulist range &quot;%1&quot; runs backwards</source>
        <translation>der cpulist-Bereich „%1“ läuft rückwärts</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a number: %1:N</source>
        <translation>„%1“ braucht eine Zahl: %1:N</translation>
    </message>
    <message>
        <source>must be all, cores:N, package:K, numa:K (with :nosmt, :scatter) or a cpulist like &quot;0-3,8&quot;</source>
        <translation>muss all, cores:N, package:K, numa:K (mit :nosmt, :scatter) oder eine cpulist wie „0-3,8“ sein</translation>
    </message>
    <message>
        <source>unknown modifier &quot;%1&quot;: use nosmt, smt, scatter or compact</source>
        <translation>unbekannter Zusatz „%1“: verwenden Sie nosmt, smt, scatter oder compact</translation>
    </message>
    <message>
        <source>scatter only applies to cores:N</source>
        <translation>scatter gilt nur für cores:N</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used twice: names must be unique</source>
        <translation>„%1“ kommt zweimal vor: Namen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is used twice: labels must be unique</source>
        <translation>„%1“ kommt zweimal vor: Bezeichnungen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>passwords never go in a plan: they come from the environment or an option file</source>
        <translation>Passwörter gehören nie in einen Plan: sie kommen aus der Umgebung oder einer Optionsdatei</translation>
    </message>
    <message>
        <source>must be a number between %1 and %2</source>
        <translation>muss eine Zahl zwischen %1 und %2 sein</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2</source>
        <translation>muss eine ganze Zahl zwischen %1 und %2 sein</translation>
    </message>
    <message>
        <source>must be seconds, or a number with a unit: &quot;90s&quot;, &quot;5m&quot;, &quot;1h&quot;, &quot;250ms&quot;</source>
        <translation>muss Sekunden oder eine Zahl mit Einheit sein: „90s“, „5m“, „1h“, „250ms“</translation>
    </message>
    <message>
        <source>must be poisson or constant</source>
        <translation>muss poisson oder constant sein</translation>
    </message>
    <message>
        <source>must be one of all, compact, scatter, none</source>
        <translation>muss eines von all, compact, scatter, none sein</translation>
    </message>
    <message>
        <source>must be a list of axis names</source>
        <translation>muss eine Liste von Achsennamen sein</translation>
    </message>
    <message>
        <source>unknown axis &quot;%1&quot;: use %2</source>
        <translation>unbekannte Achse „%1“: verwenden Sie %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>a run needs a positive duration or events</source>
        <translation>ein Lauf braucht eine positive Dauer oder Ereignisse</translation>
    </message>
    <message>
        <source>another server of this plan uses the sandbox directory %1; give each its own dir</source>
        <translation>ein anderer Server dieses Plans verwendet das Sandbox-Verzeichnis %1; geben Sie jedem sein eigenes dir</translation>
    </message>
    <message>
        <source>only the sandbox server can be restarted; ignored for the servers of this plan</source>
        <translation>nur der Sandbox-Server kann neu gestartet werden; für die Server dieses Plans ignoriert</translation>
    </message>
    <message>
        <source>must be a list of client counts, a range like &quot;1..256 step 25&quot;, or {from, to, step}</source>
        <translation>muss eine Liste von Client-Anzahlen, ein Bereich wie „1..256 step 25“ oder {from, to, step} sein</translation>
    </message>
    <message>
        <source>must be a positive integer (at most %1)</source>
        <translation>muss eine positive ganze Zahl sein (höchstens %1)</translation>
    </message>
    <message>
        <source>repeats %1</source>
        <translation>wiederholt %1</translation>
    </message>
    <message>
        <source>cannot read range &quot;%1&quot;: write &quot;FROM..TO&quot;, &quot;FROM..TO step N&quot; or &quot;FROM..TO doubling&quot;</source>
        <translation>der Bereich „%1“ ist nicht lesbar: schreiben Sie „FROM..TO“, „FROM..TO step N“ oder „FROM..TO doubling“</translation>
    </message>
    <message>
        <source>has both step and doubling</source>
        <translation>hat sowohl step als auch doubling</translation>
    </message>
    <message>
        <source>bounds and step must be between 1 and %1</source>
        <translation>Grenzen und Schrittweite müssen zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>range runs backwards (%1..%2)</source>
        <translation>der Bereich läuft rückwärts (%1..%2)</translation>
    </message>
    <message>
        <source>expands to more than %1 values</source>
        <translation>ergibt mehr als %1 Werte</translation>
    </message>
    <message>
        <source>server process %1 is already bound by ScaleBench process %2; wait for that run to end, or run &apos;scalebench-cli restore&apos; if that process was killed</source>
        <translation>Serverprozess %1 ist bereits vom ScaleBench-Prozess %2 gebunden; warten Sie, bis dieser Lauf endet, oder führen Sie &apos;scalebench-cli restore&apos; aus, falls dieser Prozess beendet wurde</translation>
    </message>
    <message>
        <source>server process %1 is already bound by another ScaleBench process; wait for that run to end, or run &apos;scalebench-cli restore&apos; if that process was killed</source>
        <translation>Serverprozess %1 ist bereits von einem anderen ScaleBench-Prozess gebunden; warten Sie, bis dieser Lauf endet, oder führen Sie &apos;scalebench-cli restore&apos; aus, falls dieser Prozess beendet wurde</translation>
    </message>
    <message>
        <source>must be threads or async</source>
        <translation>muss threads oder async sein</translation>
    </message>
    <message>
        <source>the load processes started with %1 ended without a result (exit status %2)</source>
        <translation>die mit %1 gestarteten Lastprozesse endeten ohne Ergebnis (Exit-Status %2)</translation>
    </message>
    <message>
        <source>the load processes could not be started with %1</source>
        <translation>die Lastprozesse konnten nicht mit %1 gestartet werden</translation>
    </message>
    <message>
        <source>Load processes</source>
        <translation>Lastprozesse</translation>
    </message>
    <message>
        <source>must be an object {&quot;ranks&quot;, &quot;hosts&quot;, &quot;mpirun&quot;, &quot;extra&quot;} (ranks required)</source>
        <translation>muss ein Objekt {&quot;ranks&quot;, &quot;hosts&quot;, &quot;mpirun&quot;, &quot;extra&quot;} sein (ranks ist Pflicht)</translation>
    </message>
    <message>
        <source>must be a list of strings</source>
        <translation>muss eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Target rate</source>
        <translation>Zielrate</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>Socket</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>TLS mode</source>
        <translation>TLS-Modus</translation>
    </message>
    <message>
        <source>CA file</source>
        <translation>CA-Datei</translation>
    </message>
    <message>
        <source>CA directory</source>
        <translation>CA-Verzeichnis</translation>
    </message>
    <message>
        <source>Client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <source>Client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <source>TLS versions</source>
        <translation>TLS-Versionen</translation>
    </message>
    <message>
        <source>invalid value for %1</source>
        <translation>ungültiger Wert für %1</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <translation>%1 kann nicht %2 sein</translation>
    </message>
    <message>
        <source>give a duration or an event count</source>
        <translation>geben Sie eine Dauer oder eine Anzahl Ereignisse an</translation>
    </message>
    <message>
        <source>unknown workload &apos;%1&apos;; the Workload page lists the workloads</source>
        <translation>unbekannter Workload „%1“; die Seite Workload zeigt die Workloads</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;; the Workload page shows the options of each workload</source>
        <translation>unbekannte Option „%1“; die Seite Workload zeigt die Optionen jedes Workloads</translation>
    </message>
    <message>
        <source>access denied at %1: check the user and password on the Connection page (or MYSQL_PWD, ~/.my.cnf)</source>
        <translation>Zugriff verweigert auf %1: Prüfen Sie Benutzer und Passwort auf der Seite Verbindung (oder MYSQL_PWD, ~/.my.cnf)</translation>
    </message>
    <message>
        <source>the database &apos;%1&apos; does not exist: create it (CREATE DATABASE %1) or choose another on the Connection page</source>
        <translation>die Datenbank „%1“ existiert nicht: Legen Sie sie an (CREATE DATABASE %1) oder wählen Sie auf der Seite Verbindung eine andere</translation>
    </message>
    <message>
        <source>TLS could not be set up with %1; check the TLS settings on the Connection page and the server&apos;s certificates</source>
        <translation>TLS mit %1 ließ sich nicht aufbauen; prüfen Sie die TLS-Einstellungen auf der Seite Verbindung und die Zertifikate des Servers</translation>
    </message>
    <message>
        <source>the server at %1 requires TLS (require_secure_transport) but the connection was plaintext; choose the TLS mode PREFERRED or stricter on the Connection page</source>
        <translation>der Server unter %1 verlangt TLS (require_secure_transport), die Verbindung war aber unverschlüsselt; wählen Sie auf der Seite Verbindung den TLS-Modus PREFERRED oder strenger</translation>
    </message>
    <message>
        <source>the server at %1 offers no TLS, but the TLS mode on the Connection page asks for it</source>
        <translation>der Server unter %1 bietet kein TLS an, der TLS-Modus auf der Seite Verbindung verlangt es aber</translation>
    </message>
    <message>
        <source>the system refused to start client thread %1 of %2; use fewer threads or raise the limit on processes and threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)</source>
        <translation>das System hat den Start von Client-Thread %1 von %2 verweigert; verwenden Sie weniger Threads oder erhöhen Sie die Grenze für Prozesse und Threads (ulimit -u, RLIMIT_NPROC; kernel.threads-max)</translation>
    </message>
    <message>
        <source>table(s) %1 exist already; nothing was changed. ScaleBench drops only tables it created: for those use Clean up on the Workload page, or prepare with &quot;Drop and load again tables that exist&quot;; for tables that are not its own choose another database on the Connection page</source>
        <translation>Tabelle(n) %1 existieren bereits; nichts wurde geändert. ScaleBench löscht nur Tabellen, die es selbst angelegt hat: für diese auf der Seite Workload „Aufräumen“ wählen oder mit „Vorhandene Tabellen löschen und neu laden“ vorbereiten; für fremde Tabellen auf der Seite Verbindung eine andere Datenbank wählen</translation>
    </message>
    <message>
        <source>table(s) %1 missing in database &apos;%2&apos;: prepare them first (Prepare on the Workload page, with the same options, or a plan&apos;s prepare policy auto)</source>
        <translation>Tabelle(n) %1 fehlen in der Datenbank „%2“: zuerst anlegen („Vorbereiten“ auf der Seite Workload mit denselben Optionen, oder die Prepare-Richtlinie auto eines Plans)</translation>
    </message>
    <message>
        <source>wait for that run to end (if that process was killed, the server&apos;s CPU masks are put back when the server is bound again or ScaleBench starts)</source>
        <translation>warten Sie, bis dieser Lauf endet (wurde der Prozess beendet, kommen die CPU-Masken des Servers zurück, sobald der Server wieder gebunden wird oder ScaleBench startet)</translation>
    </message>
    <message>
        <source>server process %1 is already bound by ScaleBench process %2; %3</source>
        <translation>Serverprozess %1 ist bereits von ScaleBench-Prozess %2 gebunden; %3</translation>
    </message>
    <message>
        <source>server process %1 is already bound by another ScaleBench process; %2</source>
        <translation>Serverprozess %1 ist bereits von einem anderen ScaleBench-Prozess gebunden; %2</translation>
    </message>
    <message>
        <source>the server cannot keep up with %1 tx/s: %2 arrivals were due but not started (the maximum is %3); lower the target rate or add threads</source>
        <translation>Der Server kommt mit %1 tx/s nicht nach: %2 Ankünfte waren fällig, wurden aber nicht gestartet (Maximum ist %3); Zielrate senken oder Threads hinzufügen</translation>
    </message>
    <message>
        <source>%1 cannot be %2; see --help for the accepted values</source>
        <translation>%1 kann nicht %2 sein; die zulässigen Werte nennt --help</translation>
    </message>
    <message>
        <source>invalid value for %1: %2</source>
        <translation>ungültiger Wert für %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the TLS mode %1 checks the server&apos;s certificate: give a CA file or a CA directory on the Connection page</source>
        <translation>der TLS-Modus %1 prüft das Zertifikat des Servers: Geben Sie auf der Seite Verbindung eine CA-Datei oder ein CA-Verzeichnis an</translation>
    </message>
    <message>
        <source>--ssl-mode=%1 checks the server&apos;s certificate: give --ssl-ca=FILE or --ssl-capath=DIR</source>
        <translation>--ssl-mode=%1 prüft das Zertifikat des Servers: Geben Sie --ssl-ca=DATEI oder --ssl-capath=VERZEICHNIS an</translation>
    </message>
    <message>
        <source>%1; see --help for the accepted values</source>
        <translation>%1; die zulässigen Werte nennt --help</translation>
    </message>
    <message>
        <source>a load process (MPI rank) gave no answer within the timeout before the run started</source>
        <translation>ein Lastprozess (MPI-Rang) hat vor dem Start des Laufs nicht innerhalb der Zeitgrenze geantwortet</translation>
    </message>
    <message>
        <source>a load process (MPI rank) stopped answering during the run; the run ended with what was measured until then</source>
        <translation>ein Lastprozess (MPI-Rang) hat während des Laufs aufgehört zu antworten; der Lauf endete mit dem bis dahin Gemessenen</translation>
    </message>
    <message>
        <source>another load process (MPI rank) could not start (%1), so the run did not start</source>
        <translation>ein anderer Lastprozess (MPI-Rang) konnte nicht starten (%1), daher ist der Lauf nicht gestartet</translation>
    </message>
    <message>
        <source>load process %1 (MPI rank) on %2 ended the run with the error %3</source>
        <translation>Lastprozess %1 (MPI-Rang) auf %2 beendete den Lauf mit dem Fehler %3</translation>
    </message>
    <message>
        <source>run %1 of the plan is being run by another process (a second &apos;plan resume&apos; of the same plan?); it was left to it</source>
        <translation>Lauf %1 des Plans wird von einem anderen Prozess ausgeführt (ein zweites &apos;plan resume&apos; desselben Plans?); der Lauf wurde ihm überlassen</translation>
    </message>
    <message numerus="yes">
        <source>the server at %1 stopped answering, or the network to it did (a cut, a lost connection or a peer gone without closing it): no query completed in the last %2 s; %n connection(s) still waiting at the end were shut down. The run kept what it measured until then.</source>
        <translation>
            <numerusform>der Server %1 oder das Netz zu ihm antwortet nicht mehr (eine Unterbrechung, eine verlorene Verbindung oder eine Gegenstelle, die ohne Schließen verschwand): seit %2 s wurde keine Abfrage fertig; %n am Ende noch wartende Verbindung wurde geschlossen. Der Lauf behält, was er bis dahin gemessen hat.</numerusform>
            <numerusform>der Server %1 oder das Netz zu ihm antwortet nicht mehr (eine Unterbrechung, eine verlorene Verbindung oder eine Gegenstelle, die ohne Schließen verschwand): seit %2 s wurde keine Abfrage fertig; %n am Ende noch wartende Verbindungen wurden geschlossen. Der Lauf behält, was er bis dahin gemessen hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1, value %2</source>
        <translation>%1, Wert %2</translation>
    </message>
    <message>
        <source>the server at %1 restarted %2 s into the run (pid %3) and the new server process could not be found to bind its threads to CPUs %4</source>
        <translation>der Server %1 startete %2 s nach Beginn des Laufs neu (PID %3), und der neue Serverprozess war nicht zu finden, um seine Threads an die CPUs %4 zu binden</translation>
    </message>
    <message>
        <source>the server at %1 restarted %2 s into the run (pid %3, now %4) and its threads could not be bound to CPUs %5 again</source>
        <translation>der Server %1 startete %2 s nach Beginn des Laufs neu (PID %3, jetzt %4), und seine Threads ließen sich nicht wieder an die CPUs %5 binden</translation>
    </message>
    <message>
        <source>: the run ended there and kept what it measured, the intervals after the restart marked. Run it again (plan resume repeats it) once ScaleBench may move the server&apos;s threads (the server run by the same user, or CAP_SYS_NICE)</source>
        <translation>: Der Lauf endete dort und behält, was er gemessen hat; die Intervalle nach dem Neustart sind markiert. Wiederholen Sie ihn (plan resume wiederholt ihn), sobald ScaleBench die Threads des Servers verschieben darf (der Server unter demselben Benutzer oder CAP_SYS_NICE)</translation>
    </message>
    <message>
        <source>%1, server&apos;s host over ssh</source>
        <translation>%1, Host des Servers über ssh</translation>
    </message>
    <message>
        <source>must be USER@HOST, HOST, HOST:PORT or USER@[IPV6]:PORT, not &apos;%1&apos;</source>
        <translation>muss USER@HOST, HOST, HOST:PORT oder USER@[IPV6]:PORT sein, nicht &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ExploreText</name>
    <message>
        <source>doubling the clients while throughput rises</source>
        <translation>Verdopplung der Clients, solange der Durchsatz steigt</translation>
    </message>
    <message>
        <source>the fit needs more client counts</source>
        <translation>die Anpassung braucht mehr Client-Anzahlen</translation>
    </message>
    <message>
        <source>nothing measured far enough past the fitted peak yet</source>
        <translation>noch nichts weit genug hinter dem angepassten Maximum gemessen</translation>
    </message>
    <message>
        <source>a new client count where it narrows the interval of N* most</source>
        <translation>eine neue Client-Anzahl, wo sie das Intervall von N* am stärksten verengt</translation>
    </message>
    <message>
        <source>the repetitions at this count disagree</source>
        <translation>die Wiederholungen bei dieser Anzahl weichen voneinander ab</translation>
    </message>
    <message>
        <source>a repetition where it narrows the interval of N* most</source>
        <translation>eine Wiederholung, wo sie das Intervall von N* am stärksten verengt</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>no fit yet: %1</source>
        <translation>noch keine Anpassung: %1</translation>
    </message>
    <message>
        <source>the fit has no peak (throughput does not fall within the fitted range)</source>
        <translation>die Anpassung hat kein Maximum (der Durchsatz fällt im angepassten Bereich nicht)</translation>
    </message>
    <message>
        <source>N* ≈ %1 clients, %2; peak %3 tx/s, %4</source>
        <translation>N* ≈ %1 Clients, %2; Maximum %3 tx/s, %4</translation>
    </message>
    <message>
        <source>N* and the peak are known within %1 (95% intervals).</source>
        <translation>N* und das Maximum sind auf %1 genau bekannt (95-%-Intervalle).</translation>
    </message>
    <message>
        <source>Target %1 not reached: the time budget of %2 s would not hold another run.</source>
        <translation>Ziel %1 nicht erreicht: Das Zeitbudget von %2 s reicht für keinen weiteren Lauf.</translation>
    </message>
    <message>
        <source>Target %1 not reached: throughput has no peak up to %2 clients; the knee lies beyond the range (raise the maximum clients or give the server fewer CPUs).</source>
        <translation>Ziel %1 nicht erreicht: Der Durchsatz hat bis %2 Clients kein Maximum; das Knie liegt jenseits des Bereichs (erhöhen Sie die maximale Client-Anzahl oder geben Sie dem Server weniger CPUs).</translation>
    </message>
    <message>
        <source>No fit: up to %1 clients there are too few client counts for the USL fit.</source>
        <translation>Keine Anpassung: Bis %1 Clients gibt es zu wenige Client-Anzahlen für die USL-Anpassung.</translation>
    </message>
    <message>
        <source>Target %1 not reached: every useful client count has %2 repetitions and the interval is still wider; longer runs or a quieter machine would help.</source>
        <translation>Ziel %1 nicht erreicht: Jede nützliche Client-Anzahl hat %2 Wiederholungen und das Intervall ist noch breiter; längere Läufe oder eine ruhigere Maschine würden helfen.</translation>
    </message>
    <message>
        <source>Target %1 not reached within %2 runs.</source>
        <translation>Ziel %1 in %2 Läufen nicht erreicht.</translation>
    </message>
    <message>
        <source>Stopped: the runs measured so far are kept; target %1 not reached.</source>
        <translation>Gestoppt: Die bisher gemessenen Läufe bleiben erhalten; Ziel %1 nicht erreicht.</translation>
    </message>
    <message>
        <source>A run failed; the sweep ended with what it had measured.</source>
        <translation>Ein Lauf ist fehlgeschlagen; die Suche endete mit dem bis dahin Gemessenen.</translation>
    </message>
    <message>
        <source>the fit does not scale: throughput is highest at 1 client (N* %1)</source>
        <translation>die Anpassung skaliert nicht: Der Durchsatz ist bei 1 Client am höchsten (N* %1)</translation>
    </message>
    <message>
        <source>a repetition, to weigh the fit&apos;s misses against the noise</source>
        <translation>eine Wiederholung, um die Abweichungen der Anpassung gegen das Rauschen abzuwägen</translation>
    </message>
    <message>
        <source>%1; the USL misses the measured means by more than their noise (lack of fit, p = %2): N* depends on where the counts lie</source>
        <translation>%1; das USL verfehlt die gemessenen Mittelwerte um mehr als deren Rauschen (Anpassungsmangel, p = %2): N* hängt davon ab, wo die Client-Anzahlen liegen</translation>
    </message>
    <message>
        <source>the USL misses the measured means by more than their noise: a count of a full sweep, where it misses most</source>
        <translation>das USL verfehlt die gemessenen Mittelwerte um mehr als deren Rauschen: eine Anzahl eines vollständigen Durchlaufs, wo es am stärksten verfehlt</translation>
    </message>
    <message>
        <source>saturation target: the plateau over the whole range</source>
        <translation>Ziel Sättigung: das Plateau über den ganzen Bereich</translation>
    </message>
    <message>
        <source>saturation target: a client count that may be the knee</source>
        <translation>Ziel Sättigung: eine Client-Anzahl, die das Knie sein kann</translation>
    </message>
    <message>
        <source>saturation target: a repetition where it is unsure whether the mean is within the plateau&apos;s share</source>
        <translation>Ziel Sättigung: eine Wiederholung, wo unsicher ist, ob der Mittelwert innerhalb des Anteils am Plateau liegt</translation>
    </message>
    <message>
        <source>95% interval: exactly %1</source>
        <translation>95-%-Intervall: genau %1</translation>
    </message>
    <message>
        <source>95% interval %1–%2</source>
        <translation>95-%-Intervall %1–%2</translation>
    </message>
    <message>
        <source>no interval without repetitions</source>
        <translation>kein Intervall ohne Wiederholungen</translation>
    </message>
    <message>
        <source>saturation knee at %1 (%2), the smallest count within %3% of the plateau of %4 tx/s</source>
        <translation>Sättigungsknie bei %1 (%2), die kleinste Anzahl innerhalb von %3 % des Plateaus von %4 tx/s</translation>
    </message>
    <message>
        <source>; the plateau falls: the maximum, %1 tx/s, is at %2</source>
        <translation>; das Plateau fällt: das Maximum, %1 tx/s, liegt bei %2</translation>
    </message>
    <message>
        <source>the saturation knee</source>
        <translation>das Sättigungsknie</translation>
    </message>
    <message>
        <source>N* and the peak of the USL fit</source>
        <translation>N* und das Maximum der USL-Anpassung</translation>
    </message>
    <message>
        <source>the USL does not describe these means (lack of fit, p = %1), so its N* would depend on where the counts lie: explore narrows the knee the means show instead</source>
        <translation>das USL beschreibt diese Mittelwerte nicht (Anpassungsmangel, p = %1), sein N* hinge also davon ab, wo die Anzahlen liegen: Erkunden grenzt stattdessen das Knie ein, das die Mittelwerte zeigen</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Saturation knee found: %1. Target: the saturation knee, because %2; it is known when its interval is within %3 or holds no other count of a full sweep.</source>
        <translation>Sättigungsknie gefunden: %1. Ziel: das Sättigungsknie, weil %2; es gilt als bekannt, wenn sein Intervall innerhalb von %3 liegt oder keine andere Anzahl eines vollständigen Durchlaufs enthält.</translation>
    </message>
    <message>
        <source>Saturation knee not known within %1: every unsure count has %2 repetitions; %3.</source>
        <translation>Sättigungsknie nicht innerhalb von %1 bekannt: jede unsichere Anzahl hat %2 Wiederholungen; %3.</translation>
    </message>
    <message>
        <source>Saturation knee not known within the target (%1); so far: %2.</source>
        <translation>Sättigungsknie nicht innerhalb des Ziels bekannt (%1); bisher: %2.</translation>
    </message>
    <message>
        <source>Target %1 not reached within %2 runs, the full sweep&apos;s (%3 counts, %4 repetitions each): explore never costs more than the sweep.</source>
        <translation>Ziel %1 in %2 Läufen nicht erreicht, so vielen wie der volle Sweep hat (%3 Anzahlen, je %4 Wiederholungen): Explore kostet nie mehr als der Sweep.</translation>
    </message>
    <message>
        <source>Stopped early: the plateau is too noisy to narrow%1. Explore would need repetitions at most counts, which is what the full sweep does: run it instead (%2 counts up to %3 clients, %4 repetitions each, %5 runs), on a quieter machine if you can.</source>
        <translation>Früh beendet: das Plateau streut zu stark, um es einzugrenzen%1. Explore bräuchte Wiederholungen bei den meisten Anzahlen, und das tut der volle Sweep: führen Sie ihn stattdessen aus (%2 Anzahlen bis %3 Clients, je %4 Wiederholungen, %5 Läufe), wenn möglich auf einer ruhigeren Maschine.</translation>
    </message>
    <message>
        <source> (one run&apos;s noise %1; the knee&apos;s interval %2-%3 holds most of the sweep&apos;s counts)</source>
        <translation> (Streuung eines Laufs %1; das Intervall des Knies %2-%3 enthält die meisten Anzahlen des Sweeps)</translation>
    </message>
</context>
<context>
    <name>FileProblemText</name>
    <message>
        <source>%1 is not a directory</source>
        <translation>%1 ist kein Verzeichnis</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, which ScaleBench does not follow here</source>
        <translation>%1 ist ein symbolischer Link, dem ScaleBench hier nicht folgt</translation>
    </message>
    <message>
        <source>%1 belongs to user id %2, not to this user (%3)</source>
        <translation>%1 gehört der Benutzerkennung %2, nicht diesem Benutzer (%3)</translation>
    </message>
    <message>
        <source>%1 has mode %2, which lets the group or others in</source>
        <translation>%1 hat den Modus %2, der Gruppe oder anderen Zugriff gibt</translation>
    </message>
    <message>
        <source>%1 has %2 names (hard links), not one</source>
        <translation>%1 hat %2 Namen (harte Links) statt einem</translation>
    </message>
    <message>
        <source>%1 is far larger than any binding journal ScaleBench writes</source>
        <translation>%1 ist weit größer als jedes Bindungsjournal, das ScaleBench schreibt</translation>
    </message>
    <message>
        <source>the binding journal %1 holds server process %2, not the one its name says</source>
        <translation>das Bindungsjournal %1 enthält Serverprozess %2, nicht den, den sein Name nennt</translation>
    </message>
    <message>
        <source>the plan is not a JSON object ({ ... })</source>
        <translation>der Plan ist kein JSON-Objekt ({ ... })</translation>
    </message>
    <message>
        <source>%1 is not a JSON object ({ ... })</source>
        <translation>%1 ist kein JSON-Objekt ({ ... })</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 ist keine SQLite-Datenbank</translation>
    </message>
    <message>
        <source>%1 is not a binding journal</source>
        <translation>%1 ist kein Bindungsjournal</translation>
    </message>
    <message>
        <source>the binding journal %1 is incomplete</source>
        <translation>das Bindungsjournal %1 ist unvollständig</translation>
    </message>
    <message>
        <source>line %1 of the binding journal %2 cannot be read</source>
        <translation>Zeile %1 des Bindungsjournals %2 ist unlesbar</translation>
    </message>
    <message>
        <source>hwloc cannot read %1 as an XML topology</source>
        <translation>hwloc kann %1 nicht als XML-Topologie lesen</translation>
    </message>
    <message>
        <source>hwloc could not load the topology %1</source>
        <translation>hwloc konnte die Topologie %1 nicht laden</translation>
    </message>
    <message>
        <source>the topology %1 has no processing units (PUs)</source>
        <translation>die Topologie %1 hat keine Recheneinheiten (PUs)</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>cannot close the directory %1 to other users (mode 0700)</source>
        <translation>das Verzeichnis %1 lässt sich nicht für andere Benutzer sperren (Modus 0700)</translation>
    </message>
    <message>
        <source>%1 does not exist or cannot be read</source>
        <translation>%1 existiert nicht oder ist nicht lesbar</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of ScaleBench (results format %2; this version reads up to %3); open it with that version</source>
        <translation>%1 wurde von einer neueren ScaleBench-Version geschrieben (Ergebnisformat %2; diese Version liest bis %3); öffnen Sie es mit jener Version</translation>
    </message>
    <message>
        <source>the load processes ended, but %1 holds no run of theirs</source>
        <translation>die Lastprozesse endeten, aber %1 enthält keinen Lauf von ihnen</translation>
    </message>
    <message>
        <source>%1 is not found on PATH or not executable; install Open MPI (openmpi-bin) or give its full path</source>
        <translation>%1 ist nicht im PATH oder nicht ausführbar; Open MPI installieren (openmpi-bin) oder den vollständigen Pfad angeben</translation>
    </message>
    <message>
        <source>the load processes cannot be started with %1: ScaleBench&apos;s command-line program, which each of them runs, was found neither beside this program nor on PATH (or set SCALEBENCH_CLI)</source>
        <translation>die Lastprozesse lassen sich nicht mit %1 starten: das Kommandozeilenprogramm von ScaleBench, das jeder von ihnen ausführt, fand sich weder neben diesem Programm noch im PATH (oder setzen Sie SCALEBENCH_CLI)</translation>
    </message>
    <message>
        <source>process %1 is &apos;%2&apos; started at %3, not &apos;%4&apos; started at %5</source>
        <translation>Prozess %1 ist „%2“, gestartet zum Zeitpunkt %3, nicht „%4“, gestartet zum Zeitpunkt %5</translation>
    </message>
    <message>
        <source>%1 is not a study bundle (a tar archive)</source>
        <translation>%1 ist kein Studienpaket (kein tar-Archiv)</translation>
    </message>
    <message>
        <source>the bundle %1 is damaged in its first member&apos;s header</source>
        <translation>das Paket %1 ist im Kopf seines ersten Eintrags beschädigt</translation>
    </message>
    <message>
        <source>the bundle %1 is damaged in its member %2 or the header after it</source>
        <translation>das Paket %1 ist in seinem Eintrag %2 oder im Kopf danach beschädigt</translation>
    </message>
    <message>
        <source>the bundle %1 has a member whose path leaves its folder: %2; nothing was read</source>
        <translation>das Paket %1 hat einen Eintrag, dessen Pfad seinen Ordner verlässt: %2; nichts wurde gelesen</translation>
    </message>
    <message>
        <source>the bundle %1 has a member that is not a regular file: %2</source>
        <translation>das Paket %1 hat einen Eintrag, der keine gewöhnliche Datei ist: %2</translation>
    </message>
    <message>
        <source>the bundle %1 was altered or damaged: its member %2 does not match the manifest&apos;s SHA-256</source>
        <translation>das Paket %1 wurde verändert oder beschädigt: sein Eintrag %2 passt nicht zur SHA-256-Prüfsumme des Manifests</translation>
    </message>
    <message>
        <source>the bundle %1 lacks its member %2, which the manifest lists</source>
        <translation>dem Paket %1 fehlt der Eintrag %2, den das Manifest aufführt</translation>
    </message>
    <message>
        <source>the bundle %1 holds a member the manifest does not list: %2</source>
        <translation>das Paket %1 enthält einen Eintrag, den das Manifest nicht aufführt: %2</translation>
    </message>
    <message>
        <source>the bundle %1 was altered or damaged in the archive&apos;s header or padding of its member %2</source>
        <translation>das Paket %1 wurde im Archivkopf oder Füllbereich seines Eintrags %2 verändert oder beschädigt</translation>
    </message>
    <message>
        <source>%1 is not a study bundle: it has no manifest</source>
        <translation>%1 ist kein Studienpaket: es hat kein Manifest</translation>
    </message>
    <message>
        <source>%1 is a bundle of format &apos;%2&apos; version %3; this version of ScaleBench reads scalebench-bundle up to version %4</source>
        <translation>%1 ist ein Paket im Format „%2“ Version %3; diese Version von ScaleBench liest scalebench-bundle bis Version %4</translation>
    </message>
    <message>
        <source>%1 holds the bundle&apos;s experiment &apos;%2&apos; already (experiment %3); nothing was imported</source>
        <translation>%1 enthält das Experiment „%2“ des Pakets bereits (Experiment %3); nichts wurde importiert</translation>
    </message>
</context>
<context>
    <name>IncidentSection</name>
    <message>
        <source>Incidents: what the server was doing</source>
        <translation>Vorfälle: was der Server gerade tat</translation>
    </message>
    <message>
        <source>One incident</source>
        <translation>Ein Vorfall</translation>
    </message>
    <message>
        <source>%1 incidents</source>
        <translation>%1 Vorfälle</translation>
    </message>
    <message>
        <source>in one run</source>
        <translation>in einem Lauf</translation>
    </message>
    <message>
        <source>in %1 runs</source>
        <translation>in %1 Läufen</translation>
    </message>
    <message>
        <source>%1 %2, captured when the throughput collapsed or the server stopped answering.</source>
        <translation>%1 %2, festgehalten, als der Durchsatz einbrach oder der Server nicht mehr antwortete.</translation>
    </message>
    <message>
        <source>Some runs kept their statements as the server showed them, with their literal values (--keep-query-text); the others show them normalised.</source>
        <translation>Einige Läufe haben ihre Anweisungen so behalten, wie der Server sie zeigte, mit ihren Literalwerten (--keep-query-text); die übrigen zeigen sie normalisiert.</translation>
    </message>
    <message>
        <source>Statements are normalised: literal values show as ?, so none of the server&apos;s data leaves with this report.</source>
        <translation>Anweisungen sind normalisiert: Literalwerte erscheinen als ?, damit keine Daten des Servers mit diesem Bericht hinausgehen.</translation>
    </message>
    <message>
        <source>User and host names are included (--include-hosts).</source>
        <translation>Benutzer- und Hostnamen sind enthalten (--include-hosts).</translation>
    </message>
    <message>
        <source>User and host names are left out (report --include-hosts shows them).</source>
        <translation>Benutzer- und Hostnamen sind weggelassen (report --include-hosts zeigt sie).</translation>
    </message>
    <message>
        <source>%1: one incident</source>
        <translation>%1: ein Vorfall</translation>
    </message>
    <message>
        <source>%1: %2 incidents</source>
        <translation>%1: %2 Vorfälle</translation>
    </message>
    <message>
        <source>This run kept the statements&apos; literal values.</source>
        <translation>Dieser Lauf hat die Literalwerte der Anweisungen behalten.</translation>
    </message>
    <message>
        <source>Statement</source>
        <translation>Anweisung</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>InnoDB&apos;s latest detected deadlock:</source>
        <translation>Der zuletzt erkannte Deadlock von InnoDB:</translation>
    </message>
</context>
<context>
    <name>IncidentText</name>
    <message>
        <source>at %1 s: no query completed for %2 s</source>
        <translation>bei %1 s: seit %2 s keine Abfrage abgeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>at %1 s: %2 tx/s, under half the run&apos;s median of %3 tx/s for %n interval(s)</source>
        <translation>
            <numerusform>bei %1 s: %2 tx/s, unter der Hälfte des Laufmedians von %3 tx/s für %n Intervall</numerusform>
            <numerusform>bei %1 s: %2 tx/s, unter der Hälfte des Laufmedians von %3 tx/s für %n Intervalle</numerusform>
        </translation>
    </message>
    <message>
        <source>the server did not answer</source>
        <translation>der Server hat nicht geantwortet</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Process list: %1</source>
        <translation>Prozessliste: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for a lock</source>
        <translation>
            <numerusform>%n wartet auf eine Sperre</numerusform>
            <numerusform>%n warten auf eine Sperre</numerusform>
        </translation>
    </message>
    <message>
        <source>InnoDB status: %1</source>
        <translation>InnoDB-Status: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Zeichen</numerusform>
            <numerusform>%n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Status counters: %1</source>
        <translation>Statuszähler: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>over %1 s</source>
        <translation>über %1 s</translation>
    </message>
    <message>
        <source>Server threads by state (host): %1</source>
        <translation>Server-Threads nach Zustand (Host): %1</translation>
    </message>
</context>
<context>
    <name>OffCpuSection</name>
    <message>
        <source>Top %1 waiting places by time off the CPU: %2</source>
        <translation>Die %1 Warteorte mit der meisten Zeit außerhalb der CPU: %2</translation>
    </message>
    <message>
        <source>where it waited (innermost first)</source>
        <translation>wo gewartet wurde (innerster Rahmen zuerst)</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>share %</source>
        <translation>Anteil %</translation>
    </message>
    <message>
        <source>µs per transaction</source>
        <translation>µs je Transaktion</translation>
    </message>
    <message>
        <source>Waiting and running per thread name: %1</source>
        <translation>Warten und Laufen je Thread-Name: %1</translation>
    </message>
    <message>
        <source>thread name</source>
        <translation>Thread-Name</translation>
    </message>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>waiting %</source>
        <translation>wartend %</translation>
    </message>
    <message>
        <source>running %</source>
        <translation>laufend %</translation>
    </message>
    <message>
        <source>waiting µs/tx</source>
        <translation>wartend µs/Tx</translation>
    </message>
    <message>
        <source>running µs/tx</source>
        <translation>laufend µs/Tx</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>where it waited</source>
        <translation>wo gewartet wurde</translation>
    </message>
    <message>
        <source>µs/tx, %1</source>
        <translation>µs/Tx, %1</translation>
    </message>
    <message>
        <source>change µs/tx</source>
        <translation>Änderung µs/Tx</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>Time the server&apos;s threads spent off the CPU over the measured part of %1 run(s): the scheduler&apos;s switches (perf record of %2 with --switch-events), each switch-out&apos;s stack (%3 bytes of stack unwound with DWARF) weighted by the time until its thread ran again. A stack ending in [waiting for a CPU] was preempted: ready to run, with no CPU free. A connection&apos;s thread in my_net_read_packet under do_command waits for its client&apos;s next statement: the server had nothing to do for it.</source>
        <translation>Zeit, die die Threads des Servers im gemessenen Teil von %1 Lauf/Läufen außerhalb der CPU verbrachten: die Threadwechsel des Schedulers (perf record von %2 mit --switch-events), der Stack jedes Wechsels weg von der CPU (%3 Bytes Stack, mit DWARF abgewickelt), gewichtet mit der Zeit, bis sein Thread wieder lief. Ein Stack, der auf [waiting for a CPU] endet, wurde verdrängt: bereit zu laufen, ohne freie CPU. Der Thread einer Verbindung in my_net_read_packet unter do_command wartet auf die nächste Anweisung seines Clients: der Server hatte für ihn nichts zu tun.</translation>
    </message>
    <message>
        <source>perf lost %1 of its records (its buffers were full: the machine was busy); the waits they would have closed are left out.</source>
        <translation>perf hat %1 seiner Datensätze verloren (seine Puffer waren voll: die Maschine war ausgelastet); die Wartezeiten, die sie abgeschlossen hätten, fehlen.</translation>
    </message>
    <message>
        <source>%1% of the waiting time&apos;s stacks are truncated (they do not reach their thread&apos;s start: the stack copied was too short). Frames without a symbol are named by their file, as [%2] (the server&apos;s binary exports few functions: InnoDB&apos;s own are not among them): %3% of the waiting time has such a frame in its stack.</source>
        <translation>%1% der Stacks der Wartezeit sind abgeschnitten (sie reichen nicht bis zum Start ihres Threads: der kopierte Stack war zu kurz). Rahmen ohne Symbol sind nach ihrer Datei benannt, wie [%2] (die Binärdatei des Servers exportiert wenige Funktionen; die von InnoDB gehören nicht dazu): %3% der Wartezeit haben einen solchen Rahmen in ihrem Stack.</translation>
    </message>
    <message>
        <source>The recording reached its size bound before the run ended: the figures per transaction are those of the window it covers.</source>
        <translation>Die Aufzeichnung erreichte ihre Größengrenze vor dem Ende des Laufs: die Werte je Transaktion gelten für das Zeitfenster, das sie abdeckt.</translation>
    </message>
    <message>
        <source>Where the server&apos;s threads waited</source>
        <translation>Worauf die Threads des Servers warteten</translation>
    </message>
    <message>
        <source>Off-CPU profile: not available for some runs (%1).</source>
        <translation>Off-CPU-Profil: für einige Läufe nicht verfügbar (%1).</translation>
    </message>
    <message>
        <source>Off-CPU profile: %1</source>
        <translation>Off-CPU-Profil: %1</translation>
    </message>
    <message>
        <source>Off-CPU flame graph (µs waiting): %1</source>
        <translation>Off-CPU-Flammengrafik (µs wartend): %1</translation>
    </message>
    <message>
        <source>Waits compared: %1 → %2</source>
        <translation>Wartezeiten verglichen: %1 → %2</translation>
    </message>
    <message>
        <source>Time off the CPU per transaction at each waiting place (µs), the ones that changed most first (grown or shrunk).</source>
        <translation>Zeit außerhalb der CPU je Transaktion an jedem Warteort (µs), die am stärksten veränderten zuerst (gewachsen oder geschrumpft).</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
</context>
<context>
    <name>OptionProblemText</name>
    <message>
        <source>%1: %2 ports for %3 hosts: give one port for all hosts, or one per host in the same order</source>
        <translation>%1: %2 Ports für %3 Hosts: Geben Sie einen Port für alle Hosts an oder je Host einen, in derselben Reihenfolge</translation>
    </message>
    <message>
        <source>%1: this server has no NDB engine (SHOW ENGINES); use auto or innodb</source>
        <translation>%1: dieser Server hat keine NDB-Engine (SHOW ENGINES); verwenden Sie auto oder innodb</translation>
    </message>
    <message>
        <source>%1 clients cannot be shared by %2 load processes: every process needs one client at least</source>
        <translation>%1 Clients lassen sich nicht auf %2 Lastprozesse verteilen: jeder Prozess braucht mindestens einen Client</translation>
    </message>
    <message>
        <source>%1 events cannot be shared by %2 load processes: every process needs one event at least</source>
        <translation>%1 Ereignisse lassen sich nicht auf %2 Lastprozesse verteilen: jeder Prozess braucht mindestens ein Ereignis</translation>
    </message>
    <message>
        <source>load process 0 runs on %1, but the results file is on %2: list %2 first among the hosts</source>
        <translation>Lastprozess 0 läuft auf %1, die Ergebnisdatei liegt aber auf %2: nennen Sie %2 als ersten Host</translation>
    </message>
    <message>
        <source>there is no experiment %1 in the results file</source>
        <translation>die Ergebnisdatei enthält kein Experiment %1</translation>
    </message>
    <message>
        <source>there is no run %1 in the results file</source>
        <translation>die Ergebnisdatei enthält keinen Lauf %1</translation>
    </message>
    <message>
        <source>%1 takes a whole number, not &apos;%2&apos;</source>
        <translation>%1 erwartet eine ganze Zahl, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 takes a number, not &apos;%2&apos;</source>
        <translation>%1 erwartet eine Zahl, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 takes on or off, not &apos;%2&apos;</source>
        <translation>%1 erwartet on oder off, nicht „%2“</translation>
    </message>
    <message>
        <source>%1 takes %2 or more, not %3</source>
        <translation>%1 erwartet %2 oder mehr, nicht %3</translation>
    </message>
    <message>
        <source>%1 takes at most %2, not %3</source>
        <translation>%1 erwartet höchstens %2, nicht %3</translation>
    </message>
    <message>
        <source>%1 takes %2 to %3, not %4</source>
        <translation>%1 erwartet %2 bis %3, nicht %4</translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &apos;%3&apos;</source>
        <translation>%1 erwartet einen der Werte %2, nicht „%3“</translation>
    </message>
    <message>
        <source>%1 takes whole seconds from 0 (no limit) to %2, not &apos;%3&apos;</source>
        <translation>%1 erwartet ganze Sekunden von 0 (keine Grenze) bis %2, nicht „%3“</translation>
    </message>
    <message>
        <source>%1 does not take &apos;%2&apos;</source>
        <translation>%1 nimmt „%2“ nicht an</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server option&apos;s name: use letters, digits, &apos;_&apos; and &apos;-&apos; (innodb_buffer_pool_size)</source>
        <translation>„%1“ ist kein Name einer Servereinstellung: erlaubt sind Buchstaben, Ziffern, &apos;_&apos; und &apos;-&apos; (innodb_buffer_pool_size)</translation>
    </message>
    <message>
        <source>the value of %1 must be on one line</source>
        <translation>der Wert von %1 muss in einer Zeile stehen</translation>
    </message>
    <message>
        <source>the sandbox sets %1 itself or does not allow it (its files, network, users and the code it runs depend on it); leave it out</source>
        <translation>die Sandbox setzt %1 selbst oder erlaubt es nicht (ihre Dateien, ihr Netzwerk, ihre Benutzer und der Code, den sie ausführt, hängen davon ab); lassen Sie es weg</translation>
    </message>
    <message>
        <source>%1: give a plain file name (it is kept in the sandbox&apos;s data directory), not a path</source>
        <translation>%1: geben Sie einen einfachen Dateinamen an (er liegt im Datenverzeichnis der Sandbox), keinen Pfad</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a server option is written name=value, e.g. innodb_buffer_pool_size=1G</source>
        <translation>„%1“: eine Servereinstellung schreibt man Name=Wert, z. B. innodb_buffer_pool_size=1G</translation>
    </message>
    <message>
        <source>the plan has no server &apos;%1&apos;</source>
        <translation>der Plan hat keinen Server „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an hwloc synthetic topology such as &apos;package:2 core:6 pu:2&apos;</source>
        <translation>„%1“ ist keine synthetische hwloc-Topologie wie „package:2 core:6 pu:2“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a status counter&apos;s name: give names such as Innodb_row_lock_waits (letters, digits and &apos;_&apos;) separated by commas, &apos;default&apos; or &apos;none&apos;</source>
        <translation>„%1“ ist kein Name eines Statuszählers: Geben Sie Namen wie Innodb_row_lock_waits (Buchstaben, Ziffern und „_“) durch Kommas getrennt an, „default“ oder „none“</translation>
    </message>
    <message>
        <source>%1 takes PORT, HOST:PORT or [IPV6]:PORT with a numeric address or localhost (127.0.0.1:9100, [::1]:9100, 0 for a free port), not &apos;%2&apos;</source>
        <translation>%1 nimmt PORT, HOST:PORT oder [IPV6]:PORT mit einer numerischen Adresse oder localhost (127.0.0.1:9100, [::1]:9100, 0 für einen freien Port), nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: %2 is in use by another program: give another port, or port 0 for a free one (ScaleBench prints it)</source>
        <translation>%1: %2 wird von einem anderen Programm belegt: Geben Sie einen anderen Port an oder Port 0 für einen freien (ScaleBench gibt ihn aus)</translation>
    </message>
    <message>
        <source>%1: %2 is not an address of this machine: give one of its own, 127.0.0.1 (the default) or 0.0.0.0 to be reached from other machines</source>
        <translation>%1: %2 ist keine Adresse dieses Rechners: Geben Sie eine eigene an, 127.0.0.1 (die Vorgabe) oder 0.0.0.0, um von anderen Rechnern erreichbar zu sein</translation>
    </message>
</context>
<context>
    <name>PresetLabel</name>
    <message>
        <source>all cores</source>
        <translation>alle Kerne</translation>
    </message>
    <message>
        <source>all PUs</source>
        <translation>alle PUs</translation>
    </message>
    <message>
        <source>1 core</source>
        <translation>1 Kern</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 Kerne</translation>
    </message>
    <message>
        <source>, SMT on</source>
        <translation>, SMT an</translation>
    </message>
    <message>
        <source>package %1</source>
        <translation>Package %1</translation>
    </message>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>, SMT off</source>
        <translation>, SMT aus</translation>
    </message>
    <message>
        <source>, scatter</source>
        <translation>, verteilt</translation>
    </message>
</context>
<context>
    <name>RecoveryText</name>
    <message>
        <source>server process %1</source>
        <translation>Serverprozess %1</translation>
    </message>
    <message>
        <source>server process %1 (%2)</source>
        <translation>Serverprozess %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>restored the CPU masks of %n thread(s) of %1: ScaleBench process %2 had bound them and ended without putting them back</source>
        <translation>
            <numerusform>die CPU-Maske von %n Thread von %1 wurde wiederhergestellt: ScaleBench-Prozess %2 hatte ihn gebunden und endete, ohne ihn zurückzusetzen</numerusform>
            <numerusform>die CPU-Masken von %n Threads von %1 wurden wiederhergestellt: ScaleBench-Prozess %2 hatte sie gebunden und endete, ohne sie zurückzusetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>moved the unreadable binding journal of %1 aside to %2: it was cut while being written, or damaged, so nothing can be restored from it. ScaleBench binds a server only after its journal is complete, so the server was most likely never bound; still, check the CPU masks of its threads (taskset -a -p %3) and restart the server if they are narrower than they should be</source>
        <translation>das unlesbare Bindungsjournal von %1 wurde nach %2 beiseitegelegt: Es wurde beim Schreiben abgeschnitten oder ist beschädigt, daher lässt sich daraus nichts wiederherstellen. ScaleBench bindet einen Server erst, wenn sein Journal vollständig ist, der Server wurde also sehr wahrscheinlich nie gebunden; prüfen Sie trotzdem die CPU-Masken seiner Threads (taskset -a -p %3) und starten Sie den Server neu, falls sie enger sind, als sie sein sollten</translation>
    </message>
    <message>
        <source>could not put back all CPU masks of %1: %2. The journal %3 is kept and ScaleBench tries again at its next start; check the server&apos;s threads (taskset -a -p %4)</source>
        <translation>die CPU-Masken von %1 ließen sich nicht alle zurücksetzen: %2. Das Journal %3 bleibt erhalten, und ScaleBench versucht es beim nächsten Start erneut; prüfen Sie die Threads des Servers (taskset -a -p %4)</translation>
    </message>
    <message>
        <source>refused the binding journal %1: %2. Nothing was changed; if a server&apos;s CPU masks look wrong, check them (taskset -a -p PID), and remove the journal if it is not yours</source>
        <translation>das Bindungsjournal %1 wurde nicht verwendet: %2. Nichts wurde geändert; wenn die CPU-Masken eines Servers falsch aussehen, prüfen Sie sie (taskset -a -p PID), und entfernen Sie das Journal, wenn es nicht Ihres ist</translation>
    </message>
    <message>
        <source>%1 is bound by ScaleBench process %2, which is still running; left alone</source>
        <translation>%1 ist von ScaleBench-Prozess %2 gebunden, der noch läuft; unverändert gelassen</translation>
    </message>
    <message>
        <source>removed the binding journal of %1: the server has ended</source>
        <translation>das Bindungsjournal von %1 wurde entfernt: Der Server ist beendet</translation>
    </message>
    <message>
        <source>refused the obsolete binding journal %1 (%2); nothing was changed and the journal was removed</source>
        <translation>veraltetes Bindungsjournal %1 abgelehnt (%2); nichts wurde geändert und das Journal wurde entfernt</translation>
    </message>
</context>
<context>
    <name>ReportEnvironment</name>
    <message>
        <source>%1 (%2 cores, %3 hardware threads)</source>
        <translation>%1 (%2 Kerne, %3 Hardware-Threads)</translation>
    </message>
    <message>
        <source>, %1 cores, %2 hardware threads</source>
        <translation>, %1 Kerne, %2 Hardware-Threads</translation>
    </message>
    <message>
        <source>, SMT on</source>
        <translation>, SMT an</translation>
    </message>
    <message>
        <source>, SMT off</source>
        <translation>, SMT aus</translation>
    </message>
    <message>
        <source>up to %1 MHz</source>
        <translation>bis %1 MHz</translation>
    </message>
    <message>
        <source>governor %1</source>
        <translation>Governor %1</translation>
    </message>
    <message>
        <source>turbo %1</source>
        <translation>Turbo %1</translation>
    </message>
    <message>
        <source>from /proc (local server)</source>
        <translation>aus /proc (lokaler Server)</translation>
    </message>
    <message>
        <source>from performance_schema</source>
        <translation>aus performance_schema</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>%1 (1 CPU)</source>
        <translation>%1 (1 CPU)</translation>
    </message>
    <message>
        <source>%1 (%2 CPUs)</source>
        <translation>%1 (%2 CPUs)</translation>
    </message>
</context>
<context>
    <name>ReportSections</name>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source> and %1</source>
        <translation> und %1</translation>
    </message>
    <message>
        <source>How to read this: each row is a number of %1 and each column a configuration; a cell is the mean of its runs (± the 95% confidence interval when a run was repeated).</source>
        <translation>Lesehilfe: Jede Zeile ist eine Anzahl von %1 und jede Spalte eine Konfiguration; eine Zelle ist der Mittelwert ihrer Läufe (± 95-%-Konfidenzintervall, wenn ein Lauf wiederholt wurde).</translation>
    </message>
    <message>
        <source>Higher is better. Speedup is a column&apos;s value divided by %1&apos;s at the same row, so 2.0 means twice as much work per second; the USL curve is a fitted model, and N* is where more clients stop adding throughput.</source>
        <translation>Höher ist besser. Der Speedup ist der Wert einer Spalte geteilt durch den von %1 in derselben Zeile, 2.0 bedeutet also doppelt so viel Arbeit pro Sekunde; die USL-Kurve ist ein angepasstes Modell, und N* ist der Punkt, ab dem weitere Clients keinen zusätzlichen Durchsatz mehr bringen.</translation>
    </message>
    <message>
        <source>Lower latency is better.</source>
        <translation>Niedrigere Latenz ist besser.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>%1; rows: %2, columns: %3.</source>
        <translation>%1; Zeilen: %2, Spalten: %3.</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>† the repetitions of this cell disagree (coefficient of variation above %1%).</source>
        <translation>† Die Wiederholungen dieser Zelle weichen voneinander ab (Variationskoeffizient über %1%).</translation>
    </message>
    <message>
        <source>property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1 by %2, one line per configuration.</source>
        <translation>%1 nach %2, eine Linie pro Konfiguration.</translation>
    </message>
    <message>
        <source>percent difference of %1 over %2 by %3.</source>
        <translation>prozentuale Differenz von %1 gegenüber %2 nach %3.</translation>
    </message>
    <message>
        <source>Generated by ScaleBench %1 on %2.</source>
        <translation>Erzeugt von ScaleBench %1 am %2.</translation>
    </message>
    <message>
        <source>Environment: the same in every run</source>
        <translation>Umgebung: in jedem Lauf gleich</translation>
    </message>
    <message>
        <source>What differs between the columns</source>
        <translation>Was sich zwischen den Spalten unterscheidet</translation>
    </message>
    <message>
        <source>Server settings in every run</source>
        <translation>Servereinstellungen in jedem Lauf</translation>
    </message>
    <message>
        <source>queries per second</source>
        <translation>Abfragen pro Sekunde</translation>
    </message>
    <message>
        <source>transactions per second</source>
        <translation>Transaktionen pro Sekunde</translation>
    </message>
    <message>
        <source>%1 in each measured interval of %2.</source>
        <translation>%1 in jedem gemessenen Intervall von %2.</translation>
    </message>
    <message>
        <source>%1 in each measured interval, one line per run.</source>
        <translation>%1 in jedem gemessenen Intervall, eine Linie je Lauf.</translation>
    </message>
    <message>
        <source>Each pixel column of the figure shows the lowest and the highest interval it covers, so a spike or a stall of a single interval is drawn however long the run.</source>
        <translation>Jede Pixelspalte der Abbildung zeigt das niedrigste und das höchste Intervall, das sie abdeckt; so wird eine Spitze oder ein Stillstand eines einzigen Intervalls gezeichnet, wie lang der Lauf auch ist.</translation>
    </message>
    <message>
        <source>Of the %1 runs, the %2 longest of at least %3 intervals are shown.</source>
        <translation>Von den %1 Läufen werden die %2 längsten mit mindestens %3 Intervallen gezeigt.</translation>
    </message>
    <message>
        <source>Figure %1: %2</source>
        <translation>Abbildung %1: %2</translation>
    </message>
    <message>
        <source>measured points and the Universal Scalability Law fitted to each column, drawn across the measured client counts; the shaded band is the 95% interval of the fit (t from the fit&apos;s Jacobian, or a bootstrap over the repetitions where every count has five), and N* marks the fitted optimum with its interval.</source>
        <translation>Messpunkte und das an jede Spalte angepasste Universal Scalability Law, über die gemessenen Client-Anzahlen gezeichnet; das schattierte Band ist das 95-%-Intervall der Anpassung (t aus der Jacobi-Matrix der Anpassung, oder ein Bootstrap über die Wiederholungen, wo jede Anzahl fünf hat), und N* markiert das angepasste Optimum mit seinem Intervall.</translation>
    </message>
    <message>
        <source>Why it scales as it does</source>
        <translation>Warum es so skaliert</translation>
    </message>
    <message>
        <source>the synchronisation waits (mutexes, rwlocks, conditions) of the clients&apos; server threads per transaction, the largest %1 events stacked and the rest as one, by client count; the columns side by side from left to right. These waits happen inside the table-level waits of the table below.</source>
        <translation>die Synchronisations-Wartezeiten (Mutexe, Rwlocks, Bedingungen) der Server-Threads der Clients je Transaktion, die %1 größten Ereignisse gestapelt und der Rest als eines, nach Client-Anzahl; die Spalten nebeneinander von links nach rechts. Diese Wartezeiten liegen innerhalb der Wartezeiten auf Tabellenebene der Tabelle darunter.</translation>
    </message>
    <message>
        <source>The bars are the 95% intervals of the means (the table&apos;s ±); a bar that would reach below 0 is cut there and marked //.</source>
        <translation>Die Balken sind die 95-%-Intervalle der Mittelwerte (das ± der Tabelle); ein Balken, der unter 0 reichen würde, endet dort und ist mit // markiert.</translation>
    </message>
    <message>
        <source>speedup over %1 by cores, one line per number of %2; the dashed line is linear scaling.</source>
        <translation>Speedup gegenüber %1 nach Kernen, eine Linie je Anzahl %2; die gestrichelte Linie ist lineare Skalierung.</translation>
    </message>
    <message>
        <source>speedup of %1 over %2, one line per number of %3.</source>
        <translation>Speedup von %1 gegenüber %2, eine Linie je Anzahl %3.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>measured points; no Universal Scalability Law curve is drawn: the legend and the table below say why for each column.</source>
        <translation>gemessene Punkte; es wird keine Kurve des Universal Scalability Law gezeichnet: die Legende und die Tabelle darunter sagen für jede Spalte, warum.</translation>
    </message>
    <message>
        <source>The server&apos;s side of each run, per transaction: its CPU time, where its threads serving the clients waited (performance_schema, over the measured part after warm-up), its file I/O, its context switches and its status counters (fsyncs, redo bytes, rows, handler calls, temporary tables, bytes: the whole server&apos;s, ScaleBench&apos;s own readings included). With several columns the first sentences compare each with the first at every client count, naming the metrics whose ratio lies furthest beyond the run-to-run noise; the others name a wait only where its time per transaction changed beyond the noise, and never one that changed alike in every column.</source>
        <translation>Die Serverseite jedes Laufs, je Transaktion: seine CPU-Zeit, worauf seine Threads für die Clients warteten (performance_schema, über den gemessenen Teil nach dem Aufwärmen), seine Datei-E/A, seine Kontextwechsel und seine Statuszähler (fsyncs, Redo-Bytes, Zeilen, Handler-Aufrufe, temporäre Tabellen, Bytes: die des ganzen Servers, die eigenen Abfragen von ScaleBench eingeschlossen). Bei mehreren Spalten vergleichen die ersten Sätze jede mit der ersten bei jeder Client-Anzahl und nennen die Messgrößen, deren Verhältnis am weitesten über das Rauschen zwischen den Läufen hinausgeht; die übrigen nennen eine Wartezeit nur, wo sich ihre Zeit je Transaktion über das Rauschen hinaus geändert hat, und nie eine, die sich in jeder Spalte gleich geändert hat.</translation>
    </message>
    <message>
        <source>Cost per transaction</source>
        <translation>Kosten je Transaktion</translation>
    </message>
</context>
<context>
    <name>ReportSource</name>
    <message>
        <source>the table has a header but no rows</source>
        <translation>Die Tabelle hat eine Kopfzeile, aber keine Zeilen</translation>
    </message>
    <message>
        <source>CSV file %1</source>
        <translation>CSV-Datei %1</translation>
    </message>
    <message>
        <source>%1 (experiment %2)</source>
        <translation>%1 (Experiment %2)</translation>
    </message>
    <message>
        <source>experiment %1 &quot;%2&quot; of %3, created %4</source>
        <translation>Experiment %1 &quot;%2&quot; von %3, erstellt %4</translation>
    </message>
    <message>
        <source>none of its %1 runs finished with a %2 figure</source>
        <translation>keiner seiner %1 Läufe endete mit einem Wert für %2</translation>
    </message>
    <message>
        <source>the runs of one cell differ in %1: make it the rows or the columns</source>
        <translation>Die Läufe einer Zelle unterscheiden sich in %1: als Zeilen oder Spalten verwenden</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>run %1 (%2, %3)</source>
        <translation>Lauf %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Run %1 (%2, %3)</source>
        <translation>Lauf %1 (%2, %3)</translation>
    </message>
    <message>
        <source>1 client</source>
        <translation>1 Client</translation>
    </message>
    <message>
        <source>%1 clients</source>
        <translation>%1 Clients</translation>
    </message>
</context>
<context>
    <name>RunEventText</name>
    <message>
        <source>Server restarted at %1 s (pid %2, now %3, seen by its Uptime)</source>
        <translation>Server bei %1 s neu gestartet (PID %2, jetzt %3, an seiner Uptime erkannt)</translation>
    </message>
    <message>
        <source>Server restarted at %1 s (pid %2, now %3)</source>
        <translation>Server bei %1 s neu gestartet (PID %2, jetzt %3)</translation>
    </message>
    <message>
        <source>Server restarted at %1 s (pid %2, seen by its Uptime)</source>
        <translation>Server bei %1 s neu gestartet (PID %2, an seiner Uptime erkannt)</translation>
    </message>
    <message>
        <source>Server restarted at %1 s (pid %2)</source>
        <translation>Server bei %1 s neu gestartet (PID %2)</translation>
    </message>
    <message>
        <source>its threads could not be bound to CPUs %1 (%2): the run ended there</source>
        <translation>seine Threads ließen sich nicht an die CPUs %1 binden (%2): der Lauf endete dort</translation>
    </message>
    <message>
        <source>its threads bound to CPUs %1 again %2 ms after it answered (read back: %3)</source>
        <translation>seine Threads %2 ms nach seiner ersten Antwort wieder an die CPUs %1 gebunden (zurückgelesen: %3)</translation>
    </message>
    <message>
        <source>%1 s without a server; the intervals after it ran against a buffer pool that started empty</source>
        <translation>%1 s ohne Server; die Intervalle danach liefen gegen einen Pufferpool, der leer begann</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>RunSettings</name>
    <message>
        <source>Poisson</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>konstant</translation>
    </message>
    <message>
        <source>a thread per connection</source>
        <translation>ein Thread je Verbindung</translation>
    </message>
    <message>
        <source>async (event loops)</source>
        <translation>async (Event-Loops)</translation>
    </message>
    <message>
        <source>exponential</source>
        <translation>exponentiell</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>Client connections, one thread each</source>
        <translation>Client-Verbindungen, je ein Thread</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>Measured time, after the warm-up</source>
        <translation>Gemessene Zeit, nach dem Aufwärmen</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Aufwärmen:</translation>
    </message>
    <message>
        <source>Time run first and left out of the summary (drawn at negative times)</source>
        <translation>Zeit, die vorab läuft und nicht in die Zusammenfassung eingeht (bei negativen Zeiten gezeichnet)</translation>
    </message>
    <message>
        <source>Report &amp;interval:</source>
        <translation>Berichts&amp;intervall:</translation>
    </message>
    <message>
        <source>One chart point per interval</source>
        <translation>Ein Diagrammpunkt pro Intervall</translation>
    </message>
    <message>
        <source>Target ra&amp;te:</source>
        <translation>Zielra&amp;te:</translation>
    </message>
    <message>
        <source>Target rate (tx/s, 0 = as fast as possible). With a rate, arrivals come at that rate (Poisson) whatever the server does, latency counts from when each was due, and the run stops if more than 10 s of arrivals wait.</source>
        <translation>Zielrate (tx/s, 0 = so schnell wie möglich). Mit einer Rate kommen Ankünfte unabhängig vom Server mit dieser Rate (Poisson), die Latenz zählt ab dem jeweiligen Fälligkeitszeitpunkt, und der Lauf stoppt, wenn Ankünfte von mehr als 10 s warten.</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source> tx/s</source>
        <translation> Tx/s</translation>
    </message>
    <message>
        <source>Arrivals:</source>
        <translation>Ankünfte:</translation>
    </message>
    <message>
        <source>With a target rate: arrivals at random (Poisson) or evenly spaced</source>
        <translation>Mit Zielrate: Ankünfte zufällig (Poisson) oder in gleichen Abständen</translation>
    </message>
    <message>
        <source>Most arrivals waiting:</source>
        <translation>Höchstens wartende Ankünfte:</translation>
    </message>
    <message>
        <source>With a target rate: arrivals due but not started beyond which the run stops (the server cannot keep up)</source>
        <translation>Mit Zielrate: fällige, nicht begonnene Ankünfte, ab denen der Lauf endet (der Server kommt nicht nach)</translation>
    </message>
    <message>
        <source>10 s of arrivals</source>
        <translation>Ankünfte von 10 s</translation>
    </message>
    <message>
        <source>Dri&amp;ver:</source>
        <translation>Trei&amp;ber:</translation>
    </message>
    <message>
        <source>How the client connections are driven: a thread each (as sysbench does, for comparable figures), or many per event-loop thread, one loop per client CPU (thousands of connections from one machine)</source>
        <translation>Wie die Client-Verbindungen betrieben werden: je ein Thread (wie bei sysbench, für vergleichbare Zahlen) oder viele je Event-Loop-Thread, eine Loop je Client-CPU (Tausende Verbindungen von einem Rechner)</translation>
    </message>
    <message>
        <source>Event-loop threads:</source>
        <translation>Event-Loop-Threads:</translation>
    </message>
    <message>
        <source>The async driver&apos;s event-loop threads</source>
        <translation>Die Event-Loop-Threads des async-Treibers</translation>
    </message>
    <message>
        <source>one per client CPU</source>
        <translation>einer je Client-CPU</translation>
    </message>
    <message>
        <source>Connect rate:</source>
        <translation>Verbindungsrate:</translation>
    </message>
    <message>
        <source>Connections opened per second before the run</source>
        <translation>Vor dem Lauf geöffnete Verbindungen pro Sekunde</translation>
    </message>
    <message>
        <source>as fast as accepted</source>
        <translation>so schnell wie angenommen</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> /s</translation>
    </message>
    <message>
        <source>Connect deadline:</source>
        <translation>Verbindungsfrist:</translation>
    </message>
    <message>
        <source>A first connect the server refused in a passing way is tried again until this long after the first attempt</source>
        <translation>Eine erste Verbindung, die der Server vorübergehend abwies, wird bis so lange nach dem ersten Versuch wiederholt</translation>
    </message>
    <message>
        <source>Think time:</source>
        <translation>Denkzeit:</translation>
    </message>
    <message>
        <source>A pause between a client&apos;s transactions (its mean), for many mostly idle connections</source>
        <translation>Eine Pause zwischen den Transaktionen eines Clients (ihr Mittelwert), für viele meist ruhende Verbindungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Think times:</source>
        <translation>Denkzeiten:</translation>
    </message>
    <message>
        <source>Think times drawn around their mean (exponential) or all alike</source>
        <translation>Denkzeiten um ihren Mittelwert gestreut (exponentiell) oder alle gleich</translation>
    </message>
    <message>
        <source>Source addresses:</source>
        <translation>Quelladressen:</translation>
    </message>
    <message>
        <source>Local addresses the TCP connections come from, round-robin, separated by commas; empty: the system&apos;s</source>
        <translation>Lokale Adressen, von denen die TCP-Verbindungen ausgehen, reihum, durch Kommas getrennt; leer: die des Systems</translation>
    </message>
    <message>
        <source>Stall timeout:</source>
        <translation>Stillstandsfrist:</translation>
    </message>
    <message>
        <source>A run whose connections all wait this long for the server ends as stalled; off: the connections&apos; read and write timeouts apply instead</source>
        <translation>Ein Lauf, dessen Verbindungen alle so lange auf den Server warten, endet als stillstehend; aus: stattdessen gelten die Lese- und Schreibfristen der Verbindungen</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Server counters:</source>
        <translation>Serverzähler:</translation>
    </message>
    <message>
        <source>SHOW GLOBAL STATUS counters sampled every interval: default, none or names separated by commas</source>
        <translation>SHOW-GLOBAL-STATUS-Zähler, in jedem Intervall gelesen: default, none oder Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Reconnect give-up:</source>
        <translation>Aufgabe der Neuverbindung nach:</translation>
    </message>
    <message>
        <source>A connection that cannot be re-established for this long ends the run</source>
        <translation>Eine Verbindung, die sich so lange nicht wiederherstellen lässt, beendet den Lauf</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>on CPU</source>
        <translation>auf der CPU</translation>
    </message>
    <message>
        <source>off CPU (waits)</source>
        <translation>außerhalb der CPU (Wartezeiten)</translation>
    </message>
    <message>
        <source>on and off CPU</source>
        <translation>auf und außerhalb der CPU</translation>
    </message>
    <message>
        <source>&amp;Profile the server:</source>
        <translation>Server &amp;profilieren:</translation>
    </message>
    <message>
        <source>On the server&apos;s host, here or through its agent, during the measured part (perf record): on CPU, its functions by share of CPU samples; off CPU, the time its threads wait, by stack and thread. Shown as flame graphs in the report. It costs the server CPU.</source>
        <translation>Auf dem Host des Servers, hier oder über seinen Agenten, während des gemessenen Teils (perf record): auf der CPU seine Funktionen nach Anteil der CPU-Stichproben; außerhalb der CPU die Zeit, die seine Threads warten, nach Stack und Thread. Im Bericht als Flammengrafiken gezeigt. Es kostet den Server CPU-Zeit.</translation>
    </message>
</context>
<context>
    <name>RunSummaryText</name>
    <message numerus="yes">
        <source>%n first connect(s) were tried again after the server refused them for a moment.</source>
        <translation>
            <numerusform>%n erste Verbindung wurde erneut versucht, nachdem der Server sie kurz abgewiesen hatte.</numerusform>
            <numerusform>%n erste Verbindungen wurden erneut versucht, nachdem der Server sie kurz abgewiesen hatte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2% (p95 %3 ms)</source>
        <translation>%1 %2% (p95 %3 ms)</translation>
    </message>
    <message>
        <source>New-Orders/min (NOPM): &lt;b&gt;%1&lt;/b&gt; (server&apos;s d_next_o_id: %2); TPM (server&apos;s commits and rollbacks): %3. </source>
        <translation>Neue Bestellungen/min (NOPM): &lt;b&gt;%1&lt;/b&gt; (d_next_o_id des Servers: %2); TPM (Commits und Rollbacks des Servers): %3. </translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped early</source>
        <translation>Vorzeitig gestoppt</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open loop at %1 tx/s: latency counts from each arrival&apos;s intended start; service time p95 &lt;b&gt;%2&lt;/b&gt; ms; arrivals waiting at the end %3 (peak %4).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Offene Schleife bei %1 tx/s: Die Latenz zählt ab dem vorgesehenen Start jeder Ankunft; Bedienzeit p95 &lt;b&gt;%2&lt;/b&gt; ms; am Ende wartende Ankünfte %3 (Spitze %4).&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>async driver, %n event-loop thread(s)</source>
        <translation>
            <numerusform>Async-Treiber, %n Event-Loop-Thread</numerusform>
            <numerusform>Async-Treiber, %n Event-Loop-Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>thread driver, one thread per connection</source>
        <translation>Thread-Treiber, ein Thread je Verbindung</translation>
    </message>
    <message>
        <source>Connections (%1): %2 of %3 connected, %4 failed connect attempts; connect time avg %5 ms, p95 %6 ms, max %7 ms.</source>
        <translation>Verbindungen (%1): %2 von %3 verbunden, %4 fehlgeschlagene Verbindungsversuche; Verbindungsaufbau Mittel %5 ms, p95 %6 ms, max. %7 ms.</translation>
    </message>
    <message>
        <source>server ran on CPUs %1</source>
        <translation>Server lief auf CPUs %1</translation>
    </message>
    <message>
        <source>clients ran on CPUs %1</source>
        <translation>Clients liefen auf CPUs %1</translation>
    </message>
    <message>
        <source>As the kernel reports: %1.</source>
        <translation>Laut Kernel: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2): %3 transactions, %4/s, p95 %5 ms, %6 errors</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2): %3 Transaktionen, %4/s, p95 %5 ms, %6 Fehler</translation>
    </message>
    <message>
        <source>Client groups, which add up to the total above:</source>
        <translation>Client-Gruppen, deren Summe die Gesamtwerte oben ergibt:</translation>
    </message>
    <message>
        <source>open loop at %1 tx/s (latency from each arrival&apos;s intended start), service time p95 %2 ms</source>
        <translation>offene Schleife bei %1 tx/s (Latenz ab dem vorgesehenen Start jeder Ankunft), Bedienzeit p95 %2 ms</translation>
    </message>
    <message>
        <source>Stalled: the server or the network to it stopped answering</source>
        <translation>Hängengeblieben: der Server oder das Netz zu ihm antwortet nicht mehr</translation>
    </message>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n Client</numerusform>
            <numerusform>%n Clients</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;The server restarted at %1 s (%2 s without it): these figures cover both servers; the %3 s after the restart ran against a buffer pool that started empty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Server startete bei %1 s neu (%2 s ohne ihn): Diese Zahlen umfassen beide Server; die %3 s nach dem Neustart liefen gegen einen Pufferpool, der leer begann.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; after %2 s with %3&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Transactions:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%5/s&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Latency (ms):&lt;/td&gt;&lt;td&gt;min %9, avg %10, p95 &lt;b&gt;%11&lt;/b&gt;, p99 %12, max %13&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Queries:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%6&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%7/s&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Errors:&lt;/td&gt;&lt;td&gt;%8 retried, %14 fatal, %15 reconnects&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; nach %2 s mit %3&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Transaktionen:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%5/s&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Latenz (ms):&lt;/td&gt;&lt;td&gt;min %9, Mittel %10, p95 &lt;b&gt;%11&lt;/b&gt;, p99 %12, max %13&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Abfragen:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%6&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%7/s&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Fehler:&lt;/td&gt;&lt;td&gt;%8 wiederholt, %14 fatal, %15 Neuverbindungen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>RunWords</name>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>warming up</source>
        <translation>wärmt auf</translation>
    </message>
    <message>
        <source>done, the next run starts</source>
        <translation>fertig, der nächste Lauf startet</translation>
    </message>
    <message>
        <source>measuring</source>
        <translation>misst</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>wird gestoppt</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Plan run %1 of %2</source>
        <translation>Planlauf %1 von %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>%1 (not bound yet)</source>
        <translation>%1 (noch nicht gebunden)</translation>
    </message>
    <message>
        <source>not bound</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 s after a warm-up of %2 s</source>
        <translation>%1 s nach %2 s Aufwärmen</translation>
    </message>
    <message>
        <source>%1 s, no warm-up</source>
        <translation>%1 s, ohne Aufwärmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: &lt;b&gt;%2&lt;/b&gt; against %3, clients: %4, %5; server CPUs %6, client CPUs %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: &lt;b&gt;%2&lt;/b&gt; gegen %3, Clients: %4, %5; Server-CPUs %6, Client-CPUs %7</translation>
    </message>
    <message>
        <source>Run %1 of %2: </source>
        <translation>Lauf %1 von %2: </translation>
    </message>
    <message>
        <source>A plan is running: its server and tables are being set up. Stop ends it and keeps everything measured.</source>
        <translation>Ein Plan läuft: sein Server und seine Tabellen werden eingerichtet. Anhalten beendet ihn und behält alles Gemessene.</translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 load processes with mpirun; they connect %n client(s)...</source>
        <translation>
            <numerusform>%1 Lastprozesse werden mit mpirun gestartet; sie verbinden %n Client...</numerusform>
            <numerusform>%1 Lastprozesse werden mit mpirun gestartet; sie verbinden %n Clients...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connecting %n client(s) and checking the tables...</source>
        <translation>
            <numerusform>Verbinde %n Client und prüfe die Tabellen...</numerusform>
            <numerusform>Verbinde %n Clients und prüfe die Tabellen...</numerusform>
        </translation>
    </message>
    <message>
        <source>Warming up (left out of the summary)...</source>
        <translation>Aufwärmen (geht nicht in die Zusammenfassung ein)...</translation>
    </message>
    <message>
        <source>%1; the next run starts...</source>
        <translation>%1; der nächste Lauf startet...</translation>
    </message>
    <message>
        <source>Measuring...</source>
        <translation>Messung läuft...</translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) due but not started: the server is behind the target rate.</source>
        <translation>
            <numerusform>%n Ankunft fällig, aber nicht gestartet: Der Server liegt hinter der Zielrate zurück.</numerusform>
            <numerusform>%n Ankünfte fällig, aber nicht gestartet: Der Server liegt hinter der Zielrate zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping the plan: the current run ends and is kept as interrupted...</source>
        <translation>Plan wird gestoppt: Der aktuelle Lauf endet und wird als unterbrochen behalten...</translation>
    </message>
    <message>
        <source>Stopping: the workers finish their current transaction...</source>
        <translation>Wird gestoppt: Die Worker beenden ihre laufende Transaktion...</translation>
    </message>
    <message>
        <source>Plan finished: experiment %1 in %2.</source>
        <translation>Plan abgeschlossen: Experiment %1 in %2.</translation>
    </message>
    <message>
        <source>Plan stopped: experiment %1 in %2 keeps every run measured, the last one marked interrupted.</source>
        <translation>Plan gestoppt: Experiment %1 in %2 behält jeden gemessenen Lauf, der letzte ist als unterbrochen markiert.</translation>
    </message>
    <message>
        <source>Plan failed at run %1 of %2: %3</source>
        <translation>Plan bei Lauf %1 von %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1. Start again for another run.</source>
        <translation>%1. Erneut starten für einen weiteren Lauf.</translation>
    </message>
    <message>
        <source>%1: %2. Start again for another run.</source>
        <translation>%1: %2. Erneut starten für einen weiteren Lauf.</translation>
    </message>
    <message>
        <source>The server&apos;s CPUs could not be put back: %1</source>
        <translation>Die CPUs des Servers konnten nicht zurückgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The summary of the run appears here when it ends.</source>
        <translation>Die Zusammenfassung des Laufs erscheint hier, wenn er endet.</translation>
    </message>
    <message>
        <source>The plan is starting...</source>
        <translation>Der Plan startet...</translation>
    </message>
    <message>
        <source>Run %1 of %2 is running...</source>
        <translation>Lauf %1 von %2 läuft...</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>Läuft...</translation>
    </message>
    <message>
        <source>No run: nothing was measured.</source>
        <translation>Kein Lauf: Es wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>The plan ended before its first run: nothing was measured.</source>
        <translation>Der Plan endete vor seinem ersten Lauf: nichts wurde gemessen.</translation>
    </message>
    <message>
        <source>Run %1 of %2 was stopped: what it measured is kept, marked interrupted.</source>
        <translation>Lauf %1 von %2 wurde gestoppt: Was er gemessen hat, bleibt erhalten, als unterbrochen markiert.</translation>
    </message>
    <message>
        <source>Run %1 of %2 did not finish: %3</source>
        <translation>Lauf %1 von %2 wurde nicht fertig: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run average&lt;/b&gt;, as in the Summary below; under each, the last interval</source>
        <translation>&lt;b&gt;Mittel des Laufs&lt;/b&gt;, wie in der Zusammenfassung unten; darunter jeweils das letzte Intervall</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last interval&lt;/b&gt; measured before the run ended; no run average</source>
        <translation>&lt;b&gt;Letztes Intervall&lt;/b&gt;, gemessen bevor der Lauf endete; kein Mittel des Laufs</translation>
    </message>
    <message>
        <source>Nothing measured</source>
        <translation>Nichts gemessen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last interval&lt;/b&gt; (errors and reconnects: since the start)</source>
        <translation>&lt;b&gt;Letztes Intervall&lt;/b&gt; (Fehler und Neuverbindungen: seit dem Start)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Stopped at run %1 of %2</source>
        <translation>Gestoppt bei Lauf %1 von %2</translation>
    </message>
    <message>
        <source>Failed at run %1 of %2</source>
        <translation>Fehlgeschlagen bei Lauf %1 von %2</translation>
    </message>
    <message>
        <source>Starting the plan</source>
        <translation>Plan wird gestartet</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <translation>Lauf %1 von %2</translation>
    </message>
    <message>
        <source>elapsed %1, about %2 left</source>
        <translation>vergangen %1, noch etwa %2</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
    <message>
        <source>Plan run %1 of %2: %3</source>
        <translation>Planlauf %1 von %2: %3</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Lauf: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plan&lt;/b&gt;: setting up its server and tables before run 1 of %1</source>
        <translation>&lt;b&gt;Plan&lt;/b&gt;: Server und Tabellen werden vor Lauf 1 von %1 eingerichtet</translation>
    </message>
</context>
<context>
    <name>SandboxText</name>
    <message>
        <source>sandbox server already running in %1</source>
        <translation>Sandbox-Server läuft bereits in %1</translation>
    </message>
    <message>
        <source>restarting the sandbox server in %1 with the program and options asked for</source>
        <translation>Sandbox-Server in %1 wird mit dem gewünschten Programm und den gewünschten Einstellungen neu gestartet</translation>
    </message>
    <message>
        <source>initialising a new data directory in %1</source>
        <translation>neues Datenverzeichnis in %1 wird angelegt</translation>
    </message>
    <message>
        <source>creating the benchmark database &apos;sbtest&apos; and user &apos;%1&apos; (no network until it is done)</source>
        <translation>Benchmark-Datenbank „sbtest“ und Benutzer „%1“ werden angelegt (bis dahin ohne Netzwerk)</translation>
    </message>
    <message>
        <source>starting %1 on port %2 and socket %3</source>
        <translation>%1 wird auf Port %2 und Socket %3 gestartet</translation>
    </message>
    <message>
        <source>sandbox server ready</source>
        <translation>Sandbox-Server bereit</translation>
    </message>
    <message>
        <source>no sandbox server runs in %1; start it with &apos;scalebench-cli sandbox start&apos;</source>
        <translation>in %1 läuft kein Sandbox-Server; starten Sie ihn mit „scalebench-cli sandbox start“</translation>
    </message>
    <message>
        <source>no sandbox server runs in %1; start it on the Connection page</source>
        <translation>in %1 läuft kein Sandbox-Server; starten Sie ihn auf der Seite Verbindung</translation>
    </message>
    <message>
        <source>the sandbox server could not initialise its data directory: mariadb-install-db was not found; install mariadb-server (packaging/install-deps.sh does)</source>
        <translation>der Sandbox-Server konnte sein Datenverzeichnis nicht anlegen: mariadb-install-db fehlt; installieren Sie mariadb-server (das erledigt packaging/install-deps.sh)</translation>
    </message>
    <message>
        <source>the sandbox server could not initialise its data directory</source>
        <translation>der Sandbox-Server konnte sein Datenverzeichnis nicht anlegen</translation>
    </message>
    <message>
        <source>the sandbox server could not start %1</source>
        <translation>der Sandbox-Server konnte %1 nicht starten</translation>
    </message>
    <message>
        <source>the sandbox server ended while it started; its error log says why</source>
        <translation>der Sandbox-Server endete beim Starten; sein Fehlerprotokoll nennt den Grund</translation>
    </message>
    <message>
        <source>the sandbox server did not answer within %1 s of its start</source>
        <translation>der Sandbox-Server antwortete nicht innerhalb von %1 s nach dem Start</translation>
    </message>
    <message>
        <source>the sandbox server could not create its benchmark user</source>
        <translation>der Sandbox-Server konnte seinen Benchmark-Benutzer nicht anlegen</translation>
    </message>
    <message>
        <source>the sandbox server did not stop within %1 s and was killed</source>
        <translation>der Sandbox-Server hielt nicht innerhalb von %1 s an und wurde beendet (SIGKILL)</translation>
    </message>
    <message>
        <source>the sandbox server failed in %1</source>
        <translation>der Sandbox-Server scheiterte in %1</translation>
    </message>
</context>
<context>
    <name>ScalingFigures</name>
    <message>
        <source>Values by concurrency</source>
        <translation>Werte nach Nebenläufigkeit</translation>
    </message>
    <message>
        <source>Percent difference</source>
        <translation>Prozentuale Differenz</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL-Anpassung</translation>
    </message>
    <message>
        <source>Concurrent clients</source>
        <translation>Gleichzeitige Clients</translation>
    </message>
    <message>
        <source>Throughput (queries/s)</source>
        <translation>Durchsatz (Abfragen/s)</translation>
    </message>
    <message>
        <source>Throughput (transactions/s)</source>
        <translation>Durchsatz (Transaktionen/s)</translation>
    </message>
    <message>
        <source>95th percentile latency (ms)</source>
        <translation>Latenz 95. Perzentil (ms)</translation>
    </message>
    <message>
        <source>99th percentile latency (ms)</source>
        <translation>Latenz 99. Perzentil (ms)</translation>
    </message>
    <message>
        <source>Mean latency (ms)</source>
        <translation>Mittlere Latenz (ms)</translation>
    </message>
    <message>
        <source>Errors (per s)</source>
        <translation>Fehler (pro s)</translation>
    </message>
    <message>
        <source>Speedup over %1</source>
        <translation>Speedup gegenüber %1</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>linear scaling</source>
        <translation>lineare Skalierung</translation>
    </message>
    <message>
        <source>Difference (%)</source>
        <translation>Differenz (%)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <source>Server CPU per transaction (µs)</source>
        <translation>Server-CPU je Transaktion (µs)</translation>
    </message>
    <message>
        <source>New-Orders per minute (NOPM)</source>
        <translation>New-Orders je Minute (NOPM)</translation>
    </message>
    <message>
        <source>Transactions per minute (TPM, server)</source>
        <translation>Transaktionen je Minute (TPM, Server)</translation>
    </message>
    <message>
        <source>%1 (no fit: %2)</source>
        <translation>%1 (keine Anpassung: %2)</translation>
    </message>
    <message>
        <source>%1: N* ≈ %2%3</source>
        <translation>%1: N* ≈ %2%3</translation>
    </message>
    <message>
        <source>%1: no peak in the fit</source>
        <translation>%1: kein Maximum in der Anpassung</translation>
    </message>
    <message>
        <source>N* ≈ %1%2</source>
        <translation>N* ≈ %1%2</translation>
    </message>
    <message>
        <source>dashed: the fit beyond the measured range</source>
        <translation>gestrichelt: die Anpassung außerhalb des gemessenen Bereichs</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Durchsatz über die Zeit</translation>
    </message>
    <message>
        <source>%1 (no curve: the USL does not describe these points)</source>
        <translation>%1 (keine Kurve: das USL beschreibt diese Punkte nicht)</translation>
    </message>
    <message>
        <source>%1, fit from %2 on</source>
        <translation>%1, Anpassung ab %2</translation>
    </message>
    <message>
        <source>Server context switches per transaction</source>
        <translation>Kontextwechsel des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server voluntary context switches per transaction</source>
        <translation>Freiwillige Kontextwechsel des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server involuntary context switches per transaction</source>
        <translation>Unfreiwillige Kontextwechsel des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server CPU migrations per transaction</source>
        <translation>CPU-Migrationen des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server instructions per cycle (IPC)</source>
        <translation>Instruktionen pro Takt des Servers (IPC)</translation>
    </message>
    <message>
        <source>Server cycles per transaction</source>
        <translation>Takte des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server instructions per transaction</source>
        <translation>Instruktionen des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server LLC misses per transaction</source>
        <translation>LLC-Fehlzugriffe des Servers pro Transaktion</translation>
    </message>
    <message>
        <source>Server waits per transaction</source>
        <translation>Server-Wartezeiten je Transaktion</translation>
    </message>
    <message>
        <source>1 client</source>
        <translation>1 Client</translation>
    </message>
    <message numerus="yes">
        <source>bars: 95% intervals from the repetitions (Bonferroni over %n)</source>
        <translation>
            <numerusform>Balken: 95-%-Intervalle aus den Wiederholungen (Bonferroni über %n)</numerusform>
            <numerusform>Balken: 95-%-Intervalle aus den Wiederholungen (Bonferroni über %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>bars: 95% intervals from the repetitions</source>
        <translation>Balken: 95-%-Intervalle aus den Wiederholungen</translation>
    </message>
    <message numerus="yes">
        <source>bars: 95% intervals from the repetitions (Bonferroni over %n; none if unbounded)</source>
        <translation>
            <numerusform>Balken: 95-%-Intervalle aus den Wiederholungen (Bonferroni über %n; keine, wo unbeschränkt)</numerusform>
            <numerusform>Balken: 95-%-Intervalle aus den Wiederholungen (Bonferroni über %n; keine, wo unbeschränkt)</numerusform>
        </translation>
    </message>
    <message>
        <source>bars: 95% intervals from the repetitions (none if unbounded)</source>
        <translation>Balken: 95-%-Intervalle aus den Wiederholungen (keine, wo unbeschränkt)</translation>
    </message>
    <message>
        <source>Speedup over the baseline</source>
        <translation>Speedup gegenüber der Basis</translation>
    </message>
    <message>
        <source>bars: 95% intervals of the means; // marks a bar cut at 0</source>
        <translation>Balken: 95-%-Intervalle der Mittelwerte; // markiert einen bei 0 abgeschnittenen Balken</translation>
    </message>
    <message>
        <source>bars: 95% intervals of the means</source>
        <translation>Balken: 95-%-Intervalle der Mittelwerte</translation>
    </message>
    <message>
        <source>%1 (no curve: the fit&apos;s band at %2 holds %3–%4)</source>
        <translation>%1 (keine Kurve: das Band der Anpassung bei %2 umfasst %3–%4)</translation>
    </message>
    <message>
        <source>%1 (no curve: a fit from %2 on finds no rise)</source>
        <translation>%1 (keine Kurve: eine Anpassung ab %2 findet keinen Anstieg)</translation>
    </message>
    <message>
        <source>; // cut at %1</source>
        <translation>; // bei %1 abgeschnitten</translation>
    </message>
</context>
<context>
    <name>ScalingReport</name>
    <message>
        <source>peak</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Server CPU time per transaction (µs)</source>
        <translation>Server-CPU-Zeit je Transaktion (µs)</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>USL peak</source>
        <translation>USL-Maximum</translation>
    </message>
    <message>
        <source>measured peak @ x</source>
        <translation>gemessenes Maximum @ x</translation>
    </message>
    <message>
        <source>RMS error</source>
        <translation>RMS-Fehler</translation>
    </message>
    <message>
        <source> = X(1)</source>
        <translation> = X(1)</translation>
    </message>
    <message>
        <source>Amdahl fit across columns, X(p) = X₁p / (1 + σ(p−1)), with 95% bootstrap intervals; first row: each column at its peak</source>
        <translation>Amdahl-Anpassung über die Spalten, X(p) = X₁p / (1 + σ(p−1)), mit 95-%-Bootstrap-Intervallen; erste Zeile: jede Spalte an ihrem Maximum</translation>
    </message>
    <message>
        <source>max speedup</source>
        <translation>maximale Beschleunigung</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>Verglichen mit %1</translation>
    </message>
    <message>
        <source>speedup %1</source>
        <translation>Beschleunigung %1</translation>
    </message>
    <message>
        <source>efficiency %1</source>
        <translation>Effizienz %1</translation>
    </message>
    <message>
        <source>Percentage difference from %1 to %2</source>
        <translation>Prozentualer Unterschied von %1 zu %2</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>USL fit per column, X(N) = λN / (1 + σ(N−1) + κN(N−1)), with 95% intervals</source>
        <translation>USL-Anpassung je Spalte, X(N) = λN / (1 + σ(N−1) + κN(N−1)), mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>does not describe the means: %1</source>
        <translation>beschreibt die Mittelwerte nicht: %1</translation>
    </message>
    <message>
        <source>%1 (from %2 on)</source>
        <translation>%1 (ab %2)</translation>
    </message>
    <message>
        <source> = X(1), measured once</source>
        <translation> = X(1), einmal gemessen</translation>
    </message>
    <message>
        <source> (fitted: X(1) lies outside)</source>
        <translation> (angepasst: X(1) liegt außerhalb)</translation>
    </message>
    <message>
        <source>Amdahl fit</source>
        <translation>Amdahl-Anpassung</translation>
    </message>
    <message>
        <source>not computed: %1</source>
        <translation>nicht berechnet: %1</translation>
    </message>
    <message>
        <source>%1 (no repetitions)</source>
        <translation>%1 (keine Wiederholungen)</translation>
    </message>
    <message>
        <source>%1: not distinguishable from the run-to-run noise (±%2%)</source>
        <translation>%1: nicht vom Rauschen von Lauf zu Lauf zu unterscheiden (±%2 %)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>%1, within noise</source>
        <translation>%1, im Rauschen</translation>
    </message>
    <message>
        <source>%1 against %2 at %3 %4: %5</source>
        <translation>%1 gegenüber %2 bei %3 %4: %5</translation>
    </message>
    <message numerus="yes">
        <source> (speedups with 95% Fieller intervals from the repetitions, Bonferroni over %n comparisons)</source>
        <translation>
            <numerusform> (Speedups mit 95-%-Fieller-Intervallen aus den Wiederholungen, Bonferroni über %n Vergleich)</numerusform>
            <numerusform> (Speedups mit 95-%-Fieller-Intervallen aus den Wiederholungen, Bonferroni über %n Vergleiche)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with 95% Fieller intervals from the repetitions (Bonferroni over %n rows)</source>
        <translation>
            <numerusform>, mit 95-%-Fieller-Intervallen aus den Wiederholungen (Bonferroni über %n Zeile)</numerusform>
            <numerusform>, mit 95-%-Fieller-Intervallen aus den Wiederholungen (Bonferroni über %n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source> (no repetitions, so no intervals)</source>
        <translation> (keine Wiederholungen, daher keine Intervalle)</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL-Anpassung</translation>
    </message>
    <message>
        <source>no fit (see below)</source>
        <translation>keine Anpassung (siehe unten)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the USL does not describe the means: %2</source>
        <translation>%1: das USL beschreibt die Mittelwerte nicht: %2</translation>
    </message>
    <message>
        <source>%1: not distinguishable from the run-to-run noise (the repetitions disagree too much to bound it)</source>
        <translation>%1: nicht vom Rauschen zwischen Läufen zu unterscheiden (die Wiederholungen weichen zu sehr voneinander ab, um es einzugrenzen)</translation>
    </message>
    <message>
        <source>%1: %2 (up to %3; the repetitions disagree too much to bound it from below)</source>
        <translation>%1: %2 (bis %3; die Wiederholungen weichen zu sehr voneinander ab, um es nach unten einzugrenzen)</translation>
    </message>
    <message>
        <source>a fall</source>
        <translation>ein Rückgang</translation>
    </message>
    <message>
        <source>not distinguishable from the run-to-run noise</source>
        <translation>nicht vom Rauschen zwischen Läufen zu unterscheiden</translation>
    </message>
    <message>
        <source>%1 (the repetitions disagree too much to bound it), within noise</source>
        <translation>%1 (die Wiederholungen weichen zu sehr voneinander ab, um es einzugrenzen), im Rauschen</translation>
    </message>
    <message>
        <source>%1 (up to %2; not bounded below), within noise</source>
        <translation>%1 (bis %2; nach unten nicht begrenzt), im Rauschen</translation>
    </message>
    <message>
        <source>no curve: %1</source>
        <translation>keine Kurve: %1</translation>
    </message>
    <message>
        <source>%1: no curve: %2</source>
        <translation>%1: keine Kurve: %2</translation>
    </message>
</context>
<context>
    <name>ScalingSentence</name>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>throughput peaks at about %1 %2</source>
        <translation>der Durchsatz erreicht sein Maximum bei etwa %1 %2</translation>
    </message>
    <message>
        <source>%1: no values</source>
        <translation>%1: keine Werte</translation>
    </message>
    <message>
        <source>%1: highest %2 at %3 %4</source>
        <translation>%1: höchstens %2 bei %3 %4</translation>
    </message>
    <message>
        <source>%1; USL peak about %2 at %3 %4</source>
        <translation>%1; USL-Maximum etwa %2 bei %3 %4</translation>
    </message>
    <message>
        <source>%1 give %2x of %3 at %4 %5</source>
        <translation>%1 liefern das %2-Fache von %3 bei %4 %5</translation>
    </message>
    <message>
        <source>%1 gives %2x of %3 at %4 %5</source>
        <translation>%1 liefert das %2-Fache von %3 bei %4 %5</translation>
    </message>
    <message>
        <source>%1% increase from %2 to %3 at %4 %5</source>
        <translation>%1 % Zuwachs von %2 auf %3 bei %4 %5</translation>
    </message>
    <message>
        <source>%1% decrease from %2 to %3 at %4 %5</source>
        <translation>%1 % Rückgang von %2 auf %3 bei %4 %5</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source> with about %1</source>
        <translation> mit etwa %1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>the highest value is at %1 %2, the fewest measured: the peak may lie below %1 %2: measure %3</source>
        <translation>der höchste Wert liegt bei %1 %2, der kleinsten gemessenen Zahl: das Maximum kann unter %1 %2 liegen: %3 messen</translation>
    </message>
    <message>
        <source>throughput still rises at %1 %2, the most measured: measure %3</source>
        <translation>der Durchsatz steigt bei %1 %2, der größten gemessenen Zahl, noch an: %3 messen</translation>
    </message>
    <message>
        <source>, outside the %1–%2 %3 measured</source>
        <translation>, außerhalb der gemessenen %1–%2 %3</translation>
    </message>
    <message>
        <source>%1: %2x the throughput at %3x the CPU per transaction (%4 %5)</source>
        <translation>%1: %2-facher Durchsatz bei %3-facher CPU-Zeit je Transaktion (%4 %5)</translation>
    </message>
    <message>
        <source>server CPU per transaction: not available (the runs did not record the server&apos;s CPU time)</source>
        <translation>Server-CPU je Transaktion: nicht verfügbar (die Läufe haben die CPU-Zeit des Servers nicht aufgezeichnet)</translation>
    </message>
    <message>
        <source>from %1 to %2 %3 throughput grows %4x, faster than the %3: with so few %3 the CPUs idle between round trips, which makes each query cost more (most on virtual machines)</source>
        <translation>von %1 auf %2 %3 wächst der Durchsatz auf das %4-Fache, schneller als die Zahl der %3: bei so wenigen %3 warten die CPUs zwischen den Anfragen im Leerlauf, was jede Anfrage teurer macht (am meisten auf virtuellen Maschinen)</translation>
    </message>
    <message>
        <source>bootstrap</source>
        <translation>Bootstrap-</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t-</translation>
    </message>
    <message>
        <source>a bootstrap over the repetitions</source>
        <translation>ein Bootstrap über die Wiederholungen</translation>
    </message>
    <message>
        <source>t intervals from the fit&apos;s Jacobian (delta method for N* and the peak)</source>
        <translation>t-Intervalle aus der Jacobi-Matrix der Anpassung (Delta-Methode für N* und den Höchstwert)</translation>
    </message>
    <message>
        <source> (95% %1 interval %2)</source>
        <translation> (95-%-%1Intervall %2)</translation>
    </message>
    <message>
        <source>the curve misses the means by more than their run-to-run noise (lack of fit, p = %1)</source>
        <translation>die Kurve verfehlt die Mittelwerte um mehr als ihr Rauschen von Lauf zu Lauf (Lack of Fit, p = %1)</translation>
    </message>
    <message>
        <source>the curve misses the mean at %1 %2 by %3% (a fit that describes a table without repetitions misses no mean by more than %4%)</source>
        <translation>die Kurve verfehlt den Mittelwert bei %1 %2 um %3 % (eine Anpassung, die eine Tabelle ohne Wiederholungen beschreibt, verfehlt keinen Mittelwert um mehr als %4 %)</translation>
    </message>
    <message>
        <source>the USL does not describe %1: %2; no curve is drawn</source>
        <translation>das USL beschreibt %1 nicht: %2; es wird keine Kurve gezeichnet</translation>
    </message>
    <message>
        <source>the USL does not describe every point of %1: %2; a fit from %3 %4 on gives: %5</source>
        <translation>das USL beschreibt nicht jeden Punkt von %1: %2; eine Anpassung ab %3 %4 ergibt: %5</translation>
    </message>
    <message>
        <source>the USL does not describe every point of %1: %2; the curve is a fit from %3 %4 on</source>
        <translation>das USL beschreibt nicht jeden Punkt von %1: %2; die Kurve ist eine Anpassung ab %3 %4</translation>
    </message>
    <message>
        <source> (95% %1 interval %2 %3)</source>
        <translation> (95-%-%1Intervall %2 %3)</translation>
    </message>
    <message>
        <source>thread</source>
        <translation>Thread</translation>
    </message>
    <message>
        <source>connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>, not distinguishable from the run-to-run noise (95% interval %1–%2x)</source>
        <translation>, nicht vom Rauschen von Lauf zu Lauf zu unterscheiden (95-%-Intervall %1–%2-fach)</translation>
    </message>
    <message>
        <source>throughput grows %1x from %2 to %3 %4, faster than the %4 (with so few %4 the CPUs idle between round trips, which makes each query cost more, most on virtual machines)</source>
        <translation>der Durchsatz wächst von %2 auf %3 %4 auf das %1-Fache, schneller als die Zahl der %4 (bei so wenigen %4 warten die CPUs zwischen den Anfragen im Leerlauf, was jede Anfrage teurer macht, am meisten auf virtuellen Maschinen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, not distinguishable from the run-to-run noise (the repetitions disagree too much to bound the ratio)</source>
        <translation>, nicht vom Rauschen zwischen Läufen zu unterscheiden (die Wiederholungen weichen zu sehr voneinander ab, um das Verhältnis einzugrenzen)</translation>
    </message>
    <message>
        <source>, not distinguishable from the run-to-run noise (95% interval up to %1x; the repetitions disagree too much to bound it from below)</source>
        <translation>, nicht vom Rauschen zwischen Läufen zu unterscheiden (95-%-Intervall bis %1x; die Wiederholungen weichen zu sehr voneinander ab, um es nach unten einzugrenzen)</translation>
    </message>
    <message>
        <source>one run each, no interval</source>
        <translation>je ein Lauf, kein Intervall</translation>
    </message>
    <message>
        <source>the fit&apos;s 95% band at %1 %2 holds %3–%4 around %5, wider than half the fitted value and than the measurements&apos; own interval there, so a curve would say nothing the table does not</source>
        <translation>das 95-%-Band der Anpassung bei %1 %2 umfasst %3–%4 um %5, breiter als der halbe angepasste Wert und als das eigene Intervall der Messungen dort, also sagte eine Kurve nichts, was die Tabelle nicht sagt</translation>
    </message>
    <message>
        <source>%1; a fit from %2 %3 on finds no rise after %2 %3</source>
        <translation>%1; eine Anpassung ab %2 %3 findet keinen Anstieg nach %2 %3</translation>
    </message>
    <message>
        <source>no USL curve is drawn for %1: %2; the table keeps the measured peak</source>
        <translation>für %1 wird keine USL-Kurve gezeichnet: %2; die Tabelle behält das gemessene Maximum</translation>
    </message>
    <message>
        <source>the USL does not describe every point of %1: %2; a fit from %3 %4 on finds no rise after %3 %4 (its optimum, about %5, lies at or below the first count it fits): throughput is level or falls from there, and no curve is drawn</source>
        <translation>das USL beschreibt nicht jeden Punkt von %1: %2; eine Anpassung ab %3 %4 findet keinen Anstieg nach %3 %4 (ihr Optimum, etwa %5, liegt bei oder unter der ersten angepassten Anzahl): der Durchsatz bleibt von dort an gleich oder fällt, und es wird keine Kurve gezeichnet</translation>
    </message>
    <message>
        <source>throughput is highest at %1, but the fall after it (to %2 %3) is within the run-to-run noise: it levels off rather than peaks</source>
        <translation>der Durchsatz ist bei %1 am höchsten, aber der Rückgang danach (bis %2 %3) liegt im Rauschen zwischen Läufen: er flacht ab, statt einen Gipfel zu haben</translation>
    </message>
    <message>
        <source>throughput is highest at %1 (%2)</source>
        <translation>der Durchsatz ist bei %1 am höchsten (%2)</translation>
    </message>
    <message>
        <source>throughput peaks at %1</source>
        <translation>der Durchsatz erreicht sein Maximum bei %1</translation>
    </message>
    <message>
        <source>the runs did not record how busy the machine was</source>
        <translation>die Läufe haben nicht aufgezeichnet, wie ausgelastet die Maschine war</translation>
    </message>
    <message>
        <source>other programs used %1 of the %2 CPUs during these runs (load average up to %3)</source>
        <translation>andere Programme nutzten während dieser Läufe %1 der %2 CPUs (Load Average bis %3)</translation>
    </message>
    <message>
        <source>, and the hypervisor took %1 CPUs</source>
        <translation>, und der Hypervisor nahm %1 CPUs</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1% at %2 (%3 ± %4)</source>
        <translation>%1 % bei %2 (%3 ± %4)</translation>
    </message>
    <message>
        <source>The measurements are too noisy for a verdict here: the repetitions disagree by up to %1 (coefficient of variation; above %2%, or an interval wider than its mean, a difference or a fit says little); %3. Close other programs, add repetitions or lengthen the runs, then measure again.</source>
        <translation>Die Messungen streuen zu stark für ein Urteil: die Wiederholungen weichen um bis zu %1 voneinander ab (Variationskoeffizient; über %2 % oder mit einem Intervall breiter als der Mittelwert sagt ein Unterschied oder eine Anpassung wenig); %3. Schließen Sie andere Programme, fügen Sie Wiederholungen hinzu oder verlängern Sie die Läufe, und messen Sie erneut.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ScriptProblemText</name>
    <message>
        <source>statement not terminated by &apos;;&apos; before line %1</source>
        <translation>Anweisung vor Zeile %1 nicht mit &apos;;&apos; abgeschlossen</translation>
    </message>
    <message>
        <source>\repeat without \end before line %1</source>
        <translation>\repeat ohne \end vor Zeile %1</translation>
    </message>
    <message>
        <source>unknown command &apos;\%1&apos;: use \set, \repeat or \end</source>
        <translation>unbekannter Befehl &apos;\%1&apos;: möglich sind \set, \repeat oder \end</translation>
    </message>
    <message>
        <source>a variable name is expected after \set</source>
        <translation>nach \set fehlt ein Variablenname</translation>
    </message>
    <message>
        <source>a value is expected: a number or a function such as uniform(1, 1000)</source>
        <translation>hier fehlt ein Wert: eine Zahl oder eine Funktion wie uniform(1, 1000)</translation>
    </message>
    <message>
        <source>unexpected text after the value</source>
        <translation>unerwarteter Text nach dem Wert</translation>
    </message>
    <message>
        <source>a whole number is expected</source>
        <translation>hier muss eine ganze Zahl stehen</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos;: use uniform, random, gaussian, zipfian, pareto, special or string</source>
        <translation>unbekannte Funktion &apos;%1&apos;: möglich sind uniform, random, gaussian, zipfian, pareto, special oder string</translation>
    </message>
    <message>
        <source>&apos;(&apos; is expected after %1</source>
        <translation>nach %1 fehlt &apos;(&apos;</translation>
    </message>
    <message>
        <source>string() takes a quoted pattern: string(&apos;@@@-####&apos;)</source>
        <translation>string() erwartet ein Muster in Anführungszeichen: string(&apos;@@@-####&apos;)</translation>
    </message>
    <message>
        <source>unterminated pattern</source>
        <translation>Muster nicht abgeschlossen</translation>
    </message>
    <message>
        <source>a pattern has 1 to %1 characters</source>
        <translation>ein Muster hat 1 bis %1 Zeichen</translation>
    </message>
    <message>
        <source>&apos;)&apos; is expected: string() takes one pattern</source>
        <translation>&apos;)&apos; fehlt: string() erwartet genau ein Muster</translation>
    </message>
    <message>
        <source>a number is expected</source>
        <translation>hier muss eine Zahl stehen</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;)&apos; is expected</source>
        <translation>&apos;,&apos; oder &apos;)&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;)&apos; is expected</source>
        <translation>&apos;)&apos; fehlt</translation>
    </message>
    <message>
        <source>%1() takes 2 arguments (low, high)</source>
        <translation>%1() erwartet 2 Argumente (low, high)</translation>
    </message>
    <message>
        <source>%1() takes 2 or 3 arguments (low, high[, parameter])</source>
        <translation>%1() erwartet 2 oder 3 Argumente (low, high[, parameter])</translation>
    </message>
    <message>
        <source>low (%1) is above high (%2)</source>
        <translation>low (%1) liegt über high (%2)</translation>
    </message>
    <message>
        <source>the range spans more than %1 values</source>
        <translation>der Bereich umfasst mehr als %1 Werte</translation>
    </message>
    <message>
        <source>the zipfian exponent must not be negative</source>
        <translation>der Exponent von zipfian darf nicht negativ sein</translation>
    </message>
    <message>
        <source>pareto&apos;s h must be between 0 and 1 (exclusive)</source>
        <translation>h von pareto muss zwischen 0 und 1 liegen (ausschließlich)</translation>
    </message>
    <message>
        <source>variable &apos;%1&apos; is set already at line %2</source>
        <translation>Variable &apos;%1&apos; ist schon in Zeile %2 gesetzt</translation>
    </message>
    <message>
        <source>\repeat is only allowed in the prepare section</source>
        <translation>\repeat ist nur im Abschnitt prepare erlaubt</translation>
    </message>
    <message>
        <source>\repeat blocks do not nest (the open one is at line %1)</source>
        <translation>\repeat-Blöcke lassen sich nicht verschachteln (der offene steht in Zeile %1)</translation>
    </message>
    <message>
        <source>\repeat takes a count of at least 1: \repeat 10000 [variable]</source>
        <translation>\repeat erwartet eine Anzahl ab 1: \repeat 10000 [Variable]</translation>
    </message>
    <message>
        <source>a variable name is expected after the count</source>
        <translation>nach der Anzahl fehlt ein Variablenname</translation>
    </message>
    <message>
        <source>unexpected text after \repeat</source>
        <translation>unerwarteter Text nach \repeat</translation>
    </message>
    <message>
        <source>\end without \repeat</source>
        <translation>\end ohne \repeat</translation>
    </message>
    <message>
        <source>unexpected text after \end</source>
        <translation>unerwarteter Text nach \end</translation>
    </message>
    <message>
        <source>&apos;?&apos; is not a placeholder in scripts: use :variable</source>
        <translation>&apos;?&apos; ist in Skripten kein Platzhalter: verwenden Sie :Variable</translation>
    </message>
    <message>
        <source>unknown variable &apos;:%1&apos; (set it with \set before using it)</source>
        <translation>unbekannte Variable &apos;:%1&apos; (setzen Sie sie mit \set, bevor Sie sie verwenden)</translation>
    </message>
    <message>
        <source>variable &apos;:%1&apos; is set in the prepare section</source>
        <translation>Variable &apos;:%1&apos; ist im Abschnitt prepare gesetzt</translation>
    </message>
    <message>
        <source>variable &apos;:%1&apos; is set in the run section</source>
        <translation>Variable &apos;:%1&apos; ist im Abschnitt run gesetzt</translation>
    </message>
    <message>
        <source>no transaction statements inside \repeat: ScaleBench commits every 1000 rows</source>
        <translation>keine Transaktionsanweisungen in \repeat: ScaleBench schreibt alle 1000 Zeilen fest</translation>
    </message>
    <message>
        <source>BEGIN inside the transaction opened at line %1</source>
        <translation>BEGIN innerhalb der in Zeile %1 geöffneten Transaktion</translation>
    </message>
    <message>
        <source>table %1 is created twice</source>
        <translation>Tabelle %1 wird zweimal angelegt</translation>
    </message>
    <message>
        <source>CREATE TABLE needs a plain table name (letters, digits, &apos;_&apos;, &apos;$&apos;; no database prefix): &apos;%1&apos;</source>
        <translation>CREATE TABLE braucht einen einfachen Tabellennamen (Buchstaben, Ziffern, &apos;_&apos;, &apos;$&apos;; kein Datenbankpräfix): &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated %1 quote</source>
        <translation>Anführungszeichen %1 nicht geschlossen</translation>
    </message>
    <message>
        <source>unterminated /* comment</source>
        <translation>Kommentar /* nicht geschlossen</translation>
    </message>
    <message>
        <source>\repeat without \end</source>
        <translation>\repeat ohne \end</translation>
    </message>
    <message>
        <source>BEGIN without COMMIT or ROLLBACK</source>
        <translation>BEGIN ohne COMMIT oder ROLLBACK</translation>
    </message>
    <message>
        <source>no statement to run (everything is in the prepare section?)</source>
        <translation>keine Anweisung zum Ausführen (steht alles im Abschnitt prepare?)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a file name is missing (FILE[@WEIGHT],...)</source>
        <translation>&apos;%1&apos;: ein Dateiname fehlt (DATEI[@GEWICHT],...)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the weight after &apos;@&apos; must be a whole number of at least 1</source>
        <translation>&apos;%1&apos;: das Gewicht nach &apos;@&apos; muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a file name is missing before &apos;@&apos;</source>
        <translation>&apos;%1&apos;: vor &apos;@&apos; fehlt ein Dateiname</translation>
    </message>
    <message>
        <source>give at least one script file (FILE[@WEIGHT],...)</source>
        <translation>geben Sie mindestens eine Skriptdatei an (DATEI[@GEWICHT],...)</translation>
    </message>
    <message>
        <source>table %1 is created by %2 already</source>
        <translation>Tabelle %1 wird schon von %2 angelegt</translation>
    </message>
    <message>
        <source>the script is wrong</source>
        <translation>das Skript ist fehlerhaft</translation>
    </message>
</context>
<context>
    <name>ServerCpuSection</name>
    <message>
        <source>kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Context switches per transaction (the server&apos;s threads)</source>
        <translation>Kontextwechsel pro Transaktion (die Threads des Servers)</translation>
    </message>
    <message>
        <source>CPU migrations per transaction (the server&apos;s threads)</source>
        <translation>CPU-Migrationen pro Transaktion (die Threads des Servers)</translation>
    </message>
    <message>
        <source>Instructions per cycle (IPC) of the server&apos;s threads</source>
        <translation>Instruktionen pro Takt (IPC) der Threads des Servers</translation>
    </message>
    <message>
        <source>no PMU: this machine has no hardware counters, as most virtual machines</source>
        <translation>keine PMU: Dieser Rechner hat keine Hardwarezähler, wie die meisten virtuellen Maschinen</translation>
    </message>
    <message>
        <source>the kernel&apos;s perf_event_paranoid setting forbids it without CAP_PERFMON</source>
        <translation>die Kernel-Einstellung perf_event_paranoid verbietet es ohne CAP_PERFMON</translation>
    </message>
    <message>
        <source>the server is not on this machine</source>
        <translation>der Server läuft nicht auf diesem Rechner</translation>
    </message>
    <message>
        <source>the server process was gone</source>
        <translation>der Serverprozess war beendet</translation>
    </message>
    <message>
        <source>perf is not installed (Debian: linux-perf)</source>
        <translation>perf ist nicht installiert (Debian: linux-perf)</translation>
    </message>
    <message>
        <source>the server used no CPU while it was recorded</source>
        <translation>der Server hat während der Aufzeichnung keine CPU genutzt</translation>
    </message>
    <message>
        <source>perf failed</source>
        <translation>perf ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 %2: %3 → %4</source>
        <translation>%1 %2: %3 → %4</translation>
    </message>
    <message>
        <source>With SMT the server&apos;s IPC does not change beyond its 95% intervals (%1 ± %2 and %3 ± %4; %5).</source>
        <translation>Mit SMT ändert sich die IPC des Servers nicht über ihre 95-%-Intervalle hinaus (%1 ± %2 und %3 ± %4; %5).</translation>
    </message>
    <message>
        <source>With SMT the server&apos;s IPC falls from %1 (± %2) to %3 (± %4) (%5).</source>
        <translation>Mit SMT fällt die IPC des Servers von %1 (± %2) auf %3 (± %4) (%5).</translation>
    </message>
    <message>
        <source>With SMT the server&apos;s IPC rises from %1 (± %2) to %3 (± %4) (%5).</source>
        <translation>Mit SMT steigt die IPC des Servers von %1 (± %2) auf %3 (± %4) (%5).</translation>
    </message>
    <message>
        <source>With SMT the server&apos;s IPC falls from %1 to %2 (%3; one run each, no interval).</source>
        <translation>Mit SMT fällt die IPC des Servers von %1 auf %2 (%3; je ein Lauf, kein Intervall).</translation>
    </message>
    <message>
        <source>With SMT the server&apos;s IPC rises from %1 to %2 (%3; one run each, no interval).</source>
        <translation>Mit SMT steigt die IPC des Servers von %1 auf %2 (%3; je ein Lauf, kein Intervall).</translation>
    </message>
    <message>
        <source>Top %1 functions by own samples: %2</source>
        <translation>Die %1 Funktionen mit den meisten eigenen Samples: %2</translation>
    </message>
    <message>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>where</source>
        <translation>wo</translation>
    </message>
    <message>
        <source>self %</source>
        <translation>selbst %</translation>
    </message>
    <message>
        <source>with callees %</source>
        <translation>mit Aufgerufenen %</translation>
    </message>
    <message>
        <source>self µs per transaction</source>
        <translation>selbst µs pro Transaktion</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>µs/tx, %1</source>
        <translation>µs/Tx, %1</translation>
    </message>
    <message>
        <source>change µs/tx</source>
        <translation>Änderung µs/Tx</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>What the server&apos;s CPUs did</source>
        <translation>Was die CPUs des Servers taten</translation>
    </message>
    <message>
        <source>%1: not available (%2).</source>
        <translation>%1: nicht verfügbar (%2).</translation>
    </message>
    <message>
        <source>On-CPU profile: not available for some runs (%1).</source>
        <translation>On-CPU-Profil: für einige Läufe nicht verfügbar (%1).</translation>
    </message>
    <message>
        <source>On-CPU profile: %1</source>
        <translation>On-CPU-Profil: %1</translation>
    </message>
    <message>
        <source>%1 samples of %2 at %3 Hz over %4 run(s): kernel %5%, server %6%, libraries %7%, unknown %8% (where the sampled instruction was).</source>
        <translation>%1 Samples von %2 bei %3 Hz aus %4 Lauf/Läufen: Kernel %5 %, Server %6 %, Bibliotheken %7 %, unbekannt %8 % (wo die abgetastete Instruktion lag).</translation>
    </message>
    <message>
        <source>%1% of the stacks are truncated: they do not reach their thread&apos;s start, because the server (or a library) was built without frame pointers; their callers are missing, and addresses without a symbol are grouped per library, as [libc.so.6].</source>
        <translation>%1 % der Stacks sind abgeschnitten: Sie reichen nicht bis zum Start ihres Threads, weil der Server (oder eine Bibliothek) ohne Frame-Pointer gebaut wurde; ihre Aufrufer fehlen, und Adressen ohne Symbol sind je Bibliothek zusammengefasst, etwa [libc.so.6].</translation>
    </message>
    <message>
        <source>On-CPU flame graph: %1</source>
        <translation>On-CPU-Flame-Graph: %1</translation>
    </message>
    <message>
        <source>Difference: %1 → %2</source>
        <translation>Unterschied: %1 → %2</translation>
    </message>
    <message>
        <source>Own CPU time per transaction of each function (µs, from the samples), the ones that grew most first.</source>
        <translation>Eigene CPU-Zeit pro Transaktion je Funktion (µs, aus den Samples), die am stärksten gewachsenen zuerst.</translation>
    </message>
    <message>
        <source>needs agent protocol 2: the agent on the server&apos;s host is older; install this version&apos;s scalebench-agent there</source>
        <translation>braucht Agent-Protokoll 2: der Agent auf dem Host des Servers ist älter; installieren Sie dort den scalebench-agent dieser Version</translation>
    </message>
    <message>
        <source>the server runs as another user: give the agent CAP_PERFMON, or run it as that user or root</source>
        <translation>der Server läuft unter einem anderen Benutzer: geben Sie dem Agenten CAP_PERFMON oder starten Sie ihn als dieser Benutzer oder als root</translation>
    </message>
    <message>
        <source>the agent on the server&apos;s host failed</source>
        <translation>der Agent auf dem Host des Servers ist ausgefallen</translation>
    </message>
    <message>
        <source>Counted over the measured part on every thread of the server, on its host: switches and migrations as /proc gives them (the threads alive at the end), and where the host has a PMU its hardware counters (inherited by threads born during the run), divided by the run&apos;s transactions; repetitions give mean ± 95% interval.</source>
        <translation>Gezählt über den gemessenen Teil auf jedem Thread des Servers, auf seinem Rechner: Kontextwechsel und Migrationen, wie /proc sie angibt (die am Ende lebenden Threads), und wo der Rechner eine PMU hat, seine Hardware-Zähler (vererbt an Threads, die während des Laufs entstehen), geteilt durch die Transaktionen des Laufs; Wiederholungen ergeben Mittelwert ± 95-%-Intervall.</translation>
    </message>
</context>
<context>
    <name>ServerProblemText</name>
    <message>
        <source>the server at %1 answered, but only %2 of %3 connections could be opened in %4 s</source>
        <translation>der Server %1 antwortete, aber nur %2 von %3 Verbindungen ließen sich in %4 s öffnen</translation>
    </message>
    <message>
        <source>%1: it kept answering &quot;too many connections&quot; (max_connections is %2, and other sessions hold some); raise max_connections, end the other sessions or use fewer %3</source>
        <translation>%1: er antwortete weiter „too many connections“ (max_connections ist %2, und andere Sitzungen belegen einige); max_connections erhöhen, die anderen Sitzungen beenden oder weniger %3 verwenden</translation>
    </message>
    <message>
        <source>clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>back_log is %1</source>
        <translation>back_log ist %1</translation>
    </message>
    <message>
        <source>back_log is not known</source>
        <translation>back_log ist nicht bekannt</translation>
    </message>
    <message>
        <source>%1, and net.core.somaxconn is %2 on this host</source>
        <translation>%1, und net.core.somaxconn ist auf diesem Rechner %2</translation>
    </message>
    <message>
        <source>%1: their handshakes were lost or refused, as when more connections arrive at once than the server&apos;s accept queue holds (%2)</source>
        <translation>%1: ihre Anmeldungen gingen verloren oder wurden abgewiesen, wie wenn mehr Verbindungen auf einmal ankommen, als die Warteschlange des Servers für neue Verbindungen fasst (%2)</translation>
    </message>
    <message>
        <source>; this process may open at most %1 files (ulimit -n)</source>
        <translation>; dieser Prozess darf höchstens %1 Dateien öffnen (ulimit -n)</translation>
    </message>
    <message>
        <source>%1. Open the connections more slowly (--connect-rate=N), raise back_log on the server (and somaxconn on its host), or allow more time (--connect-deadline=S)</source>
        <translation>%1. Die Verbindungen langsamer öffnen (--connect-rate=N), back_log auf dem Server erhöhen (und somaxconn auf seinem Rechner) oder mehr Zeit geben (--connect-deadline=S)</translation>
    </message>
    <message>
        <source>%1. Raise back_log on the server (and somaxconn on its host), or open the connections more slowly (connect_rate in a plan)</source>
        <translation>%1. back_log auf dem Server erhöhen (und somaxconn auf seinem Rechner) oder die Verbindungen langsamer öffnen (connect_rate in einem Plan)</translation>
    </message>
    <message>
        <source>the server&apos;s answer to %1 failed the check: %2 of %3 keys found, %4 of them with a value other than %5</source>
        <translation>die Antwort des Servers auf %1 bestand die Prüfung nicht: %2 von %3 Schlüsseln gefunden, davon %4 mit einem anderen Wert als %5</translation>
    </message>
    <message>
        <source>the server&apos;s answer to %1 failed the check: %2 of %3 keys changed</source>
        <translation>die Antwort des Servers auf %1 bestand die Prüfung nicht: %2 von %3 Schlüsseln geändert</translation>
    </message>
    <message>
        <source>the connection to the server was lost while running %1</source>
        <translation>die Verbindung zum Server brach beim Ausführen von %1 ab</translation>
    </message>
    <message>
        <source>the connection to the server was lost while the workload ran</source>
        <translation>die Verbindung zum Server brach ab, während der Workload lief</translation>
    </message>
    <message>
        <source>the connection to the server was lost while preparing %1</source>
        <translation>die Verbindung zum Server brach beim Vorbereiten von %1 ab</translation>
    </message>
    <message>
        <source>the connection to the server was lost while binding the parameters of %1</source>
        <translation>die Verbindung zum Server brach beim Binden der Parameter von %1 ab</translation>
    </message>
    <message>
        <source>the connection to the server was lost while connecting again to %1</source>
        <translation>die Verbindung zum Server brach beim erneuten Verbinden mit %1 ab</translation>
    </message>
    <message>
        <source>the connection to the server was lost while %1</source>
        <translation>die Verbindung zum Server brach ab bei: %1</translation>
    </message>
    <message>
        <source>the server returned an error while running %1</source>
        <translation>der Server meldete beim Ausführen von %1 einen Fehler</translation>
    </message>
    <message>
        <source>the server returned an error while the workload ran</source>
        <translation>der Server meldete einen Fehler, während der Workload lief</translation>
    </message>
    <message>
        <source>the server returned an error while preparing %1</source>
        <translation>der Server meldete beim Vorbereiten von %1 einen Fehler</translation>
    </message>
    <message>
        <source>the server returned an error while binding the parameters of %1</source>
        <translation>der Server meldete beim Binden der Parameter von %1 einen Fehler</translation>
    </message>
    <message>
        <source>the table %1 holds rows left by an interrupted run; prepare it again with &apos;scalebench-cli prepare&apos; and --recreate to start empty</source>
        <translation>die Tabelle %1 enthält Zeilen eines abgebrochenen Laufs; bereiten Sie sie mit „scalebench-cli prepare“ und --recreate neu vor, um leer zu beginnen</translation>
    </message>
    <message>
        <source>the table %1 holds rows left by an interrupted run; prepare it again (Prepare on the Workload page with &quot;Drop and load again tables that exist&quot;) to start empty</source>
        <translation>die Tabelle %1 enthält Zeilen eines abgebrochenen Laufs; bereiten Sie sie neu vor („Vorbereiten“ auf der Seite Workload mit „Vorhandene Tabellen löschen und neu laden“), um leer zu beginnen</translation>
    </message>
    <message>
        <source>the server returned an error</source>
        <translation>der Server meldete einen Fehler</translation>
    </message>
    <message>
        <source>the server returned an error for %1</source>
        <translation>der Server meldete einen Fehler bei %1</translation>
    </message>
</context>
<context>
    <name>ServerVariableText</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
</context>
<context>
    <name>TimelineFigure</name>
    <message>
        <source>Time since the measured start (s)</source>
        <translation>Zeit seit dem Messbeginn (s)</translation>
    </message>
    <message>
        <source>Time since the measured start (min:s)</source>
        <translation>Zeit seit dem Messbeginn (min:s)</translation>
    </message>
    <message>
        <source>Time since the measured start (h:min)</source>
        <translation>Zeit seit dem Messbeginn (h:min)</translation>
    </message>
    <message>
        <source>incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>server restarted</source>
        <translation>Server neu gestartet</translation>
    </message>
</context>
<context>
    <name>WhyScales</name>
    <message>
        <source>server CPU (all its threads)</source>
        <translation>Server-CPU (alle seine Threads)</translation>
    </message>
    <message>
        <source>file I/O (all server threads)</source>
        <translation>Datei-E/A (alle Server-Threads)</translation>
    </message>
    <message>
        <source>%1 waits, all events</source>
        <translation>%1-Wartezeiten, alle Ereignisse</translation>
    </message>
    <message>
        <source>throughput rises %1%</source>
        <translation>der Durchsatz steigt um %1%</translation>
    </message>
    <message>
        <source>throughput falls %1%</source>
        <translation>der Durchsatz fällt um %1%</translation>
    </message>
    <message>
        <source>(%1% to %2%: not told apart from no change)</source>
        <translation>(%1% bis %2%: nicht von keiner Änderung zu unterscheiden)</translation>
    </message>
    <message>
        <source>%1 time per transaction falls to 0</source>
        <translation>die Zeit je Transaktion von %1 fällt auf 0</translation>
    </message>
    <message>
        <source>%1 time per transaction grows %2</source>
        <translation>die Zeit je Transaktion von %1 wächst auf das %2</translation>
    </message>
    <message>
        <source>%1 time per transaction shrinks to %2</source>
        <translation>die Zeit je Transaktion von %1 schrumpft auf das %2</translation>
    </message>
    <message>
        <source>%1: from %2 to %3 clients %4; no wait&apos;s or the CPU&apos;s time per transaction changed beyond the noise.</source>
        <translation>%1: von %2 auf %3 Clients %4; keine Wartezeit und nicht die CPU-Zeit je Transaktion änderte sich über das Rauschen hinaus.</translation>
    </message>
    <message>
        <source>%1: from %2 to %3 clients %4 while %5.</source>
        <translation>%1: von %2 auf %3 Clients %4, während %5.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Each client count was measured once: these changes have no interval, and only those of 1.5x or more are named. Repeat the runs (repetitions in the plan) for intervals.</source>
        <translation>Jede Client-Anzahl wurde einmal gemessen: diese Änderungen haben kein Intervall, und nur solche um das 1,5-Fache oder mehr werden genannt. Wiederholen Sie die Läufe (Wiederholungen im Plan) für Intervalle.</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>tx/s</source>
        <translation>Tx/s</translation>
    </message>
    <message>
        <source>Concurrent clients, by column</source>
        <translation>Gleichzeitige Clients, nach Spalte</translation>
    </message>
    <message>
        <source>Synch waits per transaction (µs)</source>
        <translation>Synchronisations-Wartezeit je Transaktion (µs)</translation>
    </message>
    <message>
        <source>other synch waits</source>
        <translation>übrige Synchronisations-Wartezeiten</translation>
    </message>
    <message>
        <source>performance_schema was OFF: start the server with performance_schema=ON and performance-schema-instrument=&apos;wait/%=ON&apos; (the sandbox: sandbox start --performance-schema, or &quot;performance_schema&quot;: true in a plan&apos;s sandbox).</source>
        <translation>performance_schema war AUS: starten Sie den Server mit performance_schema=ON und performance-schema-instrument=&apos;wait/%=ON&apos; (die Sandbox: sandbox start --performance-schema, oder &quot;performance_schema&quot;: true in der Sandbox eines Plans).</translation>
    </message>
    <message>
        <source>the benchmark user may not read performance_schema (GRANT SELECT ON performance_schema.*).</source>
        <translation>der Benchmark-Benutzer darf performance_schema nicht lesen (GRANT SELECT ON performance_schema.*).</translation>
    </message>
    <message>
        <source>the server did not answer the profile&apos;s queries at the end of the run.</source>
        <translation>der Server beantwortete die Abfragen des Profils am Ende des Laufs nicht.</translation>
    </message>
    <message>
        <source>the run was stored before ScaleBench kept wait profiles.</source>
        <translation>der Lauf wurde gespeichert, bevor ScaleBench Wartezeitprofile aufbewahrte.</translation>
    </message>
    <message numerus="yes">
        <source>No wait profile in %n run(s): %1</source>
        <translation>
            <numerusform>Kein Wartezeitprofil in %n Lauf: %1</numerusform>
            <numerusform>Kein Wartezeitprofil in %n Läufen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <source>%1: from %2 to %3 clients no wait&apos;s or the CPU&apos;s time per transaction changed beyond the noise at any step; throughput changed by %4.</source>
        <translation>%1: von %2 auf %3 Clients änderte sich in keinem Schritt eine Wartezeit oder die CPU-Zeit je Transaktion über das Rauschen hinaus; der Durchsatz änderte sich um %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>fsyncs (Innodb_data_fsyncs)</source>
        <translation>fsyncs (Innodb_data_fsyncs)</translation>
    </message>
    <message>
        <source>redo bytes (Innodb_os_log_written)</source>
        <translation>Redo-Bytes (Innodb_os_log_written)</translation>
    </message>
    <message>
        <source>server context switches</source>
        <translation>Kontextwechsel des Servers</translation>
    </message>
    <message>
        <source>server CPU migrations</source>
        <translation>CPU-Wechsel des Servers</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 per transaction %2 against %3</source>
        <translation>%1 je Transaktion %2 gegenüber %3</translation>
    </message>
    <message>
        <source>throughput %1</source>
        <translation>Durchsatz %1</translation>
    </message>
    <message>
        <source>at 1 client</source>
        <translation>bei 1 Client</translation>
    </message>
    <message>
        <source>at %1 clients</source>
        <translation>bei %1 Clients</translation>
    </message>
    <message>
        <source>%1 against %2 %3: %4; no per-transaction metric differs between them beyond the noise.</source>
        <translation>%1 gegenüber %2 %3: %4; keine Messgröße je Transaktion unterscheidet sich zwischen ihnen über das Rauschen hinaus.</translation>
    </message>
    <message>
        <source>%1 against %2 %3: %4; %5.</source>
        <translation>%1 gegenüber %2 %3: %4; %5.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>This server has no %1: MariaDB 10.8 and later do not instrument redo-log I/O, so the file I/O rows leave out the redo log&apos;s writes and fsyncs (not 0: not measured); see Innodb_data_fsyncs and Innodb_os_log_written per transaction.</source>
        <translation>Dieser Server hat kein %1: MariaDB ab 10.8 erfasst die E/A des Redo-Logs nicht, daher fehlen in den Datei-E/A-Zeilen die Schreibvorgänge und fsyncs des Redo-Logs (nicht 0: nicht gemessen); siehe Innodb_data_fsyncs und Innodb_os_log_written je Transaktion.</translation>
    </message>
    <message>
        <source>This server has no %1: its time is not measured (not 0).</source>
        <translation>Dieser Server hat kein %1: seine Zeit wird nicht gemessen (nicht 0).</translation>
    </message>
    <message>
        <source>%1: the server&apos;s time and counts per transaction by %2. Synch and file waits happen inside the table-level waits of the same connections, so the levels are not added up; CPU and file I/O count every server thread, the status counters (1/tx, B/tx) the whole server.</source>
        <translation>%1: Zeit und Zähler des Servers je Transaktion nach %2. Synchronisations- und Datei-Wartezeiten liegen innerhalb der Wartezeiten auf Tabellenebene derselben Verbindungen, daher werden die Ebenen nicht addiert; CPU und Datei-E/A zählen jeden Server-Thread, die Statuszähler (1/tx, B/tx) den ganzen Server.</translation>
    </message>
    <message>
        <source>%1 per transaction falls to 0</source>
        <translation>%1 je Transaktion fällt auf 0</translation>
    </message>
    <message>
        <source>%1 per transaction doubles (%2)</source>
        <translation>%1 je Transaktion verdoppelt sich (%2)</translation>
    </message>
    <message>
        <source>%1 per transaction halves (%2)</source>
        <translation>%1 je Transaktion halbiert sich (%2)</translation>
    </message>
    <message>
        <source>%1 per transaction grows %2</source>
        <translation>%1 je Transaktion wächst auf das %2</translation>
    </message>
    <message>
        <source>%1 per transaction shrinks to %2</source>
        <translation>%1 je Transaktion schrumpft auf das %2</translation>
    </message>
    <message>
        <source>the run was made by several load processes and stored before ScaleBench read their wait profile.</source>
        <translation>der Lauf mehrerer Lastprozesse wurde gespeichert, bevor ScaleBench ihr Wartezeitprofil las.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ScaleBench workstation</source>
        <translation>ScaleBench-Arbeitsplatz</translation>
    </message>
    <message>
        <source>Visit every page, save a PNG of each in DIR and quit (with a short real run on the sandbox in --sandbox-dir when given).</source>
        <translation>Jede Seite aufrufen, von jeder ein PNG in VERZ speichern und beenden (mit einem kurzen echten Lauf auf der Sandbox in --sandbox-dir, falls angegeben).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>VERZ</translation>
    </message>
    <message>
        <source>The sandbox directory to use instead of the user&apos;s.</source>
        <translation>Das Sandbox-Verzeichnis, das statt dem des Benutzers verwendet wird.</translation>
    </message>
    <message>
        <source>Load the plan FILE into the Plan page and run it, watched on the Run page.</source>
        <translation>Plan-Datei FILE auf der Seite „Plan“ laden und ausführen, beobachtet auf der Seite „Lauf“.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>The results file to use instead of the user&apos;s (the CLI&apos;s default).</source>
        <translation>Zu verwendende Ergebnisdatei anstelle der des Benutzers (Standard der CLI).</translation>
    </message>
    <message>
        <source>With --run-plan: quit when the plan ends (exit status 0 when every run finished).</source>
        <translation>Mit --run-plan: beenden, wenn der Plan endet (Exit-Status 0, wenn jeder Lauf abgeschlossen wurde).</translation>
    </message>
    <message>
        <source>Load the plan FILE and resume it: only the runs its experiment in the results file lacks (as &apos;plan resume&apos;).</source>
        <translation>Den Plan DATEI laden und fortsetzen: nur die Läufe, die seinem Experiment in der Ergebnisdatei fehlen (wie &apos;plan resume&apos;).</translation>
    </message>
</context>
<context>
    <name>sb::ConnectionPage</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>a label for reports, e.g. prod-replica</source>
        <translation>eine Bezeichnung für Berichte, z. B. prod-replica</translation>
    </message>
    <message>
        <source>empty: the local socket</source>
        <translation>leer: der lokale Socket</translation>
    </message>
    <message>
        <source>e.g. /run/mysqld/mysqld.sock</source>
        <translation>z. B. /run/mysqld/mysqld.sock</translation>
    </message>
    <message>
        <source>kept for this session only</source>
        <translation>nur für diese Sitzung gespeichert</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Preferred</source>
        <translation>Bevorzugt</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Verify CA</source>
        <translation>CA prüfen</translation>
    </message>
    <message>
        <source>Verify identity</source>
        <translation>Identität prüfen</translation>
    </message>
    <message>
        <source>Verify CA and Verify identity need the CA certificate file</source>
        <translation>„CA prüfen“ und „Identität prüfen“ brauchen die Datei mit dem CA-Zertifikat</translation>
    </message>
    <message>
        <source>CA certificate (PEM)</source>
        <translation>CA-Zertifikat (PEM)</translation>
    </message>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Choose the CA certificate file</source>
        <translation>Datei mit dem CA-Zertifikat wählen</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Socket:</source>
        <translation>&amp;Socket:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>T&amp;LS mode:</source>
        <translation>T&amp;LS-Modus:</translation>
    </message>
    <message>
        <source>&amp;CA file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>Connection test</source>
        <translation>Verbindungstest</translation>
    </message>
    <message>
        <source>Not tested yet. &lt;i&gt;Test connection&lt;/i&gt; connects once and reads what the server is.</source>
        <translation>Noch nicht getestet. &lt;i&gt;Verbindung testen&lt;/i&gt; verbindet sich einmal und liest aus, um welchen Server es sich handelt.</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Connecting to %1...</source>
        <translation>Verbinde mit %1...</translation>
    </message>
    <message>
        <source>Connection failed.</source>
        <translation>Verbindung fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>Verbunden mit %1.</translation>
    </message>
    <message>
        <source>kept in the system keychain</source>
        <translation>im System-Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>Several servers (a cluster&apos;s SQL nodes): sql1,sql2,sql3 with one port; the run&apos;s connections go round-robin over them</source>
        <translation>Mehrere Server (die SQL-Knoten eines Clusters): sql1,sql2,sql3 mit einem Port; die Verbindungen des Laufs werden reihum (Round-Robin) auf sie verteilt</translation>
    </message>
    <message>
        <source>or a directory of CA certificates</source>
        <translation>oder ein Verzeichnis mit CA-Zertifikaten</translation>
    </message>
    <message>
        <source>client certificate (PEM), if the account requires one</source>
        <translation>Client-Zertifikat (PEM), falls das Konto eines verlangt</translation>
    </message>
    <message>
        <source>the client certificate&apos;s private key (PEM)</source>
        <translation>privater Schlüssel des Client-Zertifikats (PEM)</translation>
    </message>
    <message>
        <source>e.g. TLSv1.2,TLSv1.3; empty: the library&apos;s default</source>
        <translation>z. B. TLSv1.2,TLSv1.3; leer: Vorgabe der Bibliothek</translation>
    </message>
    <message>
        <source>CA &amp;directory:</source>
        <translation>CA-&amp;Verzeichnis:</translation>
    </message>
    <message>
        <source>Client c&amp;ertificate:</source>
        <translation>Client-&amp;Zertifikat:</translation>
    </message>
    <message>
        <source>Client &amp;key:</source>
        <translation>Client-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>TLS &amp;versions:</source>
        <translation>TLS-V&amp;ersionen:</translation>
    </message>
    <message>
        <source>Preferred: TLS when the server offers it. Required: TLS or no connection. Verify CA: also checks the server&apos;s certificate against the CA file or directory. Verify identity: also checks that the certificate names the host. A unix socket uses no TLS.</source>
        <translation>Bevorzugt: TLS, wenn der Server es anbietet. Erforderlich: TLS oder keine Verbindung. CA prüfen: prüft zusätzlich das Zertifikat des Servers gegen die CA-Datei oder das CA-Verzeichnis. Identität prüfen: prüft zusätzlich, dass das Zertifikat den Host nennt. Ein Unix-Socket verwendet kein TLS.</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Version:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Round trip:&lt;/td&gt;&lt;td&gt;%4 ms (median of 5 × SELECT 1); connecting took %5 ms&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;TLS:&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Version:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Umlaufzeit:&lt;/td&gt;&lt;td&gt;%4 ms (Median aus 5 × SELECT 1); Verbindungsaufbau %5 ms&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;TLS:&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>not encrypted</source>
        <translation>unverschlüsselt</translation>
    </message>
    <message>
        <source>Server&apos;s host (for CPU binding when the server runs on another machine)</source>
        <translation>Rechner des Servers (zum Binden der CPUs, wenn der Server auf einem anderen Rechner läuft)</translation>
    </message>
    <message>
        <source>USER@HOST[:PORT]; empty: the server runs on this machine</source>
        <translation>USER@HOST[:PORT]; leer: der Server läuft auf diesem Rechner</translation>
    </message>
    <message>
        <source>ScaleBench starts scalebench-agent there with your ssh (your keys, ssh agent and ~/.ssh/config; BatchMode, so a password or host key question is reported, never answered)</source>
        <translation>ScaleBench startet scalebench-agent dort mit Ihrem ssh (Ihre Schlüssel, Ihr ssh-Agent und ~/.ssh/config; BatchMode, daher wird eine Passwort- oder Host-Schlüssel-Frage gemeldet, nie beantwortet)</translation>
    </message>
    <message>
        <source>Test a&amp;gent</source>
        <translation>A&amp;gent testen</translation>
    </message>
    <message>
        <source>Server host (ss&amp;h):</source>
        <translation>Server-Rechner (ss&amp;h):</translation>
    </message>
    <message>
        <source>Agent &amp;path:</source>
        <translation>Agent-&amp;Pfad:</translation>
    </message>
    <message>
        <source>Starting the agent on %1...</source>
        <translation>Agent auf %1 wird gestartet...</translation>
    </message>
    <message>
        <source>scalebench-agent %1 on %2: %3 CPUs; the CPUs page shows that host</source>
        <translation>scalebench-agent %1 auf %2: %3 CPUs; die Seite CPUs zeigt diesen Rechner</translation>
    </message>
</context>
<context>
    <name>sb::CounterTiles</name>
    <message>
        <source>Transactions/s</source>
        <translation>Transaktionen/s</translation>
    </message>
    <message>
        <source>New-Orders/min (NOPM)</source>
        <translation>Neue Bestellungen/min (NOPM)</translation>
    </message>
    <message>
        <source>Queries/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>Latency p95</source>
        <translation>Latenz p95</translation>
    </message>
    <message>
        <source>Errors (retried / fatal)</source>
        <translation>Fehler (wiederholt / fatal)</translation>
    </message>
    <message>
        <source>Reconnects</source>
        <translation>Neuverbindungen</translation>
    </message>
    <message>
        <source>Connections (connected / busy)</source>
        <translation>Verbindungen (verbunden / beschäftigt)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%1 ms (service %2 ms)</source>
        <translation>%1 ms (Bedienzeit %2 ms)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 of %2 s</source>
        <translation>%1 von %2 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last interval&lt;/b&gt; (errors and reconnects: since the start)</source>
        <translation>&lt;b&gt;Letztes Intervall&lt;/b&gt; (Fehler und Neuverbindungen: seit dem Start)</translation>
    </message>
    <message>
        <source>%1 s measured</source>
        <translation>%1 s gemessen</translation>
    </message>
    <message>
        <source>last interval: %1</source>
        <translation>letztes Intervall: %1</translation>
    </message>
    <message>
        <source>warm-up, %1 s left</source>
        <translation>Aufwärmen, noch %1 s</translation>
    </message>
</context>
<context>
    <name>sb::CpuConfigTable</name>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>CPU set</source>
        <translation>CPU-Menge</translation>
    </message>
    <message>
        <source>CPU set: all, cores:N (add :nosmt for one hardware thread per core, :scatter to spread over packages), package:K, numa:K, or a CPU list like 0-3,8</source>
        <translation>CPU-Menge: all, cores:N (:nosmt anhängen für einen Hardware-Thread pro Kern, :scatter zum Verteilen über Packages), package:K, numa:K oder eine CPU-Liste wie 0-3,8</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>All CPUs</source>
        <translation>Alle CPUs</translation>
    </message>
    <message>
        <source>1 core</source>
        <translation>1 Kern</translation>
    </message>
    <message>
        <source>CPU list</source>
        <translation>CPU-Liste</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Not runnable on this host: %1</source>
        <translation>Auf diesem Rechner nicht ausführbar: %1</translation>
    </message>
</context>
<context>
    <name>sb::CpuPage</name>
    <message>
        <source>CPUs %1 belong to the %2 set and were left out. Tick &lt;i&gt;Allow shared CPUs&lt;/i&gt; to give a CPU to both.</source>
        <translation>Die CPUs %1 gehören zur %2-Menge und wurden ausgelassen. Aktivieren Sie &lt;i&gt;Gemeinsame CPUs erlauben&lt;/i&gt;, um eine CPU beiden zuzuweisen.</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Back to this machine</source>
        <translation>Zurück zu diesem Rechner</translation>
    </message>
    <message>
        <source>Click or drag over CPUs to edit:</source>
        <translation>Zum Bearbeiten auf CPUs klicken oder darüber ziehen:</translation>
    </message>
    <message>
        <source>&amp;Server CPUs</source>
        <translation>&amp;Server-CPUs</translation>
    </message>
    <message>
        <source>C&amp;lient CPUs</source>
        <translation>C&amp;lient-CPUs</translation>
    </message>
    <message>
        <source>Clicks and drags edit the CPUs the server may run on</source>
        <translation>Klicken und Ziehen bearbeitet die CPUs, auf denen der Server laufen darf</translation>
    </message>
    <message>
        <source>Clicks and drags edit the CPUs the benchmark clients run on</source>
        <translation>Klicken und Ziehen bearbeitet die CPUs, auf denen die Benchmark-Clients laufen</translation>
    </message>
    <message>
        <source>Allow shared CPUs</source>
        <translation>Gemeinsame CPUs erlauben</translation>
    </message>
    <message>
        <source>Off: a CPU belongs to the server or to the client, never both, so that the client does not take CPU time from the server it measures. On: for studies of a shared machine.</source>
        <translation>Aus: Eine CPU gehört entweder dem Server oder dem Client, nie beiden, damit der Client dem gemessenen Server keine CPU-Zeit wegnimmt. Ein: für Untersuchungen eines gemeinsam genutzten Rechners.</translation>
    </message>
    <message>
        <source>Open topology...</source>
        <translation>Topologie öffnen...</translation>
    </message>
    <message>
        <source>Plan for another machine: an hwloc XML file (lstopo machine.xml) or a synthetic description such as package:2 core:6 pu:2</source>
        <translation>Für einen anderen Rechner planen: eine hwloc-XML-Datei (lstopo machine.xml) oder eine synthetische Beschreibung wie package:2 core:6 pu:2</translation>
    </message>
    <message>
        <source>hwloc &amp;XML file...</source>
        <translation>hwloc-&amp;XML-Datei...</translation>
    </message>
    <message>
        <source>&amp;Synthetic description...</source>
        <translation>&amp;Synthetische Beschreibung...</translation>
    </message>
    <message>
        <source>&amp;This machine</source>
        <translation>&amp;Dieser Rechner</translation>
    </message>
    <message>
        <source>Server CPUs</source>
        <translation>Server-CPUs</translation>
    </message>
    <message>
        <source>Client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>empty: not bound</source>
        <translation>leer: nicht gebunden</translation>
    </message>
    <message>
        <source>A CPU list as taskset takes it (0-3,8,10-11) or a preset name (cores:4:nosmt)</source>
        <translation>Eine CPU-Liste im taskset-Format (0-3,8,10-11) oder ein Vorgabename (cores:4:nosmt)</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Double-click to fill the set being edited</source>
        <translation>Doppelklicken, um die gerade bearbeitete Menge zu füllen</translation>
    </message>
    <message>
        <source>&amp;Fill server set</source>
        <translation>Server-Menge &amp;füllen</translation>
    </message>
    <message>
        <source>An empty set leaves that side unbound. The Run page uses these sets for the next run; the server is bound when it is the sandbox (or through a MySQL 8 resource group).</source>
        <translation>Eine leere Menge lässt diese Seite ungebunden. Die Seite „Lauf“ verwendet diese Mengen für den nächsten Lauf; der Server wird gebunden, wenn er die Sandbox ist (oder über eine MySQL-8-Ressourcengruppe).</translation>
    </message>
    <message>
        <source>&amp;Fill client set</source>
        <translation>&amp;Client-Menge füllen</translation>
    </message>
    <message>
        <source>&lt;b&gt;This machine&apos;s topology could not be read:&lt;/b&gt; %1. Open a topology to plan.</source>
        <translation>&lt;b&gt;Die Topologie dieses Rechners konnte nicht gelesen werden:&lt;/b&gt; %1. Öffnen Sie eine Topologie, um zu planen.</translation>
    </message>
    <message>
        <source>Open hwloc topology</source>
        <translation>hwloc-Topologie öffnen</translation>
    </message>
    <message>
        <source>hwloc XML (*.xml);;All files (*)</source>
        <translation>hwloc-XML (*.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Synthetic topology</source>
        <translation>Synthetische Topologie</translation>
    </message>
    <message>
        <source>hwloc synthetic description, outermost level first, e.g.
package:2 core:6 pu:2   or   package:2 numa:2 core:8 pu:2</source>
        <translation>Synthetische hwloc-Beschreibung, äußerste Ebene zuerst, z. B.
package:2 core:6 pu:2   oder   package:2 numa:2 core:8 pu:2</translation>
    </message>
    <message>
        <source>Open topology</source>
        <translation>Topologie öffnen</translation>
    </message>
    <message>
        <source>1 package</source>
        <translation>1 Package</translation>
    </message>
    <message>
        <source>%1 packages</source>
        <translation>%1 Packages</translation>
    </message>
    <message>
        <source>1 core</source>
        <translation>1 Kern</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 Kerne</translation>
    </message>
    <message>
        <source>1 PU</source>
        <translation>1 PU</translation>
    </message>
    <message>
        <source>%1 PUs</source>
        <translation>%1 PUs</translation>
    </message>
    <message>
        <source>, %1 NUMA nodes</source>
        <translation>, %1 NUMA-Knoten</translation>
    </message>
    <message>
        <source> (SMT %1)</source>
        <translation> (SMT %1)</translation>
    </message>
    <message>
        <source> (no SMT)</source>
        <translation> (kein SMT)</translation>
    </message>
    <message>
        <source>the hwloc XML file %1</source>
        <translation>die hwloc-XML-Datei %1</translation>
    </message>
    <message>
        <source>the synthetic topology &quot;%1&quot;</source>
        <translation>die synthetische Topologie &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Planning for another machine:&lt;/b&gt; this is %1, not the machine ScaleBench runs on. A run checks the sets against this machine.</source>
        <translation>&lt;b&gt;Planung für einen anderen Rechner:&lt;/b&gt; Dies ist %1, nicht der Rechner, auf dem ScaleBench läuft. Ein Lauf prüft die Mengen gegen diesen Rechner.</translation>
    </message>
    <message>
        <source>Every CPU of %1 is in the other set; clear that set or tick Allow shared CPUs.</source>
        <translation>Jede CPU von %1 ist in der anderen Menge; leeren Sie diese Menge oder aktivieren Sie „Gemeinsame CPUs erlauben“.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 without CPUs %2, which the other set holds.</source>
        <translation>%1 ohne die CPUs %2, die die andere Menge enthält.</translation>
    </message>
    <message>
        <source>Valid: a CPU list such as 0-3,8 within %1, a preset such as cores:2 or all:nosmt, or nothing for no binding.</source>
        <translation>Gültig: eine CPU-Liste wie 0-3,8 innerhalb von %1, eine Vorgabe wie cores:2 oder all:nosmt, oder nichts für keine Bindung.</translation>
    </message>
    <message>
        <source>CPUs %1 are in the %2 set. Remove them there or tick Allow shared CPUs.</source>
        <translation>Die CPUs %1 sind in der %2-Menge. Entfernen Sie sie dort oder aktivieren Sie „Gemeinsame CPUs erlauben“.</translation>
    </message>
    <message>
        <source>Not bound: the server runs wherever the OS puts it.</source>
        <translation>Nicht gebunden: Der Server läuft dort, wo das Betriebssystem ihn platziert.</translation>
    </message>
    <message>
        <source>Not bound: the clients run wherever the OS puts them.</source>
        <translation>Nicht gebunden: Die Clients laufen dort, wo das Betriebssystem sie platziert.</translation>
    </message>
    <message>
        <source> on 1 core</source>
        <translation> auf 1 Kern</translation>
    </message>
    <message>
        <source> on %1 cores</source>
        <translation> auf %1 Kernen</translation>
    </message>
    <message>
        <source>%1: CPUs %2</source>
        <translation>%1: CPUs %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Server host %1&lt;/b&gt; (through its agent, ssh %2): the server set and the presets name its CPUs</source>
        <translation>&lt;b&gt;Server-Rechner %1&lt;/b&gt; (über seinen Agenten, ssh %2): die Server-Menge und die Vorgaben nennen seine CPUs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Client host %1&lt;/b&gt; (this machine, where the benchmark clients run): %2 CPUs</source>
        <translation>&lt;b&gt;Client-Rechner %1&lt;/b&gt; (dieser Rechner, auf dem die Benchmark-Clients laufen): %2 CPUs</translation>
    </message>
</context>
<context>
    <name>sb::ExploreDialog</name>
    <message>
        <source>Explore: find the knee</source>
        <translation>Erkunden: das Knie finden</translation>
    </message>
    <message>
        <source>The measured points, the USL fit and its 95% band appear here after each run.</source>
        <translation>Die gemessenen Punkte, die USL-Anpassung und ihr 95-%-Band erscheinen hier nach jedem Lauf.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2, server CPUs: %3. From the Connection, Workload and CPUs pages.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; auf %2, Server-CPUs: %3. Von den Seiten „Verbindung“, „Workload“ und „CPUs“.</translation>
    </message>
    <message>
        <source>(no workload chosen)</source>
        <translation>(kein Workload gewählt)</translation>
    </message>
    <message>
        <source>The largest client count the sweep may run</source>
        <translation>Die größte Client-Anzahl, die die Suche ausführen darf</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Wall time of all runs together; no run starts that would not fit</source>
        <translation>Gesamtzeit aller Läufe; kein Lauf beginnt, der nicht mehr hineinpasst</translation>
    </message>
    <message>
        <source>Measured time of each run (the plan&apos;s), after its warm-up of %1</source>
        <translation>Gemessene Zeit jedes Laufs (die des Plans), nach seiner Aufwärmphase von %1</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>End the sweep now; the runs measured so far are kept, the current one as interrupted</source>
        <translation>Suche jetzt beenden; die bisher gemessenen Läufe bleiben erhalten, der aktuelle als unterbrochen</translation>
    </message>
    <message>
        <source>Maximum clients:</source>
        <translation>Maximale Clients:</translation>
    </message>
    <message>
        <source>Target interval:</source>
        <translation>Zielintervall:</translation>
    </message>
    <message>
        <source>Time budget:</source>
        <translation>Zeitbudget:</translation>
    </message>
    <message>
        <source>Time per run:</source>
        <translation>Zeit pro Lauf:</translation>
    </message>
    <message>
        <source>The engine is busy with a run, a plan or a table preparation: wait for it or stop it.</source>
        <translation>Die Engine ist mit einem Lauf, einem Plan oder einer Tabellenvorbereitung beschäftigt: Warten Sie darauf oder stoppen Sie sie.</translation>
    </message>
    <message>
        <source>Choose a workload on the Workload page first.</source>
        <translation>Wählen Sie zuerst auf der Seite „Workload“ einen Workload.</translation>
    </message>
    <message>
        <source>Exploring up to %1 clients, target ±%2%.</source>
        <translation>Erkunde bis %1 Clients, Ziel ±%2 %.</translation>
    </message>
    <message>
        <source>    %1 tx/s; %2</source>
        <translation>    %1 tx/s; %2</translation>
    </message>
    <message>
        <source>%1 runs, stored as experiment %2 in %3.</source>
        <translation>%1 Läufe, gespeichert als Experiment %2 in %3.</translation>
    </message>
    <message numerus="yes">
        <source>Run %1: %n client(s), %2</source>
        <translation>
            <numerusform>Lauf %1: %n Client, %2</numerusform>
            <numerusform>Lauf %1: %n Clients, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The sweep ends when both ends of the 95% intervals of N* and of the peak lie this close to their estimates (with the saturation target: the interval of the knee)</source>
        <translation>Die Suche endet, wenn beide Enden der 95-%-Intervalle von N* und des Maximums so nah an ihren Schätzungen liegen (mit dem Ziel Sättigung: das Intervall des Knies)</translation>
    </message>
    <message>
        <source>Doubles the clients while throughput rises and repeats a few counts to learn the noise, then measures where the fitted N* is least certain. Where the USL misses the means by more than that noise, the target becomes the saturation knee (the smallest count within 5% of the plateau, with its interval): the status says which target is used and why. Every run is stored as a run of one experiment; Results and Report read it.</source>
        <translation>Verdoppelt die Clients, solange der Durchsatz steigt, und wiederholt einige Anzahlen, um das Rauschen zu bestimmen; dann misst es dort, wo das angepasste N* am unsichersten ist. Wo das USL die Mittelwerte um mehr als dieses Rauschen verfehlt, wird das Ziel das Sättigungsknie (die kleinste Anzahl innerhalb von 5 % des Plateaus, mit seinem Intervall): der Status sagt, welches Ziel gilt und warum. Jeder Lauf wird als Lauf eines Experiments gespeichert; „Ergebnisse“ und „Bericht“ lesen ihn.</translation>
    </message>
    <message>
        <source>Target: %1. %2</source>
        <translation>Ziel: %1. %2</translation>
    </message>
</context>
<context>
    <name>sb::ExportDialog</name>
    <message>
        <source>The folder %1 does not exist. Choose another one, or make it with the New Folder button.</source>
        <translation>Den Ordner %1 gibt es nicht. Wählen Sie einen anderen oder legen Sie ihn mit „Neuer Ordner“ an.</translation>
    </message>
    <message>
        <source>ScaleBench cannot write in the folder %1. Choose another one.</source>
        <translation>ScaleBench kann im Ordner %1 nicht schreiben. Wählen Sie einen anderen.</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>Wrote %1 (%2) in %3.</source>
        <translation>%1 (%2) in %3 geschrieben.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
</context>
<context>
    <name>sb::FigureSizeDialog</name>
    <message>
        <source>Figure Size</source>
        <translation>Abbildungsgröße</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <source>Printed size %1 × %2 in (%3 × %4 mm); text is 9 pt at that size.</source>
        <translation>Druckgröße %1 × %2 in (%3 × %4 mm); Text ist bei dieser Größe 9 pt.</translation>
    </message>
</context>
<context>
    <name>sb::GroupTable</name>
    <message>
        <source>Client groups (the total is above)</source>
        <translation>Client-Gruppen (die Summe steht oben)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Transaktionen/s</translation>
    </message>
    <message>
        <source>Queries/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>p95 latency (ms)</source>
        <translation>p95-Latenz (ms)</translation>
    </message>
    <message>
        <source>Errors/s</source>
        <translation>Fehler/s</translation>
    </message>
    <message>
        <source>NOPM</source>
        <translation>NOPM</translation>
    </message>
    <message>
        <source>%1 (%2 arrivals/s)</source>
        <translation>%1 (%2 Ankünfte/s)</translation>
    </message>
</context>
<context>
    <name>sb::LiveCharts</name>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Transaktionen/s</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>Queries/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>Transaction latency</source>
        <translation>Transaktionslatenz</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Busy (mean)</source>
        <translation>Beschäftigt (Mittel)</translation>
    </message>
    <message>
        <source>tx/s</source>
        <translation>Tx/s</translation>
    </message>
    <message>
        <source>queries/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
</context>
<context>
    <name>sb::LivePage</name>
    <message>
        <source>The summary of the run appears here when it ends.</source>
        <translation>Die Zusammenfassung des Laufs erscheint hier, wenn er endet.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Tables are being prepared or cleaned up; start the run when that is done.</source>
        <translation>Tabellen werden gerade vorbereitet oder aufgeräumt; starten Sie den Lauf, wenn das erledigt ist.</translation>
    </message>
    <message>
        <source>No run: nothing was measured.</source>
        <translation>Kein Lauf: Es wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The results file %1 cannot be written&lt;/b&gt; (%2; %3 free on its disk). The run stops now and is kept as interrupted: run %4 keeps the %n interval(s) written before.</source>
        <translation>
            <numerusform>&lt;b&gt;Die Ergebnisdatei %1 kann nicht geschrieben werden&lt;/b&gt; (%2; %3 frei auf ihrem Datenträger). Der Lauf endet jetzt und bleibt als abgebrochen erhalten: Lauf %4 behält das %n zuvor geschriebene Intervall.</numerusform>
            <numerusform>&lt;b&gt;Die Ergebnisdatei %1 kann nicht geschrieben werden&lt;/b&gt; (%2; %3 frei auf ihrem Datenträger). Der Lauf endet jetzt und bleibt als abgebrochen erhalten: Lauf %4 behält die %n zuvor geschriebenen Intervalle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Incident %1</source>
        <translation>Vorfall %1</translation>
    </message>
    <message>
        <source>The server restarted at %1 s and its threads could not be bound to CPUs %2 again: the run ends here, with what it measured</source>
        <translation>Der Server startete bei %1 s neu, und seine Threads ließen sich nicht wieder an die CPUs %2 binden: Der Lauf endet hier, mit dem, was er gemessen hat</translation>
    </message>
    <message>
        <source>The server restarted at %1 s; its threads are bound to CPUs %2 again. The intervals after it ran against a buffer pool that started empty</source>
        <translation>Der Server startete bei %1 s neu; seine Threads sind wieder an die CPUs %2 gebunden. Die Intervalle danach liefen gegen einen Pufferpool, der leer begann</translation>
    </message>
    <message>
        <source>The server restarted at %1 s. The intervals after it ran against a buffer pool that started empty</source>
        <translation>Der Server startete bei %1 s neu. Die Intervalle danach liefen gegen einen Pufferpool, der leer begann</translation>
    </message>
</context>
<context>
    <name>sb::LoadFields</name>
    <message>
        <source>1 (this program)</source>
        <translation>1 (dieses Programm)</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>dieser Rechner</translation>
    </message>
    <message>
        <source>Load processes (MPI ranks, started with mpirun) that share the clients and the rate and act as one run: for more load than one machine&apos;s client can make. 1: this program runs the clients.</source>
        <translation>Lastprozesse (MPI-Ranks, mit mpirun gestartet), die sich Clients und Rate teilen und als ein Lauf zählen: für mehr Last, als der Client eines Rechners erzeugen kann. 1: dieses Programm betreibt die Clients.</translation>
    </message>
    <message>
        <source>Several load processes need Open MPI&apos;s mpirun on PATH (Debian: openmpi-bin).</source>
        <translation>Mehrere Lastprozesse brauchen mpirun von Open MPI im PATH (Debian: openmpi-bin).</translation>
    </message>
    <message>
        <source>mpirun -H: host names separated by commas, &quot;host:slots&quot; for more than one process per host. The first must be this machine: its process stores the run and binds the server. Every host needs passwordless ssh and scalebench-cli at the same path.</source>
        <translation>mpirun -H: Rechnernamen durch Kommas getrennt, &quot;rechner:slots&quot; für mehr als einen Prozess je Rechner. Der erste muss dieser Rechner sein: sein Prozess speichert den Lauf und bindet den Server. Jeder Rechner braucht ssh ohne Passwort und scalebench-cli unter demselben Pfad.</translation>
    </message>
    <message>
        <source>Load &amp;processes:</source>
        <translation>Last&amp;prozesse:</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>&amp;Rechner:</translation>
    </message>
</context>
<context>
    <name>sb::MainWindow</name>
    <message>
        <source>ScaleBench</source>
        <translation>ScaleBench</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy Page as Image</source>
        <translation>Seite als Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Reset Workload Options</source>
        <translation>Workload-Optionen &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Navigation</source>
        <translation>&amp;Navigation anzeigen</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <source>&amp;Start Run</source>
        <translation>Lauf &amp;starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Prepare Tables</source>
        <translation>Tabellen &amp;vorbereiten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About ScaleBench</source>
        <translation>&amp;Über ScaleBench</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Server: %1, not tested</source>
        <translation>Server: %1, nicht getestet</translation>
    </message>
    <message>
        <source>Server: %1, %2</source>
        <translation>Server: %1, %2</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Wird gestoppt</translation>
    </message>
    <message>
        <source>Preparing tables</source>
        <translation>Tabellen werden vorbereitet</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Räume auf</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <source>The page is on the clipboard as an image.</source>
        <translation>Die Seite liegt als Bild in der Zwischenablage.</translation>
    </message>
    <message>
        <source>not connected yet (test a connection)</source>
        <translation>noch nicht verbunden (Verbindung testen)</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (kompiliert mit %2)</translation>
    </message>
    <message>
        <source>About ScaleBench</source>
        <translation>Über ScaleBench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ScaleBench %1&lt;/h3&gt;&lt;p&gt;Benchmark MySQL-protocol servers and study how they scale with clients, cores and SMT.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Client library:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;hwloc API:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ScaleBench %1&lt;/h3&gt;&lt;p&gt;Benchmarks für Server mit MySQL-Protokoll und Studien, wie sie mit Clients, Kernen und SMT skalieren.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;td&gt;Qt:&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Client-Bibliothek:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;hwloc-API:&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quit ScaleBench</source>
        <translation>ScaleBench beenden</translation>
    </message>
    <message>
        <source>The engine is still working. Stop it and quit? A run keeps what it measured so far.</source>
        <translation>Die Engine arbeitet noch. Anhalten und beenden? Ein Lauf behält, was er bis jetzt gemessen hat.</translation>
    </message>
    <message>
        <source>&amp;Open Results…</source>
        <translation>Ergebnisse ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Run &amp;Plan</source>
        <translation>&amp;Plan ausführen</translation>
    </message>
    <message>
        <source>Running plan</source>
        <translation>Plan läuft</translation>
    </message>
    <message>
        <source>Stopping plan</source>
        <translation>Plan wird gestoppt</translation>
    </message>
    <message>
        <source>Open &amp;Plan…</source>
        <translation>&amp;Plan öffnen…</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Show the &amp;Start Hint Again</source>
        <translation>&amp;Starthinweis wieder zeigen</translation>
    </message>
    <message>
        <source>The sandbox server (process %1, port %2) is still running. It keeps running after ScaleBench quits, and the next start connects to it again. Stop it now?</source>
        <translation>Der Sandbox-Server (Prozess %1, Port %2) läuft noch. Er läuft nach dem Beenden von ScaleBench weiter, und der nächste Start verbindet sich wieder mit ihm. Jetzt anhalten?</translation>
    </message>
    <message>
        <source>&amp;Stop it and quit</source>
        <translation>&amp;Anhalten und beenden</translation>
    </message>
    <message>
        <source>&amp;Keep it running and quit</source>
        <translation>&amp;Weiterlaufen lassen und beenden</translation>
    </message>
    <message>
        <source>ScaleBench: %1</source>
        <translation>ScaleBench: %1</translation>
    </message>
</context>
<context>
    <name>sb::ManualWindow</name>
    <message>
        <source>ScaleBench user guide</source>
        <translation>ScaleBench-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This guide is not yet available in your language; it is shown in English.</source>
        <translation>Dieses Handbuch gibt es noch nicht auf Deutsch; es wird auf Englisch gezeigt.</translation>
    </message>
</context>
<context>
    <name>sb::MixBox</name>
    <message>
        <source>Mix: several client groups in one run</source>
        <translation>Mix: mehrere Client-Gruppen in einem Lauf</translation>
    </message>
    <message>
        <source>&amp;Add to the mix</source>
        <translation>Zum Mix &amp;hinzufügen</translation>
    </message>
    <message>
        <source>The group&apos;s client connections</source>
        <translation>Die Client-Verbindungen der Gruppe</translation>
    </message>
    <message>
        <source>as fast as they can</source>
        <translation>so schnell sie können</translation>
    </message>
    <message>
        <source> tx/s</source>
        <translation> Tx/s</translation>
    </message>
    <message>
        <source>The group&apos;s arrivals per second (open loop); at 0 each client starts its next transaction when the last ends</source>
        <translation>Die Ankünfte der Gruppe pro Sekunde (offene Schleife); bei 0 beginnt jeder Client seine nächste Transaktion, sobald die letzte endet</translation>
    </message>
    <message>
        <source>Adds the workload chosen on the left, with the options changed above, as a group</source>
        <translation>Fügt den links gewählten Workload mit den oben geänderten Optionen als Gruppe hinzu</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>No mix: the Run page runs the workload above alone</source>
        <translation>Kein Mix: die Seite Lauf führt den Workload oben allein aus</translation>
    </message>
    <message>
        <source>no mix, e.g. tpcc:16@warehouses=4,oltp_read_only:2@rate=20</source>
        <translation>kein Mix, z. B. tpcc:16@warehouses=4,oltp_read_only:2@rate=20</translation>
    </message>
    <message>
        <source>The groups as scalebench-cli run --mix takes them: WORKLOAD:CLIENTS[@NAME=VALUE,...], groups separated by commas</source>
        <translation>Die Gruppen, wie scalebench-cli run --mix sie nimmt: WORKLOAD:CLIENTS[@NAME=WERT,...], Gruppen durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Clients:</source>
        <translation>Clients:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Rate:</translation>
    </message>
    <message>
        <source>No mix: the Run page runs the workload above alone.</source>
        <translation>Kein Mix: die Seite Lauf führt den Workload oben allein aus.</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 Gruppen</translation>
    </message>
    <message>
        <source>The Run page runs this mix: %1 (%2), %3 clients in all, on one clock; each group&apos;s tables are its workload&apos;s, prepared when the run starts if missing.</source>
        <translation>Die Seite Lauf führt diesen Mix aus: %1 (%2), %3 Clients insgesamt, mit einer Uhr; die Tabellen jeder Gruppe gehören ihrem Workload und werden beim Start des Laufs vorbereitet, falls sie fehlen.</translation>
    </message>
</context>
<context>
    <name>sb::NextStepBar</name>
    <message>
        <source>Open &amp;results</source>
        <translation>&amp;Ergebnisse öffnen</translation>
    </message>
    <message>
        <source>Open re&amp;port</source>
        <translation>&amp;Bericht öffnen</translation>
    </message>
    <message>
        <source>The Results page, with this run selected</source>
        <translation>Die Seite Ergebnisse, mit diesem Lauf ausgewählt</translation>
    </message>
    <message>
        <source>The Report page, with this experiment chosen</source>
        <translation>Die Seite Bericht, mit diesem Experiment gewählt</translation>
    </message>
    <message>
        <source>Run %1 is kept in %2.</source>
        <translation>Lauf %1 ist in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Experiment %1 is kept in %2.</source>
        <translation>Experiment %1 ist in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Res&amp;ume plan</source>
        <translation>Plan &amp;fortsetzen</translation>
    </message>
    <message>
        <source>Run the plan&apos;s runs that are missing or were cut, as the Plan page&apos;s Resume does</source>
        <translation>Führt die fehlenden oder abgebrochenen Läufe des Plans aus, wie „Fortsetzen“ auf der Seite Plan</translation>
    </message>
</context>
<context>
    <name>sb::OptionsForm</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;code&gt;--%2&lt;/code&gt;, default: %3&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;code&gt;--%2&lt;/code&gt;, Standard: %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Not used by this workload&lt;/b&gt; (accepted, as sysbench does).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Von diesem Workload nicht verwendet&lt;/b&gt; (angenommen, wie bei sysbench).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>sb::PasswordStore</name>
    <message>
        <source>ScaleBench was built without QtKeychain</source>
        <translation>ScaleBench wurde ohne QtKeychain gebaut</translation>
    </message>
    <message>
        <source>SCALEBENCH_NO_KEYCHAIN is set</source>
        <translation>SCALEBENCH_NO_KEYCHAIN ist gesetzt</translation>
    </message>
    <message>
        <source>The password is kept in the system keychain, never in ScaleBench&apos;s settings file.</source>
        <translation>Das Passwort wird im System-Schlüsselbund gespeichert, nie in der Einstellungsdatei von ScaleBench.</translation>
    </message>
    <message>
        <source>No system keychain (%1): the password is kept for this session only and never written to disk; enter it again after a restart.</source>
        <translation>Kein System-Schlüsselbund (%1): Das Passwort wird nur für diese Sitzung behalten und nie auf die Festplatte geschrieben; geben Sie es nach einem Neustart erneut ein.</translation>
    </message>
    <message>
        <source>The password is never written to ScaleBench&apos;s settings file.</source>
        <translation>Das Passwort wird nie in die Einstellungsdatei von ScaleBench geschrieben.</translation>
    </message>
</context>
<context>
    <name>sb::PlanForm</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Server CPUs</source>
        <translation>Server-CPUs</translation>
    </message>
    <message>
        <source>Client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>Client count</source>
        <translation>Client-Anzahl</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>With the plan&apos;s content, the name identifies the experiment in the results (resume)</source>
        <translation>Zusammen mit dem Inhalt des Plans identifiziert der Name das Experiment in den Ergebnissen (Fortsetzen)</translation>
    </message>
    <message>
        <source>What the experiment is about (optional)</source>
        <translation>Worum es im Experiment geht (optional)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>&amp;Workload:</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>5, 10, 25   or   1..256 step 25   or   1..512 doubling</source>
        <translation>5, 10, 25   oder   1..256 step 25   oder   1..512 doubling</translation>
    </message>
    <message>
        <source>Client connections per run: a list, a range with a step, or a doubling range</source>
        <translation>Client-Verbindungen pro Lauf: eine Liste, ein Bereich mit Schrittweite oder ein verdoppelnder Bereich</translation>
    </message>
    <message>
        <source>Runs per cell of the matrix: repeat to see the spread</source>
        <translation>Läufe pro Zelle der Matrix: wiederholen, um die Streuung zu sehen</translation>
    </message>
    <message>
        <source>Outermost axis first: the last axis changes from one run to the next</source>
        <translation>Äußerste Achse zuerst: Die letzte Achse ändert sich von einem Lauf zum nächsten</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Outermost first. The innermost axis changes between consecutive runs; put the server innermost to alternate servers so that drift hits both alike.</source>
        <translation>Äußerste zuerst. Die innerste Achse ändert sich zwischen aufeinanderfolgenden Läufen; legen Sie den Server nach innen, um Server abzuwechseln, damit Drift beide gleich trifft.</translation>
    </message>
    <message>
        <source>&amp;Clients:</source>
        <translation>&amp;Clients:</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>Wie&amp;derholungen:</translation>
    </message>
    <message>
        <source>Axis &amp;order:</source>
        <translation>Achsen&amp;reihenfolge:</translation>
    </message>
    <message>
        <source>CPU configurations</source>
        <translation>CPU-Konfigurationen</translation>
    </message>
    <message>
        <source>Every client thread on the whole set</source>
        <translation>Jeder Client-Thread auf der ganzen Menge</translation>
    </message>
    <message>
        <source>One hardware thread per client, compact</source>
        <translation>Ein Hardware-Thread pro Client, kompakt</translation>
    </message>
    <message>
        <source>One hardware thread per client, scattered</source>
        <translation>Ein Hardware-Thread pro Client, verteilt</translation>
    </message>
    <message>
        <source>Not bound</source>
        <translation>Nicht gebunden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Server&lt;/b&gt; (each row is one value of the axis)</source>
        <translation>&lt;b&gt;Server&lt;/b&gt; (jede Zeile ist ein Wert der Achse)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Clients&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clients&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Client &amp;binding:</source>
        <translation>Client-Bi&amp;ndung:</translation>
    </message>
    <message>
        <source>&lt;p&gt;A CPU set is a preset or a CPU list:&lt;/p&gt;&lt;table cellspacing=&apos;2&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;all&lt;/b&gt;&lt;/td&gt;&lt;td&gt;every hardware thread&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;all:nosmt&lt;/b&gt;&lt;/td&gt;&lt;td&gt;one hardware thread per core (SMT off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;cores:N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;N cores; add &lt;b&gt;:nosmt&lt;/b&gt; for one thread each, &lt;b&gt;:scatter&lt;/b&gt; to spread over packages&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;package:K&lt;/b&gt;, &lt;b&gt;numa:K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;one package or NUMA node&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0-3,8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;these CPUs&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Server sets bind the sandbox or a local server; client sets bind ScaleBench&apos;s client threads, one hardware thread each with compact or scattered binding.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine CPU-Menge ist eine Vorgabe oder eine CPU-Liste:&lt;/p&gt;&lt;table cellspacing=&apos;2&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;all&lt;/b&gt;&lt;/td&gt;&lt;td&gt;jeder Hardware-Thread&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;all:nosmt&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ein Hardware-Thread pro Kern (SMT aus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;cores:N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;N Kerne; &lt;b&gt;:nosmt&lt;/b&gt; anhängen für je einen Thread, &lt;b&gt;:scatter&lt;/b&gt; zum Verteilen über Packages&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;package:K&lt;/b&gt;, &lt;b&gt;numa:K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ein Package oder NUMA-Knoten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0-3,8&lt;/b&gt;&lt;/td&gt;&lt;td&gt;diese CPUs&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Server-Mengen binden die Sandbox oder einen lokalen Server; Client-Mengen binden die Client-Threads von ScaleBench, je einen Hardware-Thread mit kompakter oder verteilter Bindung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> Seconds, or with a unit: 90s, 5m, 1h, 250ms.</source>
        <translation> Sekunden, oder mit Einheit: 90s, 5m, 1h, 250ms.</translation>
    </message>
    <message>
        <source>Each run</source>
        <translation>Jeder Lauf</translation>
    </message>
    <message>
        <source>Measured time per run.</source>
        <translation>Gemessene Zeit pro Lauf.</translation>
    </message>
    <message>
        <source>60s</source>
        <translation>60s</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Transactions per run; with a duration too, the run ends at whichever comes first</source>
        <translation>Transaktionen pro Lauf; ist auch eine Dauer angegeben, endet der Lauf bei dem, was zuerst eintritt</translation>
    </message>
    <message>
        <source>Run before measuring, left out of the results.</source>
        <translation>Läuft vor der Messung, wird nicht in die Ergebnisse aufgenommen.</translation>
    </message>
    <message>
        <source>Idle time after each run.</source>
        <translation>Leerlaufzeit nach jedem Lauf.</translation>
    </message>
    <message>
        <source>Restart the sandbox server before each run and wait this long; 0 = off (only the sandbox restarts).</source>
        <translation>Sandbox-Server vor jedem Lauf neu starten und so lange warten; 0 = aus (nur die Sandbox wird neu gestartet).</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>D&amp;uration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Events:</source>
        <translation>&amp;Ereignisse:</translation>
    </message>
    <message>
        <source>W&amp;arm-up:</source>
        <translation>&amp;Aufwärmphase:</translation>
    </message>
    <message>
        <source>C&amp;ool-down:</source>
        <translation>Ab&amp;kühlphase:</translation>
    </message>
    <message>
        <source>Restart and &amp;settle:</source>
        <translation>Neustart und &amp;Wartezeit:</translation>
    </message>
    <message>
        <source>my-experiment</source>
        <translation>mein-experiment</translation>
    </message>
    <message>
        <source>From the Connection page: %1</source>
        <translation>Von der Seite „Verbindung“: %1</translation>
    </message>
    <message>
        <source>As in the plan file: %1</source>
        <translation>Wie in der Plandatei: %1</translation>
    </message>
    <message>
        <source>From the Workload page: none chosen yet</source>
        <translation>Von der Seite „Workload“: noch keiner gewählt</translation>
    </message>
    <message>
        <source>From the Workload page: %1</source>
        <translation>Von der Seite „Workload“: %1</translation>
    </message>
    <message>
        <source>A list such as 5, 10, 25 or a range such as 1..256 step 25 or 1..512 doubling</source>
        <translation>Eine Liste wie 5, 10, 25 oder ein Bereich wie 1..256 step 25 oder 1..512 doubling</translation>
    </message>
    <message>
        <source>1 value: %1</source>
        <translation>1 Wert: %1</translation>
    </message>
    <message>
        <source>%1 values: %2</source>
        <translation>%1 Werte: %2</translation>
    </message>
    <message>
        <source>mix %1</source>
        <translation>Mix %1</translation>
    </message>
</context>
<context>
    <name>sb::PlanPage</name>
    <message>
        <source>Experiment %1 finished; its runs are in %2.</source>
        <translation>Experiment %1 abgeschlossen; seine Läufe liegen in %2.</translation>
    </message>
    <message>
        <source>Experiment %1 was stopped; what it measured is kept in %2 (the last run is marked interrupted).</source>
        <translation>Experiment %1 wurde gestoppt; die bisherigen Messungen bleiben in %2 erhalten (der letzte Lauf ist als unterbrochen markiert).</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>A new plan over the Connection and Workload pages&apos; choices</source>
        <translation>Ein neuer Plan aus den Einstellungen der Seiten „Verbindung“ und „Workload“</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Read a plan file (JSON)</source>
        <translation>Eine Plandatei (JSON) lesen</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>The example plans that come with ScaleBench</source>
        <translation>Die mit ScaleBench gelieferten Beispielpläne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Write the plan to its file</source>
        <translation>Den Plan in seine Datei schreiben</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Write the plan to a new file</source>
        <translation>Den Plan in eine neue Datei schreiben</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>&amp;Run Plan</source>
        <translation>Plan &amp;ausführen</translation>
    </message>
    <message>
        <source>Run every run of the plan into the results store, watched on the Run page</source>
        <translation>Alle Läufe des Plans in den Ergebnisspeicher ausführen, zu verfolgen auf der Seite „Lauf“</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>End the plan now; every run measured so far is kept, the current one as interrupted</source>
        <translation>Plan jetzt beenden; alle bisher gemessenen Läufe bleiben erhalten, der aktuelle als unterbrochen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Problems&lt;/b&gt;</source>
        <translation>&lt;b&gt;Probleme&lt;/b&gt;</translation>
    </message>
    <message>
        <source>– runs</source>
        <translation>– Läufe</translation>
    </message>
    <message>
        <source>Fix the problems below to see the estimate.</source>
        <translation>Beheben Sie die unten aufgeführten Probleme, um die Schätzung zu sehen.</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>time depends on the events per run</source>
        <translation>Dauer hängt von den Ereignissen pro Lauf ab</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Server CPU sets</source>
        <translation>Server-CPU-Sets</translation>
    </message>
    <message>
        <source>Client CPU sets</source>
        <translation>Client-CPU-Sets</translation>
    </message>
    <message>
        <source>Client counts</source>
        <translation>Client-Anzahlen</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Each run</source>
        <translation>Jeder Lauf</translation>
    </message>
    <message>
        <source>Table preparation is not included; results go to %1.</source>
        <translation>Tabellenvorbereitung ist nicht eingerechnet; Ergebnisse werden in %1 gespeichert.</translation>
    </message>
    <message>
        <source>None: the plan can run.</source>
        <translation>Keine: Der Plan kann ausgeführt werden.</translation>
    </message>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>New plan (not saved)</source>
        <translation>Neuer Plan (nicht gespeichert)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a plan: %2 at byte %3. A plan is a JSON object; see the examples.</source>
        <translation>%1 ist kein Plan: %2 bei Byte %3. Ein Plan ist ein JSON-Objekt; siehe die Beispiele.</translation>
    </message>
    <message>
        <source>Example %1 (Save As to keep a copy)</source>
        <translation>Beispiel %1 (mit „Speichern unter“ eine Kopie behalten)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>Plans (*.json);;All files (*)</source>
        <translation>Pläne (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>Plans (*.json)</source>
        <translation>Pläne (*.json)</translation>
    </message>
    <message>
        <source>The engine is busy with a run, a plan or a table preparation: wait for it or stop it.</source>
        <translation>Die Engine ist mit einem Lauf, einem Plan oder einer Tabellenvorbereitung beschäftigt: Warten Sie darauf oder stoppen Sie sie.</translation>
    </message>
    <message>
        <source>The plan has problems (listed above); nothing was run.</source>
        <translation>Der Plan hat Probleme (oben aufgeführt); es wurde nichts ausgeführt.</translation>
    </message>
    <message>
        <source>Running %1 (%2 runs); watch it on the Run page.</source>
        <translation>%1 wird ausgeführt (%2 Läufe); auf der Seite „Lauf“ verfolgen.</translation>
    </message>
    <message>
        <source>Find the knee of the chosen workload with few runs: an adaptive sweep of client counts</source>
        <translation>Das Knie des gewählten Workloads mit wenigen Läufen finden: eine adaptive Suche über Client-Anzahlen</translation>
    </message>
    <message>
        <source>&amp;Explore...</source>
        <translation>&amp;Erkunden...</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Fort&amp;setzen</translation>
    </message>
    <message>
        <source>Continue this plan&apos;s experiment in the results store (started here or by &apos;plan run&apos;): only the runs it lacks are run</source>
        <translation>Das Experiment dieses Plans in der Ergebnisdatei fortsetzen (hier oder mit &apos;plan run&apos; begonnen): nur die fehlenden Läufe werden ausgeführt</translation>
    </message>
    <message>
        <source>Unsaved plan</source>
        <translation>Ungespeicherter Plan</translation>
    </message>
    <message>
        <source>The plan %1 has changes that are not saved. Save them first?</source>
        <translation>Der Plan %1 hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; is not saved to a file yet. Save it first?</source>
        <translation>Der Plan &quot;%1&quot; ist noch nicht in einer Datei gespeichert. Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>sb::PlanProgressBox</name>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Starting the server and preparing the tables...</source>
        <translation>Server wird gestartet und Tabellen werden vorbereitet...</translation>
    </message>
    <message>
        <source>, made by &lt;b&gt;%1 load processes&lt;/b&gt; (mpirun%2)</source>
        <translation>, erzeugt von &lt;b&gt;%1 Lastprozessen&lt;/b&gt; (mpirun%2)</translation>
    </message>
    <message numerus="yes">
        <source>Run &lt;b&gt;%1 of %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n client(s), server CPUs &lt;b&gt;%4&lt;/b&gt;, client CPUs &lt;b&gt;%5&lt;/b&gt;, repetition %6, against %7</source>
        <translation>
            <numerusform>Lauf &lt;b&gt;%1 von %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n Client, Server-CPUs &lt;b&gt;%4&lt;/b&gt;, Client-CPUs &lt;b&gt;%5&lt;/b&gt;, Wiederholung %6, gegen %7</numerusform>
            <numerusform>Lauf &lt;b&gt;%1 von %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n Clients, Server-CPUs &lt;b&gt;%4&lt;/b&gt;, Client-CPUs &lt;b&gt;%5&lt;/b&gt;, Wiederholung %6, gegen %7</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sb::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>System (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&lt;b&gt;The new language applies when ScaleBench is started again.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die neue Sprache gilt ab dem nächsten Start von ScaleBench.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The language applies when ScaleBench starts.</source>
        <translation>Die Sprache wird beim Start von ScaleBench übernommen.</translation>
    </message>
</context>
<context>
    <name>sb::RecoveryBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>CPU bindings left by an earlier ScaleBench: please check</source>
        <translation>CPU-Bindungen eines früheren ScaleBench: bitte prüfen</translation>
    </message>
    <message>
        <source>CPU bindings left by an earlier ScaleBench were undone</source>
        <translation>CPU-Bindungen eines früheren ScaleBench wurden aufgehoben</translation>
    </message>
</context>
<context>
    <name>sb::ReportPage</name>
    <message>
        <source>&amp;Log-2 x axis</source>
        <translation>&amp;Log-2-x-Achse</translation>
    </message>
    <message>
        <source>Export &amp;Figure…</source>
        <translation>Dia&amp;gramm exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>Pick an experiment from the result store, or open a CSV table (first column concurrency, one column per configuration) to see its charts.</source>
        <translation>Wählen Sie ein Experiment aus dem Ergebnisspeicher oder öffnen Sie eine CSV-Tabelle (erste Spalte Parallelität, eine Spalte je Konfiguration), um die Diagramme zu sehen.</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Open &amp;CSV…</source>
        <translation>&amp;CSV öffnen…</translation>
    </message>
    <message>
        <source>What the numbers are. For a CSV table this only names the axis.</source>
        <translation>Was die Zahlen bedeuten. Bei einer CSV-Tabelle benennt dies nur die Achse.</translation>
    </message>
    <message>
        <source>The column speedups and differences are measured against</source>
        <translation>Die Spalte, auf die sich Speedups und Differenzen beziehen</translation>
    </message>
    <message>
        <source>The column compared with the baseline in the percent-difference chart</source>
        <translation>Die Spalte, die im Prozentdifferenz-Diagramm mit der Basislinie verglichen wird</translation>
    </message>
    <message>
        <source>&amp;Experiment:</source>
        <translation>&amp;Experiment:</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Metrik:</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>&amp;Zeilen:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>&amp;Spalten:</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Basislinie:</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>&amp;Vergleichen mit:</translation>
    </message>
    <message>
        <source>C&amp;hart:</source>
        <translation>&amp;Diagramm:</translation>
    </message>
    <message>
        <source>(choose an experiment)</source>
        <translation>(Experiment wählen)</translation>
    </message>
    <message>
        <source>(no result store yet: run a plan, or open a CSV)</source>
        <translation>(noch kein Ergebnisspeicher: Plan ausführen oder CSV öffnen)</translation>
    </message>
    <message>
        <source>(result store unreadable)</source>
        <translation>(Ergebnisspeicher nicht lesbar)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>There is no experiment %1 in %2.</source>
        <translation>Es gibt kein Experiment %1 in %2.</translation>
    </message>
    <message>
        <source>Rows and columns must be two different properties of the runs.</source>
        <translation>Zeilen und Spalten müssen zwei verschiedene Eigenschaften der Läufe sein.</translation>
    </message>
    <message>
        <source>The repetitions of this cell disagree (CV %1%).</source>
        <translation>Die Wiederholungen dieser Zelle weichen voneinander ab (CV %1%).</translation>
    </message>
    <message>
        <source>The USL fit needs throughput (qps or tps) against client counts, with at least 3 rows.</source>
        <translation>Der USL-Fit braucht Durchsatz (qps oder tps) über Client-Anzahlen, mit mindestens 3 Zeilen.</translation>
    </message>
    <message>
        <source>This chart needs throughput and at least two columns.</source>
        <translation>Dieses Diagramm braucht Durchsatz und mindestens zwei Spalten.</translation>
    </message>
    <message>
        <source>Open Table</source>
        <translation>Tabelle öffnen</translation>
    </message>
    <message>
        <source>CSV tables (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Tabellen (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector graphics (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>HTML-Bericht (*.html);;PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Reading the runs&apos; intervals…</source>
        <translation>Die Intervalle der Läufe werden gelesen…</translation>
    </message>
    <message>
        <source>Throughput over time needs stored runs with intervals (a CSV table has none). Of more than %1 runs, only runs of at least %2 intervals are drawn.</source>
        <translation>Der Durchsatz über die Zeit braucht gespeicherte Läufe mit Intervallen (eine CSV-Tabelle hat keine). Von mehr als %1 Läufen werden nur Läufe mit mindestens %2 Intervallen gezeichnet.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export B&amp;undle…</source>
        <translation>St&amp;udienpaket exportieren…</translation>
    </message>
    <message>
        <source>Choose an experiment of the results file first: a bundle holds one experiment.</source>
        <translation>Wählen Sie zuerst ein Experiment der Ergebnisdatei: ein Paket enthält ein Experiment.</translation>
    </message>
    <message>
        <source>Export Bundle</source>
        <translation>Studienpaket exportieren</translation>
    </message>
    <message>
        <source>Study bundle (*.sbz)</source>
        <translation>Studienpaket (*.sbz)</translation>
    </message>
</context>
<context>
    <name>sb::ResultsPage</name>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open another results file (File &gt; Open Results…)</source>
        <translation>Eine andere Ergebnisdatei öffnen (Datei &gt; Ergebnisse öffnen…)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu la&amp;den</translation>
    </message>
    <message>
        <source>Read the file again (runs a plan added meanwhile appear)</source>
        <translation>Die Datei neu einlesen (inzwischen von einem Plan hinzugefügte Läufe erscheinen)</translation>
    </message>
    <message>
        <source>Results file:</source>
        <translation>Ergebnisdatei:</translation>
    </message>
    <message>
        <source>Show the runs of one experiment</source>
        <translation>Die Läufe eines Experiments anzeigen</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <source>Filter: workload, CPUs, clients, status…</source>
        <translation>Filter: Workload, CPUs, Clients, Status…</translation>
    </message>
    <message>
        <source>&amp;Delete Runs…</source>
        <translation>Läufe &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete the selected runs with their intervals (asks first)</source>
        <translation>Die ausgewählten Läufe mit ihren Intervallen löschen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Delete E&amp;xperiment…</source>
        <translation>E&amp;xperiment löschen…</translation>
    </message>
    <message>
        <source>Delete the chosen experiment with all its runs (asks first)</source>
        <translation>Das gewählte Experiment mit allen seinen Läufen löschen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>Experiment:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Open Another File…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>Use the Default File</source>
        <translation>Standarddatei verwenden</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Open Results</source>
        <translation>Ergebnisse öffnen</translation>
    </message>
    <message>
        <source>ScaleBench results (*.sqlite *.db);;All files (*)</source>
        <translation>ScaleBench-Ergebnisse (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Written by a newer ScaleBench</source>
        <translation>Von einer neueren ScaleBench-Version geschrieben</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 was written by a newer version of ScaleBench (results format %2; this version reads up to %3).&lt;/p&gt;&lt;p&gt;Open it with that newer version, or open another results file. Nothing in the file was changed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 wurde von einer neueren ScaleBench-Version geschrieben (Ergebnisformat %2; diese Version liest bis %3).&lt;/p&gt;&lt;p&gt;Öffnen Sie die Datei mit dieser neueren Version oder öffnen Sie eine andere Ergebnisdatei. An der Datei wurde nichts geändert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not a readable results file</source>
        <translation>Keine lesbare Ergebnisdatei</translation>
    </message>
    <message>
        <source>The results file is busy</source>
        <translation>Die Ergebnisdatei ist belegt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Another program holds a lock on %1 (a plan that is writing, or an &lt;tt&gt;sqlite3&lt;/tt&gt; shell with an open transaction).&lt;/p&gt;&lt;p&gt;Wait for it to finish or close it, then press Reload.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein anderes Programm hält eine Sperre auf %1 (ein Plan, der gerade schreibt, oder eine &lt;tt&gt;sqlite3&lt;/tt&gt;-Shell mit offener Transaktion).&lt;/p&gt;&lt;p&gt;Warten Sie, bis es fertig ist, oder schließen Sie es, und drücken Sie dann „Neu laden“.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open the results file</source>
        <translation>Die Ergebnisdatei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Check that the file and its folder can be read and written (SQLite writes a &lt;tt&gt;-wal&lt;/tt&gt; file next to it), then press Reload, or open another file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Prüfen Sie, ob die Datei und ihr Ordner gelesen und geschrieben werden können (SQLite schreibt daneben eine &lt;tt&gt;-wal&lt;/tt&gt;-Datei), und drücken Sie dann „Neu laden“ oder öffnen Sie eine andere Datei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No runs yet</source>
        <translation>Noch keine Läufe</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 %2.&lt;/p&gt;&lt;p&gt;Runs get here when an experiment plan runs:&lt;/p&gt;&lt;p&gt;&lt;tt&gt;scalebench-cli plan run resources/plans/seed-core-scaling.json&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;or when sysbench logs are imported: &lt;tt&gt;scalebench-cli import-sysbench LOG&lt;/tt&gt;. Give either &lt;tt&gt;--store FILE&lt;/tt&gt; to write to another file and open it here. Press Reload when the runs are done; every run shows its intervals, the server&apos;s configuration and the CPUs it used.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 %2.&lt;/p&gt;&lt;p&gt;Läufe landen hier, wenn ein Experimentplan ausgeführt wird:&lt;/p&gt;&lt;p&gt;&lt;tt&gt;scalebench-cli plan run resources/plans/seed-core-scaling.json&lt;/tt&gt;&lt;/p&gt;&lt;p&gt;oder wenn sysbench-Logs importiert werden: &lt;tt&gt;scalebench-cli import-sysbench LOG&lt;/tt&gt;. Mit &lt;tt&gt;--store FILE&lt;/tt&gt; schreiben beide in eine andere Datei, die Sie dann hier öffnen. Drücken Sie „Neu laden“, wenn die Läufe fertig sind; jeder Lauf zeigt seine Intervalle, die Konfiguration des Servers und die verwendeten CPUs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>holds no runs</source>
        <translation>enthält keine Läufe</translation>
    </message>
    <message>
        <source>does not exist yet</source>
        <translation>existiert noch nicht</translation>
    </message>
    <message>
        <source>All experiments (%1)</source>
        <translation>Alle Experimente (%1)</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Select a run to see its intervals and environment.</source>
        <translation>Wählen Sie einen Lauf, um seine Intervalle und Umgebung zu sehen.</translation>
    </message>
    <message>
        <source>%1 selected: select one to see its details.</source>
        <translation>%1 ausgewählt: Wählen Sie einen aus, um die Details zu sehen.</translation>
    </message>
    <message>
        <source>Cannot read this run: %1</source>
        <translation>Dieser Lauf kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>run %1 (pid %2 on %3)</source>
        <translation>Lauf %1 (PID %2 auf %3)</translation>
    </message>
    <message>
        <source>run %1 (%2, %3 clients, %4)</source>
        <translation>Lauf %1 (%2, %3 Clients, %4)</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>

Still running: %1. If its plan is still going it stops with an error.</source>
        <translation>

Läuft noch: %1. Falls sein Plan noch läuft, bricht er mit einem Fehler ab.</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <source>Delete %1 with %2 intervals from %3?

%4%5

This cannot be undone.</source>
        <translation>%1 mit %2 Intervallen aus %3 löschen?

%4%5

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>experiment %1 &apos;%2&apos;</source>
        <translation>Experiment %1 „%2“</translation>
    </message>
    <message>
        <source>Delete Experiment</source>
        <translation>Experiment löschen</translation>
    </message>
    <message>
        <source>Delete %1 with its %2 runs and %3 intervals from %4?

This cannot be undone.</source>
        <translation>%1 mit seinen %2 Läufen und %3 Intervallen aus %4 löschen?

Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Could not delete %1: %2</source>
        <translation>%1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is not a ScaleBench results file, or it is damaged: %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 ist keine ScaleBench-Ergebnisdatei oder ist beschädigt: %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Open another file, or restore this one from a backup. Nothing in the file was changed. Runs made in this window go to %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Öffnen Sie eine andere Datei oder stellen Sie diese aus einer Sicherung wieder her. An der Datei wurde nichts geändert. Läufe aus diesem Fenster werden in %1 geschrieben.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>sb::RunControls</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start the run (F5)</source>
        <translation>Den Lauf starten (F5)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>End the run now; what it measured is kept (Shift+F5)</source>
        <translation>Den Lauf jetzt beenden; das bisher Gemessene bleibt erhalten (Umschalt+F5)</translation>
    </message>
    <message>
        <source>Client connections, one thread each</source>
        <translation>Client-Verbindungen, je ein Thread</translation>
    </message>
    <message>
        <source>no workload chosen</source>
        <translation>kein Workload gewählt</translation>
    </message>
    <message>
        <source>server not bound</source>
        <translation>Server nicht gebunden</translation>
    </message>
    <message>
        <source>server on CPUs %1</source>
        <translation>Server auf CPUs %1</translation>
    </message>
    <message>
        <source>clients not bound</source>
        <translation>Clients nicht gebunden</translation>
    </message>
    <message>
        <source>clients on CPUs %1</source>
        <translation>Clients auf CPUs %1</translation>
    </message>
    <message>
        <source>mix %1</source>
        <translation>Mix %1</translation>
    </message>
    <message>
        <source>The mix&apos;s groups have their own clients (Workload page)</source>
        <translation>Die Gruppen des Mix haben ihre eigenen Clients (Seite Workload)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next run&lt;/b&gt;: &lt;b&gt;%1&lt;/b&gt; against &lt;b&gt;%2&lt;/b&gt;%3; %4, %5 (CPUs page)</source>
        <translation>&lt;b&gt;Nächster Lauf&lt;/b&gt;: &lt;b&gt;%1&lt;/b&gt; gegen &lt;b&gt;%2&lt;/b&gt;%3; %4, %5 (Seite „CPUs“)</translation>
    </message>
</context>
<context>
    <name>sb::RunDetailsView</name>
    <message>
        <source>not bound (any CPU)</source>
        <translation>nicht gebunden (beliebige CPU)</translation>
    </message>
    <message>
        <source>CPUs %1</source>
        <translation>CPUs %1</translation>
    </message>
    <message>
        <source>preset %1 (%2), asked %3</source>
        <translation>Vorgabe %1 (%2), angefordert %3</translation>
    </message>
    <message>
        <source>bind %1</source>
        <translation>Bindung %1</translation>
    </message>
    <message>
        <source>Transactions/s</source>
        <translation>Transaktionen/s</translation>
    </message>
    <message>
        <source>Queries/s</source>
        <translation>Abfragen/s</translation>
    </message>
    <message>
        <source>Transaction latency</source>
        <translation>Transaktionslatenz</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Per second (wall time)</source>
        <translation>Pro Sekunde (Echtzeit)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Server configuration</source>
        <translation>Serverkonfiguration</translation>
    </message>
    <message>
        <source>Status counters</source>
        <translation>Statuszähler</translation>
    </message>
    <message>
        <source>Select a run to see its intervals and environment.</source>
        <translation>Wählen Sie einen Lauf, um seine Intervalle und Umgebung zu sehen.</translation>
    </message>
    <message>
        <source> &amp;nbsp;·&amp;nbsp; &lt;b&gt;%1 tps&lt;/b&gt;, %2 qps, p95 %3 ms, %4 errors in %5 s</source>
        <translation> &amp;nbsp;·&amp;nbsp; &lt;b&gt;%1 tps&lt;/b&gt;, %2 qps, p95 %3 ms, %4 Fehler in %5 s</translation>
    </message>
    <message>
        <source> &amp;nbsp;·&amp;nbsp; no summary: the run did not finish</source>
        <translation> &amp;nbsp;·&amp;nbsp; keine Zusammenfassung: Der Lauf wurde nicht abgeschlossen</translation>
    </message>
    <message>
        <source> (no intervals recorded)</source>
        <translation> (keine Intervalle aufgezeichnet)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Server profile</source>
        <translation>Serverprofil</translation>
    </message>
    <message>
        <source>Duration asked</source>
        <translation>Angeforderte Dauer</translation>
    </message>
    <message>
        <source>%1 s, warm-up %2 s</source>
        <translation>%1 s, Aufwärmphase %2 s</translation>
    </message>
    <message>
        <source>Written by</source>
        <translation>Geschrieben von</translation>
    </message>
    <message>
        <source>pid %1 on %2</source>
        <translation>PID %1 auf %2</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>Hostname</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Cores / CPUs</source>
        <translation>Kerne / CPUs</translation>
    </message>
    <message>
        <source>%1 cores, %2 logical CPUs, SMT %3</source>
        <translation>%1 Kerne, %2 logische CPUs, SMT %3</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>%1, kernel %2</source>
        <translation>%1, Kernel %2</translation>
    </message>
    <message>
        <source>Governor</source>
        <translation>Governor</translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation>Turbo</translation>
    </message>
    <message>
        <source>Affinity (as applied)</source>
        <translation>Affinität (wie angewendet)</translation>
    </message>
    <message>
        <source>Client threads</source>
        <translation>Client-Threads</translation>
    </message>
    <message>
        <source>Binding error</source>
        <translation>Bindungsfehler</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>not bound</source>
        <translation>nicht gebunden</translation>
    </message>
    <message>
        <source>, pid %1</source>
        <translation>, PID %1</translation>
    </message>
    <message>
        <source>Refused thread</source>
        <translation>Abgelehnter Thread</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <source>ScaleBench</source>
        <translation>ScaleBench</translation>
    </message>
    <message>
        <source>Client library</source>
        <translation>Client-Bibliothek</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Imported from</source>
        <translation>Importiert aus</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Aufgezeichnet</translation>
    </message>
    <message>
        <source>nothing: this run has no environment snapshot</source>
        <translation>nichts: Dieser Lauf hat keinen Umgebungs-Snapshot</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Server configuration (%1)</source>
        <translation>Serverkonfiguration (%1)</translation>
    </message>
    <message>
        <source>Status counters (%1)</source>
        <translation>Statuszähler (%1)</translation>
    </message>
    <message>
        <source>Transactions</source>
        <translation>Transaktionen</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>Server threads on the CPUs (per transaction)</source>
        <translation>Server-Threads auf den CPUs (pro Transaktion)</translation>
    </message>
    <message>
        <source>not available (%1)</source>
        <translation>nicht verfügbar (%1)</translation>
    </message>
    <message>
        <source>On-CPU profile</source>
        <translation>On-CPU-Profil</translation>
    </message>
    <message>
        <source>%1 samples: kernel %2%, server %3%, libraries %4%; %5% of the stacks truncated</source>
        <translation>%1 Samples: Kernel %2 %, Server %3 %, Bibliotheken %4 %; %5 % der Stacks abgeschnitten</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>µs per transaction</source>
        <translation>µs je Transaktion</translation>
    </message>
    <message>
        <source>Per transaction</source>
        <translation>Je Transaktion</translation>
    </message>
    <message>
        <source>Share of level</source>
        <translation>Anteil an der Ebene</translation>
    </message>
    <message>
        <source>Server waits</source>
        <translation>Server-Wartezeiten</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Server waits (%1)</source>
        <translation>Server-Wartezeiten (%1)</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
    <message>
        <source>What it showed</source>
        <translation>Was er zeigte</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message>
        <source>Connection %1</source>
        <translation>Verbindung %1</translation>
    </message>
    <message>
        <source>Thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>%1, state %2, %3% CPU</source>
        <translation>%1, Zustand %2, %3 % CPU</translation>
    </message>
    <message>
        <source>Incidents (%1)</source>
        <translation>Vorfälle (%1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1&lt;/b&gt; &amp;nbsp; %2, %3, server CPUs %4, client CPUs %5, repetition %6</source>
        <translation>&lt;b&gt;Lauf %1&lt;/b&gt; &amp;nbsp; %2, %3, Server-CPUs %4, Client-CPUs %5, Wiederholung %6</translation>
    </message>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n Client</numerusform>
            <numerusform>%n Clients</numerusform>
        </translation>
    </message>
    <message>
        <source>Server restarted</source>
        <translation>Server neu gestartet</translation>
    </message>
    <message>
        <source>CPU binding</source>
        <translation>CPU-Bindung</translation>
    </message>
    <message>
        <source>CPUs %1 could not be applied to the new server: the run ended there</source>
        <translation>Die CPUs %1 ließen sich dem neuen Server nicht zuweisen: Der Lauf endete dort</translation>
    </message>
    <message>
        <source>CPUs %1 again (read back: %2)</source>
        <translation>wieder die CPUs %1 (zurückgelesen: %2)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
</context>
<context>
    <name>sb::RunSettingsRow</name>
    <message>
        <source>More settings</source>
        <translation>Weitere Einstellungen</translation>
    </message>
    <message>
        <source>Arrivals, connects, think time, the stall watchdog, source addresses, server counters</source>
        <translation>Ankünfte, Verbindungsaufbau, Denkzeit, Stillstandswächter, Quelladressen, Serverzähler</translation>
    </message>
</context>
<context>
    <name>sb::RunTableModel</name>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Experiment %1</source>
        <translation>Experiment %1</translation>
    </message>
    <message>
        <source>%1, bind %2</source>
        <translation>%1, Bindung %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>Clients</translation>
    </message>
    <message>
        <source>Server CPUs</source>
        <translation>Server-CPUs</translation>
    </message>
    <message>
        <source>Client CPUs</source>
        <translation>Client-CPUs</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>tps</source>
        <translation>tps</translation>
    </message>
    <message>
        <source>qps</source>
        <translation>qps</translation>
    </message>
    <message>
        <source>p95 ms</source>
        <translation>p95 ms</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Run id in the results file</source>
        <translation>Lauf-ID in der Ergebnisdatei</translation>
    </message>
    <message>
        <source>The experiment (plan) the run belongs to</source>
        <translation>Das Experiment (Plan), zu dem der Lauf gehört</translation>
    </message>
    <message>
        <source>When the run started (local time)</source>
        <translation>Startzeit des Laufs (Ortszeit)</translation>
    </message>
    <message>
        <source>Workload label</source>
        <translation>Workload-Bezeichnung</translation>
    </message>
    <message>
        <source>Client connections</source>
        <translation>Client-Verbindungen</translation>
    </message>
    <message>
        <source>CPUs the server was bound to</source>
        <translation>CPUs, an die der Server gebunden war</translation>
    </message>
    <message>
        <source>CPUs the client threads were bound to</source>
        <translation>CPUs, an die die Client-Threads gebunden waren</translation>
    </message>
    <message>
        <source>Measured time, warm-up excluded</source>
        <translation>Gemessene Zeit ohne Aufwärmphase</translation>
    </message>
    <message>
        <source>Transactions per second</source>
        <translation>Transaktionen pro Sekunde</translation>
    </message>
    <message>
        <source>Queries per second</source>
        <translation>Abfragen pro Sekunde</translation>
    </message>
    <message>
        <source>95th percentile of transaction latency, milliseconds</source>
        <translation>95. Perzentil der Transaktionslatenz, Millisekunden</translation>
    </message>
    <message>
        <source>finished, interrupted (stopped or writer gone), failed, or still running</source>
        <translation>abgeschlossen, unterbrochen (gestoppt oder Schreiber beendet), fehlgeschlagen oder läuft noch</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>hängengeblieben</translation>
    </message>
</context>
<context>
    <name>sb::SandboxPanel</name>
    <message>
        <source>Local sandbox server</source>
        <translation>Lokaler Sandbox-Server</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Use in the form</source>
        <translation>Im Formular &amp;verwenden</translation>
    </message>
    <message>
        <source>Start a private MariaDB/MySQL server for benchmarking in its own data directory (initialised the first time), or reuse the one that runs</source>
        <translation>Einen privaten MariaDB/MySQL-Server für Benchmarks in einem eigenen Datenverzeichnis starten (beim ersten Mal eingerichtet) oder den laufenden weiterverwenden</translation>
    </message>
    <message>
        <source>Shut the sandbox server down; its data stays for the next start</source>
        <translation>Den Sandbox-Server herunterfahren; seine Daten bleiben für den nächsten Start erhalten</translation>
    </message>
    <message>
        <source>Fill the connection form with the sandbox&apos;s socket and benchmark user</source>
        <translation>Das Verbindungsformular mit Socket und Benchmark-Benutzer der Sandbox füllen</translation>
    </message>
    <message>
        <source>A server on this machine that ScaleBench manages for you: no setup, nothing shared with other databases.</source>
        <translation>Ein Server auf diesem Rechner, den ScaleBench für Sie verwaltet: keine Einrichtung, nichts geteilt mit anderen Datenbanken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Running&lt;/b&gt; (process %1)</source>
        <translation>&lt;b&gt;Läuft&lt;/b&gt; (Prozess %1)</translation>
    </message>
    <message>
        <source>%1 on port %2 and socket %3&lt;br&gt;Data directory: %4</source>
        <translation>%1 auf Port %2 und Socket %3&lt;br&gt;Datenverzeichnis: %4</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stopped&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gestoppt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not created yet&lt;/b&gt;: Start sets it up</source>
        <translation>&lt;b&gt;Noch nicht angelegt&lt;/b&gt;: „Starten“ richtet ihn ein</translation>
    </message>
    <message>
        <source>Data directory: %1</source>
        <translation>Datenverzeichnis: %1</translation>
    </message>
    <message>
        <source>Starting the sandbox server...</source>
        <translation>Sandbox-Server wird gestartet...</translation>
    </message>
    <message>
        <source>The sandbox server is ready.</source>
        <translation>Der Sandbox-Server ist bereit.</translation>
    </message>
    <message>
        <source>Stopping the sandbox server...</source>
        <translation>Sandbox-Server wird gestoppt...</translation>
    </message>
    <message>
        <source>The sandbox server is stopped.</source>
        <translation>Der Sandbox-Server ist gestoppt.</translation>
    </message>
    <message>
        <source>With per&amp;formance_schema (where the server&apos;s threads wait)</source>
        <translation>Mit per&amp;formance_schema (worauf die Threads des Servers warten)</translation>
    </message>
    <message>
        <source>Stop the sandbox to change it: it takes effect at the next Start</source>
        <translation>Zum Ändern die Sandbox stoppen: es gilt ab dem nächsten Start</translation>
    </message>
    <message>
        <source>Start the sandbox with performance_schema on and every wait instrument timed, so that each run stores where the server waited; it costs the server some throughput</source>
        <translation>Die Sandbox mit eingeschaltetem performance_schema und allen Warte-Instrumenten mit Zeitmessung starten, damit jeder Lauf speichert, worauf der Server wartete; das kostet den Server etwas Durchsatz</translation>
    </message>
</context>
<context>
    <name>sb::ServerCounterChart</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>Pro Sekunde</translation>
    </message>
    <message>
        <source>No server counters in this run (--server-counters=none, or the server did not answer the status sampler).</source>
        <translation>Keine Serverzähler in diesem Lauf (--server-counters=none, oder der Server hat dem Status-Sampler nicht geantwortet).</translation>
    </message>
    <message>
        <source>Server counter:</source>
        <translation>Serverzähler:</translation>
    </message>
    <message>
        <source>A status counter of the server (SHOW GLOBAL STATUS), read every interval on a connection of its own: per second, or as it is for a level such as Threads_running</source>
        <translation>Ein Statuszähler des Servers (SHOW GLOBAL STATUS), in jedem Intervall über eine eigene Verbindung gelesen: pro Sekunde, oder wie er ist für einen Stand wie Threads_running</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>sb::StartHint</name>
    <message>
        <source>Open the &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Loads the demo plan on the Plan page; Run starts it</source>
        <translation>Lädt den Demo-Plan auf die Seite Plan; Ausführen startet ihn</translation>
    </message>
    <message>
        <source>Dismiss: the hint does not come back</source>
        <translation>Schließen: der Hinweis kommt nicht wieder</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to ScaleBench? Start with the demo.&lt;/b&gt; It measures oltp_read_only on a private MariaDB server on this machine (the sandbox) at 1, 2, 4, 8, 16 and 32 clients, twice 4 seconds each: about a minute. The Report page then shows the throughput curve with its USL fit and the client count where the server stops scaling.</source>
        <translation>&lt;b&gt;Neu bei ScaleBench? Beginnen Sie mit der Demo.&lt;/b&gt; Sie misst oltp_read_only auf einem privaten MariaDB-Server auf diesem Rechner (der Sandbox) bei 1, 2, 4, 8, 16 und 32 Clients, je zweimal 4 Sekunden: etwa eine Minute. Die Seite Bericht zeigt dann die Durchsatzkurve mit ihrer USL-Anpassung und die Client-Zahl, ab der der Server nicht mehr skaliert.</translation>
    </message>
</context>
<context>
    <name>sb::TimeSeriesChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Time (h:min:s)</source>
        <translation>Zeit (h:min:s)</translation>
    </message>
    <message>
        <source>Time (min:s)</source>
        <translation>Zeit (min:s)</translation>
    </message>
    <message>
        <source>Time (h:min)</source>
        <translation>Zeit (h:min)</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Vorfall</translation>
    </message>
</context>
<context>
    <name>sb::TimeSeriesChartView</name>
    <message>
        <source>Wheel or drag across the plot to zoom into a time range; double-click or Esc shows the whole run</source>
        <translation>Mausrad oder Ziehen über die Fläche zoomt in einen Zeitbereich; Doppelklick oder Esc zeigt den ganzen Lauf</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Ganzer Lauf</translation>
    </message>
    <message>
        <source>Show the whole run again (double-click, Esc)</source>
        <translation>Wieder den ganzen Lauf zeigen (Doppelklick, Esc)</translation>
    </message>
</context>
<context>
    <name>sb::TopologyView</name>
    <message>
        <source>NUMA node %1</source>
        <translation>NUMA-Knoten %1</translation>
    </message>
    <message>
        <source>Core %1</source>
        <translation>Kern %1</translation>
    </message>
    <message>
        <source>Package %1</source>
        <translation>Package %1</translation>
    </message>
    <message>
        <source>No topology loaded</source>
        <translation>Keine Topologie geladen</translation>
    </message>
    <message>
        <source>server and client</source>
        <translation>Server und Client</translation>
    </message>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>neither set</source>
        <translation>in keinem Set</translation>
    </message>
    <message>
        <source>PU %1 (OS index), core %2, package %3</source>
        <translation>PU %1 (OS-Index), Kern %2, Package %3</translation>
    </message>
    <message>
        <source>SMT sibling(s): %1</source>
        <translation>SMT-Geschwister: %1</translation>
    </message>
    <message>
        <source>In: %1</source>
        <translation>Gehört zu: %1</translation>
    </message>
</context>
<context>
    <name>sb::WorkloadPage</name>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation>Auf Standardwerte &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Set every option back to its default (sysbench&apos;s defaults)</source>
        <translation>Alle Optionen auf ihren Standardwert zurücksetzen (die Standardwerte von sysbench)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Prepared&lt;/b&gt; %1 rows in %2 s. The workload is ready to run.</source>
        <translation>&lt;b&gt;Vorbereitet:&lt;/b&gt; %1 Zeilen in %2 s. Der Workload ist startbereit.</translation>
    </message>
    <message>
        <source>No tables to drop.</source>
        <translation>Keine Tabellen zu löschen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dropped&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Gelöscht:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>Left in place, since ScaleBench did not create them: %1.</source>
        <translation>Nicht angetastet, weil ScaleBench sie nicht angelegt hat: %1.</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Connections that load tables in parallel (at most one per table)</source>
        <translation>Verbindungen, die Tabellen parallel laden (höchstens eine pro Tabelle)</translation>
    </message>
    <message>
        <source>Drop and load again tables that exist</source>
        <translation>Vorhandene Tabellen löschen und neu laden</translation>
    </message>
    <message>
        <source>&amp;Prepare</source>
        <translation>&amp;Vorbereiten</translation>
    </message>
    <message>
        <source>Create the workload&apos;s tables and load their rows</source>
        <translation>Die Tabellen des Workloads anlegen und ihre Zeilen laden</translation>
    </message>
    <message>
        <source>C&amp;lean up</source>
        <translation>&amp;Aufräumen</translation>
    </message>
    <message>
        <source>Drop the tables ScaleBench created for this workload, and only those</source>
        <translation>Die Tabellen löschen, die ScaleBench für diesen Workload angelegt hat, und nur diese</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Loader connections:</source>
        <translation>Ladeverbindungen:</translation>
    </message>
    <message>
        <source>This workload has no tables of its own to prepare.</source>
        <translation>Dieser Workload hat keine eigenen Tabellen vorzubereiten.</translation>
    </message>
    <message>
        <source>Dataset: &lt;b&gt;%1 rows&lt;/b&gt;, about &lt;b&gt;%2 MB&lt;/b&gt; (an estimate at roughly %3 bytes per sbtest row, indexes included).</source>
        <translation>Datenbestand: &lt;b&gt;%1 Zeilen&lt;/b&gt;, etwa &lt;b&gt;%2 MB&lt;/b&gt; (geschätzt mit rund %3 Byte pro sbtest-Zeile, Indizes eingeschlossen).</translation>
    </message>
    <message>
        <source>A run is in progress; prepare and cleanup wait until it ends.</source>
        <translation>Ein Lauf ist im Gange; Vorbereiten und Aufräumen warten, bis er endet.</translation>
    </message>
    <message>
        <source>Preparing %1 on %2...</source>
        <translation>Bereite %1 auf %2 vor...</translation>
    </message>
    <message>
        <source>Dropping the tables of %1...</source>
        <translation>Lösche die Tabellen von %1...</translation>
    </message>
    <message>
        <source>%1 rows/s, %2:%3 left</source>
        <translation>%1 Zeilen/s, noch %2:%3</translation>
    </message>
    <message>
        <source>Cancelled. Tables already loaded stay; prepare again with &quot;Drop and load again&quot; to start over.</source>
        <translation>Abgebrochen. Bereits geladene Tabellen bleiben; für einen Neuanfang erneut vorbereiten mit „Vorhandene Tabellen löschen und neu laden“.</translation>
    </message>
</context>
</TS>
