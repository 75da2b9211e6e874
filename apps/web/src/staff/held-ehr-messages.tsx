import {
  EHR_EVENT_NAMES,
  ehrFailureText,
  HELD_EHR_MESSAGE_TEXTS,
  type HeldEhrMessage,
} from "@fad/contracts/staff/held-ehr-messages";
import { useCallback, useEffect, useState } from "react";
import { loadHeldEhrMessages, sendEhrMessageAgain } from "./held-ehr-messages-api.ts";
import { StaffCallError } from "./staff-api.ts";

/**
 * The location's messages to the EHR that failed every attempt (decision 181): shown above the day's
 * bookings only when there are some, each with "Send again". Nothing shows when all is well.
 */
export function HeldEhrMessages(props: { locationId: string; csrf: string; onFailed: (error: unknown) => void }) {
  const { locationId, csrf, onFailed } = props;
  const [messages, setMessages] = useState<HeldEhrMessage[]>([]);
  const [said, setSaid] = useState("");

  const load = useCallback(async () => {
    try {
      setMessages(await loadHeldEhrMessages(locationId));
    } catch (error) {
      onFailed(error);
    }
  }, [locationId, onFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  const again = async (messageId: string) => {
    try {
      await sendEhrMessageAgain(csrf, messageId);
      setSaid(HELD_EHR_MESSAGE_TEXTS.sentAgain);
    } catch (error) {
      if (error instanceof StaffCallError && error.status !== 401) setSaid(error.message);
      else onFailed(error);
    }
    await load();
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {messages.length > 0 ? (
        <section className="staff-held-messages" aria-labelledby="held-messages-heading">
          <h2 id="held-messages-heading">
            {HELD_EHR_MESSAGE_TEXTS.heading} ({messages.length})
          </h2>
          <p>{HELD_EHR_MESSAGE_TEXTS.explanation}</p>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Confirmation number</th>
                <th scope="col">Appointment</th>
                <th scope="col">Doctor</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.messageId}>
                  <td>{EHR_EVENT_NAMES[message.event]}</td>
                  <td>{message.bookingId}</td>
                  <td>{message.startText}</td>
                  <td>{message.physicianName}</td>
                  <td>{message.attempts}</td>
                  <td>{ehrFailureText(message.lastError)}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`${HELD_EHR_MESSAGE_TEXTS.sendAgain}: ${EHR_EVENT_NAMES[message.event]}, ${message.bookingId}`}
                      onClick={() => void again(message.messageId)}
                    >
                      {HELD_EHR_MESSAGE_TEXTS.sendAgain}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
