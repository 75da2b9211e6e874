import { HYDRATED_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from "@fad/contracts/host/server-render";
import { captureEarlyInput, type EarlyInput, whenHydrated } from "./hydration/early-input.ts";
import { afterFirstPaint, nextTask, preloadServedModules } from "./hydration/load-after-first-paint.ts";
import { markStoredDisclosureAgreement } from "./search-model/stored-disclosure-agreement.ts";

/**
 * The steps a server-rendered page's code is evaluated in after React's (the first step), a task
 * each, before the app (decision 58).
 */
const LATER_LOAD_STEPS = [
  () => import("./app/load-steps/accessible-components.ts"),
  () => import("./app/load-steps/zod-library.ts"),
  () => import("./app/load-steps/page-contracts.ts"),
  () => import("./app/load-steps/search-contracts.ts"),
];

const root = document.getElementById("root");
if (!root) throw new Error("Find a Doctor: the page has no #root element");

// A server-rendered page is readable before its code runs (decision 58): the code is fetched after
// the first paint and evaluated in steps, each in a task of its own, so that a phone answers a tap
// or a scroll while it loads. A page the browser renders itself needs its code at once.
// What the visitor types or ticks meanwhile is recorded and given to the live app (decision 85).
let earlyInput: EarlyInput | null = null;
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  earlyInput = captureEarlyInput(root);
  markStoredDisclosureAgreement(root);
  await afterFirstPaint();
  // Started first so that Vite's loader preloads its files; the page's list adds the rest.
  const firstStep = import("./app/load-steps/react-libraries.ts");
  await nextTask();
  void preloadServedModules(document);
  await firstStep;
  for (const step of LATER_LOAD_STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
}
const { mountApp } = await import("./app/mount-app.tsx");
await mountApp(root, () => earlyInput?.stopRecordingPresses());
if (earlyInput) {
  const recorded = earlyInput;
  void whenHydrated(root, HYDRATED_ATTRIBUTE).then(() => recorded.replay());
}
