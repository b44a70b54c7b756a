// Preloaded (`node --import`) into the one instance `npm run bench:instance` runs, so the app's code
// needs no bench hook: a side port (BENCH_PROBE_PORT, loopback) answers the process's own CPU time
// (`process.cpuUsage`, µs) and peak memory (`process.resourceUsage().maxRSS`, kB).
import { createServer } from "node:http";

const port = Number(process.env.BENCH_PROBE_PORT);
if (port) {
  const probe = createServer((_req, res) => {
    const { user, system } = process.cpuUsage();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ cpuMicros: user + system, maxRssKb: process.resourceUsage().maxRSS }));
  });
  probe.listen(port, "127.0.0.1");
  probe.unref();
}
