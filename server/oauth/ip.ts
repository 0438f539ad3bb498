/**
 * IP allow-lists: IPv4 and IPv6 CIDRs. An IPv4-mapped IPv6 address (`::ffff:10.1.2.3`, how a
 * dual-stack socket reports an IPv4 caller) matches IPv4 CIDRs, and an IPv4 address matches
 * IPv4-mapped IPv6 CIDRs: Node's BlockList compares the two forms itself.
 */
import { BlockList, isIP } from 'node:net';

/** Parses `addr/len` or a bare address; throws on anything else (used to validate operator input). */
export function parseCidr(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address, len, ...more] = cidr.trim().split('/') as [string, ...string[]];
  const version = isIP(address);
  if (version === 0 || more.length > 0) throw new Error(`"${cidr}" is not an IPv4 or IPv6 address or CIDR`);
  const max = version === 4 ? 32 : 128;
  // digits only: no sign, no fraction, no exponent
  if (len !== undefined && (!/^\d+$/.test(len) || Number(len) > max)) throw new Error(`"${cidr}" has an invalid prefix length`);
  return { address, prefix: len === undefined ? max : Number(len), family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** True when `ip` is inside one of `cidrs`; an empty list allows every address. */
export function ipAllowed(ip: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  const version = isIP(ip);
  if (version === 0) return false;
  const list = new BlockList();
  for (const c of cidrs) {
    const { address, prefix, family } = parseCidr(c);
    list.addSubnet(address, prefix, family);
  }
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
