import { saveFile } from './save-file';

describe('saveFile (a file the page received, saved by the browser)', () => {
  // jsdom has no object URLs and does not download: record what the browser would be asked to do.
  const created: Blob[] = [];
  const revoked: string[] = [];
  const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    revoked.length = 0;
    clicked.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:http://localhost/${created.length}`;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Object.assign(URL, original);
  });

  it('clicks a hidden link to an object URL of the file, named for the download, then removes it', () => {
    const file = new Blob(['PK'], { type: 'application/zip' });
    saveFile(file, 'quorum-data.zip');
    expect(created).toEqual([file]);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'quorum-data.zip', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('frees the object URL a minute later, once the browser has read it', () => {
    saveFile(new Blob(['PK']), 'quorum-data.zip');
    jest.advanceTimersByTime(59_999);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:http://localhost/1']);
  });
});
