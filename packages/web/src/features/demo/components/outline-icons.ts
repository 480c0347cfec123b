/**
 * Line icons on a 24-unit grid, drawn for this page in the manner of the Tabler set: 2-unit
 * round strokes, no fill. Each is a list of SVG path data.
 */
export const OUTLINE_ICONS = {
  home: ['M5 12H3l9-9 9 9h-2', 'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7', 'M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6'],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2'],
  settings: [
    'M4 6h8',
    'M16 6h4',
    'M4 12h2',
    'M10 12h10',
    'M4 18h11',
    'M19 18h1',
    'M12 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M6 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M15 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  ],
  bell: [
    'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
  ],
  calendar: ['M6 5h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2', 'M16 3v4', 'M8 3v4', 'M4 11h16'],
  search: ['M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M21 21l-6-6'],
  mail: ['M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2', 'M3 7l9 6 9-6'],
  phone: ['M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'],
  star: ['M12 17.75l-6.17 3.25 1.18-6.88-5-4.87 6.9-1L12 2l3.09 6.25 6.9 1-5 4.87 1.18 6.88z'],
  heart: ['M19.5 12.57L12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57'],
  check: ['M5 12l5 5L20 7'],
  close: ['M18 6L6 18', 'M6 6l12 12'],
} as const;

export type OutlineIconName = keyof typeof OUTLINE_ICONS;
