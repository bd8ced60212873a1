import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * How the database goes away: `refuse` — nothing listens (a stopped server); `reset` — connections are accepted and
 * reset at once (a crashing server or a load balancer without backends); `blackhole` — connections are accepted and
 * nothing ever answers (a network partition: half-open sockets).
 */
export type CutStyle = 'refuse' | 'reset' | 'blackhole';

/**
 * A loopback TCP proxy that can be cut and restored: the tests' stand-in for a database server that goes away and
 * comes back, without stopping the PostgreSQL other tests share.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private cutStyle: CutStyle | null = null;
  port = 0;
  private readonly target: { host: string; port: number };

  constructor(target: { host: string; port: number }) {
    this.target = target;
  }

  async start(port = 0): Promise<number> {
    this.cutStyle = null;
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  /** Drops the open connections and, from now on, treats new ones in the given style. */
  async cut(style: CutStyle = 'refuse'): Promise<void> {
    this.cutStyle = style;
    for (const s of this.sockets) {
      if (style === 'blackhole') s.unpipe().pause();
      else s.resetAndDestroy();
    }
    if (style === 'refuse') await this.close();
  }

  /** New connections reach the database again; sockets cut half-open stay stuck, as they would on a network. */
  async restore(): Promise<void> {
    if (this.server) this.cutStyle = null;
    else await this.start(this.port);
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await this.close();
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.cutStyle === 'reset') return void client.resetAndDestroy();
    if (this.cutStyle === 'blackhole') return void client.pause();
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
