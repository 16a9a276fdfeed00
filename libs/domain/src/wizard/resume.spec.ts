import type { Answers } from '../questions/question.types';
import { questionsFor } from '../questions/questions-for';
import { resumeIndex, type SavedProgress } from './resume';

const individual = { entityType: 'Individual' };
const idOf = (progress: SavedProgress) => questionsFor(progress.answers)[resumeIndex(questionsFor(progress.answers), progress)]?.id;

describe('resumeIndex (resuming from saved progress)', () => {
  it.each<[string, SavedProgress, string]>([
    ['nothing saved starts at welcome', { answers: {} }, 'welcome'],
    ['submit-ready jumps to submit', { answers: { ...individual, fullName: 'Ann' }, submitReady: true }, 'submit'],
    ['review-completed jumps to submit', { answers: { ...individual }, reviewCompleted: true }, 'submit'],
    ['the question after the last answered one', { answers: { ...individual, fullName: 'Ann', email: 'a@example.com' } }, 'phoneNumber'],
    ['lastAnsweredId wins over the order of answers', { answers: { ...individual, fullName: 'Ann', email: 'a@example.com' }, lastAnsweredId: 'fullName' }, 'email'],
    ['lastAnsweredId given as an alias', { answers: { ...individual, name: 'Ann' }, lastAnsweredId: 'name' }, 'email'],
    ['an unknown lastAnsweredId falls back to the answers', { answers: { ...individual, fullName: 'Ann' }, lastAnsweredId: 'gone' }, 'email'],
    ['empty answers do not count as answered', { answers: { ...individual, fullName: 'Ann', email: '  ', phoneNumber: [] } }, 'email'],
    ['the next visible question, skipping hidden ones', { answers: { ...individual, accreditationBasis: 'professional' } }, 'professionalCertification'],
    ['only entityType answered goes to its first question', { answers: { ...individual } }, 'fullName'],
    ['Entity without organisation type goes to organizationType', { answers: { entityType: 'Entity' } }, 'organizationType'],
  ])('%s', (_name, progress, id) => {
    expect(idOf(progress)).toBe(id);
  });

  it.each<[string, unknown]>([
    ['null progress', null],
    ['garbage answers', { answers: 'x' }],
  ])('%s starts at 0', (_name, progress) => {
    expect(resumeIndex(questionsFor({}), progress as SavedProgress)).toBe(0);
  });

  it('an empty list gives 0', () => {
    expect(resumeIndex([], { answers: {} as Answers, submitReady: true })).toBe(0);
  });
});
