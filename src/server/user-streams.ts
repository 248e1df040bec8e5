import type { IncomingMessage, ServerResponse } from 'node:http';
import { SseHub, type StreamAdmissionTicket } from './snapshot-hub';

/*
 * Per-person live streams (decision 036): each signed-in person's open tabs share one channel, and nothing sent on it
 * ever reaches anyone else's. A channel exists while it has a stream. No 'server-only': the custom server serves them.
 */
export class UserStreams {
  private readonly channels = new Map<string, SseHub>();

  /** How many people have a stream open (tests, the health page later). */
  get channelCount(): number {
    return this.channels.size;
  }

  hasStream(userId: string): boolean {
    return this.channels.has(userId);
  }

  /** Serves one stream on the person's channel; the admission caps count it like any other stream (decision 016). */
  attach(userId: string, req: IncomingMessage, res: ServerResponse, ticket?: StreamAdmissionTicket, headers?: Readonly<Record<string, string>>): boolean {
    let hub = this.channels.get(userId);
    if (!hub) {
      hub = new SseHub();
      hub.startHeartbeat();
      this.channels.set(userId, hub);
    }
    const channel = hub;
    if (!channel.attach(req, res, ticket, headers)) {
      this.dropIfEmpty(userId, channel);
      return false;
    }
    // After the hub's own listeners (registered first): the channel goes with its last stream.
    res.on('close', () => this.dropIfEmpty(userId, channel));
    return true;
  }

  /** Sends one message to every open stream of this person (none open: nothing happens). */
  send(userId: string, payload: string): void {
    this.channels.get(userId)?.broadcast('message', payload);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const [userId, hub] of this.channels) {
      hub.closeAll();
      hub.stopHeartbeat();
      this.channels.delete(userId);
    }
  }

  private dropIfEmpty(userId: string, hub: SseHub): void {
    if (hub.viewerCount > 0 || this.channels.get(userId) !== hub) return;
    hub.stopHeartbeat();
    this.channels.delete(userId);
  }
}
