import net from 'node:net';

/**
 * A port nobody listens on, chosen by the system at run time: fixed ports collide with other
 * work on the machine, and some (4190) are ones Node's fetch refuses to call.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
