import { isRetryableUploadStatus, uploadBackoffMs } from './upload-retry';

describe('uploadBackoffMs', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 10_000],
    [9, 10_000],
    [Number.NaN, 0],
  ])('after %p failed attempts wait %d ms (1 s doubling, capped at 10 s)', (attempts, wait) => {
    expect(uploadBackoffMs(attempts)).toBe(wait);
  });
});

describe('isRetryableUploadStatus', () => {
  it.each([
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [403, false],
    [413, false],
  ])('a failed upload with status %d is retried: %s', (status, expected) => {
    expect(isRetryableUploadStatus(status)).toBe(expected);
  });
});
