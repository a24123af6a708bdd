import "server-only";
import { z } from "zod";
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  uploadEventImage,
  uploadFloorPlan,
  type UploadedImage,
} from "./images";
import { eventIdSchema } from "../validation";
import * as answers from "../http/answers";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";

const FILE_REQUIRED = "file is required: a PNG, JPEG or WebP image of at most 5 MB.";

/** The multipart/form-data body of an upload: one field, `file`. */
const uploadSchema = z.object({
  file: z.instanceof(File, { error: FILE_REQUIRED }).meta({
    type: "string",
    contentMediaType: "application/octet-stream",
    description:
      "The image: PNG, JPEG or WebP by its bytes (SVG refused), at most 5 MB and 4000 x 4000 px; stored re-encoded as WebP without metadata.",
  }),
});

const multipart = { maxBytes: MAX_IMAGE_BYTES, tooLarge: IMAGE_TOO_LARGE };

const uploadPayload = ({ eventId, imageId, url, width, height }: UploadedImage) => ({
  eventId,
  imageId,
  imageUrl: url,
  width,
  height,
});

const UPLOAD =
  "multipart/form-data with `file`: a PNG, JPEG or WebP image (by its bytes; SVG and anything else refused) of at most 5 MB and 4000 x 4000 px -> 201 {eventId, imageId, imageUrl, width, height}; the picture is re-encoded as WebP without metadata and served from imageUrl (/media/..., cached for a year); BAD_REQUEST for a refused file, NOT_FOUND for an unknown event";

/** An upload endpoint: POST `path` stores the file by `store`, which answers the image. */
function uploadEndpoint({
  path,
  summary,
  description,
  store,
}: {
  path: string;
  summary: string;
  description: string;
  store: (actorId: number, eventId: number, file: File) => Promise<UploadedImage>;
}): Endpoint {
  return endpoint({
    method: "POST",
    path,
    summary,
    description: `${UPLOAD}; ${description}`,
    access: ORGANISERS,
    csrf: true,
    params: z.object({ eventId: eventIdSchema }),
    multipart,
    body: uploadSchema,
    answer: answers.imageUploadAnswer,
    status: "CREATED",
    handle: async ({ caller, params, body }) =>
      uploadPayload(await store(caller.accountId, params.eventId, body.file)),
  });
}

/** The organiser API's image uploads (event art and floor plans). */
export const IMAGES_ENDPOINTS: readonly Endpoint[] = [
  uploadEndpoint({
    path: "/api/admin/v1/events/{eventId}/image",
    summary: "Upload an event's picture (organisers)",
    description: "the event's eventImage becomes imageUrl",
    store: uploadEventImage,
  }),
  uploadEndpoint({
    path: "/api/admin/v1/events/{eventId}/floor-plan",
    summary: "Upload an event's floor plan (organisers)",
    description:
      "the event page's Show/Hide Floor Plan shows it instead of the plan drawn from the sections",
    store: uploadFloorPlan,
  }),
];
