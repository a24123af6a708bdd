import { AddonRequestQueue } from "@/components/admin/addon-request-queue";
import { ConsolePage, consoleMetadata } from "@/components/admin/console-page";
import { ADDON_REQUEST_STATUSES, type AddonRequestStatus } from "@/db/queries/model";
import { addonRequestList } from "@/lib/addons/requests";
import { REQUEST_STATUS_WORDS, addonRequestOf } from "@/lib/addons/resource";

export const metadata = consoleMetadata("Add-on requests");

type Search = { status?: string };
type Props = { searchParams: Promise<Search> };

/** The status the address names; anything else shows the requests waiting for a decision. */
function statusOf(search: Search): AddonRequestStatus {
  const status = typeof search.status === "string" ? search.status : undefined;
  return ADDON_REQUEST_STATUSES.includes(status as AddonRequestStatus)
    ? (status as AddonRequestStatus)
    : "PENDING";
}

async function Queue({ searchParams }: Props) {
  const status = statusOf(await searchParams);
  const requests = (await addonRequestList(status)).map(addonRequestOf);
  const words = REQUEST_STATUS_WORDS[status].toLowerCase();
  return (
    <div className="space-y-6">
      <form
        method="get"
        action="/admin/addon-requests"
        className="flex flex-wrap items-end gap-4 card p-4"
      >
        <div>
          <label htmlFor="addon-requests-status" className="field-label">
            Status
          </label>
          <select
            id="addon-requests-status"
            name="status"
            defaultValue={status}
            className="field-input"
          >
            {ADDON_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Show requests
        </button>
      </form>
      <p role="status" className="text-ink-soft">
        {requests.length === 1 ? "1 request" : `${requests.length} requests`}: {words}
        {status === "PENDING" && ", oldest first"}. Approving adds the add-on to the order as a
        charge with fees and HST; the vendor pays it with the balance.
      </p>
      <AddonRequestQueue
        requests={requests}
        emptyText={
          status === "PENDING" ? "No add-on request is waiting for a decision." : `None ${words}.`
        }
      />
    </div>
  );
}

export default function AdminAddonRequestsPage({ searchParams }: Props) {
  return (
    <ConsolePage heading="Add-on requests" gap={4} path="/admin/addon-requests">
      <Queue searchParams={searchParams} />
    </ConsolePage>
  );
}
