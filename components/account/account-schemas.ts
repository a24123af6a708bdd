import type {
  LoginInput,
  LostPasswordInput,
  RegisterInput,
  ResetPasswordInput,
  VisitorRegisterInput,
} from "@/lib/accounts/api";
import { lazyZodResolver } from "../forms/zod-resolver";

// The public account forms' schemas and routes (login, sign-ups, lost and reset password), with
// zod, load as a visitor starts on one of them: these pages start without them.
const accounts = () => import("@/lib/accounts/api");
type Accounts = Awaited<ReturnType<typeof accounts>>;

export const loginForm = lazyZodResolver<Accounts, LoginInput>(accounts, (m) => m.loginSchema);
export const registerForm = lazyZodResolver<Accounts, RegisterInput>(
  accounts,
  (m) => m.registerSchema,
);
export const visitorForm = lazyZodResolver<Accounts, VisitorRegisterInput>(
  accounts,
  (m) => m.visitorRegisterSchema,
);
export const lostPasswordForm = lazyZodResolver<Accounts, LostPasswordInput>(
  accounts,
  (m) => m.lostPasswordSchema,
);
export const resetPasswordForm = lazyZodResolver<Accounts, ResetPasswordInput>(
  accounts,
  (m) => m.resetPasswordSchema,
);

/** An account route, for a form's `send`: its module is loaded by then, or fails as NetworkError. */
export const accountRoute = async <K extends keyof Accounts["ACCOUNT_ROUTES"]>(name: K) =>
  (await loginForm.loaded()).ACCOUNT_ROUTES[name];
