import { describe, expect, it } from 'vitest';
import { clientKey, trustedProxyCheck } from './connection-gate';

describe('whose connection it is', () => {
  it('is the IPv4 address, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written: one household holds all of it', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(clientKey('2001:db8:1:2:ffff::%eth0')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});

describe('which sockets come from a trusted proxy', () => {
  it('none without TRUST_PROXY, every one with a number of proxies', () => {
    expect(trustedProxyCheck(false)('127.0.0.1')).toBe(false);
    expect(trustedProxyCheck(1)('203.0.113.7')).toBe(true);
  });

  it('those a list names, by address, range or range name, IPv4-mapped or not', () => {
    const trusted = trustedProxyCheck(['10.0.0.0/8', '192.0.2.1', 'loopback', '2001:db8::/32']);
    expect(['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.1', '127.0.0.5', '::1', '2001:db8:5::1'].map(trusted)).toEqual([true, true, true, true, true, true]);
    expect(['11.0.0.1', '192.0.2.2', '2001:db9::1', '::ffff:192.0.2.2'].map(trusted)).toEqual([false, false, false, false]);
  });
});
