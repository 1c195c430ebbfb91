<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <source>the server at %1 stopped answering, or the network to it did (a cut, a lost connection or a peer gone without closing it): no query completed in the last %2 s; %n connection(s) still waiting at the end were shut down. The run kept what it measured until then.</source>
        <translation>
            <numerusform>the server at %1 stopped answering, or the network to it did (a cut, a lost connection or a peer gone without closing it): no query completed in the last %2 s; %n connection still waiting at the end was shut down. The run kept what it measured until then.</numerusform>
            <numerusform>the server at %1 stopped answering, or the network to it did (a cut, a lost connection or a peer gone without closing it): no query completed in the last %2 s; %n connections still waiting at the end were shut down. The run kept what it measured until then.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IncidentText</name>
    <message numerus="yes">
        <source>at %1 s: %2 tx/s, under half the run&apos;s median of %3 tx/s for %n interval(s)</source>
        <translation>
            <numerusform>at %1 s: %2 tx/s, under half the run&apos;s median of %3 tx/s for %n interval</numerusform>
            <numerusform>at %1 s: %2 tx/s, under half the run&apos;s median of %3 tx/s for %n intervals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n connection</numerusform>
            <numerusform>%n connections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n waiting for a lock</source>
        <translation>
            <numerusform>%n waiting for a lock</numerusform>
            <numerusform>%n waiting for a lock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n character</numerusform>
            <numerusform>%n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryText</name>
    <message numerus="yes">
        <source>restored the CPU masks of %n thread(s) of %1: ScaleBench process %2 had bound them and ended without putting them back</source>
        <translation>
            <numerusform>restored the CPU masks of %n thread of %1: ScaleBench process %2 had bound them and ended without putting them back</numerusform>
            <numerusform>restored the CPU masks of %n threads of %1: ScaleBench process %2 had bound them and ended without putting them back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunSummaryText</name>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n client</numerusform>
            <numerusform>%n clients</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>async driver, %n event-loop thread(s)</source>
        <translation>
            <numerusform>async driver, %n event-loop thread</numerusform>
            <numerusform>async driver, %n event-loop threads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n first connect(s) were tried again after the server refused them for a moment.</source>
        <translation>
            <numerusform>%n first connect was tried again after the server refused it for a moment.</numerusform>
            <numerusform>%n first connects were tried again after the server refused them for a moment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunWords</name>
    <message numerus="yes">
        <source>Starting %1 load processes with mpirun; they connect %n client(s)...</source>
        <translation>
            <numerusform>Starting %1 load processes with mpirun; they connect %n client...</numerusform>
            <numerusform>Starting %1 load processes with mpirun; they connect %n clients...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connecting %n client(s) and checking the tables...</source>
        <translation>
            <numerusform>Connecting %n client and checking the tables...</numerusform>
            <numerusform>Connecting %n clients and checking the tables...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrival(s) due but not started: the server is behind the target rate.</source>
        <translation>
            <numerusform>%n arrival due but not started: the server is behind the target rate.</numerusform>
            <numerusform>%n arrivals due but not started: the server is behind the target rate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingFigures</name>
    <message numerus="yes">
        <source>bars: 95% intervals from the repetitions (Bonferroni over %n; none if unbounded)</source>
        <translation>
            <numerusform>bars: 95% intervals from the repetitions (Bonferroni over %n; none if unbounded)</numerusform>
            <numerusform>bars: 95% intervals from the repetitions (Bonferroni over %n; none if unbounded)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bars: 95% intervals from the repetitions (Bonferroni over %n)</source>
        <translation>
            <numerusform>bars: 95% intervals from the repetitions (Bonferroni over %n)</numerusform>
            <numerusform>bars: 95% intervals from the repetitions (Bonferroni over %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScalingReport</name>
    <message numerus="yes">
        <source> (speedups with 95% Fieller intervals from the repetitions, Bonferroni over %n comparisons)</source>
        <translation>
            <numerusform> (speedups with 95% Fieller intervals from the repetitions, Bonferroni over %n comparisons)</numerusform>
            <numerusform> (speedups with 95% Fieller intervals from the repetitions, Bonferroni over %n comparisons)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with 95% Fieller intervals from the repetitions (Bonferroni over %n rows)</source>
        <translation>
            <numerusform>, with 95% Fieller intervals from the repetitions (Bonferroni over %n rows)</numerusform>
            <numerusform>, with 95% Fieller intervals from the repetitions (Bonferroni over %n rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyScales</name>
    <message numerus="yes">
        <source>No wait profile in %n run(s): %1</source>
        <translation>
            <numerusform>No wait profile in %n run: %1</numerusform>
            <numerusform>No wait profile in %n runs: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sb::ExploreDialog</name>
    <message numerus="yes">
        <source>Run %1: %n client(s), %2</source>
        <translation>
            <numerusform>Run %1: %n client, %2</numerusform>
            <numerusform>Run %1: %n clients, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sb::LivePage</name>
    <message numerus="yes">
        <source>&lt;b&gt;The results file %1 cannot be written&lt;/b&gt; (%2; %3 free on its disk). The run stops now and is kept as interrupted: run %4 keeps the %n interval(s) written before.</source>
        <translation>
            <numerusform>&lt;b&gt;The results file %1 cannot be written&lt;/b&gt; (%2; %3 free on its disk). The run stops now and is kept as interrupted: run %4 keeps the %n interval written before.</numerusform>
            <numerusform>&lt;b&gt;The results file %1 cannot be written&lt;/b&gt; (%2; %3 free on its disk). The run stops now and is kept as interrupted: run %4 keeps the %n intervals written before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sb::PlanProgressBox</name>
    <message numerus="yes">
        <source>Run &lt;b&gt;%1 of %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n client(s), server CPUs &lt;b&gt;%4&lt;/b&gt;, client CPUs &lt;b&gt;%5&lt;/b&gt;, repetition %6, against %7</source>
        <translation>
            <numerusform>Run &lt;b&gt;%1 of %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n client, server CPUs &lt;b&gt;%4&lt;/b&gt;, client CPUs &lt;b&gt;%5&lt;/b&gt;, repetition %6, against %7</numerusform>
            <numerusform>Run &lt;b&gt;%1 of %2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt;, %n clients, server CPUs &lt;b&gt;%4&lt;/b&gt;, client CPUs &lt;b&gt;%5&lt;/b&gt;, repetition %6, against %7</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sb::RunDetailsView</name>
    <message numerus="yes">
        <source>%n client(s)</source>
        <translation>
            <numerusform>%n client</numerusform>
            <numerusform>%n clients</numerusform>
        </translation>
    </message>
</context>
</TS>
