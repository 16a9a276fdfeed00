import { findQuestion, type Question } from '@quorum/domain';
import { screen, waitFor } from '@testing-library/react';
import { Activity, memo, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { stepIdsOf } from './answer-control.types';
import { CONTROLS } from './lazy-controls';

const noop = () => undefined;

function questionOf(id: string): Question {
  const question = findQuestion(id);
  if (!question) throw new Error(`no question ${id}`);
  return question;
}

/** A question's control with its answer, memoised as the wizard's QuestionControl is: revealing its step does not render it again. */
const Answer = memo(function Answer({ question }: { question: Question }) {
  const [value, setValue] = useState<unknown>(undefined);
  const control = CONTROLS[question.type];
  if (!control) throw new Error(`no control for ${question.type}`);
  return (
    <Suspense fallback={<p>Loading</p>}>
      <control.Control
        question={question}
        value={value}
        error={undefined}
        onChange={setValue}
        ids={stepIdsOf(question.id)}
        placeholder={undefined}
        known={[]}
        onFilesPicked={noop}
        onFileRemoved={noop}
        onPersonFilesPicked={noop}
        onPersonFileRemoved={noop}
        onPersonRemoved={noop}
      />
    </Suspense>
  );
});

/** A step as the wizard shows it: rendered ahead, hidden, then revealed. */
function Step({ question, visible }: { question: Question; visible: boolean }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <Answer question={question} />
    </Activity>
  );
}

/**
 * React driven as in the browser, without act(): the hidden step is rendered concurrently, and
 * when a control's code arrives while that render waits for it, React resumes the render where it
 * stopped, after the control had already chosen what to render while its code was missing.
 */
describe('lazy question controls', () => {
  type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  /** Renders the step ahead, hidden, while its control's code loads, then reveals it. */
  async function renderAheadThenReveal(question: Question): Promise<void> {
    root.render(<Step question={question} visible={false} />);
    await waitFor(() => expect(container.querySelector('input')).not.toBeNull());
    root.render(<Step question={question} visible />);
    await waitFor(() => expect(container.querySelector('[style*="display: none"]')).toBeNull());
  }

  // Each control's code loads once per test file: each test uses a kind that no other test here loads.

  it('a choice keeps its radio, and the focus, when it is picked (Enter then still reaches the step)', async () => {
    await renderAheadThenReveal(questionOf('entityType'));
    const individual = screen.getByRole('radio', { name: /^Individual/ });
    individual.focus();
    individual.click();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Individual/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /^Individual/ })).toBe(individual);
    expect(individual).toHaveFocus();
  });

  it('a text field keeps its input, and the focus, from the first key typed on', async () => {
    await renderAheadThenReveal(questionOf('fullName'));
    const input = screen.getByRole('textbox');
    input.focus();
    for (const text of ['A', 'Ad', 'Ada']) {
      // What a key press does to a controlled input: the value changes, then React hears of it.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(text));
      expect(screen.getByRole('textbox')).toBe(input);
      expect(input).toHaveFocus();
    }
  });
});
