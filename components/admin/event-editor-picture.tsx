"use client";

import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { FieldGroup, SelectField, TextField } from "../forms/console-fields";
import {
  LABELS,
  type AdminEventJson,
  type EventFieldText,
  type EventFormValues,
} from "./event-editor-schema";
import { eventPictureUpload, ImageUpload } from "./event-editor-upload";

/** The image select's choices: the files there, and the saved picture (an upload, or a file gone). */
function imageChoices(images: readonly string[], current: string): string[] {
  return current && !images.includes(current) ? [current, ...images] : [...images];
}

const uploaded = (image: string) => image.startsWith("/media/");

function imageLabel(image: string, images: readonly string[]): string {
  if (uploaded(image)) return "The uploaded picture";
  return images.includes(image) ? image : `${image} (file not found)`;
}

/** The event's picture: one of the site's files, or (once the event exists) an upload. */
export function PictureFields({
  form,
  errors,
  text,
  saved,
  savedImage,
  images,
  onUploaded,
}: {
  form: UseFormReturn<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
  text: EventFieldText;
  saved: AdminEventJson | null;
  /** The picture the form was loaded with or last saved. */
  savedImage: string;
  images: readonly string[];
  onUploaded: (imageUrl: string) => void;
}) {
  const choices = imageChoices(images, savedImage);
  return (
    <FieldGroup legend="Picture">
      {choices.length > 0 ? (
        <SelectField
          label={LABELS.eventImage}
          registration={form.register("eventImage")}
          error={errors.eventImage}
          hint={
            saved
              ? "One of the site's pictures (public/images/events), or upload your own below. The preview above shows it."
              : "One of the site's pictures (public/images/events). After creating the event you can upload your own here."
          }
        >
          {choices.map((image) => (
            <option key={image} value={image}>
              {imageLabel(image, images)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          {...text("eventImage")}
          dir="ltr"
          hint="The name of a file in public/images/events, for example summer-festival-2025.svg."
        />
      )}
      {saved && <ImageUpload kind={eventPictureUpload(saved.eventId)} onUploaded={onUploaded} />}
    </FieldGroup>
  );
}
