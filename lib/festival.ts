import { SUMMER_2025_GUID } from "@/db/seed-data";

/** The home page's festival times, fixed text. */
export const HOME_FESTIVAL = {
  title: "8th Annual Summer Festival 2025",
  guid: SUMMER_2025_GUID,
  times: [
    { day: "Friday July 4", hours: "6 PM - 11 PM" },
    { day: "Saturday July 5", hours: "11 AM - 11 PM" },
    { day: "Sunday July 6", hours: "11 AM - 8 PM" },
  ],
} as const;

/** Facts stated on the site. */
export const FACTS = {
  founded: "March 1, 2018",
  summerAttendees: "over 60,000",
  winterAttendees: "over 5,000",
  summerFestivals: 7,
  winterFestivals: 3,
} as const;
