import { findContractVersion } from "@/lib/events/queries/contracts";
import { contractPdf } from "@/lib/requirements/pdf";
import { route } from "@/lib/http/access";
import { guidSchema } from "@/lib/http/public-fields";

type Context = { params: Promise<{ guid: string; file: string }> };

const notFound = () =>
  new Response("Contract not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * GET /contracts/{eventGuid}/{version}.pdf: one version of an event's vendor contract, rendered
 * from its stored text once per process (see `contractPdf`). A version's text never changes, so
 * the PDF may be cached for a year.
 */
export const GET = route(
  { access: "public", csrf: false },
  async (_request, { params }: Context) => {
    const { guid, file } = await params;
    const eventGuid = guidSchema.safeParse(guid);
    const version = /^([A-Za-z0-9._-]{1,40})\.pdf$/.exec(file)?.[1];
    if (!eventGuid.success || !version) return notFound();
    const contract = await findContractVersion(eventGuid.data, version);
    if (!contract) return notFound();
    const pdf = await contractPdf(contract);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="vendor-contract-${version}.pdf"`,
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  },
);
