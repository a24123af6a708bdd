/**
 * The stylised map of the foundation's address, drawn in the page's HTML rather than fetched as
 * an image: on a phone it is the contact page's largest element, and as a picture its request
 * waited behind the Arabic font's preload, which put the page's largest paint seconds late on a
 * slow network. The map keeps its left-to-right geometry and labels in either language.
 */
export function VenueMap({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 800 500"
      role="img"
      aria-label={label}
      direction="ltr"
      fontFamily="sans-serif"
      className="block h-auto w-full"
    >
      <defs>
        <filter id="map-sh" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="2" stdDeviation="2.5" floodOpacity=".3" />
        </filter>
      </defs>
      <rect width="800" height="500" fill="#f1ece1" />
      <path
        d="M0 0h158v88h-158zM0 122h158v286h-158zM0 432h158v68h-158zM182 0h366v88h-366zM182 432h366v68h-366zM572 432h228v68h-228z"
        fill="#e4dccb"
      />
      <path d="M584 150Q590 112 640 104L800 78V408H584Z" fill="#ddd3c0" />
      <path d="M610 190H770V380H610Z" fill="#cfc4ad" />
      <rect
        x="186"
        y="124"
        width="358"
        height="176"
        rx="10"
        fill="#bfe0a5"
        stroke="#8cbf6f"
        strokeWidth="2"
      />
      <rect
        x="300"
        y="160"
        width="130"
        height="62"
        rx="6"
        fill="#bfe3f0"
        stroke="#8cc4d8"
        strokeWidth="2"
      />
      <path
        d="M200 140a7 7 0 1 0 14 0a7 7 0 1 0-14 0M200 180a7 7 0 1 0 14 0a7 7 0 1 0-14 0M200 220a7 7 0 1 0 14 0a7 7 0 1 0-14 0M200 260a7 7 0 1 0 14 0a7 7 0 1 0-14 0M520 140a7 7 0 1 0 14 0a7 7 0 1 0-14 0M520 180a7 7 0 1 0 14 0a7 7 0 1 0-14 0M520 220a7 7 0 1 0 14 0a7 7 0 1 0-14 0M520 260a7 7 0 1 0 14 0a7 7 0 1 0-14 0M250 280a7 7 0 1 0 14 0a7 7 0 1 0-14 0M470 280a7 7 0 1 0 14 0a7 7 0 1 0-14 0"
        fill="#7fb069"
      />
      <path d="M250 310H480V398H250Z" fill="#d3cab7" stroke="#b8ad96" strokeWidth="2" />
      <path d="M352 310V282H378V310Z" fill="#c2b8a2" stroke="#b8ad96" strokeWidth="2" />
      <circle cx="365" cy="292" r="6" fill="#fff" stroke="#8a7f69" strokeWidth="1.5" />
      {/* the roads: a kerb, then the road over it, then the centre line of the main one */}
      {[
        ["M0 420H800", 30, 26],
        ["M170 0V500", 24, 20],
        ["M560 500V190Q560 112 640 92L800 66", 24, 20],
        ["M0 105H592", 22, 18],
      ].flatMap(([d, kerb, road]) => [
        <path key={`${d}k`} d={String(d)} fill="none" stroke="#cbbfa4" strokeWidth={kerb} />,
        <path key={`${d}r`} d={String(d)} fill="none" stroke="#fff" strokeWidth={road} />,
      ])}
      <path d="M0 420H800" stroke="#f2c14e" strokeWidth="1.5" strokeDasharray="14 10" />
      <g
        fontSize="12"
        fontWeight="bold"
        fill="#5b5346"
        textAnchor="middle"
        stroke="#fff"
        strokeWidth="3"
        paintOrder="stroke"
      >
        <text x="365" y="424">
          Burnhamthorpe Rd W
        </text>
        <text x="70" y="109">
          Square One Dr
        </text>
        <text transform="translate(174 265) rotate(-90)">Duke of York Blvd</text>
        <text transform="translate(564 290) rotate(-90)">City Centre Dr</text>
      </g>
      <text x="365" y="246" fontSize="11" fill="#4c6b3c" textAnchor="middle" fontStyle="italic">
        Celebration Square
      </text>
      <g fontSize="11" fill="#6e6453" textAnchor="middle">
        <text x="365" y="358">
          Mississauga Civic Centre
        </text>
        <text x="690" y="290" fontStyle="italic">
          Square One
        </text>
      </g>
      <rect x="96" y="330" width="18" height="18" rx="3" fill="#3a6ea5" />
      <text x="105" y="344" fontSize="13" fontWeight="bold" fill="#fff" textAnchor="middle">
        P
      </text>
      <ellipse cx="365" cy="200" rx="11" ry="4" fill="#000" opacity=".25" />
      <path
        d="M365 200C365 200 342 172 342 156A23 23 0 0 1 388 156C388 172 365 200 365 200Z"
        fill="#d62828"
        stroke="#fff"
        strokeWidth="2.5"
        filter="url(#map-sh)"
      />
      <circle cx="365" cy="156" r="8" fill="#fff" />
      <g filter="url(#map-sh)">
        <rect x="205" y="14" width="320" height="60" rx="8" fill="#fff" />
      </g>
      <path d="M357 73L365 84L373 73Z" fill="#fff" />
      <g textAnchor="middle">
        <text x="365" y="39" fontSize="15" fontWeight="bold" fill="#2b2b2b">
          Mississauga Celebration Square
        </text>
        <text x="365" y="60" fontSize="13" fill="#555">
          300 City Centre Dr, Mississauga, ON
        </text>
      </g>
      <g transform="translate(760 462)">
        <circle r="17" fill="#fff" stroke="#cbbfa4" />
        <path d="M0-12L6 6L0 2L-6 6Z" fill="#2b2b2b" />
        <text y="-20" fontSize="11" fontWeight="bold" fill="#2b2b2b" textAnchor="middle">
          N
        </text>
      </g>
      <text x="12" y="490" fontSize="10" fill="#8a806e">
        Stylised map, not to scale
      </text>
    </svg>
  );
}
