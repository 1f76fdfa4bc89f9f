<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cg::AgentConnection</name>
    <message numerus="yes">
        <source>The agent stream contained %n byte(s) that are not protocol frames; they were skipped.</source>
        <translation>
            <numerusform>代理数据流中有 %n 个字节不是协议帧，已跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent speaks another protocol version (%1); deploy the agent that matches this console.</source>
        <translation>代理使用的协议版本不同（%1）；请部署与本控制台匹配的代理。</translation>
    </message>
    <message>
        <source>The agent sent an oversized frame (%1); the stream was resynchronised.</source>
        <translation>代理发送了超长的帧（%1）；数据流已重新同步。</translation>
    </message>
    <message>
        <source>A frame from the agent failed its checksum; the stream was resynchronised.</source>
        <translation>代理发来的一个帧校验和不符；数据流已重新同步。</translation>
    </message>
    <message>
        <source>The agent sent a frame this console does not know (%1); it was skipped.</source>
        <translation>代理发送了本控制台无法识别的帧（%1），已跳过。</translation>
    </message>
    <message numerus="yes">
        <source>The agent stream ended in the middle of a frame (%n byte(s) dropped).</source>
        <translation>
            <numerusform>代理数据流在帧中途结束（丢弃 %n 个字节）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The agent&apos;s hello is not a JSON object: %1</source>
        <translation>代理的握手消息不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>A telemetry sample from the agent was malformed (%1); it was skipped.</source>
        <translation>代理发来的一条遥测样本格式错误（%1），已跳过。</translation>
    </message>
    <message>
        <source>A pong from the agent was malformed; it was skipped.</source>
        <translation>代理发来的 pong 格式错误，已跳过。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more decoding error(s) in the same read)</source>
        <translation>
            <numerusform>%1（同一次读取中还有 %n 个解码错误）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::Database</name>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>无法打开数据库 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a readable SQLite database (%2). It was left unchanged; move it aside to start with a new database.</source>
        <translation>%1 不是可读取的 SQLite 数据库（%2）。文件未做任何改动；将其移走即可使用新数据库。</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program. It was left unchanged; set CLUSTERGATE_HOME to another directory or move the file aside.</source>
        <translation>%1 是其他程序的 SQLite 数据库。文件未做任何改动；请将 CLUSTERGATE_HOME 设为其他目录，或将该文件移走。</translation>
    </message>
    <message>
        <source>%1 was written by a newer ClusterGate (schema %2, this build knows %3). It was left unchanged; use the newer version.</source>
        <translation>%1 由更新版本的 ClusterGate 写入（架构版本 %2，本版本只支持 %3）。文件未做任何改动；请使用新版本。</translation>
    </message>
    <message>
        <source>Cannot use the database %1: %2</source>
        <translation>无法使用数据库 %1：%2</translation>
    </message>
    <message>
        <source>Cannot upgrade the database %1: %2</source>
        <translation>无法升级数据库 %1：%2</translation>
    </message>
    <message>
        <source>Cannot upgrade the database %1 to schema %2: %3</source>
        <translation>无法将数据库 %1 升级到架构版本 %2：%3</translation>
    </message>
    <message>
        <source>The database is not open.</source>
        <translation>数据库未打开。</translation>
    </message>
    <message>
        <source>Cannot save target %1: %2</source>
        <translation>无法保存目标 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::LocalAgent</name>
    <message>
        <source>Cannot start the agent %1: %2</source>
        <translation>无法启动代理 %1：%2</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>restarting</source>
        <translation>正在重启</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>The bundled agent (clustergate-agent) was not found. Looked in: %1. Reinstall ClusterGate or set CLUSTERGATE_AGENT to its path.</source>
        <translation>未找到内置代理（clustergate-agent）。已查找：%1。请重新安装 ClusterGate，或将 CLUSTERGATE_AGENT 设为其路径。</translation>
    </message>
    <message>
        <source>The agent crashed.</source>
        <translation>代理崩溃了。</translation>
    </message>
    <message>
        <source>The agent exited with code %1.</source>
        <translation>代理已退出，退出码 %1。</translation>
    </message>
</context>
<context>
    <name>cg::cli::Cli</name>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; looked in: %1. Set CLUSTERGATE_AGENT to its path.</source>
        <translation>未找到内置代理（clustergate-agent）；已查找：%1。请将 CLUSTERGATE_AGENT 设为其路径。</translation>
    </message>
    <message>
        <source>Run the agent on a target and print each decoded sample as a JSON line.</source>
        <translation>在目标上运行代理，并将每条解码后的样本输出为一行 JSON。</translation>
    </message>
    <message>
        <source>Target to stream from: local</source>
        <translation>数据来源目标：local</translation>
    </message>
    <message>
        <source>Stop after N samples (0: until interrupted).</source>
        <translation>采集 N 条样本后停止（0：直到被中断）。</translation>
    </message>
    <message>
        <source>Milliseconds between samples.</source>
        <translation>采样间隔（毫秒）。</translation>
    </message>
    <message>
        <source>Output format: json.</source>
        <translation>输出格式：json。</translation>
    </message>
    <message>
        <source>agent stream needs one target; only &apos;local&apos; (this machine) exists so far</source>
        <translation>agent stream 需要一个目标；目前只有 &apos;local&apos;（本机）</translation>
    </message>
    <message>
        <source>--count must be a whole number of samples, 0 or more</source>
        <translation>--count 必须是大于等于 0 的整数样本数</translation>
    </message>
    <message>
        <source>--interval must be between 50 and 3600000 milliseconds</source>
        <translation>--interval 必须在 50 到 3600000 毫秒之间</translation>
    </message>
    <message>
        <source>--format: only &apos;json&apos; is supported here</source>
        <translation>--format：此处只支持 &apos;json&apos;</translation>
    </message>
    <message>
        <source>cannot start the agent %1: %2</source>
        <translation>无法启动代理 %1：%2</translation>
    </message>
    <message>
        <source>the agent stopped with exit code %1</source>
        <translation>代理已停止，退出码 %1</translation>
    </message>
    <message>
        <source>the agent sent %1 of %2 samples</source>
        <translation>代理只发送了 %1/%2 条样本</translation>
    </message>
    <message>
        <source>usage: clustergate agent info local</source>
        <translation>用法：clustergate agent info local</translation>
    </message>
    <message>
        <source>cannot run the agent %1: %2</source>
        <translation>无法运行代理 %1：%2</translation>
    </message>
    <message>
        <source>usage: clustergate agent stream|info|path ...
  agent stream local [--count N] [--interval MS] [--format json]
  agent info local
  agent path</source>
        <translation>用法：clustergate agent stream|info|path ...
  agent stream local [--count N] [--interval MS] [--format json]
  agent info local
  agent path</translation>
    </message>
    <message>
        <source>Usage: clustergate [--lang zh_CN|en]            open the console
       clustergate --version
       clustergate agent stream local [--count N] [--interval MS] [--format json]
       clustergate agent info local
       clustergate agent path
</source>
        <translation>用法：clustergate [--lang zh_CN|en]            打开控制台
       clustergate --version
       clustergate agent stream local [--count N] [--interval MS] [--format json]
       clustergate agent info local
       clustergate agent path
</translation>
    </message>
</context>
<context>
    <name>cg::ui::ChartPanel</name>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
</context>
<context>
    <name>cg::ui::Console</name>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>cg::ui::LiveView</name>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>%1: waiting for the agent…</source>
        <translation>%1：正在等待代理…</translation>
    </message>
    <message>
        <source>kernel %1</source>
        <translation>内核 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n logical CPU(s))</source>
        <translation>
            <numerusform>%1（%n 个逻辑 CPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>内存 %1</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>无 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n 块 GPU：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>used</source>
        <translation>已用</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>received</source>
        <translation>接收</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>TCP retransmits</source>
        <translation>TCP 重传</translation>
    </message>
    <message>
        <source>segments retransmitted</source>
        <translation>重传报文段</translation>
    </message>
    <message>
        <source>GPU %1 load</source>
        <translation>GPU %1 负载</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>memory used</source>
        <translation>显存占用</translation>
    </message>
    <message>
        <source>GPU %1 power</source>
        <translation>GPU %1 功耗</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>GPU %1 temperature</source>
        <translation>GPU %1 温度</translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>GPU %1 clocks</source>
        <translation>GPU %1 频率</translation>
    </message>
    <message>
        <source>SM</source>
        <translation>SM</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
</context>
<context>
    <name>cg::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>ClusterGate</source>
        <translation>ClusterGate</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>sample %1 · every %2 ms</source>
        <translation>样本 %1 · 每 %2 毫秒</translation>
    </message>
    <message>
        <source>Database problem</source>
        <translation>数据库问题</translation>
    </message>
    <message>
        <source>%1

Live charts of this machine work; saved targets are unavailable until this is fixed.</source>
        <translation>%1

本机的实时图表仍可使用；在此问题解决之前，已保存的目标不可用。</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Freeze the charts (Space); data keeps arriving</source>
        <translation>冻结图表（空格键）；数据仍在持续接收</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Show a shorter time span (Ctrl++ or mouse wheel)</source>
        <translation>显示更短的时间范围（Ctrl++ 或鼠标滚轮）</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>Show a longer time span (Ctrl+- or mouse wheel)</source>
        <translation>显示更长的时间范围（Ctrl+- 或鼠标滚轮）</translation>
    </message>
    <message>
        <source>&amp;Restart Local Agent</source>
        <translation>重启本机代理(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About ClusterGate</source>
        <translation>关于 ClusterGate(&amp;A)</translation>
    </message>
    <message>
        <source>Time span shown</source>
        <translation>显示的时间范围</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Last </source>
        <translation>最近 </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>代理(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Local agent: %1 — %2</source>
        <translation>本机代理：%1 — %2</translation>
    </message>
    <message>
        <source>Local agent: %1</source>
        <translation>本机代理：%1</translation>
    </message>
    <message>
        <source>About ClusterGate</source>
        <translation>关于 ClusterGate</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterGate %1&lt;/h3&gt;&lt;p&gt;A console for rented GPU clusters: reach them through bastions, prove what you rent, run work on their scheduler, and show auditors what data left, in what form, approved by whom.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ClusterGate %1&lt;/h3&gt;&lt;p&gt;租用 GPU 集群的管理控制台：经堡垒机访问集群，验证所租资源名副其实，通过集群自身的调度器运行作业，并向审计人员说明哪些数据以何种形式出境、由谁批准。&lt;/p&gt;&lt;p&gt;依据 GNU 通用公共许可证第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>cg::ui::TargetsModel</name>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
</context>
<context>
    <name>cg::ui::Units</name>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>B/s</source>
        <translation>B/s</translation>
    </message>
    <message>
        <source>kB/s</source>
        <translation>kB/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>/s</source>
        <translation>/秒</translation>
    </message>
    <message>
        <source>k/s</source>
        <translation>千/秒</translation>
    </message>
    <message>
        <source>M/s</source>
        <translation>百万/秒</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
</context>
</TS>
