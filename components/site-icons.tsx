/**
 * The logo and the social icons of every page's header and footer, drawn inline: a few hundred
 * bytes each, in the first paint of every page, so none is a request of its own that a phone on
 * a crowded network waits for before the page's own content. The logo file, public/images/logo.svg,
 * stays the browser tab's icon (tests/unit/site-icons.test.ts keeps the two drawings alike).
 * Decorative: the link around each names it.
 */

const LOGO_GOLD = "#d4a017";

export function Logo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        fill={LOGO_GOLD}
        fillRule="evenodd"
        d="M32 2L40.8 10.8 53.2 10.8 53.2 23.2 62 32 53.2 40.8 53.2 53.2 40.8 53.2 32 62 23.2 53.2 10.8 53.2 10.8 40.8 2 32 10.8 23.2 10.8 10.8 23.2 10.8ZM32 17a15 15 0 1 0 0.01 0Z"
      />
      <path fill="none" stroke={LOGO_GOLD} strokeWidth="1.2" d="M32 19.5a12.5 12.5 0 1 0 0.01 0Z" />
      <path
        fill={LOGO_GOLD}
        d="M32 22.5Q28 25 28 28H36Q36 25 32 22.5ZM27 28.8H37V30H27ZM27.5 30.5H36.5L38.3 36 36.5 41.5H27.5L25.7 36ZM28 42H36L34 44H30Z"
      />
      <path
        fill="none"
        stroke="#fff3c4"
        strokeWidth=".8"
        strokeOpacity=".7"
        d="M30 31v10M34 31v10"
      />
    </svg>
  );
}

/** Each network's mark on a 24-unit square, filled with the text colour around it. */
const SOCIAL_PATHS = {
  facebook: {
    evenOdd: false,
    d: "M5 2H19A3 3 0 0 1 22 5V19A3 3 0 0 1 19 22H13.5V15H16.4L16.9 12H13.5V10.1C13.5 9.2 13.9 8.6 15.1 8.6H17V5.8C16.6 5.7 15.6 5.6 14.5 5.6C12 5.6 10.3 7.1 10.3 9.8V12H7.5V15H10.3V22H5A3 3 0 0 1 2 19V5A3 3 0 0 1 5 2Z",
  },
  instagram: {
    evenOdd: true,
    d: "M8 2H16A6 6 0 0 1 22 8V16A6 6 0 0 1 16 22H8A6 6 0 0 1 2 16V8A6 6 0 0 1 8 2ZM8.2 4A4.2 4.2 0 0 0 4 8.2V15.8A4.2 4.2 0 0 0 8.2 20H15.8A4.2 4.2 0 0 0 20 15.8V8.2A4.2 4.2 0 0 0 15.8 4ZM12 7A5 5 0 1 1 12 17A5 5 0 1 1 12 7ZM12 8.8A3.2 3.2 0 1 0 12 15.2A3.2 3.2 0 1 0 12 8.8ZM17.3 5.5A1.2 1.2 0 1 1 17.3 7.9A1.2 1.2 0 1 1 17.3 5.5Z",
  },
  youtube: {
    evenOdd: true,
    d: "M21.6 7.3C21.4 6.3 20.6 5.6 19.7 5.4C18 5 12 5 12 5S6 5 4.3 5.4C3.4 5.6 2.6 6.3 2.4 7.3C2 9 2 12 2 12S2 15 2.4 16.7C2.6 17.7 3.4 18.4 4.3 18.6C6 19 12 19 12 19S18 19 19.7 18.6C20.6 18.4 21.4 17.7 21.6 16.7C22 15 22 12 22 12S22 9 21.6 7.3ZM10 8.8V15.2L15.6 12Z",
  },
  x: {
    evenOdd: true,
    d: "M3 3H8.6L21 21H15.4ZM5.6 4.4H7.9L18.4 19.6H16.1ZM19.2 3H20.9L14.1 10.8L13.2 9.8ZM10.1 13.2L11 14.2L4.8 21H3.1Z",
  },
  tiktok: {
    evenOdd: false,
    d: "M16.6 2H13.2V15.4A2.9 2.9 0 1 1 10.3 12.5C10.6 12.5 10.9 12.5 11.2 12.6V9.1A6.3 6.3 0 1 0 16.6 15.4V8.6A7.6 7.6 0 0 0 21 10V6.6A4.4 4.4 0 0 1 16.6 2Z",
  },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_PATHS;

export function SocialIcon({ network, size }: { network: SocialNetwork; size: number }) {
  const { d, evenOdd } = SOCIAL_PATHS[network];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule={evenOdd ? "evenodd" : undefined} d={d} />
    </svg>
  );
}
