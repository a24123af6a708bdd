// The spec's field names, in one place: the public API keeps the names its first clients read
// (eventName, lstBooths, boothPrice in dollars, vendorId, lob, cartItemModelList, ...), and this
// adapter turns the site's own rows into them (each mapper tied to its answer schema with
// `satisfies`), the spec's requests into the site's own terms, and the spec's answers that pages
// read back into cents. Dollars exist here and nowhere else in the site's code (besides the
// formatter that shows money); nothing else uses these names. Client-safe: pages read the
// picture and floor plan addresses here. One file per family of routes: the catalogue (events,
// sections, booths, seats), accounts, and payments (the payment request, the balance, the
// cancelled checkout, the payment result), over common.ts (the spec's dollars and vocabularies).

export * from "./catalogue";
export * from "./accounts";
export * from "./payments";
