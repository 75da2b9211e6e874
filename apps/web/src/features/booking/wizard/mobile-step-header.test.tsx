import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MobileStepHeader } from "./mobile-step-header.tsx";

describe("MobileStepHeader", () => {
  it("keeps Next disabled while the step has reported no action, or an incomplete one", () => {
    const { rerender } = render(<MobileStepHeader position={2} action={null} showCount onBack={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    rerender(
      <MobileStepHeader position={2} action={{ canContinue: false, onContinue: vi.fn() }} showCount onBack={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByText("Step 2 of 4")).toBeVisible();
  });

  it("runs the step's action from Next, and becomes Confirm on the last step", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const onBack = vi.fn();
    const { rerender } = render(
      <MobileStepHeader position={3} action={{ canContinue: true, onContinue }} showCount onBack={onBack} />,
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    rerender(<MobileStepHeader position={4} action={{ canContinue: true, onContinue }} showCount onBack={onBack} />);
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onContinue).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("hides the count when asked (proofs host)", () => {
    render(<MobileStepHeader position={1} action={null} showCount={false} onBack={vi.fn()} />);
    expect(screen.queryByText(/Step 1 of 4/)).toBeNull();
  });
});
