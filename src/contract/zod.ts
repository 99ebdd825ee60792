// The one zod the browser code imports (`import { z } from '@/contract/zod'`; only src/config/env-schema.ts,
// which runs at build time, imports 'zod' itself). In the browser zod would probe whether it may
// compile parsers with `new Function`: our Content-Security-Policy forbids it (no 'unsafe-eval'), so the
// probe fails anyway, and the browser reports each attempt as a CSP violation (Lighthouse best practices:
// "Issues were logged"). Configured here, it is said before any schema can parse, whichever chunk loads
// first (the places and routing services parse without the contract). zod builds each object's parser
// when the schema is made, so the config must run before any module's schemas: this file is listed in
// package.json `sideEffects`, or the bundler would hand importers zod's `z` and drop this module's code.
// The server keeps compiled parsers.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
