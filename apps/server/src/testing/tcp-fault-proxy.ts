import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a database server that tests use to take the database away and bring it back
 * while a real server keeps running: `stop()` cuts every open connection and closes the listening port
 * (new connections are refused, as when PostgreSQL is stopped), `start()` listens on the same port again
 * ("PostgreSQL back").
 */
export interface TcpFaultProxy {
  /** The port clients connect to (the same across stop/start). */
  readonly port: number;
  /** Connections currently piped to the database. */
  openConnections(): number;
  /** Connections accepted since the proxy was made. */
  acceptedConnections(): number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * A network partition: bytes stop flowing both ways on open connections and new connections are
   * accepted but never reach the database, with no error on either side (as when packets are dropped).
   */
  partition(): void;
  /** Ends the partition: the connections that lived through it are cut, new ones reach the database. */
  heal(): void;
  close(): Promise<void>;
}

export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let accepted = 0;
  let partitioned = false;
  /** Connections accepted during a partition, left hanging. */
  const stranded = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const onConnection = (client: Socket) => {
    accepted += 1;
    if (partitioned) {
      stranded.add(client);
      client.on("error", () => {}).on("close", () => stranded.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    // Forward only outside a partition (data written during one is dropped).
    client.on("data", (chunk) => {
      if (!partitioned) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!partitioned) client.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(onConnection);
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        const address = next.address();
        if (typeof address === "object" && address) port = address.port;
        server = next;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = null;
    // resetAndDestroy sends a RST, as a database host that went away does; the client sees it at once.
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    openConnections: () => pairs.size,
    acceptedConnections: () => accepted,
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: async () => {
      for (const socket of stranded) socket.destroy();
      await stop();
    },
    partition: () => {
      partitioned = true;
    },
    heal: () => {
      partitioned = false;
      for (const socket of stranded) socket.destroy();
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
  };
}
