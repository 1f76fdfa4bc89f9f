<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message>
        <source>Move a job to another saved cluster, or show its timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch or show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job id on --cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved cluster the job is on (was on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch: the saved cluster to move it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch: the job&apos;s spec file (or template name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file (default: ~/.ssh/known_hosts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not answer prompts from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts, in the audit log (default: the login name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate jobs switch ID --cluster C --to CLUSTER --spec FILE
       clustergate jobs show ID --cluster C [--format text|json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs %1 needs --cluster (the saved cluster the job is on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs switch needs --to (a saved cluster) and --spec (the job&apos;s spec)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 stays on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 on %2 is now job %3 on %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resuming from checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verified checkpoint yet: from the start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LedgerTexts</name>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awaiting destruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sensitive personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>important</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>de-identified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pseudonymised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sampled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exemption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>security assessment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>important data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>biometric identification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>religious beliefs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>specific identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medical health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>financial accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whereabouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minors under 14</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Terminal — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal — %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>cg::AgentDeployer</name>
    <message>
        <source>cannot read the bundled agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled agent %1 does not answer --version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot look at the node&apos;s agent directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node is a %1 machine and the bundled agent is built for %2; install ClusterGate for %1 or put a %1 agent in CLUSTERGATE_AGENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on the node does not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on the node speaks %1, this console %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping the agent failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ClusterContract</name>
    <message>
        <source>%1: text expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a number expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a whole number from 0 to 1000000 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: true or false expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a share between 0 and 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node must be between 0 and 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bandwidth inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network bandwidth between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bus bandwidth across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prepayment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the allocation share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an object of GPU model and price expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the price of %2 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU-hour price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU-hour price needs the GPU model it is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU-hour price of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the currency &apos;%1&apos; is not a three-letter code such as USD or EUR</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Cannot make %1%2 readable by its owner only: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::FleetSession</name>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deploying the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarting the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host key changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: needs attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::FleetStore</name>
    <message>
        <source>the agent stopped (it said goodbye)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sample for %1 s (expected every %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::FleetWorker</name>
    <message>
        <source>the jump host went away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent was killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent stopped (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent&apos;s channel closed (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the agent keeps stopping (%n time(s) in a row); last: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1; restarting in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing arrived through %1 for %2 s; the connection to it is taken as lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing arrived from the node for %1 s; the link is taken as lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the one-time password for %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key passphrase for %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the password for %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::HostKeyRotation</name>
    <message>
        <source>the old %1 key of %2 is still on record in %3, line %4, for a pattern that names other hosts too; edit that line by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::Hostlist</name>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number was expected in the brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos; was expected, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;]&apos; without &apos;[&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be part of a host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 hosts (ClusterGate&apos;s limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host names are longer than %1 characters in all (ClusterGate&apos;s limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number in &apos;%1&apos; is too large (Slurm keeps numbers below 18446744073709551615 and would change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unclosed &apos;[&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the range %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number or a range like 1-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the range %1 runs backwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number in &apos;%1&apos; is too large (Slurm keeps numbers below 18446744073709551615 and would wrap it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the range %1 has more than %2 hosts (Slurm&apos;s limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 ranges in one pair of brackets (Slurm&apos;s limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; after the last &apos;]&apos;: Slurm allows nothing after a name&apos;s last bracket group (ClusterGate accepts it, as an extension, only where node names are typed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 bracket groups in one name (ClusterGate&apos;s limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bracket group has more than %1 hosts (Slurm&apos;s limit for a group before the last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: a host name was expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::Inventory</name>
    <message>
        <source>jump host %1 needs a host name and a port from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster named %1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save cluster %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cluster with id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: needs a name, a host and a port from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no node named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has neither nodes nor jump hosts to reach its login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a wait Slurm reads: write minutes (30), minutes:seconds (10:00), hours:minutes:seconds (1:30:00) or days-hours[:minutes[:seconds]] (1-12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wait &apos;%1&apos; is not a whole number of minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wait &apos;%1&apos; is longer than 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interconnect feature &apos;%1&apos; is not a Slurm node feature name: use up to 64 letters, digits and . _ - (e.g. ib)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the switch wait must be 0 to %1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object-store root &apos;%1&apos; is not an absolute path of letters, digits and / . _ - (e.g. /mnt/object-store)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object-store remote &apos;%1&apos; is not an rclone remote name: letters, digits, _ - . and spaces inside (e.g. store or store:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default bucket &apos;%1&apos; is not a bucket name: 3 to 63 lower-case letters, digits, . and -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staging root &apos;%1&apos; is not an absolute path (or one under ~ or $HOME) of letters, digits and / . _ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host-key policy: use strict (refuse keys not on record) or accept-new (record a host&apos;s first key, refuse a changed one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registry &quot;%1&quot;: write it as https://HOST[:PORT][/PREFIX] (http:// only for a registry without TLS)</source>
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
    <name>cg::NodeList</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: expected &quot;[name] [user@]host[:port]&quot;, found %n word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 names for %3 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: more than %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty hop between two commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: more than %3 jump hosts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::SshConfigImport</name>
    <message>
        <source>the jump chain to %1 is longer than %2 hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad ProxyJump: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ProxyJump loop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::TelemetryChannel</name>
    <message>
        <source>a telemetry sample from the agent was malformed (%1); it was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on the node speaks protocol %1 (agent %2) and this console protocol %3; deploy the agent that comes with this console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on the node is version %1 and the bundled agent %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) from the agent failed their checksum; an SSH channel does not corrupt data, so the agent or the node is broken: the stream was dropped and is reconnected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more decoding error(s) in the same read)</source>
        <translation type="unfinished">
            <numerusform>%1 (and %n more decoding error in the same read)</numerusform>
            <numerusform>%1 (and %n more decoding errors in the same read)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::bench::Baselines</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a baseline file is a map with &apos;name&apos;, &apos;baselines&apos; and &apos;rules&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (expected name, description, gpu, source, baselines, rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;baselines&apos; maps metric names to figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;rules&apos; is a list of rules, each starting with &apos;- id:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each rule is a map (id, metric, comparison, threshold, severity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rule needs an &apos;id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule id &apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;disabled&apos; is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; needs &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comparison &apos;%1&apos; is not one of &gt;=, &gt;, &lt;=, &lt;, ==, !=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percentage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>severity &apos;%1&apos; is not &apos;warn&apos; or &apos;fail&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than 4 MiB; not a baseline file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty; expected a baseline (name, baselines, rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read baseline &apos;%1&apos;: %2 (built-in baselines: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule key &apos;%1&apos; (expected id, metric, device, comparison, threshold, variance, relative_to, size, xids, baseline, severity, unit, description, disabled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; needs &apos;threshold&apos; or &apos;variance&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &apos;%1&apos; gives both &apos;threshold&apos; and &apos;variance&apos;: one decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variance &apos;%1&apos; is not a percentage from 0 % to below 100 %, e.g. 5%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a variance needs a direction: comparison &gt;=, &gt;, &lt;= or &lt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative_to &apos;%1&apos; is not &apos;node-best&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative_to: node-best needs a percentage threshold, e.g. 90%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size &apos;%1&apos; is not a byte count such as 16G, 512M or 1024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;xids&apos; is a list of XID numbers, e.g. [48, 79]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID &apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::bench::BenchResults</name>
    <message>
        <source>%1, result %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a ClusterGate benchmark result (&quot;schema&quot; must be &quot;clustergate.bench/1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unnamed host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;metrics&quot; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: each metric must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; is missing or not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;value&quot; must be a number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than 256 MiB; not a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty; expected benchmark results in JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: element %2 of the array is not a result object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a result object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no benchmark results in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an agent that did not give its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: result schema %2 is newer than this console understands (clustergate.bench/1); it was written by %3: update the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: result schema %2 (written by %3) is not one this console reads (clustergate.bench/1); run the benchmark again with the current agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: NCCL results from %2 on %3 predate its nccl-tests 2.19.1 rules: allgather, reducescatter and alltoall rows with a rank count that does not divide the size differ from nccl-tests, and small sizes were not warmed up; busbw figures are kept, compare rows with nccl-tests only after a run with a current agent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::bench::Evaluator</name>
    <message>
        <source> (%1% of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1 (%2) gives a percentage but no baseline figure for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value was measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result is in %1 but rule %2 expects %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not meet rule %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the results (that benchmark was not run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (within %1% of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID %1 seen (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1% of the best on %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result does not say at which message size it was measured; rule %1 is for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured at %1, rule %2 is for %3 (run with -e %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::bench::FleetBaselines</name>
    <message>
        <source>no values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>statistic &apos;%1&apos; is not &apos;mean&apos; or a percentile p0 to p100 (p50: the median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the variance is a percentage from 0 to below 100, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results hold no measured metric to make a baseline from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (results in different units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 % %2 the fleet&apos;s %3 (%4 values from %5 host(s), %6 to %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated from %1 result(s): per metric the %2 over every device and host, and a %3 % variance rule against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::BaselineJudge</name>
    <message>
        <source>nothing measured in this window (no requests finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured %1, above the baseline&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured at or above the target load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured %1 QPS, below the target %2: latencies were not seen at the target load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving metrics do not report the context length; kept for load tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no window observed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 windows available, below the SLA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU-hour price or GPU count: save the cluster&apos;s prices in the Cost view and give --gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs serving cost %1 a day, over the budget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::ClusterPrices</name>
    <message>
        <source>the contract of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prices saved in the Cost view (the contract of %1 names no price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price: enter the GPU-hour price in the contract of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::InferenceEndpoints</name>
    <message>
        <source>The inference service needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the GPUs serving must be between 0 and 100000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the URL must read http://HOST:PORT/PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give the cluster, the node and the serving port, or a URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the metrics path must start with /.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster named %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::InferenceWatch</name>
    <message>
        <source>no way to reach the cluster&apos;s nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port forward to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 serves none of vLLM&apos;s, SGLang&apos;s or TGI&apos;s metrics (%n line(s) unreadable)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the prices saved in the Cost view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::MetricsScraper</name>
    <message>
        <source>the endpoint did not answer with HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach the metrics endpoint %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metrics endpoint %1:%2 sent nothing within %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metrics endpoint answered HTTP %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the endpoint sent more than %1 bytes; the rest was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the endpoint did not finish within %1 ms; what arrived was read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::PromText</name>
    <message>
        <source>no metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad label name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 has no quoted value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1&apos;s value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labels not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>garbage after the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 bytes; the rest was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parsing took longer than %1 ms; stopped at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 series; the rest were dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::ServiceBaseline</name>
    <message>
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is over 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not YAML: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no `baseline:` mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown key baseline.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: baseline.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::business::ServingReportFormat</name>
    <message>
        <source>%1 over %2 s: %3 QPS, %4 requests, %5 errors (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  TTFT p50/p95/p99 %1/%2/%3 ms; end-to-end p50/p95/p99 %4/%5/%6 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  tokens/s: %1 prompt, %2 generated; %3 running, %4 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cost per 1,000 requests %1 %2; the GPUs serving cost %3 %2 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cost per 1,000 requests: unknown (no requests, or no --gpus and GPU-hour price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  the server restarted inside the window: counted from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  not served: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  scrape cut short: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  %n line(s) of the scrape did not read, first: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>  baseline: met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  baseline: NOT met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  priced by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::BenchCli</name>
    <message>
        <source>Rule file or built-in baseline name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark results (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench evaluate needs at least one results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench evaluate needs --baseline (built-in: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed, %2 warnings, %3 failed, %4 skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no built-in baselines in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warn</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the baseline here (default: stdout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yaml (a baseline file) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean, or a percentile such as p50 (the default) or p10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much worse than the baseline a value may be, in percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark results (JSON) of the fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bench baseline-from needs at least one results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be yaml or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--variance is a percentage from 0 to below 100, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the generated baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger datasets the work reads, comma separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest acceptable RTT in ms (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights of latency, cost and supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choice takes no arguments besides options: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-rtt must be a number of ms, 0 or more, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights is three numbers, 0 or more: latency,cost,supply (not &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the profile&apos;s database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes EXPR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: stream the cluster or run clustergate validate %1 --levels L0-L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour: %1</source>
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
        <source>usage: clustergate agent path (takes no arguments or options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the agent on a node: stop it, put the bundled agent back and check that it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or [user@]host[:port]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate agent restart NODE [ssh options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on %1 was not restarted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent restarted on %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate agent stream|push|stop|restart|info|path ...
  agent stream local|TARGET [--count N] [--interval MS] [--format json] [ssh options]
  agent push TARGET [ssh options]
  agent stop TARGET [--remove] [ssh options]
  agent restart NODE [ssh options]
  agent info local
  agent path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alerts fired in this profile, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the alerts still firing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most N alerts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate alerts list [--format text|json] [--firing] [--limit N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acked by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not acked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge an alert: someone is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alert&apos;s id (alerts list shows it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acknowledges (default: this user).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate alerts ack ID [--by NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert %1 acknowledged by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate alerts list [--format text|json] [--firing]
       clustergate alerts ack ID [--by NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scrape token %1 is kept in the keychain, which is not available: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scrape token %1 in the keychain (%2); set one with: clustergate secrets set %1 --kind api-token &lt; TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the console without a window: this machine&apos;s agent, the fleets of the chosen clusters, the alert rules and the jobs poller, with /metrics, remote-write and Alertmanager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream this cluster&apos;s fleet (repeat; default: every saved cluster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve /metrics on ADDRESS:PORT (default 127.0.0.1:9464; setting serve/listen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not serve /metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certificate (PEM) for /metrics on a non-loopback address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its private key (PEM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain entry holding the bearer token scrapers must send (default metrics-token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the series to this remote-write URL (setting serve/remote_write).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send alerts to this Alertmanager (base URL; setting serve/alertmanager).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert thresholds file (YAML or JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file the nodes&apos; host keys are checked against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds between evaluations of the alert rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds between polls of the clusters&apos; schedulers (0: off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve takes no arguments, only options (see serve --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval and --evaluate-every must be 50 ms or more, --jobs-every 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an http(s) URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: delivering again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is failing, buffering and retrying: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving http%1://%2:%3/metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remote-write to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts to Alertmanager at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster named %1 (clustergate clusters list shows them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; set CLUSTERGATE_AGENT to its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 not streamed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set up signal handling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running; stop with SIGTERM or Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (saved: %2); see clustergate clusters list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts in connection order, [user@]host[:port], comma-separated as with ssh -J (repeatable; %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the nodes are reached directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; replaces the node list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read node lines from FILE (- for standard input), after the --nodes lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login for the jump hosts and nodes written without user@ (default: your login).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH port for the --jump hops and --nodes lines written without :port (default 22).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strict: refuse host keys not on record (default); accept-new: record a host&apos;s first key, refuse a changed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key file used on every hop and node (repeatable, in order%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; replaces the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on: allow SHA-1 key exchange (group1/group14-sha1, group-exchange-sha1) for old servers; off (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who rents the cluster out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country or region, e.g. SG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on: the topology plugin honours --switches; off (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absolute path where the object store is mounted on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Else the nodes&apos; rclone remote for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the guides&apos; placeholder &lt;bucket&gt; stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where datasets are staged (default: $HOME/clustergate/datasets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name of the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the jump chain: the nodes are reached directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the key files (the ssh agent and ~/.ssh/id_*).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is on or off, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port is a number from 1 to 65535, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host-keys: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --identity or --no-identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either --jump or --no-jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read --nodes-file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--nodes-file %1 is larger than 64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--switches-wait: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the saved clusters of this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters list takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved clusters. Add one with clustergate clusters add NAME --jump HOPS --nodes EXPR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>host keys: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>via %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows one saved cluster: its jump chain, nodes, policies and placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters show takes one cluster name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy key exchange: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key files: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the ssh agent and ~/.ssh/id_*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump hosts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: direct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement: interconnect feature %1, switches %2 (wait %3), object store %4, bucket %5, staging %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$HOME/clustergate/datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes a saved cluster: only the settings given change. A loosened host-key policy, legacy key exchange, a new jump chain and removed nodes are recorded in the audit log with the change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves a new cluster. Nothing is saved unless every hop and node line reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters edit takes one cluster name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters add takes one name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reached directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1 records the host key of any bastion or node it has not seen before without asking (trust on first use); changed keys are still refused. Recorded in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1 allows SHA-1 key exchange with old servers. Recorded in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: host keys are checked strictly: record them first (clustergate ssh check or the console&apos;s host-key review), or connections are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes a saved cluster with its jump chain and nodes (recorded in the audit log). Agents stay on the nodes and recorded host keys are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters remove takes one cluster name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete cluster %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>deleted cluster %1 with its jump chain and %n node(s); agents stay on the nodes and recorded host keys are kept</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>clustergate clusters: which action?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate clusters: unknown action &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the profile&apos;s database %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json (keys: see docs/cli.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imports the hosts of an OpenSSH client config, as File &gt; Import ssh Config does: hosts behind the same jump chain become the nodes of one cluster named after the chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config (default: ~/.ssh/config).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve every host again with ssh -G, which evaluates Match blocks (and runs Match exec commands) as ssh would. Opens no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import only this alias (repeatable; default: every importable one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what would be imported; save nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clusters import-ssh-config takes at most one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--openssh needs OpenSSH (the ssh program); install it or leave --openssh out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no Host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no host of %1 can be imported (see the reasons with --dry-run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing imported from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: the config has Match blocks; add --openssh to resolve hosts as ssh would</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>dry run: %n host(s) would be imported</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n host(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>jump host of the others, not a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes, one line of the node-list grammar: [NAMES] [user@]HOSTS[:port] with hostlists (gpu[01-08] 10.0.0.[11-18]); repeatable, one line each%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node feature of the high-speed fabric (the scheduler&apos;s node constraint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a job waits for one switch, as the scheduler reads it (30, 1:30:00, 1-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A container registry job images are resolved and pulled from, in order: the first is the primary, the rest mirrors (repeatable; https://HOST[:PORT][/PREFIX]; &quot;none&quot; clears the list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job backend: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster named %1 already exists; change it with clustergate clusters edit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not saved: no job backend is called &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saved, but its job backend was not: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How its jobs run (default %1):
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::Commands</name>
    <message>
        <source>stream telemetry from the bundled agent; push it to a node, stop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate agent stream local|TARGET [--count N] [--interval MS] [--format json]
clustergate agent push|stop TARGET [ssh options]
clustergate agent info local
clustergate agent path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check, run commands on, push files to and open shells on hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate ssh check TARGET [--jump HOPS] [--ssh-config FILE] [--known-hosts FILE]
clustergate ssh exec TARGET [options] -- COMMAND...
clustergate ssh push TARGET [options] LOCAL REMOTE
clustergate ssh shell TARGET [options] [-- COMMAND...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list, show, add, edit, remove and import saved clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate clusters list|show NAME [--format json]
clustergate clusters add|edit NAME [--jump HOPS] [--nodes EXPR] [--host-keys strict|accept-new]
                         [--identity FILE]... (see clusters add --help)
clustergate clusters remove NAME
clustergate clusters import-ssh-config [FILE] [--openssh] [--dry-run] [--format json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push datasets to a cluster under the ledger&apos;s gate; follow and wipe them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate data push DATASET --cluster C [--to PATH] [--connections N]
clustergate data status|list|resume|cancel|wipe (see data --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit, list, cancel and follow jobs on a cluster&apos;s scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate jobs submit SPEC.yaml --cluster C [--dry-run] [--show-script]
clustergate jobs list|cancel ID|logs ID [-f] --cluster C (see jobs --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the acceptance checklist on a cluster; verify a signed report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate validate CLUSTER --levels L0-L2 [--report FILE.pdf] [--format json]
clustergate validate verify-report FILE.json --trusted-key KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data-classification ledger: datasets, export requests, audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate ledger import-datasets FILE.csv [--rejects FILE]
clustergate ledger request create|show|submit|approve|reject|... (see ledger --help)
clustergate ledger verify [--bundle FILE] [--checkpoint FILE]...
clustergate ledger checkpoint --out FILE --key ID
clustergate ledger report --format pdf|csv --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the credentials in the keychain or the vault file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate secrets list|check [--vault FILE]
clustergate secrets set ID --kind KIND [--label TEXT] [--vault FILE] &lt; SECRET
clustergate secrets delete ID [--vault FILE]
clustergate secrets rotate ID NEW_ID [--vault FILE] &lt; NEW_SECRET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terminal recordings: list, show, export, verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate recordings list|show ID|export ID FILE|verify [ID] [--format json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge benchmark results against baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate bench evaluate RESULTS.json --baseline FILE|NAME [--baseline FILE]...
clustergate bench baselines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size the GPUs for an inference load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate plan --qps Q --in L_IN --out L_OUT --tps T --batch-eff B --util U
                 [--headroom H] [--group G] [--format text|json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run the console without a window: fleets, alerts, /metrics, remote-write, Alertmanager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate serve [--cluster NAME]... [--listen 127.0.0.1:9464] [--remote-write URL]
                  [--alertmanager URL] [--thresholds FILE] (see serve --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alert history: list and acknowledge alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate alerts list [--format text|json] [--firing] [--limit N]
clustergate alerts ack ID [--by NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the telemetry and jobs history: a series over a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate history QUERY [--since 24h] [--until T] [--step 1m] [--format table|json|csv]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost by project, cluster or day, and idle GPU waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate cost report --by project|cluster|day (--cluster C | --records FILE)
                        [--since 30d] [--format table|json|csv]
clustergate cost idle-waste --cluster C [--records FILE] [--since 7d] [--format ...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an inference service&apos;s QPS, latency, cost and baseline verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate inference status|watch (--url URL | TARGET --port P) [--baseline FILE]
                      [--gpus N] [--interval 10s] [--count N] [--format text|json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank the saved clusters by measured RTT, GPUs, price and the ledger&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate choice [--gpus N] [--datasets A,B] [--max-rtt MS] [--format text|json]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::CostCli</name>
    <message>
        <source>--gpu-hour-price takes a price above 0, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login node of %1 could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the clusters cost, from accounting records and saved prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: project, cluster or day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved cluster, or the login node as [user@]host[:port].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exported accounting file (repeatable) instead of asking the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far back: a duration such as 24h, 7d or 30d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table (default), json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of one GPU-hour (default: the saved prices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency of --gpu-hour-price (default USD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle-waste: a GPU below this utilization (%) is idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle-waste: the history file (default: the profile&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be table, json or csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--by must be project, cluster or day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since takes a duration such as 24h, 7d or 30d, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idle-below takes a percentage from 0 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost %1 needs --cluster (a saved cluster or the login node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n job(s) without a GPU count)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>total: %1 GPU-hours, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: no utilization history (%1): GPU use is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n job(s) without telemetry)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours allocated %1, used %2, idle %3 (below %4 %), waste %5</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-hour-price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU-hour price for %1: set it in the cluster&apos;s contract (clustergate cost price %1 --gpu-hour P), or give --gpu-hour-price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster named %1 (&apos;clustergate clusters list&apos; shows them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost price: name the cluster whose contract price to set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-hour takes the price of one GPU-hour, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model takes MODEL=PRICE, such as H200=3.1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report, idle-waste or price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price: the contract&apos;s list price of one GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price: a GPU model&apos;s own GPU-hour price, MODEL=P (0 removes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price: remove the contract&apos;s prices (the saved ones apply again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost price: --format is table or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced by %1</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manifest is signed with your identity key: --key ID (a private-key credential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2 -&gt; %3:%4  %5  %6 of %7 verified (%8 of %9 chunks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--connections must be between 1 and 32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit-rate: &apos;%1&apos; is not a rate (e.g. 40M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stall-seconds must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 % of %3, %4/s, %5 connection(s), ETA %6 s   </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on the far side; %7 resent; %8/s over %9 connection(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its export approval, and wipe it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: the saved cluster to send to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: the export form (default: the one the approval names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel SSH connections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: chunk size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth limit for the whole transfer, per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart a connection without progress for this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: your identity key that signs the manifest (a private-key credential).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read --key from the encrypted file vault FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts (default: the login name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status|list: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: asked to stop; &apos;clustergate data resume %1&apos; continues it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled; &apos;clustergate data resume %1&apos; continues it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not running (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data push needs --cluster NAME (a saved cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manifest of %1 does not verify against its sender&apos;s key: not resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (&apos;clustergate clusters list&apos; shows them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 file(s), %3, %4 chunk(s), signed manifest %5 recorded; approval %6 of request %7 (until %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already wiped on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push: the directory on the cluster (default: the cluster&apos;s staging root, else clustergate/datasets, then DATASET).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: removed from %2:%3 and checked gone; evidence %4 (SHA-256 %5)
for the destruction certificate: clustergate ledger request destroyed %6 --method clear --asset %7 --verification &apos;checked gone&apos; --evidence %8 --performed-by NAME --date DATE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::HistoryCli</name>
    <message>
        <source>How far back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One value per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: table, json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history takes one QUERY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format takes table, json or csv, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--until takes an ISO 8601 time (2026-12-03T10:00:00Z) or how long ago (2h), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since takes a duration such as 30m, 24h or 7d, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step takes a duration such as 10s, 1m or 1h, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No series match %1 between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n series, step %1 s, from %2 (%3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate history QUERY [--since 1h] [--until T] [--step 1m] [--format table|json|csv]
  QUERY: a metric and label matchers, e.g. gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;}
  --since: how far back (90s, 30m, 24h, 7d; default 1h); --until: an ISO 8601 time or how long ago (default now)
  --step: one value per step (default: about 1,000 steps); under a minute only within the last hour (raw samples), else whole minutes (rollups)
  --file: another history file (default: the profile&apos;s)
  --source local|prometheus: read the history file or a team&apos;s Prometheus (default: the profile&apos;s history/source, else local)
  --prometheus-url URL: the Prometheus to ask (history/prometheus_url); --prometheus-token-secret ID: the keychain entry holding its bearer token; --prometheus-ca FILE: CA certificates (PEM) for its https</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Prometheus token %1 in the keychain (%2); set one with: clustergate secrets set %1 --kind api-token &lt; TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to read: local or prometheus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain entry holding the Prometheus bearer token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA certificates (PEM) for the Prometheus&apos; https.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--source prometheus needs --prometheus-url (or history/prometheus_url in the profile&apos;s settings)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::InferenceCli</name>
    <message>
        <source>An inference service&apos;s business layer from its own metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status or watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node serving the model (with --port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metrics endpoint reached directly: http://HOST:PORT/PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving port on TARGET (forwarded through the jump chain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metrics path on the serving port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service baseline template (baseline: p99_first_token_latency_ms ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs serve this endpoint (for the cost per 1,000 requests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between the scrapes of a window: a duration such as 10s or 1m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watch: stop after this many windows (default: until Ctrl+C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text (default) or json (one object per window and line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most bytes one scrape reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most series one scrape keeps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--interval takes a duration of at least 1s, such as 10s or 1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count takes a number of windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-bytes takes a number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-series takes a number of series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus takes the number of GPUs serving the endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-hour-price takes a price above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TARGET needs --port, the serving port on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port forward to %1:%2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--url takes http://HOST:PORT/PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the endpoint serves none of vLLM&apos;s, SGLang&apos;s or TGI&apos;s metrics (%n line(s) unreadable)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved cluster serving it: its contract&apos;s GPU-hour price and GPUs per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of one GPU-hour (default: the cluster&apos;s contract, else the saved prices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cluster: no saved cluster named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-hour-price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prices saved in the Cost view</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add, remove or list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metrics endpoint reached directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved cluster serving it (its contract&apos;s price and GPUs per node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node serving it, reached through the cluster&apos;s jump chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving port on the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metrics path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs serving it (default: the contract&apos;s GPUs per node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guides&apos; service baseline template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: table (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (with a baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inference service is watched: add one with &apos;clustergate inference add&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no inference service named %1 (&apos;clustergate inference list&apos; shows them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpus takes the number of GPUs serving the endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 updated: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::JobsCli</name>
    <message>
        <source>the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--signal-lead takes a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--container-runtime must be apptainer or pyxis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes PRIORITY=NAME (high, normal, low or preemptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not high, normal, low or preemptible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry run on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitted job %1 to %2 (spec %3, script %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JOBID      STATE        REASON           RESTARTS  ELAPSED      PARTITION  NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lines takes a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit, list, cancel, requeue, hold, release or logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit: the spec file (or a template name); others: the job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved cluster, or the login node as [user@]host[:port] or an ssh_config alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved cluster: the node to use as the login node (default: login*, else the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a bare TARGET is (ISO 3166 code), for the compliance gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The region a bare TARGET is in, for the compliance gate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit: print the batch script first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit: a smoke run (one node, one accelerator, a few steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition for a priority: PRIORITY=NAME (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QoS for a priority: PRIORITY=NAME (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition when the priority table names none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account charged when the spec names none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-filesystem directory for checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory for the jobs&apos; output files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds of warning before the time limit (USR1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s topology plugin honours --switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apptainer (default) or pyxis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: every user&apos;s jobs, not only yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logs: keep printing until the job has finished (Ctrl+C stops).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logs: how many of the last lines to print first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts, in the audit log (default: the login name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs %1 needs --cluster (a saved cluster or the login node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--switches-wait: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a job waits for one switch (--switches=1@WAIT): minutes or e.g. 10:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node feature of the high-speed fabric, for &apos;interconnect: high-speed&apos; (--constraint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the object store is mounted on the cluster: object-store://B/K is ROOT/B/K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes&apos; rclone remote for the object store: object-store://B/K is REMOTE:B/K.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bucket the guides&apos; placeholder &lt;bucket&gt; stands for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-filesystem directory datasets are staged in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs on a cluster&apos;s scheduler, through its login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit: ask the scheduler where and when it would start; queue nothing.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEQ    WHEN                  CLUSTER          JOBID      EVENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 job %2 (%3), checkpoint step %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>watched for failover to %1 by the console (window or clustergate serve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: note: job %1 is not watched for failover: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resumed from checkpoint step %1; the last step before the loss is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resumed from checkpoint step %1, %2 step(s) lost (last step %3), %4 s after the loss was seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login node could not be reached (see above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no node to reach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::LedgerCli</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rejected rows, with their errors, are in %1: fix them and import that file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-grade must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATASET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GRADE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OWNER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEOPLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SENSITIVE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIELDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOURCES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--public-key must be %1&apos;s verifier key (%1+HASH+BASE64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  datasets: %1 (highest grade %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  form: %1  destination: %2 (%3)  mechanism: %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  requester: %1  retention: %2 day(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  people this year after it: %1 sensitive, %2 other; required: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rules: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  rules refuse:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  destruction due: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (overdue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--form must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mechanism must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--param takes NAME=VALUE, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--retention must be a number of days, 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created request %1 (draft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expires takes a date: YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 %2 by %3, signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--evidence: cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--state must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DATASETS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTINATION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MECHANISM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REQUESTER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AGE (DAYS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESTRUCTION DUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint needs --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be pdf or csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report needs --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to take sequence numbers, --from at least 1 and --to not below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. %2 Signatures: %3 of %4 valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundle needs --out FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1: %2 row(s), %3 checkpoint(s), %4 decision(s), sealed by %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data-classification ledger, export approvals and the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who acts (default: the login name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer&apos;s signing key: a private-key credential id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read --key from the encrypted file vault FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register-officer: officer or admin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import-datasets: write the rejected rows with their errors to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datasets: only this grade and above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: dataset names, comma-separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: raw, de-identified, pseudonymised, aggregated or sampled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: a form parameter (repeatable), e.g. fraction=0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: the destination cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: the destination country or region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: what the data is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: security-assessment, standard-contract, certification or exemption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: the exemption clause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: assessment number, contract filing number or certificate number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: the PI impact assessment reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: the separate-consent attestation reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: days the data may stay abroad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: people whose sensitive PI it carries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request create: people whose other PI it carries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve: the last day the approval holds (default: in 30 days).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve/reject: why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: who destroyed the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: the asset (volume, bucket, node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: clear, purge, destroy or crypto-erase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: how the result was verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: when (YYYY-MM-DD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: who witnessed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed: the evidence file (its SHA-256 is recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests: only this state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: an evidence bundle, offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: a checkpoint file kept elsewhere (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: a verifier key known out of band (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint, report, bundle: the file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: register, pending, destruction, thresholds, signatures or audit (repeatable; default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report, bundle: the first audit row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for --as: use letters, digits and . _ @ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this needs the officer&apos;s signing key: --%1 ID (a private-key credential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--role must be officer, admin or requester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register-officer needs the new officer&apos;s key: --public-key KEY or --identity ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register-officer needs the signing key of the admin who registers: --key ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the requester signs the submission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--trusted-key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--trusted-key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchors: none given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no signed tree head covers entry %1 yet: make one with &apos;clustergate ledger checkpoint --out FILE --key ID&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint is of %1, this console&apos;s log is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not witnessed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register-officer: the new officer&apos;s verifier key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register-officer: the new officer&apos;s private-key credential (its public key is registered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: a file of trusted keys and checkpoint files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format for this verb is text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 by %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (expired %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (until %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (activating a request is signed, like its decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: pdf or csv; datasets, requests: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote the cosignature, but could not record it in the audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1, but could not record the export in the audit log: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own SQLite database again (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is on the server %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own SQLite database (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logins join one of the roles %1 (GRANT clustergate_officer TO alice), then run &apos;clustergate ledger connect URL&apos; on their desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login %1 is in none of the roles %2 on this server: its owner grants one (GRANT clustergate_officer TO %1); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is now on the server %1 (as %2, roles: %3). &apos;clustergate ledger connect --local&apos; goes back to the local one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch takes a number of rows from 1 to 1000000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit rows on the server: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migrated %1 dataset(s), %2 officer key(s), %3 request(s), %4 approval(s), %5 destruction certificate(s), %6 checkpoint(s); audit rows: %7 copied now, %8 already there, %9 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s audit log does not verify like the source&apos;s: do not switch to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both verify alike. &apos;clustergate ledger connect URL&apos; (with each person&apos;s own login) switches a profile to the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this build of ClusterGate has no team ledger support (built without libpq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report, bundle: the last audit row; migrate: the ledger server URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server-init, connect, migrate: the keychain credential (kind password) to log in with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connect: the keychain credential that unlocks the client certificate&apos;s key (sslkey).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connect: use this profile&apos;s own SQLite ledger again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migrate: audit rows per committed batch (default 5000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grade must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lower-to must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change of %1 waits for a second person&apos;s signature: clustergate ledger grade-change sign %1 --key ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classification change of %1 is signed and applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No classification change of %1 is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: grade %2%3, proposed by %4 on %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, lowered to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CIIO: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free trade zone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative list: %1 (%2 entries), source: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  2024 Provisions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade-change propose: lower the inherited grade to this (a transformation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade-change propose: how it was derived (e.g. anonymised).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporter set: the exporter (data processor) the ledger speaks for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporter set: it is a critical information infrastructure operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporter set: the pilot free trade zone it is registered in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exporter set: the zone&apos;s negative list (JSON file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add needs --owner and --grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is a whole number of 0 or more, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--personal is yes or no, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sensitive: &apos;%1&apos; is not a PIPL sensitive category; they are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved dataset %1 (version %2, grade %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  versions as submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: who owns the dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: the data&apos;s version (empty: unversioned); an export covers only the version it was submitted with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: what it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: where it lives (URI or path).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: how many records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: the datasets it was derived from, separated by ;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade-change propose: the declared grade asked for; dataset add: its grade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grade-change propose: reclassify a field: NAME=GRADE, then &apos;,personal&apos; and sensitive categories (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--field %1: write NAME=GRADE[,personal][,CATEGORY...], GRADE one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--field %1: unknown sensitive categories: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset %1 is already in the ledger: use &apos;clustergate ledger dataset edit %2&apos;</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create-key: the new key&apos;s credential id (default: NAME-signing-key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: people whose personal information it holds; grade-change propose: the count asked for (a lower count needs the second signature).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: it holds personal information (yes or no); grade-change propose: the mark asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset add/edit: PIPL Art. 28 categories, separated by ;; grade-change propose: the dataset&apos;s own categories asked for (&quot;&quot; for none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--people must be a whole number, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sensitive: unknown sensitive categories: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept as %2.
Fingerprint: %3
Verifier key: %4
Give the verifier key to an admin (confirm the fingerprint with them), who registers it:
  clustergate ledger register-officer %1 --role officer --public-key %4 --key ADMIN-ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the fingerprint with %1 in person or by phone, and give auditors the key: they verify with --trusted-key %2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak requests per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean input tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean output tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured single-GPU throughput, tokens per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batching efficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target GPU utilization (0-1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom, 0.25 = 25 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU group size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability zones to spread over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan so that losing any one zone still carries the peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also show the GPU count with each input at -20 % and +20 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan takes no arguments besides options: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--survive-zone-loss needs --zones N (2 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed: %1 (%2 groups of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Over %n availability zone(s)%1: %2 GPUs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, surviving the loss of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity (GPUs with one input at -20 % / +20 %):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::RecordingsCli</name>
    <message>
        <source>Terminal session recordings (asciicast v2) and their audit events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete: why (recorded in the audit log).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a recording id (see recordings list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recording with id %1 in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  %3 -&gt; %4@%5  %6 bytes  %7  %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  file:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  sha256:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  bytes:    %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped at the size limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  user:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  node:     %1@%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  via:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(direct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  started:  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ended:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  input:    %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  end:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 fails verification, not exported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists; not overwritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the export could not be audit-logged, so it was undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 -&gt; %2, SHA-256 %3 (verified against the audit log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete needs --reason (it goes into the audit log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 deleted; the deletion is in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  deleted  %2 (audit row %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  ok       %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  CHANGED  %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 recording(s), %2 intact, %3 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  input %2  kept %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>until deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy: name the cluster whose policy to set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cluster named %1 (see clusters list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--record-input must be on or off, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--retention must be 0 (until deleted) to %1 days, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  due      %2 (%3, ended %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  deleted  %2 (%3, ended %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n recording(s) due for deletion</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recording(s) deleted; each deletion is in the audit log</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>list: every recording; show ID; export ID FILE: copy a verified recording; verify [ID]: hash again and compare with the audit event; delete ID: remove the file, audited; policy [CLUSTER]: show or set a cluster&apos;s input recording and retention; prune: delete what retention says is due, audited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy: on or off: whether keys typed into this cluster&apos;s terminals are recorded too (off by default: they hold passwords typed at prompts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy: days a recording of this cluster is kept after it ended (0: until deleted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prune: only list what would be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate recordings list | show ID | export ID FILE | verify [ID] | delete ID --reason TEXT | policy [CLUSTER [--record-input on|off] [--retention DAYS]] | prune [--dry-run] [--format json]</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a private key is read from standard input as a file: clustergate secrets set %1 --kind private-key &lt; KEYFILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret for %1 (not shown): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the secret on standard input is larger than 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no secret on standard input (pipe it in, e.g. clustergate secrets set %1 --kind K &lt; file; it is never taken from the command line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vault %1 needs its master passphrase: set CLUSTERGATE_VAULT_PASSPHRASE, or run on a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master passphrase for the vault %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vault is new; the same passphrase again: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two passphrases differ; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No credential is due for rotation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STORE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LABEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAST USED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROTATION DUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USED BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (due)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep passwords, key passphrases, private keys and API tokens in the system keychain (or an encrypted file vault), never in files or logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the credential&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For set: password, key-passphrase, private-key or api-token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For set: a description for people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For set: rotation is due this many days after the secret was set (0: no rotation policy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For set: who uses it, e.g. ssh:root@bastion:22 or cluster:NAME (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For list: only credentials due for rotation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the encrypted file vault FILE instead of the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to wait for the keychain (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secrets set needs --kind (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--kind must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rotate-days must be between 0 and 3650</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout must be between 1 and 600 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored %1 (%2) in the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept in an encrypted file vault: add --vault FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept in the system keychain: leave out --vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no credential %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted the record of %1; its secret was no longer in the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1 from the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no credential %1 to rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotated %1 to %2; its users now use %2 and the old secret is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For list: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::SshCli</name>
    <message>
        <source>[%1] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach a host through its jump hosts and check it or run a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for exec, after --: the command and its arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSH client configuration to use (default: ~/.ssh/config).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file (default: ~/.ssh/known_hosts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key to try first (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts, like ssh -J: [user@]host[:port][,...].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown host keys: strict (refuse) or accept-new (record).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to reach and log in to each hop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh push takes a target, a local file and a remote path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh check takes one target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh exec needs a command after --</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host-keys must be strict or accept-new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout must be between 1 and 3600 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: note: %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: %1; retrying in %2 ms (attempt %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hop %1 %2: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hop %1 %2 (%3): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok — connect %1 ms, handshake %2 ms, auth %3 ms (%4), host key %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 % of %3 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 bytes (%4 resumed), SHA-256 %5 verified on the far side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the remote command was killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remembered %1 in the keychain as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not remember %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not answer passphrase and password prompts from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the passphrases and passwords typed at the prompts in the keychain, once they worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the agent on a node (push), stream its telemetry (stream) or stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop: also delete the agent from the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate agent push|stream|stop TARGET [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled agent (clustergate-agent) was not found; looked in: %1. Set CLUSTERGATE_AGENT to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent stopped and removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pushed %2 bytes, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already up to date, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent sent %1 of %2 samples in time</source>
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
        <source>clustergate: warning: not audit-logged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>clustergate: warning: %n audit row(s) could not be written</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>check: connect every hop and report; exec: run a command; push: copy a file; shell: an interactive shell on a terminal, recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate ssh check TARGET | ssh exec TARGET -- COMMAND... | ssh push TARGET LOCAL REMOTE | ssh shell TARGET [-- COMMAND...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: warning: the recording&apos;s audit event was not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clustergate: disconnected from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger cannot be opened to check %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an inventory node (gpu01 or CLUSTER/gpu01), an alias from the ssh config, or [user@]host[:port]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::cli::ValidateCli</name>
    <message>
        <source>[overridden by %1: %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(want %1 %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>previous run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validates a saved cluster level by level (L0 connectivity, L1 link, L2 single GPU, ...); a level runs only when the one below passed or was overridden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A saved cluster (see the console&apos;s Clusters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels to run, e.g. L0-L2, L1, L0,L3 or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checklist file or shipped name (default: standard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the signed acceptance report here (and FILE.json next to it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let LEVEL count as passed for the gate above it; the reason is recorded (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded benchmark results (the agent&apos;s JSON) for L2/L3 (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file the host keys must be on record in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key to try first (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not use ssh-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who runs the validation (default: $USER).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to log in to each host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one saved cluster name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is text or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no saved cluster &apos;%1&apos; (saved: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--override takes LEVEL=REASON, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report: %1 (SHA-256 %2), signed results: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excluded: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(want %1 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave these nodes out of the run (a node list: gpu[03-04],gpu07); needs --exclude-reason. Repeatable, each with its own --exclude-reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the nodes of the matching --exclude are left out (recorded with the results and in the report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--exclude-reason goes with --exclude EXPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--exclude needs --exclude-reason TEXT: the reason is recorded with the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one --exclude-reason for all --exclude options, or one for each (%1 --exclude, %2 --exclude-reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks a signed acceptance report (FILE.json) against trusted keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signed results, FILE.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key known out of band (repeatable): a verifier key NAME+HASH+BASE64 or the base64 of the 32-byte Ed25519 public key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file of trusted keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 verified against a trusted key, 1 does not verify, 2 usage, 3 UNANCHORED (intact, but no trusted key given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: clustergate validate verify-report FILE.json --trusted-key KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--trusted-key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB: not a signed acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does NOT verify: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNANCHORED: %1 is intact and signed by the key %2 (base64 %3), but that key is read from the report itself: anyone can sign a report with a key of their own. Confirm the key with the console that made it and give it with --trusted-key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does NOT verify: it is signed by %2, which is none of the keys you trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VERIFIED: %1 is intact and signed by %2, a key you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ed25519 key file that signs the report (default: this console&apos;s validation key in the keychain, made on first use).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::exporting::AlertLog</name>
    <message>
        <source>alert history %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the alert history %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alert history is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert %1 was already acknowledged by %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no alert %1 in the alert history (clustergate alerts list shows them)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::exporting::Exporter</name>
    <message>
        <source>remote-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertmanager</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::exporting::MetricsServer</name>
    <message>
        <source>--listen %1: give an address and a port, e.g. 127.0.0.1:9464</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen %1: &apos;%2&apos; is not an IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refusing to serve /metrics on %1 without TLS and a bearer token: anyone who reaches that address would read the fleet&apos;s telemetry. Listen on 127.0.0.1, or give --tls-cert FILE and --tls-key FILE and keep the scrape token in the keychain (clustergate secrets set %2 --kind api-token &lt; TOKEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the TLS certificate %1 or key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TLS certificate %1 or key %2 is not PEM (or the key is neither EC nor RSA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryDb</name>
    <message>
        <source>no history at %1 yet: the console records it while it runs (the window or `clustergate serve`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the history file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the history file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryReader</name>
    <message>
        <source>cannot read the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the range ends before it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps is too many for one query: choose a longer step (at most %2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a heatmap needs a metric name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::HistoryRecorder</name>
    <message>
        <source>History is not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History stopped: %1 could not be written (%2). Free space on its disk (or make the file writable) and restart the console; the ledger and the audit log are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::HistorySource</name>
    <message>
        <source>the history file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a history source is local or prometheus, not %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::PromRangeDecoder</name>
    <message>
        <source>the answer does not read as a range query result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Prometheus answer is larger than %1 MiB: narrow the query (fewer series or a longer step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus refused the query (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &quot;status&quot;: &quot;success&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result is not a matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no result list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus answered %1 series, more than the %2 a query may bring: narrow the query with label matchers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a series is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>label %1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a series has no values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus answered more than %1 points: choose a longer step or a shorter range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a point is not [time, &quot;value&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a point&apos;s time is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points are not in time order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a point&apos;s value is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::PrometheusHistorySource</name>
    <message>
        <source>Prometheus at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Prometheus URL %1 is not an http:// or https:// address with a host (set it with --prometheus-url or history/prometheus_url)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PEM certificate could be read from %1 (history/prometheus_ca_file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 sent more than %2 MiB: narrow the query (label matchers, a longer step or a shorter range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 did not answer within %2 s: check that it is up and reachable, or ask for a shorter range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 refused the query (HTTP %2): it wants a bearer token; name its keychain entry with --prometheus-token-secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 refused the query (HTTP %2): check the bearer token in keychain entry %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 answered with a redirect (HTTP %2), which is not followed: give its final address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1 cannot be reached: %2; check the URL and that it is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the range ends before it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a query on Prometheus needs a metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps is too many for one Prometheus query: choose a longer step (at most %2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::Selector</name>
    <message>
        <source>cannot read the series selector &quot;%1&quot; at character %2: %3; write it like gpu_util{cluster=&quot;lab&quot;,node=&quot;gpu01&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a metric name is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected { after the metric name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a label name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected =, !=, =~ or !~</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a quoted value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the regular expression does not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected , or }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a metric name or a label matcher is needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::history::TimeMark</name>
    <message>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 by %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::AccountingImport</name>
    <message>
        <source>Slurm&apos;s job records as text: the lines of `scontrol -o show job` (one job a line, saved from the login node) or the job-completion file of JobCompType=jobcomp/filetxt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm job records (*.txt *.log *.out);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::ClusterPoller</name>
    <message>
        <source>job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no connection to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squeue on %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::ComplianceGate</name>
    <message>
        <source>an unknown country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cluster %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is not in the ledger: register it and request its export to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; has no export request: request its export to %2 and have it approved and activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; has export requests only for other destinations: %2; none for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is cleared for %2 by request #%3 until %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 ran out on %4 (its retention period); request a new export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is approved but not activated; activate it before the approval expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is %4, not yet approved by a compliance officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 was rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is %4; request a new export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s datasets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s export requests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 is marked active, but %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger holds no signed approval of it (its state was changed without a decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trust anchors cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trust anchor is configured, so its approval by %1 cannot be verified: put the founding admin&apos;s key (printed by &apos;clustergate ledger found&apos;) in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its approval is signed as %1, who has no valid registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its approval names %1 but is signed with the key of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature of its approval by %1 does not verify (the approval was altered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its approval is signed by %1 (%2), whose key no trust anchor vouches for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its approval by %1 expired on %2; ask for a new decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dataset %1 is no longer in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s registrations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command reads %1, which is dataset &apos;%2&apos; in the ledger, but the spec does not list &apos;%2&apos; under datasets: list it so that its export approval is checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command names data (&apos;%1&apos;) but the spec lists no ledger dataset: list the dataset it belongs to under datasets (or register it in the ledger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request or its datasets&apos; grades or versions changed after %1 approved it; it needs a new decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on cluster %2 (request #%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos;: export request #%2 to %3 has a destruction certificate (its data was destroyed on %4); request a new export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its approval does not count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log records it as %1 (row %2), which is final: it cannot be revived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the destination names no cluster, so the datasets&apos; export approvals (each for one cluster) cannot be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ledger&apos;s audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::HostAgent</name>
    <message>
        <source>a status line of the agent is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent printed what is not a status line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent printed a status line without a job id or state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled clustergate-agent was not found (looked in %1); set CLUSTERGATE_AGENT to its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 cannot be reached: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: the agent&apos;s directory cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 is a %2 machine and the bundled agent is built for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the bundled agent %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>putting the agent on host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 has a job %2 already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting the job on host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jobs on host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelling %1 on host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log of %1 on host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>following the log of %1 on host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs of host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 printed what is not a GPU list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::HostsJobTable</name>
    <message>
        <source>a job without a valid id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has no known stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 is started but its hosts are not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the directory of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job table %1 is held by another console (its lock file stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a job table (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::ImageReferences</name>
    <message>
        <source>the image is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image reference is longer than a registry accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the digest is not sha256: followed by 64 lowercase hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the tag &quot;%2&quot; is not a valid tag (letters, digits, &apos;_&apos;, &apos;.&apos; and &apos;-&apos;, at most 128, not starting with &apos;.&apos; or &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the name is longer than %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a registry host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: &quot;%2&quot; is not a valid repository name part (lowercase letters and digits, separated by &apos;.&apos;, &apos;_&apos;, &apos;__&apos; or dashes)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::ImageResolver</name>
    <message>
        <source>the answer is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its token service &quot;%1&quot; is not a usable https address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it asks for credentials (HTTP 401) and gave no anonymous pull token: use a registry or mirror that allows anonymous pulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it refuses an anonymous pull (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for %1, it answered %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 at %3 but %4 at %5: the registries disagree, so what runs would depend on which one answers; pin a digest (IMAGE@sha256:...) or bring the mirror up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be resolved to a digest: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackend</name>
    <message>
        <source>%1 lists its queue only through list()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job lists datasets, but no compliance gate was given to check them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by the compliance gate for %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no country or region known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the refusal could not be written to the audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compliance gate could not read the ledger: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackendChoice</name>
    <message>
        <source>no job backend is called &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobBackendRegistry</name>
    <message>
        <source>no job backend is called &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through the login node&apos;s Slurm scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the nodes themselves over SSH, where there is no scheduler (docs/jobs.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobSpecs</name>
    <message>
        <source>&apos;%1&apos; is empty; expected %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name of 1-64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number of at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a map with the keys %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key in %1 must be a plain word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; did you mean &apos;%3&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; expected one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;resources&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;datasets&apos; must be a list of ledger dataset names, each &apos;- name&apos; or &apos;- {id: name, version: v}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ledger dataset name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one line of at most 128 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dataset needs an &apos;id&apos; (its ledger name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a ledger dataset name (letters, digits and . _ : / @ + -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;checkpoint&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;resume&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a job spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a duration such as 2-00:00:00, 48:00:00, 90m, 36h or 2d (at most 365 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a container image (a path to a .sif file or a registry reference) without spaces or quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a virtualenv or conda prefix on the cluster, without spaces or quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bash command each replica runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a commit id or tag (letters, digits, . _ / + -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;name&apos; (the job&apos;s name on the cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either &apos;image&apos; or &apos;environment&apos;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than 1 MiB; a job spec is a short YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spec is empty; expected at least &apos;name&apos; and &apos;command&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable spec: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than 1 MiB; not a job spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file, and not a template name (templates: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a top-level key of the flat layout, but this spec uses the guides&apos; layout (&apos;job:&apos; at line %2): move &apos;%1&apos; under &apos;%3&apos;, or write every key at the top without &apos;job:&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice: in %2 and in %3; keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;job&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;worker&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;resources&apos; belongs under &apos;worker:&apos; in the guides&apos; layout (job: worker: resources:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;name&apos; under &apos;job:&apos; (the job&apos;s name on the cluster), e.g. &apos;name: finetune-batch-01&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs; the guides&apos; example leaves it out): add it under &apos;worker:&apos;, indented like &apos;resources:&apos;, e.g. &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;command&apos; (the bash command each replica runs): add &apos;worker:&apos; under &apos;job:&apos; with it, e.g. &apos;worker: {%1}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;preemptible: false&apos; contradicts &apos;priority: low&apos; (low means preemptible); drop one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a path on the cluster&apos;s shared filesystem or an object-store://bucket/prefix or s3://bucket/prefix URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one filesystem path may be given for checkpoints; the others can be s3:// or object-store:// mirrors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;storage&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give &apos;strategy&apos; or &apos;mode&apos; in &apos;resume&apos;, not both (they are the same setting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted: object-store://bucket/prefix, s3://bucket/prefix or a path on the cluster&apos;s shared filesystem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a path on the cluster (no spaces, quotes or &apos;$&apos;); %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown URI scheme &apos;%1://&apos; in &apos;%2&apos;; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;%2&apos; is not a bucket name (3-63 lowercase letters, digits, &apos;.&apos; or &apos;-&apos;, or the guides&apos; placeholder &lt;bucket&gt; for the cluster&apos;s default bucket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has characters an object key here cannot have (letters, digits and . _ / + @ % , = - only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a &apos;.&apos; or &apos;..&apos; segment; write the object key without them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;failover&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a saved cluster&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;backups&apos; must be a list of saved clusters&apos; names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;backups&apos; names &apos;%1&apos; twice or is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a duration such as 45s, 10m, 2h or 1d (at least 10 seconds, at most 30 days)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::JobState</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requeued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::LocalLoginNode</name>
    <message>
        <source>/bin/sh did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command printed more than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine did not answer within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command was killed on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmBackend</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exit status %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sbatch on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sbatch on %1 answered &apos;%2&apos; instead of a job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 was submitted, but the submission could not be written to the audit log: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Slurm job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 job %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm did not say where job %1 writes its output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has no output yet (%2 does not exist; has it started?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>following the log of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squeue on %1 printed what cannot be read (line %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sinfo printed what cannot be read (line %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s commands are not found on the login node of %1: make sure the login node in the cluster&apos;s settings is one where squeue runs (or Slurm is on its PATH), then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm controller of %1 does not answer: try again in a minute; if it stays so, ask the provider whether slurmctld is running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmRecords</name>
    <message>
        <source>&apos;%1&apos; names no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm would read a host named &apos;%1&apos; here, which no node list Slurm prints holds: the record is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2 characters long; an accounting record is at most %3 characters (one job per line), so this is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a line of `scontrol -o show job` (no JobId= and JobState=): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: NodeList=%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: Nodes=%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: its node groups (Nodes=) name more than %2 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a jobcomp/filetxt line (no JobId=, JobState= and NodeCnt=): %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SlurmScripts</name>
    <message>
        <source>the job has no command to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job name &apos;%1&apos; is not 1-64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; of cluster %3 is not a Slurm name (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log directory &apos;%1&apos; of cluster %2 must be a plain path (Slurm does not expand $HOME or ~ in #SBATCH lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint directory &apos;%1&apos; must be a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint mirror &apos;%1&apos; contains a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no time_limit: the partition&apos;s default applies, and the USR1 warning %1 s before it lets the job checkpoint only if that default is finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 maps no QoS or partition to priority %2; the job runs at the partition&apos;s default priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no switch topology (topology/tree): locality same-switch is not enforced there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; still has the guides&apos; placeholder &lt;bucket&gt;: write your bucket&apos;s name there, or give cluster %2 a default bucket (Default bucket in its Placement and storage settings, or --bucket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default bucket &apos;%1&apos; of cluster %2 is not a bucket name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; maps to &apos;%2&apos; on cluster %3, which is not a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the object-store remote &apos;%1&apos; of cluster %2 is not an rclone remote name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no object store configured, so &apos;%2&apos; cannot be reached: give the path where the object store is mounted on the cluster or the nodes&apos; rclone remote for it (Placement and storage in the cluster&apos;s settings, or --object-store-root / --object-store-remote), or write an s3:// URI or a path on the cluster instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset &apos;%1&apos; would be staged in &apos;%2&apos;, which is not a plain path (letters, digits, / . _ - and a leading $HOME or ~)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no topology information, so &apos;interconnect: high-speed&apos; cannot be honoured: name the node feature its high-speed nodes carry (for sbatch --constraint), or say that its topology plugin honours --switches, in Placement and storage in the cluster&apos;s settings (or --interconnect-feature NAME / --switches), or remove &apos;interconnect&apos; from the spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interconnect feature &apos;%1&apos; of cluster %2 is not a Slurm feature name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SqueueFormat</name>
    <message>
        <source>expected %1 &apos;|&apos;-separated fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has no state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: restart count &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scontrol printed nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a job record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1: no JobState in scontrol&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SshHostsBackend</name>
    <message>
        <source>A host of %1 has no space left for the agent or the job&apos;s directory (~/.cache/clustergate): free some, then submit again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent&apos;s directory on a host of %1 cannot be written by this user: check ~/.cache/clustergate there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 is no longer in cluster %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requeued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine has %1 free GPU(s) and the job asks for %2: it runs with CUDA_VISIBLE_DEVICES set to what is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job would wait in the queue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job would start now on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 waits in the queue of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (its GPUs are not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 was submitted, but the submission could not be written to the audit log: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a job id of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 has ended already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelling job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requeueing job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a job that waits in the queue can be held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 is not held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 waits in the queue and has no output yet (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs free (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job asks for %1 hosts and cluster %2 has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job asks for %1 GPUs on each of %2 hosts; only %3 host(s) of cluster %4 have that many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 has %2 of %3 GPUs free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;interconnect: high-speed&apos; is not checked on %1: hosts without a scheduler do not say which fabric they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locality same-switch is not enforced on %1 (no topology)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint wrapper has no cg_main to call</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::jobs::SshLoginNode</name>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command was killed by signal %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::AnchorBook</name>
    <message>
        <source>cannot read the trust anchors %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a verifier key (NAME+HASH+BASE64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this anchor is already trusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the trust anchors %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say who vouched for the key (who confirmed it with its owner, and how)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a verifier key (NAME+HASH+BASE64, as &apos;clustergate ledger officers&apos; prints it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say who vouched for the checkpoint (where it was kept, who handed it over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a checkpoint: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep a copy of the checkpoint at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no trust anchor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the file to write the checkpoint to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint is signed and kept in the ledger, but %1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed on this desktop by %1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>checkpoint at %n row(s) of ledger %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditLog</name>
    <message>
        <source>an audit event needs an actor and an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit event %1 has a detail named &apos;%2&apos;, which looks like a secret; secrets are never written to the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to the audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The audit log is intact: %n row(s), head %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 signed checkpoint(s) match it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log is BROKEN at sequence number %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log cannot be trusted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint belongs to another log (%1, this one is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 has no signature that a known key verifies (signed as %2): it was altered, or signed by a key this ledger does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log does not verify (%1): no checkpoint is signed over a broken log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored Merkle tree cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No signed checkpoint exists: a rewrite of the whole chain would not be noticed until one is signed and kept elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditProofs</name>
    <message>
        <source>the proof is larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the proof must have exactly the keys %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree head of size %1 is signed by %2 (%3), a key you trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature of %1 on the tree head of size %2 does not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also signed as %1 (keys you did not give, not checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proof VERIFIES against a tree head signed by a key you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proof holds but is UNANCHORED: no tree head in it is signed by a key you trust (give the signers&apos; keys with --trusted-key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proof does NOT verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inclusion proof is not {checkpoint, tree_size, leaf_index, entry {seq, recorded_at, actor, action, subject, details}, path [hex]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the consistency proof is not {old_checkpoint, new_checkpoint, path [hex]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint of size %1 has no Merkle root (it was made before the log was a tree); make a new one with &apos;clustergate ledger checkpoint&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log does not verify: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log has %1 rows, fewer than the checkpoint&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the checkpoint&apos;s root: the checkpoint is of another log, or the rows were rewritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 is not in the tree head of size %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two checkpoints are of different logs (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the older tree head (size %1) must have at least one row and no more than the newer (size %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the older checkpoint&apos;s root: the log was rewritten since, or the checkpoint is of another log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree head cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree head has no Merkle root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the proof is for a tree of %1 entries, its tree head has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 is not leaf %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path does not lead from entry %1 to the tree head&apos;s root: the entry or the path was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 (%2 %3 by %4 at %5) is leaf %6 of the %7-entry tree %8 of %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree head is signed by none of the keys you trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree head cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree heads are of different logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree head has no Merkle root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree of %1 entries does not extend the tree of %2: entries were changed or removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree of %1 entries (root %2) extends the tree of %3 entries (root %4) of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree head is signed by none of the keys you trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log has fewer rows than the checkpoint&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this log&apos;s first %1 rows do not have the checkpoint&apos;s head: the checkpoint is of another log, or the rows were rewritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the older checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::AuditTree</name>
    <message>
        <source>the audit log has fewer rows than its head (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log has %1 rows, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored tree has no node at level %1, index %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log has no row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty range of the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf %1 is not in a tree of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no consistency proof from %1 to %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::ChainVerifier</name>
    <message>
        <source>the rows are linked, but their head after %1 rows differs from the checkpoint signed by %2: rows %3 to %1 were rewritten (the first row that may differ is %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 is missing (the next row is %2): a row was deleted or renumbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 appears where row %2 belongs: a row was inserted, renumbered or moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 does not link to row %2 (its previous-hash differs): a row before it was changed, removed or inserted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1&apos;s content does not match its hash: the row was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint signed by %1 covers %2 rows, but only %3 are here: rows %4 to %2 were removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Merkle tree of the first %1 rows has another root than the checkpoint signed by %2: rows up to %1 were rewritten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::CredentialSigner</name>
    <message>
        <source>there is no credential %1; store the officer&apos;s key with: clustergate secrets set %1 --kind private-key &lt; KEYFILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the credential %1 is a %2, not a private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the credential %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::EvidenceBundles</name>
    <message>
        <source>the bundle is larger than 1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle must have exactly the keys %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ClusterGate evidence bundle (format %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every checkpoint is a string holding a signed note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every public key is {name, role, key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an approval is not {request_id, request_hash, decision, scope, expires_on, approver, key_name, decided_at, reason, signature} in canonical form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evidence bundle does NOT verify: the chain breaks at sequence number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evidence bundle does NOT verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the public key of %1 is not a valid verifier key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the public key of %1 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seal cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle&apos;s content differs from what its seal covers: a value was edited, added or removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seal is not signed by %1&apos;s key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sealed by %1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint belongs to another log (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows %1 to %2 are linked; head %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checkpoint(s) match the rows, %2 lie outside them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision on request %1 is not recorded among the rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 signed decision(s) verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registrations must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 of the bundle&apos;s %2 is not {seq, recorded_at, actor, action, subject, details, prev_hash, hash} with hashes in lower-case hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evidence bundle VERIFIES: it is intact and anchored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evidence bundle is UNANCHORED: it agrees with itself, but nothing from outside it vouches for it; whoever made it could have replaced every key and signature. Verify with --trusted-key (the founding admin&apos;s key, confirmed with them) or --checkpoint FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle&apos;s key for %1 (%2) is not the one you trust (%3): the keys were replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a format 1 bundle that does not start at row 1 cannot show who registered its keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registrations are not officer.registered rows in sequence order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration at row %1 differs from row %1 of the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 registers %2, but the bundle&apos;s registrations leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of %1 (%2) has no valid registration in the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key list says %1 is %2 with key %3, but the registration in row %4 says %5 with key %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered (row %2) but missing from the key list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle is sealed by %1 (%2), who has no valid registration in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your checkpoint at tree size %1 is not signed by any key you trust or any registered key of the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is not signed by a registered key of the bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision on request %1 is not validly signed by a registered key of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the seal&apos;s key (%1, %2) is not vouched for by any of your anchors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is signed by %2 (%3), whose key none of your anchors vouches for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decision is signed by a key (%1) that none of your anchors vouches for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>founded by %1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows %1 to %2 are covered by a checkpoint your anchors vouch for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signing key does not belong to an officer registered in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundle is sealed by %1, who is registered as %2: only an officer or admin seals a bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision on request %1 by %2 does not count: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) after row %1 are not anchored: no checkpoint your anchors vouch for covers them (rows %2 to %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::FourEyes</name>
    <message>
        <source>it names %1 as the approver but is signed with the key of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is signed as %1, whose key has no valid registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is signed by %1, who is registered as %2, not as an officer or admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eyes: %1 requested it and cannot decide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eyes: %1 filed or submitted it (audit row %2) and cannot decide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eyes: it was submitted (audit row %1) with the key of %2, who cannot decide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eyes: %1 was registered by %2, who submitted it; a second name made for oneself is not a second person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four eyes cannot be checked: the submission of request %1 is not among the rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::InventoryCsv</name>
    <message>
        <source>row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text after a closing quote (write a quote inside a quoted cell as &quot;&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted cell is not closed before the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty: the first row names the columns (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column; the columns are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header lacks this column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: the header has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text (save the file as CSV UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; the grades are %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a grade; the grades are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PIPL sensitive category; they are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells, but the header names %2 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; every row names its dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; every dataset has an owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a re-grade records both its justification and its approver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a derived dataset (with sources) is re-graded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the owner cannot approve the re-grade of their own dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already defined in row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; a field row names its dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dataset&apos;s row %1 has errors, so its fields wait with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither in this file nor in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2 appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be its own source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1 (row %2) has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1 is neither in this file nor in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its dataset&apos;s row %1 has errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than 100 characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::KeySigner</name>
    <message>
        <source>the OpenSSH key is protected by a passphrase; store it without one in the keychain (the keychain is what protects it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ed25519 private key has 32 bytes, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL did not accept the Ed25519 private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenSSH private key is not an Ed25519 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PEM private key cannot be read (an encrypted PEM key is not accepted: the keychain protects it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the private key is not an Ed25519 key; create one with: openssl genpkey -algorithm ed25519</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL did not give the Ed25519 private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the private key is neither PEM (openssl genpkey -algorithm ed25519), an OpenSSH Ed25519 key, nor 32 raw bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not make an Ed25519 signature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::Ledger</name>
    <message>
        <source>&apos;%1&apos; is not a usable officer name: use 1 to 64 letters, digits and . _ @ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Ed25519 public key has 32 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already registered; registered keys are never replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this key is already registered for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dataset needs a name and an owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot approve their own re-grade of %2: a second person approves it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the owner of %1 cannot approve its re-grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and its sources derive from each other in a loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inventory was not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no export request %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable requester name: use 1 to 64 letters, digits and . _ @ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the retention period is at least one day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 is %2 and cannot become %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1, who requested it, submits request %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 cannot be submitted:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot %2 request %3:
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the approval of request %1 expired on %2; ask for a new decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who destroyed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the asset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how the result was verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the witness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SHA-256 of the evidence file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the destruction certificate lacks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the witness of a destruction is not the person who performed it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the destruction date %1 is in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed as %1, whose key is not registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key of %1 is not the one the audit log recorded when it was registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature does not match the decision record (the record or the signature was altered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request no longer has the hash that was signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signing key does not belong to a compliance officer registered in the ledger; register it first (clustergate ledger register-officer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registering key is not registered in this ledger: only an admin registers officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an officer, not an admin: only an admin registers officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registering key has no valid registration in the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submitting key is not registered in this ledger: an admin registers requesters (clustergate ledger register-officer NAME --role requester)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the submission of request %1 carries a signature that does not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint at tree size %1 is signed by %2 (%3), whose key none of your anchors vouches for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) is in the officer table, but the audit log holds no registration of that key: it was added to the database by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 in the officer table but was registered as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed as %1, whose key has no valid registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed by %1 (%2), whose key none of your anchors vouches for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision on request %1 by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 was submitted with a key (%2) that is not the one registered for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signing key is not registered in the ledger; only a registered requester or officer activates a request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the activation of request %1 carries a signature that does not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 is %2&apos;s: only the requester withdraws it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than 100 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[dataset-version] the version of %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 or the grades or versions of its datasets changed since it was submitted; it is decided as submitted, so submit it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[grade-change-second-signature] changing the classification of %1 (grade %2, lowering, anonymisation, fewer people or a sensitive category removed, or a field&apos;s grade, personal mark or sensitive categories lowered or a classified field removed) needs a second person&apos;s signature: propose the change, and an officer other than the proposer and the owner signs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) are not anchored: they come after row %1, the newest one an anchored checkpoint covers; the next checkpoint covers them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ledger::LedgerServerSettings</name>
    <message>
        <source>&apos;%1&apos; is not a ledger server URL: use postgresql://USER@HOST/DATABASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the URL contains a password, which would be stored in the settings file: keep it in the keychain (clustergate secrets set ID --kind password &lt; FILE) and give --password-secret ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the settings file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the ledger server&apos;s login secret %1 from the keychain: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::LedgerVerification</name>
    <message>
        <source>VERIFIED: the ledger is intact and anchored: rows 1 to %1 are covered by a checkpoint that an anchor from outside vouches for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED: the ledger does not verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 signed decision(s) verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Founded by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNANCHORED: the ledger agrees with itself, but nothing from outside it vouches for it; whoever can write the file could have rewritten all of it, keys included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing vouches for it yet: no key and no checkpoint is trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your trusted key belongs to this ledger, but no checkpoint signed with it (or with a key it registered) covers the log: a trusted key vouches for the log only through the checkpoints signed with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your anchors belongs to this ledger: no trusted checkpoint matches this log, and no trusted key is one of its registered keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To anchor it, sign a checkpoint with an officer&apos;s key, keep the file away from this machine and verify against it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To anchor it, sign a checkpoint with an officer&apos;s or admin&apos;s key, and verify with the founding admin&apos;s key (fingerprint %1, confirmed with them) and that checkpoint kept away from this machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign a checkpoint of the current head with an officer&apos;s or admin&apos;s key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify with the founding admin&apos;s key (fingerprint %1, confirmed with them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new checkpoint covers the newer rows:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::Lineage</name>
    <message>
        <source>%1: the number of people (%2) and of records (%3) cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a derivation; use one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 but names no source it was derived from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be derived from itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names the source %2, which is not in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is retired: nothing new is derived from it (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would be derived from itself through its sources (%2): lineage has no loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts %2 people, more than its sources hold together (%3): a derivation cannot add people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only a de-identified, pseudonymised, aggregated or sampled derivation lowers a grade, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a lowering transformation states why it lowers the grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not below the inherited grade %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is derived from core data: core data stays core, no transformation lowers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name for the proposer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a classification change states why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already classified so: nothing to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no classification change of %1 is waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no classification change of %1 is waiting for a signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[grade-change-second-signature] the signing key has no valid registration in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 is registered as a requester: an officer or admin signs classification changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 proposed this change of %2 and cannot sign it: a second person signs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[grade-change-second-signature] %1 owns %2 and cannot sign a change of its classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no field %2 to reclassify</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::NegativeList</name>
    <message>
        <source>a negative list file is at most %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the negative list is not valid JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a negative list is a JSON object with zone, source and entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the negative list names no zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the negative list of %1 names no source (who published it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the negative list of %1 has no entries array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a negative list has at most %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 of the negative list names no category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 (%2) of the negative list: mechanism is security-assessment or contract-or-certification, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 of the negative list repeats the category %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the negative list %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgConnection</name>
    <message>
        <source>the ledger server URL contains a password: keep the password in the keychain (clustergate secrets set ID --kind password &lt; FILE) and name it with --password-secret ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a connection to the ledger server: out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach the ledger server %1: %2. Nothing was written; the console does not fall back to a local ledger (clustergate ledger connect --local chooses that explicitly).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost (%2); the change in progress was not stored, nothing of it was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another desktop changed the same thing at the same moment; nothing was written (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger server refused it for the role %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger server %1 answered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected to the ledger server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost during this change; nothing of it was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot reach the ledger server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transaction on the ledger server is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to the ledger server %1 was lost while the change was being committed; whether it was stored is not known: reload to see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(over the network the ledger server must prove itself with a TLS certificate for its host name: name the certificate authority that signed it with ?sslrootcert=FILE in the URL; sslmode=verify-ca or weaker only if you accept that risk)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgLedgerStore</name>
    <message>
        <source>the server %1 holds no ClusterGate ledger yet: its owner runs &apos;clustergate ledger server-init URL&apos; once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger on %1 is schema version %2, newer than this build&apos;s %3: update ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset %1 names a source %2 that is not in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 was changed by someone else meanwhile (it is %2 now, no longer %3); nothing was written: reload and look again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgMigration</name>
    <message>
        <source>the server&apos;s ledger schema is version %1, this build needs %2: run &apos;clustergate ledger server-init URL&apos; first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server already holds another ledger (%1, this one is %2): migrate into an empty server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server holds %1 audit rows, more than the %2 of this ledger: it is not a copy of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit row %1 on the server differs from this ledger&apos;s: the server holds another history and nothing is copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot copy the ledger to the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit rows stopped at %1 of %2 (run the migration again to continue): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::PgSchema</name>
    <message>
        <source>the ledger schema on the server is version %1, newer than this build&apos;s %2: update ClusterGate before using this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger schema is at version %1: nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database already has an audit_log table that ClusterGate did not make; use an empty database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migration %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied ledger schema migration %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::Provisions</name>
    <message>
        <source>The counters start again on 1 January %1: the %2 people&apos;s sensitive and %3 people&apos;s non-sensitive personal information sent in %4 no longer count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exporter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs no security assessment, standard contract or certification, and its people are not added to the year&apos;s counters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graded important in the ledger, but not notified or published as important data: under Art. 2 it is not declared as important data, and its personal information decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 7(1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 7(2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds data notified or published as important data (Art. 2): important data leaves only after a security assessment (%1), whatever the number of people and whatever exemption is claimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds no personal information and no important data (Art. 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The personal information was collected abroad and is sent back without domestic personal information or important data added (Art. 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending it is necessary to conclude or perform a contract to which the person is a party (Art. 5(1)), %1 people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending it is necessary for cross-border human-resources management under lawful labour rules or a collective contract (Art. 5(2)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending it is necessary in an emergency to protect a person&apos;s life, health or property (Art. 5(3)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 3 was claimed, but the data holds personal information of %1 people: Art. 3 covers only data without personal information or important data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered in %2, but no negative list of that zone is loaded: Art. 6 cannot apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in %2 and none of the data&apos;s categories (%3) is on the zone&apos;s negative list (%4) (Art. 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data category is recorded for the data, so the negative list of %1 cannot exempt it (Art. 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the negative list of %1: %2; the list requires %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since 1 January %1, %2 has sent abroad %3 people&apos;s sensitive and %4 people&apos;s non-sensitive personal information; this transfer adds %5 and %6, making %7 and %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CIIO sends any personal information abroad only after a security assessment (Art. 7(1)), whatever the number; the Art. 5(4) exemption is not open to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people&apos;s sensitive personal information is at or above %2: a security assessment (Art. 7(2)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is at or above %2: a security assessment (Art. 7(2)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is at least %2 and fewer than %3: a standard contract or certification (Art. 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people&apos;s sensitive personal information is fewer than %2: a standard contract or certification (Art. 8); Art. 5(4) exempts only non-sensitive personal information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people&apos;s non-sensitive personal information is fewer than %2 and none is sensitive: no mechanism (Art. 5(4)); the people still count towards the year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The negative list&apos;s requirement is the stronger: %1 (Art. 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a critical information infrastructure operator (CIIO).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a critical information infrastructure operator.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::RegistrationChain</name>
    <message>
        <source>row %1 is not a registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration in row %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration of %1 in row %2 has a malformed signature or registrar key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is registered twice (row %2): registered keys are never replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 registers the key of %2 again, as %3: one person, one key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 founds the ledger in row %2, but it was founded before: only the first registration signs itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the founder %1 is not an admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the founding registration of %1 (row %2) is not signed by its own key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (row %2) was registered by %3, whose key is not a registered one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (row %2) was registered by %3, who is not an admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration of %1 (row %2) is not validly signed by %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::RegradeImpact</name>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 (%2): %3 -&gt; %4, requires %5 -&gt; %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; now allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; now refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::Reports</name>
    <message>
        <source>ClusterGate data-export compliance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approval expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Witness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold counters (people whose personal information went abroad since 1 January)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive PI (people)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other PI (people)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism now required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed decisions, re-verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVALID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit extract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing awaits review</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n awaiting review, the oldest for %1 day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 destroyed with a certificate, %2 overdue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain BROKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) awaiting review</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destruction(s) overdue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 signed decision(s) verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT TRUSTWORTHY: %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log is intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log is BROKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What stands out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anchored: rows 1 to %1 are vouched for by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain anchored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log is anchored (rows 1 to %1, by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRUSTWORTHY: %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::Rules</name>
    <message>
        <source>sensitive personal information of 10,000 people or more (Art. 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal information of 1,000,000 people or more (Art. 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal information of 100,000 to 999,999 people (Art. 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sensitive personal information of fewer than 10,000 people (Art. 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(2): cross-border human-resources management of employees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(3): to protect life, health or property in an emergency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request names datasets, a destination cluster and country, a purpose and a retention period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destination country or region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retention period (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core data (GB/T 43697-2024) never leaves, in any form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is core data (GB/T 43697-2024): core data never leaves the country, in any form and under any mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive personal information needs a personal-information impact assessment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information: give the reference of its personal-information impact assessment (PIPL Art. 55)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive personal information needs an attestation of the people&apos;s separate consent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information: give the reference of the separate-consent attestation (PIPL Art. 29 and 39)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive personal information never leaves raw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds sensitive personal information and may not leave raw: choose de-identified, pseudonymised, aggregated or sampled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampled exports give a fraction in (0, 1]; aggregated exports give a minimum group size of at least 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sampled export needs the parameter fraction, a number above 0 and at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an aggregated export needs the parameter min_group_size, a whole number of at least 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A security assessment, standard contract or certification is named by its reference; an exemption by its clause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an exemption names its clause, one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 needs its reference (assessment number, contract filing number or certificate number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exemption %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a submitted request can be decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 is %2; only a submitted request can be decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions are signed with a key registered in the ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signing key does not belong to a compliance officer registered in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody approves their own request, whatever their role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For sensitive-personal data and above, the approver is not the dataset&apos;s owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owns %2 (%3): for sensitive-personal data and above, someone other than the owner approves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An approval states until when it holds, a date not in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an approval needs an expiry date from today on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mechanism (an exemption applies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a standard contract or certification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a security assessment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key that signed a request never approves it, nor a key that the requester registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key that signed request %1 (%2&apos;s) is the approving key: the same person cannot approve under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was registered by %2, who requested this export: a name the requester made is not a second person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(4): a non-CIIO&apos;s fewer than 100,000 people&apos;s non-sensitive personal information since 1 January</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 5(1): necessary to conclude or perform a contract to which the person is a party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 3: trade, transport, academic, manufacturing or marketing data without personal information or important data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 4: personal information collected abroad and sent back without domestic personal information or important data added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Art. 6: from a pilot free trade zone, data not on the zone&apos;s negative list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Important data (notified or published as such, 2024 Provisions Art. 2) leaves only under a CAC security assessment, with its assessment number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is important data (notified or published as such): it may leave only under a security assessment, with the assessment number as the mechanism reference (2024 Provisions Art. 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2024 Provisions decide the mechanism: CIIO status, important data, the people whose personal information the exporter sent abroad since 1 January, the exemptions of Art. 3 to 6 (Art. 3 to 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requires %2, not %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requested this export and cannot approve it, whatever their role (%2 included): a second person must approve it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::SignedNotes</name>
    <message>
        <source>a note must be UTF-8 text ending in a newline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot name a signing key (use letters, digits and . _ @ -)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a signed note: no blank line before the signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note&apos;s text is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a signature line must start with an em dash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a signature line is not &apos;name base64-signature&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note has too many signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note has no signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint has an origin, a tree size and a hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint&apos;s tree size is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint&apos;s hash is not base64 of 32 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has signed this note already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint&apos;s chain line is not base64 of 32 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::SqliteLedgerStore</name>
    <message>
        <source>dataset %1 was not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset %1 names a source %2 that is not in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no dataset %1 in the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 is no longer %2: it was changed meanwhile; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ledger::TrustAnchors</name>
    <message>
        <source>%1 is not a verifier key (NAME+HASH+BASE64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the checkpoint %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the anchor file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the anchor file %1 is larger than 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anchor file %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::planning::AlertEngine</name>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue growing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job %1 (%2) holds %n GPU(s) on %3 at %4 % or less for %5 min</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>unknown user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask %1 whether job %2 still needs its GPUs: cancel it (scancel %2) or fix what starves it (data loading, a hung step). Idle allocated GPUs are paid for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jobs pending, more at each of the last %2 polls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs arrive faster than they start: look for drained or down nodes (sinfo -R), a reservation or a partition limit; if demand is real, plan more GPUs (Planning &gt; Planner).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the link check (Validation &gt; L1) to see where the delay or loss is; if a hop of the jump chain is congested, move transfers off peak or ask the provider about the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 jobs that ended in the last %3 min failed (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the failed jobs&apos; output and where they ran (scontrol show job ID, sinfo -R): one bad node or a broken image fails every job it gets. Drain a bad node (scontrol update nodename=NODE state=drain reason=...) and requeue the jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No telemetry from the agent on %1 for %2 s (last at %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost on %1: %2 %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See which projects and jobs grew (Planning &gt; Cost…): a runaway or forgotten job, a new team, or a price change; cancel what is not needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that %1 is up and reachable (Check %2); restart its agent if the node is fine (Restart Agent, or clustergate agent restart %3). Its GPUs are not watched meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packet loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: RTT %2 ms (limit %3), %4 retransmits/s (limit %5) at the last sample; over the limits since %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 % of TCP segments retransmitted (limit %3 %) at the last sample; over the limit since %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packets are lost on the way to the node: run the link check (Validation &gt; L1) to find the hop; check the node&apos;s NIC and cable errors (ip -s link) and ask the provider about the path if the loss is upstream. Transfers and jobs that stream data slow down meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failover refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not reached since %2 (%3 s): no agent has answered from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that %1 is up and reachable from the jump host (Check %2). Its agent starts once the node can be reached. Its GPUs are not watched meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::planning::AlertThresholdSet</name>
    <message>
        <source>%1 must be a map of threshold: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must have &apos;defaults&apos; and/or &apos;clusters&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;clusters&apos; must map cluster names to thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cluster under &apos;clusters&apos; has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section &apos;%1&apos; (expected &apos;defaults&apos; or &apos;clusters&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object of threshold: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown threshold &apos;%2&apos; (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be %3 from %4 to %5, not &apos;%6&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than 1 MiB; not a threshold file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::planning::ClusterChooser</name>
    <message>
        <source>the data may not go to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cleared export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT %1 ms is over the limit of %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs on offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU-hour price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency not measured yet (run L1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs now, the rest in %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No candidate qualifies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): score %3 — latency %4, cost %5, supply %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup is in the same region as the primary: no other region qualifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backup qualifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 of %2 GPUs on offer, and no delivery date for the rest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::planning::CostModel</name>
    <message>
        <source>the GPU-hour price must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the egress price per GB must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the storage price per GB-month must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prepaid share must be between 0 and 1 (0.6 = 60 %), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prepaid discount must be between 0 and 1 (0.3 = 30 % off), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the premium must be between 0 and 10 (0.2 = +20 %), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress must be 0 GB or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage must be 0 GB-months or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of requests must be greater than 0, not %1 (count them in the L4 run or in production)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective GPU-hour price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 x (1 - %3) + (1 - %1) x %2 x (1 + %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB-months x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1,000 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 + %2 + %3) / (%4 / 1000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up from nothing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % more than the day before (%2 -&gt; %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::planning::Planner</name>
    <message>
        <source>peak requests per second (--qps) must be greater than 0, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean input tokens (--in) must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean output tokens (--out) must be 0 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input plus output tokens per request (--in + --out) must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single-GPU throughput (--tps, tokens per second) must be greater than 0, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batching efficiency (--batch-eff) must be greater than 0 (measured values are typically 1.5 to 4), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target utilization (--util) must be greater than 0 and at most 1 (0.7 means 70 %), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headroom (--headroom) must be between 0 and 10 (0.25 means 25 %), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU group size (--group) must be a whole number from 1 to 4096, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that needs more than %1 GPUs (%2); check the units: --tps is tokens per second of one GPU, --qps requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q x (L_in + L_out) = %1 x (%2 + %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x (1 + %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective throughput of one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPS x BatchEff x Util = %1 x %2 x %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceil(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceil(%1 / %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in whole groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sensitivity step must be between 0 and 1 (0.2 means 20 %), not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-GPU throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batching efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 % capped at 100 % utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: a share of it changes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at -%2 % / +%2 %: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU group size must be 1 or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan must have at least one GPU, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>availability zones must be a whole number from 1 to 64, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surviving the loss of a zone needs at least 2 zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas so that any %1 of %2 zones carry the peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest T with T - ceil(T / %1) &gt;= %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left after losing the largest zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas per zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in all zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target steps must be greater than 0, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured step time must be greater than 0 seconds, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job must hold at least one GPU, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint time must be 0 seconds or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean time between failures must be 0 hours (no failures) or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart time must be 0 seconds or more, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint interval must be 0 (the optimum) or more seconds, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps x %2 s / 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Young: sqrt(2 x checkpoint cost x MTBF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoints cost nothing: after every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no failures expected: no checkpoints needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (raised to one step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval, Young</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sqrt(2 x %1 s x %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval, Daly (for comparison)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sqrt(2CM) x (1 + sqrt(C/2M)/3 + C/18M) - C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval used (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checkpoints x %2 s / 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h / %2 h MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure loss (half an interval recomputed + restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x (%2 s / 2 + %3 s) / 3600</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 + %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h x %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::report</name>
    <message>
        <source>a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen is enough)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF %1 could not be written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialOps</name>
    <message>
        <source>The secret is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential %1 is kept in the %2, not here; delete it there first, or choose another id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation writes the new secret under a new id; %1 is the old one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no credential %1 to rotate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential %1 exists already; choose a new id for the new secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The credential %1 is kept in the %2; rotate it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was rotated to %2 and its users now use %2, but the old secret could not be deleted: %3 Delete it later with: clustergate secrets delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialRegistry</name>
    <message>
        <source>Cannot read the credentials: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the credential %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rotation interval must be between 1 and 3650 days (or none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the credential %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the credential %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the use of the credential %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a user of a credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no credential %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot link %1 to the credential %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot unlink %1 from the credential %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the users of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the credentials of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the users of %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::CredentialStore</name>
    <message>
        <source>The %1 did not answer within %2 seconds. If it shows a dialog (for example to unlock the keyring), answer it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encrypted file vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::FileVaultBackend</name>
    <message>
        <source>The vault %1 cannot be used: %2. Nothing was changed; restore the file from a backup, or move it aside to start a new vault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the vault %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than any vault can be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong master passphrase for the vault %1. Nothing was read or changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the vault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vault %1 is in use by another ClusterGate (lock file %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the lock file %1 next to the vault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the vault %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the vault %1 private to its owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the vault %1: %2. The previous version is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AES-256-GCM, key from the master passphrase by scrypt (N=2^%1, r=%2, p=%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (entries: %2; the master passphrase opens it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not exist yet; the first secret creates it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no secret &quot;%1&quot; in the vault %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new vault needs a master passphrase of at least %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::KeychainBackend</name>
    <message>
        <source>The keyring &quot;%1&quot; of the %2 is locked, and no unlock dialog can be shown here (neither DISPLAY nor WAYLAND_DISPLAY is set). Unlock it first (log in to the desktop session, or open Seahorse), or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no default keyring to store secrets in, and no dialog to create one can be shown here (neither DISPLAY nor WAYLAND_DISPLAY is set). Create and unlock a login keyring (e.g. start the daemon with gnome-keyring-daemon --unlock, reading its password from standard input), or keep the secrets in the encrypted file vault (--vault FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; no default keyring yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; default keyring &quot;%2&quot; is locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the D-Bus session bus %1; default keyring &quot;%2&quot; is unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Secret Service can only be used with Qt&apos;s GLib event loop, and QT_NO_GLIB is set: unset it, or use the encrypted file vault (--vault FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 did not answer in time. If it shows an unlock dialog, answer it and try again; a keychain that never answers may need a restart (for gnome-keyring: gnome-keyring-daemon --replace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain is available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keyring &quot;%1&quot; of the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is locked and was not unlocked (the unlock dialog was dismissed or could not be shown). Unlock it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 refused access (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 reported an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no secret &quot;%1&quot; in the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The D-Bus session bus at %1 refused the connection (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the D-Bus session bus about the keychain failed: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KWallet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Secret Service runs on the D-Bus session bus (nothing owns or can start org.freedesktop.secrets), so there is no system keychain to keep secrets in. Install and start one: gnome-keyring (gnome-keyring-daemon --start --components=secrets), or KWallet or KeePassXC with their Secret Service enabled; or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret Service (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::SecretTypes</name>
    <message>
        <source>&apos;%1&apos; is not a valid credential id: use 1 to 128 letters, digits and . _ @ : + -, starting with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::SessionBus</name>
    <message>
        <source>no connection within the time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was refused (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something listens there but does not answer like a D-Bus daemon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other end closed the connection without a D-Bus greeting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other end does not speak D-Bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the socket path is empty or too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the abstract socket name is empty or too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unix: address needs path= or abstract= to connect to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tcp: address needs port=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address to connect to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run ClusterGate in a desktop session (which has a session bus and a keyring), or start both for a headless shell: dbus-run-session -- sh -c &apos;gnome-keyring-daemon --unlock --components=secrets; exec $SHELL&apos;; or keep the secrets in the encrypted file vault instead (--vault FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no D-Bus session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist, so the system keychain (Secret Service) cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XDG_RUNTIME_DIR/bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autolaunch is never used by ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The D-Bus session bus at %1 cannot be reached (%2), so the system keychain (Secret Service) cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::SshSecrets</name>
    <message>
        <source>Passphrase of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password of %1@%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::secrets::VaultCodec</name>
    <message>
        <source>it is not a ClusterGate vault file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is truncated (%1 bytes, shorter than the %2-byte header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has format version %1, and this ClusterGate reads version %2: it was written by a newer ClusterGate, or it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header is damaged or was altered (the header checksum does not match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header names key-derivation parameters this ClusterGate does not accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header promises an impossible size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is truncated (%1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has %1 unexpected bytes at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unacceptable key-derivation parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key derivation (scrypt) failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the master passphrase is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its contents were altered or damaged (they fail authentication); nothing was read from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its decrypted contents are malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unacceptable vault parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vault would be larger than 64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no random numbers from OpenSSL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encryption with OpenSSL failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::AccountingRead</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::AgentRestart</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the restart did not finish in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::AlertActions</name>
    <message>
        <source>Restart Agent on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the agent on %1, put the bundled agent back and start it (recorded in the audit log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach every node of %1 through its jump hosts now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1&apos;s live charts and state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::AlertSink</name>
    <message>
        <source>console -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ChoiceCandidates</name>
    <message>
        <source>the ledger is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ledger: compliance cannot be checked, so no candidate qualifies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ChoiceMeasurements</name>
    <message numerus="yes">
        <source>measured by the fleet: median of %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>seen by the fleet on its live nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 node(s) in the inventory x %2 GPU(s) per node in the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node; %n day(s) old, stale: run L1 again or stream the cluster</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>L1 validation of %1 (run %2): console-to-node RTT p50 of the slowest node, %n day(s) old</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per GPU-hour from %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterAccounting</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a saved cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tried %1 in turn; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not tried, the fleet marks it unreachable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node of %1 has Slurm&apos;s accounting (sacct/scontrol not found, or Slurm not configured there): this cluster&apos;s job backend is %2; import an accounting file instead (Import Job Records…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node of %1 has the accounting of its job backend %2; import an accounting file instead (Import Job Records…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterDrafts</name>
    <message>
        <source>Jump hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host %1 is not a Host in %2 and not a full host name: add a &quot;Host %1&quot; block there, or type its address or full DNS name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host %1 is not a full host name and there is no ssh config (%2) to look it up in: type its address or full DNS name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key files, line %1: %2 does not exist or is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterFleet</name>
    <message>
        <source>%1 of %2 nodes streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the one-time password for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the key passphrase for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the password for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing streams from %2. Stream Telemetry to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its nodes do not stream. Stream Telemetry to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ClusterJobs</name>
    <message>
        <source>&apos;%1&apos; is not a job id of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ConnectivityCheck</name>
    <message>
        <source>retrying in %1 s (attempt %2 of %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a check is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1 has no nodes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable (%1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reached with verified host keys</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reached, new host key(s) to review</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused: host key differs from the one on record</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not asked yet: the new key of %1 to review first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not asked: the key of %1 differs from the one on record</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not reached</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked: the scan was cancelled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being checked</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::Console</name>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not keep it in the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no agents run on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: kept in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::DatasetPush</name>
    <message>
        <source>Resume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, ETA %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3 file(s), %4) on %5:%6, every chunk and file verified by SHA-256 on the far side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::DeskIdentity</name>
    <message>
        <source>%1 (%2), key %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), keys %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key that is no longer in the keychain (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key that cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key not registered in this ledger (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain holds keys of %1: choose who you act as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no registered key in this keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a key of %2, who this desktop acts as</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>None of the keychain&apos;s %n signing key(s) is registered in this ledger yet: an admin registers it with Register Officer… (or &apos;clustergate ledger register-officer&apos;).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This ledger has no admin yet. To become its first admin, press Found Ledger… and choose your signing key (or make one there); you then register the other people. (On the command line: clustergate ledger found NAME --key ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no signing key in the keychain: make one with Create Signing Key…, then give its verifier key to an admin, who registers it (Register Officer…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::DetachedLoginNode</name>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the login node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ExportDraftSession</name>
    <message>
        <source>request %1 is already %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request cannot be submitted:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No officer can approve this request: %1 was registered by you (%2), and a person you registered may not approve your requests; an admin other than you must register an officer (Register Officer…) before this request can be approved. If you are the only admin, register a second admin first, and that admin registers the officer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No officer can approve this request: %1 were registered by you (%2), and a person you registered may not approve your requests; an admin other than you must register an officer (Register Officer…) before this request can be approved. If you are the only admin, register a second admin first, and that admin registers the officer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No second officer is registered: a second person must be registered as officer (Register Officer…) before this request can be approved; %1, who requests it, may not approve it (nor, for sensitive personal data and above, may a dataset&apos;s owner). An officer %1 registers may not approve %1&apos;s requests either: if %1 is the only admin, %1 registers a second admin, who registers the officer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::FailoverWatchWorker</name>
    <message>
        <source>another console on this profile watches the jobs for failover</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::IdentitySigner</name>
    <message>
        <source>signing needs your identity key, but there is no keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::JobFailover</name>
    <message>
        <source>the spec keeps no checkpoint in an object store that %1 has mounted (give checkpoint.storage an object-store:// mirror and the cluster an object-store root), so no checkpoint can be carried there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking for checkpoints in %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the refusal could not be written to the audit log: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 on %2 was not moved to %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job stays on %1. Fix what is named (an approved export request for %2, a checkpoint mirror, the backup&apos;s connection) or switch it to another cluster by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job is already on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no compliance gate is set up for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compliance gate could not decide: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compliance gate refuses %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submitting to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 was moved to %2 as %3, but the switch could not be written to the audit log: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer for %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempted and not running again for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting in the queue for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log has nothing about job %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no saved cluster called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::JobsListing</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be reached: none of its nodes answered (tried %n node(s): %2): check that they are up and that the jump host reaches them (Check Connectivity)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be reached: none of its nodes answered (tried %n node(s): %2; left out %3, which the fleet marks unreachable): check that they are up and that the jump host reaches them (Check Connectivity)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be reached: its jump host %2 did not answer: check the network (VPN) and %2 (Check Connectivity)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::JobsService</name>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::NodeTargets</name>
    <message>
        <source>cluster %1 has no node %2; its nodes: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cluster is named %1; the clusters: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a node of several clusters; name one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::OfficerKeys</name>
    <message>
        <source>%1 already has 99 signing keys in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain already holds %1: a key is never replaced; choose another id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no random bytes for a new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compliance signing key of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key for %1 was not stored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key must be %1&apos;s verifier key (%1+HASH+BASE64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registering key is not registered in this ledger: only an admin registers officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an officer, not an admin: only an admin registers officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this key is already registered for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already registered; registered keys are never replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered %1 (%2) with key %3 (fingerprint %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a signing key is kept in the keychain, and this desktop has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a name: 1 to 64 letters, digits and . _ @ - (no spaces), e.g. olga or alice.walker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces), e.g. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ledger was founded already; an admin registers new officers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Founded the ledger %1 with %2 as its first admin.
Key: %3
Fingerprint: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a key name: it may hold only the Latin letters A-Z and a-z, the digits 0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, e.g. li.wei, or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a key name: it may hold only the Latin letters A-Z and a-z, the digits 0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, e.g. li.wei</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::Profile</name>
    <message>
        <source>this profile&apos;s ledger is on a team ledger server, but this build of ClusterGate has no PostgreSQL support (built without libpq)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::PushRun</name>
    <message>
        <source>the manifest is signed with your identity key, but none was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled before anything was prepared or sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manifest of %1 does not verify against its sender&apos;s key: not resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: nothing to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a push needs a connection hub and a way to the cluster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::ReportExport</name>
    <message>
        <source>cannot write in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled: nothing was written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nothing was written to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written to %1, but not recorded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::services::TaskList</name>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host-key scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partly done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::AuthBroker</name>
    <message>
        <source>the passphrase of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the password of %1@%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the one-time password of %1@%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is needed and there is no terminal to ask for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is needed and there is no terminal to ask for it; the keychain secret %2 would answer it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::ChainPlanner</name>
    <message>
        <source>no target given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--jump %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::ConnectionHub</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump host went away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::Engine</name>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was reset after a command was abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hop before it went away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::Exec</name>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open a session channel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused to run the command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection broke while the command ran: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection broke before the command&apos;s exit status arrived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused a terminal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server failed a terminal setting: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::FilePush</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot prepare %1 on the far side: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy of %1 stopped after %2 of %3 bytes: %4; push again to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; push again to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing %1 on the far side failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy of %1 did not finish within %2 s; push again to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not put %1 in place on the far side: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy of %1 was damaged on the way (SHA-256 mismatch); it was kept as %2, push again to resend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy of %1 on the far side does not have the expected size; it was kept as %2, push again to resend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::HostCertificate</name>
    <message>
        <source>the host key is not an OpenSSH certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certificates of type %1 are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host certificate is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host certificate is truncated or has trailing bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the principals of the host certificate are malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate&apos;s CA key is malformed or itself a certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate&apos;s signature is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA key cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate&apos;s ECDSA signature is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA&apos;s signature on the certificate does not verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a host certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid yet (from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it expired (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names no principals, so it would vouch for any host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not among its principals (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it carries critical options, which no host certificate may</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA key is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA&apos;s Ed25519 key or signature type is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA&apos;s ECDSA key or signature type is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CA&apos;s RSA key is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate is signed with %1, which is not accepted (SHA-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CA keys of type %1 are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its CA (%1) is marked @revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its key (%1) is marked @revoked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::HostKey</name>
    <message>
        <source>the key type is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an SSH protocol 1 key, which is no longer supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key type &quot;%1&quot; is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a key type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key data is too short to hold a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key data holds a &quot;%1&quot; key, but the line says &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a certificate cannot be a known host key; trust its certificate authority with a @cert-authority line instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 key data is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key data after the key type &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key data is not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The public key line is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a usable public key: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::KnownHosts</name>
    <message>
        <source>the file has more than %1 lines; the rest is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; this line and the rest are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot; (expected @cert-authority or @revoked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line can carry only one marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host names are missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key type after the host names is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hashed host name is malformed (expected |1|salt|hash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a host pattern is longer than %1 characters, so ssh ignores this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host names are missing (the line starts with the key type &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1: it is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the known hosts file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record a host key for &quot;%1&quot;: not a valid host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the host key of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known hosts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to the known hosts file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record the host key of %1 (%2): it is marked as revoked in %3 line %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::PortForward</name>
    <message>
        <source>cannot listen on &apos;%1&apos;: not a numeric address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port forward lost its connection: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the port forward could not connect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump host went away</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::PrivateKeyInspector</name>
    <message>
        <source>cannot read the key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenSSH private key is cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an OpenSSH private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenSSH private key is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a private key file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::RemoteShell</name>
    <message>
        <source>the remote command did not finish in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node sent more than %1 MiB of output; the command was stopped and the rest was dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::Session</name>
    <message>
        <source>the server would not list its authentication methods: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-agent: no usable identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-agent: no key was accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: passphrase needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: wrong passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: this key format cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: refused (RSA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1: refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-time password cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keyboard-interactive refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authentication failed for user %1 (server accepts: %2; tried: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RSA keys need the rsa-sha2 signatures that current OpenSSH servers require, and this libssh2 (%1) lacks them; use an Ed25519 or ECDSA key, or libssh2 1.11 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 s while %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the hop before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchanging keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authenticating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hop before it is not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot resolve %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create an SSH session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server closed the connection during the handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH handshake failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server sent no host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the known hosts file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host key of %1 (%2) is marked as revoked in %3; connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 has CHANGED (possible man-in-the-middle attack). Recorded: %2 (%3 line %4); offered now: %5 %6. If the server was reinstalled, remove the old key from %3 after checking the new fingerprint with its administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offered a %2 host key (%3), but only %4 keys are on record for it; refused. Check the fingerprint with its administrator before adding it to %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot record the new host key of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host key of %1 is unknown: %2 %3. Compare it with the fingerprint your provider gave you, then accept it (policy accept-new) or add it to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That passphrase was wrong. Passphrase for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That password was refused. Password for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH handshake failed: %1 and ClusterGate agree on no key exchange method (%2). ClusterGate offers only curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2; a server that offers only SHA-1 methods (diffie-hellman-group1-sha1, group14-sha1, group-exchange-sha1) is refused unless its cluster allows legacy key exchange in its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 presented a malformed host certificate: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host certificate of %1 (key %2, CA %3, listed in %4 line %5) is not valid for it: %6; connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host certificate of %1 is refused: %2 (%3 line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump host %1 could not reach %2 port %3 (%4): check that %2 is running and that %1 may connect to it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshConfig</name>
    <message>
        <source>%1 ends with a lone %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1 in %2 is not supported by ClusterGate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown token %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HostName &quot;%1&quot; is not a host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; line ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host line without patterns: the block below it applies to no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: ~user paths are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty Include path; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include &quot;%1&quot;: ~user paths are not supported; ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 included files; %2 and any further ones not included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read included file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses ProxyCommand, which ClusterGate does not run; use ProxyJump instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bad ProxyJump: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ProxyJump loop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump chain is longer than %1 hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the jump chain to %1 is longer than %2 hops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ssh config file %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the ssh config file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty jump host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; contains spaces or control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: an ssh:// URI has no path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; has an empty user name before @</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad character in user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: missing ] after the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: expected :port after ]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: [%2] is not an IPv6 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad character &apos;%2&apos; in host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: a host name cannot start with &apos;-&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot; has no host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump host &quot;%1&quot;: bad port &quot;%2&quot; (ports are 1 to 65535)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSH is not installed (no ssh program found in PATH); it is needed to resolve hosts from Match blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh -G %1 did not finish within 15 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh -G %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unbalanced quotes in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User &quot;%1&quot; is not a user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad port &quot;%1&quot;: ports are numbers from 1 to 65535 or service names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CanonicalizeHostname &quot;%1&quot; is not yes, no or always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HostKeyAlias is not supported: ClusterGate checks host keys under the host&apos;s own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one value, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; hosts this block could apply to are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match %1 needs an argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported Match attribute &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match without criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match all cannot be combined with other criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad Match line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match exec and localnetwork cannot be evaluated by ClusterGate: a host this block would change is refused; resolving with OpenSSH (ssh -G) evaluates it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ${ without a closing }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ${%2} is not an environment variable name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ProxyJump has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad ProxyJump: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CanonicalizeHostname %1 needs DNS canonicalisation, which ClusterGate does not do; set CanonicalizeHostname no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: IdentityFile %2 names ${%3}, which is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused: %2 (%3) cannot be evaluated by ClusterGate and %4; resolve it with OpenSSH (ssh -G) or write a Host block for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 such lines apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes how this host is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: jump host loop via %2 (its HostName is its own jump host)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ssh refuses the whole file over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad configuration option &quot;%1&quot;: ssh refuses the whole file over it (list it in IgnoreUnknown before this line if it is meant for another ssh version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty pattern on a Host line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include recurses (%1): ssh refuses the whole file over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include nested deeper than %1 levels (%2): ssh refuses the whole file over it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshError</name>
    <message>
        <source>hop %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing answered there, or the connection was refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its SSH server does not allow forwarding (AllowTcpForwarding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is short of resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not forward connections</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ssh::SshService</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::terminal::Asciicast</name>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the header must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: not asciicast version 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: width and height must be between 1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: an event must be a JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: an event is [time, type, data]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: the time must be a number of seconds, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: unknown event type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty file: no asciicast header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to load (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::terminal::RecordingPolicies</name>
    <message>
        <source>a recording policy needs the cluster&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retention must be 0 (kept until deleted) to %1 days, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the policy change could not be audit-logged, so it was not made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the policy change could not be audit-logged and could not be undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>retention of cluster %1: %n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::terminal::RecordingRetention</name>
    <message>
        <source>recording %1 names %2, which is not in this console&apos;s recordings folder %3; not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 names %2, which is not a regular file; not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1: %2 belongs to another user; not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1: %2 is larger than any recording (%3 bytes); not deleted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::terminal::TerminalRecording</name>
    <message>
        <source>cannot create the recordings directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recording was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 was already deleted (audit row %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 does not match its audit event (%2); not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deletion could not be audit-logged, so the recording stays: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deletion of recording %1 is audited but %2 could not be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 %1 differs from the audit log&apos;s %2: the recording was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes, the audit log says %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recording %1 changed while it was checked; not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link, not a recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1 to its end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::ConnectionPool</name>
    <message>
        <source>%1 asks for a one-time password at every login: sending over one connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connection closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::DataTransfers</name>
    <message>
        <source>refused by rule %1: %2
to request the export: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approval %1 of request %2 expired on %3: the transfer stopped; a new approval lets &apos;clustergate data resume %4&apos; continue it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1&apos;s retention ended on %2: the data must be destroyed, not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer %1 rides on request %2, but request %3 now clears the dataset: start a new transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable remote path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk size must be between 64 KiB and 4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wiping transfer %1 on %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wiping transfer %1: the far side did not confirm the check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wiping transfer %1: still present on %2 after removal: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after removal, test -e on the far side found none of the %1 path(s) (files and staging)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file deletion on the cluster&apos;s file system; the provider&apos;s media and backups are not sanitized by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ledger cannot be read, so %1 cannot be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies inside dataset %2 (%3): datasets leave only through &apos;clustergate data push %2 --cluster CLUSTER&apos;, which checks the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is file %2 of dataset %3 (transfer %4, same SHA-256): datasets leave only through &apos;clustergate data push %3 --cluster CLUSTER&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unversioned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 approved dataset %2 at version %3, but the ledger holds version %4 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by rule %1: %2; send version %3 (set it back in the ledger if that is the data being sent), or request an export of version %4 and have it approved: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 approves dataset %2 in the form %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request %1 has no approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by rule %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::Manifest</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed while it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a transfer manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manifest of transfer %1 is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 is not a local path: only local files can be sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset&apos;s location %1 holds no files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferEngine</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed while it was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the far side is out of disk space under %1 (%2); free space there or choose another --to, then &apos;clustergate data resume %3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing chunk %1 of %2 on the far side failed (exit status %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk %1 of %2 failed verification on the far side %3 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the far side is out of disk space under %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled; &apos;clustergate data resume %1&apos; continues it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s) restarted after %1 s without progress; large transfers that stall while small commands work point to a path-MTU black hole (the L1 MTU check of &apos;clustergate validate&apos; measures it)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no progress for %1 s: connection restarted (large transfers that stall while small commands work point to a path-MTU black hole: the L1 MTU check of &apos;clustergate validate&apos; measures it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every connection failed; last: %1; &apos;clustergate data resume %2&apos; continues it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferState</name>
    <message>
        <source>the state of transfer %1 is damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::transfer::TransferStore</name>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the state of transfer %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a transfer id (t- and 16 hex digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no transfer %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state of transfer %1 is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state of transfer %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset %1 is already being sent (transfer %2): wait for it, or cancel it with &apos;clustergate data cancel %2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot ask transfer %1 to stop: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::AlertThresholdsDialog</name>
    <message>
        <source>GPU idle at or below (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated GPUs idle for (min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue grew for (polls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... with at least (pending jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link RTT above (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP retransmits above (/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... for (samples in a row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed jobs share above (0-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... of at least (finished jobs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... in the last (min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent silent for (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily cost up by more than (0.5 = +50 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and by at least (money)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cluster (defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Applies to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in a threshold file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import from File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the form from a YAML or JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold files (*.yaml *.yml *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File format (YAML or JSON): defaults: {gpu_idle_minutes: 30, link_rtt_ms: 300} and clusters: {sg-h200: {gpu_idle_minutes: 15}}; the keys are the fields&apos; tooltips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values in use now: the built-in defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values in use now, from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filled from %1; OK puts these values in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Thresholds form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packet loss above (% retransmitted)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::AlertsView</name>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;cknowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the selected alerts as seen; they stay until their condition ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active alerts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 active alert(s), %2 not acknowledged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an alert to see what to do about it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4
What to do: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See and edit the alert thresholds in use (defaults and per cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting the agent on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open when the console stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::AuditBrowser</name>
    <message>
        <source>Audit Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search who, action, subject or details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest %1 matching rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n matching row(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Walk the whole chain, check every signed checkpoint and decision, and say whether a trust anchor from outside this database vouches for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the log again now (F5); it also follows new rows by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Verifying %n row(s) and their checkpoints…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Verifying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected row&apos;s details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a row to see its details as fields and as recorded (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trust Anchors…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and checkpoint files from outside this ledger that Verify checks it against, each with who vouched for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2 by %3: %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As recorded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To anchor it: in Trust Anchors…, add the founding admin&apos;s key (fingerprint %1) once you have confirmed the fingerprint with them, or press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To anchor it: press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key; the checkpoint is trusted here, and a copy kept away from this machine lets anyone check the ledger against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is missing is a checkpoint signed with a key you trust: press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Sign Checkpoint… to sign the current head with your officer&apos;s or admin&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Trust Anchors…, add this ledger&apos;s founding admin&apos;s key (fingerprint %1) once you have confirmed the fingerprint with them, or press Sign Checkpoint… to sign the current head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign Checkpoint… covers the newer rows too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile keeps its trust anchors in %1; %2 is read too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign Checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign a checkpoint of the log&apos;s current head with your officer&apos;s or admin&apos;s key and trust it here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::AuditRowsModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::BroadcastDialog</name>
    <message>
        <source>Broadcast Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No terminals are open. Open one on each node first (select a node, Open Terminal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you type into any ticked terminal goes to all of them. Each one shows the BROADCAST mark while it receives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminals that receive the input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;None</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Type into %n terminals at once? Every key you press goes to all of them.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <message>
        <source>%1 (%2)</source>
        <comment>a chart&apos;s title and the unit of its values</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ChecklistView</name>
    <message>
        <source> [prev %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every level run passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every level run passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — checklist %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level / check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures (threshold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Override…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the selected level (it runs only when the one below passed or was overridden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the selected level count as passed for the gate above it, with a recorded reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overridden by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Evidence SHA-256 (recorded in the audit log): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cluster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xclude nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave nodes out of the next runs (a dead node, one under repair), with a reason that is recorded with the results and printed in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not pass (%2). Why may the levels above %1 run although it did not pass? The reason is recorded in the audit log and printed in the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded from the runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclude nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes to exclude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. dead PSU, ticket 4411</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason for excluding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes left out of the next runs. Each level&apos;s verdict counts them apart, and the reason is recorded with the results and printed in the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance report of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterCardWidget</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 not reached yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hops: direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hops: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nodes: %n, not streaming</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes: %1 reachable · %2 streaming · %3 unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs: %1 busy · %2 idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest GPU: %1 GPU %2 at %3 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst link: %1 %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation: no level passed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation: %1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs: %1 running · %2 queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost today: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost today: %1 · idle GPUs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets cleared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets cleared for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not streaming since the restart —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream Telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect through the jump chain and stream this cluster&apos;s telemetry again (a bastion may ask for its one-time password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link RTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unreachable</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hop(s) down</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check Host Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this cluster&apos;s connectivity: the new host keys are listed with their fingerprints, to compare with the ones your provider gave you and accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 host key to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you to check the host key of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host key(s) to check</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You cancelled the one-time password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the key passphrase for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cancelled the password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sign-in cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up (sign-in %2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterChoiceView</name>
    <message>
        <source>Cluster Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ledger dataset names, comma separated (empty: no data leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Datasets the work reads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest acceptable &amp;RTT:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country / region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs on offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency / cost / supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, %2: &apos;%3&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not qualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPUs known for %1: its nodes report none and its contract promises none. Type the number on offer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ClusterDialog</name>
    <message>
        <source>Edit Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. h200-singapore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>country or region, e.g. SG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict: refuse unknown host keys (review them first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept new: record a host&apos;s first key, refuse a changed one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one private key file per line (empty: the ssh agent and ~/.ssh/id_*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Key File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one jump host per line, in connection order: [user@]host[:port]
e.g.
ops@jump.example.net
bastion-2.internal:2222</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host &amp;keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key &amp;files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;odes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private Key File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow legacy SHA-1 key exchange (diffie-hellman-group1/group14-sha1, group-exchange-sha1) for old servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key e&amp;xchange:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. ib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;The topology plugin honours --switches (topology/tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes, or e.g. 10:00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /mnt/object-store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the object store is mounted on the cluster: object-store://BUCKET/KEY is ROOT/BUCKET/KEY there. Takes precedence over the rclone remote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes&apos; rclone remote for the object store, when it is not mounted: object-store://BUCKET/KEY is REMOTE:BUCKET/KEY, copied with rclone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. team-ml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bucket the guides&apos; placeholder &lt;bucket&gt; stands for. Empty: a spec still containing &lt;bucket&gt; is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$HOME/clustergate/datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-filesystem directory on the cluster where storage.dataset is staged once before the job&apos;s steps read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement and storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hi&amp;gh-speed feature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch &amp;wait:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object-store &amp;mount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object-store r&amp;clone remote:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;bucket:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stag&amp;ing directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch wait: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement and storage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (the default): only curve25519, ECDH and Diffie-Hellman group 14 and up with SHA-2.
On: also SHA-1 methods, for servers that offer nothing else. diffie-hellman-group1 is a 1024-bit group that a well-funded attacker can break, and SHA-1 collisions are practical: a session to such a server may be read or tampered with. Turn it on only for a server you cannot upgrade; the change is recorded in the audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record t&amp;yped input as well as output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (the default): terminal recordings hold what the nodes printed only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recordings whose session ended longer ago are deleted (each deletion is recorded in the audit log); 0: kept until someone deletes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep recor&amp;dings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: recorded input captures everything typed into the shell, including passwords typed at sudo, su or login prompts (they are not shown on screen, but they are in the recording). Anyone who may read or export this cluster&apos;s recordings can read them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input is not recorded. Turning it on captures everything typed into the shell, including passwords typed at sudo, su or login prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recording policy of %1 was not saved: the ledger, where its change is recorded, is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one node or hostlist per line: [name] [user@]host[:port], reached from the last jump host
e.g.
gpu-001 10.0.0.11
gpu-[002-008] root@10.0.0.[12-18]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs r&amp;un with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node feature that marks nodes on the high-speed fabric, used for &quot;interconnect: high-speed&quot; (the scheduler&apos;s node constraint). Empty: such specs need the switch topology below, or are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the nodes of an &quot;interconnect: high-speed&quot; or &quot;locality: same-switch&quot; job under one leaf switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a job waits for nodes under one switch before the scheduler starts it on more switches: minutes (30), minutes:seconds (10:00) or hours:minutes:seconds. The scheduler caps it at the cluster&apos;s own maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. https://registry.example.com, https://mirror.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container registries job images are resolved and pulled from, in order, separated by commas: the first is the primary, the rest mirrors. An image tag is pinned to its digest at submission, and refused when two registries disagree. Empty: each image&apos;s own registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image registri&amp;es:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::CommandPalette</name>
    <message>
        <source>Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a view, cluster, node or job…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::CostView</name>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: no budget line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day costing this much more than the day before is marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day-over-day jump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prepaid share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of GPU-hours prepaid, 0-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prepaid discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount on prepaid hours, 0-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surcharge on the other hours, 0.2 = +20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other prices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress price per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage per GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage price per GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests served (counted in the L4 run or in production)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>egress GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egress in GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage GB-months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage in GB-months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1,000 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per day (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price per GPU-hour is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily budget must be a number, 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1,000 requests: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the requests served (counted in the L4 run or in production) for the cost per 1,000 requests of these GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day-over-day jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget %1 per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s), %1 GPU-hours, %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) over budget.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Job Records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Job Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) without a GPU count (the records do not say how many GPUs they held; import the scheduler&apos;s full job listing for them too).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Allocated GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle waste per project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours allocated to each project&apos;s jobs against the GPUs&apos; utilization history: allocated and idle is waste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records without a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per GPU-hour from its contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the price above (its contract names none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster whose accounting to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read from Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the cluster&apos;s accounting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the cluster cannot be asked: reads %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Cost from the console&apos;s Planning area to read a cluster&apos;s accounting; here, use Import Job Records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved cluster: add one in Clusters first, or use Import Job Records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the chosen cluster&apos;s job accounting on its login node, through its jump chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the accounting of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the accounting of %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the accounting of %1: %2. Check the cluster in Clusters (Check Connectivity), or import the records it exported with Import Job Records… (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job record(s) read from the accounting of %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Read from Cluster reads a saved cluster&apos;s job accounting through its jump chain; where it cannot be asked, Import Job Records reads %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices the records of clusters whose contract names no price; a cluster&apos;s contract price prices its own records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terms, other prices and requests served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the accounting of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the accounting of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::CreateSigningKeyDialog</name>
    <message>
        <source>Create Signing Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes a new Ed25519 signing key for one person and keeps it in this desktop&apos;s keychain. Requests, approvals and rejections are signed with it once an admin has registered it. The private key never leaves the keychain and is never shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The public half of the key: give it to an admin, who registers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 64 letters, digits and . _ @ - (no spaces), e.g. alice.walker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The person&apos;s name in the ledger: 1 to 64 letters, digits and . _ @ -, no spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept in the keychain as %2. Give the verifier key above to an admin (and confirm the fingerprint with them in person or by phone): once they register it with Register Officer…, %1 signs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made a signing key for %1, kept in the keychain as %2. Nobody administers this ledger yet: Found Ledger… makes %1 its first admin with this key; %1 then registers the others.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::CredentialsDialog</name>
    <message>
        <source>e.g. bastion-sg-password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh:user@host:22, key:/path/to/key, cluster:NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Used by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two entries differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n credential(s); the secrets are in the %1, never in ClusterGate&apos;s files.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>file vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n due for rotation (listed first).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Add Credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot add the credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 from the keychain? It is used by: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the credential</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::CredentialsModel</name>
    <message>
        <source>Overdue: rotate it (write a new secret, switch its users, delete the old one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file vault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (overdue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotation due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetEditor</name>
    <message>
        <source>Edit Dataset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s3://bucket/path, /data/…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds personal information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grade changes through Propose Grade Change…: a second person signs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datasets it was derived from, separated by ;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. retail.orders; for free-trade-zone negative lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the notification or publication that made it important data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new_field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive (PIPL Art. 28):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data categories:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Important-data notice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1: unknown sensitive categories %2; use %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data&apos;s version. An export covers only the version its request was submitted with; a new version needs its own approved request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields (double-click a cell to change it; grade and personal are chosen from a list; sensitive: PIPL Art. 28 categories separated by ;):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetsModel</name>
    <message>
        <source>Re-graded from %1: %2 (approved by %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared %1; its fields, sensitive categories or sources make it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DatasetsView</name>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search name, description or location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Personal information only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Inventory CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n dataset(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1 dataset(s) and %2 field(s) from %3 row(s); %4 row(s) rejected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Dataset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose &amp;Grade Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is retired: nothing new derives from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change of %1 waits for a second person&apos;s signature (an officer who is neither you nor the owner).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a dataset first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire %1? Nothing new can be derived from it or exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose Grade Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lowering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared grade:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the inherited grade to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derivation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (inherited %3). A second person signs the change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose CSV File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Inventory Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the change moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign Grade Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign a classification change another person proposed: it applies the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change of %1 re-evaluated, before -&gt; after:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No signing key is available on this desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classification change of %1 is signed and applied%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: it is %1 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8 CSV with a header row, columns in any order; one row per dataset and optionally one row per field (the field column set):
dataset, field, owner, grade, description, location, records, people, personal, sensitive, sources, justification, approver, version
grade: public, internal, sensitive-personal, important, core. personal: yes or no. sensitive: biometrics, religion, specific-identity, medical-health, financial-account, location-tracking, minor-under-14, separated by ;. sources: the datasets it was derived from, separated by ;. version (optional): the data&apos;s version, empty for unversioned; without the column the versions in the ledger stay as they are. An export covers only the version its request was submitted with. Bad rows are reported with their row and column; good rows are imported. A grade change in a re-import needs a second person&apos;s signature (Propose Grade Change…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No classification change of %1 waits for a signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No signing key is available on this desktop: add your private key in Settings &gt; Credentials (kind private-key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign Grade Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 proposes declaring %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, lowering its inherited grade to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, derivation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing applies it: every dataset derived from %1 and every open request is re-evaluated, and what moved is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionCertificateDialog</name>
    <message>
        <source>Record Destruction of Request %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /lustre/proj/clicks and its snapshots on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanitization level as in NIST SP 800-88: Clear, Purge or Destroy, or a cryptographic erase of the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. provider&apos;s wipe report checked, paths listed empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the provider&apos;s certificate or wipe log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performed &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Witness:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evidence file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the evidence file: its SHA-256 goes into the ledger.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionModel</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cryptographic erase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awaiting certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 by %3, witnessed by %4; verified: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset: %1
Evidence SHA-256: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet abroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) overdue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>due today</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abroad since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroy by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction certificate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::DestructionView</name>
    <message>
        <source>Destruction Tracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data still abroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overdue only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything, destroyed included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports and their destruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xpire Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End every active export whose retention period has passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark for Destruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data must now be destroyed abroad; an active export ends early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Export Early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is active until %2. Marking it for destruction ends it today: the data on %3 must then be destroyed and a certificate recorded. Continue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record Destruction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n overdue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awaiting a certificate</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n export(s) past retention expired.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a request first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 marked for destruction: record the certificate once the data on %2 is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction of request %1 recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The destruction status report, every signature re-verified (PDF or CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Destruction view was closed before the export was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction report %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the destruction report…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetColors</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not throttled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power capped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thermal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application clocks setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software power cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync boost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>software thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware thermal slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power brake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>display clock setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetHeatmap</name>
    <message>
        <source>Fleet heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nodes yet: attach a cluster, or wait for this machine&apos;s agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node matches the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(last known values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(limit %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttling: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link: RTT %1 ms, jitter %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Enter for the node&apos;s charts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetLegend</name>
    <message>
        <source>Heatmap legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale (last values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetNodeDetail</name>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round trip to the node and jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP retransmits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network (physical NICs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Node Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gap(s) in the history</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>RTT %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand: %1 symbol errors, %2 link downs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retransmitted segments</source>
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
        <source>The time shown: the last five minutes live, longer ranges from the console&apos;s history (audit events such as agent deployments and job changes are marked on the time axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 5 minutes (live)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FleetView</name>
    <message>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cells are coloured by (Ctrl+1 to Ctrl+5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric, highest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status, problems first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter nodes by name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; busy · &lt;b&gt;%2&lt;/b&gt; idle of %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; throttled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes: %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest GPU: –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest GPU: %1 GPU %2, &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst link: –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst link: %1, RTT &lt;b&gt;%2 ms&lt;/b&gt; ± %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst link: %1, &lt;b&gt;%2&lt;/b&gt; TCP retransmits/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>a cluster&apos;s node in the fleet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::FoundLedgerDialog</name>
    <message>
        <source>Found Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody administers this ledger yet. Founding it registers you as its first admin, signed with your own signing key: you then register the other people (Register Officer…) and decide on requests. A ledger is founded once; its first admin is never replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Found Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in this keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new signing key, made now in this keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ledger was founded already: an admin registers new people (Register Officer…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found Ledger makes a new signing key for %1 in this keychain and registers %1 as this ledger&apos;s first admin with it. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found Ledger registers %1 as this ledger&apos;s first admin with the key %2. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ledger is founded: %1 administers it. Register the other people with Register Officer…; the first admin is never replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are this ledger&apos;s first admin: %1, key %2. Give auditors your verifier key above: they trust it in Audit Log &gt; Trust Anchors… once they have confirmed the fingerprint with you. Sign Checkpoint… there anchors the ledger.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::GettingStartedDialog</name>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Add a cluster.&lt;/b&gt; Clusters &amp;gt; Onboard Cluster… walks through the contract&apos;s promises, the bastion chain, the nodes, their host keys and the agent. If your ~/.ssh/config already knows the hosts, File &amp;gt; Import ssh Config… brings them in.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Compare host keys.&lt;/b&gt; The host-key table lists every bastion and node; compare each fingerprint with what the provider sent before you accept it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Watch it live.&lt;/b&gt; Overview shows one card per cluster; a click opens its fleet heatmap, a click on a node its charts. Ctrl+K jumps to any view, cluster or node.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prove what you rent.&lt;/b&gt; Validation runs the L0–L6 checklist and writes the signed acceptance report.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Run work.&lt;/b&gt; Jobs submits to the cluster&apos;s own scheduler; datasets go abroad only with an approved export request (Compliance).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Long operations (checks, scans, deployments, validation runs) appear in the task list at the bottom, each with its progress and Cancel.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::HistoryChart</name>
    <message>
        <source>−%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data from %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n sample(s) missed)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>−%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::HostKeyReviewDialog</name>
    <message>
        <source>Review host keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare these fingerprints with the list your provider sent (out of band) before accepting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host keys to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as CSV, to compare with the provider&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select all new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n new key(s) selected to accept.</source>
        <translation>
            <numerusform>%1 of %n new key selected to accept.</numerusform>
            <numerusform>%1 of %n new keys selected to accept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) blocked: the key changed or is revoked. Do not connect to them until your provider explains why.</source>
        <translation>
            <numerusform>%n host blocked: the key changed or is revoked. Do not connect to them until your provider explains why.</numerusform>
            <numerusform>%n hosts blocked: the key changed or is revoked. Do not connect to them until your provider explains why.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export host keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Changed Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when your provider confirmed that the host was reinstalled: replaces the key on record with the offered one, after showing both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Host Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 (%2) changed. Replace it only if your provider confirmed, out of band, that the host was reinstalled and sent you the new fingerprint; otherwise someone may be intercepting the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On record (removed):
%1
Offered (recorded instead):
  %2 %3

The replacement is recorded in the audit log with both fingerprints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n changed key(s) to replace.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::ui::HostKeyReviewModel</name>
    <message>
        <source>Known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHANGED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other key type known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key is already in known_hosts for this host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is on record for this host. Tick it only if the fingerprint matches the list your provider sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: the host key of %1 changed. Someone may be intercepting the connection (man-in-the-middle attack), or the host was reinstalled.
Offered: %2 %3
On record:
%4
The key cannot be accepted here. If your provider confirms a reinstall, remove the old key from known_hosts and review again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key is marked @revoked in known_hosts and is never accepted. Ask your provider for the current key of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only keys of another type are on record for %1:
%2
Ask your provider why the host now offers a %3 key; it cannot be accepted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hop %1 of the jump chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA256 fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::InferenceView</name>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-to-end p50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-to-end p99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost / 1,000 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability (SLA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. chat-prod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the node serving the model, as saved in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or reached directly: http://HOST:PORT/metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contract&apos;s GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline:
  p99_first_token_latency_ms: 800
  availability_sla: 99.9%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster and node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs serving:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Baseline (the guides&apos; template):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add or Update Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure &amp;Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is watched every %2 s; the first figures come with its second scrape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not scraped yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last scrape %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests, %2 errors in %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prompt tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced by %1; the GPUs serving cost %2 %3 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no requests in the window, or no GPU-hour price or GPU count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT met: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SLA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % (SLA %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No inference service is watched yet: add one with the form above (a node of a saved cluster and its serving port, or a URL).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::JobsView</name>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending and running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by id, name, state or reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel job %1 on %2? It will not be requeued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;lease</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the selected job&apos;s spec to another cluster (the ledger is asked again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep reading the log as the job writes it (tail -F on the login node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload &amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(choose a template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: train
queue: normal
command: python train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charged when the spec names no account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;moke run first: one GPU, a few steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch Script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dry Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;bmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;luster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused by the compliance gate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a job first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Job %1&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State: %1 (%2), restarts %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Partition %1, account %2, %n node(s): %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host key on the way to %1 is not accepted: review it with Clusters &gt; Check Connectivity, then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login to %1 was refused: check the user and key in Clusters &gt; Credentials, then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be reached: check the network (VPN) and the bastion with Clusters &gt; Check Connectivity, then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no login node to ask: add its nodes (Clusters &gt; Edit Cluster), then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler of %1 did not answer as expected: Refresh tries again; the details below say what it printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scheduler&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler says when and where it would start; nothing is queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the scheduler…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move job %1 to (it resumes there from its newest verified checkpoint):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move job %1 with the spec in the editor to (it resumes there from its newest verified checkpoint):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not moved, refused by the compliance gate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not moved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved: job %1 here starts from the beginning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved: job %1 here resumes from checkpoint %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 job %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic failover of job %1 on %2 to %3 refused; the job stays: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 on %2 failed over to %3 as job %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs run on this machine. To run them on a rented cluster, add it with Clusters &gt; Onboard Cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted from this window: Switch Cluster moves it with its spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;History across clusters&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(resumed from checkpoint step %1; steps lost not known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(resumed from checkpoint step %1, %2 step(s) lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshed at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshed at %1: no jobs on %2 yet: write or open a job spec on the left and press Submit (Dry Run first shows what would be sent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Refreshed at %1: %n job(s) on %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a cluster to list its jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still waiting for %1 to list its jobs (asked at %2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 for its jobs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the jobs of %1 was cancelled: Refresh asks again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refreshed at %1: %2, then press Refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Jobs view was closed before %1 answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the jobs of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::LedgerServerDialog</name>
    <message>
        <source>Ledger Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger server URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keychain credential id, e.g. pg-olga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only for an encrypted client certificate key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;local ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key passphrase secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of ClusterGate has no team ledger support (built without libpq).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is its own database (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile&apos;s ledger is on the server %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a postgresql:// URL without a password (the password stays in the keychain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected. The console uses this server from its next start; nothing falls back to the local ledger while it is unreachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected, nothing changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console uses this profile&apos;s own ledger from its next start.</source>
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
    <message>
        <source>checking %v of %m nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connectivity: %1 reachable, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check Connectivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach every node of the selected cluster through its jump hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the connectivity check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import ssh Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hosts and jump chains from ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n host(s) from %1</source>
        <translation>
            <numerusform>Imported %n host from %1</numerusform>
            <numerusform>Imported %n hosts from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot record host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Recorded %n host key(s); checking again.</source>
        <translation>
            <numerusform>Recorded %n host key; checking again.</numerusform>
            <numerusform>Recorded %n host keys; checking again.</numerusform>
        </translation>
    </message>
    <message>
        <source>up · %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connect %1 ms, key exchange %2 ms, authentication %3 ms (%4)
host key %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a cluster: its jump hosts, nodes and host-key policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added cluster %1 with %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot save the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n credential(s) due for rotation: File &gt; Credentials…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;redentials…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passwords, passphrases, keys and tokens kept in the keychain: who uses them, when they were last used, when they are due for rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain has not answered yet, or the database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audit Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tamper-evident log of every remote command and compliance action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Datasets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every dataset with the grade the export rules use; import an inventory CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review Queue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export requests waiting for a decision, approved or rejected with a signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People whose personal information went abroad this year, against the thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node and GPU at a glance, coloured by utilization, memory, temperature, power or throttling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Onboard Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step: promises, bastion chain, nodes, host keys, agent on every node, L0 checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stream Telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the agent on every node of the selected cluster and stream its telemetry to View &gt; Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Agent from Nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the agent on every node of the selected cluster and delete it there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;estruction Tracking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exports whose data is abroad, the day each must be destroyed by, and their certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Validate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onboard Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onboarding of %1 was not finished. Continue where it stopped?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster onboarded: its nodes stream telemetry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loosen Host-Key Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 will record the host key of any bastion or node it has not seen before without asking (trust on first use), instead of refusing it. Changed keys are still refused. Loosen the policy?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete cluster %1 with its jump chain and %n node(s)? Its telemetry stream stops; the agents stay on the nodes (Remove Agent from Nodes first to delete them) and recorded host keys are kept.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No agent to deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled clustergate-agent was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot stream telemetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Agent from Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stop the ClusterGate agent on all %n node(s) of cluster %1 and delete it from each node&apos;s ~/.cache/clustergate? Telemetry from these nodes stops until the agent is deployed again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removing the agent from %n node(s) of %1…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jobs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ledger &amp;Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shell on the selected node (or the cluster&apos;s login node) through its jump hosts, with no new login; recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the nodes of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check connectivity of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cluster at a glance, and the compliance counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node and GPU as a heatmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters, their hops and nodes; this machine&apos;s charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shells on the nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The L0–L6 checklist of a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets, review queue, destruction tracking, thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tamper-evident audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity planner, cost, cluster choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active alerts with what to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long operations with their progress and Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) running</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unread alert(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2/%3 hops up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the checklist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No audit log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cluster to validate (double-click or Enter):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clusters yet: Onboard Cluster… or Import ssh Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ledger: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster Choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all levels passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not every level passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window was outside every screen; it is back on this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is from another version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window geometry is unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the toolbar and panel layout is unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list of open views is unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n saved view(s) no longer exist</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The saved window layout was not used in full (%1); the rest is as saved or the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ransfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Broadcast Input…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type once into a chosen set of node terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open a terminal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last validation of %1 (%2, %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no level passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the inventory; its terminal stays open until you close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was removed from the inventory; its view was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster was removed from the inventory; its views were closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request #%1: %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording Policy Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to any view, cluster, node or job by typing a few letters (Ctrl+K; Ctrl+Shift+P in a terminal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Push Dataset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its approved export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cluster&apos;s job queue, logs, and the submit form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job Backend Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cluster&apos;s job queue, logs and submit form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent on %1 was restarted (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agent on %1 was not restarted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume streaming from %1 (as before the restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopening the terminal on %1 as soon as the console is ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terminal on %1 could not be reopened (the status bar says why). Reconnect tries again; closing this tab forgets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream telemetry from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit ClusterGate (Ctrl+Shift+Q inside a terminal)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::NodeView</name>
    <message>
        <source>Open Terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shell on this node through its jump hosts, in a new tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not streaming. Start Clusters &gt; Stream Telemetry to see its charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not in this cluster&apos;s fleet (removed?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · agent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Validation: not run on this cluster yet (Validation in the sidebar).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more in the Validation view</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Jobs: this machine has no scheduler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs: open Jobs for this cluster to see what runs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs: none on this node in the last queue listing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n agent restart(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · RTT %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · history: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::OnboardingWizard</name>
    <message>
        <source>not promised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster and Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cluster is, where it is, and what the provider promised: the promises become the baselines validation checks against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. h200-singapore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>country or region code, e.g. SG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The destination the data ledger checks export approvals against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. NVLink 4 + InfiniBand NDR 400G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider cooperates with audits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country / &amp;region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interconnect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;memory bandwidth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth in a node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth across nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract &amp;period:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepayment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium over list price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guaranteed allocation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Termination notice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data deleted within:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Promised per node&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Contract terms&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster named %1 already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bastion Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump hosts in front of the nodes, in connection order: the first is reached directly, each next one through the one before. Leave empty when the nodes are reached directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one [user@]host[:port] per line, e.g.
ops@jump.example.net
bastion-2:2222</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use Its Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From ~/.ssh/config:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jump host: the nodes are reached directly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu[001-016]
login1 ops@10.0.0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the local user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No nodes yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discover Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login node ([user@]host[:port]), reached through the chain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one login node, please</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key files tried on every hop and node (ssh-agent keys are tried first when an agent runs). Passphrases, passwords and one-time codes are asked when needed and can be kept in the system keychain; nothing secret is written anywhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one private key file per line, e.g. ~/.ssh/id_ed25519</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Key File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain: available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain: not available (%1); secrets are asked every time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the key file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every host key the bastions and nodes offer, in one table. Compare the fingerprints with the list the provider sent (Export CSV), tick the ones that match and accept them. A changed key is never accepted here: that node stops with the warning, the others go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host keys to review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All &amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scan Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Host Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaching every node through the chain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled agent goes to every node into a per-user directory (no root), only where the node&apos;s copy differs, is verified, and starts streaming telemetry over the bastion connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already there, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 node(s) streaming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 Connectivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node reached through the chain with a verified host key and an authenticated login, and NOT reachable directly from this machine: the management plane must not be exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not reachable directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0 checks per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable (no bastion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail: %1:%2 answers from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L0: %1 of %2 node(s) pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster &lt;b&gt;%1&lt;/b&gt; (%2, %3) is in the inventory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 node(s) stream telemetry; View &gt; Fleet shows them live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others are listed with their reason on the deployment step; they keep being retried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: the validation checklists (L1 link … L6 fault drills) against the promises entered on the first step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onboard Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not reached: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 node(s) reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The onboarding was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan host keys of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy again on every node that stopped, was refused or was not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump hosts in front of the chosen host (its ProxyJump), without the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump Through It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen host as the last jump host, after its own ProxyJump chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jump host(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no ProxyJump: it is reached directly. To go through %1, use Jump Through It.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host key(s) to review</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>One node per line as &quot;[name] [user@]host[:port]&quot;; names and hosts may be hostlist expressions such as gpu[001-128] or r[1-2]n[01-08], and a[1-3,7]-ib (text after the brackets is a ClusterGate extension the scheduler itself refuses). Or ask the scheduler on a login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discover from the Scheduler…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the scheduler on a login node, through the bastion chain, for its nodes and adds them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the scheduler on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract&apos;s list price of one GPU-hour: every cost figure uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour &amp;price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes not reached: no host key to accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> → </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: not reached, no key to accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hosts in ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 node(s) scanned</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::OverviewView</name>
    <message>
        <source>Compliance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clusters yet: Onboard Cluster… or Import ssh Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onboard Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import ssh Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n destruction(s) overdue</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no ledger open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold totals this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far: %2 people&apos;s sensitive, %3 people&apos;s other personal information abroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New here? Read Help &gt; Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What ClusterGate does and the first steps (Help &gt; Getting Started)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::PaletteModel</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::PlannerView</name>
    <message>
        <source>Capacity Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak requests per second (Q):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second at the busiest time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean input tokens (L_in):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens per request, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean output tokens (L_out):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated tokens per request, on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-GPU throughput, tokens/s (TPS):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on one GPU of this kind (an L4 benchmark run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batching efficiency (BatchEff):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured gain from batching, 1.5-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target utilization (0-1, Util):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0.7 = 70 %; typically 0.6-0.75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom (0.25 = 25 %):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra capacity because delivery times are uncertain; 0.2-0.3 is usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs one replica of the model needs (8 for a model sharded over 8 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU group size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU group size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survive the loss of one zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Availability zones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs with one input at -20 % / +20 %, against the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured step time (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a short run on this cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the job holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the job holds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write time (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long training stalls per checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time between failures of the job (h, 0 = none):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the whole allocation: a node&apos;s MTBF divided by the number of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time after a failure (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requeue, start and load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval (s, 0 = optimum):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 uses Young&apos;s interval sqrt(2 x checkpoint time x MTBF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs (%2 over %3 zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs (%2 groups of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>input -20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input +20 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs against the plan of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours (%2 h wall-clock, %3 % overhead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::PlanningWindows</name>
    <message>
        <source>&amp;Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Planner…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs for an inference peak or a training run, with the arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active alerts with what to do, acknowledge, history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster C&amp;hoice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Primary and backup cluster from measured latency, what the ledger allows, GPUs on offer and price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterGate alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours and cost per job, project and day from the scheduler&apos;s job records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inference…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QPS, errors, TTFT and latency, tokens/s, cost per 1,000 requests and the baseline per inference service</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::PushDialog</name>
    <message>
        <source>&amp;Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request &amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export form the data leaves in; the approval must cover it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The directory on the cluster the dataset lands in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your identity key (a private-key credential) signs the transfer&apos;s manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the export this push needs, pre-filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;luster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remote directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>push of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No datasets in the ledger yet: register one under Compliance &gt; Datasets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved clusters yet: add one with Clusters &gt; New Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No identity key to sign the manifest: add a private-key credential in File &gt; Credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a dataset and a saved cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared by approval %1 of request %2 (until %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable remote directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused by rule [%1]: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::RecordingPlayer</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::RecordingsModel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted (audit row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept, keys recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::RegisterOfficerDialog</name>
    <message>
        <source>Register Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registers a person&apos;s signing key with a role, signed with your admin key: the ledger&apos;s registration row that `ledger verify` checks. Registered keys are never replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME+HASH+BASE64, as Create Signing Key… shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifier key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in this keychain (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a verifier key someone gave you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an admin registers people; you act as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: approves and rejects export requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: files export requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: registers people, and approves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::RequestDialog</name>
    <message>
        <source>Request Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISO 3166 code, e.g. SG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction=0.1 (sampled), min_group_size=20 (aggregated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assessment, contract filing or certificate number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsigned (as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination country or region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal mechanism:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exemption clause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impact assessment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate consent:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention abroad:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit signed with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2024 Provisions: %1 requires %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing refuses it: it can be submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused until changed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as draft request %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 was not submitted:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save or submit the request first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is withdrawn: a draft again, out of the Review Queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is active: the data may leave, and is destroyed by the end of its retention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 expired: record its destruction in Destruction Tracking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed and signed as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft request %1 is saved as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 submitted by %2: it waits in the Review Queue for an officer who is neither the requester nor the datasets&apos; owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted, nothing was filed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s name, as it will be saved in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no region saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another cluster, not saved here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no region saved: type the country, and save it in the cluster&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The region saved for %1; change it in the cluster&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed as %1, unsigned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will be filed and signed as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will be filed as %1, unsigned. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::RequestsModel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest grade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ReviewQueue</name>
    <message>
        <source>Review Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a request first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sign as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 rejected, signed by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a submitted request can be decided; this one is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a request to see its purpose, retention and decisions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retention abroad: %n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted content SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by %1 (key %2) on %3, until %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected by %1 (key %2) on %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 signs the approval; it holds until %2 (inclusive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not approve: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requester: %1, key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requester: %1 (submission not signed with a key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination: cluster %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 from %2 (inherited %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, lowered to %1 (signed by %2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, anonymised: the sources&apos; grade stops here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 (GB/T 43697 %3), owner %4, %5 people%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    important data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    fields: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    source %1: %2, %3 people%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; fields: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People this export carries: %1 sensitive, %2 other (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the request states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone the datasets cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This year&apos;s totals (from 1 January %1): sensitive %2 -&gt; %3 (security assessment at 10,000); non-sensitive %4 -&gt; %5 (standard contract or certification at 100,000, security assessment at 1,000,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2024 Provisions: %1 requires %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (exemption: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused by the rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal basis: %1; impact assessment: %2; separate consent: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destruction plan: destroyed by %1, with a certificate (NIST SP 800-88 method, verification, witness)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Destruction plan: destroyed %n day(s) after activation, with a certificate (NIST SP 800-88 method, verification, witness)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 signs the rejection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unversioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    version %1 (as submitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    version %1 as submitted, %2 in the ledger now: the request no longer covers the data as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The person this desktop acts as: requests, approvals and rejections are signed with their keys only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody (no registered key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who you act as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create Signing &amp;Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop has no keychain to keep a signing key in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register &amp;Officer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register a person&apos;s signing key with a role, signed with your admin key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an admin registers people: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an admin registers people; you act as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new signing key for a person, kept in this keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Found Ledger…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Become this ledger&apos;s first admin, with your signing key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ac&amp;tivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a submitted request is withdrawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only its requester, %1, withdraws it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to a draft, out of this queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data leaves now: its retention and destruction date start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an approved request is activated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transfer is over: record its destruction next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an active request expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 approved until %2, signed by %3. It is activated (Every request, Activate) when the data leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is withdrawn: a draft again, out of the Review Queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 is active: the data may leave, and is destroyed by the end of its retention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 expired: record its destruction in Destruction Tracking.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::SecretPromptDialog</name>
    <message>
        <source>One-time password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH authentication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&lt;br&gt;&lt;small&gt;%2@%3&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remember in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it in the operating system&apos;s keychain (never in ClusterGate&apos;s files) and use it next time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1@%2 asks, in its own words:&lt;br&gt;&lt;i&gt;%3&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ShortcutsModel</name>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigImportDialog</name>
    <message>
        <source>Import ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts in the ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues found in the config:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues found in the ssh config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve Match blocks with OpenSSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select all importable hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>import summary: &quot;N hosts will be imported&quot;, &quot;M not imported&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) will be imported</source>
        <translation>
            <numerusform>%n host will be imported</numerusform>
            <numerusform>%n hosts will be imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not imported</source>
        <translation>
            <numerusform>%n not imported</numerusform>
            <numerusform>%n not imported</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving with OpenSSH…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This config has no Match blocks; ClusterGate resolved every host itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSH (the ssh program) is not installed; install it to resolve hosts the way Match blocks change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs ssh -G for every listed host, which evaluates Match blocks (including Match exec commands) as ssh would. Opens no connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an ssh config file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigImportModel</name>
    <message>
        <source>not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will be imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolved by OpenSSH (ssh -G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set: your local user name is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>jump host: user@host:port (ssh config alias)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connects through, in this order:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defined at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>will be imported as a jump host of the hosts behind it, not as a node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::SshConfigIssuesModel</name>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue</source>
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
    <message>
        <source>%1: direct connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: through %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>hop %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TaskListModel</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TaskPanel</name>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TerminalTab</name>
    <message>
        <source>BROADCAST — what you type here goes to every marked terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in scrollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reconnect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session on %1 ended (%2). Reconnect opens a new shell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[BROADCAST] </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new session on %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TerminalsView</name>
    <message>
        <source>Open terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No terminals open. Select a node (Clusters, Fleet or Ctrl+K) and press Open Terminal: the shell rides the cluster&apos;s existing login, with no new prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the session in the built-in player (pause, seek, speed, search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash the file again and compare it with the audit log&apos;s record of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy (verified first) that plays with asciinema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ledger is not open, so the recordings&apos; audit events cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list the recordings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recordings yet: every terminal session is recorded when it closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot play this recording: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intact: SHA-256 %1 and %2 bytes, as the audit log recorded at row %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT intact: %1. The audit log recorded SHA-256 %2 (%3 bytes) at row %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: the file does not match its audit event (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asciicast recordings (*.cast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: check the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1 (SHA-256 %2). Play it with: asciinema play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashing the recording…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::ThresholdsView</name>
    <message>
        <source>Cross-border Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar year (China Standard Time):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, the personal information of %2 people (sensitive) and %3 people (other) went abroad under approved requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfers this year now require: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sensitive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TransfersModel</name>
    <message>
        <source>%1 % of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TransfersView</name>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop before the next chunk; the transfer stays resumable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from the last verified chunk (the ledger is checked again first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: asked to stop before its next chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: resuming in the background (&apos;clustergate data status %1&apos; shows it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: could not start &apos;clustergate data resume %1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Push Dataset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a dataset to a cluster under its approved export (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets leave only under an active approved export to the cluster&apos;s country or region: Push Dataset… here, or &apos;clustergate data push DATASET --cluster C&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ledger: datasets cannot be pushed without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no saved cluster &apos;%2&apos; to resume it on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 prepared and signed; sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::ui::TrustAnchorsView</name>
    <message>
        <source>Trust Anchors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify trusts the ledger only as far as these vouch for it: an admin&apos;s key whose fingerprint you confirmed with them, or a checkpoint file kept away from this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vouched for by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust anchors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unusable: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s key %2 is now a trust anchor: run Verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checkpoint %1 is now a trust anchor: run Verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust anchor removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Trusted Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paste the key below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME+HASH+BASE64, as &apos;clustergate ledger officers&apos; prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. fingerprint read out by olga in person, 2026-12-04</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vouched for by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. kept by the auditor on a USB key since 2026-11-30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sign Checkpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign a checkpoint of the log&apos;s current head as %1, write it to a file to keep away from this machine, and trust it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No signing key of this desktop&apos;s keychain is at hand here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an officer or an admin signs checkpoints; you act as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 signed a checkpoint of rows 1 to %2, written to %3 and trusted here: run Verify. Keep a copy of that file away from this machine (an auditor&apos;s drive): a rewrite of the ledger would no longer match it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints (*.note);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a verifier key yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the fingerprint with the key&apos;s owner before you trust it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Checkpoint %1 Signs</source>
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
<context>
    <name>cg::ui::Workspace</name>
    <message>
        <source>Attach to Main Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach into Own Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation</name>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 of %3 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 excluded: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptanceCharts</name>
    <message>
        <source>threshold %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL bus bandwidth by message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per device against the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device (host/device); red: below a fail threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NCCL chart: this check has no NCCL figures (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NCCL chart by message size: the results carry no per-size rows, only the figures in the table above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message size (bytes, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 busbw in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL bus bandwidth by message size against the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract %1 %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The contract promises no NCCL bus bandwidth (%1): the chart shows the baseline&apos;s thresholds only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RTT distribution: no echo was measured (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Distribution of %n RTT sample(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>round-trip time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>echoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 limit %1 %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 chart: the results hold no %2 figures (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptancePages</name>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT ACCEPTED: no level of the checklist ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT ACCEPTED: %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT ACCEPTED: %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACCEPTED WITH OVERRIDES: %1 %2, overridden by %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: %1, run %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator: %1, generated %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, overridden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overridden by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract promises and what was measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No promises recorded for this cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a term of the contract, not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured in this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (lowest %3 of %4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory bandwidth per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network between nodes, per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract period</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Prepayment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium over list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes guaranteed to us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Termination notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Audit cooperation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data deleted after the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>within %n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold or promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ed25519 over the canonical JSON of these results (written next to this PDF).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation type="unfinished">
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 nodes (%3 excluded: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 of %2 nodes excluded: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACCEPTED WITH WARNINGS: %1 passed on %2; %3 warned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACCEPTED: %1 passed on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider: %1, region: %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of 1 node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n excluded</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cg::validation::AcceptanceReports</name>
    <message>
        <source>Acceptance report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PDF report needs fonts, which needs a QGuiApplication (QT_QPA_PLATFORM=offscreen is enough)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF %1 could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a signed acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the signature does not match the results: they were changed after signing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the signing key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the signing key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::ChatChunkDecoder</name>
    <message>
        <source>the stream sent data that is not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream sent JSON that is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server reported an error without a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chunk without a &apos;choices&apos; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice that is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice whose &apos;delta&apos; is not an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::CheckContext</name>
    <message>
        <source>the jump host did not come up in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no login within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::ChecklistText</name>
    <message>
        <source>Connectivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hop reachable and authenticated with a verified host key, every node reached through the chain, the nodes not reachable directly, and privileged commands refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump hosts up, authenticated, host keys verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every node reached through the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes not reachable directly (TCP connect from here fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privileged command refused (sudo -n true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console-to-node RTT and jitter over the SSH channel, node-to-node throughput and RTT with the agent&apos;s link probe, TCP retransmits, path MTU and a large transfer through the tunnel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Console to node RTT and jitter over SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to node throughput, RTT and retransmits (agent link probe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path MTU between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large transfer through the tunnel, SHA-256 verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health, memory bandwidth, GEMM with its precision check and burn, against the baseline. The console runs the agent&apos;s benchmarks on every node (results recorded earlier and given with --results are judged instead). The baseline &quot;contract&quot; is the one of the contract&apos;s GPU model (H100 or H200 SXM); name a baseline file instead for other GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU health (driver, ECC, XID, throttling, PCIe, NVLink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory bandwidth vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM throughput and precision vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn (sustained load, throttling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL collectives inside a node and across nodes, against the baseline and the contract. Across nodes the console gets NCCL&apos;s unique id from the first node and hands it to every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all-reduce inside each node vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all-reduce across the nodes vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step load (30/60/100/120 % of the target QPS) against an OpenAI-compatible streaming endpoint through an SSH port forward; TTFT, TPOT, latency percentiles, errors, achieved QPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service self-check, then step load (TTFT p99 &lt;= 1200 ms, error rate &lt;= 0.5 % at 100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preemption and resume drill of a training job; no lost steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemption and resume drill (no step repeated, at most one interval lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault injection (kill an agent, drain a node, cut a link); the console notices and recovers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent killed, noticed and restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node drained with scontrol, noticed and resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link to the first hop cut and healed, noticed and recovered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::Checklists</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2 (known: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an expectation must be a map with &apos;figure&apos;, &apos;op&apos; and &apos;value&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an expectation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an expectation needs &apos;figure&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;op&apos; must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an expectation needs &apos;value&apos; (a number or contract.FIELD expression)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;otherwise&apos; must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a check must be a map with &apos;id&apos; and &apos;kind&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a check needs &apos;id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a check needs &apos;kind&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;params&apos; must be a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;expect&apos; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;required&apos; must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checklist must be a map with &apos;checklist&apos; and &apos;levels&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;levels&apos; must be a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level must be a map with &apos;id&apos; and &apos;checks&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level needs &apos;id&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1 is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1: &apos;checks&apos; must be a non-empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check %1 is defined twice in level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing &apos;)&apos; at position %1 of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a contract promise (known: contract.interNodeGbps, contract.interNodeBusGBps, contract.intraNodeGBps, contract.memoryTBps, contract.gpusPerNode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number or contract.FIELD at position %1 of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a number nor contract.FIELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>division by zero in &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checklist &apos;%1&apos; (a file, or one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 of &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not promised by the contract (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the contract does not promise %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a level range (e.g. L0-L2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no level &apos;%1&apos; in checklist %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::Checks</name>
    <message>
        <source>the cluster has no nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a runner this console does not have yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no runner for check kind &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no jump host: there is no chain to prove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hop %1 (%2): up, host key %3 verified against known_hosts, authenticated by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not come up in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hop %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a jump host is down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reaching %1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: reached through the chain, host key %2 verified, authenticated by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not every node was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name does not resolve here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster has no jump host: its nodes are meant to be reached directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: TCP connect to %2:%3 from this machine: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable directly from this machine, bypassing the jump host: %1 (the management plane is exposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not reached (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1$ id -u; sudo -n true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;sudo -n true&apos; succeeded: the login can become root without a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: logged in as root (uid 0): every command is privileged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logged in as root, allowed by the checklist (allow_root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true); root logins allowed by the checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true) on every node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1: run the agent&apos;s benchmarks (%2) with --format json on the nodes and give the files with --results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1: the given results hold nothing from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the benchmarks did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3: %4 %5 (%6)%7
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rule of baseline %1 applies to the given results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rule(s) of baseline %2 hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT %1 s of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 echoes over the SSH channel, RTT p50 %3 ms, p99 %4 ms, jitter %5 ms, %6 lost
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT to %1 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no echo came back over the SSH channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs two nodes; the cluster has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the bundled agent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link probe %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent not deployed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: link serve did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1$ %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: link probe gave no result (exit %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: path MTU towards %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not answer ping from %2 even at 576 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither ping nor tracepath is installed on %1, so the path MTU cannot be measured; the interface MTU there is %2 (%3), which says nothing about the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no path MTU found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a local test file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pushed %2 MB of random data through the chain in %3 ms; SHA-256 here %4, on the node %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the transfer to %1 broke off: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file arrived on %1 altered: SHA-256 differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the endpoint: the service&apos;s port on the node (params.port) and its model (params.model) in the checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forwarding %1:%2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no port forward through %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load step %1 of %2: %3 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p99 (ms) by load (% of the target QPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rule(s) of %2 hold; network path %3 ms of TTFT p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting the agent stream on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on %1 never streamed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killing the agent on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1$ kill -9 &lt;the streaming agent&gt;: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not kill the agent on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the console did not notice the killed agent on %1 within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the agent on %1 did not stream again within %2 s: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed agent noticed (gap marked) and restarted; the stream resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job could not be submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill job %1 running until its second checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the preempting job could not be submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 in %2 preempts the drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job wrote no second checkpoint in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job was not preempted and resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run did not resume from the newest checkpoint the run before completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step before the resumed checkpoint was done again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps lost, more than one interval (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>preempted %n time(s), resumed from the newest checkpoint, %1 step(s) lost, finished</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no Slurm node to drain (sinfo: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draining %1 needs Slurm operator rights: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drain of %1 was not seen in sinfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not come back from the drain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drained (seen after %2 s) and resumed (after %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not put a relay in front of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the link to %1 (%2:%3) runs through a relay at 127.0.0.1:%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cutting the link to %1 for %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 link to %2 cut
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 link to %2 healed
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link to %1 healed; waiting for the stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the console did not notice the cut link to %1 within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not stream again within %2 s of the link healing: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut link to %1 was noticed (gap marked) and %2 streamed again after it healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown benchmark &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the check names no benchmarks (params.benchmarks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judging the recorded results given to this run, not running the benchmarks
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reaching %1 and its agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: agent not deployed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1$ %2 (exit %3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 did not finish within %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>nccl across nodes needs the GPUs per node (params.gpus_per_node or the contract)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL unique id from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no NCCL unique id (exit %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>NCCL unique id from %1 handed to %n node(s)
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nccl across %n node(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no shipped baseline for the contract&apos;s GPU model &apos;%1&apos;: name one in the check (params.baseline: a name or a file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (host key not verified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>privileged command refused (sudo -n true) on every node reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: no node was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed over: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no echo came back over the SSH channel (%2 lost)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: needs two nodes that answer, %1 reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::EvidenceStore</name>
    <message>
        <source>no evidence for %1/%2 in run %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::HostsDrillCheck</name>
    <message>
        <source>no node of %1 could be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job could not be submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill job %1 running until its second checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killing the runner and the job processes of %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for drill job %1 to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job wrote no second checkpoint in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host running the drill job is not one of the target&apos;s nodes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runner of the drill job on %1 could not be killed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job did not resume after %1 lost it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it resumed from step %1, not from the newest checkpoint the killed run completed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the steps lost are not known (the killed run&apos;s log could not be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps lost, more than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step before the resumed checkpoint was done again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill job did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost on %2: resumed from checkpoint step %3 after %4 s, %5 step(s) lost, finished</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::HttpExchange</name>
    <message>
        <source>HTTP %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream sent a line longer than 4 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream ended without [DONE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stream carried no content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was closed before any answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot connect to %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no complete answer within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::HttpResponseDecoder</name>
    <message>
        <source>the server did not answer with HTTP/1.x: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed HTTP status line: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed HTTP header line: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported transfer coding &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed Content-Length &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server sent %1 bytes after the response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the response head is longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chunk-size line is longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a chunk is longer than its size says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed chunk size &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection closed before the response head was complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection closed in the middle of the response body</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::LinkRelay</name>
    <message>
        <source>the relay is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot resolve %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not prepare the relay&apos;s thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::LoadGenerator</name>
    <message>
        <source>the service self-check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the health endpoint %1 on %2 answered %3; the service is not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the health endpoint %1 on %2 did not answer: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model list %1 on %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 lists no model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 does not list the expected model &apos;%3&apos; (it lists: %4); check the model the service was started with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tiny completion on %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tiny completion took %1 ms, more than the warm-up threshold of %2 ms; the model may still be loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::ValidationEngine</name>
    <message>
        <source>no level &apos;%1&apos; in checklist %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 %3, expected %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked: %1 has not passed (run it, or override it with a reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run is going on: exclude nodes before it starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excluding nodes needs a reason (it is printed in the report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node list &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node &apos;%1&apos; in cluster %2 (its nodes: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>excluding %1 leaves no node of %2 to validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not measured on %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cg::validation::ValidationKey</name>
    <message>
        <source>the keychain cannot be reached (%1): the validation signing key stays in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain&apos;s %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved the validation signing key from %1 into the keychain (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made a new validation signing key in the keychain (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterGate validation signing key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot store the validation signing key in the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is in the keychain now, but %1 could not be removed: remove it by hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
