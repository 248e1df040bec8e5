import { spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, spawnTracked } from './cluster';

/*
 * HAProxy in front of a cluster, configured by the repo's own deploy/haproxy.cfg (docs/deploy.md): only its listening
 * ports, its certificate (a self-signed one made here) and its instances' ports are replaced, so what is tested is
 * what operators are told to run.
 */

export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';
/** The addresses the repo's file lists, in order: the first instance's, the second's. */
const CONFIG_SERVERS = ['127.0.0.1:3001', '127.0.0.1:3002'];
const CONFIG_CERTIFICATE = '/etc/haproxy/academy.pem';

export interface Haproxy {
  /** https://localhost:<port>: the address people use. */
  readonly base: string;
  readonly port: number;
  readonly httpPort: number;
  close(): Promise<void>;
}

/** Throws with the way out when HAProxy is not installed. */
export function requireHaproxy(): void {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error('HAProxy is not installed: the fault tests run the repo\'s deploy/haproxy.cfg. Install it (Debian: `apt-get install -y haproxy`) and run again.');
  }
}

/** The repo's configuration with this run's ports and certificate; throws when the file no longer has their shape. */
export function haproxyConfigFor(text: string, ports: { https: number; http: number; instances: number[]; certificate: string }): string {
  if (ports.instances.length !== CONFIG_SERVERS.length) throw new Error(`${HAPROXY_CONFIG} lists ${CONFIG_SERVERS.length} instances; the test started ${ports.instances.length}`);
  const replace = (from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`${HAPROXY_CONFIG} no longer has ${from}: update tests/faults/support/haproxy.ts with it`);
    text = text.replace(from, to);
  };
  replace(/^(\s*bind) :80$/m, `$1 127.0.0.1:${ports.http}`);
  replace(/^(\s*bind) :443 /m, `$1 127.0.0.1:${ports.https} `);
  replace(new RegExp(CONFIG_CERTIFICATE.replace(/[.]/g, '\\.'), 'g'), ports.certificate);
  CONFIG_SERVERS.forEach((address, index) => replace(new RegExp(address.replace(/[.]/g, '\\.'), 'g'), `127.0.0.1:${ports.instances[index]}`));
  return text;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts HAProxy (in the foreground, logging to `dir`/haproxy.log) in front of the instances on `instancePorts`. */
export async function startHaproxy(dir: string, instancePorts: number[], port?: number): Promise<Haproxy> {
  requireHaproxy();
  const certificate = path.join(dir, 'haproxy.pem');
  const key = path.join(dir, 'haproxy.key');
  const crt = path.join(dir, 'haproxy.crt');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', key, '-out', crt], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
  writeFileSync(certificate, readFileSync(crt, 'utf8') + readFileSync(key, 'utf8'));
  const https = port ?? (await freePort());
  const http = await freePort();
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfigFor(readFileSync(HAPROXY_CONFIG, 'utf8'), { https, http, instances: instancePorts, certificate }));
  const checked = spawnSync('haproxy', ['-c', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy refuses ${HAPROXY_CONFIG}: ${checked.stdout}${checked.stderr}`);
  const logFile = path.join(dir, 'haproxy.log');
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawnTracked('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = performance.now();
  while (!(await canConnect(https))) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited at start; see ${logFile}`);
    if (performance.now() - started > 10_000) throw new Error(`HAProxy did not listen within 10 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `https://localhost:${https}`,
    port: https,
    httpPort: http,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
