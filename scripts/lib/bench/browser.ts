// A rush vendor's browser: its cookies, its address, and the app process each request lands on.
import { CSRF_COOKIE, CSRF_HEADER } from "../../../lib/http/csrf-names";
import type { AppProcess } from "../../../tests/support/app-processes";
import type { Doors } from "./doors";
import { RUSH_PASSWORD, type RushVendor } from "./fixture";
import { boothCart } from "./requests";
import { countAnswer, type Kind, type Tally } from "./tally";

export type Reply = { status: number; body: unknown };

/** The cookies the site set, sent back on every request. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    get: (name: string) => cookies.get(name),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * Sends the vendor's requests until the doors close, counting each in the tally; answers null
 * when a request got no answer (the deadline or a network error).
 */
function requester(vendor: RushVendor, doors: Doors, tally: Tally) {
  const cookies = cookieJar();
  return async function request(
    kind: Kind,
    url: string,
    init: RequestInit = {},
  ): Promise<Reply | null> {
    if (doors.closed) return null;
    const started = performance.now();
    try {
      const { response, text } = await doors.track(async (signal) => {
        const response = await fetch(url, {
          ...init,
          redirect: "manual",
          signal,
          headers: {
            "content-type": "application/json",
            cookie: cookies.header(),
            // the anti-forgery token the site last issued (bound to the session after login)
            [CSRF_HEADER]: cookies.get(CSRF_COOKIE) ?? "",
            // the load balancer's hop, which the apps trust (TRUSTED_PROXY_HOPS=1)
            "x-forwarded-for": vendor.address,
          },
        });
        return { response, text: await response.text() };
      });
      countAnswer(tally, kind, response.status, performance.now() - started);
      cookies.keep(response);
      const json = text.startsWith("{") ? (JSON.parse(text) as { payload: unknown }) : null;
      return { status: response.status, body: json?.payload };
    } catch {
      if (!doors.closed) tally.networkErrors++;
      else tally.samples[kind].push({ ms: doors.closedAt - started, waiting: true });
      return null;
    }
  };
}

/** The vendor's browser: the pages' requests, spread over the apps in turn. */
export function browserFor(vendor: RushVendor, apps: AppProcess[], doors: Doors, tally: Tally) {
  const request = requester(vendor, doors, tally);
  let turn = vendor.index;
  const app = () => apps[turn++ % apps.length]!.url;
  const post = (kind: Kind, url: string, body: unknown) =>
    request(kind, url, { method: "POST", body: JSON.stringify(body) });
  return {
    // the login page fetches an anti-forgery token before it posts
    login: async () =>
      (await request("token", `${app()}/api/csrf-token`)) &&
      post("login", `${app()}/api/vendor/v1/login`, {
        email: vendor.email,
        password: RUSH_PASSWORD,
      }),
    marquee: () => request("marquee", `${app()}/api/v1/boothsMarquee`),
    events: () => request("events", `${app()}/api/v1/events`),
    floorPlan: (guid: string) => request("booths", `${app()}/api/v1/sections/booths/${guid}`),
    checkout: (boothId: number) =>
      post("checkout", `${app()}/api/v1/payment`, { termsAccepted: true, ...boothCart(boothId) }),
    // the hosted page's Pay button (it redirects to the site's success page)
    pay: (hostedUrl: string) => request("pay", `${hostedUrl}/pay`, { method: "POST", body: "" }),
    success: (sessionId: string) => post("success", `${app()}/api/v1/order/success`, { sessionId }),
    cancel: (sessionId: string) => post("cancel", `${app()}/api/v1/order/cancel`, { sessionId }),
  };
}

export type Browser = ReturnType<typeof browserFor>;
