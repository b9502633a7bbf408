import { describe, expect, it } from 'vitest';
import { icoOfPng } from './ico.ts';

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const png = Uint8Array.from([...PNG_SIGNATURE, 1, 2, 3, 4]);

describe('icoOfPng', () => {
  it('writes an icon header with one entry that points at the PNG after it', () => {
    const ico = icoOfPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    expect([ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([1, 32]);
    const length = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(length).toBe(png.length);
    expect([...ico.subarray(offset, offset + length)]).toEqual([...png]);
    expect(ico.length).toBe(offset + length);
  });

  it('writes a 256-pixel size as 0, as the format says', () => {
    const ico = icoOfPng(png, 256);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([0, 0]);
  });

  it('refuses a size the format cannot hold', () => {
    expect(() => icoOfPng(png, 512)).toThrow(RangeError);
  });
});
