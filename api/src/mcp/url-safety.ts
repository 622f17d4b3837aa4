/**
 * Whether an MCP server's URL may be called: `https://` to a public address only. Loopback,
 * private, link-local, carrier-grade NAT, multicast and cloud metadata addresses are refused,
 * whether written as a literal (IPv4, IPv6, or IPv4 inside IPv6: mapped, NAT64, 6to4) or as a name
 * known to mean one, with or without the root's trailing dot. With `allowLocal`
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
const LOCAL_NAMES =
  /(^|\.)(localhost|local|internal|localdomain|home\.arpa|intranet|lan|invalid|test)$/;
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal', 'instance-data']);

/**
 * A host name or address literal that reaches only the public internet. A name's trailing dots
 * (the DNS root: `localhost.` is `localhost`) are dropped before it is judged.
 */
export function isPublicHost(rawHost: string): boolean {
  const host = rawHost
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
  if (host === '' || METADATA_NAMES.has(host) || LOCAL_NAMES.test(host)) return false;
  const v4 = ipv4Of(host);
  if (v4) return isPublicIpv4(v4);
  if (host.includes(':')) {
    const groups = ipv6Groups(host);
    return groups !== undefined && isPublicIpv6(groups);
  }
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
  if (a === 192 && b === 88 && c === 99) return false; // 6to4 relay anycast
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

/**
 * An IPv6 literal as its eight 16-bit groups (`::` expanded, a dotted IPv4 tail read as two
 * groups, a zone dropped); undefined when it is not one.
 */
export function ipv6Groups(literal: string): number[] | undefined {
  let address = literal.split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail?.[1]) {
    const v4 = ipv4Of(tail[1]);
    if (!v4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    address = `${address.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.map((group) => Number.parseInt(group, 16));
}

/** The IPv4 address in two 16-bit groups. */
const ipv4In = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255];

/**
 * Only global unicast (2000::/3) is public, and within it no range that carries or reaches an
 * IPv4 address which is not public, nor one reserved for documentation or tunnels.
 */
function isPublicIpv6(groups: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  // IPv4-mapped (::ffff:a.b.c.d, ::ffff:7f00:1) and NAT64 (64:ff9b::/96): judged as the IPv4.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return isPublicIpv4(ipv4In(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPublicIpv4(ipv4In(g6, g7));
  }
  // 6to4 (2002::/16) carries the IPv4 address in its next 32 bits.
  if (g0 === 0x2002) return isPublicIpv4(ipv4In(g1, g2));
  // Everything outside global unicast: ::, ::1, IPv4-compatible, 64:ff9b:1::/48, 100::/64
  // (discard), fc00::/7 (unique local), fe80::/10 (link-local), fec0::/10 (site-local), ff00::/8.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 === 0) return false; // Teredo: the IPv4 address is hidden
  if (g0 === 0x2001 && g1 === 0xdb8) return false; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (RFC 9637)
  return true;
}
