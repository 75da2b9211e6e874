import { describe, expect, it } from "vitest";
import { MAX_SERVER_WORKERS, serverWorkerCount, WorkerCountError } from "./server-workers.ts";

const postgres = { kind: "postgres", url: "postgres://db/fad" } as const;
const pglite = { kind: "pglite", dataDir: "/tmp/data" } as const;

describe("serverWorkerCount", () => {
  it("runs one process per core on PostgreSQL unless FAD_WORKERS says otherwise", () => {
    expect(serverWorkerCount({ database: postgres, requested: undefined, cores: 2 })).toBe(2);
    expect(serverWorkerCount({ database: postgres, requested: undefined, cores: 16 })).toBe(16);
    expect(serverWorkerCount({ database: postgres, requested: 1, cores: 16 })).toBe(1);
    expect(serverWorkerCount({ database: postgres, requested: 3, cores: 2 })).toBe(3);
    expect(serverWorkerCount({ database: postgres, requested: undefined, cores: 500 })).toBe(MAX_SERVER_WORKERS);
  });

  it("runs the embedded database in one process and refuses more", () => {
    expect(serverWorkerCount({ database: pglite, requested: undefined, cores: 8 })).toBe(1);
    expect(serverWorkerCount({ database: pglite, requested: 1, cores: 8 })).toBe(1);
    expect(() => serverWorkerCount({ database: pglite, requested: 2, cores: 8 })).toThrow(WorkerCountError);
  });
});
