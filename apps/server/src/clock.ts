/**
 * What the server asks for the time: the wall clock in production, a chosen moment in tests. A leaf
 * module, so route files take the type without importing app.ts (which imports them).
 */
export type Clock = () => Date;
