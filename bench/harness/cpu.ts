import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time of process trees, as the kernel counts it (/proc/<pid>/stat: user + system), so a run
 * can say where the machine's cores went: the server processes, PostgreSQL's, the load generator.
 * A count that survives the machine's load better than a rate does. Linux only; zero elsewhere.
 */
const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

type Proc = { pid: number; ppid: number; ticks: number; cmdline: string };

function processes(): Proc[] {
  const out: Proc[] = [];
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
      out.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU seconds used so far by each root's process tree (the root and every descendant alive now). */
export function treeCpuSeconds(roots: Record<string, number | ((p: Proc) => boolean)>): Record<string, number> {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const result: Record<string, number> = {};
  for (const [label, root] of Object.entries(roots)) {
    const starts = typeof root === "number" ? [root] : all.filter(root).map((p) => p.pid);
    const seen = new Set<number>();
    const stack = [...starts];
    let ticks = 0;
    while (stack.length) {
      const pid = stack.pop() ?? 0;
      if (seen.has(pid)) continue;
      seen.add(pid);
      ticks += byPid.get(pid)?.ticks ?? 0;
      stack.push(...(children.get(pid) ?? []));
    }
    result[label] = ticks / clockTicks;
  }
  return result;
}

/** The postmaster listening on `port` (its command line carries `-p port`). */
export const postmasterOn = (port: number) => (p: Proc) =>
  /\bpostgres\b/.test(p.cmdline) && p.cmdline.includes(` -p ${port} `);
