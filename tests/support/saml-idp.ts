import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// samlify refuses to parse a message without an XML validator: the SSO plugin installs its own when it is loaded, so
// the IdP checks what it reads exactly as the app does, also in the test runner's process where the app is not.
import '@better-auth/sso';
import * as samlify from 'samlify';

/*
 * A SAML 2.0 identity provider on loopback for the school sign-in tests (decision 069). saml-idp cannot be installed
 * from the registry alone (its `samlp` comes from a GitHub URL), so this is samlify (the library better-auth's SSO
 * plugin parses responses with) in the identity provider's role: its metadata, a login page that answers the app's
 * AuthnRequest (HTTP-Redirect) with a signed Response posted back by an auto-submitting form (HTTP-POST), and a
 * signing key and certificate made by openssl for this run only.
 */

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface TestSamlIdp {
  /** The identity provider's entity id (its metadata's address). */
  entityId: string;
  /** Where the app sends the browser with its AuthnRequest. */
  entryPoint: string;
  metadata: string;
  /** The signing certificate, PEM. */
  certificate: string;
  close: () => Promise<void>;
}

/** A self-signed RSA key and certificate, valid for a day: nothing outside this test run ever trusts it. */
export function selfSignedCertificate(commonName: string): { privateKey: string; certificate: string } {
  const directory = mkdtempSync(path.join(tmpdir(), 'saml-idp-'));
  try {
    const keyFile = path.join(directory, 'key.pem');
    const certFile = path.join(directory, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '1', '-subj', `/CN=${commonName}`, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
    return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the identity provider. `spMetadata` gives the app's service provider (its ACS address, whether it wants
 * signed assertions) as the app serves it; it may be given later, once the app has a SAML provider to describe.
 * The login page signs in whichever address is typed: the app, not the identity provider, decides who that may be.
 */
export async function startSamlIdp(options: { spMetadata?: () => Promise<string> | string } = {}): Promise<TestSamlIdp> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${origin}/metadata`;
  const entryPoint = `${origin}/sso`;
  const { privateKey, certificate } = selfSignedCertificate('academy-test-saml-idp');
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey,
    signingCert: certificate,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: REDIRECT, Location: entryPoint }],
  });
  const metadata = idp.getMetadata();

  async function serviceProvider(): Promise<samlify.ServiceProviderInstance> {
    if (!options.spMetadata) throw new Error('the test IdP was started without the app’s service provider metadata');
    return samlify.ServiceProvider({ metadata: await options.spMetadata() });
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    if (request.method === 'GET' && url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(metadata);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/sso') {
      // The app's AuthnRequest is checked here (well-formed, from a known SP) before the login page is shown.
      await idp.parseLoginRequest(await serviceProvider(), 'redirect', { query: Object.fromEntries(url.searchParams) });
      const hidden = [...url.searchParams].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><head><title>Test SAML IdP</title></head><body><h1>Test SAML IdP</h1><form method="post" action="/sso">${hidden}<label>E-mail <input name="email" type="email"></label><button type="submit">Sign in at the IdP</button></form></body></html>`);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/sso') {
      const form = await formBody(request);
      const sp = await serviceProvider();
      const query = { SAMLRequest: form.get('SAMLRequest') ?? '', ...(form.get('RelayState') ? { RelayState: form.get('RelayState')! } : {}), ...(form.get('SigAlg') ? { SigAlg: form.get('SigAlg')!, Signature: form.get('Signature') ?? '' } : {}) };
      const requestInfo = await idp.parseLoginRequest(sp, 'redirect', { query });
      const login = (await idp.createLoginResponse(sp, requestInfo as unknown as Parameters<typeof idp.createLoginResponse>[1], 'post', { email: form.get('email') ?? '' }, { relayState: form.get('RelayState') ?? undefined })) as {
        context: string;
        entityEndpoint: string;
        relayState?: string;
      };
      const relay = login.relayState ? `<input type="hidden" name="RelayState" value="${escapeHtml(login.relayState)}">` : '';
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(login.entityEndpoint)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(login.context)}">${relay}<noscript><button type="submit">Continue</button></noscript></form></body></html>`);
      return;
    }
    response.writeHead(404).end();
  }

  server.on('request', (request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(`test IdP refused: ${String(error)}`);
    });
  });
  return {
    entityId,
    entryPoint,
    metadata,
    certificate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does between the app's start and its ACS, without one: open the IdP's login page with the app's
 * AuthnRequest, submit it with the person's address, and read the auto-submitting form the IdP answers with.
 */
export async function signInAtSamlIdp(authnRequestUrl: string, email: string): Promise<{ acs: string; form: URLSearchParams }> {
  const url = new URL(authnRequestUrl);
  const login = await fetch(url);
  if (login.status !== 200) throw new Error(`the IdP refused the AuthnRequest: ${await login.text()}`);
  const body = new URLSearchParams(url.searchParams);
  body.set('email', email);
  const posted = await fetch(new URL('/sso', url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const html = await posted.text();
  if (posted.status !== 200) throw new Error(`the IdP refused the login: ${html}`);
  const acs = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(name!, value!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
  return { acs: acs.replace(/&amp;/g, '&'), form };
}
