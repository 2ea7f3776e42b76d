import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { settleWithin } from "./settle-within";

/** Holds the thread the way a long synchronous step does. */
function block(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/**
 * A server that echoes, or stays silent, and a client connected to it. `replied` settles once an
 * echo has been written, so the reply waits in the client's socket as another process's would.
 */
async function connected(echo: boolean) {
  let replied = () => {};
  const server = net.createServer((socket) => {
    if (echo) socket.on("data", (chunk) => socket.write(chunk, () => replied()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => client.once("connect", resolve));
  const ask = () => {
    client.write("ping");
    return new Promise<string>((resolve) => client.once("data", (data) => resolve(String(data))));
  };
  const written = () => new Promise<void>((resolve) => (replied = resolve));
  const close = () => {
    client.destroy();
    server.close();
  };
  return { ask, written, close };
}

describe("settleWithin", () => {
  let close = () => {};
  afterEach(() => close());

  it("keeps a reply that arrived while the thread was held past the deadline", async () => {
    const peer = await connected(true);
    close = peer.close;
    const written = peer.written();
    const answer = settleWithin(peer.ask(), 200);
    await written;
    block(500);
    await expect(answer).resolves.toBe("ping");
  });

  it("rejects when no reply comes by the deadline", async () => {
    const peer = await connected(false);
    close = peer.close;
    const started = performance.now();
    await expect(settleWithin(peer.ask(), 50)).rejects.toThrow("no answer within 50 ms");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("passes a rejection through", async () => {
    await expect(settleWithin(Promise.reject(new Error("refused")), 50)).rejects.toThrow("refused");
  });
});
