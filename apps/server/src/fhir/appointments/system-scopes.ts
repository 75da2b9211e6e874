/**
 * What a backend client's `system/` scopes let it do (SMART App Launch 2.x §Scopes): v1's
 * `system/Type.read` (read and search) and `.write`, v2's `system/Type.cruds` letters (`r` read, `s`
 * search), `*` for every type or every interaction. Pure, so each form is tested without a server.
 */
export type FeedInteraction = "read" | "search";

const SCOPE = /^system\/(\*|[A-Z][A-Za-z]+)\.(read|write|\*|c?r?u?d?s?)$/;

export function permits(scopes: readonly string[], type: string, interaction: FeedInteraction): boolean {
  const letter = interaction === "read" ? "r" : "s";
  return scopes.some((scope) => {
    const match = SCOPE.exec(scope);
    if (!match) return false;
    const [, scopeType, permissions = ""] = match;
    if (scopeType !== "*" && scopeType !== type) return false;
    if (permissions === "*" || permissions === "read") return true;
    if (permissions === "write") return false;
    return permissions.includes(letter);
  });
}

/** The scope a 403 names as the one needed (v2's form). */
export function neededScope(type: string, interaction: FeedInteraction): string {
  return `system/${type}.${interaction === "read" ? "r" : "s"}`;
}
