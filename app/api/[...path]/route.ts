import { ENDPOINTS } from "@/lib/http/endpoints";
import { dispatcher } from "@/lib/http/endpoint";

// Every API endpoint is declared once in lib/http/endpoints.ts; this one handler serves them all.
const dispatch = dispatcher(ENDPOINTS);

export const GET = dispatch;
export const HEAD = dispatch;
export const POST = dispatch;
export const PUT = dispatch;
export const DELETE = dispatch;
export const PATCH = dispatch;
