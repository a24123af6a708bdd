// The sentence under a dashboard's overdue balances, in the right tense for the day it is read.

const dayFormat = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" });

/** "June 25, 2027" for "2027-06-25" (a calendar day, whatever the time zone). */
const formatDueDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/**
 * "Balances are due on June 25, 2027." while the due date (YYYY-MM-DD) is today or later, and
 * "Balances were due on ..." once it has passed; `today` is Toronto's date (YYYY-MM-DD), the day
 * a balance becomes overdue after.
 */
export function balanceDueSentence(dueDate: string, today: string): string {
  if (dueDate === today) return `Balances are due today, ${formatDueDay(dueDate)}.`;
  return dueDate > today
    ? `Balances are due on ${formatDueDay(dueDate)}.`
    : `Balances were due on ${formatDueDay(dueDate)}.`;
}
