/** Errors in Stripe's JSON shape: `{ error: { type, message, code?, param? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    if (this.code)
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, "-")}`;
    return { error };
  }
}

interface ErrorOptions {
  status?: number;
  code?: string;
  param?: string;
}

export function invalid(message: string, opts: ErrorOptions = {}): ApiError {
  return new ApiError(opts.status ?? 400, "invalid_request_error", message, opts.code, opts.param);
}

export function missingParam(param: string): ApiError {
  return invalid(`Missing required param: ${param}.`, { code: "parameter_missing", param });
}

export function noSuch(kind: string, id: string, param: string, status = 404): ApiError {
  return invalid(`No such ${kind}: '${id}'`, { status, code: "resource_missing", param });
}

export function unauthorized(message: string): ApiError {
  return new ApiError(401, "invalid_request_error", message);
}

export function apiDown(): ApiError {
  return new ApiError(
    503,
    "api_error",
    "Stripe is temporarily unavailable (stripe-local was set down). Please try again later.",
  );
}
