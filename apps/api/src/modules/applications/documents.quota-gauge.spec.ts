import { createQuotaGauge, type QuotaUsage } from './documents.quota-gauge';

describe('the upload quota gauge', () => {
  const quota = { quotaBytes: 1_000, quotaFiles: 100 };
  let stored: QuotaUsage;
  let reads: number;
  let clock: number;
  const gauge = () => {
    const read = async () => {
      reads += 1;
      return { ...stored };
    };
    return createQuotaGauge(read, quota, { soleProcess: true, now: () => clock });
  };

  beforeEach(() => {
    stored = { bytes: 100, files: 10 };
    reads = 0;
    clock = 0;
  });

  it('far from the quota, reads the database once a second and adds its own uploads', async () => {
    const subject = gauge();
    expect(await subject.room()).toEqual({ bytes: 900, files: 90 });
    subject.begin({ bytes: 200, files: 5 }).settle(true);
    subject.begin({ bytes: 300, files: 5 }).settle(false);
    clock = 999;
    expect(await subject.room()).toEqual({ bytes: 700, files: 85 });
    expect(reads).toBe(1);
    clock = 1_000;
    await subject.room();
    expect(reads).toBe(2);
  });

  it('near the quota, reads the database on every check and asks the commit to check exactly', async () => {
    stored = { bytes: 950, files: 10 };
    const subject = gauge();
    expect(await subject.room()).toEqual({ bytes: 50, files: 90 });
    await subject.room();
    expect(reads).toBe(2);
    expect(subject.begin({ bytes: 1, files: 1 }).exact).toBe(true);
    // Space freed by a review shows at once.
    stored = { bytes: 100, files: 10 };
    expect(await subject.room()).toEqual({ bytes: 900, files: 90 });
    expect(subject.begin({ bytes: 700, files: 1 }).exact).toBe(false);
  });

  it('counts the uploads in flight: a burst that comes near the quota together is checked exactly', async () => {
    const subject = gauge();
    await subject.room();
    const first = subject.begin({ bytes: 400, files: 1 });
    expect(first.exact).toBe(false);
    // 100 stored, 400 in flight: another 400 comes within a tenth of the quota.
    const second = subject.begin({ bytes: 400, files: 1 });
    expect(second.exact).toBe(true);
    // Refused uploads leave the count; settled twice counts once.
    second.settle(false);
    second.settle(false);
    first.settle(false);
    expect(subject.begin({ bytes: 700, files: 1 }).exact).toBe(false);
    expect(subject.begin({ bytes: 100, files: 1 }).exact).toBe(true);
  });

  it('tells an exact check what was let through unchecked and is not written yet', async () => {
    const subject = gauge();
    await subject.room();
    const unchecked = subject.begin({ bytes: 400, files: 1 });
    const checked = subject.begin({ bytes: 400, files: 1 });
    expect([unchecked.exact, checked.exact]).toEqual([false, true]);
    expect(checked.unseen()).toEqual({ bytes: 400, files: 1 });
    // Once its rows are written, a later transaction reads them in the database: counted there, not twice.
    unchecked.written();
    expect(checked.unseen()).toEqual({ bytes: 0, files: 0 });
    unchecked.settle(true);
    expect(checked.unseen()).toEqual({ bytes: 0, files: 0 });
  });

  it('where other processes share the database, asks every upload to check exactly', async () => {
    const shared = createQuotaGauge(async () => ({ ...stored }), quota, { soleProcess: false, now: () => clock });
    await shared.room();
    expect(shared.begin({ bytes: 1, files: 1 }).exact).toBe(true);
  });

  it('asks for an exact check before it has read anything', () => {
    expect(gauge().begin({ bytes: 1, files: 1 }).exact).toBe(true);
  });
});
