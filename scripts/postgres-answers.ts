import net from 'node:net';

/** Whether a PostgreSQL server is there to test against: TEST_DATABASE_URL is set, or one answers on 127.0.0.1:5432. */
export function postgresAnswers(): Promise<boolean> {
  if (process.env.TEST_DATABASE_URL) return Promise.resolve(true);
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
