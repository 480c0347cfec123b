/**
 * The published Umm al-Qura calendar, AH 1343–1419 (1 August 1924 – 16 April 1999): the days each
 * month had as Saudi Arabia's official calendar recorded them at the time, not as a formula computes
 * them today. Facts only: the lengths below are the month starts that the Python package hijridate
 * carries (github.com/dralshehri/hijridate, src/hijridate/ummalqura.py, MONTH_STARTS; © Mohammed
 * Alshehri, MIT licence), rewritten as month lengths. hijridate transcribes them from the Umm
 * al-Qura newspaper's issues (AH 1343–1355), KFUPM's comparison calendar (AH 1356–1411) and the
 * official Taqwīm Umm al-Qurá al-muqāran books (AH 1412–1450).
 *
 * From AH 1420 ICU's table (KACST's computed calendar, what Intl reads) gives the same days through
 * AH 1450, so only the years before carry a table (dates/hijri-months.ts joins the two).
 *
 * One digit a month, Muharram first, one group of twelve a year: the month's days less 28. The
 * calendar of those years has a few 28- and 31-day months (as the newspaper announced them).
 */
export const PUBLISHED_FIRST_YEAR = 1343;

/** 1 Muharram 1343, the table's first day. */
export const PUBLISHED_FIRST_DAY = '1924-08-01';

export const PUBLISHED_MONTH_LENGTHS =
  '212212220222 112121212121 212131202212 112212211221 112212212211 212121221130 ' +
  '212121222032 121211212212 212121112212 212121212121 212212122112 121212212121 ' +
  '212121212212 112121221121 212121212122 221211211221 222121121121 212121212122 ' +
  '212121212121 212121212121 212121212122 212121202221 212121212122 212121212121 ' +
  '212121212121 212121212122 212121221221 212121212121 212112121222 121212112122 ' +
  '121212121212 212121221122 212121211221 121122212121 211212122122 212121212121 ' +
  '121212121212 212121212121 212212112121 212212211212 121221212121 212121212121 ' +
  '212211212221 221121212122 112121212122 122121212121 212121212122 212121221211 ' +
  '212121212122 112121212122 212111212122 212121211221 212212112121 212221211212 ' +
  '121221212121 212121221212 121212121221 221211212122 121212112121 222121211212 ' +
  '122212121121 122122212112 112212212121 212121212212 121212121212 212121211212 ' +
  '212212121121 212221212112 121221221211 211221222121 121122122122 112112122212 ' +
  '121211212212 212121211212 212122121211 212122212121 121212212212';
