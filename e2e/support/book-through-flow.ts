import { expect, type Page } from "@playwright/test";
import { answerQuestions, type Bookable, chooseFirstTime, fillPatientForm } from "./booking-journey.ts";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export interface BookedThroughFlow {
  bookingId: string;
  manageToken: string;
  appointment: { day: string; startTime: string; start: string };
  /** The confirmation's address, as the app navigated to it. */
  confirmationUrl: string;
}

/**
 * Books the bookable's first time through the booking pages as a visitor does (step 1, the patient form
 * with an email and email confirmation, review, book) and waits for the confirmation.
 */
export async function bookThroughFlow(
  page: Page,
  bookable: Bookable,
  email = "maria@example.com",
): Promise<BookedThroughFlow> {
  await page.goto(`/physicians?urlTitle=${bookable.physician.urlTitle}`);
  await answerQuestions(page, bookable.type);
  const next = page.getByRole("button", { name: "Next", exact: true });
  if (isMobile(page)) await next.click();
  await chooseFirstTime(page);
  await (isMobile(page) ? next : page.getByRole("button", { name: "Continue", exact: true })).click();
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
  await fillPatientForm(page, { dateOfBirthDigits: "01021985", minor: false });
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  const preference = page.getByRole("checkbox", { name: /Email me my confirmation/ });
  if ((await preference.count()) > 0 && !(await preference.isChecked())) await preference.check();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
  const booked = page.waitForResponse((response) => response.url().endsWith("/fadmaa/appointment/book"));
  await page.getByRole("button", { name: isMobile(page) ? "Confirm Appointment" : "Book Appointment" }).click();
  const answer = await booked;
  expect(answer.status()).toBe(200);
  const result = (await answer.json()).result as Omit<BookedThroughFlow, "confirmationUrl">;
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
  return { ...result, confirmationUrl: page.url() };
}
