import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageSwitch } from "./language-switch.tsx";
import { readPageLocale } from "./page-locale.ts";
import { PatientIntlProvider } from "./patient-intl-provider.tsx";
import { useText } from "./use-text.ts";

function Intro() {
  const t = useText();
  return <p>{t("landing.intro")}</p>;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the one cookie the switch writes.
  document.cookie = "fad_lang=; Max-Age=0; Path=/";
  document.head.querySelector('meta[name="fad-locale"]')?.remove();
  window.history.replaceState(null, "", "/");
});

describe("the language switch", () => {
  it("turns the page to Spanish in place, remembers it and sets <html lang>", async () => {
    render(
      <PatientIntlProvider initialLocale="en-US">
        <LanguageSwitch />
        <Intro />
      </PatientIntlProvider>,
    );
    expect(screen.getByText("Search our doctors by name, specialty, or condition.")).toBeInTheDocument();
    expect(screen.getByText("English")).toHaveAttribute("aria-current", "true");
    await userEvent.click(screen.getByRole("button", { name: "Español" }));
    expect(screen.getByText("Busque a nuestros médicos por nombre, especialidad o afección.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
    expect(document.cookie).toContain("fad_lang=es");
    expect(document.documentElement.lang).toBe("es");
  });

  it("reads English outside the provider (a component's own unit test)", () => {
    render(<Intro />);
    expect(screen.getByText("Search our doctors by name, specialty, or condition.")).toBeInTheDocument();
  });
});

describe("readPageLocale", () => {
  it("starts from the language the server rendered in", () => {
    const meta = document.createElement("meta");
    meta.name = "fad-locale";
    meta.content = "es-US";
    document.head.append(meta);
    expect(readPageLocale(document, window)).toBe("es-US");
    expect(document.documentElement.lang).toBe("es");
  });

  it("takes a link's ?lang out of the address and remembers it (a host page without our server)", () => {
    window.history.replaceState(null, "", "/physicians/listing?keyword=piel&lang=es#top");
    expect(readPageLocale(document, window)).toBe("es-US");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      "/physicians/listing?keyword=piel#top",
    );
    expect(document.cookie).toContain("fad_lang=es");
  });
});
