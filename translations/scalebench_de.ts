<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>the server returned an error while %1</source>
        <translation>der Server meldete einen Fehler bei: %1</translation>
    </message>
    <message>
        <source>the connection to the server was lost while %1</source>
        <translation>die Verbindung zum Server brach ab bei: %1</translation>
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
        <source>the sandbox server could not %1</source>
        <translation>der Sandbox-Server konnte nicht: %1</translation>
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
        <source>throughput still rises at %1 %2</source>
        <translation>der Durchsatz steigt bei %1 %2 noch an</translation>
    </message>
    <message>
        <source>throughput peaks at %1 %2</source>
        <translation>der Durchsatz erreicht sein Maximum bei %1 %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
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
        <source>The password is never written to disk; enter it again after a restart.</source>
        <translation>Das Passwort wird nie gespeichert; geben Sie es nach einem Neustart erneut ein.</translation>
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
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Version:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Round trip:&lt;/td&gt;&lt;td&gt;%4 ms (median of 5 × SELECT 1); connecting took %5 ms&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;td&gt;Server:&lt;/td&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; (%2)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Version:&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Umlaufzeit:&lt;/td&gt;&lt;td&gt;%4 ms (Median aus 5 × SELECT 1); Verbindungsaufbau %5 ms&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>sb::LivePage</name>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Transactions per second</source>
        <translation>Transaktionen pro Sekunde</translation>
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
        <source>Queries per second</source>
        <translation>Abfragen pro Sekunde</translation>
    </message>
    <message>
        <source>The summary of the run appears here when it ends.</source>
        <translation>Die Zusammenfassung des Laufs erscheint hier, wenn er endet.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Client connections, one thread each</source>
        <translation>Client-Verbindungen, je ein Thread</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Measured time, after the warm-up</source>
        <translation>Gemessene Zeit, nach dem Aufwärmen</translation>
    </message>
    <message>
        <source>Time run first and left out of the summary (drawn at negative times)</source>
        <translation>Zeit, die vorab läuft und nicht in die Zusammenfassung eingeht (bei negativen Zeiten gezeichnet)</translation>
    </message>
    <message>
        <source>One chart point per interval</source>
        <translation>Ein Diagrammpunkt pro Intervall</translation>
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
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>&amp;Warm-up:</source>
        <translation>&amp;Aufwärmen:</translation>
    </message>
    <message>
        <source>Report &amp;interval:</source>
        <translation>Berichts&amp;intervall:</translation>
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
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>no workload chosen</source>
        <translation>kein Workload gewählt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against &lt;b&gt;%2&lt;/b&gt;%3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; gegen &lt;b&gt;%2&lt;/b&gt;%3</translation>
    </message>
    <message>
        <source>Stopping: the workers finish their current transaction...</source>
        <translation>Wird gestoppt: Die Worker beenden ihre laufende Transaktion...</translation>
    </message>
    <message>
        <source>Tables are being prepared or cleaned up; start the run when that is done.</source>
        <translation>Tabellen werden gerade vorbereitet oder aufgeräumt; starten Sie den Lauf, wenn das erledigt ist.</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>Läuft...</translation>
    </message>
    <message numerus="yes">
        <source>Connecting %n client(s) and checking the tables...</source>
        <translation>
            <numerusform>Verbinde %n Client und prüfe die Tabellen...</numerusform>
            <numerusform>Verbinde %n Clients und prüfe die Tabellen...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>warm-up %1 s</source>
        <translation>Aufwärmen %1 s</translation>
    </message>
    <message>
        <source>%1 of %2 s</source>
        <translation>%1 von %2 s</translation>
    </message>
    <message>
        <source>Warming up (left out of the summary)...</source>
        <translation>Aufwärmen (geht nicht in die Zusammenfassung ein)...</translation>
    </message>
    <message>
        <source>Measuring...</source>
        <translation>Messung läuft...</translation>
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
        <source>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; after %2 s with %3 threads&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Transactions:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%5/s&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Latency (ms):&lt;/td&gt;&lt;td&gt;min %9, avg %10, p95 &lt;b&gt;%11&lt;/b&gt;, p99 %12, max %13&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Queries:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%6&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%7/s&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Errors:&lt;/td&gt;&lt;td&gt;%8 retried, %14 fatal, %15 reconnects&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;3&apos;&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt; nach %2 s mit %3 Threads&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Transaktionen:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&lt;b&gt;%4&lt;/b&gt;&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%5/s&lt;/td&gt;&lt;td width=&apos;24&apos;&gt;&lt;/td&gt;&lt;td&gt;Latenz (ms):&lt;/td&gt;&lt;td&gt;min %9, Mittel %10, p95 &lt;b&gt;%11&lt;/b&gt;, p99 %12, max %13&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Abfragen:&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%6&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;%7/s&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;td&gt;Fehler:&lt;/td&gt;&lt;td&gt;%8 wiederholt, %14 fatal, %15 Neuverbindungen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>%1. Start again for another run.</source>
        <translation>%1. Erneut starten für einen weiteren Lauf.</translation>
    </message>
    <message>
        <source>No run: nothing was measured.</source>
        <translation>Kein Lauf: Es wurde nichts gemessen.</translation>
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
        <source>The machine&apos;s topology from hwloc (packages, cores, SMT siblings), affinity presets, and CPU sets for the server and the client built by clicking.</source>
        <translation>Die Topologie der Maschine laut hwloc (Packages, Kerne, SMT-Geschwister), Affinitäts-Vorlagen und per Klick zusammengestellte CPU-Sets für Server und Client.</translation>
    </message>
    <message>
        <source>The experiment matrix: client counts, CPU configurations, repetitions, duration and warm-up, with the number of runs and the total time.</source>
        <translation>Die Versuchsmatrix: Anzahl der Clients, CPU-Konfigurationen, Wiederholungen, Dauer und Aufwärmzeit, mit der Zahl der Läufe und der Gesamtdauer.</translation>
    </message>
    <message>
        <source>Runs and experiments from the result store in a sortable, filterable table, with the details of each run.</source>
        <translation>Läufe und Experimente aus der Ergebnisdatenbank in einer sortier- und filterbaren Tabelle, mit den Details jedes Laufs.</translation>
    </message>
    <message>
        <source>Comparison charts and pivot tables, USL fits, and reports as HTML and PDF.</source>
        <translation>Vergleichsdiagramme und Pivot-Tabellen, USL-Fits und Berichte als HTML und PDF.</translation>
    </message>
    <message>
        <source>Coming later</source>
        <translation>Folgt später</translation>
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
</context>
<context>
    <name>sb::PlaceholderPage</name>
    <message>
        <source>Coming in a later version of ScaleBench.</source>
        <translation>Kommt in einer späteren Version von ScaleBench.</translation>
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
</context>
<context>
    <name>sb::TimeSeriesChart</name>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
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
