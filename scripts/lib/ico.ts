/**
 * A Windows icon file (`.ico`) holding one PNG image, as every browser since IE reads it: what a
 * client that asks for `/favicon.ico` without reading the page's links gets (a browser showing a
 * file that is not a page, feed readers, link previews).
 *
 * The layout: a 6-byte header (reserved 0, type 1 = icon, image count), a 16-byte entry per image
 * (width, height, colours, reserved, planes, bits per pixel, byte length, offset), then the images.
 */
export function icoOfPng(png: Uint8Array, size: number): Buffer {
  if (size < 1 || size > 256) throw new RangeError(`An icon is 1 to 256 pixels wide, not ${size}.`);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  // 256 is written as 0.
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}
