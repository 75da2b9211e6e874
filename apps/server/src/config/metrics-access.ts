import { BlockList, isIP } from "node:net";

/** Where /metrics answers from by default: this machine only. */
export const METRICS_ALLOW_DEFAULT = "127.0.0.0/8,::1";

/**
 * FAD_METRICS_ALLOW's text (addresses and CIDR ranges, comma- or space-separated; "none" for nobody)
 * as the list /metrics answers; a message naming the wrong entry otherwise. The check is against the
 * client address the server believes (FAD_TRUST_PROXY), so behind HAProxy a scrape through the
 * balancer is the outside client's and refused, a scrape of the process's own port the scraper's.
 */
export function parseMetricsAllow(text: string): string[] {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 1 && entries[0] === "none") return [];
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const valid =
      family !== 0 &&
      rest.length === 0 &&
      (bits === null || (/^\d{1,3}$/.test(prefix ?? "") && bits <= (family === 4 ? 32 : 128)));
    if (!valid) throw new Error(`"${entry}" is not an address or a CIDR range (e.g. 10.0.0.0/8, ::1)`);
  }
  return entries;
}

/** Whether an address is on the list (an IPv4 address written as IPv6, ::ffff:a.b.c.d, as itself). */
export function metricsAllowed(allow: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of allow) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    const address = raw.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}
