import net from 'node:net';

/*
 * A TCP proxy a test controls, between an app instance and PostgreSQL: it passes bytes through, cuts every
 * connection and refuses new ones (a database restarting, a network down), or turns connections half-open: they
 * stay open but nothing passes either way and nobody is told (a NAT or a switch dropping packets silently).
 */

export interface TcpProxy {
  readonly port: number;
  /** Ends every open connection at once and refuses new ones until restore(). */
  cut(): void;
  /**
   * Silently drops every byte of the connections that `which` picks (all by default), open or opened later, until
   * restore(). `which` sees the start of what the client sent first (PostgreSQL's startup message names the
   * application: `application_name`).
   */
  blackHole(which?: (firstBytes: string) => boolean): void;
  restore(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  firstBytes: string;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let refusing = false;
  let dropping: ((firstBytes: string) => boolean) | null = null;
  const dropped = (pair: Pair) => dropping !== null && dropping(pair.firstBytes);
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: Pair = { client, upstream, firstBytes: '' };
    pairs.add(pair);
    for (const socket of [client, upstream]) {
      socket.on('close', () => pairs.delete(pair));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (pair.firstBytes === '') pair.firstBytes = chunk.toString('latin1');
      if (!dropped(pair)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!dropped(pair)) client.write(chunk);
    });
    // A half-open connection does not pass on a close either: each side finds out by itself (or never).
    client.on('close', () => {
      if (!dropped(pair)) upstream.destroy();
    });
    upstream.on('close', () => {
      if (!dropped(pair)) client.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const destroyAll = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
  };
  return {
    port,
    cut() {
      refusing = true;
      destroyAll();
    },
    blackHole(which = () => true) {
      dropping = which;
    },
    restore() {
      refusing = false;
      dropping = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        destroyAll();
        server.close(() => resolve());
      }),
  };
}
