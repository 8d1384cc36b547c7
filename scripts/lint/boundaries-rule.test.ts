import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { boundariesRule } from './boundaries-rule.js';

// RuleTester reports through the test runner's globals; Vitest's are not global, so hand them over.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../..');
const file = (p: string) => path.join(root, p);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('project/boundaries', boundariesRule, {
  valid: [
    { filename: file('client/features/a/x.ts'), code: "import { y } from './y';" },
    { filename: file('client/features/a/x.ts'), code: "import { s } from '@shared/constants';" },
    { filename: file('client/routes/worker/p.tsx'), code: "import { a } from '@/features/a/x';" },
    { filename: file('server/app.ts'), code: "import { s } from '@shared/errors';" },
    { filename: file('client/features/a/x.ts'), code: "import { q } from '@/data/sites';" },
    { filename: file('client/data/sites.ts'), code: "import { apiGet } from '@/lib/api-client';" },
    { filename: file('shared/validation/r.ts'), code: "import { z } from 'zod';" },
    {
      filename: file('client/routes/a/p.tsx'),
      code: "import { S } from '@/routes/staff-screens';",
    },
    { filename: file('client/data/x.ts'), code: "import { c } from '@/lib/realtime-client';" },
    {
      filename: file('server/modules/a/a.service.ts'),
      code: "import { b } from '../b/b.service';\nimport * as repo from './a.repository';",
    },
    {
      filename: file('server/modules/a/a.routes.ts'),
      code: "import { gate } from '../b/gate.service';\nimport { rule } from './a-rules';",
    },
    { filename: file('server/modules/a/a.test.ts'), code: "import { c } from '../../lib/cookie';" },
  ],
  invalid: [
    {
      filename: file('client/features/a/components/x.tsx'),
      code: "import { SCREENS } from '@/routes/staff-screens';",
      errors: [{ messageId: 'featureToRoutes' }],
    },
    {
      filename: file('client/features/a/x.test.tsx'),
      code: "import { Page } from '../../routes/public/page';",
      errors: [{ messageId: 'featureToRoutes' }],
    },
    {
      filename: file('client/lib/x.ts'),
      code: "import { keys } from '@/data/entry-requests';",
      errors: [{ messageId: 'libToData' }],
    },
    {
      filename: file('client/data/sites.ts'),
      code: "import { a } from '@/features/a/x';",
      errors: [{ messageId: 'sharedToUpper' }],
    },
    {
      filename: file('client/lib/x.ts'),
      code: "import { routes } from '../app/routes';",
      errors: [{ messageId: 'sharedToUpper' }],
    },
    {
      filename: file('client/lib/x.ts'),
      code: "import { buildApp } from '../../server/app';",
      errors: [{ messageId: 'clientToServer' }],
    },
    {
      filename: file('server/x.ts'),
      code: "import { c } from '../client/lib/api-client';",
      errors: [{ messageId: 'serverToClient' }],
    },
    {
      filename: file('shared/x.ts'),
      code: "import React from 'react';",
      errors: [{ messageId: 'sharedToSide' }],
    },
    {
      filename: file('shared/x.ts'),
      code: "import fs from 'node:fs';",
      errors: [{ messageId: 'sharedToSide' }],
    },
    {
      filename: file('client/features/a/components/x.tsx'),
      code: "import { b } from '../../b/api/get-b';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('client/features/a/x.ts'),
      code: "const b = import('@/features/b/x');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('server/modules/a/a.service.ts'),
      code: "import { findB } from '../b/b.repository';",
      errors: [{ messageId: 'foreignModuleInternals' }],
    },
    {
      filename: file('server/modules/a/a.routes.ts'),
      code: "import { LIMIT } from '../b/b.routes';",
      errors: [{ messageId: 'foreignModuleInternals' }],
    },
    {
      filename: file('server/modules/a/a.test.ts'),
      code: "import { DEFAULTS } from '../b/defaults';",
      errors: [{ messageId: 'foreignModuleInternals' }],
    },
    {
      filename: file('server/modules/a/a.service.ts'),
      code: "import { render } from '../b/views/page';",
      errors: [{ messageId: 'foreignModuleInternals' }],
    },
  ],
});
