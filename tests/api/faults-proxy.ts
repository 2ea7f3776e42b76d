import net from "node:net";

/**
 * A TCP proxy in front of the PostgreSQL server, for cutting the app's database connection
 * without touching the server: `stop()` closes the port and every connection through it (the
 * database is gone), `silence()` keeps them open but passes nothing on (a network that drops
 * packets: the database never answers), `start()` brings the database back on the same port.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.silent = false;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    );
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** Connections stay up but carry nothing, old and new alike; `stop()` then `start()` ends it. */
  silence(): void {
    this.silent = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.removeAllListeners("data");
      socket.on("data", () => {});
    }
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
  }

  private accept(client: net.Socket) {
    this.track(client);
    client.on("error", () => client.destroy());
    if (this.silent) {
      client.on("data", () => {});
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.track(upstream);
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
