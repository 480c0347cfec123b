import { afterNextPaint } from './after-next-paint';

/**
 * Brings the medium and bold faces (late-font-faces.ts) once the first render is on screen (issue
 * 14): the first paint needs only the regular faces, which the page preloads, and draws the other
 * weights from them until these arrive. A frame more than the paint itself, as the frame painted is
 * shown a moment after its task.
 */
export function loadLateFonts(): void {
  afterNextPaint(() =>
    afterNextPaint(() =>
      import('./late-font-faces').then(
        ({ addLateFaces }) => addLateFaces(),
        // Offline, or a build replaced meanwhile: the text stays drawn from the regular face.
        () => undefined,
      ),
    ),
  );
}
