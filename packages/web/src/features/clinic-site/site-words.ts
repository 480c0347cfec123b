import type { Language } from '@bayan/shared';

type Titled = { titleAr: string; titleEn: string };
type Named = { nameAr: string; nameEn: string };

/** A promotion's or campaign's title, or a record's name, in the page's language (Arabic first). */
export const titleIn = (row: Titled, language: Language) => (language === 'ar' ? row.titleAr : row.titleEn);
export const nameIn = (row: Named, language: Language) => (language === 'ar' ? row.nameAr : row.nameEn);

/** What an offer is about: its service or speciality, if any. */
export const targetOf = (row: { service: Named | null; speciality: Named | null }) => row.service ?? row.speciality;
