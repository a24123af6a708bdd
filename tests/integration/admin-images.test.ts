import { createHash, createHmac, randomInt } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { boothEditorData } from "@/lib/booths/editor-data";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as media } from "@/app/media/[file]/route";
import { env, resetEnvForTests } from "@/config/env";
import { getDb } from "@/db/client";
import { events, images } from "@/db/schema";
import {
  IMAGE_KIND_REFUSED,
  IMAGE_STORE_UNAVAILABLE,
  IMAGE_TOO_LARGE,
  IMAGE_UNREADABLE,
} from "@/lib/events/images";
import { eventImageUrl } from "@/lib/http/spec-fields";
import { floorPlanSource } from "@/lib/events/media";
import { registerPageCache } from "@/lib/cache/tags";
import { imageUploadAnswer } from "@/lib/events/resource";
import {
  createOrganiser,
  insertBoothEvent,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import { createVendor } from "../support/payments";
import { api, jsonRequest, params, read } from "../support/requests";

// The organiser console's image uploads: a PNG, JPEG or WebP (by its bytes) is re-encoded as WebP
// without metadata and served from /media/ with a year's cache; SVG, other kinds, renamed text,
// oversized files and pictures are refused; a polyglot's extra bytes are gone from what is
// served. The event's picture and floor plan switch to the upload, with their audit rows.
// 401/403 are checked for every endpoint by authorization.test.ts.

/** A picture of one random colour (so each is a distinct image), `width` x `height`. */
function picture(width = 640, height = 480) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  });
}

/** POST a multipart upload as the console's browser does (session, anti-forgery token). */
async function upload(
  eventId: number | string,
  file: Blob | string | null,
  as: SignedIn,
  { kind = "image", name = "upload.png", field = "file" } = {},
) {
  const form = new FormData();
  if (typeof file === "string") form.append(field, file);
  else if (file !== null) form.append(field, file, name);
  const response = await api(
    new Request(`http://localhost/api/admin/v1/events/${eventId}/${kind}`, {
      method: "POST",
      headers: { cookie: as.cookie, "x-xsrf-token": as.csrf },
      body: form,
    }),
  );
  return read(response);
}

const blob = (bytes: Buffer | string, type: string) =>
  new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type });

/** GET /media/{file} through its route handler. */
async function fetchMedia(url: string) {
  const file = url.replace(/^\/media\//, "");
  return media(new Request(`http://localhost${url}`), params({ file }));
}

async function servedWebp(url: string) {
  const response = await fetchMedia(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  // The RIFF length covers the whole file: nothing rides after the picture.
  expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
  return { bytes, meta: await sharp(bytes).metadata() };
}

async function eventRow(eventId: number) {
  const [row] = await (await getDb()).select().from(events).where(eq(events.id, eventId));
  return row!;
}

async function auditOf(eventId: number, as: SignedIn) {
  const answer = await read(
    await api(
      new Request(`http://localhost/api/admin/v1/audit?entity=event&id=${eventId}`, {
        headers: { cookie: as.cookie },
      }),
    ),
  );
  expect(answer.code).toBe(200);
  return answer.payload as { action: string; actorId: number; before: any; after: any }[];
}

let organiser: Organiser;
const expired: string[] = [];

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
  registerPageCache((tag) => expired.push(tag));
});
afterAll(() => registerPageCache(() => {}));

describe("POST /api/admin/v1/events/{eventId}/image", () => {
  it("re-encodes a PNG as WebP, serves it from /media with a year's cache and makes it the event's picture", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image PNG", [1000]);
    const png = await picture(800, 600).png().toBuffer();
    expired.length = 0;
    const answer = await upload(eventId, blob(png, "image/png"), organiser);
    expect(answer.code).toBe(201);
    expect(answer.status).toBe("CREATED");
    expect(imageUploadAnswer.safeParse(answer.payload).success).toBe(true);
    const { imageUrl, imageId, width, height } = answer.payload;
    expect(answer.payload.eventId).toBe(eventId);
    expect([width, height]).toEqual([800, 600]);
    expect(imageUrl).toMatch(new RegExp(`^/media/${imageId}-[0-9a-f]{8}\\.webp$`));

    const { meta } = await servedWebp(imageUrl);
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([800, 600]);

    // the row: WebP bytes in PostgreSQL (no bucket configured), named by their hash
    const [row] = await (await getDb()).select().from(images).where(eq(images.id, imageId));
    expect(row!.contentType).toBe("image/webp");
    expect(row!.sha256).toBe(createHash("sha256").update(row!.bytes!).digest("hex"));
    expect(imageUrl).toContain(`-${row!.sha256.slice(0, 8)}.webp`);

    // the event shows it, on the public API and the page, and the public pages were expired
    expect((await eventRow(eventId)).image).toBe(imageUrl);
    const listed = await read(await api(new Request("http://localhost/api/v1/events")));
    const event = (listed.payload as { eventId: number; eventImage: string }[]).find(
      (e) => e.eventId === eventId,
    );
    expect(event?.eventImage).toBe(imageUrl);
    expect(eventImageUrl(event!.eventImage)).toBe(imageUrl);
    expect(eventImageUrl("summer-festival-2025.svg")).toBe(
      "/images/events/summer-festival-2025.svg",
    );
    expect(expired).toContain("events");

    // audited: the reference before and after, by the organiser
    const [audit] = await auditOf(eventId, organiser);
    expect(audit).toMatchObject({
      action: "update",
      actorId: organiser.id,
      before: { image: "summer-festival-2025.svg" },
      after: { image: imageUrl },
    });
  });

  it("lets the event editor save the uploaded picture's address back, and refuses an address nothing was uploaded to", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image saved back", [1000]);
    const png = await picture(320, 200).png().toBuffer();
    const { imageUrl } = (await upload(eventId, blob(png, "image/png"), organiser)).payload;
    const put = (eventImage: string) =>
      api(
        jsonRequest(
          `/api/admin/v1/events/${eventId}`,
          { eventImage },
          { method: "PUT", session: organiser },
        ),
      ).then(read);
    expect((await put(imageUrl)).code).toBe(200);
    const bogus = await put("/media/2147483646-00000000.webp");
    expect(bogus.code).toBe(400);
    expect(bogus.payload).toMatch(/not an image uploaded here/);
    expect((await eventRow(eventId)).image).toBe(imageUrl);
  });

  it("re-encodes a JPEG as WebP without its metadata, upright by its orientation", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image JPEG", [1000]);
    const jpeg = await picture(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "EXIF-MARKER-7731" } })
      .toBuffer();
    expect(jpeg.includes("EXIF-MARKER-7731")).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    // the client's type and name are not what decides: the bytes are read
    const answer = await upload(eventId, blob(jpeg, "application/octet-stream"), organiser, {
      name: "photo.bin",
    });
    expect(answer.code).toBe(201);
    // orientation 6: turned a quarter, so 300 x 200 is shown 200 x 300
    expect([answer.payload.width, answer.payload.height]).toEqual([200, 300]);
    const { bytes, meta } = await servedWebp(answer.payload.imageUrl);
    expect(bytes.includes("EXIF-MARKER-7731")).toBe(false);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("takes a WebP, and the same picture twice is one stored image", async () => {
    const db = await getDb();
    const { eventId } = await insertBoothEvent(db, "Image WebP", [1000]);
    const webp = await picture(120, 90).webp().toBuffer();
    const first = await upload(eventId, blob(webp, "image/webp"), organiser, { name: "a.webp" });
    const second = await upload(eventId, blob(webp, "image/webp"), organiser, { name: "b.webp" });
    expect(first.code).toBe(201);
    expect(second.code).toBe(201);
    expect(second.payload.imageUrl).toBe(first.payload.imageUrl);
    // the second changed nothing: one audit row
    expect((await auditOf(eventId, organiser)).length).toBe(1);
  });

  it("refuses an SVG, whatever it is called", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image SVG", [1000]);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    for (const [name, type] of [
      ["plan.svg", "image/svg+xml"],
      ["plan.png", "image/png"],
    ] as const) {
      const answer = await upload(eventId, blob(svg, type), organiser, { name });
      expect(answer.code).toBe(400);
      expect(answer.payload).toBe(IMAGE_KIND_REFUSED);
    }
    expect((await eventRow(eventId)).image).toBe("summer-festival-2025.svg");
  });

  it("refuses a text file renamed .png, a GIF and bytes that only start like a PNG", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image fakes", [1000]);
    const text = await upload(eventId, blob("hello <b>world</b>", "image/png"), organiser);
    // by code, its English text unchanged
    expect(text).toMatchObject({
      code: 400,
      payload: "The file must be a PNG, JPEG or WebP image (SVG and other kinds are refused).",
      errorCode: "errors.images.kindRefused",
    });
    const gif = await picture(10, 10).gif().toBuffer();
    const gifAnswer = await upload(eventId, blob(gif, "image/png"), organiser);
    expect(gifAnswer).toMatchObject({ code: 400, payload: IMAGE_KIND_REFUSED });
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken = Buffer.concat([signature, Buffer.from("<html><script>alert(1)</script>")]);
    const brokenAnswer = await upload(eventId, blob(broken, "image/png"), organiser);
    expect(brokenAnswer).toMatchObject({
      code: 400,
      payload: IMAGE_UNREADABLE,
      errorCode: "errors.images.unreadable",
    });
    // a JPEG's signature on a PNG's bytes: the decoder's reading must agree with the signature
    const png = await picture(10, 10).png().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    expect((await upload(eventId, blob(mixed, "image/jpeg"), organiser)).code).toBe(400);
    expect((await eventRow(eventId)).image).toBe("summer-festival-2025.svg");
  });

  it("neutralises a polyglot: a real PNG followed by HTML is served as a clean WebP", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image polyglot", [1000]);
    const png = await picture(64, 64).png().toBuffer();
    const html = "<html><body><script>alert(document.domain)</script></body></html>";
    const polyglot = Buffer.concat([png, Buffer.from(html)]);
    const answer = await upload(eventId, blob(polyglot, "text/html"), organiser, {
      name: "page.html",
    });
    expect(answer.code).toBe(201);
    const { bytes, meta } = await servedWebp(answer.payload.imageUrl);
    expect(meta.format).toBe("webp");
    expect(bytes.includes("<script")).toBe(false);
    expect(bytes.includes("<html")).toBe(false);
  });

  it("refuses a file over 5 MB and a picture over 4000 px, with a clear message", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image sizes", [1000]);
    const png = await picture(10, 10).png().toBuffer();
    // just over the limit (within the body's room for framing), and far over it (the body is cut)
    for (const size of [5 * 1024 * 1024 + 1, 8 * 1024 * 1024]) {
      const big = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const answer = await upload(eventId, blob(big, "image/png"), organiser);
      expect(answer).toMatchObject({
        code: 413,
        payload: "The image is too large: at most 5 MB.",
        errorCode: "errors.images.tooLarge",
      });
    }
    const wide = await sharp({
      create: { width: 4001, height: 2, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await upload(eventId, blob(wide, "image/png"), organiser)).toMatchObject({
      code: 400,
      payload: "The image is too large: at most 4000 x 4000 pixels.",
      errorCode: "errors.images.tooWide",
    });
    const largest = await picture(4000, 4000).png().toBuffer();
    const ok = await upload(eventId, blob(largest, "image/png"), organiser);
    expect(ok.code).toBe(201);
    expect([ok.payload.width, ok.payload.height]).toEqual([4000, 4000]);
  });

  it("refuses a body that is not multipart, a form without the file, and an unknown event", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image requests", [1000]);
    const json = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/events/${eventId}/image`, {
          method: "POST",
          headers: {
            cookie: organiser.cookie,
            "x-xsrf-token": organiser.csrf,
            "content-type": "application/json",
          },
          body: JSON.stringify({ file: "x" }),
        }),
      ),
    );
    expect(json).toMatchObject({
      code: 400,
      payload: "The request body must be multipart/form-data.",
    });
    const post = (headers: Record<string, string>, body: BodyInit) =>
      api(
        new Request(`http://localhost/api/admin/v1/events/${eventId}/image`, {
          method: "POST",
          headers: { cookie: organiser.cookie, "x-xsrf-token": organiser.csrf, ...headers },
          body,
          duplex: "half",
        } as RequestInit),
      ).then(read);
    const garbled = await post({ "content-type": "multipart/form-data; boundary=xyz" }, "garbage");
    expect(garbled).toMatchObject({
      code: 400,
      payload: "The request body is not readable multipart/form-data.",
    });
    // a body of unknown length is read only up to the limit
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await post({ "content-type": "multipart/form-data; boundary=xyz" }, endless);
    expect(streamed).toMatchObject({
      code: 413,
      payload: IMAGE_TOO_LARGE,
      errorCode: "errors.images.tooLarge",
    });
    expect(sent).toBeLessThan(10 * 1024 * 1024);
    const missing = await upload(eventId, null, organiser);
    expect(missing.code).toBe(400);
    expect(missing.payload).toMatch(/^file is required/);
    const asText = await upload(eventId, "just text", organiser, { field: "file" });
    expect(asText.code).toBe(400);
    const png = await picture(10, 10).png().toBuffer();
    const unknown = await upload(2_147_483_000, blob(png, "image/png"), organiser);
    expect(unknown.code).toBe(404);
    expect((await upload("abc", blob(png, "image/png"), organiser)).code).toBe(400);
  });

  it("needs an organiser and the anti-forgery token", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Image access", [1000]);
    const png = await picture(10, 10).png().toBuffer();
    const vendor = await createVendor("Not organiser");
    expect((await upload(eventId, blob(png, "image/png"), vendor)).code).toBe(403);
    const forged = { cookie: organiser.cookie, csrf: `${organiser.csrf}-forged` };
    expect((await upload(eventId, blob(png, "image/png"), forged)).code).toBe(403);
    const anonymous = { cookie: "", csrf: "" };
    expect((await upload(eventId, blob(png, "image/png"), anonymous)).code).toBe(401);
    expect((await eventRow(eventId)).image).toBe("summer-festival-2025.svg");
  });
});

describe("POST /api/admin/v1/events/{eventId}/floor-plan", () => {
  it("the Show/Hide Floor Plan toggle switches from the drawn plan to the upload", async () => {
    const db = await getDb();
    const { eventId } = await insertBoothEvent(db, "Floor plan", [1000]);
    const { guid } = await eventRow(eventId);
    expect(await floorPlanSource(guid)).toEqual({
      src: `/floor-plan/${guid}`,
      width: 1220,
      height: 740,
    });
    expect((await boothEditorData(eventId)).floorPlan.uploaded).toBeNull();
    const png = await picture(1000, 500).png().toBuffer();
    expired.length = 0;
    const answer = await upload(eventId, blob(png, "image/png"), organiser, { kind: "floor-plan" });
    expect(answer.code).toBe(201);
    expect(imageUploadAnswer.safeParse(answer.payload).success).toBe(true);
    expect(await floorPlanSource(guid)).toEqual({
      src: answer.payload.imageUrl,
      width: 1000,
      height: 500,
    });
    await servedWebp(answer.payload.imageUrl);
    expect(expired).toContain("events");
    // the booth editor shows the uploaded plan beside the drawn one
    expect((await boothEditorData(eventId)).floorPlan.uploaded).toEqual({
      src: answer.payload.imageUrl,
      width: 1000,
      height: 500,
    });
    const row = await eventRow(eventId);
    expect(row.floorPlanImageId).toBe(answer.payload.imageId);
    // the event's picture is untouched
    expect(row.image).toBe("summer-festival-2025.svg");

    // a second plan replaces the first; each change audited with the reference before and after
    const next = await upload(
      eventId,
      blob(await picture(400, 300).jpeg().toBuffer(), "image/jpeg"),
      organiser,
      { kind: "floor-plan" },
    );
    expect(next.code).toBe(201);
    expect((await floorPlanSource(guid)).src).toBe(next.payload.imageUrl);
    const audit = await auditOf(eventId, organiser);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { floorPlanImageId: answer.payload.imageId, floorPlan: answer.payload.imageUrl },
        { floorPlanImageId: next.payload.imageId, floorPlan: next.payload.imageUrl },
      ],
      [
        { floorPlanImageId: null, floorPlan: null },
        { floorPlanImageId: answer.payload.imageId, floorPlan: answer.payload.imageUrl },
      ],
    ]);

    // a draft's plan is not public
    await db.update(events).set({ status: "DRAFT" }).where(eq(events.id, eventId));
    expect((await floorPlanSource(guid)).src).toBe(`/floor-plan/${guid}`);
  });

  it("refuses an SVG floor plan", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Floor plan SVG", [1000]);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const answer = await upload(eventId, blob(svg, "image/svg+xml"), organiser, {
      kind: "floor-plan",
      name: "plan.svg",
    });
    expect(answer).toMatchObject({ code: 400, payload: IMAGE_KIND_REFUSED });
    expect((await eventRow(eventId)).floorPlanImageId).toBeNull();
  });
});

describe("GET /media/{file}", () => {
  it("answers 404 for an address that names no stored image", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Media 404", [1000]);
    const png = await picture(10, 10).png().toBuffer();
    const { imageUrl, imageId } = (await upload(eventId, blob(png, "image/png"), organiser))
      .payload;
    const hash = /-([0-9a-f]{8})\.webp$/.exec(imageUrl)![1]!;
    const wrongHash = hash === "00000000" ? "11111111" : "00000000";
    for (const url of [
      `/media/${imageId}-${wrongHash}.webp`,
      `/media/2147483647-${hash}.webp`,
      `/media/99999999999-${hash}.webp`,
      `/media/${imageId}-${hash}.png`,
      `/media/${imageId}.webp`,
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/0-00000000.webp",
    ]) {
      const response = await fetchMedia(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

// --- the S3-compatible store ---

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/**
 * An AWS Signature V4 for S3, written from AWS's description, independently of the client the
 * site uses (checked against AWS's own published example below).
 */
function signatureV4(request: {
  method: string;
  path: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  region: string;
  secret: string;
}): string {
  const [path, query = ""] = request.path.split("?");
  const canonical = [
    request.method,
    path,
    query.split("&").filter(Boolean).sort().join("&"),
    request.signedHeaders
      .map((h) => `${h}:${request.headers[h]!.trim().replace(/\s+/g, " ")}\n`)
      .join(""),
    request.signedHeaders.join(";"),
    request.headers["x-amz-content-sha256"],
  ].join("\n");
  const time = request.headers["x-amz-date"]!;
  const day = time.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", time, scope, sha256Hex(canonical)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${request.secret}`, day), request.region), "s3"),
    "aws4_request",
  );
  return createHmac("sha256", key).update(toSign).digest("hex");
}

const BUCKET_KEY = { id: "test-key", secret: "test-secret", region: "eu-test-1" };

/** Whether a request to the bucket is signed with its key, by signatureV4. */
function signedForBucket(req: http.IncomingMessage): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ""),
    );
  if (!match || match[1] !== BUCKET_KEY.id || match[3] !== BUCKET_KEY.region) return false;
  const signedHeaders = match[4]!.split(";");
  if (!signedHeaders.includes("host") || !signedHeaders.includes("x-amz-date")) return false;
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
  );
  const expected = signatureV4({
    method: req.method!,
    path: req.url!,
    headers,
    signedHeaders,
    region: BUCKET_KEY.region,
    secret: BUCKET_KEY.secret,
  });
  return expected === match[5];
}

type FakeBucket = {
  url: string;
  objects: Map<string, Buffer>;
  requests: { method: string; path: string; sha: string }[];
  down: boolean;
  close: () => Promise<void>;
};

/**
 * A stand-in for an S3-compatible service: keeps objects by path; refuses (403) a request whose
 * AWS Signature V4 is not the one its key gives, and (400) a body that does not match its signed
 * hash.
 */
async function fakeBucket(): Promise<FakeBucket> {
  const bucket = { objects: new Map(), requests: [], down: false } as unknown as FakeBucket;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const sha = String(req.headers["x-amz-content-sha256"] ?? "");
      bucket.requests.push({ method: req.method!, path: req.url!, sha });
      if (bucket.down) return res.writeHead(500).end();
      if (!signedForBucket(req)) return res.writeHead(403).end();
      if (req.method === "PUT") {
        if (sha256Hex(body) !== sha) return res.writeHead(400).end();
        bucket.objects.set(req.url!, body);
        return res.writeHead(200).end();
      }
      const object = bucket.objects.get(req.url!);
      if (!object) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": "image/webp" }).end(object);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  bucket.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bucket.close = () => new Promise((resolve) => server.close(() => resolve()));
  return bucket;
}

const S3_KEYS = [
  "S3_BUCKET",
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

function configureBucket(values: Partial<Record<(typeof S3_KEYS)[number], string>>) {
  for (const key of S3_KEYS) delete process.env[key];
  Object.assign(process.env, values);
  resetEnvForTests();
}

describe("uploads to an S3-compatible bucket (S3_BUCKET set)", () => {
  let bucket: FakeBucket;
  beforeAll(async () => {
    bucket = await fakeBucket();
  });
  afterEach(() => configureBucket({}));
  afterAll(() => bucket.close());

  it("keeps the bytes in the bucket, not the row, and serves them from the site's /media", async () => {
    configureBucket({
      S3_BUCKET: "festival-images",
      S3_REGION: BUCKET_KEY.region,
      S3_ENDPOINT: bucket.url,
      S3_ACCESS_KEY_ID: BUCKET_KEY.id,
      S3_SECRET_ACCESS_KEY: BUCKET_KEY.secret,
    });
    const { eventId } = await insertBoothEvent(await getDb(), "Bucket", [1000]);
    const png = await picture(50, 40).png().toBuffer();
    const answer = await upload(eventId, blob(png, "image/png"), organiser);
    expect(answer.code).toBe(201);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(images)
      .where(eq(images.id, answer.payload.imageId));
    expect(row!.bytes).toBeNull();
    const key = `/festival-images/images/${row!.sha256}.webp`;
    expect(bucket.objects.has(key)).toBe(true);
    expect(bucket.requests.at(-1)).toMatchObject({ method: "PUT", path: key, sha: row!.sha256 });
    const { bytes } = await servedWebp(answer.payload.imageUrl);
    expect(bytes.equals(bucket.objects.get(key)!)).toBe(true);

    // the bucket down: the upload is a clear 503 and nothing changes; serving is a 503 too
    bucket.down = true;
    const refused = await upload(
      eventId,
      blob(await picture(5, 5).png().toBuffer(), "image/png"),
      organiser,
    );
    expect(refused).toMatchObject({
      code: 503,
      payload: IMAGE_STORE_UNAVAILABLE,
      errorCode: "errors.images.storeUnavailable",
    });
    expect((await eventRow(eventId)).image).toBe(answer.payload.imageUrl);
    expect((await fetchMedia(answer.payload.imageUrl)).status).toBe(503);
    bucket.down = false;
  });

  it("the bucket's signature check agrees with AWS's published example", () => {
    // "GET Object" in AWS's Signature Version 4 examples for S3
    const empty = sha256Hex("");
    expect(
      signatureV4({
        method: "GET",
        path: "/test.txt",
        headers: {
          host: "examplebucket.s3.amazonaws.com",
          range: "bytes=0-9",
          "x-amz-content-sha256": empty,
          "x-amz-date": "20130524T000000Z",
        },
        signedHeaders: ["host", "range", "x-amz-content-sha256", "x-amz-date"],
        region: "us-east-1",
        secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      }),
    ).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("a wrong secret is refused by the bucket: a clear 503, nothing stored", async () => {
    configureBucket({
      S3_BUCKET: "festival-images",
      S3_REGION: BUCKET_KEY.region,
      S3_ENDPOINT: bucket.url,
      S3_ACCESS_KEY_ID: BUCKET_KEY.id,
      S3_SECRET_ACCESS_KEY: "not-the-secret",
    });
    const { eventId } = await insertBoothEvent(await getDb(), "Bucket wrong key", [1000]);
    const stored = bucket.objects.size;
    const answer = await upload(
      eventId,
      blob(await picture(6, 6).png().toBuffer(), "image/png"),
      organiser,
    );
    expect(answer).toMatchObject({ code: 503, payload: IMAGE_STORE_UNAVAILABLE });
    expect(bucket.objects.size).toBe(stored);
    expect((await eventRow(eventId)).image).toBe("summer-festival-2025.svg");
  });

  it("still serves pictures kept in PostgreSQL before the bucket was configured", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Before bucket", [1000]);
    const answer = await upload(
      eventId,
      blob(await picture(8, 8).png().toBuffer(), "image/png"),
      organiser,
    );
    configureBucket({
      S3_BUCKET: "festival-images",
      S3_ENDPOINT: bucket.url,
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
    });
    await servedWebp(answer.payload.imageUrl);
  });

  it("refuses a half-configured bucket at start", () => {
    configureBucket({ S3_BUCKET: "festival-images" });
    expect(() => env()).toThrow(/S3_ACCESS_KEY_ID: needed with S3_BUCKET/);
    configureBucket({ S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" });
    expect(() => env()).toThrow(/S3_BUCKET: needed with/);
  });
});
