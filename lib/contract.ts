/**
 * The vendor contract for the Arab Winter Festival 2025, shown in the booking dialog and
 * rendered to public/contracts/vendor-contract-2025.pdf by scripts/build-contract-pdf.ts.
 *
 * Keep the text in plain ASCII (straight quotes, hyphens, no dashes or curly quotes) so the PDF,
 * which uses the standard Helvetica fonts with WinAnsiEncoding, shows it exactly as written.
 * After changing anything here, rerun: node_modules/.bin/tsx scripts/build-contract-pdf.ts
 */

export const CONTRACT_VERSION = "2025-v1";
export const CONTRACT_TITLE = "2025 Vendor Contract";
/** Public URL of the PDF copy (the file lives under public/). */
export const CONTRACT_PDF_PATH = "/contracts/vendor-contract-2025.pdf";

export type ContractSection = { heading: string; paragraphs: string[] };

export const CONTRACT_SECTIONS: ContractSection[] = [
  {
    heading: "1. Parties and Event",
    paragraphs: [
      'This Vendor Contract (the "Contract") is made between the Mahrajan Arts Foundation, a non-profit organization operating as Mahrajan Events (the "Organiser"), and the person, business or organization that books a booth or sponsorship through the Mahrajan Events website (the "Vendor"). The Organiser and the Vendor are together called the "Parties".',
      'This Contract applies to the Arab Winter Festival 2025 (the "Festival"), held from January 31 to February 2, 2025, at The International Centre, 6900 Airport Rd, Mississauga, ON (the "Venue"). "Food vendors" are Vendors who prepare, sell or sample food or drink. "Market vendors" are all other Vendors who sell goods or services. "Sponsors" are Vendors who take a booth as part of a sponsorship.',
      "By ticking the agreement box and completing a booking, the Vendor confirms that they have read, understood and accepted every term of this Contract, and that the person booking has the authority to bind the Vendor.",
    ],
  },
  {
    heading: "2. Booth Assignment",
    paragraphs: [
      "Each booking is for the specific booth or booths shown on the Festival floor plan at the time of booking. The Organiser may move a Vendor to a comparable booth if required by the Venue, the fire marshal, public health officials or the safe operation of the Festival, and will tell the Vendor as early as possible.",
      "Booth sharing is prohibited. Each booth may be used only by the Vendor named on the booking. If a second vendor is found operating under one booth, the booth will be closed and the primary Vendor must pay the full booth fee for the second vendor.",
      "Vendors must stay in their own booth. Selling, promoting, handing out flyers or samples, or placing displays, signs or equipment outside the assigned booth, in aisles or in common areas is not allowed.",
    ],
  },
  {
    heading: "3. Fees and Payment",
    paragraphs: [
      "The Vendor agrees to pay the booth fee shown at checkout, together with any garbage fee, electricity fee, processing fees and taxes that apply to the booking.",
      "The Vendor may pay a deposit when booking and the balance later, but all payments, including garbage and electricity fees, are due 1 week before the festival. If any amount remains unpaid 1 week before the festival, the booth will not open and the Vendor may not set up or sell at the Festival.",
      "All fees are non-refundable. This includes booth fees, garbage fees, electricity fees, processing fees and any deposit paid towards a booth, whether or not the Vendor attends, and whether or not the booth opens because of the Vendor's failure to meet the terms of this Contract.",
    ],
  },
  {
    heading: "4. Damage Deposit",
    paragraphs: [
      "Each Vendor must pay a refundable damage deposit: $500 for food vendors, and $200 for other vendors and sponsors. The damage deposit is separate from the booth fee and is due with the other payments.",
      "The damage deposit will be refunded two to three weeks after the event if all conditions are met: the booth is left clean and undamaged, all garbage and belongings are removed, the booth has passed the move-out inspection, all amounts owing to the Organiser are paid, and the Vendor has followed this Contract. The Organiser may keep all or part of the damage deposit to cover cleaning, repairs, unpaid amounts or charges made by the Venue because of the Vendor.",
    ],
  },
  {
    heading: "5. Garbage and Electricity",
    paragraphs: [
      "Food vendors must either take their own garbage with them or pay a garbage fee of $250 for the full weekend. Food vendors who do not take their own garbage must pay the garbage fee. Grease, oil and food waste must never be poured into Venue drains or left in the booth.",
      "Electricity is provided only to Vendors who have ordered and paid for it. Electricity sharing is not allowed for food vendors. Market vendors may share electricity only by approval of the Organiser, given in writing before the Festival. All cords, power bars and appliances must be in good condition, approved for use in Canada and used safely.",
    ],
  },
  {
    heading: "6. Health and Safety",
    paragraphs: [
      "Health and safety forms are due January 16, 2025. Food vendors must also meet every requirement of Peel Public Health, the fire marshal and the Venue, including food handler certification, safe food storage and temperatures, hand-washing stations and approved cooking equipment.",
      "The Organiser, the Venue and public officials may inspect any booth at any time during the Festival. A booth that is unsafe or does not meet these requirements may be closed until the problem is fixed, or for the rest of the Festival, without any refund.",
    ],
  },
  {
    heading: "7. Sales Reporting",
    paragraphs: [
      "Food vendors agree to share their sales data for the Festival with the festival's accountant, in the form the Organiser reasonably requests. The accountant will use this information only for the Festival's accounting and reporting, and will keep it confidential.",
    ],
  },
  {
    heading: "8. Insurance",
    paragraphs: [
      "Food vendors must give the Organiser proof of insurance by Jan 25th, 2025. The insurance must be commercial general liability insurance acceptable to the Organiser and the Venue, covering the Vendor's activities at the Festival.",
      "Food vendors who do not give proof of insurance by Jan 25th, 2025 become ineligible to take part in the Festival, and their fees are non-refundable. All other Vendors are encouraged to carry their own insurance for their goods, equipment and activities.",
    ],
  },
  {
    heading: "9. Conduct",
    paragraphs: [
      "The Festival celebrates Arab art, music and culture for families and the whole community. Vendors, their staff and their guests must treat visitors, other vendors, volunteers, Venue staff and the Organiser with courtesy and respect at all times.",
      "Disrespectful behaviour means disqualification without refund. If the Vendor, their staff or their guests behave in a disrespectful, abusive, threatening or unsafe way, or break this Contract, the Organiser may terminate the contract and expel the vendor from the Festival immediately, and no fees or deposits will be refunded.",
    ],
  },
  {
    heading: "10. Prohibited Items",
    paragraphs: [
      "Flags, banners and religious or political symbols are banned. Vendors may not display, sell or hand out flags, banners, or religious or political symbols, materials or messages in their booth or anywhere at the Festival.",
      "Vendors may not bring or sell weapons, alcohol, cannabis, tobacco or vaping products, counterfeit goods, fireworks, or anything illegal or unsafe. Open flames and fuels are allowed only where the Venue and the fire marshal have approved them in writing. The Organiser may require any item to be removed from a booth.",
    ],
  },
  {
    heading: "11. Damage and Liability",
    paragraphs: [
      "The Vendor is responsible for any loss of or damage to the Venue, its fixtures and equipment, the booth, or the property of the Organiser, other vendors or visitors caused by the Vendor, their staff, their guests or their equipment. The Organiser will invoice the Vendor for the cost of repair or replacement, less any part of the damage deposit applied to it.",
      "Any amount for damage that remains unpaid 7 days after the date of the invoice carries interest at 30% per annum until it is paid in full. The Vendor is also responsible for reasonable costs of collecting unpaid amounts.",
      "The Organiser is not responsible for loss, theft or damage to the Vendor's goods, equipment or belongings, or for any loss of sales or profit, including losses caused by weather, power failures, Venue decisions or events outside the Organiser's control.",
    ],
  },
  {
    heading: "12. Logos and Trademarks",
    paragraphs: [
      "The Vendor may not use the logos, names or trademarks of the Mahrajan Arts Foundation, Mahrajan Events or the Festival in any advertising, signage, product or social media post without the Organiser's approval, given in writing before the use. The Vendor allows the Organiser to use the Vendor's name and logo to list and promote the Vendor as part of the Festival.",
    ],
  },
  {
    heading: "13. Move-Out and Inspection",
    paragraphs: [
      "Vendors must vacate their booth at the end of the Festival, by the move-out time given by the Organiser, removing all goods, equipment, displays, decorations and garbage. Vendors must not start taking down their booth before the Festival closes on February 2, 2025.",
      "Before leaving, the Vendor must have their booth inspected by a member of the Organiser's team. Vendors who leave without having their booth inspected may lose all or part of their damage deposit.",
    ],
  },
  {
    heading: "14. Shipping and Deliveries",
    paragraphs: [
      "The Organiser does not receive or store goods for Vendors. Vendors are responsible for arranging, receiving and moving their own shipments at the Venue, following the Venue's delivery rules. Shipments with charges payable on arrival (collect on delivery) are refused.",
    ],
  },
  {
    heading: "15. Indemnity",
    paragraphs: [
      "The Vendor agrees to indemnify and hold harmless the Mahrajan Arts Foundation, its directors, officers, employees, volunteers and agents, and The International Centre, from and against all claims, demands, losses, damages, costs and expenses, including reasonable legal fees, arising from the Vendor's participation in the Festival, the goods or food sold by the Vendor, or any act, omission or breach of this Contract by the Vendor, their staff or their guests.",
    ],
  },
  {
    heading: "16. Governing Law",
    paragraphs: [
      "This Contract is governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The Parties agree that the courts of Ontario have jurisdiction over any dispute arising from this Contract.",
      "If any part of this Contract is found to be invalid, the rest of the Contract remains in force. This Contract is the whole agreement between the Parties about the Festival, and it can be changed only in writing by the Organiser.",
    ],
  },
  {
    heading: "17. Acceptance",
    paragraphs: [
      'By selecting "I agree to all terms and conditions" and completing a booking, the Vendor accepts this Contract. The Contract takes effect when the Vendor\'s booking is confirmed and stays in effect until all obligations under it, including payments and refunds of the damage deposit, have been completed.',
    ],
  },
];

/** The whole contract as plain text: title, version line, then each heading and paragraph. */
export function contractPlainText(): string {
  const blocks: string[] = [CONTRACT_TITLE, `Version ${CONTRACT_VERSION}`];
  for (const section of CONTRACT_SECTIONS) {
    blocks.push(section.heading, ...section.paragraphs);
  }
  return blocks.join("\n\n");
}
