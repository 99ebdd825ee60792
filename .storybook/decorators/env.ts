// Stories run without a .env: give the app the environment `npm run dev:mock` uses (same-origin
// /api answered by MSW). Stories of env problems render InvalidEnvScreen directly.
import { setEnv } from '@/config/env';

setEnv({ VITE_API_BASE_URL: '/api', VITE_WHATSAPP_NUMBER: '5552017788' });
