import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One way to write a form: every form that sends something is a react-hook-form form (its
// fields registered, its errors from the resource's checks, the server's issues on their
// fields). What may hold a <form> without one: a search or filter sent as a GET query (the
// address says what is shown), and the shared wrappers the react-hook-form forms render through.

const root = path.resolve(import.meta.dirname, "../..");

/** The shared form wrappers: their onSubmit is always a react-hook-form handleSubmit. */
const WRAPPERS = new Set([
  "components/forms/named-form.tsx",
  "components/forms/console-fields.tsx",
  "components/account/account-fields.tsx",
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith(".tsx") ? [relative] : [];
  });
}

/** The opening tags of the file's forms, whole (they may span lines). */
const formTags = (source: string) => source.match(/<form\b[^>]*>/g) ?? [];

/** Whether a form's sending goes through react-hook-form, or needs none. */
function formsFollowTheRule(file: string, source: string): boolean {
  const tags = formTags(source);
  if (tags.length === 0) return true;
  if (WRAPPERS.has(file)) return true;
  if (/\buseForm\s*[<(]/.test(source)) return true;
  return tags.every((tag) => /method="get"/.test(tag));
}

describe("one way to write a form", () => {
  const files = [...sourceFiles("components"), ...sourceFiles("app")];

  it("finds the site's forms (the check reads what it should)", () => {
    const withForms = files.filter(
      (f) => formTags(fs.readFileSync(path.join(root, f), "utf8")).length,
    );
    expect(withForms.length).toBeGreaterThan(30);
    expect(withForms).toContain("components/account/login-form.tsx");
  });

  it("every form that sends something is a react-hook-form form", () => {
    const others = files.filter(
      (f) => !formsFollowTheRule(f, fs.readFileSync(path.join(root, f), "utf8")),
    );
    expect(others).toEqual([]);
  });

  it("refuses a form kept in component state, and allows a GET filter", () => {
    const stateForm = `const [v, setV] = useState("");\nreturn <form onSubmit={send}><input value={v} /></form>;`;
    expect(formsFollowTheRule("components/x/new-form.tsx", stateForm)).toBe(false);
    const filter = `return <form\n method="get" action="/admin/orders"><input name="q" /></form>;`;
    expect(formsFollowTheRule("app/x/page.tsx", filter)).toBe(true);
    const hooked = `const form = useForm<Values>({});\nreturn <form onSubmit={form.handleSubmit(save)} />;`;
    expect(formsFollowTheRule("components/x/new-form.tsx", hooked)).toBe(true);
  });
});
