<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>Move a job to another saved cluster, or show its timeline.</source>
        <translation>将作业迁移到另一个已保存的集群，或显示其时间线。</translation>
    </message>
    <message>
        <source>switch or show</source>
        <translation>switch 或 show</translation>
    </message>
    <message>
        <source>the job id on --cluster</source>
        <translation>作业在 --cluster 上的 ID</translation>
    </message>
    <message>
        <source>The saved cluster the job is on (was on).</source>
        <translation>作业所在（或曾在）的已保存集群。</translation>
    </message>
    <message>
        <source>switch: the saved cluster to move it to.</source>
        <translation>switch：要迁移到的已保存集群。</translation>
    </message>
    <message>
        <source>switch: the job&apos;s spec file (or template name).</source>
        <translation>switch：作业的规格文件（或模板名称）。</translation>
    </message>
    <message>
        <source>show: text (default) or json.</source>
        <translation>show：text（默认）或 json。</translation>
    </message>
    <message>
        <source>known_hosts file (default: ~/.ssh/known_hosts).</source>
        <translation>known_hosts 文件（默认：~/.ssh/known_hosts）。</translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation>不使用 ssh-agent。</translation>
    </message>
    <message>
        <source>Do not answer prompts from the keychain.</source>
        <translation>不响应钥匙串的提示。</translation>
    </message>
    <message>
        <source>Who acts, in the audit log (default: the login name).</source>
        <translation>审计日志中记录的操作人（默认：登录名）。</translation>
    </message>
    <message>
        <source>usage: clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE
       clustergate jobs show ID --cluster C [--format text|json]</source>
        <translation>用法：clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE
       clustergate jobs show ID --cluster C [--format text|json]</translation>
    </message>
    <message>
        <source>jobs %1 needs --cluster (the saved cluster the job is on)</source>
        <translation>jobs %1 需要 --cluster（作业所在的已保存集群）</translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation>--format 必须是 text 或 json</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation>“%1”不能用作 --as 的名称：请使用字母、数字和 . _ @ -</translation>
    </message>
    <message>
        <source>jobs switch needs --to (a saved cluster) and --spec (the job&apos;s spec)</source>
        <translation>jobs switch 需要 --to（一个已保存的集群）和 --spec（作业的规格文件）</translation>
    </message>
    <message>
        <source>asked for by hand</source>
        <translation>手动请求</translation>
    </message>
    <message>
        <source>job %1 stays on %2: %3</source>
        <translation>作业 %1 仍留在 %2：%3</translation>
    </message>
    <message>
        <source>job %1 on %2 is now job %3 on %4 (%5)</source>
        <translation>%2 上的作业 %1 现为 %4 上的作业 %3（%5）</translation>
    </message>
    <message>
        <source>resuming from checkpoint %1</source>
        <translation>从检查点 %1 恢复</translation>
    </message>
    <message>
        <source>no verified checkpoint yet: from the start</source>
        <translation>尚无已验证的检查点：从头开始</translation>
    </message>
</context>
<context>
    <name>LedgerTexts</name>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>submitted</source>
        <translation>已提交</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>已驳回</translation>
    </message>
    <message>
        <source>active</source>
        <translation>生效中</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>awaiting destruction</source>
        <translation>待销毁</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>已销毁</translation>
    </message>
    <message>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <source>internal</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>sensitive personal</source>
        <translation>敏感个人信息</translation>
    </message>
    <message>
        <source>important</source>
        <translation>重要数据</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心数据</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>de-identified</source>
        <translation>去标识化</translation>
    </message>
    <message>
        <source>pseudonymised</source>
        <translation>假名化</translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation>聚合</translation>
    </message>
    <message>
        <source>sampled</source>
        <translation>抽样</translation>
    </message>
    <message>
        <source>exemption</source>
        <translation>豁免</translation>
    </message>
    <message>
        <source>standard contract</source>
        <translation>标准合同</translation>
    </message>
    <message>
        <source>certification</source>
        <translation>认证</translation>
    </message>
    <message>
        <source>security assessment</source>
        <translation>安全评估</translation>
    </message>
    <message>
        <source>officer</source>
        <translation>合规官</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>requester</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>core data</source>
        <translation>核心数据</translation>
    </message>
    <message>
        <source>important data</source>
        <translation>重要数据</translation>
    </message>
    <message>
        <source>general data</source>
        <translation>一般数据</translation>
    </message>
    <message>
        <source>biometric identification</source>
        <translation>生物识别</translation>
    </message>
    <message>
        <source>religious beliefs</source>
        <translation>宗教信仰</translation>
    </message>
    <message>
        <source>specific identity</source>
        <translation>特定身份</translation>
    </message>
    <message>
        <source>medical health</source>
        <translation>医疗健康</translation>
    </message>
    <message>
        <source>financial accounts</source>
        <translation>金融账户</translation>
    </message>
    <message>
        <source>whereabouts</source>
        <translation>行踪轨迹</translation>
    </message>
    <message>
        <source>minors under 14</source>
        <translation>不满十四周岁的未成年人</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Terminal — %1</source>
        <translation>终端 — %1</translation>
    </message>
    <message>
        <source>Terminal — %1 (%2)</source>
        <translation>终端 — %1（%2）</translation>
    </message>
</context>
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
    <name>cg::AgentDeployer</name>
    <message>
        <source>cannot read the bundled agent %1: %2</source>
        <translation>无法读取内置代理 %1：%2</translation>
    </message>
    <message>
        <source>the bundled agent %1 does not answer --version</source>
        <translation>内置代理 %1 不响应 --version</translation>
    </message>
    <message>
        <source>cannot look at the node&apos;s agent directory: %1</source>
        <translation>无法查看节点上的代理目录：%1</translation>
    </message>
    <message>
        <source>the node is a %1 machine and the bundled agent is built for %2; install ClusterGate for %1 or put a %1 agent in CLUSTERGATE_AGENT</source>
        <translation>该节点是 %1 架构，而内置代理是为 %2 构建的；请安装 %1 版 ClusterGate，或将 %1 版代理设为 CLUSTERGATE_AGENT</translation>
    </message>
    <message>
        <source>the agent on the node does not start: %1</source>
        <translation>节点上的代理无法启动：%1</translation>
    </message>
    <message>
        <source>the agent on the node speaks %1, this console %2</source>
        <translation>节点上的代理使用 %1，本控制台使用 %2</translation>
    </message>
    <message>
        <source>stopping the agent failed: %1</source>
        <translation>停止代理失败：%1</translation>
    </message>
</context>
<context>
    <name>cg::ClusterContract</name>
    <message>
        <source>%1: text expected</source>
        <translation>%1：应为文本</translation>
    </message>
    <message>
        <source>%1: a number expected</source>
        <translation>%1：应为数字</translation>
    </message>
    <message>
        <source>%1: a whole number from 0 to 1000000 expected</source>
        <translation>%1：应为 0 到 1000000 之间的整数</translation>
    </message>
    <message>
        <source>%1: true or false expected</source>
        <translation>%1：应为 true 或 false</translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation>%1 不能为负数</translation>
    </message>
    <message>
        <source>%1 is a share between 0 and 100 %</source>
        <translation>%1 是 0 到 100% 之间的比例</translation>
    </message>
    <message>
        <source>GPUs per node must be between 0 and 64</source>
        <translation>每个节点的 GPU 数必须在 0 到 64 之间</translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>the bandwidth inside a node</source>
        <translation>节点内带宽</translation>
    </message>
    <message>
        <source>the network bandwidth between nodes</source>
        <translation>节点间网络带宽</translation>
    </message>
    <message>
        <source>the bus bandwidth across nodes</source>
        <translation>跨节点总线带宽</translation>
    </message>
    <message>
        <source>the prepayment</source>
        <translation>预付比例</translation>
    </message>
    <message>
        <source>the premium</source>
        <translation>溢价比例</translation>
    </message>
    <message>
        <source>the allocation share</source>
        <translation>分配比例</translation>
    </message>
    <message>
        <source>%1: an object of GPU model and price expected</source>
        <translation>%1：应为由 GPU 型号和价格组成的对象</translation>
    </message>
    <message>
        <source>%1: the price of %2 must be a number</source>
        <translation>%1：%2 的价格必须是数字</translation>
    </message>
    <message>
        <source>the GPU-hour price</source>
        <translation>GPU 时单价</translation>
    </message>
    <message>
        <source>a GPU-hour price needs the GPU model it is for</source>
        <translation>GPU 时单价须注明所适用的 GPU 型号</translation>
    </message>
    <message>
        <source>the GPU-hour price of %1</source>
        <translation>%1 的 GPU 时单价</translation>
    </message>
    <message>
        <source>the currency &apos;%1&apos; is not a three-letter code such as USD or EUR</source>
        <translation>货币“%1”不是 USD 或 EUR 这样的三字母代码</translation>
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
    <message>
        <source>Cannot make %1%2 readable by its owner only: %3</source>
        <translation>无法将 %1%2 设为仅所有者可读：%3</translation>
    </message>
</context>
<context>
    <name>cg::FleetSession</name>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>deploying the agent</source>
        <translation>正在部署代理</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>正在接收数据</translation>
    </message>
    <message>
        <source>restarting the agent</source>
        <translation>正在重启代理</translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation>正在重新连接</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>不可达</translation>
    </message>
    <message>
        <source>host key changed</source>
        <translation>主机密钥已改变</translation>
    </message>
    <message>
        <source>stopped: needs attention</source>
        <translation>已停止：需要处理</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>正在停止</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
</context>
<context>
    <name>cg::FleetStore</name>
    <message>
        <source>the agent stopped (it said goodbye)</source>
        <translation>代理已停止（已正常告别）</translation>
    </message>
    <message>
        <source>waiting for the agent</source>
        <translation>正在等待代理</translation>
    </message>
    <message>
        <source>no data for %1 s</source>
        <translation>%1 秒无数据</translation>
    </message>
    <message>
        <source>no sample for %1 s (expected every %2 s)</source>
        <translation>%1 秒未收到样本（应每 %2 秒一次）</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>agent up</source>
        <translation>代理运行中</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>数据过时</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>不可达</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>降频</translation>
    </message>
    <message>
        <source>samples missing</source>
        <translation>样本缺失</translation>
    </message>
    <message>
        <source>agent restarted</source>
        <translation>代理已重启</translation>
    </message>
    <message>
        <source>node unreachable</source>
        <translation>节点不可达</translation>
    </message>
    <message>
        <source>GPUs changed</source>
        <translation>GPU 已变化</translation>
    </message>
</context>
<context>
    <name>cg::FleetWorker</name>
    <message>
        <source>the jump host went away</source>
        <translation>跳板机已断开</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>the agent was killed by signal %1</source>
        <translation>代理被信号 %1 终止</translation>
    </message>
    <message>
        <source>the agent stopped (exit code %1)</source>
        <translation>代理已停止（退出码 %1）</translation>
    </message>
    <message>
        <source>the agent&apos;s channel closed (exit code %1)</source>
        <translation>代理的通道已关闭（退出码 %1）</translation>
    </message>
    <message numerus="yes">
        <source>the agent keeps stopping (%n time(s) in a row); last: %1</source>
        <translation>
            <numerusform>代理反复停止（已连续 %n 次）；最近一次：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; restarting in %2 ms</source>
        <translation>%1；%2 毫秒后重启</translation>
    </message>
    <message>
        <source>nothing arrived through %1 for %2 s; the connection to it is taken as lost</source>
        <translation>%2 秒内未经 %1 收到任何数据；视为与其连接已断开</translation>
    </message>
    <message>
        <source>nothing arrived from the node for %1 s; the link is taken as lost</source>
        <translation>%1 秒内未从节点收到任何数据；视为链路已断开</translation>
    </message>
    <message>
        <source>the one-time password for %1 was cancelled</source>
        <translation>%1 的一次性密码已取消</translation>
    </message>
    <message>
        <source>the key passphrase for %1 was cancelled</source>
        <translation>%1 的密钥口令已取消</translation>
    </message>
    <message>
        <source>the password for %1 was cancelled</source>
        <translation>%1 的密码已取消</translation>
    </message>
</context>
<context>
    <name>cg::HostKeyRotation</name>
    <message>
        <source>the old %1 key of %2 is still on record in %3, line %4, for a pattern that names other hosts too; edit that line by hand</source>
        <translation>%2 的旧 %1 密钥仍记录在 %3 第 %4 行，该行的模式还匹配其他主机；请手动编辑该行</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation>%1 大于 %2 MiB</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::Hostlist</name>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>a number was expected in the brackets</source>
        <translation>方括号中应为数字</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos; was expected, not &apos;%1&apos;</source>
        <translation>应为“,”或“]”，而不是“%1”</translation>
    </message>
    <message>
        <source>&apos;]&apos; without &apos;[&apos;</source>
        <translation>“]”缺少对应的“[”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be part of a host name</source>
        <translation>“%1”不能出现在主机名中</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <translation>第 %1 行，%2</translation>
    </message>
    <message>
        <source>more than %1 hosts (ClusterGate&apos;s limit)</source>
        <translation>主机数超过 %1 个（ClusterGate 的上限）</translation>
    </message>
    <message>
        <source>the host names are longer than %1 characters in all (ClusterGate&apos;s limit)</source>
        <translation>主机名总长度超过 %1 个字符（ClusterGate 的上限）</translation>
    </message>
    <message>
        <source>the number in &apos;%1&apos; is too large (Slurm keeps numbers below 18446744073709551615 and would change it)</source>
        <translation>“%1”中的数字过大（Slurm 只保留小于 18446744073709551615 的数字，会改变它）</translation>
    </message>
    <message>
        <source>unclosed &apos;[&apos;</source>
        <translation>“[”未闭合</translation>
    </message>
    <message>
        <source>the end of the range %1 is missing</source>
        <translation>范围 %1 缺少结束值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number or a range like 1-4</source>
        <translation>“%1”不是数字，也不是 1-4 这样的范围</translation>
    </message>
    <message>
        <source>the range %1 runs backwards</source>
        <translation>范围 %1 是倒序的</translation>
    </message>
    <message>
        <source>the number in &apos;%1&apos; is too large (Slurm keeps numbers below 18446744073709551615 and would wrap it)</source>
        <translation>“%1”中的数字过大（Slurm 只保留小于 18446744073709551615 的数字，会使其回绕）</translation>
    </message>
    <message>
        <source>the range %1 has more than %2 hosts (Slurm&apos;s limit)</source>
        <translation>范围 %1 包含的主机超过 %2 个（Slurm 的上限）</translation>
    </message>
    <message>
        <source>more than %1 ranges in one pair of brackets (Slurm&apos;s limit)</source>
        <translation>一对方括号内的范围超过 %1 个（Slurm 的上限）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the last &apos;]&apos;: Slurm allows nothing after a name&apos;s last bracket group (ClusterGate accepts it, as an extension, only where node names are typed)</source>
        <translation>最后一个“]”之后还有“%1”：Slurm 不允许名称的最后一个方括号组之后有任何内容（ClusterGate 作为扩展接受这种写法，但仅限于输入节点名称的地方）</translation>
    </message>
    <message>
        <source>more than %1 bracket groups in one name (ClusterGate&apos;s limit)</source>
        <translation>一个名称中的方括号组超过 %1 个（ClusterGate 的上限）</translation>
    </message>
    <message>
        <source>the bracket group has more than %1 hosts (Slurm&apos;s limit for a group before the last)</source>
        <translation>该方括号组包含的主机超过 %1 个（Slurm 对最后一组之前各组的上限）</translation>
    </message>
    <message>
        <source>column %1: a host name was expected</source>
        <translation>第 %1 列：此处应为主机名</translation>
    </message>
</context>
<context>
    <name>cg::Inventory</name>
    <message>
        <source>jump host %1 needs a host name and a port from 1 to 65535</source>
        <translation>第 %1 个跳板机需要主机名和 1 到 65535 之间的端口</translation>
    </message>
    <message>
        <source>a cluster needs a name</source>
        <translation>集群需要一个名称</translation>
    </message>
    <message>
        <source>a cluster named %1 already exists</source>
        <translation>名为 %1 的集群已存在</translation>
    </message>
    <message>
        <source>cannot save cluster %1: %2</source>
        <translation>无法保存集群 %1：%2</translation>
    </message>
    <message>
        <source>no cluster with id %1</source>
        <translation>没有 ID 为 %1 的集群</translation>
    </message>
    <message>
        <source>node %1: needs a name, a host and a port from 1 to 65535</source>
        <translation>节点 %1：需要名称、主机和 1 到 65535 之间的端口</translation>
    </message>
    <message>
        <source>cluster %1 has no node named %2</source>
        <translation>集群 %1 中没有名为 %2 的节点</translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation>节点 %1 重复出现</translation>
    </message>
    <message>
        <source>cluster %1 has neither nodes nor jump hosts to reach its login node</source>
        <translation>集群 %1 既没有节点也没有跳板机，无法访问其登录节点</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a wait Slurm reads: write minutes (30), minutes:seconds (10:00), hours:minutes:seconds (1:30:00) or days-hours[:minutes[:seconds]] (1-12)</source>
        <translation>“%1”不是 Slurm 能识别的等待时间：请写成分钟（30）、分钟:秒（10:00）、小时:分钟:秒（1:30:00）或 天-小时[:分钟[:秒]]（1-12）</translation>
    </message>
    <message>
        <source>the wait &apos;%1&apos; is not a whole number of minutes</source>
        <translation>等待时间“%1”不是整数分钟</translation>
    </message>
    <message>
        <source>the wait &apos;%1&apos; is longer than 7 days</source>
        <translation>等待时间“%1”超过 7 天</translation>
    </message>
    <message>
        <source>interconnect feature &apos;%1&apos; is not a Slurm node feature name: use up to 64 letters, digits and . _ - (e.g. ib)</source>
        <translation>互连特性“%1”不是 Slurm 节点特性名称：请使用最多 64 个字母、数字和 . _ -（例如 ib）</translation>
    </message>
    <message>
        <source>the switch wait must be 0 to %1 minutes</source>
        <translation>交换机等待时间必须在 0 到 %1 分钟之间</translation>
    </message>
    <message>
        <source>object-store root &apos;%1&apos; is not an absolute path of letters, digits and / . _ - (e.g. /mnt/object-store)</source>
        <translation>对象存储根目录“%1”不是由字母、数字和 / . _ - 组成的绝对路径（例如 /mnt/object-store）</translation>
    </message>
    <message>
        <source>object-store remote &apos;%1&apos; is not an rclone remote name: letters, digits, _ - . and spaces inside (e.g. store or store:)</source>
        <translation>对象存储远端“%1”不是 rclone 远端名称：请使用字母、数字、_ - .，中间可含空格（例如 store 或 store:）</translation>
    </message>
    <message>
        <source>default bucket &apos;%1&apos; is not a bucket name: 3 to 63 lower-case letters, digits, . and -</source>
        <translation>默认存储桶“%1”不是有效的存储桶名称：应为 3 到 63 个小写字母、数字、. 和 -</translation>
    </message>
    <message>
        <source>staging root &apos;%1&apos; is not an absolute path (or one under ~ or $HOME) of letters, digits and / . _ -</source>
        <translation>暂存根目录“%1”不是由字母、数字和 / . _ - 组成的绝对路径（或位于 ~ 或 $HOME 之下的路径）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host-key policy: use strict (refuse keys not on record) or accept-new (record a host&apos;s first key, refuse a changed one)</source>
        <translation>“%1”不是主机密钥策略：请使用 strict（拒绝未记录的密钥）或 accept-new（记录主机首次出示的密钥，拒绝已改变的密钥）</translation>
    </message>
    <message>
        <source>registry &quot;%1&quot;: write it as https://HOST[:PORT][/PREFIX] (http:// only for a registry without TLS)</source>
        <translation>镜像仓库“%1”：请写成 https://HOST[:PORT][/PREFIX]（只有不使用 TLS 的镜像仓库才用 http://）</translation>
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
    <name>cg::NodeList</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message numerus="yes">
        <source>%1: expected &quot;[name] [user@]host[:port]&quot;, found %n word(s)</source>
        <translation>
            <numerusform>%1：应为“[名称] [user@]host[:port]”，实际有 %n 个词</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1: %2 names for %3 hosts</source>
        <translation>%1：%2 个名称对应 %3 台主机</translation>
    </message>
    <message>
        <source>%1: more than %2 nodes</source>
        <translation>%1：节点超过 %2 个</translation>
    </message>
    <message>
        <source>%1: %2 is listed twice</source>
        <translation>%1：%2 被列出了两次</translation>
    </message>
    <message>
        <source>Jump hosts</source>
        <translation>跳板机</translation>
    </message>
    <message>
        <source>an empty hop between two commas</source>
        <translation>两个逗号之间的跳板为空</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1, line %2: more than %3 jump hosts</source>
        <translation>%1，第 %2 行：跳板机超过 %3 个</translation>
    </message>
</context>
<context>
    <name>cg::SshConfigImport</name>
    <message>
        <source>the jump chain to %1 is longer than %2 hops</source>
        <translation>到 %1 的跳板链超过 %2 跳</translation>
    </message>
    <message>
        <source>%1: bad ProxyJump: %2</source>
        <translation>%1：ProxyJump 无效：%2</translation>
    </message>
    <message>
        <source>ProxyJump loop: %1</source>
        <translation>ProxyJump 形成循环：%1</translation>
    </message>
    <message>
        <source>jump host %1: %2</source>
        <translation>跳板机 %1：%2</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直连</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation>%1（经由 %2）</translation>
    </message>
</context>
<context>
    <name>cg::TelemetryChannel</name>
    <message>
        <source>a telemetry sample from the agent was malformed (%1); it was skipped</source>
        <translation>代理发来的一条遥测样本格式错误（%1），已跳过</translation>
    </message>
    <message>
        <source>the agent on the node speaks protocol %1 (agent %2) and this console protocol %3; deploy the agent that comes with this console</source>
        <translation>节点上的代理使用协议 %1（代理 %2），本控制台使用协议 %3；请部署本控制台附带的代理</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>the agent on the node is version %1 and the bundled agent %2</source>
        <translation>节点上的代理版本为 %1，内置代理版本为 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) from the agent failed their checksum; an SSH channel does not corrupt data, so the agent or the node is broken: the stream was dropped and is reconnected</source>
        <translation>
            <numerusform>代理发来的 %n 个帧未通过校验和检查；SSH 通道不会损坏数据，因此是代理或节点出了故障：已丢弃该数据流并重新连接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more decoding error(s) in the same read)</source>
        <translation>
            <numerusform>%1（同一次读取中另有 %n 个解码错误）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::bench::Baselines</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value</source>
        <translation>“%1”必须是单个值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number, not &apos;%2&apos;</source>
        <translation>“%1”必须是数字，而不是“%2”</translation>
    </message>
    <message>
        <source>a baseline file is a map with &apos;name&apos;, &apos;baselines&apos; and &apos;rules&apos;</source>
        <translation>基线文件是包含“name”“baselines”和“rules”的映射</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (expected name, description, gpu, source, baselines, rules)</source>
        <translation>未知的键“%1”（应为 name、description、gpu、source、baselines、rules）</translation>
    </message>
    <message>
        <source>&apos;baselines&apos; maps metric names to figures</source>
        <translation>“baselines”将指标名称映射到数值</translation>
    </message>
    <message>
        <source>&apos;rules&apos; is a list of rules, each starting with &apos;- id:&apos;</source>
        <translation>“rules”是规则列表，每条规则以“- id:”开头</translation>
    </message>
    <message>
        <source>each rule is a map (id, metric, comparison, threshold, severity)</source>
        <translation>每条规则都是一个映射（id、metric、comparison、threshold、severity）</translation>
    </message>
    <message>
        <source>a rule needs an &apos;id&apos;</source>
        <translation>规则需要“id”</translation>
    </message>
    <message>
        <source>rule id &apos;%1&apos; is used twice</source>
        <translation>规则 id“%1”被使用了两次</translation>
    </message>
    <message>
        <source>&apos;disabled&apos; is true or false</source>
        <translation>“disabled”只能是 true 或 false</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; needs &apos;%2&apos;</source>
        <translation>规则“%1”需要“%2”</translation>
    </message>
    <message>
        <source>comparison &apos;%1&apos; is not one of &gt;=, &gt;, &lt;=, &lt;, ==, !=</source>
        <translation>比较符“%1”不是 &gt;=、&gt;、&lt;=、&lt;、==、!= 之一</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percentage</source>
        <translation>“%1”不是百分比</translation>
    </message>
    <message>
        <source>severity &apos;%1&apos; is not &apos;warn&apos; or &apos;fail&apos;</source>
        <translation>严重级别“%1”不是“warn”或“fail”</translation>
    </message>
    <message>
        <source>%1: larger than 4 MiB; not a baseline file</source>
        <translation>%1：大于 4 MiB，不是基线文件</translation>
    </message>
    <message>
        <source>%1: empty; expected a baseline (name, baselines, rules)</source>
        <translation>%1：内容为空；应为基线（name、baselines、rules）</translation>
    </message>
    <message>
        <source>cannot read baseline &apos;%1&apos;: %2 (built-in baselines: %3)</source>
        <translation>无法读取基线“%1”：%2（内置基线：%3）</translation>
    </message>
    <message>
        <source>none in this build</source>
        <translation>此版本中没有</translation>
    </message>
    <message>
        <source>unknown rule key &apos;%1&apos; (expected id, metric, device, comparison, threshold, variance, relative_to, size, xids, baseline, severity, unit, description, disabled)</source>
        <translation>未知的规则键“%1”（应为 id、metric、device、comparison、threshold、variance、relative_to、size、xids、baseline、severity、unit、description、disabled 之一）</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; needs &apos;threshold&apos; or &apos;variance&apos;</source>
        <translation>规则“%1”需要“threshold”或“variance”</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; gives both &apos;threshold&apos; and &apos;variance&apos;: one decides</source>
        <translation>规则“%1”同时给出了“threshold”和“variance”：只能由其中一个决定</translation>
    </message>
    <message>
        <source>variance &apos;%1&apos; is not a percentage from 0 % to below 100 %, e.g. 5%</source>
        <translation>偏差“%1”不是 0% 到 100%（不含）之间的百分比，例如 5%</translation>
    </message>
    <message>
        <source>a variance needs a direction: comparison &gt;=, &gt;, &lt;= or &lt;</source>
        <translation>偏差需要方向：comparison 应为 &gt;=、&gt;、&lt;= 或 &lt;</translation>
    </message>
    <message>
        <source>relative_to &apos;%1&apos; is not &apos;node-best&apos;</source>
        <translation>relative_to“%1”不是“node-best”</translation>
    </message>
    <message>
        <source>relative_to: node-best needs a percentage threshold, e.g. 90%</source>
        <translation>relative_to: node-best 需要百分比阈值，例如 90%</translation>
    </message>
    <message>
        <source>size &apos;%1&apos; is not a byte count such as 16G, 512M or 1024</source>
        <translation>size“%1”不是字节数（例如 16G、512M 或 1024）</translation>
    </message>
    <message>
        <source>&apos;xids&apos; is a list of XID numbers, e.g. [48, 79]</source>
        <translation>“xids”是 XID 编号列表，例如 [48, 79]</translation>
    </message>
    <message>
        <source>XID &apos;%1&apos; is not a whole number</source>
        <translation>XID“%1”不是整数</translation>
    </message>
</context>
<context>
    <name>cg::bench::BenchResults</name>
    <message>
        <source>%1, result %2</source>
        <translation>%1，第 %2 个结果</translation>
    </message>
    <message>
        <source>%1: not a ClusterGate benchmark result (&quot;schema&quot; must be &quot;clustergate.bench/1&quot;)</source>
        <translation>%1：不是 ClusterGate 基准测试结果（&quot;schema&quot; 必须为 &quot;clustergate.bench/1&quot;）</translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation>%2 上的 %1：%3</translation>
    </message>
    <message>
        <source>a benchmark</source>
        <translation>某项基准测试</translation>
    </message>
    <message>
        <source>an unnamed host</source>
        <translation>未命名的主机</translation>
    </message>
    <message>
        <source>%1: &quot;metrics&quot; must be an array</source>
        <translation>%1：&quot;metrics&quot; 必须是数组</translation>
    </message>
    <message>
        <source>%1: each metric must be an object</source>
        <translation>%1：每个指标都必须是对象</translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; is missing or not text</source>
        <translation>%1：&quot;name&quot; 缺失或不是文本</translation>
    </message>
    <message>
        <source>%1: &quot;value&quot; must be a number or null</source>
        <translation>%1：&quot;value&quot; 必须是数字或 null</translation>
    </message>
    <message>
        <source>%1: larger than 256 MiB; not a benchmark result</source>
        <translation>%1：大于 256 MiB，不是基准测试结果</translation>
    </message>
    <message>
        <source>%1: empty; expected benchmark results in JSON</source>
        <translation>%1：内容为空；应为 JSON 格式的基准测试结果</translation>
    </message>
    <message>
        <source>%1: element %2 of the array is not a result object</source>
        <translation>%1：数组的第 %2 个元素不是结果对象</translation>
    </message>
    <message>
        <source>not a result object</source>
        <translation>不是结果对象</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <source>%1: no benchmark results in it</source>
        <translation>%1：其中没有基准测试结果</translation>
    </message>
    <message>
        <source>an agent that did not give its version</source>
        <translation>未提供版本号的代理</translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation>代理 %1</translation>
    </message>
    <message>
        <source>%1: result schema %2 is newer than this console understands (clustergate.bench/1); it was written by %3: update the console</source>
        <translation>%1：结果架构版本 %2 比本控制台支持的版本（clustergate.bench/1）更新；它由 %3 写入：请更新控制台</translation>
    </message>
    <message>
        <source>%1: result schema %2 (written by %3) is not one this console reads (clustergate.bench/1); run the benchmark again with the current agent</source>
        <translation>%1：结果架构版本 %2（由 %3 写入）不是本控制台可读取的版本（clustergate.bench/1）；请使用当前版本的代理重新运行基准测试</translation>
    </message>
    <message>
        <source>%1: NCCL results from %2 on %3 predate its nccl-tests 2.19.1 rules: allgather, reducescatter and alltoall rows with a rank count that does not divide the size differ from nccl-tests, and small sizes were not warmed up; busbw figures are kept, compare rows with nccl-tests only after a run with a current agent</source>
        <translation>%1：%2 在 %3 上生成的 NCCL 结果早于其采用 nccl-tests 2.19.1 规则的版本：rank 数不能整除数据大小的 allgather、reducescatter 和 alltoall 行与 nccl-tests 的结果不同，且小尺寸未经预热；busbw 数值予以保留，但只有在用当前版本的代理重新运行后，才能逐行与 nccl-tests 对比</translation>
    </message>
</context>
<context>
    <name>cg::bench::Evaluator</name>
    <message>
        <source> (%1% of %2)</source>
        <translation>（%2 的 %1%）</translation>
    </message>
    <message>
        <source>rule %1 (%2) gives a percentage but no baseline figure for %3</source>
        <translation>规则 %1（%2）给出了百分比，但没有 %3 的基线数值</translation>
    </message>
    <message>
        <source>no value was measured</source>
        <translation>未测得数值</translation>
    </message>
    <message>
        <source>the result is in %1 but rule %2 expects %3</source>
        <translation>结果的单位是 %1，但规则 %2 要求 %3</translation>
    </message>
    <message>
        <source>does not meet rule %1 (%2)</source>
        <translation>不满足规则 %1（%2）</translation>
    </message>
    <message>
        <source>not in the results (that benchmark was not run)</source>
        <translation>结果中没有（未运行该基准测试）</translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source> (within %1% of %2)</source>
        <translation> （在 %2 的 %1% 以内）</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> （大小 %1）</translation>
    </message>
    <message>
        <source>XID %1 seen (%2)</source>
        <translation>出现 XID %1（%2）</translation>
    </message>
    <message>
        <source> (%1% of the best on %2: %3)</source>
        <translation> （%2 上最优值的 %1%：%3）</translation>
    </message>
    <message>
        <source>its node</source>
        <translation>其所在节点</translation>
    </message>
    <message>
        <source>the result does not say at which message size it was measured; rule %1 is for %2</source>
        <translation>结果未注明测量时的消息大小；规则 %1 适用于 %2</translation>
    </message>
    <message>
        <source>measured at %1, rule %2 is for %3 (run with -e %3)</source>
        <translation>测量时的大小为 %1，规则 %2 适用于 %3（请使用 -e %3 运行）</translation>
    </message>
</context>
<context>
    <name>cg::bench::FleetBaselines</name>
    <message>
        <source>no values</source>
        <translation>没有数值</translation>
    </message>
    <message>
        <source>statistic &apos;%1&apos; is not &apos;mean&apos; or a percentile p0 to p100 (p50: the median)</source>
        <translation>统计量“%1”既不是“mean”，也不是 p0 到 p100 的百分位数（p50：中位数）</translation>
    </message>
    <message>
        <source>the variance is a percentage from 0 to below 100, not %1</source>
        <translation>偏差应为 0 到 100（不含）之间的百分比，而不是 %1</translation>
    </message>
    <message>
        <source>the results hold no measured metric to make a baseline from</source>
        <translation>结果中没有可用于生成基线的已测量指标</translation>
    </message>
    <message>
        <source>%1 (results in different units)</source>
        <translation>%1（结果单位不一致）</translation>
    </message>
    <message>
        <source>more than %1 % %2 the fleet&apos;s %3 (%4 values from %5 host(s), %6 to %7)</source>
        <translation>%2机群的 %3 超过 %1%（来自 %5 台主机的 %4 个值，范围 %6 至 %7）</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低于</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高于</translation>
    </message>
    <message>
        <source>Generated from %1 result(s): per metric the %2 over every device and host, and a %3 % variance rule against it</source>
        <translation>由 %1 个结果生成：每个指标取所有设备和主机上的 %2，并据此设置 %3% 的偏差规则</translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation>；未纳入：%1</translation>
    </message>
    <message>
        <source>fleet baseline</source>
        <translation>机群基线</translation>
    </message>
</context>
<context>
    <name>cg::business::BaselineJudge</name>
    <message>
        <source>nothing measured in this window (no requests finished)</source>
        <translation>此时间窗口内没有测量数据（没有已完成的请求）</translation>
    </message>
    <message>
        <source>measured %1, above the baseline&apos;s %2</source>
        <translation>测量值为 %1，高于基线的 %2</translation>
    </message>
    <message>
        <source>measured at or above the target load</source>
        <translation>在目标负载或更高负载下测得</translation>
    </message>
    <message>
        <source>measured %1 QPS, below the target %2: latencies were not seen at the target load</source>
        <translation>测得 %1 QPS，低于目标 %2：未在目标负载下观测到延迟</translation>
    </message>
    <message>
        <source>the serving metrics do not report the context length; kept for load tests</source>
        <translation>服务指标未报告上下文长度；留待负载测试检查</translation>
    </message>
    <message>
        <source>no window observed yet</source>
        <translation>尚未观测到任何时间窗口</translation>
    </message>
    <message>
        <source>%1 of %2 windows available, below the SLA</source>
        <translation>%2 个时间窗口中有 %1 个可用，低于 SLA</translation>
    </message>
    <message>
        <source>no GPU-hour price or GPU count: save the cluster&apos;s prices in the Cost view and give --gpus</source>
        <translation>没有 GPU 时单价或 GPU 数量：请在“成本”视图中保存该集群的价格，并提供 --gpus</translation>
    </message>
    <message>
        <source>the GPUs serving cost %1 a day, over the budget</source>
        <translation>提供服务的 GPU 每天成本为 %1，超出预算</translation>
    </message>
</context>
<context>
    <name>cg::business::ClusterPrices</name>
    <message>
        <source>the contract of %1</source>
        <translation>%1 的合同</translation>
    </message>
    <message>
        <source>the prices saved in the Cost view (the contract of %1 names no price)</source>
        <translation>“成本”视图中保存的价格（%1 的合同未注明价格）</translation>
    </message>
    <message>
        <source>no price: enter the GPU-hour price in the contract of %1</source>
        <translation>没有价格：请在 %1 的合同中填写 GPU 时单价</translation>
    </message>
</context>
<context>
    <name>cg::business::InferenceEndpoints</name>
    <message>
        <source>The inference service needs a name.</source>
        <translation>推理服务需要名称。</translation>
    </message>
    <message>
        <source>%1: the GPUs serving must be between 0 and 100000.</source>
        <translation>%1：提供服务的 GPU 数必须在 0 到 100000 之间。</translation>
    </message>
    <message>
        <source>%1: the URL must read http://HOST:PORT/PATH.</source>
        <translation>%1：URL 必须写成 http://HOST:PORT/PATH。</translation>
    </message>
    <message>
        <source>%1: give the cluster, the node and the serving port, or a URL.</source>
        <translation>%1：请提供集群、节点和服务端口，或提供 URL。</translation>
    </message>
    <message>
        <source>%1: the metrics path must start with /.</source>
        <translation>%1：指标路径必须以 / 开头。</translation>
    </message>
    <message>
        <source>no saved cluster named %1</source>
        <translation>没有名为 %1 的已保存集群</translation>
    </message>
</context>
<context>
    <name>cg::business::InferenceWatch</name>
    <message>
        <source>no way to reach the cluster&apos;s nodes</source>
        <translation>无法访问该集群的节点</translation>
    </message>
    <message>
        <source>the port forward to %1 failed: %2</source>
        <translation>到 %1 的端口转发失败：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 serves none of vLLM&apos;s, SGLang&apos;s or TGI&apos;s metrics (%n line(s) unreadable)</source>
        <translation>
            <numerusform>%1 未提供 vLLM、SGLang 或 TGI 的任何指标（%n 行无法读取）</numerusform>
        </translation>
    </message>
    <message>
        <source>the prices saved in the Cost view</source>
        <translation>“成本”视图中保存的价格</translation>
    </message>
</context>
<context>
    <name>cg::business::MetricsScraper</name>
    <message>
        <source>the endpoint did not answer with HTTP</source>
        <translation>该端点未以 HTTP 响应</translation>
    </message>
    <message>
        <source>cannot reach the metrics endpoint %1:%2: %3</source>
        <translation>无法连接指标端点 %1:%2：%3</translation>
    </message>
    <message>
        <source>the metrics endpoint %1:%2 sent nothing within %3 ms</source>
        <translation>指标端点 %1:%2 在 %3 毫秒内未发送任何内容</translation>
    </message>
    <message>
        <source>the metrics endpoint answered HTTP %1 for %2</source>
        <translation>指标端点对 %2 返回了 HTTP %1</translation>
    </message>
    <message>
        <source>the endpoint sent more than %1 bytes; the rest was not read</source>
        <translation>该端点发送的数据超过 %1 字节；其余部分未读取</translation>
    </message>
    <message>
        <source>the endpoint did not finish within %1 ms; what arrived was read</source>
        <translation>该端点未在 %1 毫秒内完成；已读取收到的部分</translation>
    </message>
</context>
<context>
    <name>cg::business::PromText</name>
    <message>
        <source>no metric name</source>
        <translation>缺少指标名称</translation>
    </message>
    <message>
        <source>bad label name</source>
        <translation>标签名称无效</translation>
    </message>
    <message>
        <source>label %1 has no quoted value</source>
        <translation>标签 %1 没有带引号的值</translation>
    </message>
    <message>
        <source>label %1&apos;s value is not closed</source>
        <translation>标签 %1 的值未闭合</translation>
    </message>
    <message>
        <source>labels not closed</source>
        <translation>标签列表未闭合</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>缺少值</translation>
    </message>
    <message>
        <source>value is not a number</source>
        <translation>值不是数字</translation>
    </message>
    <message>
        <source>garbage after the value</source>
        <translation>值后面有多余内容</translation>
    </message>
    <message>
        <source>more than %1 bytes; the rest was not read</source>
        <translation>超过 %1 字节；其余部分未读取</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>parsing took longer than %1 ms; stopped at line %2</source>
        <translation>解析耗时超过 %1 毫秒；在第 %2 行停止</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>more than %1 series; the rest were dropped</source>
        <translation>超过 %1 个序列；其余序列已丢弃</translation>
    </message>
</context>
<context>
    <name>cg::business::ServiceBaseline</name>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>%1: %2 is not a number &gt;= 0</source>
        <translation>%1：%2 不是 &gt;= 0 的数字</translation>
    </message>
    <message>
        <source>%1 takes no %</source>
        <translation>%1 不接受 %</translation>
    </message>
    <message>
        <source>%1 is over 100%</source>
        <translation>%1 超过 100%</translation>
    </message>
    <message>
        <source>%1: not YAML: %2</source>
        <translation>%1：不是 YAML：%2</translation>
    </message>
    <message>
        <source>%1: no `baseline:` mapping</source>
        <translation>%1：没有 `baseline:` 映射</translation>
    </message>
    <message>
        <source>%1: unknown key baseline.%2</source>
        <translation>%1：未知的键 baseline.%2</translation>
    </message>
    <message>
        <source>%1: baseline.%2</source>
        <translation>%1：baseline.%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cg::business::ServingReportFormat</name>
    <message>
        <source>%1 over %2 s: %3 QPS, %4 requests, %5 errors (%6)</source>
        <translation>%1，%2 秒内：%3 QPS，%4 个请求，%5 个错误（%6）</translation>
    </message>
    <message>
        <source>unknown server</source>
        <translation>未知服务器</translation>
    </message>
    <message>
        <source>  TTFT p50/p95/p99 %1/%2/%3 ms; end-to-end p50/p95/p99 %4/%5/%6 ms</source>
        <translation>  首个令牌延迟（TTFT）p50/p95/p99 %1/%2/%3 毫秒；端到端 p50/p95/p99 %4/%5/%6 毫秒</translation>
    </message>
    <message>
        <source>  tokens/s: %1 prompt, %2 generated; %3 running, %4 waiting</source>
        <translation>  每秒令牌数：提示 %1，生成 %2；运行中 %3，等待中 %4</translation>
    </message>
    <message>
        <source>  cost per 1,000 requests %1 %2; the GPUs serving cost %3 %2 a day</source>
        <translation>  每 1,000 个请求的成本 %1 %2；提供服务的 GPU 每天成本 %3 %2</translation>
    </message>
    <message>
        <source>  cost per 1,000 requests: unknown (no requests, or no --gpus and GPU-hour price)</source>
        <translation>  每 1,000 个请求的成本：未知（没有请求，或未提供 --gpus 和 GPU 时单价）</translation>
    </message>
    <message>
        <source>  the server restarted inside the window: counted from zero</source>
        <translation>  服务器在此时间窗口内重启：计数从零开始</translation>
    </message>
    <message>
        <source>  not served: %1</source>
        <translation>  未提供服务：%1</translation>
    </message>
    <message>
        <source>  scrape cut short: %1</source>
        <translation>  抓取被提前截断：%1</translation>
    </message>
    <message numerus="yes">
        <source>  %n line(s) of the scrape did not read, first: %1</source>
        <translation>
            <numerusform>  抓取结果中有 %n 行无法读取，第一行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>  baseline: met</source>
        <translation>  基线：达标</translation>
    </message>
    <message>
        <source>  baseline: NOT met</source>
        <translation>  基线：未达标</translation>
    </message>
    <message>
        <source>, measured %1</source>
        <translation>，测得 %1</translation>
    </message>
    <message>
        <source>  priced by %1</source>
        <translation>  计价依据：%1</translation>
    </message>
</context>
<context>
    <name>cg::cli::BenchCli</name>
    <message>
        <source>Rule file or built-in baseline name.</source>
        <translation>规则文件或内置基线名称。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>Benchmark results (JSON).</source>
        <translation>基准测试结果（JSON）。</translation>
    </message>
    <message>
        <source>bench evaluate needs at least one results file</source>
        <translation>bench evaluate 至少需要一个结果文件</translation>
    </message>
    <message>
        <source>bench evaluate needs --baseline (built-in: %1)</source>
        <translation>bench evaluate 需要 --baseline（内置：%1）</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format 必须是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>Baseline: %1 (%2)</source>
        <translation>基线：%1（%2）</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed, %4 skipped</source>
        <translation>%1 项通过，%2 项警告，%3 项失败，%4 项跳过</translation>
    </message>
    <message>
        <source>no built-in baselines in this build</source>
        <translation>此版本中没有内置基线</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>usage: clustergate bench evaluate RESULTS.json... --baseline FILE|NAME [--baseline FILE]... [--format text|json]
       clustergate bench baselines
       clustergate bench baseline-from RESULTS.json... [--output FILE] [--format yaml|json]
           [--statistic mean|pNN] [--variance PCT] [--name NAME]
  RESULTS.json: output of &apos;clustergate-agent bench|health|link ... --format json&apos; (one result,
  an array, or one per line; - reads standard input)
  --baseline: a rule file or a built-in name (see &apos;bench baselines&apos;); a later file overrides
  figures and rules of the earlier ones (a cluster&apos;s contract figures)
  baseline-from: a baseline from a fleet&apos;s own results (SuperBench-style): per metric the
  statistic (default p50, the median) over every device and host, and a rule failing a value
  more than PCT % (default 5) worse than it; use it as --baseline FILE
  Exit status: 0 nothing failed, 1 a rule or an agent check failed, 2 bad input</source>
        <translation>用法：clustergate bench evaluate RESULTS.json... --baseline FILE|NAME [--baseline FILE]... [--format text|json]
       clustergate bench baselines
       clustergate bench baseline-from RESULTS.json... [--output FILE] [--format yaml|json]
           [--statistic mean|pNN] [--variance PCT] [--name NAME]
  RESULTS.json：“clustergate-agent bench|health|link ... --format json”的输出（单个结果、
  数组，或每行一个；- 表示从标准输入读取）
  --baseline：规则文件或内置名称（见“bench baselines”）；后面的文件会覆盖前面文件中的
  数值和规则（例如集群的合同数值）
  baseline-from：根据机群自身的结果生成基线（SuperBench 风格）：每个指标取所有设备和主机上的
  统计量（默认 p50，即中位数），并设置一条规则，将比它差超过 PCT %（默认 5）的值判为失败；
  生成的文件可用作 --baseline FILE
  退出状态：0 无失败，1 有规则或代理检查失败，2 输入有误</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Write the baseline here (default: stdout).</source>
        <translation>将基线写到此处（默认：stdout）。</translation>
    </message>
    <message>
        <source>yaml (a baseline file) or json.</source>
        <translation>yaml（基线文件）或 json。</translation>
    </message>
    <message>
        <source>mean, or a percentile such as p50 (the default) or p10.</source>
        <translation>mean，或百分位数，例如 p50（默认）或 p10。</translation>
    </message>
    <message>
        <source>How much worse than the baseline a value may be, in percent.</source>
        <translation>值比基线差多少仍可接受，以百分比表示。</translation>
    </message>
    <message>
        <source>The baseline&apos;s name.</source>
        <translation>基线的名称。</translation>
    </message>
    <message>
        <source>Benchmark results (JSON) of the fleet.</source>
        <translation>机群的基准测试结果（JSON）。</translation>
    </message>
    <message>
        <source>bench baseline-from needs at least one results file</source>
        <translation>bench baseline-from 至少需要一个结果文件</translation>
    </message>
    <message>
        <source>--format must be yaml or json, not &apos;%1&apos;</source>
        <translation>--format 必须是 yaml 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>--variance is a percentage from 0 to below 100, not &apos;%1&apos;</source>
        <translation>--variance 应为 0 到 100（不含）之间的百分比，而不是“%1”</translation>
    </message>
    <message>
        <source>the generated baseline</source>
        <translation>生成的基线</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::cli::ChoiceCli</name>
    <message>
        <source>usage: clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS]
                          [--weights LATENCY,COST,SUPPLY] [--format text|json]
  The saved clusters ranked for a piece of work. RTT: the live fleet&apos;s (clustergate serve)
  else the newest L1 validation&apos;s (stale after %1 days); GPUs: the inventory&apos;s nodes x the
  contract&apos;s GPUs per node; price: the contract&apos;s (else the one saved in the Cost view).
  --datasets: the ledger datasets the work reads (a cluster they may not go to never
  qualifies).</source>
        <translation>用法：clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS]
                          [--weights LATENCY,COST,SUPPLY] [--format text|json]
  为一项工作给已保存的集群排序。RTT：取实时机群的测量值（clustergate serve），
  否则取最近一次 L1 验证的测量值（超过 %1 天即视为过期）；GPU：清单中的节点数乘以合同规定的
  每节点 GPU 数；价格：取合同价格（否则取成本视图中保存的价格）。
  --datasets：该工作读取的台账数据集（数据集不得前往的集群一律不入选）。</translation>
    </message>
    <message>
        <source>GPUs needed.</source>
        <translation>所需 GPU 数。</translation>
    </message>
    <message>
        <source>Ledger datasets the work reads, comma separated.</source>
        <translation>该工作读取的台账数据集，用逗号分隔。</translation>
    </message>
    <message>
        <source>Highest acceptable RTT in ms (0: no limit).</source>
        <translation>可接受的最高 RTT，单位毫秒（0 表示不限）。</translation>
    </message>
    <message>
        <source>Weights of latency, cost and supply.</source>
        <translation>延迟、成本与供给的权重。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>choice takes no arguments besides options: %1</source>
        <translation>choice 除选项外不接受其他参数：%1</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format 必须是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>--gpus must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>--gpus 必须是不小于 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--max-rtt must be a number of ms, 0 or more, not &apos;%1&apos;</source>
        <translation>--max-rtt 必须是不小于 0 的毫秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>--weights is three numbers, 0 or more: latency,cost,supply (not &apos;%1&apos;)</source>
        <translation>--weights 应为三个不小于 0 的数：延迟,成本,供给（而不是“%1”）</translation>
    </message>
    <message>
        <source>cannot open the profile&apos;s database %1: %2</source>
        <translation>无法打开数据目录中的数据库 %1：%2</translation>
    </message>
    <message>
        <source>No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes EXPR.</source>
        <translation>没有已保存的集群。可使用 clustergate clusters add NAME --jump HOPS --nodes EXPR 添加。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>RTT: %1</source>
        <translation>RTT：%1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>unknown: stream the cluster or run clustergate validate %1 --levels L0-L1</source>
        <translation>未知：请接收该集群的遥测数据，或运行 clustergate validate %1 --levels L0-L1</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Price per GPU-hour: %1</source>
        <translation>每 GPU 小时价格：%1</translation>
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
        <source>usage: clustergate agent path (takes no arguments or options)</source>
        <translation>用法：clustergate agent path（不接受任何参数或选项）</translation>
    </message>
    <message>
        <source>Restart the agent on a node: stop it, put the bundled agent back and check that it answers.</source>
        <translation>重启节点上的代理：先停止，再放回内置代理，并检查其是否响应。</translation>
    </message>
    <message>
        <source>an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or [user@]host[:port]</source>
        <translation>清单中的节点（gpu01 或 CLUSTER/gpu01）、ssh 配置中的别名，或 [user@]host[:port]</translation>
    </message>
    <message>
        <source>usage: clustergate agent restart NODE [ssh options]</source>
        <translation>用法：clustergate agent restart NODE [ssh options]</translation>
    </message>
    <message>
        <source>the agent on %1 was not restarted: %2</source>
        <translation>%1 上的代理未重启：%2</translation>
    </message>
    <message>
        <source>agent restarted on %1: %2 (%3)</source>
        <translation>已在 %1 上重启代理：%2（%3）</translation>
    </message>
    <message>
        <source>usage: clustergate agent stream|push|stop|restart|info|path ...
  agent stream local|TARGET [--count N] [--interval MS] [--format json] [ssh options]
  agent push TARGET [ssh options]
  agent stop TARGET [--remove] [ssh options]
  agent restart NODE [ssh options]
  agent info local
  agent path</source>
        <translation>用法：clustergate agent stream|push|stop|restart|info|path ...
  agent stream local|TARGET [--count N] [--interval MS] [--format json] [ssh options]
  agent push TARGET [ssh options]
  agent stop TARGET [--remove] [ssh options]
  agent restart NODE [ssh options]
  agent info local
  agent path</translation>
    </message>
    <message>
        <source>The alerts fired in this profile, newest first.</source>
        <translation>此数据目录中触发过的告警，最新的在前。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>Only the alerts still firing.</source>
        <translation>只显示仍在触发的告警。</translation>
    </message>
    <message>
        <source>At most N alerts.</source>
        <translation>最多 N 条告警。</translation>
    </message>
    <message>
        <source>usage: clustergate alerts list [--format text|json] [--firing] [--limit N]</source>
        <translation>用法：clustergate alerts list [--format text|json] [--firing] [--limit N]</translation>
    </message>
    <message>
        <source>no alerts</source>
        <translation>没有告警</translation>
    </message>
    <message>
        <source>acked by %1</source>
        <translation>已由 %1 确认</translation>
    </message>
    <message>
        <source>not acked</source>
        <translation>未确认</translation>
    </message>
    <message>
        <source>Acknowledge an alert: someone is on it.</source>
        <translation>确认告警：表示已有人在处理。</translation>
    </message>
    <message>
        <source>The alert&apos;s id (alerts list shows it).</source>
        <translation>告警编号（alerts list 会显示）。</translation>
    </message>
    <message>
        <source>Who acknowledges (default: this user).</source>
        <translation>确认人（默认：当前用户）。</translation>
    </message>
    <message>
        <source>usage: clustergate alerts ack ID [--by NAME]</source>
        <translation>用法：clustergate alerts ack ID [--by NAME]</translation>
    </message>
    <message>
        <source>alert %1 acknowledged by %2</source>
        <translation>告警 %1 已由 %2 确认</translation>
    </message>
    <message>
        <source>usage: clustergate alerts list [--format text|json] [--firing]
       clustergate alerts ack ID [--by NAME]</source>
        <translation>用法：clustergate alerts list [--format text|json] [--firing]
       clustergate alerts ack ID [--by NAME]</translation>
    </message>
    <message>
        <source>the scrape token %1 is kept in the keychain, which is not available: %2</source>
        <translation>抓取令牌 %1 保存在钥匙串中，但钥匙串不可用：%2</translation>
    </message>
    <message>
        <source>no scrape token %1 in the keychain (%2); set one with: clustergate secrets set %1 --kind api-token &lt; TOKEN</source>
        <translation>钥匙串中没有抓取令牌 %1（%2）；请用以下命令设置：clustergate secrets set %1 --kind api-token &lt; TOKEN</translation>
    </message>
    <message>
        <source>Run the console without a window: this machine&apos;s agent, the fleets of the chosen clusters, the alert rules and the jobs poller, with /metrics, remote-write and Alertmanager.</source>
        <translation>无窗口运行控制台：运行本机的代理、所选集群的机群遥测、告警规则和作业轮询，并提供 /metrics、remote-write 和 Alertmanager 输出。</translation>
    </message>
    <message>
        <source>Stream this cluster&apos;s fleet (repeat; default: every saved cluster).</source>
        <translation>接收此集群的机群遥测（可重复；默认：所有已保存的集群）。</translation>
    </message>
    <message>
        <source>Serve /metrics on ADDRESS:PORT (default 127.0.0.1:9464; setting serve/listen).</source>
        <translation>在 ADDRESS:PORT 上提供 /metrics（默认 127.0.0.1:9464；设置项 serve/listen）。</translation>
    </message>
    <message>
        <source>Do not serve /metrics.</source>
        <translation>不提供 /metrics。</translation>
    </message>
    <message>
        <source>TLS certificate (PEM) for /metrics on a non-loopback address.</source>
        <translation>在非回环地址上提供 /metrics 时使用的 TLS 证书（PEM）。</translation>
    </message>
    <message>
        <source>Its private key (PEM).</source>
        <translation>证书对应的私钥（PEM）。</translation>
    </message>
    <message>
        <source>Keychain entry holding the bearer token scrapers must send (default metrics-token).</source>
        <translation>保存抓取方必须发送的 Bearer 令牌的钥匙串条目（默认 metrics-token）。</translation>
    </message>
    <message>
        <source>Send the series to this remote-write URL (setting serve/remote_write).</source>
        <translation>将序列发送到此 remote-write URL（设置项 serve/remote_write）。</translation>
    </message>
    <message>
        <source>Send alerts to this Alertmanager (base URL; setting serve/alertmanager).</source>
        <translation>将告警发送到此 Alertmanager（基础 URL；设置项 serve/alertmanager）。</translation>
    </message>
    <message>
        <source>Alert thresholds file (YAML or JSON).</source>
        <translation>告警阈值文件（YAML 或 JSON）。</translation>
    </message>
    <message>
        <source>known_hosts file the nodes&apos; host keys are checked against.</source>
        <translation>用于校验各节点主机密钥的 known_hosts 文件。</translation>
    </message>
    <message>
        <source>Milliseconds between evaluations of the alert rules.</source>
        <translation>两次评估告警规则之间的毫秒数。</translation>
    </message>
    <message>
        <source>Milliseconds between polls of the clusters&apos; schedulers (0: off).</source>
        <translation>两次轮询集群调度器之间的毫秒数（0：关闭）。</translation>
    </message>
    <message>
        <source>serve takes no arguments, only options (see serve --help)</source>
        <translation>serve 不接受参数，只接受选项（见 serve --help）</translation>
    </message>
    <message>
        <source>--interval and --evaluate-every must be 50 ms or more, --jobs-every 0 or more</source>
        <translation>--interval 和 --evaluate-every 必须不小于 50 毫秒，--jobs-every 必须不小于 0</translation>
    </message>
    <message>
        <source>%1 is not an http(s) URL</source>
        <translation>%1 不是 http(s) URL</translation>
    </message>
    <message>
        <source>cannot open the profile: %1</source>
        <translation>无法打开数据目录：%1</translation>
    </message>
    <message>
        <source>%1: delivering again</source>
        <translation>%1：已恢复投递</translation>
    </message>
    <message>
        <source>%1 is failing, buffering and retrying: %2</source>
        <translation>%1 投递失败，正在缓冲并重试：%2</translation>
    </message>
    <message>
        <source>serving http%1://%2:%3/metrics</source>
        <translation>正在提供 http%1://%2:%3/metrics</translation>
    </message>
    <message>
        <source>remote-write to %1</source>
        <translation>通过 remote-write 发送到 %1</translation>
    </message>
    <message>
        <source>alerts to Alertmanager at %1</source>
        <translation>告警发送到 Alertmanager：%1</translation>
    </message>
    <message>
        <source>no saved cluster named %1 (clustergate clusters list shows them)</source>
        <translation>没有名为 %1 的已保存集群（clustergate clusters list 会列出它们）</translation>
    </message>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; set CLUSTERGATE_AGENT to its path</source>
        <translation>未找到内置代理（clustergate-agent）；请将 CLUSTERGATE_AGENT 设为其路径</translation>
    </message>
    <message>
        <source>cluster %1 not streamed: %2</source>
        <translation>未接收集群 %1 的遥测：%2</translation>
    </message>
    <message>
        <source>streaming cluster %1</source>
        <translation>正在接收集群 %1 的遥测</translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation>无法设置信号处理</translation>
    </message>
    <message>
        <source>running; stop with SIGTERM or Ctrl+C</source>
        <translation>正在运行；按 Ctrl+C 或发送 SIGTERM 停止</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>正在停止</translation>
    </message>
</context>
<context>
    <name>cg::cli::ClustersCli</name>
    <message>
        <source>usage: clustergate clusters list|show|add|edit|remove|import-ssh-config ...
  clusters list [--format text|json]
  clusters show NAME [--format text|json]
  clusters add NAME --jump HOPS --nodes EXPR [--host-keys strict|accept-new]
               [--identity FILE]... [--user USER] [--legacy-kex on|off] [more, see --help]
  clusters edit NAME [the options of add] [--rename NEW] [--no-jump] [--no-identity]
  clusters remove NAME
  clusters import-ssh-config [FILE] [--openssh] [--host ALIAS]... [--dry-run]
                             [--format text|json]</source>
        <translation>用法：clustergate clusters list|show|add|edit|remove|import-ssh-config ...
  clusters list [--format text|json]
  clusters show NAME [--format text|json]
  clusters add NAME --jump HOPS --nodes EXPR [--host-keys strict|accept-new]
               [--identity FILE]... [--user USER] [--legacy-kex on|off] [更多选项见 --help]
  clusters edit NAME [add 的各选项] [--rename NEW] [--no-jump] [--no-identity]
  clusters remove NAME
  clusters import-ssh-config [FILE] [--openssh] [--host ALIAS]... [--dry-run]
                             [--format text|json]</translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (saved: %2); see clustergate clusters list</source>
        <translation>没有已保存的集群“%1”（已保存：%2）；请运行 clustergate clusters list 查看</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Jump hosts in connection order, [user@]host[:port], comma-separated as with ssh -J (repeatable; %1).</source>
        <translation>按连接顺序排列的跳板机，格式为 [user@]host[:port]，与 ssh -J 一样以逗号分隔（可重复；%1）。</translation>
    </message>
    <message>
        <source>replaces the chain</source>
        <translation>替换原有跳板链</translation>
    </message>
    <message>
        <source>none: the nodes are reached directly</source>
        <translation>默认无，即直接访问节点</translation>
    </message>
    <message>
        <source>; replaces the node list</source>
        <translation>；替换原节点列表</translation>
    </message>
    <message>
        <source>Read node lines from FILE (- for standard input), after the --nodes lines.</source>
        <translation>从 FILE 读取节点行（- 表示标准输入），接在 --nodes 各行之后。</translation>
    </message>
    <message>
        <source>Login for the jump hosts and nodes written without user@ (default: your login).</source>
        <translation>未写 user@ 的跳板机和节点所用的登录名（默认：您的登录名）。</translation>
    </message>
    <message>
        <source>SSH port for the --jump hops and --nodes lines written without :port (default 22).</source>
        <translation>未写 :port 的 --jump 跳板和 --nodes 行所用的 SSH 端口（默认 22）。</translation>
    </message>
    <message>
        <source>strict: refuse host keys not on record (default); accept-new: record a host&apos;s first key, refuse a changed one.</source>
        <translation>strict：拒绝未记录的主机密钥（默认）；accept-new：记录主机首次出示的密钥，拒绝已改变的密钥。</translation>
    </message>
    <message>
        <source>Private key file used on every hop and node (repeatable, in order%1).</source>
        <translation>在每一跳和每个节点上使用的私钥文件（可重复，按顺序尝试%1）。</translation>
    </message>
    <message>
        <source>; replaces the list</source>
        <translation>；替换原列表</translation>
    </message>
    <message>
        <source>on: allow SHA-1 key exchange (group1/group14-sha1, group-exchange-sha1) for old servers; off (default).</source>
        <translation>on：为旧服务器允许 SHA-1 密钥交换（group1/group14-sha1、group-exchange-sha1）；off（默认）：不允许。</translation>
    </message>
    <message>
        <source>Who rents the cluster out.</source>
        <translation>出租该集群的服务商。</translation>
    </message>
    <message>
        <source>Country or region, e.g. SG.</source>
        <translation>国家或地区，例如 SG。</translation>
    </message>
    <message>
        <source>on: the topology plugin honours --switches; off (default).</source>
        <translation>on：拓扑插件支持 --switches；off（默认）：不支持。</translation>
    </message>
    <message>
        <source>Absolute path where the object store is mounted on the cluster.</source>
        <translation>对象存储在集群上的挂载点（绝对路径）。</translation>
    </message>
    <message>
        <source>Else the nodes&apos; rclone remote for it.</source>
        <translation>未挂载时，节点访问对象存储所用的 rclone 远端。</translation>
    </message>
    <message>
        <source>What the guides&apos; placeholder &lt;bucket&gt; stands for.</source>
        <translation>指南中的占位符 &lt;bucket&gt; 所代表的存储桶。</translation>
    </message>
    <message>
        <source>Where datasets are staged (default: $HOME/clustergate/datasets).</source>
        <translation>数据集的暂存目录（默认：$HOME/clustergate/datasets）。</translation>
    </message>
    <message>
        <source>New name of the cluster.</source>
        <translation>集群的新名称。</translation>
    </message>
    <message>
        <source>Remove the jump chain: the nodes are reached directly.</source>
        <translation>移除跳板链：直接访问节点。</translation>
    </message>
    <message>
        <source>Remove the key files (the ssh agent and ~/.ssh/id_*).</source>
        <translation>移除密钥文件（改用 ssh-agent 和 ~/.ssh/id_*）。</translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation>--%1 只能是 on 或 off，而不是“%2”</translation>
    </message>
    <message>
        <source>--port is a number from 1 to 65535, not &apos;%1&apos;</source>
        <translation>--port 必须是 1 到 65535 之间的数字，而不是“%1”</translation>
    </message>
    <message>
        <source>--host-keys: %1</source>
        <translation>--host-keys：%1</translation>
    </message>
    <message>
        <source>give either --identity or --no-identity</source>
        <translation>--identity 和 --no-identity 只能指定其一</translation>
    </message>
    <message>
        <source>give either --jump or --no-jump</source>
        <translation>--jump 和 --no-jump 只能指定其一</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>cannot read --nodes-file %1: %2</source>
        <translation>无法读取 --nodes-file %1：%2</translation>
    </message>
    <message>
        <source>--nodes-file %1 is larger than 64 MiB</source>
        <translation>--nodes-file %1 大于 64 MiB</translation>
    </message>
    <message>
        <source>--switches-wait: %1</source>
        <translation>--switches-wait：%1</translation>
    </message>
    <message>
        <source>Lists the saved clusters of this profile.</source>
        <translation>列出当前数据目录中已保存的集群。</translation>
    </message>
    <message>
        <source>clusters list takes no arguments</source>
        <translation>clusters list 不接受参数</translation>
    </message>
    <message>
        <source>No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes EXPR.</source>
        <translation>没有已保存的集群。可使用 clustergate clusters add NAME --jump HOPS --nodes EXPR 添加。</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>host keys: %1</source>
        <translation>主机密钥：%1</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直连</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>经由 %1</translation>
    </message>
    <message>
        <source>Shows one saved cluster: its jump chain, nodes, policies and placement.</source>
        <translation>显示一个已保存的集群：其跳板链、节点、策略与调度设置。</translation>
    </message>
    <message>
        <source>The saved cluster.</source>
        <translation>已保存的集群。</translation>
    </message>
    <message>
        <source>clusters show takes one cluster name</source>
        <translation>clusters show 只接受一个集群名称</translation>
    </message>
    <message>
        <source>name: %1</source>
        <translation>名称：%1</translation>
    </message>
    <message>
        <source>provider: %1</source>
        <translation>服务商：%1</translation>
    </message>
    <message>
        <source>region: %1</source>
        <translation>地区：%1</translation>
    </message>
    <message>
        <source>legacy key exchange: %1</source>
        <translation>旧式密钥交换：%1</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>key files: %1</source>
        <translation>密钥文件：%1</translation>
    </message>
    <message>
        <source>(the ssh agent and ~/.ssh/id_*)</source>
        <translation>（ssh-agent 和 ~/.ssh/id_*）</translation>
    </message>
    <message>
        <source>jump hosts: %1</source>
        <translation>跳板机：%1</translation>
    </message>
    <message>
        <source>(none: direct)</source>
        <translation>（无：直连）</translation>
    </message>
    <message>
        <source>nodes (%1): %2</source>
        <translation>节点（%1）：%2</translation>
    </message>
    <message>
        <source>placement: interconnect feature %1, switches %2 (wait %3), object store %4, bucket %5, staging %6</source>
        <translation>调度：互连特性 %1，交换机拓扑 %2（等待 %3），对象存储 %4，存储桶 %5，暂存目录 %6</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>$HOME/clustergate/datasets</source>
        <translation>$HOME/clustergate/datasets</translation>
    </message>
    <message>
        <source>Changes a saved cluster: only the settings given change. A loosened host-key policy, legacy key exchange, a new jump chain and removed nodes are recorded in the audit log with the change.</source>
        <translation>修改已保存的集群：只更改所给出的设置。放宽主机密钥策略、启用旧式密钥交换、更换跳板链和移除节点，都会连同更改内容记入审计日志。</translation>
    </message>
    <message>
        <source>Saves a new cluster. Nothing is saved unless every hop and node line reads.</source>
        <translation>保存新集群。只有每个跳板和节点行都能正确解析时才会保存。</translation>
    </message>
    <message>
        <source>Its name.</source>
        <translation>集群名称。</translation>
    </message>
    <message>
        <source>clusters edit takes one cluster name</source>
        <translation>clusters edit 只接受一个集群名称</translation>
    </message>
    <message>
        <source>clusters add takes one name</source>
        <translation>clusters add 只接受一个名称</translation>
    </message>
    <message>
        <source>a cluster needs a name</source>
        <translation>集群需要一个名称</translation>
    </message>
    <message>
        <source>%1 not saved: %2</source>
        <translation>%1 未保存：%2</translation>
    </message>
    <message>
        <source>saved cluster %1</source>
        <translation>已保存集群 %1</translation>
    </message>
    <message>
        <source>added cluster %1</source>
        <translation>已添加集群 %1</translation>
    </message>
    <message>
        <source>reached directly</source>
        <translation>直接访问</translation>
    </message>
    <message>
        <source>note: %1 records the host key of any bastion or node it has not seen before without asking (trust on first use); changed keys are still refused. Recorded in the audit log.</source>
        <translation>注意：%1 会不经询问直接记录任何首次遇到的跳板机或节点的主机密钥（首次使用即信任）；已改变的密钥仍会被拒绝。此项已记入审计日志。</translation>
    </message>
    <message>
        <source>note: %1 allows SHA-1 key exchange with old servers. Recorded in the audit log.</source>
        <translation>注意：%1 允许与旧服务器进行 SHA-1 密钥交换。此项已记入审计日志。</translation>
    </message>
    <message>
        <source>note: host keys are checked strictly: record them first (clustergate ssh check or the console&apos;s host-key review), or connections are refused.</source>
        <translation>注意：主机密钥按严格模式检查：请先记录主机密钥（使用 clustergate ssh check 或控制台的主机密钥审核），否则连接会被拒绝。</translation>
    </message>
    <message>
        <source>Deletes a saved cluster with its jump chain and nodes (recorded in the audit log). Agents stay on the nodes and recorded host keys are kept.</source>
        <translation>删除已保存的集群及其跳板链和节点（记入审计日志）。代理会留在节点上，已记录的主机密钥会保留。</translation>
    </message>
    <message>
        <source>clusters remove takes one cluster name</source>
        <translation>clusters remove 只接受一个集群名称</translation>
    </message>
    <message>
        <source>cannot delete cluster %1: %2</source>
        <translation>无法删除集群 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>deleted cluster %1 with its jump chain and %n node(s); agents stay on the nodes and recorded host keys are kept</source>
        <translation>
            <numerusform>已删除集群 %1 及其跳板链和 %n 个节点；代理仍留在节点上，已记录的主机密钥会保留</numerusform>
        </translation>
    </message>
    <message>
        <source>clustergate clusters: which action?</source>
        <translation>clustergate clusters：要执行哪个操作？</translation>
    </message>
    <message>
        <source>clustergate clusters: unknown action &apos;%1&apos;</source>
        <translation>clustergate clusters：未知操作“%1”</translation>
    </message>
    <message>
        <source>cannot open the profile&apos;s database %1: %2</source>
        <translation>无法打开数据目录中的数据库 %1：%2</translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation>--format 只能是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>text or json (keys: see docs/cli.md).</source>
        <translation>text 或 json（各键见 docs/cli.md）。</translation>
    </message>
    <message>
        <source>Imports the hosts of an OpenSSH client config, as File &gt; Import ssh Config does: hosts behind the same jump chain become the nodes of one cluster named after the chain.</source>
        <translation>导入 OpenSSH 客户端配置中的主机，作用与“文件 &gt; 导入 ssh 配置”相同：位于同一跳板链之后的主机成为同一集群的节点，集群以该跳板链命名。</translation>
    </message>
    <message>
        <source>The config (default: ~/.ssh/config).</source>
        <translation>配置文件（默认：~/.ssh/config）。</translation>
    </message>
    <message>
        <source>Resolve every host again with ssh -G, which evaluates Match blocks (and runs Match exec commands) as ssh would. Opens no connection.</source>
        <translation>用 ssh -G 重新解析每个主机，像 ssh 一样求值 Match 块（并运行 Match exec 命令）。不会建立任何连接。</translation>
    </message>
    <message>
        <source>Import only this alias (repeatable; default: every importable one).</source>
        <translation>只导入此别名（可重复；默认：所有可导入的别名）。</translation>
    </message>
    <message>
        <source>Show what would be imported; save nothing.</source>
        <translation>只显示将要导入的内容，不做任何保存。</translation>
    </message>
    <message>
        <source>clusters import-ssh-config takes at most one file</source>
        <translation>clusters import-ssh-config 最多接受一个文件</translation>
    </message>
    <message>
        <source>--openssh needs OpenSSH (the ssh program); install it or leave --openssh out</source>
        <translation>--openssh 需要 OpenSSH（ssh 程序）；请安装它，或去掉 --openssh</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 无法导入：%2</translation>
    </message>
    <message>
        <source>%1 has no Host %2</source>
        <translation>%1 中没有 Host %2</translation>
    </message>
    <message>
        <source>no host of %1 can be imported (see the reasons with --dry-run)</source>
        <translation>%1 中没有可导入的主机（用 --dry-run 查看原因）</translation>
    </message>
    <message>
        <source>nothing imported from %1: %2</source>
        <translation>未从 %1 导入任何内容：%2</translation>
    </message>
    <message>
        <source>-&gt; %1</source>
        <translation>-&gt; %1</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <source>note: the config has Match blocks; add --openssh to resolve hosts as ssh would</source>
        <translation>注意：该配置含有 Match 块；加上 --openssh 可像 ssh 一样解析主机</translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n host(s) would be imported</source>
        <translation>
            <numerusform>试运行：将导入 %n 台主机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n host(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 台主机</numerusform>
        </translation>
    </message>
    <message>
        <source>jump host of the others, not a node</source>
        <translation>其他主机的跳板机，不是节点</translation>
    </message>
    <message>
        <source>Nodes, one line of the node-list grammar: [NAMES] [user@]HOSTS[:port] with hostlists (gpu[01-08] 10.0.0.[11-18]); repeatable, one line each%1.</source>
        <translation>节点，按节点列表语法写一行：[NAMES] [user@]HOSTS[:port]，可使用主机列表（gpu[01-08] 10.0.0.[11-18]）；可重复，每个选项一行%1。</translation>
    </message>
    <message>
        <source>Node feature of the high-speed fabric (the scheduler&apos;s node constraint).</source>
        <translation>高速互连网络的节点特性（调度器的节点约束）。</translation>
    </message>
    <message>
        <source>How long a job waits for one switch, as the scheduler reads it (30, 1:30:00, 1-12).</source>
        <translation>作业等待单个交换机的时长，采用调度器的时间格式（30、1:30:00、1-12）。</translation>
    </message>
    <message>
        <source>a cluster named %1 already exists; change it with clustergate clusters edit %2</source>
        <translation>名为 %1 的集群已存在；如需修改，请使用 clustergate clusters edit %2</translation>
    </message>
    <message>
        <source>A container registry job images are resolved and pulled from, in order: the first is the primary, the rest mirrors (repeatable; https://HOST[:PORT][/PREFIX]; &quot;none&quot; clears the list).</source>
        <translation>用于解析和拉取作业镜像的容器镜像仓库，按顺序使用：第一个为主仓库，其余为镜像站（可重复；https://HOST[:PORT][/PREFIX]；“none”表示清空列表）。</translation>
    </message>
    <message>
        <source>job backend: %1</source>
        <translation>作业后端：%1</translation>
    </message>
    <message>
        <source>%1 not saved: no job backend is called &apos;%2&apos; (known: %3)</source>
        <translation>%1 未保存：没有名为“%2”的作业后端（已知：%3）</translation>
    </message>
    <message>
        <source>%1 saved, but its job backend was not: %2</source>
        <translation>%1 已保存，但其作业后端未保存：%2</translation>
    </message>
    <message>
        <source>How its jobs run (default %1):
%2</source>
        <translation>其作业的运行方式（默认 %1）：
%2</translation>
    </message>
</context>
<context>
    <name>cg::cli::Commands</name>
    <message>
        <source>stream telemetry from the bundled agent; push it to a node, stop it</source>
        <translation>从内置代理接收遥测数据；将代理推送到节点，或停止代理</translation>
    </message>
    <message>
        <source>clustergate agent stream local|TARGET [--count N] [--interval MS] [--format json]
clustergate agent push|stop TARGET [ssh options]
clustergate agent info local
clustergate agent path</source>
        <translation>clustergate agent stream local|TARGET [--count N] [--interval MS] [--format json]
clustergate agent push|stop TARGET [ssh options]
clustergate agent info local
clustergate agent path</translation>
    </message>
    <message>
        <source>check, run commands on, push files to and open shells on hosts</source>
        <translation>检查主机，在主机上运行命令、推送文件和打开 shell</translation>
    </message>
    <message>
        <source>clustergate ssh check TARGET [--jump HOPS] [--ssh-config FILE] [--known-hosts FILE]
clustergate ssh exec TARGET [options] -- COMMAND...
clustergate ssh push TARGET [options] LOCAL REMOTE
clustergate ssh shell TARGET [options] [-- COMMAND...]</source>
        <translation>clustergate ssh check TARGET [--jump HOPS] [--ssh-config FILE] [--known-hosts FILE]
clustergate ssh exec TARGET [options] -- COMMAND...
clustergate ssh push TARGET [options] LOCAL REMOTE
clustergate ssh shell TARGET [options] [-- COMMAND...]</translation>
    </message>
    <message>
        <source>list, show, add, edit, remove and import saved clusters</source>
        <translation>列出、查看、添加、编辑、删除和导入已保存的集群</translation>
    </message>
    <message>
        <source>clustergate clusters list|show NAME [--format json]
clustergate clusters add|edit NAME [--jump HOPS] [--nodes EXPR] [--host-keys strict|accept-new]
                         [--identity FILE]... (see clusters add --help)
clustergate clusters remove NAME
clustergate clusters import-ssh-config [FILE] [--openssh] [--dry-run] [--format json]</source>
        <translation>clustergate clusters list|show NAME [--format json]
clustergate clusters add|edit NAME [--jump HOPS] [--nodes EXPR] [--host-keys strict|accept-new]
                         [--identity FILE]...（参见 clusters add --help）
clustergate clusters remove NAME
clustergate clusters import-ssh-config [FILE] [--openssh] [--dry-run] [--format json]</translation>
    </message>
    <message>
        <source>push datasets to a cluster under the ledger&apos;s gate; follow and wipe them</source>
        <translation>经台账合规关卡将数据集推送到集群；跟踪传输并擦除数据</translation>
    </message>
    <message>
        <source>clustergate data push DATASET --cluster C [--to PATH] [--connections N]
clustergate data status|list|resume|cancel|wipe (see data --help)</source>
        <translation>clustergate data push DATASET --cluster C [--to PATH] [--connections N]
clustergate data status|list|resume|cancel|wipe（参见 data --help）</translation>
    </message>
    <message>
        <source>submit, list, cancel and follow jobs on a cluster&apos;s scheduler</source>
        <translation>在集群的调度器上提交、列出、取消和跟踪作业</translation>
    </message>
    <message>
        <source>clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script]
clustergate jobs list|cancel ID|logs ID [-f] --cluster C (see jobs --help)</source>
        <translation>clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script]
clustergate jobs list|cancel ID|logs ID [-f] --cluster C（参见 jobs --help）</translation>
    </message>
    <message>
        <source>run the acceptance checklist on a cluster; verify a signed report</source>
        <translation>对集群运行验收检查清单；验证已签名的报告</translation>
    </message>
    <message>
        <source>clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json]
clustergate validate verify-report FILE.json --trusted-key KEY</source>
        <translation>clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json]
clustergate validate verify-report FILE.json --trusted-key KEY</translation>
    </message>
    <message>
        <source>the data-classification ledger: datasets, export requests, audit log</source>
        <translation>数据分级台账：数据集、出境申请、审计日志</translation>
    </message>
    <message>
        <source>clustergate ledger import-datasets FILE.csv [--rejects FILE]
clustergate ledger request create|show|submit|approve|reject|... (see ledger --help)
clustergate ledger verify [--bundle FILE] [--checkpoint FILE]...
clustergate ledger checkpoint --out FILE --key ID
clustergate ledger report --format pdf|csv --out FILE</source>
        <translation>clustergate ledger import-datasets FILE.csv [--rejects FILE]
clustergate ledger request create|show|submit|approve|reject|...（参见 ledger --help）
clustergate ledger verify [--bundle FILE] [--checkpoint FILE]...
clustergate ledger checkpoint --out FILE --key ID
clustergate ledger report --format pdf|csv --out FILE</translation>
    </message>
    <message>
        <source>the credentials in the keychain or the vault file</source>
        <translation>钥匙串或保险库文件中的凭据</translation>
    </message>
    <message>
        <source>clustergate secrets list|check [--vault FILE]
clustergate secrets set ID --kind KIND [--label TEXT] [--vault FILE] &lt; SECRET
clustergate secrets delete ID [--vault FILE]
clustergate secrets rotate ID NEW_ID [--vault FILE] &lt; NEW_SECRET</source>
        <translation>clustergate secrets list|check [--vault FILE]
clustergate secrets set ID --kind KIND [--label TEXT] [--vault FILE] &lt; SECRET
clustergate secrets delete ID [--vault FILE]
clustergate secrets rotate ID NEW_ID [--vault FILE] &lt; NEW_SECRET</translation>
    </message>
    <message>
        <source>terminal recordings: list, show, export, verify</source>
        <translation>终端录像：列出、查看、导出、校验</translation>
    </message>
    <message>
        <source>clustergate recordings list|show ID|export ID FILE|verify [ID] [--format json]</source>
        <translation>clustergate recordings list|show ID|export ID FILE|verify [ID] [--format json]</translation>
    </message>
    <message>
        <source>judge benchmark results against baselines</source>
        <translation>对照基线评判基准测试结果</translation>
    </message>
    <message>
        <source>clustergate bench evaluate RESULTS.json --baseline FILE|NAME [--baseline FILE]...
clustergate bench baselines</source>
        <translation>clustergate bench evaluate RESULTS.json --baseline FILE|NAME [--baseline FILE]...
clustergate bench baselines</translation>
    </message>
    <message>
        <source>size the GPUs for an inference load</source>
        <translation>估算推理负载所需的 GPU 数量</translation>
    </message>
    <message>
        <source>clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U
                 [--headroom H] [--group G] [--format text|json]</source>
        <translation>clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U
                 [--headroom H] [--group G] [--format text|json]</translation>
    </message>
    <message>
        <source>run the console without a window: fleets, alerts, /metrics, remote-write, Alertmanager</source>
        <translation>无窗口运行控制台：机群遥测、告警、/metrics、remote-write、Alertmanager</translation>
    </message>
    <message>
        <source>clustergate serve [--cluster NAME]... [--listen 127.0.0.1:9464] [--remote-write URL]
                  [--alertmanager URL] [--thresholds FILE] (see serve --help)</source>
        <translation>clustergate serve [--cluster NAME]... [--listen 127.0.0.1:9464] [--remote-write URL]
                  [--alertmanager URL] [--thresholds FILE]（见 serve --help）</translation>
    </message>
    <message>
        <source>the alert history: list and acknowledge alerts</source>
        <translation>告警历史：列出和确认告警</translation>
    </message>
    <message>
        <source>clustergate alerts list [--format text|json] [--firing] [--limit N]
clustergate alerts ack ID [--by NAME]</source>
        <translation>clustergate alerts list [--format text|json] [--firing] [--limit N]
clustergate alerts ack ID [--by NAME]</translation>
    </message>
    <message>
        <source>the telemetry and jobs history: a series over a range</source>
        <translation>遥测与作业历史：某一时间范围内的序列</translation>
    </message>
    <message>
        <source>clustergate history QUERY [--since 24h] [--until T] [--step 1m] [--format table|json|csv]</source>
        <translation>clustergate history QUERY [--since 24h] [--until T] [--step 1m] [--format table|json|csv]</translation>
    </message>
    <message>
        <source>cost by project, cluster or day, and idle GPU waste</source>
        <translation>按项目、集群或日期统计的成本，以及 GPU 闲置浪费</translation>
    </message>
    <message>
        <source>clustergate cost report --by project|cluster|day (--cluster C | --records FILE)
                        [--since 30d] [--format table|json|csv]
clustergate cost idle-waste --cluster C [--records FILE] [--since 7d] [--format ...]</source>
        <translation>clustergate cost report --by project|cluster|day (--cluster C | --records FILE)
                        [--since 30d] [--format table|json|csv]
clustergate cost idle-waste --cluster C [--records FILE] [--since 7d] [--format ...]</translation>
    </message>
    <message>
        <source>an inference service&apos;s QPS, latency, cost and baseline verdict</source>
        <translation>推理服务的 QPS、延迟、成本及基线判定</translation>
    </message>
    <message>
        <source>clustergate inference status|watch (--url URL | TARGET --port P) [--baseline FILE]
                      [--gpus N] [--interval 10s] [--count N] [--format text|json]</source>
        <translation>clustergate inference status|watch (--url URL | TARGET --port P) [--baseline FILE]
                      [--gpus N] [--interval 10s] [--count N] [--format text|json]</translation>
    </message>
    <message>
        <source>rank the saved clusters by measured RTT, GPUs, price and the ledger&apos;s rules</source>
        <translation>按实测 RTT、GPU、价格与台账规则为已保存的集群排序</translation>
    </message>
    <message>
        <source>clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS] [--format text|json]</source>
        <translation>clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS] [--format text|json]</translation>
    </message>
</context>
<context>
    <name>cg::cli::CostCli</name>
    <message>
        <source>--gpu-hour-price takes a price above 0, not %1</source>
        <translation>--gpu-hour-price 只接受大于 0 的价格，而不是 %1</translation>
    </message>
    <message>
        <source>the login node of %1 could not be reached</source>
        <translation>无法访问 %1 的登录节点</translation>
    </message>
    <message>
        <source>What the clusters cost, from accounting records and saved prices.</source>
        <translation>根据记账记录和已保存的价格计算各集群的成本。</translation>
    </message>
    <message>
        <source>report: project, cluster or day.</source>
        <translation>report：project、cluster 或 day。</translation>
    </message>
    <message>
        <source>A saved cluster, or the login node as [user@]host[:port].</source>
        <translation>已保存的集群，或以 [user@]host[:port] 表示的登录节点。</translation>
    </message>
    <message>
        <source>An exported accounting file (repeatable) instead of asking the cluster.</source>
        <translation>导出的记账文件（可重复），代替向集群查询。</translation>
    </message>
    <message>
        <source>How far back: a duration such as 24h, 7d or 30d.</source>
        <translation>回溯时长：例如 24h、7d 或 30d。</translation>
    </message>
    <message>
        <source>table (default), json or csv.</source>
        <translation>table（默认）、json 或 csv。</translation>
    </message>
    <message>
        <source>The price of one GPU-hour (default: the saved prices).</source>
        <translation>一个 GPU 时的价格（默认：已保存的价格）。</translation>
    </message>
    <message>
        <source>The currency of --gpu-hour-price (default USD).</source>
        <translation>--gpu-hour-price 的货币（默认 USD）。</translation>
    </message>
    <message>
        <source>idle-waste: a GPU below this utilization (%) is idle.</source>
        <translation>idle-waste：利用率（%）低于此值的 GPU 视为闲置。</translation>
    </message>
    <message>
        <source>idle-waste: the history file (default: the profile&apos;s).</source>
        <translation>idle-waste：历史记录文件（默认：数据目录中的文件）。</translation>
    </message>
    <message>
        <source>--format must be table, json or csv</source>
        <translation>--format 必须为 table、json 或 csv</translation>
    </message>
    <message>
        <source>--by must be project, cluster or day</source>
        <translation>--by 必须为 project、cluster 或 day</translation>
    </message>
    <message>
        <source>--since takes a duration such as 24h, 7d or 30d, not %1</source>
        <translation>--since 只接受时长，例如 24h、7d 或 30d，而不是 %1</translation>
    </message>
    <message>
        <source>--idle-below takes a percentage from 0 to 100</source>
        <translation>--idle-below 的值应为 0 到 100 之间的百分比</translation>
    </message>
    <message>
        <source>cost %1 needs --cluster (a saved cluster or the login node)</source>
        <translation>cost %1 需要 --cluster（已保存的集群或登录节点）</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message numerus="yes">
        <source> (%n job(s) without a GPU count)</source>
        <translation>
            <numerusform>（%n 个作业没有 GPU 数量）</numerusform>
        </translation>
    </message>
    <message>
        <source>total: %1 GPU-hours, %2</source>
        <translation>合计：%1 GPU 时，%2</translation>
    </message>
    <message>
        <source>clustergate: no utilization history (%1): GPU use is unknown</source>
        <translation>clustergate：没有利用率历史记录（%1）：GPU 使用情况未知</translation>
    </message>
    <message>
        <source>project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>used</source>
        <translation>已用</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>waste</source>
        <translation>浪费</translation>
    </message>
    <message numerus="yes">
        <source> (%n job(s) without telemetry)</source>
        <translation>
            <numerusform>（%n 个作业没有遥测数据）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours allocated %1, used %2, idle %3 (below %4 %), waste %5</source>
        <translation>GPU 时：已分配 %1，已使用 %2，闲置 %3（低于 %4 %），浪费 %5</translation>
    </message>
    <message>
        <source>usage: clustergate cost report --by project|cluster|day (--cluster C | --records FILE) [--since 30d]
                                [--format table|json|csv] [--gpu-hour-price P] [ssh options]
       clustergate cost idle-waste (--cluster C | --records FILE --cluster C) [--since 7d]
                                [--idle-below 5] [--history FILE] [--format table|json|csv]
       clustergate cost price [C] [--gpu-hour P] [--currency CUR] [--model MODEL=P]... [--clear] [--format table|json]
C is a saved cluster or the login node as a TARGET for &apos;ssh&apos;; its accounting is read with the scheduler&apos;s
own accounting command. --records reads an exported accounting file instead. Prices are the cluster&apos;s
contract price (&apos;cost price&apos; shows and sets it), else the ones saved in the Cost view, unless --gpu-hour-price
is given; the output says which was used.</source>
        <translation>用法：clustergate cost report --by project|cluster|day (--cluster C | --records FILE) [--since 30d]
                                [--format table|json|csv] [--gpu-hour-price P] [ssh options]
       clustergate cost idle-waste (--cluster C | --records FILE --cluster C) [--since 7d]
                                [--idle-below 5] [--history FILE] [--format table|json|csv]
       clustergate cost price [C] [--gpu-hour P] [--currency CUR] [--model MODEL=P]... [--clear] [--format table|json]
C 是一个已保存的集群，或与“ssh”相同的 TARGET（登录节点）；其记账数据通过调度器自带的
记账命令读取。--records 改为读取导出的记账文件。价格取集群的合同价格（“cost price”可查看和设置），
否则取“成本”视图中保存的价格，除非给出了 --gpu-hour-price；输出会注明使用的是哪一种价格。</translation>
    </message>
    <message>
        <source>--gpu-hour-price</source>
        <translation>--gpu-hour-price</translation>
    </message>
    <message>
        <source>no GPU-hour price for %1: set it in the cluster&apos;s contract (clustergate cost price %1 --gpu-hour P), or give --gpu-hour-price</source>
        <translation>%1 没有 GPU 时单价：请在该集群的合同中设置（clustergate cost price %1 --gpu-hour P），或提供 --gpu-hour-price</translation>
    </message>
    <message>
        <source>the records</source>
        <translation>这些记账记录</translation>
    </message>
    <message>
        <source>no saved cluster named %1 (&apos;clustergate clusters list&apos; shows them)</source>
        <translation>没有名为 %1 的已保存集群（“clustergate clusters list”可列出已保存的集群）</translation>
    </message>
    <message>
        <source>cost price: name the cluster whose contract price to set</source>
        <translation>cost price：请指定要设置合同价格的集群</translation>
    </message>
    <message>
        <source>--gpu-hour takes the price of one GPU-hour, not %1</source>
        <translation>--gpu-hour 只接受一个 GPU 时的价格，而不是 %1</translation>
    </message>
    <message>
        <source>--model takes MODEL=PRICE, such as H200=3.1, not %1</source>
        <translation>--model 只接受 MODEL=PRICE，例如 H200=3.1，而不是 %1</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU 时单价</translation>
    </message>
    <message>
        <source>from</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>report, idle-waste or price</source>
        <translation>report、idle-waste 或 price</translation>
    </message>
    <message>
        <source>price: the contract&apos;s list price of one GPU-hour.</source>
        <translation>price：合同中一个 GPU 时的标价。</translation>
    </message>
    <message>
        <source>price: a GPU model&apos;s own GPU-hour price, MODEL=P (0 removes it).</source>
        <translation>price：某一 GPU 型号单独的 GPU 时单价，MODEL=P（0 表示删除）。</translation>
    </message>
    <message>
        <source>price: remove the contract&apos;s prices (the saved ones apply again).</source>
        <translation>price：删除合同中的价格（重新使用已保存的价格）。</translation>
    </message>
    <message>
        <source>cost price: --format is table or json</source>
        <translation>cost price：--format 只能是 table 或 json</translation>
    </message>
    <message>
        <source>priced by %1</source>
        <translation>计价依据：%1</translation>
    </message>
</context>
<context>
    <name>cg::cli::DataCli</name>
    <message>
        <source>usage: clustergate data push DATASET --cluster C [--to PATH] [--form FORM] [--connections N]
                              [--chunk-size SIZE] [--limit-rate RATE] --key ID [ssh options]
       clustergate data status|list [ID] [--format json]
       clustergate data resume ID [--connections N] [--limit-rate RATE] [ssh options]
       clustergate data cancel ID
       clustergate data wipe ID [ssh options]
SIZE and RATE: bytes, or with K, M or G (1024-based); RATE is per second for the whole transfer.</source>
        <translation>用法：clustergate data push DATASET --cluster C [--to PATH] [--form FORM] [--connections N]
                              [--chunk-size SIZE] [--limit-rate RATE] --key ID [ssh options]
       clustergate data status|list [ID] [--format json]
       clustergate data resume ID [--connections N] [--limit-rate RATE] [ssh options]
       clustergate data cancel ID
       clustergate data wipe ID [ssh options]
SIZE 和 RATE：字节数，或加 K、M、G 后缀（以 1024 为基数）；RATE 为整个传输每秒的速率。</translation>
    </message>
    <message>
        <source>the manifest is signed with your identity key: --key ID (a private-key credential)</source>
        <translation>清单须用您的身份密钥签名：--key ID（一个 private-key 凭据）</translation>
    </message>
    <message>
        <source>%1  %2 -&gt; %3:%4  %5  %6 of %7 verified (%8 of %9 chunks)</source>
        <translation>%1  %2 -&gt; %3:%4  %5  已校验 %6 / %7（分块 %8 / %9）</translation>
    </message>
    <message>
        <source>--connections must be between 1 and 32</source>
        <translation>--connections 必须在 1 到 32 之间</translation>
    </message>
    <message>
        <source>--limit-rate: &apos;%1&apos; is not a rate (e.g. 40M)</source>
        <translation>--limit-rate：“%1”不是有效的速率（例如 40M）</translation>
    </message>
    <message>
        <source>--stall-seconds must be a positive number</source>
        <translation>--stall-seconds 必须是正数</translation>
    </message>
    <message>
        <source>%1: %2 % of %3, %4/s, %5 connection(s), ETA %6 s   </source>
        <translation>%1：%2%（共 %3），%4/s，%5 个连接，预计剩余 %6 秒   </translation>
    </message>
    <message>
        <source>%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on the far side; %7 resent; %8/s over %9 connection(s)</source>
        <translation>%1：%2（%3 个文件，%4）已送达 %5:%6，远端已用 SHA-256 校验每个分块和文件；重发 %7；%8/s，%9 个连接</translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its export approval, and wipe it there.</source>
        <translation>依据出境批准将数据集发送到集群，并在集群上将其擦除。</translation>
    </message>
    <message>
        <source>what to do</source>
        <translation>要执行的操作</translation>
    </message>
    <message>
        <source>push: the saved cluster to send to.</source>
        <translation>push：要发送到的已保存集群。</translation>
    </message>
    <message>
        <source>push: the export form (default: the one the approval names).</source>
        <translation>push：出境形式（默认：批准中指定的形式）。</translation>
    </message>
    <message>
        <source>Parallel SSH connections.</source>
        <translation>并行 SSH 连接数。</translation>
    </message>
    <message>
        <source>push: chunk size.</source>
        <translation>push：分块大小。</translation>
    </message>
    <message>
        <source>Bandwidth limit for the whole transfer, per second.</source>
        <translation>整个传输的带宽上限（每秒）。</translation>
    </message>
    <message>
        <source>Restart a connection without progress for this long.</source>
        <translation>连接无进展达到该时长即重启连接。</translation>
    </message>
    <message>
        <source>push: your identity key that signs the manifest (a private-key credential).</source>
        <translation>push：用于签署清单的身份密钥（一个 private-key 凭据）。</translation>
    </message>
    <message>
        <source>Read --key from the encrypted file vault FILE.</source>
        <translation>从加密文件保险库 FILE 读取 --key。</translation>
    </message>
    <message>
        <source>Who acts (default: the login name).</source>
        <translation>操作人（默认：登录名）。</translation>
    </message>
    <message>
        <source>status|list: text or json.</source>
        <translation>status|list：text 或 json。</translation>
    </message>
    <message>
        <source>%1: asked to stop; &apos;clustergate data resume %1&apos; continues it</source>
        <translation>%1：已请求停止；运行“clustergate data resume %1”可继续</translation>
    </message>
    <message>
        <source>cancelled; &apos;clustergate data resume %1&apos; continues it</source>
        <translation>已取消；运行“clustergate data resume %1”可继续</translation>
    </message>
    <message>
        <source>%1: not running (%2)</source>
        <translation>%1：未在运行（%2）</translation>
    </message>
    <message>
        <source>data push needs --cluster NAME (a saved cluster)</source>
        <translation>data push 需要 --cluster NAME（一个已保存的集群）</translation>
    </message>
    <message>
        <source>the manifest of %1 does not verify against its sender&apos;s key: not resumed</source>
        <translation>%1 的清单无法用其发送者的密钥验证：未续传</translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (&apos;clustergate clusters list&apos; shows them)</source>
        <translation>没有已保存的集群“%1”（可用“clustergate clusters list”查看）</translation>
    </message>
    <message>
        <source>%1: %2 file(s), %3, %4 chunk(s), signed manifest %5 recorded; approval %6 of request %7 (until %8)</source>
        <translation>%1：%2 个文件，%3，%4 个分块，已记录签名清单 %5；依据申请 %7 的批准 %6（有效期至 %8）</translation>
    </message>
    <message>
        <source>%1 was already wiped on %2</source>
        <translation>%1 已于 %2 擦除</translation>
    </message>
    <message>
        <source>push: the directory on the cluster (default: the cluster&apos;s staging root, else clustergate/datasets, then DATASET).</source>
        <translation>push：集群上的目录（默认：集群的暂存根目录，否则为 clustergate/datasets，其下再加 DATASET）。</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>%1: removed from %2:%3 and checked gone; evidence %4 (SHA-256 %5)
for the destruction certificate: clustergate ledger request destroyed %6 --method clear --asset %7 --verification &apos;checked gone&apos; --evidence %8 --performed-by NAME --date DATE</source>
        <translation>%1：已从 %2:%3 删除，并已确认不复存在；证据 %4（SHA-256 %5）
如需登记销毁证明：clustergate ledger request destroyed %6 --method clear --asset %7 --verification &apos;checked gone&apos; --evidence %8 --performed-by NAME --date DATE</translation>
    </message>
</context>
<context>
    <name>cg::cli::HistoryCli</name>
    <message>
        <source>How far back.</source>
        <translation>回溯多久。</translation>
    </message>
    <message>
        <source>The end of the range.</source>
        <translation>时间范围的终点。</translation>
    </message>
    <message>
        <source>One value per step.</source>
        <translation>每个步长一个值。</translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation>输出格式：table、json 或 csv。</translation>
    </message>
    <message>
        <source>The history file.</source>
        <translation>历史文件。</translation>
    </message>
    <message>
        <source>history takes one QUERY</source>
        <translation>history 只接受一个 QUERY</translation>
    </message>
    <message>
        <source>--format takes table, json or csv, not %1</source>
        <translation>--format 只接受 table、json 或 csv，而不是 %1</translation>
    </message>
    <message>
        <source>--until takes an ISO 8601 time (2026-12-03T10:00:00Z) or how long ago (2h), not %1</source>
        <translation>--until 只接受 ISO 8601 时间（2026-12-03T10:00:00Z）或多久以前（2h），而不是 %1</translation>
    </message>
    <message>
        <source>--since takes a duration such as 30m, 24h or 7d, not %1</source>
        <translation>--since 只接受时长，例如 30m、24h 或 7d，而不是 %1</translation>
    </message>
    <message>
        <source>--step takes a duration such as 10s, 1m or 1h, not %1</source>
        <translation>--step 只接受时长，例如 10s、1m 或 1h，而不是 %1</translation>
    </message>
    <message>
        <source>No series match %1 between %2 and %3.</source>
        <translation>在 %2 到 %3 之间没有与 %1 匹配的序列。</translation>
    </message>
    <message numerus="yes">
        <source>%n series, step %1 s, from %2 (%3)</source>
        <translation>
            <numerusform>%n 个序列，步长 %1 秒，数据精度：%2（起始于 %3）</numerusform>
        </translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>(no data)</source>
        <translation>（无数据）</translation>
    </message>
    <message>
        <source>usage: clustergate history QUERY [--since 1h] [--until T] [--step 1m] [--format table|json|csv]
  QUERY: a metric and label matchers, e.g. gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;}
  --since: how far back (90s, 30m, 24h, 7d; default 1h); --until: an ISO 8601 time or how long ago (default now)
  --step: one value per step (default: about 1,000 steps); under a minute only within the last hour (raw samples), else whole minutes (rollups)
  --file: another history file (default: the profile&apos;s)
  --source local|prometheus: read the history file or a team&apos;s Prometheus (default: the profile&apos;s history/source, else local)
  --prometheus-url URL: the Prometheus to ask (history/prometheus_url); --prometheus-token-secret ID: the keychain entry holding its bearer token; --prometheus-ca FILE: CA certificates (PEM) for its https</source>
        <translation>用法：clustergate history QUERY [--since 1h] [--until T] [--step 1m] [--format table|json|csv]
  QUERY：一个指标及标签匹配器，例如 gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;}
  --since：回溯时长（90s、30m、24h、7d；默认 1h）；--until：ISO 8601 时间或多久以前（默认为现在）
  --step：每个步长一个值（默认：约分为 1,000 个步长）；小于一分钟的步长仅适用于最近一小时（原始样本），否则为整分钟（汇总数据）
  --file：另一个历史文件（默认：数据目录中的文件）
  --source local|prometheus：读取历史文件或团队的 Prometheus（默认：数据目录的 history/source 设置，否则为 local）
  --prometheus-url URL：要查询的 Prometheus（history/prometheus_url）；--prometheus-token-secret ID：保存其 Bearer 令牌的钥匙串条目；--prometheus-ca FILE：用于其 https 连接的 CA 证书（PEM）</translation>
    </message>
    <message>
        <source>no Prometheus token %1 in the keychain (%2); set one with: clustergate secrets set %1 --kind api-token &lt; TOKEN</source>
        <translation>钥匙串中没有 Prometheus 令牌 %1（%2）；请用以下命令设置：clustergate secrets set %1 --kind api-token &lt; TOKEN</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>内容为空</translation>
    </message>
    <message>
        <source>Where to read: local or prometheus.</source>
        <translation>读取来源：local 或 prometheus。</translation>
    </message>
    <message>
        <source>The Prometheus to read.</source>
        <translation>要读取的 Prometheus。</translation>
    </message>
    <message>
        <source>Keychain entry holding the Prometheus bearer token.</source>
        <translation>保存 Prometheus Bearer 令牌的钥匙串条目。</translation>
    </message>
    <message>
        <source>CA certificates (PEM) for the Prometheus&apos; https.</source>
        <translation>用于 Prometheus https 连接的 CA 证书（PEM）。</translation>
    </message>
    <message>
        <source>--source prometheus needs --prometheus-url (or history/prometheus_url in the profile&apos;s settings)</source>
        <translation>--source prometheus 需要 --prometheus-url（或数据目录设置中的 history/prometheus_url）</translation>
    </message>
</context>
<context>
    <name>cg::cli::InferenceCli</name>
    <message>
        <source>An inference service&apos;s business layer from its own metrics.</source>
        <translation>根据推理服务自身的指标得出其业务层数据。</translation>
    </message>
    <message>
        <source>status or watch</source>
        <translation>status 或 watch</translation>
    </message>
    <message>
        <source>The node serving the model (with --port).</source>
        <translation>提供模型服务的节点（与 --port 一起使用）。</translation>
    </message>
    <message>
        <source>The metrics endpoint reached directly: http://HOST:PORT/PATH.</source>
        <translation>直接访问的指标端点：http://HOST:PORT/PATH。</translation>
    </message>
    <message>
        <source>The serving port on TARGET (forwarded through the jump chain).</source>
        <translation>TARGET 上的服务端口（经跳板链转发）。</translation>
    </message>
    <message>
        <source>The metrics path on the serving port.</source>
        <translation>服务端口上的指标路径。</translation>
    </message>
    <message>
        <source>The service baseline template (baseline: p99_first_token_latency_ms ...).</source>
        <translation>服务基线模板（baseline: p99_first_token_latency_ms ...）。</translation>
    </message>
    <message>
        <source>How many GPUs serve this endpoint (for the cost per 1,000 requests).</source>
        <translation>为此端点提供服务的 GPU 数量（用于计算每 1,000 个请求的成本）。</translation>
    </message>
    <message>
        <source>Between the scrapes of a window: a duration such as 10s or 1m.</source>
        <translation>一个时间窗口内两次抓取之间的间隔：例如 10s 或 1m。</translation>
    </message>
    <message>
        <source>watch: stop after this many windows (default: until Ctrl+C).</source>
        <translation>watch：测量这么多个时间窗口后停止（默认：直到按下 Ctrl+C）。</translation>
    </message>
    <message>
        <source>text (default) or json (one object per window and line).</source>
        <translation>text（默认）或 json（每个时间窗口一行一个对象）。</translation>
    </message>
    <message>
        <source>The most bytes one scrape reads.</source>
        <translation>单次抓取最多读取的字节数。</translation>
    </message>
    <message>
        <source>The most series one scrape keeps.</source>
        <translation>单次抓取最多保留的序列数。</translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation>--format 必须是 text 或 json</translation>
    </message>
    <message>
        <source>--interval takes a duration of at least 1s, such as 10s or 1m</source>
        <translation>--interval 的值应为至少 1s 的时长，例如 10s 或 1m</translation>
    </message>
    <message>
        <source>--count takes a number of windows</source>
        <translation>--count 的值应为时间窗口的数量</translation>
    </message>
    <message>
        <source>--max-bytes takes a number of bytes</source>
        <translation>--max-bytes 的值应为字节数</translation>
    </message>
    <message>
        <source>--max-series takes a number of series</source>
        <translation>--max-series 的值应为序列数</translation>
    </message>
    <message>
        <source>--gpus takes the number of GPUs serving the endpoint</source>
        <translation>--gpus 的值应为为该端点提供服务的 GPU 数量</translation>
    </message>
    <message>
        <source>--gpu-hour-price takes a price above 0</source>
        <translation>--gpu-hour-price 的值应为大于 0 的价格</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>TARGET needs --port, the serving port on it</source>
        <translation>TARGET 需要 --port，即其上的服务端口</translation>
    </message>
    <message>
        <source>the port forward to %1:%2 failed: %3</source>
        <translation>到 %1:%2 的端口转发失败：%3</translation>
    </message>
    <message>
        <source>--url takes http://HOST:PORT/PATH</source>
        <translation>--url 的值应为 http://HOST:PORT/PATH</translation>
    </message>
    <message>
        <source>clustergate: %1</source>
        <translation>clustergate：%1</translation>
    </message>
    <message numerus="yes">
        <source>the endpoint serves none of vLLM&apos;s, SGLang&apos;s or TGI&apos;s metrics (%n line(s) unreadable)</source>
        <translation>
            <numerusform>该端点未提供 vLLM、SGLang 或 TGI 的任何指标（%n 行无法读取）</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: clustergate inference status|watch (--url http://HOST:PORT/metrics | TARGET --port P [ssh options])
                 [--path /metrics] [--baseline FILE] [--gpus N] [--gpu-hour-price P] [--interval 10s]
                 [--count N] [--format text|json]
TARGET is the node serving the model, reached through the jump chain (--jump); its port P is forwarded.
The GPU-hour price is the contract&apos;s of the saved cluster C (else the prices saved in the Cost view);
--gpus defaults to the contract&apos;s GPUs per node.
status measures one window; watch keeps measuring until --count windows or Ctrl+C.
clustergate inference add|remove|list: the services the console and &apos;serve&apos; keep watching.</source>
        <translation>用法：clustergate inference status|watch (--url http://HOST:PORT/metrics | TARGET --port P [ssh options])
                 [--path /metrics] [--baseline FILE] [--gpus N] [--gpu-hour-price P] [--interval 10s]
                 [--count N] [--format text|json]
TARGET 是提供模型服务的节点，经跳板链（--jump）访问；其端口 P 会被转发。
GPU 时单价取已保存集群 C 的合同价格（否则取“成本”视图中保存的价格）；
--gpus 默认为合同中的每节点 GPU 数。
status 测量一个时间窗口；watch 持续测量，直到满 --count 个时间窗口或按下 Ctrl+C。
clustergate inference add|remove|list：管理控制台和“serve”持续监控的服务。</translation>
    </message>
    <message>
        <source>The saved cluster serving it: its contract&apos;s GPU-hour price and GPUs per node.</source>
        <translation>提供该服务的已保存集群：使用其合同中的 GPU 时单价和每节点 GPU 数。</translation>
    </message>
    <message>
        <source>The price of one GPU-hour (default: the cluster&apos;s contract, else the saved prices).</source>
        <translation>一个 GPU 时的价格（默认：集群合同中的价格，否则为已保存的价格）。</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>--cluster: no saved cluster named %1</source>
        <translation>--cluster：没有名为 %1 的已保存集群</translation>
    </message>
    <message>
        <source>--gpu-hour-price</source>
        <translation>--gpu-hour-price</translation>
    </message>
    <message>
        <source>the prices saved in the Cost view</source>
        <translation>“成本”视图中保存的价格</translation>
    </message>
</context>
<context>
    <name>cg::cli::InferenceServicesCli</name>
    <message>
        <source>usage: clustergate inference add NAME (--url http://HOST:PORT/metrics | --cluster C --node N --port P [--path /metrics])
                 [--gpus N] [--baseline FILE]
       clustergate inference remove NAME
       clustergate inference list [--format table|json]
The services kept in the profile are watched by the console and `clustergate serve`: their windows go to the history and /metrics.</source>
        <translation>用法：clustergate inference add NAME (--url http://HOST:PORT/metrics | --cluster C --node N --port P [--path /metrics])
                 [--gpus N] [--baseline FILE]
       clustergate inference remove NAME
       clustergate inference list [--format table|json]
数据目录中保存的服务由控制台和 `clustergate serve` 持续监控：其各时间窗口的数据写入历史记录和 /metrics。</translation>
    </message>
    <message>
        <source>add, remove or list</source>
        <translation>add、remove 或 list</translation>
    </message>
    <message>
        <source>The service&apos;s name.</source>
        <translation>服务名称。</translation>
    </message>
    <message>
        <source>The metrics endpoint reached directly.</source>
        <translation>直接访问的指标端点。</translation>
    </message>
    <message>
        <source>The saved cluster serving it (its contract&apos;s price and GPUs per node).</source>
        <translation>提供该服务的已保存集群（使用其合同价格和每节点 GPU 数）。</translation>
    </message>
    <message>
        <source>The node serving it, reached through the cluster&apos;s jump chain.</source>
        <translation>提供该服务的节点，经集群的跳板链访问。</translation>
    </message>
    <message>
        <source>The serving port on the node.</source>
        <translation>节点上的服务端口。</translation>
    </message>
    <message>
        <source>The metrics path.</source>
        <translation>指标路径。</translation>
    </message>
    <message>
        <source>GPUs serving it (default: the contract&apos;s GPUs per node).</source>
        <translation>提供该服务的 GPU 数（默认：合同中的每节点 GPU 数）。</translation>
    </message>
    <message>
        <source>The guides&apos; service baseline template.</source>
        <translation>指南中的服务基线模板。</translation>
    </message>
    <message>
        <source>list: table (default) or json.</source>
        <translation>list：table（默认）或 json。</translation>
    </message>
    <message>
        <source>  (with a baseline)</source>
        <translation>  （带基线）</translation>
    </message>
    <message>
        <source>no inference service is watched: add one with &apos;clustergate inference add&apos;</source>
        <translation>没有受监控的推理服务：请用“clustergate inference add”添加</translation>
    </message>
    <message>
        <source>no inference service named %1 (&apos;clustergate inference list&apos; shows them)</source>
        <translation>没有名为 %1 的推理服务（“clustergate inference list”可列出推理服务）</translation>
    </message>
    <message>
        <source>--gpus takes the number of GPUs serving the endpoint</source>
        <translation>--gpus 的值应为为该端点提供服务的 GPU 数量</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 updated: %2</source>
        <translation>已更新 %1：%2</translation>
    </message>
    <message>
        <source>%1 added: %2</source>
        <translation>已添加 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::cli::JobsCli</name>
    <message>
        <source>the login node</source>
        <translation>登录节点</translation>
    </message>
    <message>
        <source>--signal-lead takes a number of seconds</source>
        <translation>--signal-lead 的值应为秒数</translation>
    </message>
    <message>
        <source>--container-runtime must be apptainer or pyxis</source>
        <translation>--container-runtime 必须是 apptainer 或 pyxis</translation>
    </message>
    <message>
        <source>--%1 takes PRIORITY=NAME (high, normal, low or preemptible)</source>
        <translation>--%1 的值应为 优先级=名称（优先级为 high、normal、low 或 preemptible）</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not high, normal, low or preemptible</source>
        <translation>--%1：“%2”不是 high、normal、low 或 preemptible</translation>
    </message>
    <message>
        <source>clustergate: note: %1</source>
        <translation>clustergate：提示：%1</translation>
    </message>
    <message>
        <source>dry run on %1: %2</source>
        <translation>在 %1 上试运行：%2</translation>
    </message>
    <message>
        <source>submitted job %1 to %2 (spec %3, script %4)</source>
        <translation>已将作业 %1 提交到 %2（规格 %3，脚本 %4）</translation>
    </message>
    <message>
        <source>JOBID      STATE        REASON           RESTARTS  ELAPSED      PARTITION  NAME</source>
        <translation>JOBID      STATE        REASON           RESTARTS  ELAPSED      PARTITION  NAME</translation>
    </message>
    <message>
        <source>--lines takes a number</source>
        <translation>--lines 的值应为数字</translation>
    </message>
    <message>
        <source>submit, list, cancel, requeue, hold, release or logs</source>
        <translation>submit、list、cancel、requeue、hold、release 或 logs</translation>
    </message>
    <message>
        <source>submit: the spec file (or a template name); others: the job id</source>
        <translation>submit：规格文件（或模板名称）；其他：作业 ID</translation>
    </message>
    <message>
        <source>A saved cluster, or the login node as [user@]host[:port] or an ssh_config alias.</source>
        <translation>已保存的集群，或以 [用户@]主机[:端口] 或 ssh_config 别名表示的登录节点。</translation>
    </message>
    <message>
        <source>Saved cluster: the node to use as the login node (default: login*, else the first).</source>
        <translation>已保存的集群：用作登录节点的节点（默认：login*，否则为第一个节点）。</translation>
    </message>
    <message>
        <source>Where a bare TARGET is (ISO 3166 code), for the compliance gate.</source>
        <translation>单独给出的 TARGET 所在地（ISO 3166 代码），供合规关卡检查。</translation>
    </message>
    <message>
        <source>The region a bare TARGET is in, for the compliance gate.</source>
        <translation>单独给出的 TARGET 所在地区，供合规关卡检查。</translation>
    </message>
    <message>
        <source>submit: print the batch script first.</source>
        <translation>submit：先打印批处理脚本。</translation>
    </message>
    <message>
        <source>submit: a smoke run (one node, one accelerator, a few steps).</source>
        <translation>submit：冒烟测试运行（一个节点、一个加速器、少量步数）。</translation>
    </message>
    <message>
        <source>Partition for a priority: PRIORITY=NAME (repeatable).</source>
        <translation>各优先级使用的分区：优先级=名称（可重复）。</translation>
    </message>
    <message>
        <source>QoS for a priority: PRIORITY=NAME (repeatable).</source>
        <translation>各优先级使用的 QoS：优先级=名称（可重复）。</translation>
    </message>
    <message>
        <source>Partition when the priority table names none.</source>
        <translation>优先级表未指定分区时使用的分区。</translation>
    </message>
    <message>
        <source>Account charged when the spec names none.</source>
        <translation>作业规格未指定账户时计费的账户。</translation>
    </message>
    <message>
        <source>Shared-filesystem directory for checkpoints.</source>
        <translation>存放检查点的共享文件系统目录。</translation>
    </message>
    <message>
        <source>Directory for the jobs&apos; output files.</source>
        <translation>作业输出文件所在目录。</translation>
    </message>
    <message>
        <source>Seconds of warning before the time limit (USR1).</source>
        <translation>到达时间限制前发出警告（USR1）的提前秒数。</translation>
    </message>
    <message>
        <source>The cluster&apos;s topology plugin honours --switches.</source>
        <translation>集群的拓扑插件支持 --switches。</translation>
    </message>
    <message>
        <source>apptainer (default) or pyxis.</source>
        <translation>apptainer（默认）或 pyxis。</translation>
    </message>
    <message>
        <source>list: every user&apos;s jobs, not only yours.</source>
        <translation>list：所有用户的作业，而不只是你的。</translation>
    </message>
    <message>
        <source>list: text (default) or json.</source>
        <translation>list：text（默认）或 json。</translation>
    </message>
    <message>
        <source>logs: keep printing until the job has finished (Ctrl+C stops).</source>
        <translation>logs：持续输出直到作业结束（按 Ctrl+C 停止）。</translation>
    </message>
    <message>
        <source>logs: how many of the last lines to print first.</source>
        <translation>logs：先输出末尾多少行。</translation>
    </message>
    <message>
        <source>Who acts, in the audit log (default: the login name).</source>
        <translation>审计日志中记录的操作人（默认：登录名）。</translation>
    </message>
    <message>
        <source>jobs %1 needs --cluster (a saved cluster or the login node)</source>
        <translation>jobs %1 需要 --cluster（已保存的集群或登录节点）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation>“%1”不能用作 --as 的名称：请使用字母、数字和 . _ @ -</translation>
    </message>
    <message>
        <source>job %1 cancelled</source>
        <translation>作业 %1 已取消</translation>
    </message>
    <message>
        <source>job %1 requeued</source>
        <translation>作业 %1 已重新排队</translation>
    </message>
    <message>
        <source>job %1 held</source>
        <translation>作业 %1 已挂起</translation>
    </message>
    <message>
        <source>job %1 released</source>
        <translation>作业 %1 已释放</translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation>--format 必须是 text 或 json</translation>
    </message>
    <message>
        <source>--switches-wait: %1</source>
        <translation>--switches-wait：%1</translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <translation>集群 %1：%2</translation>
    </message>
    <message>
        <source>How long a job waits for one switch (--switches=1@WAIT): minutes or e.g. 10:00.</source>
        <translation>作业等待单个交换机的时长（--switches=1@WAIT）：分钟数，或如 10:00。</translation>
    </message>
    <message>
        <source>Node feature of the high-speed fabric, for &apos;interconnect: high-speed&apos; (--constraint).</source>
        <translation>高速互连网络的节点特性，用于“interconnect: high-speed”（--constraint）。</translation>
    </message>
    <message>
        <source>Where the object store is mounted on the cluster: object-store://B/K is ROOT/B/K.</source>
        <translation>对象存储在集群上的挂载位置：object-store://B/K 即 ROOT/B/K。</translation>
    </message>
    <message>
        <source>The nodes&apos; rclone remote for the object store: object-store://B/K is REMOTE:B/K.</source>
        <translation>节点访问对象存储所用的 rclone 远端：object-store://B/K 即 REMOTE:B/K。</translation>
    </message>
    <message>
        <source>The bucket the guides&apos; placeholder &lt;bucket&gt; stands for.</source>
        <translation>指南中的占位符 &lt;bucket&gt; 所代表的存储桶。</translation>
    </message>
    <message>
        <source>Shared-filesystem directory datasets are staged in.</source>
        <translation>暂存数据集的共享文件系统目录。</translation>
    </message>
    <message>
        <source>Jobs on a cluster&apos;s scheduler, through its login node.</source>
        <translation>经由登录节点管理集群调度器上的作业。</translation>
    </message>
    <message>
        <source>submit: ask the scheduler where and when it would start; queue nothing.</source>
        <translation>submit：询问调度器作业将于何时、在何处启动；不实际排队。</translation>
    </message>
    <message>
        <source>usage: clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script] [--smoke]
       clustergate jobs list --cluster C [--all-users] [--format text|json]
       clustergate jobs cancel|requeue|hold|release ID --cluster C
       clustergate jobs logs ID --cluster C [-f] [--lines N]
       clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE
       clustergate jobs show ID --cluster C [--format text|json]
C is a saved cluster, &apos;local&apos; (this machine) or a TARGET as for &apos;ssh&apos; (the login node), with the
ssh options.
A saved cluster&apos;s placement and object-store settings apply; the options override them.</source>
        <translation>用法：clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script] [--smoke]
       clustergate jobs list --cluster C [--all-users] [--format text|json]
       clustergate jobs cancel|requeue|hold|release ID --cluster C
       clustergate jobs logs ID --cluster C [-f] [--lines N]
       clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE
       clustergate jobs show ID --cluster C [--format text|json]
C 是一个已保存的集群、&apos;local&apos;（本机）或与 &apos;ssh&apos; 相同的 TARGET（登录节点），
并可附带 ssh 选项。
已保存集群的调度与对象存储设置会生效；命令行选项会覆盖这些设置。</translation>
    </message>
    <message>
        <source>SEQ    WHEN                  CLUSTER          JOBID      EVENT</source>
        <translation>序号   时间                  集群             作业 ID    事件</translation>
    </message>
    <message>
        <source>from %1 job %2 (%3), checkpoint step %4</source>
        <translation>来自 %1 的作业 %2（%3），检查点步数 %4</translation>
    </message>
    <message>
        <source>watched for failover to %1 by the console (window or clustergate serve)</source>
        <translation>控制台（窗口或 clustergate serve）将监控此作业，必要时故障转移到 %1</translation>
    </message>
    <message>
        <source>clustergate: note: job %1 is not watched for failover: %2</source>
        <translation>clustergate：注意：作业 %1 未受故障转移监控：%2</translation>
    </message>
    <message>
        <source>resumed from checkpoint step %1; the last step before the loss is not known</source>
        <translation>已从检查点步数 %1 恢复；作业丢失前的最后一步未知</translation>
    </message>
    <message>
        <source>resumed from checkpoint step %1, %2 step(s) lost (last step %3), %4 s after the loss was seen</source>
        <translation>已从检查点步数 %1 恢复，丢失 %2 步（最后一步为 %3），距发现作业丢失 %4 秒</translation>
    </message>
    <message>
        <source>the login node could not be reached (see above)</source>
        <translation>无法连接登录节点（见上文）</translation>
    </message>
    <message>
        <source>%1 has no node to reach</source>
        <translation>%1 没有可连接的节点</translation>
    </message>
</context>
<context>
    <name>cg::cli::LedgerCli</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation>%1 大于 %2 MiB</translation>
    </message>
    <message>
        <source>Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.</source>
        <translation>已从 %3 行导入 %1 个数据集和 %2 个字段；拒绝 %4 行。</translation>
    </message>
    <message>
        <source>The rejected rows, with their errors, are in %1: fix them and import that file.</source>
        <translation>被拒绝的行及其错误已写入 %1：修正后导入该文件。</translation>
    </message>
    <message>
        <source>--min-grade must be one of: %1</source>
        <translation>--min-grade 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>DATASET</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>GRADE</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>GB/T</source>
        <translation>GB/T</translation>
    </message>
    <message>
        <source>OWNER</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>PEOPLE</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>SENSITIVE</source>
        <translation>敏感类别</translation>
    </message>
    <message>
        <source>FIELDS</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>SOURCES</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>--public-key must be %1&apos;s verifier key (%1+HASH+BASE64)</source>
        <translation>--public-key 必须是 %1 的验证密钥（%1+哈希+BASE64）</translation>
    </message>
    <message>
        <source>Request %1: %2</source>
        <translation>申请 %1：%2</translation>
    </message>
    <message>
        <source>  datasets: %1 (highest grade %2)</source>
        <translation>  数据集：%1（最高级别 %2）</translation>
    </message>
    <message>
        <source>  form: %1  destination: %2 (%3)  mechanism: %4 %5</source>
        <translation>  形式：%1  目的地：%2（%3）  机制：%4 %5</translation>
    </message>
    <message>
        <source>  requester: %1  retention: %2 day(s)</source>
        <translation>  申请人：%1  保留期：%2 天</translation>
    </message>
    <message>
        <source>  people this year after it: %1 sensitive, %2 other; required: %3</source>
        <translation>  加上本次后今年人数：敏感 %1，其他 %2；所需：%3</translation>
    </message>
    <message>
        <source>  rules: pass</source>
        <translation>  规则：通过</translation>
    </message>
    <message>
        <source>  rules refuse:
%1</source>
        <translation>  规则拒绝：
%1</translation>
    </message>
    <message>
        <source>  destruction due: %1%2</source>
        <translation>  销毁期限：%1%2</translation>
    </message>
    <message>
        <source> (overdue)</source>
        <translation>（已逾期）</translation>
    </message>
    <message>
        <source>--form must be one of: %1</source>
        <translation>--form 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--mechanism must be one of: %1</source>
        <translation>--mechanism 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--param takes NAME=VALUE, not %1</source>
        <translation>--param 的格式是 NAME=VALUE，而不是 %1</translation>
    </message>
    <message>
        <source>--retention must be a number of days, 1 or more</source>
        <translation>--retention 必须是天数，至少为 1</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, 0 or more</source>
        <translation>--%1 必须是整数，0 或以上</translation>
    </message>
    <message>
        <source>Created request %1 (draft).</source>
        <translation>已创建申请 %1（草稿）。</translation>
    </message>
    <message>
        <source>--expires takes a date: YYYY-MM-DD</source>
        <translation>--expires 需要日期：YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Request %1 %2 by %3, signed.</source>
        <translation>申请 %1 已由 %3 %2，并已签名。</translation>
    </message>
    <message>
        <source>--method must be one of: %1</source>
        <translation>--method 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--evidence: cannot read %1: %2</source>
        <translation>--evidence：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Request %1 is now %2.</source>
        <translation>申请 %1 现为 %2。</translation>
    </message>
    <message>
        <source>--state must be one of: %1</source>
        <translation>--state 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>DATASETS</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>DESTINATION</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>MECHANISM</source>
        <translation>机制</translation>
    </message>
    <message>
        <source>REQUESTER</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>AGE (DAYS)</source>
        <translation>时长（天）</translation>
    </message>
    <message>
        <source>DESTRUCTION DUE</source>
        <translation>销毁期限</translation>
    </message>
    <message>
        <source> overdue</source>
        <translation> 已逾期</translation>
    </message>
    <message>
        <source>checkpoint needs --out FILE</source>
        <translation>checkpoint 需要 --out FILE</translation>
    </message>
    <message>
        <source>--format must be pdf or csv</source>
        <translation>--format 必须是 pdf 或 csv</translation>
    </message>
    <message>
        <source>report needs --out FILE</source>
        <translation>report 需要 --out FILE</translation>
    </message>
    <message>
        <source>--kind must be one of: %1</source>
        <translation>--kind 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--from and --to take sequence numbers, --from at least 1 and --to not below it</source>
        <translation>--from 和 --to 取序号，--from 至少为 1，--to 不小于 --from</translation>
    </message>
    <message>
        <source>Wrote %1. %2 Signatures: %3 of %4 valid.</source>
        <translation>已写入 %1。%2 签名：%4 个中 %3 个有效。</translation>
    </message>
    <message>
        <source>bundle needs --out FILE</source>
        <translation>bundle 需要 --out FILE</translation>
    </message>
    <message>
        <source>Wrote %1: %2 row(s), %3 checkpoint(s), %4 decision(s), sealed by %5.</source>
        <translation>已写入 %1：%2 行、%3 个检查点、%4 个决定，由 %5 封存。</translation>
    </message>
    <message>
        <source>The data-classification ledger, export approvals and the audit log.</source>
        <translation>数据分类台账、出境审批与审计日志。</translation>
    </message>
    <message>
        <source>what to do</source>
        <translation>要执行的操作</translation>
    </message>
    <message>
        <source>Who acts (default: the login name).</source>
        <translation>操作人（默认：登录名）。</translation>
    </message>
    <message>
        <source>The officer&apos;s signing key: a private-key credential id.</source>
        <translation>合规官的签名密钥：一个 private-key 凭据编号。</translation>
    </message>
    <message>
        <source>Read --key from the encrypted file vault FILE.</source>
        <translation>从加密文件保险库 FILE 读取 --key。</translation>
    </message>
    <message>
        <source>register-officer: officer or admin.</source>
        <translation>register-officer：officer 或 admin。</translation>
    </message>
    <message>
        <source>import-datasets: write the rejected rows with their errors to FILE.</source>
        <translation>import-datasets：将被拒绝的行及其错误写入 FILE。</translation>
    </message>
    <message>
        <source>datasets: only this grade and above.</source>
        <translation>datasets：只列出该级别及以上。</translation>
    </message>
    <message>
        <source>request create: dataset names, comma-separated.</source>
        <translation>request create：数据集名称，逗号分隔。</translation>
    </message>
    <message>
        <source>request create: raw, de-identified, pseudonymised, aggregated or sampled.</source>
        <translation>request create：raw、de-identified、pseudonymised、aggregated 或 sampled。</translation>
    </message>
    <message>
        <source>request create: a form parameter (repeatable), e.g. fraction=0.1.</source>
        <translation>request create：形式参数（可重复），例如 fraction=0.1。</translation>
    </message>
    <message>
        <source>request create: the destination cluster.</source>
        <translation>request create：目的地集群。</translation>
    </message>
    <message>
        <source>request create: the destination country or region.</source>
        <translation>request create：目的地国家或地区。</translation>
    </message>
    <message>
        <source>request create: what the data is for.</source>
        <translation>request create：数据用途。</translation>
    </message>
    <message>
        <source>request create: security-assessment, standard-contract, certification or exemption.</source>
        <translation>request create：security-assessment、standard-contract、certification 或 exemption。</translation>
    </message>
    <message>
        <source>request create: the exemption clause.</source>
        <translation>request create：豁免条款。</translation>
    </message>
    <message>
        <source>request create: assessment number, contract filing number or certificate number.</source>
        <translation>request create：评估编号、合同备案编号或认证证书编号。</translation>
    </message>
    <message>
        <source>request create: the PI impact assessment reference.</source>
        <translation>request create：个人信息保护影响评估的编号。</translation>
    </message>
    <message>
        <source>request create: the separate-consent attestation reference.</source>
        <translation>request create：单独同意证明的编号。</translation>
    </message>
    <message>
        <source>request create: days the data may stay abroad.</source>
        <translation>request create：数据可在境外保留的天数。</translation>
    </message>
    <message>
        <source>request create: people whose sensitive PI it carries.</source>
        <translation>request create：涉及敏感个人信息的人数。</translation>
    </message>
    <message>
        <source>request create: people whose other PI it carries.</source>
        <translation>request create：涉及其他个人信息的人数。</translation>
    </message>
    <message>
        <source>approve: the last day the approval holds (default: in 30 days).</source>
        <translation>approve：批准有效的最后一天（默认：30 天后）。</translation>
    </message>
    <message>
        <source>approve/reject: why.</source>
        <translation>approve/reject：理由。</translation>
    </message>
    <message>
        <source>destroyed: who destroyed the data.</source>
        <translation>destroyed：执行销毁的人。</translation>
    </message>
    <message>
        <source>destroyed: the asset (volume, bucket, node).</source>
        <translation>destroyed：资产（卷、存储桶、节点）。</translation>
    </message>
    <message>
        <source>destroyed: clear, purge, destroy or crypto-erase.</source>
        <translation>destroyed：clear、purge、destroy 或 crypto-erase。</translation>
    </message>
    <message>
        <source>destroyed: how the result was verified.</source>
        <translation>destroyed：如何验证结果。</translation>
    </message>
    <message>
        <source>destroyed: when (YYYY-MM-DD).</source>
        <translation>destroyed：日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>destroyed: who witnessed it.</source>
        <translation>destroyed：见证人。</translation>
    </message>
    <message>
        <source>destroyed: the evidence file (its SHA-256 is recorded).</source>
        <translation>destroyed：证据文件（记录其 SHA-256）。</translation>
    </message>
    <message>
        <source>requests: only this state.</source>
        <translation>requests：只列出该状态。</translation>
    </message>
    <message>
        <source>verify: an evidence bundle, offline.</source>
        <translation>verify：离线验证证据包。</translation>
    </message>
    <message>
        <source>verify: a checkpoint file kept elsewhere (repeatable).</source>
        <translation>verify：保存在别处的检查点文件（可重复）。</translation>
    </message>
    <message>
        <source>verify: a verifier key known out of band (repeatable).</source>
        <translation>verify：通过其他渠道获知的验证密钥（可重复）。</translation>
    </message>
    <message>
        <source>checkpoint, report, bundle: the file to write.</source>
        <translation>checkpoint、report、bundle：要写入的文件。</translation>
    </message>
    <message>
        <source>report: register, pending, destruction, thresholds, signatures or audit (repeatable; default all).</source>
        <translation>report：register、pending、destruction、thresholds、signatures 或 audit（可重复；默认全部）。</translation>
    </message>
    <message>
        <source>report, bundle: the first audit row.</source>
        <translation>report、bundle：第一条审计记录。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation>“%1”不能用作 --as 的名称：请使用字母、数字和 . _ @ -</translation>
    </message>
    <message>
        <source>this needs the officer&apos;s signing key: --%1 ID (a private-key credential)</source>
        <translation>此操作需要合规官的签名密钥：--%1 ID（一个 private-key 凭据）</translation>
    </message>
    <message>
        <source>--role must be officer, admin or requester</source>
        <translation>--role 必须是 officer、admin 或 requester</translation>
    </message>
    <message>
        <source>register-officer needs the new officer&apos;s key: --public-key KEY or --identity ID</source>
        <translation>register-officer 需要新合规官的密钥：--public-key KEY 或 --identity ID</translation>
    </message>
    <message>
        <source>register-officer needs the signing key of the admin who registers: --key ID</source>
        <translation>register-officer 需要执行登记的管理员的签名密钥：--key ID</translation>
    </message>
    <message>
        <source>%1 (the requester signs the submission)</source>
        <translation>%1（申请人对提交内容签名）</translation>
    </message>
    <message>
        <source>--trusted-key: %1</source>
        <translation>--trusted-key：%1</translation>
    </message>
    <message>
        <source>--trusted-key %1</source>
        <translation>--trusted-key %1</translation>
    </message>
    <message>
        <source>Anchors: none given.</source>
        <translation>信任锚：未提供。</translation>
    </message>
    <message>
        <source>Anchor: %1</source>
        <translation>信任锚：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no signed tree head covers entry %1 yet: make one with &apos;clustergate ledger checkpoint --out FILE --key ID&apos;</source>
        <translation>尚无已签名的树头覆盖条目 %1：请用“clustergate ledger checkpoint --out FILE --key ID”生成一个</translation>
    </message>
    <message>
        <source>the checkpoint is of %1, this console&apos;s log is %2</source>
        <translation>该检查点属于 %1，而本控制台的日志是 %2</translation>
    </message>
    <message>
        <source>not witnessed: %1</source>
        <translation>未经见证：%1</translation>
    </message>
    <message>
        <source>register-officer: the new officer&apos;s verifier key.</source>
        <translation>register-officer：新合规官的验证密钥。</translation>
    </message>
    <message>
        <source>register-officer: the new officer&apos;s private-key credential (its public key is registered).</source>
        <translation>register-officer：新合规官的 private-key 凭据（登记的是其公钥）。</translation>
    </message>
    <message>
        <source>verify: a file of trusted keys and checkpoint files.</source>
        <translation>verify：包含受信任密钥和检查点文件的文件。</translation>
    </message>
    <message>
        <source>--format for this verb is text or json, not &apos;%1&apos;</source>
        <translation>此子命令的 --format 只能是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>  %1 by %2 on %3</source>
        <translation>  %1，由 %2 于 %3 作出</translation>
    </message>
    <message>
        <source>%1 (expired %2)</source>
        <translation>%1（已于 %2 过期）</translation>
    </message>
    <message>
        <source>%1 (until %2)</source>
        <translation>%1（有效期至 %2）</translation>
    </message>
    <message>
        <source>%1 (activating a request is signed, like its decision)</source>
        <translation>%1（启用申请与作出决定一样需要签名）</translation>
    </message>
    <message>
        <source>report: pdf or csv; datasets, requests: text or json.</source>
        <translation>report：pdf 或 csv；datasets、requests：text 或 json。</translation>
    </message>
    <message>
        <source>wrote the cosignature, but could not record it in the audit log: %1</source>
        <translation>已写入副署签名，但无法记入审计日志：%1</translation>
    </message>
    <message>
        <source>wrote %1, but could not record the export in the audit log: %2</source>
        <translation>已写入 %1，但无法将导出记入审计日志：%2</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own SQLite database again (%1).</source>
        <translation>此数据目录的台账已重新使用其自己的 SQLite 数据库（%1）。</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is on the server %1.</source>
        <translation>此数据目录的台账位于服务器 %1 上。</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own SQLite database (%1).</source>
        <translation>此数据目录的台账使用其自己的 SQLite 数据库（%1）。</translation>
    </message>
    <message>
        <source>Logins join one of the roles %1 (GRANT clustergate_officer TO alice), then run &apos;clustergate ledger connect URL&apos; on their desktop.</source>
        <translation>各登录账号需加入角色 %1 之一（GRANT clustergate_officer TO alice），然后在各自的桌面上运行“clustergate ledger connect URL”。</translation>
    </message>
    <message>
        <source>the login %1 is in none of the roles %2 on this server: its owner grants one (GRANT clustergate_officer TO %1); nothing was changed</source>
        <translation>登录账号 %1 不属于此服务器上的任何角色 %2：须由服务器所有者授予其中之一（GRANT clustergate_officer TO %1）；未做任何更改</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is now on the server %1 (as %2, roles: %3). &apos;clustergate ledger connect --local&apos; goes back to the local one.</source>
        <translation>此数据目录的台账现已位于服务器 %1 上（身份：%2，角色：%3）。运行“clustergate ledger connect --local”可切换回本地台账。</translation>
    </message>
    <message>
        <source>--batch takes a number of rows from 1 to 1000000</source>
        <translation>--batch 取行数，范围为 1 到 1000000</translation>
    </message>
    <message>
        <source>audit rows on the server: %1 of %2</source>
        <translation>服务器上的审计记录：%1 条，共 %2 条</translation>
    </message>
    <message>
        <source>Migrated %1 dataset(s), %2 officer key(s), %3 request(s), %4 approval(s), %5 destruction certificate(s), %6 checkpoint(s); audit rows: %7 copied now, %8 already there, %9 in all.</source>
        <translation>已迁移 %1 个数据集、%2 个合规官密钥、%3 个申请、%4 项批准、%5 份销毁证明、%6 个检查点；审计记录：本次复制 %7 条，已存在 %8 条，共 %9 条。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <source>the server&apos;s audit log does not verify like the source&apos;s: do not switch to it</source>
        <translation>服务器上审计日志的验证结果与源不一致：请勿切换到该服务器</translation>
    </message>
    <message>
        <source>Both verify alike. &apos;clustergate ledger connect URL&apos; (with each person&apos;s own login) switches a profile to the server.</source>
        <translation>两者验证结果一致。运行“clustergate ledger connect URL”（每人使用自己的登录账号）即可将数据目录切换到该服务器。</translation>
    </message>
    <message>
        <source>this build of ClusterGate has no team ledger support (built without libpq)</source>
        <translation>此版本的 ClusterGate 不支持团队台账（构建时未包含 libpq）</translation>
    </message>
    <message>
        <source>report, bundle: the last audit row; migrate: the ledger server URL.</source>
        <translation>report、bundle：最后一条审计记录；migrate：台账服务器 URL。</translation>
    </message>
    <message>
        <source>server-init, connect, migrate: the keychain credential (kind password) to log in with.</source>
        <translation>server-init、connect、migrate：用于登录的钥匙串凭据（类型 password）。</translation>
    </message>
    <message>
        <source>connect: the keychain credential that unlocks the client certificate&apos;s key (sslkey).</source>
        <translation>connect：用于解锁客户端证书私钥（sslkey）的钥匙串凭据。</translation>
    </message>
    <message>
        <source>connect: use this profile&apos;s own SQLite ledger again.</source>
        <translation>connect：重新使用此数据目录自己的 SQLite 台账。</translation>
    </message>
    <message>
        <source>migrate: audit rows per committed batch (default 5000).</source>
        <translation>migrate：每个提交批次的审计记录数（默认 5000）。</translation>
    </message>
    <message>
        <source>--grade must be one of: %1</source>
        <translation>--grade 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--lower-to must be one of: %1</source>
        <translation>--lower-to 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>The change of %1 waits for a second person&apos;s signature: clustergate ledger grade-change sign %1 --key ID</source>
        <translation>%1 的变更须等待第二人签名：clustergate ledger grade-change sign %1 --key ID</translation>
    </message>
    <message>
        <source>The classification change of %1 is signed and applied.</source>
        <translation>%1 的分级变更已签名并生效。</translation>
    </message>
    <message>
        <source>No classification change of %1 is waiting.</source>
        <translation>%1 没有待处理的分级变更。</translation>
    </message>
    <message>
        <source>%1: grade %2%3, proposed by %4 on %5: %6</source>
        <translation>%1：级别 %2%3，由 %4 于 %5 提议：%6</translation>
    </message>
    <message>
        <source>, lowered to %1</source>
        <translation>，降至 %1</translation>
    </message>
    <message>
        <source>exporter: %1</source>
        <translation>数据处理者：%1</translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>CIIO: %1</source>
        <translation>关键信息基础设施运营者（CIIO）：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>free trade zone: %1</source>
        <translation>自由贸易试验区：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>negative list: %1 (%2 entries), source: %3</source>
        <translation>负面清单：%1（%2 条），来源：%3</translation>
    </message>
    <message>
        <source>  2024 Provisions: %1</source>
        <translation>  2024 年《促进和规范数据跨境流动规定》：%1</translation>
    </message>
    <message>
        <source>grade-change propose: lower the inherited grade to this (a transformation).</source>
        <translation>grade-change propose：将继承的级别降至此级别（一种变换处理）。</translation>
    </message>
    <message>
        <source>grade-change propose: how it was derived (e.g. anonymised).</source>
        <translation>grade-change propose：派生方式（例如 anonymised，即匿名化）。</translation>
    </message>
    <message>
        <source>exporter set: the exporter (data processor) the ledger speaks for.</source>
        <translation>exporter set：台账所代表的数据处理者。</translation>
    </message>
    <message>
        <source>exporter set: it is a critical information infrastructure operator.</source>
        <translation>exporter set：其为关键信息基础设施运营者。</translation>
    </message>
    <message>
        <source>exporter set: the pilot free trade zone it is registered in.</source>
        <translation>exporter set：其注册所在的自由贸易试验区。</translation>
    </message>
    <message>
        <source>exporter set: the zone&apos;s negative list (JSON file).</source>
        <translation>exporter set：该自由贸易试验区的负面清单（JSON 文件）。</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>dataset add needs --owner and --grade</source>
        <translation>dataset add 需要 --owner 和 --grade</translation>
    </message>
    <message>
        <source>--%1 is a whole number of 0 or more, not &apos;%2&apos;</source>
        <translation>--%1 须为 0 或更大的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>--personal is yes or no, not &apos;%1&apos;</source>
        <translation>--personal 须为 yes 或 no，而不是“%1”</translation>
    </message>
    <message>
        <source>--sensitive: &apos;%1&apos; is not a PIPL sensitive category; they are %2</source>
        <translation>--sensitive：“%1”不是《个人信息保护法》规定的敏感类别；类别有 %2</translation>
    </message>
    <message>
        <source>Saved dataset %1 (version %2, grade %3).</source>
        <translation>已保存数据集 %1（版本 %2，级别 %3）。</translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation>未标版本</translation>
    </message>
    <message>
        <source>  versions as submitted: %1</source>
        <translation>  提交时的版本：%1</translation>
    </message>
    <message>
        <source>dataset add/edit: who owns the dataset.</source>
        <translation>dataset add/edit：数据集的所有者。</translation>
    </message>
    <message>
        <source>dataset add/edit: the data&apos;s version (empty: unversioned); an export covers only the version it was submitted with.</source>
        <translation>dataset add/edit：数据的版本（留空：未标版本）；出境只涵盖提交时的版本。</translation>
    </message>
    <message>
        <source>dataset add/edit: what it holds.</source>
        <translation>dataset add/edit：所含内容。</translation>
    </message>
    <message>
        <source>dataset add/edit: where it lives (URI or path).</source>
        <translation>dataset add/edit：存放位置（URI 或路径）。</translation>
    </message>
    <message>
        <source>dataset add/edit: how many records.</source>
        <translation>dataset add/edit：记录数。</translation>
    </message>
    <message>
        <source>dataset add/edit: the datasets it was derived from, separated by ;.</source>
        <translation>dataset add/edit：派生来源数据集，以 ; 分隔。</translation>
    </message>
    <message>
        <source>grade-change propose: the declared grade asked for; dataset add: its grade.</source>
        <translation>grade-change propose：所申请的申报级别；dataset add：其级别。</translation>
    </message>
    <message>
        <source>dataset %1 is already in the ledger: use &apos;clustergate ledger dataset edit %2&apos;</source>
        <translation>数据集 %1 已在台账中：请使用“clustergate ledger dataset edit %2”</translation>
    </message>
    <message>
        <source>grade-change propose: reclassify a field: NAME=GRADE, then &apos;,personal&apos; and sensitive categories (repeatable).</source>
        <translation>grade-change propose：重新分级某个字段：NAME=GRADE，其后可加“,personal”及敏感类别（可重复）。</translation>
    </message>
    <message>
        <source>--field %1: write NAME=GRADE[,personal][,CATEGORY...], GRADE one of: %2</source>
        <translation>--field %1：请写成 NAME=GRADE[,personal][,CATEGORY...]，GRADE 为以下之一：%2</translation>
    </message>
    <message>
        <source>--field %1: unknown sensitive categories: %2</source>
        <translation>--field %1：未知的敏感类别：%2</translation>
    </message>
    <message>
        <source>usage: clustergate ledger import-datasets FILE.csv [--rejects FILE]
       clustergate ledger datasets [--min-grade GRADE] [--format text|json]
       clustergate ledger dataset add NAME --owner WHO --grade G [--dataset-version V] [--description T]
           [--location URI] [--records N] [--people N] [--personal yes|no] [--sensitive A;B] [--sources A;B]
       clustergate ledger dataset edit NAME [the same options: each one given changes only that]
       clustergate ledger found NAME --key ID
       clustergate ledger create-key NAME [--id ID] [--vault FILE]
       clustergate ledger register-officer NAME --role officer|admin|requester (--public-key KEY | --identity ID) --key ADMIN-ID
       clustergate ledger request create --datasets A,B --form FORM [--param K=V]... --cluster C
           --country CC --purpose TEXT --mechanism M [--clause X] [--ref R] [--pia R] [--consent R]
           --retention DAYS [--people-sensitive N] [--people-other N]
       clustergate ledger request submit ID --key ID
       clustergate ledger request activate ID --key ID
       clustergate ledger request show|expire|destruction-pending|withdraw ID
       clustergate ledger request approve|reject ID --key ID [--expires DATE] [--reason TEXT]
       clustergate ledger request destroyed ID --performed-by WHO --asset A --method M
           --verification TEXT --date DATE --witness WHO --evidence FILE
       clustergate ledger requests [--state STATE]
       clustergate ledger grade-change propose DATASET --grade G [--lower-to G] [--derivation D] [--field NAME=GRADE[,personal][,CATEGORY...]]... [--people N] [--personal yes|no] [--sensitive A;B] --reason TEXT
       clustergate ledger grade-change sign DATASET --key ID
       clustergate ledger grade-change show|withdraw DATASET
       clustergate ledger exporter show
       clustergate ledger exporter set --name NAME [--ciio] [--ftz-zone ZONE] [--negative-list FILE]
       clustergate ledger verify [--bundle FILE] [--checkpoint FILE]... [--trusted-key KEY]... [--anchors FILE]
       clustergate ledger checkpoint --out FILE --key ID
       clustergate ledger prove SEQ [--checkpoint FILE] [--out FILE]
       clustergate ledger consistency OLD-CHECKPOINT NEW-CHECKPOINT [--out FILE]
       clustergate ledger verify-proof FILE [--trusted-key KEY]... [--anchors FILE]
       clustergate ledger witness CHECKPOINT --key ID --as NAME --out FILE
       clustergate ledger report --format pdf|csv --out FILE [--kind KIND]... [--from SEQ] [--to SEQ]
           [--trusted-key KEY]... [--checkpoint FILE]... [--anchors FILE]
       clustergate ledger bundle --out FILE --key ID [--from SEQ] [--to SEQ]
       clustergate ledger server-init postgresql://OWNER@HOST/DB [--password-secret ID]
       clustergate ledger connect [postgresql://USER@HOST/DB [--password-secret ID]
           [--key-passphrase-secret ID] | --local]
       clustergate ledger migrate --to postgresql://OWNER@HOST/DB [--password-secret ID] [--batch ROWS]
  --as NAME: who acts (default: the login name). --key ID: the officer&apos;s Ed25519 private key in the
  keychain (kind private-key); --vault FILE: in the encrypted file vault instead (passphrase from
  CLUSTERGATE_VAULT_PASSPHRASE).
  verify takes its anchors from outside: --trusted-key, --checkpoint, --anchors FILE or the file in
  $CLUSTERGATE_TRUST_ANCHORS (default: trust-anchors in the config directory).
  Exit status: 0 done (verify: intact and anchored), 1 refused or broken (the message says why),
  2 usage, 3 verify: UNANCHORED (consistent, but nothing from outside vouches for it).</source>
        <translation>用法：clustergate ledger import-datasets FILE.csv [--rejects FILE]
       clustergate ledger datasets [--min-grade GRADE] [--format text|json]
       clustergate ledger dataset add NAME --owner WHO --grade G [--dataset-version V] [--description T]
           [--location URI] [--records N] [--people N] [--personal yes|no] [--sensitive A;B] [--sources A;B]
       clustergate ledger dataset edit NAME [与 add 相同的选项：只更改所给出的选项]
       clustergate ledger found NAME --key ID
       clustergate ledger create-key NAME [--id ID] [--vault FILE]
       clustergate ledger register-officer NAME --role officer|admin|requester (--public-key KEY | --identity ID) --key ADMIN-ID
       clustergate ledger request create --datasets A,B --form FORM [--param K=V]... --cluster C
           --country CC --purpose TEXT --mechanism M [--clause X] [--ref R] [--pia R] [--consent R]
           --retention DAYS [--people-sensitive N] [--people-other N]
       clustergate ledger request submit ID --key ID
       clustergate ledger request activate ID --key ID
       clustergate ledger request show|expire|destruction-pending|withdraw ID
       clustergate ledger request approve|reject ID --key ID [--expires DATE] [--reason TEXT]
       clustergate ledger request destroyed ID --performed-by WHO --asset A --method M
           --verification TEXT --date DATE --witness WHO --evidence FILE
       clustergate ledger requests [--state STATE]
       clustergate ledger grade-change propose DATASET --grade G [--lower-to G] [--derivation D] [--field NAME=GRADE[,personal][,CATEGORY...]]... [--people N] [--personal yes|no] [--sensitive A;B] --reason TEXT
       clustergate ledger grade-change sign DATASET --key ID
       clustergate ledger grade-change show|withdraw DATASET
       clustergate ledger exporter show
       clustergate ledger exporter set --name NAME [--ciio] [--ftz-zone ZONE] [--negative-list FILE]
       clustergate ledger verify [--bundle FILE] [--checkpoint FILE]... [--trusted-key KEY]... [--anchors FILE]
       clustergate ledger checkpoint --out FILE --key ID
       clustergate ledger prove SEQ [--checkpoint FILE] [--out FILE]
       clustergate ledger consistency OLD-CHECKPOINT NEW-CHECKPOINT [--out FILE]
       clustergate ledger verify-proof FILE [--trusted-key KEY]... [--anchors FILE]
       clustergate ledger witness CHECKPOINT --key ID --as NAME --out FILE
       clustergate ledger report --format pdf|csv --out FILE [--kind KIND]... [--from SEQ] [--to SEQ]
           [--trusted-key KEY]... [--checkpoint FILE]... [--anchors FILE]
       clustergate ledger bundle --out FILE --key ID [--from SEQ] [--to SEQ]
       clustergate ledger server-init postgresql://OWNER@HOST/DB [--password-secret ID]
       clustergate ledger connect [postgresql://USER@HOST/DB [--password-secret ID]
           [--key-passphrase-secret ID] | --local]
       clustergate ledger migrate --to postgresql://OWNER@HOST/DB [--password-secret ID] [--batch ROWS]
  --as NAME：操作人（默认：登录名）。--key ID：合规官保存在钥匙串中的 Ed25519 私钥
  （类型 private-key）；--vault FILE：改为使用加密文件保险库中的私钥（口令取自
  CLUSTERGATE_VAULT_PASSPHRASE）。
  verify 从外部获取信任锚：--trusted-key、--checkpoint、--anchors FILE 或
  $CLUSTERGATE_TRUST_ANCHORS 指定的文件（默认：配置目录中的 trust-anchors）。
  退出状态：0 完成（verify：完整且已锚定），1 被拒绝或已损坏（消息中会说明原因），
  2 用法错误，3 verify：UNANCHORED（内容一致，但没有任何外部来源为其担保）。</translation>
    </message>
    <message>
        <source>create-key: the new key&apos;s credential id (default: NAME-signing-key).</source>
        <translation>create-key：新密钥的凭据编号（默认：NAME-signing-key）。</translation>
    </message>
    <message>
        <source>dataset add/edit: people whose personal information it holds; grade-change propose: the count asked for (a lower count needs the second signature).</source>
        <translation>dataset add/edit：其个人信息所涉及的人数；grade-change propose：所申请的人数（减少人数须经第二人签名）。</translation>
    </message>
    <message>
        <source>dataset add/edit: it holds personal information (yes or no); grade-change propose: the mark asked for.</source>
        <translation>dataset add/edit：是否包含个人信息（yes 或 no）；grade-change propose：所申请的个人信息标记。</translation>
    </message>
    <message>
        <source>dataset add/edit: PIPL Art. 28 categories, separated by ;; grade-change propose: the dataset&apos;s own categories asked for (&quot;&quot; for none).</source>
        <translation>dataset add/edit：个人信息保护法第二十八条所列类别，以 ; 分隔；grade-change propose：为数据集本身所申请的类别（&quot;&quot; 表示无）。</translation>
    </message>
    <message>
        <source>--people must be a whole number, 0 or more</source>
        <translation>--people 必须是 0 或以上的整数</translation>
    </message>
    <message>
        <source>--sensitive: unknown sensitive categories: %1</source>
        <translation>--sensitive：未知的敏感类别：%1</translation>
    </message>
    <message>
        <source>the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE</source>
        <translation>保险库需要主密码，请设置 CLUSTERGATE_VAULT_PASSPHRASE</translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept as %2.
Fingerprint: %3
Verifier key: %4
Give the verifier key to an admin (confirm the fingerprint with them), who registers it:
  clustergate ledger register-officer %1 --role officer --public-key %4 --key ADMIN-ID</source>
        <translation>已为 %1 创建签名密钥，保存为 %2。
指纹：%3
验证密钥：%4
请将验证密钥交给管理员（并与其核对指纹），由管理员登记：
  clustergate ledger register-officer %1 --role officer --public-key %4 --key ADMIN-ID</translation>
    </message>
    <message>
        <source>Confirm the fingerprint with %1 in person or by phone, and give auditors the key: they verify with --trusted-key %2</source>
        <translation>请与 %1 当面或电话核对指纹，并将密钥交给审计人员：他们用 --trusted-key %2 验证</translation>
    </message>
</context>
<context>
    <name>cg::cli::PlanCli</name>
    <message>
        <source>usage: clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U
                        [--headroom H] [--group G] [--zones N [--survive-zone-loss]]
                        [--sensitivity] [--format text|json]
  GPUs = ceil(Q x (L_in + L_out) x (1 + H) / (T x B x U)), rounded up to whole groups of G
  --qps: peak requests per second; --in/--out: mean input/output tokens per request
  --tps: measured single-GPU throughput (tokens/s); --batch-eff: batching gain (1.5-4)
  --util: target utilization, 0 &lt; U &lt;= 1 (0.6-0.75); --headroom: 0.25 = 25 % (default 0)
  --group: GPUs one model replica needs (default 1)</source>
        <translation>用法：clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U
                        [--headroom H] [--group G] [--zones N [--survive-zone-loss]]
                        [--sensitivity] [--format text|json]
  GPU 数 = ceil(Q x (L_in + L_out) x (1 + H) / (T x B x U))，再按每组 G 块向上取整为整组
  --qps：每秒峰值请求数；--in/--out：每个请求的平均输入/输出 token 数
  --tps：实测单 GPU 吞吐量（tokens/s）；--batch-eff：批处理增益（1.5-4）
  --util：目标利用率，0 &lt; U &lt;= 1（0.6-0.75）；--headroom：0.25 = 25%（默认 0）
  --group：一个模型副本所需的 GPU 数（默认 1）</translation>
    </message>
    <message>
        <source>Peak requests per second.</source>
        <translation>每秒峰值请求数。</translation>
    </message>
    <message>
        <source>Mean input tokens per request.</source>
        <translation>每个请求的平均输入 token 数。</translation>
    </message>
    <message>
        <source>Mean output tokens per request.</source>
        <translation>每个请求的平均输出 token 数。</translation>
    </message>
    <message>
        <source>Measured single-GPU throughput, tokens per second.</source>
        <translation>实测单 GPU 吞吐量，单位为每秒 token 数。</translation>
    </message>
    <message>
        <source>Batching efficiency.</source>
        <translation>批处理效率。</translation>
    </message>
    <message>
        <source>Target GPU utilization (0-1].</source>
        <translation>目标 GPU 利用率（0-1]。</translation>
    </message>
    <message>
        <source>Headroom, 0.25 = 25 %.</source>
        <translation>余量，0.25 = 25%。</translation>
    </message>
    <message>
        <source>GPU group size.</source>
        <translation>GPU 组大小。</translation>
    </message>
    <message>
        <source>Availability zones to spread over.</source>
        <translation>分布到的可用区数量。</translation>
    </message>
    <message>
        <source>Plan so that losing any one zone still carries the peak.</source>
        <translation>按任意一个可用区失效后仍能承载峰值进行规划。</translation>
    </message>
    <message>
        <source>Also show the GPU count with each input at -20 % and +20 %.</source>
        <translation>同时显示每个输入变化 -20% 和 +20% 时的 GPU 数量。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>plan takes no arguments besides options: %1</source>
        <translation>plan 除选项外不接受参数：%1</translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation>--format 必须是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>plan needs %1</source>
        <translation>plan 需要 %1</translation>
    </message>
    <message>
        <source>--%1 must be a number, not &apos;%2&apos;</source>
        <translation>--%1 必须是数字，而不是“%2”</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>--%1 必须是整数，而不是“%2”</translation>
    </message>
    <message>
        <source>--survive-zone-loss needs --zones N (2 or more)</source>
        <translation>--survive-zone-loss 需要 --zones N（2 或以上）</translation>
    </message>
    <message>
        <source>GPUs needed: %1 (%2 groups of %3)</source>
        <translation>所需 GPU：%1（%2 组，每组 %3 块）</translation>
    </message>
    <message>
        <source>GPUs needed: %1</source>
        <translation>所需 GPU：%1</translation>
    </message>
    <message numerus="yes">
        <source>Over %n availability zone(s)%1: %2 GPUs</source>
        <translation>
            <numerusform>分布在 %n 个可用区%1：%2 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>, surviving the loss of one</source>
        <translation>，可承受其中一个失效</translation>
    </message>
    <message>
        <source>Sensitivity (GPUs with one input at -20 % / +20 %):</source>
        <translation>敏感性（单个输入变化 -20% / +20% 时的 GPU 数）：</translation>
    </message>
</context>
<context>
    <name>cg::cli::RecordingsCli</name>
    <message>
        <source>Terminal session recordings (asciicast v2) and their audit events.</source>
        <translation>终端会话录像（asciicast v2）及其审计事件。</translation>
    </message>
    <message>
        <source>delete: why (recorded in the audit log).</source>
        <translation>delete：删除原因（记入审计日志）。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation>--format 必须是 text 或 json</translation>
    </message>
    <message>
        <source>%1 is not a recording id (see recordings list)</source>
        <translation>%1 不是录像 ID（参见 recordings list）</translation>
    </message>
    <message>
        <source>no recording with id %1 in the audit log</source>
        <translation>审计日志中没有 ID 为 %1 的录像</translation>
    </message>
    <message>
        <source>%1  %2  %3 -&gt; %4@%5  %6 bytes  %7  %8</source>
        <translation>%1  %2  %3 -&gt; %4@%5  %6 字节  %7  %8</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>no recordings</source>
        <translation>没有录像</translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation>录像 %1</translation>
    </message>
    <message>
        <source>  file:     %1</source>
        <translation>  文件：      %1</translation>
    </message>
    <message>
        <source>  sha256:   %1</source>
        <translation>  sha256：    %1</translation>
    </message>
    <message>
        <source>  bytes:    %1%2</source>
        <translation>  字节数：    %1%2</translation>
    </message>
    <message>
        <source> (stopped at the size limit)</source>
        <translation> （达到大小上限，录制已停止）</translation>
    </message>
    <message>
        <source>  user:     %1</source>
        <translation>  用户：      %1</translation>
    </message>
    <message>
        <source>  node:     %1@%2</source>
        <translation>  节点：      %1@%2</translation>
    </message>
    <message>
        <source>  via:      %1</source>
        <translation>  经由：      %1</translation>
    </message>
    <message>
        <source>(direct)</source>
        <translation>（直连）</translation>
    </message>
    <message>
        <source>  started:  %1</source>
        <translation>  开始时间：  %1</translation>
    </message>
    <message>
        <source>  ended:    %1</source>
        <translation>  结束时间：  %1</translation>
    </message>
    <message>
        <source>  input:    %1</source>
        <translation>  输入：      %1</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>已录制</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未录制</translation>
    </message>
    <message>
        <source>  end:      %1</source>
        <translation>  结束方式：  %1</translation>
    </message>
    <message>
        <source>recording %1 fails verification, not exported: %2</source>
        <translation>录像 %1 未通过校验，未导出：%2</translation>
    </message>
    <message>
        <source>%1 exists; not overwritten</source>
        <translation>%1 已存在；未覆盖</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>the export could not be audit-logged, so it was undone: %1</source>
        <translation>导出操作无法记入审计日志，已撤销：%1</translation>
    </message>
    <message>
        <source>recording %1 -&gt; %2, SHA-256 %3 (verified against the audit log)</source>
        <translation>录像 %1 -&gt; %2，SHA-256 %3（已对照审计日志校验）</translation>
    </message>
    <message>
        <source>delete needs --reason (it goes into the audit log)</source>
        <translation>delete 需要 --reason（原因会记入审计日志）</translation>
    </message>
    <message>
        <source>recording %1 deleted; the deletion is in the audit log</source>
        <translation>录像 %1 已删除；删除操作已记入审计日志</translation>
    </message>
    <message>
        <source>%1  deleted  %2 (audit row %3)</source>
        <translation>%1  已删除  %2（审计记录 %3）</translation>
    </message>
    <message>
        <source>%1  ok       %2</source>
        <translation>%1  正常    %2</translation>
    </message>
    <message>
        <source>%1  CHANGED  %2: %3</source>
        <translation>%1  已改变  %2：%3</translation>
    </message>
    <message>
        <source>%1 recording(s), %2 intact, %3 failed</source>
        <translation>共 %1 个录像，%2 个完好，%3 个失败</translation>
    </message>
    <message>
        <source>%1  input %2  kept %3</source>
        <translation>%1  记录输入 %2  保留 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>until deleted</source>
        <translation>保留至删除</translation>
    </message>
    <message>
        <source>policy: name the cluster whose policy to set</source>
        <translation>policy：请指定要设置其策略的集群</translation>
    </message>
    <message>
        <source>no clusters</source>
        <translation>没有集群</translation>
    </message>
    <message>
        <source>no cluster named %1 (see clusters list)</source>
        <translation>没有名为 %1 的集群（参见 clusters list）</translation>
    </message>
    <message>
        <source>--record-input must be on or off, not %1</source>
        <translation>--record-input 必须是 on 或 off，而不是 %1</translation>
    </message>
    <message>
        <source>--retention must be 0 (until deleted) to %1 days, not %2</source>
        <translation>--retention 必须在 0（保留至删除）到 %1 天之间，而不是 %2</translation>
    </message>
    <message>
        <source>%1  due      %2 (%3, ended %4)</source>
        <translation>%1  到期     %2（%3，结束于 %4）</translation>
    </message>
    <message>
        <source>%1  deleted  %2 (%3, ended %4)</source>
        <translation>%1  已删除   %2（%3，结束于 %4）</translation>
    </message>
    <message>
        <source>not deleted: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n recording(s) due for deletion</source>
        <translation>
            <numerusform>%n 个录像已到删除期限</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recording(s) deleted; each deletion is in the audit log</source>
        <translation>
            <numerusform>已删除 %n 个录像；每次删除均已记入审计日志</numerusform>
        </translation>
    </message>
    <message>
        <source>list: every recording; show ID; export ID FILE: copy a verified recording; verify [ID]: hash again and compare with the audit event; delete ID: remove the file, audited; policy [CLUSTER]: show or set a cluster&apos;s input recording and retention; prune: delete what retention says is due, audited</source>
        <translation>list：列出所有录像；show ID：查看录像详情；export ID FILE：复制一份已校验的录像；verify [ID]：重新计算哈希并与审计事件比对；delete ID：删除录像文件，记入审计日志；policy [CLUSTER]：查看或设置集群的输入录制和保留期；prune：删除保留期规定已到期的录像，记入审计日志</translation>
    </message>
    <message>
        <source>policy: on or off: whether keys typed into this cluster&apos;s terminals are recorded too (off by default: they hold passwords typed at prompts).</source>
        <translation>policy：on 或 off：是否同时记录在此集群终端中键入的按键（默认 off：其中包含在提示符下键入的密码）。</translation>
    </message>
    <message>
        <source>policy: days a recording of this cluster is kept after it ended (0: until deleted).</source>
        <translation>policy：此集群的录像在结束后保留的天数（0：保留至删除）。</translation>
    </message>
    <message>
        <source>prune: only list what would be deleted.</source>
        <translation>prune：只列出将被删除的内容。</translation>
    </message>
    <message>
        <source>usage: clustergate recordings list | show ID | export ID FILE | verify [ID] | delete ID --reason TEXT | policy [CLUSTER [--record-input on|off] [--retention DAYS]] | prune [--dry-run] [--format json]</source>
        <translation>用法：clustergate recordings list | show ID | export ID FILE | verify [ID] | delete ID --reason TEXT | policy [CLUSTER [--record-input on|off] [--retention DAYS]] | prune [--dry-run] [--format json]</translation>
    </message>
</context>
<context>
    <name>cg::cli::SecretsCli</name>
    <message>
        <source>usage: clustergate secrets list [--due]
       clustergate secrets set ID --kind KIND [--label TEXT] [--rotate-days N] [--used-by WHO]... &lt; secret
       clustergate secrets delete ID
       clustergate secrets rotate ID NEW_ID &lt; new-secret
       clustergate secrets check
  KIND: password, key-passphrase, private-key, api-token
  --vault FILE: use the encrypted file vault FILE instead of the system keychain (master
  passphrase from CLUSTERGATE_VAULT_PASSPHRASE, else asked on the terminal)</source>
        <translation>用法：clustergate secrets list [--due]
       clustergate secrets set ID --kind 类型 [--label 文本] [--rotate-days N] [--used-by 使用者]... &lt; 密钥
       clustergate secrets delete ID
       clustergate secrets rotate ID 新ID &lt; 新密钥
       clustergate secrets check
  类型：password、key-passphrase、private-key、api-token
  --vault 文件：使用加密文件保险库“文件”代替系统钥匙串（主密码取自
  CLUSTERGATE_VAULT_PASSPHRASE，否则在终端上询问）</translation>
    </message>
    <message>
        <source>a private key is read from standard input as a file: clustergate secrets set %1 --kind private-key &lt; KEYFILE</source>
        <translation>私钥须作为文件从标准输入读取：clustergate secrets set %1 --kind private-key &lt; 密钥文件</translation>
    </message>
    <message>
        <source>Secret for %1 (not shown): </source>
        <translation>%1 的密钥（不回显）：</translation>
    </message>
    <message>
        <source>the secret on standard input is larger than 1 MiB</source>
        <translation>标准输入中的密钥超过 1 MiB</translation>
    </message>
    <message>
        <source>no secret on standard input (pipe it in, e.g. clustergate secrets set %1 --kind K &lt; file; it is never taken from the command line)</source>
        <translation>标准输入中没有密钥（请通过管道传入，例如 clustergate secrets set %1 --kind K &lt; 文件；密钥从不从命令行参数读取）</translation>
    </message>
    <message>
        <source>the vault %1 needs its master passphrase: set CLUSTERGATE_VAULT_PASSPHRASE, or run on a terminal</source>
        <translation>保险库 %1 需要主密码：请设置 CLUSTERGATE_VAULT_PASSPHRASE，或在终端上运行</translation>
    </message>
    <message>
        <source>Master passphrase for the vault %1: </source>
        <translation>保险库 %1 的主密码：</translation>
    </message>
    <message>
        <source>The vault is new; the same passphrase again: </source>
        <translation>这是新保险库；请再次输入同一密码：</translation>
    </message>
    <message>
        <source>the two passphrases differ; nothing was changed</source>
        <translation>两次输入的密码不一致；未做任何更改</translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation>加密文件保险库</translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>No credential is due for rotation.</source>
        <translation>没有需要轮换的凭据。</translation>
    </message>
    <message>
        <source>No credentials.</source>
        <translation>没有凭据。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>STORE</source>
        <translation>存储位置</translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>LAST USED</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>ROTATION DUE</source>
        <translation>轮换期限</translation>
    </message>
    <message>
        <source>USED BY</source>
        <translation>使用者</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>%1 (due)</source>
        <translation>%1（已到期）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>Keep passwords, key passphrases, private keys and API tokens in the system keychain (or an encrypted file vault), never in files or logs.</source>
        <translation>将密码、密钥口令、私钥和 API 令牌保存在系统钥匙串（或加密文件保险库）中，绝不写入文件或日志。</translation>
    </message>
    <message>
        <source>what to do</source>
        <translation>要执行的操作</translation>
    </message>
    <message>
        <source>the credential&apos;s id</source>
        <translation>凭据的 ID</translation>
    </message>
    <message>
        <source>For set: password, key-passphrase, private-key or api-token.</source>
        <translation>用于 set：password、key-passphrase、private-key 或 api-token。</translation>
    </message>
    <message>
        <source>For set: a description for people.</source>
        <translation>用于 set：给人看的说明。</translation>
    </message>
    <message>
        <source>For set: rotation is due this many days after the secret was set (0: no rotation policy).</source>
        <translation>用于 set：密钥设置后经过这么多天需要轮换（0：无轮换策略）。</translation>
    </message>
    <message>
        <source>For set: who uses it, e.g. ssh:root@bastion:22 or cluster:NAME (repeatable).</source>
        <translation>用于 set：谁使用它，例如 ssh:root@bastion:22 或 cluster:名称（可重复）。</translation>
    </message>
    <message>
        <source>For list: only credentials due for rotation.</source>
        <translation>用于 list：只列出需要轮换的凭据。</translation>
    </message>
    <message>
        <source>Use the encrypted file vault FILE instead of the system keychain.</source>
        <translation>使用加密文件保险库“文件”代替系统钥匙串。</translation>
    </message>
    <message>
        <source>Seconds to wait for the keychain (default 10).</source>
        <translation>等待钥匙串的秒数（默认 10）。</translation>
    </message>
    <message>
        <source>secrets set needs --kind (%1)</source>
        <translation>secrets set 需要 --kind（%1）</translation>
    </message>
    <message>
        <source>--kind must be one of: %1</source>
        <translation>--kind 必须是以下之一：%1</translation>
    </message>
    <message>
        <source>--rotate-days must be between 0 and 3650</source>
        <translation>--rotate-days 必须在 0 到 3650 之间</translation>
    </message>
    <message>
        <source>--timeout must be between 1 and 600 seconds</source>
        <translation>--timeout 必须在 1 到 600 秒之间</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1：%2 — %3</translation>
    </message>
    <message>
        <source>Stored %1 (%2) in the %3.</source>
        <translation>已将 %1（%2）存入%3。</translation>
    </message>
    <message>
        <source>%1 is kept in an encrypted file vault: add --vault FILE</source>
        <translation>%1 保存在加密文件保险库中：请加上 --vault 文件</translation>
    </message>
    <message>
        <source>%1 is kept in the system keychain: leave out --vault</source>
        <translation>%1 保存在系统钥匙串中：请去掉 --vault</translation>
    </message>
    <message>
        <source>there is no credential %1</source>
        <translation>没有凭据 %1</translation>
    </message>
    <message>
        <source>Deleted the record of %1; its secret was no longer in the %2.</source>
        <translation>已删除 %1 的记录；其密钥已不在%2中。</translation>
    </message>
    <message>
        <source>Deleted %1 from the %2.</source>
        <translation>已从%2中删除 %1。</translation>
    </message>
    <message>
        <source>there is no credential %1 to rotate</source>
        <translation>没有可轮换的凭据 %1</translation>
    </message>
    <message>
        <source>Rotated %1 to %2; its users now use %2 and the old secret is deleted.</source>
        <translation>已将 %1 轮换为 %2；其使用者现在使用 %2，旧密钥已删除。</translation>
    </message>
    <message>
        <source>For list: text (default) or json.</source>
        <translation>用于 list：text（默认）或 json。</translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation>--format 只能是 text 或 json，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>cg::cli::SshCli</name>
    <message>
        <source>[%1] </source>
        <translation>[%1] </translation>
    </message>
    <message>
        <source>Reach a host through its jump hosts and check it or run a command.</source>
        <translation>经由跳板机访问主机，检查连通性或运行命令。</translation>
    </message>
    <message>
        <source>for exec, after --: the command and its arguments</source>
        <translation>用于 exec，写在 -- 之后：命令及其参数</translation>
    </message>
    <message>
        <source>OpenSSH client configuration to use (default: ~/.ssh/config).</source>
        <translation>要使用的 OpenSSH 客户端配置（默认：~/.ssh/config）。</translation>
    </message>
    <message>
        <source>known_hosts file (default: ~/.ssh/known_hosts).</source>
        <translation>known_hosts 文件（默认：~/.ssh/known_hosts）。</translation>
    </message>
    <message>
        <source>Private key to try first (repeatable).</source>
        <translation>优先尝试的私钥（可重复指定）。</translation>
    </message>
    <message>
        <source>Jump hosts, like ssh -J: [user@]host[:port][,...].</source>
        <translation>跳板机，同 ssh -J：[用户@]主机[:端口][,...]。</translation>
    </message>
    <message>
        <source>Unknown host keys: strict (refuse) or accept-new (record).</source>
        <translation>未知主机密钥的处理：strict（拒绝）或 accept-new（记录）。</translation>
    </message>
    <message>
        <source>Seconds to reach and log in to each hop.</source>
        <translation>每一跳连接并登录的超时秒数。</translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation>不使用 ssh-agent。</translation>
    </message>
    <message>
        <source>ssh push takes a target, a local file and a remote path</source>
        <translation>ssh push 需要一个目标、一个本地文件和一个远程路径</translation>
    </message>
    <message>
        <source>ssh check takes one target</source>
        <translation>ssh check 只接受一个目标</translation>
    </message>
    <message>
        <source>ssh exec needs a command after --</source>
        <translation>ssh exec 需要在 -- 之后给出命令</translation>
    </message>
    <message>
        <source>--host-keys must be strict or accept-new</source>
        <translation>--host-keys 必须是 strict 或 accept-new</translation>
    </message>
    <message>
        <source>--timeout must be between 1 and 3600 seconds</source>
        <translation>--timeout 必须在 1 到 3600 秒之间</translation>
    </message>
    <message>
        <source>clustergate: note: %1:%2: %3</source>
        <translation>clustergate：注意：%1:%2：%3</translation>
    </message>
    <message>
        <source>clustergate: %1; retrying in %2 ms (attempt %3 of %4)</source>
        <translation>clustergate：%1；%2 毫秒后重试（第 %3 次，共 %4 次）</translation>
    </message>
    <message>
        <source>hop %1 %2: </source>
        <translation>第 %1 跳 %2：</translation>
    </message>
    <message>
        <source>hop %1 %2 (%3): </source>
        <translation>第 %1 跳 %2（%3）：</translation>
    </message>
    <message>
        <source>ok — connect %1 ms, handshake %2 ms, auth %3 ms (%4), host key %5</source>
        <translation>正常 — 连接 %1 毫秒，握手 %2 毫秒，认证 %3 毫秒（%4），主机密钥 %5</translation>
    </message>
    <message>
        <source>FAILED — %1</source>
        <translation>失败 — %1</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <source>%1: %2 % of %3 bytes</source>
        <translation>%1：已完成 %2%（共 %3 字节）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 bytes (%4 resumed), SHA-256 %5 verified on the far side</source>
        <translation>%1 -&gt; %2：%3 字节（续传 %4 字节），远端已校验 SHA-256 %5</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>the remote command was killed by signal %1</source>
        <translation>远程命令被信号 %1 终止</translation>
    </message>
    <message>
        <source>remembered %1 in the keychain as %2</source>
        <translation>已将 %1 记住到钥匙串，ID 为 %2</translation>
    </message>
    <message>
        <source>could not remember %1: %2</source>
        <translation>无法记住 %1：%2</translation>
    </message>
    <message>
        <source>Do not answer passphrase and password prompts from the keychain.</source>
        <translation>不使用钥匙串自动回答口令和密码提示。</translation>
    </message>
    <message>
        <source>Keep the passphrases and passwords typed at the prompts in the keychain, once they worked.</source>
        <translation>将在提示中输入且验证通过的口令和密码保存到钥匙串。</translation>
    </message>
    <message>
        <source>Put the agent on a node (push), stream its telemetry (stream) or stop it.</source>
        <translation>将代理部署到节点（push）、流式获取其遥测数据（stream）或停止它（stop）。</translation>
    </message>
    <message>
        <source>what to do</source>
        <translation>要执行的操作</translation>
    </message>
    <message>
        <source>stop: also delete the agent from the node.</source>
        <translation>stop：同时从节点删除代理。</translation>
    </message>
    <message>
        <source>usage: clustergate agent push|stream|stop TARGET [options]</source>
        <translation>用法：clustergate agent push|stream|stop 目标 [选项]</translation>
    </message>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; looked in: %1. Set CLUSTERGATE_AGENT to its path.</source>
        <translation>未找到内置代理（clustergate-agent）；已查找：%1。请将 CLUSTERGATE_AGENT 设为其路径。</translation>
    </message>
    <message>
        <source>agent stopped and removed</source>
        <translation>代理已停止并删除</translation>
    </message>
    <message>
        <source>agent stopped</source>
        <translation>代理已停止</translation>
    </message>
    <message>
        <source>%1: pushed %2 bytes, %3</source>
        <translation>%1：已推送 %2 字节，%3</translation>
    </message>
    <message>
        <source>%1: already up to date, %2</source>
        <translation>%1：已是最新，%2</translation>
    </message>
    <message>
        <source>the agent sent %1 of %2 samples in time</source>
        <translation>代理在限定时间内只发送了 %1/%2 条样本</translation>
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
        <source>clustergate: warning: not audit-logged: %1</source>
        <translation>clustergate：警告：未记入审计日志：%1</translation>
    </message>
    <message numerus="yes">
        <source>clustergate: warning: %n audit row(s) could not be written</source>
        <translation>
            <numerusform>clustergate：警告：%n 条审计记录未能写入</numerusform>
        </translation>
    </message>
    <message>
        <source>check: connect every hop and report; exec: run a command; push: copy a file; shell: an interactive shell on a terminal, recorded</source>
        <translation>check：连接每一跳并报告结果；exec：运行命令；push：复制文件；shell：在终端上打开交互式 shell，并录制会话</translation>
    </message>
    <message>
        <source>usage: clustergate ssh check TARGET | ssh exec TARGET -- COMMAND... | ssh push TARGET LOCAL REMOTE | ssh shell TARGET [-- COMMAND...]</source>
        <translation>用法：clustergate ssh check TARGET | ssh exec TARGET -- COMMAND... | ssh push TARGET LOCAL REMOTE | ssh shell TARGET [-- COMMAND...]</translation>
    </message>
    <message>
        <source>clustergate: warning: the recording&apos;s audit event was not written: %1</source>
        <translation>clustergate：警告：录像的审计事件未写入：%1</translation>
    </message>
    <message>
        <source>clustergate: disconnected from %1: %2</source>
        <translation>clustergate：已与 %1 断开连接：%2</translation>
    </message>
    <message>
        <source>the ledger cannot be opened to check %1: %2</source>
        <translation>无法打开台账以检查 %1：%2</translation>
    </message>
    <message>
        <source>an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or [user@]host[:port]</source>
        <translation>清单中的节点（gpu01 或 CLUSTER/gpu01）、ssh 配置中的别名，或 [user@]host[:port]</translation>
    </message>
</context>
<context>
    <name>cg::cli::ValidateCli</name>
    <message>
        <source>[overridden by %1: %2]</source>
        <translation>[已被 %1 覆盖：%2]</translation>
    </message>
    <message>
        <source>(want %1 %2: %3)</source>
        <translation>（要求 %1 %2：%3）</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>NOT met</source>
        <translation>未达标</translation>
    </message>
    <message>
        <source>previous run: %1</source>
        <translation>上次运行：%1</translation>
    </message>
    <message>
        <source>Validates a saved cluster level by level (L0 connectivity, L1 link, L2 single GPU, ...); a level runs only when the one below passed or was overridden.</source>
        <translation>逐级验收已保存的集群（L0 连通性、L1 链路、L2 单 GPU 等）；只有下一级通过或被覆盖后，才会运行该级。</translation>
    </message>
    <message>
        <source>A saved cluster (see the console&apos;s Clusters).</source>
        <translation>已保存的集群（见控制台中的“集群”）。</translation>
    </message>
    <message>
        <source>Levels to run, e.g. L0-L2, L1, L0,L3 or all.</source>
        <translation>要运行的级别，例如 L0-L2、L1、L0,L3 或 all。</translation>
    </message>
    <message>
        <source>A checklist file or shipped name (default: standard).</source>
        <translation>检查清单文件或内置清单名称（默认：standard）。</translation>
    </message>
    <message>
        <source>Write the signed acceptance report here (and FILE.json next to it).</source>
        <translation>将签名的验收报告写到此处（并在同一位置写入 FILE.json）。</translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation>text 或 json。</translation>
    </message>
    <message>
        <source>Let LEVEL count as passed for the gate above it; the reason is recorded (repeatable).</source>
        <translation>使 LEVEL 在判断其上一级能否运行时视为已通过；原因会被记录（可重复）。</translation>
    </message>
    <message>
        <source>Recorded benchmark results (the agent&apos;s JSON) for L2/L3 (repeatable).</source>
        <translation>L2/L3 的已记录基准测试结果（代理输出的 JSON）（可重复）。</translation>
    </message>
    <message>
        <source>known_hosts file the host keys must be on record in.</source>
        <translation>必须已记录主机密钥的 known_hosts 文件。</translation>
    </message>
    <message>
        <source>Private key to try first (repeatable).</source>
        <translation>优先尝试的私钥（可重复）。</translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation>不使用 ssh-agent。</translation>
    </message>
    <message>
        <source>Who runs the validation (default: $USER).</source>
        <translation>执行验收的人（默认：$USER）。</translation>
    </message>
    <message>
        <source>Seconds to log in to each host.</source>
        <translation>登录每台主机的超时秒数。</translation>
    </message>
    <message>
        <source>give one saved cluster name</source>
        <translation>请给出一个已保存的集群名称</translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation>--format 为 text 或 json</translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (saved: %2)</source>
        <translation>没有名为“%1”的已保存集群（已保存：%2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>--override takes LEVEL=REASON, not &apos;%1&apos;</source>
        <translation>--override 的格式为 级别=原因，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 %2 ...</source>
        <translation>%1 %2 ...</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>没有要运行的内容</translation>
    </message>
    <message>
        <source>report: %1 (SHA-256 %2), signed results: %3</source>
        <translation>报告：%1（SHA-256 %2），签名结果：%3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>excluded: %1 (%2)</source>
        <translation>已排除：%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source>(want %1 %2)</source>
        <translation>（要求 %1 %2）</translation>
    </message>
    <message>
        <source>Leave these nodes out of the run (a node list: gpu[03-04],gpu07); needs --exclude-reason. Repeatable, each with its own --exclude-reason.</source>
        <translation>在本次运行中排除这些节点（节点列表：gpu[03-04],gpu07）；需要 --exclude-reason。可重复，每个都需附带各自的 --exclude-reason。</translation>
    </message>
    <message>
        <source>Why the nodes of the matching --exclude are left out (recorded with the results and in the report).</source>
        <translation>对应的 --exclude 所排除节点的原因（与结果一同记录，并写入报告）。</translation>
    </message>
    <message>
        <source>--exclude-reason goes with --exclude EXPR</source>
        <translation>--exclude-reason 须与 --exclude EXPR 一起使用</translation>
    </message>
    <message>
        <source>--exclude needs --exclude-reason TEXT: the reason is recorded with the results</source>
        <translation>--exclude 需要 --exclude-reason TEXT：原因会与结果一同记录</translation>
    </message>
    <message>
        <source>give one --exclude-reason for all --exclude options, or one for each (%1 --exclude, %2 --exclude-reason)</source>
        <translation>请为所有 --exclude 选项提供一个 --exclude-reason，或为每个选项各提供一个（%1 个 --exclude，%2 个 --exclude-reason）</translation>
    </message>
    <message>
        <source>Checks a signed acceptance report (FILE.json) against trusted keys.</source>
        <translation>根据受信任的密钥检查已签名的验收报告（FILE.json）。</translation>
    </message>
    <message>
        <source>The signed results, FILE.json.</source>
        <translation>已签名的结果文件 FILE.json。</translation>
    </message>
    <message>
        <source>A key known out of band (repeatable): a verifier key NAME+HASH+BASE64 or the base64 of the 32-byte Ed25519 public key.</source>
        <translation>通过其他渠道获知的密钥（可重复）：验证密钥 NAME+HASH+BASE64，或 32 字节 Ed25519 公钥的 base64。</translation>
    </message>
    <message>
        <source>A file of trusted keys.</source>
        <translation>包含受信任密钥的文件。</translation>
    </message>
    <message>
        <source>Exit status: 0 verified against a trusted key, 1 does not verify, 2 usage, 3 UNANCHORED (intact, but no trusted key given).</source>
        <translation>退出状态：0 已通过受信任密钥验证，1 验证未通过，2 用法错误，3 UNANCHORED（报告完整，但未提供受信任的密钥）。</translation>
    </message>
    <message>
        <source>usage: clustergate validate verify-report FILE.json --trusted-key KEY</source>
        <translation>用法：clustergate validate verify-report FILE.json --trusted-key KEY</translation>
    </message>
    <message>
        <source>--trusted-key: %1</source>
        <translation>--trusted-key：%1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB: not a signed acceptance report</source>
        <translation>%1 大于 64 MiB：不是已签名的验收报告</translation>
    </message>
    <message>
        <source>%1 does NOT verify: %2</source>
        <translation>%1 验证未通过：%2</translation>
    </message>
    <message>
        <source>UNANCHORED: %1 is intact and signed by the key %2 (base64 %3), but that key is read from the report itself: anyone can sign a report with a key of their own. Confirm the key with the console that made it and give it with --trusted-key.</source>
        <translation>UNANCHORED（未锚定）：%1 完整且由密钥 %2（base64 %3）签名，但该密钥取自报告本身：任何人都能用自己的密钥为报告签名。请向生成报告的控制台核实该密钥，并通过 --trusted-key 提供。</translation>
    </message>
    <message>
        <source>%1 does NOT verify: it is signed by %2, which is none of the keys you trust</source>
        <translation>%1 验证未通过：它由 %2 签名，而该密钥不在您信任的密钥之列</translation>
    </message>
    <message>
        <source>VERIFIED: %1 is intact and signed by %2, a key you trust.</source>
        <translation>VERIFIED（已验证）：%1 完整，且由您信任的密钥 %2 签名。</translation>
    </message>
    <message>
        <source>Ed25519 key file that signs the report (default: this console&apos;s validation key in the keychain, made on first use).</source>
        <translation>为报告签名的 Ed25519 密钥文件（默认：钥匙串中本控制台的验收签名密钥，首次使用时生成）。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>cg::exporting::AlertLog</name>
    <message>
        <source>alert history %1: %2</source>
        <translation>告警历史 %1：%2</translation>
    </message>
    <message>
        <source>cannot open the alert history %1: %2</source>
        <translation>无法打开告警历史 %1：%2</translation>
    </message>
    <message>
        <source>the alert history is not open</source>
        <translation>告警历史未打开</translation>
    </message>
    <message>
        <source>alert %1 was already acknowledged by %2 at %3</source>
        <translation>告警 %1 已于 %3 由 %2 确认</translation>
    </message>
    <message>
        <source>no alert %1 in the alert history (clustergate alerts list shows them)</source>
        <translation>告警历史中没有告警 %1（clustergate alerts list 会列出它们）</translation>
    </message>
</context>
<context>
    <name>cg::exporting::Exporter</name>
    <message>
        <source>remote-write</source>
        <translation>remote-write</translation>
    </message>
    <message>
        <source>Alertmanager</source>
        <translation>Alertmanager</translation>
    </message>
</context>
<context>
    <name>cg::exporting::MetricsServer</name>
    <message>
        <source>--listen %1: give an address and a port, e.g. 127.0.0.1:9464</source>
        <translation>--listen %1：请给出地址和端口，例如 127.0.0.1:9464</translation>
    </message>
    <message>
        <source>--listen %1: &apos;%2&apos; is not an IP address</source>
        <translation>--listen %1：“%2”不是 IP 地址</translation>
    </message>
    <message>
        <source>refusing to serve /metrics on %1 without TLS and a bearer token: anyone who reaches that address would read the fleet&apos;s telemetry. Listen on 127.0.0.1, or give --tls-cert FILE and --tls-key FILE and keep the scrape token in the keychain (clustergate secrets set %2 --kind api-token &lt; TOKEN)</source>
        <translation>拒绝在没有 TLS 和 Bearer 令牌的情况下在 %1 上提供 /metrics：任何能访问该地址的人都能读取机群的遥测数据。请在 127.0.0.1 上监听，或提供 --tls-cert FILE 和 --tls-key FILE，并将抓取令牌保存在钥匙串中（clustergate secrets set %2 --kind api-token &lt; TOKEN）</translation>
    </message>
    <message>
        <source>cannot read the TLS certificate %1 or key %2</source>
        <translation>无法读取 TLS 证书 %1 或私钥 %2</translation>
    </message>
    <message>
        <source>the TLS certificate %1 or key %2 is not PEM (or the key is neither EC nor RSA)</source>
        <translation>TLS 证书 %1 或私钥 %2 不是 PEM 格式（或私钥既不是 EC 也不是 RSA）</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>无法在 %1:%2 上监听：%3</translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryDb</name>
    <message>
        <source>no history at %1 yet: the console records it while it runs (the window or `clustergate serve`)</source>
        <translation>%1 处尚无历史数据：控制台运行时（窗口或 `clustergate serve`）才会记录</translation>
    </message>
    <message>
        <source>cannot open the history file %1: %2</source>
        <translation>无法打开历史文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot write the history file %1: %2</source>
        <translation>无法写入历史文件 %1：%2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryReader</name>
    <message>
        <source>cannot read the history: %1</source>
        <translation>无法读取历史数据：%1</translation>
    </message>
    <message>
        <source>the range ends before it starts</source>
        <translation>时间范围的终点早于起点</translation>
    </message>
    <message>
        <source>%1 steps is too many for one query: choose a longer step (at most %2 steps)</source>
        <translation>一次查询 %1 个步长过多：请选择更长的步长（最多 %2 个步长）</translation>
    </message>
    <message>
        <source>a heatmap needs a metric name</source>
        <translation>热力图需要指标名</translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryRecorder</name>
    <message>
        <source>History is not recorded: %1</source>
        <translation>未记录历史数据：%1</translation>
    </message>
    <message>
        <source>History stopped: %1 could not be written (%2). Free space on its disk (or make the file writable) and restart the console; the ledger and the audit log are not affected.</source>
        <translation>历史记录已停止：无法写入 %1（%2）。请释放其所在磁盘的空间（或使该文件可写），然后重启控制台；台账和审计日志不受影响。</translation>
    </message>
</context>
<context>
    <name>cg::history::HistorySource</name>
    <message>
        <source>the history file %1</source>
        <translation>历史文件 %1</translation>
    </message>
    <message>
        <source>a history source is local or prometheus, not %1</source>
        <translation>历史数据来源只能是 local 或 prometheus，而不是 %1</translation>
    </message>
</context>
<context>
    <name>cg::history::PromRangeDecoder</name>
    <message>
        <source>the answer does not read as a range query result: %1</source>
        <translation>响应无法解析为范围查询结果：%1</translation>
    </message>
    <message>
        <source>the Prometheus answer is larger than %1 MiB: narrow the query (fewer series or a longer step)</source>
        <translation>Prometheus 的响应大于 %1 MiB：请缩小查询范围（减少序列或加大步长）</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>Prometheus refused the query (%1): %2</source>
        <translation>Prometheus 拒绝了查询（%1）：%2</translation>
    </message>
    <message>
        <source>no &quot;status&quot;: &quot;success&quot;</source>
        <translation>没有 &quot;status&quot;: &quot;success&quot;</translation>
    </message>
    <message>
        <source>the result is not a matrix</source>
        <translation>结果不是矩阵（matrix）</translation>
    </message>
    <message>
        <source>no result list</source>
        <translation>没有结果列表</translation>
    </message>
    <message>
        <source>Prometheus answered %1 series, more than the %2 a query may bring: narrow the query with label matchers</source>
        <translation>Prometheus 返回了 %1 个序列，超过单次查询允许的 %2 个：请用标签匹配器缩小查询范围</translation>
    </message>
    <message>
        <source>a series is not an object</source>
        <translation>某个序列不是对象</translation>
    </message>
    <message>
        <source>label %1 is not a string</source>
        <translation>标签 %1 不是字符串</translation>
    </message>
    <message>
        <source>a series has no values</source>
        <translation>某个序列没有数值</translation>
    </message>
    <message>
        <source>Prometheus answered more than %1 points: choose a longer step or a shorter range</source>
        <translation>Prometheus 返回的数据点超过 %1 个：请选择更大的步长或更短的时间范围</translation>
    </message>
    <message>
        <source>a point is not [time, &quot;value&quot;]</source>
        <translation>某个数据点不是 [time, &quot;value&quot;] 格式</translation>
    </message>
    <message>
        <source>a point&apos;s time is out of range</source>
        <translation>某个数据点的时间超出范围</translation>
    </message>
    <message>
        <source>the points are not in time order</source>
        <translation>数据点未按时间顺序排列</translation>
    </message>
    <message>
        <source>a point&apos;s value is not a number</source>
        <translation>某个数据点的值不是数字</translation>
    </message>
</context>
<context>
    <name>cg::history::PrometheusHistorySource</name>
    <message>
        <source>Prometheus at %1</source>
        <translation>位于 %1 的 Prometheus</translation>
    </message>
    <message>
        <source>the Prometheus URL %1 is not an http:// or https:// address with a host (set it with --prometheus-url or history/prometheus_url)</source>
        <translation>Prometheus URL %1 不是带主机名的 http:// 或 https:// 地址（请用 --prometheus-url 或 history/prometheus_url 设置）</translation>
    </message>
    <message>
        <source>no PEM certificate could be read from %1 (history/prometheus_ca_file)</source>
        <translation>无法从 %1 读取任何 PEM 证书（history/prometheus_ca_file）</translation>
    </message>
    <message>
        <source>Prometheus at %1 sent more than %2 MiB: narrow the query (label matchers, a longer step or a shorter range)</source>
        <translation>位于 %1 的 Prometheus 返回的数据超过 %2 MiB：请缩小查询范围（使用标签匹配器、加大步长或缩短时间范围）</translation>
    </message>
    <message>
        <source>Prometheus at %1 did not answer within %2 s: check that it is up and reachable, or ask for a shorter range</source>
        <translation>位于 %1 的 Prometheus 未在 %2 秒内响应：请检查它是否在运行且可访问，或查询更短的时间范围</translation>
    </message>
    <message>
        <source>Prometheus at %1 refused the query (HTTP %2): it wants a bearer token; name its keychain entry with --prometheus-token-secret</source>
        <translation>位于 %1 的 Prometheus 拒绝了查询（HTTP %2）：需要 Bearer 令牌；请用 --prometheus-token-secret 指定保存该令牌的钥匙串条目</translation>
    </message>
    <message>
        <source>Prometheus at %1 refused the query (HTTP %2): check the bearer token in keychain entry %3</source>
        <translation>位于 %1 的 Prometheus 拒绝了查询（HTTP %2）：请检查钥匙串条目 %3 中的 Bearer 令牌</translation>
    </message>
    <message>
        <source>Prometheus at %1 answered with a redirect (HTTP %2), which is not followed: give its final address</source>
        <translation>位于 %1 的 Prometheus 返回了重定向（HTTP %2），重定向不会被跟随：请提供其最终地址</translation>
    </message>
    <message>
        <source>Prometheus at %1 cannot be reached: %2; check the URL and that it is running</source>
        <translation>无法连接位于 %1 的 Prometheus：%2；请检查 URL 以及它是否在运行</translation>
    </message>
    <message>
        <source>Prometheus at %1: %2</source>
        <translation>位于 %1 的 Prometheus：%2</translation>
    </message>
    <message>
        <source>the range ends before it starts</source>
        <translation>时间范围的终点早于起点</translation>
    </message>
    <message>
        <source>a query on Prometheus needs a metric name</source>
        <translation>对 Prometheus 的查询需要指标名</translation>
    </message>
    <message>
        <source>%1 steps is too many for one Prometheus query: choose a longer step (at most %2 steps)</source>
        <translation>%1 个步长对单次 Prometheus 查询而言过多：请选择更大的步长（最多 %2 个步长）</translation>
    </message>
</context>
<context>
    <name>cg::history::Selector</name>
    <message>
        <source>cannot read the series selector &quot;%1&quot; at character %2: %3; write it like gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;}</source>
        <translation>无法解析序列选择器“%1”（第 %2 个字符处）：%3；请写成 gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;} 的形式</translation>
    </message>
    <message>
        <source>a metric name is needed</source>
        <translation>需要指标名</translation>
    </message>
    <message>
        <source>expected { after the metric name</source>
        <translation>指标名之后应为 {</translation>
    </message>
    <message>
        <source>expected a label name</source>
        <translation>此处应为标签名</translation>
    </message>
    <message>
        <source>expected =, !=, =~ or !~</source>
        <translation>此处应为 =、!=、=~ 或 !~</translation>
    </message>
    <message>
        <source>expected a quoted value</source>
        <translation>此处应为带引号的值</translation>
    </message>
    <message>
        <source>the value is not closed</source>
        <translation>值未闭合</translation>
    </message>
    <message>
        <source>the regular expression does not read: %1</source>
        <translation>正则表达式无法解析：%1</translation>
    </message>
    <message>
        <source>expected , or }</source>
        <translation>此处应为 , 或 }</translation>
    </message>
    <message>
        <source>unexpected text after }</source>
        <translation>} 之后有多余的文本</translation>
    </message>
    <message>
        <source>a metric name or a label matcher is needed</source>
        <translation>需要指标名或标签匹配器</translation>
    </message>
</context>
<context>
    <name>cg::history::TimeMark</name>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1 %2 %3 by %4</source>
        <translation>%1 %2 %3，操作人 %4</translation>
    </message>
</context>
<context>
    <name>cg::jobs::AccountingImport</name>
    <message>
        <source>Slurm&apos;s job records as text: the lines of `scontrol -o show job` (one job a line, saved from the login node) or the job-completion file of JobCompType=jobcomp/filetxt</source>
        <translation>Slurm 的文本格式作业记录：`scontrol -o show job` 的输出行（每行一个作业，在登录节点上保存），或 JobCompType=jobcomp/filetxt 的作业完成文件</translation>
    </message>
    <message>
        <source>Slurm job records (*.txt *.log *.out);;All files (*)</source>
        <translation>Slurm 作业记录 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>cg::jobs::ClusterPoller</name>
    <message>
        <source>job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <source>no connection to %1</source>
        <translation>与 %1 没有连接</translation>
    </message>
    <message>
        <source>squeue on %1 failed: %2</source>
        <translation>%1 上的 squeue 失败：%2</translation>
    </message>
</context>
<context>
    <name>cg::jobs::ComplianceGate</name>
    <message>
        <source>an unknown country</source>
        <translation>未知国家或地区</translation>
    </message>
    <message>
        <source>%1 (cluster %2)</source>
        <translation>%1（集群 %2）</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is not in the ledger: register it and request its export to %2</source>
        <translation>数据集“%1”不在台账中：请登记该数据集，并提交出境至 %2 的申请</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; has no export request: request its export to %2 and have it approved and activated</source>
        <translation>数据集“%1”没有出境申请：请提交出境至 %2 的申请，并使其获批和启用</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; has export requests only for other destinations: %2; none for %3</source>
        <translation>数据集“%1”只有出境至其他目的地的申请：%2；没有出境至 %3 的申请</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is cleared for %2 by request #%3 until %4</source>
        <translation>数据集“%1”已获申请 #%3 批准出境至 %2，有效期至 %4</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 ran out on %4 (its retention period); request a new export</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 已于 %4 到期（保留期届满）；请重新提交出境申请</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is approved but not activated; activate it before the approval expires</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 已批准但尚未启用；请在批准过期前启用</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is %4, not yet approved by a compliance officer</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 处于%4状态，尚未获合规官批准</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 was rejected</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 已被驳回</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is %4; request a new export</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 处于%4状态；请重新提交出境申请</translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s datasets: %1</source>
        <translation>无法读取台账中的数据集：%1</translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s export requests: %1</source>
        <translation>无法读取台账中的出境申请：%1</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is marked active, but %4</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 被标记为已启用，但%4</translation>
    </message>
    <message>
        <source>the ledger holds no signed approval of it (its state was changed without a decision)</source>
        <translation>台账中没有对它的已签名批准（其状态是在未作决定的情况下被更改的）</translation>
    </message>
    <message>
        <source>the trust anchors cannot be read (%1)</source>
        <translation>无法读取信任锚（%1）</translation>
    </message>
    <message>
        <source>no trust anchor is configured, so its approval by %1 cannot be verified: put the founding admin&apos;s key (printed by &apos;clustergate ledger found&apos;) in %2</source>
        <translation>未配置信任锚，因此无法验证 %1 对它的批准：请将创始管理员的密钥（由“clustergate ledger found”输出）放入 %2</translation>
    </message>
    <message>
        <source>its approval is signed as %1, who has no valid registration</source>
        <translation>其批准以 %1 的名义签名，但此人没有有效的登记</translation>
    </message>
    <message>
        <source>its approval names %1 but is signed with the key of %2</source>
        <translation>其批准署名为 %1，却是用 %2 的密钥签名的</translation>
    </message>
    <message>
        <source>the signature of its approval by %1 does not verify (the approval was altered)</source>
        <translation>%1 对它的批准签名验证未通过（批准已被篡改）</translation>
    </message>
    <message>
        <source>its approval is signed by %1 (%2), whose key no trust anchor vouches for</source>
        <translation>其批准由 %1（%2）签名，但没有任何信任锚为该密钥担保</translation>
    </message>
    <message>
        <source>its approval by %1 expired on %2; ask for a new decision</source>
        <translation>%1 对它的批准已于 %2 到期；请申请新的决定</translation>
    </message>
    <message>
        <source>its dataset %1 is no longer in the ledger</source>
        <translation>其数据集 %1 已不在台账中</translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s registrations: %1</source>
        <translation>无法读取台账的登记记录：%1</translation>
    </message>
    <message>
        <source>the command reads %1, which is dataset &apos;%2&apos; in the ledger, but the spec does not list &apos;%2&apos; under datasets: list it so that its export approval is checked</source>
        <translation>命令读取了 %1，即台账中的数据集“%2”，但规格未在 datasets 下列出“%2”：请将其列出，以便检查其出境批准</translation>
    </message>
    <message>
        <source>the command names data (&apos;%1&apos;) but the spec lists no ledger dataset: list the dataset it belongs to under datasets (or register it in the ledger)</source>
        <translation>命令涉及数据（“%1”），但规格未列出任何台账数据集：请在 datasets 下列出它所属的数据集（或在台账中登记该数据集）</translation>
    </message>
    <message>
        <source>the request or its datasets&apos; grades or versions changed after %1 approved it; it needs a new decision</source>
        <translation>%1 批准后，该申请或其数据集的级别或版本发生了变化；需要重新作出决定</translation>
    </message>
    <message>
        <source>%1 on cluster %2 (request #%3, %4)</source>
        <translation>%1 的集群 %2（申请 #%3，%4）</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 has a destruction certificate (its data was destroyed on %4); request a new export</source>
        <translation>数据集“%1”：出境至 %3 的申请 #%2 已有销毁证明（其数据已于 %4 销毁）；请重新提交出境申请</translation>
    </message>
    <message>
        <source>its approval does not count: %1</source>
        <translation>其批准无效：%1</translation>
    </message>
    <message>
        <source>the audit log records it as %1 (row %2), which is final: it cannot be revived</source>
        <translation>审计日志将其记录为 %1（第 %2 行），这是终态：无法恢复</translation>
    </message>
    <message>
        <source>the destination names no cluster, so the datasets&apos; export approvals (each for one cluster) cannot be checked</source>
        <translation>目的地未指定集群，因此无法检查数据集的出境批准（每项批准只针对一个集群）</translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s audit log: %1</source>
        <translation>无法读取台账的审计日志：%1</translation>
    </message>
</context>
<context>
    <name>cg::jobs::HostAgent</name>
    <message>
        <source>a status line of the agent is too long</source>
        <translation>代理的某条状态行过长</translation>
    </message>
    <message>
        <source>the agent printed what is not a status line</source>
        <translation>代理输出的内容不是状态行</translation>
    </message>
    <message>
        <source>the agent printed a status line without a job id or state</source>
        <translation>代理输出的状态行缺少作业编号或状态</translation>
    </message>
    <message>
        <source>the bundled clustergate-agent was not found (looked in %1); set CLUSTERGATE_AGENT to its path</source>
        <translation>未找到内置的 clustergate-agent（已查找 %1）；请将 CLUSTERGATE_AGENT 设为其路径</translation>
    </message>
    <message>
        <source>host %1 cannot be reached: %2</source>
        <translation>无法连接主机 %1：%2</translation>
    </message>
    <message>
        <source>host %1: the agent&apos;s directory cannot be used: %2</source>
        <translation>主机 %1：代理目录无法使用：%2</translation>
    </message>
    <message>
        <source>host %1 is a %2 machine and the bundled agent is built for %3</source>
        <translation>主机 %1 是 %2 机器，而内置代理是为 %3 构建的</translation>
    </message>
    <message>
        <source>cannot read the bundled agent %1: %2</source>
        <translation>无法读取内置代理 %1：%2</translation>
    </message>
    <message>
        <source>putting the agent on host %1</source>
        <translation>正在将代理部署到主机 %1</translation>
    </message>
    <message>
        <source>host %1 has a job %2 already</source>
        <translation>主机 %1 上已有作业 %2</translation>
    </message>
    <message>
        <source>starting the job on host %1</source>
        <translation>正在主机 %1 上启动作业</translation>
    </message>
    <message>
        <source>the jobs on host %1</source>
        <translation>主机 %1 上的作业</translation>
    </message>
    <message>
        <source>cancelling %1 on host %2</source>
        <translation>正在取消主机 %2 上的 %1</translation>
    </message>
    <message>
        <source>the log of %1 on host %2</source>
        <translation>主机 %2 上 %1 的日志</translation>
    </message>
    <message>
        <source>following the log of %1 on host %2</source>
        <translation>正在跟踪主机 %2 上 %1 的日志</translation>
    </message>
    <message>
        <source>the GPUs of host %1</source>
        <translation>主机 %1 的 GPU</translation>
    </message>
    <message>
        <source>host %1 printed what is not a GPU list</source>
        <translation>主机 %1 输出的内容不是 GPU 列表</translation>
    </message>
</context>
<context>
    <name>cg::jobs::HostsJobTable</name>
    <message>
        <source>a job without a valid id</source>
        <translation>作业编号无效</translation>
    </message>
    <message>
        <source>job %1 has no known stage</source>
        <translation>作业 %1 没有已知的阶段</translation>
    </message>
    <message>
        <source>job %1 is started but its hosts are not recorded</source>
        <translation>作业 %1 已启动，但未记录其主机</translation>
    </message>
    <message>
        <source>cannot create the directory of %1</source>
        <translation>无法创建 %1 的目录</translation>
    </message>
    <message>
        <source>the job table %1 is held by another console (its lock file stays)</source>
        <translation>作业表 %1 被另一个控制台占用（其锁文件仍在）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation>%1 大于 %2 MiB</translation>
    </message>
    <message>
        <source>%1 is not a job table (%2)</source>
        <translation>%1 不是作业表（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::jobs::ImageReferences</name>
    <message>
        <source>the image is empty</source>
        <translation>镜像为空</translation>
    </message>
    <message>
        <source>the image reference is longer than a registry accepts</source>
        <translation>镜像引用超过了镜像仓库可接受的长度</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the digest is not sha256: followed by 64 lowercase hex digits</source>
        <translation>“%1”：摘要不是 sha256: 后跟 64 位小写十六进制数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the tag &quot;%2&quot; is not a valid tag (letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;, at most 128, not starting with &apos;.&apos; or &apos;-&apos;)</source>
        <translation>“%1”：标签“%2”无效（只能包含字母、数字、&apos;_&apos;、&apos;.&apos; 和 &apos;-&apos;，最多 128 个字符，且不能以 &apos;.&apos; 或 &apos;-&apos; 开头）</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the name is longer than %2 characters</source>
        <translation>“%1”：名称超过 %2 个字符</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a registry host name</source>
        <translation>“%1”：“%2”不是镜像仓库主机名</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a valid repository name part (lowercase letters and digits, separated by &apos;.&apos;, &apos;_&apos;, &apos;__&apos; or dashes)</source>
        <translation>“%1”：“%2”不是有效的仓库名称部分（小写字母和数字，以 &apos;.&apos;、&apos;_&apos;、&apos;__&apos; 或短横线分隔）</translation>
    </message>
</context>
<context>
    <name>cg::jobs::ImageResolver</name>
    <message>
        <source>the answer is larger than %1 bytes</source>
        <translation>应答超过 %1 字节</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>%1 秒内没有应答</translation>
    </message>
    <message>
        <source>its token service &quot;%1&quot; is not a usable https address</source>
        <translation>其令牌服务“%1”不是可用的 https 地址</translation>
    </message>
    <message>
        <source>it asks for credentials (HTTP 401) and gave no anonymous pull token: use a registry or mirror that allows anonymous pulls</source>
        <translation>它要求提供凭据（HTTP 401），且未给出匿名拉取令牌：请使用允许匿名拉取的镜像仓库或镜像站</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>it has no %1:%2</source>
        <translation>其中没有 %1:%2</translation>
    </message>
    <message>
        <source>it refuses an anonymous pull (HTTP %1)</source>
        <translation>它拒绝匿名拉取（HTTP %1）</translation>
    </message>
    <message>
        <source>asked for %1, it answered %2</source>
        <translation>请求的是 %1，应答的却是 %2</translation>
    </message>
    <message>
        <source>%1 is %2 at %3 but %4 at %5: the registries disagree, so what runs would depend on which one answers; pin a digest (IMAGE@sha256:...) or bring the mirror up to date</source>
        <translation>%1 在 %3 上为 %2，但在 %5 上为 %4：各镜像仓库不一致，实际运行的内容将取决于由哪个仓库应答；请固定摘要（IMAGE@sha256:...）或将镜像站同步到最新</translation>
    </message>
    <message>
        <source>%1 cannot be resolved to a digest: %2</source>
        <translation>无法将 %1 解析为摘要：%2</translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackend</name>
    <message>
        <source>%1 lists its queue only through list()</source>
        <translation>%1 只能通过 list() 列出其队列</translation>
    </message>
    <message>
        <source>the job lists datasets, but no compliance gate was given to check them</source>
        <translation>作业列出了数据集，但未提供用于检查它们的合规关卡</translation>
    </message>
    <message>
        <source>refused by the compliance gate for %1 (%2): %3</source>
        <translation>被 %1（%2）的合规关卡拒绝：%3</translation>
    </message>
    <message>
        <source>no country or region known</source>
        <translation>未知的国家或地区</translation>
    </message>
    <message>
        <source>the refusal could not be written to the audit log: %1</source>
        <translation>无法将拒绝记录写入审计日志：%1</translation>
    </message>
    <message>
        <source>the compliance gate could not read the ledger: %1</source>
        <translation>合规关卡无法读取台账：%1</translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackendChoice</name>
    <message>
        <source>no job backend is called &apos;%1&apos; (known: %2)</source>
        <translation>没有名为“%1”的作业后端（已知：%2）</translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackendRegistry</name>
    <message>
        <source>no job backend is called &apos;%1&apos; (known: %2)</source>
        <translation>没有名为“%1”的作业后端（已知：%2）</translation>
    </message>
    <message>
        <source>through the login node&apos;s Slurm scheduler</source>
        <translation>经由登录节点上的 Slurm 调度器运行</translation>
    </message>
    <message>
        <source>on the nodes themselves over SSH, where there is no scheduler (docs/jobs.md)</source>
        <translation>通过 SSH 直接在各节点上运行，适用于没有调度器的情况（docs/jobs.md）</translation>
    </message>
    <message>
        <source>on this machine</source>
        <translation>在本机上运行</translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobSpecs</name>
    <message>
        <source>&apos;%1&apos; is empty; expected %2</source>
        <translation>“%1”为空；应为%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value: %2</source>
        <translation>“%1”必须是单个值：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2</source>
        <translation>“%1”必须是%2</translation>
    </message>
    <message>
        <source>a name of 1-64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit</source>
        <translation>由 1-64 个字母、数字、“.”、“_”或“-”组成并以字母或数字开头的名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation>“%1”必须是%2，而不是“%3”</translation>
    </message>
    <message>
        <source>a whole number of at least %1</source>
        <translation>不小于 %1 的整数</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 之一</translation>
    </message>
    <message>
        <source>%1 must be a map with the keys %2</source>
        <translation>%1 必须是包含键 %2 的映射</translation>
    </message>
    <message>
        <source>a key in %1 must be a plain word</source>
        <translation>%1 中的键必须是普通单词</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; did you mean &apos;%3&apos;?</source>
        <translation>%2 中有未知的键“%1”；是否应为“%3”？</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; expected one of %3</source>
        <translation>%2 中有未知的键“%1”；应为以下之一：%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice in %2</source>
        <translation>“%1”在 %2 中出现了两次</translation>
    </message>
    <message>
        <source>&apos;resources&apos;</source>
        <translation>“resources”</translation>
    </message>
    <message>
        <source>&apos;datasets&apos; must be a list of ledger dataset names, each &apos;- name&apos; or &apos;- {id: name, version: v}&apos;</source>
        <translation>“datasets”必须是台账数据集名称的列表，每项为“- name”或“- {id: name, version: v}”</translation>
    </message>
    <message>
        <source>a ledger dataset name or id</source>
        <translation>台账中的数据集名称或 ID</translation>
    </message>
    <message>
        <source>a dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>one line of at most 128 characters</source>
        <translation>不超过 128 个字符的单行文本</translation>
    </message>
    <message>
        <source>a dataset needs an &apos;id&apos; (its ledger name)</source>
        <translation>数据集需要“id”（其在台账中的名称）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a ledger dataset name (letters, digits and . _ : / @ + -)</source>
        <translation>“%1”不是台账数据集名称（字母、数字和 . _ : / @ + -）</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is listed twice</source>
        <translation>数据集“%1”列出了两次</translation>
    </message>
    <message>
        <source>&apos;checkpoint&apos;</source>
        <translation>“checkpoint”</translation>
    </message>
    <message>
        <source>&apos;resume&apos;</source>
        <translation>“resume”</translation>
    </message>
    <message>
        <source>a job spec</source>
        <translation>作业规格</translation>
    </message>
    <message>
        <source>a duration such as 2-00:00:00, 48:00:00, 90m, 36h or 2d (at most 365 days)</source>
        <translation>时长，例如 2-00:00:00、48:00:00、90m、36h 或 2d（最多 365 天）</translation>
    </message>
    <message>
        <source>a container image (a path to a .sif file or a registry reference) without spaces or quotes</source>
        <translation>不含空格或引号的容器镜像（.sif 文件路径或镜像仓库引用）</translation>
    </message>
    <message>
        <source>a virtualenv or conda prefix on the cluster, without spaces or quotes</source>
        <translation>集群上不含空格或引号的 virtualenv 或 conda 前缀</translation>
    </message>
    <message>
        <source>the bash command each replica runs</source>
        <translation>每个副本运行的 bash 命令</translation>
    </message>
    <message>
        <source>a commit id or tag (letters, digits, . _ / + -)</source>
        <translation>提交 ID 或标签（字母、数字和 . _ / + -）</translation>
    </message>
    <message>
        <source>missing &apos;name&apos; (the job&apos;s name on the cluster)</source>
        <translation>缺少“name”（作业在集群上的名称）</translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs)</source>
        <translation>缺少“command”（每个副本运行的 bash 命令）</translation>
    </message>
    <message>
        <source>give either &apos;image&apos; or &apos;environment&apos;, not both</source>
        <translation>“image”和“environment”只能给出其一，不能同时给出</translation>
    </message>
    <message>
        <source>larger than 1 MiB; a job spec is a short YAML file</source>
        <translation>超过 1 MiB；作业规格应是简短的 YAML 文件</translation>
    </message>
    <message>
        <source>the spec is empty; expected at least &apos;name&apos; and &apos;command&apos;</source>
        <translation>规格为空；至少应有“name”和“command”</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>not a readable spec: %1</source>
        <translation>不是可读取的规格：%1</translation>
    </message>
    <message>
        <source>%1: larger than 1 MiB; not a job spec</source>
        <translation>%1：超过 1 MiB；不是作业规格</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: no such file, and not a template name (templates: %2)</source>
        <translation>%1：没有此文件，也不是模板名称（模板：%2）</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a top-level key of the flat layout, but this spec uses the guides&apos; layout (&apos;job:&apos; at line %2): move &apos;%1&apos; under &apos;%3&apos;, or write every key at the top without &apos;job:&apos;</source>
        <translation>“%1”是扁平布局的顶层键，但此规格使用的是指南中的布局（第 %2 行的“job:”）：请将“%1”移到“%3”之下，或者不用“job:”、把所有键都写在顶层</translation>
    </message>
    <message>
        <source>the top</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice: in %2 and in %3; keep one</source>
        <translation>“%1”给出了两次：分别在 %2 和 %3 中；请保留一处</translation>
    </message>
    <message>
        <source>&apos;job&apos;</source>
        <translation>“job”</translation>
    </message>
    <message>
        <source>&apos;worker&apos;</source>
        <translation>“worker”</translation>
    </message>
    <message>
        <source>&apos;resources&apos; belongs under &apos;worker:&apos; in the guides&apos; layout (job: worker: resources:)</source>
        <translation>在指南的布局中，“resources”应位于“worker:”之下（job: worker: resources:）</translation>
    </message>
    <message>
        <source>missing &apos;name&apos; under &apos;job:&apos; (the job&apos;s name on the cluster), e.g. &apos;name: finetune-batch-01&apos;</source>
        <translation>“job:”下缺少“name”（作业在集群上的名称），例如“name: finetune-batch-01”</translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs; the guides&apos; example leaves it out): add it under &apos;worker:&apos;, indented like &apos;resources:&apos;, e.g. &apos;%1&apos;</source>
        <translation>缺少“command”（每个副本运行的 bash 命令；指南中的示例省略了它）：请将其添加到“worker:”之下，与“resources:”同样缩进，例如“%1”</translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs): add &apos;worker:&apos; under &apos;job:&apos; with it, e.g. &apos;worker: {%1}&apos;</source>
        <translation>缺少“command”（每个副本运行的 bash 命令）：请在“job:”下添加包含它的“worker:”，例如“worker: {%1}”</translation>
    </message>
    <message>
        <source>&apos;preemptible: false&apos; contradicts &apos;priority: low&apos; (low means preemptible); drop one of them</source>
        <translation>“preemptible: false”与“priority: low”矛盾（low 即表示可抢占）；请删除其中之一</translation>
    </message>
    <message>
        <source>a path on the cluster&apos;s shared filesystem or an object-store://bucket/prefix or s3://bucket/prefix URI</source>
        <translation>集群共享文件系统上的路径，或 object-store://bucket/prefix 或 s3://bucket/prefix URI</translation>
    </message>
    <message>
        <source>only one filesystem path may be given for checkpoints; the others can be s3:// or object-store:// mirrors</source>
        <translation>检查点只能指定一个文件系统路径；其他的可以是 s3:// 或 object-store:// 镜像</translation>
    </message>
    <message>
        <source>&apos;storage&apos;</source>
        <translation>“storage”</translation>
    </message>
    <message>
        <source>give &apos;strategy&apos; or &apos;mode&apos; in &apos;resume&apos;, not both (they are the same setting)</source>
        <translation>请在“resume”中指定“strategy”或“mode”，不要同时指定（二者是同一设置）</translation>
    </message>
    <message>
        <source>accepted: object-store://bucket/prefix, s3://bucket/prefix or a path on the cluster&apos;s shared filesystem</source>
        <translation>可接受：object-store://bucket/prefix、s3://bucket/prefix 或集群共享文件系统上的路径</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a path on the cluster (no spaces, quotes or &apos;$&apos;); %2</source>
        <translation>“%1”不是集群上的路径（不能含空格、引号或“$”）；%2</translation>
    </message>
    <message>
        <source>unknown URI scheme &apos;%1://&apos; in &apos;%2&apos;; %3</source>
        <translation>“%2”中的 URI 方案“%1://”未知；%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;%2&apos; is not a bucket name (3-63 lowercase letters, digits, &apos;.&apos; or &apos;-&apos;, or the guides&apos; placeholder &lt;bucket&gt; for the cluster&apos;s default bucket)</source>
        <translation>“%2”中的“%1”不是有效的存储桶名称（3-63 个小写字母、数字、“.”或“-”，或指南中代表集群默认存储桶的占位符 &lt;bucket&gt;）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has characters an object key here cannot have (letters, digits and . _ / + @ % , = - only)</source>
        <translation>“%1”包含此处对象键不允许的字符（只能使用字母、数字和 . _ / + @ % , = -）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a &apos;.&apos; or &apos;..&apos; segment; write the object key without them</source>
        <translation>“%1”含有“.”或“..”路径段；请写出不含它们的对象键</translation>
    </message>
    <message>
        <source>&apos;failover&apos;</source>
        <translation>&apos;failover&apos;</translation>
    </message>
    <message>
        <source>a saved cluster&apos;s name</source>
        <translation>已保存集群的名称</translation>
    </message>
    <message>
        <source>&apos;backups&apos; must be a list of saved clusters&apos; names</source>
        <translation>&apos;backups&apos; 必须是已保存集群名称的列表</translation>
    </message>
    <message>
        <source>&apos;backups&apos; names &apos;%1&apos; twice or is empty</source>
        <translation>&apos;backups&apos; 中的 &apos;%1&apos; 出现了两次或为空</translation>
    </message>
    <message>
        <source>a duration such as 45s, 10m, 2h or 1d (at least 10 seconds, at most 30 days)</source>
        <translation>时长，例如 45s、10m、2h 或 1d（至少 10 秒，至多 30 天）</translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobState</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待运行</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>completing</source>
        <translation>收尾中</translation>
    </message>
    <message>
        <source>requeued</source>
        <translation>已重新排队</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>node failed</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
</context>
<context>
    <name>cg::jobs::LocalLoginNode</name>
    <message>
        <source>/bin/sh did not start: %1</source>
        <translation>/bin/sh 未能启动：%1</translation>
    </message>
    <message>
        <source>the command printed more than %1 MiB</source>
        <translation>命令输出超过 %1 MiB</translation>
    </message>
    <message>
        <source>this machine did not answer within %1 s</source>
        <translation>本机在 %1 秒内没有响应</translation>
    </message>
    <message>
        <source>the command was killed on this machine</source>
        <translation>命令在本机上被终止</translation>
    </message>
    <message>
        <source>this machine (%1)</source>
        <translation>本机（%1）</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmBackend</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: exit status %2</source>
        <translation>%1：退出状态 %2</translation>
    </message>
    <message>
        <source>sbatch on %1</source>
        <translation>%1 上的 sbatch</translation>
    </message>
    <message>
        <source>sbatch on %1 answered &apos;%2&apos; instead of a job id</source>
        <translation>%1 上的 sbatch 返回了“%2”，而不是作业 ID</translation>
    </message>
    <message>
        <source>job %1 was submitted, but the submission could not be written to the audit log: %2</source>
        <translation>作业 %1 已提交，但提交记录无法写入审计日志：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Slurm job id</source>
        <translation>“%1”不是 Slurm 作业 ID</translation>
    </message>
    <message>
        <source>%1 job %2 on %3</source>
        <translation>在 %3 上对作业 %2 执行 %1</translation>
    </message>
    <message>
        <source>job %1 on %2</source>
        <translation>%2 上的作业 %1</translation>
    </message>
    <message>
        <source>Slurm did not say where job %1 writes its output</source>
        <translation>Slurm 未说明作业 %1 的输出写到哪里</translation>
    </message>
    <message>
        <source>job %1 has no output yet (%2 does not exist; has it started?)</source>
        <translation>作业 %1 还没有输出（%2 不存在；作业是否已开始？）</translation>
    </message>
    <message>
        <source>the log of job %1</source>
        <translation>作业 %1 的日志</translation>
    </message>
    <message>
        <source>following the log of job %1</source>
        <translation>正在跟踪作业 %1 的日志</translation>
    </message>
    <message>
        <source>squeue on %1 printed what cannot be read (line %2: %3)</source>
        <translation>%1 上的 squeue 输出了无法解析的内容（第 %2 行：%3）</translation>
    </message>
    <message>
        <source>sinfo printed what cannot be read (line %1: %2)</source>
        <translation>sinfo 输出了无法解析的内容（第 %1 行：%2）</translation>
    </message>
    <message>
        <source>Slurm&apos;s commands are not found on the login node of %1: make sure the login node in the cluster&apos;s settings is one where squeue runs (or Slurm is on its PATH), then press Refresh.</source>
        <translation>在 %1 的登录节点上找不到 Slurm 命令：请确保集群设置中的登录节点能够运行 squeue（或其 PATH 中包含 Slurm），然后按“刷新”。</translation>
    </message>
    <message>
        <source>The Slurm controller of %1 does not answer: try again in a minute; if it stays so, ask the provider whether slurmctld is running.</source>
        <translation>%1 的 Slurm 控制器没有响应：请一分钟后重试；如果仍无响应，请询问服务商 slurmctld 是否在运行。</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmRecords</name>
    <message>
        <source>&apos;%1&apos; names no host</source>
        <translation>“%1”没有指定任何主机</translation>
    </message>
    <message>
        <source>Slurm would read a host named &apos;%1&apos; here, which no node list Slurm prints holds: the record is damaged</source>
        <translation>Slurm 会在此处读到名为“%1”的主机，而 Slurm 输出的节点列表中不可能有这样的主机：该记录已损坏</translation>
    </message>
    <message>
        <source>line %1: %2 characters long; an accounting record is at most %3 characters (one job per line), so this is not one</source>
        <translation>第 %1 行：长 %2 个字符；记账记录最多 %3 个字符（每行一个作业），因此这不是记账记录</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>not a line of `scontrol -o show job` (no JobId= and JobState=): %1</source>
        <translation>不是 `scontrol -o show job` 的输出行（没有 JobId= 和 JobState=）：%1</translation>
    </message>
    <message>
        <source>job %1: NodeList=%2: %3</source>
        <translation>作业 %1：NodeList=%2：%3</translation>
    </message>
    <message>
        <source>job %1: Nodes=%2: %3</source>
        <translation>作业 %1：Nodes=%2：%3</translation>
    </message>
    <message>
        <source>job %1: its node groups (Nodes=) name more than %2 hosts</source>
        <translation>作业 %1：其节点组（Nodes=）列出的主机超过 %2 台</translation>
    </message>
    <message>
        <source>not a jobcomp/filetxt line (no JobId=, JobState= and NodeCnt=): %1</source>
        <translation>不是 jobcomp/filetxt 行（没有 JobId=、JobState= 和 NodeCnt=）：%1</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmScripts</name>
    <message>
        <source>the job has no command to run</source>
        <translation>作业没有要运行的命令</translation>
    </message>
    <message>
        <source>job name &apos;%1&apos; is not 1-64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation>作业名称“%1”不是由 1-64 个字母、数字、“.”、“_”或“-”组成</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; of cluster %3 is not a Slurm name (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>集群 %3 的 %1“%2”不是有效的 Slurm 名称（字母、数字、“.”、“_”、“-”）</translation>
    </message>
    <message>
        <source>log directory &apos;%1&apos; of cluster %2 must be a plain path (Slurm does not expand $HOME or ~ in #SBATCH lines)</source>
        <translation>集群 %2 的日志目录“%1”必须是普通路径（Slurm 不会展开 #SBATCH 行中的 $HOME 或 ~）</translation>
    </message>
    <message>
        <source>checkpoint directory &apos;%1&apos; must be a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation>检查点目录“%1”必须是普通路径（字母、数字、/ . _ - 以及开头的 $HOME 或 ~）</translation>
    </message>
    <message>
        <source>checkpoint mirror &apos;%1&apos; contains a quote</source>
        <translation>检查点镜像“%1”包含引号</translation>
    </message>
    <message>
        <source>no time_limit: the partition&apos;s default applies, and the USR1 warning %1 s before it lets the job checkpoint only if that default is finite</source>
        <translation>未设置 time_limit：将使用分区的默认时限；只有该默认值有限时，在其前 %1 秒发出的 USR1 警告才能让作业保存检查点</translation>
    </message>
    <message>
        <source>cluster %1 maps no QoS or partition to priority %2; the job runs at the partition&apos;s default priority</source>
        <translation>集群 %1 没有为优先级 %2 映射 QoS 或分区；作业将以分区的默认优先级运行</translation>
    </message>
    <message>
        <source>cluster %1 has no switch topology (topology/tree): locality same-switch is not enforced there</source>
        <translation>集群 %1 没有交换机拓扑（topology/tree）：该集群上不会强制 same-switch 局部性</translation>
    </message>
    <message>
        <source>&apos;%1&apos; still has the guides&apos; placeholder &lt;bucket&gt;: write your bucket&apos;s name there, or give cluster %2 a default bucket (Default bucket in its Placement and storage settings, or --bucket)</source>
        <translation>“%1”仍含有指南中的占位符 &lt;bucket&gt;：请在此处写上您的存储桶名称，或为集群 %2 设置默认存储桶（其“调度与存储”设置中的“默认存储桶”，或 --bucket）</translation>
    </message>
    <message>
        <source>the default bucket &apos;%1&apos; of cluster %2 is not a bucket name</source>
        <translation>集群 %2 的默认存储桶“%1”不是有效的存储桶名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; maps to &apos;%2&apos; on cluster %3, which is not a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation>在集群 %3 上，“%1”映射为“%2”，这不是普通路径（字母、数字、/ . _ - 以及开头的 $HOME 或 ~）</translation>
    </message>
    <message>
        <source>the object-store remote &apos;%1&apos; of cluster %2 is not an rclone remote name</source>
        <translation>集群 %2 的对象存储远端“%1”不是 rclone 远端名称</translation>
    </message>
    <message>
        <source>cluster %1 has no object store configured, so &apos;%2&apos; cannot be reached: give the path where the object store is mounted on the cluster or the nodes&apos; rclone remote for it (Placement and storage in the cluster&apos;s settings, or --object-store-root / --object-store-remote), or write an s3:// URI or a path on the cluster instead</source>
        <translation>集群 %1 未配置对象存储，因此无法访问“%2”：请提供对象存储在集群上的挂载路径或节点访问它所用的 rclone 远端（集群设置中的“调度与存储”，或 --object-store-root / --object-store-remote），或改写为 s3:// URI 或集群上的路径</translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; would be staged in &apos;%2&apos;, which is not a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation>数据集“%1”将暂存到“%2”，这不是普通路径（字母、数字、/ . _ - 以及开头的 $HOME 或 ~）</translation>
    </message>
    <message>
        <source>cluster %1 has no topology information, so &apos;interconnect: high-speed&apos; cannot be honoured: name the node feature its high-speed nodes carry (for sbatch --constraint), or say that its topology plugin honours --switches, in Placement and storage in the cluster&apos;s settings (or --interconnect-feature NAME / --switches), or remove &apos;interconnect&apos; from the spec</source>
        <translation>集群 %1 没有拓扑信息，因此无法满足“interconnect: high-speed”：请在集群设置的“调度与存储”中（或用 --interconnect-feature NAME / --switches）指定其高速节点所带的节点特性（用于 sbatch --constraint），或声明其拓扑插件支持 --switches；也可从规格中删除“interconnect”</translation>
    </message>
    <message>
        <source>interconnect feature &apos;%1&apos; of cluster %2 is not a Slurm feature name</source>
        <translation>集群 %2 的互连特性“%1”不是 Slurm 特性名称</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SqueueFormat</name>
    <message>
        <source>expected %1 &apos;|&apos;-separated fields, found %2</source>
        <translation>应为 %1 个以“|”分隔的字段，实际为 %2 个</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a job id</source>
        <translation>“%1”不是作业 ID</translation>
    </message>
    <message>
        <source>job %1 has no state</source>
        <translation>作业 %1 没有状态</translation>
    </message>
    <message>
        <source>job %1: restart count &apos;%2&apos; is not a number</source>
        <translation>作业 %1：重启次数“%2”不是数字</translation>
    </message>
    <message>
        <source>scontrol printed nothing</source>
        <translation>scontrol 没有输出任何内容</translation>
    </message>
    <message>
        <source>not a job record: %1</source>
        <translation>不是作业记录：%1</translation>
    </message>
    <message>
        <source>job %1: no JobState in scontrol&apos;s answer</source>
        <translation>作业 %1：scontrol 的输出中没有 JobState</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SshHostsBackend</name>
    <message>
        <source>A host of %1 has no space left for the agent or the job&apos;s directory (~/.cache/clustergate): free some, then submit again.</source>
        <translation>%1 的某台主机没有剩余空间存放代理或作业目录（~/.cache/clustergate）：请释放一些空间后重新提交。</translation>
    </message>
    <message>
        <source>The agent&apos;s directory on a host of %1 cannot be written by this user: check ~/.cache/clustergate there.</source>
        <translation>当前用户无法写入 %1 某台主机上的代理目录：请检查该主机上的 ~/.cache/clustergate。</translation>
    </message>
    <message>
        <source>waiting for hosts</source>
        <translation>正在等待主机</translation>
    </message>
    <message>
        <source>host %1 is no longer in cluster %2</source>
        <translation>主机 %1 已不在集群 %2 中</translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>主机 %1：%2</translation>
    </message>
    <message>
        <source>requeued: %1</source>
        <translation>已重新排队：%1</translation>
    </message>
    <message>
        <source>host %1 is unknown</source>
        <translation>主机 %1 未知</translation>
    </message>
    <message>
        <source>this machine has %1 free GPU(s) and the job asks for %2: it runs with CUDA_VISIBLE_DEVICES set to what is free</source>
        <translation>本机有 %1 块空闲 GPU，而作业申请 %2 块：作业将以设为空闲 GPU 的 CUDA_VISIBLE_DEVICES 运行</translation>
    </message>
    <message>
        <source>the job would wait in the queue: %1</source>
        <translation>作业将在队列中等待：%1</translation>
    </message>
    <message>
        <source>the job would start now on %1</source>
        <translation>作业将立即在 %1 上启动</translation>
    </message>
    <message>
        <source>job %1 waits in the queue of %2: %3</source>
        <translation>作业 %1 在 %2 的队列中等待：%3</translation>
    </message>
    <message>
        <source>%1 (its GPUs are not counted)</source>
        <translation>%1（其 GPU 不计入）</translation>
    </message>
    <message>
        <source>job %1 was submitted, but the submission could not be written to the audit log: %2</source>
        <translation>作业 %1 已提交，但提交记录无法写入审计日志：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a job id of %2</source>
        <translation>“%1”不是 %2 的作业 ID</translation>
    </message>
    <message>
        <source>cluster %1 has no job %2</source>
        <translation>集群 %1 中没有作业 %2</translation>
    </message>
    <message>
        <source>job %1 has ended already</source>
        <translation>作业 %1 已结束</translation>
    </message>
    <message>
        <source>cancelling job %1: %2</source>
        <translation>正在取消作业 %1：%2</translation>
    </message>
    <message>
        <source>job %1 is not running</source>
        <translation>作业 %1 未在运行</translation>
    </message>
    <message>
        <source>requeueing job %1: %2</source>
        <translation>正在重新排队作业 %1：%2</translation>
    </message>
    <message>
        <source>only a job that waits in the queue can be held</source>
        <translation>只有在队列中等待的作业才能挂起</translation>
    </message>
    <message>
        <source>job %1 is not held</source>
        <translation>作业 %1 未被挂起</translation>
    </message>
    <message>
        <source>job %1 waits in the queue and has no output yet (%2)</source>
        <translation>作业 %1 在队列中等待，尚无输出（%2）</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs free (%3)</source>
        <translation>%2 块 GPU 中有 %1 块空闲（%3）</translation>
    </message>
    <message>
        <source>the job asks for %1 hosts and cluster %2 has %3</source>
        <translation>作业申请 %1 台主机，而集群 %2 只有 %3 台</translation>
    </message>
    <message>
        <source>the job asks for %1 GPUs on each of %2 hosts; only %3 host(s) of cluster %4 have that many</source>
        <translation>作业在 %2 台主机上每台申请 %1 块 GPU；集群 %4 中只有 %3 台主机有这么多 GPU</translation>
    </message>
    <message>
        <source>host %1 has %2 of %3 GPUs free</source>
        <translation>主机 %1 的 %3 块 GPU 中有 %2 块空闲</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>没有主机</translation>
    </message>
    <message>
        <source>&apos;interconnect: high-speed&apos; is not checked on %1: hosts without a scheduler do not say which fabric they share</source>
        <translation>未在 %1 上检查“interconnect: high-speed”：没有调度器的主机不会说明它们共享哪种互连网络</translation>
    </message>
    <message>
        <source>locality same-switch is not enforced on %1 (no topology)</source>
        <translation>未在 %1 上强制执行 same-switch 局部性要求（无拓扑信息）</translation>
    </message>
    <message>
        <source>the checkpoint wrapper has no cg_main to call</source>
        <translation>检查点包装脚本中没有可调用的 cg_main</translation>
    </message>
</context>
<context>
    <name>cg::jobs::SshLoginNode</name>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 在 %2 秒内没有响应</translation>
    </message>
    <message>
        <source>the command was killed by signal %1 on %2</source>
        <translation>命令在 %2 上被信号 %1 终止</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::ledger::AnchorBook</name>
    <message>
        <source>cannot read the trust anchors %1: %2</source>
        <translation>无法读取信任锚 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>not a verifier key (NAME+HASH+BASE64)</source>
        <translation>不是验证密钥（NAME+HASH+BASE64）</translation>
    </message>
    <message>
        <source>this anchor is already trusted</source>
        <translation>此信任锚已受信任</translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
    <message>
        <source>cannot write the trust anchors %1: %2</source>
        <translation>无法写入信任锚 %1：%2</translation>
    </message>
    <message>
        <source>say who vouched for the key (who confirmed it with its owner, and how)</source>
        <translation>请说明由谁为该密钥担保（谁与密钥所有人核实过，以及如何核实）</translation>
    </message>
    <message>
        <source>%1 is not a verifier key (NAME+HASH+BASE64, as &apos;clustergate ledger officers&apos; prints it)</source>
        <translation>%1 不是验证密钥（NAME+HASH+BASE64，即“clustergate ledger officers”输出的格式）</translation>
    </message>
    <message>
        <source>say who vouched for the checkpoint (where it was kept, who handed it over)</source>
        <translation>请说明由谁为该检查点担保（保存在何处，由谁移交）</translation>
    </message>
    <message>
        <source>%1 is not a checkpoint: %2</source>
        <translation>%1 不是检查点：%2</translation>
    </message>
    <message>
        <source>cannot keep a copy of the checkpoint at %1: %2</source>
        <translation>无法在 %1 保存检查点副本：%2</translation>
    </message>
    <message>
        <source>there is no trust anchor %1</source>
        <translation>没有信任锚 %1</translation>
    </message>
    <message>
        <source>choose the file to write the checkpoint to</source>
        <translation>请选择写入检查点的文件</translation>
    </message>
    <message>
        <source>the checkpoint is signed and kept in the ledger, but %1 cannot be written: %2</source>
        <translation>检查点已签署并保存在台账中，但无法写入 %1：%2</translation>
    </message>
    <message>
        <source>signed on this desktop by %1 (%2), %3</source>
        <translation>由 %1（%2）于本机签署，%3</translation>
    </message>
    <message numerus="yes">
        <source>checkpoint at %n row(s) of ledger %1</source>
        <translation>
            <numerusform>台账 %1 的检查点，共 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditLog</name>
    <message>
        <source>an audit event needs an actor and an action</source>
        <translation>审计事件需要操作人和动作</translation>
    </message>
    <message>
        <source>the audit event %1 has a detail named &apos;%2&apos;, which looks like a secret; secrets are never written to the audit log</source>
        <translation>审计事件 %1 的详情中有名为“%2”的项，看起来是机密；机密绝不写入审计日志</translation>
    </message>
    <message>
        <source>cannot write to the audit log: %1</source>
        <translation>无法写入审计日志：%1</translation>
    </message>
    <message>
        <source>cannot make a checkpoint: %1</source>
        <translation>无法生成检查点：%1</translation>
    </message>
    <message numerus="yes">
        <source>The audit log is intact: %n row(s), head %1.</source>
        <translation>
            <numerusform>审计日志完好：%n 行，链头 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 signed checkpoint(s) match it.</source>
        <translation>%2 个已签名检查点中有 %1 个与之相符。</translation>
    </message>
    <message>
        <source>The audit log is BROKEN at sequence number %1: %2</source>
        <translation>审计日志在序号 %1 处已损坏：%2</translation>
    </message>
    <message>
        <source>The audit log cannot be trusted: %1</source>
        <translation>审计日志不可信：%1</translation>
    </message>
    <message>
        <source>a checkpoint cannot be read: %1</source>
        <translation>无法读取检查点：%1</translation>
    </message>
    <message>
        <source>a checkpoint belongs to another log (%1, this one is %2)</source>
        <translation>检查点属于另一份日志（%1，本日志为 %2）</translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 has no signature that a known key verifies (signed as %2): it was altered, or signed by a key this ledger does not know</source>
        <translation>树大小为 %1 的检查点没有任何已知密钥能验证的签名（签名者为 %2）：它被篡改过，或由本台账不认识的密钥签名</translation>
    </message>
    <message>
        <source>the audit log cannot be read: %1</source>
        <translation>无法读取审计日志：%1</translation>
    </message>
    <message>
        <source>the audit log does not verify (%1): no checkpoint is signed over a broken log</source>
        <translation>审计日志验证未通过（%1）：不会对已损坏的日志签署检查点</translation>
    </message>
    <message>
        <source>the stored Merkle tree cannot be made</source>
        <translation>无法构建存储的 Merkle 树</translation>
    </message>
    <message>
        <source>No signed checkpoint exists: a rewrite of the whole chain would not be noticed until one is signed and kept elsewhere.</source>
        <translation>尚无已签署的检查点：在签署一个并另处保存之前，整条链被改写也不会被察觉。</translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditProofs</name>
    <message>
        <source>the proof is larger than 16 MiB</source>
        <translation>证明大于 16 MiB</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（位于字节 %2 处的 %1）</translation>
    </message>
    <message>
        <source>not a %1</source>
        <translation>不是 %1</translation>
    </message>
    <message>
        <source>the proof must have exactly the keys %1</source>
        <translation>证明必须恰好包含以下键：%1</translation>
    </message>
    <message>
        <source>the tree head of size %1 is signed by %2 (%3), a key you trust</source>
        <translation>大小为 %1 的树头由您信任的密钥 %2（%3）签名</translation>
    </message>
    <message>
        <source>the signature of %1 on the tree head of size %2 does not verify</source>
        <translation>%1 对大小为 %2 的树头的签名验证未通过</translation>
    </message>
    <message>
        <source>also signed as %1 (keys you did not give, not checked)</source>
        <translation>另有以 %1 名义的签名（您未提供这些密钥，未检查）</translation>
    </message>
    <message>
        <source>The proof VERIFIES against a tree head signed by a key you trust.</source>
        <translation>证明 VERIFIES（验证通过）：所依据的树头由您信任的密钥签名。</translation>
    </message>
    <message>
        <source>The proof holds but is UNANCHORED: no tree head in it is signed by a key you trust (give the signers&apos; keys with --trusted-key).</source>
        <translation>证明成立，但为 UNANCHORED（未锚定）：其中没有任何树头由您信任的密钥签名（请用 --trusted-key 提供签名者的密钥）。</translation>
    </message>
    <message>
        <source>The proof does NOT verify.</source>
        <translation>证明验证未通过（does NOT verify）。</translation>
    </message>
    <message>
        <source>the inclusion proof is not {checkpoint, tree_size, leaf_index, entry {seq, recorded_at, actor, action, subject, details}, path [hex]}</source>
        <translation>包含证明的格式不是 {checkpoint, tree_size, leaf_index, entry {seq, recorded_at, actor, action, subject, details}, path [hex]}</translation>
    </message>
    <message>
        <source>the consistency proof is not {old_checkpoint, new_checkpoint, path [hex]}</source>
        <translation>一致性证明的格式不是 {old_checkpoint, new_checkpoint, path [hex]}</translation>
    </message>
    <message>
        <source>the checkpoint of size %1 has no Merkle root (it was made before the log was a tree); make a new one with &apos;clustergate ledger checkpoint&apos;</source>
        <translation>大小为 %1 的检查点没有 Merkle 根（它是在日志成为树之前生成的）；请用“clustergate ledger checkpoint”生成新的检查点</translation>
    </message>
    <message>
        <source>the audit log does not verify: %1</source>
        <translation>审计日志验证未通过：%1</translation>
    </message>
    <message>
        <source>the log has %1 rows, fewer than the checkpoint&apos;s %2</source>
        <translation>日志有 %1 行，少于检查点的 %2 行</translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the checkpoint&apos;s root: the checkpoint is of another log, or the rows were rewritten</source>
        <translation>此日志前 %1 行的根与检查点的根不符：该检查点属于另一份日志，或这些行已被重写</translation>
    </message>
    <message>
        <source>entry %1 is not in the tree head of size %2</source>
        <translation>条目 %1 不在大小为 %2 的树头中</translation>
    </message>
    <message>
        <source>there is no entry %1</source>
        <translation>不存在条目 %1</translation>
    </message>
    <message>
        <source>the two checkpoints are of different logs (%1, %2)</source>
        <translation>两个检查点属于不同的日志（%1、%2）</translation>
    </message>
    <message>
        <source>the older tree head (size %1) must have at least one row and no more than the newer (size %2)</source>
        <translation>较旧的树头（大小 %1）必须至少有一行，且不多于较新的树头（大小 %2）</translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the older checkpoint&apos;s root: the log was rewritten since, or the checkpoint is of another log</source>
        <translation>此日志前 %1 行的根与较旧检查点的根不符：日志此后被重写过，或该检查点属于另一份日志</translation>
    </message>
    <message>
        <source>the tree head cannot be read: %1</source>
        <translation>无法读取树头：%1</translation>
    </message>
    <message>
        <source>the tree head has no Merkle root</source>
        <translation>树头没有 Merkle 根</translation>
    </message>
    <message>
        <source>the proof is for a tree of %1 entries, its tree head has %2</source>
        <translation>该证明针对的是有 %1 个条目的树，而其树头有 %2 个</translation>
    </message>
    <message>
        <source>entry %1 is not leaf %2</source>
        <translation>条目 %1 不是叶子 %2</translation>
    </message>
    <message>
        <source>the path does not lead from entry %1 to the tree head&apos;s root: the entry or the path was changed</source>
        <translation>路径无法从条目 %1 通向树头的根：条目或路径已被更改</translation>
    </message>
    <message>
        <source>entry %1 (%2 %3 by %4 at %5) is leaf %6 of the %7-entry tree %8 of %9</source>
        <translation>条目 %1（%4 于 %5 执行的 %2 %3）是 %9 的 %7 条目树 %8 中的叶子 %6</translation>
    </message>
    <message>
        <source>the tree head is signed by none of the keys you trust</source>
        <translation>树头未由您信任的任何密钥签名</translation>
    </message>
    <message>
        <source>a tree head cannot be read: %1</source>
        <translation>无法读取某个树头：%1</translation>
    </message>
    <message>
        <source>the tree heads are of different logs</source>
        <translation>这些树头属于不同的日志</translation>
    </message>
    <message>
        <source>a tree head has no Merkle root</source>
        <translation>某个树头没有 Merkle 根</translation>
    </message>
    <message>
        <source>the tree of %1 entries does not extend the tree of %2: entries were changed or removed</source>
        <translation>有 %1 个条目的树不是有 %2 个条目的树的扩展：条目已被更改或删除</translation>
    </message>
    <message>
        <source>the tree of %1 entries (root %2) extends the tree of %3 entries (root %4) of %5</source>
        <translation>%5 中有 %1 个条目的树（根 %2）是有 %3 个条目的树（根 %4）的扩展</translation>
    </message>
    <message>
        <source>a tree head is signed by none of the keys you trust</source>
        <translation>某个树头未由您信任的任何密钥签名</translation>
    </message>
    <message>
        <source>the log has fewer rows than the checkpoint&apos;s %1</source>
        <translation>日志的行数少于检查点的 %1 行</translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the checkpoint&apos;s head: the checkpoint is of another log, or the rows were rewritten</source>
        <translation>此日志前 %1 行的链头与检查点的链头不符：该检查点属于另一份日志，或这些行已被重写</translation>
    </message>
    <message>
        <source>the older checkpoint: %1</source>
        <translation>较旧的检查点：%1</translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditTree</name>
    <message>
        <source>the audit log has fewer rows than its head (%1)</source>
        <translation>审计日志的行数少于其链头记录的行数（%1）</translation>
    </message>
    <message>
        <source>the audit log has %1 rows, not %2</source>
        <translation>审计日志有 %1 行，而不是 %2 行</translation>
    </message>
    <message>
        <source>the stored tree has no node at level %1, index %2</source>
        <translation>存储的树在第 %1 层、索引 %2 处没有节点</translation>
    </message>
    <message>
        <source>the audit log has no row %1</source>
        <translation>审计日志中没有第 %1 行</translation>
    </message>
    <message>
        <source>an empty range of the tree</source>
        <translation>树的范围为空</translation>
    </message>
    <message>
        <source>leaf %1 is not in a tree of %2</source>
        <translation>叶子 %1 不在大小为 %2 的树中</translation>
    </message>
    <message>
        <source>no consistency proof from %1 to %2 entries</source>
        <translation>不存在从 %1 个条目到 %2 个条目的一致性证明</translation>
    </message>
</context>
<context>
    <name>cg::ledger::ChainVerifier</name>
    <message>
        <source>the rows are linked, but their head after %1 rows differs from the checkpoint signed by %2: rows %3 to %1 were rewritten (the first row that may differ is %3)</source>
        <translation>各行链接完好，但前 %1 行之后的链头与 %2 签名的检查点不符：第 %3 至 %1 行被重写（可能不同的第一行是 %3）</translation>
    </message>
    <message>
        <source>row %1 is missing (the next row is %2): a row was deleted or renumbered</source>
        <translation>第 %1 行缺失（下一行是 %2）：有行被删除或重新编号</translation>
    </message>
    <message>
        <source>row %1 appears where row %2 belongs: a row was inserted, renumbered or moved</source>
        <translation>第 %1 行出现在第 %2 行的位置：有行被插入、重新编号或移动</translation>
    </message>
    <message>
        <source>row %1 does not link to row %2 (its previous-hash differs): a row before it was changed, removed or inserted</source>
        <translation>第 %1 行未链接到第 %2 行（其前一哈希不同）：之前的某行被修改、删除或插入</translation>
    </message>
    <message>
        <source>row %1&apos;s content does not match its hash: the row was changed</source>
        <translation>第 %1 行的内容与其哈希不符：该行被修改</translation>
    </message>
    <message>
        <source>a checkpoint signed by %1 covers %2 rows, but only %3 are here: rows %4 to %2 were removed</source>
        <translation>%1 签名的检查点覆盖 %2 行，但这里只有 %3 行：第 %4 至 %2 行被删除</translation>
    </message>
    <message>
        <source>the Merkle tree of the first %1 rows has another root than the checkpoint signed by %2: rows up to %1 were rewritten</source>
        <translation>前 %1 行的 Merkle 树的根与 %2 签名的检查点不同：第 %1 行及之前的行已被重写</translation>
    </message>
</context>
<context>
    <name>cg::ledger::CredentialSigner</name>
    <message>
        <source>there is no credential %1; store the officer&apos;s key with: clustergate secrets set %1 --kind private-key &lt; KEYFILE</source>
        <translation>没有凭据 %1；请用以下命令保存合规官的密钥：clustergate secrets set %1 --kind private-key &lt; KEYFILE</translation>
    </message>
    <message>
        <source>the credential %1 is a %2, not a private key</source>
        <translation>凭据 %1 是 %2，不是私钥</translation>
    </message>
    <message>
        <source>the credential %1: %2</source>
        <translation>凭据 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::ledger::EvidenceBundles</name>
    <message>
        <source>the bundle is larger than 1 GiB</source>
        <translation>证据包大于 1 GiB</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（%1，位于第 %2 字节）</translation>
    </message>
    <message>
        <source>the bundle must have exactly the keys %1</source>
        <translation>证据包必须恰好包含这些键：%1</translation>
    </message>
    <message>
        <source>not a ClusterGate evidence bundle (format %1)</source>
        <translation>不是 ClusterGate 证据包（格式 %1）</translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation>%1 必须是字符串</translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation>%1 必须是数组</translation>
    </message>
    <message>
        <source>every checkpoint is a string holding a signed note</source>
        <translation>每个检查点都必须是包含已签名注记的字符串</translation>
    </message>
    <message>
        <source>every public key is {name, role, key}</source>
        <translation>每个公钥都必须是 {name, role, key}</translation>
    </message>
    <message>
        <source>an approval is not {request_id, request_hash, decision, scope, expires_on, approver, key_name, decided_at, reason, signature} in canonical form</source>
        <translation>某条批准不是规范形式的 {request_id, request_hash, decision, scope, expires_on, approver, key_name, decided_at, reason, signature}</translation>
    </message>
    <message>
        <source>The evidence bundle does NOT verify: the chain breaks at sequence number %1.</source>
        <translation>证据包未通过验证：链在序号 %1 处断开。</translation>
    </message>
    <message>
        <source>The evidence bundle does NOT verify.</source>
        <translation>证据包未通过验证。</translation>
    </message>
    <message>
        <source>the bundle cannot be read: %1</source>
        <translation>无法读取证据包：%1</translation>
    </message>
    <message>
        <source>the public key of %1 is not a valid verifier key</source>
        <translation>%1 的公钥不是有效的验证密钥</translation>
    </message>
    <message>
        <source>the public key of %1 appears twice</source>
        <translation>%1 的公钥出现了两次</translation>
    </message>
    <message>
        <source>the seal cannot be read: %1</source>
        <translation>无法读取封印：%1</translation>
    </message>
    <message>
        <source>the bundle&apos;s content differs from what its seal covers: a value was edited, added or removed</source>
        <translation>证据包的内容与其封印所覆盖的不同：有值被编辑、添加或删除</translation>
    </message>
    <message>
        <source>the seal is not signed by %1&apos;s key</source>
        <translation>封印不是由 %1 的密钥签名的</translation>
    </message>
    <message>
        <source>sealed by %1 (%2) on %3</source>
        <translation>由 %1（%2）于 %3 封存</translation>
    </message>
    <message>
        <source>a checkpoint cannot be read: %1</source>
        <translation>无法读取检查点：%1</translation>
    </message>
    <message>
        <source>a checkpoint belongs to another log (%1)</source>
        <translation>检查点属于另一份日志（%1）</translation>
    </message>
    <message>
        <source>rows %1 to %2 are linked; head %3</source>
        <translation>第 %1 至 %2 行链接完好；链头 %3</translation>
    </message>
    <message>
        <source>%1 checkpoint(s) match the rows, %2 lie outside them</source>
        <translation>%1 个检查点与各行相符，%2 个在范围之外</translation>
    </message>
    <message>
        <source>the decision on request %1 is not recorded among the rows</source>
        <translation>对申请 %1 的决定未记录在各行中</translation>
    </message>
    <message>
        <source>%1 signed decision(s) verify</source>
        <translation>%1 个已签名决定验证通过</translation>
    </message>
    <message>
        <source>registrations must be an array</source>
        <translation>registrations 必须是数组</translation>
    </message>
    <message>
        <source>row %1 of the bundle&apos;s %2 is not {seq, recorded_at, actor, action, subject, details, prev_hash, hash} with hashes in lower-case hex</source>
        <translation>证据包 %2 的第 %1 行不是 {seq, recorded_at, actor, action, subject, details, prev_hash, hash}（哈希为小写十六进制）</translation>
    </message>
    <message>
        <source>The evidence bundle VERIFIES: it is intact and anchored.</source>
        <translation>证据包 VERIFIES（验证通过）：完整且已锚定。</translation>
    </message>
    <message>
        <source>The evidence bundle is UNANCHORED: it agrees with itself, but nothing from outside it vouches for it; whoever made it could have replaced every key and signature. Verify with --trusted-key (the founding admin&apos;s key, confirmed with them) or --checkpoint FILE.</source>
        <translation>证据包为 UNANCHORED（未锚定）：它自身一致，但没有外部来源为其担保；制作者可能替换了所有密钥和签名。请用 --trusted-key（创始管理员的密钥，已与其本人核实）或 --checkpoint FILE 进行验证。</translation>
    </message>
    <message>
        <source>the bundle&apos;s key for %1 (%2) is not the one you trust (%3): the keys were replaced</source>
        <translation>证据包中 %1 的密钥（%2）不是您信任的密钥（%3）：密钥已被替换</translation>
    </message>
    <message>
        <source>a format 1 bundle that does not start at row 1 cannot show who registered its keys</source>
        <translation>不从第 1 行开始的格式 1 证据包无法表明其密钥由谁登记</translation>
    </message>
    <message>
        <source>the registrations are not officer.registered rows in sequence order</source>
        <translation>registrations 不是按序号排列的 officer.registered 行</translation>
    </message>
    <message>
        <source>the registration at row %1 differs from row %1 of the bundle</source>
        <translation>第 %1 行的登记与证据包第 %1 行不同</translation>
    </message>
    <message>
        <source>row %1 registers %2, but the bundle&apos;s registrations leave it out</source>
        <translation>第 %1 行登记了 %2，但证据包的 registrations 中没有它</translation>
    </message>
    <message>
        <source>the key of %1 (%2) has no valid registration in the bundle</source>
        <translation>%1 的密钥（%2）在证据包中没有有效的登记</translation>
    </message>
    <message>
        <source>the key list says %1 is %2 with key %3, but the registration in row %4 says %5 with key %6</source>
        <translation>密钥列表称 %1 是 %2、密钥为 %3，但第 %4 行的登记称其为 %5、密钥为 %6</translation>
    </message>
    <message>
        <source>%1 is registered (row %2) but missing from the key list</source>
        <translation>%1 已登记（第 %2 行），但不在密钥列表中</translation>
    </message>
    <message>
        <source>the bundle is sealed by %1 (%2), who has no valid registration in it</source>
        <translation>证据包由 %1（%2）封存，但此人在其中没有有效的登记</translation>
    </message>
    <message>
        <source>your checkpoint at tree size %1 is not signed by any key you trust or any registered key of the bundle</source>
        <translation>您在树大小 %1 处的检查点未由您信任的任何密钥或证据包中任何已登记的密钥签名</translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is not signed by a registered key of the bundle</source>
        <translation>树大小为 %1 的检查点未由证据包中已登记的密钥签名</translation>
    </message>
    <message>
        <source>your checkpoint</source>
        <translation>您的检查点</translation>
    </message>
    <message>
        <source>the decision on request %1 is not validly signed by a registered key of %2</source>
        <translation>对申请 %1 的决定未由 %2 中已登记的密钥有效签名</translation>
    </message>
    <message>
        <source>the seal&apos;s key (%1, %2) is not vouched for by any of your anchors</source>
        <translation>封存密钥（%1，%2）未获得您任何信任锚的担保</translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is signed by %2 (%3), whose key none of your anchors vouches for</source>
        <translation>树大小为 %1 的检查点由 %2（%3）签名，但您的信任锚均不为该密钥担保</translation>
    </message>
    <message>
        <source>a decision is signed by a key (%1) that none of your anchors vouches for</source>
        <translation>某个决定由一个您的信任锚均不为其担保的密钥（%1）签名</translation>
    </message>
    <message>
        <source>founded by %1 (%2, %3)</source>
        <translation>由 %1（%2，%3）创建</translation>
    </message>
    <message>
        <source>rows %1 to %2 are covered by a checkpoint your anchors vouch for</source>
        <translation>第 %1 至 %2 行由您的信任锚担保的检查点覆盖</translation>
    </message>
    <message>
        <source>the signing key does not belong to an officer registered in the ledger</source>
        <translation>该签名密钥不属于台账中登记的合规官</translation>
    </message>
    <message>
        <source>the bundle is sealed by %1, who is registered as %2: only an officer or admin seals a bundle</source>
        <translation>证据包由 %1 封存，但此人登记的角色为 %2：只有合规官或管理员才能封存证据包</translation>
    </message>
    <message>
        <source>the decision on request %1 by %2 does not count: %3</source>
        <translation>%2 对申请 %1 的决定无效：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) after row %1 are not anchored: no checkpoint your anchors vouch for covers them (rows %2 to %3)</source>
        <translation>
            <numerusform>第 %1 行之后的 %n 行未锚定：您的信任锚所担保的检查点均未覆盖这些行（第 %2 至 %3 行）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::FourEyes</name>
    <message>
        <source>it names %1 as the approver but is signed with the key of %2</source>
        <translation>其署名的批准人为 %1，却是用 %2 的密钥签名的</translation>
    </message>
    <message>
        <source>it is signed as %1, whose key has no valid registration</source>
        <translation>以 %1 的名义签名，但其密钥没有有效的登记</translation>
    </message>
    <message>
        <source>it is signed by %1, who is registered as %2, not as an officer or admin</source>
        <translation>由 %1 签名，但此人登记的角色为 %2，不是合规官或管理员</translation>
    </message>
    <message>
        <source>four eyes: %1 requested it and cannot decide it</source>
        <translation>四眼原则：%1 是申请人，不能对该申请作出决定</translation>
    </message>
    <message>
        <source>four eyes: %1 filed or submitted it (audit row %2) and cannot decide it</source>
        <translation>四眼原则：%1 创建或提交了该申请（审计记录 %2），不能对其作出决定</translation>
    </message>
    <message>
        <source>four eyes: it was submitted (audit row %1) with the key of %2, who cannot decide it</source>
        <translation>四眼原则：该申请是用 %2 的密钥提交的（审计记录 %1），此人不能对其作出决定</translation>
    </message>
    <message>
        <source>four eyes: %1 was registered by %2, who submitted it; a second name made for oneself is not a second person</source>
        <translation>四眼原则：%1 由该申请的提交人 %2 登记；为自己另建的名义不算第二个人</translation>
    </message>
    <message>
        <source>four eyes cannot be checked: the submission of request %1 is not among the rows</source>
        <translation>无法检查四眼原则：申请 %1 的提交未记录在各行中</translation>
    </message>
</context>
<context>
    <name>cg::ledger::InventoryCsv</name>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation>第 %1 行，%2 列：%3</translation>
    </message>
    <message>
        <source>more than %1 columns</source>
        <translation>超过 %1 列</translation>
    </message>
    <message>
        <source>text after a closing quote (write a quote inside a quoted cell as &quot;&quot;)</source>
        <translation>右引号后还有文字（引号内的引号请写作 &quot;&quot;）</translation>
    </message>
    <message>
        <source>a quoted cell is not closed before the end of the file</source>
        <translation>引号括起的单元格到文件末尾仍未闭合</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB</source>
        <translation>文件大于 %1 MiB</translation>
    </message>
    <message>
        <source>the file is empty: the first row names the columns (%1)</source>
        <translation>文件为空：第一行应列出各列名（%1）</translation>
    </message>
    <message>
        <source>unknown column; the columns are %1</source>
        <translation>未知的列；可用的列为 %1</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>该列出现了两次</translation>
    </message>
    <message>
        <source>the header lacks this column</source>
        <translation>表头缺少此列</translation>
    </message>
    <message>
        <source>not read: the header has errors</source>
        <translation>未读取：表头有错误</translation>
    </message>
    <message>
        <source>not UTF-8 text (save the file as CSV UTF-8)</source>
        <translation>不是 UTF-8 文本（请另存为 CSV UTF-8）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number of 0 or more</source>
        <translation>“%1”不是 0 或以上的整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation>“%1”不是 yes 或 no</translation>
    </message>
    <message>
        <source>empty; the grades are %1</source>
        <translation>为空；级别有 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a grade; the grades are %2</source>
        <translation>“%1”不是级别；级别有 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PIPL sensitive category; they are %2</source>
        <translation>“%1”不是《个人信息保护法》规定的敏感类别；类别有 %2</translation>
    </message>
    <message>
        <source>%1 cells, but the header names %2 columns</source>
        <translation>%1 个单元格，但表头只有 %2 列</translation>
    </message>
    <message>
        <source>empty; every row names its dataset</source>
        <translation>为空；每行都要写明其数据集</translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation>超过 200 个字符</translation>
    </message>
    <message>
        <source>empty; every dataset has an owner</source>
        <translation>为空；每个数据集都有所有者</translation>
    </message>
    <message>
        <source>a re-grade records both its justification and its approver</source>
        <translation>重新定级须同时记录理由和批准人</translation>
    </message>
    <message>
        <source>only a derived dataset (with sources) is re-graded</source>
        <translation>只有派生数据集（有来源）才能重新定级</translation>
    </message>
    <message>
        <source>the owner cannot approve the re-grade of their own dataset</source>
        <translation>所有者不能批准对自己数据集的重新定级</translation>
    </message>
    <message>
        <source>%1 is already defined in row %2</source>
        <translation>%1 已在第 %2 行定义</translation>
    </message>
    <message>
        <source>empty; a field row names its dataset</source>
        <translation>为空；字段行要写明其数据集</translation>
    </message>
    <message>
        <source>its dataset&apos;s row %1 has errors, so its fields wait with it</source>
        <translation>其数据集所在的第 %1 行有错误，其字段随之暂缓</translation>
    </message>
    <message>
        <source>%1 is neither in this file nor in the ledger</source>
        <translation>%1 既不在本文件中，也不在台账中</translation>
    </message>
    <message>
        <source>%1.%2 appears twice</source>
        <translation>%1.%2 出现了两次</translation>
    </message>
    <message>
        <source>%1 cannot be its own source</source>
        <translation>%1 不能是自己的来源</translation>
    </message>
    <message>
        <source>source %1 (row %2) has errors</source>
        <translation>来源 %1（第 %2 行）有错误</translation>
    </message>
    <message>
        <source>source %1 is neither in this file nor in the ledger</source>
        <translation>来源 %1 既不在本文件中，也不在台账中</translation>
    </message>
    <message>
        <source>its dataset&apos;s row %1 has errors</source>
        <translation>其数据集所在的第 %1 行有错误</translation>
    </message>
    <message>
        <source>longer than 100 characters</source>
        <translation>超过 100 个字符</translation>
    </message>
</context>
<context>
    <name>cg::ledger::KeySigner</name>
    <message>
        <source>the OpenSSH key is protected by a passphrase; store it without one in the keychain (the keychain is what protects it)</source>
        <translation>该 OpenSSH 密钥有口令保护；请以无口令形式存入钥匙串（由钥匙串保护它）</translation>
    </message>
    <message>
        <source>an Ed25519 private key has 32 bytes, not %1</source>
        <translation>Ed25519 私钥为 32 字节，而不是 %1</translation>
    </message>
    <message>
        <source>OpenSSL did not accept the Ed25519 private key</source>
        <translation>OpenSSL 不接受该 Ed25519 私钥</translation>
    </message>
    <message>
        <source>the OpenSSH private key is not an Ed25519 key</source>
        <translation>该 OpenSSH 私钥不是 Ed25519 密钥</translation>
    </message>
    <message>
        <source>the PEM private key cannot be read (an encrypted PEM key is not accepted: the keychain protects it)</source>
        <translation>无法读取该 PEM 私钥（不接受加密的 PEM 密钥：由钥匙串保护它）</translation>
    </message>
    <message>
        <source>the private key is not an Ed25519 key; create one with: openssl genpkey -algorithm ed25519</source>
        <translation>该私钥不是 Ed25519 密钥；请用以下命令生成：openssl genpkey -algorithm ed25519</translation>
    </message>
    <message>
        <source>OpenSSL did not give the Ed25519 private key</source>
        <translation>OpenSSL 未能给出该 Ed25519 私钥</translation>
    </message>
    <message>
        <source>the private key is neither PEM (openssl genpkey -algorithm ed25519), an OpenSSH Ed25519 key, nor 32 raw bytes</source>
        <translation>该私钥既不是 PEM（openssl genpkey -algorithm ed25519），也不是 OpenSSH Ed25519 密钥，也不是 32 个原始字节</translation>
    </message>
    <message>
        <source>OpenSSL could not make an Ed25519 signature</source>
        <translation>OpenSSL 无法生成 Ed25519 签名</translation>
    </message>
</context>
<context>
    <name>cg::ledger::Ledger</name>
    <message>
        <source>&apos;%1&apos; is not a usable officer name: use 1 to 64 letters, digits and . _ @ -</source>
        <translation>“%1”不能用作合规官名称：请使用 1 到 64 个字母、数字和 . _ @ -</translation>
    </message>
    <message>
        <source>an Ed25519 public key has 32 bytes</source>
        <translation>Ed25519 公钥为 32 字节</translation>
    </message>
    <message>
        <source>%1 is already registered; registered keys are never replaced</source>
        <translation>%1 已登记；已登记的密钥永不替换</translation>
    </message>
    <message>
        <source>this key is already registered for %1</source>
        <translation>此密钥已为 %1 登记</translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation>台账中没有数据集 %1</translation>
    </message>
    <message>
        <source>a dataset needs a name and an owner</source>
        <translation>数据集需要名称和所有者</translation>
    </message>
    <message>
        <source>%1 cannot approve their own re-grade of %2: a second person approves it</source>
        <translation>%1 不能批准自己对 %2 的重新定级：须由另一人批准</translation>
    </message>
    <message>
        <source>the owner of %1 cannot approve its re-grade</source>
        <translation>%1 的所有者不能批准其重新定级</translation>
    </message>
    <message>
        <source>%1 and its sources derive from each other in a loop</source>
        <translation>%1 与其来源相互派生，形成循环</translation>
    </message>
    <message>
        <source>the inventory was not imported: %1</source>
        <translation>清单未导入：%1</translation>
    </message>
    <message>
        <source>there is no export request %1</source>
        <translation>没有出境申请 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable requester name: use 1 to 64 letters, digits and . _ @ -</source>
        <translation>“%1”不能用作申请人名称：请使用 1 到 64 个字母、数字和 . _ @ -</translation>
    </message>
    <message>
        <source>the retention period is at least one day</source>
        <translation>保留期至少为一天</translation>
    </message>
    <message>
        <source>request %1 is %2 and cannot become %3</source>
        <translation>申请 %1 处于%2状态，不能变为%3</translation>
    </message>
    <message>
        <source>only %1, who requested it, submits request %2</source>
        <translation>只有申请人 %1 才能提交申请 %2</translation>
    </message>
    <message>
        <source>request %1 cannot be submitted:
%2</source>
        <translation>申请 %1 无法提交：
%2</translation>
    </message>
    <message>
        <source>%1 cannot %2 request %3:
%4</source>
        <translation>%1 不能%2申请 %3：
%4</translation>
    </message>
    <message>
        <source>this key</source>
        <translation>此密钥</translation>
    </message>
    <message>
        <source>approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <source>reject</source>
        <translation>驳回</translation>
    </message>
    <message>
        <source>the approval of request %1 expired on %2; ask for a new decision</source>
        <translation>申请 %1 的批准已于 %2 过期；请重新申请决定</translation>
    </message>
    <message>
        <source>who destroyed it</source>
        <translation>销毁执行人</translation>
    </message>
    <message>
        <source>the asset</source>
        <translation>资产</translation>
    </message>
    <message>
        <source>how the result was verified</source>
        <translation>结果的验证方式</translation>
    </message>
    <message>
        <source>the date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>the witness</source>
        <translation>见证人</translation>
    </message>
    <message>
        <source>the SHA-256 of the evidence file</source>
        <translation>证据文件的 SHA-256</translation>
    </message>
    <message>
        <source>the destruction certificate lacks: %1</source>
        <translation>销毁证明缺少：%1</translation>
    </message>
    <message>
        <source>the witness of a destruction is not the person who performed it</source>
        <translation>销毁的见证人不能是执行人</translation>
    </message>
    <message>
        <source>the destruction date %1 is in the future</source>
        <translation>销毁日期 %1 在未来</translation>
    </message>
    <message>
        <source>signed as %1, whose key is not registered</source>
        <translation>以 %1 名义签名，但其密钥未登记</translation>
    </message>
    <message>
        <source>the key of %1 is not the one the audit log recorded when it was registered</source>
        <translation>%1 的密钥与审计日志登记时记录的不同</translation>
    </message>
    <message>
        <source>the signature does not match the decision record (the record or the signature was altered)</source>
        <translation>签名与决定记录不符（记录或签名被篡改）</translation>
    </message>
    <message>
        <source>the request no longer has the hash that was signed</source>
        <translation>申请的哈希已不是当时签名的哈希</translation>
    </message>
    <message>
        <source>the signing key does not belong to a compliance officer registered in the ledger; register it first (clustergate ledger register-officer)</source>
        <translation>该签名密钥不属于台账中登记的合规官；请先登记（clustergate ledger register-officer）</translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation>此台账已创建；新合规官由管理员登记</translation>
    </message>
    <message>
        <source>the registering key is not registered in this ledger: only an admin registers officers</source>
        <translation>执行登记的密钥未在此台账中登记：只有管理员才能登记合规官</translation>
    </message>
    <message>
        <source>%1 is an officer, not an admin: only an admin registers officers</source>
        <translation>%1 是合规官而非管理员：只有管理员才能登记合规官</translation>
    </message>
    <message>
        <source>the registering key has no valid registration in the audit log</source>
        <translation>执行登记的密钥在审计日志中没有有效的登记</translation>
    </message>
    <message>
        <source>the submitting key is not registered in this ledger: an admin registers requesters (clustergate ledger register-officer NAME --role requester)</source>
        <translation>提交所用的密钥未在此台账中登记：申请人由管理员登记（clustergate ledger register-officer NAME --role requester）</translation>
    </message>
    <message>
        <source>the submission of request %1 carries a signature that does not verify</source>
        <translation>申请 %1 的提交所带签名验证未通过</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is signed by %2 (%3), whose key none of your anchors vouches for</source>
        <translation>树大小为 %1 的检查点由 %2（%3）签名，但您的信任锚均不为该密钥担保</translation>
    </message>
    <message>
        <source>%1 (%2) is in the officer table, but the audit log holds no registration of that key: it was added to the database by hand</source>
        <translation>%1（%2）在合规官表中，但审计日志中没有该密钥的登记：它是被手工加入数据库的</translation>
    </message>
    <message>
        <source>%1 is %2 in the officer table but was registered as %3</source>
        <translation>%1 在合规官表中为 %2，但登记时为 %3</translation>
    </message>
    <message>
        <source>signed as %1, whose key has no valid registration</source>
        <translation>以 %1 的名义签名，但其密钥没有有效的登记</translation>
    </message>
    <message>
        <source>%1 may not decide</source>
        <translation>%1 无权作出决定</translation>
    </message>
    <message>
        <source>signed by %1 (%2), whose key none of your anchors vouches for</source>
        <translation>由 %1（%2）签名，但您的信任锚均不为该密钥担保</translation>
    </message>
    <message>
        <source>the decision on request %1 by %2: %3</source>
        <translation>%2 对申请 %1 的决定：%3</translation>
    </message>
    <message>
        <source>request %1 was submitted with a key (%2) that is not the one registered for %3</source>
        <translation>申请 %1 提交时所用的密钥（%2）不是为 %3 登记的密钥</translation>
    </message>
    <message>
        <source>the signing key is not registered in the ledger; only a registered requester or officer activates a request</source>
        <translation>该签名密钥未在台账中登记；只有已登记的申请人或合规官才能启用申请</translation>
    </message>
    <message>
        <source>the activation of request %1 carries a signature that does not verify</source>
        <translation>申请 %1 的启用记录所带的签名验证未通过</translation>
    </message>
    <message>
        <source>request %1 is %2&apos;s: only the requester withdraws it</source>
        <translation>申请 %1 由 %2 提交：只有申请人本人可以撤回</translation>
    </message>
    <message>
        <source>is longer than 100 characters</source>
        <translation>超过 100 个字符</translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation>含有控制字符</translation>
    </message>
    <message>
        <source>[dataset-version] the version of %1 %2</source>
        <translation>[dataset-version] %1 的版本%2</translation>
    </message>
    <message>
        <source>request %1 or the grades or versions of its datasets changed since it was submitted; it is decided as submitted, so submit it again</source>
        <translation>申请 %1 或其数据集的级别或版本在提交后发生了变化；申请按提交时的内容决定，因此请重新提交</translation>
    </message>
    <message>
        <source>[grade-change-second-signature] changing the classification of %1 (grade %2, lowering, anonymisation, fewer people or a sensitive category removed, or a field&apos;s grade, personal mark or sensitive categories lowered or a classified field removed) needs a second person&apos;s signature: propose the change, and an officer other than the proposer and the owner signs it</source>
        <translation>[grade-change-second-signature] 更改 %1（级别 %2）的分级（降级、匿名化、减少人数或删除某个敏感类别，或降低某个字段的级别、个人信息标记或敏感类别，或删除已分级的字段）须经第二人签名：请先提议该变更，再由提议人和所有者以外的一名合规官签名</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) are not anchored: they come after row %1, the newest one an anchored checkpoint covers; the next checkpoint covers them.</source>
        <translation>
            <numerusform>%n 行未锚定：它们位于第 %1 行之后，而第 %1 行是已锚定检查点覆盖的最新一行；下一个检查点会覆盖它们。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::LedgerServerSettings</name>
    <message>
        <source>&apos;%1&apos; is not a ledger server URL: use postgresql://USER@HOST/DATABASE</source>
        <translation>“%1”不是台账服务器 URL：请使用 postgresql://USER@HOST/DATABASE</translation>
    </message>
    <message>
        <source>the URL contains a password, which would be stored in the settings file: keep it in the keychain (clustergate secrets set ID --kind password &lt; FILE) and give --password-secret ID</source>
        <translation>该 URL 含有密码，会被保存到设置文件中：请将密码保存在钥匙串中（clustergate secrets set ID --kind password &lt; FILE），并指定 --password-secret ID</translation>
    </message>
    <message>
        <source>cannot write the settings file %1</source>
        <translation>无法写入设置文件 %1</translation>
    </message>
    <message>
        <source>cannot read the ledger server&apos;s login secret %1 from the keychain: %2</source>
        <translation>无法从钥匙串读取台账服务器的登录凭据 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::ledger::LedgerVerification</name>
    <message>
        <source>VERIFIED: the ledger is intact and anchored: rows 1 to %1 are covered by a checkpoint that an anchor from outside vouches for.</source>
        <translation>VERIFIED（已验证）：台账完整且已锚定：第 1 至 %1 行由一个获外部信任锚担保的检查点覆盖。</translation>
    </message>
    <message>
        <source>FAILED: the ledger does not verify.</source>
        <translation>FAILED（失败）：台账验证未通过。</translation>
    </message>
    <message>
        <source>%1 of %2 signed decision(s) verify.</source>
        <translation>%2 个已签名决定中有 %1 个验证通过。</translation>
    </message>
    <message>
        <source>Founded by %1.</source>
        <translation>由 %1 创建。</translation>
    </message>
    <message>
        <source>UNANCHORED: the ledger agrees with itself, but nothing from outside it vouches for it; whoever can write the file could have rewritten all of it, keys included.</source>
        <translation>UNANCHORED（未锚定）：台账自身前后一致，但没有任何外部依据为它作证；能写入该文件的人可能已改写全部内容，密钥也不例外。</translation>
    </message>
    <message>
        <source>Nothing vouches for it yet: no key and no checkpoint is trusted.</source>
        <translation>目前没有任何依据为它作证：既没有受信任的密钥，也没有受信任的检查点。</translation>
    </message>
    <message>
        <source>Your trusted key belongs to this ledger, but no checkpoint signed with it (or with a key it registered) covers the log: a trusted key vouches for the log only through the checkpoints signed with it.</source>
        <translation>您信任的密钥属于此台账，但没有用它（或由它登记的密钥）签署的检查点覆盖这份日志：受信任的密钥只能通过用它签署的检查点为日志作证。</translation>
    </message>
    <message>
        <source>None of your anchors belongs to this ledger: no trusted checkpoint matches this log, and no trusted key is one of its registered keys.</source>
        <translation>您的信任锚都不属于此台账：没有受信任的检查点与这份日志相符，受信任的密钥也都不是它登记过的密钥。</translation>
    </message>
    <message>
        <source>To anchor it, sign a checkpoint with an officer&apos;s key, keep the file away from this machine and verify against it:</source>
        <translation>要为它设立锚点，请用合规官的密钥签署一个检查点，把文件保存在本机以外，并据此校验：</translation>
    </message>
    <message>
        <source>To anchor it, sign a checkpoint with an officer&apos;s or admin&apos;s key, and verify with the founding admin&apos;s key (fingerprint %1, confirmed with them) and that checkpoint kept away from this machine:</source>
        <translation>要为它设立锚点，请用合规官或管理员的密钥签署一个检查点，再用创始管理员的密钥（指纹 %1，须与本人核实）和保存在本机以外的该检查点进行校验：</translation>
    </message>
    <message>
        <source>Sign a checkpoint of the current head with an officer&apos;s or admin&apos;s key:</source>
        <translation>用合规官或管理员的密钥为当前链头签署检查点：</translation>
    </message>
    <message>
        <source>Verify with the founding admin&apos;s key (fingerprint %1, confirmed with them):</source>
        <translation>用创始管理员的密钥（指纹 %1，须与本人核实）校验：</translation>
    </message>
    <message>
        <source>A new checkpoint covers the newer rows:</source>
        <translation>新的检查点会覆盖较新的记录：</translation>
    </message>
</context>
<context>
    <name>cg::ledger::Lineage</name>
    <message>
        <source>%1: the number of people (%2) and of records (%3) cannot be negative</source>
        <translation>%1：人数（%2）和记录数（%3）不能为负数</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a derivation; use one of %3</source>
        <translation>%1：“%2”不是有效的派生方式；请使用以下之一：%3</translation>
    </message>
    <message>
        <source>%1 is %2 but names no source it was derived from</source>
        <translation>%1 为 %2，但未指明其派生来源</translation>
    </message>
    <message>
        <source>%1 cannot be derived from itself</source>
        <translation>%1 不能从自身派生</translation>
    </message>
    <message>
        <source>%1 names the source %2, which is not in the ledger</source>
        <translation>%1 指明的来源 %2 不在台账中</translation>
    </message>
    <message>
        <source>%1 is retired: nothing new is derived from it (%2)</source>
        <translation>%1 已停用：不得再从中派生新数据（%2）</translation>
    </message>
    <message>
        <source>%1 would be derived from itself through its sources (%2): lineage has no loops</source>
        <translation>%1 会经由其来源（%2）从自身派生：血缘中不允许出现循环</translation>
    </message>
    <message>
        <source>%1 counts %2 people, more than its sources hold together (%3): a derivation cannot add people</source>
        <translation>%1 计有 %2 人，超过其所有来源的合计人数（%3）：派生不能增加人数</translation>
    </message>
    <message>
        <source>%1: only a de-identified, pseudonymised, aggregated or sampled derivation lowers a grade, not &apos;%2&apos;</source>
        <translation>%1：只有去标识化、假名化、聚合或抽样派生才能降低级别，“%2”不能</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: a lowering transformation states why it lowers the grade</source>
        <translation>%1：降级变换须说明降低级别的理由</translation>
    </message>
    <message>
        <source>%1: %2 is not below the inherited grade %3</source>
        <translation>%1：%2 并不低于继承的级别 %3</translation>
    </message>
    <message>
        <source>%1 is derived from core data: core data stays core, no transformation lowers it</source>
        <translation>%1 派生自核心数据：核心数据始终是核心数据，任何变换都不能降低其级别</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for the proposer</source>
        <translation>“%1”不能用作提议人名称</translation>
    </message>
    <message>
        <source>a classification change states why</source>
        <translation>分级变更须说明理由</translation>
    </message>
    <message>
        <source>%1 is already classified so: nothing to change</source>
        <translation>%1 已是该分级：无需变更</translation>
    </message>
    <message>
        <source>no classification change of %1 is waiting</source>
        <translation>%1 没有待处理的分级变更</translation>
    </message>
    <message>
        <source>no classification change of %1 is waiting for a signature</source>
        <translation>%1 没有等待签名的分级变更</translation>
    </message>
    <message>
        <source>[grade-change-second-signature] the signing key has no valid registration in the ledger</source>
        <translation>[grade-change-second-signature] 该签名密钥在台账中没有有效登记</translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 is registered as a requester: an officer or admin signs classification changes</source>
        <translation>[grade-change-second-signature] %1 登记为申请人：级别变更须由合规官或管理员签名</translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 proposed this change of %2 and cannot sign it: a second person signs</source>
        <translation>[grade-change-second-signature] %1 提议了 %2 的此项变更，不能为其签名：须由第二人签名</translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 owns %2 and cannot sign a change of its classification</source>
        <translation>[grade-change-second-signature] %1 是 %2 的所有者，不能为其级别变更签名</translation>
    </message>
    <message>
        <source>%1 has no field %2 to reclassify</source>
        <translation>%1 没有可重新分级的字段 %2</translation>
    </message>
</context>
<context>
    <name>cg::ledger::NegativeList</name>
    <message>
        <source>a negative list file is at most %1 bytes</source>
        <translation>负面清单文件最大为 %1 字节</translation>
    </message>
    <message>
        <source>the negative list is not valid JSON: %1 at byte %2</source>
        <translation>负面清单不是有效的 JSON：%1（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>a negative list is a JSON object with zone, source and entries</source>
        <translation>负面清单应为包含 zone、source 和 entries 的 JSON 对象</translation>
    </message>
    <message>
        <source>the negative list names no zone</source>
        <translation>负面清单未指明区域（zone）</translation>
    </message>
    <message>
        <source>the negative list of %1 names no source (who published it)</source>
        <translation>%1 的负面清单未指明来源（source，即发布者）</translation>
    </message>
    <message>
        <source>the negative list of %1 has no entries array</source>
        <translation>%1 的负面清单没有 entries 数组</translation>
    </message>
    <message>
        <source>a negative list has at most %1 entries</source>
        <translation>负面清单最多包含 %1 个条目</translation>
    </message>
    <message>
        <source>entry %1 of the negative list names no category</source>
        <translation>负面清单的第 %1 个条目未指明类别</translation>
    </message>
    <message>
        <source>entry %1 (%2) of the negative list: mechanism is security-assessment or contract-or-certification, not &apos;%3&apos;</source>
        <translation>负面清单的第 %1 个条目（%2）：mechanism 应为 security-assessment 或 contract-or-certification，而不是“%3”</translation>
    </message>
    <message>
        <source>entry %1 of the negative list repeats the category %2</source>
        <translation>负面清单的第 %1 个条目重复了类别 %2</translation>
    </message>
    <message>
        <source>cannot read the negative list %1: %2</source>
        <translation>无法读取负面清单 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgConnection</name>
    <message>
        <source>the ledger server URL contains a password: keep the password in the keychain (clustergate secrets set ID --kind password &lt; FILE) and name it with --password-secret ID</source>
        <translation>台账服务器 URL 含有密码：请将密码保存在钥匙串中（clustergate secrets set ID --kind password &lt; FILE），并用 --password-secret ID 指定</translation>
    </message>
    <message>
        <source>cannot start a connection to the ledger server: out of memory</source>
        <translation>无法发起与台账服务器的连接：内存不足</translation>
    </message>
    <message>
        <source>cannot reach the ledger server %1: %2. Nothing was written; the console does not fall back to a local ledger (clustergate ledger connect --local chooses that explicitly).</source>
        <translation>无法访问台账服务器 %1：%2。未写入任何内容；控制台不会退回到本地台账（如需本地台账，请用 clustergate ledger connect --local 明确选择）。</translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost (%2); the change in progress was not stored, nothing of it was written</source>
        <translation>与台账服务器 %1 的连接已断开（%2）；正在进行的更改未保存，其任何内容均未写入</translation>
    </message>
    <message>
        <source>another desktop changed the same thing at the same moment; nothing was written (%1)</source>
        <translation>另一台桌面客户端同时更改了同一内容；未写入任何内容（%1）</translation>
    </message>
    <message>
        <source>the ledger server refused it for the role %1: %2</source>
        <translation>台账服务器拒绝了角色 %1 的此操作：%2</translation>
    </message>
    <message>
        <source>the ledger server %1 answered: %2</source>
        <translation>台账服务器 %1 返回：%2</translation>
    </message>
    <message>
        <source>not connected to the ledger server</source>
        <translation>未连接到台账服务器</translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost during this change; nothing of it was written</source>
        <translation>与台账服务器 %1 的连接在此次更改期间断开；其任何内容均未写入</translation>
    </message>
    <message>
        <source>cannot reach the ledger server %1: %2</source>
        <translation>无法访问台账服务器 %1：%2</translation>
    </message>
    <message>
        <source>a transaction on the ledger server is already open</source>
        <translation>台账服务器上已有一个打开的事务</translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost while the change was being committed; whether it was stored is not known: reload to see</source>
        <translation>提交更改时与台账服务器 %1 的连接断开；无法确定更改是否已保存：请重新加载查看</translation>
    </message>
    <message>
        <source>cannot listen on %1</source>
        <translation>无法监听 %1</translation>
    </message>
    <message>
        <source>(over the network the ledger server must prove itself with a TLS certificate for its host name: name the certificate authority that signed it with ?sslrootcert=FILE in the URL; sslmode=verify-ca or weaker only if you accept that risk)</source>
        <translation>（通过网络连接时，台账服务器必须出示与其主机名相符的 TLS 证书以证明自身身份：请在 URL 中用 ?sslrootcert=FILE 指定签发该证书的证书颁发机构；只有在接受相应风险时才使用 sslmode=verify-ca 或更弱的模式）</translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgLedgerStore</name>
    <message>
        <source>the server %1 holds no ClusterGate ledger yet: its owner runs &apos;clustergate ledger server-init URL&apos; once</source>
        <translation>服务器 %1 上还没有 ClusterGate 台账：须由其所有者运行一次“clustergate ledger server-init URL”</translation>
    </message>
    <message>
        <source>the ledger on %1 is schema version %2, newer than this build&apos;s %3: update ClusterGate</source>
        <translation>%1 上台账的架构版本为 %2，比本版本支持的 %3 更新：请更新 ClusterGate</translation>
    </message>
    <message>
        <source>dataset %1 names a source %2 that is not in the ledger</source>
        <translation>数据集 %1 的来源 %2 不在台账中</translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation>台账中没有数据集 %1</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>request %1 was changed by someone else meanwhile (it is %2 now, no longer %3); nothing was written: reload and look again</source>
        <translation>申请 %1 在此期间已被他人更改（现为%2，不再是%3）；未写入任何内容：请重新加载后再查看</translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgMigration</name>
    <message>
        <source>the server&apos;s ledger schema is version %1, this build needs %2: run &apos;clustergate ledger server-init URL&apos; first</source>
        <translation>服务器上的台账架构版本为 %1，本版本需要 %2：请先运行“clustergate ledger server-init URL”</translation>
    </message>
    <message>
        <source>the server already holds another ledger (%1, this one is %2): migrate into an empty server</source>
        <translation>服务器上已有另一个台账（%1，而本台账为 %2）：请迁移到空的服务器</translation>
    </message>
    <message>
        <source>the server holds %1 audit rows, more than the %2 of this ledger: it is not a copy of it</source>
        <translation>服务器上有 %1 条审计记录，多于本台账的 %2 条：它不是本台账的副本</translation>
    </message>
    <message>
        <source>audit row %1 on the server differs from this ledger&apos;s: the server holds another history and nothing is copied</source>
        <translation>服务器上的第 %1 条审计记录与本台账的不同：服务器保存的是另一段历史，未复制任何内容</translation>
    </message>
    <message>
        <source>cannot copy the ledger to the server: %1</source>
        <translation>无法将台账复制到服务器：%1</translation>
    </message>
    <message>
        <source>the audit rows stopped at %1 of %2 (run the migration again to continue): %3</source>
        <translation>审计记录复制到第 %1 条（共 %2 条）时中止（再次运行迁移即可继续）：%3</translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgSchema</name>
    <message>
        <source>the ledger schema on the server is version %1, newer than this build&apos;s %2: update ClusterGate before using this server</source>
        <translation>服务器上的台账架构版本为 %1，比本版本支持的 %2 更新：请先更新 ClusterGate 再使用此服务器</translation>
    </message>
    <message>
        <source>The ledger schema is at version %1: nothing to do.</source>
        <translation>台账架构已是版本 %1：无需操作。</translation>
    </message>
    <message>
        <source>the database already has an audit_log table that ClusterGate did not make; use an empty database</source>
        <translation>该数据库中已有一个并非由 ClusterGate 创建的 audit_log 表；请使用空数据库</translation>
    </message>
    <message>
        <source>migration %1 failed: %2</source>
        <translation>架构迁移 %1 失败：%2</translation>
    </message>
    <message>
        <source>Applied ledger schema migration %1.</source>
        <translation>已应用台账架构迁移 %1。</translation>
    </message>
</context>
<context>
    <name>cg::ledger::Provisions</name>
    <message>
        <source>The counters start again on 1 January %1: the %2 people&apos;s sensitive and %3 people&apos;s non-sensitive personal information sent in %4 no longer count.</source>
        <translation>计数于 %1 年 1 月 1 日重新开始：%4 年向境外提供的 %2 人的敏感个人信息和 %3 人的非敏感个人信息不再计入。</translation>
    </message>
    <message>
        <source>the exporter</source>
        <translation>该数据处理者</translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation>该数据处理者</translation>
    </message>
    <message>
        <source>%1 needs no security assessment, standard contract or certification, and its people are not added to the year&apos;s counters.</source>
        <translation>%1 无需申报安全评估、订立标准合同或通过认证，其涉及的人数也不计入当年累计。</translation>
    </message>
    <message>
        <source>Graded important in the ledger, but not notified or published as important data: under Art. 2 it is not declared as important data, and its personal information decides.</source>
        <translation>台账中定为重要级别，但未被告知或公开发布为重要数据：依第二条，无需作为重要数据申报，所需机制由其中的个人信息决定。</translation>
    </message>
    <message>
        <source>Art. 7(1)</source>
        <translation>第七条第（一）项</translation>
    </message>
    <message>
        <source>Art. 7(2)</source>
        <translation>第七条第（二）项</translation>
    </message>
    <message>
        <source>It holds data notified or published as important data (Art. 2): important data leaves only after a security assessment (%1), whatever the number of people and whatever exemption is claimed.</source>
        <translation>其中含有被告知或公开发布为重要数据的数据（第二条）：无论人数多少、主张何种豁免，重要数据都只能在通过安全评估（%1）后出境。</translation>
    </message>
    <message>
        <source>Art. 3</source>
        <translation>第三条</translation>
    </message>
    <message>
        <source>It holds no personal information and no important data (Art. 3).</source>
        <translation>其中不含个人信息和重要数据（第三条）。</translation>
    </message>
    <message>
        <source>Art. 4</source>
        <translation>第四条</translation>
    </message>
    <message>
        <source>The personal information was collected abroad and is sent back without domestic personal information or important data added (Art. 4).</source>
        <translation>该个人信息在境外收集，向境外提供时未加入境内个人信息或重要数据（第四条）。</translation>
    </message>
    <message>
        <source>Art. 5(1)</source>
        <translation>第五条第（一）项</translation>
    </message>
    <message>
        <source>Sending it is necessary to conclude or perform a contract to which the person is a party (Art. 5(1)), %1 people.</source>
        <translation>为订立、履行个人作为一方当事人的合同，确需向境外提供（第五条第（一）项），涉及 %1 人。</translation>
    </message>
    <message>
        <source>Art. 5(2)</source>
        <translation>第五条第（二）项</translation>
    </message>
    <message>
        <source>Sending it is necessary for cross-border human-resources management under lawful labour rules or a collective contract (Art. 5(2)).</source>
        <translation>按照依法制定的劳动规章制度和依法签订的集体合同实施跨境人力资源管理，确需向境外提供（第五条第（二）项）。</translation>
    </message>
    <message>
        <source>Art. 5(3)</source>
        <translation>第五条第（三）项</translation>
    </message>
    <message>
        <source>Sending it is necessary in an emergency to protect a person&apos;s life, health or property (Art. 5(3)).</source>
        <translation>紧急情况下为保护自然人的生命健康和财产安全，确需向境外提供（第五条第（三）项）。</translation>
    </message>
    <message>
        <source>Art. 3 was claimed, but the data holds personal information of %1 people: Art. 3 covers only data without personal information or important data.</source>
        <translation>主张适用第三条，但数据中含有 %1 人的个人信息：第三条仅适用于不含个人信息和重要数据的数据。</translation>
    </message>
    <message>
        <source>%1 is registered in %2, but no negative list of that zone is loaded: Art. 6 cannot apply.</source>
        <translation>%1 注册于 %2，但未加载该区域的负面清单：无法适用第六条。</translation>
    </message>
    <message>
        <source>Art. 6</source>
        <translation>第六条</translation>
    </message>
    <message>
        <source>%1 is in %2 and none of the data&apos;s categories (%3) is on the zone&apos;s negative list (%4) (Art. 6).</source>
        <translation>%1 位于 %2，且数据的类别（%3）均不在该区域的负面清单（%4）中（第六条）。</translation>
    </message>
    <message>
        <source>No data category is recorded for the data, so the negative list of %1 cannot exempt it (Art. 6).</source>
        <translation>数据未记录数据类别，因此 %1 的负面清单无法豁免该数据（第六条）。</translation>
    </message>
    <message>
        <source>On the negative list of %1: %2; the list requires %3.</source>
        <translation>列入 %1 的负面清单：%2；该清单要求 %3。</translation>
    </message>
    <message>
        <source>Since 1 January %1, %2 has sent abroad %3 people&apos;s sensitive and %4 people&apos;s non-sensitive personal information; this transfer adds %5 and %6, making %7 and %8.</source>
        <translation>自 %1 年 1 月 1 日起，%2 已向境外提供 %3 人的敏感个人信息和 %4 人的非敏感个人信息；本次出境分别增加 %5 人和 %6 人，累计达 %7 人和 %8 人。</translation>
    </message>
    <message>
        <source>A CIIO sends any personal information abroad only after a security assessment (Art. 7(1)), whatever the number; the Art. 5(4) exemption is not open to it.</source>
        <translation>关键信息基础设施运营者向境外提供任何个人信息，无论人数多少，均须通过安全评估（第七条第（一）项）；第五条第（四）项的豁免不适用于关键信息基础设施运营者。</translation>
    </message>
    <message>
        <source>%1 people&apos;s sensitive personal information is at or above %2: a security assessment (Art. 7(2)).</source>
        <translation>敏感个人信息涉及 %1 人，达到或超过 %2 人：须通过安全评估（第七条第（二）项）。</translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is at or above %2: a security assessment (Art. 7(2)).</source>
        <translation>非敏感个人信息涉及 %1 人，达到或超过 %2 人：须通过安全评估（第七条第（二）项）。</translation>
    </message>
    <message>
        <source>Art. 8</source>
        <translation>第八条</translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is at least %2 and fewer than %3: a standard contract or certification (Art. 8).</source>
        <translation>非敏感个人信息涉及 %1 人，不少于 %2 人且少于 %3 人：须订立标准合同或通过认证（第八条）。</translation>
    </message>
    <message>
        <source>%1 people&apos;s sensitive personal information is fewer than %2: a standard contract or certification (Art. 8); Art. 5(4) exempts only non-sensitive personal information.</source>
        <translation>敏感个人信息涉及 %1 人，少于 %2 人：须订立标准合同或通过认证（第八条）；第五条第（四）项仅豁免非敏感个人信息。</translation>
    </message>
    <message>
        <source>Art. 5(4)</source>
        <translation>第五条第（四）项</translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is fewer than %2 and none is sensitive: no mechanism (Art. 5(4)); the people still count towards the year.</source>
        <translation>非敏感个人信息涉及 %1 人，少于 %2 人，且不含敏感个人信息：无需任何机制（第五条第（四）项）；这些人数仍计入当年累计。</translation>
    </message>
    <message>
        <source>The negative list&apos;s requirement is the stronger: %1 (Art. 6).</source>
        <translation>负面清单的要求更严格：%1（第六条）。</translation>
    </message>
    <message>
        <source>%1 is a critical information infrastructure operator (CIIO).</source>
        <translation>%1是关键信息基础设施运营者。</translation>
    </message>
    <message>
        <source>%1 is not a critical information infrastructure operator.</source>
        <translation>%1不是关键信息基础设施运营者。</translation>
    </message>
</context>
<context>
    <name>cg::ledger::RegistrationChain</name>
    <message>
        <source>row %1 is not a registration</source>
        <translation>第 %1 行不是登记</translation>
    </message>
    <message>
        <source>the registration in row %1 cannot be read</source>
        <translation>无法读取第 %1 行中的登记</translation>
    </message>
    <message>
        <source>the registration of %1 in row %2 has a malformed signature or registrar key</source>
        <translation>第 %2 行中 %1 的登记，其签名或登记人密钥格式有误</translation>
    </message>
    <message>
        <source>%1 is registered twice (row %2): registered keys are never replaced</source>
        <translation>%1 被登记了两次（第 %2 行）：已登记的密钥永不替换</translation>
    </message>
    <message>
        <source>row %1 registers the key of %2 again, as %3: one person, one key</source>
        <translation>第 %1 行再次以 %3 的身份登记了 %2 的密钥：一人只能有一个密钥</translation>
    </message>
    <message>
        <source>%1 founds the ledger in row %2, but it was founded before: only the first registration signs itself</source>
        <translation>%1 在第 %2 行创建台账，但台账此前已创建：只有第一条登记是自签名的</translation>
    </message>
    <message>
        <source>the founder %1 is not an admin</source>
        <translation>创始人 %1 不是管理员</translation>
    </message>
    <message>
        <source>the founding registration of %1 (row %2) is not signed by its own key</source>
        <translation>%1 的创始登记（第 %2 行）未用其自身的密钥签名</translation>
    </message>
    <message>
        <source>%1 (row %2) was registered by %3, whose key is not a registered one</source>
        <translation>%1（第 %2 行）由 %3 登记，但 %3 的密钥并非已登记的密钥</translation>
    </message>
    <message>
        <source>%1 (row %2) was registered by %3, who is not an admin</source>
        <translation>%1（第 %2 行）由 %3 登记，但 %3 不是管理员</translation>
    </message>
    <message>
        <source>the registration of %1 (row %2) is not validly signed by %3</source>
        <translation>%1 的登记（第 %2 行）未由 %3 有效签名</translation>
    </message>
</context>
<context>
    <name>cg::ledger::RegradeImpact</name>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1：%2 -&gt; %3</translation>
    </message>
    <message>
        <source>request %1 (%2): %3 -&gt; %4, requires %5 -&gt; %6</source>
        <translation>申请 %1（%2）：%3 -&gt; %4，要求 %5 -&gt; %6</translation>
    </message>
    <message>
        <source>; now allowed</source>
        <translation>；现已允许</translation>
    </message>
    <message>
        <source>; now refused: %1</source>
        <translation>；现被拒绝：%1</translation>
    </message>
</context>
<context>
    <name>cg::ledger::Reports</name>
    <message>
        <source>ClusterGate data-export compliance report</source>
        <translation>ClusterGate 数据出境合规报告</translation>
    </message>
    <message>
        <source>Export register</source>
        <translation>出境登记簿</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>申请</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Requester</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>决定人</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>决定时间</translation>
    </message>
    <message>
        <source>Approval expires</source>
        <translation>批准到期</translation>
    </message>
    <message>
        <source>Retention (days)</source>
        <translation>保留期（天）</translation>
    </message>
    <message>
        <source>Pending reviews</source>
        <translation>待审核</translation>
    </message>
    <message>
        <source>Age (days)</source>
        <translation>时长（天）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>拒绝：%1</translation>
    </message>
    <message>
        <source>Destruction status</source>
        <translation>销毁状态</translation>
    </message>
    <message>
        <source>Activated</source>
        <translation>启用时间</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>逾期</translation>
    </message>
    <message>
        <source>Destroyed on</source>
        <translation>销毁日期</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Performed by</source>
        <translation>执行人</translation>
    </message>
    <message>
        <source>Witness</source>
        <translation>见证人</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Evidence SHA-256</source>
        <translation>证据 SHA-256</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Threshold counters (people whose personal information went abroad since 1 January)</source>
        <translation>阈值计数（自 1 月 1 日起个人信息出境的人数）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Sensitive PI (people)</source>
        <translation>敏感个人信息（人）</translation>
    </message>
    <message>
        <source>Other PI (people)</source>
        <translation>其他个人信息（人）</translation>
    </message>
    <message>
        <source>Mechanism now required</source>
        <translation>现所需机制</translation>
    </message>
    <message>
        <source>Signed decisions, re-verified</source>
        <translation>已签名决定（重新验证）</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决定</translation>
    </message>
    <message>
        <source>Approver</source>
        <translation>批准人</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>INVALID: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <source>Audit extract</source>
        <translation>审计摘录</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>记录时间</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>哈希</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>审计日志</translation>
    </message>
    <message>
        <source>Audit chain</source>
        <translation>审计链</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>%1 of %2 valid</source>
        <translation>%2 个中 %1 个有效</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>nothing awaits review</source>
        <translation>没有待审核的申请</translation>
    </message>
    <message numerus="yes">
        <source>%n awaiting review, the oldest for %1 day(s)</source>
        <translation>
            <numerusform>%n 个待审核，最早的已等待 %1 天</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 destroyed with a certificate, %2 overdue</source>
        <translation>%1 个已凭证明销毁，%2 个已逾期</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>chain intact</source>
        <translation>链完好</translation>
    </message>
    <message>
        <source>chain BROKEN</source>
        <translation>链已断开</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) awaiting review</source>
        <translation>
            <numerusform>%n 个申请待审核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destruction(s) overdue</source>
        <translation>
            <numerusform>%n 项销毁已逾期</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 signed decision(s) verify</source>
        <translation>%2 个已签名决定中有 %1 个验证通过</translation>
    </message>
    <message>
        <source>NOT TRUSTWORTHY: %1; %2</source>
        <translation>不可信：%1；%2</translation>
    </message>
    <message>
        <source>the audit log is intact</source>
        <translation>审计日志完好</translation>
    </message>
    <message>
        <source>the audit log is BROKEN</source>
        <translation>审计日志已损坏</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>What stands out</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>Anchored: rows 1 to %1 are vouched for by %2.</source>
        <translation>已锚定：第 1 至 %1 行由 %2 担保。</translation>
    </message>
    <message>
        <source>chain anchored</source>
        <translation>链已锚定</translation>
    </message>
    <message>
        <source>the audit log is anchored (rows 1 to %1, by %2)</source>
        <translation>审计日志已锚定（第 1 至 %1 行，由 %2 担保）</translation>
    </message>
    <message>
        <source>TRUSTWORTHY: %1 and %2</source>
        <translation>可信：%1，且 %2</translation>
    </message>
</context>
<context>
    <name>cg::ledger::Rules</name>
    <message>
        <source>sensitive personal information of 10,000 people or more (Art. 7)</source>
        <translation>1 万人以上的敏感个人信息（第七条）</translation>
    </message>
    <message>
        <source>personal information of 1,000,000 people or more (Art. 7)</source>
        <translation>100 万人以上的个人信息（第七条）</translation>
    </message>
    <message>
        <source>personal information of 100,000 to 999,999 people (Art. 8)</source>
        <translation>10 万人以上、不满 100 万人的个人信息（第八条）</translation>
    </message>
    <message>
        <source>sensitive personal information of fewer than 10,000 people (Art. 8)</source>
        <translation>不满 1 万人的敏感个人信息（第八条）</translation>
    </message>
    <message>
        <source>Art. 5(2): cross-border human-resources management of employees</source>
        <translation>第五条第（二）项：实施跨境人力资源管理所必需</translation>
    </message>
    <message>
        <source>Art. 5(3): to protect life, health or property in an emergency</source>
        <translation>第五条第（三）项：紧急情况下为保护生命健康和财产安全所必需</translation>
    </message>
    <message>
        <source>A request names datasets, a destination cluster and country, a purpose and a retention period.</source>
        <translation>申请须写明数据集、目的地集群及国家、用途和保留期。</translation>
    </message>
    <message>
        <source>datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>destination cluster</source>
        <translation>目的地集群</translation>
    </message>
    <message>
        <source>destination country or region</source>
        <translation>目的地国家或地区</translation>
    </message>
    <message>
        <source>purpose</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>retention period (days)</source>
        <translation>保留期（天）</translation>
    </message>
    <message>
        <source>the request is missing: %1</source>
        <translation>申请缺少：%1</translation>
    </message>
    <message>
        <source>Core data (GB/T 43697-2024) never leaves, in any form.</source>
        <translation>核心数据（GB/T 43697-2024）在任何形式下都不出境。</translation>
    </message>
    <message>
        <source>%1 is core data (GB/T 43697-2024): core data never leaves the country, in any form and under any mechanism</source>
        <translation>%1 是核心数据（GB/T 43697-2024）：核心数据在任何形式、任何机制下都不得出境</translation>
    </message>
    <message>
        <source>Sensitive personal information needs a personal-information impact assessment.</source>
        <translation>敏感个人信息需要个人信息保护影响评估。</translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information: give the reference of its personal-information impact assessment (PIPL Art. 55)</source>
        <translation>%1 含有敏感个人信息：请提供其个人信息保护影响评估的编号（《个人信息保护法》第五十五条）</translation>
    </message>
    <message>
        <source>Sensitive personal information needs an attestation of the people&apos;s separate consent.</source>
        <translation>敏感个人信息需要个人单独同意的证明。</translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information: give the reference of the separate-consent attestation (PIPL Art. 29 and 39)</source>
        <translation>%1 含有敏感个人信息：请提供单独同意证明的编号（《个人信息保护法》第二十九条、第三十九条）</translation>
    </message>
    <message>
        <source>Sensitive personal information never leaves raw.</source>
        <translation>敏感个人信息绝不以原始形式出境。</translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information and may not leave raw: choose de-identified, pseudonymised, aggregated or sampled</source>
        <translation>%1 含有敏感个人信息，不得以原始形式出境：请选择去标识化、假名化、聚合或抽样</translation>
    </message>
    <message>
        <source>Sampled exports give a fraction in (0, 1]; aggregated exports give a minimum group size of at least 2.</source>
        <translation>抽样导出须给出 (0, 1] 内的比例；聚合导出须给出至少为 2 的最小分组规模。</translation>
    </message>
    <message>
        <source>a sampled export needs the parameter fraction, a number above 0 and at most 1</source>
        <translation>抽样导出需要参数 fraction，大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>an aggregated export needs the parameter min_group_size, a whole number of at least 2</source>
        <translation>聚合导出需要参数 min_group_size，为至少 2 的整数</translation>
    </message>
    <message>
        <source>A security assessment, standard contract or certification is named by its reference; an exemption by its clause.</source>
        <translation>安全评估、标准合同或认证须写明其编号；豁免须写明其条款。</translation>
    </message>
    <message>
        <source>an exemption names its clause, one of: %1</source>
        <translation>豁免须写明条款，为以下之一：%1</translation>
    </message>
    <message>
        <source>the %1 needs its reference (assessment number, contract filing number or certificate number)</source>
        <translation>%1 需要其编号（评估编号、合同备案编号或认证证书编号）</translation>
    </message>
    <message>
        <source>the exemption %1</source>
        <translation>豁免 %1</translation>
    </message>
    <message>
        <source>Only a submitted request can be decided.</source>
        <translation>只有已提交的申请才能作出决定。</translation>
    </message>
    <message>
        <source>request %1 is %2; only a submitted request can be decided</source>
        <translation>申请 %1 处于%2状态；只有已提交的申请才能作出决定</translation>
    </message>
    <message>
        <source>Decisions are signed with a key registered in the ledger.</source>
        <translation>决定须使用台账中登记的密钥签名。</translation>
    </message>
    <message>
        <source>the signing key does not belong to a compliance officer registered in the ledger</source>
        <translation>该签名密钥不属于台账中登记的合规官</translation>
    </message>
    <message>
        <source>Nobody approves their own request, whatever their role.</source>
        <translation>任何人都不能批准自己的申请，无论其角色。</translation>
    </message>
    <message>
        <source>For sensitive-personal data and above, the approver is not the dataset&apos;s owner.</source>
        <translation>敏感个人数据及以上级别的数据，批准人不能是数据集所有者。</translation>
    </message>
    <message>
        <source>%1 owns %2 (%3): for sensitive-personal data and above, someone other than the owner approves</source>
        <translation>%1 是 %2（%3）的所有者：敏感个人数据及以上级别须由所有者以外的人批准</translation>
    </message>
    <message>
        <source>An approval states until when it holds, a date not in the past.</source>
        <translation>批准须写明有效期限，且不早于今天。</translation>
    </message>
    <message>
        <source>an approval needs an expiry date from today on</source>
        <translation>批准需要一个从今天起的到期日期</translation>
    </message>
    <message>
        <source>no mechanism (an exemption applies)</source>
        <translation>无需机制（适用豁免）</translation>
    </message>
    <message>
        <source>a standard contract or certification</source>
        <translation>标准合同或认证</translation>
    </message>
    <message>
        <source>a security assessment</source>
        <translation>安全评估</translation>
    </message>
    <message>
        <source>The key that signed a request never approves it, nor a key that the requester registered.</source>
        <translation>签署申请的密钥永远不能批准该申请，申请人登记的密钥也不能。</translation>
    </message>
    <message>
        <source>the key that signed request %1 (%2&apos;s) is the approving key: the same person cannot approve under another name</source>
        <translation>签署申请 %1 的密钥（%2 的密钥）就是批准所用的密钥：同一人不能以另一个名义批准</translation>
    </message>
    <message>
        <source>%1 was registered by %2, who requested this export: a name the requester made is not a second person</source>
        <translation>%1 由 %2 登记，而 %2 正是此次出境的申请人：申请人创建的名义不算第二个人</translation>
    </message>
    <message>
        <source>Art. 5(4): a non-CIIO&apos;s fewer than 100,000 people&apos;s non-sensitive personal information since 1 January</source>
        <translation>第五条第（四）项：非关键信息基础设施运营者自当年 1 月 1 日起累计向境外提供不满 10 万人的个人信息（不含敏感个人信息）</translation>
    </message>
    <message>
        <source>Art. 5(1): necessary to conclude or perform a contract to which the person is a party</source>
        <translation>第五条第（一）项：为订立、履行个人作为一方当事人的合同所必需</translation>
    </message>
    <message>
        <source>Art. 3: trade, transport, academic, manufacturing or marketing data without personal information or important data</source>
        <translation>第三条：国际贸易、跨境运输、学术合作、跨国生产制造或市场营销中的数据，不含个人信息或重要数据</translation>
    </message>
    <message>
        <source>Art. 4: personal information collected abroad and sent back without domestic personal information or important data added</source>
        <translation>第四条：在境外收集的个人信息送回境外，且未加入境内个人信息或重要数据</translation>
    </message>
    <message>
        <source>Art. 6: from a pilot free trade zone, data not on the zone&apos;s negative list</source>
        <translation>第六条：来自自由贸易试验区、且不在该区负面清单上的数据</translation>
    </message>
    <message>
        <source>Important data (notified or published as such, 2024 Provisions Art. 2) leaves only under a CAC security assessment, with its assessment number.</source>
        <translation>重要数据（被告知或公开发布为重要数据，2024 年《促进和规范数据跨境流动规定》第二条）只能经国家网信部门安全评估、凭评估编号出境。</translation>
    </message>
    <message>
        <source>%1 is important data (notified or published as such): it may leave only under a security assessment, with the assessment number as the mechanism reference (2024 Provisions Art. 7)</source>
        <translation>%1 是重要数据（已被告知或公开发布为重要数据）：只能经安全评估出境，并以评估编号作为机制编号（2024 年《促进和规范数据跨境流动规定》第七条）</translation>
    </message>
    <message>
        <source>The 2024 Provisions decide the mechanism: CIIO status, important data, the people whose personal information the exporter sent abroad since 1 January, the exemptions of Art. 3 to 6 (Art. 3 to 8).</source>
        <translation>所需机制由 2024 年《促进和规范数据跨境流动规定》决定：是否为关键信息基础设施运营者、是否含重要数据、数据处理者自 1 月 1 日起向境外提供个人信息的人数，以及第三条至第六条的豁免（第三条至第八条）。</translation>
    </message>
    <message>
        <source>%1 requires %2, not %3: %4</source>
        <translation>%1 要求 %2，而不是 %3：%4</translation>
    </message>
    <message>
        <source>%1 requested this export and cannot approve it, whatever their role (%2 included): a second person must approve it</source>
        <translation>%1 申请了此出境，无论其角色如何（包括%2），都不能批准：必须由另一人批准</translation>
    </message>
</context>
<context>
    <name>cg::ledger::SignedNotes</name>
    <message>
        <source>a note must be UTF-8 text ending in a newline</source>
        <translation>注记必须是以换行结尾的 UTF-8 文本</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot name a signing key (use letters, digits and . _ @ -)</source>
        <translation>“%1”不能作为签名密钥名称（请使用字母、数字和 . _ @ -）</translation>
    </message>
    <message>
        <source>the note is larger than %1 bytes</source>
        <translation>注记大于 %1 字节</translation>
    </message>
    <message>
        <source>not a signed note: no blank line before the signatures</source>
        <translation>不是已签名注记：签名前没有空行</translation>
    </message>
    <message>
        <source>the note&apos;s text is not valid</source>
        <translation>注记文本无效</translation>
    </message>
    <message>
        <source>a signature line must start with an em dash</source>
        <translation>签名行必须以破折号（—）开头</translation>
    </message>
    <message>
        <source>a signature line is not &apos;name base64-signature&apos;</source>
        <translation>签名行不是“名称 base64签名”</translation>
    </message>
    <message>
        <source>the note has too many signatures</source>
        <translation>注记的签名过多</translation>
    </message>
    <message>
        <source>the note has no signature</source>
        <translation>注记没有签名</translation>
    </message>
    <message>
        <source>a checkpoint has an origin, a tree size and a hash</source>
        <translation>检查点包含来源、树大小和哈希</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s tree size is not a whole number</source>
        <translation>检查点的树大小不是整数</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s hash is not base64 of 32 bytes</source>
        <translation>检查点的哈希不是 32 字节的 base64</translation>
    </message>
    <message>
        <source>%1 has signed this note already</source>
        <translation>%1 已对此注记签名</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s chain line is not base64 of 32 bytes</source>
        <translation>检查点的链行不是 32 字节的 base64</translation>
    </message>
</context>
<context>
    <name>cg::ledger::SqliteLedgerStore</name>
    <message>
        <source>dataset %1 was not stored</source>
        <translation>数据集 %1 未保存</translation>
    </message>
    <message>
        <source>dataset %1 names a source %2 that is not in the ledger</source>
        <translation>数据集 %1 的来源 %2 不在台账中</translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation>台账中没有数据集 %1</translation>
    </message>
    <message>
        <source>request %1 is no longer %2: it was changed meanwhile; nothing was written</source>
        <translation>申请 %1 已不再是%2：它在此期间已被更改；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>cg::ledger::TrustAnchors</name>
    <message>
        <source>%1 is not a verifier key (NAME+HASH+BASE64)</source>
        <translation>%1 不是验证密钥（NAME+HASH+BASE64）</translation>
    </message>
    <message>
        <source>cannot read the checkpoint %1: %2</source>
        <translation>无法读取检查点 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large for a checkpoint</source>
        <translation>%1 过大，不可能是检查点</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <source>cannot read the anchor file %1: %2</source>
        <translation>无法读取信任锚文件 %1：%2</translation>
    </message>
    <message>
        <source>the anchor file %1 is larger than 1 MiB</source>
        <translation>信任锚文件 %1 大于 1 MiB</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>anchor file %1</source>
        <translation>信任锚文件 %1</translation>
    </message>
</context>
<context>
    <name>cg::planning::AlertEngine</name>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>GPU 空闲</translation>
    </message>
    <message>
        <source>Queue growing</source>
        <translation>队列增长</translation>
    </message>
    <message>
        <source>Link degraded</source>
        <translation>链路劣化</translation>
    </message>
    <message>
        <source>Job failures</source>
        <translation>作业失败</translation>
    </message>
    <message>
        <source>Agent silent</source>
        <translation>代理无响应</translation>
    </message>
    <message>
        <source>Cost jump</source>
        <translation>成本激增</translation>
    </message>
    <message numerus="yes">
        <source>Job %1 (%2) holds %n GPU(s) on %3 at %4 % or less for %5 min</source>
        <translation>
            <numerusform>作业 %1（%2）在 %3 上占用 %n 块 GPU，利用率已连续 %5 分钟不高于 %4%</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown user</source>
        <translation>未知用户</translation>
    </message>
    <message>
        <source>Ask %1 whether job %2 still needs its GPUs: cancel it (scancel %2) or fix what starves it (data loading, a hung step). Idle allocated GPUs are paid for.</source>
        <translation>请询问 %1 作业 %2 是否仍需要这些 GPU：取消它（scancel %2），或解决使其 GPU 闲置的问题（数据加载、卡住的步骤）。已分配但闲置的 GPU 同样要付费。</translation>
    </message>
    <message>
        <source>its owner</source>
        <translation>其所有者</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>%1 jobs pending, more at each of the last %2 polls</source>
        <translation>%1 个作业在排队，且最近 %2 次轮询中每次都在增加</translation>
    </message>
    <message>
        <source>Jobs arrive faster than they start: look for drained or down nodes (sinfo -R), a reservation or a partition limit; if demand is real, plan more GPUs (Planning &gt; Planner).</source>
        <translation>作业到达快于启动：检查是否有 drained 或 down 状态的节点（sinfo -R）、预留或分区限制；如果需求确实增加，请规划更多 GPU（规划 &gt; 规划器）。</translation>
    </message>
    <message>
        <source>Run the link check (Validation &gt; L1) to see where the delay or loss is; if a hop of the jump chain is congested, move transfers off peak or ask the provider about the path.</source>
        <translation>运行链路检查（验收 &gt; L1）以定位延迟或丢包发生在哪里；如果跳板链中的某一跳拥塞，请将传输移到非高峰时段，或向服务商询问该路径。</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>%1 of %2 jobs that ended in the last %3 min failed (%4)</source>
        <translation>最近 %3 分钟内结束的 %2 个作业中有 %1 个失败（%4）</translation>
    </message>
    <message>
        <source>Read the failed jobs&apos; output and where they ran (scontrol show job ID, sinfo -R): one bad node or a broken image fails every job it gets. Drain a bad node (scontrol update nodename=NODE state=drain reason=...) and requeue the jobs.</source>
        <translation>查看失败作业的输出及其运行位置（scontrol show job ID、sinfo -R）：一个坏节点或损坏的镜像会使分配到它的每个作业都失败。将坏节点置为 drain（scontrol update nodename=NODE state=drain reason=...），并将作业重新排队。</translation>
    </message>
    <message>
        <source>No telemetry from the agent on %1 for %2 s (last at %3)</source>
        <translation>%1 上的代理已 %2 秒没有发送遥测数据（最后一次在 %3）</translation>
    </message>
    <message>
        <source>Cost on %1: %2 %3, %4</source>
        <translation>%1 的成本：%2 %3，%4</translation>
    </message>
    <message>
        <source>See which projects and jobs grew (Planning &gt; Cost…): a runaway or forgotten job, a new team, or a price change; cancel what is not needed.</source>
        <translation>查看哪些项目和作业的成本增长了（规划 &gt; 成本…）：失控或被遗忘的作业、新团队或价格变化；取消不需要的部分。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Check that %1 is up and reachable (Check %2); restart its agent if the node is fine (Restart Agent, or clustergate agent restart %3). Its GPUs are not watched meanwhile.</source>
        <translation>请检查 %1 是否在线且可访问（“检查 %2”）；如果节点正常，请重启其代理（“在 %1 上重启代理”，或 clustergate agent restart %3）。在此期间不会监控其 GPU。</translation>
    </message>
    <message>
        <source>Packet loss</source>
        <translation>丢包</translation>
    </message>
    <message>
        <source>%1: RTT %2 ms (limit %3), %4 retransmits/s (limit %5) at the last sample; over the limits since %6</source>
        <translation>%1：最近一个样本 RTT %2 毫秒（上限 %3），每秒重传 %4 次（上限 %5）；自 %6 起超出上限</translation>
    </message>
    <message>
        <source>%1: %2 % of TCP segments retransmitted (limit %3 %) at the last sample; over the limit since %4</source>
        <translation>%1：最近一个样本有 %2% 的 TCP 报文段被重传（上限 %3%）；自 %4 起超出上限</translation>
    </message>
    <message>
        <source>Packets are lost on the way to the node: run the link check (Validation &gt; L1) to find the hop; check the node&apos;s NIC and cable errors (ip -s link) and ask the provider about the path if the loss is upstream. Transfers and jobs that stream data slow down meanwhile.</source>
        <translation>到节点的路径上有丢包：运行链路检查（验证 &gt; L1）找出出问题的跳；检查节点网卡与线缆的错误计数（ip -s link），如丢包发生在上游，请向服务商询问线路情况。在此期间，传输和流式读取数据的作业会变慢。</translation>
    </message>
    <message>
        <source>Failover refused</source>
        <translation>故障转移被拒绝</translation>
    </message>
    <message>
        <source>%1 not reached since %2 (%3 s): no agent has answered from it</source>
        <translation>%1 自 %2 起未能连通（%3 秒）：尚无代理从该节点应答</translation>
    </message>
    <message>
        <source>Check that %1 is up and reachable from the jump host (Check %2). Its agent starts once the node can be reached. Its GPUs are not watched meanwhile.</source>
        <translation>请确认 %1 已开机且能从跳板机连通（检查 %2）。节点可连通后，其代理便会启动。在此之前，其 GPU 不受监视。</translation>
    </message>
</context>
<context>
    <name>cg::planning::AlertThresholdSet</name>
    <message>
        <source>%1 must be a map of threshold: value</source>
        <translation>%1 必须是“阈值: 值”形式的映射</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be a single value</source>
        <translation>%1：“%2”必须是单个值</translation>
    </message>
    <message>
        <source>the top level must have &apos;defaults&apos; and/or &apos;clusters&apos;</source>
        <translation>顶层必须包含“defaults”和/或“clusters”</translation>
    </message>
    <message>
        <source>&apos;clusters&apos; must map cluster names to thresholds</source>
        <translation>“clusters”必须将集群名称映射到阈值</translation>
    </message>
    <message>
        <source>a cluster under &apos;clusters&apos; has no name</source>
        <translation>“clusters”下有一个集群没有名称</translation>
    </message>
    <message>
        <source>unknown section &apos;%1&apos; (expected &apos;defaults&apos; or &apos;clusters&apos;)</source>
        <translation>未知的部分“%1”（应为“defaults”或“clusters”）</translation>
    </message>
    <message>
        <source>%1 must be an object of threshold: value</source>
        <translation>%1 必须是“阈值: 值”形式的对象</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be a number</source>
        <translation>%1：“%2”必须是数字</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>%1: unknown threshold &apos;%2&apos; (known: %3)</source>
        <translation>%1：未知的阈值“%2”（已知：%3）</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be %3 from %4 to %5, not &apos;%6&apos;</source>
        <translation>%1：“%2”必须是 %4 到 %5 之间的%3，而不是“%6”</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1：第 %2 行：%3</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: larger than 1 MiB; not a threshold file</source>
        <translation>%1：超过 1 MiB；不是阈值文件</translation>
    </message>
</context>
<context>
    <name>cg::planning::ClusterChooser</name>
    <message>
        <source>the data may not go to %1: %2</source>
        <translation>数据不得出境至 %1：%2</translation>
    </message>
    <message>
        <source>no cleared export</source>
        <translation>没有已获批准的出境申请</translation>
    </message>
    <message>
        <source>RTT %1 ms is over the limit of %2 ms</source>
        <translation>RTT %1 毫秒超过上限 %2 毫秒</translation>
    </message>
    <message>
        <source>no GPUs on offer</source>
        <translation>没有可提供的 GPU</translation>
    </message>
    <message>
        <source>no GPU-hour price</source>
        <translation>未填写 GPU 小时单价</translation>
    </message>
    <message>
        <source>latency not measured yet (run L1)</source>
        <translation>尚未测量延迟（请运行 L1）</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs now, the rest in %3 days</source>
        <translation>目前可提供 %2 块 GPU 中的 %1 块，其余 %3 天后交付</translation>
    </message>
    <message>
        <source>No candidate qualifies: %1</source>
        <translation>没有符合条件的候选集群：%1</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>未提供候选集群</translation>
    </message>
    <message>
        <source>%1 (%2): score %3 — latency %4, cost %5, supply %6</source>
        <translation>%1（%2）：得分 %3 — 延迟 %4，成本 %5，供应 %6</translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>首选：%1</translation>
    </message>
    <message>
        <source>Backup: %1</source>
        <translation>备选：%1</translation>
    </message>
    <message>
        <source>The backup is in the same region as the primary: no other region qualifies.</source>
        <translation>备选与首选位于同一地区：没有其他地区的候选集群符合条件。</translation>
    </message>
    <message>
        <source>No backup qualifies.</source>
        <translation>没有符合条件的备选集群。</translation>
    </message>
    <message>
        <source>only %1 of %2 GPUs on offer, and no delivery date for the rest</source>
        <translation>可提供的 GPU 只有 %1 个（需要 %2 个），其余没有交付日期</translation>
    </message>
</context>
<context>
    <name>cg::planning::CostModel</name>
    <message>
        <source>the GPU-hour price must be 0 or more, not %1</source>
        <translation>GPU 小时单价必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>the egress price per GB must be 0 or more, not %1</source>
        <translation>每 GB 出站流量单价必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>the storage price per GB-month must be 0 or more, not %1</source>
        <translation>每 GB·月存储单价必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>the prepaid share must be between 0 and 1 (0.6 = 60 %), not %1</source>
        <translation>预付比例必须在 0 到 1 之间（0.6 = 60%），而不是 %1</translation>
    </message>
    <message>
        <source>the prepaid discount must be between 0 and 1 (0.3 = 30 % off), not %1</source>
        <translation>预付折扣必须在 0 到 1 之间（0.3 = 优惠 30%），而不是 %1</translation>
    </message>
    <message>
        <source>the premium must be between 0 and 10 (0.2 = +20 %), not %1</source>
        <translation>溢价必须在 0 到 10 之间（0.2 = +20%），而不是 %1</translation>
    </message>
    <message>
        <source>GPU-hours must be 0 or more, not %1</source>
        <translation>GPU 小时数必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>egress must be 0 GB or more, not %1</source>
        <translation>出站流量必须为 0 GB 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>storage must be 0 GB-months or more, not %1</source>
        <translation>存储量必须为 0 GB·月或以上，而不是 %1</translation>
    </message>
    <message>
        <source>the number of requests must be greater than 0, not %1 (count them in the L4 run or in production)</source>
        <translation>请求数必须大于 0，而不是 %1（可在 L4 运行或生产环境中统计）</translation>
    </message>
    <message>
        <source>Effective GPU-hour price</source>
        <translation>有效 GPU 小时单价</translation>
    </message>
    <message>
        <source>%1 x %2 x (1 - %3) + (1 - %1) x %2 x (1 + %4)</source>
        <translation>%1 x %2 x (1 - %3) + (1 - %1) x %2 x (1 + %4)</translation>
    </message>
    <message>
        <source>GPU cost</source>
        <translation>GPU 成本</translation>
    </message>
    <message>
        <source>%1 GPU-hours x %2</source>
        <translation>%1 GPU 小时 x %2</translation>
    </message>
    <message>
        <source>Egress cost</source>
        <translation>出站流量成本</translation>
    </message>
    <message>
        <source>%1 GB x %2</source>
        <translation>%1 GB x %2</translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation>存储成本</translation>
    </message>
    <message>
        <source>%1 GB-months x %2</source>
        <translation>%1 GB·月 x %2</translation>
    </message>
    <message>
        <source>Cost per 1,000 requests</source>
        <translation>每 1,000 次请求的成本</translation>
    </message>
    <message>
        <source>(%1 + %2 + %3) / (%4 / 1000)</source>
        <translation>(%1 + %2 + %3) / (%4 / 1000)</translation>
    </message>
    <message>
        <source>up from nothing to %1</source>
        <translation>从零增至 %1</translation>
    </message>
    <message>
        <source>%1 % more than the day before (%2 -&gt; %3)</source>
        <translation>比前一天增加 %1%（%2 -&gt; %3）</translation>
    </message>
</context>
<context>
    <name>cg::planning::Planner</name>
    <message>
        <source>peak requests per second (--qps) must be greater than 0, not %1</source>
        <translation>每秒峰值请求数（--qps）必须大于 0，而不是 %1</translation>
    </message>
    <message>
        <source>mean input tokens (--in) must be 0 or more, not %1</source>
        <translation>平均输入 token 数（--in）必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>mean output tokens (--out) must be 0 or more, not %1</source>
        <translation>平均输出 token 数（--out）必须为 0 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>input plus output tokens per request (--in + --out) must be greater than 0</source>
        <translation>每个请求的输入加输出 token 数（--in + --out）必须大于 0</translation>
    </message>
    <message>
        <source>single-GPU throughput (--tps, tokens per second) must be greater than 0, not %1</source>
        <translation>单 GPU 吞吐量（--tps，每秒 token 数）必须大于 0，而不是 %1</translation>
    </message>
    <message>
        <source>batching efficiency (--batch-eff) must be greater than 0 (measured values are typically 1.5 to 4), not %1</source>
        <translation>批处理效率（--batch-eff）必须大于 0（实测值通常为 1.5 到 4），而不是 %1</translation>
    </message>
    <message>
        <source>target utilization (--util) must be greater than 0 and at most 1 (0.7 means 70 %), not %1</source>
        <translation>目标利用率（--util）必须大于 0 且不超过 1（0.7 表示 70%），而不是 %1</translation>
    </message>
    <message>
        <source>headroom (--headroom) must be between 0 and 10 (0.25 means 25 %), not %1</source>
        <translation>余量（--headroom）必须在 0 到 10 之间（0.25 表示 25%），而不是 %1</translation>
    </message>
    <message>
        <source>GPU group size (--group) must be a whole number from 1 to 4096, not %1</source>
        <translation>GPU 组大小（--group）必须是 1 到 4096 之间的整数，而不是 %1</translation>
    </message>
    <message>
        <source>that needs more than %1 GPUs (%2); check the units: --tps is tokens per second of one GPU, --qps requests per second</source>
        <translation>这需要超过 %1 块 GPU（%2）；请检查单位：--tps 是单块 GPU 每秒的 token 数，--qps 是每秒请求数</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Tokens per second at peak</source>
        <translation>峰值每秒 token 数</translation>
    </message>
    <message>
        <source>Q x (L_in + L_out) = %1 x (%2 + %3)</source>
        <translation>Q x (L_in + L_out) = %1 x (%2 + %3)</translation>
    </message>
    <message>
        <source>With headroom</source>
        <translation>计入余量</translation>
    </message>
    <message>
        <source>%1 x (1 + %2)</source>
        <translation>%1 x (1 + %2)</translation>
    </message>
    <message>
        <source>Effective throughput of one GPU</source>
        <translation>单块 GPU 的有效吞吐量</translation>
    </message>
    <message>
        <source>TPS x BatchEff x Util = %1 x %2 x %3</source>
        <translation>TPS x BatchEff x Util = %1 x %2 x %3</translation>
    </message>
    <message>
        <source>GPUs, exact</source>
        <translation>GPU 数（精确值）</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>GPUs, rounded up</source>
        <translation>GPU 数（向上取整）</translation>
    </message>
    <message>
        <source>ceil(%1)</source>
        <translation>ceil(%1)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Groups of %1 GPUs</source>
        <translation>组数（每组 %1 块 GPU）</translation>
    </message>
    <message>
        <source>ceil(%1 / %2)</source>
        <translation>ceil(%1 / %2)</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>GPUs in whole groups</source>
        <translation>按整组计的 GPU 数</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>the sensitivity step must be between 0 and 1 (0.2 means 20 %), not %1</source>
        <translation>敏感性步长必须在 0 到 1 之间（0.2 表示 20%），而不是 %1</translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation>每秒峰值请求数</translation>
    </message>
    <message>
        <source>Mean input tokens</source>
        <translation>平均输入 token 数</translation>
    </message>
    <message>
        <source>Mean output tokens</source>
        <translation>平均输出 token 数</translation>
    </message>
    <message>
        <source>Single-GPU throughput</source>
        <translation>单 GPU 吞吐量</translation>
    </message>
    <message>
        <source>Batching efficiency</source>
        <translation>批处理效率</translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation>目标利用率</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>+%1 % capped at 100 % utilization</source>
        <translation>+%1% 时以 100% 利用率为上限</translation>
    </message>
    <message>
        <source>0: a share of it changes nothing</source>
        <translation>为 0：按比例变化不产生影响</translation>
    </message>
    <message>
        <source>%1 at -%2 % / +%2 %: %3</source>
        <translation>%1 在 -%2% / +%2% 时：%3</translation>
    </message>
    <message>
        <source>GPU group size must be 1 or more, not %1</source>
        <translation>GPU 组大小必须为 1 或以上，而不是 %1</translation>
    </message>
    <message>
        <source>the plan must have at least one GPU, not %1</source>
        <translation>规划至少需要一块 GPU，而不是 %1</translation>
    </message>
    <message>
        <source>availability zones must be a whole number from 1 to 64, not %1</source>
        <translation>可用区数量必须是 1 到 64 之间的整数，而不是 %1</translation>
    </message>
    <message>
        <source>surviving the loss of a zone needs at least 2 zones</source>
        <translation>要承受一个可用区失效，至少需要 2 个可用区</translation>
    </message>
    <message>
        <source>Replicas needed</source>
        <translation>所需副本数</translation>
    </message>
    <message>
        <source>Replicas so that any %1 of %2 zones carry the peak</source>
        <translation>使 %2 个可用区中任意 %1 个即可承载峰值的副本数</translation>
    </message>
    <message>
        <source>smallest T with T - ceil(T / %1) &gt;= %2</source>
        <translation>满足 T - ceil(T / %1) &gt;= %2 的最小 T</translation>
    </message>
    <message>
        <source>Left after losing the largest zone</source>
        <translation>失去最大可用区后剩余</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Replicas per zone</source>
        <translation>每个可用区的副本数</translation>
    </message>
    <message>
        <source>GPUs in all zones</source>
        <translation>所有可用区的 GPU 数</translation>
    </message>
    <message>
        <source>target steps must be greater than 0, not %1</source>
        <translation>目标步数必须大于 0，而不是 %1</translation>
    </message>
    <message>
        <source>measured step time must be greater than 0 seconds, not %1</source>
        <translation>实测单步时间必须大于 0 秒，而不是 %1</translation>
    </message>
    <message>
        <source>the job must hold at least one GPU, not %1</source>
        <translation>作业至少需要占用一块 GPU，而不是 %1</translation>
    </message>
    <message>
        <source>checkpoint time must be 0 seconds or more, not %1</source>
        <translation>检查点耗时必须为 0 秒或以上，而不是 %1</translation>
    </message>
    <message>
        <source>mean time between failures must be 0 hours (no failures) or more, not %1</source>
        <translation>平均故障间隔时间必须为 0 小时（无故障）或以上，而不是 %1</translation>
    </message>
    <message>
        <source>restart time must be 0 seconds or more, not %1</source>
        <translation>重启时间必须为 0 秒或以上，而不是 %1</translation>
    </message>
    <message>
        <source>checkpoint interval must be 0 (the optimum) or more seconds, not %1</source>
        <translation>检查点间隔必须为 0（取最优值）或以上的秒数，而不是 %1</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>%1 steps x %2 s / 3600</source>
        <translation>%1 步 x %2 秒 / 3600</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>按指定值</translation>
    </message>
    <message>
        <source>Young: sqrt(2 x checkpoint cost x MTBF)</source>
        <translation>Young：sqrt(2 x 检查点开销 x MTBF)</translation>
    </message>
    <message>
        <source>checkpoints cost nothing: after every step</source>
        <translation>检查点无开销：每步之后都保存</translation>
    </message>
    <message>
        <source>no failures expected: no checkpoints needed</source>
        <translation>预计无故障：无需检查点</translation>
    </message>
    <message>
        <source> (raised to one step)</source>
        <translation>（提高到一步）</translation>
    </message>
    <message>
        <source>Checkpoint interval, Young</source>
        <translation>检查点间隔（Young）</translation>
    </message>
    <message>
        <source>sqrt(2 x %1 s x %2 s)</source>
        <translation>sqrt(2 x %1 秒 x %2 秒)</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Checkpoint interval, Daly (for comparison)</source>
        <translation>检查点间隔（Daly，供对比）</translation>
    </message>
    <message>
        <source>sqrt(2CM) x (1 + sqrt(C/2M)/3 + C/18M) - C</source>
        <translation>sqrt(2CM) x (1 + sqrt(C/2M)/3 + C/18M) - C</translation>
    </message>
    <message>
        <source>Checkpoint interval used (%1)</source>
        <translation>采用的检查点间隔（%1）</translation>
    </message>
    <message>
        <source>every %1 steps</source>
        <translation>每 %1 步</translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation>检查点开销</translation>
    </message>
    <message>
        <source>%1 checkpoints x %2 s / 3600</source>
        <translation>%1 个检查点 x %2 秒 / 3600</translation>
    </message>
    <message>
        <source>Expected failures</source>
        <translation>预计故障次数</translation>
    </message>
    <message>
        <source>%1 h / %2 h MTBF</source>
        <translation>%1 小时 / %2 小时 MTBF</translation>
    </message>
    <message>
        <source>Failure loss (half an interval recomputed + restart)</source>
        <translation>故障损失（重算半个间隔 + 重启）</translation>
    </message>
    <message>
        <source>%1 x (%2 s / 2 + %3 s) / 3600</source>
        <translation>%1 x (%2 秒 / 2 + %3 秒) / 3600</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>%1 + %2 + %3</source>
        <translation>%1 + %2 + %3</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>%1 h x %2 GPUs</source>
        <translation>%1 小时 x %2 块 GPU</translation>
    </message>
</context>
<context>
    <name>cg::report</name>
    <message>
        <source>a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen is enough)</source>
        <translation>PDF 报告需要字体，而字体需要 QGuiApplication（设置 QT_QPA_PLATFORM=offscreen 即可）</translation>
    </message>
    <message>
        <source>the PDF %1 could not be written</source>
        <translation>无法写入 PDF %1</translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialOps</name>
    <message>
        <source>The secret is empty.</source>
        <translation>密钥为空。</translation>
    </message>
    <message>
        <source>The credential %1 is kept in the %2, not here; delete it there first, or choose another id.</source>
        <translation>凭据 %1 保存在%2中，而不在此处；请先在那里删除它，或选择另一个 ID。</translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation>加密文件保险库</translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>Rotation writes the new secret under a new id; %1 is the old one.</source>
        <translation>轮换会把新密钥写入新的 ID；%1 是旧 ID。</translation>
    </message>
    <message>
        <source>There is no credential %1 to rotate.</source>
        <translation>没有可轮换的凭据 %1。</translation>
    </message>
    <message>
        <source>The credential %1 exists already; choose a new id for the new secret.</source>
        <translation>凭据 %1 已存在；请为新密钥选择一个新的 ID。</translation>
    </message>
    <message>
        <source>The credential %1 is kept in the %2; rotate it there.</source>
        <translation>凭据 %1 保存在%2中；请在那里轮换。</translation>
    </message>
    <message>
        <source>%1 was rotated to %2 and its users now use %2, but the old secret could not be deleted: %3 Delete it later with: clustergate secrets delete %1</source>
        <translation>%1 已轮换为 %2，其使用者现在使用 %2，但旧密钥无法删除：%3 请稍后用以下命令删除：clustergate secrets delete %1</translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialRegistry</name>
    <message>
        <source>Cannot read the credentials: %1</source>
        <translation>无法读取凭据：%1</translation>
    </message>
    <message>
        <source>Cannot read the credential %1: %2</source>
        <translation>无法读取凭据 %1：%2</translation>
    </message>
    <message>
        <source>The rotation interval must be between 1 and 3650 days (or none).</source>
        <translation>轮换间隔必须在 1 到 3650 天之间（或不设置）。</translation>
    </message>
    <message>
        <source>Cannot save the credential %1: %2</source>
        <translation>无法保存凭据 %1：%2</translation>
    </message>
    <message>
        <source>Cannot delete the credential %1: %2</source>
        <translation>无法删除凭据 %1：%2</translation>
    </message>
    <message>
        <source>Cannot record the use of the credential %1: %2</source>
        <translation>无法记录凭据 %1 的使用：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a user of a credential</source>
        <translation>“%1”不能作为凭据使用者的名称</translation>
    </message>
    <message>
        <source>There is no credential %1.</source>
        <translation>没有凭据 %1。</translation>
    </message>
    <message>
        <source>Cannot link %1 to the credential %2: %3</source>
        <translation>无法将 %1 关联到凭据 %2：%3</translation>
    </message>
    <message>
        <source>Cannot unlink %1 from the credential %2: %3</source>
        <translation>无法解除 %1 与凭据 %2 的关联：%3</translation>
    </message>
    <message>
        <source>Cannot read the users of %1: %2</source>
        <translation>无法读取 %1 的使用者：%2</translation>
    </message>
    <message>
        <source>Cannot read the credentials of %1: %2</source>
        <translation>无法读取 %1 的凭据：%2</translation>
    </message>
    <message>
        <source>Cannot move the users of %1 to %2: %3</source>
        <translation>无法将 %1 的使用者转到 %2：%3</translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialStore</name>
    <message>
        <source>The %1 did not answer within %2 seconds. If it shows a dialog (for example to unlock the keyring), answer it and try again.</source>
        <translation>%1在 %2 秒内没有响应。如果它显示了对话框（例如要求解锁密钥环），请处理后重试。</translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation>加密文件保险库</translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
</context>
<context>
    <name>cg::secrets::FileVaultBackend</name>
    <message>
        <source>The vault %1 cannot be used: %2. Nothing was changed; restore the file from a backup, or move it aside to start a new vault.</source>
        <translation>无法使用保险库 %1：%2。未做任何更改；请从备份恢复该文件，或将其移走以新建保险库。</translation>
    </message>
    <message>
        <source>Cannot read the vault %1: %2.</source>
        <translation>无法读取保险库 %1：%2。</translation>
    </message>
    <message>
        <source>it is larger than any vault can be</source>
        <translation>它比任何保险库可能的大小都大</translation>
    </message>
    <message>
        <source>Wrong master passphrase for the vault %1. Nothing was read or changed.</source>
        <translation>保险库 %1 的主密码错误。未读取也未更改任何内容。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the vault.</source>
        <translation>无法为保险库创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The vault %1 is in use by another ClusterGate (lock file %2).</source>
        <translation>保险库 %1 正被另一个 ClusterGate 使用（锁文件 %2）。</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1 next to the vault.</source>
        <translation>无法在保险库旁创建锁文件 %1。</translation>
    </message>
    <message>
        <source>Cannot write the vault %1: %2.</source>
        <translation>无法写入保险库 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot make the vault %1 private to its owner.</source>
        <translation>无法将保险库 %1 设为仅所有者可访问。</translation>
    </message>
    <message>
        <source>Cannot write the vault %1: %2. The previous version is unchanged.</source>
        <translation>无法写入保险库 %1：%2。之前的版本保持不变。</translation>
    </message>
    <message>
        <source>AES-256-GCM, key from the master passphrase by scrypt (N=2^%1, r=%2, p=%3)</source>
        <translation>AES-256-GCM，密钥由主密码经 scrypt 派生（N=2^%1，r=%2，p=%3）</translation>
    </message>
    <message>
        <source>%1 (entries: %2; the master passphrase opens it)</source>
        <translation>%1（条目：%2；主密码可以打开）</translation>
    </message>
    <message>
        <source>%1 (does not exist yet; the first secret creates it)</source>
        <translation>%1（尚不存在；写入第一个密钥时创建）</translation>
    </message>
    <message>
        <source>There is no secret &quot;%1&quot; in the vault %2.</source>
        <translation>保险库 %2 中没有密钥“%1”。</translation>
    </message>
    <message>
        <source>A new vault needs a master passphrase of at least %1 characters.</source>
        <translation>新保险库需要至少 %1 个字符的主密码。</translation>
    </message>
</context>
<context>
    <name>cg::secrets::KeychainBackend</name>
    <message>
        <source>The keyring &quot;%1&quot; of the %2 is locked, and no unlock dialog can be shown here (neither DISPLAY nor WAYLAND_DISPLAY is set). Unlock it first (log in to the desktop session, or open Seahorse), or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation>%2 的密钥环“%1”已锁定，而此处无法显示解锁对话框（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请先解锁（登录桌面会话，或打开 Seahorse），或改用加密文件保险库保存密钥（--vault 文件）。</translation>
    </message>
    <message>
        <source>The %1 has no default keyring to store secrets in, and no dialog to create one can be shown here (neither DISPLAY nor WAYLAND_DISPLAY is set). Create and unlock a login keyring (e.g. start the daemon with gnome-keyring-daemon --unlock, reading its password from standard input), or keep the secrets in the encrypted file vault (--vault FILE).</source>
        <translation>%1 没有可存放密钥的默认密钥环，而此处无法显示创建密钥环的对话框（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请创建并解锁登录密钥环（例如用 gnome-keyring-daemon --unlock 启动守护进程，从标准输入读取其密码），或改用加密文件保险库（--vault 文件）。</translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1</source>
        <translation>位于 D-Bus 会话总线 %1</translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; no default keyring yet</source>
        <translation>位于 D-Bus 会话总线 %1；尚无默认密钥环</translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; default keyring &quot;%2&quot; is locked</source>
        <translation>位于 D-Bus 会话总线 %1；默认密钥环“%2”已锁定</translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; default keyring &quot;%2&quot; is unlocked</source>
        <translation>位于 D-Bus 会话总线 %1；默认密钥环“%2”已解锁</translation>
    </message>
    <message>
        <source>The Secret Service can only be used with Qt&apos;s GLib event loop, and QT_NO_GLIB is set: unset it, or use the encrypted file vault (--vault FILE).</source>
        <translation>Secret Service 只能配合 Qt 的 GLib 事件循环使用，而当前设置了 QT_NO_GLIB：请取消该设置，或使用加密文件保险库（--vault 文件）。</translation>
    </message>
    <message>
        <source>The %1 did not answer in time. If it shows an unlock dialog, answer it and try again; a keychain that never answers may need a restart (for gnome-keyring: gnome-keyring-daemon --replace).</source>
        <translation>%1没有及时响应。如果它显示了解锁对话框，请处理后重试；始终不响应的钥匙串可能需要重启（gnome-keyring：gnome-keyring-daemon --replace）。</translation>
    </message>
    <message>
        <source>No keychain is available: %1</source>
        <translation>没有可用的钥匙串：%1</translation>
    </message>
    <message>
        <source>keyring &quot;%1&quot; of the %2</source>
        <translation>%2 的密钥环“%1”</translation>
    </message>
    <message>
        <source>The %1 is locked and was not unlocked (the unlock dialog was dismissed or could not be shown). Unlock it and try again.</source>
        <translation>%1已锁定且未被解锁（解锁对话框被关闭或无法显示）。请解锁后重试。</translation>
    </message>
    <message>
        <source>The %1 refused access (%2).</source>
        <translation>%1拒绝访问（%2）。</translation>
    </message>
    <message>
        <source>The %1 reported an error: %2</source>
        <translation>%1报告错误：%2</translation>
    </message>
    <message>
        <source>There is no secret &quot;%1&quot; in the %2.</source>
        <translation>%2中没有密钥“%1”。</translation>
    </message>
    <message>
        <source>The D-Bus session bus at %1 refused the connection (%2).</source>
        <translation>位于 %1 的 D-Bus 会话总线拒绝了连接（%2）。</translation>
    </message>
    <message>
        <source>Asking the D-Bus session bus about the keychain failed: %1 (%2).</source>
        <translation>向 D-Bus 会话总线查询钥匙串失败：%1（%2）。</translation>
    </message>
    <message>
        <source>KWallet (%1)</source>
        <translation>KWallet（%1）</translation>
    </message>
    <message>
        <source>No Secret Service runs on the D-Bus session bus (nothing owns or can start org.freedesktop.secrets), so there is no system keychain to keep secrets in. Install and start one: gnome-keyring (gnome-keyring-daemon --start --components=secrets), or KWallet or KeePassXC with their Secret Service enabled; or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation>D-Bus 会话总线上没有运行 Secret Service（没有程序拥有或能启动 org.freedesktop.secrets），因此没有可保存密钥的系统钥匙串。请安装并启动一个：gnome-keyring（gnome-keyring-daemon --start --components=secrets），或启用了 Secret Service 的 KWallet 或 KeePassXC；或改用加密文件保险库保存密钥（--vault 文件）。</translation>
    </message>
    <message>
        <source>Secret Service</source>
        <translation>Secret Service</translation>
    </message>
    <message>
        <source>Secret Service (%1)</source>
        <translation>Secret Service（%1）</translation>
    </message>
</context>
<context>
    <name>cg::secrets::SecretTypes</name>
    <message>
        <source>&apos;%1&apos; is not a valid credential id: use 1 to 128 letters, digits and . _ @ : + -, starting with a letter or digit</source>
        <translation>“%1”不是有效的凭据 ID：请使用 1 到 128 个字母、数字及 . _ @ : + -，并以字母或数字开头</translation>
    </message>
</context>
<context>
    <name>cg::secrets::SessionBus</name>
    <message>
        <source>no connection within the time limit</source>
        <translation>在时限内未能连接</translation>
    </message>
    <message>
        <source>the connection was refused (%1)</source>
        <translation>连接被拒绝（%1）</translation>
    </message>
    <message>
        <source>something listens there but does not answer like a D-Bus daemon</source>
        <translation>那里有程序在监听，但其应答不像 D-Bus 守护进程</translation>
    </message>
    <message>
        <source>the other end closed the connection without a D-Bus greeting</source>
        <translation>对方未发送 D-Bus 问候就关闭了连接</translation>
    </message>
    <message>
        <source>the other end does not speak D-Bus</source>
        <translation>对方不使用 D-Bus 协议</translation>
    </message>
    <message>
        <source>the socket path is empty or too long</source>
        <translation>套接字路径为空或过长</translation>
    </message>
    <message>
        <source>the abstract socket name is empty or too long</source>
        <translation>抽象套接字名称为空或过长</translation>
    </message>
    <message>
        <source>a unix: address needs path= or abstract= to connect to</source>
        <translation>unix: 地址需要 path= 或 abstract= 才能连接</translation>
    </message>
    <message>
        <source>a tcp: address needs port=</source>
        <translation>tcp: 地址需要 port=</translation>
    </message>
    <message>
        <source>no address to connect to</source>
        <translation>没有可连接的地址</translation>
    </message>
    <message>
        <source>Run ClusterGate in a desktop session (which has a session bus and a keyring), or start both for a headless shell: dbus-run-session -- sh -c &apos;gnome-keyring-daemon --unlock --components=secrets; exec $SHELL&apos;; or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation>请在桌面会话中运行 ClusterGate（桌面会话有会话总线和密钥环），或为无界面的 shell 同时启动两者：dbus-run-session -- sh -c &apos;gnome-keyring-daemon --unlock --components=secrets; exec $SHELL&apos;；或改用加密文件保险库保存密钥（--vault 文件）。</translation>
    </message>
    <message>
        <source>There is no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist, so the system keychain (Secret Service) cannot be reached.</source>
        <translation>没有 D-Bus 会话总线：DBUS_SESSION_BUS_ADDRESS 未设置，且 %1 不存在，因此无法访问系统钥匙串（Secret Service）。</translation>
    </message>
    <message>
        <source>XDG_RUNTIME_DIR/bus</source>
        <translation>XDG_RUNTIME_DIR/bus</translation>
    </message>
    <message>
        <source>autolaunch is never used by ClusterGate</source>
        <translation>ClusterGate 从不使用 autolaunch</translation>
    </message>
    <message>
        <source>The D-Bus session bus at %1 cannot be reached (%2), so the system keychain (Secret Service) cannot be used.</source>
        <translation>无法访问位于 %1 的 D-Bus 会话总线（%2），因此无法使用系统钥匙串（Secret Service）。</translation>
    </message>
</context>
<context>
    <name>cg::secrets::SshSecrets</name>
    <message>
        <source>Passphrase of %1</source>
        <translation>%1 的口令</translation>
    </message>
    <message>
        <source>Password of %1@%2</source>
        <translation>%1@%2 的密码</translation>
    </message>
</context>
<context>
    <name>cg::secrets::VaultCodec</name>
    <message>
        <source>it is not a ClusterGate vault file</source>
        <translation>它不是 ClusterGate 保险库文件</translation>
    </message>
    <message>
        <source>it is truncated (%1 bytes, shorter than the %2-byte header)</source>
        <translation>它被截断了（%1 字节，短于 %2 字节的文件头）</translation>
    </message>
    <message>
        <source>it has format version %1, and this ClusterGate reads version %2: it was written by a newer ClusterGate, or it is damaged</source>
        <translation>它的格式版本为 %1，而此 ClusterGate 读取版本 %2：它由更新的 ClusterGate 写入，或已损坏</translation>
    </message>
    <message>
        <source>its header is damaged or was altered (the header checksum does not match)</source>
        <translation>它的文件头已损坏或被篡改（文件头校验和不匹配）</translation>
    </message>
    <message>
        <source>its header names key-derivation parameters this ClusterGate does not accept</source>
        <translation>它的文件头给出了此 ClusterGate 不接受的密钥派生参数</translation>
    </message>
    <message>
        <source>its header promises an impossible size</source>
        <translation>它的文件头声明了不可能的大小</translation>
    </message>
    <message>
        <source>it is truncated (%1 of %2 bytes)</source>
        <translation>它被截断了（%2 字节中只有 %1 字节）</translation>
    </message>
    <message>
        <source>it has %1 unexpected bytes at the end</source>
        <translation>它末尾有 %1 个多余字节</translation>
    </message>
    <message>
        <source>unacceptable key-derivation parameters</source>
        <translation>不可接受的密钥派生参数</translation>
    </message>
    <message>
        <source>the key derivation (scrypt) failed</source>
        <translation>密钥派生（scrypt）失败</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>没有密钥</translation>
    </message>
    <message>
        <source>the master passphrase is wrong</source>
        <translation>主密码错误</translation>
    </message>
    <message>
        <source>it is truncated</source>
        <translation>它被截断了</translation>
    </message>
    <message>
        <source>its contents were altered or damaged (they fail authentication); nothing was read from it</source>
        <translation>它的内容已被篡改或损坏（未通过认证）；未从中读取任何内容</translation>
    </message>
    <message>
        <source>its decrypted contents are malformed</source>
        <translation>它解密后的内容格式错误</translation>
    </message>
    <message>
        <source>unacceptable vault parameters</source>
        <translation>不可接受的保险库参数</translation>
    </message>
    <message>
        <source>the vault would be larger than 64 MiB</source>
        <translation>保险库将超过 64 MiB</translation>
    </message>
    <message>
        <source>no random numbers from OpenSSL</source>
        <translation>OpenSSL 未提供随机数</translation>
    </message>
    <message>
        <source>encryption with OpenSSL failed</source>
        <translation>使用 OpenSSL 加密失败</translation>
    </message>
</context>
<context>
    <name>cg::services::AccountingRead</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::services::AgentRestart</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the restart did not finish in %1 s</source>
        <translation>重启未在 %1 秒内完成</translation>
    </message>
</context>
<context>
    <name>cg::services::AlertActions</name>
    <message>
        <source>Restart Agent on %1</source>
        <translation>在 %1 上重启代理</translation>
    </message>
    <message>
        <source>Stop the agent on %1, put the bundled agent back and start it (recorded in the audit log)</source>
        <translation>停止 %1 上的代理，放回内置代理并启动（记入审计日志）</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>检查 %1</translation>
    </message>
    <message>
        <source>Reach every node of %1 through its jump hosts now</source>
        <translation>立即经跳板机访问 %1 的每个节点</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Show %1&apos;s live charts and state</source>
        <translation>显示 %1 的实时图表和状态</translation>
    </message>
</context>
<context>
    <name>cg::services::AlertSink</name>
    <message>
        <source>console -&gt; %1</source>
        <translation>控制台 -&gt; %1</translation>
    </message>
</context>
<context>
    <name>cg::services::ChoiceCandidates</name>
    <message>
        <source>the ledger is not available</source>
        <translation>台账不可用</translation>
    </message>
    <message>
        <source>no ledger: compliance cannot be checked, so no candidate qualifies</source>
        <translation>没有台账：无法核查合规性，因此没有候选集群符合条件</translation>
    </message>
</context>
<context>
    <name>cg::services::ChoiceMeasurements</name>
    <message numerus="yes">
        <source>measured by the fleet: median of %n node(s)</source>
        <translation>
            <numerusform>由机群测得：%n 个节点的中位数</numerusform>
        </translation>
    </message>
    <message>
        <source>seen by the fleet on its live nodes</source>
        <translation>由机群在其在线节点上观测到</translation>
    </message>
    <message>
        <source>%1 node(s) in the inventory x %2 GPU(s) per node in the contract</source>
        <translation>清单中 %1 个节点 × 合同中每节点 %2 块 GPU</translation>
    </message>
    <message numerus="yes">
        <source>L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node; %n day(s) old, stale: run L1 again or stream the cluster</source>
        <translation>
            <numerusform>%1 的 L1 验证（第 %2 次运行）：最慢节点从控制台到节点的 RTT 中位数；已有 %n 天，已过期：请重新运行 L1 或接收该集群的遥测数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node, %n day(s) old</source>
        <translation>
            <numerusform>%1 的 L1 验证（第 %2 次运行）：最慢节点从控制台到节点的 RTT 中位数，已有 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per GPU-hour from %2</source>
        <translation>%1/GPU 时，来源：%2</translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterAccounting</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 is not a saved cluster</source>
        <translation>%1 不是已保存的集群</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>tried %1 in turn; %2</source>
        <translation>已依次尝试 %1；%2</translation>
    </message>
    <message>
        <source>not tried, the fleet marks it unreachable: %1</source>
        <translation>未尝试，机群标记为不可达：%1</translation>
    </message>
    <message>
        <source>no node of %1 has Slurm&apos;s accounting (sacct/scontrol not found, or Slurm not configured there): this cluster&apos;s job backend is %2; import an accounting file instead (Import Job Records…)</source>
        <translation>%1 没有任何节点提供 Slurm 记账（找不到 sacct/scontrol，或该处未配置 Slurm）：此集群的作业后端是 %2；请改为导入记账文件（“导入作业记录…”）</translation>
    </message>
    <message>
        <source>no node of %1 has the accounting of its job backend %2; import an accounting file instead (Import Job Records…)</source>
        <translation>%1 没有任何节点提供其作业后端 %2 的记账；请改为导入记账文件（“导入作业记录…”）</translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterDrafts</name>
    <message>
        <source>Jump hosts</source>
        <translation>跳板机</translation>
    </message>
    <message>
        <source>Jump host %1: %2</source>
        <translation>跳板机 %1：%2</translation>
    </message>
    <message>
        <source>Jump host %1 is not a Host in %2 and not a full host name: add a &quot;Host %1&quot; block there, or type its address or full DNS name.</source>
        <translation>跳板机 %1 既不是 %2 中的 Host，也不是完整主机名：请在该文件中添加“Host %1”块，或输入其地址或完整 DNS 名称。</translation>
    </message>
    <message>
        <source>Jump host %1 is not a full host name and there is no ssh config (%2) to look it up in: type its address or full DNS name.</source>
        <translation>跳板机 %1 不是完整主机名，且没有可供查找的 ssh 配置（%2）：请输入其地址或完整 DNS 名称。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The cluster needs a name.</source>
        <translation>集群需要一个名称。</translation>
    </message>
    <message>
        <source>Key files, line %1: %2 does not exist or is not a file.</source>
        <translation>密钥文件，第 %1 行：%2 不存在或不是文件。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterFleet</name>
    <message>
        <source>%1 of %2 nodes streaming</source>
        <translation>%2 个节点中有 %1 个正在接收数据</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>You cancelled the one-time password for %1</source>
        <translation>您取消了 %1 的一次性密码</translation>
    </message>
    <message>
        <source>You cancelled the key passphrase for %1</source>
        <translation>您取消了 %1 的密钥口令</translation>
    </message>
    <message>
        <source>You cancelled the password for %1</source>
        <translation>您取消了 %1 的密码</translation>
    </message>
    <message>
        <source>%1: nothing streams from %2. Stream Telemetry to try again.</source>
        <translation>%1：%2 没有任何数据传来。请点“接收遥测数据”重试。</translation>
    </message>
    <message>
        <source>%1: its nodes do not stream. Stream Telemetry to try again.</source>
        <translation>%1：其节点没有数据传来。请点“接收遥测数据”重试。</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>;</source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterJobs</name>
    <message>
        <source>&apos;%1&apos; is not a job id of %2</source>
        <translation>“%1”不是 %2 的作业 ID</translation>
    </message>
    <message>
        <source>image %1: %2</source>
        <translation>镜像 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::services::ConnectivityCheck</name>
    <message>
        <source>retrying in %1 s (attempt %2 of %3): %4</source>
        <translation>%1 秒后重试（第 %2 次，共 %3 次）：%4</translation>
    </message>
    <message>
        <source>a check is already running</source>
        <translation>检查已在进行中</translation>
    </message>
    <message>
        <source>cluster %1 has no nodes yet</source>
        <translation>集群 %1 还没有节点</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>reachable (%1 ms)</source>
        <translation>可达（%1 毫秒）</translation>
    </message>
    <message>
        <source>jump host %1: %2</source>
        <translation>跳板机 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n reached with verified host keys</source>
        <translation>
            <numerusform>%n 个已连接，主机密钥已验证</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reached, new host key(s) to review</source>
        <translation>
            <numerusform>%n 个已连接，有新的主机密钥待审核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused: host key differs from the one on record</source>
        <translation>
            <numerusform>%n 个被拒绝：主机密钥与记录不符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not asked yet: the new key of %1 to review first</source>
        <translation>
            <numerusform>%n 个尚未询问：需先审核 %1 的新密钥</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not asked: the key of %1 differs from the one on record</source>
        <translation>
            <numerusform>%n 个未询问：%1 的密钥与记录不符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not reached</source>
        <translation>
            <numerusform>%n 个未能连接</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked: the scan was cancelled</source>
        <translation>
            <numerusform>%n 个未检查：扫描已取消</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being checked</source>
        <translation>
            <numerusform>%n 个仍在检查中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s): %1.</source>
        <translation>
            <numerusform>%n 个节点：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cg::services::Console</name>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>no audit log: %1</source>
        <translation>没有审计日志：%1</translation>
    </message>
    <message>
        <source>Could not keep it in the keychain: %1</source>
        <translation>无法保存到钥匙串：%1</translation>
    </message>
    <message>
        <source>no agents run on %1</source>
        <translation>%1 上没有运行中的代理</translation>
    </message>
    <message>
        <source>%1: kept in the keychain</source>
        <translation>%1：已保存到钥匙串</translation>
    </message>
</context>
<context>
    <name>cg::services::DatasetPush</name>
    <message>
        <source>Resume %1</source>
        <translation>续传 %1</translation>
    </message>
    <message>
        <source>Push %1 to %2</source>
        <translation>将 %1 推送到 %2</translation>
    </message>
    <message>
        <source>%1 % of %2</source>
        <translation>%1%（共 %2）</translation>
    </message>
    <message>
        <source>, %1/s</source>
        <translation>，%1/s</translation>
    </message>
    <message>
        <source>, ETA %1 s</source>
        <translation>，预计剩余 %1 秒</translation>
    </message>
    <message>
        <source>%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on the far side</source>
        <translation>%1：%2（%3 个文件，%4）已送达 %5:%6，远端已用 SHA-256 校验每个分块和文件</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
</context>
<context>
    <name>cg::services::DeskIdentity</name>
    <message>
        <source>%1 (%2), key %3</source>
        <translation>%1（%2），密钥 %3</translation>
    </message>
    <message>
        <source>%1 (%2), keys %3</source>
        <translation>%1（%2），密钥 %3</translation>
    </message>
    <message>
        <source>a key that is no longer in the keychain (%1)</source>
        <translation>已不在钥匙串中的密钥（%1）</translation>
    </message>
    <message>
        <source>a key that cannot be read (%1)</source>
        <translation>无法读取的密钥（%1）</translation>
    </message>
    <message>
        <source>a key not registered in this ledger (%1)</source>
        <translation>未在此台账中登记的密钥（%1）</translation>
    </message>
    <message>
        <source>The keychain holds keys of %1: choose who you act as.</source>
        <translation>钥匙串中有 %1 的密钥：请选择您以谁的身份操作。</translation>
    </message>
    <message>
        <source>%1 has no registered key in this keychain</source>
        <translation>%1 在此钥匙串中没有已登记的密钥</translation>
    </message>
    <message>
        <source>%1 is not a key of %2, who this desktop acts as</source>
        <translation>%1 不是 %2 的密钥，而此桌面端当前以 %2 的身份操作</translation>
    </message>
    <message numerus="yes">
        <source>None of the keychain&apos;s %n signing key(s) is registered in this ledger yet: an admin registers it with Register Officer… (or &apos;clustergate ledger register-officer&apos;).</source>
        <translation>
            <numerusform>钥匙串中的签名密钥（%n 个）尚未在此台账中登记：须由管理员通过“登记合规官…”（或“clustergate ledger register-officer”）登记。</numerusform>
        </translation>
    </message>
    <message>
        <source>This ledger has no admin yet. To become its first admin, press Found Ledger… and choose your signing key (or make one there); you then register the other people. (On the command line: clustergate ledger found NAME --key ID)</source>
        <translation>此台账尚无管理员。要成为其首位管理员，请点击“创建台账…”并选择您的签名密钥（或在其中新建）；之后由您登记其他人员。（命令行：clustergate ledger found NAME --key ID）</translation>
    </message>
    <message>
        <source>You have no signing key in the keychain: make one with Create Signing Key…, then give its verifier key to an admin, who registers it (Register Officer…).</source>
        <translation>钥匙串中没有您的签名密钥：请用“创建签名密钥…”生成一个，再将其验证密钥交给管理员，由其登记（“登记合规官…”）。</translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation>此台账已创建；新合规官由管理员登记</translation>
    </message>
</context>
<context>
    <name>cg::services::DetachedLoginNode</name>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>the login node</source>
        <translation>登录节点</translation>
    </message>
</context>
<context>
    <name>cg::services::ExportDraftSession</name>
    <message>
        <source>request %1 is already %2</source>
        <translation>申请 %1 已处于“%2”状态</translation>
    </message>
    <message>
        <source>the request cannot be submitted:
%1</source>
        <translation>无法提交申请：
%1</translation>
    </message>
    <message>
        <source>No officer can approve this request: %1 was registered by you (%2), and a person you registered may not approve your requests; an admin other than you must register an officer (Register Officer…) before this request can be approved. If you are the only admin, register a second admin first, and that admin registers the officer.</source>
        <translation>没有合规官能批准此申请：%1 是由您（%2）登记的，而您登记的人不得批准您的申请；须由您以外的管理员登记一位合规官（“登记合规官…”），此申请才能获批。如果您是唯一的管理员，请先登记第二位管理员，再由该管理员登记合规官。</translation>
    </message>
    <message>
        <source>No officer can approve this request: %1 were registered by you (%2), and a person you registered may not approve your requests; an admin other than you must register an officer (Register Officer…) before this request can be approved. If you are the only admin, register a second admin first, and that admin registers the officer.</source>
        <translation>没有合规官能批准此申请：%1 都是由您（%2）登记的，而您登记的人不得批准您的申请；须由您以外的管理员登记一位合规官（“登记合规官…”），此申请才能获批。如果您是唯一的管理员，请先登记第二位管理员，再由该管理员登记合规官。</translation>
    </message>
    <message>
        <source>No second officer is registered: a second person must be registered as officer (Register Officer…) before this request can be approved; %1, who requests it, may not approve it (nor, for sensitive personal data and above, may a dataset&apos;s owner). An officer %1 registers may not approve %1&apos;s requests either: if %1 is the only admin, %1 registers a second admin, who registers the officer.</source>
        <translation>尚未登记第二位合规官：须将另一人登记为合规官（“登记合规官…”）后，此申请才能获批；申请人 %1 不得批准（对于敏感个人信息及以上级别的数据，数据集的所有者也不得批准）。由 %1 登记的合规官同样不得批准 %1 的申请：如果 %1 是唯一的管理员，请由 %1 先登记第二位管理员，再由该管理员登记合规官。</translation>
    </message>
</context>
<context>
    <name>cg::services::FailoverWatchWorker</name>
    <message>
        <source>another console on this profile watches the jobs for failover</source>
        <translation>此数据目录上的另一个控制台正在监控作业以便故障转移</translation>
    </message>
</context>
<context>
    <name>cg::services::IdentitySigner</name>
    <message>
        <source>signing needs your identity key, but there is no keychain</source>
        <translation>签名需要您的身份密钥，但没有钥匙串</translation>
    </message>
    <message>
        <source>the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE</source>
        <translation>保险库需要主密码，请设置 CLUSTERGATE_VAULT_PASSPHRASE</translation>
    </message>
</context>
<context>
    <name>cg::services::JobFailover</name>
    <message>
        <source>the spec keeps no checkpoint in an object store that %1 has mounted (give checkpoint.storage an object-store:// mirror and the cluster an object-store root), so no checkpoint can be carried there</source>
        <translation>该规格文件未将检查点保存在 %1 已挂载的对象存储中（请为 checkpoint.storage 指定一个 object-store:// 镜像，并为该集群设置对象存储根目录），因此无法将检查点带到该集群</translation>
    </message>
    <message>
        <source>looking for checkpoints in %1 on %2</source>
        <translation>正在 %2 上的 %1 中查找检查点</translation>
    </message>
    <message>
        <source>(the refusal could not be written to the audit log: %1)</source>
        <translation>（无法将此次拒绝写入审计日志：%1）</translation>
    </message>
    <message>
        <source>job %1 on %2 was not moved to %3: %4</source>
        <translation>%2 上的作业 %1 未迁移到 %3：%4</translation>
    </message>
    <message>
        <source>The job stays on %1. Fix what is named (an approved export request for %2, a checkpoint mirror, the backup&apos;s connection) or switch it to another cluster by hand.</source>
        <translation>作业仍留在 %1。请修复所指出的问题（出境至 %2 的已批准出境申请、检查点镜像、备用集群的连接），或手动将其切换到另一个集群。</translation>
    </message>
    <message>
        <source>the job is already on %1</source>
        <translation>作业已在 %1 上</translation>
    </message>
    <message>
        <source>no compliance gate is set up for %1</source>
        <translation>未为 %1 设置合规关卡</translation>
    </message>
    <message>
        <source>the compliance gate could not decide: %1</source>
        <translation>合规关卡无法做出判定：%1</translation>
    </message>
    <message>
        <source>the compliance gate refuses %1: %2</source>
        <translation>合规关卡拒绝 %1：%2</translation>
    </message>
    <message>
        <source>submitting to %1 failed: %2</source>
        <translation>提交到 %1 失败：%2</translation>
    </message>
    <message>
        <source>job %1 was moved to %2 as %3, but the switch could not be written to the audit log: %4</source>
        <translation>作业 %1 已作为 %3 迁移到 %2，但此次切换无法写入审计日志：%4</translation>
    </message>
    <message>
        <source>%1 did not answer for %2 s</source>
        <translation>%1 在 %2 秒内未响应</translation>
    </message>
    <message>
        <source>preempted and not running again for %1 s</source>
        <translation>被抢占后 %1 秒内未重新运行</translation>
    </message>
    <message>
        <source>waiting in the queue for %1 s</source>
        <translation>已在队列中等待 %1 秒</translation>
    </message>
    <message>
        <source>the audit log has nothing about job %1 on %2</source>
        <translation>审计日志中没有关于 %2 上作业 %1 的任何记录</translation>
    </message>
    <message>
        <source>there is no saved cluster called &apos;%1&apos;</source>
        <translation>没有名为“%1”的已保存集群</translation>
    </message>
</context>
<context>
    <name>cg::services::JobsListing</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be reached: none of its nodes answered (tried %n node(s): %2): check that they are up and that the jump host reaches them (Check Connectivity)</source>
        <translation>
            <numerusform>无法连接 %1：其节点均无应答（已尝试 %n 个节点：%2）：请确认这些节点已开机，且跳板机能连到它们（“检查连通性”）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be reached: none of its nodes answered (tried %n node(s): %2; left out %3, which the fleet marks unreachable): check that they are up and that the jump host reaches them (Check Connectivity)</source>
        <translation>
            <numerusform>无法连接 %1：其节点均无应答（已尝试 %n 个节点：%2；跳过了机群标记为不可达的 %3）：请确认这些节点已开机，且跳板机能连到它们（“检查连通性”）</numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 cannot be reached: its jump host %2 did not answer: check the network (VPN) and %2 (Check Connectivity)</source>
        <translation>无法连接 %1：其跳板机 %2 没有应答：请检查网络（VPN）和 %2（“检查连通性”）</translation>
    </message>
</context>
<context>
    <name>cg::services::JobsService</name>
    <message>
        <source>spec</source>
        <translation>作业规格</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Switch Cluster</source>
        <translation>切换集群</translation>
    </message>
</context>
<context>
    <name>cg::services::NodeTargets</name>
    <message>
        <source>cluster %1 has no node %2; its nodes: %3</source>
        <translation>集群 %1 中没有节点 %2；其节点：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no cluster is named %1; the clusters: %2</source>
        <translation>没有名为 %1 的集群；现有集群：%2</translation>
    </message>
    <message>
        <source>%1 is a node of several clusters; name one of: %2</source>
        <translation>%1 是多个集群的节点；请指定其中之一：%2</translation>
    </message>
</context>
<context>
    <name>cg::services::OfficerKeys</name>
    <message>
        <source>%1 already has 99 signing keys in the keychain</source>
        <translation>%1 在钥匙串中已有 99 个签名密钥</translation>
    </message>
    <message>
        <source>the keychain already holds %1: a key is never replaced; choose another id</source>
        <translation>钥匙串中已有 %1：密钥永远不会被替换；请选择其他编号</translation>
    </message>
    <message>
        <source>no random bytes for a new key</source>
        <translation>无法为新密钥获取随机字节</translation>
    </message>
    <message>
        <source>Compliance signing key of %1</source>
        <translation>%1 的合规签名密钥</translation>
    </message>
    <message>
        <source>the key for %1 was not stored: %2</source>
        <translation>%1 的密钥未能保存：%2</translation>
    </message>
    <message>
        <source>the key must be %1&apos;s verifier key (%1+HASH+BASE64)</source>
        <translation>密钥必须是 %1 的验证密钥（%1+哈希+BASE64）</translation>
    </message>
    <message>
        <source>the registering key is not registered in this ledger: only an admin registers officers</source>
        <translation>执行登记的密钥未在此台账中登记：只有管理员才能登记合规官</translation>
    </message>
    <message>
        <source>%1 is an officer, not an admin: only an admin registers officers</source>
        <translation>%1 是合规官而非管理员：只有管理员才能登记合规官</translation>
    </message>
    <message>
        <source>this key is already registered for %1</source>
        <translation>此密钥已为 %1 登记</translation>
    </message>
    <message>
        <source>%1 is already registered; registered keys are never replaced</source>
        <translation>%1 已登记；已登记的密钥永不替换</translation>
    </message>
    <message>
        <source>Registered %1 (%2) with key %3 (fingerprint %4)</source>
        <translation>已登记 %1（%2），密钥 %3（指纹 %4）</translation>
    </message>
    <message>
        <source>a signing key is kept in the keychain, and this desktop has none</source>
        <translation>签名密钥保存在钥匙串中，而此桌面端没有钥匙串</translation>
    </message>
    <message>
        <source>Enter a name: 1 to 64 letters, digits and . _ @ - (no spaces), e.g. olga or alice.walker</source>
        <translation>请输入名称：1 到 64 个字母、数字及 . _ @ -（不含空格），例如 olga 或 alice.walker</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces), e.g. %2</source>
        <translation>“%1”不能用作名称：请使用 1 到 64 个字母、数字及 . _ @ -（不含空格），例如 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces)</source>
        <translation>“%1”不能用作名称：请使用 1 到 64 个字母、数字及 . _ @ -（不含空格）</translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation>此台账已创建；新合规官由管理员登记</translation>
    </message>
    <message>
        <source>Founded the ledger %1 with %2 as its first admin.
Key: %3
Fingerprint: %4</source>
        <translation>已创建台账 %1，首位管理员为 %2。
密钥：%3
指纹：%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a key name: it may hold only the Latin letters A-Z and a-z, the digits 0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, e.g. li.wei, or %2</source>
        <translation>“%1”不能用作密钥名：只能包含拉丁字母 A-Z 和 a-z、数字 0-9 以及 . _ @ -（1 到 64 个字符，不含空格）。请用拼音或拉丁字母书写姓名，例如 li.wei，或 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a key name: it may hold only the Latin letters A-Z and a-z, the digits 0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, e.g. li.wei</source>
        <translation>“%1”不能用作密钥名：只能包含拉丁字母 A-Z 和 a-z、数字 0-9 以及 . _ @ -（1 到 64 个字符，不含空格）。请用拼音或拉丁字母书写姓名，例如 li.wei</translation>
    </message>
</context>
<context>
    <name>cg::services::Profile</name>
    <message>
        <source>this profile&apos;s ledger is on a team ledger server, but this build of ClusterGate has no PostgreSQL support (built without libpq)</source>
        <translation>此数据目录的台账位于团队台账服务器上，但此版本的 ClusterGate 不支持 PostgreSQL（构建时未包含 libpq）</translation>
    </message>
</context>
<context>
    <name>cg::services::PushRun</name>
    <message>
        <source>the manifest is signed with your identity key, but none was given</source>
        <translation>清单须用您的身份密钥签名，但未提供该密钥</translation>
    </message>
    <message>
        <source>cancelled before anything was prepared or sent</source>
        <translation>已取消，尚未准备或发送任何内容</translation>
    </message>
    <message>
        <source>the manifest of %1 does not verify against its sender&apos;s key: not resumed</source>
        <translation>%1 的清单无法用其发送者的密钥验证：未续传</translation>
    </message>
    <message>
        <source>%1 is %2: nothing to resume</source>
        <translation>%1 的状态为 %2：无需续传</translation>
    </message>
    <message>
        <source>a push needs a connection hub and a way to the cluster</source>
        <translation>推送需要连接枢纽以及通往集群的路径</translation>
    </message>
</context>
<context>
    <name>cg::services::ReportExport</name>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>无法在 %1 中写入：%2</translation>
    </message>
    <message>
        <source>cancelled: nothing was written to %1</source>
        <translation>已取消：未向 %1 写入任何内容</translation>
    </message>
    <message>
        <source>%1; nothing was written to %2</source>
        <translation>%1；未向 %2 写入任何内容</translation>
    </message>
    <message>
        <source>cannot move %1 into %2</source>
        <translation>无法将 %1 移入 %2</translation>
    </message>
    <message>
        <source>written to %1, but not recorded: %2</source>
        <translation>已写入 %1，但未能记录：%2</translation>
    </message>
    <message>
        <source>written to %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
</context>
<context>
    <name>cg::services::TaskList</name>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Host-key scan</source>
        <translation>主机密钥扫描</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>部署</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>验收</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>推送</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>正在取消</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>等待您处理</translation>
    </message>
    <message>
        <source>partly done</source>
        <translation>部分完成</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>接收遥测</translation>
    </message>
</context>
<context>
    <name>cg::ssh::AuthBroker</name>
    <message>
        <source>the passphrase of %1</source>
        <translation>%1 的口令</translation>
    </message>
    <message>
        <source>the password of %1@%2</source>
        <translation>%1@%2 的密码</translation>
    </message>
    <message>
        <source>the one-time password of %1@%2</source>
        <translation>%1@%2 的一次性密码</translation>
    </message>
    <message>
        <source>%1 is needed and there is no terminal to ask for it</source>
        <translation>需要 %1，但没有可供询问的终端</translation>
    </message>
    <message>
        <source>%1 is needed and there is no terminal to ask for it; the keychain secret %2 would answer it</source>
        <translation>需要 %1，但没有可供询问的终端；钥匙串中的机密 %2 可以提供</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::ssh::ChainPlanner</name>
    <message>
        <source>no target given</source>
        <translation>未指定目标</translation>
    </message>
    <message>
        <source>--jump %1: %2</source>
        <translation>--jump %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::ssh::ConnectionHub</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 未在 %2 秒内响应</translation>
    </message>
    <message>
        <source>the jump host went away</source>
        <translation>跳板机已断开</translation>
    </message>
</context>
<context>
    <name>cg::ssh::Engine</name>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>the connection was reset after a command was abandoned</source>
        <translation>放弃一条命令后，连接已被重置</translation>
    </message>
    <message>
        <source>the connection was lost: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
    <message>
        <source>the hop before it went away</source>
        <translation>上一跳已断开</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>连接已断开</translation>
    </message>
</context>
<context>
    <name>cg::ssh::Exec</name>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>cannot open a session channel: %1</source>
        <translation>无法打开会话通道：%1</translation>
    </message>
    <message>
        <source>the server refused to run the command: %1</source>
        <translation>服务器拒绝运行该命令：%1</translation>
    </message>
    <message>
        <source>the connection broke while the command ran: %1</source>
        <translation>命令运行期间连接中断：%1</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>the connection broke before the command&apos;s exit status arrived: %1</source>
        <translation>在收到命令退出状态之前连接已中断：%1</translation>
    </message>
    <message>
        <source>the server refused a terminal: %1</source>
        <translation>服务器拒绝分配终端：%1</translation>
    </message>
    <message>
        <source>the server failed a terminal setting: %1</source>
        <translation>服务器未能应用终端设置：%1</translation>
    </message>
</context>
<context>
    <name>cg::ssh::FilePush</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot prepare %1 on the far side: %2</source>
        <translation>无法在远端准备 %1：%2</translation>
    </message>
    <message>
        <source>the copy of %1 stopped after %2 of %3 bytes: %4; push again to resume</source>
        <translation>%1 的传输在 %2/%3 字节处中断：%4；再次推送即可续传</translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; push again to resume</source>
        <translation>已在 %1/%2 字节处取消；再次推送即可续传</translation>
    </message>
    <message>
        <source>writing %1 on the far side failed: %2</source>
        <translation>在远端写入 %1 失败：%2</translation>
    </message>
    <message>
        <source>the copy of %1 was damaged on the way (SHA-256 mismatch); it was kept as %2, push again to resend</source>
        <translation>%1 在传输中损坏（SHA-256 不一致）；已保留为 %2，请再次推送以重新发送</translation>
    </message>
    <message>
        <source>the copy of %1 on the far side does not have the expected size; it was kept as %2, push again to resend</source>
        <translation>远端 %1 的副本大小与预期不符；已保留为 %2，请再次推送以重新发送</translation>
    </message>
    <message>
        <source>the copy of %1 did not finish within %2 s; push again to resume</source>
        <translation>%1 的复制未在 %2 秒内完成；请再次推送以续传</translation>
    </message>
    <message>
        <source>could not put %1 in place on the far side: %2</source>
        <translation>无法在远端将 %1 放置到位：%2</translation>
    </message>
</context>
<context>
    <name>cg::ssh::HostCertificate</name>
    <message>
        <source>the host key is not an OpenSSH certificate</source>
        <translation>该主机密钥不是 OpenSSH 证书</translation>
    </message>
    <message>
        <source>certificates of type %1 are not supported</source>
        <translation>不支持类型为 %1 的证书</translation>
    </message>
    <message>
        <source>the host certificate is truncated</source>
        <translation>主机证书被截断</translation>
    </message>
    <message>
        <source>the host certificate is truncated or has trailing bytes</source>
        <translation>主机证书被截断或末尾有多余字节</translation>
    </message>
    <message>
        <source>the principals of the host certificate are malformed</source>
        <translation>主机证书的主体（principals）格式有误</translation>
    </message>
    <message>
        <source>the certificate&apos;s CA key is malformed or itself a certificate</source>
        <translation>证书的 CA 密钥格式有误，或本身就是证书</translation>
    </message>
    <message>
        <source>the certificate&apos;s signature is malformed</source>
        <translation>证书的签名格式有误</translation>
    </message>
    <message>
        <source>the CA key cannot be used</source>
        <translation>该 CA 密钥无法使用</translation>
    </message>
    <message>
        <source>the certificate&apos;s ECDSA signature is malformed</source>
        <translation>证书的 ECDSA 签名格式有误</translation>
    </message>
    <message>
        <source>the CA&apos;s signature on the certificate does not verify</source>
        <translation>CA 对该证书的签名验证未通过</translation>
    </message>
    <message>
        <source>it is not a host certificate</source>
        <translation>它不是主机证书</translation>
    </message>
    <message>
        <source>it is not valid yet (from %1)</source>
        <translation>它尚未生效（生效时间 %1）</translation>
    </message>
    <message>
        <source>it expired (%1)</source>
        <translation>它已过期（%1）</translation>
    </message>
    <message>
        <source>it names no principals, so it would vouch for any host</source>
        <translation>它未列出任何主体，因此会为任意主机担保</translation>
    </message>
    <message>
        <source>%1 is not among its principals (%2)</source>
        <translation>%1 不在其主体列表（%2）中</translation>
    </message>
    <message>
        <source>it carries critical options, which no host certificate may</source>
        <translation>它带有关键选项（critical options），而主机证书不得带有</translation>
    </message>
    <message>
        <source>the CA key is malformed</source>
        <translation>CA 密钥格式有误</translation>
    </message>
    <message>
        <source>the CA&apos;s Ed25519 key or signature type is malformed</source>
        <translation>CA 的 Ed25519 密钥或签名类型格式有误</translation>
    </message>
    <message>
        <source>the CA&apos;s ECDSA key or signature type is malformed</source>
        <translation>CA 的 ECDSA 密钥或签名类型格式有误</translation>
    </message>
    <message>
        <source>the CA&apos;s RSA key is malformed</source>
        <translation>CA 的 RSA 密钥格式有误</translation>
    </message>
    <message>
        <source>the certificate is signed with %1, which is not accepted (SHA-1)</source>
        <translation>该证书使用 %1 签名，不予接受（SHA-1）</translation>
    </message>
    <message>
        <source>CA keys of type %1 are not supported</source>
        <translation>不支持类型为 %1 的 CA 密钥</translation>
    </message>
    <message>
        <source>its CA (%1) is marked @revoked</source>
        <translation>其 CA（%1）已被标记为 @revoked</translation>
    </message>
    <message>
        <source>its key (%1) is marked @revoked</source>
        <translation>其密钥（%1）已被标记为 @revoked</translation>
    </message>
</context>
<context>
    <name>cg::ssh::HostKey</name>
    <message>
        <source>the key type is missing</source>
        <translation>缺少密钥类型</translation>
    </message>
    <message>
        <source>this is an SSH protocol 1 key, which is no longer supported</source>
        <translation>这是 SSH 协议 1 的密钥，已不再受支持</translation>
    </message>
    <message>
        <source>the key type &quot;%1&quot; is too long</source>
        <translation>密钥类型“%1”过长</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key type</source>
        <translation>“%1”不是密钥类型</translation>
    </message>
    <message>
        <source>the key data is too short to hold a key</source>
        <translation>密钥数据太短，不足以构成密钥</translation>
    </message>
    <message>
        <source>the key data holds a &quot;%1&quot; key, but the line says &quot;%2&quot;</source>
        <translation>密钥数据是“%1”密钥，但该行写的是“%2”</translation>
    </message>
    <message>
        <source>a certificate cannot be a known host key; trust its certificate authority with a @cert-authority line instead</source>
        <translation>证书不能作为已知主机密钥；请改用 @cert-authority 行信任其证书颁发机构</translation>
    </message>
    <message>
        <source>the %1 key data is damaged</source>
        <translation>%1 密钥数据已损坏</translation>
    </message>
    <message>
        <source>the key data after the key type &quot;%1&quot; is missing</source>
        <translation>密钥类型“%1”之后缺少密钥数据</translation>
    </message>
    <message>
        <source>the key data is not valid base64</source>
        <translation>密钥数据不是有效的 base64</translation>
    </message>
    <message>
        <source>The public key line is empty.</source>
        <translation>公钥行为空。</translation>
    </message>
    <message>
        <source>Not a usable public key: %1.</source>
        <translation>不是可用的公钥：%1。</translation>
    </message>
</context>
<context>
    <name>cg::ssh::KnownHosts</name>
    <message>
        <source>the file has more than %1 lines; the rest is ignored</source>
        <translation>文件超过 %1 行；其余部分已忽略</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; this line and the rest are ignored</source>
        <translation>文件大于 %1 MiB；本行及其后的内容已忽略</translation>
    </message>
    <message>
        <source>the line is longer than %1 KiB</source>
        <translation>该行超过 %1 KiB</translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot; (expected @cert-authority or @revoked)</source>
        <translation>未知标记“%1”（应为 @cert-authority 或 @revoked）</translation>
    </message>
    <message>
        <source>a line can carry only one marker</source>
        <translation>一行只能带一个标记</translation>
    </message>
    <message>
        <source>the host names are missing</source>
        <translation>缺少主机名</translation>
    </message>
    <message>
        <source>the key type after the host names is missing</source>
        <translation>主机名之后缺少密钥类型</translation>
    </message>
    <message>
        <source>the hashed host name is malformed (expected |1|salt|hash)</source>
        <translation>哈希主机名格式错误（应为 |1|salt|hash）</translation>
    </message>
    <message>
        <source>a host pattern is longer than %1 characters, so ssh ignores this line</source>
        <translation>主机模式超过 %1 个字符，ssh 会忽略这一行</translation>
    </message>
    <message>
        <source>the host names are missing (the line starts with the key type &quot;%1&quot;)</source>
        <translation>缺少主机名（该行以密钥类型“%1”开头）</translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1: it is a folder, not a file.</source>
        <translation>无法读取已知主机文件 %1：它是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1: %2.</source>
        <translation>无法读取已知主机文件 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot record a host key for &quot;%1&quot;: not a valid host name.</source>
        <translation>无法为“%1”记录主机密钥：不是有效的主机名。</translation>
    </message>
    <message>
        <source>Cannot record the host key of %1: %2.</source>
        <translation>无法记录 %1 的主机密钥：%2。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known hosts file.</source>
        <translation>无法为已知主机文件创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write to the known hosts file %1: %2.</source>
        <translation>无法写入已知主机文件 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot record the host key of %1 (%2): it is marked as revoked in %3 line %4.</source>
        <translation>无法记录 %1 的主机密钥（%2）：它在 %3 第 %4 行中被标记为已吊销。</translation>
    </message>
</context>
<context>
    <name>cg::ssh::PortForward</name>
    <message>
        <source>cannot listen on &apos;%1&apos;: not a numeric address</source>
        <translation>无法在“%1”上监听：不是数字地址</translation>
    </message>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>无法在 %1 的 %2 端口上监听：%3</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>the port forward lost its connection: %1</source>
        <translation>端口转发的连接已断开：%1</translation>
    </message>
    <message>
        <source>the port forward could not connect: %1</source>
        <translation>端口转发无法连接：%1</translation>
    </message>
    <message>
        <source>the jump host went away</source>
        <translation>跳板机已断开</translation>
    </message>
</context>
<context>
    <name>cg::ssh::PrivateKeyInspector</name>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation>无法读取密钥 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a private key</source>
        <translation>%1 太大，不可能是私钥</translation>
    </message>
    <message>
        <source>the OpenSSH private key is cut off</source>
        <translation>OpenSSH 私钥不完整</translation>
    </message>
    <message>
        <source>not an OpenSSH private key</source>
        <translation>不是 OpenSSH 私钥</translation>
    </message>
    <message>
        <source>the OpenSSH private key is damaged</source>
        <translation>OpenSSH 私钥已损坏</translation>
    </message>
    <message>
        <source>not a private key file</source>
        <translation>不是私钥文件</translation>
    </message>
</context>
<context>
    <name>cg::ssh::RemoteShell</name>
    <message>
        <source>the remote command did not finish in time</source>
        <translation>远程命令未能按时完成</translation>
    </message>
    <message>
        <source>the node sent more than %1 MiB of output; the command was stopped and the rest was dropped</source>
        <translation>节点发送的输出超过 %1 MiB；命令已停止，其余输出已丢弃</translation>
    </message>
</context>
<context>
    <name>cg::ssh::Session</name>
    <message>
        <source>the server would not list its authentication methods: %1</source>
        <translation>服务器未列出其认证方式：%1</translation>
    </message>
    <message>
        <source>ssh-agent: no usable identity</source>
        <translation>ssh-agent：没有可用的身份</translation>
    </message>
    <message>
        <source>ssh-agent: no key was accepted</source>
        <translation>ssh-agent：没有密钥被接受</translation>
    </message>
    <message>
        <source>Passphrase for %1</source>
        <translation>%1 的口令</translation>
    </message>
    <message>
        <source>key %1: passphrase needed</source>
        <translation>密钥 %1：需要口令</translation>
    </message>
    <message>
        <source>key %1: wrong passphrase</source>
        <translation>密钥 %1：口令错误</translation>
    </message>
    <message>
        <source>key %1: this key format cannot be used</source>
        <translation>密钥 %1：无法使用此密钥格式</translation>
    </message>
    <message>
        <source>key %1: refused (RSA)</source>
        <translation>密钥 %1：被拒绝（RSA）</translation>
    </message>
    <message>
        <source>key %1: refused</source>
        <translation>密钥 %1：被拒绝</translation>
    </message>
    <message>
        <source>password expired</source>
        <translation>密码已过期</translation>
    </message>
    <message>
        <source>password refused</source>
        <translation>密码被拒绝</translation>
    </message>
    <message>
        <source>one-time password cancelled</source>
        <translation>一次性密码输入已取消</translation>
    </message>
    <message>
        <source>keyboard-interactive refused</source>
        <translation>键盘交互认证被拒绝</translation>
    </message>
    <message>
        <source>authentication failed for user %1 (server accepts: %2; tried: %3)</source>
        <translation>用户 %1 认证失败（服务器接受：%2；已尝试：%3）</translation>
    </message>
    <message>
        <source>nothing usable</source>
        <translation>没有可用的方式</translation>
    </message>
    <message>
        <source>RSA keys need the rsa-sha2 signatures that current OpenSSH servers require, and this libssh2 (%1) lacks them; use an Ed25519 or ECDSA key, or libssh2 1.11 or newer.</source>
        <translation>RSA 密钥需要当前 OpenSSH 服务器要求的 rsa-sha2 签名，而此 libssh2（%1）不支持；请改用 Ed25519 或 ECDSA 密钥，或使用 libssh2 1.11 及以上版本。</translation>
    </message>
    <message>
        <source>no answer within %1 s while %2</source>
        <translation>%2时 %1 秒内无响应</translation>
    </message>
    <message>
        <source>waiting for the hop before</source>
        <translation>等待上一跳</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>exchanging keys</source>
        <translation>交换密钥</translation>
    </message>
    <message>
        <source>authenticating</source>
        <translation>认证</translation>
    </message>
    <message>
        <source>the hop before it is not connected</source>
        <translation>上一跳未连接</translation>
    </message>
    <message>
        <source>cannot resolve %1: %2</source>
        <translation>无法解析 %1：%2</translation>
    </message>
    <message>
        <source>cannot create an SSH session</source>
        <translation>无法创建 SSH 会话</translation>
    </message>
    <message>
        <source>the server closed the connection during the handshake</source>
        <translation>服务器在握手期间关闭了连接</translation>
    </message>
    <message>
        <source>SSH handshake failed: %1</source>
        <translation>SSH 握手失败：%1</translation>
    </message>
    <message>
        <source>the server sent no host key</source>
        <translation>服务器未发送主机密钥</translation>
    </message>
    <message>
        <source>cannot read the known hosts file: %1</source>
        <translation>无法读取 known_hosts 文件：%1</translation>
    </message>
    <message>
        <source>the host key of %1 (%2) is marked as revoked in %3; connection refused</source>
        <translation>%1 的主机密钥（%2）在 %3 中被标记为已吊销；拒绝连接</translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has CHANGED (possible man-in-the-middle attack). Recorded: %2 (%3 line %4); offered now: %5 %6. If the server was reinstalled, remove the old key from %3 after checking the new fingerprint with its administrator.</source>
        <translation>警告：%1 的主机密钥已改变（可能存在中间人攻击）。已记录：%2（%3 第 %4 行）；当前提供：%5 %6。如果服务器重装过，请先与其管理员核对新指纹，再从 %3 中删除旧密钥。</translation>
    </message>
    <message>
        <source>%1 offered a %2 host key (%3), but only %4 keys are on record for it; refused. Check the fingerprint with its administrator before adding it to %5.</source>
        <translation>%1 提供了 %2 类型的主机密钥（%3），但记录中只有 %4 类型的密钥；已拒绝。请先与其管理员核对指纹，再将其加入 %5。</translation>
    </message>
    <message>
        <source>cannot record the new host key of %1: %2</source>
        <translation>无法记录 %1 的新主机密钥：%2</translation>
    </message>
    <message>
        <source>the host key of %1 is unknown: %2 %3. Compare it with the fingerprint your provider gave you, then accept it (policy accept-new) or add it to %4.</source>
        <translation>%1 的主机密钥未知：%2 %3。请与服务商提供的指纹核对，然后接受它（策略 accept-new）或将其加入 %4。</translation>
    </message>
    <message>
        <source>That passphrase was wrong. Passphrase for %1</source>
        <translation>口令错误。请输入 %1 的口令</translation>
    </message>
    <message>
        <source>That password was refused. Password for %1</source>
        <translation>密码被拒绝。请输入 %1 的密码</translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation>%1 的密码</translation>
    </message>
    <message>
        <source>SSH handshake failed: %1 and ClusterGate agree on no key exchange method (%2). ClusterGate offers only curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2; a server that offers only SHA-1 methods (diffie-hellman-group1-sha1, group14-sha1, group-exchange-sha1) is refused unless its cluster allows legacy key exchange in its settings.</source>
        <translation>SSH 握手失败：%1 与 ClusterGate 没有共同支持的密钥交换方法（%2）。ClusterGate 仅提供 curve25519、ECDH 以及 group 14 及以上、使用 SHA-2 的 Diffie-Hellman；只提供 SHA-1 方法（diffie-hellman-group1-sha1、group14-sha1、group-exchange-sha1）的服务器将被拒绝，除非其集群在设置中允许旧式密钥交换。</translation>
    </message>
    <message>
        <source>%1 presented a malformed host certificate: %2</source>
        <translation>%1 出示了格式有误的主机证书：%2</translation>
    </message>
    <message>
        <source>the host certificate of %1 (key %2, CA %3, listed in %4 line %5) is not valid for it: %6; connection refused</source>
        <translation>%1 的主机证书（密钥 %2，CA %3，列于 %4 第 %5 行）对其无效：%6；已拒绝连接</translation>
    </message>
    <message>
        <source>the host certificate of %1 is refused: %2 (%3 line %4)</source>
        <translation>%1 的主机证书被拒绝：%2（%3 第 %4 行）</translation>
    </message>
    <message>
        <source>the jump host %1 could not reach %2 port %3 (%4): check that %2 is running and that %1 may connect to it</source>
        <translation>跳板机 %1 无法连接 %2 的端口 %3（%4）：请确认 %2 正在运行，且 %1 可以连接到它</translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshConfig</name>
    <message>
        <source>%1 ends with a lone %</source>
        <translation>%1 以单独的 % 结尾</translation>
    </message>
    <message>
        <source>token %1 in %2 is not supported by ClusterGate</source>
        <translation>ClusterGate 不支持 %2 中的标记 %1</translation>
    </message>
    <message>
        <source>unknown token %1 in %2</source>
        <translation>%2 中有未知标记 %1</translation>
    </message>
    <message>
        <source>HostName &quot;%1&quot; is not a host name</source>
        <translation>HostName“%1”不是主机名</translation>
    </message>
    <message>
        <source>%1; line ignored</source>
        <translation>%1；已忽略该行</translation>
    </message>
    <message>
        <source>Host line without patterns: the block below it applies to no host</source>
        <translation>Host 行没有模式：其下的配置块不适用于任何主机</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: ~user paths are not supported</source>
        <translation>%1“%2”：不支持 ~user 形式的路径</translation>
    </message>
    <message>
        <source>empty Include path; ignored</source>
        <translation>Include 路径为空；已忽略</translation>
    </message>
    <message>
        <source>Include &quot;%1&quot;: ~user paths are not supported; ignored</source>
        <translation>Include“%1”：不支持 ~user 形式的路径；已忽略</translation>
    </message>
    <message>
        <source>more than %1 included files; %2 and any further ones not included</source>
        <translation>包含的文件超过 %1 个；未包含 %2 及之后的文件</translation>
    </message>
    <message>
        <source>cannot read included file %1</source>
        <translation>无法读取被包含的文件 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name</source>
        <translation>“%1”不是主机名</translation>
    </message>
    <message>
        <source>%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead</source>
        <translation>%1 使用了 ProxyCommand，ClusterGate 不会运行它；请改用 ProxyJump</translation>
    </message>
    <message>
        <source>%1: bad ProxyJump: %2</source>
        <translation>%1：ProxyJump 无效：%2</translation>
    </message>
    <message>
        <source>ProxyJump loop: %1</source>
        <translation>ProxyJump 循环：%1</translation>
    </message>
    <message>
        <source>the jump chain is longer than %1 hops</source>
        <translation>跳板链超过 %1 跳</translation>
    </message>
    <message>
        <source>the jump chain to %1 is longer than %2 hops</source>
        <translation>到 %1 的跳板链超过 %2 跳</translation>
    </message>
    <message>
        <source>The ssh config file %1 does not exist</source>
        <translation>ssh 配置文件 %1 不存在</translation>
    </message>
    <message>
        <source>Cannot read the ssh config file %1</source>
        <translation>无法读取 ssh 配置文件 %1</translation>
    </message>
    <message>
        <source>empty jump host</source>
        <translation>跳板机为空</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; contains spaces or control characters</source>
        <translation>跳板机“%1”含有空格或控制字符</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: an ssh:// URI has no path</source>
        <translation>跳板机“%1”：ssh:// URI 不能带路径</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; has an empty user name before @</source>
        <translation>跳板机“%1”：@ 前的用户名为空</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad character in user name</source>
        <translation>跳板机“%1”：用户名中有非法字符</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: missing ] after the address</source>
        <translation>跳板机“%1”：地址后缺少 ]</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: expected :port after ]</source>
        <translation>跳板机“%1”：] 之后应为 :端口</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: [%2] is not an IPv6 address</source>
        <translation>跳板机“%1”：[%2] 不是 IPv6 地址</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad character &apos;%2&apos; in host name</source>
        <translation>跳板机“%1”：主机名中有非法字符“%2”</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: a host name cannot start with &apos;-&apos;</source>
        <translation>跳板机“%1”：主机名不能以“-”开头</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; has no host name</source>
        <translation>跳板机“%1”没有主机名</translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad port &quot;%2&quot; (ports are 1 to 65535)</source>
        <translation>跳板机“%1”：端口“%2”无效（端口为 1 到 65535）</translation>
    </message>
    <message>
        <source>OpenSSH is not installed (no ssh program found in PATH); it is needed to resolve hosts from Match blocks</source>
        <translation>未安装 OpenSSH（PATH 中找不到 ssh 程序）；解析 Match 块中的主机需要它</translation>
    </message>
    <message>
        <source>Cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>ssh -G %1 did not finish within 15 seconds</source>
        <translation>ssh -G %1 未在 15 秒内完成</translation>
    </message>
    <message>
        <source>ssh -G %1 failed: %2</source>
        <translation>ssh -G %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 has no value</source>
        <translation>%1 没有值</translation>
    </message>
    <message>
        <source>unbalanced quotes</source>
        <translation>引号不配对</translation>
    </message>
    <message>
        <source>unbalanced quotes in %1</source>
        <translation>%1 中的引号不配对</translation>
    </message>
    <message>
        <source>User &quot;%1&quot; is not a user name</source>
        <translation>User“%1”不是用户名</translation>
    </message>
    <message>
        <source>bad port &quot;%1&quot;: ports are numbers from 1 to 65535 or service names</source>
        <translation>端口“%1”无效：端口应为 1 到 65535 的数字或服务名</translation>
    </message>
    <message>
        <source>CanonicalizeHostname &quot;%1&quot; is not yes, no or always</source>
        <translation>CanonicalizeHostname“%1”不是 yes、no 或 always</translation>
    </message>
    <message>
        <source>HostKeyAlias is not supported: ClusterGate checks host keys under the host&apos;s own name</source>
        <translation>不支持 HostKeyAlias：ClusterGate 按主机自身的名称检查主机密钥</translation>
    </message>
    <message>
        <source>%1 takes one value, found %2</source>
        <translation>%1 只接受一个值，实际有 %2 个</translation>
    </message>
    <message>
        <source>%1; hosts this block could apply to are refused</source>
        <translation>%1；此块可能适用的主机均被拒绝</translation>
    </message>
    <message>
        <source>Match %1 needs an argument</source>
        <translation>Match %1 需要一个参数</translation>
    </message>
    <message>
        <source>unsupported Match attribute &quot;%1&quot;</source>
        <translation>不支持的 Match 属性“%1”</translation>
    </message>
    <message>
        <source>Match without criteria</source>
        <translation>Match 缺少条件</translation>
    </message>
    <message>
        <source>Match all cannot be combined with other criteria</source>
        <translation>Match all 不能与其他条件组合</translation>
    </message>
    <message>
        <source>bad Match line: %1</source>
        <translation>Match 行无效：%1</translation>
    </message>
    <message>
        <source>Match exec and localnetwork cannot be evaluated by ClusterGate: a host this block would change is refused; resolving with OpenSSH (ssh -G) evaluates it</source>
        <translation>ClusterGate 无法求值 Match exec 和 localnetwork：此块会改变的主机将被拒绝；用 OpenSSH 解析（ssh -G）可以对其求值</translation>
    </message>
    <message>
        <source>%1: ${ without a closing }</source>
        <translation>%1：${ 缺少对应的 }</translation>
    </message>
    <message>
        <source>%1: ${%2} is not an environment variable name</source>
        <translation>%1：${%2} 不是环境变量名</translation>
    </message>
    <message>
        <source>ProxyJump has no value</source>
        <translation>ProxyJump 没有值</translation>
    </message>
    <message>
        <source>bad ProxyJump: %1</source>
        <translation>ProxyJump 无效：%1</translation>
    </message>
    <message>
        <source>CanonicalizeHostname %1 needs DNS canonicalisation, which ClusterGate does not do; set CanonicalizeHostname no</source>
        <translation>CanonicalizeHostname %1 需要 DNS 规范化，而 ClusterGate 不执行此操作；请设置 CanonicalizeHostname no</translation>
    </message>
    <message>
        <source>%1 refused: %2 (%3)</source>
        <translation>%1 被拒绝：%2（%3）</translation>
    </message>
    <message>
        <source>%1: IdentityFile %2 names ${%3}, which is not set</source>
        <translation>%1：IdentityFile %2 引用了 ${%3}，但该变量未设置</translation>
    </message>
    <message>
        <source>%1 refused: %2 (%3) cannot be evaluated by ClusterGate and %4; resolve it with OpenSSH (ssh -G) or write a Host block for it</source>
        <translation>%1 被拒绝：ClusterGate 无法求值 %2（%3），且%4；请用 OpenSSH 解析（ssh -G），或为其编写 Host 块</translation>
    </message>
    <message>
        <source>more than %1 such lines apply</source>
        <translation>适用的此类行超过 %1 行</translation>
    </message>
    <message>
        <source>it changes how this host is reached</source>
        <translation>它会改变访问此主机的方式</translation>
    </message>
    <message>
        <source>%1: jump host loop via %2 (its HostName is its own jump host)</source>
        <translation>%1：经由 %2 形成跳板机环路（其 HostName 就是它自己的跳板机）</translation>
    </message>
    <message>
        <source>bad configuration option &quot;%1&quot;: ssh refuses the whole file over it (list it in IgnoreUnknown before this line if it is meant for another ssh version)</source>
        <translation>配置选项“%1”无效：ssh 会因此拒绝整个文件（如果它是为其他 ssh 版本准备的，请在此行之前将其列入 IgnoreUnknown）</translation>
    </message>
    <message>
        <source>Include recurses (%1): ssh refuses the whole file over it</source>
        <translation>Include 出现递归（%1）：ssh 会因此拒绝整个文件</translation>
    </message>
    <message>
        <source>Include nested deeper than %1 levels (%2): ssh refuses the whole file over it</source>
        <translation>Include 嵌套超过 %1 层（%2）：ssh 会因此拒绝整个文件</translation>
    </message>
    <message>
        <source>%1: ssh refuses the whole file over it</source>
        <translation>%1：ssh 会因此拒绝整个文件</translation>
    </message>
    <message>
        <source>empty pattern on a Host line</source>
        <translation>Host 行中有空模式</translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshError</name>
    <message>
        <source>hop %1 (%2): %3</source>
        <translation>第 %1 跳（%2）：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>nothing answered there, or the connection was refused</source>
        <translation>那里无人应答，或连接被拒绝</translation>
    </message>
    <message>
        <source>its SSH server does not allow forwarding (AllowTcpForwarding)</source>
        <translation>它的 SSH 服务器不允许转发（AllowTcpForwarding）</translation>
    </message>
    <message>
        <source>it is short of resources</source>
        <translation>它的资源不足</translation>
    </message>
    <message>
        <source>it does not forward connections</source>
        <translation>它不转发连接</translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshService</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::terminal::Asciicast</name>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>第 %1 行超过 %2 字节</translation>
    </message>
    <message>
        <source>line %1 is not JSON: %2</source>
        <translation>第 %1 行不是 JSON：%2</translation>
    </message>
    <message>
        <source>line %1: the header must be a JSON object</source>
        <translation>第 %1 行：文件头必须是 JSON 对象</translation>
    </message>
    <message>
        <source>line %1: not asciicast version 2</source>
        <translation>第 %1 行：不是 asciicast 第 2 版格式</translation>
    </message>
    <message>
        <source>line %1: width and height must be between 1 and %2</source>
        <translation>第 %1 行：宽度和高度必须在 1 到 %2 之间</translation>
    </message>
    <message>
        <source>line %1: an event must be a JSON array</source>
        <translation>第 %1 行：事件必须是 JSON 数组</translation>
    </message>
    <message>
        <source>line %1: an event is [time, type, data]</source>
        <translation>第 %1 行：事件格式应为 [time, type, data]</translation>
    </message>
    <message>
        <source>line %1: the time must be a number of seconds, 0 or more</source>
        <translation>第 %1 行：时间必须是不小于 0 的秒数</translation>
    </message>
    <message>
        <source>line %1: unknown event type &quot;%2&quot;</source>
        <translation>第 %1 行：未知的事件类型“%2”</translation>
    </message>
    <message>
        <source>more than %1 events</source>
        <translation>事件超过 %1 个</translation>
    </message>
    <message>
        <source>empty file: no asciicast header</source>
        <translation>空文件：没有 asciicast 文件头</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to load (%2 bytes)</source>
        <translation>%1 过大，无法加载（%2 字节）</translation>
    </message>
    <message>
        <source>cannot create the recording %1: %2</source>
        <translation>无法创建录像 %1：%2</translation>
    </message>
    <message>
        <source>cannot write the recording %1: %2</source>
        <translation>无法写入录像 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::terminal::RecordingPolicies</name>
    <message>
        <source>a recording policy needs the cluster&apos;s name</source>
        <translation>录像策略需要集群名称</translation>
    </message>
    <message>
        <source>retention must be 0 (kept until deleted) to %1 days, not %2</source>
        <translation>保留期必须在 0（保留至删除）到 %1 天之间，而不是 %2</translation>
    </message>
    <message>
        <source>the policy change could not be audit-logged, so it was not made: %1</source>
        <translation>策略变更无法记入审计日志，因此未执行：%1</translation>
    </message>
    <message>
        <source>the policy change could not be audit-logged and could not be undone: %1</source>
        <translation>策略变更无法记入审计日志，且无法撤销：%1</translation>
    </message>
    <message numerus="yes">
        <source>retention of cluster %1: %n day(s)</source>
        <translation>
            <numerusform>集群 %1 的保留期：%n 天</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::terminal::RecordingRetention</name>
    <message>
        <source>recording %1 names %2, which is not in this console&apos;s recordings folder %3; not deleted</source>
        <translation>录像 %1 指向的 %2 不在本控制台的录像目录 %3 中；未删除</translation>
    </message>
    <message>
        <source>recording %1 names %2, which is not a regular file; not deleted</source>
        <translation>录像 %1 指向的 %2 不是普通文件；未删除</translation>
    </message>
    <message>
        <source>recording %1: %2 belongs to another user; not deleted</source>
        <translation>录像 %1：%2 属于其他用户；未删除</translation>
    </message>
    <message>
        <source>recording %1: %2 is larger than any recording (%3 bytes); not deleted</source>
        <translation>录像 %1：%2 的大小（%3 字节）超出任何录像可能的大小；未删除</translation>
    </message>
</context>
<context>
    <name>cg::terminal::TerminalRecording</name>
    <message>
        <source>cannot create the recordings directory %1</source>
        <translation>无法创建录像目录 %1</translation>
    </message>
    <message>
        <source>no recording was started</source>
        <translation>未开始录制</translation>
    </message>
    <message>
        <source>recording %1 was already deleted (audit row %2)</source>
        <translation>录像 %1 已被删除（审计记录 %2）</translation>
    </message>
    <message>
        <source>recording %1 does not match its audit event (%2); not deleted</source>
        <translation>录像 %1 与其审计事件不符（%2）；未删除</translation>
    </message>
    <message>
        <source>the deletion could not be audit-logged, so the recording stays: %1</source>
        <translation>删除操作无法记入审计日志，录像予以保留：%1</translation>
    </message>
    <message>
        <source>the deletion of recording %1 is audited but %2 could not be removed</source>
        <translation>录像 %1 的删除已记入审计日志，但无法移除 %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>SHA-256 %1 differs from the audit log&apos;s %2: the recording was changed</source>
        <translation>SHA-256 %1 与审计日志中的 %2 不同：录像已被改动</translation>
    </message>
    <message>
        <source>%1 bytes, the audit log says %2</source>
        <translation>%1 字节，审计日志记录为 %2</translation>
    </message>
    <message>
        <source>recording %1 changed while it was checked; not deleted</source>
        <translation>录像 %1 在检查期间发生了变化；未删除</translation>
    </message>
    <message>
        <source>%1 is a symbolic link, not a recording</source>
        <translation>%1 是符号链接，不是录像</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>cannot read %1 to its end</source>
        <translation>无法完整读取 %1</translation>
    </message>
</context>
<context>
    <name>cg::transfer::ConnectionPool</name>
    <message>
        <source>%1 asks for a one-time password at every login: sending over one connection</source>
        <translation>%1 每次登录都要求一次性密码 (OTP)：改为通过单个连接发送</translation>
    </message>
    <message>
        <source>%1: connection closed</source>
        <translation>%1：连接已关闭</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>连接已断开</translation>
    </message>
</context>
<context>
    <name>cg::transfer::DataTransfers</name>
    <message>
        <source>refused by rule %1: %2
to request the export: %3</source>
        <translation>被规则 %1 拒绝：%2
如需申请出境：%3</translation>
    </message>
    <message>
        <source>approval %1 of request %2 expired on %3: the transfer stopped; a new approval lets &apos;clustergate data resume %4&apos; continue it</source>
        <translation>申请 %2 的批准 %1 已于 %3 到期：传输已停止；获得新批准后，可用“clustergate data resume %4”继续</translation>
    </message>
    <message>
        <source>request %1&apos;s retention ended on %2: the data must be destroyed, not sent</source>
        <translation>申请 %1 的保留期已于 %2 结束：数据必须销毁，不得再发送</translation>
    </message>
    <message>
        <source>transfer %1 rides on request %2, but request %3 now clears the dataset: start a new transfer</source>
        <translation>传输 %1 依据的是申请 %2，但现在放行该数据集的是申请 %3：请开始新的传输</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable remote path</source>
        <translation>“%1”不是可用的远程路径</translation>
    </message>
    <message>
        <source>the chunk size must be between 64 KiB and 4 GiB</source>
        <translation>分块大小必须在 64 KiB 到 4 GiB 之间</translation>
    </message>
    <message>
        <source>wiping transfer %1 on %2 failed: %3</source>
        <translation>在 %2 上擦除传输 %1 失败：%3</translation>
    </message>
    <message>
        <source>wiping transfer %1: the far side did not confirm the check</source>
        <translation>擦除传输 %1：远端未确认检查结果</translation>
    </message>
    <message>
        <source>wiping transfer %1: still present on %2 after removal: %3</source>
        <translation>擦除传输 %1：删除后仍存在于 %2：%3</translation>
    </message>
    <message>
        <source>after removal, test -e on the far side found none of the %1 path(s) (files and staging)</source>
        <translation>删除后，远端用 test -e 检查，%1 个路径（文件及暂存）均已不存在</translation>
    </message>
    <message>
        <source>file deletion on the cluster&apos;s file system; the provider&apos;s media and backups are not sanitized by it</source>
        <translation>在集群文件系统上删除文件；服务商的存储介质和备份不会因此得到净化</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the ledger cannot be read, so %1 cannot be checked: %2</source>
        <translation>无法读取台账，因此无法检查 %1：%2</translation>
    </message>
    <message>
        <source>%1 lies inside dataset %2 (%3): datasets leave only through &apos;clustergate data push %2 --cluster CLUSTER&apos;, which checks the ledger</source>
        <translation>%1 位于数据集 %2（%3）之内：数据集只能通过“clustergate data push %2 --cluster CLUSTER”出境，该命令会检查台账</translation>
    </message>
    <message>
        <source>%1 is file %2 of dataset %3 (transfer %4, same SHA-256): datasets leave only through &apos;clustergate data push %3 --cluster CLUSTER&apos;</source>
        <translation>%1 是数据集 %3 的文件 %2（传输 %4，SHA-256 相同）：数据集只能通过“clustergate data push %3 --cluster CLUSTER”出境</translation>
    </message>
    <message>
        <source>(unversioned)</source>
        <translation>（未标版本）</translation>
    </message>
    <message>
        <source>request %1 approved dataset %2 at version %3, but the ledger holds version %4 now</source>
        <translation>申请 %1 批准的是数据集 %2 的版本 %3，但台账中现在是版本 %4</translation>
    </message>
    <message>
        <source>refused by rule %1: %2; send version %3 (set it back in the ledger if that is the data being sent), or request an export of version %4 and have it approved: %5</source>
        <translation>被规则 %1 拒绝：%2；请发送版本 %3（如果实际发送的正是该版本的数据，请在台账中将版本改回），或为版本 %4 提交出境申请并使其获批：%5</translation>
    </message>
    <message>
        <source>request %1 approves dataset %2 in the form %3, not %4</source>
        <translation>申请 %1 批准的数据集 %2 出境形式为 %3，而不是 %4</translation>
    </message>
    <message>
        <source>request %1 has no approval</source>
        <translation>申请 %1 未获批准</translation>
    </message>
    <message>
        <source>refused by rule %1: %2</source>
        <translation>被规则 %1 拒绝：%2</translation>
    </message>
</context>
<context>
    <name>cg::transfer::Manifest</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 changed while it was read</source>
        <translation>%1 在读取过程中发生了变化</translation>
    </message>
    <message>
        <source>not a transfer manifest</source>
        <translation>不是传输清单</translation>
    </message>
    <message>
        <source>the manifest of transfer %1 is damaged</source>
        <translation>传输 %1 的清单已损坏</translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 is not a local path: only local files can be sent</source>
        <translation>数据集的位置 %1 不是本地路径：只能发送本地文件</translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 does not exist</source>
        <translation>数据集的位置 %1 不存在</translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 holds no files</source>
        <translation>数据集的位置 %1 中没有文件</translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferEngine</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 changed while it was sent</source>
        <translation>%1 在发送过程中发生了变化</translation>
    </message>
    <message>
        <source>the far side is out of disk space under %1 (%2); free space there or choose another --to, then &apos;clustergate data resume %3&apos;</source>
        <translation>远端 %1 下的磁盘空间已满（%2）；请在那里释放空间或另选 --to，然后运行“clustergate data resume %3”</translation>
    </message>
    <message>
        <source>writing chunk %1 of %2 on the far side failed (exit status %3): %4</source>
        <translation>在远端写入第 %1 个分块（共 %2 个）失败（退出状态 %3）：%4</translation>
    </message>
    <message>
        <source>chunk %1 of %2 failed verification on the far side %3 times</source>
        <translation>第 %1 个分块（共 %2 个）在远端校验失败 %3 次</translation>
    </message>
    <message>
        <source>the far side is out of disk space under %1 (%2)</source>
        <translation>远端 %1 下的磁盘空间已满（%2）</translation>
    </message>
    <message>
        <source>cancelled; &apos;clustergate data resume %1&apos; continues it</source>
        <translation>已取消；运行“clustergate data resume %1”可继续</translation>
    </message>
    <message>
        <source>connecting timed out</source>
        <translation>连接超时</translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s) restarted after %1 s without progress; large transfers that stall while small commands work point to a path-MTU black hole (the L1 MTU check of &apos;clustergate validate&apos; measures it)</source>
        <translation>
            <numerusform>%n 个连接因 %1 秒无进展而重启；大文件传输停滞而小命令正常，说明存在路径 MTU 黑洞（“clustergate validate”的 L1 MTU 检查可测量）</numerusform>
        </translation>
    </message>
    <message>
        <source>no progress for %1 s: connection restarted (large transfers that stall while small commands work point to a path-MTU black hole: the L1 MTU check of &apos;clustergate validate&apos; measures it)</source>
        <translation>%1 秒无进展：已重启连接（大文件传输停滞而小命令正常，说明存在路径 MTU 黑洞：“clustergate validate”的 L1 MTU 检查可测量）</translation>
    </message>
    <message>
        <source>every connection failed; last: %1; &apos;clustergate data resume %2&apos; continues it</source>
        <translation>所有连接均失败；最后一次：%1；运行“clustergate data resume %2”可继续</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferState</name>
    <message>
        <source>the state of transfer %1 is damaged</source>
        <translation>传输 %1 的状态已损坏</translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferStore</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>cannot write the state of transfer %1: %2</source>
        <translation>无法写入传输 %1 的状态：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a transfer id (t- and 16 hex digits)</source>
        <translation>“%1”不是传输 ID（t- 加 16 位十六进制数字）</translation>
    </message>
    <message>
        <source>no transfer %1 in %2</source>
        <translation>%2 中没有传输 %1</translation>
    </message>
    <message>
        <source>the state of transfer %1 is too large</source>
        <translation>传输 %1 的状态过大</translation>
    </message>
    <message>
        <source>the state of transfer %1 is damaged: %2</source>
        <translation>传输 %1 的状态已损坏：%2</translation>
    </message>
    <message>
        <source>dataset %1 is already being sent (transfer %2): wait for it, or cancel it with &apos;clustergate data cancel %2&apos;</source>
        <translation>数据集 %1 正在发送中（传输 %2）：请等待其完成，或用“clustergate data cancel %2”取消</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>cannot ask transfer %1 to stop: %2</source>
        <translation>无法请求传输 %1 停止：%2</translation>
    </message>
</context>
<context>
    <name>cg::ui::AlertThresholdsDialog</name>
    <message>
        <source>GPU idle at or below (%)</source>
        <translation>GPU 利用率不高于（%）</translation>
    </message>
    <message>
        <source>Allocated GPUs idle for (min)</source>
        <translation>已分配 GPU 空闲持续（分钟）</translation>
    </message>
    <message>
        <source>Queue grew for (polls)</source>
        <translation>队列持续增长（轮询次数）</translation>
    </message>
    <message>
        <source>... with at least (pending jobs)</source>
        <translation>……且排队作业至少（个）</translation>
    </message>
    <message>
        <source>Link RTT above (ms)</source>
        <translation>链路 RTT 高于（毫秒）</translation>
    </message>
    <message>
        <source>TCP retransmits above (/s)</source>
        <translation>TCP 重传高于（次/秒）</translation>
    </message>
    <message>
        <source>... for (samples in a row)</source>
        <translation>……持续（连续样本数）</translation>
    </message>
    <message>
        <source>Failed jobs share above (0-1)</source>
        <translation>失败作业占比高于（0-1）</translation>
    </message>
    <message>
        <source>... of at least (finished jobs)</source>
        <translation>……已完成作业至少（个）</translation>
    </message>
    <message>
        <source>... in the last (min)</source>
        <translation>……统计最近（分钟）</translation>
    </message>
    <message>
        <source>Agent silent for (s)</source>
        <translation>代理无响应持续（秒）</translation>
    </message>
    <message>
        <source>Daily cost up by more than (0.5 = +50 %)</source>
        <translation>每日成本增幅超过（0.5 = +50%）</translation>
    </message>
    <message>
        <source>... and by at least (money)</source>
        <translation>……且增加金额至少（金额）</translation>
    </message>
    <message>
        <source>Alert Thresholds</source>
        <translation>告警阈值</translation>
    </message>
    <message>
        <source>Every cluster (defaults)</source>
        <translation>所有集群（默认值）</translation>
    </message>
    <message>
        <source>&amp;Applies to:</source>
        <translation>适用于(&amp;A)：</translation>
    </message>
    <message>
        <source>%1 in a threshold file</source>
        <translation>阈值文件中的 %1</translation>
    </message>
    <message>
        <source>&amp;Import from File…</source>
        <translation>从文件导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Fill the form from a YAML or JSON file</source>
        <translation>从 YAML 或 JSON 文件填写表单</translation>
    </message>
    <message>
        <source>Threshold files (*.yaml *.yml *.json)</source>
        <translation>阈值文件 (*.yaml *.yml *.json)</translation>
    </message>
    <message>
        <source>File format (YAML or JSON): defaults: {gpu_idle_minutes: 30, link_rtt_ms: 300} and clusters: {sg-h200: {gpu_idle_minutes: 15}}; the keys are the fields&apos; tooltips.</source>
        <translation>文件格式（YAML 或 JSON）：defaults: {gpu_idle_minutes: 30, link_rtt_ms: 300} 和 clusters: {sg-h200: {gpu_idle_minutes: 15}}；各键名见各字段的工具提示。</translation>
    </message>
    <message>
        <source>The values in use now: the built-in defaults.</source>
        <translation>当前使用的值：内置默认值。</translation>
    </message>
    <message>
        <source>The values in use now, from %1.</source>
        <translation>当前使用的值，来自 %1。</translation>
    </message>
    <message>
        <source>Filled from %1; OK puts these values in use.</source>
        <translation>已从 %1 填写；按“确定”后这些值开始生效。</translation>
    </message>
    <message>
        <source>the Thresholds form</source>
        <translation>阈值表单</translation>
    </message>
    <message>
        <source>Packet loss above (% retransmitted)</source>
        <translation>丢包率高于（重传占比 %）</translation>
    </message>
</context>
<context>
    <name>cg::ui::AlertsView</name>
    <message>
        <source>Alerts</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重级别</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>What</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>处理建议</translation>
    </message>
    <message>
        <source>Active alerts</source>
        <translation>活动告警</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>触发时间</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>解除时间</translation>
    </message>
    <message>
        <source>Acknowledged by</source>
        <translation>确认人</translation>
    </message>
    <message>
        <source>Alert history</source>
        <translation>告警历史</translation>
    </message>
    <message>
        <source>&amp;Active</source>
        <translation>活动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <source>Selected alert</source>
        <translation>所选告警</translation>
    </message>
    <message>
        <source>A&amp;cknowledge</source>
        <translation>确认(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the selected alerts as seen; they stay until their condition ends</source>
        <translation>将所选告警标记为已查看；告警会保留，直到其触发条件结束</translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation>阈值(&amp;T)…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>active</source>
        <translation>未解除</translation>
    </message>
    <message>
        <source>No active alerts.</source>
        <translation>没有活动告警。</translation>
    </message>
    <message>
        <source>%1 active alert(s), %2 not acknowledged.</source>
        <translation>%1 个活动告警，%2 个未确认。</translation>
    </message>
    <message>
        <source>Thresholds from %1.</source>
        <translation>阈值来自 %1。</translation>
    </message>
    <message>
        <source>Select an alert to see what to do about it.</source>
        <translation>选择一条告警以查看处理建议。</translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4
What to do: %5</source>
        <translation>%1（%2，%3）：%4
处理建议：%5</translation>
    </message>
    <message>
        <source>See and edit the alert thresholds in use (defaults and per cluster)</source>
        <translation>查看和编辑当前使用的告警阈值（默认值及各集群的值）</translation>
    </message>
    <message>
        <source>Restarting the agent on %1…</source>
        <translation>正在重启 %1 上的代理…</translation>
    </message>
    <message>
        <source>open when the console stopped</source>
        <translation>控制台停止时仍未解除</translation>
    </message>
</context>
<context>
    <name>cg::ui::AuditBrowser</name>
    <message>
        <source>Audit Log</source>
        <translation>审计日志</translation>
    </message>
    <message>
        <source>Search who, action, subject or details</source>
        <translation>搜索操作人、操作、对象或详情</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Audit log rows</source>
        <translation>审计日志记录</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>校验(&amp;V)</translation>
    </message>
    <message>
        <source>The newest %1 matching rows.</source>
        <translation>最新的 %1 条匹配记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n matching row(s).</source>
        <translation>
            <numerusform>%n 条匹配记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Walk the whole chain, check every signed checkpoint and decision, and say whether a trust anchor from outside this database vouches for it</source>
        <translation>遍历整条哈希链，检查每个已签名的检查点和决定，并说明是否有来自本数据库之外的信任锚为其担保</translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation>校验结果</translation>
    </message>
    <message>
        <source>Verification in progress</source>
        <translation>校验进行中</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>Read the log again now (F5); it also follows new rows by itself</source>
        <translation>立即重新读取日志（F5）；新增的行也会自动显示</translation>
    </message>
    <message numerus="yes">
        <source>Verifying %n row(s) and their checkpoints…</source>
        <translation>
            <numerusform>正在校验 %n 行及其检查点…</numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation>正在校验…</translation>
    </message>
    <message>
        <source>The selected row&apos;s details</source>
        <translation>所选记录的详情</translation>
    </message>
    <message>
        <source>Choose a row to see its details as fields and as recorded (JSON).</source>
        <translation>选择一条记录，以字段形式和原始记录（JSON）形式查看其详情。</translation>
    </message>
    <message>
        <source>&amp;Trust Anchors…</source>
        <translation>信任锚(&amp;T)…</translation>
    </message>
    <message>
        <source>Keys and checkpoint files from outside this ledger that Verify checks it against, each with who vouched for it</source>
        <translation>来自此台账之外、供“校验”核对的密钥和检查点文件，每项均注明担保人</translation>
    </message>
    <message>
        <source>#%1 %2 by %3: %4 %5</source>
        <translation>#%1 %2，操作人 %3：%4 %5</translation>
    </message>
    <message>
        <source>As recorded:</source>
        <translation>原始记录：</translation>
    </message>
    <message>
        <source>To anchor it: in Trust Anchors…, add the founding admin&apos;s key (fingerprint %1) once you have confirmed the fingerprint with them, or press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation>设立锚点的方法：与创始管理员核实指纹后，在“信任锚…”中添加其密钥（指纹 %1）；或点“签署检查点…”，用您的合规官或管理员密钥为当前链头签名。</translation>
    </message>
    <message>
        <source>To anchor it: press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key; the checkpoint is trusted here, and a copy kept away from this machine lets anyone check the ledger against it.</source>
        <translation>设立锚点的方法：点“签署检查点…”，用您的合规官或管理员密钥为当前链头签名；该检查点在本机即受信任，在本机以外保存一份副本，任何人都可据此核对台账。</translation>
    </message>
    <message>
        <source>What is missing is a checkpoint signed with a key you trust: press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation>所缺的是用您信任的密钥签署的检查点：请点“签署检查点…”，用您的合规官或管理员密钥为当前链头签名。</translation>
    </message>
    <message>
        <source>Press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation>请点“签署检查点…”，用您的合规官或管理员密钥为当前链头签名。</translation>
    </message>
    <message>
        <source>In Trust Anchors…, add this ledger&apos;s founding admin&apos;s key (fingerprint %1) once you have confirmed the fingerprint with them, or press Sign Checkpoint… to sign the current head.</source>
        <translation>与此台账的创始管理员核实指纹后，在“信任锚…”中添加其密钥（指纹 %1）；或点“签署检查点…”为当前链头签名。</translation>
    </message>
    <message>
        <source>Sign Checkpoint… covers the newer rows too.</source>
        <translation>“签署检查点…”也会覆盖较新的记录。</translation>
    </message>
    <message>
        <source>The profile keeps its trust anchors in %1; %2 is read too.</source>
        <translation>本配置的信任锚保存在 %1 中；%2 也会被读取。</translation>
    </message>
    <message>
        <source>&amp;Sign Checkpoint…</source>
        <translation>签署检查点(&amp;S)…</translation>
    </message>
    <message>
        <source>Sign a checkpoint of the log&apos;s current head with your officer&apos;s or admin&apos;s key and trust it here</source>
        <translation>用您的合规官或管理员密钥为日志的当前链头签署检查点，并在本机信任它</translation>
    </message>
</context>
<context>
    <name>cg::ui::AuditRowsModel</name>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Recorded (UTC)</source>
        <translation>记录时间（UTC）</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>操作人</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>cg::ui::BroadcastDialog</name>
    <message>
        <source>Broadcast Input</source>
        <translation>广播输入</translation>
    </message>
    <message>
        <source>No terminals are open. Open one on each node first (select a node, Open Terminal).</source>
        <translation>没有打开的终端。请先在每个节点上打开一个终端（选择节点，然后点击“打开终端”）。</translation>
    </message>
    <message>
        <source>What you type into any ticked terminal goes to all of them. Each one shows the BROADCAST mark while it receives.</source>
        <translation>在任一勾选的终端中输入的内容都会发送到所有勾选的终端。每个终端在接收时都会显示“广播”标记。</translation>
    </message>
    <message>
        <source>Terminals that receive the input</source>
        <translation>接收输入的终端</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation>全不选(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <source>Type into %n terminals at once? Every key you press goes to all of them.</source>
        <translation>
            <numerusform>要同时向 %n 个终端输入吗？您按下的每个键都会发送到所有这些终端。</numerusform>
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
    <message>
        <source>%1 (%2)</source>
        <comment>a chart&apos;s title and the unit of its values</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>cg::ui::ChecklistView</name>
    <message>
        <source> [prev %1]</source>
        <translation> [上次 %1]</translation>
    </message>
    <message>
        <source>Every level run passed.</source>
        <translation>已运行的各级均已通过。</translation>
    </message>
    <message>
        <source>Not every level run passed.</source>
        <translation>已运行的级别并未全部通过。</translation>
    </message>
    <message>
        <source>%1 — checklist %2</source>
        <translation>%1 — 检查清单 %2</translation>
    </message>
    <message>
        <source>Level / check</source>
        <translation>级别 / 检查项</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Figures (threshold)</source>
        <translation>数值（阈值）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Validation ladder</source>
        <translation>验收阶梯</translation>
    </message>
    <message>
        <source>Evidence log</source>
        <translation>证据日志</translation>
    </message>
    <message>
        <source>Evidence JSON</source>
        <translation>证据 JSON</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Run &amp;Level</source>
        <translation>运行本级(&amp;L)</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>全部运行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Override…</source>
        <translation>覆盖(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation>报告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Run the selected level (it runs only when the one below passed or was overridden)</source>
        <translation>运行所选级别（仅当下一级已通过或被覆盖时才会运行）</translation>
    </message>
    <message>
        <source>Let the selected level count as passed for the gate above it, with a recorded reason</source>
        <translation>使所选级别在其上一级的关卡判断中视为已通过，并记录原因</translation>
    </message>
    <message>
        <source>overridden by %1: %2</source>
        <translation>已被 %1 覆盖：%2</translation>
    </message>
    <message>
        <source> (optional)</source>
        <translation>（可选）</translation>
    </message>
    <message>
        <source>
Evidence SHA-256 (recorded in the audit log): %1</source>
        <translation>
证据 SHA-256（已记录在审计日志中）：%1</translation>
    </message>
    <message>
        <source>Override %1</source>
        <translation>覆盖 %1</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>验收</translation>
    </message>
    <message>
        <source>Select a cluster first.</source>
        <translation>请先选择一个集群。</translation>
    </message>
    <message>
        <source>Validate %1</source>
        <translation>验收 %1</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>运行历史</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行编号</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间（UTC）</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>操作员</translation>
    </message>
    <message>
        <source>E&amp;xclude nodes…</source>
        <translation>排除节点(&amp;X)…</translation>
    </message>
    <message>
        <source>Leave nodes out of the next runs (a dead node, one under repair), with a reason that is recorded with the results and printed in the report</source>
        <translation>在后续运行中排除节点（故障节点、维修中的节点），并填写原因；原因会与结果一同记录，并打印在报告中</translation>
    </message>
    <message>
        <source>%1 did not pass (%2). Why may the levels above %1 run although it did not pass? The reason is recorded in the audit log and printed in the report.</source>
        <translation>%1 未通过（%2）。为什么 %1 未通过，仍允许运行其上各级？原因会记录在审计日志中，并打印在报告中。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Excluded from the runs: %1</source>
        <translation>已从运行中排除：%1</translation>
    </message>
    <message>
        <source>Exclude nodes</source>
        <translation>排除节点</translation>
    </message>
    <message>
        <source>Nodes to exclude</source>
        <translation>要排除的节点</translation>
    </message>
    <message>
        <source>e.g. dead PSU, ticket 4411</source>
        <translation>例如：电源故障，工单 4411</translation>
    </message>
    <message>
        <source>Reason for excluding</source>
        <translation>排除原因</translation>
    </message>
    <message>
        <source>Nodes left out of the next runs. Each level&apos;s verdict counts them apart, and the reason is recorded with the results and printed in the report.</source>
        <translation>在后续运行中排除的节点。各级结论会将其单独计数，原因会与结果一同记录，并打印在报告中。</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <source>Acceptance report of %1</source>
        <translation>%1 的验收报告</translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterCardWidget</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 not reached yet</source>
        <translation>%1 尚未连通</translation>
    </message>
    <message>
        <source>%1 up</source>
        <translation>%1 连通</translation>
    </message>
    <message>
        <source>%1 down</source>
        <translation>%1 不通</translation>
    </message>
    <message>
        <source>Hops: direct</source>
        <translation>跳板：直连</translation>
    </message>
    <message>
        <source>Hops: %1</source>
        <translation>跳板：%1</translation>
    </message>
    <message numerus="yes">
        <source>Nodes: %n, not streaming</source>
        <translation>
            <numerusform>节点：%n 个，未在接收数据</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes: %1 reachable · %2 streaming · %3 unreachable</source>
        <translation>节点：%1 个可达 · %2 个正在接收数据 · %3 个不可达</translation>
    </message>
    <message>
        <source>GPUs: %1 busy · %2 idle</source>
        <translation>GPU：%1 块占用 · %2 块空闲</translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>Hottest GPU: %1</source>
        <translation>最热 GPU：%1</translation>
    </message>
    <message>
        <source>Hottest GPU: %1 GPU %2 at %3 °C</source>
        <translation>最热 GPU：%1 GPU %2，%3 °C</translation>
    </message>
    <message>
        <source>Worst link: %1</source>
        <translation>最差链路：%1</translation>
    </message>
    <message>
        <source>Worst link: %1 %2 ms</source>
        <translation>最差链路：%1 %2 毫秒</translation>
    </message>
    <message>
        <source>Validation: no level passed yet</source>
        <translation>验收：尚无级别通过</translation>
    </message>
    <message>
        <source>Validation: %1 passed</source>
        <translation>验收：%1 已通过</translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation>作业：%1</translation>
    </message>
    <message>
        <source>Jobs: %1 running · %2 queued</source>
        <translation>作业：%1 个运行中 · %2 个排队中</translation>
    </message>
    <message>
        <source>Cost today: %1</source>
        <translation>今日成本：%1</translation>
    </message>
    <message>
        <source>Cost today: %1 · idle GPUs %2</source>
        <translation>今日成本：%1 · 空闲 GPU %2</translation>
    </message>
    <message>
        <source>Datasets cleared: %1</source>
        <translation>已获准出境的数据集：%1</translation>
    </message>
    <message>
        <source>Datasets cleared for %1: %2</source>
        <translation>已获准出境至 %1 的数据集：%2</translation>
    </message>
    <message>
        <source>Not streaming since the restart —</source>
        <translation>重启后未再流式传输 —</translation>
    </message>
    <message>
        <source>Stream Telemetry</source>
        <translation>流式遥测</translation>
    </message>
    <message>
        <source>Connect through the jump chain and stream this cluster&apos;s telemetry again (a bastion may ask for its one-time password)</source>
        <translation>通过跳板链连接，重新流式传输此集群的遥测数据（堡垒机可能会要求输入一次性密码）</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Link RTT</source>
        <translation>链路 RTT</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>agent starting</source>
        <translation>代理启动中</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>正在接收数据</translation>
    </message>
    <message>
        <source>not streaming</source>
        <translation>未接收数据</translation>
    </message>
    <message numerus="yes">
        <source>%n unreachable</source>
        <translation>
            <numerusform>%n 个不可达</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale</source>
        <translation>
            <numerusform>%n 个数据过期</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s) down</source>
        <translation>
            <numerusform>%n 跳中断</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 已通过</translation>
    </message>
    <message>
        <source>Check Host Key…</source>
        <translation>检查主机密钥…</translation>
    </message>
    <message>
        <source>Check this cluster&apos;s connectivity: the new host keys are listed with their fingerprints, to compare with the ones your provider gave you and accept</source>
        <translation>检查此集群的连通性：新的主机密钥会连同指纹一起列出，请与服务商提供的指纹比对后接受</translation>
    </message>
    <message>
        <source>%1 host key to check</source>
        <translation>%1 的主机密钥待检查</translation>
    </message>
    <message>
        <source>Waiting for you to check the host key of %1.</source>
        <translation>正在等待您检查 %1 的主机密钥。</translation>
    </message>
    <message numerus="yes">
        <source>%n host key(s) to check</source>
        <translation>
            <numerusform>%n 个主机密钥待检查</numerusform>
        </translation>
    </message>
    <message>
        <source>You cancelled the one-time password for %1.</source>
        <translation>您取消了 %1 的一次性密码。</translation>
    </message>
    <message>
        <source>You cancelled the key passphrase for %1.</source>
        <translation>您取消了 %1 的密钥口令。</translation>
    </message>
    <message>
        <source>You cancelled the password for %1.</source>
        <translation>您取消了 %1 的密码。</translation>
    </message>
    <message>
        <source>%1 sign-in cancelled</source>
        <translation>%1 登录已取消</translation>
    </message>
    <message>
        <source>sign-in cancelled</source>
        <translation>登录已取消</translation>
    </message>
    <message>
        <source>%1 up (sign-in %2 ms)</source>
        <translation>%1 连通（登录用时 %2 毫秒）</translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterChoiceView</name>
    <message>
        <source>Cluster Choice</source>
        <translation>集群选择</translation>
    </message>
    <message>
        <source>ledger dataset names, comma separated (empty: no data leaves)</source>
        <translation>台账中的数据集名称，以逗号分隔（留空：不涉及数据出境）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>供应</translation>
    </message>
    <message>
        <source>&amp;GPUs needed:</source>
        <translation>所需 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Datasets the work reads:</source>
        <translation>任务读取的数据集(&amp;D)：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Highest acceptable &amp;RTT:</source>
        <translation>可接受的最高 RTT(&amp;R)：</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>候选集群</translation>
    </message>
    <message>
        <source>Country / region</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>GPU 小时单价</translation>
    </message>
    <message>
        <source>GPUs on offer</source>
        <translation>可供 GPU 数</translation>
    </message>
    <message>
        <source>Delivery (days)</source>
        <translation>交付时间（天）</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选集群</translation>
    </message>
    <message>
        <source>&amp;Add Candidate</source>
        <translation>添加候选集群(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move Candidate</source>
        <translation>移除候选集群(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation>推荐(&amp;R)</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐结果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Latency / cost / supply</source>
        <translation>延迟 / 成本 / 供应</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation>候选集群排名</translation>
    </message>
    <message>
        <source>row %1, %2: &apos;%3&apos; is not a number</source>
        <translation>第 %1 行，%2：“%3”不是数字</translation>
    </message>
    <message>
        <source>primary</source>
        <translation>首选</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>备选</translation>
    </message>
    <message>
        <source>qualifies</source>
        <translation>符合条件</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <translation>不符合条件</translation>
    </message>
    <message>
        <source>RTT (ms)</source>
        <translation>RTT（毫秒）</translation>
    </message>
    <message>
        <source>No GPUs known for %1: its nodes report none and its contract promises none. Type the number on offer.</source>
        <translation>%1 没有已知的 GPU：其节点未报告任何 GPU，合同也未承诺。请填写可提供的数量。</translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterDialog</name>
    <message>
        <source>Edit Cluster %1</source>
        <translation>编辑集群 %1</translation>
    </message>
    <message>
        <source>New Cluster</source>
        <translation>新建集群</translation>
    </message>
    <message>
        <source>e.g. h200-singapore</source>
        <translation>例如 h200-singapore</translation>
    </message>
    <message>
        <source>country or region, e.g. SG</source>
        <translation>国家或地区，例如 SG</translation>
    </message>
    <message>
        <source>Strict: refuse unknown host keys (review them first)</source>
        <translation>严格：拒绝未知的主机密钥（需先审核）</translation>
    </message>
    <message>
        <source>Accept new: record a host&apos;s first key, refuse a changed one</source>
        <translation>接受新密钥：记录主机首次出示的密钥，拒绝已改变的密钥</translation>
    </message>
    <message>
        <source>one private key file per line (empty: the ssh agent and ~/.ssh/id_*)</source>
        <translation>每行一个私钥文件（留空：使用 ssh-agent 和 ~/.ssh/id_*）</translation>
    </message>
    <message>
        <source>Add &amp;Key File…</source>
        <translation>添加密钥文件(&amp;K)…</translation>
    </message>
    <message>
        <source>one jump host per line, in connection order: [user@]host[:port]
e.g.
ops@jump.example.net
bastion-2.internal:2222</source>
        <translation>每行一个跳板机，按连接顺序：[用户@]主机[:端口]
例如
ops@jump.example.net
bastion-2.internal:2222</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>服务商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <source>Host &amp;keys:</source>
        <translation>主机密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Key &amp;files:</source>
        <translation>密钥文件(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Jump hosts:</source>
        <translation>跳板机(&amp;J)：</translation>
    </message>
    <message>
        <source>N&amp;odes:</source>
        <translation>节点(&amp;O)：</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Private Key File</source>
        <translation>私钥文件</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Allow legacy SHA-1 key exchange (diffie-hellman-group1/group14-sha1, group-exchange-sha1) for old servers</source>
        <translation>为旧服务器允许旧式 SHA-1 密钥交换（diffie-hellman-group1/group14-sha1、group-exchange-sha1）</translation>
    </message>
    <message>
        <source>Key e&amp;xchange:</source>
        <translation>密钥交换(&amp;X)：</translation>
    </message>
    <message>
        <source>e.g. ib</source>
        <translation>例如 ib</translation>
    </message>
    <message>
        <source>&amp;The topology plugin honours --switches (topology/tree)</source>
        <translation>拓扑插件支持 --switches（topology/tree）(&amp;T)</translation>
    </message>
    <message>
        <source>minutes, or e.g. 10:00</source>
        <translation>分钟数，或如 10:00</translation>
    </message>
    <message>
        <source>e.g. /mnt/object-store</source>
        <translation>例如 /mnt/object-store</translation>
    </message>
    <message>
        <source>Where the object store is mounted on the cluster: object-store://BUCKET/KEY is ROOT/BUCKET/KEY there. Takes precedence over the rclone remote.</source>
        <translation>对象存储在集群上的挂载位置：object-store://BUCKET/KEY 在集群上即 ROOT/BUCKET/KEY。优先于 rclone 远端。</translation>
    </message>
    <message>
        <source>e.g. store</source>
        <translation>例如 store</translation>
    </message>
    <message>
        <source>The nodes&apos; rclone remote for the object store, when it is not mounted: object-store://BUCKET/KEY is REMOTE:BUCKET/KEY, copied with rclone.</source>
        <translation>未挂载对象存储时，节点访问对象存储所用的 rclone 远端：object-store://BUCKET/KEY 即 REMOTE:BUCKET/KEY，用 rclone 复制。</translation>
    </message>
    <message>
        <source>e.g. team-ml</source>
        <translation>例如 team-ml</translation>
    </message>
    <message>
        <source>The bucket the guides&apos; placeholder &lt;bucket&gt; stands for. Empty: a spec still containing &lt;bucket&gt; is refused.</source>
        <translation>指南中的占位符 &lt;bucket&gt; 所代表的存储桶。留空：仍含有 &lt;bucket&gt; 的规格会被拒绝。</translation>
    </message>
    <message>
        <source>$HOME/clustergate/datasets</source>
        <translation>$HOME/clustergate/datasets</translation>
    </message>
    <message>
        <source>Shared-filesystem directory on the cluster where storage.dataset is staged once before the job&apos;s steps read it.</source>
        <translation>集群上的共享文件系统目录，作业的各步骤读取 storage.dataset 之前，会先将其一次性暂存到这里。</translation>
    </message>
    <message>
        <source>Placement and storage</source>
        <translation>调度与存储</translation>
    </message>
    <message>
        <source>Hi&amp;gh-speed feature:</source>
        <translation>高速互连特性(&amp;G)：</translation>
    </message>
    <message>
        <source>Switch &amp;wait:</source>
        <translation>交换机等待时间(&amp;W)：</translation>
    </message>
    <message>
        <source>Object-store &amp;mount:</source>
        <translation>对象存储挂载点(&amp;M)：</translation>
    </message>
    <message>
        <source>Object-store r&amp;clone remote:</source>
        <translation>对象存储 rclone 远端(&amp;C)：</translation>
    </message>
    <message>
        <source>Default &amp;bucket:</source>
        <translation>默认存储桶(&amp;B)：</translation>
    </message>
    <message>
        <source>Stag&amp;ing directory:</source>
        <translation>暂存目录(&amp;I)：</translation>
    </message>
    <message>
        <source>Switch wait: %1</source>
        <translation>交换机等待时间：%1</translation>
    </message>
    <message>
        <source>Placement and storage: %1</source>
        <translation>调度与存储：%1</translation>
    </message>
    <message>
        <source>Jump hosts</source>
        <translation>跳板机</translation>
    </message>
    <message>
        <source>Off (the default): only curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2.
On: also SHA-1 methods, for servers that offer nothing else. diffie-hellman-group1 is a 1024-bit group that a well-funded attacker can break, and SHA-1 collisions are practical: a session to such a server may be read or tampered with. Turn it on only for a server you cannot upgrade; the change is recorded in the audit log.</source>
        <translation>关闭（默认）：仅使用 curve25519、ECDH 以及 group 14 及以上、使用 SHA-2 的 Diffie-Hellman。
开启：还允许 SHA-1 方法，用于只提供这些方法的服务器。diffie-hellman-group1 是 1024 位的群，资源充足的攻击者能够将其破解，且 SHA-1 碰撞已切实可行：与此类服务器的会话可能被窃听或篡改。请仅对无法升级的服务器开启；该更改会记入审计日志。</translation>
    </message>
    <message>
        <source>Record t&amp;yped input as well as output</source>
        <translation>同时记录键入的输入和输出(&amp;Y)</translation>
    </message>
    <message>
        <source>Off (the default): terminal recordings hold what the nodes printed only.</source>
        <translation>关闭（默认）：终端录像仅包含节点输出的内容。</translation>
    </message>
    <message>
        <source>until deleted</source>
        <translation>直至删除</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Recordings whose session ended longer ago are deleted (each deletion is recorded in the audit log); 0: kept until someone deletes them.</source>
        <translation>会话结束时间早于此期限的录像将被删除（每次删除都会记入审计日志）；0：保留至有人将其删除。</translation>
    </message>
    <message>
        <source>Terminal recordings</source>
        <translation>终端录像</translation>
    </message>
    <message>
        <source>Keep recor&amp;dings:</source>
        <translation>录像保留期(&amp;D)：</translation>
    </message>
    <message>
        <source>Warning: recorded input captures everything typed into the shell, including passwords typed at sudo, su or login prompts (they are not shown on screen, but they are in the recording). Anyone who may read or export this cluster&apos;s recordings can read them.</source>
        <translation>警告：记录输入会捕获在 shell 中键入的所有内容，包括在 sudo、su 或登录提示符处键入的密码（这些密码不会显示在屏幕上，但会保存在录像中）。任何可以读取或导出此集群录像的人都能看到它们。</translation>
    </message>
    <message>
        <source>Input is not recorded. Turning it on captures everything typed into the shell, including passwords typed at sudo, su or login prompts.</source>
        <translation>不记录输入。开启后将捕获在 shell 中键入的所有内容，包括在 sudo、su 或登录提示符处键入的密码。</translation>
    </message>
    <message>
        <source>The recording policy of %1 was not saved: the ledger, where its change is recorded, is not open.</source>
        <translation>%1 的录像策略未保存：用于记录此变更的台账未打开。</translation>
    </message>
    <message>
        <source>one node or hostlist per line: [name] [user@]host[:port], reached from the last jump host
e.g.
gpu-001 10.0.0.11
gpu-[002-008] root@10.0.0.[12-18]</source>
        <translation>每行一个节点或主机列表：[名称] [用户@]主机[:端口]，经最后一个跳板机访问
例如
gpu-001 10.0.0.11
gpu-[002-008] root@10.0.0.[12-18]</translation>
    </message>
    <message>
        <source>Node feature that marks nodes on the high-speed fabric, used for &quot;interconnect: high-speed&quot; (the scheduler&apos;s node constraint). Empty: such specs need the switch topology below, or are refused.</source>
        <translation>标记高速互连网络上节点的节点特性，用于“interconnect: high-speed”（调度器的节点约束）。留空：此类规格需要下方的交换机拓扑，否则会被拒绝。</translation>
    </message>
    <message>
        <source>Keep the nodes of an &quot;interconnect: high-speed&quot; or &quot;locality: same-switch&quot; job under one leaf switch.</source>
        <translation>将“interconnect: high-speed”或“locality: same-switch”作业的节点放在同一个叶交换机下。</translation>
    </message>
    <message>
        <source>How long a job waits for nodes under one switch before the scheduler starts it on more switches: minutes (30), minutes:seconds (10:00) or hours:minutes:seconds. The scheduler caps it at the cluster&apos;s own maximum.</source>
        <translation>作业在单个交换机下等待节点的时长，超时后调度器会跨多个交换机启动该作业：分钟数（30）、分:秒（10:00）或时:分:秒。调度器会将其限制在集群自身的上限以内。</translation>
    </message>
    <message>
        <source>Jobs r&amp;un with:</source>
        <translation>作业运行方式(&amp;U)：</translation>
    </message>
    <message>
        <source>e.g. https://registry.example.com, https://mirror.example.com</source>
        <translation>例如 https://registry.example.com, https://mirror.example.com</translation>
    </message>
    <message>
        <source>Container registries job images are resolved and pulled from, in order, separated by commas: the first is the primary, the rest mirrors. An image tag is pinned to its digest at submission, and refused when two registries disagree. Empty: each image&apos;s own registry.</source>
        <translation>用于解析和拉取作业镜像的容器镜像仓库，按顺序使用，以逗号分隔：第一个为主仓库，其余为镜像站。镜像标签在提交时固定为其摘要；若两个镜像仓库不一致，则拒绝提交。留空：使用各镜像自己的镜像仓库。</translation>
    </message>
    <message>
        <source>Image registri&amp;es:</source>
        <translation>镜像仓库(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>cg::ui::CommandPalette</name>
    <message>
        <source>Go to</source>
        <translation>转到</translation>
    </message>
    <message>
        <source>Type a view, cluster, node or job…</source>
        <translation>输入视图、集群、节点或作业…</translation>
    </message>
</context>
<context>
    <name>cg::ui::CostView</name>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>GPU 小时单价</translation>
    </message>
    <message>
        <source>Daily budget</source>
        <translation>每日预算</translation>
    </message>
    <message>
        <source>0: no budget line</source>
        <translation>0：不显示预算线</translation>
    </message>
    <message>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <source>A day costing this much more than the day before is marked</source>
        <translation>成本比前一天高出此比例的日期会被标出</translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation>GPU 小时单价：</translation>
    </message>
    <message>
        <source>Daily budget:</source>
        <translation>每日预算：</translation>
    </message>
    <message>
        <source>Day-over-day jump:</source>
        <translation>日环比增幅：</translation>
    </message>
    <message>
        <source>Terms:</source>
        <translation>计费条款：</translation>
    </message>
    <message>
        <source>prepaid share</source>
        <translation>预付比例</translation>
    </message>
    <message>
        <source>Share of GPU-hours prepaid, 0-1</source>
        <translation>预付的 GPU 小时所占比例，0-1</translation>
    </message>
    <message>
        <source>prepaid discount</source>
        <translation>预付折扣</translation>
    </message>
    <message>
        <source>Discount on prepaid hours, 0-1</source>
        <translation>预付小时的折扣，0-1</translation>
    </message>
    <message>
        <source>premium</source>
        <translation>溢价</translation>
    </message>
    <message>
        <source>Surcharge on the other hours, 0.2 = +20 %</source>
        <translation>其余小时的加价，0.2 = +20%</translation>
    </message>
    <message>
        <source>Other prices:</source>
        <translation>其他价格：</translation>
    </message>
    <message>
        <source>egress per GB</source>
        <translation>每 GB 出站流量</translation>
    </message>
    <message>
        <source>Egress price per GB</source>
        <translation>每 GB 出站流量单价</translation>
    </message>
    <message>
        <source>storage per GB-month</source>
        <translation>每 GB·月存储</translation>
    </message>
    <message>
        <source>Storage price per GB-month</source>
        <translation>每 GB·月存储单价</translation>
    </message>
    <message>
        <source>Served:</source>
        <translation>服务量：</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Requests served (counted in the L4 run or in production)</source>
        <translation>已处理的请求数（在 L4 运行或生产环境中统计）</translation>
    </message>
    <message>
        <source>egress GB</source>
        <translation>出站流量 GB</translation>
    </message>
    <message>
        <source>Egress in GB</source>
        <translation>出站流量（GB）</translation>
    </message>
    <message>
        <source>storage GB-months</source>
        <translation>存储 GB·月</translation>
    </message>
    <message>
        <source>Storage in GB-months</source>
        <translation>存储量（GB·月）</translation>
    </message>
    <message>
        <source>Cost per 1,000 requests</source>
        <translation>每 1,000 次请求的成本</translation>
    </message>
    <message>
        <source>Cost per day (UTC)</source>
        <translation>每日成本（UTC）</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业数</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Cost per project</source>
        <translation>各项目成本</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Cost per job</source>
        <translation>各作业成本</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>The price per GPU-hour is not a number.</source>
        <translation>GPU 小时单价不是数字。</translation>
    </message>
    <message>
        <source>The daily budget must be a number, 0 or more.</source>
        <translation>每日预算必须是 0 或以上的数字。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cost per 1,000 requests: %1</source>
        <translation>每 1,000 次请求的成本：%1</translation>
    </message>
    <message>
        <source>Enter the requests served (counted in the L4 run or in production) for the cost per 1,000 requests of these GPU-hours.</source>
        <translation>请输入已处理的请求数（在 L4 运行或生产环境中统计），以计算这些 GPU 小时每 1,000 次请求的成本。</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>day-over-day jump</source>
        <translation>日环比激增</translation>
    </message>
    <message>
        <source>budget %1 per day</source>
        <translation>预算：每天 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s), %1 GPU-hours, %2.</source>
        <translation>
            <numerusform>%n 个作业，%1 GPU 小时，%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) over budget.</source>
        <translation>
            <numerusform>%n 天超出预算。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>&amp;Import Job Records…</source>
        <translation>导入作业记录(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Job Records</source>
        <translation>导入作业记录</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) without a GPU count (the records do not say how many GPUs they held; import the scheduler&apos;s full job listing for them too).</source>
        <translation>
            <numerusform>%n 个作业缺少 GPU 数量（记录中未说明它们占用了多少 GPU；请同时导入调度器的完整作业列表）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Allocated GPU-h</source>
        <translation>已分配 GPU 时</translation>
    </message>
    <message>
        <source>Used GPU-h</source>
        <translation>已使用 GPU 时</translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation>闲置 GPU 时</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>浪费</translation>
    </message>
    <message>
        <source>Idle waste per project</source>
        <translation>各项目的闲置浪费</translation>
    </message>
    <message>
        <source>GPU-hours allocated to each project&apos;s jobs against the GPUs&apos; utilization history: allocated and idle is waste</source>
        <translation>分配给各项目作业的 GPU 时，与 GPU 利用率历史记录对照：已分配但闲置的部分即为浪费</translation>
    </message>
    <message>
        <source>no telemetry</source>
        <translation>无遥测数据</translation>
    </message>
    <message>
        <source>records without a cluster</source>
        <translation>未注明集群的记录</translation>
    </message>
    <message>
        <source>%1: %2 per GPU-hour from its contract</source>
        <translation>%1：每 GPU 时 %2，来自其合同</translation>
    </message>
    <message>
        <source>%1: the price above (its contract names none)</source>
        <translation>%1：使用上方的价格（其合同未注明价格）</translation>
    </message>
    <message>
        <source>Cluster whose accounting to read</source>
        <translation>要读取记账记录的集群</translation>
    </message>
    <message>
        <source>&amp;Read from Cluster</source>
        <translation>从集群读取(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s accounting</source>
        <translation>正在读取集群的记账记录</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <source>Where the cluster cannot be asked: reads %1</source>
        <translation>无法向集群查询时：读取 %1</translation>
    </message>
    <message>
        <source>Open Cost from the console&apos;s Planning area to read a cluster&apos;s accounting; here, use Import Job Records…</source>
        <translation>请从控制台的“规划”区域打开“成本”以读取集群的记账记录；此处请使用“导入作业记录…”</translation>
    </message>
    <message>
        <source>No saved cluster: add one in Clusters first, or use Import Job Records…</source>
        <translation>没有已保存的集群：请先在“集群”中添加，或使用“导入作业记录…”</translation>
    </message>
    <message>
        <source>Reads the chosen cluster&apos;s job accounting on its login node, through its jump chain</source>
        <translation>通过跳板链在所选集群的登录节点上读取其作业记账记录</translation>
    </message>
    <message>
        <source>Reading the accounting of %1…</source>
        <translation>正在读取 %1 的记账记录…</translation>
    </message>
    <message>
        <source>Reading the accounting of %1 was cancelled.</source>
        <translation>已取消读取 %1 的记账记录。</translation>
    </message>
    <message>
        <source>Could not read the accounting of %1: %2. Check the cluster in Clusters (Check Connectivity), or import the records it exported with Import Job Records… (%3).</source>
        <translation>无法读取 %1 的记账记录：%2。请在“集群”中检查该集群（检查连通性），或用“导入作业记录…”导入其导出的记录（%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%n job record(s) read from the accounting of %1.</source>
        <translation>
            <numerusform>已从 %1 的记账记录中读取 %n 条作业记录。</numerusform>
        </translation>
    </message>
    <message>
        <source>Read from Cluster reads a saved cluster&apos;s job accounting through its jump chain; where it cannot be asked, Import Job Records reads %1.</source>
        <translation>“从集群读取”通过跳板链读取已保存集群的作业记账记录；无法查询时，“导入作业记录”读取 %1。</translation>
    </message>
    <message>
        <source>Prices the records of clusters whose contract names no price; a cluster&apos;s contract price prices its own records</source>
        <translation>用于为合同未规定价格的集群的记录计价；合同规定了价格的集群按合同价计价</translation>
    </message>
    <message>
        <source>&amp;Terms, other prices and requests served</source>
        <translation>条款、其他价格与已服务请求数(&amp;T)</translation>
    </message>
    <message>
        <source>Read the accounting of %1</source>
        <translation>读取 %1 的记账</translation>
    </message>
    <message>
        <source>Could not read the accounting of %1: %2.</source>
        <translation>无法读取 %1 的记账：%2。</translation>
    </message>
</context>
<context>
    <name>cg::ui::CreateSigningKeyDialog</name>
    <message>
        <source>Create Signing Key</source>
        <translation>创建签名密钥</translation>
    </message>
    <message>
        <source>Makes a new Ed25519 signing key for one person and keeps it in this desktop&apos;s keychain. Requests, approvals and rejections are signed with it once an admin has registered it. The private key never leaves the keychain and is never shown.</source>
        <translation>为一个人生成新的 Ed25519 签名密钥，并保存在此桌面端的钥匙串中。管理员登记该密钥后，即可用它对申请、批准和驳回进行签名。私钥永远不会离开钥匙串，也不会显示出来。</translation>
    </message>
    <message>
        <source>&amp;Create Key</source>
        <translation>创建密钥(&amp;C)</translation>
    </message>
    <message>
        <source>The public half of the key: give it to an admin, who registers it</source>
        <translation>密钥的公钥部分：请交给管理员，由其登记</translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation>复制(&amp;P)</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>所属人员：</translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation>验证密钥：</translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation>此桌面端没有可保存签名密钥的钥匙串。</translation>
    </message>
    <message>
        <source>1 to 64 letters, digits and . _ @ - (no spaces), e.g. alice.walker</source>
        <translation>1 到 64 个字母、数字及 . _ @ -（不含空格），例如 alice.walker</translation>
    </message>
    <message>
        <source>The person&apos;s name in the ledger: 1 to 64 letters, digits and . _ @ -, no spaces</source>
        <translation>此人在台账中的名称：1 到 64 个字母、数字及 . _ @ -，不含空格</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept in the keychain as %2. Give the verifier key above to an admin (and confirm the fingerprint with them in person or by phone): once they register it with Register Officer…, %1 signs here.</source>
        <translation>已为 %1 生成签名密钥，以 %2 保存在钥匙串中。请将上面的验证密钥交给管理员（并当面或电话与其核对指纹）：管理员用“登记合规官…”登记后，%1 即可在此签名。</translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept in the keychain as %2. Nobody administers this ledger yet: Found Ledger… makes %1 its first admin with this key; %1 then registers the others.</source>
        <translation>已为 %1 生成签名密钥，以 %2 保存在钥匙串中。此台账尚无管理员：点击“创建台账…”即以此密钥让 %1 成为首位管理员，之后由 %1 登记其他人员。</translation>
    </message>
</context>
<context>
    <name>cg::ui::CredentialsDialog</name>
    <message>
        <source>e.g. bastion-sg-password</source>
        <translation>例如 bastion-sg-password</translation>
    </message>
    <message>
        <source>ssh:user@host:22, key:/path/to/key, cluster:NAME</source>
        <translation>ssh:用户@主机:22、key:/密钥/路径、cluster:名称</translation>
    </message>
    <message>
        <source>no rotation</source>
        <translation>不轮换</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Used by:</source>
        <translation>使用者(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Rotate every:</source>
        <translation>轮换周期(&amp;R)：</translation>
    </message>
    <message>
        <source>New &amp;id:</source>
        <translation>新 ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation>密钥内容(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再次输入(&amp;A)：</translation>
    </message>
    <message>
        <source>Type the secret.</source>
        <translation>请输入密钥内容。</translation>
    </message>
    <message>
        <source>The two entries differ.</source>
        <translation>两次输入不一致。</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Rotate…</source>
        <translation>轮换(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message numerus="yes">
        <source>%n credential(s); the secrets are in the %1, never in ClusterGate&apos;s files.</source>
        <translation>
            <numerusform>共 %n 个凭据；密钥内容保存在%1中，绝不写入 ClusterGate 的文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>file vault</source>
        <translation>文件保险库</translation>
    </message>
    <message>
        <source>keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message numerus="yes">
        <source>%n due for rotation (listed first).</source>
        <translation>
            <numerusform>%n 个需要轮换（排在最前）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Credential</source>
        <translation>添加凭据</translation>
    </message>
    <message>
        <source>Cannot add the credential</source>
        <translation>无法添加凭据</translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation>轮换 %1</translation>
    </message>
    <message>
        <source>Rotation incomplete</source>
        <translation>轮换未完成</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Delete Credential</source>
        <translation>删除凭据</translation>
    </message>
    <message>
        <source>Delete %1 from the keychain? It is used by: %2.</source>
        <translation>从钥匙串中删除 %1？使用者：%2。</translation>
    </message>
    <message>
        <source>Cannot delete the credential</source>
        <translation>无法删除凭据</translation>
    </message>
</context>
<context>
    <name>cg::ui::CredentialsModel</name>
    <message>
        <source>Overdue: rotate it (write a new secret, switch its users, delete the old one)</source>
        <translation>已逾期：请轮换（写入新密钥，切换使用者，删除旧密钥）</translation>
    </message>
    <message>
        <source>file vault</source>
        <translation>文件保险库</translation>
    </message>
    <message>
        <source>keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>no policy</source>
        <translation>无策略</translation>
    </message>
    <message>
        <source>%1 (overdue)</source>
        <translation>%1（已逾期）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Kept in</source>
        <translation>保存位置</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Rotation due</source>
        <translation>轮换期限</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用者</translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetEditor</name>
    <message>
        <source>Edit Dataset %1</source>
        <translation>编辑数据集 %1</translation>
    </message>
    <message>
        <source>New Dataset</source>
        <translation>新建数据集</translation>
    </message>
    <message>
        <source>s3://bucket/path, /data/…</source>
        <translation>s3://bucket/path, /data/…</translation>
    </message>
    <message>
        <source>Holds personal information</source>
        <translation>包含个人信息</translation>
    </message>
    <message>
        <source>A grade changes through Propose Grade Change…: a second person signs it.</source>
        <translation>级别须通过“提议变更级别…”变更，并由另一人签名。</translation>
    </message>
    <message>
        <source>datasets it was derived from, separated by ;</source>
        <translation>派生来源数据集，以 ; 分隔</translation>
    </message>
    <message>
        <source>not derived</source>
        <translation>非派生</translation>
    </message>
    <message>
        <source>e.g. retail.orders; for free-trade-zone negative lists</source>
        <translation>例如 retail.orders；用于自由贸易试验区负面清单</translation>
    </message>
    <message>
        <source>the notification or publication that made it important data</source>
        <translation>将其认定为重要数据的通知或公布文件</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Personal</source>
        <translation>个人信息</translation>
    </message>
    <message>
        <source>Sensitive</source>
        <translation>敏感</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Add Field</source>
        <translation>添加字段</translation>
    </message>
    <message>
        <source>new_field</source>
        <translation>new_field</translation>
    </message>
    <message>
        <source>Remove Field</source>
        <translation>删除字段</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation>所有者：</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>描述：</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <source>Records:</source>
        <translation>记录数：</translation>
    </message>
    <message>
        <source>People:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>Sensitive (PIPL Art. 28):</source>
        <translation>敏感类别（个人信息保护法第二十八条）：</translation>
    </message>
    <message>
        <source>Grade:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>Derived from:</source>
        <translation>派生自：</translation>
    </message>
    <message>
        <source>Derivation:</source>
        <translation>派生方式：</translation>
    </message>
    <message>
        <source>Data categories:</source>
        <translation>数据类别：</translation>
    </message>
    <message>
        <source>Important-data notice:</source>
        <translation>重要数据通知：</translation>
    </message>
    <message>
        <source>field %1 has no name</source>
        <translation>字段 %1 没有名称</translation>
    </message>
    <message>
        <source>field %1: unknown sensitive categories %2; use %3</source>
        <translation>字段 %1：未知的敏感类别 %2；请使用 %3</translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation>未标版本</translation>
    </message>
    <message>
        <source>The data&apos;s version. An export covers only the version its request was submitted with; a new version needs its own approved request.</source>
        <translation>数据的版本。出境只涵盖其申请提交时的版本；新版本须有单独获批的申请。</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Fields (double-click a cell to change it; grade and personal are chosen from a list; sensitive: PIPL Art. 28 categories separated by ;):</source>
        <translation>字段（双击单元格即可修改；级别和个人信息从列表中选择；敏感：个人信息保护法第二十八条所列类别，以 ; 分隔）：</translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetsModel</name>
    <message>
        <source>Re-graded from %1: %2 (approved by %3)</source>
        <translation>由 %1 重新定级：%2（批准人 %3）</translation>
    </message>
    <message>
        <source>Declared %1; its fields, sensitive categories or sources make it %2</source>
        <translation>申报为 %1；其字段、敏感类别或来源使其定为 %2</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>申报级别</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>负责人</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录数</translation>
    </message>
    <message>
        <source>People</source>
        <translation>涉及人数</translation>
    </message>
    <message>
        <source>Sensitive categories</source>
        <translation>敏感类别</translation>
    </message>
    <message>
        <source>Derived from</source>
        <translation>派生自</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation>未标版本</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetsView</name>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Search name, description or location</source>
        <translation>搜索名称、描述或位置</translation>
    </message>
    <message>
        <source>every grade</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation>%1 及以上</translation>
    </message>
    <message>
        <source>&amp;Personal information only</source>
        <translation>仅含个人信息(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Import Inventory CSV…</source>
        <translation>导入清单 CSV(&amp;I)…</translation>
    </message>
    <message numerus="yes">
        <source>%n dataset(s).</source>
        <translation>
            <numerusform>%n 个数据集。</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.</source>
        <translation>从 %3 行中导入了 %1 个数据集和 %2 个字段；拒绝了 %4 行。</translation>
    </message>
    <message>
        <source>Import Inventory</source>
        <translation>导入清单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>&amp;New Dataset…</source>
        <translation>新建数据集(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Propose &amp;Grade Change…</source>
        <translation>提议变更级别(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation>停用(&amp;R)</translation>
    </message>
    <message>
        <source>Request E&amp;xport…</source>
        <translation>申请出境(&amp;X)…</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>%1 is retired: nothing new derives from it.</source>
        <translation>%1 已停用：不能再从它派生新数据。</translation>
    </message>
    <message>
        <source>The change of %1 waits for a second person&apos;s signature (an officer who is neither you nor the owner).</source>
        <translation>%1 的变更正在等待另一人签名（须为既不是您、也不是所有者的合规官）。</translation>
    </message>
    <message>
        <source>Choose a dataset first.</source>
        <translation>请先选择一个数据集。</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Retire Dataset</source>
        <translation>停用数据集</translation>
    </message>
    <message>
        <source>Retire %1? Nothing new can be derived from it or exported.</source>
        <translation>停用 %1？此后不能再从它派生新数据，也不能将其出境。</translation>
    </message>
    <message>
        <source>Propose Grade Change</source>
        <translation>提议变更级别</translation>
    </message>
    <message>
        <source>no lowering</source>
        <translation>不降级</translation>
    </message>
    <message>
        <source>unchanged (%1)</source>
        <translation>不变（%1）</translation>
    </message>
    <message>
        <source>not derived</source>
        <translation>非派生</translation>
    </message>
    <message>
        <source>Declared grade:</source>
        <translation>申报级别：</translation>
    </message>
    <message>
        <source>Lower the inherited grade to:</source>
        <translation>将继承的级别降为：</translation>
    </message>
    <message>
        <source>Derivation:</source>
        <translation>派生方式：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>%1 is %2 (inherited %3). A second person signs the change.</source>
        <translation>%1 为 %2（继承 %3）。变更须由另一人签名。</translation>
    </message>
    <message>
        <source>Choose CSV File…</source>
        <translation>选择 CSV 文件…</translation>
    </message>
    <message>
        <source>Save Template…</source>
        <translation>保存模板…</translation>
    </message>
    <message>
        <source>Save Inventory Template</source>
        <translation>保存清单模板</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>What the change moved</source>
        <translation>变更的影响</translation>
    </message>
    <message>
        <source>&amp;Sign Grade Change…</source>
        <translation>签署级别变更(&amp;S)…</translation>
    </message>
    <message>
        <source>Sign a classification change another person proposed: it applies the change</source>
        <translation>签署他人提议的级别变更：签署后变更即生效</translation>
    </message>
    <message>
        <source>The change of %1 re-evaluated, before -&gt; after:
%2</source>
        <translation>%1 的变更已重新评估，变更前 -&gt; 变更后：
%2</translation>
    </message>
    <message>
        <source>No signing key is available on this desktop.</source>
        <translation>此桌面端没有可用的签名密钥。</translation>
    </message>
    <message>
        <source>The classification change of %1 is signed and applied%2.</source>
        <translation>%1 的级别变更已签名并生效%2。</translation>
    </message>
    <message>
        <source>: it is %1 now</source>
        <translation>：现为 %1</translation>
    </message>
    <message>
        <source>UTF-8 CSV with a header row, columns in any order; one row per dataset and optionally one row per field (the field column set):
dataset, field, owner, grade, description, location, records, people, personal, sensitive, sources, justification, approver, version
grade: public, internal, sensitive-personal, important, core. personal: yes or no. sensitive: biometrics, religion, specific-identity, medical-health, financial-account, location-tracking, minor-under-14, separated by ;. sources: the datasets it was derived from, separated by ;. version (optional): the data&apos;s version, empty for unversioned; without the column the versions in the ledger stay as they are. An export covers only the version its request was submitted with. Bad rows are reported with their row and column; good rows are imported. A grade change in a re-import needs a second person&apos;s signature (Propose Grade Change…).</source>
        <translation>UTF-8 编码的 CSV，须有标题行，列顺序不限；每个数据集一行，也可每个字段一行（填写 field 列）：
dataset, field, owner, grade, description, location, records, people, personal, sensitive, sources, justification, approver, version
grade：public、internal、sensitive-personal、important、core。personal：yes 或 no。sensitive：biometrics、religion、specific-identity、medical-health、financial-account、location-tracking、minor-under-14，以 ; 分隔。sources：派生来源数据集，以 ; 分隔。version（可选）：数据的版本，留空表示未标版本；没有此列时，台账中的版本保持不变。出境只涵盖其申请提交时的版本。有误的行会连同行号和列一起报告；正确的行照常导入。重新导入时若变更级别，须由另一人签名（提议变更级别…）。</translation>
    </message>
    <message>
        <source>No classification change of %1 waits for a signature.</source>
        <translation>%1 没有等待签名的级别变更。</translation>
    </message>
    <message>
        <source>No signing key is available on this desktop: add your private key in Settings &gt; Credentials (kind private-key).</source>
        <translation>此桌面端没有可用的签名密钥：请在“设置 &gt; 凭据”中添加您的私钥（类型 private-key）。</translation>
    </message>
    <message>
        <source>Sign Grade Change</source>
        <translation>签署级别变更</translation>
    </message>
    <message>
        <source>%1 proposes declaring %2 %3</source>
        <translation>%1 提议将 %2 申报为 %3</translation>
    </message>
    <message>
        <source>, lowering its inherited grade to %1</source>
        <translation>，并将其继承的级别降为 %1</translation>
    </message>
    <message>
        <source>, derivation %1</source>
        <translation>，派生方式 %1</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未说明理由</translation>
    </message>
    <message>
        <source>Signing applies it: every dataset derived from %1 and every open request is re-evaluated, and what moved is shown.</source>
        <translation>签名后变更即生效：所有从 %1 派生的数据集和所有未结的申请都会重新评估，并显示受影响的内容。</translation>
    </message>
    <message>
        <source>Sign with:</source>
        <translation>签名密钥：</translation>
    </message>
    <message>
        <source>Sign</source>
        <translation>签名</translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionCertificateDialog</name>
    <message>
        <source>Record Destruction of Request %1</source>
        <translation>记录申请 %1 的销毁</translation>
    </message>
    <message>
        <source>e.g. /lustre/proj/clicks and its snapshots on %1</source>
        <translation>例如 %1 上的 /lustre/proj/clicks 及其快照</translation>
    </message>
    <message>
        <source>Sanitization level as in NIST SP 800-88: Clear, Purge or Destroy, or a cryptographic erase of the keys</source>
        <translation>NIST SP 800-88 规定的介质净化级别：清除（Clear）、净化（Purge）或销毁（Destroy），或对密钥进行加密擦除</translation>
    </message>
    <message>
        <source>e.g. provider&apos;s wipe report checked, paths listed empty</source>
        <translation>例如：已核对服务商的擦除报告，列出的路径均为空</translation>
    </message>
    <message>
        <source>the provider&apos;s certificate or wipe log</source>
        <translation>服务商的证明或擦除日志</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Evidence File</source>
        <translation>证据文件</translation>
    </message>
    <message>
        <source>Performed &amp;by:</source>
        <translation>执行人(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>资产(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Verification:</source>
        <translation>验证(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Witness:</source>
        <translation>见证人(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Evidence file:</source>
        <translation>证据文件(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>记录(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256 %1</translation>
    </message>
    <message>
        <source>Choose the evidence file: its SHA-256 goes into the ledger.</source>
        <translation>请选择证据文件：其 SHA-256 将记入台账。</translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionModel</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Purge</source>
        <translation>净化</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>销毁</translation>
    </message>
    <message>
        <source>Cryptographic erase</source>
        <translation>加密擦除</translation>
    </message>
    <message>
        <source>awaiting certificate</source>
        <translation>等待销毁证明</translation>
    </message>
    <message>
        <source>%1 on %2 by %3, witnessed by %4; verified: %5</source>
        <translation>%2 由 %3 执行%1，见证人 %4；验证：%5</translation>
    </message>
    <message>
        <source>Asset: %1
Evidence SHA-256: %2</source>
        <translation>资产：%1
证据 SHA-256：%2</translation>
    </message>
    <message>
        <source>destroyed %1</source>
        <translation>已于 %1 销毁</translation>
    </message>
    <message>
        <source>not yet abroad</source>
        <translation>尚未出境</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) overdue</source>
        <translation>
            <numerusform>已逾期 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>due today</source>
        <translation>今天到期</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left</source>
        <translation>
            <numerusform>剩余 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Request</source>
        <translation>申请</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Abroad since</source>
        <translation>出境日期</translation>
    </message>
    <message>
        <source>Destroy by</source>
        <translation>销毁期限</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>剩余</translation>
    </message>
    <message>
        <source>Destruction certificate</source>
        <translation>销毁证明</translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionView</name>
    <message>
        <source>Destruction Tracking</source>
        <translation>销毁跟踪</translation>
    </message>
    <message>
        <source>Data still abroad</source>
        <translation>仍在境外的数据</translation>
    </message>
    <message>
        <source>Overdue only</source>
        <translation>仅逾期</translation>
    </message>
    <message>
        <source>Everything, destroyed included</source>
        <translation>全部（含已销毁）</translation>
    </message>
    <message>
        <source>Exports and their destruction</source>
        <translation>出境及其销毁</translation>
    </message>
    <message>
        <source>E&amp;xpire Due</source>
        <translation>结束到期出境(&amp;X)</translation>
    </message>
    <message>
        <source>End every active export whose retention period has passed</source>
        <translation>结束所有已过保留期的生效中出境</translation>
    </message>
    <message>
        <source>&amp;Mark for Destruction</source>
        <translation>标记为待销毁(&amp;M)</translation>
    </message>
    <message>
        <source>The data must now be destroyed abroad; an active export ends early</source>
        <translation>境外数据现须销毁；生效中的出境将提前结束</translation>
    </message>
    <message>
        <source>End Export Early</source>
        <translation>提前结束出境</translation>
    </message>
    <message>
        <source>Request %1 is active until %2. Marking it for destruction ends it today: the data on %3 must then be destroyed and a certificate recorded. Continue?</source>
        <translation>申请 %1 的有效期至 %2。标记为待销毁将使其于今天结束：随后必须销毁 %3 上的数据并记录销毁证明。是否继续？</translation>
    </message>
    <message>
        <source>&amp;Record Destruction…</source>
        <translation>记录销毁(&amp;R)…</translation>
    </message>
    <message numerus="yes">
        <source>%n overdue</source>
        <translation>
            <numerusform>%n 个已逾期</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awaiting a certificate</source>
        <translation>
            <numerusform>%n 个等待销毁证明</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n export(s) past retention expired.</source>
        <translation>
            <numerusform>已结束 %n 个超过保留期的出境。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a request first.</source>
        <translation>请先选择一个申请。</translation>
    </message>
    <message>
        <source>Request %1 marked for destruction: record the certificate once the data on %2 is gone.</source>
        <translation>申请 %1 已标记为待销毁：%2 上的数据删除后，请记录销毁证明。</translation>
    </message>
    <message>
        <source>Destruction of request %1 recorded.</source>
        <translation>已记录申请 %1 的销毁。</translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>The destruction status report, every signature re-verified (PDF or CSV)</source>
        <translation>销毁状态报告，所有签名均已重新验证（PDF 或 CSV）</translation>
    </message>
    <message>
        <source>Destruction Report</source>
        <translation>销毁报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Destruction report</source>
        <translation>销毁报告</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the Destruction view was closed before the export was recorded</source>
        <translation>销毁跟踪视图在导出被记录之前已关闭</translation>
    </message>
    <message>
        <source>Destruction report %1.</source>
        <translation>销毁报告：%1。</translation>
    </message>
    <message>
        <source>Writing the destruction report…</source>
        <translation>正在写入销毁报告…</translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetColors</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>not throttled</source>
        <translation>未降频</translation>
    </message>
    <message>
        <source>power capped</source>
        <translation>功率受限</translation>
    </message>
    <message>
        <source>thermal</source>
        <translation>过热</translation>
    </message>
    <message>
        <source>hardware slowdown</source>
        <translation>硬件降速</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU 空闲</translation>
    </message>
    <message>
        <source>application clocks setting</source>
        <translation>应用时钟设置</translation>
    </message>
    <message>
        <source>software power cap</source>
        <translation>软件功率上限</translation>
    </message>
    <message>
        <source>sync boost</source>
        <translation>同步加速</translation>
    </message>
    <message>
        <source>software thermal slowdown</source>
        <translation>软件过热降速</translation>
    </message>
    <message>
        <source>hardware thermal slowdown</source>
        <translation>硬件过热降速</translation>
    </message>
    <message>
        <source>power brake</source>
        <translation>功率制动</translation>
    </message>
    <message>
        <source>display clock setting</source>
        <translation>显示时钟设置</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetHeatmap</name>
    <message>
        <source>Fleet heatmap</source>
        <translation>节点总览热力图</translation>
    </message>
    <message>
        <source>No nodes yet: attach a cluster, or wait for this machine&apos;s agent</source>
        <translation>尚无节点：请添加集群，或等待本机代理</translation>
    </message>
    <message>
        <source>No node matches the filter</source>
        <translation>没有节点符合筛选条件</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>(last known values)</source>
        <translation>（最后已知的数值）</translation>
    </message>
    <message>
        <source>Utilization: %1</source>
        <translation>利用率：%1</translation>
    </message>
    <message>
        <source>Memory: %1 of %2 (%3)</source>
        <translation>显存：%1 / %2（%3）</translation>
    </message>
    <message>
        <source>Temperature: %1</source>
        <translation>温度：%1</translation>
    </message>
    <message>
        <source>Power: %1</source>
        <translation>功耗：%1</translation>
    </message>
    <message>
        <source>(limit %1)</source>
        <translation>（上限 %1）</translation>
    </message>
    <message>
        <source>Throttling: %1</source>
        <translation>降频：%1</translation>
    </message>
    <message>
        <source>No GPU reported</source>
        <translation>未报告 GPU</translation>
    </message>
    <message>
        <source>Link: RTT %1 ms, jitter %2 ms</source>
        <translation>链路：RTT %1 毫秒，抖动 %2 毫秒</translation>
    </message>
    <message>
        <source>Click or press Enter for the node&apos;s charts</source>
        <translation>单击或按 Enter 键查看该节点的图表</translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetLegend</name>
    <message>
        <source>Heatmap legend</source>
        <translation>热力图图例</translation>
    </message>
    <message>
        <source>stale (last values)</source>
        <translation>数据过时（最后的数值）</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>不可达</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetNodeDetail</name>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>GPU 显存占用</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Round trip to the node and jitter</source>
        <translation>到节点的往返时间及抖动</translation>
    </message>
    <message>
        <source>TCP retransmits</source>
        <translation>TCP 重传</translation>
    </message>
    <message>
        <source>Network (physical NICs)</source>
        <translation>网络（物理网卡）</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>%1 is no longer in the fleet.</source>
        <translation>%1 已不在节点总览中。</translation>
    </message>
    <message>
        <source>%1 — Node Detail</source>
        <translation>%1 — 节点详情</translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation>代理 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s)</source>
        <translation>
            <numerusform>重启 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s) in the history</source>
        <translation>
            <numerusform>历史数据中有 %n 处缺口</numerusform>
        </translation>
    </message>
    <message>
        <source>RTT %1 ms</source>
        <translation>RTT %1 毫秒</translation>
    </message>
    <message>
        <source>InfiniBand: %1 symbol errors, %2 link downs</source>
        <translation>InfiniBand：%1 个符号错误，%2 次链路断开</translation>
    </message>
    <message>
        <source>RTT</source>
        <translation>RTT</translation>
    </message>
    <message>
        <source>jitter</source>
        <translation>抖动</translation>
    </message>
    <message>
        <source>retransmitted segments</source>
        <translation>重传报文段</translation>
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
        <source>The time shown: the last five minutes live, longer ranges from the console&apos;s history (audit events such as agent deployments and job changes are marked on the time axis)</source>
        <translation>显示的时间范围：最近五分钟为实时数据，更长的范围来自控制台的历史数据（代理部署、作业变更等审计事件会标注在时间轴上）</translation>
    </message>
    <message>
        <source>Last 5 minutes (live)</source>
        <translation>最近 5 分钟（实时）</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>最近 15 分钟</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近 1 小时</translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation>最近 6 小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>范围(&amp;R)：</translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation>历史：%1</translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetView</name>
    <message>
        <source>Fleet</source>
        <translation>节点总览</translation>
    </message>
    <message>
        <source>What the cells are coloured by (Ctrl+1 to Ctrl+5)</source>
        <translation>单元格的着色依据（Ctrl+1 到 Ctrl+5）</translation>
    </message>
    <message>
        <source>&amp;Colour by:</source>
        <translation>着色依据(&amp;C)：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Metric, highest first</source>
        <translation>指标，从高到低</translation>
    </message>
    <message>
        <source>Status, problems first</source>
        <translation>状态，问题优先</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>排序方式(&amp;S)：</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>所有节点</translation>
    </message>
    <message>
        <source>Agent up</source>
        <translation>代理运行中</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>数据过时</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>不可达</translation>
    </message>
    <message>
        <source>Any problem</source>
        <translation>有任何问题</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>显示(&amp;H)：</translation>
    </message>
    <message>
        <source>Filter nodes by name (Ctrl+F)</source>
        <translation>按名称筛选节点（Ctrl+F）</translation>
    </message>
    <message>
        <source>Filter Nodes</source>
        <translation>筛选节点</translation>
    </message>
    <message>
        <source>Larger Cells</source>
        <translation>放大单元格</translation>
    </message>
    <message>
        <source>Smaller Cells</source>
        <translation>缩小单元格</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; busy · &lt;b&gt;%2&lt;/b&gt; idle of %n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU 中 &lt;b&gt;%1&lt;/b&gt; 块占用 · &lt;b&gt;%2&lt;/b&gt; 块空闲</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; throttled</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; 块降频</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes: %1 up</source>
        <translation>节点：%1 个在线</translation>
    </message>
    <message>
        <source>%1 stale</source>
        <translation>%1 个数据过时</translation>
    </message>
    <message>
        <source>%1 unreachable</source>
        <translation>%1 个不可达</translation>
    </message>
    <message>
        <source>%1 waiting</source>
        <translation>%1 个等待中</translation>
    </message>
    <message>
        <source>Hottest GPU: –</source>
        <translation>最热 GPU：–</translation>
    </message>
    <message>
        <source>Hottest GPU: %1 GPU %2, &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>最热 GPU：%1 GPU %2，&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Worst link: –</source>
        <translation>最差链路：–</translation>
    </message>
    <message>
        <source>Worst link: %1, RTT &lt;b&gt;%2 ms&lt;/b&gt; ± %3 ms</source>
        <translation>最差链路：%1，RTT &lt;b&gt;%2 毫秒&lt;/b&gt; ± %3 毫秒</translation>
    </message>
    <message>
        <source>Worst link: %1, &lt;b&gt;%2&lt;/b&gt; TCP retransmits/s</source>
        <translation>最差链路：%1，每秒 &lt;b&gt;%2&lt;/b&gt; 次 TCP 重传</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>a cluster&apos;s node in the fleet</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>cg::ui::FoundLedgerDialog</name>
    <message>
        <source>Found Ledger</source>
        <translation>创建台账</translation>
    </message>
    <message>
        <source>Nobody administers this ledger yet. Founding it registers you as its first admin, signed with your own signing key: you then register the other people (Register Officer…) and decide on requests. A ledger is founded once; its first admin is never replaced.</source>
        <translation>此台账尚无管理员。创建台账会将您登记为首位管理员，并用您自己的签名密钥签名：之后由您登记其他人员（“登记合规官…”）并对申请作出决定。台账只能创建一次，首位管理员不可更换。</translation>
    </message>
    <message>
        <source>&amp;Found Ledger</source>
        <translation>创建台账(&amp;F)</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>您的名称：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>%1 in this keychain</source>
        <translation>此钥匙串中的 %1</translation>
    </message>
    <message>
        <source>a new signing key, made now in this keychain</source>
        <translation>新的签名密钥，现在在此钥匙串中生成</translation>
    </message>
    <message>
        <source>This ledger was founded already: an admin registers new people (Register Officer…).</source>
        <translation>此台账已创建：新人员由管理员登记（“登记合规官…”）。</translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation>此桌面端没有可保存签名密钥的钥匙串。</translation>
    </message>
    <message>
        <source>Found Ledger makes a new signing key for %1 in this keychain and registers %1 as this ledger&apos;s first admin with it. This cannot be undone.</source>
        <translation>“创建台账”将在此钥匙串中为 %1 生成新的签名密钥，并用它将 %1 登记为此台账的首位管理员。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Found Ledger registers %1 as this ledger&apos;s first admin with the key %2. This cannot be undone.</source>
        <translation>“创建台账”将用密钥 %2 把 %1 登记为此台账的首位管理员。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation>验证密钥：</translation>
    </message>
    <message>
        <source>This ledger is founded: %1 administers it. Register the other people with Register Officer…; the first admin is never replaced.</source>
        <translation>此台账已创建，由 %1 管理。请通过“登记合规官…”登记其他人员；首位管理员不会被替换。</translation>
    </message>
    <message>
        <source>You are this ledger&apos;s first admin: %1, key %2. Give auditors your verifier key above: they trust it in Audit Log &gt; Trust Anchors… once they have confirmed the fingerprint with you. Sign Checkpoint… there anchors the ledger.</source>
        <translation>您是此台账的首位管理员：%1，密钥 %2。请把上方的验证密钥交给审计人员：他们与您核实指纹后，在“审计日志 &gt; 信任锚…”中信任它。在那里点“签署检查点…”即可为台账设立锚点。</translation>
    </message>
</context>
<context>
    <name>cg::ui::GettingStartedDialog</name>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Add a cluster.&lt;/b&gt; Clusters &amp;gt; Onboard Cluster… walks through the contract&apos;s promises, the bastion chain, the nodes, their host keys and the agent. If your ~/.ssh/config already knows the hosts, File &amp;gt; Import ssh Config… brings them in.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare host keys.&lt;/b&gt; The host-key table lists every bastion and node; compare each fingerprint with what the provider sent before you accept it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Watch it live.&lt;/b&gt; Overview shows one card per cluster; a click opens its fleet heatmap, a click on a node its charts. Ctrl+K jumps to any view, cluster or node.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prove what you rent.&lt;/b&gt; Validation runs the L0–L6 checklist and writes the signed acceptance report.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Run work.&lt;/b&gt; Jobs submits to the cluster&apos;s own scheduler; datasets go abroad only with an approved export request (Compliance).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Long operations (checks, scans, deployments, validation runs) appear in the task list at the bottom, each with its progress and Cancel.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;快速入门&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;添加集群。&lt;/b&gt;“集群 &amp;gt; 接入集群…”会逐步引导您完成合同中的服务商承诺、堡垒机链、节点及其主机密钥和代理部署。如果您的 ~/.ssh/config 中已有这些主机，可通过“文件 &amp;gt; 导入 ssh 配置…”将其导入。&lt;/li&gt;&lt;li&gt;&lt;b&gt;核对主机密钥。&lt;/b&gt;主机密钥表列出了所有堡垒机和节点；接受之前，请将每个指纹与服务商发来的清单逐一核对。&lt;/li&gt;&lt;li&gt;&lt;b&gt;实时监控。&lt;/b&gt;“概览”为每个集群显示一张卡片；单击卡片打开其节点总览热力图，单击节点则打开该节点的图表。按 Ctrl+K 可跳转到任意视图、集群或节点。&lt;/li&gt;&lt;li&gt;&lt;b&gt;验证所租资源。&lt;/b&gt;“验收”运行 L0–L6 检查清单，并生成已签名的验收报告。&lt;/li&gt;&lt;li&gt;&lt;b&gt;运行作业。&lt;/b&gt;“作业”将作业提交到集群自身的调度器；数据集只有在出境申请获批后才能出境（见“合规”）。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;耗时较长的操作（检查、扫描、部署、验收运行）显示在底部的任务列表中，每项都带有进度和“取消”按钮。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>快速入门</translation>
    </message>
</context>
<context>
    <name>cg::ui::HistoryChart</name>
    <message>
        <source>−%1 min</source>
        <translation>−%1 分钟</translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation>−%1 秒</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>No data from %1 to %2: %3</source>
        <translation>%1 至 %2 无数据：%3</translation>
    </message>
    <message numerus="yes">
        <source>(%n sample(s) missed)</source>
        <translation>
            <numerusform>（缺失 %n 个样本）</numerusform>
        </translation>
    </message>
    <message>
        <source>−%1 d</source>
        <translation>−%1 天</translation>
    </message>
    <message>
        <source>−%1 h</source>
        <translation>−%1 小时</translation>
    </message>
</context>
<context>
    <name>cg::ui::HostKeyReviewDialog</name>
    <message>
        <source>Review host keys</source>
        <translation>审核主机密钥</translation>
    </message>
    <message>
        <source>Compare these fingerprints with the list your provider sent (out of band) before accepting.</source>
        <translation>接受之前，请将这些指纹与服务商（通过其他渠道）发来的清单逐一核对。</translation>
    </message>
    <message>
        <source>Host keys to review</source>
        <translation>待审核的主机密钥</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save the table as CSV, to compare with the provider&apos;s list</source>
        <translation>将表格保存为 CSV，以便与服务商的清单核对</translation>
    </message>
    <message>
        <source>Select all new</source>
        <translation>选中所有新密钥</translation>
    </message>
    <message>
        <source>Accept selected</source>
        <translation>接受所选</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n new key(s) selected to accept.</source>
        <translation>
            <numerusform>已选中 %n 个新密钥中的 %1 个准备接受。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) blocked: the key changed or is revoked. Do not connect to them until your provider explains why.</source>
        <translation>
            <numerusform>%n 台主机已被阻止：密钥已改变或已吊销。在服务商说明原因之前，请勿连接这些主机。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export host keys</source>
        <translation>导出主机密钥</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Replace Changed Key…</source>
        <translation>替换已改变的密钥…</translation>
    </message>
    <message>
        <source>Only when your provider confirmed that the host was reinstalled: replaces the key on record with the offered one, after showing both</source>
        <translation>仅在服务商确认主机已重装时使用：先显示新旧两个密钥，再用当前提供的密钥替换已记录的密钥</translation>
    </message>
    <message>
        <source>Replace Host Key</source>
        <translation>替换主机密钥</translation>
    </message>
    <message>
        <source>The host key of %1 (%2) changed. Replace it only if your provider confirmed, out of band, that the host was reinstalled and sent you the new fingerprint; otherwise someone may be intercepting the connection.</source>
        <translation>%1（%2）的主机密钥已改变。只有在服务商通过其他渠道确认主机已重装、并向您发送了新指纹时，才可替换；否则可能有人正在截获连接。</translation>
    </message>
    <message>
        <source>On record (removed):
%1
Offered (recorded instead):
  %2 %3

The replacement is recorded in the audit log with both fingerprints.</source>
        <translation>已记录（将删除）：
%1
当前提供（将改为记录）：
  %2 %3

此次替换会连同新旧两个指纹记入审计日志。</translation>
    </message>
    <message>
        <source>Replace Key</source>
        <translation>替换密钥</translation>
    </message>
    <message numerus="yes">
        <source>%n changed key(s) to replace.</source>
        <translation>
            <numerusform>%n 个已改变的密钥待替换。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ui::HostKeyReviewModel</name>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation>已改变</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>已吊销</translation>
    </message>
    <message>
        <source>Other key type known</source>
        <translation>已知其他类型的密钥</translation>
    </message>
    <message>
        <source>This key is already in known_hosts for this host.</source>
        <translation>该密钥已记录在此主机的 known_hosts 中。</translation>
    </message>
    <message>
        <source>Nothing is on record for this host. Tick it only if the fingerprint matches the list your provider sent.</source>
        <translation>此主机没有任何记录。只有在指纹与服务商发来的清单一致时才勾选。</translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 changed. Someone may be intercepting the connection (man-in-the-middle attack), or the host was reinstalled.
Offered: %2 %3
On record:
%4
The key cannot be accepted here. If your provider confirms a reinstall, remove the old key from known_hosts and review again.</source>
        <translation>警告：%1 的主机密钥已改变。可能有人正在截获连接（中间人攻击），也可能主机已重装。
当前提供：%2 %3
已记录：
%4
此处不能接受该密钥。如果服务商确认已重装，请从 known_hosts 中删除旧密钥后重新审核。</translation>
    </message>
    <message>
        <source>This key is marked @revoked in known_hosts and is never accepted. Ask your provider for the current key of %1.</source>
        <translation>该密钥在 known_hosts 中被标记为 @revoked，永远不会被接受。请向服务商索取 %1 的当前密钥。</translation>
    </message>
    <message>
        <source>Only keys of another type are on record for %1:
%2
Ask your provider why the host now offers a %3 key; it cannot be accepted here.</source>
        <translation>%1 只记录了其他类型的密钥：
%2
请询问服务商为何该主机现在提供 %3 类型的密钥；此处不能接受。</translation>
    </message>
    <message>
        <source>Hop %1 of the jump chain</source>
        <translation>跳板链第 %1 跳</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Key type</source>
        <translation>密钥类型</translation>
    </message>
    <message>
        <source>SHA256 fingerprint</source>
        <translation>SHA256 指纹</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>cg::ui::InferenceView</name>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>QPS</source>
        <translation>QPS</translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation>错误率</translation>
    </message>
    <message>
        <source>TTFT p50 (ms)</source>
        <translation>TTFT p50（毫秒）</translation>
    </message>
    <message>
        <source>TTFT p99 (ms)</source>
        <translation>TTFT p99（毫秒）</translation>
    </message>
    <message>
        <source>End-to-end p50 (ms)</source>
        <translation>端到端 p50（毫秒）</translation>
    </message>
    <message>
        <source>End-to-end p99 (ms)</source>
        <translation>端到端 p99（毫秒）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>每秒令牌数</translation>
    </message>
    <message>
        <source>Cost / 1,000 requests</source>
        <translation>每 1,000 次请求成本</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Availability (SLA)</source>
        <translation>可用性（SLA）</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Inference services</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>e.g. chat-prod</source>
        <translation>例如 chat-prod</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>the node serving the model, as saved in the cluster</source>
        <translation>提供模型服务的节点，与集群中保存的名称一致</translation>
    </message>
    <message>
        <source>or reached directly: http://HOST:PORT/metrics</source>
        <translation>或直接访问：http://HOST:PORT/metrics</translation>
    </message>
    <message>
        <source>the contract&apos;s GPUs per node</source>
        <translation>合同中的每节点 GPU 数</translation>
    </message>
    <message>
        <source>baseline:
  p99_first_token_latency_ms: 800
  availability_sla: 99.9%</source>
        <translation>baseline:
  p99_first_token_latency_ms: 800
  availability_sla: 99.9%</translation>
    </message>
    <message>
        <source>Service baseline</source>
        <translation>服务基线</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>&amp;Cluster and node:</source>
        <translation>集群和节点(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;GPUs serving:</source>
        <translation>提供服务的 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Baseline (the guides&apos; template):</source>
        <translation>基线（指南中的模板）(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Add or Update Service</source>
        <translation>添加或更新服务(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Service</source>
        <translation>移除服务(&amp;R)</translation>
    </message>
    <message>
        <source>Measure &amp;Now</source>
        <translation>立即测量(&amp;N)</translation>
    </message>
    <message>
        <source>%1 is watched every %2 s; the first figures come with its second scrape.</source>
        <translation>每 %2 秒监控一次 %1；第二次抓取后才会出现首批数据。</translation>
    </message>
    <message>
        <source>answering</source>
        <translation>正常响应</translation>
    </message>
    <message>
        <source>not scraped yet</source>
        <translation>尚未抓取</translation>
    </message>
    <message>
        <source>last scrape %1 UTC</source>
        <translation>最近一次抓取 %1 UTC</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <source>%1 requests, %2 errors in %3 s</source>
        <translation>%3 秒内 %1 个请求，%2 个错误</translation>
    </message>
    <message>
        <source>%1 prompt tokens/s</source>
        <translation>提示令牌：每秒 %1 个</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>priced by %1; the GPUs serving cost %2 %3 a day</source>
        <translation>计价依据：%1；提供服务的 GPU 每天成本 %2 %3</translation>
    </message>
    <message>
        <source>no requests in the window, or no GPU-hour price or GPU count: %1</source>
        <translation>时间窗口内没有请求，或没有 GPU 时单价或 GPU 数量：%1</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>NOT met: %1</source>
        <translation>未达标：%1</translation>
    </message>
    <message>
        <source>no SLA</source>
        <translation>无 SLA</translation>
    </message>
    <message>
        <source>%1 % (SLA %2)</source>
        <translation>%1 %（SLA %2）</translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation>无基线</translation>
    </message>
    <message>
        <source>No inference service is watched yet: add one with the form above (a node of a saved cluster and its serving port, or a URL).</source>
        <translation>尚未监控任何推理服务：请用上方的表单添加（已保存集群的某个节点及其服务端口，或一个 URL）。</translation>
    </message>
</context>
<context>
    <name>cg::ui::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>All jobs</source>
        <translation>全部作业</translation>
    </message>
    <message>
        <source>Pending and running</source>
        <translation>排队中和运行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Filter by id, name, state or reason</source>
        <translation>按 ID、名称、状态或原因筛选</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已运行时间</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation>作业队列</translation>
    </message>
    <message>
        <source>&amp;Cancel Job…</source>
        <translation>取消作业(&amp;C)…</translation>
    </message>
    <message>
        <source>Cancel Job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>Cancel job %1 on %2? It will not be requeued.</source>
        <translation>取消 %2 上的作业 %1？该作业不会被重新排队。</translation>
    </message>
    <message>
        <source>Re&amp;queue</source>
        <translation>重新排队(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>挂起(&amp;H)</translation>
    </message>
    <message>
        <source>Re&amp;lease</source>
        <translation>释放(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;witch Cluster…</source>
        <translation>切换集群(&amp;W)…</translation>
    </message>
    <message>
        <source>Submit the selected job&apos;s spec to another cluster (the ledger is asked again)</source>
        <translation>将所选作业的规格提交到另一个集群（会重新向台账核查）</translation>
    </message>
    <message>
        <source>Switch Cluster</source>
        <translation>切换集群</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>跟踪(&amp;F)</translation>
    </message>
    <message>
        <source>Keep reading the log as the job writes it (tail -F on the login node)</source>
        <translation>在作业写入日志时持续读取（在登录节点上执行 tail -F）</translation>
    </message>
    <message>
        <source>Reload &amp;Log</source>
        <translation>重新加载日志(&amp;L)</translation>
    </message>
    <message>
        <source>(choose a template)</source>
        <translation>（选择模板）</translation>
    </message>
    <message>
        <source>name: train
queue: normal
command: python train.py</source>
        <translation>name: train
queue: normal
command: python train.py</translation>
    </message>
    <message>
        <source>charged when the spec names no account</source>
        <translation>规格未指定账户时使用此账户计费</translation>
    </message>
    <message>
        <source>S&amp;moke run first: one GPU, a few steps</source>
        <translation>先冒烟测试运行：一块 GPU、少量步数(&amp;M)</translation>
    </message>
    <message>
        <source>Show &amp;Script</source>
        <translation>显示脚本(&amp;S)</translation>
    </message>
    <message>
        <source>Batch Script</source>
        <translation>批处理脚本</translation>
    </message>
    <message>
        <source>&amp;Dry Run</source>
        <translation>试运行(&amp;D)</translation>
    </message>
    <message>
        <source>Su&amp;bmit</source>
        <translation>提交(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>账户(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>分区(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>详情(&amp;D)</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>日志(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>提交(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;luster:</source>
        <translation>集群(&amp;L)：</translation>
    </message>
    <message>
        <source>Refused by the compliance gate: %1</source>
        <translation>被合规关卡拒绝：%1</translation>
    </message>
    <message>
        <source>Dry run: %1</source>
        <translation>试运行：%1</translation>
    </message>
    <message>
        <source>Submitted job %1.</source>
        <translation>已提交作业 %1。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>正在提交…</translation>
    </message>
    <message>
        <source>Choose a job first.</source>
        <translation>请先选择一个作业。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job %1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;作业 %1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>State: %1 (%2), restarts %3</source>
        <translation>状态：%1（%2），重启 %3 次</translation>
    </message>
    <message>
        <source>Elapsed %1 of %2</source>
        <translation>已运行 %1，时限 %2</translation>
    </message>
    <message numerus="yes">
        <source>Partition %1, account %2, %n node(s): %3</source>
        <translation>
            <numerusform>分区 %1，账户 %2，%n 个节点：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation>提交时间 %1</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>开始时间 %1</translation>
    </message>
    <message>
        <source>Exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Request Export…</source>
        <translation>申请出境…</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <source>A host key on the way to %1 is not accepted: review it with Clusters &gt; Check Connectivity, then press Refresh.</source>
        <translation>通往 %1 途中的某个主机密钥未被接受：请通过“集群 &gt; 检查连通性”核查，然后按“刷新”。</translation>
    </message>
    <message>
        <source>The login to %1 was refused: check the user and key in Clusters &gt; Credentials, then press Refresh.</source>
        <translation>登录 %1 被拒绝：请在“集群 &gt; 凭据”中检查用户和密钥，然后按“刷新”。</translation>
    </message>
    <message>
        <source>%1 cannot be reached: check the network (VPN) and the bastion with Clusters &gt; Check Connectivity, then press Refresh.</source>
        <translation>无法连接 %1：请通过“集群 &gt; 检查连通性”检查网络（VPN）和堡垒机，然后按“刷新”。</translation>
    </message>
    <message>
        <source>%1 has no login node to ask: add its nodes (Clusters &gt; Edit Cluster), then press Refresh.</source>
        <translation>%1 没有可供查询的登录节点：请添加其节点（“集群 &gt; 编辑集群”），然后按“刷新”。</translation>
    </message>
    <message>
        <source>The scheduler of %1 did not answer as expected: Refresh tries again; the details below say what it printed.</source>
        <translation>%1 的调度器未按预期响应：按“刷新”可重试；下方详情显示了它的输出。</translation>
    </message>
    <message>
        <source>the scheduler&apos;s default</source>
        <translation>调度器的默认分区</translation>
    </message>
    <message>
        <source>The scheduler says when and where it would start; nothing is queued</source>
        <translation>由调度器告知作业将于何时、在何处启动；不会实际排队</translation>
    </message>
    <message>
        <source>Asking the scheduler…</source>
        <translation>正在询问调度器…</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Move job %1 to (it resumes there from its newest verified checkpoint):</source>
        <translation>将作业 %1 迁移到（作业将在该处从其最新的已验证检查点恢复）：</translation>
    </message>
    <message>
        <source>Move job %1 with the spec in the editor to (it resumes there from its newest verified checkpoint):</source>
        <translation>将作业 %1 按编辑器中的规格文件迁移到（作业将在该处从其最新的已验证检查点恢复）：</translation>
    </message>
    <message>
        <source>Not moved, refused by the compliance gate: %1</source>
        <translation>未迁移，被合规关卡拒绝：%1</translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation>未迁移：%1</translation>
    </message>
    <message>
        <source>Moved: job %1 here starts from the beginning.</source>
        <translation>已迁移：此处的作业 %1 将从头开始。</translation>
    </message>
    <message>
        <source>Moved: job %1 here resumes from checkpoint %2.</source>
        <translation>已迁移：此处的作业 %1 将从检查点 %2 恢复。</translation>
    </message>
    <message>
        <source>%1: %2 job %3, %4</source>
        <translation>%1：%2 作业 %3，%4</translation>
    </message>
    <message>
        <source>Automatic failover of job %1 on %2 to %3 refused; the job stays: %4</source>
        <translation>已拒绝将 %2 上的作业 %1 自动故障转移到 %3；作业保持不变：%4</translation>
    </message>
    <message>
        <source>Job %1 on %2 failed over to %3 as job %4.</source>
        <translation>%2 上的作业 %1 已故障转移到 %3，新作业为 %4。</translation>
    </message>
    <message>
        <source>Jobs run on this machine. To run them on a rented cluster, add it with Clusters &gt; Onboard Cluster.</source>
        <translation>作业在本机上运行。要在租用的集群上运行，请通过“集群 &gt; 接入集群”添加该集群。</translation>
    </message>
    <message>
        <source>Moving job %1…</source>
        <translation>正在迁移作业 %1…</translation>
    </message>
    <message>
        <source>Submitted from this window: Switch Cluster moves it with its spec.</source>
        <translation>从此窗口提交：“切换集群”会连同其规格文件一起迁移作业。</translation>
    </message>
    <message>
        <source>&lt;b&gt;History across clusters&lt;/b&gt;</source>
        <translation>&lt;b&gt;跨集群历史&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(resumed from checkpoint step %1; steps lost not known)</source>
        <translation>（已从检查点步数 %1 恢复；丢失步数未知）</translation>
    </message>
    <message>
        <source>(resumed from checkpoint step %1, %2 step(s) lost)</source>
        <translation>（已从检查点步数 %1 恢复，丢失 %2 步）</translation>
    </message>
    <message>
        <source>Refreshed at %1: %2</source>
        <translation>%1 已刷新：%2</translation>
    </message>
    <message>
        <source>Refreshed at %1: no jobs on %2 yet: write or open a job spec on the left and press Submit (Dry Run first shows what would be sent).</source>
        <translation>%1 已刷新：%2 上还没有作业：请在左侧编写或打开作业规格，然后点“提交”（先点“试运行”可查看将要发送的内容）。</translation>
    </message>
    <message numerus="yes">
        <source>Refreshed at %1: %n job(s) on %2</source>
        <translation>
            <numerusform>%1 已刷新：%2 上有 %n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a cluster to list its jobs.</source>
        <translation>请选择一个集群以列出其作业。</translation>
    </message>
    <message>
        <source>Still waiting for %1 to list its jobs (asked at %2)…</source>
        <translation>仍在等待 %1 列出其作业（于 %2 发出请求）…</translation>
    </message>
    <message>
        <source>Asking %1 for its jobs…</source>
        <translation>正在向 %1 查询作业…</translation>
    </message>
    <message>
        <source>Listing the jobs of %1 was cancelled: Refresh asks again.</source>
        <translation>已取消列出 %1 的作业：点击“刷新”可再次查询。</translation>
    </message>
    <message>
        <source>Refreshed at %1: %2, then press Refresh.</source>
        <translation>%1 刷新：%2，然后点击“刷新”。</translation>
    </message>
    <message>
        <source>The Jobs view was closed before %1 answered.</source>
        <translation>%1 应答之前，作业视图已关闭。</translation>
    </message>
    <message>
        <source>List the jobs of %1</source>
        <translation>列出 %1 的作业</translation>
    </message>
</context>
<context>
    <name>cg::ui::LedgerServerDialog</name>
    <message>
        <source>Ledger Server</source>
        <translation>台账服务器</translation>
    </message>
    <message>
        <source>Ledger server URL</source>
        <translation>台账服务器 URL</translation>
    </message>
    <message>
        <source>keychain credential id, e.g. pg-olga</source>
        <translation>钥匙串凭据 ID，例如 pg-olga</translation>
    </message>
    <message>
        <source>only for an encrypted client certificate key</source>
        <translation>仅用于加密的客户端证书私钥</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Use the &amp;local ledger</source>
        <translation>使用本地台账(&amp;L)</translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation>服务器 URL(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Password secret:</source>
        <translation>密码凭据(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Key passphrase secret:</source>
        <translation>密钥口令凭据(&amp;K)：</translation>
    </message>
    <message>
        <source>This build of ClusterGate has no team ledger support (built without libpq).</source>
        <translation>此版本的 ClusterGate 不支持团队台账（构建时未包含 libpq）。</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own database (%1).</source>
        <translation>此数据目录的台账使用其自己的数据库（%1）。</translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is on the server %1.</source>
        <translation>此数据目录的台账位于服务器 %1 上。</translation>
    </message>
    <message>
        <source>Give a postgresql:// URL without a password (the password stays in the keychain).</source>
        <translation>请提供不含密码的 postgresql:// URL（密码保存在钥匙串中）。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Connected. The console uses this server from its next start; nothing falls back to the local ledger while it is unreachable.</source>
        <translation>已连接。控制台下次启动时将使用此服务器；服务器不可达时也不会退回到本地台账。</translation>
    </message>
    <message>
        <source>Not connected, nothing changed: %1</source>
        <translation>未连接，未做任何更改：%1</translation>
    </message>
    <message>
        <source>The console uses this profile&apos;s own ledger from its next start.</source>
        <translation>控制台下次启动时将使用此数据目录自己的台账。</translation>
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
    <message>
        <source>checking %v of %m nodes</source>
        <translation>正在检查第 %v 个节点（共 %m 个）</translation>
    </message>
    <message>
        <source>Connectivity: %1 reachable, %2 failed</source>
        <translation>连通性：%1 个可达，%2 个失败</translation>
    </message>
    <message>
        <source>&amp;Check Connectivity</source>
        <translation>检查连通性(&amp;C)</translation>
    </message>
    <message>
        <source>Reach every node of the selected cluster through its jump hosts</source>
        <translation>经由跳板机逐一连接所选集群的每个节点</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the connectivity check</source>
        <translation>停止连通性检查</translation>
    </message>
    <message>
        <source>&amp;Import ssh Config…</source>
        <translation>导入 ssh 配置(&amp;I)…</translation>
    </message>
    <message>
        <source>Import hosts and jump chains from ~/.ssh/config</source>
        <translation>从 ~/.ssh/config 导入主机和跳板链</translation>
    </message>
    <message>
        <source>&amp;Clusters</source>
        <translation>集群(&amp;C)</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n host(s) from %1</source>
        <translation>
            <numerusform>已从 %1 导入 %n 台主机</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot record host key</source>
        <translation>无法记录主机密钥</translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n host key(s); checking again.</source>
        <translation>
            <numerusform>已记录 %n 个主机密钥；正在重新检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>up · %1 ms</source>
        <translation>在线 · %1 毫秒</translation>
    </message>
    <message>
        <source>connect %1 ms, key exchange %2 ms, authentication %3 ms (%4)
host key %5</source>
        <translation>连接 %1 毫秒，密钥交换 %2 毫秒，认证 %3 毫秒（%4）
主机密钥 %5</translation>
    </message>
    <message>
        <source>down</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>&amp;New Cluster…</source>
        <translation>新建集群(&amp;N)…</translation>
    </message>
    <message>
        <source>Add a cluster: its jump hosts, nodes and host-key policy</source>
        <translation>添加集群：跳板机、节点和主机密钥策略</translation>
    </message>
    <message>
        <source>&amp;Edit Cluster…</source>
        <translation>编辑集群(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete Cluster…</source>
        <translation>删除集群(&amp;D)…</translation>
    </message>
    <message numerus="yes">
        <source>Added cluster %1 with %n node(s)</source>
        <translation>
            <numerusform>已添加集群 %1，含 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the cluster</source>
        <translation>无法保存集群</translation>
    </message>
    <message>
        <source>Saved cluster %1</source>
        <translation>已保存集群 %1</translation>
    </message>
    <message>
        <source>Delete Cluster</source>
        <translation>删除集群</translation>
    </message>
    <message>
        <source>Cannot delete the cluster</source>
        <translation>无法删除集群</translation>
    </message>
    <message>
        <source>Deleted cluster %1</source>
        <translation>已删除集群 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n credential(s) due for rotation: File &gt; Credentials…</source>
        <translation>
            <numerusform>%n 个凭据需要轮换：文件 &gt; 凭据…</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;redentials…</source>
        <translation>凭据(&amp;R)…</translation>
    </message>
    <message>
        <source>Passwords, passphrases, keys and tokens kept in the keychain: who uses them, when they were last used, when they are due for rotation</source>
        <translation>保存在钥匙串中的密码、口令、密钥和令牌：谁在使用、上次使用时间、何时需要轮换</translation>
    </message>
    <message>
        <source>No keychain</source>
        <translation>没有钥匙串</translation>
    </message>
    <message>
        <source>The keychain has not answered yet, or the database is not open.</source>
        <translation>钥匙串尚未响应，或数据库未打开。</translation>
    </message>
    <message>
        <source>&amp;Audit Log…</source>
        <translation>审计日志(&amp;A)…</translation>
    </message>
    <message>
        <source>The tamper-evident log of every remote command and compliance action</source>
        <translation>记录每条远程命令和合规操作的防篡改日志</translation>
    </message>
    <message>
        <source>C&amp;ompliance</source>
        <translation>合规(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Datasets…</source>
        <translation>数据集(&amp;D)…</translation>
    </message>
    <message>
        <source>Every dataset with the grade the export rules use; import an inventory CSV</source>
        <translation>所有数据集及出境规则所用的级别；可导入清单 CSV</translation>
    </message>
    <message>
        <source>&amp;Review Queue…</source>
        <translation>审批队列(&amp;R)…</translation>
    </message>
    <message>
        <source>Export requests waiting for a decision, approved or rejected with a signature</source>
        <translation>等待决定的出境申请，以签名批准或驳回</translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation>出境门槛(&amp;T)…</translation>
    </message>
    <message>
        <source>People whose personal information went abroad this year, against the thresholds</source>
        <translation>本年度个人信息出境的人数与各门槛的对照</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation>节点总览(&amp;F)</translation>
    </message>
    <message>
        <source>Every node and GPU at a glance, coloured by utilization, memory, temperature, power or throttling</source>
        <translation>一览所有节点和 GPU，按利用率、显存、温度、功耗或降频着色</translation>
    </message>
    <message>
        <source>&amp;Onboard Cluster…</source>
        <translation>接入集群(&amp;O)…</translation>
    </message>
    <message>
        <source>Step by step: promises, bastion chain, nodes, host keys, agent on every node, L0 checks</source>
        <translation>分步完成：服务商承诺、堡垒机链、节点、主机密钥、在每个节点上部署代理、L0 检查</translation>
    </message>
    <message>
        <source>&amp;Stream Telemetry</source>
        <translation>接收遥测数据(&amp;S)</translation>
    </message>
    <message>
        <source>Put the agent on every node of the selected cluster and stream its telemetry to View &gt; Fleet</source>
        <translation>在所选集群的每个节点上部署代理，并将其遥测数据传送到“视图 &gt; 节点总览”</translation>
    </message>
    <message>
        <source>&amp;Remove Agent from Nodes…</source>
        <translation>从节点移除代理(&amp;R)…</translation>
    </message>
    <message>
        <source>Stop the agent on every node of the selected cluster and delete it there</source>
        <translation>停止所选集群每个节点上的代理，并将其从节点上删除</translation>
    </message>
    <message>
        <source>D&amp;estruction Tracking…</source>
        <translation>销毁跟踪(&amp;E)…</translation>
    </message>
    <message>
        <source>Exports whose data is abroad, the day each must be destroyed by, and their certificates</source>
        <translation>数据仍在境外的出境、各自的销毁期限及销毁证明</translation>
    </message>
    <message>
        <source>&amp;Validate…</source>
        <translation>验收(&amp;V)…</translation>
    </message>
    <message>
        <source>Onboard Cluster</source>
        <translation>接入集群</translation>
    </message>
    <message>
        <source>Onboarding of %1 was not finished. Continue where it stopped?</source>
        <translation>%1 的接入尚未完成。是否从中断处继续？</translation>
    </message>
    <message>
        <source>Cluster onboarded: its nodes stream telemetry.</source>
        <translation>集群已接入：其节点正在发送遥测数据。</translation>
    </message>
    <message>
        <source>Loosen Host-Key Policy</source>
        <translation>放宽主机密钥策略</translation>
    </message>
    <message>
        <source>Cluster %1 will record the host key of any bastion or node it has not seen before without asking (trust on first use), instead of refusing it. Changed keys are still refused. Loosen the policy?</source>
        <translation>集群 %1 将不经询问直接记录任何首次遇到的堡垒机或节点的主机密钥（首次使用即信任），而不是拒绝它。已改变的密钥仍会被拒绝。是否放宽该策略？</translation>
    </message>
    <message numerus="yes">
        <source>Delete cluster %1 with its jump chain and %n node(s)? Its telemetry stream stops; the agents stay on the nodes (Remove Agent from Nodes first to delete them) and recorded host keys are kept.</source>
        <translation>
            <numerusform>删除集群 %1 及其跳板链和 %n 个节点？其遥测数据流将停止；代理会留在节点上（如需删除，请先执行“从节点移除代理”），已记录的主机密钥会保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>No agent to deploy</source>
        <translation>没有可部署的代理</translation>
    </message>
    <message>
        <source>The bundled clustergate-agent was not found.</source>
        <translation>未找到内置的 clustergate-agent。</translation>
    </message>
    <message>
        <source>Cannot stream telemetry</source>
        <translation>无法接收遥测数据</translation>
    </message>
    <message>
        <source>Remove Agent from Nodes</source>
        <translation>从节点移除代理</translation>
    </message>
    <message numerus="yes">
        <source>Stop the ClusterGate agent on all %n node(s) of cluster %1 and delete it from each node&apos;s ~/.cache/clustergate? Telemetry from these nodes stops until the agent is deployed again.</source>
        <translation>
            <numerusform>停止集群 %1 全部 %n 个节点上的 ClusterGate 代理，并将其从各节点的 ~/.cache/clustergate 中删除？在重新部署代理之前，这些节点的遥测数据将中断。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removing the agent from %n node(s) of %1…</source>
        <translation>
            <numerusform>正在从 %1 的 %n 个节点移除代理…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jobs…</source>
        <translation>作业(&amp;J)…</translation>
    </message>
    <message>
        <source>Ledger &amp;Server…</source>
        <translation>台账服务器(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation>打开终端(&amp;T)</translation>
    </message>
    <message>
        <source>A shell on the selected node (or the cluster&apos;s login node) through its jump hosts, with no new login; recorded</source>
        <translation>经由跳板机在所选节点（或集群的登录节点）上打开 shell，无需重新登录；会话将被录制</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>任务(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>快速入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Cannot read the nodes of %1: %2</source>
        <translation>无法读取 %1 的节点：%2</translation>
    </message>
    <message>
        <source>Check connectivity of %1</source>
        <translation>检查 %1 的连通性</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Every cluster at a glance, and the compliance counters</source>
        <translation>一览所有集群，以及合规计数</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>节点总览</translation>
    </message>
    <message>
        <source>Every node and GPU as a heatmap</source>
        <translation>以热力图显示所有节点和 GPU</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Clusters, their hops and nodes; this machine&apos;s charts</source>
        <translation>集群及其跳板和节点；本机的图表</translation>
    </message>
    <message>
        <source>Terminals</source>
        <translation>终端</translation>
    </message>
    <message>
        <source>Shells on the nodes</source>
        <translation>节点上的 Shell</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验收</translation>
    </message>
    <message>
        <source>The L0–L6 checklist of a cluster</source>
        <translation>集群的 L0–L6 检查清单</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>合规</translation>
    </message>
    <message>
        <source>Datasets, review queue, destruction tracking, thresholds</source>
        <translation>数据集、审批队列、销毁跟踪、出境门槛</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>审计</translation>
    </message>
    <message>
        <source>The tamper-evident audit log</source>
        <translation>防篡改审计日志</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Capacity planner, cost, cluster choice</source>
        <translation>容量规划器、成本、集群选择</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>Active alerts with what to do</source>
        <translation>活动告警及处理建议</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation>转到(&amp;G)…</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Long operations with their progress and Cancel</source>
        <translation>耗时操作及其进度，可取消</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) running</source>
        <translation>
            <numerusform>%n 个任务正在运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation>告警（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n unread alert(s)</source>
        <translation>
            <numerusform>%n 条未读告警</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2/%3 hops up</source>
        <translation>%1：%2/%3 跳已连通</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Fleet of %1</source>
        <translation>%1 的节点总览</translation>
    </message>
    <message>
        <source>Cannot open the checklist: %1</source>
        <translation>无法打开检查清单：%1</translation>
    </message>
    <message>
        <source>No audit log: %1</source>
        <translation>没有审计日志：%1</translation>
    </message>
    <message>
        <source>Choose the cluster to validate (double-click or Enter):</source>
        <translation>选择要验收的集群（双击或按 Enter）：</translation>
    </message>
    <message>
        <source>No clusters yet: Onboard Cluster… or Import ssh Config…</source>
        <translation>尚无集群：请“接入集群…”或“导入 ssh 配置…”</translation>
    </message>
    <message>
        <source>No ledger: %1</source>
        <translation>没有台账：%1</translation>
    </message>
    <message>
        <source>Review Queue</source>
        <translation>审批队列</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Destruction</source>
        <translation>销毁</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>门槛</translation>
    </message>
    <message>
        <source>Planner</source>
        <translation>规划器</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cluster Choice</source>
        <translation>集群选择</translation>
    </message>
    <message>
        <source>Terminal %1</source>
        <translation>终端 %1</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Validate %1: %2</source>
        <translation>验收 %1：%2</translation>
    </message>
    <message>
        <source>all levels passed</source>
        <translation>所有级别均已通过</translation>
    </message>
    <message>
        <source>not every level passed</source>
        <translation>并非所有级别都已通过</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Validate %1</source>
        <translation>验收 %1</translation>
    </message>
    <message>
        <source>Node of %1</source>
        <translation>%1 的节点</translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation>终端</translation>
    </message>
    <message>
        <source>The window was outside every screen; it is back on this one.</source>
        <translation>窗口位于所有屏幕之外，已移回当前屏幕。</translation>
    </message>
    <message>
        <source>it is from another version</source>
        <translation>它来自其他版本</translation>
    </message>
    <message>
        <source>the window geometry is unreadable</source>
        <translation>窗口几何信息无法读取</translation>
    </message>
    <message>
        <source>the toolbar and panel layout is unreadable</source>
        <translation>工具栏和面板布局无法读取</translation>
    </message>
    <message>
        <source>the list of open views is unreadable</source>
        <translation>已打开视图的列表无法读取</translation>
    </message>
    <message numerus="yes">
        <source>%n saved view(s) no longer exist</source>
        <translation>
            <numerusform>%n 个已保存的视图已不存在</numerusform>
        </translation>
    </message>
    <message>
        <source>The saved window layout was not used in full (%1); the rest is as saved or the default.</source>
        <translation>未完全使用已保存的窗口布局（%1）；其余部分按已保存的设置或默认值恢复。</translation>
    </message>
    <message>
        <source>T&amp;ransfers</source>
        <translation>传输(&amp;R)</translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>&amp;Broadcast Input…</source>
        <translation>广播输入(&amp;B)…</translation>
    </message>
    <message>
        <source>Type once into a chosen set of node terminals</source>
        <translation>一次输入，同时发送到选定的一组节点终端</translation>
    </message>
    <message>
        <source>Cannot open a terminal: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
    <message>
        <source>Last validation of %1 (%2, %3): %4</source>
        <translation>%1 的最近一次验收（%2，%3）：%4</translation>
    </message>
    <message>
        <source>no level passed</source>
        <translation>无级别通过</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 已通过</translation>
    </message>
    <message>
        <source>Request Export</source>
        <translation>申请出境</translation>
    </message>
    <message>
        <source>%1 is no longer in the inventory; its terminal stays open until you close it.</source>
        <translation>%1 已不在集群清单中；其终端将保持打开，直到您将其关闭。</translation>
    </message>
    <message>
        <source>%1 was removed from the inventory; its view was closed.</source>
        <translation>%1 已从集群清单中移除；其视图已关闭。</translation>
    </message>
    <message>
        <source>A cluster was removed from the inventory; its views were closed.</source>
        <translation>有集群已从集群清单中移除；其视图已关闭。</translation>
    </message>
    <message>
        <source>Job %1 %2 (%3)</source>
        <translation>作业 %1 %2（%3）</translation>
    </message>
    <message>
        <source>Job on %1</source>
        <translation>%1 上的作业</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Request #%1: %2 to %3</source>
        <translation>申请 #%1：%2 出境至 %3</translation>
    </message>
    <message>
        <source>Export request</source>
        <translation>出境申请</translation>
    </message>
    <message>
        <source>Recording Policy Not Saved</source>
        <translation>录像策略未保存</translation>
    </message>
    <message>
        <source>Jump to any view, cluster, node or job by typing a few letters (Ctrl+K; Ctrl+Shift+P in a terminal)</source>
        <translation>输入几个字母即可跳转到任意视图、集群、节点或作业（Ctrl+K；在终端中为 Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>&amp;Push Dataset…</source>
        <translation>推送数据集(&amp;P)…</translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its approved export</source>
        <translation>依据已批准的出境申请将数据集发送到集群</translation>
    </message>
    <message>
        <source>Each cluster&apos;s job queue, logs, and the submit form</source>
        <translation>各集群的作业队列、日志和提交表单</translation>
    </message>
    <message>
        <source>Each cluster&apos;s job queue, logs and submit form</source>
        <translation>各集群的作业队列、日志和提交表单</translation>
    </message>
    <message>
        <source>Job Backend Not Saved</source>
        <translation>作业后端未保存</translation>
    </message>
    <message>
        <source>The agent on %1 was restarted (%2).</source>
        <translation>%1 上的代理已重启（%2）。</translation>
    </message>
    <message>
        <source>The agent on %1 was not restarted: %2</source>
        <translation>%1 上的代理未重启：%2</translation>
    </message>
    <message>
        <source>Resume streaming from %1 (as before the restart)</source>
        <translation>恢复接收 %1 的遥测数据（与重启前相同）</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>重新连接</translation>
    </message>
    <message>
        <source>Reopening the terminal on %1 as soon as the console is ready…</source>
        <translation>控制台就绪后将立即重新打开 %1 上的终端…</translation>
    </message>
    <message>
        <source>The terminal on %1 could not be reopened (the status bar says why). Reconnect tries again; closing this tab forgets it.</source>
        <translation>无法重新打开 %1 上的终端（原因见状态栏）。点击“重新连接”可重试；关闭此标签页则不再保留该终端。</translation>
    </message>
    <message>
        <source>Stream telemetry from %1</source>
        <translation>从 %1 流式接收遥测</translation>
    </message>
    <message>
        <source>Quit ClusterGate (Ctrl+Shift+Q inside a terminal)</source>
        <translation>退出 ClusterGate（在终端中请按 Ctrl+Shift+Q）</translation>
    </message>
</context>
<context>
    <name>cg::ui::NodeView</name>
    <message>
        <source>Open Terminal</source>
        <translation>打开终端</translation>
    </message>
    <message>
        <source>A shell on this node through its jump hosts, in a new tab</source>
        <translation>经由跳板机在新标签页中打开此节点上的 Shell</translation>
    </message>
    <message>
        <source>%1: not streaming. Start Clusters &gt; Stream Telemetry to see its charts.</source>
        <translation>%1：未在接收数据。请启动“集群 &gt; 接收遥测数据”以查看其图表。</translation>
    </message>
    <message>
        <source>%1: not in this cluster&apos;s fleet (removed?).</source>
        <translation>%1：不在此集群的节点总览中（已移除？）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> · host %1</source>
        <translation> · 主机 %1</translation>
    </message>
    <message>
        <source> · agent %1</source>
        <translation> · 代理 %1</translation>
    </message>
    <message numerus="yes">
        <source> · %n GPU(s)</source>
        <translation>
            <numerusform> · %n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Validation: not run on this cluster yet (Validation in the sidebar).</source>
        <translation>验收：尚未在此集群上运行（见侧栏中的“验收”）。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>… %n more in the Validation view</source>
        <translation>
            <numerusform>… 另有 %n 项，见“验收”视图</numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs: this machine has no scheduler.</source>
        <translation>作业：此机器没有调度器。</translation>
    </message>
    <message>
        <source>Jobs: open Jobs for this cluster to see what runs here.</source>
        <translation>作业：打开此集群的“作业”视图，可查看此处正在运行的内容。</translation>
    </message>
    <message>
        <source>%1 %2 (%3, %4)</source>
        <translation>%1 %2（%3，%4）</translation>
    </message>
    <message>
        <source>Jobs: none on this node in the last queue listing.</source>
        <translation>作业：最近一次队列列表中，此节点上没有作业。</translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation>作业：%1</translation>
    </message>
    <message numerus="yes">
        <source> · %n agent restart(s)</source>
        <translation>
            <numerusform> · 代理重启 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source> · RTT %1 ms</source>
        <translation> · RTT %1 毫秒</translation>
    </message>
    <message>
        <source> · history: %1</source>
        <translation> · 历史：%1</translation>
    </message>
</context>
<context>
    <name>cg::ui::OnboardingWizard</name>
    <message>
        <source>not promised</source>
        <translation>未承诺</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Cluster and Contract</source>
        <translation>集群与合同</translation>
    </message>
    <message>
        <source>What the cluster is, where it is, and what the provider promised: the promises become the baselines validation checks against.</source>
        <translation>集群是什么、位于何处，以及服务商承诺了什么：这些承诺将作为验收检查所对照的基线。</translation>
    </message>
    <message>
        <source>e.g. h200-singapore</source>
        <translation>例如 h200-singapore</translation>
    </message>
    <message>
        <source>country or region code, e.g. SG</source>
        <translation>国家或地区代码，例如 SG</translation>
    </message>
    <message>
        <source>The destination the data ledger checks export approvals against</source>
        <translation>数据台账据以核查出境审批的目的地</translation>
    </message>
    <message>
        <source>e.g. NVLink 4 + InfiniBand NDR 400G</source>
        <translation>例如 NVLink 4 + InfiniBand NDR 400G</translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation> Gbit/s</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>The provider cooperates with audits</source>
        <translation>服务商配合审计</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>服务商(&amp;P)：</translation>
    </message>
    <message>
        <source>Country / &amp;region:</source>
        <translation>国家/地区(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;GPU model:</source>
        <translation>GPU 型号(&amp;G)：</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>每节点 GPU 数(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Interconnect:</source>
        <translation>互连(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU &amp;memory bandwidth:</source>
        <translation>GPU 显存带宽(&amp;M)：</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth in a node:</source>
        <translation>节点内 All-reduce 总线带宽：</translation>
    </message>
    <message>
        <source>Network per node:</source>
        <translation>每节点网络带宽：</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth across nodes:</source>
        <translation>跨节点 All-reduce 总线带宽：</translation>
    </message>
    <message>
        <source>Contract &amp;period:</source>
        <translation>合同期限(&amp;P)：</translation>
    </message>
    <message>
        <source>Prepayment:</source>
        <translation>预付款：</translation>
    </message>
    <message>
        <source>Premium over list price:</source>
        <translation>相对标价的溢价：</translation>
    </message>
    <message>
        <source>Guaranteed allocation:</source>
        <translation>保证分配：</translation>
    </message>
    <message>
        <source>Termination notice:</source>
        <translation>解约通知期：</translation>
    </message>
    <message>
        <source>Data deleted within:</source>
        <translation>数据删除期限：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Promised per node&lt;/b&gt;</source>
        <translation>&lt;b&gt;每节点承诺指标&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Contract terms&lt;/b&gt;</source>
        <translation>&lt;b&gt;合同条款&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A cluster named %1 already exists.</source>
        <translation>名为 %1 的集群已存在。</translation>
    </message>
    <message>
        <source>Bastion Chain</source>
        <translation>堡垒机链</translation>
    </message>
    <message>
        <source>The jump hosts in front of the nodes, in connection order: the first is reached directly, each next one through the one before. Leave empty when the nodes are reached directly.</source>
        <translation>位于节点之前的跳板机，按连接顺序排列：第一个直接连接，之后每个都经由前一个连接。如果节点可直接访问，请留空。</translation>
    </message>
    <message>
        <source>one [user@]host[:port] per line, e.g.
ops@jump.example.net
bastion-2:2222</source>
        <translation>每行一个 [用户@]主机[:端口]，例如
ops@jump.example.net
bastion-2:2222</translation>
    </message>
    <message>
        <source>&amp;Use Its Chain</source>
        <translation>使用其跳板链(&amp;U)</translation>
    </message>
    <message>
        <source>From ~/.ssh/config:</source>
        <translation>来自 ~/.ssh/config：</translation>
    </message>
    <message>
        <source>No jump host: the nodes are reached directly.</source>
        <translation>无跳板机：直接访问节点。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>gpu[001-016]
login1 ops@10.0.0.5</source>
        <translation>gpu[001-016]
login1 ops@10.0.0.5</translation>
    </message>
    <message>
        <source>the local user</source>
        <translation>本地用户</translation>
    </message>
    <message>
        <source>Default &amp;user:</source>
        <translation>默认用户(&amp;U)：</translation>
    </message>
    <message>
        <source>No nodes yet.</source>
        <translation>尚无节点。</translation>
    </message>
    <message>
        <source>Discover Nodes</source>
        <translation>发现节点</translation>
    </message>
    <message>
        <source>Login node ([user@]host[:port]), reached through the chain:</source>
        <translation>登录节点（[用户@]主机[:端口]），经跳板链访问：</translation>
    </message>
    <message>
        <source>one login node, please</source>
        <translation>请只填写一个登录节点</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message>
        <source>The key files tried on every hop and node (ssh-agent keys are tried first when an agent runs). Passphrases, passwords and one-time codes are asked when needed and can be kept in the system keychain; nothing secret is written anywhere else.</source>
        <translation>在每一跳和每个节点上尝试的密钥文件（如果 ssh-agent 正在运行，会先尝试其中的密钥）。口令、密码和一次性验证码在需要时询问，并可保存在系统钥匙串中；任何机密信息都不会写入其他地方。</translation>
    </message>
    <message>
        <source>one private key file per line, e.g. ~/.ssh/id_ed25519</source>
        <translation>每行一个私钥文件，例如 ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>&amp;Add Key File…</source>
        <translation>添加密钥文件(&amp;A)…</translation>
    </message>
    <message>
        <source>Private Key</source>
        <translation>私钥</translation>
    </message>
    <message>
        <source>Keychain: available.</source>
        <translation>钥匙串：可用。</translation>
    </message>
    <message>
        <source>Keychain: not available (%1); secrets are asked every time.</source>
        <translation>钥匙串：不可用（%1）；每次都会询问机密信息。</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>Cannot read the key file %1.</source>
        <translation>无法读取密钥文件 %1。</translation>
    </message>
    <message>
        <source>Host Keys</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <source>Every host key the bastions and nodes offer, in one table. Compare the fingerprints with the list the provider sent (Export CSV), tick the ones that match and accept them. A changed key is never accepted here: that node stops with the warning, the others go on.</source>
        <translation>堡垒机和节点提供的所有主机密钥汇总在一张表中。请将指纹与服务商发来的清单核对（导出 CSV），勾选一致的密钥并接受。已改变的密钥在此处永远不会被接受：该节点会带着警告停止，其他节点继续。</translation>
    </message>
    <message>
        <source>Host keys to review</source>
        <translation>待审核的主机密钥</translation>
    </message>
    <message>
        <source>Select All &amp;New</source>
        <translation>选中所有新密钥(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Accept Selected</source>
        <translation>接受所选(&amp;A)</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Scan Again</source>
        <translation>重新扫描(&amp;S)</translation>
    </message>
    <message>
        <source>Export Host Keys</source>
        <translation>导出主机密钥</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Reaching every node through the chain…</source>
        <translation>正在经跳板链连接每个节点…</translation>
    </message>
    <message>
        <source>Agent Deployment</source>
        <translation>代理部署</translation>
    </message>
    <message>
        <source>The bundled agent goes to every node into a per-user directory (no root), only where the node&apos;s copy differs, is verified, and starts streaming telemetry over the bastion connection.</source>
        <translation>内置代理会被复制到每个节点的用户目录中（无需 root），仅在节点上的副本不同时才复制，经校验后通过堡垒机连接开始发送遥测数据。</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Deployment per node</source>
        <translation>各节点部署情况</translation>
    </message>
    <message>
        <source>pushed, %1</source>
        <translation>已推送，%1</translation>
    </message>
    <message>
        <source>already there, %1</source>
        <translation>已存在，%1</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) streaming.</source>
        <translation>%2 个节点中有 %1 个正在发送遥测数据。</translation>
    </message>
    <message>
        <source>L0 Connectivity</source>
        <translation>L0 连通性</translation>
    </message>
    <message>
        <source>Every node reached through the chain with a verified host key and an authenticated login, and NOT reachable directly from this machine: the management plane must not be exposed.</source>
        <translation>每个节点都须经跳板链连接、主机密钥已验证、登录已认证，且从本机无法直接访问：管理平面不得暴露。</translation>
    </message>
    <message>
        <source>Through the chain</source>
        <translation>经跳板链</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <source>Not reachable directly</source>
        <translation>不可直接访问</translation>
    </message>
    <message>
        <source>L0 checks per node</source>
        <translation>各节点 L0 检查</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>probing…</source>
        <translation>正在探测…</translation>
    </message>
    <message>
        <source>not applicable (no bastion)</source>
        <translation>不适用（无堡垒机）</translation>
    </message>
    <message>
        <source>fail: %1:%2 answers from here</source>
        <translation>失败：从本机可连通 %1:%2</translation>
    </message>
    <message>
        <source>L0: %1 of %2 node(s) pass.</source>
        <translation>L0：%2 个节点中有 %1 个通过。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Cluster &lt;b&gt;%1&lt;/b&gt; (%2, %3) is in the inventory.</source>
        <translation>集群 &lt;b&gt;%1&lt;/b&gt;（%2，%3）已加入集群清单。</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) stream telemetry; View &gt; Fleet shows them live.</source>
        <translation>%2 个节点中有 %1 个正在发送遥测数据；“视图 &gt; 节点总览”会实时显示它们。</translation>
    </message>
    <message>
        <source>The others are listed with their reason on the deployment step; they keep being retried.</source>
        <translation>其余节点及其原因列在部署步骤中；系统会持续重试。</translation>
    </message>
    <message>
        <source>Next: the validation checklists (L1 link … L6 fault drills) against the promises entered on the first step.</source>
        <translation>下一步：对照第一步填写的承诺，运行验收检查清单（L1 链路 … L6 故障演练）。</translation>
    </message>
    <message>
        <source>Onboard Cluster</source>
        <translation>接入集群</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s): %1</source>
        <translation>
            <numerusform>%n 个节点：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Not reached: %1: %2</source>
        <translation>未能连接：%1：%2</translation>
    </message>
    <message>
        <source>&amp;Cancel Scan</source>
        <translation>取消扫描(&amp;C)</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) reached</source>
        <translation>%2 个节点中已连接 %1 个</translation>
    </message>
    <message>
        <source>The onboarding was closed.</source>
        <translation>接入向导已关闭。</translation>
    </message>
    <message>
        <source>Scan host keys of %1</source>
        <translation>扫描 %1 的主机密钥</translation>
    </message>
    <message>
        <source>&amp;Retry All</source>
        <translation>全部重试(&amp;R)</translation>
    </message>
    <message>
        <source>Deploy again on every node that stopped, was refused or was not reached</source>
        <translation>在所有已停止、被拒绝或未能连接的节点上重新部署</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>The jump hosts in front of the chosen host (its ProxyJump), without the host</source>
        <translation>所选主机前面的跳板机（即其 ProxyJump），不含该主机本身</translation>
    </message>
    <message>
        <source>&amp;Jump Through It</source>
        <translation>通过它跳转(&amp;J)</translation>
    </message>
    <message>
        <source>The chosen host as the last jump host, after its own ProxyJump chain</source>
        <translation>将所选主机作为最后一个跳板机，排在其自身的 ProxyJump 链之后</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n jump host(s): %1</source>
        <translation>
            <numerusform>%n 个跳板机：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no ProxyJump: it is reached directly. To go through %1, use Jump Through It.</source>
        <translation>%1 没有 ProxyJump：它是直接连接的。若要经由 %1 连接，请使用“通过它跳转”。</translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation>未能到达：%1</translation>
    </message>
    <message>
        <source>One node per line as &quot;[name] [user@]host[:port]&quot;; names and hosts may be hostlist expressions such as gpu[001-128] or r[1-2]n[01-08], and a[1-3,7]-ib (text after the brackets is a ClusterGate extension the scheduler itself refuses). Or ask the scheduler on a login node.</source>
        <translation>每行一个节点，格式为“[名称] [用户@]主机[:端口]”；名称和主机可以是主机列表表达式，例如 gpu[001-128] 或 r[1-2]n[01-08]，以及 a[1-3,7]-ib（方括号后再接文本是 ClusterGate 的扩展写法，调度器本身不接受）。也可以询问登录节点上的调度器。</translation>
    </message>
    <message>
        <source>&amp;Discover from the Scheduler…</source>
        <translation>从调度器发现(&amp;D)…</translation>
    </message>
    <message>
        <source>Asks the scheduler on a login node, through the bastion chain, for its nodes and adds them</source>
        <translation>经堡垒机链向登录节点上的调度器查询其节点，并将其添加</translation>
    </message>
    <message>
        <source>Asking the scheduler on %1…</source>
        <translation>正在询问 %1 上的调度器…</translation>
    </message>
    <message numerus="yes">
        <source>%n host key(s) to review</source>
        <translation>
            <numerusform>%n 个主机密钥待审核</numerusform>
        </translation>
    </message>
    <message>
        <source>The contract&apos;s list price of one GPU-hour: every cost figure uses it</source>
        <translation>合同中一个 GPU 时的标价：所有成本数据均以此计算</translation>
    </message>
    <message>
        <source>GPU-hour &amp;price:</source>
        <translation>GPU 时单价(&amp;P)：</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>途经</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Nodes not reached: no host key to accept</source>
        <translation>未能连接的节点：没有可接受的主机密钥</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直连</translation>
    </message>
    <message>
        <source> → </source>
        <translation> → </translation>
    </message>
    <message>
        <source>none: not reached, no key to accept</source>
        <translation>无：未能连接，没有可接受的密钥</translation>
    </message>
    <message>
        <source>no hosts in ~/.ssh/config</source>
        <translation>~/.ssh/config 中没有主机</translation>
    </message>
    <message>
        <source>Nodes scanned</source>
        <translation>已扫描的节点</translation>
    </message>
    <message>
        <source>%1 of %2 node(s) scanned</source>
        <translation>已扫描 %1 / %2 个节点</translation>
    </message>
</context>
<context>
    <name>cg::ui::OverviewView</name>
    <message>
        <source>Compliance:</source>
        <translation>合规：</translation>
    </message>
    <message>
        <source>No clusters yet: Onboard Cluster… or Import ssh Config…</source>
        <translation>尚无集群：请“接入集群…”或“导入 ssh 配置…”</translation>
    </message>
    <message>
        <source>Onboard Cluster…</source>
        <translation>接入集群…</translation>
    </message>
    <message>
        <source>Import ssh Config…</source>
        <translation>导入 ssh 配置…</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting</source>
        <translation>
            <numerusform>%n 个申请待处理</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destruction(s) overdue</source>
        <translation>
            <numerusform>%n 项销毁已逾期</numerusform>
        </translation>
    </message>
    <message>
        <source>no ledger open</source>
        <translation>未打开台账</translation>
    </message>
    <message>
        <source>Threshold totals this year</source>
        <translation>本年度阈值累计</translation>
    </message>
    <message>
        <source>%1 so far: %2 people&apos;s sensitive, %3 people&apos;s other personal information abroad</source>
        <translation>%1 截至目前：已有 %2 人的敏感个人信息、%3 人的其他个人信息出境</translation>
    </message>
    <message>
        <source>New here? Read Help &gt; Getting Started</source>
        <translation>初次使用？请阅读“帮助 &gt; 入门指南”</translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation>入门指南</translation>
    </message>
    <message>
        <source>What ClusterGate does and the first steps (Help &gt; Getting Started)</source>
        <translation>ClusterGate 的功能及入门步骤（帮助 &gt; 入门指南）</translation>
    </message>
</context>
<context>
    <name>cg::ui::PaletteModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>cg::ui::PlannerView</name>
    <message>
        <source>Capacity Planner</source>
        <translation>容量规划器</translation>
    </message>
    <message>
        <source>Peak requests per second (Q):</source>
        <translation>每秒峰值请求数（Q）：</translation>
    </message>
    <message>
        <source>Requests per second at the busiest time</source>
        <translation>最繁忙时段的每秒请求数</translation>
    </message>
    <message>
        <source>Mean input tokens (L_in):</source>
        <translation>平均输入 token 数（L_in）：</translation>
    </message>
    <message>
        <source>Prompt tokens per request, on average</source>
        <translation>每个请求的平均提示词 token 数</translation>
    </message>
    <message>
        <source>Mean output tokens (L_out):</source>
        <translation>平均输出 token 数（L_out）：</translation>
    </message>
    <message>
        <source>Generated tokens per request, on average</source>
        <translation>每个请求的平均生成 token 数</translation>
    </message>
    <message>
        <source>Single-GPU throughput, tokens/s (TPS):</source>
        <translation>单 GPU 吞吐量，tokens/s（TPS）：</translation>
    </message>
    <message>
        <source>Measured on one GPU of this kind (an L4 benchmark run)</source>
        <translation>在一块同型号 GPU 上实测（L4 基准测试运行）</translation>
    </message>
    <message>
        <source>Batching efficiency (BatchEff):</source>
        <translation>批处理效率（BatchEff）：</translation>
    </message>
    <message>
        <source>Measured gain from batching, 1.5-4</source>
        <translation>实测的批处理增益，1.5-4</translation>
    </message>
    <message>
        <source>Target utilization (0-1, Util):</source>
        <translation>目标利用率（0-1，Util）：</translation>
    </message>
    <message>
        <source>0.7 = 70 %; typically 0.6-0.75</source>
        <translation>0.7 = 70%；通常为 0.6-0.75</translation>
    </message>
    <message>
        <source>Headroom (0.25 = 25 %):</source>
        <translation>余量（0.25 = 25%）：</translation>
    </message>
    <message>
        <source>Extra capacity because delivery times are uncertain; 0.2-0.3 is usual</source>
        <translation>因交付时间不确定而预留的额外容量；通常为 0.2-0.3</translation>
    </message>
    <message>
        <source>GPUs one replica of the model needs (8 for a model sharded over 8 GPUs)</source>
        <translation>一个模型副本所需的 GPU 数（模型切分到 8 块 GPU 上时为 8）</translation>
    </message>
    <message>
        <source>GPU group size</source>
        <translation>GPU 组大小</translation>
    </message>
    <message>
        <source>GPU group size:</source>
        <translation>GPU 组大小：</translation>
    </message>
    <message>
        <source>Availability zones</source>
        <translation>可用区</translation>
    </message>
    <message>
        <source>Survive the loss of one zone</source>
        <translation>可承受一个可用区失效</translation>
    </message>
    <message>
        <source>Availability zones:</source>
        <translation>可用区：</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>-20 %</source>
        <translation>-20%</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>+20 %</source>
        <translation>+20%</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>变动幅度</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>GPUs with one input at -20 % / +20 %, against the plan</source>
        <translation>单个输入变化 -20% / +20% 时的 GPU 数，与规划值对比</translation>
    </message>
    <message>
        <source>Sensitivity:</source>
        <translation>敏感性：</translation>
    </message>
    <message>
        <source>&amp;Inference</source>
        <translation>推理(&amp;I)</translation>
    </message>
    <message>
        <source>Target steps:</source>
        <translation>目标步数：</translation>
    </message>
    <message>
        <source>Measured step time (s):</source>
        <translation>实测单步时间（秒）：</translation>
    </message>
    <message>
        <source>From a short run on this cluster</source>
        <translation>来自在此集群上的一次短时运行</translation>
    </message>
    <message>
        <source>GPUs the job holds</source>
        <translation>作业占用的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs the job holds:</source>
        <translation>作业占用的 GPU 数：</translation>
    </message>
    <message>
        <source>Checkpoint write time (s):</source>
        <translation>检查点写入时间（秒）：</translation>
    </message>
    <message>
        <source>How long training stalls per checkpoint</source>
        <translation>每次保存检查点时训练停顿的时长</translation>
    </message>
    <message>
        <source>Mean time between failures of the job (h, 0 = none):</source>
        <translation>作业的平均故障间隔时间（小时，0 = 无故障）：</translation>
    </message>
    <message>
        <source>For the whole allocation: a node&apos;s MTBF divided by the number of nodes</source>
        <translation>针对整个分配：单节点 MTBF 除以节点数</translation>
    </message>
    <message>
        <source>Restart time after a failure (s):</source>
        <translation>故障后的重启时间（秒）：</translation>
    </message>
    <message>
        <source>Requeue, start and load</source>
        <translation>重新排队、启动和加载</translation>
    </message>
    <message>
        <source>Checkpoint interval (s, 0 = optimum):</source>
        <translation>检查点间隔（秒，0 = 最优值）：</translation>
    </message>
    <message>
        <source>0 uses Young&apos;s interval sqrt(2 x checkpoint time x MTBF)</source>
        <translation>0 表示使用 Young 间隔 sqrt(2 x 检查点耗时 x MTBF)</translation>
    </message>
    <message>
        <source>Training arithmetic</source>
        <translation>训练计算过程</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 over %3 zones)</source>
        <translation>%1 块 GPU（%2，分布于 %3 个可用区）</translation>
    </message>
    <message>
        <source>%1 GPUs (%2 groups of %3)</source>
        <translation>%1 块 GPU（%2 组，每组 %3 块）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>input -20 %</source>
        <translation>输入 -20%</translation>
    </message>
    <message>
        <source>input +20 %</source>
        <translation>输入 +20%</translation>
    </message>
    <message>
        <source>GPUs against the plan of %1</source>
        <translation>与规划值 %1 对比的 GPU 数</translation>
    </message>
    <message>
        <source>%1 GPU-hours (%2 h wall-clock, %3 % overhead)</source>
        <translation>%1 GPU 小时（墙钟时间 %2 小时，开销 %3%）</translation>
    </message>
    <message>
        <source>Checkpoint interval: %1</source>
        <translation>检查点间隔：%1</translation>
    </message>
</context>
<context>
    <name>cg::ui::PlanningWindows</name>
    <message>
        <source>&amp;Planning</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Planner…</source>
        <translation>规划器(&amp;P)…</translation>
    </message>
    <message>
        <source>GPUs for an inference peak or a training run, with the arithmetic</source>
        <translation>推理峰值或训练任务所需的 GPU 数，附计算过程</translation>
    </message>
    <message>
        <source>&amp;Alerts…</source>
        <translation>告警(&amp;A)…</translation>
    </message>
    <message>
        <source>Active alerts with what to do, acknowledge, history</source>
        <translation>活动告警及处理建议、确认、历史</translation>
    </message>
    <message>
        <source>&amp;Cost…</source>
        <translation>成本(&amp;C)…</translation>
    </message>
    <message>
        <source>Cluster C&amp;hoice…</source>
        <translation>集群选择(&amp;H)…</translation>
    </message>
    <message>
        <source>Primary and backup cluster from measured latency, what the ledger allows, GPUs on offer and price</source>
        <translation>根据实测延迟、台账允许的范围、可用 GPU 和价格选出主集群和备用集群</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>ClusterGate alerts</source>
        <translation>ClusterGate 告警</translation>
    </message>
    <message>
        <source>GPU-hours and cost per job, project and day from the scheduler&apos;s job records</source>
        <translation>根据调度器的作业记录，按作业、项目和日期统计 GPU 小时和成本</translation>
    </message>
    <message>
        <source>&amp;Inference…</source>
        <translation>推理(&amp;I)…</translation>
    </message>
    <message>
        <source>QPS, errors, TTFT and latency, tokens/s, cost per 1,000 requests and the baseline per inference service</source>
        <translation>各推理服务的 QPS、错误、TTFT 与延迟、每秒令牌数、每 1,000 次请求成本及基线</translation>
    </message>
</context>
<context>
    <name>cg::ui::PushDialog</name>
    <message>
        <source>&amp;Push</source>
        <translation>推送(&amp;P)</translation>
    </message>
    <message>
        <source>Request &amp;Export…</source>
        <translation>申请出境(&amp;E)…</translation>
    </message>
    <message>
        <source>Push Dataset</source>
        <translation>推送数据集</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>as approved</source>
        <translation>按批准内容</translation>
    </message>
    <message>
        <source>The export form the data leaves in; the approval must cover it</source>
        <translation>数据出境所采用的形式；须在批准范围之内</translation>
    </message>
    <message>
        <source>The directory on the cluster the dataset lands in</source>
        <translation>数据集在集群上的存放目录</translation>
    </message>
    <message>
        <source>Your identity key (a private-key credential) signs the transfer&apos;s manifest</source>
        <translation>由您的身份密钥（一个 private-key 凭据）签署本次传输的清单</translation>
    </message>
    <message>
        <source>Ask for the export this push needs, pre-filled</source>
        <translation>申请此次推送所需的出境（已预先填写）</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>数据集(&amp;D)：</translation>
    </message>
    <message>
        <source>C&amp;luster:</source>
        <translation>集群(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>形式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Remote directory:</source>
        <translation>远程目录(&amp;R)：</translation>
    </message>
    <message>
        <source>Signing &amp;key:</source>
        <translation>签名密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>push of %1 to %2</source>
        <translation>将 %1 推送到 %2</translation>
    </message>
    <message>
        <source>No datasets in the ledger yet: register one under Compliance &gt; Datasets.</source>
        <translation>台账中尚无数据集：请在“合规 &gt; 数据集”中登记。</translation>
    </message>
    <message>
        <source>No saved clusters yet: add one with Clusters &gt; New Cluster…</source>
        <translation>尚无已保存的集群：请通过“集群 &gt; 新建集群…”添加。</translation>
    </message>
    <message>
        <source>No identity key to sign the manifest: add a private-key credential in File &gt; Credentials.</source>
        <translation>没有可签署清单的身份密钥：请在“文件 &gt; 凭据”中添加一个 private-key 凭据。</translation>
    </message>
    <message>
        <source>Choose a dataset and a saved cluster.</source>
        <translation>请选择数据集和已保存的集群。</translation>
    </message>
    <message>
        <source>Cleared by approval %1 of request %2 (until %3).</source>
        <translation>已获申请 %2 的批准 %1 放行（有效期至 %3）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable remote directory.</source>
        <translation>“%1”不是可用的远程目录。</translation>
    </message>
    <message>
        <source>Refused by rule [%1]: %2.</source>
        <translation>被规则 [%1] 拒绝：%2。</translation>
    </message>
</context>
<context>
    <name>cg::ui::RecordingPlayer</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Find in the recording</source>
        <translation>在录像中查找</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>cg::ui::RecordingsModel</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>deleted (audit row %1)</source>
        <translation>已删除（审计日志第 %1 行）</translation>
    </message>
    <message>
        <source>kept, keys recorded</source>
        <translation>已保留，已记录按键</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1（经由 %2）</translation>
    </message>
</context>
<context>
    <name>cg::ui::RegisterOfficerDialog</name>
    <message>
        <source>Register Officer</source>
        <translation>登记合规官</translation>
    </message>
    <message>
        <source>Registers a person&apos;s signing key with a role, signed with your admin key: the ledger&apos;s registration row that `ledger verify` checks. Registered keys are never replaced.</source>
        <translation>为某人的签名密钥登记角色，并用您的管理员密钥签名：即 `ledger verify` 所校验的台账登记记录。已登记的密钥永远不会被替换。</translation>
    </message>
    <message>
        <source>NAME+HASH+BASE64, as Create Signing Key… shows it</source>
        <translation>NAME+HASH+BASE64，即“创建签名密钥…”所显示的格式</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>登记(&amp;R)</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation>验证密钥：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <source>%1 in this keychain (%2)</source>
        <translation>此钥匙串中的 %1（%2）</translation>
    </message>
    <message>
        <source>a verifier key someone gave you</source>
        <translation>他人交给您的验证密钥</translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation>由 %1 签名。</translation>
    </message>
    <message>
        <source>Only an admin registers people; you act as %1.</source>
        <translation>只有管理员才能登记人员；您当前的身份是 %1。</translation>
    </message>
    <message>
        <source>Choose a role.</source>
        <translation>请选择角色。</translation>
    </message>
    <message>
        <source>%1 is no longer in the keychain.</source>
        <translation>%1 已不在钥匙串中。</translation>
    </message>
    <message>
        <source>%1: approves and rejects export requests</source>
        <translation>%1：批准和驳回出境申请</translation>
    </message>
    <message>
        <source>%1: files export requests</source>
        <translation>%1：提交出境申请</translation>
    </message>
    <message>
        <source>%1: registers people, and approves</source>
        <translation>%1：登记人员并审批</translation>
    </message>
</context>
<context>
    <name>cg::ui::RequestDialog</name>
    <message>
        <source>Request Export</source>
        <translation>申请出境</translation>
    </message>
    <message>
        <source>ISO 3166 code, e.g. SG</source>
        <translation>ISO 3166 代码，例如 SG</translation>
    </message>
    <message>
        <source>fraction=0.1 (sampled), min_group_size=20 (aggregated)</source>
        <translation>fraction=0.1（抽样），min_group_size=20（聚合）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>assessment, contract filing or certificate number</source>
        <translation>评估编号、合同备案编号或认证证书编号</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>unsigned (as %1)</source>
        <translation>不签名（以 %1 身份）</translation>
    </message>
    <message>
        <source>Datasets:</source>
        <translation>数据集：</translation>
    </message>
    <message>
        <source>Destination cluster:</source>
        <translation>目的地集群：</translation>
    </message>
    <message>
        <source>Destination country or region:</source>
        <translation>目的地国家或地区：</translation>
    </message>
    <message>
        <source>Purpose:</source>
        <translation>用途：</translation>
    </message>
    <message>
        <source>Form:</source>
        <translation>形式：</translation>
    </message>
    <message>
        <source>Form parameters:</source>
        <translation>形式参数：</translation>
    </message>
    <message>
        <source>Legal mechanism:</source>
        <translation>法定机制：</translation>
    </message>
    <message>
        <source>Exemption clause:</source>
        <translation>豁免条款：</translation>
    </message>
    <message>
        <source>Mechanism reference:</source>
        <translation>机制编号：</translation>
    </message>
    <message>
        <source>Impact assessment:</source>
        <translation>个人信息保护影响评估：</translation>
    </message>
    <message>
        <source>Separate consent:</source>
        <translation>单独同意：</translation>
    </message>
    <message>
        <source>Retention abroad:</source>
        <translation>境外保留期：</translation>
    </message>
    <message>
        <source>Submit signed with:</source>
        <translation>提交时签名所用密钥：</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Save Draft</source>
        <translation>保存草稿</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>撤回</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Expire</source>
        <translation>标记为过期</translation>
    </message>
    <message>
        <source>2024 Provisions: %1 requires %2</source>
        <translation>《促进和规范数据跨境流动规定》（2024）：%1 需要 %2</translation>
    </message>
    <message>
        <source>Nothing refuses it: it can be submitted.</source>
        <translation>没有规则拒绝：可以提交。</translation>
    </message>
    <message>
        <source>Refused until changed:
%1</source>
        <translation>修改前将被拒绝：
%1</translation>
    </message>
    <message>
        <source>Saved as draft request %1.</source>
        <translation>已保存为草稿申请 %1。</translation>
    </message>
    <message>
        <source>Request %1 was not submitted:
%2</source>
        <translation>申请 %1 未提交：
%2</translation>
    </message>
    <message>
        <source>Save or submit the request first.</source>
        <translation>请先保存或提交申请。</translation>
    </message>
    <message>
        <source>Request %1 is withdrawn: a draft again, out of the Review Queue.</source>
        <translation>申请 %1 已撤回：重新成为草稿，已移出审批队列。</translation>
    </message>
    <message>
        <source>Request %1 is active: the data may leave, and is destroyed by the end of its retention.</source>
        <translation>申请 %1 已启用：数据可以出境，并须在保留期结束前销毁。</translation>
    </message>
    <message>
        <source>Request %1 expired: record its destruction in Destruction Tracking.</source>
        <translation>申请 %1 已过期：请在“销毁跟踪”中记录其销毁。</translation>
    </message>
    <message>
        <source>Filed and signed as %1.</source>
        <translation>已以 %1 的名义创建并签名。</translation>
    </message>
    <message>
        <source>Draft request %1 is saved as it is.</source>
        <translation>草稿申请 %1 已按原样保存。</translation>
    </message>
    <message>
        <source>Request %1 submitted by %2: it waits in the Review Queue for an officer who is neither the requester nor the datasets&apos; owner.</source>
        <translation>申请 %1 已由 %2 提交：正在审批队列中等待一名既非申请人、也非数据集所有人的合规官审批。</translation>
    </message>
    <message>
        <source>Not submitted, nothing was filed:
%1</source>
        <translation>未提交，未创建任何内容：
%1</translation>
    </message>
    <message>
        <source>the cluster&apos;s name, as it will be saved in the console</source>
        <translation>集群名称，与将在控制台中保存的名称一致</translation>
    </message>
    <message>
        <source>%1 (no region saved)</source>
        <translation>%1（未保存地区）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Another cluster, not saved here…</source>
        <translation>其他集群（未在此保存）…</translation>
    </message>
    <message>
        <source>%1 has no region saved: type the country, and save it in the cluster&apos;s settings</source>
        <translation>%1 未保存地区：请输入国家，并将其保存到该集群的设置中</translation>
    </message>
    <message>
        <source>The region saved for %1; change it in the cluster&apos;s settings</source>
        <translation>为 %1 保存的地区；请在该集群的设置中修改</translation>
    </message>
    <message>
        <source>Filed as %1, unsigned.</source>
        <translation>已以 %1 的名义提交，未签名。</translation>
    </message>
    <message>
        <source>Will be filed and signed as %1.</source>
        <translation>将以 %1 的名义提交并签名。</translation>
    </message>
    <message>
        <source>Will be filed as %1, unsigned. %2</source>
        <translation>将以 %1 的名义提交，不签名。%2</translation>
    </message>
</context>
<context>
    <name>cg::ui::RequestsModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Request</source>
        <translation>申请</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Requester</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Highest grade</source>
        <translation>最高级别</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation>出境机制</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>已等待</translation>
    </message>
</context>
<context>
    <name>cg::ui::ReviewQueue</name>
    <message>
        <source>Review Queue</source>
        <translation>审批队列</translation>
    </message>
    <message>
        <source>Waiting for a decision</source>
        <translation>等待决定</translation>
    </message>
    <message>
        <source>Every request</source>
        <translation>全部申请</translation>
    </message>
    <message>
        <source>Export requests</source>
        <translation>出境申请</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>批准(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>驳回(&amp;R)…</translation>
    </message>
    <message>
        <source>Choose a request first.</source>
        <translation>请先选择一个申请。</translation>
    </message>
    <message>
        <source>Approve Request</source>
        <translation>批准申请</translation>
    </message>
    <message>
        <source>Reject Request</source>
        <translation>驳回申请</translation>
    </message>
    <message>
        <source>Valid until:</source>
        <translation>有效期至：</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>You sign as: %1</source>
        <translation>您的签名身份：%1</translation>
    </message>
    <message>
        <source>Request %1 rejected, signed by %2.</source>
        <translation>申请 %1 已驳回，由 %2 签名。</translation>
    </message>
    <message>
        <source>Approved by:</source>
        <translation>批准人：</translation>
    </message>
    <message>
        <source>Rejected by:</source>
        <translation>驳回人：</translation>
    </message>
    <message>
        <source>Only a submitted request can be decided; this one is %1.</source>
        <translation>只能对已提交的申请作出决定；此申请当前为“%1”。</translation>
    </message>
    <message>
        <source>Choose a request to see its purpose, retention and decisions.</source>
        <translation>选择一个申请以查看其用途、保留期和决定。</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Request %1 by %2: %3</source>
        <translation>申请 %1（申请人：%2）：%3</translation>
    </message>
    <message>
        <source>Purpose: %1</source>
        <translation>用途：%1</translation>
    </message>
    <message numerus="yes">
        <source>Retention abroad: %n day(s)</source>
        <translation>
            <numerusform>境外保留期：%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Submitted content SHA-256: %1</source>
        <translation>提交内容的 SHA-256：%1</translation>
    </message>
    <message>
        <source>Approved by %1 (key %2) on %3, until %4: %5</source>
        <translation>%1（密钥 %2）于 %3 批准，有效期至 %4：%5</translation>
    </message>
    <message>
        <source>Rejected by %1 (key %2) on %3: %4</source>
        <translation>%1（密钥 %2）于 %3 驳回：%4</translation>
    </message>
    <message>
        <source>%1 signs the approval; it holds until %2 (inclusive).</source>
        <translation>%1 签署批准；批准有效期至 %2（含当日）。</translation>
    </message>
    <message>
        <source>%1 may not approve: %2</source>
        <translation>%1 不能批准：%2</translation>
    </message>
    <message>
        <source>Requester: %1, key %2</source>
        <translation>申请人：%1，密钥 %2</translation>
    </message>
    <message>
        <source>Requester: %1 (submission not signed with a key)</source>
        <translation>申请人：%1（提交时未使用密钥签名）</translation>
    </message>
    <message>
        <source>Destination: cluster %1 in %2</source>
        <translation>目的地：%2 的集群 %1</translation>
    </message>
    <message>
        <source>Form: %1</source>
        <translation>形式：%1</translation>
    </message>
    <message>
        <source>Datasets:</source>
        <translation>数据集：</translation>
    </message>
    <message>
        <source>; %1 from %2 (inherited %3)</source>
        <translation>；%1，来源 %2（继承 %3）</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>派生</translation>
    </message>
    <message>
        <source>, lowered to %1 (signed by %2: %3)</source>
        <translation>，降为 %1（由 %2 签名：%3）</translation>
    </message>
    <message>
        <source>, anonymised: the sources&apos; grade stops here</source>
        <translation>，已匿名化：来源的级别到此不再继承</translation>
    </message>
    <message>
        <source>  %1: %2 (GB/T 43697 %3), owner %4, %5 people%6</source>
        <translation>  %1：%2（GB/T 43697 %3），所有者 %4，%5 人%6</translation>
    </message>
    <message>
        <source>    important data: %1</source>
        <translation>    重要数据：%1</translation>
    </message>
    <message>
        <source>, personal</source>
        <translation>，个人信息</translation>
    </message>
    <message>
        <source>    fields: %1</source>
        <translation>    字段：%1</translation>
    </message>
    <message>
        <source>    source %1: %2, %3 people%4</source>
        <translation>    来源 %1：%2，%3 人%4</translation>
    </message>
    <message>
        <source>; fields: %1</source>
        <translation>；字段：%1</translation>
    </message>
    <message>
        <source>People this export carries: %1 sensitive, %2 other (%3)</source>
        <translation>此次出境涉及人数：敏感 %1，其他 %2（%3）</translation>
    </message>
    <message>
        <source>as the request states</source>
        <translation>按申请所述</translation>
    </message>
    <message>
        <source>everyone the datasets cover</source>
        <translation>数据集涵盖的全部人员</translation>
    </message>
    <message>
        <source>This year&apos;s totals (from 1 January %1): sensitive %2 -&gt; %3 (security assessment at 10,000); non-sensitive %4 -&gt; %5 (standard contract or certification at 100,000, security assessment at 1,000,000)</source>
        <translation>本年度累计（自 %1 年 1 月 1 日起）：敏感 %2 -&gt; %3（达 1 万人需安全评估）；非敏感 %4 -&gt; %5（达 10 万人需标准合同或认证，达 100 万人需安全评估）</translation>
    </message>
    <message>
        <source>2024 Provisions: %1 requires %2%3</source>
        <translation>《促进和规范数据跨境流动规定》（2024）：%1需要%2%3</translation>
    </message>
    <message>
        <source> (exemption: %1)</source>
        <translation> （豁免：%1）</translation>
    </message>
    <message>
        <source>Refused by the rules:</source>
        <translation>被规则拒绝：</translation>
    </message>
    <message>
        <source>Legal basis: %1; impact assessment: %2; separate consent: %3</source>
        <translation>法律依据：%1；个人信息保护影响评估：%2；单独同意：%3</translation>
    </message>
    <message>
        <source>Destruction plan: destroyed by %1, with a certificate (NIST SP 800-88 method, verification, witness)</source>
        <translation>销毁计划：于 %1 前销毁，并出具销毁证明（NIST SP 800-88 方法、验证、见证人）</translation>
    </message>
    <message numerus="yes">
        <source>Destruction plan: destroyed %n day(s) after activation, with a certificate (NIST SP 800-88 method, verification, witness)</source>
        <translation>
            <numerusform>销毁计划：启用后 %n 天内销毁，并出具销毁证明（NIST SP 800-88 方法、验证、见证人）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 signs the rejection.</source>
        <translation>%1 签署驳回。</translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation>未标版本</translation>
    </message>
    <message>
        <source>    version %1 (as submitted)</source>
        <translation>    版本 %1（与提交时相同）</translation>
    </message>
    <message>
        <source>    version %1 as submitted, %2 in the ledger now: the request no longer covers the data as it is</source>
        <translation>    提交时为版本 %1，台账中现为 %2：该申请已不再涵盖当前的数据</translation>
    </message>
    <message>
        <source>    version %1</source>
        <translation>    版本 %1</translation>
    </message>
    <message>
        <source>The person this desktop acts as: requests, approvals and rejections are signed with their keys only</source>
        <translation>此桌面端当前以其身份操作的人员：申请、批准和驳回只用此人的密钥签名</translation>
    </message>
    <message>
        <source>Act as:</source>
        <translation>操作身份：</translation>
    </message>
    <message>
        <source>nobody (no registered key)</source>
        <translation>无人（没有已登记的密钥）</translation>
    </message>
    <message>
        <source>Choose who you act as…</source>
        <translation>选择操作身份…</translation>
    </message>
    <message>
        <source>Create Signing &amp;Key…</source>
        <translation>创建签名密钥(&amp;K)…</translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation>此桌面端没有可保存签名密钥的钥匙串。</translation>
    </message>
    <message>
        <source>Register &amp;Officer…</source>
        <translation>登记合规官(&amp;O)…</translation>
    </message>
    <message>
        <source>Register a person&apos;s signing key with a role, signed with your admin key</source>
        <translation>为某人的签名密钥登记角色，并用您的管理员密钥签名</translation>
    </message>
    <message>
        <source>Only an admin registers people: %1</source>
        <translation>只有管理员才能登记人员：%1</translation>
    </message>
    <message>
        <source>Only an admin registers people; you act as %1.</source>
        <translation>只有管理员才能登记人员；您当前的身份是 %1。</translation>
    </message>
    <message>
        <source>Make a new signing key for a person, kept in this keychain</source>
        <translation>为某人生成新的签名密钥，保存在此钥匙串中</translation>
    </message>
    <message>
        <source>&amp;Found Ledger…</source>
        <translation>创建台账(&amp;F)…</translation>
    </message>
    <message>
        <source>Become this ledger&apos;s first admin, with your signing key</source>
        <translation>成为此台账的首位管理员，使用您的签名密钥</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>撤回(&amp;W)</translation>
    </message>
    <message>
        <source>Ac&amp;tivate</source>
        <translation>启用(&amp;T)</translation>
    </message>
    <message>
        <source>E&amp;xpire</source>
        <translation>到期(&amp;X)</translation>
    </message>
    <message>
        <source>Only a submitted request is withdrawn.</source>
        <translation>只有已提交的申请才能撤回。</translation>
    </message>
    <message>
        <source>Only its requester, %1, withdraws it.</source>
        <translation>只有其申请人 %1 才能撤回。</translation>
    </message>
    <message>
        <source>Back to a draft, out of this queue</source>
        <translation>退回为草稿，移出此队列</translation>
    </message>
    <message>
        <source>The data leaves now: its retention and destruction date start</source>
        <translation>数据现在出境：保留期和销毁日期自此开始计算</translation>
    </message>
    <message>
        <source>Only an approved request is activated.</source>
        <translation>只有已批准的申请才能启用。</translation>
    </message>
    <message>
        <source>The transfer is over: record its destruction next</source>
        <translation>传输已结束：接下来请记录销毁情况</translation>
    </message>
    <message>
        <source>Only an active request expires.</source>
        <translation>只有已启用的申请才能到期。</translation>
    </message>
    <message>
        <source>Request %1 approved until %2, signed by %3. It is activated (Every request, Activate) when the data leaves.</source>
        <translation>申请 %1 已批准，有效期至 %2，由 %3 签名。数据出境时请将其启用（“全部申请”中的“启用”）。</translation>
    </message>
    <message>
        <source>Request %1 is withdrawn: a draft again, out of the Review Queue.</source>
        <translation>申请 %1 已撤回：重新成为草稿，已移出审批队列。</translation>
    </message>
    <message>
        <source>Request %1 is active: the data may leave, and is destroyed by the end of its retention.</source>
        <translation>申请 %1 已启用：数据可以出境，并须在保留期结束前销毁。</translation>
    </message>
    <message>
        <source>Request %1 expired: record its destruction in Destruction Tracking.</source>
        <translation>申请 %1 已过期：请在“销毁跟踪”中记录其销毁。</translation>
    </message>
</context>
<context>
    <name>cg::ui::SecretPromptDialog</name>
    <message>
        <source>One-time password</source>
        <translation>一次性密码</translation>
    </message>
    <message>
        <source>SSH authentication</source>
        <translation>SSH 认证</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;&lt;small&gt;%2@%3&lt;/small&gt;</source>
        <translation>%1&lt;br&gt;&lt;small&gt;%2@%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>密码或口令</translation>
    </message>
    <message>
        <source>&amp;Remember in the keychain</source>
        <translation>记住到钥匙串(&amp;R)</translation>
    </message>
    <message>
        <source>Keep it in the operating system&apos;s keychain (never in ClusterGate&apos;s files) and use it next time</source>
        <translation>保存在操作系统的钥匙串中（绝不写入 ClusterGate 的文件），下次自动使用</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1，端口 %2</translation>
    </message>
    <message>
        <source>%1@%2 asks, in its own words:&lt;br&gt;&lt;i&gt;%3&lt;/i&gt;</source>
        <translation>%1@%2 提出的原文如下：&lt;br&gt;&lt;i&gt;%3&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>cg::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>cg::ui::ShortcutsModel</name>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigImportDialog</name>
    <message>
        <source>Import ssh config</source>
        <translation>导入 ssh 配置</translation>
    </message>
    <message>
        <source>Config file:</source>
        <translation>配置文件：</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>Hosts in the ssh config</source>
        <translation>ssh 配置中的主机</translation>
    </message>
    <message>
        <source>Issues found in the config:</source>
        <translation>配置中发现的问题：</translation>
    </message>
    <message>
        <source>Issues found in the ssh config</source>
        <translation>ssh 配置中发现的问题</translation>
    </message>
    <message>
        <source>Resolve Match blocks with OpenSSH</source>
        <translation>用 OpenSSH 解析 Match 块</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Select all importable hosts</source>
        <translation>选中所有可导入的主机</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>import summary: &quot;N hosts will be imported&quot;, &quot;M not imported&quot;</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) will be imported</source>
        <translation>
            <numerusform>将导入 %n 台主机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not imported</source>
        <translation>
            <numerusform>%n 台不导入</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving with OpenSSH…</source>
        <translation>正在用 OpenSSH 解析…</translation>
    </message>
    <message>
        <source>This config has no Match blocks; ClusterGate resolved every host itself.</source>
        <translation>此配置没有 Match 块；ClusterGate 已自行解析所有主机。</translation>
    </message>
    <message>
        <source>OpenSSH (the ssh program) is not installed; install it to resolve hosts the way Match blocks change them.</source>
        <translation>未安装 OpenSSH（ssh 程序）；需要安装它才能按 Match 块的规则解析主机。</translation>
    </message>
    <message>
        <source>Runs ssh -G for every listed host, which evaluates Match blocks (including Match exec commands) as ssh would. Opens no connection.</source>
        <translation>对列出的每台主机运行 ssh -G，像 ssh 一样对 Match 块（包括 Match exec 命令）求值。不会建立连接。</translation>
    </message>
    <message>
        <source>Choose an ssh config file</source>
        <translation>选择 ssh 配置文件</translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigImportModel</name>
    <message>
        <source>not imported: %1</source>
        <translation>不导入：%1</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>未选中</translation>
    </message>
    <message>
        <source>will be imported</source>
        <translation>将导入</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>直连</translation>
    </message>
    <message>
        <source>Resolved by OpenSSH (ssh -G).</source>
        <translation>由 OpenSSH 解析（ssh -G）。</translation>
    </message>
    <message>
        <source>Not set: your local user name is used.</source>
        <translation>未设置：将使用本地用户名。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>jump host: user@host:port (ssh config alias)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Connects through, in this order:
%1</source>
        <translation>依次经由：
%1</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>Host name</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Jump chain</source>
        <translation>跳板链</translation>
    </message>
    <message>
        <source>Defined at</source>
        <translation>定义位置</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>will be imported as a jump host of the hosts behind it, not as a node</source>
        <translation>将作为其后方主机的跳板机导入，而不是作为节点</translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigIssuesModel</name>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>问题</translation>
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
    <message>
        <source>%1: direct connection</source>
        <translation>%1：直连</translation>
    </message>
    <message>
        <source>%1: through %2</source>
        <translation>%1：经由 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>hop %1: %2</source>
        <translation>第 %1 跳：%2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
</context>
<context>
    <name>cg::ui::TaskListModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>cg::ui::TaskPanel</name>
    <message>
        <source>Tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the selected task</source>
        <translation>停止所选任务</translation>
    </message>
    <message>
        <source>Clear Finished</source>
        <translation>清除已完成</translation>
    </message>
</context>
<context>
    <name>cg::ui::TerminalTab</name>
    <message>
        <source>BROADCAST — what you type here goes to every marked terminal</source>
        <translation>广播 — 在此输入的内容将发送到所有已标记的终端</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>重新连接</translation>
    </message>
    <message>
        <source>Find in scrollback</source>
        <translation>在回滚缓冲区中查找</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation>无法重新连接：%1</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>正在重新连接到 %1…</translation>
    </message>
    <message>
        <source>Disconnected from %1: %2</source>
        <translation>已与 %1 断开连接：%2</translation>
    </message>
    <message>
        <source>The session on %1 ended (%2). Reconnect opens a new shell.</source>
        <translation>%1 上的会话已结束（%2）。重新连接将打开一个新的 shell。</translation>
    </message>
    <message>
        <source>[BROADCAST] </source>
        <translation>[广播] </translation>
    </message>
    <message>
        <source>%1 — “%2”</source>
        <translation>%1 — “%2”</translation>
    </message>
    <message>
        <source>new session on %1 at %2</source>
        <translation>%2 在 %1 上开始的新会话</translation>
    </message>
</context>
<context>
    <name>cg::ui::TerminalsView</name>
    <message>
        <source>Open terminals</source>
        <translation>已打开的终端</translation>
    </message>
    <message>
        <source>No terminals open. Select a node (Clusters, Fleet or Ctrl+K) and press Open Terminal: the shell rides the cluster&apos;s existing login, with no new prompt.</source>
        <translation>没有打开的终端。请选择一个节点（集群、节点总览或 Ctrl+K），然后按“打开终端”：shell 复用集群现有的登录，不会再次提示。</translation>
    </message>
    <message>
        <source>Recordings</source>
        <translation>录像</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Replay the session in the built-in player (pause, seek, speed, search)</source>
        <translation>在内置播放器中回放会话（暂停、跳转、变速、搜索）</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>校验(&amp;V)</translation>
    </message>
    <message>
        <source>Hash the file again and compare it with the audit log&apos;s record of it</source>
        <translation>重新计算文件哈希，并与审计日志中的记录比对</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Save a copy (verified first) that plays with asciinema</source>
        <translation>保存一份副本（先经校验），可用 asciinema 播放</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>The ledger is not open, so the recordings&apos; audit events cannot be read.</source>
        <translation>台账未打开，无法读取录像的审计事件。</translation>
    </message>
    <message>
        <source>Cannot list the recordings: %1</source>
        <translation>无法列出录像：%1</translation>
    </message>
    <message>
        <source>No recordings yet: every terminal session is recorded when it closes.</source>
        <translation>还没有录像：每个终端会话关闭时都会保存录像。</translation>
    </message>
    <message>
        <source>Cannot play this recording: %1</source>
        <translation>无法播放此录像：%1</translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation>录像 %1</translation>
    </message>
    <message>
        <source>Intact: SHA-256 %1 and %2 bytes, as the audit log recorded at row %3.</source>
        <translation>完好：SHA-256 %1，%2 字节，与审计日志第 %3 行的记录一致。</translation>
    </message>
    <message>
        <source>NOT intact: %1. The audit log recorded SHA-256 %2 (%3 bytes) at row %4.</source>
        <translation>不完好：%1。审计日志第 %4 行记录的是 SHA-256 %2（%3 字节）。</translation>
    </message>
    <message>
        <source>Not exported: the file does not match its audit event (%1).</source>
        <translation>未导出：文件与其审计事件不符（%1）。</translation>
    </message>
    <message>
        <source>Export Recording</source>
        <translation>导出录像</translation>
    </message>
    <message>
        <source>asciicast recordings (*.cast)</source>
        <translation>asciicast 录像 (*.cast)</translation>
    </message>
    <message>
        <source>Cannot write %1: check the folder exists and is writable.</source>
        <translation>无法写入 %1：请检查该文件夹是否存在且可写。</translation>
    </message>
    <message>
        <source>Exported to %1 (SHA-256 %2). Play it with: asciinema play %1</source>
        <translation>已导出到 %1（SHA-256 %2）。播放命令：asciinema play %1</translation>
    </message>
    <message>
        <source>Hashing the recording…</source>
        <translation>正在计算录像的哈希值…</translation>
    </message>
</context>
<context>
    <name>cg::ui::ThresholdsView</name>
    <message>
        <source>Cross-border Thresholds</source>
        <translation>数据出境门槛</translation>
    </message>
    <message>
        <source>Calendar year</source>
        <translation>自然年</translation>
    </message>
    <message>
        <source>People counted</source>
        <translation>计数类别</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>门槛</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>本年度</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>所需机制</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>门槛</translation>
    </message>
    <message>
        <source>Calendar year (China Standard Time):</source>
        <translation>自然年（北京时间）：</translation>
    </message>
    <message>
        <source>In %1, the personal information of %2 people (sensitive) and %3 people (other) went abroad under approved requests.</source>
        <translation>%1 年，经批准的申请已使 %2 人的敏感个人信息和 %3 人的其他个人信息出境。</translation>
    </message>
    <message>
        <source>Transfers this year now require: %1.</source>
        <translation>本年度的出境现需：%1。</translation>
    </message>
    <message>
        <source>sensitive</source>
        <translation>敏感</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 及以上</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
</context>
<context>
    <name>cg::ui::TransfersModel</name>
    <message>
        <source>%1 % of %2</source>
        <translation>%1%（共 %2）</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目的地</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>预计剩余</translation>
    </message>
    <message>
        <source>Resent</source>
        <translation>重发</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>cg::ui::TransfersView</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>续传(&amp;R)</translation>
    </message>
    <message>
        <source>Stop before the next chunk; the transfer stays resumable</source>
        <translation>在下一个分块之前停止；传输仍可续传</translation>
    </message>
    <message>
        <source>Continue from the last verified chunk (the ledger is checked again first)</source>
        <translation>从最后一个已校验的分块继续（会先重新检查台账）</translation>
    </message>
    <message>
        <source>%1: asked to stop before its next chunk</source>
        <translation>%1：已请求在下一个分块之前停止</translation>
    </message>
    <message>
        <source>%1: resuming in the background (&apos;clustergate data status %1&apos; shows it)</source>
        <translation>%1：正在后台续传（“clustergate data status %1”可查看进度）</translation>
    </message>
    <message>
        <source>%1: could not start &apos;clustergate data resume %1&apos;</source>
        <translation>%1：无法启动“clustergate data resume %1”</translation>
    </message>
    <message>
        <source>&amp;Push Dataset…</source>
        <translation>推送数据集(&amp;P)…</translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its approved export (%1)</source>
        <translation>依据已批准的出境申请将数据集发送到集群（%1）</translation>
    </message>
    <message>
        <source>Datasets leave only under an active approved export to the cluster&apos;s country or region: Push Dataset… here, or &apos;clustergate data push DATASET --cluster C&apos;.</source>
        <translation>数据集只能依据已生效且已批准、目的地为集群所在国家或地区的出境申请出境：请在此处使用“推送数据集…”，或运行“clustergate data push DATASET --cluster C”。</translation>
    </message>
    <message>
        <source>No ledger: datasets cannot be pushed without one.</source>
        <translation>没有台账：没有台账就无法推送数据集。</translation>
    </message>
    <message>
        <source>%1: no saved cluster &apos;%2&apos; to resume it on</source>
        <translation>%1：没有已保存的集群“%2”可用于续传</translation>
    </message>
    <message>
        <source>%1: %2 prepared and signed; sending</source>
        <translation>%1：%2 已准备并签名；正在发送</translation>
    </message>
    <message>
        <source>%1: started</source>
        <translation>%1：已开始</translation>
    </message>
</context>
<context>
    <name>cg::ui::TrustAnchorsView</name>
    <message>
        <source>Trust Anchors</source>
        <translation>信任锚</translation>
    </message>
    <message>
        <source>Verify trusts the ledger only as far as these vouch for it: an admin&apos;s key whose fingerprint you confirmed with them, or a checkpoint file kept away from this machine.</source>
        <translation>“校验”对台账的信任程度仅限于这些信任锚所担保的范围：您已与管理员本人核实过指纹的管理员密钥，或保存在本机以外的检查点文件。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>Vouched for by</source>
        <translation>担保人</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>Trust anchors</source>
        <translation>信任锚</translation>
    </message>
    <message>
        <source>Add &amp;Key…</source>
        <translation>添加密钥(&amp;K)…</translation>
    </message>
    <message>
        <source>Add &amp;Checkpoint…</source>
        <translation>添加检查点(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>%1 (unusable: %2)</source>
        <translation>%1（不可用：%2）</translation>
    </message>
    <message>
        <source>%1&apos;s key %2 is now a trust anchor: run Verify.</source>
        <translation>%1 的密钥 %2 现已成为信任锚：请运行“校验”。</translation>
    </message>
    <message>
        <source>The checkpoint %1 is now a trust anchor: run Verify.</source>
        <translation>检查点 %1 现已成为信任锚：请运行“校验”。</translation>
    </message>
    <message>
        <source>Trust anchor removed.</source>
        <translation>信任锚已移除。</translation>
    </message>
    <message>
        <source>Add a Trusted Key</source>
        <translation>添加受信任密钥</translation>
    </message>
    <message>
        <source>paste the key below</source>
        <translation>在下方粘贴密钥</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1（%2），%3</translation>
    </message>
    <message>
        <source>NAME+HASH+BASE64, as &apos;clustergate ledger officers&apos; prints it</source>
        <translation>NAME+HASH+BASE64，即“clustergate ledger officers”输出的格式</translation>
    </message>
    <message>
        <source>e.g. fingerprint read out by olga in person, 2026-12-04</source>
        <translation>例如：指纹由 olga 当面读出，2026-12-04</translation>
    </message>
    <message>
        <source>Registered key:</source>
        <translation>已登记的密钥：</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>Vouched for by:</source>
        <translation>担保人：</translation>
    </message>
    <message>
        <source>Checkpoint File</source>
        <translation>检查点文件</translation>
    </message>
    <message>
        <source>Add a Checkpoint</source>
        <translation>添加检查点</translation>
    </message>
    <message>
        <source>e.g. kept by the auditor on a USB key since 2026-11-30</source>
        <translation>例如：自 2026-11-30 起由审计员保存在 U 盘上</translation>
    </message>
    <message>
        <source>Checkpoint:</source>
        <translation>检查点：</translation>
    </message>
    <message>
        <source>&amp;Sign Checkpoint…</source>
        <translation>签署检查点(&amp;S)…</translation>
    </message>
    <message>
        <source>Sign a checkpoint of the log&apos;s current head as %1, write it to a file to keep away from this machine, and trust it here</source>
        <translation>以 %1 的身份为日志的当前链头签署检查点，写入一个文件以便保存在本机以外，并在本机信任它</translation>
    </message>
    <message>
        <source>No signing key of this desktop&apos;s keychain is at hand here</source>
        <translation>本机钥匙串中没有可用的签名密钥</translation>
    </message>
    <message>
        <source>Only an officer or an admin signs checkpoints; you act as %1.</source>
        <translation>只有合规官或管理员才能签署检查点；您当前的身份是 %1。</translation>
    </message>
    <message>
        <source>%1 signed a checkpoint of rows 1 to %2, written to %3 and trusted here: run Verify. Keep a copy of that file away from this machine (an auditor&apos;s drive): a rewrite of the ledger would no longer match it.</source>
        <translation>%1 已为第 1 至 %2 条记录签署检查点，写入 %3 并在本机受信任：请运行“校验”。请在本机以外（如审计人员的存储设备）保存该文件的副本：台账一旦被改写便无法与之相符。</translation>
    </message>
    <message>
        <source>Checkpoints (*.note);;All files (*)</source>
        <translation>检查点 (*.note);;所有文件 (*)</translation>
    </message>
    <message>
        <source>not a verifier key yet</source>
        <translation>尚不是验证密钥</translation>
    </message>
    <message>
        <source>Compare the fingerprint with the key&apos;s owner before you trust it.</source>
        <translation>信任之前，请先与密钥的所有者核对指纹。</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Save the Checkpoint %1 Signs</source>
        <translation>保存由 %1 签署的检查点</translation>
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
<context>
    <name>cg::ui::Workspace</name>
    <message>
        <source>Attach to Main Window</source>
        <translation>停靠到主窗口</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Detach into Own Window</source>
        <translation>分离为独立窗口</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>cg::validation</name>
    <message>
        <source>pending</source>
        <translation>待运行</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>受阻</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>%1, %2 of %3 nodes</source>
        <translation>%1，%3 个节点中的 %2 个</translation>
    </message>
    <message>
        <source>%1, %2 excluded: %3</source>
        <translation>%1，已排除 %2 个：%3</translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptanceCharts</name>
    <message>
        <source>threshold %1 %2</source>
        <translation>阈值 %1 %2</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1：%2 %3</translation>
    </message>
    <message>
        <source>baseline %1 %2</source>
        <translation>基线 %1 %2</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>GEMM throughput</source>
        <translation>GEMM 吞吐量</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth by message size</source>
        <translation>NCCL 总线带宽（按消息大小）</translation>
    </message>
    <message>
        <source>%1 per device against the baseline</source>
        <translation>各设备的 %1 与基线对比</translation>
    </message>
    <message>
        <source>device (host/device); red: below a fail threshold</source>
        <translation>设备（主机/设备）；红色：低于失败阈值</translation>
    </message>
    <message>
        <source>No NCCL chart: this check has no NCCL figures (%1).</source>
        <translation>无 NCCL 图表：此检查没有 NCCL 数值（%1）。</translation>
    </message>
    <message>
        <source>No NCCL chart by message size: the results carry no per-size rows, only the figures in the table above.</source>
        <translation>无按消息大小的 NCCL 图表：结果中没有按大小列出的行，只有上表中的数值。</translation>
    </message>
    <message>
        <source>message size (bytes, log scale)</source>
        <translation>消息大小（字节，对数刻度）</translation>
    </message>
    <message>
        <source>%1 %2 busbw in place</source>
        <translation>%1 %2 busbw（原地）</translation>
    </message>
    <message>
        <source>NCCL bus bandwidth by message size against the contract</source>
        <translation>NCCL 总线带宽（按消息大小）与合同对比</translation>
    </message>
    <message>
        <source>contract %1 %2 GB/s</source>
        <translation>合同 %1 %2 GB/s</translation>
    </message>
    <message>
        <source>The contract promises no NCCL bus bandwidth (%1): the chart shows the baseline&apos;s thresholds only.</source>
        <translation>合同未承诺 NCCL 总线带宽（%1）：图表仅显示基线的阈值。</translation>
    </message>
    <message>
        <source>No RTT distribution: no echo was measured (%1).</source>
        <translation>无 RTT 分布：未测量到回显（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Distribution of %n RTT sample(s): %1</source>
        <translation>
            <numerusform>%n 个 RTT 样本的分布：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>round-trip time (ms)</source>
        <translation>往返时间（ms）</translation>
    </message>
    <message>
        <source>echoes</source>
        <translation>回显次数</translation>
    </message>
    <message>
        <source>p50 %1 ms</source>
        <translation>p50 %1 ms</translation>
    </message>
    <message>
        <source>p99 %1 ms</source>
        <translation>p99 %1 ms</translation>
    </message>
    <message>
        <source>p99 limit %1 %2 ms</source>
        <translation>p99 上限 %1 %2 ms</translation>
    </message>
    <message>
        <source>No %1 chart: the results hold no %2 figures (%3).</source>
        <translation>无 %1 图表：结果中没有 %2 数值（%3）。</translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptancePages</name>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>%1 of %2 passed</source>
        <translation>%2 项中 %1 项通过</translation>
    </message>
    <message>
        <source>%1 warned</source>
        <translation>%1 项警告</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 项失败</translation>
    </message>
    <message>
        <source>%1 did not run</source>
        <translation>%1 项未运行</translation>
    </message>
    <message>
        <source>NOT ACCEPTED: no level of the checklist ran.</source>
        <translation>验收未通过：检查清单中没有任何级别运行。</translation>
    </message>
    <message>
        <source>NOT ACCEPTED: %1 failed: %2</source>
        <translation>验收未通过：%1 失败：%2</translation>
    </message>
    <message>
        <source>NOT ACCEPTED: %1 %2: %3</source>
        <translation>验收未通过：%1 %2：%3</translation>
    </message>
    <message>
        <source>ACCEPTED WITH OVERRIDES: %1 %2, overridden by %3: %4</source>
        <translation>经覆盖后验收通过：%1 %2，已被 %3 覆盖：%4</translation>
    </message>
    <message>
        <source>included</source>
        <translation>已纳入</translation>
    </message>
    <message>
        <source>Acceptance report: %1</source>
        <translation>验收报告：%1</translation>
    </message>
    <message>
        <source>Checklist: %1, run %2</source>
        <translation>检查清单：%1，运行 %2</translation>
    </message>
    <message>
        <source>Operator: %1, generated %2 UTC</source>
        <translation>操作员：%1，生成时间 %2 UTC</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>%1, overridden</source>
        <translation>%1，已覆盖</translation>
    </message>
    <message>
        <source>overridden by %1: %2</source>
        <translation>已被 %1 覆盖：%2</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Contract promises and what was measured</source>
        <translation>合同承诺与实测结果</translation>
    </message>
    <message>
        <source>No promises recorded for this cluster.</source>
        <translation>未记录此集群的任何承诺。</translation>
    </message>
    <message>
        <source>a term of the contract, not measured</source>
        <translation>合同条款，不作测量</translation>
    </message>
    <message>
        <source>not measured in this run</source>
        <translation>本次运行未测量</translation>
    </message>
    <message>
        <source>%1 %2 (lowest %3 of %4, %5)</source>
        <translation>%1 %2（%4 个 %3 中的最低值，%5）</translation>
    </message>
    <message>
        <source>%1 % of the promise</source>
        <translation>达到承诺的 %1%</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>GPU memory bandwidth per GPU</source>
        <translation>每 GPU 显存带宽</translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth inside a node</source>
        <translation>节点内 NCCL all-reduce 总线带宽</translation>
    </message>
    <message>
        <source>Network between nodes, per node</source>
        <translation>节点间网络（每节点）</translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth across nodes</source>
        <translation>跨节点 NCCL all-reduce 总线带宽</translation>
    </message>
    <message>
        <source>Contract period</source>
        <translation>合同期限</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Prepayment</source>
        <translation>预付款</translation>
    </message>
    <message>
        <source>Premium over list price</source>
        <translation>相对标价的溢价</translation>
    </message>
    <message>
        <source>Nodes guaranteed to us</source>
        <translation>保证分配给我方的节点</translation>
    </message>
    <message>
        <source>Termination notice</source>
        <translation>解约通知期</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit cooperation</source>
        <translation>审计配合</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Data deleted after the end</source>
        <translation>合同结束后删除数据</translation>
    </message>
    <message numerus="yes">
        <source>within %n day(s)</source>
        <translation>
            <numerusform>%n 天内</numerusform>
        </translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>承诺项</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Promised</source>
        <translation>承诺值</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Against the promise</source>
        <translation>对照承诺</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>In this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Override by %1: %2</source>
        <translation>由 %1 覆盖：%2</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>NOT met</source>
        <translation>未达标</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Threshold or promise</source>
        <translation>阈值或承诺</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Evidence SHA-256</source>
        <translation>证据 SHA-256</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Ed25519 over the canonical JSON of these results (written next to this PDF).</source>
        <translation>基于这些结果的规范 JSON（写在此 PDF 旁边）生成的 Ed25519 签名。</translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation>公钥：</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>签名：</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 nodes (%3 excluded: %4)</source>
        <translation>%2 个节点中的 %1 个（已排除 %3 个：%4）</translation>
    </message>
    <message>
        <source> (%1 of %2 nodes excluded: %3)</source>
        <translation> （%2 个节点中已排除 %1 个：%3）</translation>
    </message>
    <message>
        <source>ACCEPTED WITH WARNINGS: %1 passed on %2; %3 warned</source>
        <translation>验收通过（有警告）：%1 在 %2 上通过；%3 有警告</translation>
    </message>
    <message>
        <source>ACCEPTED: %1 passed on %2</source>
        <translation>验收通过：%1 在 %2 上通过</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>Provider: %1, region: %2; %3</source>
        <translation>提供商：%1，区域：%2；%3</translation>
    </message>
    <message>
        <source>%1 of 1 node</source>
        <translation>1 个节点中的 %1 个</translation>
    </message>
    <message>
        <source>%1 of %2 nodes</source>
        <translation>%2 个节点中的 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n excluded</source>
        <translation>
            <numerusform>已排除 %n 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptanceReports</name>
    <message>
        <source>Acceptance report: %1</source>
        <translation>验收报告：%1</translation>
    </message>
    <message>
        <source>a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen is enough)</source>
        <translation>PDF 报告需要字体，而字体需要 QGuiApplication（设置 QT_QPA_PLATFORM=offscreen 即可）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the PDF %1 could not be written</source>
        <translation>无法写入 PDF %1</translation>
    </message>
    <message>
        <source>not a signed acceptance report</source>
        <translation>不是已签名的验收报告</translation>
    </message>
    <message>
        <source>the signature does not match the results: they were changed after signing</source>
        <translation>签名与结果不符：结果在签名后被修改过</translation>
    </message>
    <message>
        <source>cannot read the signing key %1: %2</source>
        <translation>无法读取签名密钥 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the signing key %1: %2</source>
        <translation>无法创建签名密钥 %1：%2</translation>
    </message>
</context>
<context>
    <name>cg::validation::ChatChunkDecoder</name>
    <message>
        <source>the stream sent data that is not JSON (%1 at byte %2)</source>
        <translation>数据流发送了非 JSON 数据（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>the stream sent JSON that is not an object</source>
        <translation>数据流发送的 JSON 不是对象</translation>
    </message>
    <message>
        <source>the server reported an error without a message</source>
        <translation>服务器报告了错误，但没有错误信息</translation>
    </message>
    <message>
        <source>a chunk without a &apos;choices&apos; array</source>
        <translation>数据块缺少“choices”数组</translation>
    </message>
    <message>
        <source>a choice that is not an object</source>
        <translation>某个 choice 不是对象</translation>
    </message>
    <message>
        <source>a choice whose &apos;delta&apos; is not an object</source>
        <translation>某个 choice 的“delta”不是对象</translation>
    </message>
</context>
<context>
    <name>cg::validation::CheckContext</name>
    <message>
        <source>the jump host did not come up in time</source>
        <translation>跳板机未能及时连通</translation>
    </message>
    <message>
        <source>no login within %1 s</source>
        <translation>%1 秒内未能登录</translation>
    </message>
</context>
<context>
    <name>cg::validation::ChecklistText</name>
    <message>
        <source>Connectivity</source>
        <translation>连通性</translation>
    </message>
    <message>
        <source>Every hop reachable and authenticated with a verified host key, every node reached through the chain, the nodes not reachable directly, and privileged commands refused.</source>
        <translation>每一跳均可达并以已验证的主机密钥完成认证，每个节点都经由跳转链到达，节点不可被直接访问，特权命令被拒绝。</translation>
    </message>
    <message>
        <source>Jump hosts up, authenticated, host keys verified</source>
        <translation>跳板机在线、已认证、主机密钥已验证</translation>
    </message>
    <message>
        <source>Every node reached through the chain</source>
        <translation>每个节点均经由跳转链到达</translation>
    </message>
    <message>
        <source>Nodes not reachable directly (TCP connect from here fails)</source>
        <translation>节点不可直接访问（从此处发起的 TCP 连接失败）</translation>
    </message>
    <message>
        <source>Privileged command refused (sudo -n true)</source>
        <translation>特权命令被拒绝（sudo -n true）</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Console-to-node RTT and jitter over the SSH channel, node-to-node throughput and RTT with the agent&apos;s link probe, TCP retransmits, path MTU and a large transfer through the tunnel.</source>
        <translation>经 SSH 通道测量控制台到节点的 RTT 与抖动，用代理的链路探测测量节点间吞吐量与 RTT，以及 TCP 重传、路径 MTU 和经隧道的大文件传输。</translation>
    </message>
    <message>
        <source>Console to node RTT and jitter over SSH</source>
        <translation>经 SSH 测量控制台到节点的 RTT 与抖动</translation>
    </message>
    <message>
        <source>Node to node throughput, RTT and retransmits (agent link probe)</source>
        <translation>节点间吞吐量、RTT 与重传（代理链路探测）</translation>
    </message>
    <message>
        <source>Path MTU between nodes</source>
        <translation>节点间路径 MTU</translation>
    </message>
    <message>
        <source>Large transfer through the tunnel, SHA-256 verified</source>
        <translation>经隧道的大文件传输，SHA-256 校验</translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation>单 GPU</translation>
    </message>
    <message>
        <source>Health, memory bandwidth, GEMM with its precision check and burn, against the baseline. The console runs the agent&apos;s benchmarks on every node (results recorded earlier and given with --results are judged instead). The baseline &quot;contract&quot; is the one of the contract&apos;s GPU model (H100 or H200 SXM); name a baseline file instead for other GPUs.</source>
        <translation>健康状况、显存带宽、带精度校验的 GEMM 以及压力测试，与基线对比。控制台在每个节点上运行代理的基准测试（若通过 --results 提供了先前记录的结果，则改为评判这些结果）。基线“contract”即合同所列 GPU 型号（H100 或 H200 SXM）的基线；其他 GPU 请改为指定基线文件。</translation>
    </message>
    <message>
        <source>GPU health (driver, ECC, XID, throttling, PCIe, NVLink)</source>
        <translation>GPU 健康状况（驱动、ECC、XID、降频、PCIe、NVLink）</translation>
    </message>
    <message>
        <source>GPU memory bandwidth vs baseline</source>
        <translation>GPU 显存带宽对比基线</translation>
    </message>
    <message>
        <source>GEMM throughput and precision vs baseline</source>
        <translation>GEMM 吞吐量与精度对比基线</translation>
    </message>
    <message>
        <source>Burn (sustained load, throttling)</source>
        <translation>压力测试（持续负载、降频）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>NCCL collectives inside a node and across nodes, against the baseline and the contract. Across nodes the console gets NCCL&apos;s unique id from the first node and hands it to every node.</source>
        <translation>节点内与跨节点的 NCCL 集合通信，与基线和合同对比。跨节点时，控制台从第一个节点获取 NCCL 唯一 ID 并分发给每个节点。</translation>
    </message>
    <message>
        <source>NCCL all-reduce inside each node vs baseline</source>
        <translation>各节点内 NCCL all-reduce 对比基线</translation>
    </message>
    <message>
        <source>NCCL all-reduce across the nodes vs baseline</source>
        <translation>跨节点 NCCL all-reduce 对比基线</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Step load (30/60/100/120 % of the target QPS) against an OpenAI-compatible streaming endpoint through an SSH port forward; TTFT, TPOT, latency percentiles, errors, achieved QPS.</source>
        <translation>经 SSH 端口转发，对兼容 OpenAI 的流式端点施加阶梯负载（目标 QPS 的 30/60/100/120 %）；测量 TTFT、TPOT、延迟百分位、错误和实际 QPS。</translation>
    </message>
    <message>
        <source>Service self-check, then step load (TTFT p99 &lt;= 1200 ms, error rate &lt;= 0.5 % at 100 %)</source>
        <translation>服务自检，然后阶梯负载（100 % 时 TTFT p99 &lt;= 1200 ms，错误率 &lt;= 0.5 %）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>The preemption and resume drill of a training job; no lost steps.</source>
        <translation>训练作业的抢占与恢复演练；不丢失步数。</translation>
    </message>
    <message>
        <source>Preemption and resume drill (no step repeated, at most one interval lost)</source>
        <translation>抢占与恢复演练（无重复步数，最多丢失一个间隔）</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Fault injection (kill an agent, drain a node, cut a link); the console notices and recovers.</source>
        <translation>故障注入（终止代理、排空节点、切断链路）；控制台能察觉并恢复。</translation>
    </message>
    <message>
        <source>Agent killed, noticed and restarted</source>
        <translation>代理被终止，已察觉并重启</translation>
    </message>
    <message>
        <source>Node drained with scontrol, noticed and resumed</source>
        <translation>用 scontrol 排空节点，已察觉并恢复</translation>
    </message>
    <message>
        <source>Link to the first hop cut and healed, noticed and recovered</source>
        <translation>到第一跳的链路被切断后恢复，已察觉并恢复</translation>
    </message>
</context>
<context>
    <name>cg::validation::Checklists</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation>%1：第 %2 行，第 %3 列：%4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value</source>
        <translation>“%1”必须是单个值</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2 (known: %3)</source>
        <translation>%2 中有未知的键“%1”（已知：%3）</translation>
    </message>
    <message>
        <source>an expectation must be a map with &apos;figure&apos;, &apos;op&apos; and &apos;value&apos;</source>
        <translation>期望条件必须是包含“figure”“op”和“value”的映射</translation>
    </message>
    <message>
        <source>an expectation</source>
        <translation>期望条件</translation>
    </message>
    <message>
        <source>an expectation needs &apos;figure&apos;</source>
        <translation>期望条件需要“figure”</translation>
    </message>
    <message>
        <source>&apos;op&apos; must be one of %1</source>
        <translation>“op”必须是 %1 之一</translation>
    </message>
    <message>
        <source>an expectation needs &apos;value&apos; (a number or contract.FIELD expression)</source>
        <translation>期望条件需要“value”（数字或 contract.FIELD 表达式）</translation>
    </message>
    <message>
        <source>&apos;otherwise&apos; must be a number</source>
        <translation>“otherwise”必须是数字</translation>
    </message>
    <message>
        <source>a check must be a map with &apos;id&apos; and &apos;kind&apos;</source>
        <translation>检查项必须是包含“id”和“kind”的映射</translation>
    </message>
    <message>
        <source>a check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>a check needs &apos;id&apos;</source>
        <translation>检查项需要“id”</translation>
    </message>
    <message>
        <source>a check needs &apos;kind&apos;</source>
        <translation>检查项需要“kind”</translation>
    </message>
    <message>
        <source>&apos;params&apos; must be a map</source>
        <translation>“params”必须是映射</translation>
    </message>
    <message>
        <source>&apos;expect&apos; must be a list</source>
        <translation>“expect”必须是列表</translation>
    </message>
    <message>
        <source>&apos;required&apos; must be true or false</source>
        <translation>“required”必须是 true 或 false</translation>
    </message>
    <message>
        <source>a checklist must be a map with &apos;checklist&apos; and &apos;levels&apos;</source>
        <translation>检查清单必须是包含“checklist”和“levels”的映射</translation>
    </message>
    <message>
        <source>a checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>&apos;levels&apos; must be a non-empty list</source>
        <translation>“levels”必须是非空列表</translation>
    </message>
    <message>
        <source>a level must be a map with &apos;id&apos; and &apos;checks&apos;</source>
        <translation>级别必须是包含“id”和“checks”的映射</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>a level needs &apos;id&apos;</source>
        <translation>级别需要“id”</translation>
    </message>
    <message>
        <source>level %1 is defined twice</source>
        <translation>级别 %1 被重复定义</translation>
    </message>
    <message>
        <source>level %1: &apos;checks&apos; must be a non-empty list</source>
        <translation>级别 %1：“checks”必须是非空列表</translation>
    </message>
    <message>
        <source>check %1 is defined twice in level %2</source>
        <translation>检查项 %1 在级别 %2 中被重复定义</translation>
    </message>
    <message>
        <source>missing &apos;)&apos; at position %1 of &apos;%2&apos;</source>
        <translation>“%2”的第 %1 个位置缺少“)”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract promise (known: contract.interNodeGbps, contract.interNodeBusGBps, contract.intraNodeGBps, contract.memoryTBps, contract.gpusPerNode)</source>
        <translation>“%1”不是合同承诺项（已知：contract.interNodeGbps、contract.interNodeBusGBps、contract.intraNodeGBps、contract.memoryTBps、contract.gpusPerNode）</translation>
    </message>
    <message>
        <source>expected a number or contract.FIELD at position %1 of &apos;%2&apos;</source>
        <translation>“%2”的第 %1 个位置应为数字或 contract.FIELD</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a number nor contract.FIELD</source>
        <translation>“%1”既不是数字，也不是 contract.FIELD</translation>
    </message>
    <message>
        <source>division by zero in &apos;%1&apos;</source>
        <translation>“%1”中出现除以零</translation>
    </message>
    <message>
        <source>no checklist &apos;%1&apos; (a file, or one of: %2)</source>
        <translation>没有检查清单“%1”（应为文件，或以下之一：%2）</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 of &apos;%3&apos;</source>
        <translation>“%3”的第 %2 个位置出现意外的“%1”</translation>
    </message>
    <message>
        <source>not promised by the contract (%1)</source>
        <translation>合同未承诺（%1）</translation>
    </message>
    <message>
        <source>%1 (the contract does not promise %2)</source>
        <translation>%1（合同未承诺 %2）</translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation>%1（%2；%3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a level range (e.g. L0-L2)</source>
        <translation>“%1”不是级别范围（例如 L0-L2）</translation>
    </message>
    <message>
        <source>no level &apos;%1&apos; in checklist %2</source>
        <translation>检查清单 %2 中没有级别“%1”</translation>
    </message>
</context>
<context>
    <name>cg::validation::Checks</name>
    <message>
        <source>the cluster has no nodes</source>
        <translation>该集群没有节点</translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation>需要 %1</translation>
    </message>
    <message>
        <source>a runner this console does not have yet</source>
        <translation>本控制台尚不具备的执行器</translation>
    </message>
    <message>
        <source>no runner for check kind &apos;%1&apos; (known: %2)</source>
        <translation>没有适用于检查类型“%1”的执行器（已知：%2）</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the cluster has no jump host: there is no chain to prove</source>
        <translation>该集群没有跳板机：没有需要验证的跳板链</translation>
    </message>
    <message>
        <source>hop %1 (%2): up, host key %3 verified against known_hosts, authenticated by %4</source>
        <translation>第 %1 跳（%2）：已连通，主机密钥 %3 已对照 known_hosts 验证，通过 %4 认证</translation>
    </message>
    <message>
        <source>did not come up in time</source>
        <translation>未能及时连通</translation>
    </message>
    <message>
        <source>hop %1 (%2): %3</source>
        <translation>第 %1 跳（%2）：%3</translation>
    </message>
    <message>
        <source>a jump host is down</source>
        <translation>有跳板机离线</translation>
    </message>
    <message>
        <source>reaching %1 (%2 of %3)</source>
        <translation>正在连接 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>%1: reached through the chain, host key %2 verified, authenticated by %3</source>
        <translation>%1：已经跳板链连接，主机密钥 %2 已验证，通过 %3 认证</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not every node was reached</source>
        <translation>并非所有节点都已连接</translation>
    </message>
    <message>
        <source>the name does not resolve here</source>
        <translation>在本机无法解析该名称</translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation>%1 毫秒内无响应</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>the cluster has no jump host: its nodes are meant to be reached directly</source>
        <translation>该集群没有跳板机：其节点本就应直接访问</translation>
    </message>
    <message>
        <source>%1: TCP connect to %2:%3 from this machine: %4</source>
        <translation>%1：从本机 TCP 连接 %2:%3：%4</translation>
    </message>
    <message>
        <source>reachable directly from this machine, bypassing the jump host: %1 (the management plane is exposed)</source>
        <translation>可绕过跳板机从本机直接访问：%1（管理平面已暴露）</translation>
    </message>
    <message>
        <source>%1: not reached (%2)</source>
        <translation>%1：未能连接（%2）</translation>
    </message>
    <message>
        <source>%1$ id -u; sudo -n true</source>
        <translation>%1$ id -u; sudo -n true</translation>
    </message>
    <message>
        <source>%1: &apos;sudo -n true&apos; succeeded: the login can become root without a password</source>
        <translation>%1：“sudo -n true”执行成功：该登录用户无需密码即可成为 root</translation>
    </message>
    <message>
        <source>%1: logged in as root (uid 0): every command is privileged</source>
        <translation>%1：以 root 身份登录（uid 0）：所有命令都具有特权</translation>
    </message>
    <message>
        <source>logged in as root, allowed by the checklist (allow_root)</source>
        <translation>以 root 身份登录，检查清单允许（allow_root）</translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true); root logins allowed by the checklist</source>
        <translation>特权命令被拒绝（sudo -n true）；检查清单允许 root 登录</translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true) on every node</source>
        <translation>所有节点均拒绝特权命令（sudo -n true）</translation>
    </message>
    <message>
        <source>GPU benchmark results</source>
        <translation>GPU 基准测试结果</translation>
    </message>
    <message>
        <source>needs %1: run the agent&apos;s benchmarks (%2) with --format json on the nodes and give the files with --results</source>
        <translation>需要 %1：请在节点上以 --format json 运行代理的基准测试（%2），并通过 --results 提供结果文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>needs %1: the given results hold nothing from %2</source>
        <translation>需要 %1：所提供的结果中没有来自 %2 的内容</translation>
    </message>
    <message>
        <source>the benchmarks did not run: %1</source>
        <translation>基准测试未运行：%1</translation>
    </message>
    <message>
        <source>%1 %2 %3: %4 %5 (%6)%7
</source>
        <translation>%1 %2 %3：%4 %5（%6）%7
</translation>
    </message>
    <message>
        <source>no rule of baseline %1 applies to the given results</source>
        <translation>基线 %1 中没有适用于所提供结果的规则</translation>
    </message>
    <message>
        <source>%1 rule(s) of baseline %2 hold</source>
        <translation>基线 %2 的 %1 条规则均满足</translation>
    </message>
    <message>
        <source>RTT %1 s of %2 s</source>
        <translation>RTT 测量：%1 秒 / %2 秒</translation>
    </message>
    <message>
        <source>%1: %2 echoes over the SSH channel, RTT p50 %3 ms, p99 %4 ms, jitter %5 ms, %6 lost
</source>
        <translation>%1：经 SSH 通道回显 %2 次，RTT p50 %3 毫秒，p99 %4 毫秒，抖动 %5 毫秒，丢失 %6 次
</translation>
    </message>
    <message>
        <source>RTT to %1 (ms)</source>
        <translation>到 %1 的 RTT（毫秒）</translation>
    </message>
    <message>
        <source>no echo came back over the SSH channel</source>
        <translation>SSH 通道上没有收到任何回显</translation>
    </message>
    <message>
        <source>needs two nodes; the cluster has %1</source>
        <translation>需要两个节点；该集群只有 %1 个</translation>
    </message>
    <message>
        <source>needs the bundled agent: %1</source>
        <translation>需要内置代理：%1</translation>
    </message>
    <message>
        <source>link probe %1 → %2</source>
        <translation>链路探测 %1 → %2</translation>
    </message>
    <message>
        <source>agent not deployed: %1</source>
        <translation>代理未部署：%1</translation>
    </message>
    <message>
        <source>%1: link serve did not start: %2</source>
        <translation>%1：link serve 未能启动：%2</translation>
    </message>
    <message>
        <source>%1$ %2
</source>
        <translation>%1$ %2
</translation>
    </message>
    <message>
        <source>%1 → %2: link probe gave no result (exit %3): %4</source>
        <translation>%1 → %2：链路探测无结果（退出码 %3）：%4</translation>
    </message>
    <message>
        <source>%1: path MTU towards %2
</source>
        <translation>%1：到 %2 的路径 MTU
</translation>
    </message>
    <message>
        <source>measured with %1</source>
        <translation>使用 %1 测量</translation>
    </message>
    <message>
        <source>%1 does not answer ping from %2 even at 576 bytes</source>
        <translation>即使使用 576 字节，%1 也不响应来自 %2 的 ping</translation>
    </message>
    <message>
        <source>neither ping nor tracepath is installed on %1, so the path MTU cannot be measured; the interface MTU there is %2 (%3), which says nothing about the path</source>
        <translation>%1 上既没有安装 ping，也没有安装 tracepath，因此无法测量路径 MTU；该节点的接口 MTU 为 %2（%3），但这不能说明路径的情况</translation>
    </message>
    <message>
        <source>no path MTU found: %1</source>
        <translation>未找到路径 MTU：%1</translation>
    </message>
    <message>
        <source>cannot make a local test file: %1</source>
        <translation>无法创建本地测试文件：%1</translation>
    </message>
    <message>
        <source>transfer %1 %</source>
        <translation>传输 %1%</translation>
    </message>
    <message>
        <source>%1: pushed %2 MB of random data through the chain in %3 ms; SHA-256 here %4, on the node %5
</source>
        <translation>%1：经跳板链推送 %2 MB 随机数据，用时 %3 毫秒；本机 SHA-256 %4，节点上 %5
</translation>
    </message>
    <message>
        <source>the transfer to %1 broke off: %2</source>
        <translation>到 %1 的传输中断：%2</translation>
    </message>
    <message>
        <source>the file arrived on %1 altered: SHA-256 differs</source>
        <translation>到达 %1 的文件已被改动：SHA-256 不一致</translation>
    </message>
    <message>
        <source>needs the endpoint: the service&apos;s port on the node (params.port) and its model (params.model) in the checklist</source>
        <translation>需要端点：请在检查清单中给出服务在节点上的端口（params.port）及其模型（params.model）</translation>
    </message>
    <message>
        <source>forwarding %1:%2 from %3</source>
        <translation>正在从 %3 转发 %1:%2</translation>
    </message>
    <message>
        <source>no port forward through %1: %2</source>
        <translation>无法经 %1 建立端口转发：%2</translation>
    </message>
    <message>
        <source>load step %1 of %2: %3 requests/s</source>
        <translation>负载第 %1 步（共 %2 步）：每秒 %3 个请求</translation>
    </message>
    <message>
        <source>TTFT p99 (ms) by load (% of the target QPS)</source>
        <translation>TTFT p99（毫秒）随负载的变化（目标 QPS 的 %）</translation>
    </message>
    <message>
        <source>%1 rule(s) of %2 hold; network path %3 ms of TTFT p50</source>
        <translation>基线 %2 的 %1 条规则均满足；TTFT p50 中网络路径占 %3 毫秒</translation>
    </message>
    <message>
        <source>%1 %2 %3
</source>
        <translation>%1 %2 %3
</translation>
    </message>
    <message>
        <source>starting the agent stream on %1</source>
        <translation>正在 %1 上启动代理的遥测数据流</translation>
    </message>
    <message>
        <source>the agent on %1 never streamed: %2</source>
        <translation>%1 上的代理始终未发送数据：%2</translation>
    </message>
    <message>
        <source>killing the agent on %1</source>
        <translation>正在终止 %1 上的代理</translation>
    </message>
    <message>
        <source>%1$ kill -9 &lt;the streaming agent&gt;: %2
</source>
        <translation>%1$ kill -9 &lt;正在发送数据的代理&gt;：%2
</translation>
    </message>
    <message>
        <source>could not kill the agent on %1: %2</source>
        <translation>无法终止 %1 上的代理：%2</translation>
    </message>
    <message>
        <source>the console did not notice the killed agent on %1 within %2 s</source>
        <translation>控制台未在 %2 秒内察觉 %1 上的代理已被终止</translation>
    </message>
    <message>
        <source>the agent on %1 did not stream again within %2 s: %3</source>
        <translation>%1 上的代理未在 %2 秒内恢复发送数据：%3</translation>
    </message>
    <message>
        <source>killed agent noticed (gap marked) and restarted; the stream resumed</source>
        <translation>已察觉代理被终止（已标记缺口）并已重启；数据流已恢复</translation>
    </message>
    <message>
        <source>the drill job could not be submitted: %1</source>
        <translation>演练作业无法提交：%1</translation>
    </message>
    <message>
        <source>drill job %1 running until its second checkpoint</source>
        <translation>演练作业 %1 正在运行，直到第二个检查点</translation>
    </message>
    <message>
        <source>the preempting job could not be submitted: %1</source>
        <translation>抢占作业无法提交：%1</translation>
    </message>
    <message>
        <source>job %1 in %2 preempts the drill</source>
        <translation>%2 中的作业 %1 抢占演练作业</translation>
    </message>
    <message>
        <source>the drill job wrote no second checkpoint in time</source>
        <translation>演练作业未能及时写出第二个检查点</translation>
    </message>
    <message>
        <source>the drill job was not preempted and resumed</source>
        <translation>演练作业未被抢占并恢复</translation>
    </message>
    <message>
        <source>a run did not resume from the newest checkpoint the run before completed</source>
        <translation>有一次运行没有从上一次运行完成的最新检查点恢复</translation>
    </message>
    <message>
        <source>a step before the resumed checkpoint was done again</source>
        <translation>恢复点之前的某一步被重复执行</translation>
    </message>
    <message>
        <source>%1 steps lost, more than one interval (%2)</source>
        <translation>丢失 %1 步，超过一个间隔（%2）</translation>
    </message>
    <message>
        <source>the drill job did not finish</source>
        <translation>演练作业未完成</translation>
    </message>
    <message numerus="yes">
        <source>preempted %n time(s), resumed from the newest checkpoint, %1 step(s) lost, finished</source>
        <translation>
            <numerusform>被抢占 %n 次，从最新检查点恢复，丢失 %1 步，已完成</numerusform>
        </translation>
    </message>
    <message>
        <source>no Slurm node to drain (sinfo: %1)</source>
        <translation>没有可排空的 Slurm 节点（sinfo：%1）</translation>
    </message>
    <message>
        <source>draining %1 needs Slurm operator rights: %2</source>
        <translation>排空 %1 需要 Slurm 操作员权限：%2</translation>
    </message>
    <message>
        <source>the drain of %1 was not seen in sinfo</source>
        <translation>sinfo 中未看到 %1 的排空</translation>
    </message>
    <message>
        <source>%1 did not come back from the drain</source>
        <translation>%1 未能从排空中恢复</translation>
    </message>
    <message>
        <source>%1 drained (seen after %2 s) and resumed (after %3 s)</source>
        <translation>%1 已排空（%2 秒后可见）并已恢复（%3 秒后）</translation>
    </message>
    <message>
        <source>could not put a relay in front of %1: %2</source>
        <translation>无法在 %1 前放置中继：%2</translation>
    </message>
    <message>
        <source>the link to %1 (%2:%3) runs through a relay at 127.0.0.1:%4
</source>
        <translation>到 %1（%2:%3）的链路经由 127.0.0.1:%4 上的中继
</translation>
    </message>
    <message>
        <source>cutting the link to %1 for %2 s</source>
        <translation>切断到 %1 的链路 %2 秒</translation>
    </message>
    <message>
        <source>%1 link to %2 cut
</source>
        <translation>%1 到 %2 的链路已切断
</translation>
    </message>
    <message>
        <source>%1 link to %2 healed
</source>
        <translation>%1 到 %2 的链路已恢复
</translation>
    </message>
    <message>
        <source>link to %1 healed; waiting for the stream</source>
        <translation>到 %1 的链路已恢复；等待数据流</translation>
    </message>
    <message>
        <source>the console did not notice the cut link to %1 within %2 s</source>
        <translation>控制台未在 %2 秒内察觉到 %1 的链路已被切断</translation>
    </message>
    <message>
        <source>%1 did not stream again within %2 s of the link healing: %3</source>
        <translation>链路恢复后 %2 秒内 %1 未重新传输数据：%3</translation>
    </message>
    <message>
        <source>the cut link to %1 was noticed (gap marked) and %2 streamed again after it healed</source>
        <translation>已察觉到 %1 的链路被切断（已标记数据缺口），链路恢复后 %2 重新传输数据</translation>
    </message>
    <message>
        <source>unknown benchmark &apos;%1&apos; (known: %2)</source>
        <translation>未知的基准测试“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>the check names no benchmarks (params.benchmarks)</source>
        <translation>该检查未指定任何基准测试（params.benchmarks）</translation>
    </message>
    <message>
        <source>judging the recorded results given to this run, not running the benchmarks
</source>
        <translation>评判本次运行提供的已记录结果，不运行基准测试
</translation>
    </message>
    <message>
        <source>reaching %1 and its agent</source>
        <translation>正在连接 %1 及其代理</translation>
    </message>
    <message>
        <source>%1: agent not deployed: %2</source>
        <translation>%1：代理未部署：%2</translation>
    </message>
    <message>
        <source>%1$ %2 (exit %3)
</source>
        <translation>%1$ %2（退出码 %3）
</translation>
    </message>
    <message>
        <source>%1: %2 did not finish within %3 s</source>
        <translation>%1：%2 未在 %3 秒内完成</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n node(s)</source>
        <translation>
            <numerusform>在 %n 个节点上运行 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>nccl across nodes needs the GPUs per node (params.gpus_per_node or the contract)</source>
        <translation>跨节点 NCCL 需要每节点 GPU 数（params.gpus_per_node 或合同）</translation>
    </message>
    <message>
        <source>NCCL unique id from %1</source>
        <translation>从 %1 获取 NCCL 唯一 ID</translation>
    </message>
    <message>
        <source>%1: no NCCL unique id (exit %2): %3</source>
        <translation>%1：未获得 NCCL 唯一 ID（退出码 %2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>NCCL unique id from %1 handed to %n node(s)
</source>
        <translation>
            <numerusform>来自 %1 的 NCCL 唯一 ID 已分发给 %n 个节点
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nccl across %n node(s)</source>
        <translation>
            <numerusform>跨 %n 个节点运行 nccl</numerusform>
        </translation>
    </message>
    <message>
        <source>no shipped baseline for the contract&apos;s GPU model &apos;%1&apos;: name one in the check (params.baseline: a name or a file)</source>
        <translation>没有适用于合同 GPU 型号“%1”的内置基线：请在检查中指定一个（params.baseline：名称或文件）</translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation>未能连接：%1</translation>
    </message>
    <message>
        <source>not measured on %1</source>
        <translation>未在 %1 上测量</translation>
    </message>
    <message>
        <source>%1: %2 (host key not verified)</source>
        <translation>%1：%2（主机密钥未验证）</translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true) on every node reached</source>
        <translation>所有已连接的节点均拒绝特权命令（sudo -n true）</translation>
    </message>
    <message>
        <source>not measured: no node was reached</source>
        <translation>未测量：未能连接任何节点</translation>
    </message>
    <message>
        <source>%1 passed over: %2
</source>
        <translation>已跳过 %1：%2
</translation>
    </message>
    <message>
        <source>%1: no echo came back over the SSH channel (%2 lost)
</source>
        <translation>%1：SSH 通道上没有收到任何回显（丢失 %2 次）
</translation>
    </message>
    <message>
        <source>not measured: needs two nodes that answer, %1 reached</source>
        <translation>未测量：需要两个有响应的节点，仅连接到 %1 个</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2：%3</translation>
    </message>
</context>
<context>
    <name>cg::validation::EvidenceStore</name>
    <message>
        <source>no evidence for %1/%2 in run %3</source>
        <translation>运行 %3 中没有 %1/%2 的证据</translation>
    </message>
</context>
<context>
    <name>cg::validation::HostsDrillCheck</name>
    <message>
        <source>no node of %1 could be reached</source>
        <translation>%1 的所有节点均无法访问</translation>
    </message>
    <message>
        <source>the drill job could not be submitted: %1</source>
        <translation>演练作业无法提交：%1</translation>
    </message>
    <message>
        <source>drill job %1 running until its second checkpoint</source>
        <translation>演练作业 %1 正在运行，直到第二个检查点</translation>
    </message>
    <message>
        <source>killing the runner and the job processes of %1 on %2</source>
        <translation>正在终止 %2 上作业 %1 的执行器及作业进程</translation>
    </message>
    <message>
        <source>waiting for drill job %1 to resume</source>
        <translation>正在等待演练作业 %1 恢复</translation>
    </message>
    <message>
        <source>the drill job wrote no second checkpoint in time</source>
        <translation>演练作业未能及时写出第二个检查点</translation>
    </message>
    <message>
        <source>the host running the drill job is not one of the target&apos;s nodes (%1)</source>
        <translation>运行演练作业的主机不是目标的节点之一（%1）</translation>
    </message>
    <message>
        <source>the runner of the drill job on %1 could not be killed</source>
        <translation>无法终止 %1 上演练作业的执行器</translation>
    </message>
    <message>
        <source>the drill job did not resume after %1 lost it</source>
        <translation>%1 丢失演练作业后，该作业未能恢复</translation>
    </message>
    <message>
        <source>it resumed from step %1, not from the newest checkpoint the killed run completed (%2)</source>
        <translation>作业从第 %1 步恢复，而不是从被终止的运行所完成的最新检查点（%2）恢复</translation>
    </message>
    <message>
        <source>the steps lost are not known (the killed run&apos;s log could not be read)</source>
        <translation>丢失步数未知（无法读取被终止运行的日志）</translation>
    </message>
    <message>
        <source>%1 steps lost, more than %2</source>
        <translation>丢失 %1 步，超过 %2 步</translation>
    </message>
    <message>
        <source>a step before the resumed checkpoint was done again</source>
        <translation>恢复点之前的某一步被重复执行</translation>
    </message>
    <message>
        <source>the drill job did not finish</source>
        <translation>演练作业未完成</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 lost on %2: resumed from checkpoint step %3 after %4 s, %5 step(s) lost, finished</source>
        <translation>作业 %1 在 %2 上丢失：%4 秒后从检查点步数 %3 恢复，丢失 %5 步，已完成</translation>
    </message>
</context>
<context>
    <name>cg::validation::HttpExchange</name>
    <message>
        <source>HTTP %1%2</source>
        <translation>HTTP %1%2</translation>
    </message>
    <message>
        <source>the stream sent a line longer than 4 MiB</source>
        <translation>数据流发送了超过 4 MiB 的行</translation>
    </message>
    <message>
        <source>the stream ended without [DONE]</source>
        <translation>数据流结束时没有 [DONE]</translation>
    </message>
    <message>
        <source>the stream carried no content</source>
        <translation>数据流没有任何内容</translation>
    </message>
    <message>
        <source>the connection was closed before any answer</source>
        <translation>连接在收到任何响应之前已关闭</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>连接已关闭</translation>
    </message>
    <message>
        <source>cannot connect to %1 port %2: %3</source>
        <translation>无法连接到 %1 的 %2 端口：%3</translation>
    </message>
    <message>
        <source>no complete answer within %1 ms</source>
        <translation>%1 毫秒内未收到完整响应</translation>
    </message>
</context>
<context>
    <name>cg::validation::HttpResponseDecoder</name>
    <message>
        <source>the server did not answer with HTTP/1.x: &apos;%1&apos;</source>
        <translation>服务器的响应不是 HTTP/1.x：“%1”</translation>
    </message>
    <message>
        <source>malformed HTTP status line: &apos;%1&apos;</source>
        <translation>HTTP 状态行格式错误：“%1”</translation>
    </message>
    <message>
        <source>malformed HTTP header line: &apos;%1&apos;</source>
        <translation>HTTP 头部行格式错误：“%1”</translation>
    </message>
    <message>
        <source>unsupported transfer coding &apos;%1&apos;</source>
        <translation>不支持的传输编码“%1”</translation>
    </message>
    <message>
        <source>malformed Content-Length &apos;%1&apos;</source>
        <translation>Content-Length 格式错误：“%1”</translation>
    </message>
    <message>
        <source>the server sent %1 bytes after the response</source>
        <translation>服务器在响应之后又发送了 %1 个字节</translation>
    </message>
    <message>
        <source>the response head is longer than %1 bytes</source>
        <translation>响应头超过 %1 个字节</translation>
    </message>
    <message>
        <source>a chunk-size line is longer than %1 bytes</source>
        <translation>某个 chunk-size 行超过 %1 个字节</translation>
    </message>
    <message>
        <source>a chunk is longer than its size says</source>
        <translation>某个分块比其声明的大小更长</translation>
    </message>
    <message>
        <source>malformed chunk size &apos;%1&apos;</source>
        <translation>分块大小格式错误：“%1”</translation>
    </message>
    <message>
        <source>the connection closed before the response head was complete</source>
        <translation>响应头尚未完整时连接已关闭</translation>
    </message>
    <message>
        <source>the connection closed in the middle of the response body</source>
        <translation>连接在响应体传输中途关闭</translation>
    </message>
</context>
<context>
    <name>cg::validation::LinkRelay</name>
    <message>
        <source>the relay is already running</source>
        <translation>中继已在运行</translation>
    </message>
    <message>
        <source>cannot resolve %1: %2</source>
        <translation>无法解析 %1：%2</translation>
    </message>
    <message>
        <source>could not prepare the relay&apos;s thread</source>
        <translation>无法准备中继线程</translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation>无法在 %1:%2 上监听：%3</translation>
    </message>
</context>
<context>
    <name>cg::validation::LoadGenerator</name>
    <message>
        <source>the service self-check failed: %1</source>
        <translation>服务自检失败：%1</translation>
    </message>
    <message>
        <source>the health endpoint %1 on %2 answered %3; the service is not ready</source>
        <translation>%2 上的健康检查端点 %1 返回 %3；服务尚未就绪</translation>
    </message>
    <message>
        <source>the health endpoint %1 on %2 did not answer: %3</source>
        <translation>%2 上的健康检查端点 %1 无响应：%3</translation>
    </message>
    <message>
        <source>the model list %1 on %2 failed: %3</source>
        <translation>获取 %2 上的模型列表 %1 失败：%3</translation>
    </message>
    <message>
        <source>%1 on %2 lists no model</source>
        <translation>%2 上的 %1 未列出任何模型</translation>
    </message>
    <message>
        <source>%1 on %2 does not list the expected model &apos;%3&apos; (it lists: %4); check the model the service was started with</source>
        <translation>%2 上的 %1 未列出预期的模型“%3”（列出的是：%4）；请检查服务启动时加载的模型</translation>
    </message>
    <message>
        <source>a tiny completion on %1 failed: %2</source>
        <translation>在 %1 上的一次极小补全请求失败：%2</translation>
    </message>
    <message>
        <source>a tiny completion took %1 ms, more than the warm-up threshold of %2 ms; the model may still be loading</source>
        <translation>一次极小补全请求耗时 %1 毫秒，超过预热阈值 %2 毫秒；模型可能仍在加载</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cg::validation::ValidationEngine</name>
    <message>
        <source>no level &apos;%1&apos; in checklist %2</source>
        <translation>检查清单 %2 中没有级别“%1”</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <translation>覆盖需要说明原因</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>%1 was not measured</source>
        <translation>未测量 %1</translation>
    </message>
    <message>
        <source>%1 = %2 %3, expected %4 %5</source>
        <translation>%1 = %2 %3，预期 %4 %5</translation>
    </message>
    <message>
        <source>blocked: %1 has not passed (run it, or override it with a reason)</source>
        <translation>受阻：%1 未通过（请运行它，或说明原因后覆盖）</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>a run is going on: exclude nodes before it starts</source>
        <translation>正在运行中：请在运行开始前排除节点</translation>
    </message>
    <message>
        <source>excluding nodes needs a reason (it is printed in the report)</source>
        <translation>排除节点需要填写原因（原因会打印在报告中）</translation>
    </message>
    <message>
        <source>node list &apos;%1&apos;: %2</source>
        <translation>节点列表“%1”：%2</translation>
    </message>
    <message>
        <source>no node &apos;%1&apos; in cluster %2 (its nodes: %3)</source>
        <translation>集群 %2 中没有节点“%1”（其节点：%3）</translation>
    </message>
    <message>
        <source>excluding %1 leaves no node of %2 to validate</source>
        <translation>排除 %1 后，%2 中没有可供验收的节点</translation>
    </message>
    <message>
        <source>%1 (not measured on %2)</source>
        <translation>%1（未在 %2 上测量）</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
</context>
<context>
    <name>cg::validation::ValidationKey</name>
    <message>
        <source>the keychain cannot be reached (%1): the validation signing key stays in %2</source>
        <translation>无法访问钥匙串（%1）：验收签名密钥仍保存在 %2</translation>
    </message>
    <message>
        <source>the keychain&apos;s %1: %2</source>
        <translation>钥匙串的 %1：%2</translation>
    </message>
    <message>
        <source>moved the validation signing key from %1 into the keychain (%2)</source>
        <translation>已将验收签名密钥从 %1 移入钥匙串（%2）</translation>
    </message>
    <message>
        <source>made a new validation signing key in the keychain (%1)</source>
        <translation>已在钥匙串中生成新的验收签名密钥（%1）</translation>
    </message>
    <message>
        <source>ClusterGate validation signing key</source>
        <translation>ClusterGate 验收签名密钥</translation>
    </message>
    <message>
        <source>cannot store the validation signing key in the keychain: %1</source>
        <translation>无法将验收签名密钥存入钥匙串：%1</translation>
    </message>
    <message>
        <source>the key is in the keychain now, but %1 could not be removed: remove it by hand</source>
        <translation>密钥现已存入钥匙串，但无法删除 %1：请手动删除</translation>
    </message>
</context>
</TS>
