import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits for a modal dialog to take focus. A dialog is in the DOM a moment before react-aria moves
 * focus into it, and Escape only closes it once a key press can reach it, as for a real user;
 * pressing a key earlier made tests flaky on a loaded machine.
 */
export async function findFocusedDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", name === undefined ? {} : { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
