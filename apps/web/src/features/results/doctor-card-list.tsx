import type { Physician } from "@fad/contracts/provider/search-providers";
import { type SearchCriteria, visitOfCriteria } from "../../search-model/search-criteria.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { DoctorCard } from "./doctor-card/doctor-card.tsx";

export interface DoctorCardListProps {
  physicians: readonly Physician[];
  /** The first shown doctor's position in the whole list. */
  firstIndex: number;
  isPsg: boolean;
  specialtyName: string | null;
  /** The criteria of the search shown. */
  criteria: SearchCriteria;
  goTo: (criteria: SearchCriteria) => void;
}

/** The shown page of doctors, each item focusable by its position (result-0 is the first of the list). */
export function DoctorCardList({ physicians, firstIndex, isPsg, specialtyName, criteria, goTo }: DoctorCardListProps) {
  const t = useText();
  return (
    <ol className="results-list" aria-label={t("results.listLabel")}>
      {physicians.map((physician, index) => (
        <li key={physician.physicianNpi} id={`result-${firstIndex + index}`} tabIndex={-1}>
          <DoctorCard
            physician={physician}
            index={firstIndex + index}
            isPsg={isPsg}
            selectedSpecialtyName={specialtyName}
            hasUserLocation={criteria.zip !== ""}
            appointmentTypeChosen={criteria.appointmentTypeId !== ""}
            appointmentTypeCode={criteria.appointmentTypeId || null}
            visit={visitOfCriteria(criteria)}
            chosenInsurerId={criteria.insurerId}
            onViewNextAvailable={() => showFirstPhysician(criteria.page, goTo, criteria)}
          />
        </li>
      ))}
    </ol>
  );
}

/** psg "View Next Available Provider": back to the first physician of the list (spec §2 Doctor card). */
function showFirstPhysician(page: number, goTo: (criteria: SearchCriteria) => void, criteria: SearchCriteria) {
  if (page !== 1) goTo({ ...criteria, page: 1 });
  requestAnimationFrame(() => {
    const first = document.getElementById("result-0");
    first?.scrollIntoView?.({ block: "start" });
    first?.focus({ preventScroll: true });
  });
}
