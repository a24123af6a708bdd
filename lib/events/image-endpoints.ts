import "server-only";
import { MAX_IMAGE_BYTES, uploadEventImage, uploadFloorPlan, type UploadedImage } from "./images";
import { IMAGE_ROUTES, uploadedImageOf } from "./api";
import { appError } from "../http/envelope";
import { ORGANISERS } from "../http/office-fields";
import { endpoint, type Endpoint } from "../http/endpoint";

/** A file over 5 MB is refused as it streams in, by the same code as one refused once read. */
const multipart = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: () => appError("PAYLOAD_TOO_LARGE", "errors.images.tooLarge"),
};

const UPLOAD =
  "multipart/form-data with `file`: a PNG, JPEG or WebP image (by its bytes; SVG and anything else refused) of at most 5 MB and 4000 x 4000 px -> 201 {eventId, imageId, imageUrl, width, height}; the picture is re-encoded as WebP without metadata and served from imageUrl (/media/..., cached for a year); BAD_REQUEST for a refused file, NOT_FOUND for an unknown event";

/** An upload endpoint: `route` stores the file by `store`, which answers the image. */
function uploadEndpoint({
  route,
  summary,
  description,
  store,
}: {
  route: (typeof IMAGE_ROUTES)[keyof typeof IMAGE_ROUTES];
  summary: string;
  description: string;
  store: (actorId: number, eventId: number, file: File) => Promise<UploadedImage>;
}): Endpoint {
  return endpoint({
    ...route,
    summary,
    description: `${UPLOAD}; ${description}`,
    access: ORGANISERS,
    csrf: true,
    multipart,
    handle: async ({ caller, params, body }) =>
      uploadedImageOf(await store(caller.accountId, params.eventId, body.file)),
  });
}

/** The organiser API's image uploads (event art and floor plans). */
export const IMAGES_ENDPOINTS: readonly Endpoint[] = [
  uploadEndpoint({
    route: IMAGE_ROUTES.eventImage,
    summary: "Upload an event's picture (organisers)",
    description: "the event's eventImage becomes imageUrl",
    store: uploadEventImage,
  }),
  uploadEndpoint({
    route: IMAGE_ROUTES.floorPlan,
    summary: "Upload an event's floor plan (organisers)",
    description:
      "the event page's Show/Hide Floor Plan shows it instead of the plan drawn from the sections",
    store: uploadFloorPlan,
  }),
];
