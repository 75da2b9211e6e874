import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { ResultCount, resultCountText } from "./result-count.tsx";

describe("resultCountText", () => {
  it.each([
    [1, 10, 42, "Displaying 1 - 10 of 42 result(s)"],
    [2, 10, 42, "Displaying 11 - 20 of 42 result(s)"],
    [5, 10, 42, "Displaying 41 - 42 of 42 result(s)"],
    [1, 10, 1, "Displaying 1 - 1 of 1 result(s)"],
    [1, 10, 10, "Displaying 1 - 10 of 10 result(s)"],
    [2, 10, 11, "Displaying 11 - 11 of 11 result(s)"],
    [1, 750, 312, "Displaying 1 - 312 of 312 result(s)"],
    [3, 10, 0, "Showing 0 results"],
    [1, 10, 0, "Showing 0 results"],
  ])("page %i, size %i, total %i: %s", (page, pageSize, total, expected) => {
    expect(resultCountText({ page, pageSize, total })).toBe(expected);
  });

  it("keeps a page past the end on the last page", () => {
    expect(resultCountText({ page: 9, pageSize: 10, total: 25 })).toBe("Displaying 21 - 25 of 25 result(s)");
    expect(resultCountText({ page: 0, pageSize: 10, total: 25 })).toBe("Displaying 1 - 10 of 25 result(s)");
  });
});

describe("ResultCount", () => {
  it("is a polite live region the page can focus", () => {
    const ref = createRef<HTMLParagraphElement>();
    render(<ResultCount ref={ref} page={2} pageSize={10} total={42} />);
    const line = screen.getByRole("status");
    expect(line).toHaveTextContent("Displaying 11 - 20 of 42 result(s)");
    expect(line).toHaveAttribute("aria-live", "polite");
    expect(line).toHaveAttribute("tabindex", "-1");
    ref.current?.focus();
    expect(line).toHaveFocus();
  });
});
