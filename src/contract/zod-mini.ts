// The forms' zod (`import { z } from '@/contract/zod-mini'`): zod's tree-shakable API, so a form page
// carries only the checks its rules use (the whole of classic zod was 24.7 KB gzip of every
// form page's first visit). Configured as ./zod.ts is (no `new Function` under our CSP), for the same
// reasons; the two share zod's core and its configuration. Listed in package.json `sideEffects`.
import * as z from 'zod/mini';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
