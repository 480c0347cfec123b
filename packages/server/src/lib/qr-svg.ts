import qrcode from 'qrcode-generator';

/*
 * A QR code (a deed's verification page, a calendar feed), as an SVG path of its dark modules: drawn here
 * from the library's matrix (qrcode-generator: pure JavaScript, no network, no native code), so
 * the only text that enters the markup is the numbers of the path.
 */

/** An SVG of the QR code of `text` (error correction M, a four-module quiet zone), `size` CSS px wide. */
export function qrSvg(text: string, size = 110): string {
  const code = qrcode(0, 'M');
  // The library writes one byte per character: a non-ASCII address goes in percent-encoded.
  code.addData(/^[\x20-\x7e]*$/.test(text) ? text : encodeURI(text), 'Byte');
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const path: string[] = [];
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (code.isDark(row, col)) path.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  const side = count + quiet * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${size}" height="${size}" shape-rendering="crispEdges" role="img" aria-hidden="true"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path.join('')}"/></svg>`;
}
