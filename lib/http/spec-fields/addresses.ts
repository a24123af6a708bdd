// The addresses of an event's pictures, apart from the answers' schemas: the pages' picture
// components run in the browser and load nothing else from here.

/**
 * The address of an event's picture: `eventImage` is a file name under public/images/events (the
 * seed's art) or, for an uploaded picture, its address on this site ("/media/12-0a1b2c3d.webp").
 * The API shows `eventImage` as stored; pages and API clients read the picture here.
 */
export function eventImageUrl(image: string): string {
  return image.startsWith("/media/") ? image : `/images/events/${image}`;
}

/** The floor plan the site draws from an event's sections and booths. */
export const floorPlanAddress = (guid: string) => `/floor-plan/${guid}`;
