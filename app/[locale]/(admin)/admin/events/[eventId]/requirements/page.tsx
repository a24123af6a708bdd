import Link from "next/link";
import {
  EditorEventHeader,
  eventPageData,
  eventReturnPath,
} from "@/components/admin/event-console-page";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { RequirementEditor } from "@/components/admin/requirement-editor";
import { contractEvent } from "@/lib/requirements/compliance";
import { eventRequirements } from "@/lib/requirements/office";
import { requirementOf } from "@/lib/requirements/resource/requirement";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Requirements");

async function Editor({ params }: Props) {
  const { event, requirements } = await eventPageData(params, async (eventId) => ({
    event: await contractEvent(eventId),
    requirements: (await eventRequirements(eventId)).map(requirementOf),
  }));
  return (
    <>
      <EditorEventHeader event={event}>
        <Link
          href={`/admin/events/${event.id}/compliance`}
          prefetch={false}
          className="font-semibold text-teal underline"
        >
          Compliance
        </Link>
        <Link
          href={`/admin/documents?eventId=${event.id}`}
          prefetch={false}
          className="font-semibold text-teal underline"
        >
          Documents to review
        </Link>
      </EditorEventHeader>
      <RequirementEditor eventId={event.id} requirements={requirements} />
    </>
  );
}

export default function AdminRequirementsPage({ params }: Props) {
  return (
    <ConsolePage heading="Requirements" gap={4} path={eventReturnPath(params, "/requirements")}>
      <Editor params={params} />
    </ConsolePage>
  );
}
