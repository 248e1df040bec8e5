import https from 'node:https';

/*
 * A steady load for the fault scenarios: a few clients, each asking for one page after another over a keep-alive
 * connection (as a browser does), through the proxy in front of the cluster. Every answer is recorded with how long
 * it took, its status and which instance answered (the proxy's stickiness cookie names it).
 */

export interface LoadClient {
  name: string;
  /** The session cookie of a signed-in person, or none for a visitor. */
  cookie?: string;
  paths: readonly string[];
}

export interface Answer {
  client: string;
  signedIn: boolean;
  path: string;
  /** When it was sent, ms since the load began. */
  at: number;
  ms: number;
  status: number | null;
  error: string | null;
  /** The instance that answered, from HAProxy's `academy_instance` cookie. */
  instance: string | null;
  /** The error came after the answer had begun (its status and headers had arrived): the answer was cut short. */
  cutShort: boolean;
  redirect: string | null;
}

export interface Load {
  readonly answers: Answer[];
  /** ms since the load began. */
  now(): number;
  stop(): Promise<void>;
}

/** No answer within this long is recorded as an error (the limit the scenarios check is far below it). */
const REQUEST_LIMIT_MS = 15_000;
/** Between one answer and the next request of a client: a person reads, clicks. */
const PAUSE_MS = 100;

function request(base: string, path: string, agent: https.Agent, cookie: string | undefined): Promise<Pick<Answer, 'status' | 'instance' | 'redirect' | 'cutShort'>> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const outgoing = https.request(url, { agent, method: 'GET', headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': 'gzip' }, timeout: REQUEST_LIMIT_MS }, (response) => {
      response.on('data', () => undefined);
      response.once('end', () => {
        const set = response.headers['set-cookie'] ?? [];
        const instance = set.map((line) => /^academy_instance=([^;]*)/.exec(line)?.[1]).find(Boolean) ?? null;
        resolve({ status: response.statusCode ?? null, instance, redirect: response.headers.location ?? null, cutShort: false });
      });
      response.once('error', (error) => reject(Object.assign(error, { cutShort: true, status: response.statusCode ?? null })));
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`no answer within ${REQUEST_LIMIT_MS / 1000} s`)));
    outgoing.once('error', reject);
    outgoing.end();
  });
}

export function startLoad(base: string, clients: readonly LoadClient[]): Load {
  const started = performance.now();
  const now = () => performance.now() - started;
  const answers: Answer[] = [];
  let running = true;
  const loops = clients.map(async (client) => {
    // The proxy's certificate is the test's own self-signed one.
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false });
    for (let index = 0; running; index += 1) {
      const path = client.paths[index % client.paths.length]!;
      const at = now();
      try {
        const answer = await request(base, path, agent, client.cookie);
        answers.push({ client: client.name, signedIn: client.cookie !== undefined, path, at, ms: now() - at, error: null, ...answer });
      } catch (error) {
        const { message, cutShort = false, status = null } = error as Error & { cutShort?: boolean; status?: number | null };
        answers.push({ client: client.name, signedIn: client.cookie !== undefined, path, at, ms: now() - at, status, error: message, instance: null, redirect: null, cutShort });
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    agent.destroy();
  });
  return {
    answers,
    now,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
