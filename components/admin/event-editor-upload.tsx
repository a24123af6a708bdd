"use client";

import { useId, useRef, useState } from "react";
import type { Envelope } from "@/lib/api";
import { payloadMessage } from "@/lib/client-api";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_INVALID_MESSAGE, CSRF_TOKEN_PATH } from "@/lib/csrf-names";

// Uploading an event's own picture: POST /api/admin/v1/events/{eventId}/image, multipart with
// `file` (lib/http/admin/images.ts). The upload is saved at once: the event's picture becomes the
// uploaded one, whatever else the form holds unsaved.

/** The endpoint's limit (lib/admin/images.ts MAX_IMAGE_BYTES), checked before sending. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/png,image/jpeg,image/webp";

type Uploaded = {
  eventId: number;
  imageId: number;
  imageUrl: string;
  width: number;
  height: number;
};

function storedCsrfToken(): string | undefined {
  const cookie = document.cookie
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)) : undefined;
}

async function freshCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: "same-origin", cache: "no-store" });
  return ((await response.json()) as Envelope<{ token: string }>).payload.token;
}

/**
 * A multipart POST with the anti-forgery double submit, as `sendJson` (lib/client-api.ts) does
 * for JSON: a token out of date is fetched anew and the upload sent once more. Throws when the
 * server cannot be reached.
 */
async function sendForm<T>(url: string, data: FormData): Promise<Envelope<T>> {
  const post = (token: string) =>
    fetch(url, {
      method: "POST",
      body: data,
      headers: { [CSRF_HEADER]: token, "Accept-Language": "en" },
      credentials: "same-origin",
    });
  let response = await post(storedCsrfToken() ?? (await freshCsrfToken()));
  if (response.status === 403) {
    const refused = (await response
      .clone()
      .json()
      .catch(() => null)) as Envelope | null;
    if (refused?.payload === CSRF_INVALID_MESSAGE) response = await post(await freshCsrfToken());
  }
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return {
      status: response.status === 413 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR",
      payload: (response.status === 413
        ? "The picture is too large: at most 5 MB."
        : "The server's answer could not be read.") as T,
    };
  }
}

/** The file input and its Upload button; `onUploaded` gets the picture's new address. */
export function ImageUpload({
  eventId,
  onUploaded,
}: {
  eventId: number;
  onUploaded: (imageUrl: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function upload() {
    setMessage(null);
    if (!file) {
      setMessage({ ok: false, text: "Choose a picture to upload first." });
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setMessage({ ok: false, text: "The picture is too large: at most 5 MB." });
      return;
    }
    const data = new FormData();
    data.append("file", file);
    setBusy(true);
    let result: Envelope<Uploaded>;
    try {
      result = await sendForm<Uploaded>(`/api/admin/v1/events/${eventId}/image`, data);
    } catch {
      setMessage({
        ok: false,
        text: "Not uploaded: the server could not be reached. Check the connection, then try again.",
      });
      return;
    } finally {
      setBusy(false);
    }
    if (result.status !== "CREATED" && result.status !== "OK") {
      setMessage({
        ok: false,
        text: `Not uploaded: ${payloadMessage(result.payload, "the picture was refused.")}`,
      });
      return;
    }
    onUploaded(result.payload.imageUrl);
    setFile(null);
    if (input.current) input.current.value = "";
    setMessage({
      ok: true,
      text: "Picture uploaded and saved: the event shows it now (the preview too).",
    });
  }

  return (
    <div>
      <label htmlFor={`${id}-file`} className="field-label">
        Upload a picture
      </label>
      <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-ink-muted">
        PNG, JPEG or WebP, at most 5 MB; a wide picture (3 by 2) fits best. Uploading saves the
        picture at once, apart from the rest of the form.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-hint${message ? ` ${id}-message` : ""}`}
          className="block max-w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border file:border-ink/20 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-100"
          onChange={(e) => {
            setMessage(null);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void upload()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? "Uploading…" : "Upload picture"}
        </button>
      </div>
      <p id={`${id}-message`} className="mt-2 text-sm font-medium">
        <span role="status" className="text-green-800">
          {message?.ok ? message.text : ""}
        </span>
        <span role="alert" className="text-crimson">
          {message && !message.ok ? message.text : ""}
        </span>
      </p>
    </div>
  );
}
