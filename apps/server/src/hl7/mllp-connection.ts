import net from "node:net";
import type { EhrDeliveryFailure } from "@fad/contracts/staff/held-ehr-messages";
import { Hl7Message } from "@medplum/core";

/**
 * One MLLP connection to the receiving engine (HL7 v2 Minimal Lower Layer Protocol: a message is framed
 * as VT … FS CR). Our own rather than @medplum/hl7's Hl7Client because the sender needs every way a
 * delivery can fail to end the wait at once with a reason: that client leaves an ACK wait pending when
 * the engine closes the socket, and frames a reply only when it arrives in one read.
 *
 * One message at a time: send, wait for the ACK naming its control id (MSA-2), then the next.
 */
const VT = 0x0b;
const FS = 0x1c;
const CR = 0x0d;

/** Why a delivery failed, recorded on the outbox row (never the message or the engine's text). */
export class MllpError extends Error {
  constructor(readonly code: Exclude<EhrDeliveryFailure, "unreadable">) {
    super(code);
  }
}

export interface MllpTarget {
  host: string;
  port: number;
}

/** mllp://host:port (FAD_HL7_MLLP_URL). */
export function mllpTargetOf(url: string): MllpTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== "mllp:" || !parsed.hostname || !parsed.port) {
    throw new Error("an MLLP address is mllp://host:port");
  }
  return { host: parsed.hostname.replace(/^\[|\]$/g, ""), port: Number(parsed.port) };
}

export class MllpConnection {
  readonly #socket: net.Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #closed = false;
  #waiter: { controlId: string; resolve: (ack: Hl7Message) => void; reject: (error: Error) => void } | null = null;

  private constructor(socket: net.Socket) {
    this.#socket = socket;
    socket.on("data", (chunk: Buffer) => this.#receive(chunk));
    socket.on("close", () => this.#fail(new MllpError("closed")));
    // A reset or write error: "close" follows; the error itself needs a listener or it is thrown.
    socket.on("error", () => this.#fail(new MllpError("closed")));
  }

  static connect(target: MllpTarget, timeoutMs: number): Promise<MllpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: target.host, port: target.port });
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new MllpError("connect-timeout"));
      }, timeoutMs);
      socket.once("connect", () => {
        clearTimeout(timer);
        socket.removeAllListeners("error");
        resolve(new MllpConnection(socket));
      });
      socket.once("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        socket.destroy();
        reject(new MllpError(error.code === "ECONNREFUSED" ? "connect-refused" : "connect-failed"));
      });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends one message and resolves with the engine's ACK to it; rejects on timeout or a closed connection. */
  sendAndWait(text: string, controlId: string, timeoutMs: number): Promise<Hl7Message> {
    if (this.#closed) return Promise.reject(new MllpError("closed"));
    if (this.#waiter) return Promise.reject(new Error("one message at a time on an MLLP connection"));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A late ACK on this connection could be taken for the next message's: the connection goes.
        this.#fail(new MllpError("ack-timeout"));
        this.close();
      }, timeoutMs);
      this.#waiter = {
        controlId,
        resolve: (ack) => {
          clearTimeout(timer);
          resolve(ack);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const body = Buffer.from(text, "utf8");
      this.#socket.write(Buffer.concat([Buffer.from([VT]), body, Buffer.from([FS, CR])]));
    });
  }

  close(): void {
    this.#closed = true;
    this.#socket.destroy();
  }

  #receive(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const start = this.#buffer.indexOf(VT);
      if (start < 0) {
        this.#buffer = Buffer.alloc(0);
        return;
      }
      const end = this.#buffer.indexOf(FS, start);
      if (end < 0 || end + 1 >= this.#buffer.length) {
        this.#buffer = this.#buffer.subarray(start);
        return;
      }
      const frame = this.#buffer.subarray(start + 1, end).toString("utf8");
      this.#buffer = this.#buffer.subarray(end + (this.#buffer[end + 1] === CR ? 2 : 1));
      this.#answer(frame);
    }
  }

  #answer(frame: string): void {
    let ack: Hl7Message;
    try {
      ack = Hl7Message.parse(frame);
    } catch {
      return;
    }
    const waiter = this.#waiter;
    // An answer to another message (a stray or late one) is not this message's ACK.
    if (!waiter || ack.getSegment("MSA")?.getField(2)?.toString() !== waiter.controlId) return;
    this.#waiter = null;
    waiter.resolve(ack);
  }

  #fail(error: Error): void {
    this.#closed = true;
    const waiter = this.#waiter;
    this.#waiter = null;
    waiter?.reject(error);
  }
}
