import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { AVAILABILITY_MESSAGES as TEXT } from "./availability-messages.ts";
import { longDayWithYear } from "./day-labels.ts";

/** "The next available appointment is {date}" with Go To Next Appointment (spec discovery §2; decision 62). */
export function NextAvailableBlock(props: { day: AvailableDay; onGo: (day: string) => void; overDays?: boolean }) {
  const { day, onGo, overDays = false } = props;
  return (
    <div
      className={`availability-message availability-message--next${overDays ? " availability-message--over-days" : ""}`}
    >
      <p>{TEXT.nextAvailable(longDayWithYear(day.day))}</p>
      <button type="button" className="button" onClick={() => onGo(day.day)}>
        {TEXT.goToNextAppointment}
      </button>
    </div>
  );
}
