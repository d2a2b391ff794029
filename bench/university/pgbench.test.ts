import { describe, expect, it } from "vitest";
import { parsePgbench } from "./pgbench.ts";

const OUTPUT = `pgbench (15.14 (Debian 15.14-0+deb12u1))
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 50
query mode: prepared
number of clients: 20
number of threads: 2
maximum number of tries: 1
duration: 30 s
number of transactions actually processed: 40123
number of failed transactions: 0 (0.000%)
latency average = 14.954 ms
initial connection time = 21.772 ms
tps = 1337.431522 (without initial connection time)
`;

describe("parsePgbench", () => {
  it("reads the rate, the mean latency and the version from pgbench's summary", () => {
    expect(parsePgbench(OUTPUT)).toEqual({
      tps: 1337.431522,
      latencyMs: 14.954,
      version: "15.14 (Debian 15.14-0+deb12u1)",
    });
  });

  it("refuses a summary without a rate rather than reporting zero", () => {
    expect(() => parsePgbench("pgbench: error: connection to server failed\n")).toThrow(/no tps/);
  });
});
