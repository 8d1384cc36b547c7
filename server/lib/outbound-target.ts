import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outgoing call from the server must not reach: the machine itself, the private
 * networks behind it and link-local (the cloud's metadata service among them). A webhook or a
 * push endpoint pointing there would turn the server into a way into its own network.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  return family === 6 && BLOCKED.check(address, 'ipv6');
}

/**
 * Where a URL's host leads: `public` when every address its name resolves to is outside the
 * blocked networks, `private` when any is inside them, `unknown` when the name does not resolve.
 */
export async function hostReach(url: URL): Promise<'public' | 'private' | 'unknown'> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isBlockedAddress(host) ? 'private' : 'public';
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) return 'unknown';
    return addresses.some((a) => isBlockedAddress(a.address)) ? 'private' : 'public';
  } catch {
    return 'unknown';
  }
}
