import { isIPv6 } from "node:net";

/** Hextets of an IPv6 address, "::" expanded; undefined for anything else. */
function ipv6Groups(address: string): string[] | undefined {
  if (!isIPv6(address) || address.includes(".")) return undefined;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * What the per-address sign-in limit counts under. One IPv6 subscriber usually holds a whole /64,
 * so counting single IPv6 addresses would let one attacker rotate through billions of them; an
 * IPv4 address arriving as IPv6 (::ffff:a.b.c.d) counts as itself.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}
