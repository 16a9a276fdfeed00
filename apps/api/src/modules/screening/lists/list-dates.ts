/**
 * Birth dates as the lists write them, turned into ISO dates (YYYY-MM-DD) or years (YYYY).
 * OFAC writes '01 Jan 1970', 'Jan 1970', '1970', 'circa 1970' or '1968 to 1970'; the UN and
 * OpenSanctions already write ISO. Plain string scans: the fields are short and from files.
 */
const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06',
  jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};
/** A range wider than this is not a birth date worth comparing. */
const MAX_YEAR_RANGE = 10;

export function isYear(text: string): boolean {
  return text.length === 4 && isDigits(text);
}

function isDigits(text: string): boolean {
  for (const char of text) if (char < '0' || char > '9') return false;
  return text.length > 0;
}

/** An ISO date, month or year as given ('1970-01-02', '1970-01', '1970'), or null. */
export function isoDateOrYear(text: string): string | null {
  const value = text.trim().slice(0, 10);
  const [year, month, day] = value.split('-');
  if (!year || !isYear(year)) return null;
  if (month === undefined) return year;
  if (month.length !== 2 || !isDigits(month)) return year;
  if (day === undefined) return `${year}-${month}`;
  if (day.length !== 2 || !isDigits(day)) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}

/** OFAC's date of birth forms, as ISO dates or years (a range gives each year in it). */
export function ofacBirthDates(text: string): string[] {
  const words = text.trim().toLowerCase().split(' ').filter((word) => word.length > 0 && word !== 'circa');
  const toIndex = words.indexOf('to');
  if (toIndex > 0) {
    const from = Number(words[toIndex - 1]);
    const to = Number(words[toIndex + 1]);
    if (Number.isInteger(from) && Number.isInteger(to) && to >= from && to - from <= MAX_YEAR_RANGE) {
      return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
    }
    return [];
  }
  const [first, second, third] = words;
  if (words.length === 1 && first && isYear(first)) return [first];
  const monthOf = (word: string | undefined) => (word ? MONTHS[word.slice(0, 3)] : undefined);
  if (words.length === 2 && second && isYear(second) && monthOf(first)) return [`${second}-${monthOf(first)}`];
  if (words.length === 3 && first && third && isDigits(first) && isYear(third) && monthOf(second)) {
    return [`${third}-${monthOf(second)}-${first.padStart(2, '0')}`];
  }
  return [];
}

/** OFAC's Publish_Date, 'MM/DD/YYYY', as an ISO date, or null. */
export function ofacPublishDate(text: string): string | null {
  const [month, day, year] = text.trim().split('/');
  if (!month || !day || !year || !isYear(year) || !isDigits(month) || !isDigits(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export function dateOrNull(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
