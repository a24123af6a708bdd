import { SUMMER_2025_GUID, WINTER_2025_GUID } from "./seed-data";

/**
 * The demo festivals' vendor contracts. Both festivals share the same rules; what differs is the
 * festival, its dates and venue, the public health unit and the paperwork deadlines. The winter
 * festival's version is the site's original "2025 Vendor Contract".
 */
type FestivalTerms = {
  /** The paperwork deadlines as the Arabic summary writes them. */
  healthFormsDueAr: string;
  insuranceDueAr: string;
  festival: string;
  dates: string;
  venue: string;
  venueName: string;
  healthUnit: string;
  healthFormsDue: string;
  insuranceDue: string;
  /** The festival's last day, before which no booth is taken down. */
  closes: string;
  /** The same day in Arabic; the Arabic summary names it where it is given. */
  closesAr?: string;
};

/** Headings ("1. Parties and Event") and paragraphs, each a block, with {placeholders}. */
const TEMPLATE: string[] = [
  "1. Parties and Event",
  'This Vendor Contract (the "Contract") is made between the Mahrajan Arts Foundation, a non-profit organization operating as Mahrajan Events (the "Organiser"), and the person, business or organization that books a booth or sponsorship through the Mahrajan Events website (the "Vendor"). The Organiser and the Vendor are together called the "Parties".',
  'This Contract applies to the {festival} (the "Festival"), held {dates}, at {venue} (the "Venue"). "Food vendors" are Vendors who prepare, sell or sample food or drink. "Market vendors" are all other Vendors who sell goods or services. "Sponsors" are Vendors who take a booth as part of a sponsorship.',
  "By ticking the agreement box and completing a booking, the Vendor confirms that they have read, understood and accepted every term of this Contract, and that the person booking has the authority to bind the Vendor.",
  "2. Booth Assignment",
  "Each booking is for the specific booth or booths shown on the Festival floor plan at the time of booking. The Organiser may move a Vendor to a comparable booth if required by the Venue, the fire marshal, public health officials or the safe operation of the Festival, and will tell the Vendor as early as possible.",
  "Booth sharing is prohibited. Each booth may be used only by the Vendor named on the booking. If a second vendor is found operating under one booth, the booth will be closed and the primary Vendor must pay the full booth fee for the second vendor.",
  "Vendors must stay in their own booth. Selling, promoting, handing out flyers or samples, or placing displays, signs or equipment outside the assigned booth, in aisles or in common areas is not allowed.",
  "3. Fees and Payment",
  "The Vendor agrees to pay the booth fee shown at checkout, together with any garbage fee, electricity fee, processing fees and taxes that apply to the booking.",
  "The Vendor may pay a deposit when booking and the balance later, but all payments, including garbage and electricity fees, are due 1 week before the festival. If any amount remains unpaid 1 week before the festival, the booth will not open and the Vendor may not set up or sell at the Festival.",
  "All fees are non-refundable. This includes booth fees, garbage fees, electricity fees, processing fees and any deposit paid towards a booth, whether or not the Vendor attends, and whether or not the booth opens because of the Vendor's failure to meet the terms of this Contract.",
  "4. Damage Deposit",
  "Each Vendor must pay a refundable damage deposit: $500 for food vendors, and $200 for other vendors and sponsors. The damage deposit is separate from the booth fee and is due with the other payments.",
  "The damage deposit will be refunded two to three weeks after the event if all conditions are met: the booth is left clean and undamaged, all garbage and belongings are removed, the booth has passed the move-out inspection, all amounts owing to the Organiser are paid, and the Vendor has followed this Contract. The Organiser may keep all or part of the damage deposit to cover cleaning, repairs, unpaid amounts or charges made by the Venue because of the Vendor.",
  "5. Garbage and Electricity",
  "Food vendors must either take their own garbage with them or pay a garbage fee of $250 for the full weekend. Food vendors who do not take their own garbage must pay the garbage fee. Grease, oil and food waste must never be poured into Venue drains or left in the booth.",
  "Electricity is provided only to Vendors who have ordered and paid for it. Electricity sharing is not allowed for food vendors. Market vendors may share electricity only by approval of the Organiser, given in writing before the Festival. All cords, power bars and appliances must be in good condition, approved for use in Canada and used safely.",
  "6. Health and Safety",
  "Health and safety forms are due {healthFormsDue}. Food vendors must also meet every requirement of {healthUnit}, the fire marshal and the Venue, including food handler certification, safe food storage and temperatures, hand-washing stations and approved cooking equipment.",
  "The Organiser, the Venue and public officials may inspect any booth at any time during the Festival. A booth that is unsafe or does not meet these requirements may be closed until the problem is fixed, or for the rest of the Festival, without any refund.",
  "7. Sales Reporting",
  "Food vendors agree to share their sales data for the Festival with the festival's accountant, in the form the Organiser reasonably requests. The accountant will use this information only for the Festival's accounting and reporting, and will keep it confidential.",
  "8. Insurance",
  "Food vendors must give the Organiser proof of insurance by {insuranceDue}. The insurance must be commercial general liability insurance acceptable to the Organiser and the Venue, covering the Vendor's activities at the Festival.",
  "Food vendors who do not give proof of insurance by {insuranceDue} become ineligible to take part in the Festival, and their fees are non-refundable. All other Vendors are encouraged to carry their own insurance for their goods, equipment and activities.",
  "9. Conduct",
  "The Festival celebrates Arab art, music and culture for families and the whole community. Vendors, their staff and their guests must treat visitors, other vendors, volunteers, Venue staff and the Organiser with courtesy and respect at all times.",
  "Disrespectful behaviour means disqualification without refund. If the Vendor, their staff or their guests behave in a disrespectful, abusive, threatening or unsafe way, or break this Contract, the Organiser may terminate the contract and expel the vendor from the Festival immediately, and no fees or deposits will be refunded.",
  "10. Prohibited Items",
  "Flags, banners and religious or political symbols are banned. Vendors may not display, sell or hand out flags, banners, or religious or political symbols, materials or messages in their booth or anywhere at the Festival.",
  "Vendors may not bring or sell weapons, alcohol, cannabis, tobacco or vaping products, counterfeit goods, fireworks, or anything illegal or unsafe. Open flames and fuels are allowed only where the Venue and the fire marshal have approved them in writing. The Organiser may require any item to be removed from a booth.",
  "11. Damage and Liability",
  "The Vendor is responsible for any loss of or damage to the Venue, its fixtures and equipment, the booth, or the property of the Organiser, other vendors or visitors caused by the Vendor, their staff, their guests or their equipment. The Organiser will invoice the Vendor for the cost of repair or replacement, less any part of the damage deposit applied to it.",
  "Any amount for damage that remains unpaid 7 days after the date of the invoice carries interest at 30% per annum until it is paid in full. The Vendor is also responsible for reasonable costs of collecting unpaid amounts.",
  "The Organiser is not responsible for loss, theft or damage to the Vendor's goods, equipment or belongings, or for any loss of sales or profit, including losses caused by weather, power failures, Venue decisions or events outside the Organiser's control.",
  "12. Logos and Trademarks",
  "The Vendor may not use the logos, names or trademarks of the Mahrajan Arts Foundation, Mahrajan Events or the Festival in any advertising, signage, product or social media post without the Organiser's approval, given in writing before the use. The Vendor allows the Organiser to use the Vendor's name and logo to list and promote the Vendor as part of the Festival.",
  "13. Move-Out and Inspection",
  "Vendors must vacate their booth at the end of the Festival, by the move-out time given by the Organiser, removing all goods, equipment, displays, decorations and garbage. Vendors must not start taking down their booth before the Festival closes on {closes}.",
  "Before leaving, the Vendor must have their booth inspected by a member of the Organiser's team. Vendors who leave without having their booth inspected may lose all or part of their damage deposit.",
  "14. Shipping and Deliveries",
  "The Organiser does not receive or store goods for Vendors. Vendors are responsible for arranging, receiving and moving their own shipments at the Venue, following the Venue's delivery rules. Shipments with charges payable on arrival (collect on delivery) are refused.",
  "15. Indemnity",
  "The Vendor agrees to indemnify and hold harmless the Mahrajan Arts Foundation, its directors, officers, employees, volunteers and agents, and {venueName}, from and against all claims, demands, losses, damages, costs and expenses, including reasonable legal fees, arising from the Vendor's participation in the Festival, the goods or food sold by the Vendor, or any act, omission or breach of this Contract by the Vendor, their staff or their guests.",
  "16. Governing Law",
  "This Contract is governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The Parties agree that the courts of Ontario have jurisdiction over any dispute arising from this Contract.",
  "If any part of this Contract is found to be invalid, the rest of the Contract remains in force. This Contract is the whole agreement between the Parties about the Festival, and it can be changed only in writing by the Organiser.",
  "17. Acceptance",
  'By selecting "I agree to all terms and conditions" and completing a booking, the Vendor accepts this Contract. The Contract takes effect when the Vendor\'s booking is confirmed and stays in effect until all obligations under it, including payments and refunds of the damage deposit, have been completed.',
];

/**
 * The Arabic summary of the main rules (the English contract governs), with the festival's own
 * deadlines.
 */
const SUMMARY_AR: string[] = [
  "الحجز لجناح محدد على مخطط المهرجان. لا يجوز تقاسم الجناح مع عارض آخر، ولا البيع أو الترويج أو وضع اللافتات خارج حدوده.",
  "يمكن دفع عربون عند الحجز ودفع الباقي لاحقًا، لكن جميع المبالغ، بما فيها رسوم النفايات والكهرباء، مستحقة قبل المهرجان بأسبوع واحد. جميع الرسوم غير قابلة للاسترداد.",
  "تأمين الأضرار قابل للاسترداد: 500 دولار لباعة الأطعمة و200 دولار لغيرهم من العارضين والرعاة، ويُعاد بعد أسبوعين إلى ثلاثة أسابيع من المهرجان إذا سُلِّم الجناح نظيفًا سليمًا واجتاز الفحص.",
  "على باعة الأطعمة أخذ نفاياتهم معهم أو دفع رسم نفايات قدره 250 دولارًا عن عطلة نهاية الأسبوع كاملة. الكهرباء لمن طلبها ودفع ثمنها فقط.",
  "نماذج الصحة والسلامة مستحقة في {healthFormsDue}، وعلى باعة الأطعمة تقديم إثبات التأمين قبل {insuranceDue}، وإلا فقدوا حق المشاركة دون استرداد الرسوم. ويلتزم باعة الأطعمة بمشاركة بيانات مبيعاتهم مع محاسب المهرجان.",
  "يُمنع رفع الأعلام واللافتات والرموز الدينية أو السياسية، والسلوك غير اللائق يعني الاستبعاد دون استرداد.",
  "يُخلى الجناح في موعد المغادرة، ويفحصه أحد أفراد فريق المنظمين قبل مغادرة العارض.",
];

function fill(terms: FestivalTerms): string {
  return TEMPLATE.map((block) =>
    block.replace(/\{(\w+)\}/g, (_, name: string) => terms[name as keyof FestivalTerms] ?? ""),
  ).join("\n\n");
}

function summaryAr(terms: FestivalTerms): string {
  const blocks = SUMMARY_AR.map((block) =>
    block
      .replace("{healthFormsDue}", terms.healthFormsDueAr)
      .replace("{insuranceDue}", terms.insuranceDueAr),
  );
  if (terms.closesAr)
    blocks[blocks.length - 1] += ` ولا يُفكَّك الجناح قبل اختتام المهرجان في ${terms.closesAr}.`;
  return blocks.join("\n\n");
}

const WINTER_TERMS: FestivalTerms = {
  festival: "Arab Winter Festival 2025",
  dates: "from January 31 to February 2, 2025",
  venue: "The International Centre, 6900 Airport Rd, Mississauga, ON",
  venueName: "The International Centre",
  healthUnit: "Peel Public Health",
  healthFormsDue: "January 16, 2025",
  insuranceDue: "Jan 25th, 2025",
  healthFormsDueAr: "16 يناير 2025",
  insuranceDueAr: "25 يناير 2025",
  closes: "February 2, 2025",
};

const SUMMER_TERMS: FestivalTerms = {
  festival: "8th Annual Arab Summer Festival 2025",
  dates: "from July 4 to July 6, 2025",
  venue: "Mississauga Celebration Square, 300 City Centre Dr, Mississauga, ON",
  venueName: "the City of Mississauga",
  healthUnit: "Peel Public Health",
  healthFormsDue: "June 19, 2025",
  insuranceDue: "June 27th, 2025",
  healthFormsDueAr: "19 يونيو 2025",
  insuranceDueAr: "27 يونيو 2025",
  closes: "July 6, 2025",
  closesAr: "6 يوليو 2025",
};

/**
 * The summer contract as first published: its move-out term named the winter festival's closing
 * day. Orders that accepted it keep it; version 2025-summer-v2 replaces it.
 */
const SUMMER_V1_TERMS: FestivalTerms = {
  ...SUMMER_TERMS,
  closes: "February 2, 2025",
  closesAr: undefined,
};

/**
 * Seeded in this order, each version once (an event's newest version is its current contract), so
 * a database seeded before a correction gets the corrected version on its next seed.
 */
export const SEED_CONTRACTS = [
  {
    eventGuid: WINTER_2025_GUID,
    version: "2025-v1",
    title: "2025 Vendor Contract",
    body: fill(WINTER_TERMS),
    titleAr: "عقد العارضين لعام 2025",
    summaryAr: summaryAr(WINTER_TERMS),
  },
  {
    eventGuid: SUMMER_2025_GUID,
    version: "2025-summer-v1",
    title: "2025 Vendor Contract",
    body: fill(SUMMER_V1_TERMS),
    titleAr: "عقد العارضين لعام 2025",
    summaryAr: summaryAr(SUMMER_V1_TERMS),
  },
  {
    eventGuid: SUMMER_2025_GUID,
    version: "2025-summer-v2",
    title: "2025 Vendor Contract",
    body: fill(SUMMER_TERMS),
    titleAr: "عقد العارضين لعام 2025",
    summaryAr: summaryAr(SUMMER_TERMS),
  },
];
