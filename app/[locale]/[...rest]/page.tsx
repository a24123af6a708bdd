import { notFound } from "next/navigation";

/** Any other address in either language: the localized "Page not found". */
export default function UnknownPage() {
  notFound();
}
