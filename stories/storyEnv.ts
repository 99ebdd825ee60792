// A story that needs other build-time variables (VITE_*) than .storybook/decorators/env.ts gives: use
// `beforeEach: withEnv({...})`. The environment is a module-level value, so the cleanup puts the previous
// one back after the story; no story leaks its variables into the next.
import { env, type Env } from '@/config/env';
import { setEnv } from '@/config/env-schema';

export function withEnv(patch: Partial<Env>) {
  return () => {
    const before = env();
    setEnv({ ...before, ...patch });
    return () => setEnv(before);
  };
}
