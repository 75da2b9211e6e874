/** Background colours with white initials at AA contrast (each at least 4.5:1 against #fff). */
const PALETTE = ["#1f5f8b", "#2e6b3a", "#7a3e9d", "#9c3d2e", "#35577d", "#5b5b1f", "#8a2f5a", "#29676e"];

/** A small generated portrait: the physician's initials on a colour picked from the NPI, so it is stable. */
export function renderAvatarSvg(options: { npi: string; firstName: string; lastName: string }): string {
  const initials = `${options.firstName.charAt(0)}${options.lastName.charAt(0)}`.toUpperCase().replace(/[^A-Z]/g, "");
  const colour = PALETTE[Number(options.npi.slice(-3)) % PALETTE.length];
  const title = escapeXml(`Dr. ${options.firstName} ${options.lastName}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250" viewBox="0 0 250 250" role="img" aria-label="${title}"><title>${title}</title><rect width="250" height="250" fill="${colour}"/><circle cx="125" cy="100" r="46" fill="#ffffff" fill-opacity="0.18"/><path d="M40 250c8-52 44-82 85-82s77 30 85 82z" fill="#ffffff" fill-opacity="0.18"/><text x="125" y="140" text-anchor="middle" font-family="system-ui, sans-serif" font-size="84" font-weight="600" fill="#ffffff">${initials}</text></svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
