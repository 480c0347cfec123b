import arabic500 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2?url';
import arabic700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';
import latin500 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-500-normal.woff2?url';
import latin700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2?url';

/** The subsets' ranges, as @fontsource gives them and src/fonts.css declares the regular faces. */
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, ' +
  'U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, ' +
  'U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EE03, U+1EE05-1EE1F, U+1EE21-1EE22, ' +
  'U+1EE24, U+1EE27, U+1EE29-1EE32, U+1EE34-1EE37, U+1EE39, U+1EE3B, U+1EE42, U+1EE47, U+1EE49, ' +
  'U+1EE4B, U+1EE4D-1EE4F, U+1EE51-1EE52, U+1EE54, U+1EE57, U+1EE59, U+1EE5B, U+1EE5D, U+1EE5F, ' +
  'U+1EE61-1EE62, U+1EE64, U+1EE67-1EE6A, U+1EE6C-1EE72, U+1EE74-1EE77, U+1EE79-1EE7C, U+1EE7E, ' +
  'U+1EE80-1EE89, U+1EE8B-1EE9B, U+1EEA1-1EEA3, U+1EEA5-1EEA9, U+1EEAB-1EEBB, U+1EEF0-1EEF1';
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The medium (500: buttons, labels) and bold (700: headings) faces of IBM Plex Sans Arabic. */
export const LATE_FACES = [
  { url: arabic500, weight: '500', unicodeRange: ARABIC },
  { url: latin500, weight: '500', unicodeRange: LATIN },
  { url: arabic700, weight: '700', unicodeRange: ARABIC },
  { url: latin700, weight: '700', unicodeRange: LATIN },
] as const;

export const FONT_NAME = 'IBM Plex Sans Arabic';

/**
 * Loads the medium and bold faces, then adds those that loaded to the page together (issue 14).
 * Declared in a stylesheet, a face the page uses is pending until its file arrives, and the
 * browser lays the text out meanwhile in the system's fonts: on Linux, looking them up for Arabic
 * made that layout take ~25–45 ms instead of ~3. Added once loaded, the text goes from the regular
 * face straight to its own, in one layout; a face whose file fails is left out, its text stays
 * drawn from the regular face.
 */
export async function addLateFaces(fonts: FontFaceSet = document.fonts): Promise<void> {
  const faces = LATE_FACES.map(
    ({ url, weight, unicodeRange }) => new FontFace(FONT_NAME, `url(${url}) format('woff2')`, { weight, unicodeRange }),
  );
  const loads = await Promise.allSettled(faces.map((face) => face.load()));
  for (const load of loads) if (load.status === 'fulfilled') fonts.add(load.value);
}
