import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { useText } from "../../ui/i18n/use-text.ts";
import { useDayLabels } from "./use-day-labels.ts";

/** "The next available appointment is {date}" with Go To Next Appointment (spec discovery §2; decision 62). */
export function NextAvailableBlock(props: { day: AvailableDay; onGo: (day: string) => void; overDays?: boolean }) {
  const { day, onGo, overDays = false } = props;
  const t = useText();
  const labels = useDayLabels();
  return (
    <div
      className={`availability-message availability-message--next${overDays ? " availability-message--over-days" : ""}`}
    >
      <p>{t("availability.nextAvailable", { date: labels.longDayWithYear(day.day) })}</p>
      <button type="button" className="button" onClick={() => onGo(day.day)}>
        {t("availability.goToNextAppointment")}
      </button>
    </div>
  );
}
