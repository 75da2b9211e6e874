import { describe, expect, it } from "vitest";
import { EHR_DELIVERY_FAILURES, ehrFailureText } from "./held-ehr-messages.ts";

describe("a held message's last answer, as the front desk reads it", () => {
  it("says what the engine's refusal means, keeping its code for the EHR team", () => {
    expect(ehrFailureText("nak-AR")).toBe("The EHR rejected the message (AR)");
    expect(ehrFailureText("nak-CR")).toBe("The EHR rejected the message (CR)");
    expect(ehrFailureText("nak-AE")).toBe("The EHR reported an error in the message (AE)");
    expect(ehrFailureText("nak-none")).toBe("The EHR answered without accepting it (no code)");
  });

  it("says each transport failure in words, and never shows a bare code", () => {
    for (const code of Object.keys(EHR_DELIVERY_FAILURES)) {
      expect(ehrFailureText(code)).toMatch(new RegExp(`^The .+ \\(${code}\\)$`));
    }
    expect(ehrFailureText("ack-timeout")).toBe("The EHR's interface did not acknowledge in time (ack-timeout)");
    expect(ehrFailureText("TypeError")).toBe("Not delivered (TypeError)");
    expect(ehrFailureText("toString")).toBe("Not delivered (toString)");
    expect(ehrFailureText(null)).toBe("—");
  });
});
