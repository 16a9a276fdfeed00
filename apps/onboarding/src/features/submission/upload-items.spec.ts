import { percentOf, withProgress } from '../../components/uploads/upload-progress';
import { uploadItemsOf } from './upload-items';

const items = uploadItemsOf([
  { fieldId: 'idScan', documentType: 'idScan', files: [{ id: 'a', name: 'front.jpg', size: 100, type: 'image/jpeg' }, { id: 'b', name: 'back.jpg', size: 300, type: 'image/jpeg' }] },
  { fieldId: 'proofOfAddress', documentType: 'proofOfAddress', files: [{ id: 'c', name: 'bill.pdf', size: 50, type: 'application/pdf' }] },
]);

describe('upload progress per file', () => {
  it('starts every file waiting', () => {
    expect(items.map((item) => [item.name, item.state, item.loaded])).toEqual([
      ['front.jpg', 'waiting', 0],
      ['back.jpg', 'waiting', 0],
      ['bill.pdf', 'waiting', 0],
    ]);
  });

  it('fills the files of one request in the order they are sent', () => {
    const progressed = withProgress(items, 'idScan', 250, 'uploading');
    expect(progressed.map(percentOf)).toEqual([100, 50, 0]);
    expect(progressed[2]?.state).toBe('waiting');
  });

  it('marks a whole field done or failed', () => {
    expect(withProgress(items, 'idScan', Number.POSITIVE_INFINITY, 'uploaded').map(percentOf)).toEqual([100, 100, 0]);
    expect(withProgress(items, 'proofOfAddress', 0, 'failed', 'Not a PDF')[2]).toMatchObject({ state: 'failed', error: 'Not a PDF' });
  });
});
