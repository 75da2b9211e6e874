import { render, screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ModalDialog } from "./modal-dialog.tsx";

function Gate({ openOnLoad }: { openOnLoad?: boolean }) {
  return (
    <main>
      <h1>Results</h1>
      <ModalDialog
        isOpen
        onOpenChange={() => {}}
        isDismissable={false}
        role="alertdialog"
        title="Read this first"
        openOnLoad={openOnLoad}
        className="gate-overlay"
        actions={<button type="button">I Understand</button>}
      >
        <p className="gate-text">The long text a visitor must read.</p>
      </ModalDialog>
    </main>
  );
}

describe("a modal open when the page loads (decision 59)", () => {
  it("is in the server's HTML, in the page, with the open modal's markup; other modals are not", () => {
    const html = renderToString(<Gate openOnLoad />);
    expect(html).toContain('<div class="modal-overlay gate-overlay modal-overlay--server-html">');
    expect(html).toMatch(/<section class="modal-dialog" role="alertdialog" aria-labelledby="([^"]+)"><h2 id="\1"/);
    expect(html).toContain('<div class="modal-text"><p class="gate-text">The long text a visitor must read.</p></div>');
    expect(html).toContain('<div class="modal-actions"><button type="button">I Understand</button></div>');
    // A portal renders nothing on a server: without openOnLoad the page has no dialog at all.
    expect(renderToString(<Gate />)).not.toContain("modal-dialog");
  });

  it("hydrates without a mismatch and is then replaced by the live modal, which takes focus", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Gate openOnLoad />);
    document.body.append(container);
    const mismatch = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Gate openOnLoad />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector(".modal-overlay--server-html")).toBeNull());
    const dialog = await screen.findByRole("alertdialog", { name: "Read this first" });
    expect(container.contains(dialog)).toBe(false); // the live one is react-aria's, in a portal
    expect(dialog.closest(".modal-overlay")?.classList.contains("gate-overlay")).toBe(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => root?.unmount());
    container.remove();
  });

  it("opens as the live modal at once in a page the browser renders alone", async () => {
    render(<Gate openOnLoad />);
    expect(document.querySelector(".modal-overlay--server-html")).toBeNull();
    expect(await screen.findByRole("alertdialog", { name: "Read this first" })).toBeTruthy();
  });
});
