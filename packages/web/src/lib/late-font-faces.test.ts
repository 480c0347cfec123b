import { afterEach, describe, expect, it, vi } from 'vitest';
import fontsCss from '../fonts.css?raw';
import { addLateFaces, FONT_NAME, LATE_FACES } from './late-font-faces';

const normalised = (range: string) => range.replace(/\s+/g, ' ').trim();

describe('the medium and bold faces (issue 14)', () => {
  it('cover the same subsets as the regular faces of src/fonts.css', () => {
    const regular = [...fontsCss.matchAll(/unicode-range:([^;]+);/g)].map(([, range = '']) => normalised(range));
    expect(regular).toHaveLength(2);
    for (const weight of ['500', '700'])
      expect(LATE_FACES.filter((face) => face.weight === weight).map((face) => face.unicodeRange)).toEqual(regular);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('join the page together once loaded, leaving out a face whose file failed', async () => {
    const loads = new Map<string, { resolve: () => void; reject: () => void }>();
    class FakeFace {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
      load() {
        return new Promise<this>((resolve, reject) =>
          loads.set(this.source, { resolve: () => resolve(this), reject: () => reject(new Error('network')) }),
        );
      }
    }
    vi.stubGlobal('FontFace', FakeFace);
    const added: FakeFace[] = [];
    const fonts = { add: (face: FakeFace) => added.push(face) } as unknown as FontFaceSet;

    const done = addLateFaces(fonts);
    expect(loads.size).toBe(4);
    const [first, failing, ...rest] = [...loads.values()];
    first?.resolve();
    failing?.reject();
    await Promise.resolve();
    expect(added).toEqual([]);
    for (const load of rest) load.resolve();
    await done;

    expect(added.map((face) => [face.family, face.descriptors.weight, face.descriptors.unicodeRange])).toEqual(
      LATE_FACES.filter((_, index) => index !== 1).map((face) => [FONT_NAME, face.weight, face.unicodeRange]),
    );
    expect(added.every((face) => /^url\(.+\.woff2\) format\('woff2'\)$/.test(face.source))).toBe(true);
  });
});
