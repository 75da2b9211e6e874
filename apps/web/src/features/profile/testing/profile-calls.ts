import type { Configuration } from "@fad/contracts/config/get-config";
import { stubFetch } from "../../../testing/stub-fetch.ts";

/**
 * Tests only: the profile page's calls answered through the fetch stub. The profile call answers
 * `answer`; the configuration call answers `configuration` when given, else fails like every other call.
 */
export function mockProfileFetch(answer: Response | (() => Response), configuration?: Configuration) {
  return stubFetch(
    (address) => {
      if (address.includes("/provider/search")) return typeof answer === "function" ? answer() : answer.clone();
      return new Response("{}", { status: 503 });
    },
    configuration ? { configuration } : {},
  );
}
