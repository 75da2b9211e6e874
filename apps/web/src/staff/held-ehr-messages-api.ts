import {
  HELD_EHR_MESSAGE_PATHS,
  type HeldEhrMessage,
  heldEhrMessagesResponseSchema,
  sentAgainResponseSchema,
} from "@fad/contracts/staff/held-ehr-messages";
import { call, change } from "./staff-api.ts";

export async function loadHeldEhrMessages(locationId: string): Promise<HeldEhrMessage[]> {
  const query = new URLSearchParams({ locationId });
  return (await call(heldEhrMessagesResponseSchema, `${HELD_EHR_MESSAGE_PATHS.held}?${query}`)).result.messages;
}

export async function sendEhrMessageAgain(csrf: string, messageId: string): Promise<void> {
  await call(sentAgainResponseSchema, HELD_EHR_MESSAGE_PATHS.sendAgain(messageId), change(csrf, {}));
}
