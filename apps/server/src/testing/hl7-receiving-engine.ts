import type { AddressInfo } from "node:net";
import { Hl7Message } from "@medplum/core";
import { type Hl7Connection, type Hl7MessageEvent, Hl7Server } from "@medplum/hl7";

/**
 * Test helper, not used by the server: the EHR's receiving engine, played by `@medplum/hl7`'s Hl7Server
 * on this machine. It keeps every message it is sent (in arrival order) and answers each as `answer`
 * says: an ACK code (AA, AE, AR, …) or "none" (it keeps the message and never answers, as an engine
 * that dies before acknowledging would).
 */
export interface ReceivedHl7 {
  controlId: string;
  event: string;
  placerId: string;
  message: Hl7Message;
  text: string;
}

export type EngineAnswer = "AA" | "AE" | "AR" | "CA" | "none";

export interface ReceivingEngine {
  readonly port: number;
  readonly received: ReceivedHl7[];
  /** What the engine answers the next messages; AA unless told otherwise. */
  answer: (message: Hl7Message, index: number) => EngineAnswer;
  /** Closes every open connection at once (the engine stopped mid-stream) and stops listening. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

export async function startReceivingEngine(port: number): Promise<ReceivingEngine> {
  const received: ReceivedHl7[] = [];
  let server: Hl7Server | null = null;
  const engine: ReceivingEngine = {
    port,
    received,
    answer: () => "AA",
    async stop() {
      const running = server;
      server = null;
      // No drain: connections are cut at once, as a stopped engine's are.
      await running?.stop({ forceDrainTimeoutMs: 0 });
    },
    async restart() {
      server = await listen();
    },
  };
  const listen = async (): Promise<Hl7Server> => {
    const hl7 = new Hl7Server((connection: Hl7Connection) => {
      connection.addEventListener("message", (event: Hl7MessageEvent) => {
        const { message } = event;
        const header = message.getSegment("MSH");
        received.push({
          controlId: header?.getField(10)?.toString() ?? "",
          event: header?.getComponent(9, 2) ?? "",
          placerId: message.getSegment("SCH")?.getComponent(1, 1) ?? "",
          message,
          text: message.toString(),
        });
        const answer = engine.answer(message, received.length - 1);
        if (answer !== "none") connection.send(message.buildAck({ ackCode: answer }));
      });
    });
    hl7.start(port);
    const net = hl7.server;
    if (!net) throw new Error("the HL7 server did not start");
    if (!net.listening) await new Promise((resolve) => net.once("listening", resolve));
    if ((net.address() as AddressInfo).port !== port) throw new Error("the HL7 server is not on its port");
    return hl7;
  };
  server = await listen();
  return engine;
}

/** Parses a message as an engine would (for tests that check a text). */
export function parseHl7(text: string): Hl7Message {
  return Hl7Message.parse(text);
}
