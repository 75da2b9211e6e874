import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import { checkDateOfBirth } from "@fad/contracts/patient/date-of-birth";
import * as rules from "@fad/contracts/patient/patient-field-rules";
import type { FieldProblem } from "@fad/contracts/patient/patient-messages";
import { describe, expect, it } from "vitest";
import type { Text } from "../../../ui/i18n/use-text.ts";
import { problemWords } from "./field-problem-text.ts";

const textIn =
  (locale: "en-US" | "es-US"): Text =>
  (id, values) =>
    catalogIntl(locale).formatMessage({ id }, values);

const TODAY = { year: 2026, month: 11, day: 27 };
const long = (length: number) => "a".repeat(length);

/** One failing value of every kind of problem the rules answer (decision 176). */
const PROBLEMS: [string, FieldProblem | null][] = [
  ["first name empty", rules.checkFirstName("")],
  ["last name empty", rules.checkLastName(" ")],
  ["name character", rules.checkMiddleName("Ann$")],
  ["name too long", rules.checkFirstName(long(21))],
  ["guardian empty", rules.checkParentOrGuardian("")],
  ["relationship empty", rules.checkRelationshipOfGuardian("")],
  ["street empty", rules.checkAddress1("")],
  ["street character", rules.checkAddress1("1 Main $t")],
  ["line 2 character", rules.checkAddress2("Apt $4")],
  ["city empty", rules.checkCity("")],
  ["city character", rules.checkCity("Nash1ville")],
  ["state", rules.checkState("ZZ")],
  ["zip", rules.checkZip("372")],
  ["gender", rules.checkGender("")],
  ["phone empty", rules.checkPhoneNumber("")],
  ["phone invalid", rules.checkPhoneNumber("615")],
  ["email", rules.checkEmail("maria@")],
  ["insurer", rules.checkInsuranceId("Aetna$")],
  ["policy", rules.checkPolicyId("AB_12")],
  ["external id", rules.checkExternalId("a b")],
  ["referring doctor", rules.checkReferredByName("Dr. $")],
  ["reason empty", rules.checkReasonForVisit("")],
  ["reason character", rules.checkReasonForVisit("<b>")],
  ["reason too long", rules.checkReasonForVisit(long(251))],
  ["current patient", rules.checkCurrentPatientAnswer(null)],
  ["preference", rules.checkConfirmationPreference("Text", "maria@example.com")],
  ["preference without email", rules.checkConfirmationPreference("Email", "")],
  ["date of birth empty", checkDateOfBirth("", TODAY)],
  ["date of birth invalid", checkDateOfBirth("02/30/1990", TODAY)],
  ["date of birth too early", checkDateOfBirth("12/31/1899", TODAY)],
  ["date of birth in the future", checkDateOfBirth("01/01/2027", TODAY)],
];

describe("a field's problem in the page's language", () => {
  it.each(PROBLEMS)("%s: the catalog's English is the rule's own, shown and read", (_name, problem) => {
    expect(problem).not.toBeNull();
    const found = problem as FieldProblem;
    expect(problemWords(textIn("en-US"), found)).toEqual({ message: found.message, spoken: found.screenReaderText });
  });

  it.each(PROBLEMS)("%s: Spanish, shown and read", (_name, problem) => {
    const found = problem as FieldProblem;
    const words = problemWords(textIn("es-US"), found);
    expect(words.message).not.toBe(found.message);
    expect(words.spoken).not.toBe(found.screenReaderText);
    expect(`${words.message} ${words.spoken}`).not.toMatch(/\b(please|enter|valid|field|characters|select)\b/i);
  });

  it("says the phone's format aloud in Spanish, and a name's refused characters after its label", () => {
    const es = textIn("es-US");
    expect(problemWords(es, rules.checkPhoneNumber("615") as FieldProblem)).toEqual({
      message: "Ingrese un número de teléfono válido con el formato ###-###-####",
      spoken: "Ingrese un número de teléfono válido con el formato ### guion ### guion ####",
    });
    expect(problemWords(es, rules.checkFirstName("Ann$") as FieldProblem)).toEqual({
      message: "El campo no puede incluir caracteres especiales, excepto ' . o -",
      spoken: "no puede incluir caracteres especiales, excepto barra, punto o guion",
    });
    expect(problemWords(es, rules.checkFirstName(long(21)) as FieldProblem).message).toBe(
      "Este campo no puede tener más de 20 caracteres.",
    );
  });
});
