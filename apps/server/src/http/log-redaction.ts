/**
 * Log paths that could carry patient data or secrets. Request bodies are never logged by Fastify,
 * but an error object or a handler's own log line might carry one: these paths are censored wherever
 * they appear.
 */
export const REDACTED_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "body",
  "req.body",
  "patient",
  "*.patient",
  "address",
  "*.address",
  "err.body",
  "err.patient",
  // The book call's referral and case fields travel beside patient and address.
  "referredByName",
  "*.referredByName",
  "referredByPhone",
  "*.referredByPhone",
  "caseID",
  "*.caseID",
];
