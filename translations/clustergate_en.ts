<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>cg::AgentConnection</name>
    <message numerus="yes">
        <source>The agent stream contained %n byte(s) that are not protocol frames; they were skipped.</source>
        <translation>
            <numerusform>The agent stream contained %n byte that are not protocol frames; they were skipped.</numerusform>
            <numerusform>The agent stream contained %n bytes that are not protocol frames; they were skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent speaks another protocol version (%1); deploy the agent that matches this console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent sent an oversized frame (%1); the stream was resynchronised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A frame from the agent failed its checksum; the stream was resynchronised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent sent a frame this console does not know (%1); it was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The agent stream ended in the middle of a frame (%n byte(s) dropped).</source>
        <translation>
            <numerusform>The agent stream ended in the middle of a frame (%n byte dropped).</numerusform>
            <numerusform>The agent stream ended in the middle of a frame (%n bytes dropped).</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent&apos;s hello is not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A telemetry sample from the agent was malformed (%1); it was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pong from the agent was malformed; it was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more decoding error(s) in the same read)</source>
        <translation>
            <numerusform>%1 (and %n more decoding error in the same read)</numerusform>
            <numerusform>%1 (and %n more decoding errors in the same read)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::Database</name>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a readable SQLite database (%2). It was left unchanged; move it aside to start with a new database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program. It was left unchanged; set CLUSTERGATE_HOME to another directory or move the file aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer ClusterGate (schema %2, this build knows %3). It was left unchanged; use the newer version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot upgrade the database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot upgrade the database %1 to schema %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save target %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::LocalAgent</name>
    <message>
        <source>Cannot start the agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled agent (clustergate-agent) was not found. Looked in: %1. Reinstall ClusterGate or set CLUSTERGATE_AGENT to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::Cli</name>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; looked in: %1. Set CLUSTERGATE_AGENT to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the agent on a target and print each decoded sample as a JSON line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target to stream from: local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop after N samples (0: until interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds between samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent stream needs one target; only &apos;local&apos; (this machine) exists so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count must be a whole number of samples, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval must be between 50 and 3600000 milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: only &apos;json&apos; is supported here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start the agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent stopped with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent sent %1 of %2 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate agent info local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run the agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate agent stream|info|path ...
  agent stream local [--count N] [--interval MS] [--format json]
  agent info local
  agent path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: clustergate [--lang zh_CN|en]            open the console
       clustergate --version
       clustergate agent stream local [--count N] [--interval MS] [--format json]
       clustergate agent info local
       clustergate agent path
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ChartPanel</name>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::Console</name>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::LiveView</name>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: waiting for the agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n logical CPU(s))</source>
        <translation>
            <numerusform>%1 (%n logical CPU)</numerusform>
            <numerusform>%1 (%n logical CPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n GPU: %1</numerusform>
            <numerusform>%n GPUs: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP retransmits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segments retransmitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message>
        <source>ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample %1 · every %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Live charts of this machine work; saved targets are unavailable until this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze the charts (Space); data keeps arriving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a shorter time span (Ctrl++ or mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a longer time span (Ctrl+- or mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart Local Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time span shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local agent: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local agent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterGate %1&lt;/h3&gt;&lt;p&gt;A console for rented GPU clusters: reach them through bastions, prove what you rent, run work on their scheduler, and show auditors what data left, in what form, approved by whom.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TargetsModel</name>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::Units</name>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
