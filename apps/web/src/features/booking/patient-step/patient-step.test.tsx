import { HONEYPOT_FIELD, HONEYPOT_LABEL } from "@fad/contracts/appointments/booking-bot-checks";
import type { Locale } from "@fad/contracts/i18n/locales";
import { NETWORK_ERROR_MESSAGE } from "@fad/contracts/messages/page-texts";
import { EMAIL_TERMS_TEXTS } from "@fad/contracts/messages/patient-form-texts";
import { PATIENT_MESSAGES } from "@fad/contracts/patient/patient-messages";
import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { EMPTY_PATIENT_DRAFT, type PatientDraft } from "../../../booking-session/booking-session.ts";
import {
  getBookingSession,
  resetBookingSession,
  updatePatientDraft,
} from "../../../booking-session/booking-session-store.ts";
import { BOOKING_ROUTES, envelope, stubFetch } from "../../../testing/stub-fetch.ts";
import { ANALYTICS_EVENT_NAME, type AnalyticsEventDetail } from "../../../ui/analytics.ts";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { type StepAction, StepActionProvider } from "../booking-context.tsx";
import { PatientStep, type PatientStepProps } from "./patient-step.tsx";

const INSURERS = [
  { insurancePayorName: NO_INSURANCE, insurancePlans: [] },
  { insurancePayorName: "Aetna", insurancePlans: [{ insurancePlanId: 1, insurancePlanName: "Aetna PPO" }] },
];

const ADULT: PatientDraft = {
  ...EMPTY_PATIENT_DRAFT,
  firstName: "Ana",
  lastName: "Lopez",
  dateOfBirth: "04/12/1980",
  gender: "Female",
  phoneNumber: "615-555-0100",
  address1: "100 Main St",
  city: "Nashville",
  state: "TN",
  zip: "37203",
};

function renderStep(
  props: Partial<PatientStepProps> = {},
  insurance = () => envelope(INSURERS),
  locale: Locale = "en-US",
) {
  stubFetch((path) => (path === "/fadmaa/provider/insurance/" ? insurance() : envelope(null, 404)), BOOKING_ROUTES);
  const onBack = vi.fn();
  const onContinue = vi.fn();
  const actions: (StepAction | null)[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <PatientIntlProvider initialLocale={locale}>
      <QueryClientProvider client={client}>
        <StepActionProvider onStepAction={(action) => actions.push(action)}>
          <PatientStep layout="desktop" onBack={onBack} onContinue={onContinue} {...props} />
        </StepActionProvider>
      </QueryClientProvider>
    </PatientIntlProvider>,
  );
  return { ...view, onBack, onContinue, actions, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
const continueButton = () => screen.getByRole("button", { name: "Continue" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
});
afterEach(() => {
  resetBookingSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the patient form's fields", () => {
  it("has the sections, labels, input types and autocomplete hints", async () => {
    renderStep();
    for (const heading of [
      "Patient",
      "Patient Address",
      "Contact Information",
      "Insurance Information",
      "Additional Information",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(screen.queryByRole("heading", { name: "Guardian Information" })).not.toBeInTheDocument();
    expect(field("First Name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("First Name")).toHaveAttribute("maxlength", "20");
    expect(field("First Name")).toBeRequired();
    expect(field("Middle Name")).not.toBeRequired();
    expect(field("Last Name")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Date of Birth")).toHaveAttribute("autocomplete", "bday");
    expect(field("Date of Birth")).toHaveAccessibleDescription("MM/DD/YYYY");
    expect(field("Street Address")).toHaveAttribute("autocomplete", "address-line1");
    expect(field("Zip Code")).toHaveAttribute("maxlength", "5");
    expect(field("Phone Number")).toHaveAttribute("type", "tel");
    expect(field("Phone Number")).toHaveAccessibleDescription("### dash ### dash ####");
    expect(field("Email")).toHaveAttribute("type", "email");
    // No maxlength on the email: a cut address could be another valid one; over 100 is refused instead.
    expect(field("Email")).not.toHaveAttribute("maxlength");
    const gender = screen.getByRole("radiogroup", { name: /^Gender/ });
    expect(
      within(gender)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Female", "Male"]);
    const state = screen.getByRole("combobox", { name: /^State/ });
    // The placeholder, then the 50 states and DC.
    expect(within(state).getAllByRole("option")).toHaveLength(52);
    const carriers = screen.getByRole("combobox", { name: /^Insurance Carrier/ });
    expect(await within(carriers).findByRole("option", { name: NO_INSURANCE })).toBeInTheDocument();
    expect(
      within(carriers)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select an insurance carrier", NO_INSURANCE, "Aetna"]);
  });

  it.each([
    ["Date of Birth", "01151990", "01/15/1990"],
    ["Date of Birth", "4", "1"],
    ["Date of Birth", "13", "12"],
    ["Phone Number", "6155550100", "615-555-0100"],
    ["Phone Number", "(615) 555-0100", "615-555-0100"],
    ["Phone Number", "+1 (615) 555-0100", "615-555-0100"],
    ["Phone Number", "615555010099", "615-555-0100"],
    ["Referring Doctor's Phone", "6155550199", "615-555-0199"],
  ])("formats %s while typing: %j shows %j", async (label, typed, shown) => {
    const { user } = renderStep();
    await user.type(field(label), typed);
    expect(field(label)).toHaveValue(shown);
  });

  it("leaves backspace alone: the slash and dash just removed stay removed", async () => {
    const { user } = renderStep();
    await user.type(field("Date of Birth"), "011519");
    expect(field("Date of Birth")).toHaveValue("01/15/19");
    await user.type(field("Date of Birth"), "{Backspace}{Backspace}{Backspace}");
    expect(field("Date of Birth")).toHaveValue("01/15");
    await user.type(field("Date of Birth"), "1990");
    expect(field("Date of Birth")).toHaveValue("01/15/1990");
    await user.type(field("Phone Number"), "6155{Backspace}{Backspace}");
    expect(field("Phone Number")).toHaveValue("615");
  });

  it("keeps the draft in the booking session only", async () => {
    const { user } = renderStep();
    await user.type(field("First Name"), "Ana");
    expect(getBookingSession().patient.firstName).toBe("Ana");
    expect(window.location.search).toBe("");
    expect(JSON.stringify({ ...localStorage })).not.toContain("Ana");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("Ana");
  });
});

describe("the honeypot (decision 47)", () => {
  it("is out of sight, of the tab order and of the accessibility tree, and keeps what a bot types", async () => {
    const { container, user } = renderStep();
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    if (!honeypot) throw new Error("no honeypot input");
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe("off");
    const wrapper = honeypot.closest(".patient-step__extra");
    expect(wrapper?.getAttribute("aria-hidden")).toBe("true");
    expect(wrapper?.hasAttribute("inert")).toBe(true);
    // Assistive technology lists every other field, never this one.
    expect(screen.queryByRole("textbox", { name: HONEYPOT_LABEL })).toBeNull();
    expect(screen.getAllByRole("textbox").every((box) => box !== honeypot)).toBe(true);
    // It sits between the last field and the buttons: Tab goes from the one straight to the other.
    field("Referring Doctor's Phone").focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back" }));
    expect(getBookingSession().honeypot).toBe("");
    // A script that fills every input fills it, and the book call carries it.
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    expect(getBookingSession().honeypot).toBe("https://spam.example");
  });
});

describe("guardian fields", () => {
  it("show for a minor and are cleared when the minor flag changes", async () => {
    const { user } = renderStep();
    await user.type(field("Date of Birth"), "01012015");
    expect(screen.getByRole("heading", { name: "Guardian Information" })).toBeInTheDocument();
    await user.type(field("Parent or Guardian Name"), "Maria Lopez");
    await user.type(field("Relationship to Patient"), "Mother");
    // Correcting a digit: the section hides while the date is incomplete, and its values come back.
    await user.type(field("Date of Birth"), "{Backspace}");
    expect(screen.queryByRole("heading", { name: "Guardian Information" })).not.toBeInTheDocument();
    await user.type(field("Date of Birth"), "6");
    expect(field("Parent or Guardian Name")).toHaveValue("Maria Lopez");
    // An adult: the section goes and its fields are emptied.
    await user.clear(field("Date of Birth"));
    await user.type(field("Date of Birth"), "01011980");
    expect(screen.queryByRole("heading", { name: "Guardian Information" })).not.toBeInTheDocument();
    expect(getBookingSession().patient).toMatchObject({ parentOrGuardian: "", relationshipOfGuardian: "" });
    await user.clear(field("Date of Birth"));
    await user.type(field("Date of Birth"), "01012015");
    expect(field("Parent or Guardian Name")).toHaveValue("");
  });

  it("counts 365.25-day years: the 18th birthday is still a minor", async () => {
    // On 23 November 2026 the 18 years since 23 November 2008 hold 4 leap days (6574 days < 18 × 365.25);
    // which birthday is the edge depends on the day, so the test plays on that one (only Date is faked).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 23, 12) });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { user } = renderStep();
    await user.type(field("Date of Birth"), "11232008");
    expect(screen.getByRole("heading", { name: "Guardian Information" })).toBeInTheDocument();
    await user.clear(field("Date of Birth"));
    await user.type(field("Date of Birth"), "11222008");
    expect(screen.queryByRole("heading", { name: "Guardian Information" })).not.toBeInTheDocument();
  });
});

describe("email confirmation preference", () => {
  it("is offered only with an email; a blank email clears its error and turns the preference off", async () => {
    const { user } = renderStep();
    const checkbox = screen.getByRole("checkbox", { name: "Email me my confirmation" });
    expect(checkbox).toBeDisabled();
    await user.type(field("Email"), "ana@");
    await user.tab();
    expect(field("Email")).toHaveAccessibleDescription(PATIENT_MESSAGES.emailInvalid);
    expect(checkbox).toBeEnabled();
    await user.click(checkbox);
    expect(getBookingSession().patient.emailConfirmation).toBe(true);
    await user.clear(field("Email"));
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
    expect(getBookingSession().patient.emailConfirmation).toBe(false);
    expect(field("Email")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(PATIENT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it("has the collapsible Email Terms and Conditions", async () => {
    const { user } = renderStep();
    const toggle = screen.getByRole("button", { name: EMAIL_TERMS_TEXTS.title });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(EMAIL_TERMS_TEXTS.paragraphs[0])).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const paragraph of EMAIL_TERMS_TEXTS.paragraphs) expect(screen.getByText(paragraph)).toBeVisible();
  });
});

describe("insurance", () => {
  it("takes a policy id only with a real carrier, and clears it otherwise", async () => {
    const { user } = renderStep();
    const carriers = screen.getByRole("combobox", { name: /^Insurance Carrier/ });
    await within(carriers).findByRole("option", { name: "Aetna" });
    expect(field("Policy ID")).toBeDisabled();
    await user.selectOptions(carriers, "Aetna");
    await user.type(field("Policy ID"), "AB-12");
    await user.selectOptions(carriers, NO_INSURANCE);
    expect(field("Policy ID")).toBeDisabled();
    expect(getBookingSession().patient).toMatchObject({ insuranceId: NO_INSURANCE, policyId: "" });
  });

  it("shows the network error and still offers 'No Insurance' when the list fails", async () => {
    renderStep({}, () => envelope(null, 500));
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    const carriers = screen.getByRole("combobox", { name: /^Insurance Carrier/ });
    expect(within(carriers).getByRole("option", { name: NO_INSURANCE })).toBeInTheDocument();
  });
});

describe("checks on blur", () => {
  it.each([
    ["First Name", "", PATIENT_MESSAGES.firstNameRequired, PATIENT_MESSAGES.firstNameRequired],
    [
      "First Name",
      "Ana2",
      PATIENT_MESSAGES.nameCharacters,
      "may not include special characters other than slash dot or hyphen",
    ],
    ["Date of Birth", "0101", PATIENT_MESSAGES.dateOfBirthRequired, PATIENT_MESSAGES.dateOfBirthRequired],
    [
      "Phone Number",
      "615",
      PATIENT_MESSAGES.phoneInvalid,
      "Please enter a valid phone number formatted: ### dash ### dash ####",
    ],
    [
      "Street Address",
      "1 Main St!",
      "Please enter a valid street address. Field may not include special characters other than # _ . or -",
      "may not include special characters other than hash underscore dot or hyphen",
    ],
    ["Zip Code", "372", PATIENT_MESSAGES.zipInvalid, PATIENT_MESSAGES.zipInvalid],
  ])("%s %j shows %j, read as %j", async (label, typed, message, spoken) => {
    const { user } = renderStep();
    await user.click(field(label));
    if (typed) await user.keyboard(typed);
    await user.tab();
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(message)).toBeVisible();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(spoken));
    expect(screen.getByText(`${label}: ${spoken}`)).toBeInTheDocument();
  });

  it("clears an error as soon as the field is fixed", async () => {
    const { user } = renderStep();
    await user.type(field("Zip Code"), "372");
    await user.tab();
    expect(field("Zip Code")).toHaveAttribute("aria-invalid", "true");
    await user.type(field("Zip Code"), "03");
    expect(field("Zip Code")).toHaveAttribute("aria-invalid", "false");
  });

  it("refuses an email over 100 characters with its message, without cutting what was typed", async () => {
    const { user } = renderStep();
    const long = `a${"b".repeat(88)}@example.org`;
    await user.click(field("Email"));
    await user.paste(long);
    await user.tab();
    expect(field("Email")).toHaveValue(long);
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("This field may not be greater than 100 characters.")).toBeVisible();
  });

  it("checks the gender group when focus leaves it", async () => {
    const { user } = renderStep();
    screen.getAllByRole("radio")[0]?.focus();
    await user.tab();
    expect(screen.getByRole("radiogroup", { name: /^Gender/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(PATIENT_MESSAGES.genderRequired)).toBeVisible();
  });

  it("checks the state select", async () => {
    const { user } = renderStep();
    screen.getByRole("combobox", { name: /^State/ }).focus();
    await user.tab();
    expect(screen.getByRole("combobox", { name: /^State/ })).toHaveAccessibleDescription(
      PATIENT_MESSAGES.stateRequired,
    );
  });
});

describe("Continue", () => {
  it.each(["firstName", "lastName", "gender", "phoneNumber", "address1", "city", "state", "zip"] as const)(
    "is disabled without %s",
    (missing) => {
      updatePatientDraft({ ...ADULT, [missing]: "" });
      renderStep();
      expect(continueButton()).toBeDisabled();
    },
  );

  it("is enabled with the required fields present, and needs the guardian for a minor", async () => {
    updatePatientDraft(ADULT);
    const { user } = renderStep();
    expect(continueButton()).toBeEnabled();
    await user.clear(field("Date of Birth"));
    await user.type(field("Date of Birth"), "01012015");
    expect(continueButton()).toBeDisabled();
    await user.type(field("Parent or Guardian Name"), "Maria Lopez");
    await user.type(field("Relationship to Patient"), "Mother");
    expect(continueButton()).toBeEnabled();
  });

  it("on failure focuses the first failing field, shows every error and sends one value-free event per error", async () => {
    updatePatientDraft({ ...ADULT, firstName: "Zed9", dateOfBirth: "", zip: "372", phoneNumber: "615-55" });
    const events: AnalyticsEventDetail[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<AnalyticsEventDetail>).detail);
    window.addEventListener(ANALYTICS_EVENT_NAME, listener);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user, onContinue } = renderStep();
    await user.click(continueButton());
    window.removeEventListener(ANALYTICS_EVENT_NAME, listener);
    expect(onContinue).not.toHaveBeenCalled();
    expect(field("First Name")).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts[0]).toBe(field("First Name"));
    expect(events.map((event) => event.data.label)).toEqual(["firstName", "dateOfBirth", "zip", "phoneNumber"]);
    expect(events.every((event) => event.category === "Book appointment form")).toBe(true);
    const sent = JSON.stringify(events);
    for (const value of ["Zed9", "372", "615-55", "Lopez", "100 Main St", "Nashville"]) {
      expect(sent).not.toContain(value);
    }
    for (const label of ["First Name", "Date of Birth", "Zip Code", "Phone Number"]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
    }
  });

  it("focuses in form order: the zip before the phone", async () => {
    updatePatientDraft({ ...ADULT, zip: "372", phoneNumber: "615-55" });
    const { user } = renderStep();
    await user.click(continueButton());
    expect(field("Zip Code")).toHaveFocus();
  });

  it("moves on when every check passes, clearing an adult's guardian fields", async () => {
    updatePatientDraft({ ...ADULT, parentOrGuardian: "Maria Lopez", relationshipOfGuardian: "Mother" });
    const { user, onContinue } = renderStep();
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(getBookingSession().patient).toMatchObject({ parentOrGuardian: "", relationshipOfGuardian: "" });
  });

  it("desktop Back, and Enter in a field continues", async () => {
    updatePatientDraft(ADULT);
    const { user, onBack, onContinue } = renderStep();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.type(field("City"), "{Enter}");
    expect(onContinue).toHaveBeenCalledTimes(1);
    // Spec §2 Step 2: a 'Back to Times' return exists on desktop too (issue 19).
    await user.click(screen.getByRole("button", { name: "Back to Times" }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});

describe("mobile", () => {
  it("offers Continue and Back to Times, and gives the header's Next the same validate-then-continue", async () => {
    const { user, onBack, onContinue, actions } = renderStep({ layout: "mobile" });
    await user.click(screen.getByRole("button", { name: "Back to Times" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(actions.at(-1)?.canContinue).toBe(false);
    await user.type(field("First Name"), "Ana");
    await user.type(field("Last Name"), "Lopez");
    await user.click(screen.getByRole("radio", { name: "Male" }));
    await user.type(field("Phone Number"), "6155550100");
    await user.type(field("Street Address"), "100 Main St");
    await user.type(field("City"), "Nashville");
    await user.selectOptions(screen.getByRole("combobox", { name: /^State/ }), "TN");
    await user.type(field("Zip Code"), "37203");
    expect(actions.at(-1)?.canContinue).toBe(true);
    // The date of birth is missing: Next checks, and focus goes there.
    actions.at(-1)?.onContinue();
    expect(onContinue).not.toHaveBeenCalled();
    expect(field("Date of Birth")).toHaveFocus();
    await user.type(field("Date of Birth"), "01011980");
    actions.at(-1)?.onContinue();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("reports no step action on desktop", () => {
    const { actions } = renderStep();
    expect(actions).toEqual([]);
  });
});

describe("the patient form in Spanish (issue 36)", () => {
  it("labels its sections and fields in Spanish, with the hints", async () => {
    renderStep({}, () => envelope(INSURERS), "es-US");
    expect(screen.getByRole("form", { name: "Información del paciente" })).toBeInTheDocument();
    for (const section of ["Paciente", "Dirección del paciente", "Información de contacto", "Información del seguro"]) {
      expect(screen.getByRole("heading", { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole("textbox", { name: "Nombre" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Segundo nombre (opcional)" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Fecha de nacimiento" })).toHaveAccessibleDescription("MM/DD/AAAA");
    expect(screen.getByRole("radiogroup", { name: "Sexo" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Femenino" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Número de teléfono" })).toHaveAccessibleDescription(
      "### guion ### guion ####",
    );
    expect(await screen.findByRole("option", { name: "Seleccione una compañía de seguro" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Términos y condiciones del correo electrónico" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver a las horas" })).toBeInTheDocument();
  });

  it.each([
    ["Nombre", "", "Ingrese el nombre legal.", "Ingrese el nombre legal."],
    [
      "Nombre",
      "Ana2",
      "El campo no puede incluir caracteres especiales, excepto ' . o -",
      "no puede incluir caracteres especiales, excepto barra, punto o guion",
    ],
    [
      "Número de teléfono",
      "615",
      "Ingrese un número de teléfono válido con el formato ###-###-####",
      "Ingrese un número de teléfono válido con el formato ### guion ### guion ####",
    ],
    ["Código postal", "372", "Ingrese un código postal válido.", "Ingrese un código postal válido."],
  ])("%s %j shows %j in Spanish, read and announced as %j", async (label, typed, message, spoken) => {
    const { user } = renderStep({}, () => envelope(INSURERS), "es-US");
    const input = screen.getByRole("textbox", { name: label });
    await user.click(input);
    if (typed) await user.keyboard(typed);
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(message)).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(spoken));
    expect(screen.getByText(`${label}: ${spoken}`)).toBeInTheDocument();
  });
});
