import type { IncomingMessage, ServerResponse } from 'node:http';
import { SseHub, type StreamAdmissionTicket } from './snapshot-hub';
import type { StreamSession } from './stream-session';

/** How open streams learn that their sessions ended (server.ts: stream-session.ts's rule, every few seconds). */
export interface StreamSessionCheck {
  /** Which of these session tokens still name a live session. */
  liveTokens: (tokens: readonly string[]) => Promise<ReadonlySet<string>>;
  everyMs: number;
  onError: (error: unknown) => void;
}

/*
 * Per-person live streams (decision 036): each signed-in person's open tabs share one channel, and nothing sent on it
 * ever reaches anyone else's. A caller may name the channel instead (a competition's ranking for one audience,
 * decision 067): the streams on it are still each tied to the session that opened it. A channel exists while it has a stream. A stream lives no longer than the session that
 * opened it: every `everyMs` the sessions of all open streams are re-checked in one go, and a stream whose session
 * was deleted (sign-out, password change or reset, account deleted) or whose account was blocked is ended; its
 * browser's retry then gets a 401 and stops. No 'server-only': the custom server serves them.
 */
export class UserStreams {
  private readonly channels = new Map<string, SseHub>();
  /** Each open stream's session token. */
  private readonly sessions = new Map<ServerResponse, string>();
  private checkTimer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly sessionCheck?: StreamSessionCheck) {}

  /** How many people have a stream open (tests, the health page later). */
  get channelCount(): number {
    return this.channels.size;
  }

  hasStream(userId: string): boolean {
    return this.channels.has(userId);
  }

  /** The channels with a stream open. */
  get channelNames(): string[] {
    return [...this.channels.keys()];
  }

  /**
   * Serves one stream on the person's channel (or the one named); the admission caps count it like any other stream
   * (decision 016).
   */
  attach(session: StreamSession, req: IncomingMessage, res: ServerResponse, ticket?: StreamAdmissionTicket, headers?: Readonly<Record<string, string>>, channel: string = session.userId): boolean {
    let hub = this.channels.get(channel);
    if (!hub) {
      hub = new SseHub();
      hub.startHeartbeat();
      this.channels.set(channel, hub);
    }
    const channelHub = hub;
    if (!channelHub.attach(req, res, ticket, headers)) {
      this.dropIfEmpty(channel, channelHub);
      return false;
    }
    this.sessions.set(res, session.token);
    this.startSessionChecks();
    // After the hub's own listeners (registered first): the channel goes with its last stream.
    res.on('close', () => {
      this.sessions.delete(res);
      this.dropIfEmpty(channel, channelHub);
    });
    return true;
  }

  /** Sends one message to every open stream of this person or channel (none open: nothing happens). */
  send(userId: string, payload: string): void {
    this.channels.get(userId)?.broadcast('message', payload);
  }

  /**
   * Ends every open stream whose session no longer lets it open (the timer calls this; tests too). Answers how many
   * it ended.
   */
  async checkSessions(): Promise<number> {
    if (!this.sessionCheck || this.checking || this.sessions.size === 0) return 0;
    this.checking = true;
    try {
      const open = [...this.sessions];
      const live = await this.sessionCheck.liveTokens([...new Set(open.map(([, token]) => token))]);
      let ended = 0;
      for (const [res, token] of open) {
        if (live.has(token) || !this.sessions.has(res)) continue;
        this.sessions.delete(res);
        res.end();
        ended += 1;
      }
      return ended;
    } finally {
      this.checking = false;
    }
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    this.stopSessionChecks();
    this.sessions.clear();
    for (const [userId, hub] of this.channels) {
      hub.closeAll();
      hub.stopHeartbeat();
      this.channels.delete(userId);
    }
  }

  private startSessionChecks(): void {
    if (!this.sessionCheck || this.checkTimer) return;
    const { everyMs, onError } = this.sessionCheck;
    this.checkTimer = setInterval(() => {
      this.checkSessions().catch(onError);
    }, everyMs);
    this.checkTimer.unref();
  }

  private stopSessionChecks(): void {
    clearInterval(this.checkTimer);
    this.checkTimer = undefined;
  }

  private dropIfEmpty(userId: string, hub: SseHub): void {
    if (this.sessions.size === 0) this.stopSessionChecks();
    if (hub.viewerCount > 0 || this.channels.get(userId) !== hub) return;
    hub.stopHeartbeat();
    this.channels.delete(userId);
  }
}
