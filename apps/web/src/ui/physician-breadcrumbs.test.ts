import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import { describe, expect, it } from "vitest";
import { bookingBreadcrumbs, bookingCrumbLabels } from "./physician-breadcrumbs.ts";

const options = { physicianName: "Maria J. Lopez, MD", urlTitle: "maria-lopez", isPsg: false, disclosureAgreed: true };
const labelsIn = (locale: "en-US" | "es-US") => {
  const intl = catalogIntl(locale);
  return bookingCrumbLabels((id) => intl.formatMessage({ id }));
};

describe("the booking's breadcrumbs", () => {
  it("are the spec's English without labels, and with the catalog's English", () => {
    const spec = ["Home", "Doctors", "Doctors Results", "Maria J. Lopez, MD", "Book Appointment"];
    expect(bookingBreadcrumbs(options).map((crumb) => crumb.label)).toEqual(spec);
    expect(bookingBreadcrumbs({ ...options, labels: labelsIn("en-US") }).map((crumb) => crumb.label)).toEqual(spec);
  });

  it("are Spanish on a Spanish page, the doctor's name as listed", () => {
    const crumbs = bookingBreadcrumbs({ ...options, labels: labelsIn("es-US") }).map((crumb) => crumb.label);
    expect(crumbs).toEqual(["Inicio", "Médicos", expect.any(String), "Maria J. Lopez, MD", "Hacer una cita"]);
    expect(crumbs[2]).not.toBe("Doctors Results");
  });
});
