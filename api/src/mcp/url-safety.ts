/**
 * Whether an MCP server's URL may be called: `https://` to a public address only. Loopback,
 * private, link-local, carrier-grade NAT, multicast and cloud metadata addresses are refused,
 * whether written as a literal or as a name known to mean one. With `allowLocal`
 * (`MCP_ALLOW_LOCAL=on`, local configuration only) `http://127.0.0.1` and `http://localhost` are
 * admitted too, for development and tests, and nothing else besides public `https://`.
 *
 * @example isSafeServerUrl(new URL('https://mcp.example.com/mcp'), false) // true
 */
export function isSafeServerUrl(url: URL, allowLocal: boolean): boolean {
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (allowLocal && (host === '127.0.0.1' || host === 'localhost')) {
    return url.protocol === 'http:' || url.protocol === 'https:';
  }
  if (url.protocol !== 'https:') return false;
  return isPublicHost(host);
}

/** Names that always mean this machine, its network or a cloud's metadata service. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan)$/;
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'instance-data']);

/** A host name or address literal that reaches only the public internet. */
export function isPublicHost(host: string): boolean {
  if (host === '' || METADATA_NAMES.has(host) || LOCAL_NAMES.test(host)) return false;
  const v4 = ipv4Of(host);
  if (v4) return isPublicIpv4(v4);
  if (host.includes(':')) return isPublicIpv6(host);
  // A name without a dot is resolved by a local search list: never public.
  if (!host.includes('.')) return false;
  // Hex, octal or shortened IPv4 forms (`0x7f.1`, `2130706433`) that URL did not normalize.
  if (/^[0-9.x]+$/i.test(host)) return false;
  return true;
}

function ipv4Of(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

function isPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false; // link-local, cloud metadata (169.254.169.254)
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

function isPublicIpv6(host: string): boolean {
  const address = host.split('%')[0] ?? '';
  if (address === '::' || address === '::1') return false;
  // IPv4-mapped or -embedded (`::ffff:127.0.0.1`, `::ffff:7f00:1`): judged as the IPv4 address.
  const mapped = /^::(ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[2]) return isPublicHost(mapped[2]);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (hexMapped?.[1] && hexMapped[2]) {
    const high = Number.parseInt(hexMapped[1], 16);
    const low = Number.parseInt(hexMapped[2], 16);
    return isPublicIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  const first = Number.parseInt(address.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7 (incl. fd00:ec2::254)
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (address.startsWith('::')) return false; // other IPv4-compatible forms
  if (first === 0x2001 && address.split(':')[1] === 'db8') return false; // documentation
  return true;
}
