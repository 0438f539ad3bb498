/**
 * IP allow-list rules through the ip module: the CIDRs an operator may give (and the ones refused
 * with a reason), and which client addresses a list lets through. test/oauth/ip-allow-list.test.ts
 * checks the same at the token endpoint and the API.
 */
import { expect } from 'chai';
import { ipAllowed, parseCidr } from '../../server/oauth/ip.js';

describe('IP allow-lists', () => {
  describe('parseCidr', () => {
    it('reads IPv4 and IPv6 CIDRs, and a bare address as a single host', () => {
      expect(parseCidr('10.0.0.0/8')).to.deep.equal({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
      expect(parseCidr(' 192.0.2.7 ')).to.deep.equal({ address: '192.0.2.7', prefix: 32, family: 'ipv4' });
      expect(parseCidr('0.0.0.0/0')).to.deep.equal({ address: '0.0.0.0', prefix: 0, family: 'ipv4' });
      expect(parseCidr('2001:db8::/32')).to.deep.equal({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
      expect(parseCidr('2001:db8::1')).to.deep.equal({ address: '2001:db8::1', prefix: 128, family: 'ipv6' });
      expect(parseCidr('::/128')).to.deep.equal({ address: '::', prefix: 128, family: 'ipv6' });
    });

    it('refuses what is not an address, with the input in the reason', () => {
      for (const cidr of ['', 'nope', '10.0.0/8', '300.0.0.1', '/8', '10.0.0.0/8/9']) {
        expect(() => parseCidr(cidr), cidr).to.throw(`"${cidr}" is not an IPv4 or IPv6 address or CIDR`);
      }
    });

    it('refuses a prefix length out of range or not written as digits', () => {
      for (const cidr of ['10.0.0.0/33', '2001:db8::/129', '10.0.0.0/-1', '10.0.0.0/', '10.0.0.0/8x', '10.0.0.0/ 8', '10.0.0.0/1e1', '10.0.0.0/0x8']) {
        expect(() => parseCidr(cidr), cidr).to.throw(`"${cidr}" has an invalid prefix length`);
      }
      expect(parseCidr('10.0.0.0/32').prefix).to.equal(32);
      expect(parseCidr('2001:db8::/128').prefix).to.equal(128);
    });
  });

  describe('ipAllowed', () => {
    it('allows every address when the list is empty', () => {
      expect(ipAllowed('203.0.113.9', [])).to.equal(true);
      expect(ipAllowed('not an address', [])).to.equal(true);
    });

    it('allows an address inside one of the CIDRs and nothing else', () => {
      const list = ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'];
      for (const ip of ['10.255.0.1', '192.0.2.7', '2001:db8:1::5']) expect(ipAllowed(ip, list), ip).to.equal(true);
      for (const ip of ['11.0.0.1', '192.0.2.8', '2001:db9::1', '::1', '127.0.0.1']) expect(ipAllowed(ip, list), ip).to.equal(false);
    });

    it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
      expect(ipAllowed('::ffff:10.1.2.3', ['10.0.0.0/8'])).to.equal(true);
      expect(ipAllowed('::FFFF:10.1.2.3', ['10.0.0.0/8'])).to.equal(true);
      expect(ipAllowed('::ffff:11.1.2.3', ['10.0.0.0/8'])).to.equal(false);
      expect(ipAllowed('x::ffff:10.1.2.3', ['10.0.0.0/8'])).to.equal(false);
      expect(ipAllowed('::ffff:10.1.2.3x', ['10.0.0.0/8'])).to.equal(false);
    });

    it('refuses what is not an address when a list is set', () => {
      expect(ipAllowed('', ['0.0.0.0/0'])).to.equal(false);
      expect(ipAllowed('unknown', ['0.0.0.0/0', '::/0'])).to.equal(false);
      expect(ipAllowed('203.0.113.9', ['0.0.0.0/0'])).to.equal(true);
    });
  });
});
