"use client";

import { FieldGroup, TextField } from "../forms/console-fields";
import type { EventFieldText } from "./event-editor-schema";

/** The event's name, place and description, English beside Arabic. */
export function NameFields({ text }: { text: EventFieldText }) {
  return (
    <FieldGroup
      legend="Name, place and description"
      intro="English on the left, Arabic on the right (on a phone, the Arabic follows each English field)."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...text("eventName")} required />
        <TextField {...text("eventNameAr")} arabic />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...text("eventLocation")} required hint="The venue's name." />
        <TextField {...text("eventLocationAr")} arabic hint="The venue's name in Arabic." />
      </div>
      <TextField
        {...text("eventAddress")}
        required
        hint="As written on the venue; both pages show it in English."
        autoComplete="off"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...text("eventDescription")} required textarea rows={4} />
        <TextField {...text("eventDescriptionAr")} arabic textarea rows={4} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...text("eventDetails")}
          required
          textarea
          rows={3}
          hint="The small print under the description: hours, parking, what to bring."
        />
        <TextField
          {...text("eventDetailsAr")}
          arabic
          textarea
          rows={3}
          hint="The same in Arabic."
        />
      </div>
    </FieldGroup>
  );
}
