import { SESSION_TIMER_TEXTS as TEXT } from "@fad/contracts/messages/booking-wizard-texts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { PatientIntlProvider } from "../../../ui/i18n/patient-intl-provider.tsx";
import { SessionTimerModals, type SessionTimerModalsProps } from "./session-timer-modals.tsx";
import type { SessionTimerModal } from "./session-timer-rules.ts";
import type { KeepTime } from "./use-keep-time.ts";

const WARNING = "5 Minutes Remaining to Complete Booking Your Appointment";

function renderModals(keepTime: Partial<KeepTime> = {}, props: Partial<SessionTimerModalsProps> = {}) {
  const handlers = { onCloseWarning: vi.fn(), keep: vi.fn() };
  render(
    <SessionTimerModals
      modal="warning"
      origin="results"
      texting={false}
      onCloseWarning={handlers.onCloseWarning}
      keepTime={{ offered: true, pending: false, failed: false, keep: handlers.keep, ...keepTime }}
      onBackToTimes={() => {}}
      onBackToProfile={() => {}}
      onBackToResults={() => {}}
      {...props}
    />,
  );
  return handlers;
}

describe("the five-minute warning's Keep my time (decision 49)", () => {
  it("offers OK and Keep my time for another 15 minutes; each calls its handler", async () => {
    const user = userEvent.setup();
    const { onCloseWarning, keep } = renderModals();
    const warning = screen.getByRole("alertdialog", { name: WARNING });
    expect(
      within(warning)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["OK", "Keep my time for another 15 minutes"]);
    await user.click(within(warning).getByRole("button", { name: "Keep my time for another 15 minutes" }));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(onCloseWarning).not.toHaveBeenCalled();
    await user.click(within(warning).getByRole("button", { name: "OK" }));
    expect(onCloseWarning).toHaveBeenCalledTimes(1);
  });

  it("says so instead of offering the button once no renewal is left", () => {
    renderModals({ offered: false });
    const warning = screen.getByRole("alertdialog", { name: WARNING });
    expect(within(warning).queryByRole("button", { name: /Keep my time/ })).toBeNull();
    expect(warning).toHaveTextContent(TEXT.warning.noMoreRenewals);
    expect(within(warning).getByRole("button", { name: "OK" })).toBeVisible();
  });

  it("shows a failure that may pass as an alert, keeping the button", () => {
    renderModals({ failed: true });
    const warning = screen.getByRole("alertdialog", { name: WARNING });
    expect(within(warning).getByRole("alert")).toHaveTextContent(TEXT.warning.keepFailed);
    expect(within(warning).getByRole("button", { name: "Keep my time for another 15 minutes" })).toBeVisible();
  });

  it("shows the call running on the button and takes no second press", async () => {
    const user = userEvent.setup();
    const { keep } = renderModals({ pending: true });
    const button = within(screen.getByRole("alertdialog", { name: WARNING })).getByRole("button", {
      name: TEXT.warning.keepingTime,
    });
    await user.click(button);
    expect(keep).not.toHaveBeenCalled();
  });

  it("returns focus where it was before the warning once the time is kept", async () => {
    const user = userEvent.setup();
    /** The page: a field the visitor is in when the warning opens, and the timer's modal state. */
    function Page() {
      const [modal, setModal] = useState<SessionTimerModal>("none");
      return (
        <>
          <input aria-label="First Name" />
          <button type="button" onClick={() => setModal("warning")}>
            tick
          </button>
          <SessionTimerModals
            modal={modal}
            origin="profile"
            texting={false}
            onCloseWarning={() => setModal("none")}
            keepTime={{ offered: true, pending: false, failed: false, keep: () => setModal("none") }}
            onBackToTimes={() => {}}
            onBackToProfile={() => {}}
            onBackToResults={() => {}}
          />
        </>
      );
    }
    render(<Page />);
    const field = screen.getByRole("textbox", { name: "First Name" });
    field.focus();
    // The timer opens the warning while the visitor is typing (a DOM click moves no focus in jsdom).
    act(() => screen.getByRole("button", { name: "tick" }).click());
    await waitFor(() => expect(screen.getByRole("alertdialog", { name: WARNING })).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole("alertdialog", { name: WARNING })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Keep my time for another 15 minutes" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});

describe("the session timer's modals in Spanish (issue 36)", () => {
  it("warns in Spanish and offers to keep the time", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <SessionTimerModals
          modal="warning"
          origin="results"
          texting={false}
          onCloseWarning={() => {}}
          keepTime={{ offered: false, pending: false, failed: true, keep: () => {} }}
          onBackToTimes={() => {}}
          onBackToProfile={() => {}}
          onBackToResults={() => {}}
        />
      </PatientIntlProvider>,
    );
    const warning = screen.getByRole("alertdialog", { name: "Le quedan 5 minutos para completar su cita" });
    expect(within(warning).getByText(/^Complete su cita en los próximos 5 minutos\./)).toBeInTheDocument();
    expect(
      within(warning).getByText("Ya guardamos su hora todas las veces permitidas y no podemos guardarla otra vez."),
    ).toBeInTheDocument();
    expect(within(warning).getByRole("button", { name: "Aceptar" })).toBeInTheDocument();
  });

  it("says the time was released in Spanish, with the ways back", () => {
    render(
      <PatientIntlProvider initialLocale="es-US">
        <SessionTimerModals
          modal="expired"
          origin="profile"
          texting={false}
          onCloseWarning={() => {}}
          keepTime={{ offered: true, pending: false, failed: false, keep: () => {} }}
          onBackToTimes={() => {}}
          onBackToProfile={() => {}}
          onBackToResults={() => {}}
        />
      </PatientIntlProvider>,
    );
    const expired = screen.getByRole("alertdialog", { name: "Se liberó la hora de su cita" });
    expect(within(expired).getByText(/^Superó el tiempo límite/)).toBeInTheDocument();
    expect(within(expired).getByRole("button", { name: "Volver al perfil del médico" })).toBeInTheDocument();
    expect(within(expired).getByRole("button", { name: "Volver a las horas" })).toBeInTheDocument();
  });
});
