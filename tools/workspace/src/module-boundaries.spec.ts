import { createProjectGraphAsync } from '@nx/devkit';
import { lintProbes, type Probe } from './lint-probes';

const forbidden: Array<[string, Probe, RegExp]> = [
  ['an app imports another app', { file: 'apps/members/src/probe.ts', code: "import { App } from '../../onboarding/src/app/app';\nexport const x = App;\n" }, /enforce-module-boundaries/],
  ['the domain lib imports React', { file: 'libs/domain/src/probe.ts', code: "import { useState } from 'react';\nexport const x = useState;\n" }, /enforce-module-boundaries/],
  ['the domain lib imports a Node module', { file: 'libs/domain/src/probe.ts', code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" }, /no-restricted-imports/],
  ['the domain lib reads the clock', { file: 'libs/domain/src/probe.ts', code: 'export const x = Date.now();\n' }, /no-restricted-properties/],
  ['the domain lib makes a date from the clock', { file: 'libs/domain/src/probe.ts', code: 'export const x = new Date();\n' }, /no-restricted-syntax/],
  ['the domain lib imports the UI lib', { file: 'libs/domain/src/probe.ts', code: "import { QuorumLogo } from '@quorum/ui';\nexport const x = QuorumLogo;\n" }, /enforce-module-boundaries/],
  ['a web app imports the database driver', { file: 'apps/members/src/probe.ts', code: "import Database from 'better-sqlite3';\nexport const x = Database;\n" }, /enforce-module-boundaries/],
  ['a web app imports the PostgreSQL driver', { file: 'apps/onboarding/src/probe.ts', code: "import { Pool } from 'pg';\nexport const x = Pool;\n" }, /enforce-module-boundaries/],
  ['a web app imports the object-storage client', { file: 'apps/members/src/probe.ts', code: "import { S3Client } from '@aws-sdk/client-s3';\nexport const x = S3Client;\n" }, /enforce-module-boundaries/],
  ['the API imports React', { file: 'apps/api/src/probe.ts', code: "import { useState } from 'react';\nexport const x = useState;\n" }, /enforce-module-boundaries/],
  ['a project deep-imports a lib', { file: 'apps/members/src/probe.ts', code: "import { CONSTANTS } from '../../../libs/domain/src/constants';\nexport const x = CONSTANTS;\n" }, /enforce-module-boundaries/],
  ['app code imports the shared test support', { file: 'apps/members/src/probe.ts', code: "import { makePdf } from '@quorum/testing';\nexport const x = makePdf;\n" }, /enforce-module-boundaries/],
  ['the bench reaches into the API past its testing entry point', { file: 'tools/bench/src/probe.ts', code: "import { openDatabase } from '../../../apps/api/src/db/database';\nexport const x = openDatabase;\n" }, /enforce-module-boundaries/],
  ['an app test imports the API', { file: 'apps/members/src/probe.spec.ts', code: "import { buildApp } from '@quorum/api/testing';\nexport const x = buildApp;\n" }, /enforce-module-boundaries/],
];

const allowed: Array<[string, Probe]> = [
  ['an app imports the domain lib', { file: 'apps/members/src/probe.ts', code: "import { CONSTANTS } from '@quorum/domain';\nexport const x = CONSTANTS;\n" }],
  ['an app imports the UI lib', { file: 'apps/onboarding/src/probe.ts', code: "import { QuorumLogo } from '@quorum/ui';\nexport const x = QuorumLogo;\n" }],
  ['the domain lib imports zod', { file: 'libs/domain/src/probe.ts', code: "import { z } from 'zod';\nexport const x = z.string();\n" }],
  ['a domain test imports fast-check', { file: 'libs/domain/src/probe.spec.ts', code: "import fc from 'fast-check';\nexport const x = fc.string();\n" }],
  ['the API imports the domain lib', { file: 'apps/api/src/probe.ts', code: "import { CONSTANTS } from '@quorum/domain';\nexport const x = CONSTANTS;\n" }],
  ['an app test imports the shared test support', { file: 'apps/members/src/probe.spec.ts', code: "import { makePdf } from '@quorum/testing';\nexport const x = makePdf;\n" }],
  ['the bench imports the API testing entry point', { file: 'tools/bench/src/probe.ts', code: "import { buildApp } from '@quorum/api/testing';\nexport const x = buildApp;\n" }],
];

describe('module boundaries (lint fails on forbidden imports)', () => {
  let fired: string[][];

  beforeAll(async () => {
    // The Nx rule reads the cached project graph; make sure it exists on a fresh clone.
    await createProjectGraphAsync({ exitOnError: false });
    fired = lintProbes([...forbidden.map(([, probe]) => probe), ...allowed.map(([, probe]) => probe)]);
  });

  it.each(forbidden.map(([name, , rule], index) => [name, index, rule] as const))('fails when %s', (_name, index, rule) => {
    expect(fired[index]?.some((message) => rule.test(message))).toBe(true);
  });

  it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))('passes when %s', (_name, index) => {
    expect(fired[index]).toEqual([]);
  });
});
