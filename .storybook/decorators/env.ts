// Stories run without a .env: give the app the environment `npm run dev:mock` uses (same-origin
// /api answered by MSW). Stories of env problems render InvalidEnvScreen directly.
import { setEnv } from '@/config/env-schema';

setEnv({
  VITE_API_BASE_URL: '/api',
  VITE_WHATSAPP_NUMBER: '5552017788',
  // MSW answers OSRM under any host; not the public demo's, so stories are not held to its 1 request/s.
  VITE_ROUTING_URL: 'https://routing.example',
});
