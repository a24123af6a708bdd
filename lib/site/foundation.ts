import { siteUrl } from "../../config/env";

export const FOUNDATION_NAME = "Mahrajan Arts Foundation";

export const CONTACT = {
  address: "300 City Centre Dr, Mississauga, ON L5B 3C1",
  email: "info@mahrajan.events",
  phone: "+1 (905) 555-0123",
  mapUrl:
    "https://www.openstreetmap.org/search?query=300%20City%20Centre%20Dr%2C%20Mississauga%2C%20ON%20L5B%203C1",
};

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}
