import type { FastifyReply } from "fastify";

/**
 * The plain pages the sign-in answers with when it cannot go on (the provider down, a sign-in not
 * started here, an account without a role): a clear sentence and a way back, never a 500 or a stack.
 */
export const SIGN_IN_PAGE_TEXTS = {
  providerDown: {
    title: "Sign-in is unavailable",
    body: "The network's sign-in service is not answering. Nothing is wrong with your account: try again in a few minutes, and if it persists call the service desk.",
  },
  notConfigured: {
    title: "Staff sign-in is not configured",
    body: "This server has no identity provider configured for staff sign-in. The operator sets FAD_STAFF_OIDC_ISSUER (docs/operations.md).",
  },
  notStartedHere: {
    title: "Sign-in not completed",
    body: "This sign-in was not started from this browser, or it took too long. Start again.",
  },
  refused: {
    title: "Sign-in not completed",
    body: "The identity provider's answer could not be accepted. Start again; if it happens again call the service desk.",
  },
  noRole: {
    title: "No access to the staff console",
    body: "You signed in, but your account has no role in the staff console. Ask your administrator for access.",
  },
} as const;

export type SignInProblem = keyof typeof SIGN_IN_PAGE_TEXTS;

export function sendSignInProblem(reply: FastifyReply, status: number, problem: SignInProblem): FastifyReply {
  const { title, body } = SIGN_IN_PAGE_TEXTS[problem];
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><p><a href="/staff">Back to the staff console</a></p></main></body></html>`;
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}
