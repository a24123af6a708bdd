import { lazyModule, lazyZodResolver } from "../forms/zod-resolver";

// The public account forms' schemas and routes (login, sign-ups, lost and reset password), with
// zod, load as a visitor starts on one of them: these pages start without them.
export const accounts = lazyModule(() => import("@/lib/accounts/api"));

export const loginResolver = lazyZodResolver(accounts, (m) => m.loginSchema);
export const registerResolver = lazyZodResolver(accounts, (m) => m.registerSchema);
export const visitorResolver = lazyZodResolver(accounts, (m) => m.visitorRegisterSchema);
export const lostPasswordResolver = lazyZodResolver(accounts, (m) => m.lostPasswordSchema);
export const resetPasswordResolver = lazyZodResolver(accounts, (m) => m.resetPasswordSchema);

type Routes = Awaited<ReturnType<typeof accounts.loaded>>["ACCOUNT_ROUTES"];

/** An account route, for a form's `send`: once the module is loaded, or NetworkError. */
export const accountRoute = async <K extends keyof Routes>(name: K) =>
  (await accounts.loaded()).ACCOUNT_ROUTES[name];
