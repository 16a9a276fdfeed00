import { FILE_RULES } from './file-rules';
import { sortPickedFiles } from './picked-files';

const file = (name: string, size = 10) => ({ name, size });
const names = (files: ReadonlyArray<{ name: string }>) => files.map((picked) => picked.name);

describe('sortPickedFiles (maximum and types per question)', () => {
  const idScan = FILE_RULES['idScan'];
  const goodStanding = FILE_RULES['certificateOfGoodStanding'];
  if (!idScan || !goodStanding) throw new Error('the file table lost a row');

  it.each([
    ['nothing attached, two accepted files', idScan, ['a.pdf', 'b.PNG'], 0, ['a.pdf', 'b.PNG'], []],
    ['one attached leaves room for one', idScan, ['a.pdf', 'b.png'], 1, ['a.pdf'], ['b.png']],
    ['a one-file question keeps the first', goodStanding, ['a.pdf', 'b.pdf'], 0, ['a.pdf'], ['b.pdf']],
    ['a full question keeps none', goodStanding, ['a.pdf'], 1, [], ['a.pdf']],
    ['more attached than allowed keeps none', goodStanding, ['a.pdf'], 3, [], ['a.pdf']],
  ])('%s', (_case, rules, picked, attached, kept, overLimit) => {
    const sorted = sortPickedFiles(rules, picked.map((name) => file(name)), attached);
    expect(names(sorted.kept)).toEqual(kept);
    expect(names(sorted.overLimit)).toEqual(overLimit);
  });

  it('leaves out types the question does not take, and empty files, whatever the room', () => {
    const sorted = sortPickedFiles(idScan, [file('virus.exe'), file('notes'), file('empty.pdf', 0), file('scan.heic')], 0);
    expect(names(sorted.wrongType)).toEqual(['virus.exe', 'notes']);
    expect(names(sorted.empty)).toEqual(['empty.pdf']);
    expect(names(sorted.kept)).toEqual(['scan.heic']);
    expect(sorted.overLimit).toEqual([]);
  });

  it('keeps the objects it was given (Files stay Files)', () => {
    const picked = { name: 'a.pdf', size: 3, extra: true };
    expect(sortPickedFiles(idScan, [picked], 0).kept[0]).toBe(picked);
  });
});
