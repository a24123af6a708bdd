/** The home page's festival times, fixed text; `guid` is that festival's event page. */
export const HOME_FESTIVAL = {
  title: "8th Annual Summer Festival 2025",
  guid: "5a1f7c2e-8b1d-4c53-9a3e-2b5d7e8f9a01",
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
