import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { registerPageCache } from "@/lib/cache/tags";
import { ENDPOINTS } from "@/lib/http/endpoints";
import { dispatcher } from "@/lib/http/endpoint";
import { registerAfterResponse } from "@/lib/platform/after-response";

// A booking expires the cached pages that show booth or seat state at once (not
// stale-while-revalidate): the next request renders fresh data. The public reads that pages
// cache (the program) are answered from that cache here too.
registerPageCache((tag) => revalidateTag(tag, { expire: 0 }), { cachedReads: true });
// Work a request leaves for after its answer (a reset e-mail) runs once the response is sent.
registerAfterResponse((task) => after(task));

// Every API endpoint is declared once in lib/http/endpoints.ts; this one handler serves them all.
const dispatch = dispatcher(ENDPOINTS);

export const GET = dispatch;
export const HEAD = dispatch;
export const POST = dispatch;
export const PUT = dispatch;
export const DELETE = dispatch;
export const PATCH = dispatch;
