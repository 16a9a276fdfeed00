import { formCapProblem, formMaterialCounts, materialCapMessage } from './material-caps';

describe('the caps of a deal, counted as the form would send it', () => {
  it('counts every website after the first as another website, and every PDF and sharing link as a deck', () => {
    expect(formMaterialCounts({ websites: 0, sharingLinks: 0, files: 0 })).toEqual({ secondary_url: 0, pitch_deck: 0 });
    expect(formMaterialCounts({ websites: 3, sharingLinks: 2, files: 4 })).toEqual({ secondary_url: 2, pitch_deck: 6 });
  });

  it('names the first cap passed in the API’s own words, and nothing within the caps', () => {
    expect(formCapProblem({ websites: 11, sharingLinks: 4, files: 6 })).toBeNull();
    expect(formCapProblem({ websites: 1, sharingLinks: 5, files: 6 })).toBe('A deal can have at most 10 pitch decks');
    expect(formCapProblem({ websites: 12, sharingLinks: 0, files: 0 })).toBe('A deal can have at most 10 other websites');
    expect(materialCapMessage('financials')).toBe('A deal can have at most 20 financial documents');
  });
});
