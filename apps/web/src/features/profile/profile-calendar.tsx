import { PROFILE_NUMBER_DAYS_OUT } from "@fad/contracts/messages/profile-texts";
import { ER_PRIVATE_FRIENDLY_NAME } from "@fad/contracts/provider/app-type";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { parseVisit, typesForVisit, type Visit } from "@fad/contracts/provider/visit";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useAppTypes } from "../../api/app-types.ts";
import { useSiteContext } from "../../search-model/site-context.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { locationPhone, PhoneLink } from "../../ui/physician/phone-link.tsx";
import { AvailabilityCalendar } from "../availability/availability-calendar.tsx";
import { TimesForLine, VisitChoice } from "../availability/visit-choice.tsx";

/**
 * The profile's times, for the visit the patient says first (decision 129): new or returning, and the
 * reason for visit when the location's calendar offers that visit more than one. The calendar then asks
 * and holds that very type, so a picked time arrives on booking step 1 bookable as what was said. The
 * visit is in the address (?visit=returning), so a reload, the server render and a shared link agree.
 */
export function ProfileCalendar(props: { physician: Physician; location: ProviderLocation; isPsg: boolean }) {
  const { physician, location, isPsg } = props;
  const t = useText();
  const [params, setParams] = useSearchParams();
  const visit = parseVisit(params.get("visit"));
  const chooseVisit = (next: Visit) => {
    const changed = new URLSearchParams(params);
    if (next === "returning") changed.set("visit", next);
    else changed.delete("visit");
    setParams(changed, { replace: true, preventScrollReset: true });
  };
  const site = useSiteContext();
  const calendarId = location.mhdCalendarId;
  const appTypes = useAppTypes({
    npi: physician.physicianNpi,
    facilityCOIDs: site.coids,
    program: site.program,
    source: site.hostApp ?? undefined,
    ...(calendarId ? { calendarId } : {}),
  });
  const offered = typesForVisit(appTypes.data ?? [], visit, location, isErPrivate);
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const type = offered.find((candidate) => candidate.code === chosenCode) ?? offered[0] ?? null;
  const typeId = useId();
  const phone = locationPhone(location);

  return (
    <>
      {calendarId ? <VisitChoice value={visit} onChange={chooseVisit} /> : null}
      {offered.length > 1 ? (
        <div className="field profile-calendar__type">
          <label htmlFor={typeId}>{t("visit.typeLabel")}</label>
          <select
            id={typeId}
            className="select"
            value={type?.code ?? ""}
            onChange={(event) => setChosenCode(event.target.value)}
          >
            {offered.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.friendlyName2}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {calendarId && appTypes.isPending ? (
        <p className="profile-calendar__loading">{t("availability.loading")}</p>
      ) : calendarId && appTypes.isSuccess && type === null ? (
        // The spec's sentence for a visit the doctor takes no patients of online (booking §4, §8).
        <p className="profile-calendar__not-taken">
          {t("visit.notAccepting", { visit })}
          {phone ? (
            <>
              {" "}
              <PhoneLink phone={phone} />
            </>
          ) : null}
        </p>
      ) : (
        <>
          <TimesForLine type={type} />
          <AvailabilityCalendar
            physician={physician}
            location={location}
            appointmentTypeCode={type?.code ?? null}
            visit={visit}
            numberDaysOut={PROFILE_NUMBER_DAYS_OUT}
            origin="profile"
            isPsg={isPsg}
          />
        </>
      )}
    </>
  );
}

function isErPrivate(type: { friendlyName2: string }): boolean {
  return type.friendlyName2.trim().toLowerCase() === ER_PRIVATE_FRIENDLY_NAME.toLowerCase();
}
