import type { FastifyInstance } from "fastify";
import type { Clock } from "../clock.ts";
import type { Hl7Config } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { Hl7Sender, type Hl7SenderSettings } from "./hl7-sender.ts";
import { mllpTargetOf } from "./mllp-connection.ts";

export interface Hl7OutboxOptions {
  db: Database;
  keyring: PatientKeyring;
  clock: Clock;
  hl7: Hl7Config;
  settings?: Partial<Hl7SenderSettings>;
}

/**
 * The HL7 outbox's sender, started with the server and stopped before it closes (docs/decisions.md
 * 150). Every process runs one: the claim's row locks and per-booking order make that safe. Without
 * FAD_HL7_MLLP_URL no sender runs and the messages wait in the outbox (the health check counts them).
 */
export async function hl7Outbox(app: FastifyInstance, options: Hl7OutboxOptions): Promise<void> {
  const { db, keyring, clock, hl7 } = options;
  if (!hl7.mllpUrl) return;
  const sender = new Hl7Sender({
    db,
    keyring,
    clock,
    target: mllpTargetOf(hl7.mllpUrl),
    addressing: {
      sendingFacility: hl7.sendingFacility,
      receivingApplication: hl7.receivingApplication,
      receivingFacility: hl7.receivingFacility,
    },
    log: app.log.child({ component: "hl7-outbox" }),
    ...(options.settings ? { settings: options.settings } : {}),
  });
  app.addHook("onReady", async () => sender.start());
  app.addHook("onClose", async () => sender.stop());
}
