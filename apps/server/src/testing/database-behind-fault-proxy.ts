import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, createPglite, type DatabaseHandle } from "../database/create-database.ts";
import { servePgliteOverTcp } from "./pglite-wire-server.ts";
import { startTcpFaultProxy, type TcpFaultProxy } from "./tcp-fault-proxy.ts";

/**
 * An empty database that a server in another process reaches through a TCP fault proxy, so a test
 * (the e2e outage journey) can take the database away and bring it back under that server. The server
 * is given `serverUrl` as its DATABASE_URL and migrates and seeds it itself; the test sets up and
 * checks through `direct`, which bypasses the proxy and so keeps working while the database is "down".
 *
 * The database is PGlite in memory served over the wire protocol (every machine), or, given a
 * PostgreSQL URL, a database of its own created on that server and dropped on close.
 */
export interface DatabaseBehindFaultProxy {
  readonly kind: "PGlite over the wire" | "PostgreSQL";
  /** postgres:// URL through the proxy. */
  readonly serverUrl: string;
  readonly proxy: TcpFaultProxy;
  /** Straight to the database, never through the proxy. */
  readonly direct: DatabaseHandle;
  close(): Promise<void>;
}

export async function startDatabaseBehindFaultProxy(
  options: { postgresUrl?: string } = {},
): Promise<DatabaseBehindFaultProxy> {
  const upstream = options.postgresUrl ? await freshPostgresDatabase(options.postgresUrl) : await pgliteOverTcp();
  const proxy = await startTcpFaultProxy({ host: upstream.url.hostname, port: Number(upstream.url.port || 5432) });
  const serverUrl = new URL(upstream.url);
  serverUrl.hostname = "127.0.0.1";
  serverUrl.port = String(proxy.port);
  const direct = createDatabase({ kind: "postgres", url: upstream.url.href, poolSize: 2 });
  return {
    kind: upstream.kind,
    serverUrl: serverUrl.href,
    proxy,
    direct,
    close: async () => {
      await proxy.close();
      await direct.close();
      await upstream.drop();
    },
  };
}

interface Upstream {
  kind: DatabaseBehindFaultProxy["kind"];
  url: URL;
  drop(): Promise<void>;
}

async function pgliteOverTcp(): Promise<Upstream> {
  const pglite = await createPglite();
  const wire = await servePgliteOverTcp(pglite);
  return {
    kind: "PGlite over the wire",
    url: new URL(`postgres://postgres@127.0.0.1:${wire.port}/postgres`),
    drop: async () => {
      await wire.close();
      await pglite.close();
    },
  };
}

/**
 * A database rather than a schema (as the in-process tests use): the server under test reads only
 * DATABASE_URL, so its tables must be in the database's default search path.
 */
async function freshPostgresDatabase(postgresUrl: string): Promise<Upstream> {
  const name = `fad_outage_${randomBytes(6).toString("hex")}`;
  await onServer(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind: "PostgreSQL",
    url,
    drop: () => onServer(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(postgresUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
