// The app's entry: the global styles first (their order is the cascade's), then the start's steps
// (src/start/start.tsx).
import '@/ui/styles';
import { start } from '@/start/start';

void start();
