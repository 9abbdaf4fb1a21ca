// RFC 3339's full-date, judged as ajv-formats judges it on the server (fullDateFormat.test.ts
// compares the two): the browser's form then needs 0.1 KB for dates instead of all of
// ajv-formats' formats.
const FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function isFullDate(text: string): boolean {
  const parts = FULL_DATE.exec(text);
  if (!parts) return false;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDay;
}
