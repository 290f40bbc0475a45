import { BlockList, isIPv4, type Socket } from 'node:net';

/** What the gate holds connections to; see HTTP_LIMITS and MAX_CONNECTIONS_PER_CLIENT. */
export interface GateLimits {
  /** Connections served at once. */
  maxConnections: number;
  /** Connections served at once for one client address (an IPv6 client's /64); trusted proxies are exempt. */
  maxConnectionsPerClient: number;
  /** A connection that has sent no byte for this long is answered 408 and closed. */
  firstByteTimeoutMs: number;
  /** How long a refused connection may take to read its 503 before it is closed. */
  refusalLingerMs: number;
}

interface Client {
  key: string;
  /** Its connections that HTTP serves. */
  open: number;
  /** Its refused connections still being answered. */
  refusing: number;
}

/**
 * Decides, for every new connection, whether HTTP gets it. Beyond the total cap, or beyond one
 * client's cap, the connection is answered at once with `refusal` (a complete 503) and closed,
 * and never reaches the HTTP parser. A client whose refusals pile up (more than its cap still
 * being answered) is cut off without an answer, so one address cannot fill the process's
 * descriptors with refusals either. Sockets from a trusted proxy (TRUST_PROXY) are held only to
 * the total: behind a proxy every socket comes from it, and the proxy limits its own clients.
 */
export class ConnectionGate {
  private open = 0;
  private readonly clients = new Map<string, Client>();

  constructor(
    /** Mutable so a test can lower a cap on a listening server. */
    readonly limits: GateLimits,
    /** The complete response a refused connection gets. */
    private readonly refusal: () => string,
    /** What happens to a connection that has sent nothing within firstByteTimeoutMs. */
    private readonly onSilent: (socket: Socket) => void,
    private readonly isTrustedProxy: (address: string) => boolean,
  ) {}

  /** True when HTTP may take the socket; otherwise the gate has answered or closed it. */
  admit(socket: Socket): boolean {
    const address = socket.remoteAddress;
    if (!address) {
      socket.destroy(); // gone before it could be looked at
      return false;
    }
    const client = this.isTrustedProxy(address) ? null : this.clientOf(clientKey(address));
    if (this.open >= this.limits.maxConnections || (client && client.open >= this.limits.maxConnectionsPerClient)) {
      this.refuse(socket, client);
      return false;
    }
    this.open++;
    if (client) client.open++;
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) this.onSilent(socket);
    }, this.limits.firstByteTimeoutMs);
    socket.once('close', () => {
      clearTimeout(silent);
      this.open--;
      if (client) {
        client.open--;
        this.forgetIfDone(client);
      }
    });
    return true;
  }

  private clientOf(key: string): Client {
    let client = this.clients.get(key);
    if (!client) {
      client = { key, open: 0, refusing: 0 };
      this.clients.set(key, client);
    }
    return client;
  }

  private forgetIfDone(client: Client): void {
    if (client.open === 0 && client.refusing === 0) this.clients.delete(client.key);
  }

  /**
   * Sends the 503 and half-closes; what the client sends meanwhile is read and dropped, so closing
   * does not reset the connection (a reset can destroy the answer before the client reads it).
   * A client with its cap of refusals still under way is cut off without one.
   */
  private refuse(socket: Socket, client: Client | null): void {
    socket.on('error', () => {}); // a client that resets is no error of ours
    if (client && client.refusing >= this.limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    if (client) client.refusing++;
    // Counted out once: when the gate hangs up itself (at once, as the server counts the socket gone,
    // not a loop turn later at its close event, when a new connection may already have been let in),
    // or when the client does.
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      clearTimeout(linger);
      if (client) {
        client.refusing--;
        this.forgetIfDone(client);
      }
    };
    const linger = setTimeout(() => {
      release();
      socket.destroy();
    }, this.limits.refusalLingerMs);
    linger.unref();
    socket.once('close', release);
    socket.resume();
    socket.end(this.refusal());
  }
}

/** Whose connection it is: an IPv4 address (also when written IPv4-mapped), or an IPv6 address's /64, which one household or host gets. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv4(address) || !address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const PROXY_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** TRUST_PROXY as read (config.ts): off, a number of proxies, or their addresses and named ranges. */
export type TrustProxy = false | number | string[];

/**
 * Whether a socket's address is one of our proxies, as TRUST_PROXY says: a number of proxies means
 * every socket comes from the nearest one; a list names their addresses and ranges (as Fastify
 * reads it for X-Forwarded-For).
 */
export function trustedProxyCheck(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const named = PROXY_RANGES[entry];
    if (named) {
      for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Whether an address is on a private network: loopback (127.0.0.0/8, ::1) or a unique-local range
 * (10/8, 172.16/12, 192.168/16, fc00::/7), also written IPv4-mapped. Used for the metrics scraper.
 */
export const isPrivateNetworkAddress: (address: string) => boolean = trustedProxyCheck(['loopback', 'uniquelocal']);
