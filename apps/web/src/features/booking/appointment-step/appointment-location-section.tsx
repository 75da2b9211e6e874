import { useId } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import { LocationMapModal } from "../../../ui/location-map/location-map-modal.tsx";
import { LocationAddress } from "../../../ui/physician/location-address.tsx";
import { locationPhone, PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { useBookingContext } from "../booking-context.tsx";

/**
 * Appointment Location (spec §2 Step 1): the address block with the distance when known, a call link,
 * and Change Location (n) when the doctor has more than one location (its modal announces the choice).
 */
export function AppointmentLocationSection() {
  const { physician, location, chooseLocation, contactCenterPhone } = useBookingContext();
  const phone = locationPhone(location) ?? contactCenterPhone;
  const headingId = useId();
  const t = useText();
  return (
    <section className="appointment-step__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="appointment-step__heading">
        {t("booking.appointment.location")}
      </h3>
      <div className="appointment-location">
        <LocationAddress location={location} />
        {phone ? (
          <p className="appointment-location__phone">
            <span className="visually-hidden">{`${t("booking.appointment.callLocation")} `}</span>
            <PhoneLink phone={phone} />
          </p>
        ) : null}
        <LocationMapModal
          physician={physician}
          selectedLocationId={location.id}
          onSelect={chooseLocation}
          triggerText="change"
          triggerClassName="button-link-plain appointment-location__change"
        />
      </div>
    </section>
  );
}
