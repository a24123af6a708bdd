"use client";

import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ApiStatus, Envelope } from "@/lib/http/envelope";
import type { ApiRoute, RouteAnswer, RouteInput } from "@/lib/http/route-contract";
import { answerMessage, call } from "@/lib/http/client";

// How the console's forms save (the coupon and event editors): the values go to the organiser
// API, and what it refuses is shown next to the fields its issues name by `path` (the API's field
// names, which each form maps to its own fields).

/** A message of the API placed on the form's field it names, in the form's words. */
type PlacedMessage<V extends FieldValues> = { field: Path<V>; message: string };

export type SaveOutcome<T> =
  | { kind: "saved"; payload: T }
  /** The server could not be reached: nothing was saved. */
  | { kind: "unreachable" }
  /**
   * Refused: `marked` fields now show the API's messages about them (the first has the focus);
   * `unplaced` are the messages no field was found for.
   */
  | { kind: "refused"; status: ApiStatus; marked: number; unplaced: string[] };

/** Saves through a declared route (`call(route, input)`). */
export type Save = <R extends ApiRoute>(
  route: R,
  input: RouteInput<R>,
) => Promise<SaveOutcome<RouteAnswer<R>>>;

/**
 * Saving a react-hook-form form through the organiser API: `save(route, input)` calls the route
 * (POST to create, PUT to change), and on a refusal marks the fields its issues are about, as
 * `fieldOfIssue` places them: it is given each issue's message and `path` (the API's field
 * names, `[]` for a refusal that names no field); `fallback` stands for a refusal that carries
 * no message.
 */
export function useApiSave<V extends FieldValues>(
  form: UseFormReturn<V>,
  fieldOfIssue: (message: string, path: readonly (string | number)[]) => PlacedMessage<V> | null,
  fallback: string,
): Save {
  return useCallback(
    async function save(route: ApiRoute, input: unknown): Promise<SaveOutcome<unknown>> {
      let result: Envelope<unknown>;
      try {
        result = await call(route, input as RouteInput<ApiRoute>);
      } catch {
        return { kind: "unreachable" };
      }
      if (result.status === "OK" || result.status === "CREATED")
        return { kind: "saved", payload: result.payload };
      const issues: { message: string; path: readonly (string | number)[] }[] = result.issues
        ?.length
        ? result.issues
        : result.errors?.length
          ? result.errors.map((message) => ({ message, path: [] }))
          : [{ message: answerMessage(result, fallback), path: [] }];
      const unplaced: string[] = [];
      let marked = 0;
      for (const { message, path } of issues) {
        const placed = fieldOfIssue(message, path);
        if (placed) {
          form.setError(
            placed.field,
            { type: "server", message: placed.message },
            { shouldFocus: marked === 0 },
          );
          marked++;
        } else unplaced.push(message);
      }
      return { kind: "refused", status: result.status, marked, unplaced };
    },
    [form, fieldOfIssue, fallback],
  ) as Save;
}
