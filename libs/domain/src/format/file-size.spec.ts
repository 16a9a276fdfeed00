import fc from 'fast-check';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234, '1.21 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [1024 * 1024 - 1, '1 MB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes is shown as "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['12'], [null], [undefined], [{}]])(
    'malformed size %p is shown as an empty file',
    (bytes) => {
      expect(formatFileSize(bytes)).toBe('0 Bytes');
    },
  );

  it('never throws and always names one of the four units for non-negative integers', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d{1,2})? (Bytes|KB|MB|GB)$/);
      }),
    );
  });

  it('below the top unit the shown number stays under 1024', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 * 1024 ** 3 }), (bytes) => {
        const [value = ''] = formatFileSize(bytes).split(' ');
        expect(Number(value)).toBeLessThan(1024);
      }),
    );
  });
});
