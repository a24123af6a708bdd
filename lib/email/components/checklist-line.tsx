import { Link, Text } from "@react-email/components";
import { siteUrl } from "../../../config/env";
import { localePath, type Locale } from "../../i18n/locales";
import { translator } from "../../i18n/messages";
import type { ThingsToDo } from "../../requirements/things-to-do";
import { checklistPath, thingsToDoLine } from "../../requirements/things-to-do-words";

/** A booked booth's remaining things to do, with the link to the profile's checklist. */
export function ChecklistLine({
  locale,
  orderId,
  todo,
}: {
  locale: Locale;
  orderId: number;
  todo: ThingsToDo;
}) {
  return (
    <Text>
      {thingsToDoLine(todo, locale)}{" "}
      <Link href={`${siteUrl()}${localePath(locale, checklistPath(orderId))}`}>
        {translator(locale)("checklist.seeChecklist")}
      </Link>
    </Text>
  );
}
