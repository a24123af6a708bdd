import "server-only";
import { keepImage } from "../events/images";
import { listingsChanged } from "../cache/tags";
import { listingOrderFor, listingView } from "./listings";
import { setListingLogo } from "./queries";
import type { VendorListing } from "./resource";

/**
 * The listing's logo becomes the upload (the event image upload's rules: PNG, JPEG or WebP, at
 * most 5 MB, kept re-encoded as WebP and served from /media/); the rest of the listing stays.
 */
export async function uploadListingLogo(
  accountId: number,
  orderId: number,
  file: File,
): Promise<VendorListing> {
  // refused before the picture is read when the order is not the caller's booked one
  await listingOrderFor(accountId, orderId);
  const view = await keepImage(file, async (tx, url) => {
    const order = await listingOrderFor(accountId, orderId, tx);
    await setListingLogo(tx, orderId, url);
    return listingView(order, tx);
  });
  listingsChanged();
  return view;
}
