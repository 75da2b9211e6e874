import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Serves an in-memory PGlite over the PostgreSQL wire protocol on a local port, so tests can point the
 * real node-postgres pool (DATABASE_URL's driver) at it on machines without a PostgreSQL server, and put
 * a fault proxy in between. PGlite parses every protocol message itself (execProtocolRawStream); this
 * file only frames messages and shares PGlite's one session between connections.
 *
 * Why not @electric-sql/pglite-socket, which does the same: its releases pin PGlite to one exact
 * version (and seven extension packages as required peers), so npm refuses it beside our PGlite
 * (decision 52).
 *
 * Sharing one session: a connection owns it from its first message until it has sent Sync or a simple
 * Query and is not inside a transaction; others wait. A connection that goes away while owning it is
 * cleaned up (Sync, then ROLLBACK when a transaction was left open), as PostgreSQL does when a backend's
 * client disappears.
 */
export interface PgliteWireServer {
  readonly port: number;
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery("ROLLBACK");

function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

export async function servePgliteOverTcp(pglite: PGlite): Promise<PgliteWireServer> {
  const session = new SessionLock();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    serveConnection({ socket, pglite, session, gone: () => sockets.delete(socket) });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One client connection: its messages framed and run on the shared session in order, cleaned up when it goes. */
function serveConnection(options: { socket: Socket; pglite: PGlite; session: SessionLock; gone: () => void }): void {
  const { socket, pglite, session } = options;
  socket.setNoDelay(true);
  const connection = { closed: false };
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  let work = Promise.resolve();

  const run = async (message: Uint8Array, endsUnit: boolean) => {
    await session.acquire(connection);
    if (connection.closed) return;
    await pglite.runExclusive(() =>
      pglite.execProtocolRawStream(message, {
        onRawData: (data) => {
          if (!connection.closed && data.length > 0) socket.write(data);
        },
      }),
    );
    if (endsUnit && !pglite.isInTransaction()) session.release(connection);
  };

  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const frame = nextFrame(buffer, started);
      if (frame.kind === "incomplete") return;
      if (frame.kind === "end") {
        socket.end();
        return;
      }
      buffer = frame.rest;
      if (frame.kind === "no-encryption") {
        socket.write("N");
        continue;
      }
      started = true;
      work = work
        .then(() => run(frame.message, frame.endsUnit))
        .catch(() => {
          socket.destroy();
        });
    }
  });

  const cleanUp = () => {
    if (connection.closed) return;
    connection.closed = true;
    options.gone();
    session.forget(connection);
    work = work
      .catch(() => {})
      .then(() => releaseSessionOf(connection, pglite, session))
      .catch((error) => console.error("pglite wire server: clean-up failed", error));
  };
  socket.on("close", cleanUp);
  socket.on("error", cleanUp);
}

/** What the buffered bytes start with: before startup, the startup packet (or an SSL, GSS or cancel request). */
type Frame =
  | { kind: "incomplete" }
  /** Cancel request or Terminate (X): the connection ends. */
  | { kind: "end" }
  /** SSL or GSS encryption request: answered "N" (none), then the client sends its startup packet. */
  | { kind: "no-encryption"; rest: Buffer }
  /** A message for PGlite; endsUnit: Sync, a simple Query or the startup packet (the session may pass on). */
  | { kind: "message"; message: Uint8Array; endsUnit: boolean; rest: Buffer };

function nextFrame(buffer: Buffer, started: boolean): Frame {
  if (!started) {
    if (buffer.length < 8) return { kind: "incomplete" };
    const length = buffer.readInt32BE(0);
    const code = buffer.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSS_REQUEST) return { kind: "no-encryption", rest: buffer.subarray(8) };
    if (code === CANCEL_REQUEST) return { kind: "end" };
    if (buffer.length < length) return { kind: "incomplete" };
    const startup = new Uint8Array(buffer.subarray(0, length));
    return { kind: "message", message: startup, endsUnit: true, rest: buffer.subarray(length) };
  }
  if (buffer.length < 5) return { kind: "incomplete" };
  const length = 1 + buffer.readInt32BE(1);
  if (buffer.length < length) return { kind: "incomplete" };
  const message = new Uint8Array(buffer.subarray(0, length));
  const type = String.fromCharCode(message[0] ?? 0);
  if (type === "X") return { kind: "end" };
  return { kind: "message", message, endsUnit: type === "S" || type === "Q", rest: buffer.subarray(length) };
}

/** A connection gone while owning the session: Sync, then ROLLBACK of a transaction it left open, and release. */
async function releaseSessionOf(connection: Owner, pglite: PGlite, session: SessionLock): Promise<void> {
  if (!session.owns(connection)) return;
  try {
    await pglite.runExclusive(async () => {
      // Raw messages: pglite.exec would wait for the lock runExclusive holds.
      await pglite.execProtocolRaw(SYNC);
      if (pglite.isInTransaction()) await pglite.execProtocolRaw(ROLLBACK);
    });
  } finally {
    session.release(connection);
  }
}

type Owner = { closed: boolean };

/** Who may send messages to the one PGlite session now; the others queue in arrival order. */
class SessionLock {
  private owner: Owner | null = null;
  private waiting: { who: Owner; resume: () => void }[] = [];

  owns(who: Owner): boolean {
    return this.owner === who;
  }

  acquire(who: Owner): Promise<void> {
    if (this.owner === who) return Promise.resolve();
    if (this.owner === null) {
      this.owner = who;
      return Promise.resolve();
    }
    return new Promise((resume) => this.waiting.push({ who, resume }));
  }

  release(who: Owner): void {
    if (this.owner !== who) return;
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.resume();
  }

  /** A connection that went away stops waiting (its queued messages then see it closed and skip). */
  forget(who: Owner): void {
    const mine = this.waiting.filter((entry) => entry.who === who);
    this.waiting = this.waiting.filter((entry) => entry.who !== who);
    for (const entry of mine) entry.resume();
  }
}
