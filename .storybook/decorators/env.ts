// Stories run without a .env: give the app the environment `npm run dev:mock` uses (same-origin
// /api answered by MSW). Stories of env problems render InvalidEnvScreen directly.
import { warehouseLocation } from '@fixtures';
import { setEnv } from '@/config/env';

setEnv({
  VITE_API_BASE_URL: '/api',
  VITE_WHATSAPP_NUMBER: '5552017788',
  // INTERIM: until the tiers answer carries the warehouse (contract decision 1), the quote's origin.
  VITE_WAREHOUSE_LAT: warehouseLocation.lat,
  VITE_WAREHOUSE_LNG: warehouseLocation.lng,
});
