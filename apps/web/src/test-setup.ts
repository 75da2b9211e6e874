import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  for (const element of document.head.querySelectorAll('meta[name="robots"], #fad-settings')) element.remove();
});
