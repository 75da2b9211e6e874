import { isIPv4, isIPv6 } from "node:net";

/** What a request whose connection had already closed is counted under. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The part of a client address the per-client limits count (decisions 90, 91). An IPv4 address is one
 * client. An IPv6 client is given a whole /64 (often much more), so counting full IPv6 addresses would
 * let one client rotate through billions of them: the /64 prefix is the client. An IPv4 address written
 * as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
 */
export function clientAddressKey(address: string | undefined): string {
  // A request read after its connection closed (its client gave up, e.g. a load balancer's health
  // check that timed out) has no address any more: one key for all of them, never a crash.
  if (address === undefined) return UNKNOWN_CLIENT;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const [, , , , , marker = 0, high = 0, low = 0] = groups;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && marker === 0xffff;
  if (mapped) return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, :: expanded, a dotted tail read). */
function ipv6Groups(address: string): number[] {
  const plain = address.split("%")[0] ?? address;
  const [head = "", tail] = plain.includes("::") ? plain.split("::") : [plain, undefined];
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
