/** IP allow-lists: IPv4 and IPv6 CIDRs, with IPv4-mapped IPv6 addresses treated as IPv4. */
import { BlockList, isIP } from 'node:net';

/** Parses `addr/len` or a bare address; throws on anything else (used to validate operator input). */
export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', len, ...more] = cidr.trim().split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) throw new Error(`"${cidr}" is not an IPv4 or IPv6 address or CIDR`);
  const max = version === 4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!/^\d+$/.test(len ?? String(max)) || prefix < 0 || prefix > max) throw new Error(`"${cidr}" has an invalid prefix length`);
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function normalize(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const v = isIP(address);
  return v === 0 ? null : { address, family: v === 4 ? 'ipv4' : 'ipv6' };
}

/** True when `ip` is inside one of `cidrs`; an empty list allows every address. */
export function ipAllowed(ip: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  const target = normalize(ip);
  if (!target) return false;
  const list = new BlockList();
  for (const c of cidrs) {
    const { address, prefix, family } = parseCidr(c);
    list.addSubnet(address, prefix, family);
  }
  return list.check(target.address, target.family);
}
