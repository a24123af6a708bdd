"use client";

import { useId, useRef, useState } from "react";
import { IMAGE_ROUTES } from "@/lib/events/api";
import type { Envelope } from "@/lib/http/envelope";
import { answerMessage, sendForm } from "@/lib/http/client";
import { routeUrl, type RouteAnswer } from "@/lib/http/route-contract";
import { FilePicker } from "../forms/file-picker";

// Uploading an event's picture or floor plan: POST /api/admin/v1/events/{eventId}/image or
// /floor-plan, multipart with `file` (IMAGE_ROUTES in lib/events/api.ts). The upload is saved at
// once, whatever else the page holds unsaved.

/** The endpoint's limit (lib/events/images.ts MAX_IMAGE_BYTES), checked before sending. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/png,image/jpeg,image/webp";

type Uploaded = RouteAnswer<typeof IMAGE_ROUTES.eventImage>;

/** What an upload is for: where it goes and the words around it. */
export type UploadKind = {
  /** The upload's address: its route's path for the event (`routeUrl(IMAGE_ROUTES.floorPlan, {eventId})`). */
  path: string;
  label: string;
  hint: string;
  button: string;
  /** Said once it is saved. */
  saved: string;
};

/** The event's own picture, in the event editor. */
export const eventPictureUpload = (eventId: number): UploadKind => ({
  path: routeUrl(IMAGE_ROUTES.eventImage, { eventId }),
  label: "Upload a picture",
  hint: "PNG, JPEG or WebP, at most 5 MB; a wide picture (3 by 2) fits best. Uploading saves the picture at once, apart from the rest of the form.",
  button: "Upload picture",
  saved: "Picture uploaded and saved: the event shows it now (the preview too).",
});

/** The file input and its Upload button; `onUploaded` gets the picture's new address. */
export function ImageUpload({
  kind,
  onUploaded,
}: {
  kind: UploadKind;
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
      result = await sendForm<Uploaded>(kind.path, data);
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
        text: `Not uploaded: ${answerMessage(result, "the picture was refused.")}`,
      });
      return;
    }
    onUploaded(result.payload.imageUrl);
    setFile(null);
    if (input.current) input.current.value = "";
    setMessage({ ok: true, text: kind.saved });
  }

  return (
    <div>
      <label htmlFor={`${id}-file`} className="field-label">
        {kind.label}
      </label>
      <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-ink-muted">
        {kind.hint}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          ref={input}
          id={`${id}-file`}
          accept={ACCEPT}
          aria-describedby={`${id}-hint${message ? ` ${id}-message` : ""}`}
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
          {busy ? "Uploading…" : kind.button}
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
