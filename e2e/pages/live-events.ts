import { expect, type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { DemoAccount, MockApi } from '../fixtures';

const refuse = (route: Route) => route.abort('connectionrefused');

/**
 * The tab's live-event stream (`GET /api/events`) as a flow sees it: when the page has opened
 * it (the session's request log counts the connections), and the cut the control API makes.
 */
export class LiveStream {
  constructor(private readonly mockApi: MockApi) {}

  private async connections(): Promise<number> {
    return (await this.mockApi.requests({ method: 'GET', path: '/api/events' })).length;
  }

  /** Waits until the page has connected `times` times in all (1: opened; 2: reconnected once). */
  async expectConnected(times: number) {
    await expect
      .poll(() => this.connections(), {
        message: `GET /api/events opened ${times} time(s)`,
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(times);
  }

  /** Cuts every open stream of the session, as a lost connection would. */
  async cut() {
    expect(await this.mockApi.dropStreams(), 'streams cut').toBeGreaterThan(0);
  }

  /**
   * Restarts the server's live events: the streams are cut and the events it kept forgotten, so
   * the tab comes back with an id the server no longer knows.
   */
  async restartServer() {
    expect(await this.mockApi.restartStreams(), 'streams cut').toBeGreaterThan(0);
  }

  /**
   * Takes the tab's stream down (a server that is down) until the returned function is called:
   * once the page has opened it (it opens when the page is idle), reconnects are refused and the
   * open stream is cut. What happens meanwhile can only reach the tab when it comes back.
   */
  async takeDown(page: Page): Promise<() => Promise<void>> {
    await this.expectConnected(1);
    const resume = await LiveStream.holdOff(page);
    await this.cut();
    return resume;
  }

  /**
   * Keeps the page from reaching the stream until the returned function is called (a server that
   * is down): what happens meanwhile can only reach the tab when it comes back.
   */
  static async holdOff(page: Page): Promise<() => Promise<void>> {
    await page.route('**/api/events', refuse);
    return () => page.unroute('**/api/events', refuse);
  }
}

/**
 * Another user, in a browser context of their own on the test's mock database, acting through
 * the API (what their screens would send).
 */
export class Colleague {
  private constructor(
    private readonly context: BrowserContext,
    private readonly token: string,
  ) {}

  static async signIn(
    browser: Browser,
    isolate: (context: BrowserContext) => Promise<void>,
    account: DemoAccount,
  ): Promise<Colleague> {
    const context = await browser.newContext();
    await isolate(context);
    const answer = await context.request.post('/jwt/login', {
      data: { email: account.email, password: account.password },
    });
    expect(answer.status(), `POST /jwt/login as ${account.email}`).toBe(200);
    const { accessToken } = (await answer.json()) as { accessToken: string };
    return new Colleague(context, accessToken);
  }

  /** Writes `message` in the chat with the contact `contactId` (a user id). */
  async sendChat(contactId: number, message: string) {
    const sent = await this.context.request.post('/apps/chat/send-msg', {
      headers: { authorization: `Bearer ${this.token}` },
      data: { obj: { contact: contactId, message } },
    });
    expect(sent.status(), 'POST /apps/chat/send-msg').toBe(201);
  }

  async close() {
    await this.context.close();
  }
}
