import { describe, expect, it } from "vitest";
import { bookingBreadcrumbs } from "../../../ui/physician-breadcrumbs.ts";
import { clampPosition, desktopStepOf, leaveWizardPath, positionOfDesktopStep } from "./wizard-steps.ts";

describe("wizard steps", () => {
  it("clamps desktop steps to 1 through 3 and mobile steps to 1 through 4", () => {
    expect([0, 1, 2, 3, 4, Number.NaN].map(positionOfDesktopStep)).toEqual([1, 1, 3, 4, 4, 1]);
    expect([-1, 1, 4, 5, 2.7].map(clampPosition)).toEqual([1, 1, 4, 4, 2]);
  });

  it("shows mobile steps 1 and 2 as desktop step 1, 3 as 2 and 4 as 3", () => {
    expect(([1, 2, 3, 4] as const).map(desktopStepOf)).toEqual([1, 1, 2, 3]);
  });

  it("leaves to the listing when the visitor came from results, else to the profile", () => {
    expect(leaveWizardPath("results", "jane-doe")).toBe("/physicians/listing");
    expect(leaveWizardPath("profile", "jane-doe")).toBe("/physicians/profile/jane-doe");
  });
});

describe("bookingBreadcrumbs", () => {
  const crumbs = (isPsg: boolean, disclosureAgreed: boolean) =>
    bookingBreadcrumbs({ physicianName: "Jane Doe", urlTitle: "jane-doe", isPsg, disclosureAgreed });

  it("is Home, Doctors, the doctor (to the profile), Book Appointment", () => {
    expect(crumbs(false, false)).toEqual([
      { label: "Home", href: "/" },
      { label: "Doctors", to: "/physicians" },
      { label: "Jane Doe", to: "/physicians/profile/jane-doe" },
      { label: "Book Appointment" },
    ]);
  });

  it.each([
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])("psg %s, disclosure agreed %s → Doctors Results shown: %s", (isPsg, agreed, shown) => {
    const results = crumbs(isPsg, agreed).find((crumb) => crumb.label === "Doctors Results");
    expect(results?.to ?? null).toBe(shown ? "/physicians/listing" : null);
  });
});
