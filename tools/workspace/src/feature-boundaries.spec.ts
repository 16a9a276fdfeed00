import { lintProbes, type Probe } from './lint-probes';

// Each probe is linted as if it were that file, with the workspace's ESLint config; nothing is written.
const forbidden: Array<[string, Probe, RegExp]> = [
  ['a feature reaches inside another feature (members)', { file: 'apps/members/src/features/shell/probe.ts', code: "import { selectRecentDeals } from '../deals/deals.selectors';\nexport const x = selectRecentDeals;\n" }, /quorum-features\/public-api/],
  ['a feature component reaches inside another feature (onboarding)', { file: 'apps/onboarding/src/features/wizard/components/probe.tsx', code: "import { SubmitStep } from '../../submission/components/submit-step';\nexport const x = SubmitStep;\n" }, /quorum-features\/public-api/],
  ['a feature re-exports from inside another feature', { file: 'apps/onboarding/src/features/wizard/probe.ts', code: "export { sessionReducer } from '../session/session.slice';\n" }, /quorum-features\/public-api/],
  ['a feature test reaches inside another feature', { file: 'apps/members/src/features/shell/probe.spec.tsx', code: "import { dealsDataChanged } from '../deals/deals.slice';\nexport const x = dealsDataChanged;\n" }, /quorum-features\/public-api/],
  ['an app file reaches inside a feature (members)', { file: 'apps/members/src/app/probe.ts', code: "import { authSlice } from '../features/auth/auth.slice';\nexport const x = authSlice;\n" }, /quorum-features\/public-api/],
  ['an app file imports a type from inside a feature', { file: 'apps/members/src/app/probe.ts', code: "import type { DealsApi } from '../features/deals/deals.api';\nexport type X = DealsApi;\n" }, /quorum-features\/public-api/],
  ['the entry module reaches inside a feature', { file: 'apps/members/src/main.tsx', code: "import { appStarted } from './features/auth/auth.slice';\nexport const x = appStarted;\n" }, /quorum-features\/public-api/],
  ['test support reaches inside a feature', { file: 'apps/members/src/testing/probe.ts', code: "import { dealsQueries } from '../features/deals/deals.queries';\nexport const x = dealsQueries;\n" }, /quorum-features\/public-api/],
  ['an app file reaches inside a feature (onboarding)', { file: 'apps/onboarding/src/app/probe.ts', code: "import { sessionReducer } from '../features/session/session.slice';\nexport const x = sessionReducer;\n" }, /quorum-features\/public-api/],
  ['shared code reaches inside a feature', { file: 'apps/onboarding/src/lib/probe.ts', code: "export { sessionReducer } from '../features/session/session.slice';\n" }, /quorum-features\/public-api/],
  ['a component uses the untyped useSelector', { file: 'apps/onboarding/src/features/wizard/components/probe.tsx', code: "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n" }, /no-restricted-imports/],
  ['a component uses the untyped useDispatch', { file: 'apps/members/src/features/shell/components/probe.tsx', code: "import { useDispatch } from 'react-redux';\nexport const x = useDispatch;\n" }, /no-restricted-imports/],
];

const allowed: Array<[string, Probe]> = [
  ['a feature imports another feature through its index', { file: 'apps/onboarding/src/features/wizard/components/probe.tsx', code: "import { selectSubmission } from '../../submission';\nexport const x = selectSubmission;\n" }],
  ['a feature imports another feature index by its full name', { file: 'apps/onboarding/src/features/wizard/probe.ts', code: "import { sessionReducer } from '../session/index';\nexport const x = sessionReducer;\n" }],
  ['a feature imports its own files', { file: 'apps/onboarding/src/features/wizard/components/probe.tsx', code: "import { wizardActions } from '../wizard.slice';\nexport const x = wizardActions;\n" }],
  ['a feature imports the app and its shared code', { file: 'apps/onboarding/src/features/wizard/components/probe.tsx', code: "import { useAppSelector } from '../../../app/hooks';\nimport { paths } from '../../../config/paths';\nexport const x = [useAppSelector, paths];\n" }],
  ['an app file imports a feature through its index', { file: 'apps/members/src/app/probe.ts', code: "import { authSlice } from '../features/auth';\nimport type { DealsApi } from '../features/deals';\nexport const x: [typeof authSlice, DealsApi | null] = [authSlice, null];\n" }],
  ['test support imports a feature through its index', { file: 'apps/members/src/testing/probe.ts', code: "import { dealsQueries } from '../features/deals';\nexport const x = dealsQueries;\n" }],
  ['a page is loaded lazily from inside a feature', { file: 'apps/members/src/app/probe.ts', code: "export const load = () => import('../features/deals/pages/deals-page');\n" }],
  ['the app hooks file wraps react-redux', { file: 'apps/members/src/app/hooks.ts', code: "import { useDispatch, useSelector } from 'react-redux';\nexport const x = [useDispatch, useSelector];\n" }],
  ['a component uses the store provider', { file: 'apps/onboarding/src/app/probe.tsx', code: "import { Provider, useStore } from 'react-redux';\nexport const x = [Provider, useStore];\n" }],
];

describe('the feature contract is enforced by lint', () => {
  let fired: string[][];

  beforeAll(() => {
    fired = lintProbes([...forbidden.map(([, probe]) => probe), ...allowed.map(([, probe]) => probe)]);
  });

  it.each(forbidden.map(([name, , rule], index) => [name, index, rule] as const))('fails when %s', (_name, index, rule) => {
    expect(fired[index]?.some((message) => rule.test(message))).toBe(true);
  });

  it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))('passes when %s', (_name, index) => {
    expect(fired[index]?.filter((message) => /quorum-features|no-restricted-imports/.test(message))).toEqual([]);
  });
});
