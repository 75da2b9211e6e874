import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination.tsx";

function renderPagination(currentPage: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(<Pagination currentPage={currentPage} totalPages={totalPages} onPageChange={onPageChange} />);
  return { onPageChange };
}

describe("Pagination", () => {
  it("is a navigation named Pagination with previous, numbers and next", () => {
    renderPagination(6, 20);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const buttons = within(nav).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "‹ Previous",
      "1",
      "4",
      "5",
      "6",
      "7",
      "8",
      "20",
      "Next ›",
    ]);
    expect(within(nav).getAllByText("More pages")).toHaveLength(2);
  });

  it("marks the current page", () => {
    renderPagination(3, 4);
    expect(screen.getByRole("button", { name: "Page 3 of 4" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Page 2 of 4" })).not.toHaveAttribute("aria-current");
  });

  it("disables previous on the first page and next on the last", () => {
    renderPagination(1, 3);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    cleanup();
    renderPagination(3, 3);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
  });

  it("asks for the chosen, previous, next, first and last pages", async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination(10, 20);
    await user.click(screen.getByRole("button", { name: "Page 11 of 20" }));
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await user.click(screen.getByRole("button", { name: "Page 1 of 20" }));
    await user.click(screen.getByRole("button", { name: "Page 20 of 20" }));
    expect(onPageChange.mock.calls).toEqual([[11], [9], [11], [1], [20]]);
  });

  it("does nothing when the current page is pressed", async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination(2, 3);
    await user.click(screen.getByRole("button", { name: "Page 2 of 3" }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination(1, 3);
    await user.tab();
    // Previous is disabled, so the first stop is page 1.
    expect(screen.getByRole("button", { name: "Page 1 of 3" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    await user.tab();
    await user.tab();
    await user.keyboard(" ");
    expect(onPageChange.mock.calls).toEqual([[2], [2]]);
  });

  it("narrows the window to 3 numbers on phones", () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query.includes("max-width"),
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderPagination(6, 20);
    const pages = within(screen.getByRole("navigation", { name: "Pagination" }))
      .getAllByRole("button", { name: /^Page/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(["1", "5", "6", "7", "20"]);
    vi.unstubAllGlobals();
  });

  it("shows nothing for a single page or none", () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
