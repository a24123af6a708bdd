import "server-only";
import { sql } from "drizzle-orm";
import { orderItems } from "../schema";

// The Arabic names of an order's items, read beside the English names the order kept: a booth's
// section and an add-on as the organiser wrote them in Arabic (null where not written). Seats'
// sections and booths' own names (codes such as "F-03") have no Arabic.

/** Columns for a select from `order_items`. */
export const orderItemArabicColumns = {
  nameAr: sql<
    string | null
  >`(select a.name_ar from addons a where a.id = ${orderItems.addonId})`.as("item_name_ar"),
  sectionNameAr: sql<
    string | null
  >`(select s.name_ar from booths b join sections s on s.id = b.section_id where b.id = ${orderItems.boothId})`.as(
    "item_section_name_ar",
  ),
};
