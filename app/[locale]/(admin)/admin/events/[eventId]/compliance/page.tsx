import { ComplianceMatrix } from "@/components/admin/compliance-matrix";
import { EditorEventHeader, eventPageData } from "@/components/admin/event-console-page";
import {
  COMPLIANCE_FILTERS,
  complianceOf,
  type ComplianceView,
} from "@/lib/requirements/resource/compliance";
import { complianceMatrix, type ComplianceFilter } from "@/lib/requirements/compliance";
import { EXPORT_FORMATS, EXPORT_ROUTES } from "@/lib/console/api/exports";
import { routeUrl } from "@/lib/http/route-contract";
import {
  ConsoleLink,
  EventConsolePage,
  consoleMetadata,
  type EventPageProps,
} from "@/components/admin/console-page";

type Props = EventPageProps & {
  searchParams: Promise<{ filter?: string | string[] }>;
};

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata = consoleMetadata("Compliance");

/** The filter the address names; anything else shows every row. */
function filterOf(raw: string | string[] | undefined): ComplianceFilter | undefined {
  return COMPLIANCE_FILTERS.find((f) => f === raw);
}

function Downloads({ matrix }: { matrix: ComplianceView }) {
  return (
    <section aria-labelledby="compliance-downloads" className="space-y-3 card p-4 sm:p-6">
      <h2 id="compliance-downloads" className="text-2xl font-bold">
        Download the matrix
      </h2>
      <div className="flex flex-wrap gap-3">
        {EXPORT_FORMATS.map((format) => (
          <a
            key={format}
            href={routeUrl(
              EXPORT_ROUTES.download,
              { name: `compliance.${format}` },
              { eventId: matrix.eventId },
            )}
            download
            className="btn-secondary"
          >
            Download compliance ({format.toUpperCase()})
          </a>
        ))}
      </div>
      <p className="text-sm text-ink-soft">
        Every booked order, statuses in words; XLSX has filter buttons on the header row.
      </p>
    </section>
  );
}

async function Matrix({ params, searchParams }: Props) {
  const filter = filterOf((await searchParams).filter);
  const data = await eventPageData(params, (eventId) => complianceMatrix(eventId, { filter }));
  const matrix = complianceOf(data);
  return (
    <>
      <EditorEventHeader event={data.event}>
        <ConsoleLink href={`/admin/events/${data.event.id}/requirements`}>Requirements</ConsoleLink>
        <ConsoleLink href={`/admin/documents?eventId=${data.event.id}`}>
          Documents to review
        </ConsoleLink>
      </EditorEventHeader>
      <div className="space-y-6">
        <ComplianceMatrix matrix={matrix} />
        <Downloads matrix={matrix} />
      </div>
    </>
  );
}

export default function AdminCompliancePage({ params, searchParams }: Props) {
  return (
    <EventConsolePage heading="Compliance" gap={4} params={params} tail="/compliance">
      <Matrix params={params} searchParams={searchParams} />
    </EventConsolePage>
  );
}
