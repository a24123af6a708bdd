// The words dates are written with, in English and in Arabic: month and weekday names (the
// site's Arabic months are those `Intl` writes, "يوليو"; the Levantine ones, "تموز", are read
// and written back as such), and digits in either script.

export type TextLanguage = "en" | "ar";

export const EN_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const EN_WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Abbreviations read as the month (index); written back as the first three letters. */
export const EN_MONTH_SHORT: Record<string, number> = {
  Jan: 0,
  Feb: 1,
  Mar: 2,
  Apr: 3,
  Jun: 5,
  Jul: 6,
  Aug: 7,
  Sep: 8,
  Sept: 8,
  Oct: 9,
  Nov: 10,
  Dec: 11,
};

export const EN_WEEKDAY_SHORT: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Tues: 2,
  Wed: 3,
  Thu: 4,
  Thur: 4,
  Thurs: 4,
  Fri: 5,
  Sat: 6,
};

export const AR_MONTHS = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
] as const;

/** Other spellings of the same months. */
export const AR_MONTH_VARIANTS: Record<string, number> = {
  إبريل: 3,
  ابريل: 3,
  اغسطس: 7,
  اكتوبر: 9,
};

export const AR_LEVANT_MONTHS = [
  "كانون الثاني",
  "شباط",
  "آذار",
  "نيسان",
  "أيار",
  "حزيران",
  "تموز",
  "آب",
  "أيلول",
  "تشرين الأول",
  "تشرين الثاني",
  "كانون الأول",
] as const;

export const AR_WEEKDAYS = [
  "الأحد",
  "الاثنين",
  "الثلاثاء",
  "الأربعاء",
  "الخميس",
  "الجمعة",
  "السبت",
] as const;

export const AR_WEEKDAY_VARIANTS: Record<string, number> = { الإثنين: 1, الاربعاء: 3 };

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** Digits in either script read as a number ("٢٠٢٥" -> 2025). */
export function numberOf(digits: string): number {
  return Number(digits.replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d))));
}

/** A number written in Latin digits, or in Arabic-Indic ones. */
export function digitsOf(value: number, arabicIndic: boolean): string {
  const latin = String(value);
  return arabicIndic ? latin.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!) : latin;
}

export const hasArabicIndic = (text: string) => /[٠-٩]/.test(text);

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function englishSuffix(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
}
