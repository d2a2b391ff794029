import { Agent, request } from "node:http";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { percentile } from "../harness/server.ts";

/**
 * The enrolment rush at a fixed arrival rate : request i is due at `i / rate` seconds
 * after the start, whatever happened to the ones before (an open loop: students do not wait for
 * each other), and its latency is counted from that due time, not from when a connection was free
 * to send it — so a server that falls behind shows it in the latency instead of slowing the
 * clients down (no coordinated omission). At most `connections` requests are in flight (a campus
 * behind a few proxies); a request still unsent `giveUpMs` after it was due is dropped and counted
 * as given up (a person who waited that long has left), which also bounds the run. Loopback only.
 */
export type RushRequest = { cookie: string; body: string };

export type RushResult = {
  /** Requests due in the run (rate × seconds, or fewer when the plan has fewer). */
  due: number;
  answered: number;
  givenUp: number;
  /** Status → count of the answered ones (0: the connection failed). */
  statuses: Map<number, number>;
  /** Answered per second over the run (from the first due time to the last answer). */
  throughput: number;
  /** Latency from the due time, ms; a request given up counts as infinitely late. */
  p50: number;
  p99: number;
  seconds: number;
};

export async function runRush(
  port: number,
  requests: readonly RushRequest[],
  {
    rate,
    seconds,
    connections = 200,
    giveUpMs = 10_000,
  }: { rate: number; seconds: number; connections?: number; giveUpMs?: number },
): Promise<RushResult> {
  const due = Math.min(requests.length, Math.floor(rate * seconds));
  // Sockets taken in turn (fifo) and dropped after 4 s idle: the server closes a keep-alive
  // connection idle for 5 s, and a request sent on one it is closing fails for no fault of either.
  const agent = new Agent({ keepAlive: true, maxSockets: connections, scheduling: "fifo", timeout: 4000 });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let givenUp = 0;
  let nextDue = 0;
  let inFlight = 0;
  let lastAnswer = 0;
  const start = performance.now() + 50;
  const dueAt = (i: number) => start + (i * 1000) / rate;

  await new Promise<void>((done) => {
    const send = (i: number) => {
      const item = requests[i];
      if (!item) return;
      inFlight++;
      const req = request(
        {
          agent,
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/matriculas",
          headers: {
            cookie: item.cookie,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(item.body),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => finish(i, res.statusCode ?? 0));
        },
      );
      req.on("error", () => finish(i, 0));
      req.end(item.body);
    };
    const finish = (i: number, status: number) => {
      lastAnswer = performance.now();
      latencies.push(lastAnswer - dueAt(i));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      inFlight--;
      pump();
    };
    const pump = () => {
      const now = performance.now();
      while (nextDue < due && dueAt(nextDue) <= now && inFlight < connections) {
        if (now - dueAt(nextDue) > giveUpMs) givenUp++;
        else send(nextDue);
        nextDue++;
      }
      // Requests left behind by a busy server are given up as their time passes.
      for (; nextDue < due && now - dueAt(nextDue) > giveUpMs; nextDue++) givenUp++;
      if (nextDue >= due && inFlight === 0) {
        clearInterval(timer);
        done();
      }
    };
    const timer = setInterval(pump, 1);
  });
  agent.destroy();
  const answered = latencies.length;
  const sorted = [...latencies, ...Array.from({ length: givenUp }, () => Infinity)].sort((a, b) => a - b);
  const wall = (lastAnswer - start) / 1000;
  return {
    due,
    answered,
    givenUp,
    statuses,
    throughput: answered / Math.max(wall, seconds),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    seconds: wall,
  };
}

/**
 * Requests sent as fast as `connections` clients can (a closed loop), before a measured run: a
 * server just started compiles its code and each pooled connection plans its statements during
 * its first requests, which would otherwise be measured as queueing.
 */
export async function warmUp(port: number, requests: readonly RushRequest[], connections = 20): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  const one = (item: RushRequest) =>
    new Promise<void>((resolve) => {
      const headers = { cookie: item.cookie, "content-type": "application/json" };
      const req = request({ agent, host: "127.0.0.1", port, method: "POST", path: "/api/matriculas", headers }, (res) =>
        res.resume().on("end", resolve),
      );
      req.on("error", () => resolve());
      req.end(item.body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let item = requests[next++]; item; item = requests[next++]) await one(item);
    }),
  );
  agent.destroy();
}

export const statusText = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n.toLocaleString("en")}× ${status}`)
    .join(", ");

/**
 * After a rush, per offering of the current term: seats held (`pendente` + `deferida`) = `taken`
 * ≤ capacity, waitlist numbers distinct, no student with two live requests in one offering. Returns
 * the number of offerings where any of it fails (0: no oversell) with the totals.
 */
export async function oversellCheck(
  db: Database,
): Promise<{ bad: number; seats: number; waiting: number; offerings: number }> {
  const result = await db.execute(sql`select count(*) filter (where not ok) as bad, sum(held) as seats,
      sum(waiting) as waiting, count(*) as offerings
    from (select o.id, o.taken = count(e.id) filter (where e.status in ('pendente', 'deferida'))
          and o.taken <= o.capacity
          and count(distinct e.waitlist_seq) = count(e.id) filter (where e.status = 'em_espera')
          and count(distinct e.student_id) = count(e.id) as ok,
        count(e.id) filter (where e.status in ('pendente', 'deferida')) as held,
        count(e.id) filter (where e.status = 'em_espera') as waiting
      from offerings o join terms t on t.id = o.term_id and t.current
        left join enrolments e on e.offering_id = o.id and e.status in ('pendente', 'deferida', 'em_espera')
      group by o.id, o.taken, o.capacity) per_offering`);
  const [row] = (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
  return {
    bad: Number(row?.bad ?? 0),
    seats: Number(row?.seats ?? 0),
    waiting: Number(row?.waiting ?? 0),
    offerings: Number(row?.offerings ?? 0),
  };
}

/** Undoes a rush: its enrolments go (ids above `lastBefore`) and the seats are counted again. */
export async function undoRush(db: Database, lastBefore: number): Promise<void> {
  await db.execute(sql`delete from enrolments where id > ${lastBefore}`);
  await db.execute(sql`update offerings o set taken = (select count(*) from enrolments e
      where e.offering_id = o.id and e.status in ('pendente', 'deferida'))
    where o.term_id = (select id from terms where current)`);
  await db.execute(sql`vacuum analyze enrolments, offerings`);
}
